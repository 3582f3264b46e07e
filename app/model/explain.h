// The name of a step and one plain sentence or three that say what happened in it, for a
// student: the window's step panel, the recordings' captions and `gjklab trace` all show it.
// Numbers have 4 significant digits (the panel has them all); each sentence speaks of one
// dimension; points are called by their names (model/support_names.h).
#pragma once

#include <gjk/trace.h>

#include <string>
#include <vector>

#include "model/support_names.h"
#include "scene/scene.h"

namespace gjklab {

/// "GJK 2/3", "boolean GJK 1/4" or "EPA 1/4" for step `step` of a timeline with those counts.
std::string step_label(Variant variant, int step, int gjk_count, int epa_count);

/// What a step's sentences refer to beyond the step: the points' names, and the radii of the
/// query pair's cores (QueryReport::radii; 0: no rounded shape).
template <class Vertex>
struct ExplainContext {
    const SupportNames<Vertex>& names;
    double radii = 0;
};

/// A 2D GJK step, distance or boolean variant.
std::string explain_step(const gjk::GjkStep& step, Variant variant,
                         const ExplainContext<gjk::TraceVertex>& context);
/// A 2D EPA step.
std::string explain_step(const gjk::EpaStep& step, const ExplainContext<gjk::TraceVertex>& context);
/// A 3D GJK step, distance or boolean variant.
std::string explain_step(const gjk::GjkStep3& step, Variant variant,
                         const ExplainContext<gjk::TraceVertex3>& context);
/// A 3D EPA step.
std::string explain_step(const gjk::EpaStep3& step,
                         const ExplainContext<gjk::TraceVertex3>& context);

/// A number for people: 4 significant digits, no "-0".
std::string short_number(double x);
/// Enough significant digits (4 at least, 10 at most) that numbers as large as `x` show a
/// difference of `resolution`: 10002.9 and 10004.1 stay apart where 4 digits give 1e+04 twice.
std::string short_number(double x, double resolution);

/// The corners of the simplex entering a GJK step (0-based) that a region names.
std::vector<int> region_corners(gjk::Region region);  // 2D
std::vector<int> region_corners(int mask);            // 3D: bit i is corner i

}  // namespace gjklab
