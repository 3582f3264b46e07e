// What the 3D views stand on and are drawn with: flat-shaded convex meshes, the floor grid, the
// ground plane through O with its stalks, and O with its axes.
#include "render/scenery3.h"

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>

#include "render/paint_common.h"
#include "render/palette.h"

namespace gjklab::scenery3 {

namespace pal = palette;

/// Flat shading: a light from the upper left, behind the viewer (Lambert, with ambient so that
/// faces turned away stay the shape's colour, only darker).
Color shade(const Camera3& cam, const glm::dvec3& normal, Color base, float alpha) {
    const glm::dvec3 light = glm::normalize(glm::dvec3(-0.45, 0.7, 0.55));
    const glm::dvec3 n = cam.to_eye(cam.target + normal);
    const float lambert = float(std::max(0.0, glm::dot(glm::normalize(n), light)));
    const float k = 0.62f + 0.38f * lambert, white = 0.12f * lambert * lambert;
    return {std::min(1.0f, base.r * k + white), std::min(1.0f, base.g * k + white),
            std::min(1.0f, base.b * k + white), alpha};
}

/// A convex mesh: the creases behind (faint), the faces towards the eye, the visible creases.
void paint_mesh(Canvas& c, const Camera3& cam, const Mesh3& m, const MeshStyle& s) {
    std::vector<glm::dvec2> screen;
    screen.reserve(m.points.size());
    for (const auto& p : m.points) screen.push_back(cam.to_screen(p));
    if (m.faces.empty()) {  // a point, a segment or a flat polygon
        for (const auto& e : m.edges)
            c.line(screen[e[0]], screen[e[1]], s.edge_width + 1, pal::with_alpha(s.color, 1));
        if (m.edges.empty())
            for (const auto& p : screen) c.disk(p, 5, pal::with_alpha(s.color, 1));
        return;
    }
    std::vector<glm::dvec3> normal(m.faces.size());
    std::vector<bool> front(m.faces.size());
    for (size_t i = 0; i < m.faces.size(); ++i) {
        normal[i] = m.face_normal(int(i));
        front[i] = cam.faces_eye(m.points[m.faces[i][0]], normal[i]);
    }
    if (s.hidden_alpha > 0)
        for (size_t k = 0; k < m.edges.size(); ++k)
            if (!front[m.edge_faces[k][0]] && !front[m.edge_faces[k][1]])
                c.dashed_line(screen[m.edges[k][0]], screen[m.edges[k][1]], 1.2f, 4,
                              pal::with_alpha(s.color, s.hidden_alpha));
    for (size_t i = 0; i < m.faces.size(); ++i) {
        if (!front[i]) continue;
        const auto& f = m.faces[i];
        c.triangle(screen[f[0]], screen[f[1]], screen[f[2]],
                   shade(cam, normal[i], s.color, s.fill_alpha));
    }
    // Creases between two faces towards the eye; the silhouette follows.
    for (size_t k = 0; k < m.edges.size(); ++k)
        if (front[m.edge_faces[k][0]] && front[m.edge_faces[k][1]])
            c.line(screen[m.edges[k][0]], screen[m.edges[k][1]], s.edge_width,
                   pal::with_alpha(s.color, 1));
    // The silhouette (one face towards the eye, one away), a little stronger: creases or not.
    for (const auto& l : m.links)
        if (front[l[2]] != front[l[3]])
            c.line(screen[l[0]], screen[l[1]], s.edge_width * 1.25f, pal::with_alpha(s.color, 1));
}

/// Clips segment a b to a rectangle (Liang-Barsky); false when nothing is left.
bool clip_to(const Rect& r, glm::dvec2& a, glm::dvec2& b) {
    double t0 = 0, t1 = 1;
    const glm::dvec2 d = b - a;
    const double p[4] = {-d.x, d.x, -d.y, d.y};
    const double q[4] = {a.x - r.min.x, r.max.x - a.x, a.y - r.min.y, r.max.y - a.y};
    for (int k = 0; k < 4; ++k) {
        if (p[k] == 0) {
            if (q[k] < 0) return false;
            continue;
        }
        const double t = q[k] / p[k];
        if (p[k] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    const glm::dvec2 start = a + t0 * d;
    b = a + t1 * d;
    a = start;
    return true;
}

/// Grid lines on the plane at height `y` under the box lo..hi (x and z), with a margin: the
/// tilt of the camera, and the heights of what stands on it, read at a glance.
void paint_floor_grid(Canvas& c, const Camera3& cam, const glm::dvec3& lo, const glm::dvec3& hi,
                      double y, Color col) {
    if (lo.x > hi.x) return;
    const double span = std::max({hi.x - lo.x, hi.z - lo.z, 1e-9});
    const double step = paint::nice_step(span / 6), margin = 0.25 * span;
    const double x0 = std::floor((lo.x - margin) / step) * step, x1 = hi.x + margin;
    const double z0 = std::floor((lo.z - margin) / step) * step, z1 = hi.z + margin;
    if ((x1 - x0) / step > 60 || (z1 - z0) / step > 60) return;
    auto line = [&](const glm::dvec3& p, const glm::dvec3& q) {
        glm::dvec2 a = cam.to_screen(p), b = cam.to_screen(q);
        if (clip_to(cam.viewport, a, b)) c.segment_body(a, b, 1, col);
    };
    for (double x = x0; x <= x1; x += step) line({x, y, z0}, {x, y, z1});
    for (double z = z0; z <= z1; z += step) line({x0, y, z}, {x1, y, z});
}

/// A floor under the shapes: the grid on the plane through their lowest point.
void paint_floor3(Canvas& c, const Camera3& cam, const Timeline3& t) {
    glm::dvec3 lo(1e300), hi(-1e300);
    for (const auto& m : t.shapes)
        for (const auto& p : m.points) lo = glm::min(lo, p), hi = glm::max(hi, p);
    paint_floor_grid(c, cam, lo, hi, lo.y, pal::grid_major);
}

/// In the Minkowski view, the plane y = 0 through O as a faint grid over A - B: with the stalks
/// from points to it (paint_stalk) a still frame shows how high each point is and where it
/// stands, so which points are near O and which far.
void paint_ground(Canvas& c, const Camera3& cam, const Mesh3& md) {
    glm::dvec3 lo(0), hi(0);
    for (const auto& p : md.points) lo = glm::min(lo, p), hi = glm::max(hi, p);
    paint_floor_grid(c, cam, lo, hi, 0, pal::with_alpha(pal::grid_major, 0.7f));
}

/// A dashed stalk from `p` down (or up) to the plane y = 0, and its foot.
void paint_stalk(Canvas& c, const Camera3& cam, const glm::dvec3& p, Color col) {
    if (std::abs(p.y) < 1e-9 * cam.radius) return;
    const glm::dvec2 top = cam.to_screen(p), foot = cam.to_screen({p.x, 0, p.z});
    c.dashed_line(top, foot, 1.2f, 4, pal::with_alpha(pal::axis, 0.8f));
    c.line(foot - glm::dvec2(4, 0), foot + glm::dvec2(4, 0), 1.5f,
           pal::with_alpha(pal::axis, 0.8f));
}

/// O, and with `axes` the x, y and z axes from it, short, named when `labels` (which way an
/// axis along the line of sight points is the legend's: axis_rows).
void paint_origin3(Canvas& c, const Camera3& cam, double length, bool axes, bool labels) {
    const glm::dvec2 o = cam.to_screen({0, 0, 0});
    const char* names[3] = {"x", "y", "z"};
    for (int k = 0; k < 3 && axes; ++k) {
        glm::dvec3 axis{0, 0, 0};
        axis[k] = length;
        const glm::dvec2 tip = cam.to_screen(axis);
        c.line(o, tip, 1.5f, pal::axis);
        // Just its name: where it runs mostly along the line of sight, the legend says which
        // way (axis_rows), as a name long enough to say it would be pushed away from the tip.
        const std::string name = names[k];
        // Priority 1: a label with more to say (v, w) keeps its place over an axis name.
        if (labels)
            c.label({tip + glm::normalize(tip - o + glm::dvec2(1e-9)) * 8.0,
                     name,
                     pal::axis,
                     {0.5f, 0.5f},
                     0,
                     true,  // on a plate: read over the faces of A - B
                     1});
    }
    c.ring(o, 6, 2, pal::origin);
    c.disk(o, 2.5f, pal::origin);
    if (labels) c.label({o + glm::dvec2(-9, 9), "O", pal::origin, {1, 0}, 0, true, 4, o});
}

}  // namespace gjklab::scenery3
