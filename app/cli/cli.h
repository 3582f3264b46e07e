// The `gjklab` command line: parses arguments and runs a subcommand (docs/format.md, Commands).
#pragma once

#include <functional>
#include <string>

namespace gjklab {

/// `gjklab render FILE --out F.png [--step N] [--size WxH] [--view ...]`, parsed.
struct RenderRequest {
    std::string scene_path;
    std::string out;
    int step = -1;  ///< -1: the last step
    int width = 1280, height = 720;
    std::string view;  ///< "", "split", "world" or "minkowski"
};

/// `gjklab record FILE --out F.mp4|F.gif|DIR [--fps N] [--size WxH] [--view ...]`, parsed.
struct RecordRequest {
    std::string scene_path;
    std::string out;
    int fps = 30;
    int width = 1280, height = 720;
    std::string view;
};

/// `gjklab [FILE] [--frame-stats] [--exit-after N] [--screenshot F.png] [--size WxH]`.
struct WindowRequest {
    std::string scene_path;
    bool frame_stats = false;   ///< print frame times (recompute + draw) once a second
    int exit_after_frames = 0;  ///< > 0: quit after this many frames (tests, scripts)
    std::string screenshot;     ///< with exit_after_frames: PNG of the last frame
    std::string save_on_exit;   ///< write the (edited) scene here when the window closes
    int width = 1600, height = 900;
};

/// Parses "WxH" (each 16..8192); throws InputError.
void parse_size(const std::string& text, int& width, int& height);

/// Entry points the CLI can hand over to, filled in by the front end that has them (the window
/// and the renderer live outside the headless library).
struct FrontEnds {
    /// Opens the window on a scene file; returns the exit code.
    std::function<int(const WindowRequest& request)> window;
    /// Renders one frame to a PNG; returns the exit code.
    std::function<int(const RenderRequest& request)> render;
    /// Records the whole timeline to a video or PNG frames; returns the exit code.
    std::function<int(const RecordRequest& request)> record;
};

/// Runs the command line; returns the process exit code. Errors are printed as one line
/// `gjklab: error: ...` on stderr: exit 2 for bad input or usage, 1 for anything else.
int run_cli(int argc, char** argv, const FrontEnds& front_ends = {});

/// The preset opened when no file is given.
std::string default_scene_path();

}  // namespace gjklab
