// Text through Dear ImGui's font atlas: the canvas's labels are drawn with an ImGui draw list,
// so the window and the headless renderer show the same type.
#pragma once

#include "render/canvas.h"

struct ImDrawList;

namespace gjklab {

/// Loads the UI font (DejaVu Sans when installed, ImGui's built-in font otherwise) at
/// `pixel_size` for a display with `pixel_scale` physical pixels per logical pixel.
void load_fonts(float pixel_size, float pixel_scale);
/// Whether the font for Chinese lessons is installed (Debian's fonts-wqy-microhei): without it
/// `render` and `record` refuse `--lang zh` rather than draw "?" for every character.
bool chinese_font_installed();

/// Draws labels (logical pixel positions) into `list`, clipped to nothing.
void draw_labels(ImDrawList* list, const std::vector<Label>& labels);

}  // namespace gjklab
