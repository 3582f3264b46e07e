// Text through Dear ImGui's font atlas: the canvas's labels are drawn with an ImGui draw list,
// so the window and the headless renderer show the same type.
#pragma once

#include "render/canvas.h"

#include <limits>
#include <string>
#include <vector>

struct ImDrawList;

namespace gjklab {

/// Loads the UI font (DejaVu Sans when installed, ImGui's built-in font otherwise) at
/// `pixel_size` for a display with `pixel_scale` physical pixels per logical pixel.
void load_fonts(float pixel_size, float pixel_scale);
/// Whether the font for Chinese lessons is installed (Debian's fonts-wqy-microhei): without it
/// `render` and `record` refuse `--lang zh` rather than draw "?" for every character.
bool chinese_font_installed();

/// A box of a frame's layout: a drawn label (its plate included) or a region kept clear (the
/// legend, an inset, ...), in logical pixels.
struct FrameBox {
    BoxKind kind;
    std::string text;
    glm::vec4 rect;                                             ///< x, y, width, height
    glm::vec2 anchor{std::numeric_limits<float>::quiet_NaN()};  ///< the point it names, if any
    glm::vec2 asked{0, 0};  ///< the top-left corner of the text where it asked to go
};

/// Lays labels out (logical pixel positions, render/label_layout.h) and draws them into `list`
/// (null: lays them out only). `previous`: the boxes of the frame before, whose labels keep
/// their places where still free; with `follow`, also a label whose point moved a little keeps
/// its offset from it (recordings, whose 3D cameras swing: record/plan.h). Returns the boxes
/// drawn, text inside a box (BoxKind::Part) left out.
std::vector<FrameBox> draw_labels(ImDrawList* list, const std::vector<Label>& labels,
                                  const std::vector<FrameBox>* previous = nullptr,
                                  bool follow = false);

}  // namespace gjklab
