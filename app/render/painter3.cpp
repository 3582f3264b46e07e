#include "render/painter3.h"
#include "render/compare_painter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>
#include <tuple>

#include "render/lesson_panel.h"
#include "render/manifold_painter.h"
#include "render/paint_common.h"
#include "render/palette.h"
#include "render/scenery3.h"

namespace gjklab {

namespace {

namespace pal = palette;

/// Screen directions said by view/camera3.h ("0.76 down, 0.56 right, 0.34 towards you") in the
/// lesson's language.
std::string screen_words(std::string text) {
    if (lesson::language() == lesson::Language::English) return text;
    for (const char* word :
         {"towards you", "away from you", "right", "left", "up", "down", " and ", ", "}) {
        const std::string said = lesson::tr(std::string("screen.") + word);
        for (size_t at = text.find(word); at != std::string::npos;
             at = text.find(word, at + said.size()))
            text.replace(at, std::string(word).size(), said);
    }
    return text;
}

using namespace scenery3;
using paint::paint_answer;
using paint::shape_color;

/// A point's name above it, to its right (or, `left`, to its left).
void point_label(Canvas& c, glm::dvec2 at, const std::string& text, Color col, int priority = 1,
                 bool left = false) {
    c.label({at + glm::dvec2(left ? -7 : 7, -5),
             text,
             col,
             {left ? 1.f : 0.f, 1},
             0,
             true,
             priority,
             at});
}

/// Whether a unit step along `d` from `from` comes clearly towards the viewer (+1), goes
/// clearly away (-1), or mostly across the screen (0).
int depth_sense(const Camera3& swayed, const glm::dvec3& from, const glm::dvec3& d) {
    const Camera3 cam = swayed.steady();  // it chooses words: as the steady camera sees it
    const double len = glm::length(d);
    if (!(len > 0)) return 0;
    const double along = cam.to_eye(from + d / len).z - cam.to_eye(from).z;
    return along > 0.6 ? 1 : along < -0.6 ? -1 : 0;
}

/// A direction as an arrow of `pixels` on screen from `from` (a world point). With
/// `say_depth`, a name whose arrow comes clearly towards the viewer or goes away says so: on a
/// still frame a foreshortened arrow could point either way.
/// Where the arrow of `d` drawn from `from` ends on screen (`pixels` long, a steeply
/// foreshortened one lengthened to a third of that along its own projection); `from`'s own
/// place when it is seen end on.
glm::dvec2 arrow_tip(const Camera3& cam, const glm::dvec3& from, const glm::dvec3& d,
                     double pixels) {
    const double len = glm::length(d);
    const glm::dvec2 a = cam.to_screen(from);
    if (!(len > 0)) return a;
    const glm::dvec2 b = cam.to_screen(from + d / len * (pixels / std::max(cam.pixels(1), 1e-12)));
    const double shown = glm::length(b - a);
    if (shown < 6) return a;
    return shown < pixels / 3 ? a + (b - a) * (pixels / 3 / shown) : b;
}

/// The arrows' lengths in the Minkowski view: d from O, n from the closest face's foot.
constexpr double kDirectionPixels = 80, kNormalPixels = 55;

void paint_direction(Canvas& c, const Camera3& cam, const glm::dvec3& from, const glm::dvec3& d,
                     double pixels, Color col, const std::string& name, bool labels,
                     bool say_depth = false) {
    const double len = glm::length(d);
    if (!(len > 0)) return;
    const glm::dvec2 a = cam.to_screen(from);
    const glm::dvec2 b = arrow_tip(cam, from, d, pixels);
    if (b == a) {
        // Seen end on: the engineer's sign for an arrow along the line of sight, a dot in a
        // ring coming towards the viewer, a cross in a ring going away.
        const bool towards = cam.to_eye(from + d).z > cam.to_eye(from).z;
        c.ring(a, 11, 2.5f, col);
        if (towards) {
            c.disk(a, 3.5f, col);
        } else {
            c.line(a + glm::dvec2(-7, -7), a + glm::dvec2(7, 7), 2.5f, col);
            c.line(a + glm::dvec2(-7, 7), a + glm::dvec2(7, -7), 2.5f, col);
        }
        if (labels)
            c.label({a + glm::dvec2(14, -14),
                     lesson::words(towards ? "label.towards_you" : "label.away_from_you",
                                   {{"name", name}}),
                     col,
                     {0, 1}});
        return;
    }
    c.arrow(a, b, 3, 14, col);
    // The arrow's screen direction alone cannot say how far it comes towards the viewer or
    // goes away: the label gives the direction in screen terms, "(0.66 right, 0.72 up, 0.23
    // away from you)".
    const std::string said =
        name + (say_depth ? " (" + screen_words(direction_parts(cam, d)) + ")" : "");
    // d and n are what a step is about: their names look further for room than a corner's.
    if (labels)
        c.label({b + glm::normalize(b - a) * 12.0,
                 said,
                 col,
                 {0.5f, 0.5f},
                 0,
                 true,
                 say_depth ? 3 : 1,
                 b});
}

/// A supporting plane: a square patch across `normal` through `at`, `half` world units each way.
void paint_plane(Canvas& c, const Camera3& cam, const glm::dvec3& at, const glm::dvec3& normal,
                 double half, Color col) {
    if (!(glm::dot(normal, normal) > 0)) return;
    const glm::dvec3 n = glm::normalize(normal);
    const glm::dvec3 helper = std::abs(n.x) < 0.9 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 1, 0);
    const glm::dvec3 u = glm::normalize(glm::cross(n, helper)) * half, v = glm::cross(n, u);
    const std::vector<glm::dvec2> quad = {cam.to_screen(at - u - v), cam.to_screen(at + u - v),
                                          cam.to_screen(at + u + v), cam.to_screen(at - u + v)};
    c.fill_convex(quad, pal::with_alpha(col, 0.12f));
    for (size_t k = 0; k < 4; ++k) c.dashed_line(quad[k], quad[(k + 1) % 4], 1.5f, 6, col);
}

/// An arrow of direction `d` arriving at `at` (its head just short of the point), named at its
/// tail: going along d, `at` is the last point of its shape. Seen end on, paint_direction's
/// sign at `at`.
void paint_arrival(Canvas& c, const Camera3& cam, const glm::dvec3& at, const glm::dvec3& d,
                   double pixels, Color col, const std::string& name, bool labels) {
    const glm::dvec2 p = cam.to_screen(at), tail = arrow_tip(cam, at, -d, pixels);
    if (tail == p) {
        paint_direction(c, cam, at, d, pixels, col, name, labels);
        return;
    }
    const glm::dvec2 back = glm::normalize(tail - p);
    c.arrow(tail, p + back * 10.0, 3, 14, col);
    if (labels) c.label({tail + back * 12.0, name, col, {0.5f, 0.5f}, 0, true, 1, tail});
}

/// w's corners as support points: the planes across `dir` that touch A at w.a and B at w.b,
/// with `name` arriving at a and -`name` at b (the last points of A along d, of B along -d).
void paint_support_in_world(Canvas& c, const Camera3& cam, const gjk::TraceVertex3& w,
                            const glm::dvec3& dir, const std::string& name, const PaintOptions& o) {
    // The planes in the support points' colour, the arrows in the direction's, as in the
    // Minkowski view (d and d0 vermillion, n sky blue).
    const Color col = pal::with_alpha(pal::support, 0.9f * o.appear);
    const Color arrow = pal::with_alpha(name == "n" ? pal::closest : pal::direction, o.appear);
    const double half = 0.18 * cam.radius;
    paint_plane(c, cam, w.a, dir, half, col);
    paint_plane(c, cam, w.b, dir, half, col);
    paint_arrival(c, cam, w.a, dir, 40, arrow, name, o.labels);
    paint_arrival(c, cam, w.b, -dir, 40, arrow, "-" + name, o.labels);
}

/// A mesh moved by `shift`.
Mesh3 moved(Mesh3 m, const glm::dvec3& shift) {
    for (auto& p : m.points) p += shift;
    m.centre += shift;
    return m;
}

/// How far B has slid in the ending: `appear` of depth x n (overlapping), of -distance x n
/// (apart): the move that makes the shapes touch.
glm::dvec3 slide_of(const Timeline3& t, const PaintOptions& o) {
    const auto& r = t.report.result3;
    const double by = r.intersecting ? r.penetration_depth : -r.distance;  // apart: towards A
    return double(o.appear) * by * r.normal;
}

/// A mesh's creases, dashed (the cores' A - B; A - B before B moved); a finely sampled curved
/// mesh, whose creases are everywhere, by its silhouette only.
void paint_wire(Canvas& c, const Camera3& cam, const Mesh3& m, Color col) {
    auto dashed = [&](int a, int b) {
        c.dashed_line(cam.to_screen(m.points[size_t(a)]), cam.to_screen(m.points[size_t(b)]), 1.3f,
                      5, col);
    };
    if (m.faces.empty() || m.edges.size() <= 60) {
        for (const auto& e : m.edges) dashed(e[0], e[1]);
        return;
    }
    for (const auto& l : m.links)
        if (cam.faces_eye(m.points[size_t(l[0])], m.face_normal(l[2])) !=
            cam.faces_eye(m.points[size_t(l[0])], m.face_normal(l[3])))
            dashed(l[0], l[1]);
}

}  // namespace

