// The interactive window: SDL2 + OpenGL 3.3 core + Dear ImGui.
#pragma once

#include <string>

namespace gjklab {

/// `gjklab [FILE] [--frame-stats] [--exit-after N] [--screenshot F.png] [--size WxH]`.
struct WindowRequest {
    std::string scene_path;
    bool frame_stats = false;   ///< print frame times (recompute + draw) once a second
    int exit_after_frames = 0;  ///< > 0: quit after this many frames (tests, scripts)
    std::string screenshot;     ///< with exit_after_frames: PNG of the last frame
    std::string save_on_exit;   ///< write the (edited) scene here when the window closes
    int width = 1600, height = 900;
    double ui_scale = 0;  ///< > 0: instead of the remembered one (ui/ui_scale.h)
};

/// Opens the window on a scene file (already validated); returns the exit code.
int run_window(const WindowRequest& options);

}  // namespace gjklab
