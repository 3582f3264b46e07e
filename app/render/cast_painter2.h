// Draws a beat of the ray cast lesson (model/cast_lesson.h): A - B at the piece's start with
// the ray from O along r, the ray's point x = lambda r, the simplex S, the support point and
// its line, the nearest point y; the world with B moved along its motion to lambda; the
// ray cast's pseudocode and |x - y| - sigma per iteration in the strip.
#pragma once

#include "model/cast_lesson.h"
#include "render/painter2.h"
#include "render/views.h"

namespace gjklab {

/// The views framed on the cast: A - B with O and the ray up to the answer; the world with B's
/// start, A, and B at the answer.
void frame_cast_views(Views2& v, const CastLesson& l);

void paint_cast_views(Canvas& c, const Views2& v, const CastLesson& l, const Beat& b,
                      const PaintOptions& o);

}  // namespace gjklab
