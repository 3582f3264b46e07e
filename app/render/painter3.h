// Draws a 3D query at one step of its timeline, as the 2D painter does: a world view (the
// shapes, flat-shaded and outlined, the witness points, the separation or penetration vector)
// and a Minkowski view (A - B, translucent so that the origin and the simplex or EPA polytope
// inside it show, the search direction, the closest point, the new support point). Meshes are
// projected by an orbiting camera (view/camera3.h) and drawn back to front on the 2D canvas:
// the faces of a convex mesh that face the eye never overlap, so sorting only decides between
// meshes.
#pragma once

#include "model/timeline3.h"
#include "render/frame.h"
#include "view/camera3.h"

namespace gjklab {

struct Views3 {
    Camera3 world;
    Camera3 minkowski;
    ViewMode mode = ViewMode::Split;
    bool lesson_panel = true;  ///< the pseudocode and convergence strip, when there is room
    Rect panel;                ///< where it is (empty: none)

    void layout(const Rect& area);
    bool shows_world() const { return mode != ViewMode::Minkowski; }
    bool shows_minkowski() const { return mode != ViewMode::World; }
    /// Fits each view to its content (the Minkowski view keeps the origin in sight).
    void frame_all(const Timeline3& t);
    /// Refits the Minkowski view (same angle) when A - B or the origin has left it; true when
    /// it did.
    bool follow_minkowski(const Timeline3& t);
    /// The camera the scene sets, both views (after frame_all).
    void apply_cameras(const DisplaySettings& d);
};

void paint_world(Canvas& c, const Camera3& cam, const Scene& scene, const Timeline3& t, int step,
                 const PaintOptions& o);
/// Returns where its legend went (empty: none).
Rect paint_minkowski(Canvas& c, const Camera3& cam, const Timeline3& t, int step,
                     const PaintOptions& o);
/// Every visible view, with its frame and title.
void paint_views(Canvas& c, const Views3& v, const Scene& scene, const Timeline3& t, int step,
                 const PaintOptions& o);

}  // namespace gjklab
