#include "render/painter2.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>

#include "model/hit_test2.h"
#include "model/voronoi2.h"
#include "render/manifold_painter.h"
#include "render/paint_common.h"
#include "render/palette.h"
#include "render/voronoi_painter2.h"

namespace gjklab {

namespace {

namespace pal = palette;

using paint::paint_answer;
using paint::shape_color;

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

void paint_origin(Canvas& c, const Camera2& cam, bool labels) {
    glm::dvec2 o = cam.to_screen({0, 0});
    c.line(o - glm::dvec2(10, 0), o + glm::dvec2(10, 0), 2, pal::origin);
    c.line(o - glm::dvec2(0, 10), o + glm::dvec2(0, 10), 2, pal::origin);
    c.ring(o, 6, 2, pal::origin);
    if (labels) c.label({o + glm::dvec2(-9, 9), "O", pal::origin, {1, 0}, 0, true, 4, o});
}

/// w's corners on A and B as support points: the lines across `dir` that touch A at w.a and
/// B at w.b, with `name` (d or n) arriving at a and -`name` at b.
void paint_support_in_world(Canvas& c, const Camera2& cam, const gjk::TraceVertex& w,
                            glm::dvec2 dir, const std::string& name, const PaintOptions& o) {
    if (!(glm::dot(dir, dir) > 0)) return;
    const glm::dvec2 ds = glm::normalize(glm::dvec2(dir.x, -dir.y));
    // The lines in the support points' colour, the arrows in the direction's, as in the
    // Minkowski view (d and d0 vermillion, n sky blue).
    const Color col = pal::with_alpha(pal::support, 0.9f * o.appear);
    const Color arrow = pal::with_alpha(name == "n" ? pal::closest : pal::direction, o.appear);
    const glm::dvec2 a = cam.to_screen(w.a), b = cam.to_screen(w.b);
    paint::paint_supporting_line(c, a, ds, 70, col);
    paint::paint_supporting_line(c, b, ds, 70, col);
    // Each arrow arrives at its shape's support point from inside the shape: going along d, a
    // is the last point of A (and going along -d, b the last of B). Drawn outwards instead, the
    // two arrows point at each other across a narrow gap, "d" ends up beside B's point and "-d"
    // beside A's.
    c.arrow(a - ds * 48.0, a - ds * 10.0, 2, 9, arrow);  // its head just outside the point's ring
    c.arrow(b + ds * 48.0, b + ds * 10.0, 2, 9, arrow);
    if (o.labels) {
        c.label({a - ds * 60.0, name, arrow, {0.5f, 0.5f}, 0, true, 2});
        c.label({b + ds * 60.0, "-" + name, arrow, {0.5f, 0.5f}, 0, true, 2});
    }
}

/// The introduction in the world view: a few a - b as arrows from b to a; the first support
/// point's corners with their supporting lines.
void paint_intro_world(Canvas& c, const Camera2& cam, const Timeline2& t, Phase phase,
                       const PaintOptions& o) {
    if (phase == Phase::IntroShapes) {
        // Every corner of A and B by its number, as the steps will name them (a0 is the first
        // vertex the scene gives; a capsule's are its core's). A circle's centre has none.
        for (const bool on_a : {true, false}) {
            const ShapeGeometry& g = t.shapes[size_t(on_a ? t.index_a : t.index_b)];
            if (!o.labels || !corners_numbered(g)) continue;
            for (size_t k = 0; k < g.core_vertices.size(); ++k) {
                const glm::dvec2 p = cam.to_screen(g.core_vertices[k]);
                const int number = user_vertex_number(on_a ? t.numbers_a : t.numbers_b, int(k));
                c.disk(p, 3, pal::text);
                vertex_label(c, p, corner_name(on_a ? 'a' : 'b', number), pal::text);
            }
        }
    } else if (phase == Phase::IntroDifference) {
        paint::paint_examples_in_world(
            c, t, [&](glm::dvec2 p) { return cam.to_screen(p); }, o);
    } else if (phase == Phase::IntroSupport) {
        const gjk::TraceVertex* first = t.first_point();
        if (!first) return;
        const gjk::TraceVertex& w1 = *first;
        paint_support_in_world(c, cam, w1, t.first_direction, "d0", o);
        if (o.labels) {
            vertex_label(c, cam.to_screen(w1.a), t.names.corner_a(w1), pal::text);
            vertex_label(c, cam.to_screen(w1.b), t.names.corner_b(w1), pal::text);
        }
    }
}

/// How far B has slid in the ending: `appear` of depth x n (overlapping), of -distance x n
/// (apart): the move that makes the shapes touch.
glm::dvec2 slide_of(const Timeline2& t, const PaintOptions& o) {
    const auto& r = t.report.result;
    const double by = r.intersecting ? r.penetration_depth : -r.distance;  // apart: towards A
    return double(o.appear) * by * r.normal;
}

/// B moved by `shift` (world), and the arrow of the move.
void paint_slid_shape(Canvas& c, const Camera2& cam, const ShapeGeometry& g, glm::dvec2 shift,
                      Color col, const PaintOptions& o, bool apart) {
    std::vector<glm::dvec2> moved;
    for (const auto& p : g.outline) moved.push_back(cam.to_screen(p + shift));
    moved = decimate(moved);
    if (moved.size() >= 3) {
        c.fill_convex(moved, pal::with_alpha(col, 0.22f));
        c.polyline(moved, true, 2.5f, col);
    } else if (moved.size() == 2) {
        c.line(moved[0], moved[1], 3, col);
    } else {
        c.disk(cam.to_screen(g.position + shift), 5, col);
    }
    paint::paint_slide_arrow(c, cam.to_screen(g.name_anchor()),
                             cam.to_screen(g.name_anchor() + shift), o.labels, apart);
}

/// Whether a polygon's vertex handles (rings of 5 px radius) stand apart on screen: its
/// corners are on average at least 14 px apart.
bool vertex_handles_apart(const Camera2& cam, const std::vector<glm::dvec2>& corners) {
    if (corners.size() < 3) return true;
    double perimeter = 0;
    for (size_t k = 0; k < corners.size(); ++k)
        perimeter += glm::length(corners[(k + 1) % corners.size()] - corners[k]);
    return perimeter * cam.scale >= 14.0 * double(corners.size());
}

}  // namespace

PaintOptions paint_options_of(const DisplaySettings& d, const CompareLayers& compare) {
    PaintOptions o;
    o.labels = d.labels;
    o.grid = d.grid;
    o.axes = d.axes;
    o.legend = d.legend;
    o.layers = d.layers;
    o.compare_layers = compare;
    return o;
}

namespace {

/// A number along a view's edge at grid line `at` (grid step `step`): drawn where it belongs or
/// not at all (under the legend or over a named point it is left out).
Label axis_number(glm::dvec2 pos, double at, double step, glm::vec2 align) {
    Label l{pos, short_number(std::abs(at) < step * 1e-9 ? 0 : at), pal::axis, align, 0, false, 1};
    l.only_here = true;
    return l;
}

}  // namespace

void paint_grid(Canvas& c, const Camera2& cam, bool grid, bool axes) {
    const Rect& vp = cam.viewport;
    const glm::dvec2 lo = cam.to_world({vp.min.x, vp.max.y}),
                     hi = cam.to_world({vp.max.x, vp.min.y});
    const double minor = paint::nice_step(24 / cam.scale),
                 major = paint::nice_step(110 / cam.scale);
    for (int pass = 0; pass < 2 && grid; ++pass) {
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
    if (!axes) return;
    glm::dvec2 o = cam.to_screen({0, 0});
    if (o.x >= vp.min.x && o.x <= vp.max.x)
        c.line({o.x, vp.min.y}, {o.x, vp.max.y}, 1.5f, pal::axis);
    if (o.y >= vp.min.y && o.y <= vp.max.y)
        c.line({vp.min.x, o.y}, {vp.max.x, o.y}, 1.5f, pal::axis);
    if ((hi.x - lo.x) / major < 60) {
        for (double x = std::ceil(lo.x / major) * major; x <= hi.x; x += major) {
            double sx = cam.to_screen({x, 0}).x;
            if (sx < vp.min.x + 30) continue;
            c.label(axis_number({sx, vp.max.y - 4}, x, major, {0.5f, 1}), BoxKind::Axis);
        }
        for (double y = std::ceil(lo.y / major) * major; y <= hi.y; y += major) {
            double sy = cam.to_screen({0, y}).y;
            if (sy > vp.max.y - 24 || sy < vp.min.y + 34) continue;  // x labels; title
            c.label(axis_number({vp.min.x + 4, sy}, y, major, {0, 0.5f}), BoxKind::Axis);
        }
    }
}

void point_label(Canvas& c, glm::dvec2 at, const std::string& text, Color col,
                 const PaintOptions& o, glm::vec2 align, int priority) {
    if (!o.labels) return;
    Label l{at, text, col, align};
    l.priority = priority;
    l.anchor = at;
    c.label(l);
}

PaintOptions shapes_only(const PaintOptions& o) {
    PaintOptions plain = o;
    plain.phase = Phase::Whole;
    plain.legend = false;
    plain.layers.simplex = plain.layers.direction = plain.layers.supports = false;
    plain.layers.answer = false;
    return plain;
}

void paint_frame(Canvas& c, const Camera2& cam, const std::string& title,
                 const std::string& short_title) {
    const Rect& vp = cam.viewport;
    c.polyline({vp.min, {vp.max.x, vp.min.y}, vp.max, {vp.min.x, vp.max.y}}, true, 1,
               pal::grid_major);
    constexpr double kCharWidth = 7.6;  // the default font's mean advance, as the legend's
    auto fits = [&](const std::string& s) {
        return double(s.size()) * kCharWidth < vp.size().x - 24;
    };
    std::string shown = fits(title) || short_title.empty() ? title : short_title;
    // Narrower still (a projector at a large UI scale): what precedes the beat's name, which
    // the caption and the timeline say.
    if (const size_t bar = shown.find("  |  "); !fits(shown) && bar != std::string::npos)
        shown.resize(bar);
    c.label({vp.min + glm::dvec2(10, 8), shown, pal::text, {0, 0}, 0, true, 5}, BoxKind::Title);
}

void paint_world(Canvas& c, const Camera2& cam, const Scene& scene, const Timeline2& t, int step,
                 const PaintOptions& o) {
    paint_grid(c, cam, o.grid, o.axes);
    const int n = int(t.shapes.size());
    // Other shapes first, then A and B on top.
    std::vector<int> order;
    for (int i = 0; i < n; ++i)
        if (i != t.index_a && i != t.index_b) order.push_back(i);
    order.push_back(t.index_a);
    order.push_back(t.index_b);
    for (int i : o.layers.shapes ? order : std::vector<int>{}) {
        const ShapeGeometry& g = t.shapes[i];
        const bool query = i == t.index_a || i == t.index_b;
        const Color col = shape_color(scene, t, i);
        const bool emphasised = i == o.selected_shape || i == o.highlight.shape;
        const float width = emphasised ? 3.5f : 2.0f;
        auto outline = decimate(to_screen(cam, g.outline));
        // In the ending's slide, B where it was; paint_slid_shape draws it, named, where it goes.
        const bool slid =
            o.phase == Phase::EndSlide && i == t.index_b && paint::shows_answer(t, step, o);
        if (slid) {
            for (size_t k = 0; k < outline.size() && outline.size() > 1; ++k)
                c.dashed_line(outline[k], outline[(k + 1) % outline.size()], 1.5f, 5,
                              pal::with_alpha(col, 0.6f));
        } else if (g.is_point) {
            c.disk(cam.to_screen(g.position), 5, col);
        } else if (g.is_segment && g.radius == 0) {
            c.line(cam.to_screen(g.core_vertices[0]), cam.to_screen(g.core_vertices[1]), width + 1,
                   col);
        } else {
            c.fill_convex(outline, pal::with_alpha(col, query ? 0.22f : 0.10f));
            c.polyline(outline, true, width, pal::with_alpha(col, query ? 1.0f : 0.6f));
        }
        if (i == o.selected_shape) {  // handles: vertices, centre, rotation
            // Vertex rings only where they stand apart: a thousand of them would merge into a
            // band. Then the vertex under the cursor is still ringed (the highlight, below).
            if (vertex_handles_apart(cam, g.core_vertices))
                for (auto& v : g.core_vertices) c.ring(cam.to_screen(v), 5, 1.5f, pal::text);
            glm::dvec2 centre = cam.to_screen(g.position);
            c.disk(centre, 3, pal::text);
            const glm::dvec2 handle =
                cam.to_screen(rotation_handle(scene, i, kRotationHandlePixels / cam.scale));
            c.dashed_line(centre, handle, 1.5f, 4, pal::text);
            c.ring(handle, 7, 2, pal::text);
        }
        if (o.labels && !slid) {
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
            vertex_label(c, sa, t.names.corner_a(v), pal::with_alpha(pal::text, alpha));
            vertex_label(c, sb, t.names.corner_b(v), pal::with_alpha(pal::text, alpha));
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
            vertex_label(c, p, corner_name(on_a ? 'a' : 'b', index), col);
        };
        corner(true);
        corner(false);
    };
    const Phase phase = o.phase;
    const auto* shown = displayed_vertices(t, step);
    if (!o.layers.supports) {
        shown = nullptr;
    } else if (in_intro(phase)) {
        paint_intro_world(c, cam, t, phase, o);
        shown = nullptr;
    } else if (in_ending(phase)) {
        shown = nullptr;
    } else if (const gjk::GjkStep* g = t.gjk_step(step)) {
        const paint::GjkMarks m = paint::gjk_marks(beat_marks(t, {step, phase}));
        const auto& simplex = m.simplex_before ? g->simplex_before : g->simplex_after;
        for (const auto& v : simplex) support_pair(v, 4.5f, 1.0f, true);
        // The points of A and B that v stands for, while GJK closes in on separated shapes;
        // overlapping shapes have no nearest points, and the pair would only mislead.
        if (t.variant == Variant::Distance && !t.report.result.intersecting && m.closest &&
            !m.simplex_before && !g->simplex_after.empty()) {
            glm::dvec2 pa{0, 0}, pb{0, 0};  // current closest pair: the weighted supports
            for (size_t k = 0; k < g->simplex_after.size() && k < g->weights.size(); ++k) {
                pa += g->weights[k] * g->simplex_after[k].a;
                pb += g->weights[k] * g->simplex_after[k].b;
            }
            if (g->simplex_after.size() < 3) {
                const glm::dvec2 sa = cam.to_screen(pa), sb = cam.to_screen(pb);
                c.dashed_line(sa, sb, 2, 5, pal::closest);
                if (o.labels)
                    c.label({(sa + sb) * 0.5 + glm::dvec2(6, 6),
                             "nearest points so far",
                             pal::with_alpha(pal::closest, 1),
                             {0, 0},
                             0,
                             true,
                             1});
            }
        }
        if (g->has_support && m.support) new_support(g->support, simplex);
        if (g->has_support && m.supporting)
            paint_support_in_world(c, cam, g->support, g->direction, "d", o);
    } else if (const gjk::EpaStep* e = t.epa_step(step)) {
        const paint::EpaMarks m = paint::epa_marks(beat_marks(t, {step, phase}));
        const int n = int(e->polytope.size());
        std::vector<gjk::TraceVertex> edge;
        if (e->closest_edge >= 0 && n > 0) {
            edge = {e->polytope[e->closest_edge], e->polytope[(e->closest_edge + 1) % n]};
            for (const auto& v : edge) support_pair(v, 4.5f, 1.0f, true);
        }
        if (e->has_support && m.support) new_support(e->support, edge);
        if (e->has_support && m.supporting)
            paint_support_in_world(c, cam, e->support, e->normal, "n", o);
    }
    if (shown && o.highlight.simplex_vertex >= 0 &&
        o.highlight.simplex_vertex < int(shown->size())) {
        const auto& v = (*shown)[o.highlight.simplex_vertex];
        c.ring(cam.to_screen(v.a), 10, 4, pal::with_alpha(pal::highlight, 0.9f));
        c.ring(cam.to_screen(v.b), 10, 4, pal::with_alpha(pal::highlight, 0.9f));
    }

    // The answer (the closest points and the distance, or the depth along n); in the ending,
    // B slid out by depth x n.
    if (paint::shows_answer(t, step, o) && o.layers.answer) {
        const auto& r = t.report.result;
        if (phase == Phase::EndSlide) {
            paint_slid_shape(c, cam, t.shapes[t.index_b], slide_of(t, o), cb, o, !r.intersecting);
        } else if (in_manifold(phase)) {
            paint_manifold(c, cam, t, phase, o);
        } else {
            paint_answer(c, cam.to_screen(r.witness_a), cam.to_screen(r.witness_b), r, o);
        }
    }
}

namespace {

/// What the Minkowski view's marks mean at this beat.
std::vector<paint::LegendRow> minkowski_legend(const Timeline2& t, int step, Phase phase) {
    using R = paint::LegendRow;
    static const paint::LegendWords words{"polygon corner w",
                                          "simplex corner w",
                                          "edge",
                                          R::Thick,
                                          "line across d0 at s(d0)",
                                          "line across d at w",
                                          "line across n at w",
                                          R::Fill,
                                          "Voronoi region holding O",
                                          R::Ring,
                                          "horizon corners",
                                          R::Dashed,
                                          false,
                                          true};
    return paint::minkowski_legend(t, step, phase, !t.core_minkowski.empty(), words);
}

std::vector<glm::dvec2> screen_of(const Camera2& cam,
                                  const std::vector<gjk::MinkowskiVertex<double>>& vs,
                                  glm::dvec2 shift = {0, 0}) {
    std::vector<glm::dvec2> out;
    out.reserve(vs.size());
    for (const auto& v : vs) out.push_back(cam.to_screen(v.point + shift));
    return out;
}

/// A support point of A - B, ringed and labelled.
void paint_support_point(Canvas& c, glm::dvec2 w, const std::string& text, const PaintOptions& o) {
    c.disk(w, 6, pal::with_alpha(pal::support, o.appear));
    c.ring(w, 10, 2.5f, pal::with_alpha(pal::support, o.appear));
    if (o.labels)
        c.label({w + glm::dvec2(12, 10),
                 text,
                 pal::with_alpha(pal::support, o.appear),
                 {0, 0},
                 0,
                 true,
                 3,
                 w});
}

/// How much further along `dir` (unit, world) the support point `w` lies than point `from`: an
/// arrow between the lines across `dir` through them, with `text`.
void paint_gap(Canvas& c, const Camera2& cam, glm::dvec2 from, glm::dvec2 dir, double gap,
               glm::dvec2 w, const std::string& text, const PaintOptions& o) {
    const glm::dvec2 a = cam.to_screen(from), b = cam.to_screen(from + gap * dir);
    const glm::dvec2 ds = glm::normalize(glm::dvec2(dir.x, -dir.y));
    paint::paint_supporting_line(c, a, ds, 50, pal::with_alpha(pal::closest, 0.9f));
    // Dark, not d's colour: a length measured along d, beside d's own arrow.
    if (glm::length(b - a) > 3) c.arrow(a, b, 2, 9, pal::simplex);
    paint::paint_measured_to(c, b, cam.to_screen(w));
    if (o.labels)
        c.label({(a + b) * 0.5 + glm::dvec2(-ds.y, ds.x) * 14.0,
                 text,
                 pal::text,
                 {0, 0.5f},
                 0,
                 true,
                 3,
                 (a + b) * 0.5});
}

void paint_intro_minkowski(Canvas& c, const Camera2& cam, const Timeline2& t, Phase phase,
                           const PaintOptions& o) {
    const glm::dvec2 origin = cam.to_screen({0, 0});
    if (phase == Phase::IntroDifference) {
        paint::paint_examples_in_difference(
            c, t, [&](glm::dvec2 p) { return cam.to_screen(p); }, origin, o);
    } else if (phase == Phase::IntroQuestion) {
        paint::paint_question(c, origin, o);
    } else if (phase == Phase::IntroSupport) {
        const gjk::TraceVertex* w1 = t.first_point();
        const glm::dvec2 d = t.first_direction;
        if (!(glm::dot(d, d) > 0)) return;
        const glm::dvec2 ds = glm::normalize(glm::dvec2(d.x, -d.y));
        c.arrow(origin, origin + ds * 80.0, 3, 14, pal::direction);
        if (o.labels) c.label({origin + ds * 94.0, "d0", pal::direction, {0.5f, 0.5f}});
        if (!w1) return;
        const glm::dvec2 w = cam.to_screen(w1->point);
        paint::paint_supporting_line(c, w, ds, 90, pal::support);
        paint_support_point(c, w, t.names.name_and_corners(*w1) + " = s(d0)", o);
    }
}

}  // namespace

void paint_minkowski(Canvas& c, const Camera2& cam, const Timeline2& t, int step,
                     const PaintOptions& o) {
    const Phase phase = o.phase;
    paint_grid(c, cam, o.grid, o.axes);
    // In the ending's slide, B has moved by s: A - (B + s) = (A - B) - s.
    const glm::dvec2 shift = phase == Phase::EndSlide && paint::shows_answer(t, step, o)
                                 ? -slide_of(t, o)
                                 : glm::dvec2{0, 0};
    const bool whole_difference =
        o.layers.difference && phase != Phase::IntroShapes && phase != Phase::IntroDifference;
    if (whole_difference) {
        if (shift != glm::dvec2{0, 0}) {
            const auto was = decimate(screen_of(cam, t.minkowski));
            for (size_t k = 0; k < was.size() && was.size() > 1; ++k)
                c.dashed_line(was[k], was[(k + 1) % was.size()], 1.5f, 5,
                              pal::with_alpha(pal::minkowski, 0.6f));
        }
        const auto md = decimate(screen_of(cam, t.minkowski, shift));
        c.fill_convex(md, pal::with_alpha(pal::minkowski, 0.20f));
        c.polyline(md, true, 2, pal::minkowski);
        if (o.labels && !md.empty()) {
            glm::dvec2 at = md[0];
            for (auto& p : md)
                if (p.y < at.y) at = p;
            c.label({at + glm::dvec2(0, -8),
                     t.minkowski_exact ? "A - B" : "A - B (sampled)",
                     pal::minkowski,
                     {0.5f, 1}});
        }
    }
    if (whole_difference && t.core_minkowski.size() >= 2 && shift == glm::dvec2{0, 0}) {
        // What GJK walks on when a shape is rounded.
        const auto core = screen_of(cam, t.core_minkowski);
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
    if (in_intro(phase)) paint_intro_minkowski(c, cam, t, phase, o);
    paint_origin(c, cam, o.labels);
    if (in_intro(phase) || phase == Phase::EndSlide) {
        paint::paint_legend(c, cam.viewport, minkowski_legend(t, step, phase), o);
        return;
    }

    const glm::dvec2 origin = cam.to_screen({0, 0});
    auto simplex_vertex = [&](const gjk::TraceVertex& v, bool label) {
        glm::dvec2 p = cam.to_screen(v.point);
        c.disk(p, 5, pal::simplex);
        if (label && o.labels) vertex_label(c, p, t.names.name_and_corners(v), pal::text);
    };
    auto matches_highlight = [&](const gjk::TraceVertex& v) {
        if (o.highlight.shape_vertex < 0) return false;
        // The trace names corners by the user's numbering; the highlight is a core vertex.
        return (o.highlight.shape == t.index_a &&
                v.index_a == user_vertex_number(t.numbers_a, o.highlight.shape_vertex)) ||
               (o.highlight.shape == t.index_b &&
                v.index_b == user_vertex_number(t.numbers_b, o.highlight.shape_vertex));
    };
    const Phase drawn = in_ending(phase) ? Phase::Whole : phase;

    if (const gjk::GjkStep* g = o.layers.simplex ? t.gjk_step(step) : nullptr) {
        paint::GjkMarks m = paint::gjk_marks(beat_marks(t, {step, drawn}), o.layers);
        m.dropped &= !in_ending(phase);  // the answer: what GJK kept, not what it let go
        if (m.voronoi) paint_voronoi(c, cam, *g, t.names, o, t.variant == Variant::Boolean);
        const auto& corners = m.simplex_before ? g->simplex_before : g->simplex_after;
        // The whole step: the simplex as it entered (dashed), then as kept (solid).
        if (drawn == Phase::Whole && !in_ending(phase) && g->simplex_before.size() >= 2) {
            std::vector<glm::dvec2> b;
            for (auto& v : g->simplex_before) b.push_back(cam.to_screen(v.point));
            for (size_t k = 0; k < b.size(); ++k)
                if (b.size() > 2 || k == 0)
                    c.dashed_line(b[k], b[(k + 1) % b.size()], 1.5f, 5,
                                  pal::with_alpha(pal::simplex, 0.45f));
        }
        std::vector<glm::dvec2> shape;
        for (auto& v : corners) shape.push_back(cam.to_screen(v.point));
        if (shape.size() == 3) c.fill_convex(shape, pal::with_alpha(pal::simplex, 0.10f));
        if (shape.size() >= 2) c.polyline(shape, shape.size() == 3, 3, pal::simplex);
        if (m.joins && g->has_support) {  // w joins: the simplex grows to it
            const glm::dvec2 w = cam.to_screen(g->support.point);
            std::vector<glm::dvec2> grown = shape;
            grown.push_back(w);
            if (grown.size() == 3)
                c.fill_convex(grown, pal::with_alpha(pal::simplex, 0.10f * o.appear));
            for (const auto& p : shape)
                c.dashed_line(p, w, 3, 7, pal::with_alpha(pal::simplex, o.appear));
        }
        if (m.dropped)
            for (const auto& v : words::gone(g->simplex_before, g->simplex_after, t.names))
                paint::paint_dropped(c, cam.to_screen(v.point), t.names.name(v), o.labels);
        for (size_t k = 0; k < corners.size(); ++k) {
            simplex_vertex(corners[k], true);
            if (matches_highlight(corners[k]) || int(k) == o.highlight.simplex_vertex)
                c.ring(shape[k], 10, 4, pal::with_alpha(pal::highlight, 0.9f));
        }
        if (t.variant == Variant::Distance && m.closest)
            paint::paint_closest_point(c, origin, cam.to_screen(g->closest), g->distance, o);
        if (g->has_support && m.direction) {
            const glm::dvec2 d = g->direction;
            if (glm::length(d) > 0) {
                const glm::dvec2 ds = glm::normalize(glm::dvec2(d.x, -d.y));
                const Color col =
                    pal::with_alpha(pal::direction, drawn == Phase::GjkDirection ? o.appear : 1.0f);
                c.arrow(origin, origin + ds * 80.0, 3, 14, col);
                if (o.labels) c.label({origin + ds * 92.0, "d", col, {0.5f, 0.5f}});
                if (m.supporting)
                    paint::paint_supporting_line(c, cam.to_screen(g->support.point), ds, 90,
                                                 pal::with_alpha(pal::support, 0.9f));
                if (m.test) {
                    const glm::dvec2 unit = glm::normalize(d);
                    if (t.variant == Variant::Boolean)
                        paint_gap(c, cam, {0, 0}, unit, glm::dot(g->support.point, unit),
                                  g->support.point, "w.d = " + short_number(g->w_dot_d), o);
                    else {
                        // The test's own numbers (|v|² - v.w over |v|): the sign agrees with it.
                        const double ahead =
                            (g->v_norm_sq - g->v_dot_w) / std::max(g->distance, 1e-300);
                        paint_gap(c, cam, g->closest, unit, ahead, g->support.point,
                                  lesson::words("label.w_ahead", {{"x", short_number(ahead)}}), o);
                    }
                }
            }
        }
        if (g->has_support && m.support)
            paint_support_point(c, cam.to_screen(g->support.point),
                                paint::support_text(t.names, g->support, g->simplex_before), o);
    } else if (const gjk::EpaStep* e = o.layers.simplex ? t.epa_step(step) : nullptr) {
        const paint::EpaMarks m = paint::epa_marks(beat_marks(t, {step, drawn}), o.layers);
        std::vector<glm::dvec2> poly;
        for (auto& v : e->polytope) poly.push_back(cam.to_screen(v.point));
        const int n = int(poly.size());
        c.fill_convex(poly, pal::with_alpha(pal::simplex, 0.08f));
        c.polyline(poly, true, 2, pal::simplex);
        for (const auto& r : e->removed)
            if (r.from < n && r.to < n && !m.sees && (m.removed || m.grown))
                c.line(poly[r.from], poly[r.to], 4,
                       pal::with_alpha(pal::removed, 0.35f * o.appear));
        // Once the polygon has grown past it (a new edge to w replaces it), the closest edge
        // is drawn as removed.
        const bool replaced = m.grown && !m.removed;
        if (e->closest_edge >= 0 && n > 1) {
            const glm::dvec2 a = poly[e->closest_edge], b = poly[(e->closest_edge + 1) % n];
            c.line(a, b, 5, replaced ? pal::with_alpha(pal::removed, 0.5f) : pal::direction);
            const glm::dvec2 foot = cam.to_screen(e->distance * e->normal);
            c.arrow(origin, foot, 2.5f, 12, pal::closest);
            // n itself, at a length that shows when the edge passes close to O.
            const glm::dvec2 ns = glm::normalize(glm::dvec2(e->normal.x, -e->normal.y));
            c.arrow(foot, foot + ns * 55.0, 2.5f, 11, pal::closest);
            if (o.labels) c.label({foot + ns * 68.0, "n", pal::closest, {0.5f, 0.5f}, 0, true, 2});
            // Its name beside the foot, along the edge on the side that runs right, where the
            // text does not cover n (which leaves the foot across the edge).
            glm::dvec2 along{-ns.y, ns.x};
            if (along.x < 0 || (along.x == 0 && along.y > 0)) along = -along;
            if (o.labels)
                c.label({foot + along * 22.0,
                         lesson::words("label.closest_edge", {{"d", short_number(e->distance)}}),
                         pal::text,
                         {0, along.y < 0 ? 1.0f : 0.0f},
                         0,
                         true,
                         3,
                         foot});
        }
        for (const auto& r : e->removed)  // over the closest edge, which is often one of them
            if (m.sees && r.from < n && r.to < n)
                c.line(poly[r.from], poly[r.to], 6, pal::with_alpha(pal::sees, 0.9f));
        if (m.horizon && drawn != Phase::Whole)
            for (int k : e->horizon)
                if (k >= 0 && k < n) c.ring(poly[k], 11, 3, pal::horizon);
        for (int k = 0; k < n; ++k) {
            simplex_vertex(e->polytope[k], n <= 12);
            if (matches_highlight(e->polytope[k]) || k == o.highlight.simplex_vertex)
                c.ring(poly[k], 10, 4, pal::with_alpha(pal::highlight, 0.9f));
        }
        if (e->has_support && m.support) {
            const glm::dvec2 w = cam.to_screen(e->support.point);
            const glm::dvec2 ns = glm::normalize(glm::dvec2(e->normal.x, -e->normal.y));
            if (m.supporting)
                paint::paint_supporting_line(c, w, ns, 90, pal::with_alpha(pal::support, 0.9f));
            if (m.gap)
                paint_gap(c, cam, e->distance * e->normal, e->normal, e->gap, e->support.point,
                          lesson::words("label.gap", {{"x", short_number(e->gap)}}), o);
            if (m.grown)
                for (const auto& edge : e->added) {
                    const int other = edge.from == n ? edge.to : edge.from;
                    if (other >= 0 && other < n)
                        c.dashed_line(poly[other], w, drawn == Phase::Whole ? 2 : 3, 6,
                                      pal::with_alpha(pal::support, o.appear));
                }
            paint_support_point(
                c, w,
                paint::support_text(t.names, e->support, e->polytope) +
                    (drawn == Phase::Whole
                         ? lesson::words("label.comma_gap", {{"x", short_number(e->gap)}})
                         : ""),
                o);
        }
    }
    paint::paint_legend(c, cam.viewport, minkowski_legend(t, step, phase), o);
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
