// Draws a beat of the MPR lesson (model/mpr_lesson.h): A - B with v0, the ray from v0 through O,
// the portal and the support point of the beat; the world with B moved by MPR's push and by
// EPA's at the answer; the pseudocode and how far each support reached past its portal.
#pragma once

#include "model/mpr_lesson.h"
#include "render/canvas.h"
#include "render/painter2.h"
#include "render/views.h"

namespace gjklab {

/// Frames the views on A - B with O and v0, and on the shapes with B moved by both pushes.
void frame_mpr_views(Views2& v, const MprLesson& l);
void paint_mpr_views(Canvas& c, const Views2& v, const MprLesson& l, const Beat& b,
                     const PaintOptions& o);

}  // namespace gjklab
