#include "render/compare_painter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "render/palette.h"

namespace gjklab {

namespace {

namespace pal = palette;

const Color kShared = pal::rgb(0xCC3311);  // red: what both shapes cover
const Color kColour[2] = {pal::shape_a, pal::shape_b};

void label(Canvas& c, glm::dvec2 at, const std::string& text, Color col, glm::vec2 align = {0, 1}) {
    Label l;
    l.pos = at;
    l.text = text;
    l.color = col;
    l.align = align;
    l.priority = 0;
    c.label(l);
}

std::string fixed(double x) {
    char b[32];
    std::snprintf(b, sizeof b, "%.3g", x);
    return b;
}

/// A square cell or pixel of the raster, filled; `inset` (a fraction of its side) leaves a gap
/// around it so that neighbouring pixels read as a raster.
void fill_cell(Canvas& c, const Camera2& cam, const CellIndex& i, double size, Color col, double inset = 0) {
    const glm::dvec2 lo = glm::dvec2(i.x + inset, i.y + inset) * size, hi = lo + glm::dvec2(size * (1 - 2 * inset));
    c.fill_convex({cam.to_screen(lo), cam.to_screen({hi.x, lo.y}), cam.to_screen(hi), cam.to_screen({lo.x, hi.y})},
                  col);
}

void outline_cell(Canvas& c, const Camera2& cam, const CellIndex& i, double size, float width, Color col) {
    const glm::dvec2 lo(i.x * size, i.y * size), hi = lo + glm::dvec2(size);
    c.polyline({cam.to_screen(lo), cam.to_screen({hi.x, lo.y}), cam.to_screen(hi), cam.to_screen({lo.x, hi.y})},
               true, width, col);
}

}  // namespace

void paint_compare_layers(Canvas& c, const Camera2& cam, const CompareGeometry& g, const CompareLayers& layers,
                          bool labels) {
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
                  "pixels " + fixed(g.pixel) + ": " + std::to_string(g.pixels_shared.size()) + " in both", kShared,
                  {0, 0});
        }
    }
    if (layers.grid) {
        for (int k = 0; k < 2; ++k)
            for (const CellIndex& i : g.cells[k]) outline_cell(c, cam, i, g.cell, 2.0f, pal::with_alpha(kColour[k], 0.7f));
        for (const CellIndex& i : g.cells_shared) {
            fill_cell(c, cam, i, g.cell, pal::with_alpha(kShared, 0.12f));
            outline_cell(c, cam, i, g.cell, 2.5f, kShared);
        }
        if (labels) {
            const glm::dvec2 top = cam.to_screen({g.aabb[1].max.x, g.aabb[1].max.y});
            label(c, top + glm::dvec2(6, -4),
                  "grid " + fixed(g.cell) + ": " + std::to_string(g.cells_shared.size()) + " shared cell" +
                      (g.cells_shared.size() == 1 ? "" : "s"),
                  kShared, {0, 1});
        }
    }
    for (int k = 0; k < 2; ++k) {
        const Color col = kColour[k];
        const char* name = k == 0 ? "A" : "B";
        if (layers.circles && !g.chain[k].empty()) {  // a chain of circles along the shape
            for (const auto& ring : g.chain[k]) c.ring(cam.to_screen(ring.center), float(ring.radius * cam.scale), 2.0f, col);
            const auto& last = g.chain[k].back();
            if (labels)
                label(c, cam.to_screen(last.center + glm::dvec2(0, last.radius)) + glm::dvec2(4, -2),
                      std::to_string(g.chain[k].size()) + " circles " + name, col);
        } else if (layers.circles) {
            c.ring(cam.to_screen(g.circle[k].center), float(g.circle[k].radius * cam.scale), 2.0f, col);
            if (labels)
                label(c, cam.to_screen(g.circle[k].center + glm::dvec2(0, g.circle[k].radius)) + glm::dvec2(4, -2),
                      std::string("circle ") + name, col);
        }
        if (layers.aabbs) {
            const auto& b = g.aabb[k];
            const glm::dvec2 p[4] = {b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}};
            for (int e = 0; e < 4; ++e)
                c.dashed_line(cam.to_screen(p[e]), cam.to_screen(p[(e + 1) % 4]), 2.0f, 9.0f, col);
            if (labels) label(c, cam.to_screen({b.min.x, b.max.y}) + glm::dvec2(2, -3), std::string("AABB ") + name, col);
        }
        if (layers.obbs) {
            std::vector<glm::dvec2> s;
            for (const auto& p : g.obb[k]) s.push_back(cam.to_screen(p));
            c.polyline(s, true, 2.5f, pal::with_alpha(col, 0.8f));
            if (labels) label(c, s[2] + glm::dvec2(4, 0), std::string("OBB ") + name, col, {0, 0.5f});
        }
    }
    if (layers.sat && g.sat_applies) {
        // The axis drawn as a line beside both shapes (past their lowest point across it), each
        // shape's projection on it a thick bar in its colour, the gap or the overlap between.
        const glm::dvec2 u = g.sat.axis, across(-u.y, u.x);
        double low = 1e300;
        for (int k = 0; k < 2; ++k)
            for (const auto& p : g.obb[k]) low = std::min(low, glm::dot(p, across));
        const double off = low - 28 / cam.scale;
        auto on_axis = [&](double t) { return cam.to_screen(u * t + across * off); };
        const double lo = std::min(g.sat.a.min, g.sat.b.min), hi = std::max(g.sat.a.max, g.sat.b.max);
        c.arrow(on_axis(lo), on_axis(hi + 0.08 * (hi - lo)), 2.0f, 10.0f, pal::text);
        c.line(on_axis(g.sat.a.min), on_axis(g.sat.a.max), 7.0f, pal::with_alpha(kColour[0], 0.9f));
        c.line(on_axis(g.sat.b.min), on_axis(g.sat.b.max), 7.0f, pal::with_alpha(kColour[1], 0.9f));
        const bool apart = g.sat.separated;
        const double from = apart ? g.sat.a.max : g.sat.b.min, to = apart ? g.sat.b.min : g.sat.a.max;
        c.line(on_axis(from), on_axis(to), 4.0f, apart ? pal::support : kShared);
        if (labels) {
            // At the gap (or the overlap), on the side away from the shapes.
            const glm::dvec2 at = (on_axis(from) + on_axis(to)) / 2.0;
            const glm::dvec2 away = cam.to_screen(-across) - cam.to_screen({0, 0});
            label(c, at + glm::normalize(away) * 14.0,
                  apart ? "separating axis: gap " + fixed(g.sat.separation)
                        : "no axis separates: least overlap " + fixed(-g.sat.separation),
                  apart ? pal::support : kShared, {away.x < 0 ? 1.0f : 0.0f, away.y < 0 ? 1.0f : 0.0f});
        }
    }
}

