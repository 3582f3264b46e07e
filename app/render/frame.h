// The views of a frame (world, Minkowski, or both side by side) laid out in an area and
// painted, shared by the window and the headless renderer.
#pragma once

#include "render/painter2.h"

namespace gjklab {

/// The viewports of the world and Minkowski views in `area`: side by side (split), or both the
/// whole area (the mode shows one).
void split_area(ViewMode mode, const Rect& area, Rect& world, Rect& minkowski);

/// Splits `area` into the views' part and, when `lesson_panel` and there is room, the lesson
/// strip along its right side (render/lesson_panel.h; `panel` is empty without one).
Rect split_lesson_panel(const Rect& area, bool lesson_panel, Rect& panel);

struct Views2 {
    Camera2 world;
    Camera2 minkowski;
    ViewMode mode = ViewMode::Split;
    bool lesson_panel = true;  ///< the pseudocode and convergence strip, when there is room
    Rect panel;                ///< where it is (empty: none)

    /// Splits `area` between the lesson strip and the views the mode shows.
    void layout(const Rect& area);
    bool shows_world() const { return mode != ViewMode::Minkowski; }
    bool shows_minkowski() const { return mode != ViewMode::World; }
    /// Fits each view to its content.
    void frame_all(const Timeline2& t);
    /// Refits the Minkowski view when A - B (or the origin) has left it, as an edit moves the
    /// shapes; true when it did.
    bool follow_minkowski(const Timeline2& t);
    /// The cameras the scene sets (after frame_all: the others stay fitted). A zoom is logical
    /// pixels per unit, which are the pixels of a 720-line frame.
    void apply_cameras(const DisplaySettings& d);
};

/// A viewport as a canvas clip rectangle (x, y, width, height).
glm::vec4 clip_of(const Rect& r);

/// Paints every visible view (grid, content, frame and title) into `c`, each clipped to its
/// viewport, and the lesson strip.
void paint_views(Canvas& c, const Views2& v, const Scene& scene, const Timeline2& t, int step,
                 const PaintOptions& o);

}  // namespace gjklab
