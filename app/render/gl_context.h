// An SDL window with an OpenGL 3.3 core context (in the browser: WebGL2, OpenGL ES 3.0). Without a
// display (no DISPLAY or WAYLAND_DISPLAY) a hidden window on SDL's offscreen driver is used: Mesa
// gives it a context through EGL, so headless rendering needs no X server.
#pragma once

#include <chrono>
#include <string>

struct SDL_Window;

namespace gjklab {

class GlContext {
  public:
    /// `visible`: a real window for the user; otherwise hidden (offscreen when no display).
    GlContext(const std::string& title, int width, int height, bool visible);
    ~GlContext();
    GlContext(const GlContext&) = delete;
    GlContext& operator=(const GlContext&) = delete;

    SDL_Window* window() const { return window_; }
    void* gl() const { return gl_; }
    /// Which SDL video driver is in use ("x11", "wayland", "offscreen").
    std::string driver() const;
    /// Shows the frame drawn. A visible window shows at most one frame per refresh of its
    /// display (60 Hz when the display does not say): the swap interval asks the driver to
    /// wait for the refresh, and where it does not (Xvfb, Mesa's llvmpipe, some remote
    /// desktops) the wait is made here, so a window that plays a lesson does not spin a core,
    /// and N frames (--exit-after) last as long on a fast machine as on a slow one.
    void swap();

  private:
    SDL_Window* window_ = nullptr;
    void* gl_ = nullptr;
    bool visible_ = false;
    std::chrono::steady_clock::time_point last_swap_{};
};

}  // namespace gjklab
