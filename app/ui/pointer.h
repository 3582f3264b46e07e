// What the mouse code of both dimensions shares.
#pragma once

#include <cmath>
#include <glm/vec2.hpp>

namespace gjklab {

/// How close the cursor must be to something to pick it, in pixels.
constexpr double kPickPixels = 9;

/// The angle of a screen vector in degrees (y down: clockwise).
inline double angle_deg(glm::dvec2 v) {
    return std::atan2(v.y, v.x) * 180 / M_PI;
}

}  // namespace gjklab
