#include "model/editing.h"

#include <algorithm>

#include "scene/scale.h"

#include <gjk/bounds3d.h>

#include <cmath>
#include <fstream>
#include <glm/geometric.hpp>
#include <set>
#include <sstream>

#include "scene/mesh_import.h"

#include "model/timeline2.h"

namespace gjklab {

void History::push(const Scene& before) {
    undo_.push_back(before);
    if (undo_.size() > kLimit) undo_.erase(undo_.begin());
    redo_.clear();
}

bool History::undo(Scene& current) {
    if (undo_.empty()) return false;
    redo_.push_back(current);
    current = undo_.back();
    undo_.pop_back();
    return true;
}

bool History::redo(Scene& current) {
    if (redo_.empty()) return false;
    undo_.push_back(current);
    current = redo_.back();
    redo_.pop_back();
    return true;
}

void History::clear() {
    undo_.clear();
    redo_.clear();
}

const std::vector<std::string>& shape_type_names2() {
    static const std::vector<std::string> names = {"polygon", "box",     "circle", "capsule",
                                                   "ellipse", "segment", "point"};
    return names;
}

const std::vector<std::string>& shape_type_names3() {
    static const std::vector<std::string> names = {"polytope",  "box",      "sphere",
                                                   "capsule",   "cylinder", "cone",
                                                   "ellipsoid", "segment",  "point"};
    return names;
}

void move_shape(Scene& s, int shape, glm::dvec2 position) {
    SceneShape& sh = s.shapes[shape];
    // A shape on a path is where its keyframes put it: the whole path moves with it.
    const glm::dvec2 by = position - sh.entry2().position;
    for (Keyframe& k : sh.motion.path) k.position += glm::dvec3(by, 0);
    sh.entry2().position = position;
}

void rotate_shape(Scene& s, int shape, double degrees) {
    // Keep angles in (-180, 180] so the inspector shows tidy numbers.
    double a = std::fmod(degrees, 360.0);
    if (a > 180) a -= 360;
    if (a <= -180) a += 360;
    SceneShape& sh = s.shapes[shape];
    // A shape on a path turns with all its keyframes, each about its own position.
    const double by = std::remainder(a - sh.entry2().rotation_deg, 360.0);
    for (Keyframe& k : sh.motion.path) {
        k.angle_deg = keyframe_angle_deg(k) + by;
        k.cos_sin.reset();
    }
    sh.entry2().rotation_deg = a;
    sh.entry2().rotation_cos_sin.reset();  // the angle, as edited, rules now
}

namespace {

/// Builds a polygon from local vertices, requiring it to stay convex with all its vertices.
EditResult set_polygon(SceneShape& sh, const std::vector<glm::dvec2>& local, double radius) {
    gjk::PolygonCheck check = gjk::make_polygon(local, radius, false);
    if (!check.ok) return {false, sh.name + " would not be convex"};
    if (check.polygon.vertices.size() != local.size())
        return {false, sh.name + " would not be convex (a vertex would fall on an edge)"};
    sh.entry2().shape = check.polygon;
    sh.entry2().source_vertices = check.polygon.vertices;
    sh.entry2().hull = false;
    return {};
}

std::vector<glm::dvec2> ngon(int n, double r) {
    std::vector<glm::dvec2> v;
    for (int k = 0; k < n; ++k)
        v.push_back(r * glm::dvec2(std::cos(2 * M_PI * k / n + M_PI / 2),
                                   std::sin(2 * M_PI * k / n + M_PI / 2)));
    return v;
}

}  // namespace

namespace {
/// Rotation by `angle` radians about the unit `axis` (Rodrigues' formula).
glm::dmat3 axis_rotation(const glm::dvec3& axis, double angle) {
    const double c = std::cos(angle), s = std::sin(angle);
    const glm::dmat3 k(0, axis.z, -axis.y, -axis.z, 0, axis.x, axis.y, -axis.x, 0);  // columns
    return glm::dmat3(1) + s * k + (1 - c) * (k * k);
}
}  // namespace

void turn_shape3(Scene& s, int shape, const glm::dmat3& start, const glm::dvec3& towards_viewer,
                 double screen_turn_deg) {
    // A clockwise turn on screen is a negative turn about the axis that points at the viewer.
    set_rotation3(
        s, shape,
        rotation3_deg_of(axis_rotation(towards_viewer, -screen_turn_deg * M_PI / 180) * start));
}

void set_rotation3(Scene& s, int shape, glm::dvec3 rotation_deg) {
    SceneShape& sh = s.shapes[shape];
    const glm::dmat3 was = transform3_of(sh).r;
    sh.entry3().rotation_deg = rotation_deg;
    sh.entry3().rotation_matrix.reset();  // the angles, as edited, rule now
    const glm::dmat3 by = transform3_of(sh).r * glm::transpose(was);
    for (Keyframe& k : sh.motion.path) {
        k.rotation_matrix = by * keyframe_matrix(k);
        k.rotation_deg = rotation3_deg_of(*k.rotation_matrix);
    }
}

void move_shape3(Scene& s, int shape, glm::dvec3 position) {
    SceneShape& sh = s.shapes[shape];
    const glm::dvec3 by = position - sh.entry3().position;
    for (Keyframe& k : sh.motion.path) k.position += by;
    sh.entry3().position = position;
}

EditResult move_vertex(Scene& s, int shape, int vertex, glm::dvec2 world) {
    SceneShape& sh = s.shapes[shape];
    const glm::dvec2 local = transform2_of(sh).inv_apply(world);
    if (auto* p = std::get_if<gjk::PolygonShape>(&sh.entry2().shape)) {
        if (vertex < 0 || vertex >= int(p->vertices.size())) return {false, "no such vertex"};
        std::vector<glm::dvec2> v = p->vertices;
        v[vertex] = local;
        EditResult r = set_polygon(sh, v, p->radius);
        if (r.ok) {
            const auto& moved = std::get<gjk::PolygonShape>(sh.entry2().shape).source_index;
            r.vertex = int(std::find(moved.begin(), moved.end(), vertex) - moved.begin());
        }
        return r;
    }
    if (auto* seg = std::get_if<gjk::SegmentShape>(&sh.entry2().shape)) {
        glm::dvec2& end = vertex == 0 ? seg->a : seg->b;
        const glm::dvec2 other = vertex == 0 ? seg->b : seg->a;
        if (local == other) return {false, "a segment needs two different end points"};
        end = local;
        return {true, "", vertex};
    }
    if (auto* cap = std::get_if<gjk::CapsuleShape>(&sh.entry2().shape)) {
        (vertex == 0 ? cap->a : cap->b) = local;
        return {true, "", vertex};
    }
    return {false, std::string("a ") + gjk::shape_type_name(sh.entry2().shape) +
                       " has no vertices to move"};
}

EditResult add_vertex(Scene& s, int shape) {
    SceneShape& sh = s.shapes[shape];
    auto* p = std::get_if<gjk::PolygonShape>(&sh.entry2().shape);
    if (!p) return {false, "only polygons have vertices to add"};
    const auto& v = p->vertices;
    const size_t n = v.size();
    size_t longest = 0;
    for (size_t i = 1; i < n; ++i)
        if (glm::length(v[(i + 1) % n] - v[i]) > glm::length(v[(longest + 1) % n] - v[longest]))
            longest = i;
    glm::dvec2 a = v[longest], b = v[(longest + 1) % n], e = b - a;
    glm::dvec2 outward = glm::normalize(glm::dvec2(e.y, -e.x));  // counter-clockwise polygon
    // Out by a fraction of the edge, less than what would make a neighbour reflex.
    glm::dvec2 mid = (a + b) * 0.5 + outward * (0.08 * glm::length(e));
    std::vector<glm::dvec2> out(v.begin(), v.end());
    out.insert(out.begin() + long(longest) + 1, mid);
    EditResult r = set_polygon(sh, out, p->radius);
    if (!r.ok) {  // a very flat neighbourhood: fall back to the exact midpoint pushed less
        out[longest + 1] = (a + b) * 0.5 + outward * (1e-3 * glm::length(e));
        r = set_polygon(sh, out, p->radius);
    }
    return r;
}

EditResult remove_vertex(Scene& s, int shape, int vertex) {
    SceneShape& sh = s.shapes[shape];
    auto* p = std::get_if<gjk::PolygonShape>(&sh.entry2().shape);
    if (!p) return {false, "only polygons have vertices to remove"};
    if (p->vertices.size() <= 3) return {false, "a polygon needs at least 3 vertices"};
    if (vertex < 0 || vertex >= int(p->vertices.size())) return {false, "no such vertex"};
    std::vector<glm::dvec2> v = p->vertices;
    v.erase(v.begin() + vertex);
    return set_polygon(sh, v, p->radius);
}

double shape_extent(const SceneShape& s) {
    ShapeGeometry g = shape_geometry(s, 32);
    double r = 0;
    for (auto& p : g.outline) r = std::max(r, glm::length(p - g.position));
    for (auto& p : g.core_vertices) r = std::max(r, glm::length(p - g.position) + g.radius);
    return r > 0 ? r : 0.5;
}

void change_type2(Scene& s, int shape, const std::string& type) {
    SceneShape& sh = s.shapes[shape];
    const double r = std::max(shape_extent(sh), 0.1);
    if (type == "point")
        sh.entry2().shape = gjk::PointShape{};
    else if (type == "segment")
        sh.entry2().shape = gjk::SegmentShape{{-r, 0}, {r, 0}};
    else if (type == "circle")
        sh.entry2().shape = gjk::CircleShape{r};
    else if (type == "capsule")
        sh.entry2().shape = gjk::CapsuleShape{{-r * 0.6, 0}, {r * 0.6, 0}, r * 0.4};
    else if (type == "box")
        sh.entry2().shape = gjk::BoxShape{{r * 0.7, r * 0.7}};
    else if (type == "ellipse")
        sh.entry2().shape = gjk::EllipseShape{{r, r * 0.6}};
    else if (type == "polygon")
        set_polygon(sh, ngon(5, r), 0);
    sh.entry2().source_vertices.clear();
    if (auto* p = std::get_if<gjk::PolygonShape>(&sh.entry2().shape))
        sh.entry2().source_vertices = p->vertices;
}

void change_type3(Scene& s, int shape, const std::string& type) {
    SceneShape& sh = s.shapes[shape];
    // About the present size: half the largest side of the shape's box in its own frame.
    const gjk::Aabb3<double> box =
        gjk::aabb_of(gjk::Body3<double>{gjk::make_core3<double>(sh.entry3().shape), {}});
    const glm::dvec3 side = box.max - box.min;
    const double r = std::max(0.5 * std::max({side.x, side.y, side.z}), 0.1);
    sh.entry3().source_points.clear();
    if (type == "point") {
        sh.entry3().shape = gjk::PointShape3{};
    } else if (type == "segment") {
        sh.entry3().shape = gjk::SegmentShape3{{-r, 0, 0}, {r, 0, 0}};
    } else if (type == "sphere") {
        sh.entry3().shape = gjk::SphereShape3{r};
    } else if (type == "box") {
        sh.entry3().shape = gjk::BoxShape3{{0.7 * r, 0.7 * r, 0.7 * r}};
    } else if (type == "capsule") {
        sh.entry3().shape = gjk::CapsuleShape3{{0, -0.6 * r, 0}, {0, 0.6 * r, 0}, 0.4 * r};
    } else if (type == "cylinder") {
        sh.entry3().shape = gjk::CylinderShape3{0.8 * r, 0.6 * r};
    } else if (type == "cone") {
        sh.entry3().shape = gjk::ConeShape3{0.8 * r, 0.6 * r};
    } else if (type == "ellipsoid") {
        sh.entry3().shape = gjk::EllipsoidShape3{{r, 0.7 * r, 0.5 * r}};
    } else if (type == "polytope") {  // an octahedron
        sh.entry3().source_points = {{r, 0, 0},  {-r, 0, 0}, {0, r, 0},
                                     {0, -r, 0}, {0, 0, r},  {0, 0, -r}};
        gjk::PolytopeShape3 poly;
        std::string error;
        if (gjk::make_polytope(sh.entry3().source_points, poly, error)) sh.entry3().shape = poly;
    }
}

namespace {
/// Appends `sh` under the first of A..Z, then S1, S2, ... that no shape has; its index.
int append_shape(Scene& s, SceneShape sh) {
    std::set<std::string> names;
    for (auto& other : s.shapes) names.insert(other.name);
    for (int k = 0;; ++k) {
        sh.name = k < 26 ? std::string(1, char('A' + k)) : "S" + std::to_string(k - 25);
        if (!names.count(sh.name)) break;
    }
    s.shapes.push_back(std::move(sh));
    return int(s.shapes.size()) - 1;
}
}  // namespace

EditResult set_polytope_points(Scene& s, int shape, const std::vector<glm::dvec3>& points) {
    SceneShape& sh = s.shapes[shape];
    gjk::PolytopeShape3 poly;
    std::string error;
    if (!gjk::make_polytope(points, poly, error)) return {false, sh.name + ": " + error};
    sh.entry3().shape = poly;
    sh.entry3().source_points = points;
    return {};
}

EditResult add_mesh_shapes(Scene& s, const std::string& path) {
    if (s.dimension != 3) return {false, "a mesh is 3D: open a 3D scene to add it to"};
    try {
        std::ifstream in(path, std::ios::binary);
        if (!in) return {false, path + ": cannot read the file"};
        std::ostringstream bytes;
        bytes << in.rdbuf();
        Scene grown = s;
        for (const auto& points : read_mesh(bytes.str(), mesh_format_of(path), path)) {
            SceneShape sh;
            sh.entry = Entry3{};
            const int index = append_shape(grown, std::move(sh));
            grown.shapes[index].entry3().shape = gjk::PolytopeShape3{};
            gjk::PolytopeShape3 hull;
            std::string error;
            if (!gjk::make_polytope(points, hull, error)) return {false, path + ": " + error};
            if (EditResult r = set_polytope_points(grown, index, hull.vertices); !r.ok) return r;
        }
        s = std::move(grown);
        return {};
    } catch (const std::exception& e) {
        return {false, e.what()};
    }
}

int add_shape3(Scene& s, const std::string& type, glm::dvec3 position) {
    SceneShape sh;
    sh.entry = Entry3{};
    sh.entry3().position = position;
    sh.entry3().shape = gjk::SphereShape3{0.5};
    const int index = append_shape(s, std::move(sh));
    change_type3(s, index, type);
    return index;
}

int add_shape2(Scene& s, const std::string& type, glm::dvec2 position) {
    SceneShape sh;
    sh.entry2().position = position;
    sh.entry2().shape = gjk::CircleShape{0.5};
    const int index = append_shape(s, std::move(sh));
    change_type2(s, index, type);
    return index;
}

EditResult delete_shape(Scene& s, int shape) {
    if (s.shapes.size() <= 2) return {false, "a scene keeps at least two shapes"};
    const std::string name = s.shapes[shape].name;
    s.shapes.erase(s.shapes.begin() + shape);
    // Keep the query on two different, existing shapes.
    auto valid = [&](const std::string& n) { return s.index_of(n) >= 0; };
    if (!valid(s.query_a))
        s.query_a = s.shapes[0].name == s.query_b ? s.shapes[1].name : s.shapes[0].name;
    if (!valid(s.query_b))
        s.query_b = s.shapes[0].name == s.query_a ? s.shapes[1].name : s.shapes[0].name;
    return {};
}

std::string refuse_out_of_range(Scene& s, const Scene& before) {
    std::string problem = scale_problem(s);
    if (!problem.empty()) s = before;
    return problem;
}

}  // namespace gjklab
