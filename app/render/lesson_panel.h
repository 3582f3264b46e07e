// The strip beside the views while a query is taught: the algorithm's pseudocode with the line
// the beat is on and the values its variables hold, and below it the run's convergence (|v|
// per GJK iteration, the gap per EPA iteration, on a log scale, the current one marked).
#pragma once

#include "model/lesson.h"
#include "render/canvas.h"
#include "view/camera2.h"

namespace gjklab {

/// Width of the strip beside views `width` wide in all (0: too narrow for one).
double lesson_panel_width(double width);

void paint_lesson_panel(Canvas& c, const Rect& r, const Pseudocode& code, const Convergence& conv);

}  // namespace gjklab