void paint_compare_layers(Canvas& c, const Camera3& cam, const CompareGeometry& g, const CompareLayers& layers,
                          bool labels) {
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
            corner[k] = glm::dvec3(i.x + (k & 1), i.y + ((k >> 1) & 1), i.z + ((k >> 2) & 1)) * size;
        box_edges(corner, width, col, false);
    };
    if (layers.pixels) {
        for (int k = 0; k < 2; ++k)
            for (const CellIndex& i : g.pixels[k])
                c.disk(cam.to_screen((glm::dvec3(i) + 0.5) * g.pixel), 1.6f, pal::with_alpha(kColour[k], 0.35f));
        for (const CellIndex& i : g.pixels_shared) c.disk(cam.to_screen((glm::dvec3(i) + 0.5) * g.pixel), 3.0f, kShared);
    }
    if (layers.grid) {
        for (int k = 0; k < 2; ++k)
            for (const CellIndex& i : g.cells[k]) cube(i, g.cell, 1.0f, pal::with_alpha(kColour[k], 0.35f));
        for (const CellIndex& i : g.cells_shared) cube(i, g.cell, 2.5f, kShared);
    }
    for (int k = 0; k < 2; ++k) {
        const Color col = kColour[k];
        const char* name = k == 0 ? "A" : "B";
        if (layers.circles && !g.chain3[k].empty()) {
            for (const auto& s : g.chain3[k]) c.ring(cam.to_screen(s.center), float(cam.pixels(s.radius)), 1.5f, col);
        } else if (layers.circles) {
            // The sphere's outline as seen: a circle of its radius at its centre's depth.
            const glm::dvec2 centre = cam.to_screen(g.sphere[k].center);
            c.ring(centre, float(cam.pixels(g.sphere[k].radius)), 2.0f, col);
            if (labels)
                label(c, centre + glm::dvec2(cam.pixels(g.sphere[k].radius) * 0.72 + 4, -cam.pixels(g.sphere[k].radius) * 0.72),
                      std::string("sphere ") + name, col);
        }
        if (layers.aabbs) {
            glm::dvec3 corner[8];
            for (int m = 0; m < 8; ++m)
                corner[m] = {m & 1 ? g.aabb3[k].max.x : g.aabb3[k].min.x, m & 2 ? g.aabb3[k].max.y : g.aabb3[k].min.y,
                             m & 4 ? g.aabb3[k].max.z : g.aabb3[k].min.z};
            box_edges(corner, 2.0f, col, true);
            if (labels) label(c, cam.to_screen(corner[7]) + glm::dvec2(4, -2), std::string("AABB ") + name, col);
        }
        if (layers.obbs) {
            glm::dvec3 corner[8];
            const auto& o = g.obb3[k];
            for (int m = 0; m < 8; ++m)
                corner[m] = o.center + o.axis[0] * (m & 1 ? o.half.x : -o.half.x) +
                            o.axis[1] * (m & 2 ? o.half.y : -o.half.y) + o.axis[2] * (m & 4 ? o.half.z : -o.half.z);
            box_edges(corner, 2.5f, pal::with_alpha(col, 0.8f), false);
            if (labels) label(c, cam.to_screen(corner[7]) + glm::dvec2(4, 10), std::string("OBB ") + name, col);
        }
    }
}

}  // namespace gjklab
