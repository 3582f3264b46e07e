// Whether a scene's query pair suits its precision (see scale_problem).
#pragma once

#include <string>

#include "scene/scene.h"

namespace gjklab {

/// Why the scene's query pair cannot be computed reliably in the scene's precision, or "" if
/// it can. GJK and EPA multiply up to four lengths of A - B together (areas times areas in
/// the 2D simplex, |n|^2 of a face normal in 3D), so A - B's extent must keep those products
/// away from overflow and underflow: between 1e-9 and 1e9 in float, 1e-70 and 1e70 in double
/// (zero, two points at one place, is fine); and a float scene's coordinates must be floats.
/// Outside that, answers would be silently wrong (two boxes 1e10 apart "overlapping").
std::string scale_problem(const Scene& scene);

}  // namespace gjklab
