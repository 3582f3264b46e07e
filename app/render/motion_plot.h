// The strip of a motion film (`record --motion`): the query over the scene's time plotted
// (distance, negative: depth; the normal's turn), the time shown marked, the moments where the
// contact begins or ends and where the normal jumps ticked and named.
#pragma once

#include "model/motion_series.h"
#include "render/canvas.h"
#include "view/camera2.h"

namespace gjklab {

void paint_motion_strip(Canvas& c, const Rect& r, const MotionSeries& m, double now);

/// The normal's turn from the first sample's, in degrees (2D: signed and unwrapped about z; 3D:
/// the angle between them), one per sample.
std::vector<double> normal_turns(const MotionSeries& m);

}  // namespace gjklab
