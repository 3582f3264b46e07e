#include "render/painter2.h"

#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>

#include "model/hit_test2.h"
#include "render/paint_common.h"
#include "render/palette.h"

namespace gjklab {

namespace {

namespace pal = palette;

using paint::fmt;
using paint::index_name;
using paint::paint_answer;
using paint::shape_color;

/// Smallest of 1, 2, 5 x 10^k at least `min_world`.
double nice_step(double min_world) {
    double p = std::pow(10.0, std::floor(std::log10(min_world)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * p >= min_world) return m * p;
    return 10 * p;
}

std::vector<glm::dvec2> to_screen(const Camera2& cam, const std::vector<glm::dvec2>& w) {
    std::vector<glm::dvec2> s;
    s.reserve(w.size());
    for (auto& p : w) s.push_back(cam.to_screen(p));
    return s;
}

void vertex_label(Canvas& c, glm::dvec2 at, const std::string& text, Color col,
                  glm::vec2 align = {0, 1}) {
    c.label({at + glm::dvec2(7, -5), text, col, align, 0, true, 1, at});
}

void paint_origin(Canvas& c, const Camera2& cam) {
    glm::dvec2 o = cam.to_screen({0, 0});
    c.line(o - glm::dvec2(10, 0), o + glm::dvec2(10, 0), 2, pal::origin);
    c.line(o - glm::dvec2(0, 10), o + glm::dvec2(0, 10), 2, pal::origin);
    c.ring(o, 6, 2, pal::origin);
    c.label({o + glm::dvec2(-9, 9), "O", pal::origin, {1, 0}, 0, true, 4, o});
}

}  // namespace

void paint_grid(Canvas& c, const Camera2& cam) {
    const Rect& vp = cam.viewport;
    const glm::dvec2 lo = cam.to_world({vp.min.x, vp.max.y}),
                     hi = cam.to_world({vp.max.x, vp.min.y});
    const double minor = nice_step(24 / cam.scale), major = nice_step(110 / cam.scale);
    for (int pass = 0; pass < 2; ++pass) {
        const double step = pass == 0 ? minor : major;
        if ((hi.x - lo.x) / step > 400 || (hi.y - lo.y) / step > 400) continue;
        const Color col = pass == 0 ? pal::grid_minor : pal::grid_major;
        for (double x = std::ceil(lo.x / step) * step; x <= hi.x; x += step) {
            double sx = cam.to_screen({x, 0}).x;
            c.segment_body({sx, vp.min.y}, {sx, vp.max.y}, 1, col);
        }
        for (double y = std::ceil(lo.y / step) * step; y <= hi.y; y += step) {
            double sy = cam.to_screen({0, y}).y;
            c.segment_body({vp.min.x, sy}, {vp.max.x, sy}, 1, col);
        }
    }
    // Axes, and tick labels on the major lines along the view's bottom and left edges (none
    // under the view's title, top left, or the x labels, bottom left).
    glm::dvec2 o = cam.to_screen({0, 0});
    if (o.x >= vp.min.x && o.x <= vp.max.x)
        c.line({o.x, vp.min.y}, {o.x, vp.max.y}, 1.5f, pal::axis);
    if (o.y >= vp.min.y && o.y <= vp.max.y)
        c.line({vp.min.x, o.y}, {vp.max.x, o.y}, 1.5f, pal::axis);
    if ((hi.x - lo.x) / major < 60) {
        for (double x = std::ceil(lo.x / major) * major; x <= hi.x; x += major) {
            double sx = cam.to_screen({x, 0}).x;
            if (sx < vp.min.x + 30) continue;
            c.label({{sx, vp.max.y - 4},
                     fmt(std::abs(x) < major * 1e-9 ? 0 : x),
                     pal::axis,
                     {0.5f, 1},
                     0,
                     false,
                     0});
        }
        for (double y = std::ceil(lo.y / major) * major; y <= hi.y; y += major) {
            double sy = cam.to_screen({0, y}).y;
            if (sy > vp.max.y - 24 || sy < vp.min.y + 34) continue;  // x labels; title
            c.label({{vp.min.x + 4, sy},
                     fmt(std::abs(y) < major * 1e-9 ? 0 : y),
                     pal::axis,
                     {0, 0.5f},
                     0,
                     false,
                     0});
        }
    }
}

void paint_frame(Canvas& c, const Camera2& cam, const std::string& title) {
    const Rect& vp = cam.viewport;
    c.polyline({vp.min, {vp.max.x, vp.min.y}, vp.max, {vp.min.x, vp.max.y}}, true, 1,
               pal::grid_major);
    c.label({vp.min + glm::dvec2(10, 8), title, pal::text, {0, 0}, 0, true, 5});
}

void paint_world(Canvas& c, const Camera2& cam, const Scene& scene, const Timeline2& t, int step,
                 const PaintOptions& o) {
    if (o.grid) paint_grid(c, cam);
    const int n = int(t.shapes.size());
    // Other shapes first, then A and B on top.
    std::vector<int> order;
    for (int i = 0; i < n; ++i)
        if (i != t.index_a && i != t.index_b) order.push_back(i);
    order.push_back(t.index_a);
    order.push_back(t.index_b);
    for (int i : order) {
        const ShapeGeometry& g = t.shapes[i];
        const bool query = i == t.index_a || i == t.index_b;
        const Color col = shape_color(scene, t, i);
        const bool emphasised = i == o.selected_shape || i == o.highlight.shape;
        const float width = emphasised ? 3.5f : 2.0f;
        auto outline = decimate(to_screen(cam, g.outline));
        if (g.is_point) {
            c.disk(cam.to_screen(g.position), 5, col);
        } else if (g.is_segment && g.radius == 0) {
            c.line(cam.to_screen(g.core_vertices[0]), cam.to_screen(g.core_vertices[1]), width + 1,
                   col);
        } else {
            c.fill_convex(outline, pal::with_alpha(col, query ? 0.22f : 0.10f));
            c.polyline(outline, true, width, pal::with_alpha(col, query ? 1.0f : 0.6f));
        }
        if (i == o.selected_shape) {  // handles: vertices, centre, rotation
            for (auto& v : g.core_vertices) c.ring(cam.to_screen(v), 5, 1.5f, pal::text);
            glm::dvec2 centre = cam.to_screen(g.position);
            c.disk(centre, 3, pal::text);
            const glm::dvec2 handle =
                cam.to_screen(rotation_handle(scene, i, kRotationHandlePixels / cam.scale));
            c.dashed_line(centre, handle, 1.5f, 4, pal::text);
            c.ring(handle, 7, 2, pal::text);
        }
        if (o.labels) {
            std::string name = scene.shapes[i].name;
            if (!scene.shapes[i].label.empty()) name += "  " + scene.shapes[i].label;
            c.label({cam.to_screen(g.name_anchor()) + glm::dvec2(0, -2),
                     name,
                     pal::with_alpha(col, 1),
                     {0.5f, 1},
                     0,
                     true});
        }
    }
    if (o.highlight.shape >= 0 && o.highlight.shape_vertex >= 0 && o.highlight.shape < n) {
        const auto& verts = t.shapes[o.highlight.shape].core_vertices;
        if (o.highlight.shape_vertex < int(verts.size()))
            c.ring(cam.to_screen(verts[o.highlight.shape_vertex]), 9, 4,
                   pal::with_alpha(pal::highlight, 0.9f));
    }

    // Support points of the current step on A and B.
    const Color ca = shape_color(scene, t, t.index_a), cb = shape_color(scene, t, t.index_b);
    auto support_pair = [&](const gjk::TraceVertex& v, float radius, float alpha, bool label) {
        glm::dvec2 sa = cam.to_screen(v.a), sb = cam.to_screen(v.b);
        c.disk(sa, radius, pal::with_alpha(ca, alpha));
        c.ring(sa, radius + 1, 1.5f, pal::with_alpha(pal::text, alpha));
        c.disk(sb, radius, pal::with_alpha(cb, alpha));
        c.ring(sb, radius + 1, 1.5f, pal::with_alpha(pal::text, alpha));
        if (label && o.labels) {
            vertex_label(c, sa, index_name('a', v.index_a), pal::with_alpha(pal::text, alpha));
            vertex_label(c, sb, index_name('b', v.index_b), pal::with_alpha(pal::text, alpha));
        }
    };
    // The corners that make the step's new support point, ringed and named (a3, b0) unless a
    // label already names that corner: a lecturer can say which vertices w came from.
    auto new_support = [&](const gjk::TraceVertex& w, const std::vector<gjk::TraceVertex>& named) {
        const Color col = pal::with_alpha(pal::support, o.appear);
        auto corner = [&](bool on_a) {
            const int index = on_a ? w.index_a : w.index_b;
            const glm::dvec2 p = cam.to_screen(on_a ? w.a : w.b);
            c.ring(p, 9, 2.5f, col);
            if (!o.labels) return;
            for (const auto& v : named)  // the same name (a curved core's are all "a")
                if ((on_a ? v.index_a : v.index_b) == index) return;
            vertex_label(c, p, index_name(on_a ? 'a' : 'b', index), col);
        };
        corner(true);
        corner(false);
    };
    const auto* shown = displayed_vertices(t, step);
    if (const gjk::GjkStep* g = t.gjk_step(step)) {
        for (const auto& v : g->simplex_after) support_pair(v, 4.5f, 1.0f, true);
        if (t.variant == Variant::Distance && !g->simplex_after.empty()) {
            glm::dvec2 pa{0, 0}, pb{0, 0};  // current closest pair: the weighted supports
            for (size_t k = 0; k < g->simplex_after.size() && k < g->weights.size(); ++k) {
                pa += g->weights[k] * g->simplex_after[k].a;
                pb += g->weights[k] * g->simplex_after[k].b;
            }
            if (g->simplex_after.size() < 3)
                c.dashed_line(cam.to_screen(pa), cam.to_screen(pb), 2, 5, pal::closest);
        }
        if (g->has_support) new_support(g->support, g->simplex_after);
    } else if (const gjk::EpaStep* e = t.epa_step(step)) {
        const int m = int(e->polytope.size());
        std::vector<gjk::TraceVertex> edge;
        if (e->closest_edge >= 0 && m > 0) {
            edge = {e->polytope[e->closest_edge], e->polytope[(e->closest_edge + 1) % m]};
            for (const auto& v : edge) support_pair(v, 4.5f, 1.0f, true);
        }
        if (e->has_support) new_support(e->support, edge);
    }
    if (shown && o.highlight.simplex_vertex >= 0 &&
        o.highlight.simplex_vertex < int(shown->size())) {
        const auto& v = (*shown)[o.highlight.simplex_vertex];
        c.ring(cam.to_screen(v.a), 10, 4, pal::with_alpha(pal::highlight, 0.9f));
        c.ring(cam.to_screen(v.b), 10, 4, pal::with_alpha(pal::highlight, 0.9f));
    }

    // The answer, at the last step of the distance variant (the boolean one measures no
    // distance or depth): the closest points and the distance, or the depth along n.
    if (step == t.size() - 1 && t.variant == Variant::Distance)
        paint_answer(c, cam.to_screen(t.report.result.witness_a),
                     cam.to_screen(t.report.result.witness_b), t.report.result, o);
}

namespace {

/// What the Minkowski view's marks mean at this step.
std::vector<paint::LegendRow> minkowski_legend(const Timeline2& t, int step) {
    using R = paint::LegendRow;
    std::vector<R> rows = {{R::Fill, pal::minkowski, "A - B: every a - b"}};
    if (!t.core_minkowski.empty())
        rows.push_back({R::Dashed, pal::minkowski, "cores' A - B (no rounding)"});
    if (const gjk::GjkStep* g = t.gjk_step(step)) {
        paint::add_gjk_legend(*g, t.variant, rows);
    } else if (const gjk::EpaStep* e = t.epa_step(step)) {
        rows.push_back({R::Dot, pal::simplex, "polygon corner w"});
        rows.push_back({R::Thick, pal::direction, "closest edge to O"});
        rows.push_back({R::Arrow, pal::closest, "its normal"});
        if (e->has_support) rows.push_back({R::Ring, pal::support, "support point along it"});
        if (!e->added.empty()) rows.push_back({R::Dashed, pal::support, "new edges to it"});
    }
    return rows;
}

}  // namespace

void paint_minkowski(Canvas& c, const Camera2& cam, const Timeline2& t, int step,
                     const PaintOptions& o) {
    if (o.grid) paint_grid(c, cam);
    std::vector<glm::dvec2> md;
    for (auto& v : t.minkowski) md.push_back(cam.to_screen(v.point));
    md = decimate(md);
    c.fill_convex(md, pal::with_alpha(pal::minkowski, 0.20f));
    c.polyline(md, true, 2, pal::minkowski);
    if (o.labels && !md.empty()) {
        double top = md[0].y;
        glm::dvec2 at = md[0];
        for (auto& p : md)
            if (p.y < top) top = p.y, at = p;
        c.label({at + glm::dvec2(0, -8),
                 t.minkowski_exact ? "A - B" : "A - B (sampled)",
                 pal::minkowski,
                 {0.5f, 1}});
    }
    if (t.core_minkowski.size() >= 2) {  // what GJK walks on when a shape is rounded
        std::vector<glm::dvec2> core;
        for (const auto& v : t.core_minkowski) core.push_back(cam.to_screen(v.point));
        for (size_t k = 0; k < core.size(); ++k)
            if (core.size() > 2 || k == 0)
                c.dashed_line(core[k], core[(k + 1) % core.size()], 1.5f, 6, pal::minkowski);
        if (o.labels) {
            glm::dvec2 low = core[0];
            for (const auto& p : core)
                if (p.y > low.y) low = p;
            c.label({low + glm::dvec2(0, 8),
                     "cores' A - B (GJK walks on this)",
                     pal::minkowski,
                     {0.5f, 0},
                     0,
                     true,
                     2});
        }
    }
    paint_origin(c, cam);

    const glm::dvec2 origin = cam.to_screen({0, 0});
    auto simplex_vertex = [&](const gjk::TraceVertex& v, float alpha, bool label, int k) {
        glm::dvec2 p = cam.to_screen(v.point);
        c.disk(p, 5, pal::with_alpha(pal::simplex, alpha));
        if (label && o.labels)
            vertex_label(c, p, t.names.name_and_corners(v), pal::with_alpha(pal::text, alpha));
    };
    auto matches_highlight = [&](const gjk::TraceVertex& v) {
        if (o.highlight.shape_vertex < 0) return false;
        return (o.highlight.shape == t.index_a && v.index_a == o.highlight.shape_vertex) ||
               (o.highlight.shape == t.index_b && v.index_b == o.highlight.shape_vertex);
    };

    if (const gjk::GjkStep* g = t.gjk_step(step)) {
        // The simplex as it entered (faint), then reduced to the closest feature (solid).
        auto before = std::vector<glm::dvec2>();
        for (auto& v : g->simplex_before) before.push_back(cam.to_screen(v.point));
        if (before.size() >= 2) {
            for (size_t k = 0; k < before.size(); ++k)
                if (before.size() > 2 || k == 0)
                    c.dashed_line(before[k], before[(k + 1) % before.size()], 1.5f, 5,
                                  pal::with_alpha(pal::simplex, 0.45f));
        }
        std::vector<glm::dvec2> after;
        for (auto& v : g->simplex_after) after.push_back(cam.to_screen(v.point));
        if (after.size() == 3) c.fill_convex(after, pal::with_alpha(pal::simplex, 0.10f));
        if (after.size() >= 2) c.polyline(after, after.size() == 3, 3, pal::simplex);
        for (const auto& v : paint::dropped_corners(g->simplex_before, g->simplex_after))
            paint::paint_dropped(c, cam.to_screen(v.point), t.names.name(v), o.labels);
        for (size_t k = 0; k < g->simplex_after.size(); ++k) {
            simplex_vertex(g->simplex_after[k], 1.0f, true, int(k));
            if (matches_highlight(g->simplex_after[k]) || int(k) == o.highlight.simplex_vertex)
                c.ring(after[k], 10, 4, pal::with_alpha(pal::highlight, 0.9f));
        }
        if (t.variant == Variant::Distance)
            paint::paint_closest_point(c, origin, cam.to_screen(g->closest), g->distance, o);
        if (g->has_support) {
            const float a = o.appear;
            glm::dvec2 d = g->direction;
            double len = glm::length(d);
            if (len > 0) {
                glm::dvec2 dir_screen = glm::normalize(glm::dvec2(d.x, -d.y));
                c.arrow(origin, origin + dir_screen * 80.0, 3, 14,
                        pal::with_alpha(pal::direction, a));
                if (o.labels)
                    c.label({origin + dir_screen * 92.0,
                             "d",
                             pal::with_alpha(pal::direction, a),
                             {0.5f, 0.5f}});
            }
            glm::dvec2 w = cam.to_screen(g->support.point);
            c.disk(w, 6, pal::with_alpha(pal::support, a));
            c.ring(w, 10, 2.5f, pal::with_alpha(pal::support, a));
            if (o.labels)
                c.label({w + glm::dvec2(12, 10),
                         paint::support_text(t.names, g->support, g->simplex_before),
                         pal::with_alpha(pal::support, a),
                         {0, 0},
                         0,
                         true,
                         3,
                         w});
        }
    } else if (const gjk::EpaStep* e = t.epa_step(step)) {
        std::vector<glm::dvec2> poly;
        for (auto& v : e->polytope) poly.push_back(cam.to_screen(v.point));
        const int m = int(poly.size());
        c.fill_convex(poly, pal::with_alpha(pal::simplex, 0.08f));
        c.polyline(poly, true, 2, pal::simplex);
        for (const auto& r : e->removed)
            if (r.from < m && r.to < m)
                c.line(poly[r.from], poly[r.to], 4,
                       pal::with_alpha(pal::removed, 0.35f * o.appear));
        if (e->closest_edge >= 0 && m > 1) {
            glm::dvec2 a = poly[e->closest_edge], b = poly[(e->closest_edge + 1) % m];
            c.line(a, b, 5, pal::direction);
            glm::dvec2 foot = cam.to_screen(e->distance * e->normal);
            c.arrow(origin, foot, 2.5f, 12, pal::closest);
            if (o.labels)
                c.label({foot + glm::dvec2(8, 8),
                         "closest edge, " + fmt(e->distance),
                         pal::text,
                         {0, 0},
                         0,
                         true,
                         3,
                         foot});
        }
        for (int k = 0; k < m; ++k) {
            simplex_vertex(e->polytope[k], 1.0f, m <= 12, k);
            if (matches_highlight(e->polytope[k]) || k == o.highlight.simplex_vertex)
                c.ring(poly[k], 10, 4, pal::with_alpha(pal::highlight, 0.9f));
        }
        if (e->has_support) {
            glm::dvec2 w = cam.to_screen(e->support.point);
            for (const auto& edge : e->added) {
                int other = edge.from == m ? edge.to : edge.from;
                if (other >= 0 && other < m)
                    c.dashed_line(poly[other], w, 2, 6, pal::with_alpha(pal::support, o.appear));
            }
            c.disk(w, 6, pal::with_alpha(pal::support, o.appear));
            c.ring(w, 10, 2.5f, pal::with_alpha(pal::support, o.appear));
            if (o.labels)
                c.label({w + glm::dvec2(12, 10),
                         paint::support_text(t.names, e->support, e->polytope) + ", gap " +
                             fmt(e->gap, 3),
                         pal::with_alpha(pal::support, o.appear),
                         {0, 0},
                         0,
                         true,
                         3,
                         w});
        }
    }
    paint::paint_legend(c, cam.viewport, minkowski_legend(t, step), o);
}

void world_bounds(const Timeline2& t, glm::dvec2& lo, glm::dvec2& hi) {
    lo = glm::dvec2(1e300);
    hi = glm::dvec2(-1e300);
    for (const auto& g : t.shapes) {
        for (auto& p : g.outline) lo = glm::min(lo, p), hi = glm::max(hi, p);
        for (auto& p : g.core_vertices) lo = glm::min(lo, p), hi = glm::max(hi, p);
        lo = glm::min(lo, g.position);
        hi = glm::max(hi, g.position);
    }
}

void minkowski_bounds(const Timeline2& t, glm::dvec2& lo, glm::dvec2& hi) {
    lo = hi = glm::dvec2(0, 0);  // always show the origin
    for (auto& v : t.minkowski) lo = glm::min(lo, v.point), hi = glm::max(hi, v.point);
}

}  // namespace gjklab
