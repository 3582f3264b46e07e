// Float and double side by side: the scene run in the other precision, drawn beside the main
// views at the same step, each half titled with its precision, the step where the two runs part
// ways marked on the timeline and in both halves. Edits rebuild both runs.
#pragma once

#include "render/canvas.h"
#include "render/painter2.h"
#include "view/camera2.h"

namespace gjklab {

struct AppState;
class Study;

/// Shows or hides the other precision's run beside the main views.
void show_twin(AppState& s, bool shown);
/// Runs the scene as it is now in the other precision again (after an edit), and where the two
/// runs part ways.
void rebuild_twin(AppState& s);
/// Lays out the views on `area`: the main run alone, or the main run on the left half and the
/// other precision's on the right, in the same view mode.
void layout_views(AppState& s, const Rect& area);
/// The other precision's run at the main run's step, and both halves' titles.
void paint_twin(const AppState& s, Canvas& canvas, const PaintOptions& options);
/// The same with the two runs' studies given (copies fitted to a screenshot's size).
void paint_twin(const AppState& s, const Study& main, const Study& twin, Canvas& canvas,
                const PaintOptions& options);

}  // namespace gjklab
