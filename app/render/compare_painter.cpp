#include "render/compare_painter.h"

#include "model/explain.h"
#include "model/lesson/text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>

#include "render/palette.h"

namespace gjklab {

namespace {

namespace pal = palette;

const Color kShared = pal::rgb(0xCC3311);  // red: what both shapes cover
const Color kColour[2] = {pal::shape_a, pal::shape_b};

/// A label that keeps clear of the others (and they of it), moved aside where they would meet.
void label(Canvas& c, glm::dvec2 at, const std::string& text, Color col, glm::vec2 align = {0, 1},
           int priority = 1) {
    Label l;
    l.pos = at;
    l.text = text;
    l.color = col;
    l.align = align;
    l.priority = priority;
    c.label(l);
}

std::string fixed(double x) {
    char b[32];
    std::snprintf(b, sizeof b, "%.3g", x);
    return b;
}

/// A square cell or pixel of the raster, filled; `inset` (a fraction of its side) leaves a gap
/// around it so that neighbouring pixels read as a raster.
void fill_cell(Canvas& c, const Camera2& cam, const CellIndex& i, double size, Color col,
               double inset = 0) {
    const glm::dvec2 lo = glm::dvec2(i.x + inset, i.y + inset) * size,
                     hi = lo + glm::dvec2(size * (1 - 2 * inset));
    c.fill_convex({cam.to_screen(lo), cam.to_screen({hi.x, lo.y}), cam.to_screen(hi),
                   cam.to_screen({lo.x, hi.y})},
                  col);
}

void outline_cell(Canvas& c, const Camera2& cam, const CellIndex& i, double size, float width,
                  Color col) {
    const glm::dvec2 lo(i.x * size, i.y * size), hi = lo + glm::dvec2(size);
    c.polyline({cam.to_screen(lo), cam.to_screen({hi.x, lo.y}), cam.to_screen(hi),
                cam.to_screen({lo.x, hi.y})},
               true, width, col);
}

/// The SAT axis of step `step` (from 1; 0: the axis that answers), drawn as a line beside the
/// pair, below it on screen: each shape's projection on it a thick bar in its colour, dashed
/// guides from the extreme vertices down to the bar ends, the gap (green) or the overlap (red)
/// between the bars, and the edge or face (3D: or the two crossed edges) the axis comes from.
/// `down` is the world direction that looks downwards on screen; `margin` a world length.
template <class ToScreen>
void paint_sat(Canvas& c, ToScreen to_screen, const Rect& viewport, const SatSteps& sat, int step,
               glm::dvec3 towards_eye, double margin, bool labels) {
    if (sat.steps.empty()) return;
    const bool answer = step <= 0;
    const int index = answer ? sat.deciding() : std::min(step, int(sat.steps.size())) - 1;
    const SatStep& s = sat.steps[size_t(index)];
    const glm::dvec3 u = s.axis;
    // Across the axis and across the line of sight: moving the line that way moves it sideways
    // on screen. Both sides are tried below.
    glm::dvec3 across = glm::cross(u, towards_eye);
    if (glm::length(across) < 1e-6)
        across = glm::cross(u, std::abs(u.x) < 0.9 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 1, 0));
    across = glm::normalize(across);
    glm::dvec3 centre(0);
    int count = 0;
    for (int k = 0; k < 2; ++k)
        for (const auto& v : sat.vertices[k]) centre += v, ++count;
    centre /= double(count);
    const double lo = std::min(s.a.min, s.b.min), hi = std::max(s.a.max, s.b.max);
    // The line is every point at height t along u, `offset` along `side` from the centre's
    // foot: past both shapes on the side where it fits in the view, else pulled in until it does.
    auto base_at = [&](const glm::dvec3& side, double offset) {
        return centre - u * glm::dot(centre, u) - side * glm::dot(centre, side) + side * offset;
    };
    auto room = [&](const glm::dvec3& base) {  // pixels from the line's ends to the view's edges
        double r = 1e300;
        for (double t : {lo - 0.05 * (hi - lo), hi + 0.1 * (hi - lo),
                         (lo + hi) / 2}) {  // the arrow's ends too
            const glm::dvec2 p = to_screen(base + u * t);
            r = std::min({r, p.x - viewport.min.x, viewport.max.x - p.x, p.y - viewport.min.y,
                          viewport.max.y - p.y});
        }
        return r;
    };
    // Per side, the outermost offset that fits (40 pixels from the view's edges): past the
    // shapes if it can, else pulled in by twentieths of their width. The side that needs the
    // least pulling wins; if nothing fits (a pair that fills the view), the side with the most
    // room, past the shapes: partly out of view rather than across them.
    glm::dvec3 base(0);
    int best_pull = 21;
    double best_room = -1e300;
    for (double sign : {1.0, -1.0}) {
        const glm::dvec3 side = across * sign;
        double beyond = -1e300, inside = 1e300;
        for (int k = 0; k < 2; ++k)
            for (const auto& v : sat.vertices[k])
                beyond = std::max(beyond, glm::dot(v, side)),
                inside = std::min(inside, glm::dot(v, side));
        for (int pull = 0; pull <= 20; ++pull) {
            const glm::dvec3 candidate =
                base_at(side, beyond + margin - (beyond + margin - inside) * pull / 20);
            const double r = room(candidate);
            const int fit = r >= 40 ? pull : 21;
            if ((fit < 21 || pull == 0) && (fit < best_pull || (fit == best_pull && r > best_room)))
                best_pull = fit, best_room = r, base = candidate;
            if (r >= 40) break;
        }
    }
    auto on_axis = [&](double t) { return glm::dvec2(to_screen(base + u * t)); };
    const Color feature = pal::example;
    // Where the axis comes from; a corner named as the caption names it (a3, b0).
    auto corner_label = [&](int k, int index) {
        const glm::dvec2 at = to_screen(sat.vertices[k][size_t(index)]);
        Label l;
        l.pos = at + glm::dvec2(7, -5);
        l.text = std::string(1, k == 0 ? 'a' : 'b') + std::to_string(sat.numbers[k][size_t(index)]);
        l.color = kColour[k];
        l.align = {0, 1};
        l.anchor = at;
        c.label(l);
    };
    auto edge = [&](int k, const std::array<int, 2>& e) {
        if (e[0] < 0) return;
        c.line(to_screen(sat.vertices[k][size_t(e[0])]), to_screen(sat.vertices[k][size_t(e[1])]),
               5.0f, pal::with_alpha(feature, 0.85f));
        if (labels)
            for (int end : e) corner_label(k, end);  // by the names the caption uses
    };
    glm::dvec3 foot(0);  // where the normal arrow starts
    const bool circle_line = s.kind == SatStep::CircleOfA || s.kind == SatStep::CircleOfB;
    if (circle_line) {
        // The line out of the circle's centre towards the other shape's nearest vertex (or
        // centre), that vertex named.
        const int k = s.kind == SatStep::CircleOfA ? 0 : 1, other = 1 - k;
        const int v = (other == 0 ? s.edge_a : s.edge_b)[0];
        foot = sat.vertices[k][0];
        c.dashed_line(to_screen(foot), to_screen(sat.vertices[other][size_t(v)]), 3.0f, 8.0f,
                      pal::with_alpha(feature, 0.85f));
        if (labels && sat.radius[other] == 0) corner_label(other, v);
    } else if (s.kind != SatStep::EdgeCross) {
        const int k = s.kind == SatStep::NormalOfA ? 0 : 1;
        if (sat.dimension == 2) {
            const auto& e = k == 0 ? s.edge_a : s.edge_b;
            edge(k, e);
            foot = (sat.vertices[k][size_t(e[0])] + sat.vertices[k][size_t(e[1])]) / 2.0;
        } else {  // the face: the vertices on its plane, in order around their centre
            const glm::dvec3 n = s.face_normal;
            double top = -1e300, size = 0;
            for (const auto& v : sat.vertices[k])
                top = std::max(top, glm::dot(v, n)), size = std::max(size, glm::length(v - centre));
            std::vector<glm::dvec3> face;
            for (const auto& v : sat.vertices[k])
                if (glm::dot(v, n) >= top - 1e-9 * std::max(size, 1.0)) face.push_back(v);
            for (const auto& v : face) foot += v;
            foot /= double(face.size());
            const glm::dvec3 e1 = glm::normalize(
                glm::cross(n, std::abs(n.x) < 0.9 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 1, 0)));
            const glm::dvec3 e2 = glm::cross(n, e1);
            std::sort(face.begin(), face.end(), [&](const glm::dvec3& p, const glm::dvec3& q) {
                return std::atan2(glm::dot(p - foot, e2), glm::dot(p - foot, e1)) <
                       std::atan2(glm::dot(q - foot, e2), glm::dot(q - foot, e1));
            });
            std::vector<glm::dvec2> outline;
            for (const auto& v : face) outline.push_back(to_screen(v));
            c.fill_convex(outline, pal::with_alpha(feature, 0.18f));
            c.polyline(outline, true, 4.0f, pal::with_alpha(feature, 0.85f));
        }
    } else {
        edge(0, s.edge_a);
        edge(1, s.edge_b);
    }
    if (s.kind != SatStep::EdgeCross) {  // the normal, as an arrow of fixed length on screen
        const glm::dvec2 from = to_screen(foot);
        const glm::dvec2 dir = glm::dvec2(to_screen(foot + s.face_normal * margin)) - from;
        if (glm::length(dir) > 1e-9) {
            c.arrow(from, from + glm::normalize(dir) * 42.0, 2.5f, 10.0f, feature);
            if (labels)
                label(c, from + glm::normalize(dir) * 48.0, "n", feature,
                      {dir.x < 0 ? 1.0f : 0.0f, dir.y < 0 ? 1.0f : 0.0f}, 2);
        }
    }
    // Guides from each shape's extreme points to its bar's ends (a circle's: its centre moved
    // by its radius either way along the axis).
    for (int k = 0; k < 2; ++k) {
        if (sat.radius[k] > 0 && sat.vertices[k].size() == 1) {
            for (double side : {-1.0, 1.0}) {
                const glm::dvec3 p = sat.vertices[k][0] + side * sat.radius[k] * u;
                c.dashed_line(to_screen(p), on_axis(glm::dot(p, u)), 1.5f, 6.0f,
                              pal::with_alpha(kColour[k], 0.6f));
            }
            continue;
        }
        const auto& pts = sat.vertices[k];
        size_t lo = 0, hi = 0;
        for (size_t i = 1; i < pts.size(); ++i) {
            if (glm::dot(pts[i], u) < glm::dot(pts[lo], u)) lo = i;
            if (glm::dot(pts[i], u) > glm::dot(pts[hi], u)) hi = i;
        }
        for (size_t i : {lo, hi})
            c.dashed_line(to_screen(pts[i]), on_axis(glm::dot(pts[i], u)), 1.5f, 6.0f,
                          pal::with_alpha(kColour[k], 0.6f));
    }
    c.arrow(on_axis(lo - 0.05 * (hi - lo)), on_axis(hi + 0.1 * (hi - lo)), 2.0f, 10.0f, feature);
    c.line(on_axis(s.a.min), on_axis(s.a.max), 7.0f, pal::with_alpha(kColour[0], 0.9f));
    c.line(on_axis(s.b.min), on_axis(s.b.max), 7.0f, pal::with_alpha(kColour[1], 0.9f));
    const bool apart = s.separates();
    const double from = apart ? s.a.max : s.b.min, to = apart ? s.b.min : s.a.max;
    c.line(on_axis(from), on_axis(to), 4.0f, apart ? pal::support : kShared);
    if (!labels) return;
    // Beside the gap (or the overlap), on the side of the line away from the shapes, far enough
    // that the text's box clears a sloping line: its centre at a distance of 10 pixels plus the
    // box's half-extent across the line, W |p.x| + H |p.y| for the unit perpendicular p.
    const glm::dvec2 at = (on_axis(from) + on_axis(to)) / 2.0;
    const glm::dvec2 along = on_axis(hi) - on_axis(lo);
    glm::dvec2 across_screen = glm::length(along) > 1e-9
                                   ? glm::normalize(glm::dvec2(-along.y, along.x))
                                   : glm::dvec2(0, 1);
    if (glm::dot(across_screen, at - glm::dvec2(to_screen(centre))) < 0)
        across_screen = -across_screen;
    const std::string count_text = lesson::words(
        "sat.label_count", {{"k", std::to_string(index + 1)}, {"n", std::to_string(sat.possible)}});
    std::string text;
    if (answer)
        text = apart ? lesson::words("sat.label_separating",
                                     {{"count", count_text}, {"gap", fixed(s.separation)}})
                     : lesson::words("sat.label_least",
                                     {{"count", count_text}, {"overlap", fixed(-s.separation)}});
    else
        text = apart ? lesson::words("sat.label_gap",
                                     {{"count", count_text}, {"gap", fixed(s.separation)}})
                     : lesson::words("sat.label_overlap",
                                     {{"count", count_text}, {"overlap", fixed(-s.separation)}});
    constexpr double kCharacterWidth = 8.5, kLineHeight = 22;  // the 16-pixel label font, its plate
    const double half_width = 0.5 * kCharacterWidth * double(lesson::display_columns(text)),
                 half_height = 0.5 * kLineHeight;
    const double distance =
        10 + half_width * std::abs(across_screen.x) + half_height * std::abs(across_screen.y);
    label(c, at + across_screen * distance, text, apart ? pal::support : kShared, {0.5f, 0.5f}, 3);
}

}  // namespace

