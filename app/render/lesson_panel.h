// The strip beside the views while a query is taught: the algorithm's pseudocode with the line
// the beat is on and the values its variables hold, and below it the run's convergence (|v|
// per GJK iteration, the gap per EPA iteration, on a log scale, the current one marked).
#pragma once

#include "model/lesson.h"
#include "render/canvas.h"
#include "view/camera2.h"

namespace gjklab {

/// Width of the strip beside views `width` wide in all (0: too narrow for one). `keep`: a
/// narrower strip down to 560 px (the window on a projector keeps the pseudocode rather than
/// drop it).
double lesson_panel_width(double width, bool keep = false);

void paint_lesson_panel(Canvas& c, const Rect& r, const Pseudocode& code, const Convergence& conv);

/// Whether a strip `r` holds the convergence plot under `code` (else it shows the code alone,
/// and the window puts the plot under the views: render/caption_band.h).
bool strip_holds_plot(const Rect& r, const Pseudocode& code);
/// The convergence plot alone in `r`; false when `r` is too small for it.
bool paint_convergence_plot(Canvas& c, const Rect& r, const Convergence& conv);

}  // namespace gjklab
