// Screenshots and recordings from the window: what the views show (not the panels), at a chosen
// resolution, through the same offscreen renderer and encoder as `gjklab render` and `record`.
#pragma once

#include <memory>
#include <string>

namespace gjklab {

struct AppState;
struct RecordingSession;

struct CaptureState {
    std::string folder = ".";  ///< where screenshots and recordings go
    int resolution = 0;        ///< index into kCaptureSizes
    int format = 0;            ///< 0: MP4, 1: GIF, 2: PNG frames
    int fps = 30;
    int shots = 0;                              ///< screenshots taken (for file names)
    std::shared_ptr<RecordingSession> session;  ///< the recording in progress, if any
    std::string last_file;                      ///< where the last capture went
    bool want_screenshot = false;               ///< taken at the start of the next frame
};

/// The capture section of the panel: folder, size, format, Record/Stop, Screenshot.
void draw_capture_panel(AppState& s, double now);
/// While a recording runs: its progress bar, frames done of all, and a stop button (in the
/// timeline bar, where the lecturer looks, whether the panel is shown or not). False when none
/// runs.
bool draw_recording_progress(AppState& s, double now);
/// Starts recording the whole timeline of the current scene (Ctrl+R).
void start_recording(AppState& s, double now);
/// Takes a requested screenshot and renders the next few frames of a recording in progress.
/// Call outside the ImGui frame (the offscreen renderer has its own ImGui context).
void run_pending_captures(AppState& s, double now);
/// Asks for a PNG of the views at the window's resolution (F12), taken next frame.
inline void request_screenshot(CaptureState& c) {
    c.want_screenshot = true;
}

}  // namespace gjklab
