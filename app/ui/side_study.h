// The window playing a lesson told beside the query's own (model/side_lesson.h): the time of
// impact of a moving scene or MPR. It wraps the query's study: the panels, the shape editor and
// the Result stay the query's; the beats, their words, the pseudocode and the views become the
// side lesson's. Where the scene cannot tell that lesson (a cast of a scene that does not move),
// it shows the query's lesson and says why (`unavailable`).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "ui/study.h"

namespace gjklab {

/// Which lesson the window plays.
enum class LessonKind { Query, Cast, Mpr };

/// "GJK and EPA", "time of impact", "MPR": for the Step panel's choice.
const char* lesson_kind_name(LessonKind kind);
/// "query", "cast", "mpr" (the window's `--lesson`); nullopt for any other word.
std::optional<LessonKind> lesson_kind_named(const std::string& word);

/// The study of `scene` playing lesson `kind` (the query's own for Query). `scene` is the
/// document as written: a cast needs its motion from time 0.
std::unique_ptr<Study> study_of(const Scene& scene, LessonKind kind);
/// Why a side study shows the query's lesson instead of its own ("" when it does not).
std::string side_lesson_unavailable(const Study& study);

}  // namespace gjklab
