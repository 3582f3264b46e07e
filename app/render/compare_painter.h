// The comparison's volumes and rasters drawn in the world view, over the shapes: bounding
// circles (spheres), AABBs and OBBs in each shape's colour, the SAT axis with both projection
// intervals on it, the grid cells and pixel masks each shape covers, what both cover marked red.
#pragma once

#include "model/compare.h"
#include "render/canvas.h"
#include "view/camera2.h"
#include "view/camera3.h"

namespace gjklab {

void paint_compare_layers(Canvas& c, const Camera2& cam, const CompareGeometry& g,
                          const CompareLayers& layers, bool labels);
void paint_compare_layers(Canvas& c, const Camera3& cam, const CompareGeometry& g,
                          const CompareLayers& layers, bool labels);

}  // namespace gjklab
