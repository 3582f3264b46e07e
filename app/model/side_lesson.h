// A lesson told beside the query's own: the time of impact (model/cast_lesson.h, `--cast`) or
// MPR (model/mpr_lesson.h, `--mpr`). `lesson`, `render` and `record` play any of them the same
// way through this: its beats, their words, pseudocode and pace. What frames and paints its
// views is render/side_lesson_views.h.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "model/cast_lesson.h"
#include "model/lesson.h"
#include "model/lesson/table.h"
#include "model/mpr_lesson.h"
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
    /// The lesson itself, whose views render/side_lesson_views.h lays out and paints.
    std::variant<std::shared_ptr<const CastLesson>, std::shared_ptr<const CastLesson3>,
                 std::shared_ptr<const MprLesson>>
        told;
};

/// The time of impact's lesson of a moving 2D or 3D scene.
SideLesson cast_side_lesson(const Scene& scene);
/// MPR's lesson of a 2D or 3D scene.
SideLesson mpr_side_lesson(const Scene& scene);

/// The beat `--phase` and `--step` name (a phase told once ignores the step); without a phase
/// the last beat. InputError naming the lesson's phases when there is none such.
Beat side_beat(const SideLesson& l, const std::string& phase, int step);

}  // namespace gjklab