/// MPR's push and EPA's as arrows from B's position (screen points from `to_screen`): where
/// they differ, MPR's is longer and turned, the picture of why its normal is not the least.
template <class ToScreen>
void paint_pushes(Canvas& c, ToScreen to_screen, const CompareGeometry& g, bool labels) {
    if (!g.mpr_overlap) return;
    const glm::dvec2 from = to_screen(g.b_position);
    const std::pair<glm::dvec3, std::pair<Color, const char*>> pushes[] = {
        {g.mpr_push, {pal::direction, "MPR's push"}}, {g.epa_push, {pal::support, "EPA's push"}}};
    for (const auto& [push, style] : pushes) {
        const glm::dvec2 to = to_screen(g.b_position + push);
        if (glm::length(to - from) < 2) continue;
        // B moved by the push (2D), dashed, and the push itself.
        std::vector<glm::dvec2> moved;
        for (const glm::dvec2& p : g.b_outline) moved.push_back(to_screen(glm::dvec3(p, 0) + push));
        for (size_t k = 0; k < moved.size() && moved.size() > 1; ++k)
            c.dashed_line(moved[k], moved[(k + 1) % moved.size()], 2, 6, style.first);
        c.arrow(from, to, 3, 12, style.first);
        glm::dvec2 at = to + glm::normalize(to - from) * 8.0;
        for (const auto& p : moved) at = p.y < at.y ? p : at;  // above the moved outline
        if (labels)
            label(c, at - glm::dvec2(0, 4),
                  lesson::tr(style.second) + " " + short_number(glm::length(push)), style.first,
                  {0.5f, 1}, 3);
    }
}

