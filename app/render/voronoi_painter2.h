// GJK's simplex with its Voronoi regions in the 2D Minkowski view (the closest-point sub-step).
#pragma once

#include <gjk/trace.h>

#include "model/support_names.h"
#include "render/painter2.h"

namespace gjklab {

/// The simplex entering the step, its Voronoi regions' borders, the region holding O, and
/// (labels on) what GJK would keep and drop were O in each other region (`boolean`: the boolean
/// variant, whose nearest part is not a point v).
void paint_voronoi(Canvas& c, const Camera2& cam, const gjk::GjkStep& g,
                   const SupportNames<gjk::TraceVertex>& names, const PaintOptions& o,
                   bool boolean);

}  // namespace gjklab
