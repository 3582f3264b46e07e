// The 3D views' framing: the angle that shows the gap (or the overlap) across the view, the
// Minkowski view fitted between its title and its legend with O in sight, and the follow when
// an edit moves A - B out of it.
#include <cmath>

#include "model/timeline3.h"
#include "render/views.h"
#include "view/camera3.h"

namespace gjklab {

namespace {

/// The share of the Minkowski view's height its legend takes along the bottom (eight rows at
/// 720p), which the framing leaves free so that the legend hides no point of A - B.
constexpr double kLegendShare = 0.28;
/// The share of its width left free at each side for the names of corners at A - B's rim.
constexpr double kLabelRoom = 0.1;

void frame_minkowski(Camera3& cam, const Timeline3& t) {
    cam.frame_towards(t.minkowski.points, {0, 0, 0}, kPullTowardsOrigin);
    // Then fit what A - B and O cover on screen (tighter than their bounding sphere) to the
    // band between the title and the legend, with room at the sides for the corners' names,
    // its centre pulled towards O as above.
    const Rect& vp = cam.viewport;
    const double top = vp.min.y + 50,
                 bottom = vp.max.y - kLegendShare * vp.size().y;  // title, A - B's name
    const double left = vp.min.x + kLabelRoom * vp.size().x,
                 right = vp.max.x - kLabelRoom * vp.size().x;
    if (!(bottom - top > 0.3 * vp.size().y)) return;  // a view too flat for it: as framed
    auto pan = [&](glm::dvec2 by) {                   // moves everything on screen by `by` pixels
        const double per_pixel = 1 / cam.pixels(1);
        cam.target -= cam.from_eye({by.x * per_pixel, -by.y * per_pixel, 0});
    };
    const glm::dvec2 half(0.5 * (right - left), 0.5 * (bottom - top)), middle = vp.center();
    for (int pass = 0; pass < 4; ++pass) {  // perspective: each pass lands closer
        const glm::dvec2 o = cam.to_screen({0, 0, 0});
        Rect covered{o, o};
        for (const auto& p : t.minkowski.points) {
            const glm::dvec2 q = cam.to_screen(p);
            covered.min = glm::min(covered.min, q), covered.max = glm::max(covered.max, q);
        }
        const glm::dvec2 focus = covered.center() + kPullTowardsOrigin * (o - covered.center());
        pan(middle - focus);
        const glm::dvec2 lo = middle - (covered.min + (middle - focus)),
                         hi = covered.max + (middle - focus) - middle;
        const glm::dvec2 reach = glm::max(glm::max(lo, hi), glm::dvec2(1e-9));
        cam.radius *= std::max(reach.x / half.x, reach.y / half.y);
    }
    pan(glm::dvec2(0.5 * (left + right), 0.5 * (top + bottom)) - middle);  // into the band
}

}  // namespace

template <>
void Views3::frame_all(const Timeline3& t) {
    // The default angle, turned so that the line from A to B runs across the view (a
    // three-quarter view of the gap or the overlap) rather than towards the eye, where the
    // distance would be foreshortened away.
    const Camera3 defaults;
    double yaw = defaults.yaw_deg;
    if (t.index_a >= 0 && t.index_b >= 0 && t.index_a < int(t.shapes.size()) &&
        t.index_b < int(t.shapes.size())) {
        const glm::dvec3 d = t.shapes[t.index_b].centre - t.shapes[t.index_a].centre;
        if (std::hypot(d.x, d.z) > 1e-6 * glm::length(d)) {
            // The eye looks along (sin yaw, 0, cos yaw): across d when that is perpendicular.
            const double across = std::atan2(-d.z, d.x) * 180 / M_PI;
            double best = 1e9;
            for (double base : {across, across + 180})
                for (double offset : {-25.0, 25.0}) {
                    const double candidate = std::remainder(base + offset, 360.0);
                    const double off =
                        std::abs(std::remainder(candidate - defaults.yaw_deg, 360.0));
                    if (off < best) best = off, yaw = candidate;
                }
        }
    }
    world.yaw_deg = minkowski.yaw_deg = yaw;
    world.pitch_deg = minkowski.pitch_deg = defaults.pitch_deg;

    auto bounds = [](const std::vector<glm::dvec3>& pts, glm::dvec3& lo, glm::dvec3& hi) {
        for (const auto& p : pts) lo = glm::min(lo, p), hi = glm::max(hi, p);
    };
    glm::dvec3 lo(1e300), hi(-1e300);
    for (const auto& m : t.shapes) bounds(m.points, lo, hi);
    if (lo.x > hi.x) lo = hi = glm::dvec3(0);
    world.frame(lo, hi);
    frame_minkowski(minkowski, t);
}

template <>
void Views3::apply_cameras(const DisplaySettings& d) {
    if (!d.camera3.set) return;
    for (Camera3* cam : {&world, &minkowski}) {
        cam->yaw_deg = d.camera3.yaw_deg;
        cam->pitch_deg = d.camera3.pitch_deg;
        if (d.camera3.distance > 0) cam->radius = d.camera3.distance;
    }
}

namespace {

/// Whether every point projects inside the camera's viewport (8 px in).
bool all_in_view(const Camera3& cam, const std::vector<glm::dvec3>& points) {
    const Rect& vp = cam.viewport;
    for (const auto& p : points) {
        const glm::dvec2 s = cam.to_screen(p);
        if (s.x < vp.min.x + 8 || s.x > vp.max.x - 8 || s.y < vp.min.y + 8 || s.y > vp.max.y - 8)
            return false;
    }
    return true;
}

}  // namespace

template <>
void Views3::store_cameras(DisplaySettings& d) const {
    // Both views turn together; the world view's angle and reach stand for both.
    d.camera3 = {true, world.yaw_deg, world.pitch_deg, world.radius};
}

template <>
bool Views3::follow(const Timeline3& t, bool world_too) {
    bool moved = false;
    std::vector<glm::dvec3> probes = t.minkowski.points;
    probes.push_back({0, 0, 0});
    if (!all_in_view(minkowski, probes)) {
        frame_minkowski(minkowski, t);
        moved = true;
    }
    if (world_too) {
        std::vector<glm::dvec3> shapes;
        for (const auto& m : t.shapes)
            shapes.insert(shapes.end(), m.points.begin(), m.points.end());
        if (!shapes.empty() && !all_in_view(world, shapes)) {
            glm::dvec3 lo(1e300), hi(-1e300);
            for (const auto& p : shapes) lo = glm::min(lo, p), hi = glm::max(hi, p);
            world.frame(lo, hi);  // at the same angle
            moved = true;
        }
    }
    return moved;
}

}  // namespace gjklab
