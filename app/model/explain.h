// The name of a step and one sentence that says what happened in it, for a student: the window's
// step panel, the recordings' captions and `gjklab trace` all show it.
#pragma once

#include <gjk/trace.h>

#include <string>

#include "scene/scene.h"

namespace gjklab {

/// "GJK 2/3", "boolean GJK 1/4" or "EPA 1/4" for step `step` of a timeline with those counts.
std::string step_label(Variant variant, int step, int gjk_count, int epa_count);

/// A 2D GJK step, distance or boolean variant.
std::string explain_step(const gjk::GjkStep& step, Variant variant);
/// A 2D EPA step.
std::string explain_step(const gjk::EpaStep& step);
/// A 3D GJK step, distance or boolean variant.
std::string explain_step(const gjk::GjkStep3& step, Variant variant);
/// A 3D EPA step.
std::string explain_step(const gjk::EpaStep3& step);

}  // namespace gjklab