void paint_world(Canvas& c, const Camera3& cam, const Scene& scene, const Timeline3& t, int step,
                 const PaintOptions& o) {
    if (o.grid) paint_floor3(c, cam, t);
    // Farther shapes first.
    std::vector<int> order(t.shapes.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return cam.depth(t.shapes[a].centre) > cam.depth(t.shapes[b].centre);
    });
    const bool sliding = o.phase == Phase::EndSlide && paint::shows_answer(t, step, o);
    for (int i : o.layers.shapes ? order : std::vector<int>{}) {
        const bool query = i == t.index_a || i == t.index_b;
        const bool emphasised = i == o.selected_shape || i == o.highlight.shape;
        if (sliding && i == t.index_b) {  // where B was, and where it slides to
            paint_wire(c, cam, t.shapes[i], pal::with_alpha(shape_color(scene, t, i), 0.6f));
            const glm::dvec3 shift = slide_of(t, o);
            paint_mesh(c, cam, moved(t.shapes[i], shift),
                       {shape_color(scene, t, i), 0.55f, 2.0f, 0.35f});
            paint::paint_slide_arrow(c, cam.to_screen(t.shapes[i].centre),
                                     cam.to_screen(t.shapes[i].centre + shift), o.labels,
                                     !t.report.result3.intersecting);
            continue;
        }
        paint_mesh(c, cam, t.shapes[i],
                   {shape_color(scene, t, i), query ? 0.55f : 0.3f, emphasised ? 3.5f : 2.0f,
                    query ? 0.35f : 0.0f});
        if (o.labels) {
            std::string name = scene.shapes[i].name;
            if (!scene.shapes[i].label.empty()) name += "  " + scene.shapes[i].label;
            // At the middle of the shape's points: a polytope given in world coordinates has
            // its position (and a name put there) far from it.
            c.label({cam.to_screen(t.shapes[i].centre) + glm::dvec2(0, -2),
                     name,
                     pal::with_alpha(shape_color(scene, t, i), 1),
                     {0.5f, 0.5f},
                     0,
                     true,
                     2});
        }
    }
    // The support points of the current step on A and B.
    auto support_pair = [&](const gjk::TraceVertex3& v, float alpha, bool label) {
        const glm::dvec2 sa = cam.to_screen(v.a), sb = cam.to_screen(v.b);
        c.disk(sa, 5, pal::with_alpha(shape_color(scene, t, t.index_a), alpha));
        c.ring(sa, 6, 1.5f, pal::with_alpha(pal::text, alpha));
        c.disk(sb, 5, pal::with_alpha(shape_color(scene, t, t.index_b), alpha));
        c.ring(sb, 6, 1.5f, pal::with_alpha(pal::text, alpha));
        if (label && o.labels) {
            point_label(c, sa, t.names.corner_a(v), pal::with_alpha(pal::text, alpha));
            point_label(c, sb, t.names.corner_b(v), pal::with_alpha(pal::text, alpha));
        }
    };
    const auto* shown = displayed_vertices(t, step);
    if (!o.layers.supports) {
        shown = nullptr;
    } else if (in_intro(o.phase)) {
        shown = nullptr;
        if (o.phase == Phase::IntroShapes && o.labels) {
            // Every corner of A and B by its number, as the steps will name them.
            for (const bool on_a : {true, false}) {
                const auto& corners = on_a ? t.corners_a : t.corners_b;
                for (size_t k = 0; k < corners.size(); ++k) {
                    const glm::dvec2 p = cam.to_screen(corners[k]);
                    const int number = user_vertex_number(on_a ? t.numbers_a : t.numbers_b, int(k));
                    c.disk(p, 3, pal::text);
                    point_label(c, p, corner_name(on_a ? 'a' : 'b', number), pal::text);
                }
            }
        } else if (o.phase == Phase::IntroDifference) {
            paint::paint_examples_in_world(
                c, t, [&](const glm::dvec3& p) { return cam.to_screen(p); }, o);
        } else if (o.phase == Phase::IntroSupport) {
            if (const gjk::TraceVertex3* w1 = t.first_point()) {
                paint_support_in_world(c, cam, *w1, t.first_direction, "d0", o);
                support_pair(*w1, 1.0f, true);
            }
        }
    } else if (in_ending(o.phase)) {
        shown = nullptr;
    } else if (const gjk::GjkStep3* g = t.gjk_step(step)) {
        const paint::GjkMarks m = paint::gjk_marks(beat_marks(t, {step, o.phase}), o.layers);
        for (const auto& v : m.simplex_before ? g->simplex_before : g->simplex_after)
            support_pair(v, 0.9f, true);
        if (g->has_support && m.support) support_pair(g->support, o.appear, true);
        if (g->has_support && m.supporting)
            paint_support_in_world(c, cam, g->support, g->direction, "d", o);
    } else if (const gjk::EpaStep3* e = t.epa_step(step)) {
        const paint::EpaMarks m = paint::epa_marks(beat_marks(t, {step, o.phase}), o.layers);
        if (e->has_support && m.support) support_pair(e->support, o.appear, true);
        if (e->has_support && m.supporting)
            paint_support_in_world(c, cam, e->support, e->normal, "n", o);
    }
    // The simplex or polytope vertex hovered in either view: the two corners that made it.
    const int hv = o.highlight.simplex_vertex;
    if (shown && hv >= 0 && hv < int(shown->size())) {
        support_pair((*shown)[hv], 1.0f, true);
        for (const glm::dvec3& p : {(*shown)[hv].a, (*shown)[hv].b})
            c.ring(cam.to_screen(p), 10, 4, pal::with_alpha(pal::highlight, 0.9f));
    }
    // The answer, once the timeline reaches its last step (distance variant only).
    if (paint::shows_answer(t, step, o) && o.layers.answer && in_manifold(o.phase))
        paint_manifold(c, cam, t, o.phase, o);
    else if (paint::shows_answer(t, step, o) && !sliding && o.layers.answer)
        paint_answer(c, cam.to_screen(t.report.result3.witness_a),
                     cam.to_screen(t.report.result3.witness_b), t.report.result3, o,
                     lesson::tr("on screen: ") +
                         screen_words(direction_parts(cam, t.report.result3.normal)));
}

