// What is under the cursor: shapes, their vertices, rotation handles, simplex vertices.
#pragma once

#include "model/timeline2.h"
#include "view/camera2.h"

namespace gjklab {

/// Topmost shape whose surface is within `tolerance` (world units) of `p`, or -1.
/// Query shapes are on top, as they are drawn.
int hit_shape(const Scene& scene, const Timeline2& t, glm::dvec2 p, double tolerance);
/// Core vertex of `shape` within `tolerance` of `p`, or -1.
int hit_vertex(const Timeline2& t, int shape, glm::dvec2 p, double tolerance);
/// How far beyond a selected shape its rotation handle is drawn, in pixels.
constexpr double kRotationHandlePixels = 28;
/// Where the rotation handle of a shape is drawn (world), `offset` world units out.
glm::dvec2 rotation_handle(const Scene& scene, int shape, double offset);
/// Vertex of the displayed simplex/polygon in Minkowski space near `p`, or -1.
int hit_simplex_vertex(const Timeline2& t, int step, glm::dvec2 p, double tolerance);
/// Vertex of the displayed simplex whose support point on A or B (world) is near `p`, or -1.
int hit_support_point(const Timeline2& t, int step, glm::dvec2 p, double tolerance);

}  // namespace gjklab
