// The views of a lesson told beside the query's own (model/side_lesson.h): laid out in an area
// and painted beat by beat, the same way for `render`, `record` and the window.
#pragma once

#include <functional>
#include <string>

#include "model/side_lesson.h"
#include "render/canvas.h"
#include "render/painter2.h"
#include "render/views.h"

namespace gjklab {

/// Paints one beat of a side lesson in the area its views were laid out for.
using SidePainter = std::function<void(Canvas&, const Beat&, const PaintOptions&)>;

/// Lays the lesson's views out in `area` (`view`: split, world, minkowski; with the pseudocode
/// strip or not, `keep_strip`: a narrower one rather than none) and gives what paints a beat
/// there.
SidePainter lay_out_side_lesson(const SideLesson& lesson, const Rect& area, const std::string& view,
                                bool lesson_panel, bool keep_strip);

}  // namespace gjklab
