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

/// Which of them is within `tolerance` pixels of `m` (-1: none): in the Minkowski view by its
/// point of A - B, in the world view (`on_shapes`) by either support point that made it.
int pick_vertex3(const Camera3& cam, const Timeline3& t, int step, glm::dvec2 m, double tolerance,
                 bool on_shapes);

}  // namespace gjklab
