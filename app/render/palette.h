// One palette for both views and the panels (Okabe and Ito's colour-blind safe set), on a
// white background that stays readable on a projector.
#pragma once

#include <string>

#include "render/canvas.h"

namespace gjklab::palette {

inline Color rgb(int hex, float alpha = 1.0f) {
    return {((hex >> 16) & 255) / 255.0f, ((hex >> 8) & 255) / 255.0f, (hex & 255) / 255.0f, alpha};
}
inline Color with_alpha(Color c, float a) {
    return {c.r, c.g, c.b, a};
}
/// "#rrggbb" (already validated by the scene loader) or `fallback`.
inline Color parse(const std::string& hex, Color fallback) {
    if (hex.size() != 7) return fallback;
    return rgb(int(std::stoul(hex.substr(1), nullptr, 16)));
}

inline const Color background = rgb(0xffffff);
inline const Color grid_minor = rgb(0xeeeeee);
inline const Color grid_major = rgb(0xd4d4d4);
inline const Color axis = rgb(0x8c8c8c);
inline const Color text = rgb(0x222222);
inline const Color shape_a = rgb(0x0072B2);      // blue
inline const Color shape_b = rgb(0xE69F00);      // orange
inline const Color shape_other = rgb(0x9a9a9a);  // grey
inline const Color minkowski = rgb(0xCC79A7);    // reddish purple
inline const Color simplex = rgb(0x1a1a1a);      // near black
inline const Color direction = rgb(0xD55E00);    // vermillion
inline const Color support = rgb(0x009E73);      // bluish green
inline const Color closest = rgb(0x56B4E9);      // sky blue
inline const Color origin = rgb(0x000000);
inline const Color removed = rgb(0x8a8a8a);    // grey: what a step takes away
inline const Color horizon = rgb(0x882255);    // wine: the rim EPA joins the new point to
inline const Color sees = rgb(0x332288);       // indigo: the edges or faces that see EPA's w
inline const Color example = rgb(0x332288);    // indigo: the introduction's a - b (never with sees)
inline const Color highlight = rgb(0xF0E442);  // yellow, behind highlighted items
inline const Color error = rgb(0xD55E00);

}  // namespace gjklab::palette
