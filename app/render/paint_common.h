// What the 2D and 3D painters share: number formatting for labels, vertex names and the
// colour of each scene shape.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <string>
#include <vector>

#include "model/lesson/table.h"
#include "model/words.h"
#include "render/canvas.h"
#include "render/painter2.h"
#include "render/palette.h"
#include "scene/scene.h"

namespace gjklab::paint {

/// The smallest of 1, 2, 5 x 10^k that is at least `x`: a grid's spacing.
inline double nice_step(double x) {
    const double p = std::pow(10.0, std::floor(std::log10(x)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * p >= x) return m * p;
    return 10 * p;
}

/// The scene's colour for shape i, else A blue, B orange, the others grey (any timeline with
/// index_a and index_b: 2D or 3D).
template <class Timeline_>
Color shape_color(const Scene& scene, const Timeline_& t, int i) {
    const Color fallback = i == t.index_a   ? palette::shape_a
                           : i == t.index_b ? palette::shape_b
                                            : palette::shape_other;
    return palette::parse(scene.shapes[i].color, fallback);
}

/// A corner the GJK step dropped from the simplex (`at` on screen): crossed out and named.
inline void paint_dropped(Canvas& c, glm::dvec2 at, const std::string& name, bool labels) {
    const Color col = palette::with_alpha(palette::removed, 0.8f);
    c.ring(at, 6, 2, col);
    c.line(at + glm::dvec2(-5, -5), at + glm::dvec2(5, 5), 2, col);
    c.line(at + glm::dvec2(-5, 5), at + glm::dvec2(5, -5), 2, col);
    if (labels) c.label({at + glm::dvec2(7, -5), name + " dropped", col, {0, 1}, 0, true, 1, at});
}

/// The label of a step's support point: "new w4 = a0 - b2", or "w2 = a3 - b0 again" when the
/// step found a point it already had (`had`: the simplex or polytope it started from).
template <class Names, class Vertex>
std::string support_text(const Names& names, const Vertex& w, const std::vector<Vertex>& had) {
    for (const Vertex& v : had)
        if (names.number(v) == names.number(w))
            return lesson::words("label.again", {{"w", names.name_and_corners(w)}});
    return lesson::words("label.new", {{"w", names.name_and_corners(w)}});
}

/// GJK's closest point v of the simplex (`v` on screen), the line to the origin and |v|.
inline void paint_closest_point(Canvas& c, glm::dvec2 origin, glm::dvec2 v, double length,
                                const PaintOptions& o) {
    c.line(origin, v, 2, palette::closest);
    c.disk(v, 5.5f, palette::closest);
    if (o.labels)
        c.label({v + glm::dvec2(8, 8),
                 "v, |v| = " + short_number(length),
                 palette::text,
                 {0, 0},
                 0,
                 true,
                 3,
                 v});
}

/// One row of a view's legend: a mark drawn as the view draws it, and what it means.
struct LegendRow {
    enum Mark { Dot, Ring, Arrow, Thick, Dashed, Cross, Fill } mark;
    Color color;
    std::string text;
};

/// The legend rows of a GJK step, 2D or 3D: the simplex, v (distance variant), d and the
/// support point, dropped corners (when `dropped`: the answer shows none).
template <class Step, class Names>
void add_gjk_legend(const Step& g, Variant variant, const Names& names,
                    std::vector<LegendRow>& rows, bool dropped = true) {
    using R = LegendRow;
    rows.push_back({R::Dot, palette::simplex, "simplex corner w"});
    if (variant == Variant::Distance)
        rows.push_back({R::Dot, palette::closest, "v: its point closest to O"});
    if (g.has_support) {
        rows.push_back({R::Arrow, palette::direction, "d: search direction"});
        rows.push_back({R::Ring, palette::support, "support point along d"});
    }
    if (dropped && !words::gone(g.simplex_before, g.simplex_after, names).empty())
        rows.push_back({R::Cross, palette::removed, "corner dropped"});
}

/// A measured length ends on the line (plane) across its direction through the support point,
/// not at the point itself: a dotted line from the arrow's end to the point says which point
/// it was measured to.
inline void paint_measured_to(Canvas& c, glm::dvec2 end, glm::dvec2 point) {
    if (glm::length(point - end) > 4)
        c.dashed_line(end, point, 1.2f, 3, palette::with_alpha(palette::simplex, 0.6f));
}

/// The legend of a view, in its bottom-left corner: what each colour and mark means.
/// Draws the legend in the view's bottom left corner, or in its top left (under the title)
/// where that covers fewer of `keep_visible` (screen points the step is about: O, the simplex,
/// the support point). Returns the box it took (empty: none).
inline Rect paint_legend(Canvas& c, const Rect& view, const std::vector<LegendRow>& rows,
                         const PaintOptions& o, const std::vector<glm::dvec2>& keep_visible = {}) {
    if (!o.labels || !o.legend || rows.empty()) return {};
    // Rows wider than the view wrap at spaces, so that a narrow view keeps every entry.
    constexpr double row_h = 19, char_w = 7.6, text_x = 34, margin = 8;
    const size_t fit = size_t(std::max(12.0, (view.size().x - 2 * margin - text_x - 6) / char_w));
    std::vector<std::vector<std::string>> lines(rows.size());
    size_t longest = 0, count = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        // In the lesson's language; a row without spaces (Chinese) wraps between characters.
        const std::vector<std::string> pieces = lesson::break_points(lesson::tr(rows[i].text));
        std::string line;
        for (const std::string& piece : pieces) {
            if (!line.empty() && lesson::display_columns(line + piece) > fit) {
                lines[i].push_back(line);
                line.clear();
                if (piece == " ") continue;
            }
            line += piece;
        }
        lines[i].push_back(line);
        for (const std::string& l : lines[i])
            longest = std::max(longest, lesson::display_columns(l));
        count += lines[i].size();
    }
    const double w = text_x + 6 + char_w * double(longest), h = row_h * double(count) + 8;
    // In a small view (a projector at a large UI scale) a legend would cover what it explains.
    if (h > 0.4 * view.size().y) return {};
    glm::dvec2 at{view.min.x + margin, view.max.y - margin - h};
    auto covered = [&](glm::dvec2 corner) {
        int n = 0;
        for (const glm::dvec2& p : keep_visible)
            n += p.x > corner.x - 10 && p.x < corner.x + w + 10 && p.y > corner.y - 10 &&
                 p.y < corner.y + h + 10;
        return n;
    };
    const glm::dvec2 top{view.min.x + margin, view.min.y + 32};  // under the title
    if (top.y + h < at.y && covered(top) < covered(at)) at = top;
    const std::vector<glm::dvec2> box = {at, at + glm::dvec2(w, 0), at + glm::dvec2(w, h),
                                         at + glm::dvec2(0, h)};
    c.fill_convex(box, palette::with_alpha(palette::background, 0.88f));
    c.polyline(box, true, 1, palette::grid_major);
    // The box is kept clear of the views' labels, and its own rows stay where they are
    // (priority 0): a row moved elsewhere would stand beside another row's mark.
    c.keep_labels_clear(at, at + glm::dvec2(w, h), BoxKind::Legend);
    double y = at.y + 4;
    for (size_t i = 0; i < rows.size(); ++i) {
        const LegendRow& r = rows[i];
        const glm::dvec2 m{at.x + 17, y + row_h * 0.5};
        const glm::dvec2 left = m - glm::dvec2(9, 0), right = m + glm::dvec2(9, 0);
        switch (r.mark) {
            case LegendRow::Dot:
                c.disk(m, 5, r.color);
                break;
            case LegendRow::Ring:
                c.disk(m, 4.5f, r.color), c.ring(m, 8, 2, r.color);
                break;
            case LegendRow::Arrow:
                c.arrow(left, right, 2.5f, 8, r.color);
                break;
            case LegendRow::Thick:
                c.line(left, right, 4, r.color);
                break;
            case LegendRow::Dashed:
                c.dashed_line(left, right, 1.5f, 4, r.color);
                break;
            case LegendRow::Cross:
                c.line(m + glm::dvec2(-5, -5), m + glm::dvec2(5, 5), 2, r.color);
                c.line(m + glm::dvec2(-5, 5), m + glm::dvec2(5, -5), 2, r.color);
                break;
            case LegendRow::Fill:
                c.fill_convex({m + glm::dvec2(-8, -6), m + glm::dvec2(8, -6), m + glm::dvec2(8, 6),
                               m + glm::dvec2(-8, 6)},
                              palette::with_alpha(r.color, 0.35f));
                break;
        }
        for (const std::string& line : lines[i]) {
            Label row{
                {at.x + text_x, y + row_h * 0.5}, line, palette::text, {0, 0.5f}, 0, false, 0};
            row.kind = BoxKind::Part;
            c.label(row);
            y += row_h;
        }
    }
    return {at, at + glm::dvec2(w, h)};
}

/// What a GJK step draws at a beat: its row's marks (model/lesson/table.h) as flags, less the
/// layers the user hid.
struct GjkMarks {
    bool simplex_before = false;  ///< the simplex as it entered, solid (else: as kept)
    bool voronoi = false;         ///< the Voronoi region holding O
    bool closest = false;         ///< v and |v|
    bool dropped = false;         ///< the corners dropped, crossed out
    bool direction = false;       ///< d
    bool support = false;         ///< w and its corners on A and B
    bool supporting = false;      ///< the supporting lines (planes) across d
    bool test = false;            ///< the termination test's numbers
    bool joins = false;           ///< w joined to the simplex
};
inline GjkMarks gjk_marks(unsigned bits, const Layers& layers = {}) {
    GjkMarks m;
    m.simplex_before = bits & kMarkSimplexBefore;
    m.voronoi = bits & kMarkVoronoi;
    m.closest = bits & kMarkClosest;
    m.dropped = bits & kMarkDropped;
    m.direction = (bits & kMarkDirection) && layers.direction;
    m.support = (bits & kMarkSupport) && layers.supports;
    m.supporting = (bits & kMarkSupporting) && layers.supports;
    m.test = (bits & kMarkTest) && layers.direction;
    m.joins = bits & kMarkJoins;
    return m;
}

/// What an EPA step draws at a beat.
struct EpaMarks {
    bool support = false;     ///< w
    bool supporting = false;  ///< the supporting line (plane) across n through w
    bool gap = false;         ///< the gap between the closest piece and w
    bool sees = false;        ///< what sees w, in its colour
    bool horizon = false;     ///< the horizon, outlined
    bool grown = false;       ///< the new edges (faces) to w
    bool removed = false;     ///< what is removed, greyed (the whole step)
};
inline EpaMarks epa_marks(unsigned bits, const Layers& layers = {}) {
    EpaMarks m;
    m.support = (bits & kMarkSupport) && layers.supports;
    m.supporting = (bits & kMarkSupporting) && layers.supports;
    m.gap = bits & kMarkGap;
    m.sees = bits & kMarkSees;
    m.horizon = bits & kMarkHorizon;
    m.grown = bits & kMarkGrown;
    m.removed = bits & kMarkRemoved;
    return m;
}

/// Whether the world view shows the query's answer: at the last step of the whole timeline,
/// and in the ending; never in the boolean variant, which measures neither distance nor depth.
template <class Timeline_>
bool shows_answer(const Timeline_& t, int step, const PaintOptions& o) {
    if (t.variant != Variant::Distance) return false;
    return in_ending(o.phase) || (o.phase == Phase::Whole && step == t.size() - 1);
}

/// The ending's move of B: an arrow from where B's name was to where it goes, and "B moved
/// by depth x n" (`apart`: "by -distance x n", towards A) beyond the arrow's head, clear of the
/// arrow.
inline void paint_slide_arrow(Canvas& c, glm::dvec2 from, glm::dvec2 to, bool labels, bool apart) {
    const glm::dvec2 along = to - from;
    const double length = glm::length(along);
    if (length > 4) c.arrow(from, to, 2.5f, 11, palette::direction);
    if (!labels) return;
    const glm::dvec2 dir = length > 4 ? along / length : glm::dvec2(1, 0);
    c.label({to + dir * 14.0,
             apart ? "B moved by -distance × n" : "B moved by depth × n",
             palette::direction,
             {dir.x >= 0 ? 0.0f : 1.0f, dir.y >= 0 ? 0.0f : 1.0f},
             0,
             true,
             3,
             to});
}

/// A supporting line on screen: through `at`, across the screen direction `dir` (unit),
/// `half` pixels each way, dashed.
inline void paint_supporting_line(Canvas& c, glm::dvec2 at, glm::dvec2 dir, double half,
                                  Color col) {
    const glm::dvec2 across{-dir.y, dir.x};
    c.dashed_line(at - across * half, at + across * half, 2, 7, col);
}

/// The introduction's few a - b in the world view: arrows from b to a (`to_screen` projects a
/// point of the timeline's dimension).
template <class Timeline_, class ToScreen>
void paint_examples_in_world(Canvas& c, const Timeline_& t, ToScreen to_screen,
                             const PaintOptions& o) {
    for (const auto& e : t.examples) {
        const glm::dvec2 a = to_screen(e.a), b = to_screen(e.b);
        c.arrow(b, a, 2, 11, palette::example);
        c.ring(a, 5, 2, palette::example);
        c.ring(b, 5, 2, palette::example);
        if (o.labels)
            c.label({(a + b) * 0.5 + glm::dvec2(6, -6),
                     corner_name('a', e.index_a) + " - " + corner_name('b', e.index_b),
                     palette::example,
                     {0, 1},
                     0,
                     true,
                     3});
    }
}

/// The same a - b in the Minkowski view, drawn from O, with every corner difference as a dot.
template <class Timeline_, class ToScreen>
void paint_examples_in_difference(Canvas& c, const Timeline_& t, ToScreen to_screen,
                                  glm::dvec2 origin, const PaintOptions& o) {
    for (const auto& p : t.corner_differences)
        c.disk(to_screen(p), 3, palette::with_alpha(palette::minkowski, 0.8f));
    for (const auto& e : t.examples) {
        const glm::dvec2 p = to_screen(e.point);
        c.arrow(origin, p, 2, 11, palette::example);
        c.disk(p, 4.5f, palette::example);
        if (o.labels)
            c.label({p + glm::dvec2(8, -6),
                     corner_name('a', e.index_a) + " - " + corner_name('b', e.index_b),
                     palette::example,
                     {0, 1},
                     0,
                     true,
                     3,
                     p});
    }
}

/// The introduction's question, at the origin of the Minkowski view.
inline void paint_question(Canvas& c, glm::dvec2 origin, const PaintOptions& o) {
    c.ring(origin, 14, 2.5f, palette::direction);
    if (o.labels)
        c.label({origin + glm::dvec2(18, -14),
                 "is O in A - B? how far from it?",
                 palette::direction,
                 {0, 1},
                 0,
                 true,
                 5});
}

/// What a dimension calls and how it draws the marks its legend explains.
struct LegendWords {
    const char* corner;          ///< "polygon corner w"
    const char* simplex_corner;  ///< "simplex corner w"
    const char* feature;         ///< "edge", "face"
    LegendRow::Mark closest;     ///< how the closest edge or face is drawn
    const char* intro_support;   ///< "line across d0 at s(d0)"
    const char* gjk_supporting;  ///< "line across d at w"
    const char* epa_supporting;  ///< "line across n at w"
    LegendRow::Mark region;      ///< how the part of the simplex nearest O is shown
    const char* region_text;     ///< "Voronoi region holding O"
    LegendRow::Mark horizon;     ///< how the horizon is drawn
    const char* horizon_text;
    LegendRow::Mark supporting;    ///< how a supporting line (plane) is drawn
    bool whole_horizon;            ///< the whole EPA step draws the horizon
    bool whole_new;                ///< the whole EPA step draws the new edges (faces)
    const char* stalks = nullptr;  ///< 3D: what the dashed stalks to the ground mean
};

/// The Minkowski view's legend at a beat, 2D or 3D: what each colour and mark it draws there
/// means (`cores`: the cores' A - B is drawn).
template <class Timeline_>
std::vector<LegendRow> minkowski_legend(const Timeline_& t, int step, Phase phase, bool cores,
                                        const LegendWords& w) {
    using R = LegendRow;
    namespace pal = palette;
    std::vector<R> rows;
    if (phase == Phase::IntroShapes) return rows;
    if (phase == Phase::IntroDifference) {
        rows.push_back({R::Arrow, pal::example, "a - b, drawn from O"});
        if (!t.corner_differences.empty())
            rows.push_back({R::Dot, pal::minkowski, "a - b of two corners"});
        return rows;
    }
    rows.push_back({R::Fill, pal::minkowski, "A - B: every a - b"});
    if (cores) rows.push_back({R::Dashed, pal::minkowski, "cores' A - B (no rounding)"});
    if (phase == Phase::IntroQuestion)
        rows.push_back({R::Ring, pal::direction, "O, the origin: in A - B?"});
    if (phase == Phase::IntroSupport) {
        rows.push_back({R::Arrow, pal::direction, "d0: first direction"});
        rows.push_back({w.supporting, pal::support, w.intro_support});
    }
    if (phase == Phase::EndSlide)
        rows.push_back({R::Dashed, pal::minkowski, "A - B before B moved"});
    if (in_intro(phase) || phase == Phase::EndSlide) return rows;
    const bool ending = in_ending(phase);
    if (ending) phase = Phase::Whole;
    const std::string feature = w.feature;
    if (const auto* g = t.gjk_step(step)) {
        if (phase == Phase::Whole) {
            add_gjk_legend(*g, t.variant, t.names, rows, !ending);
            return rows;
        }
        const GjkMarks m = gjk_marks(beat_marks(t, {step, phase}));
        if (!g->simplex_before.empty()) rows.push_back({R::Dot, pal::simplex, w.simplex_corner});
        if (m.voronoi && g->simplex_before.size() > 1)
            rows.push_back({w.region, pal::closest, w.region_text});
        if (m.closest && t.variant == Variant::Distance)
            rows.push_back({R::Dot, pal::closest, "v: its point closest to O"});
        if (m.dropped) rows.push_back({R::Cross, pal::removed, "corner dropped"});
        if (m.direction) rows.push_back({R::Arrow, pal::direction, "d: search direction"});
        if (m.support) rows.push_back({R::Ring, pal::support, "support point w = s(d)"});
        if (m.supporting) rows.push_back({w.supporting, pal::support, w.gjk_supporting});
        if (m.joins && !g->simplex_after.empty())
            rows.push_back({R::Dashed, pal::simplex, "w joins the simplex"});
        if (w.stalks) rows.push_back({R::Dashed, pal::axis, w.stalks});
    } else if (const auto* e = t.epa_step(step)) {
        const EpaMarks m = epa_marks(beat_marks(t, {step, phase}));
        rows.push_back({R::Dot, pal::simplex, w.corner});
        if (m.grown && !m.removed)
            rows.push_back({R::Thick, pal::removed, "closest " + feature + ": replaced"});
        else
            rows.push_back({w.closest, pal::direction, "closest " + feature + " to O"});
        rows.push_back({R::Arrow, pal::closest, "n: its normal"});
        if (e->has_support && m.support)
            rows.push_back({R::Ring, pal::support, "support point w = s(n)"});
        if (e->has_support && m.supporting)
            rows.push_back({w.supporting, pal::support, w.epa_supporting});
        if (m.sees && !e->removed.empty())
            rows.push_back({w.closest, pal::sees, feature + "s that see w"});
        if (m.removed && !e->removed.empty())
            rows.push_back({w.closest, pal::removed, feature + "s that see w: removed"});
        const bool whole = phase == Phase::Whole;
        if (m.horizon && (!whole || w.whole_horizon) && !e->horizon.empty())
            rows.push_back({w.horizon, pal::horizon, w.horizon_text});
        if (m.grown && (!whole || w.whole_new) && !e->added.empty())
            rows.push_back({R::Dashed, pal::support, "new " + feature + "s to w"});
        if (w.stalks) rows.push_back({R::Dashed, pal::axis, w.stalks});
    }
    return rows;
}

/// A vector for a label: "(0.8660, 0.5)", 4 significant digits as in the captions.
using words::vec_text;

/// The query's answer in the world view, 2D or 3D (`wa`, `wb`: the witness points on screen):
/// apart, the closest points of A and B named and the distance between them; overlapping, the
/// depth and the normal n from A to B along which B moves out by the depth.
/// `direction_words`, if any, say where n points on screen (3D: "right, up and towards you").
template <class Result>
void paint_answer(Canvas& c, glm::dvec2 wa, glm::dvec2 wb, const Result& r, const PaintOptions& o,
                  const std::string& direction_words = "") {
    if (!r.intersecting) {
        c.arrow(wa, wb, 2.5f, 12, palette::simplex);
        if (o.labels) {
            c.label({(wa + wb) * 0.5 + glm::dvec2(8, 0),
                     lesson::words("label.distance", {{"d", short_number(r.distance)}}),
                     palette::text,
                     {0, 0.5f},
                     0,
                     true,
                     3});
            // Each on its own shape's side of the gap (A's beyond its point, away from B), so
            // that "closest on A" is never read over B.
            const glm::dvec2 u =
                glm::length(wa - wb) > 1e-9 ? glm::normalize(wa - wb) : glm::dvec2(-1, 0);
            const float a_align = u.x >= 0 ? 0.f : 1.f;
            c.label({wa + u * 10.0 + glm::dvec2(0, 6),
                     "closest on A",
                     palette::text,
                     {a_align, 0},
                     0,
                     true,
                     3,
                     wa});
            c.label({wb - u * 10.0 + glm::dvec2(0, 6),
                     "closest on B",
                     palette::text,
                     {1 - a_align, 0},
                     0,
                     true,
                     3,
                     wb});
        }
    } else if (r.penetration_depth > 0) {
        // wa = wb + depth n: moving B by depth along n takes B's deepest point onto A's.
        c.arrow(wb, wa, 2.5f, 12, palette::direction);
        if (o.labels) {
            const glm::dvec2 d =
                glm::length(wa - wb) > 1e-9 ? glm::normalize(wa - wb) : glm::dvec2(1, 0);
            // Beside the arrow's middle, on its upper side, clear of the arrow.
            glm::dvec2 side{-d.y, d.x};
            if (side.y > 0) side = -side;
            c.label(
                {(wa + wb) * 0.5 + side * 12.0,
                 lesson::words(
                     "label.depth",
                     {{"depth", short_number(r.penetration_depth)},
                      {"n", vec_text(r.normal)},
                      {"screen", direction_words.empty() ? "" : "\n(" + direction_words + ")"}}),
                 palette::text,
                 {side.x < 0 ? 1.0f : 0.0f, 1.0f},
                 0,
                 true,
                 4});
            // Each dot on the side away from the other, so that the names stay apart.
            const glm::vec2 away_a{d.x < 0 ? 1.0f : 0.0f, d.y < 0 ? 1.0f : 0.0f};
            const glm::vec2 away_b{d.x < 0 ? 0.0f : 1.0f, d.y < 0 ? 0.0f : 1.0f};
            c.label(
                {wa + d * 10.0, "A's point deepest in B", palette::text, away_a, 0, true, 3, wa});
            c.label(
                {wb - d * 10.0, "B's point deepest in A", palette::text, away_b, 0, true, 3, wb});
        }
    }
    c.disk(wa, 4, palette::simplex);
    c.disk(wb, 4, palette::simplex);
}

}  // namespace gjklab::paint