namespace {

/// What the 3D Minkowski view's marks mean at this beat.
/// The legend's rows for the line of sight: the direction towards you as a vector (what every
/// "0.8 nearer you than O" is measured along), and the axes from O that run mostly along it,
/// whose short arrows on a still frame could point either way: "axes: x right and away from
/// you; z ...".
std::vector<paint::LegendRow> axis_rows(const Camera3& swayed) {
    const Camera3 cam = swayed.steady();  // numbers that hold still while a recording rocks
    std::vector<paint::LegendRow> rows;
    // The screen's three directions in world coordinates: a point's "nearer you than O" is its
    // dot product with the first, and "right" and "up" in the arrows' names are the others (up
    // on screen is not +y when the view looks down).
    auto vec = [](const glm::dvec3& v) {  // three decimals: enough to check a depth by hand
        char text[64];
        std::snprintf(text, sizeof text, "(%.3f, %.3f, %.3f)", v.x + 0.0, v.y + 0.0, v.z + 0.0);
        return std::string(text);
    };
    rows.push_back(
        {paint::LegendRow::Arrow, pal::axis,
         lesson::words("label.towards_you_vector", {{"v", vec(cam.from_eye({0, 0, 1}))}})});
    rows.push_back({paint::LegendRow::Arrow, pal::axis,
                    lesson::words("label.right_up", {{"right", vec(cam.from_eye({1, 0, 0}))},
                                                     {"up", vec(cam.from_eye({0, 1, 0}))}})});
    const char* names[3] = {"x", "y", "z"};
    std::string said;
    for (int k = 0; k < 3; ++k) {
        glm::dvec3 axis{0, 0, 0};
        axis[k] = 1;
        if (depth_sense(cam, cam.target, axis) != 0)
            said += (said.empty() ? lesson::tr("axes: ") : "; ") + std::string(names[k]) + " " +
                    screen_words(direction_words(cam, axis));
    }
    if (!said.empty()) rows.push_back({paint::LegendRow::Thick, pal::axis, said});
    return rows;
}

/// Where the points the step is about lie on screen: O, the simplex or polytope, the support
/// point (what the legend and the side view should not hide).
std::vector<glm::dvec2> step_points(const Camera3& cam, const Timeline3& t, int step) {
    std::vector<glm::dvec2> out = {cam.to_screen({0, 0, 0})};
    if (const auto* shown = displayed_vertices(t, step))
        for (const auto& v : *shown) out.push_back(cam.to_screen(v.point));
    if (const auto* g = t.gjk_step(step); g && g->has_support)
        out.push_back(cam.to_screen(g->support.point));
    if (const auto* e = t.epa_step(step); e && e->has_support)
        out.push_back(cam.to_screen(e->support.point));
    return out;
}

std::vector<paint::LegendRow> minkowski_legend(const Timeline3& t, int step, Phase phase,
                                               bool grid) {
    using R = paint::LegendRow;
    paint::LegendWords words{
        "polytope corner w (bigger: nearer you)",
        "simplex corner w (bigger: nearer you; depths along your line of sight at rest)",
        "face",
        R::Fill,
        "plane across d0 at s(d0)",
        "plane across d at w",
        "plane across n at w",
        R::Thick,
        "part nearest O: kept",
        R::Thick,
        "horizon: rim of the hole",
        R::Fill,
        true,
        false,
        grid ? "stalk: height over the grid y = 0" : nullptr};
    return paint::minkowski_legend(t, step, phase, !t.core_minkowski.points.empty(), words);
}

}  // namespace

