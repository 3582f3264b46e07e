// Draws a beat of the MPR lesson in 3D (model/mpr_lesson.h): A - B with v0, the ray from v0
// through O, the portal triangle and the support point of the beat; at the answer MPR's push
// and EPA's from O in A - B and at B in the world.
#pragma once

#include "model/mpr_lesson.h"
#include "render/canvas.h"
#include "render/painter2.h"
#include "render/views.h"

namespace gjklab {

void paint_mpr_views3(Canvas& c, const Views3& v, const MprLesson& l, const Beat& b,
                      const PaintOptions& o);

}  // namespace gjklab
