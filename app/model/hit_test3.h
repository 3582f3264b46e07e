// What the cursor is over in a 3D world view: the nearest shape whose projected surface (or, for
// points and segments, whose projected outline) contains it.
#pragma once

#include <glm/vec2.hpp>

#include "model/timeline3.h"
#include "view/camera3.h"

namespace gjklab {

/// The shape under screen point `m`, the nearest one to the eye where several overlap; -1 for
/// none. Points and segments are hit within `tolerance` logical pixels.
int pick_shape3(const Camera3& cam, const Timeline3& t, glm::dvec2 m, double tolerance);

}  // namespace gjklab
