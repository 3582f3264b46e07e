// `gjklab render`: one frame of a scene's views to a PNG, no window shown.
#pragma once

#include <string>

#include "render/painter2.h"
#include "render/text.h"

#include <vector>

namespace gjklab {

/// `gjklab render FILE --out F.png [--step N] [--size WxH] [--view ...]`, parsed.
struct RenderRequest {
    std::string language;  ///< "en" or "zh" instead of the scene's view.language ("": the scene's)
    std::string scene_path;
    std::string out;
    int step = -1;  ///< -1: the last step
    int width = 1280, height = 720;
    std::string view;             ///< "", "split", "world" or "minkowski"
    std::string phase = "whole";  ///< a sub-step of the step (model/lesson.h, phase_name)
    bool lesson_panel = true;     ///< the pseudocode and convergence strip beside the views
    double ui_scale = 0;          ///< > 0: instead of output_scale(height) (offscreen.h)
    ViewOverrides overrides;
    int sat_step = -1;        ///< >= 0: draw the SAT layer at this axis (0: the one that answers)
    bool caption = false;     ///< the beat's title and caption in a band, as `record` draws it
    std::string layout_json;  ///< non-empty: write the frame's boxes here (docs/format.md)
    bool cast = false;        ///< a beat of the time of impact's lesson (model/cast_lesson.h)
    bool mpr = false;         ///< a beat of MPR's lesson (model/mpr_lesson.h)
};

/// The boxes of a frame `width` x `height` as JSON (`render --layout-json`): `boxes` in logical
/// pixels, written in the frame's pixels (x `scale`).
std::string layout_json(const std::vector<FrameBox>& boxes, int width, int height, double scale);

/// Loads the scene, renders the requested step, writes the PNG. Bad input (scene, step, view,
/// unwritable path) is an InputError.
int render_command(const RenderRequest& request);

}  // namespace gjklab
