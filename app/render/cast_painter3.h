// Draws a beat of the time of impact's lesson in 3D (model/cast_lesson.h), as cast_painter2.h
// does in 2D: A - B at the piece's start with the ray from O along r, x = lambda r, the simplex
// S, the support point and the plane across u through it, the nearest point y; or, for the
// advancement, A - B and the shapes at the step's time with their closest points and normal;
// the world with B moved to lambda and where it started.
#pragma once

#include "model/cast_lesson.h"
#include "render/painter2.h"
#include "render/views.h"

namespace gjklab {

/// The views framed on the cast: A - B with O and the ray up to the answer (for the
/// advancement, A - B at every time shown); the world with A and B at the start and the answer.
void frame_cast_views3(Views3& v, const CastLesson3& l);

void paint_cast_views3(Canvas& c, const Views3& v, const CastLesson3& l, const Beat& b,
                       const PaintOptions& o);

}  // namespace gjklab
