// A 2D view: where the world appears on screen, panned and zoomed. Screen coordinates are
// logical pixels with y down; world y is up.
#pragma once

#include <algorithm>
#include <cmath>
#include <glm/common.hpp>
#include <glm/vec2.hpp>

namespace gjklab {

struct Rect {
    glm::dvec2 min{0, 0}, max{0, 0};
    glm::dvec2 size() const { return max - min; }
    glm::dvec2 center() const { return (min + max) * 0.5; }
    bool contains(glm::dvec2 p) const {
        return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y;
    }
};

struct Camera2 {
    glm::dvec2 center{0, 0};  ///< world point at the viewport's centre
    double scale = 80;        ///< logical pixels per world unit
    Rect viewport;            ///< where the view is on screen

    glm::dvec2 to_screen(glm::dvec2 w) const {
        glm::dvec2 c = viewport.center();
        return {c.x + (w.x - center.x) * scale, c.y - (w.y - center.y) * scale};
    }
    glm::dvec2 to_world(glm::dvec2 s) const {
        glm::dvec2 c = viewport.center();
        return {center.x + (s.x - c.x) / scale, center.y - (s.y - c.y) / scale};
    }
    /// Moves the view by a screen-space drag.
    void pan(glm::dvec2 screen_delta) {
        center.x -= screen_delta.x / scale;
        center.y += screen_delta.y / scale;
    }
    /// Zooms by `factor`, keeping the world point under `screen` fixed.
    void zoom_at(glm::dvec2 screen, double factor) {
        glm::dvec2 before = to_world(screen);
        scale = std::clamp(scale * factor, 1e-6, 1e12);
        glm::dvec2 after = to_world(screen);
        center += before - after;
    }
    /// Fits a world box into the viewport with a margin of `margin` of the smaller side.
    void frame(glm::dvec2 lo, glm::dvec2 hi, double margin = 0.16) {
        glm::dvec2 size = glm::max(hi - lo, glm::dvec2(1e-9));
        glm::dvec2 vp = viewport.size();
        double usable_x = vp.x * (1 - 2 * margin), usable_y = vp.y * (1 - 2 * margin);
        scale = std::clamp(std::min(usable_x / size.x, usable_y / size.y), 1e-6, 1e12);
        center = (lo + hi) * 0.5;
    }
};

}  // namespace gjklab
