// Draws a 3D query at one step of its timeline, as the 2D painter does: a world view (the
// shapes, flat-shaded and outlined, the witness points, the separation or penetration vector)
// and a Minkowski view (A - B, translucent so that the origin and the simplex or EPA polytope
// inside it show, the search direction, the closest point, the new support point). Meshes are
// projected by an orbiting camera (view/camera3.h) and drawn back to front on the 2D canvas:
// the faces of a convex mesh that face the eye never overlap, so sorting only decides between
// meshes.
#pragma once

#include "model/timeline3.h"
#include "render/painter2.h"
#include "render/views.h"
#include "view/camera3.h"

namespace gjklab {

void paint_world(Canvas& c, const Camera3& cam, const Scene& scene, const Timeline3& t, int step,
                 const PaintOptions& o);
/// Returns where its legend went (empty: none).
Rect paint_minkowski(Canvas& c, const Camera3& cam, const Timeline3& t, int step,
                     const PaintOptions& o);
/// Where every step of the lesson puts its marks on screen: the legend and the side view keep
/// clear of them.
std::vector<glm::dvec2> lesson_points(const Camera3& cam, const Timeline3& t);
/// The Minkowski view from a second angle, small, in a corner away from its `legend`: depth
/// from the picture (the window and recordings show it beside the main view).
void paint_second_angle(Canvas& c, const Camera3& main, const Timeline3& t, int step,
                        const PaintOptions& o, const Rect& legend);

}  // namespace gjklab