void paint_compare_layers(Canvas& c, const Camera2& cam, const CompareGeometry& g,
                          const CompareLayers& layers, bool labels) {
    if (layers.mpr)
        paint_pushes(
            c, [&](const glm::dvec3& p) { return cam.to_screen(glm::dvec2(p)); }, g, labels);
    if (layers.pixels) {
        // Each mask in its shape's colour, pale; the pixels in both solid red: a hit.
        // Gaps between the pixels only where they are large enough on screen to show.
        const double inset = g.pixel * cam.scale > 5 ? 0.12 : 0;
        for (int k = 0; k < 2; ++k)
            for (const CellIndex& i : g.pixels[k])
                fill_cell(c, cam, i, g.pixel, pal::with_alpha(kColour[k], 0.5f), inset);
        for (const CellIndex& i : g.pixels_shared) fill_cell(c, cam, i, g.pixel, kShared, inset);
        if (labels) {
            const glm::dvec2 corner = cam.to_screen({g.aabb[0].min.x, g.aabb[0].min.y});
            label(c, corner + glm::dvec2(0, 18),
                  "pixels " + fixed(g.pixel) + ": " + std::to_string(g.pixels_shared.size()) +
                      " in both",
                  kShared, {0, 0});
        }
    }
    if (layers.grid) {
        for (int k = 0; k < 2; ++k)
            for (const CellIndex& i : g.cells[k])
                outline_cell(c, cam, i, g.cell, 2.0f, pal::with_alpha(kColour[k], 0.7f));
        for (const CellIndex& i : g.cells_shared) {
            fill_cell(c, cam, i, g.cell, pal::with_alpha(kShared, 0.12f));
            outline_cell(c, cam, i, g.cell, 2.5f, kShared);
        }
        if (labels) {
            const glm::dvec2 top = cam.to_screen({g.aabb[1].max.x, g.aabb[1].max.y});
            label(c, top + glm::dvec2(6, -4),
                  "grid " + fixed(g.cell) + ": " + std::to_string(g.cells_shared.size()) +
                      " shared cell" + (g.cells_shared.size() == 1 ? "" : "s"),
                  kShared, {0, 1});
        }
    }
    for (int k = 0; k < 2; ++k) {
        const Color col = kColour[k];
        const char* name = k == 0 ? "A" : "B";
        if (layers.circles && !g.chain[k].empty()) {  // a chain of circles along the shape
            for (const auto& ring : g.chain[k])
                c.ring(cam.to_screen(ring.center), float(ring.radius * cam.scale), 2.0f, col);
            const auto& last = g.chain[k].back();
            if (labels)
                label(c,
                      cam.to_screen(last.center + glm::dvec2(0, last.radius)) + glm::dvec2(4, -2),
                      std::to_string(g.chain[k].size()) + " circles " + name, col);
        } else if (layers.circles) {
            c.ring(cam.to_screen(g.circle[k].center), float(g.circle[k].radius * cam.scale), 2.0f,
                   col);
            if (labels)
                label(c,
                      cam.to_screen(g.circle[k].center + glm::dvec2(0, g.circle[k].radius)) +
                          glm::dvec2(4, -2),
                      std::string("circle ") + name, col);
        }
        if (layers.aabbs) {
            const auto& b = g.aabb[k];
            const glm::dvec2 p[4] = {b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}};
            for (int e = 0; e < 4; ++e)
                c.dashed_line(cam.to_screen(p[e]), cam.to_screen(p[(e + 1) % 4]), 2.0f, 9.0f, col);
            if (labels)
                label(c, cam.to_screen({b.min.x, b.max.y}) + glm::dvec2(2, -3),
                      std::string("AABB ") + name, col);
        }
        if (layers.obbs) {
            std::vector<glm::dvec2> s;
            for (const auto& p : g.obb[k]) s.push_back(cam.to_screen(p));
            c.polyline(s, true, 2.5f, pal::with_alpha(col, 0.8f));
            if (labels)
                label(c, s[2] + glm::dvec2(4, 0), std::string("OBB ") + name, col, {0, 0.5f});
        }
    }
    if (layers.sat && g.sat.applies) {
        // Below the pair on screen: the world's -y, across the axis.
        paint_sat(
            c, [&](const glm::dvec3& p) { return cam.to_screen(glm::dvec2(p)); }, cam.viewport,
            g.sat, layers.sat_step, {0, 0, 1}, 28 / cam.scale, labels);
    }
}

