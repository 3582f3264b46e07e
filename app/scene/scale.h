// Whether a scene's query pair suits its precision (see scale_problem).
#pragma once

#include <string>

#include "scene/scene.h"

namespace gjklab {

/// Why the scene's query pair cannot be computed reliably in the scene's precision, or "" if
/// it can: A - B's extent outside the core's range (gjk/precision.h says why: 1e-9 to 1e9 in
/// float, 1e-70 to 1e70 in double, or zero), or a float scene's coordinates, counted from A's
/// position, beyond 1e30. Outside that, answers would be silently wrong (two boxes 1e10 apart
/// "overlapping" in float).
std::string scale_problem(const Scene& scene);

}  // namespace gjklab
