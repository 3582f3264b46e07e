// `gjklab record`: the whole timeline of a scene, every GJK then EPA step (or, with --sat, every
// axis the separating axis test tries), into a video or PNG frames, with eased transitions,
// optional captions and a progress bar on the terminal.
#pragma once

#include <string>

#include "render/painter2.h"

namespace gjklab {

/// `gjklab record FILE --out F.mp4|F.gif|DIR [--fps N] [--size WxH] [--view ...]`, parsed.
struct RecordRequest {
    std::string language;  ///< "en" or "zh" instead of the scene's view.language ("": the scene's)
    std::string scene_path;
    std::string out;
    int fps = 30;
    int width = 1280, height = 720;
    std::string view;
    double seconds_per_step = 0;   ///< > 0: instead of the scene's pace
    bool intro = true;             ///< false: without the introduction
    bool substeps = true;          ///< false: one beat per step
    bool lesson_panel = true;      ///< the pseudocode and convergence strip beside the views
    double ui_scale = 0;           ///< > 0: instead of output_scale(height) (offscreen.h)
    double caption_size = 0;       ///< > 0: instead of the scene's
    std::string caption_position;  ///< "top" or "bottom" instead of the scene's; "": the scene's
    double parallax_deg = -1;      ///< >= 0: instead of the scene's recording.parallax_deg
    bool motion = false;  ///< a moving scene filmed in real time with its plots (scene/motion.h)
    bool cast = false;    ///< the GJK ray cast of a moving scene (model/cast_lesson.h)
    bool mpr = false;     ///< MPR on the query pair (model/mpr_lesson.h)
    bool sat = false;     ///< the separating axis test, one axis a beat, instead of GJK and EPA
    ViewOverrides overrides;
};

int record_command(const RecordRequest& request);

}  // namespace gjklab
