// What the window is asked to open and how (the command line's, or the browser page's).
#pragma once

#include <string>

namespace gjklab {

/// `gjklab [FILE] [--link URL] [--frame-stats] [--exit-after N] [--screenshot F.png] [--size WxH]`.
struct WindowRequest {
    std::string scene_path;
    /// A link's query (scene/link.h): its scene instead of scene_path (when it names one), and
    /// the beat, language, practice and panel it asks for.
    std::string link;
    bool frame_stats = false;   ///< print frame times (recompute + draw) once a second
    int exit_after_frames = 0;  ///< > 0: quit after this many frames (tests, scripts)
    std::string screenshot;     ///< with exit_after_frames: PNG of the last frame
    std::string save_on_exit;   ///< write the (edited) scene here when the window closes
    int width = 1600, height = 900;
    double ui_scale = 0;  ///< > 0: instead of the remembered one (ui/ui_scale.h)
    std::string lesson;   ///< "query" (default), "cast" or "mpr": the lesson played
};

/// Opens the window on a scene file (already validated); returns the exit code.
int run_window(const WindowRequest& options);

}  // namespace gjklab
