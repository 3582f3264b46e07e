#include "model/hit_test2.h"

#include <gjk/query2d.h>

#include <glm/geometric.hpp>

#include "model/editing.h"

namespace gjklab {

int hit_shape(const Scene& scene, const Timeline2& t, glm::dvec2 p, double tolerance) {
    // Distance from a point body to each shape: exact for every shape type, through GJK.
    gjk::Body2<double> probe{gjk::make_core<double>(gjk::PointShape{}), {p, 1, 0}};
    gjk::QuerySettings<double> settings;
    auto near = [&](int i) {
        gjk::Body2<double> b = body2_of<double>(scene.shapes[i]);
        return gjk::query(b, probe, settings).distance <= tolerance;
    };
    for (int i : {t.index_b, t.index_a})
        if (i >= 0 && i < int(scene.shapes.size()) && near(i)) return i;
    for (int i = int(scene.shapes.size()) - 1; i >= 0; --i)
        if (i != t.index_a && i != t.index_b && near(i)) return i;
    return -1;
}

int hit_vertex(const Timeline2& t, int shape, glm::dvec2 p, double tolerance) {
    if (shape < 0 || shape >= int(t.shapes.size())) return -1;
    const auto& v = t.shapes[shape].core_vertices;
    int best = -1;
    double best_d = tolerance;
    for (int i = 0; i < int(v.size()); ++i) {
        double d = glm::length(v[i] - p);
        if (d <= best_d) best = i, best_d = d;
    }
    return best;
}

glm::dvec2 rotation_handle(const Scene& scene, int shape, double offset) {
    const SceneShape& s = scene.shapes[shape];
    const double a = s.entry2().rotation_deg * M_PI / 180;
    return s.entry2().position + (shape_extent(s) + offset) * glm::dvec2(std::cos(a), std::sin(a));
}

int hit_simplex_vertex(const Timeline2& t, int step, glm::dvec2 p, double tolerance) {
    const auto* v = displayed_vertices(t, step);
    if (!v) return -1;
    int best = -1;
    double best_d = tolerance;
    for (int i = 0; i < int(v->size()); ++i) {
        double d = glm::length((*v)[i].point - p);
        if (d <= best_d) best = i, best_d = d;
    }
    return best;
}

int hit_support_point(const Timeline2& t, int step, glm::dvec2 p, double tolerance) {
    const auto* v = displayed_vertices(t, step);
    if (!v) return -1;
    int best = -1;
    double best_d = tolerance;
    for (int i = 0; i < int(v->size()); ++i) {
        double d = std::min(glm::length((*v)[i].a - p), glm::length((*v)[i].b - p));
        if (d <= best_d) best = i, best_d = d;
    }
    return best;
}

}  // namespace gjklab
