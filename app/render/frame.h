// The views of a frame (render/views.h) painted, 2D or 3D, shared by the window and the
// headless renderer; and the 2D views' framing.
#pragma once

#include "render/painter2.h"
#include "render/painter3.h"
#include "render/views.h"

namespace gjklab {

/// Paints every visible view (grid, content, frame and title) into `c`, each clipped to its
/// viewport, and the lesson strip; 2D or 3D.
template <class Camera>
void paint_views(Canvas& c, const Views<Camera>& v, const Scene& scene,
                 const typename Views<Camera>::Timeline& t, int step, const PaintOptions& o);

}  // namespace gjklab
