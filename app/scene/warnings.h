// What a user should know about a query's answer beyond its numbers: the iteration caps, a stop
// forced by rounding, shapes within tolerance of touching, and precision too coarse for the
// answer at these coordinates. `query --json` lists them as "warnings", the window's result
// panel shows them.
#pragma once

#include <string>
#include <vector>

#include "scene/evaluate.h"

namespace gjklab {

/// One short line per warning, each starting with its kind: "iteration cap: ...",
/// "no progress: ...", "touching within tolerance: ...", "precision: ...".
std::vector<std::string> query_warnings(const Scene& scene, const QueryReport& report);

}  // namespace gjklab
