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

void add_sway(std::vector<PlannedFrame>& plan, const std::vector<bool>& sways, int fps,
              double amplitude_deg) {
    if (amplitude_deg == 0) return;
    // Frames per position: 3 at 30 fps, 6 at 60.
    const int per_position = std::max(1, int(std::lround(fps / kSwayPositionsPerSecond)));
    const int full_swing = std::max(1, int(std::lround(kSwaySeconds * fps)));
    for (size_t first = 0; first < plan.size();) {
        size_t end = first;  // the beat's frames: [first, end)
        while (end < plan.size() && plan[end].step == plan[first].step) ++end;
        const size_t step = size_t(plan[first].step);
        // A beat shorter than the swing swings faster, so that it ends at rest.
        const int swing = std::min(full_swing, int(end - first));
        if (step < sways.size() && sways[step] && swing >= 2 * per_position)
            for (int k = 0; k < swing; ++k) {
                const int at = k / per_position * per_position;  // the position's first frame
                plan[first + size_t(k)].sway_deg =
                    float(amplitude_deg * std::sin(2 * M_PI * at / swing));
            }
        first = end;
    }
}

bool beat_sways(const Beat& beat) {
    switch (beat.phase) {
        case Phase::Whole:
        case Phase::IntroQuestion:
        case Phase::IntroSupport:
        case Phase::GjkSupport:
        case Phase::EpaSupport:
        case Phase::EndAnswer:
            return true;
        default:
            return false;
    }
}

std::vector<Hold> holds_of(const std::vector<PlannedFrame>& plan) {
    std::vector<Hold> holds;
    for (size_t i = 0; i < plan.size(); ++i) {
        const bool same = !holds.empty() && plan[i].step == plan[i - 1].step &&
                          plan[i].appear == plan[i - 1].appear &&
                          plan[i].sway_deg == plan[i - 1].sway_deg;
        if (same)
            ++holds.back().count;
        else
            holds.push_back({i, 1});
    }
    return holds;
}

}  // namespace gjklab
