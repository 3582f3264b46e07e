#include "model/timeline2.h"

#include <gjk/minkowski2d.h>

#include <cmath>

namespace gjklab {

ShapeGeometry shape_geometry(const SceneShape& s, int curve_samples) {
    ShapeGeometry g;
    const gjk::Body2<double> body = body2_of<double>(s);
    g.position = s.entry2().position;
    g.radius = body.core.radius;
    for (const auto& v : body.core.vertices) g.core_vertices.push_back(body.xf.apply(v));
    g.is_point = std::holds_alternative<gjk::PointShape>(s.entry2().shape);
    g.is_segment = std::holds_alternative<gjk::SegmentShape>(s.entry2().shape);
    if (g.is_point) return g;
    if (!body.core.is_ellipse && body.core.radius == 0) {
        g.outline = g.core_vertices;
        return g;
    }
    // Curved: the support points of core + radius along evenly spaced directions, in order.
    gjk::with_proxy(body.core, [&](const auto& proxy) {
        const int n = std::max(curve_samples, 2 * int(body.core.vertices.size()));
        for (int k = 0; k < n; ++k) {
            const double angle = 2 * M_PI * k / n;
            const glm::dvec2 dir{std::cos(angle), std::sin(angle)};
            const glm::dvec2 p = body.xf.apply(proxy.support(body.xf.inv_rotate(dir)).point) +
                                 body.core.radius * dir;
            if (g.outline.empty() || glm::length(g.outline.back() - p) > 1e-12)
                g.outline.push_back(p);
        }
    });
    return g;
}

glm::dvec2 ShapeGeometry::name_anchor() const {
    if (outline.size() < 3) return position;
    bool left = true, right = true;  // inside a convex outline: on one side of every edge
    for (size_t i = 0; i < outline.size(); ++i) {
        const glm::dvec2 e = outline[(i + 1) % outline.size()] - outline[i];
        const glm::dvec2 r = position - outline[i];
        const double side = e.x * r.y - e.y * r.x;
        left &= side >= 0;
        right &= side <= 0;
    }
    if (left || right) return position;
    glm::dvec2 mean{0, 0};
    for (const auto& p : outline) mean += p;
    return mean / double(outline.size());
}

namespace {

std::vector<gjk::MinkowskiVertex<double>> minkowski_of(const gjk::Body2<double>& a,
                                                       const gjk::Body2<double>& b, bool& exact) {
    exact = !a.core.is_ellipse && !b.core.is_ellipse && a.core.radius == 0 && b.core.radius == 0;
    if (exact) {
        std::vector<glm::dvec2> wa, wb;
        for (auto& v : a.core.vertices) wa.push_back(a.xf.apply(v));
        for (auto& v : b.core.vertices) wb.push_back(b.xf.apply(v));
        return gjk::minkowski_difference(wa, wb);
    }
    const int samples = std::max(256, 2 * int(a.core.vertices.size() + b.core.vertices.size()));
    return gjk::with_proxy(a.core, [&](const auto& pa) {
        return gjk::with_proxy(b.core, [&](const auto& pb) {
            return gjk::sampled_minkowski_difference(pa, a.xf, pb, b.xf, samples);
        });
    });
}

}  // namespace

Timeline2 build_timeline2(const Scene& scene, WarmStart* warm) {
    Timeline2 t;
    t.variant = scene.settings.variant;
    t.index_a = scene.index_of(scene.query_a);
    t.index_b = scene.index_of(scene.query_b);
    t.report = run_query(scene, &t.trace, warm);
    t.manifold = run_manifold(scene);
    t.numbers_a = user_vertex_numbers(scene.shapes[t.index_a]);
    t.numbers_b = user_vertex_numbers(scene.shapes[t.index_b]);
    t.name_supports();
    for (const SceneShape& s : scene.shapes) t.shapes.push_back(shape_geometry(s));
    gjk::Body2<double> a = body2_of<double>(scene.shapes[t.index_a]),
                       b = body2_of<double>(scene.shapes[t.index_b]);
    t.minkowski = minkowski_of(a, b, t.minkowski_exact);
    // The introduction: d0 as GJK takes it (scene/evaluate.h passes the setting in A's frame;
    // zero: from A's origin towards B's, or where they coincide from A's centre towards B's),
    // and a few a - b.
    const glm::dvec2 initial = scene.settings.initial_direction;
    t.first_direction_set = glm::dot(initial, initial) > 0;
    t.first_direction = t.first_direction_set ? a.xf.rotate(initial) : b.xf.p - a.xf.p;
    if (!(glm::dot(t.first_direction, t.first_direction) > 0))  // where the origins coincide
        t.first_direction = b.xf.apply(gjk::centre_of(b.core)) - a.xf.apply(gjk::centre_of(a.core));
    if (!(glm::dot(t.first_direction, t.first_direction) > 0))
        t.first_direction = a.xf.rotate({1, 0});
    const ShapeGeometry &ga = t.shapes[t.index_a], &gb = t.shapes[t.index_b];
    const bool corners = !ga.core_vertices.empty() && !gb.core_vertices.empty() &&
                         !a.core.is_ellipse && !b.core.is_ellipse && a.core.radius == 0 &&
                         b.core.radius == 0;
    auto points = [&](const ShapeGeometry& g) {
        if (corners) return g.core_vertices;
        if (g.is_point || g.outline.empty()) return std::vector<glm::dvec2>{g.position};
        return g.outline;
    };
    t.add_intro_points(points(ga), points(gb), corners);
    if (a.core.radius > 0 || b.core.radius > 0) {
        a.core.radius = b.core.radius = 0;
        bool exact = true;
        t.core_minkowski = minkowski_of(a, b, exact);
    }
    return t;
}

const std::vector<gjk::TraceVertex>* displayed_vertices(const Timeline2& t, int step) {
    if (const gjk::GjkStep* g = t.gjk_step(step)) return &g->simplex_after;
    if (const gjk::EpaStep* e = t.epa_step(step)) return &e->polytope;
    return nullptr;
}

}  // namespace gjklab
