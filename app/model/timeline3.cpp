#include "model/timeline3.h"

#include <gjk/support3d.h>

namespace gjklab {

Timeline3 build_timeline3(const Scene& scene, WarmStart* warm) {
    Timeline3 t;
    t.variant = scene.settings.variant;
    t.index_a = scene.index_of(scene.query_a);
    t.index_b = scene.index_of(scene.query_b);
    t.report = run_query(scene, &t.trace, warm);
    t.manifold = run_manifold(scene);
    t.numbers_a = user_vertex_numbers(scene.shapes[t.index_a]);
    t.numbers_b = user_vertex_numbers(scene.shapes[t.index_b]);
    t.name_supports();
    std::vector<gjk::Body3<double>> bodies;
    for (const SceneShape& s : scene.shapes) {
        bodies.push_back(body3_of<double>(s));
        bool exact = true;
        t.shapes.push_back(body_mesh(bodies.back(), exact));
    }
    gjk::Body3<double> a = bodies[t.index_a], b = bodies[t.index_b];
    t.minkowski = minkowski_mesh(a, b, t.minkowski_exact);
    if (a.core.radius > 0 || b.core.radius > 0) {  // what GJK walks on: the cores' A - B
        a.core.radius = b.core.radius = 0;
        bool exact = true;
        t.core_minkowski = minkowski_mesh(a, b, exact);
    }
    // The introduction: d0 as GJK takes it (the setting in A's frame; zero: from A's origin
    // towards B's, or where they coincide from A's centre towards B's), and a few a - b
    // (corners of polytopes, else points of the meshes).
    const glm::dvec3 initial = scene.settings.initial_direction3;
    t.first_direction_set = glm::dot(initial, initial) > 0;
    t.first_direction = t.first_direction_set ? a.xf.rotate(initial) : b.xf.p - a.xf.p;
    if (!(glm::dot(t.first_direction, t.first_direction) > 0))  // where the origins coincide
        t.first_direction = b.xf.apply(gjk::centre_of(b.core)) - a.xf.apply(gjk::centre_of(a.core));
    if (!(glm::dot(t.first_direction, t.first_direction) > 0))
        t.first_direction = a.xf.rotate({1, 0, 0});
    // The corners of a box or a polytope without rounding, by core index (a box's numbered by
    // its support, BoxProxy3); none for a curved shape.
    using Kind = gjk::Core3<double>::Kind;
    auto corners_of = [](const gjk::Body3<double>& body) {
        std::vector<glm::dvec3> out;
        if (body.core.radius > 0) return out;
        if (body.core.kind == Kind::Box) {
            const gjk::BoxProxy3<double> box{body.core.radii};
            for (int k = 0; k < 8; ++k) out.push_back(body.xf.apply(box.vertex(k)));
        } else if (body.core.kind == Kind::Polytope) {
            for (const auto& v : body.core.vertices) out.push_back(body.xf.apply(v));
        }
        return out;
    };
    const std::vector<glm::dvec3> corners_a = corners_of(bodies[t.index_a]),
                                  corners_b = corners_of(bodies[t.index_b]);
    const bool corners = !corners_a.empty() && !corners_b.empty();
    t.add_intro_points(corners ? corners_a : t.shapes[t.index_a].points,
                       corners ? corners_b : t.shapes[t.index_b].points, corners);
    // The introduction numbers the corners of shapes with few (as corners_numbered in 2D).
    t.corners_a = corners_a.size() <= 16 ? corners_a : std::vector<glm::dvec3>{};
    t.corners_b = corners_b.size() <= 16 ? corners_b : std::vector<glm::dvec3>{};
    return t;
}

const std::vector<gjk::TraceVertex3>* displayed_vertices(const Timeline3& t, int step) {
    if (const gjk::GjkStep3* g = t.gjk_step(step)) return &g->simplex_after;
    if (const gjk::EpaStep3* e = t.epa_step(step)) return &e->vertices;
    return nullptr;
}

}  // namespace gjklab
