// The interactive window: SDL2 + OpenGL 3.3 core + Dear ImGui.
#pragma once

#include "cli/cli.h"

namespace gjklab {

/// Opens the window on a scene file (already validated); returns the exit code.
int run_window(const WindowRequest& options);

}  // namespace gjklab
