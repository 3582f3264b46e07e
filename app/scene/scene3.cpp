// 3D shapes in scene files: point, segment, polytope, sphere, box, capsule, cylinder, cone,
// ellipsoid, placed by a 3-vector position and rotation_deg [x, y, z] (R = Rz Ry Rx), or an
// exact rotation: {"quaternion": [x, y, z, w]} or {"matrix": [[row], [row], [row]]}.
#include "scene/reader.h"

#include <cmath>
#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>

namespace gjklab {

glm::dmat3 matrix_of_quaternion(double x, double y, double z, double w) {
    // Its columns.
    return glm::dmat3(1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y),
                      2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x),
                      2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y));
}

glm::dvec4 quaternion_of(const glm::dmat3& m) {  // m[col][row]
    const double r00 = m[0][0], r11 = m[1][1], r22 = m[2][2];
    const double r01 = m[1][0], r10 = m[0][1], r02 = m[2][0], r20 = m[0][2], r12 = m[2][1],
                 r21 = m[1][2];
    const double trace = r00 + r11 + r22;
    if (trace > 0) {
        const double s = std::sqrt(trace + 1) * 2;
        return {(r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4};
    }
    if (r00 > r11 && r00 > r22) {
        const double s = std::sqrt(1 + r00 - r11 - r22) * 2;
        return {s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s};
    }
    if (r11 > r22) {
        const double s = std::sqrt(1 + r11 - r00 - r22) * 2;
        return {(r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s};
    }
    const double s = std::sqrt(1 + r22 - r00 - r11) * 2;
    return {(r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s};
}

/// The rotation matrix of `rotation`: a unit quaternion [x, y, z, w] (Jolt's order), normalised
/// in double, or a matrix given by rows; anything not a rotation within 1e-6 is refused.
glm::dmat3 rotation_of(const Reader& r) {
    Reader rot = object_reader(r.at("rotation"), r.where() + ".rotation", r.source());
    rot.allow_only({"quaternion", "matrix"}, "a 3D rotation");
    if (rot.has("quaternion") == rot.has("matrix"))
        rot.fail("", "give one of quaternion [x, y, z, w] or matrix [[row], [row], [row]]");
    glm::dmat3 m(1);
    if (rot.has("quaternion")) {
        const json& q = rot.at("quaternion");
        if (!q.is_array() || q.size() != 4)
            rot.fail("quaternion", "must be 4 numbers [x, y, z, w], got " + Reader::describe(q));
        double v[4];
        for (int i = 0; i < 4; ++i) {
            if (!q[i].is_number() || !std::isfinite(q[i].get<double>()))
                rot.fail("quaternion", "must hold finite numbers, got " + Reader::describe(q[i]));
            v[i] = q[i].get<double>();
        }
        const double n2 = v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3];
        if (!(std::abs(n2 - 1) <= 1e-6))
            rot.fail("quaternion", "must have length 1, got length² " + std::to_string(n2));
        const double k = 1 / std::sqrt(n2), x = v[0] * k, y = v[1] * k, z = v[2] * k, w = v[3] * k;
        m = matrix_of_quaternion(x, y, z, w);
    } else {
        const json& rows = rot.at("matrix");
        if (!rows.is_array() || rows.size() != 3)
            rot.fail("matrix", "must be 3 rows of 3 numbers, got " + Reader::describe(rows));
        for (int i = 0; i < 3; ++i) {
            const glm::dvec3 row = rot.vec3_of(rows[size_t(i)], "matrix");
            for (int j = 0; j < 3; ++j) m[j][i] = row[j];  // GLM: m[column][row]
        }
        const glm::dmat3 should_be_one = glm::transpose(m) * m;
        double off = 0;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                off = std::max(off, std::abs(should_be_one[i][j] - (i == j)));
        if (!(off <= 1e-6 && glm::determinant(m) > 0))
            rot.fail("matrix", "must be a rotation (orthonormal rows, determinant 1)");
    }
    return m;
}

SceneShape parse_shape3(const json& j, size_t index, const std::string& source) {
    ShapeEntry e = begin_shape(j, index, source);
    SceneShape& s = e.shape;
    s.entry = Entry3{};
    const Reader& r = e.r;
    const std::string& type = e.type;
    auto allow = [&](std::initializer_list<const char*> extra) { e.allow(extra, "a 3D " + type); };
    auto both_positive = [&](const char* key, double& x) {
        x = r.number(key);
        require_positive(r, key, x);
    };
    if (type == "point") {
        allow({});
        s.entry3().shape = gjk::PointShape3{};
    } else if (type == "segment") {
        allow({"a", "b"});
        gjk::SegmentShape3 seg{r.vec3("a"), r.vec3("b")};
        if (seg.a == seg.b) r.fail("b", "a segment needs two different end points");
        s.entry3().shape = seg;
    } else if (type == "polytope") {
        allow({"points"});
        const json& ps = r.require("points");
        if (!ps.is_array()) r.fail("points", "must be an array of [x, y, z] points");
        for (size_t i = 0; i < ps.size(); ++i)
            s.entry3().source_points.push_back(
                r.vec3_of(ps[i], "points[" + std::to_string(i) + "]"));
        gjk::PolytopeShape3 poly;
        std::string error;
        if (!gjk::make_polytope(s.entry3().source_points, poly, error)) r.fail("points", error);
        s.entry3().shape = poly;
    } else if (type == "sphere") {
        allow({"radius"});
        gjk::SphereShape3 sp;
        both_positive("radius", sp.radius);
        s.entry3().shape = sp;
    } else if (type == "box") {
        allow({"half_extents"});
        gjk::BoxShape3 b{r.vec3("half_extents")};
        if (!(b.half_extents.x > 0 && b.half_extents.y > 0 && b.half_extents.z > 0))
            r.fail("half_extents", "must all be positive");
        s.entry3().shape = b;
    } else if (type == "capsule") {
        allow({"a", "b", "radius"});
        gjk::CapsuleShape3 c{r.vec3("a"), r.vec3("b"), 0};
        both_positive("radius", c.radius);
        s.entry3().shape = c;
    } else if (type == "cylinder" || type == "cone") {
        allow({"half_height", "radius"});
        double h = 0, rad = 0;
        both_positive("half_height", h);
        both_positive("radius", rad);
        if (type == "cylinder")
            s.entry3().shape = gjk::CylinderShape3{h, rad};
        else
            s.entry3().shape = gjk::ConeShape3{h, rad};
    } else if (type == "ellipsoid") {
        allow({"radii"});
        gjk::EllipsoidShape3 e{r.vec3("radii")};
        if (!(e.radii.x > 0 && e.radii.y > 0 && e.radii.z > 0))
            r.fail("radii", "must all be positive");
        s.entry3().shape = e;
    } else {
        r.fail("type", "unknown shape type \"" + type +
                           "\" (3D types: point, segment, polytope, sphere, box, capsule, "
                           "cylinder, cone, ellipsoid)");
    }
    s.entry3().position = r.vec3_or("position", {0, 0, 0});
    s.entry3().rotation_deg = r.vec3_or("rotation_deg", {0, 0, 0});
    if (r.has("rotation")) {
        if (r.has("rotation_deg")) r.fail("rotation", "give rotation or rotation_deg, not both");
        s.entry3().rotation_matrix = rotation_of(r);
        s.entry3().rotation_deg = rotation3_deg_of(*s.entry3().rotation_matrix);
    }
    e.finish();
    return s;
}

}  // namespace gjklab
