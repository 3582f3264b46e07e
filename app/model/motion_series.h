// `gjklab motion`: the query of a moving scene sampled over its interval (each sample
// warm-started from the one before), and the moments a user looks for in it: where the contact
// begins and ends and where the normal jumps, each found to the bit by bisection between the
// samples around it, and the stretches where the answer carries a warning.
#pragma once

#include <string>
#include <vector>

#include "scene/evaluate.h"
#include "scene/scene.h"

namespace gjklab {

struct MotionSample {
    double t = 0;
    QueryReport report;  ///< the query of the scene moved to t
};

struct MotionEvent {
    /// "contact_begins", "contact_ends", "normal_jump" (at `t`), or "warning" (from `t` to
    /// `until`, the samples that carry `detail`).
    std::string kind;
    double t = 0, until = 0;
    double angle_deg = 0;  ///< normal_jump: the turn across the jump
    glm::dvec3 normal_before{0, 0, 0}, normal_after{0, 0, 0};
    std::string detail;
};

struct MotionSeries {
    int dimension = 2;
    double duration = 1;
    std::vector<MotionSample> samples;
    std::vector<MotionEvent> events;
};

/// The signed distance of a query (negative: the depth) and its normal, 2D or 3D.
double signed_distance(const QueryReport& r);
glm::dvec3 normal_of(const QueryReport& r);

/// `samples` evenly spaced times from 0 to the duration (at least 2).
MotionSeries run_motion(const Scene& scene, int samples);

}  // namespace gjklab
