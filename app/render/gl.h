// OpenGL 3.3 core entry points: the GLVND libOpenGL exports them all, whichever way the context
// was made (GLX in a window, EGL offscreen).
#pragma once

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
