// The interactive window: SDL2 + OpenGL (3.3 core on the desktop, ES 3.0 in the browser) +
// Dear ImGui. One loop for both: the desktop calls frame() until quit, the browser once per
// display frame (app/web/web_main.cpp).
#pragma once

#include <imgui.h>

#include <chrono>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include <SDL_events.h>

#include "render/canvas.h"
#include "render/text.h"
#include "ui/app.h"
#include "ui/panels.h"
#include "ui/window_request.h"

namespace gjklab {

class GlContext;
class CanvasRenderer;

/// The window's state and its frame: start() opens it on the request's scene, frame() takes
/// the events, draws once (or, in the browser, nothing while nothing changes), finish() saves
/// what was asked and gives the exit code.
class WindowLoop {
  public:
    explicit WindowLoop(const WindowRequest& options);
    ~WindowLoop();
    WindowLoop(const WindowLoop&) = delete;
    WindowLoop& operator=(const WindowLoop&) = delete;

    /// open_window() then open_request(); false with the error when the scene or link fails.
    bool start(std::string* error);
    /// The window, its GL context and Dear ImGui; throws std::runtime_error when they fail.
    void open_window();
    /// The request's scene or link; on failure the state is as it was and `error` says why.
    bool open_request(std::string* error);
    /// One frame; false when nothing was drawn (the browser, while nothing changes).
    bool frame();
    int finish();
    AppState& state() { return s_; }
    /// Opens a file as if dropped on the window: a scene, or a mesh whose hull joins it.
    void open_dropped_file(const std::string& path);

  private:
    using Clock = std::chrono::steady_clock;
    void set_ui_scale(double scale, bool remember);
    void reload_fonts();
    bool open_link(const std::string& url, std::string* error);

    WindowRequest options_;
    std::unique_ptr<GlContext> context_;
    std::unique_ptr<CanvasRenderer> canvas_renderer_;
    bool started_ = false;
    AppState s_;
    double ui_ = 1;
    float pixel_scale_ = 1;
    std::string settings_;
    double stats_sum_ = 0, stats_max_ = 0;
    double stats_work_sum_ = 0;  ///< the frames' time before the GPU (ms)
    int stats_frames_ = 0;
    Clock::time_point stats_start_ = Clock::now();
    int frame_ = 0;
    Canvas canvas_;
    ImVec2 last_motion_{-1, -1};
    std::string titled_path_;
    std::vector<FrameBox> last_labels_;  ///< the boxes of the frame before
    int quiet_frames_ = 0;               ///< frames drawn since the last event
    bool panel_was_shown_ = true;
    std::vector<KeyPress> keys_;
    std::deque<SDL_Event> held_;  ///< events for the next frame, in order
};

}  // namespace gjklab
