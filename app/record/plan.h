// Which step each frame of a recording shows, and how far that step's new elements have faded
// in: every step is held long enough to read, new elements appear with a short eased
// transition, the last step is held at the end. Pure arithmetic: the same scene and settings
// always give the same frames.
#pragma once

#include <string>
#include <vector>

#include "model/lesson.h"

namespace gjklab {

struct PlannedFrame {
    int step;            ///< the beat (model/lesson.h) the frame shows
    float appear;        ///< 0..1, eased
    float sway_deg = 0;  ///< 3D: the cameras turned about the vertical (add_sway)
};

/// Beats that last `seconds[i]` each at `fps`, then `hold_end_seconds` on the last.
std::vector<PlannedFrame> plan_frames(const std::vector<double>& seconds, int fps,
                                      double hold_end_seconds);

/// Motion parallax for 3D lessons: what lies nearer you than O moves the other way from what
/// lies behind it when the camera turns, so a student sees depth in the picture itself. On each
/// beat where `sways[step]`, the cameras swing once about the vertical, out to +amplitude, over
/// to -amplitude and back (a sine), in kSwaySeconds from the beat's start (its fade-in), then
/// rest while the caption is read. The swing takes kSwayPositionsPerSecond distinct positions a
/// second: a frame held between them stays one image (recorder.h).
constexpr double kSwaySeconds = 1.6;
constexpr double kSwayPositionsPerSecond = 10;
void add_sway(std::vector<PlannedFrame>& plan, const std::vector<bool>& sways, int fps,
              double amplitude_deg);
/// The beats that swing: where a new point of A - B appears (a support point, or a whole step
/// at once without sub-steps), the whole of A - B (the introduction's question), the answer.
bool beat_sways(const Beat& beat);

/// A run of identical frames of a plan: `plan[first]` shown `count` times in a row (a beat
/// held after its fade-in). Each run is drawn once.
struct Hold {
    size_t first;
    int count;
};

/// The plan cut into runs of identical frames, in order (their counts sum to plan.size()).
std::vector<Hold> holds_of(const std::vector<PlannedFrame>& plan);

/// Reading speed of a caption at pace 1 (the scene's `seconds_per_step`, or --seconds-per-step,
/// scales it): a student reading the frames alone found one second per sub-step too fast.
constexpr double kCaptionCharactersPerSecond = 45;

/// How long each beat lasts at `pace` seconds a sub-step: the introduction and the ending
/// longer (beat_weight), and every beat long enough to read its caption (`captions[i]`, empty
/// when there is none).
std::vector<double> beat_seconds(const std::vector<Beat>& beats,
                                 const std::vector<std::string>& captions, double pace);

}  // namespace gjklab
