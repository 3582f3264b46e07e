// The views of a frame in either dimension: the world view and the Minkowski view (one of them,
// or both side by side), the lesson strip beside them, and how each is framed on its content.
// The framing of each dimension is its own file: frame.cpp (2D), frame3.cpp (3D).
#pragma once

#include <glm/vec4.hpp>

#include "scene/scene.h"
#include "view/camera2.h"
#include "view/camera3.h"

namespace gjklab {

struct Timeline2;
struct Timeline3;

/// The viewports of the world and Minkowski views in `area`: side by side (split), or both the
/// whole area (the mode shows one).
void split_area(ViewMode mode, const Rect& area, Rect& world, Rect& minkowski);

/// Splits `area` into the views' part and, when `lesson_panel` and there is room, the lesson
/// strip along its right side (render/lesson_panel.h; `panel` is empty without one).
Rect split_lesson_panel(const Rect& area, bool lesson_panel, Rect& panel, bool keep = false);

/// A viewport as a canvas clip rectangle (x, y, width, height).
inline glm::vec4 clip_of(const Rect& r) {
    return {float(r.min.x), float(r.min.y), float(r.size().x), float(r.size().y)};
}

/// 3D: how far the Minkowski view's centre moves from A - B's centre towards O: the simplex, v and
/// d gather around O, which would otherwise sit at the edge of the view (under the side view)
/// when A and B are near contact. A - B stays whole, a little smaller.
constexpr double kPullTowardsOrigin = 0.5;

template <class Camera>
struct TimelineOf;
template <>
struct TimelineOf<Camera2> {
    using type = Timeline2;
};
template <>
struct TimelineOf<Camera3> {
    using type = Timeline3;
};

template <class Camera>
struct Views {
    using Timeline = typename TimelineOf<Camera>::type;
    Camera world;
    Camera minkowski;
    ViewMode mode = ViewMode::Split;
    bool lesson_panel = true;  ///< the pseudocode and convergence strip, when there is room
    bool keep_strip = false;   ///< a narrower strip rather than none (render/lesson_panel.h)
    Rect panel;                ///< where it is (empty: none)

    /// Splits `area` between the lesson strip and the views the mode shows.
    void layout(const Rect& area) {
        split_area(mode, split_lesson_panel(area, lesson_panel, panel, keep_strip), world.viewport,
                   minkowski.viewport);
    }
    bool shows_world() const { return mode != ViewMode::Minkowski; }
    bool shows_minkowski() const { return mode != ViewMode::World; }
    /// Fits each view to its content (the Minkowski view keeps the origin in sight).
    void frame_all(const Timeline& t);
    /// Refits the Minkowski view (3D: at the same angle) when A - B or the origin has left it,
    /// as an edit moves the shapes, and with `world_too` the world view when a shape has left
    /// it (not while a shape is dragged there: it would jump under the pointer); true when
    /// either was refitted.
    bool follow(const Timeline& t, bool world_too);
    /// The cameras the scene sets (after frame_all: the others stay fitted). A 2D zoom is
    /// logical pixels per unit, which are the pixels of a 720-line frame.
    void apply_cameras(const DisplaySettings& d);
    /// The cameras as they are now, into `d` (apply_cameras' inverse): saved with the scene.
    void store_cameras(DisplaySettings& d) const;
};

using Views2 = Views<Camera2>;
using Views3 = Views<Camera3>;
template <>
void Views2::frame_all(const Timeline2& t);
template <>
bool Views2::follow(const Timeline2& t, bool world_too);
template <>
void Views2::apply_cameras(const DisplaySettings& d);
template <>
void Views2::store_cameras(DisplaySettings& d) const;
template <>
void Views3::frame_all(const Timeline3& t);
template <>
bool Views3::follow(const Timeline3& t, bool world_too);
template <>
void Views3::apply_cameras(const DisplaySettings& d);
template <>
void Views3::store_cameras(DisplaySettings& d) const;

}  // namespace gjklab
