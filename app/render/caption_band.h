// The caption band of a recording, and of the window with its panel hidden (a projector): the
// beat's title and caption across the frame, in lines laid out by model/caption_layout.h.
#pragma once

#include "model/caption_layout.h"
#include "render/canvas.h"
#include "view/camera2.h"

namespace gjklab {

/// The height a band needs for `layout`'s lines, with a margin above and below.
double caption_band_height(const CaptionLayout& layout);

/// Paints `layout` centred in `band` over a plain background, with a rule on the band's edge
/// towards the views (its top edge, or its bottom one when `views_below`).
void paint_caption_band(Canvas& canvas, const Rect& band, const CaptionLayout& layout,
                        bool views_below);

}  // namespace gjklab
