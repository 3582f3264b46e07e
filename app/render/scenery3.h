// What the 3D views stand on and are drawn with (painter3.cpp, side_view3.cpp).
#pragma once

#include "model/mesh3.h"
#include "model/timeline3.h"
#include "render/canvas.h"
#include "view/camera3.h"

namespace gjklab::scenery3 {

/// Flat shading: a light from the upper left, behind the viewer.
Color shade(const Camera3& cam, const glm::dvec3& normal, Color base, float alpha);

struct MeshStyle {
    Color color;
    float fill_alpha;    ///< faces that face the eye
    float edge_width;    ///< creases on the visible side
    float hidden_alpha;  ///< creases behind (0: not drawn)
};

/// A convex mesh: the creases behind (faint), the faces towards the eye, the visible creases.
void paint_mesh(Canvas& c, const Camera3& cam, const Mesh3& m, const MeshStyle& s);
/// Clips segment a b to a rectangle (Liang-Barsky); false when nothing is left.
bool clip_to(const Rect& r, glm::dvec2& a, glm::dvec2& b);
/// Grid lines on the plane at height `y` under the box lo..hi (x and z), with a margin.
void paint_floor_grid(Canvas& c, const Camera3& cam, const glm::dvec3& lo, const glm::dvec3& hi,
                      double y, Color col);
/// A floor under the shapes: the grid on the plane through their lowest point.
void paint_floor3(Canvas& c, const Camera3& cam, const Timeline3& t);
/// In the Minkowski view, the plane y = 0 through O as a faint grid over A - B.
void paint_ground(Canvas& c, const Camera3& cam, const Mesh3& md);
/// A dashed stalk from `p` down (or up) to the plane y = 0, and its foot.
void paint_stalk(Canvas& c, const Camera3& cam, const glm::dvec3& p, Color col);
/// O, and with `axes` the x, y and z axes from it, short, named when `labels`.
void paint_origin3(Canvas& c, const Camera3& cam, double length, bool axes, bool labels);

}  // namespace gjklab::scenery3
