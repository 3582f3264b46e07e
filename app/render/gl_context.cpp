#include "render/gl_context.h"

#include <SDL.h>

#include <cstdlib>
#include <stdexcept>
#include <thread>

namespace gjklab {

namespace {
bool has_display() {
    const char* x = std::getenv("DISPLAY");
    const char* w = std::getenv("WAYLAND_DISPLAY");
    return (x && *x) || (w && *w);
}
}  // namespace

GlContext::GlContext(const std::string& title, int width, int height, bool visible)
    : visible_(visible) {
    if (!visible && !has_display() && !std::getenv("SDL_VIDEODRIVER"))
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0)
        throw std::runtime_error(std::string("cannot start the video system: ") + SDL_GetError());
#ifdef __EMSCRIPTEN__
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);  // WebGL2
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
#else
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
#endif
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
    Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_ALLOW_HIGHDPI;
    flags |= visible ? (SDL_WINDOW_RESIZABLE | SDL_WINDOW_SHOWN) : SDL_WINDOW_HIDDEN;
    window_ = SDL_CreateWindow(title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width,
                               height, flags);
    if (!window_) {
        std::string err = SDL_GetError();
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
        throw std::runtime_error("cannot open a window: " + err);
    }
    gl_ = SDL_GL_CreateContext(window_);
    if (!gl_) {
        std::string err = SDL_GetError();
        SDL_DestroyWindow(window_);
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
        throw std::runtime_error("cannot create an OpenGL context: " + err);
    }
    SDL_GL_MakeCurrent(window_, gl_);
#ifndef __EMSCRIPTEN__  // the browser draws at its display's pace (requestAnimationFrame)
    SDL_GL_SetSwapInterval(visible ? 1 : 0);
#endif
}

void GlContext::swap() {
    SDL_GL_SwapWindow(window_);
#ifndef __EMSCRIPTEN__  // the browser draws at its display's pace (requestAnimationFrame)
    if (!visible_) return;
    SDL_DisplayMode mode{};
    const int index = SDL_GetWindowDisplayIndex(window_);
    const int hz =
        index >= 0 && SDL_GetCurrentDisplayMode(index, &mode) == 0 && mode.refresh_rate > 0
            ? mode.refresh_rate
            : 60;
    const auto due = last_swap_ + std::chrono::microseconds(1000000 / hz);
    if (std::chrono::steady_clock::now() < due) std::this_thread::sleep_until(due);
    last_swap_ = std::chrono::steady_clock::now();
#endif
}

GlContext::~GlContext() {
    SDL_GL_DeleteContext(gl_);
    SDL_DestroyWindow(window_);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
}

std::string GlContext::driver() const {
    const char* d = SDL_GetCurrentVideoDriver();
    return d ? d : "";
}

}  // namespace gjklab
