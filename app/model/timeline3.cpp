#include "model/timeline3.h"

#include "cli/output.h"
#include "model/timeline.h"

namespace gjklab {

Timeline3 build_timeline3(const Scene& scene) {
    Timeline3 t;
    t.variant = scene.settings.variant;
    t.index_a = scene.index_of(scene.query_a);
    t.index_b = scene.index_of(scene.query_b);
    t.report = run_query(scene, &t.trace);
    std::vector<gjk::Body3<double>> bodies;
    for (const SceneShape& s : scene.shapes) {
        bodies.push_back(body3_of<double>(s));
        bool exact = true;
        t.shapes.push_back(body_mesh(bodies.back(), exact));
    }
    t.minkowski = minkowski_mesh(bodies[t.index_a], bodies[t.index_b], t.minkowski_exact);
    return t;
}

const std::vector<gjk::TraceVertex3>* displayed_vertices3(const Timeline3& t, int step) {
    if (const gjk::GjkStep3* g = t.gjk_step(step)) return &g->simplex_after;
    if (const gjk::EpaStep3* e = t.epa_step(step)) return &e->vertices;
    return nullptr;
}

std::string Timeline3::step_name(int step) const {
    return step_label(variant, step, gjk_count(), int(trace.epa3.size()));
}

std::string Timeline3::explanation(int step) const {
    if (const gjk::GjkStep3* g = gjk_step(step)) return explain_step(*g, variant);
    if (const gjk::EpaStep3* e = epa_step(step)) return explain_step(*e);
    return "";
}

}  // namespace gjklab
