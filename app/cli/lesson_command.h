// `gjklab lesson SCENE [--json]`: every beat of the scene's lesson, as the window and `record`
// tell it (docs/format.md, lesson): for scripts, slide makers and translators.
#pragma once

#include <string>

namespace gjklab {

struct LessonRequest {
    std::string language;  ///< "en" or "zh" instead of the scene's view.language ("": the scene's)
    std::string file;
    bool json = false;
    bool intro = true;     ///< false: --no-intro
    bool substeps = true;  ///< false: --no-substeps
    bool mpr = false;      ///< MPR's lesson (model/mpr_lesson.h) instead
    bool cast = false;     ///< the time of impact's lesson (model/cast_lesson.h) instead
};

/// Prints the lesson; returns the exit code (throws InputError for a bad scene).
int lesson_command(const LessonRequest& request);

}  // namespace gjklab
