// Marks the 3D side lessons (MPR, the time of impact) draw over a view: its frame and title, and
// a named arrow between two world points.
#pragma once

#include <glm/geometric.hpp>
#include <string>

#include "render/canvas.h"
#include "render/painter2.h"
#include "render/palette.h"
#include "view/camera3.h"

namespace gjklab {

/// A view's frame, its title in the top left corner.
inline void view_title3(Canvas& c, const Rect& viewport, const std::string& text) {
    c.polyline({viewport.min,
                {viewport.max.x, viewport.min.y},
                viewport.max,
                {viewport.min.x, viewport.max.y}},
               true, 1, palette::grid_major);
    c.label({viewport.min + glm::dvec2(10, 8), text, palette::text, {0, 0}, 0, true, 5},
            BoxKind::Title);
}

/// An arrow from `from` to `to` (world), named at its tip; none shorter than 2 pixels.
inline void named_arrow3(Canvas& c, const Camera3& cam, const glm::dvec3& from,
                         const glm::dvec3& to, const std::string& name, Color col,
                         const PaintOptions& o, int priority) {
    const glm::dvec2 a = cam.to_screen(from), b = cam.to_screen(to);
    if (glm::length(b - a) < 2) return;
    c.arrow(a, b, 2.5f, 11, col);
    point_label(c, b + glm::normalize(b - a) * 8.0, name, col, o, {0, 0.5f}, priority);
}

}  // namespace gjklab
