// 3D shapes in scene files: point, segment, polytope, sphere, box, capsule, cylinder, cone,
// ellipsoid, placed by a 3-vector position and rotation_deg [x, y, z] (R = Rz Ry Rx).
#include "scene/reader.h"

namespace gjklab {

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
    e.finish();
    return s;
}

}  // namespace gjklab
