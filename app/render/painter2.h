// Draws the two views of a query at one step of its timeline into a Canvas: world space (the
// shapes, their support points, witness points, the separation or penetration vector) and
// Minkowski space (A - B, the origin, the simplex with labelled vertices, the search direction,
// the closest point, the new support point, the EPA polygon and its closest edge).
#pragma once

#include "model/compare.h"
#include "model/lesson.h"
#include "model/timeline2.h"
#include "render/canvas.h"
#include "scene/scene.h"
#include "view/camera2.h"

namespace gjklab {

/// What is hovered or selected, so both views can highlight the same thing.
struct Highlight {
    int shape = -1;           ///< scene shape under the cursor or being edited
    int shape_vertex = -1;    ///< core vertex of `shape`
    int simplex_vertex = -1;  ///< index into the current step's simplex (or EPA polygon)
};

struct PaintOptions {
    bool labels = true;
    bool grid = true;
    bool axes = true;  ///< the axes through O; 2D: and the numbers along the view's edges
    bool legend = true;
    Layers layers;  ///< which parts are drawn (scene.h)
    Highlight highlight;
    int selected_shape = -1;
    /// 0..1: how far the current step's new elements have faded in (recordings ease them).
    float appear = 1.0f;
    /// Which part of the step to draw (model/lesson.h); Whole: all of it.
    Phase phase = Phase::Whole;
    /// 3D: points nearer the eye drawn larger (off in the side view, whose eye is elsewhere: its
    /// sizes would contradict the main view's).
    bool depth_sizes = true;
    /// 3D: the length of the d and n arrows, as a share of the main view's (the side view's are
    /// shorter, so that they stay inside it).
    double arrow_scale = 1.0;
    /// 3D: both cameras turned by this much about the vertical (recordings rock them for
    /// motion parallax, record/plan.h); the side view keeps its corner.
    double sway_deg = 0;
    /// Non-empty: what the views' titles name instead of the world and the beat ("t = 1.2 s" in
    /// a film of the motion, where each frame is a query of its own, not a beat of a lesson).
    std::string moment;
    /// The comparison's volumes and rasters drawn over the world view (null: none).
    const CompareGeometry* compare = nullptr;
    CompareLayers compare_layers;
};

/// The paint options a scene's `view` sets: labels, grid, legend, layers; and the comparison's
/// layers its `compare.draw` asks for.
PaintOptions paint_options_of(const DisplaySettings& d, const CompareLayers& compare = {});

/// `o` for a view that shows the shapes (or A - B) alone under a side lesson's own marks (the
/// time of impact, MPR): the whole step, no simplex, direction, supports, answer or legend.
PaintOptions shapes_only(const PaintOptions& o);
/// A label naming the point `at` (kept clear by the others), when labels are on.
void point_label(Canvas& c, glm::dvec2 at, const std::string& text, Color col,
                 const PaintOptions& o, glm::vec2 align = {0, 1}, int priority = 2);

/// What the command line turns off over the scene's `view` (--no-labels, --no-grid,
/// --no-legend, --no-axes).
struct ViewOverrides {
    bool no_labels = false, no_grid = false, no_legend = false, no_axes = false;
    void apply(PaintOptions& o) const {
        o.labels &= !no_labels;
        o.grid &= !no_grid;
        o.axes &= !no_axes;
        o.legend &= !no_legend;
    }
};

/// The grid lines (`grid`) and the axes through O with the numbers along the edges (`axes`).
void paint_grid(Canvas& c, const Camera2& cam, bool grid = true, bool axes = true);
void paint_world(Canvas& c, const Camera2& cam, const Scene& scene, const Timeline2& t, int step,
                 const PaintOptions& o);
void paint_minkowski(Canvas& c, const Camera2& cam, const Timeline2& t, int step,
                     const PaintOptions& o);
/// A frame around a view and its title; `short_title` instead where the title would not fit
/// the view's width (a narrow window, a 4:3 projector).
void paint_frame(Canvas& c, const Camera2& cam, const std::string& title,
                 const std::string& short_title = "");

/// World bounds of the scene's shapes, and of A - B with the origin, for "frame all".
void world_bounds(const Timeline2& t, glm::dvec2& lo, glm::dvec2& hi);
void minkowski_bounds(const Timeline2& t, glm::dvec2& lo, glm::dvec2& hi);

}  // namespace gjklab
