// The contact manifold's beats drawn over the world view (model/lesson.h, the "contact-manifold"
// table): the reference face with its normal and the incident face, the side lines (planes)
// that cut it and where, then the points kept with their separations and the ones dropped.
#pragma once

#include "model/lesson.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/canvas.h"
#include "render/painter2.h"
#include "view/camera2.h"
#include "view/camera3.h"

namespace gjklab {

void paint_manifold(Canvas& c, const Camera2& cam, const Timeline2& t, Phase phase,
                    const PaintOptions& o);
void paint_manifold(Canvas& c, const Camera3& cam, const Timeline3& t, Phase phase,
                    const PaintOptions& o);

}  // namespace gjklab