void paint_compare_layers(Canvas& c, const Camera3& cam, const CompareGeometry& g,
                          const CompareLayers& layers, bool labels) {
    if (layers.mpr)
        paint_pushes(
            c, [&](const glm::dvec3& p) { return cam.to_screen(p); }, g, labels);
    auto box_edges = [&](const glm::dvec3 corner[8], float width, Color col, bool dashed) {
        static const int edges[12][2] = {{0, 1}, {1, 3}, {3, 2}, {2, 0}, {4, 5}, {5, 7},
                                         {7, 6}, {6, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
        for (const auto& e : edges) {
            const glm::dvec2 a = cam.to_screen(corner[e[0]]), b = cam.to_screen(corner[e[1]]);
            if (dashed)
                c.dashed_line(a, b, width, 9.0f, col);
            else
                c.line(a, b, width, col);
        }
    };
    auto cube = [&](const CellIndex& i, double size, float width, Color col) {
        glm::dvec3 corner[8];
        for (int k = 0; k < 8; ++k)
            corner[k] =
                glm::dvec3(i.x + (k & 1), i.y + ((k >> 1) & 1), i.z + ((k >> 2) & 1)) * size;
        box_edges(corner, width, col, false);
    };
    if (layers.pixels) {
        for (int k = 0; k < 2; ++k)
            for (const CellIndex& i : g.pixels[k])
                c.disk(cam.to_screen((glm::dvec3(i) + 0.5) * g.pixel), 1.6f,
                       pal::with_alpha(kColour[k], 0.35f));
        for (const CellIndex& i : g.pixels_shared)
            c.disk(cam.to_screen((glm::dvec3(i) + 0.5) * g.pixel), 3.0f, kShared);
    }
    if (layers.grid) {
        for (int k = 0; k < 2; ++k)
            for (const CellIndex& i : g.cells[k])
                cube(i, g.cell, 1.0f, pal::with_alpha(kColour[k], 0.35f));
        for (const CellIndex& i : g.cells_shared) cube(i, g.cell, 2.5f, kShared);
    }
    for (int k = 0; k < 2; ++k) {
        const Color col = kColour[k];
        const char* name = k == 0 ? "A" : "B";
        if (layers.circles && !g.chain3[k].empty()) {
            for (const auto& s : g.chain3[k])
                c.ring(cam.to_screen(s.center), float(cam.pixels(s.radius)), 1.5f, col);
        } else if (layers.circles) {
            // The sphere's outline as seen: a circle of its radius at its centre's depth.
            const glm::dvec2 centre = cam.to_screen(g.sphere[k].center);
            c.ring(centre, float(cam.pixels(g.sphere[k].radius)), 2.0f, col);
            if (labels)
                label(c,
                      centre + glm::dvec2(cam.pixels(g.sphere[k].radius) * 0.72 + 4,
                                          -cam.pixels(g.sphere[k].radius) * 0.72),
                      std::string("sphere ") + name, col);
        }
        if (layers.aabbs) {
            glm::dvec3 corner[8];
            for (int m = 0; m < 8; ++m)
                corner[m] = {m & 1 ? g.aabb3[k].max.x : g.aabb3[k].min.x,
                             m & 2 ? g.aabb3[k].max.y : g.aabb3[k].min.y,
                             m & 4 ? g.aabb3[k].max.z : g.aabb3[k].min.z};
            box_edges(corner, 2.0f, col, true);
            if (labels)
                label(c, cam.to_screen(corner[7]) + glm::dvec2(4, -2), std::string("AABB ") + name,
                      col);
        }
        if (layers.obbs) {
            glm::dvec3 corner[8];
            const auto& o = g.obb3[k];
            for (int m = 0; m < 8; ++m)
                corner[m] = o.center + o.axis[0] * (m & 1 ? o.half.x : -o.half.x) +
                            o.axis[1] * (m & 2 ? o.half.y : -o.half.y) +
                            o.axis[2] * (m & 4 ? o.half.z : -o.half.z);
            box_edges(corner, 2.5f, pal::with_alpha(col, 0.8f), false);
            if (labels)
                label(c, cam.to_screen(corner[7]) + glm::dvec2(4, 10), std::string("OBB ") + name,
                      col);
        }
    }
    if (layers.sat && g.sat.applies)
        paint_sat(
            c, [&](const glm::dvec3& p) { return cam.to_screen(p); }, cam.viewport, g.sat,
            layers.sat_step, cam.from_eye({0, 0, 1}), 28 / cam.pixels(1.0), labels);
}

}  // namespace gjklab
