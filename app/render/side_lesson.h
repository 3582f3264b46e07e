// A lesson told beside the query's own: the time of impact (model/cast_lesson.h, `--cast`) or
// MPR (model/mpr_lesson.h, `--mpr`). `render`, `record` and `lesson` play any of them the same
// way through this: its beats, their words, pseudocode and plot, and how its views are framed
// and painted.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/lesson.h"
#include "model/lesson/table.h"
#include "render/canvas.h"
#include "render/painter2.h"
#include "render/views.h"
#include "scene/scene.h"

namespace gjklab {

struct SideLesson {
    std::string flag;  ///< "--cast", "--mpr"
    std::string noun;  ///< "cast", "MPR lesson"
    Stage stage;       ///< the stage of its phases (what `--phase` may name)
    Scene start;       ///< the scene its views are laid out for
    std::vector<Beat> beats;
    int steps = 0;  ///< iterations, for a recording's pace
    int dimension = 2;
    std::function<Algorithm(const Beat&)> algorithm;
    std::function<std::string(const Beat&)> title;
    std::function<lesson::Said(const Beat&)> said;
    std::function<Pseudocode(const Beat&)> code;
    /// Lays its views out in `area` (`view`: split, world, minkowski; with the pseudocode strip
    /// or not, `keep_strip`: a narrower one rather than none) and gives what paints a beat there.
    using Painter = std::function<void(Canvas&, const Beat&, const PaintOptions&)>;
    std::function<Painter(const Rect& area, const std::string& view, bool lesson_panel,
                          bool keep_strip)>
        lay_out;
};

/// The time of impact's lesson of a moving 2D or 3D scene.
SideLesson cast_side_lesson(const Scene& scene);
/// MPR's lesson of a 2D or 3D scene.
SideLesson mpr_side_lesson(const Scene& scene);

/// The beat `--phase` and `--step` name (a phase told once ignores the step); without a phase
/// the last beat. InputError naming the lesson's phases when there is none such.
Beat side_beat(const SideLesson& l, const std::string& phase, int step);

}  // namespace gjklab
