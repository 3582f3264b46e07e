#include "record/plan.h"

#include <algorithm>
#include <cmath>

namespace gjklab {

std::vector<double> beat_seconds(const std::vector<Beat>& beats,
                                 const std::vector<std::string>& captions, double pace) {
    std::vector<double> out;
    for (size_t i = 0; i < beats.size(); ++i) {
        const double reading =
            i < captions.size() ? double(captions[i].size()) / kCaptionCharactersPerSecond : 0;
        out.push_back(pace * std::max(beat_weight(beats[i]), reading));
    }
    return out;
}

std::vector<PlannedFrame> plan_frames(const std::vector<double>& seconds, int fps,
                                      double hold_end_seconds) {
    std::vector<PlannedFrame> frames;
    const int steps = int(seconds.size());
    for (int s = 0; s < steps; ++s) {
        const int per_step = std::max(1, int(std::lround(fps * seconds[size_t(s)])));
        // The fade takes 0.4 s, or 40% of the step when steps are short.
        const double fade_frames = std::max(1.0, std::min(0.4 * fps, 0.4 * per_step));
        for (int i = 0; i < per_step; ++i) {
            double x = std::min(1.0, (i + 1) / fade_frames);
            float eased = float(x * x * (3 - 2 * x));  // smoothstep
            frames.push_back({s, eased});
        }
    }
    const int hold = int(std::lround(fps * hold_end_seconds));
    for (int i = 0; i < hold && steps > 0; ++i) frames.push_back({steps - 1, 1.0f});
    return frames;
}

std::vector<Hold> holds_of(const std::vector<PlannedFrame>& plan) {
    std::vector<Hold> holds;
    for (size_t i = 0; i < plan.size(); ++i) {
        const bool same = !holds.empty() && plan[i].step == plan[i - 1].step &&
                          plan[i].appear == plan[i - 1].appear;
        if (same)
            ++holds.back().count;
        else
            holds.push_back({i, 1});
    }
    return holds;
}

}  // namespace gjklab
