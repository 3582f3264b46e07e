// What the 2D and 3D painters share: number formatting for labels, vertex names and the
// colour of each scene shape.
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

#include "render/palette.h"
#include "scene/scene.h"

namespace gjklab::paint {

/// A number for a label: `digits` significant digits, no "-0".
inline std::string fmt(double x, int digits = 4) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*g", digits, std::abs(x) < 1e-300 ? 0.0 : x);
    return buf;
}

/// "a3", or "a" for a curved shape's support point (no vertex index).
inline std::string index_name(char shape, int i) {
    return i < 0 ? std::string(1, shape) : shape + std::to_string(i);
}

/// The scene's colour for shape i, else A blue, B orange, the others grey (any timeline with
/// index_a and index_b: 2D or 3D).
template <class Timeline_>
Color shape_color(const Scene& scene, const Timeline_& t, int i) {
    const Color fallback = i == t.index_a   ? palette::shape_a
                           : i == t.index_b ? palette::shape_b
                                            : palette::shape_other;
    return palette::parse(scene.shapes[i].color, fallback);
}

}  // namespace gjklab::paint
