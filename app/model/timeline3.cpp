#include "model/timeline3.h"

namespace gjklab {

Timeline3 build_timeline3(const Scene& scene) {
    Timeline3 t;
    t.variant = scene.settings.variant;
    t.index_a = scene.index_of(scene.query_a);
    t.index_b = scene.index_of(scene.query_b);
    t.report = run_query(scene, &t.trace);
    t.name_supports();
    std::vector<gjk::Body3<double>> bodies;
    for (const SceneShape& s : scene.shapes) {
        bodies.push_back(body3_of<double>(s));
        bool exact = true;
        t.shapes.push_back(body_mesh(bodies.back(), exact));
    }
    t.minkowski = minkowski_mesh(bodies[t.index_a], bodies[t.index_b], t.minkowski_exact);
    return t;
}

const std::vector<gjk::TraceVertex3>* displayed_vertices(const Timeline3& t, int step) {
    if (const gjk::GjkStep3* g = t.gjk_step(step)) return &g->simplex_after;
    if (const gjk::EpaStep3* e = t.epa_step(step)) return &e->vertices;
    return nullptr;
}

}  // namespace gjklab
