// OpenGL entry points. On the desktop, OpenGL 3.3 core: the GLVND libOpenGL exports them all,
// whichever way the context was made (GLX in a window, EGL offscreen). In the browser, WebGL2:
// OpenGL ES 3.0, whose calls Emscripten maps onto it.
#pragma once

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
#endif

namespace gjklab {
/// The version line of Dear ImGui's shaders and of ours (shaders/ have none: it is added at
/// build time, app/render/embed_shaders.cmake).
#ifdef __EMSCRIPTEN__
inline constexpr const char* kGlslVersion = "#version 300 es";
#else
inline constexpr const char* kGlslVersion = "#version 330";
#endif
}  // namespace gjklab
