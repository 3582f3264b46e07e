// Which step each frame of a recording shows, and how far that step's new elements have faded
// in: every step is held long enough to read, new elements appear with a short eased
// transition, the last step is held at the end. Pure arithmetic: the same scene and settings
// always give the same frames.
#pragma once

#include <vector>

namespace gjklab {

struct PlannedFrame {
    int step;
    float appear;  ///< 0..1, eased
};

/// `steps` timeline steps at `fps`, `seconds_per_step` each, then `hold_end_seconds` on the last.
std::vector<PlannedFrame> plan_frames(int steps, int fps, double seconds_per_step,
                                      double hold_end_seconds);

}  // namespace gjklab