/// What every step of the lesson puts on screen: its points (step_points) and the tips of its
/// d and n arrows. Placed by these rather than by one step's, the legend and the side view keep
/// their places from beat to beat and cover none of the lesson's marks where there is room.
std::vector<glm::dvec2> lesson_points(const Camera3& cam, const Timeline3& t) {
    std::vector<glm::dvec2> out;
    for (int step = 0; step < t.size(); ++step) {
        const auto points = step_points(cam, t, step);
        out.insert(out.end(), points.begin(), points.end());
        if (const auto* g = t.gjk_step(step); g && g->has_support)
            out.push_back(arrow_tip(cam, {0, 0, 0}, g->direction, kDirectionPixels));
        if (const auto* e = t.epa_step(step); e && e->has_support) {
            out.push_back(cam.to_screen(e->distance * e->normal));
            out.push_back(arrow_tip(cam, e->distance * e->normal, e->normal, kNormalPixels));
        }
    }
    if (t.gjk_count() > 0)
        out.push_back(arrow_tip(cam, {0, 0, 0}, t.first_direction, kDirectionPixels));
    return out;
}

Rect paint_minkowski(Canvas& c, const Camera3& cam, const Timeline3& t, int step,
                     const PaintOptions& o) {
    const glm::dvec3 origin3{0, 0, 0};
    const glm::dvec2 origin = cam.to_screen(origin3);
    // A - B first, translucent: the origin, the simplex and the polytope inside it show
    // through its faces, and its vertices (every support point is one) are not covered by its
    // edges.
    const Phase phase = o.phase;
    const bool sliding = phase == Phase::EndSlide && paint::shows_answer(t, step, o);
    const bool whole_difference =
        o.layers.difference && phase != Phase::IntroShapes && phase != Phase::IntroDifference;
    // In the ending's slide, B has moved by s: A - (B + s) = (A - B) - s.
    if (sliding) paint_wire(c, cam, t.minkowski, pal::with_alpha(pal::minkowski, 0.6f));
    const Mesh3 md = sliding ? moved(t.minkowski, -slide_of(t, o)) : t.minkowski;
    if (whole_difference) paint_mesh(c, cam, md, {pal::minkowski, 0.16f, 1.5f, 0.3f});
    if (whole_difference && !sliding && !t.core_minkowski.points.empty())
        paint_wire(c, cam, t.core_minkowski, pal::minkowski);
    if (o.labels && whole_difference && !md.points.empty()) {
        glm::dvec2 top = cam.to_screen(md.points[0]);
        for (const auto& p : md.points) {
            const glm::dvec2 q = cam.to_screen(p);
            if (q.y < top.y) top = q;
        }
        c.label({top + glm::dvec2(0, -8),
                 t.minkowski_exact ? "A - B" : "A - B (sampled)",
                 pal::minkowski,
                 {0.5f, 1}});
    }
    if (o.grid) paint_ground(c, cam, t.minkowski);
    paint_origin3(c, cam, cam.radius * 0.35, o.axes, o.labels);
    // A depth cue: a point in front of the view's centre is drawn larger, one behind smaller.
    auto nearness = [&](const glm::dvec3& p) {
        if (!o.depth_sizes) return 1.0f;
        return float(std::clamp(1 - 0.8 * (cam.depth(p) - cam.eye()) / cam.radius, 0.55, 1.6));
    };
    auto simplex_vertex = [&](const gjk::TraceVertex3& v, int k, bool label) {
        const glm::dvec2 p = cam.to_screen(v.point);
        if (k == o.highlight.simplex_vertex) {
            c.ring(p, 10, 4, pal::with_alpha(pal::highlight, 0.9f));
            label = true;
        }
        if (label && o.grid) paint_stalk(c, cam, v.point, pal::simplex);
        c.disk(p, 5 * nearness(v.point), pal::simplex);
        // Outwards from A - B's middle on screen: each label on its own side, the same in every
        // beat, rather than all to the right across the shape and one another.
        if (label && o.labels)
            point_label(c, p, t.names.name_and_corners(v), pal::text, 1,
                        p.x < cam.to_screen(t.minkowski.centre).x);
    };
    auto support_point = [&](const gjk::TraceVertex3& w,
                             const std::vector<gjk::TraceVertex3>& had) {
        const glm::dvec2 p = cam.to_screen(w.point);
        const float k = nearness(w.point);
        if (o.grid) paint_stalk(c, cam, w.point, pal::support);
        c.disk(p, 6 * k, pal::with_alpha(pal::support, o.appear));
        c.ring(p, 10 * k, 2.5f, pal::with_alpha(pal::support, o.appear));
        // Nearer or farther than O, and by how much along the line of sight, unless about equal:
        // the size cue alone has nothing to compare.
        const Camera3 steady = cam.steady();
        const double nearer = steady.to_eye(w.point).z - steady.to_eye({0, 0, 0}).z;
        const double same = 0.01 * cam.radius;  // "about as far": within a hundredth of the view
        // On a line of its own: one long line fits beside its point in neither direction and
        // ends up over the marker it names.
        const std::string depth =
            nearer > same    ? lesson::words("label.nearer", {{"x", short_number(nearer)}})
            : nearer < -same ? lesson::words("label.farther", {{"x", short_number(-nearer)}})
                             : "\n(about as far from you as O)";
        if (o.labels)
            c.label({p + glm::dvec2(12, 10),
                     paint::support_text(t.names, w, had) + depth,
                     pal::with_alpha(pal::support, o.appear),
                     {0, 0},
                     0,
                     true,
                     4,  // the subject of the step: placed before the corners it joins
                     p});
    };
    if (in_intro(phase)) {
        if (phase == Phase::IntroDifference) {
            paint::paint_examples_in_difference(
                c, t, [&](const glm::dvec3& p) { return cam.to_screen(p); }, origin, o);
        } else if (phase == Phase::IntroQuestion) {
            paint::paint_question(c, origin, o);
        } else if (phase == Phase::IntroSupport) {
            paint_direction(c, cam, origin3, t.first_direction, kDirectionPixels * o.arrow_scale,
                            pal::direction, "d0", o.labels, true);
            if (const gjk::TraceVertex3* w1 = t.first_point()) {
                paint_plane(c, cam, w1->point, t.first_direction, 0.2 * cam.radius, pal::support);
                support_point(*w1, {});
            }
        }
    } else if (sliding) {
    } else if (const gjk::GjkStep3* g = o.layers.simplex ? t.gjk_step(step) : nullptr) {
        paint::GjkMarks m = paint::gjk_marks(
            beat_marks(t, {step, in_ending(phase) ? Phase::Whole : phase}), o.layers);
        m.dropped &= !in_ending(phase);  // the answer: what GJK kept, not what it let go
        const auto& before = g->simplex_before;
        if (!m.simplex_before &&
            !in_ending(phase))  // the whole step: as it entered (dashed), as kept (solid)
            for (size_t i = 0; i < before.size(); ++i)
                for (size_t j = i + 1; j < before.size(); ++j)
                    c.dashed_line(cam.to_screen(before[i].point), cam.to_screen(before[j].point),
                                  1.5f, 5, pal::with_alpha(pal::simplex, 0.45f));
        const auto& after = m.simplex_before ? g->simplex_before : g->simplex_after;
        std::vector<glm::dvec2> s;
        for (const auto& v : after) s.push_back(cam.to_screen(v.point));
        for (size_t i = 0; i < s.size(); ++i)
            for (size_t j = i + 1; j < s.size(); ++j)
                for (size_t k = j + 1; k < s.size(); ++k)
                    c.triangle(s[i], s[j], s[k], pal::with_alpha(pal::simplex, 0.08f));
        for (size_t i = 0; i < s.size(); ++i)
            for (size_t j = i + 1; j < s.size(); ++j) c.line(s[i], s[j], 3, pal::simplex);
        if (m.voronoi) {  // the part of the simplex nearest O, which GJK keeps
            std::vector<glm::dvec2> kept;
            for (const auto& v : g->simplex_after) kept.push_back(cam.to_screen(v.point));
            if (kept.size() == 3) c.fill_convex(kept, pal::with_alpha(pal::closest, 0.35f));
            for (size_t i = 0; i < kept.size(); ++i)
                for (size_t j = i + 1; j < kept.size(); ++j)
                    c.line(kept[i], kept[j], 6, pal::with_alpha(pal::closest, 0.8f));
            for (const auto& p : kept) c.ring(p, 9, 3, pal::closest);
        }
        if (m.joins && g->has_support) {
            const glm::dvec2 w = cam.to_screen(g->support.point);
            for (const auto& p : s)
                c.dashed_line(p, w, 3, 7, pal::with_alpha(pal::simplex, o.appear));
        }
        if (m.dropped)
            for (const auto& v : words::gone(g->simplex_before, g->simplex_after, t.names))
                paint::paint_dropped(c, cam.to_screen(v.point), t.names.name(v), o.labels);
        for (size_t k = 0; k < after.size(); ++k) simplex_vertex(after[k], int(k), true);
        if (t.variant == Variant::Distance && m.closest)
            paint::paint_closest_point(c, origin, cam.to_screen(g->closest), g->distance, o);
        if (g->has_support && m.direction)
            paint_direction(c, cam, origin3, g->direction, kDirectionPixels * o.arrow_scale,
                            pal::with_alpha(pal::direction, o.appear), "d", o.labels, true);
        if (g->has_support && m.supporting)
            paint_plane(c, cam, g->support.point, g->direction, 0.2 * cam.radius, pal::support);
        if (g->has_support && m.test && glm::length(g->direction) > 0) {
            const glm::dvec3 unit = glm::normalize(g->direction);
            const glm::dvec3 from = t.variant == Variant::Boolean ? origin3 : g->closest;
            // The test's own numbers (|v|² - v.w over |v|), so that the sign agrees with it.
            const double ahead = t.variant == Variant::Boolean
                                     ? glm::dot(g->support.point, unit)
                                     : (g->v_norm_sq - g->v_dot_w) / std::max(g->distance, 1e-300);
            const glm::dvec2 a = cam.to_screen(from), b = cam.to_screen(from + ahead * unit);
            if (glm::length(b - a) > 3) c.arrow(a, b, 2, 9, pal::simplex);  // a length, not d
            paint::paint_measured_to(c, b, cam.to_screen(g->support.point));
            if (o.labels)
                c.label({(a + b) * 0.5 + glm::dvec2(10, 0),
                         t.variant == Variant::Boolean
                             ? "w.d = " + short_number(g->w_dot_d)
                             : lesson::words("label.w_ahead", {{"x", short_number(ahead)}}),
                         pal::text,
                         {0, 0.5f},
                         0,
                         true,
                         3,
                         (a + b) * 0.5});
        }
        if (g->has_support && m.support) support_point(g->support, g->simplex_before);
    } else if (const gjk::EpaStep3* e = o.layers.simplex ? t.epa_step(step) : nullptr) {
        const paint::EpaMarks m = paint::epa_marks(
            beat_marks(t, {step, in_ending(phase) ? Phase::Whole : phase}), o.layers);
        std::vector<glm::dvec2> s;
        for (const auto& v : e->vertices) s.push_back(cam.to_screen(v.point));
        const int n = int(s.size());
        auto valid = [&](const gjk::TraceFace& f) { return f.a < n && f.b < n && f.c < n; };
        // The polytope: its edges (each once), the faces the new point removes, the closest.
        for (size_t i = 0; i < e->faces.size(); ++i) {
            const auto& f = e->faces[i];
            if (!valid(f)) continue;
            const bool removed =
                std::find(e->removed.begin(), e->removed.end(), int(i)) != e->removed.end();
            if (removed && m.sees) {
                c.triangle(s[f.a], s[f.b], s[f.c], pal::with_alpha(pal::sees, 0.45f));
                // Each face outlined a little inside its own edges and named at its middle: two
                // that see w may lie one over the other on screen, and their fills would merge.
                const glm::dvec2 mid = (s[f.a] + s[f.b] + s[f.c]) / 3.0;
                auto inset = [&](glm::dvec2 p) { return mid + 0.82 * (p - mid); };
                c.polyline({inset(s[f.a]), inset(s[f.b]), inset(s[f.c])}, true, 2, pal::sees);
                if (o.labels)
                    c.label({mid,
                             words::names_in_order(
                                 std::vector{e->vertices[size_t(f.a)], e->vertices[size_t(f.b)],
                                             e->vertices[size_t(f.c)]},
                                 t.names, " "),
                             pal::sees,
                             {0.5f, 0.5f},
                             0,
                             true,
                             2,
                             mid});
            } else if (removed && (m.removed || m.grown))
                c.triangle(s[f.a], s[f.b], s[f.c], pal::with_alpha(pal::removed, 0.18f * o.appear));
            const int idx[3] = {f.a, f.b, f.c};
            for (int k = 0; k < 3; ++k)
                if (idx[k] < idx[(k + 1) % 3])
                    c.line(s[idx[k]], s[idx[(k + 1) % 3]], 1.5f,
                           pal::with_alpha(pal::simplex, 0.7f));
        }
        if (e->closest_face >= 0 && e->closest_face < int(e->faces.size()) &&
            valid(e->faces[e->closest_face])) {
            const auto& f = e->faces[e->closest_face];
            // While the faces that see w are shown, the closest face (one of them, often) is
            // outlined only: its fill and theirs would blend.
            const bool replaced = m.grown && !m.removed;  // new faces to w replace it
            if (!m.sees && !replaced)
                c.triangle(s[f.a], s[f.b], s[f.c], pal::with_alpha(pal::direction, 0.35f));
            c.polyline({s[f.a], s[f.b], s[f.c]}, true, 3,
                       replaced ? pal::with_alpha(pal::removed, 0.5f) : pal::direction);
            const glm::dvec2 foot = cam.to_screen(e->distance * e->normal);
            c.arrow(origin, foot, 2.5f, 12, pal::closest);
            // n itself, at a length that shows when the face passes close to O.
            paint_direction(c, cam, e->distance * e->normal, e->normal,
                            kNormalPixels * o.arrow_scale, pal::closest, "n", o.labels, true);
            // The answer on a box-like flat side: depth x n lands in the closest face's
            // neighbour in its plane, which the caption derives the contact points on.
            if (in_ending(phase)) {
                const auto holder = words::flat_face_holding(*e, e->distance * e->normal);
                if (holder.size() == 3) {
                    const std::vector<glm::dvec2> q = {cam.to_screen(holder[0].point),
                                                       cam.to_screen(holder[1].point),
                                                       cam.to_screen(holder[2].point)};
                    for (size_t k = 0; k < 3; ++k)
                        c.dashed_line(q[k], q[(k + 1) % 3], 2.5f, 6, pal::direction);
                    if (o.labels)
                        c.label({(q[0] + q[1] + q[2]) / 3.0,
                                 "depth × n lands in " +
                                     words::names_in_order(holder, t.names, " ") + " (same plane)",
                                 pal::direction,
                                 {0.5f, 0.5f},
                                 0,
                                 true,
                                 3,
                                 (q[0] + q[1] + q[2]) / 3.0});
                }
            }
            if (o.labels)
                c.label({foot + glm::dvec2(8, 8),
                         lesson::words("label.closest_face", {{"d", short_number(e->distance)}}),
                         pal::text,
                         {0, 0},
                         0,
                         true,
                         3,
                         foot});
        }
        // The horizon: the rim of the faces the new point sees, which it is joined to.
        if (e->has_support && m.grown && !m.removed) {  // the new faces, from the horizon to w
            const glm::dvec2 w = cam.to_screen(e->support.point);
            for (const auto& h : e->horizon)
                if (h.from < n && h.to < n) {
                    c.triangle(s[h.from], s[h.to], w,
                               pal::with_alpha(pal::support, 0.12f * o.appear));
                    c.dashed_line(s[h.from], w, 2.5f, 6, pal::with_alpha(pal::support, o.appear));
                }
        }
        if (e->has_support && m.supporting)
            paint_plane(c, cam, e->support.point, e->normal, 0.2 * cam.radius, pal::support);
        if (e->has_support && m.gap) {
            const glm::dvec2 a = cam.to_screen(e->distance * e->normal),
                             b = cam.to_screen(e->support_distance * e->normal);
            if (glm::length(b - a) > 3) c.arrow(a, b, 2, 9, pal::simplex);  // a length, not d
            paint::paint_measured_to(c, b, cam.to_screen(e->support.point));
            if (o.labels)
                c.label({(a + b) * 0.5 + glm::dvec2(10, 0),
                         lesson::words("label.gap", {{"x", short_number(e->gap)}}),
                         pal::text,
                         {0, 0.5f},
                         0,
                         true,
                         3,
                         (a + b) * 0.5});
        }
        if (e->has_support && m.horizon && !e->horizon.empty()) {
            glm::dvec2 far{0, 0};
            for (const auto& h : e->horizon)
                if (h.from < n && h.to < n) {
                    c.line(s[h.from], s[h.to], 3.5f, pal::with_alpha(pal::horizon, o.appear));
                    far = s[h.from];
                }
            if (o.labels)
                c.label({far + glm::dvec2(-8, 8),
                         "horizon",
                         pal::with_alpha(pal::horizon, o.appear),
                         {1, 0},
                         0,
                         true,
                         2,
                         far});
        }
        // Corner labels: all of a small polytope; of a larger one, the closest face's corners
        // (the caption names them).
        std::vector<bool> named(n, n <= 10);
        if (e->closest_face >= 0 && e->closest_face < int(e->faces.size()) &&
            valid(e->faces[e->closest_face])) {
            const auto& f = e->faces[e->closest_face];
            named[f.a] = named[f.b] = named[f.c] = true;
        }
        if (in_ending(phase) &&
            e->closest_face >= 0) {  // and the flat neighbour's, if the answer is on it
            for (const auto& v : words::flat_face_holding(*e, e->distance * e->normal))
                for (int k = 0; k < n; ++k)
                    if (e->vertices[size_t(k)].point == v.point) named[size_t(k)] = true;
        }
        if (m.horizon && phase != Phase::Whole)  // the captions name the horizon's corners
            for (const auto& h : e->horizon)
                if (h.from >= 0 && h.from < n) named[h.from] = true;
        for (int k = 0; k < n; ++k) simplex_vertex(e->vertices[k], k, named[k]);
        if (e->has_support && m.support) support_point(e->support, e->vertices);
    }
    auto rows = minkowski_legend(t, step, phase, o.grid);
    if (o.axes)
        for (auto& row : axis_rows(cam)) rows.push_back(std::move(row));
    return paint::paint_legend(c, cam.viewport, rows, o, lesson_points(cam, t));
}

}  // namespace gjklab
