#include "model/sat_steps.h"

#include "model/lesson/text.h"

#include <map>
#include <variant>

#include "model/explain.h"
#include "scene/evaluate.h"

namespace gjklab {

namespace {

std::string an(const std::string& word) {
    return (std::string("aeiou").find(word[0]) != std::string::npos ? "an " : "a ") + word;
}

glm::dvec3 lift(glm::dvec2 v) {
    return {v.x, v.y, 0};
}

/// The views' numbers of a 3D shape's hull vertices: the user's order for a polytope; for a box
/// its corner's index among the body's corners (found by value: the hull copies them).
std::vector<int> numbers_of(const SceneShape& s, const std::vector<glm::dvec3>& hull_vertices) {
    std::vector<int> user = user_vertex_numbers(s);
    if (!user.empty()) return user;
    const auto body = body3_of<double>(s);
    std::map<std::array<double, 3>, int> corner;
    for (size_t i = body.core.vertices.size(); i-- > 0;) {
        const auto& v = body.core.vertices[i];
        corner[{v.x, v.y, v.z}] = int(i);
    }
    std::vector<int> numbers;
    for (const auto& v : hull_vertices) {
        const auto it = corner.find({v.x, v.y, v.z});
        numbers.push_back(it == corner.end() ? int(numbers.size()) : it->second);
    }
    return numbers;
}

/// The hull (model coordinates) SAT walks for a 3D polytope or box.
bool hull_of(const SceneShape& s, gjk::PolytopeShape3& hull) {
    if (const auto* p = std::get_if<gjk::PolytopeShape3>(&s.entry3().shape)) {
        hull = *p;
        return true;
    }
    if (!std::holds_alternative<gjk::BoxShape3>(s.entry3().shape)) return false;
    const auto body = body3_of<double>(s);
    std::string error;
    return gjk::make_polytope(
        std::vector<glm::dvec3>(body.core.vertices.begin(), body.core.vertices.end()), hull, error);
}

std::string vertex_name(const SatSteps& s, int shape, int index) {
    return std::string(1, shape == 0 ? 'a' : 'b') + std::to_string(s.numbers[shape][size_t(index)]);
}

std::string edge_name(const SatSteps& s, int shape, const std::array<int, 2>& e) {
    return vertex_name(s, shape, e[0]) + "-" + vertex_name(s, shape, e[1]);
}

}  // namespace

int SatSteps::deciding() const {
    if (steps.empty()) return -1;
    if (separated) return int(steps.size()) - 1;
    int best = 0;
    for (size_t i = 1; i < steps.size(); ++i)
        if (steps[i].separation > steps[size_t(best)].separation) best = int(i);
    return best;
}

std::string sat_refusal(const SceneShape& s) {
    if (std::holds_alternative<Entry2>(s.entry)) {
        const auto& shape = s.entry2().shape;
        const auto* poly = std::get_if<gjk::PolygonShape>(&shape);
        if (std::holds_alternative<gjk::BoxShape>(shape) || (poly && poly->radius == 0) ||
            std::holds_alternative<gjk::CircleShape>(shape))
            return "";
        return "SAT tests polygons' edge normals and circles' centre lines: " + s.name + " is " +
               (poly ? std::string("a rounded polygon") : an(gjk::shape_type_name(shape)));
    }
    const auto& shape = s.entry3().shape;
    if (std::holds_alternative<gjk::PolytopeShape3>(shape) ||
        std::holds_alternative<gjk::BoxShape3>(shape))
        return "";
    return "SAT tests polytopes' face normals and edge crossings: " + s.name + " is " +
           an(gjk::shape_type_name(shape));
}

/// Whether the polytope's vertices farthest along `n` span a face (three or more of them).
static bool is_face_normal(const gjk::SatPolytope3<double>& p, const glm::dvec3& n) {
    double top = -1e300, size = 1;
    for (const auto& v : p.vertices)
        top = std::max(top, glm::dot(v, n)), size = std::max(size, glm::length(v));
    int on_plane = 0;
    for (const auto& v : p.vertices) on_plane += glm::dot(v, n) >= top - 1e-9 * size;
    return on_plane >= 3;
}

gjk::SatPolytope3<double> sat_polytope_of(const SceneShape& s) {
    gjk::PolytopeShape3 hull;
    if (!hull_of(s, hull)) return {};
    const auto xf = transform3_of(s);
    std::vector<glm::dvec3> world;
    for (const auto& v : hull.vertices) world.push_back(xf.apply(v));
    return gjk::sat_polytope(world, hull.faces);
}

SatSteps sat_steps(const Scene& scene) {
    const SceneShape* shape[2] = {&scene.shapes[scene.index_of(scene.query_a)],
                                  &scene.shapes[scene.index_of(scene.query_b)]};
    SatSteps out;
    out.dimension = scene.dimension;
    for (const SceneShape* s : shape)
        if (out.why.empty()) out.why = sat_refusal(*s);
    if (!out.why.empty()) return out;
    if (scene.dimension == 2) {
        std::vector<glm::dvec2> world[2];
        for (int k = 0; k < 2; ++k) {
            const auto body = body2_of<double>(*shape[k]);
            for (const auto& v : body.core.vertices) {
                world[k].push_back(body.xf.apply(v));
                out.vertices[k].push_back(lift(world[k].back()));
            }
            out.radius[k] = body.core.radius;
            out.numbers[k] = user_vertex_numbers(*shape[k]);
            if (out.numbers[k].empty())
                for (size_t i = 0; i < world[k].size(); ++i) out.numbers[k].push_back(int(i));
        }
        const double ra = out.radius[0], rb = out.radius[1];
        const auto result =
            gjk::sat(world[0], ra, world[1], rb, false, [&](const gjk::SatAxis<double>& a) {
                SatStep step;
                step.axis = lift(a.axis);
                step.a = a.a;
                step.b = a.b;
                step.separation = a.separation;
                if (a.owner < 2) {
                    step.kind = a.owner == 0 ? SatStep::NormalOfA : SatStep::NormalOfB;
                    step.face_normal = lift(a.edge_normal);
                    const int n = int(world[a.owner].size());
                    (a.owner == 0 ? step.edge_a : step.edge_b) = {a.edge, (a.edge + 1) % n};
                } else {  // a circle's line, out of its centre towards the other's vertex
                    const int circle = a.owner - 2, other = 1 - circle;
                    step.kind = circle == 0 ? SatStep::CircleOfA : SatStep::CircleOfB;
                    const glm::dvec2 out_of = world[other][size_t(a.edge)] - world[circle][0];
                    step.face_normal = glm::length(out_of) > 0 ? lift(glm::normalize(out_of))
                                                               : lift(a.edge_normal);
                    (circle == 0 ? step.edge_b : step.edge_a) = {a.edge, a.edge};
                }
                out.steps.push_back(step);
            });
        out.separated = result.separated;
        out.possible = gjk::sat(world[0], ra, world[1], rb, true).axes_tested;
    } else {
        gjk::SatPolytope3<double> poly[2];
        for (int k = 0; k < 2; ++k) {
            gjk::PolytopeShape3 hull;
            hull_of(*shape[k], hull);
            poly[k] = sat_polytope_of(*shape[k]);
            out.vertices[k] = poly[k].vertices;
            out.numbers[k] = numbers_of(*shape[k], hull.vertices);
        }
        const double pairs =
            double(poly[0].edge_directions.size()) * double(poly[1].edge_directions.size());
        if (pairs > kMaxSatEdgePairs) {
            out.why = "SAT would test " + std::to_string(long(pairs)) + " edge pairs (at most " +
                      std::to_string(long(kMaxSatEdgePairs)) + " here)";
            return out;
        }
        const auto result = gjk::sat3(poly[0], poly[1], false, [&](const gjk::Sat3Axis<double>& a) {
            SatStep step;
            step.kind = SatStep::Kind(a.kind);
            step.axis = a.axis;
            step.a = a.a;
            step.b = a.b;
            step.separation = a.separation;
            if (a.kind < 2) {
                // Parallel faces share one axis: of such a pair, the face that faces the other
                // shape (A's along the axis, which points from A to B; B's against it).
                const glm::dvec3 n = poly[a.kind].normals[size_t(a.normal)];
                const double towards = a.kind == 0 ? glm::dot(n, a.axis) : -glm::dot(n, a.axis);
                step.face_normal = towards < 0 && is_face_normal(poly[a.kind], -n) ? -n : n;
            }
            step.edge_a = {a.edge_a.first, a.edge_a.second};
            step.edge_b = {a.edge_b.first, a.edge_b.second};
            out.steps.push_back(step);
        });
        out.separated = result.separated;
        out.possible = gjk::sat3(poly[0], poly[1], true).axes_tested;
    }
    out.applies = true;
    return out;
}

std::string sat_axis_name(const SatSteps& s, const SatStep& step) {
    using lesson::words;
    if (step.kind == SatStep::CircleOfA || step.kind == SatStep::CircleOfB) {
        const int circle = step.kind == SatStep::CircleOfA ? 0 : 1, other = 1 - circle;
        if (s.radius[other] > 0) return words("sat.axis_centres");
        const int v = (other == 0 ? step.edge_a : step.edge_b)[0];
        return words("sat.axis_circle",
                     {{"shape", circle == 0 ? "A" : "B"}, {"vertex", vertex_name(s, other, v)}});
    }
    if (s.dimension == 2) {
        const int owner = step.kind == SatStep::NormalOfA ? 0 : 1;
        return words("sat.axis_edge_normal",
                     {{"shape", owner == 0 ? "A" : "B"},
                      {"edge", edge_name(s, owner, owner == 0 ? step.edge_a : step.edge_b)}});
    }
    if (step.kind == SatStep::EdgeCross)
        return words("sat.axis_edge_cross", {{"edge_a", edge_name(s, 0, step.edge_a)},
                                             {"edge_b", edge_name(s, 1, step.edge_b)}});
    return words("sat.axis_face_normal", {{"shape", step.kind == SatStep::NormalOfA ? "A" : "B"}});
}

std::string sat_step_caption(const SatSteps& s, int index) {
    using lesson::words;
    const SatStep& step = s.steps[size_t(index)];
    const std::string head = words("sat.step", {{"k", std::to_string(index + 1)},
                                                {"n", std::to_string(s.possible)},
                                                {"axis", sat_axis_name(s, step)},
                                                {"a_min", short_number(step.a.min)},
                                                {"a_max", short_number(step.a.max)},
                                                {"b_min", short_number(step.b.min)},
                                                {"b_max", short_number(step.b.max)}});
    if (step.separates())
        return head + words("sat.step_separates", {{"gap", short_number(step.separation)}});
    const std::string overlap = short_number(-step.separation);
    if (index + 1 < int(s.steps.size()))
        return head + words("sat.step_next", {{"overlap", overlap}});
    const SatStep& least = s.steps[size_t(s.deciding())];
    return head + words("sat.step_last", {{"overlap", overlap},
                                          {"least", short_number(-least.separation)},
                                          {"k", std::to_string(s.deciding() + 1)}});
}

std::string sat_answer_caption(const SatSteps& s) {
    using lesson::words;
    const int k = s.deciding();
    if (k < 0) return words("sat.no_axis");
    const SatStep& step = s.steps[size_t(k)];
    const std::string axis =
        words("sat.axis_k", {{"k", std::to_string(k + 1)}, {"axis", sat_axis_name(s, step)}});
    if (s.separated)
        return words("sat.answer_apart", {{"axis", axis},
                                          {"gap", short_number(step.separation)},
                                          {"k", std::to_string(k + 1)},
                                          {"n", std::to_string(s.possible)}});
    return words("sat.answer_overlap", {{"n", std::to_string(s.possible)},
                                        {"least", short_number(-step.separation)},
                                        {"axis", axis}});
}

}  // namespace gjklab
