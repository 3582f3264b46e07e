// GLSL sources from shaders/, embedded at build time.
#pragma once

namespace gjklab::shaders {
extern const char* const canvas_vert;
extern const char* const canvas_frag;
}  // namespace gjklab::shaders
