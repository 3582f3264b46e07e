// The 3D Minkowski view's side view: a small second angle on it, for depth from the picture.
#include <algorithm>
#include <cmath>

#include "model/lesson/text.h"
#include "render/painter3.h"
#include "render/palette.h"

namespace gjklab {

namespace pal = palette;

/// A second angle on the Minkowski view, in the corner where it hides least: the main view
/// seen from its side, so that what the main view shows in depth runs across (which points are
/// nearer you than O, where d and n point).
void paint_second_angle(Canvas& c, const Camera3& main, const Timeline3& t, int step,
                        const PaintOptions& o, const Rect& legend) {
    const Rect& vp = main.viewport;
    if (vp.size().x < 420 || vp.size().y < 320) return;
    // Large enough to read what lies nearer you than O: 40% of the view's width and height at
    // most, 26% where that hides less of the lesson.
    const double w = std::floor(0.4 * vp.size().x), h = std::floor(0.4 * vp.size().y);
    // The main view seen from its side (a quarter turn about its own screen up): your line of
    // sight runs across the inset, so a point's depth label ("0.8 nearer you than O") is how
    // far left of O it lies there, and its height is the same as in the main view.
    // Framed as the steady camera sees it, then swung with the main view: a recording's swing
    // (record/plan.h) turns the inset without changing its zoom.
    Camera3 side = main.steady();
    side.turn_deg = 90;
    side.frame_towards(t.minkowski.points, {0, 0, 0}, kPullTowardsOrigin, 0.02);  // its own framing
    side.yaw_deg += main.sway_deg;
    side.sway_deg = main.sway_deg;
    // In the corner where it hides least: the origin, the step's corners and the support
    // point count most, A - B's corners a little; never over the legend.
    // The whole lesson's marks (lesson_points), so that it stays in one place from beat to beat.
    // Placed as the steady camera sees them, so that a recording's sway (o.sway_deg) never
    // moves it to another corner.
    const Camera3 steady = main.steady();
    std::vector<std::pair<glm::dvec2, double>> marks;
    for (const auto& p : t.minkowski.points) marks.push_back({steady.to_screen(p), 1});
    for (const glm::dvec2& p : lesson_points(steady, t)) marks.push_back({p, 20});
    // O's axes and labels, and d or n drawn from it, reach a little way around it.
    const glm::dvec2 o_at = steady.to_screen({0, 0, 0});
    marks.push_back({o_at, 50});
    for (const glm::dvec2 around :
         {glm::dvec2(40, 0), glm::dvec2(-40, 0), glm::dvec2(0, 40), glm::dvec2(0, -40)})
        marks.push_back({o_at + around, 20});
    // In each corner at 40% of the view, or smaller (down to 26%) where that hides less: a
    // smaller one costs as much as hiding a quarter of a point of the lesson per 5%.
    std::vector<std::pair<Rect, double>> spots;  // where, and what its smaller size costs
    for (const double share : {0.4, 0.36, 0.32, 0.26}) {
        const double sw = std::floor(share / 0.4 * w), sh = std::floor(share / 0.4 * h),
                     cost = (0.4 - share) * 100;
        for (const glm::dvec2 at :
             {glm::dvec2(vp.max.x - sw - 6, vp.min.y + 34),
              glm::dvec2(vp.max.x - sw - 6, vp.max.y - sh - 6),
              glm::dvec2(vp.min.x + 6, vp.min.y + 34), glm::dvec2(vp.min.x + 6, vp.max.y - sh - 6)})
            spots.push_back({{at, at + glm::dvec2(sw, sh)}, cost});
        // Beside the legend, in the room its right leaves, if that is most of the inset's width.
        if (legend.size().x > 0 && vp.max.x - 6 - (legend.max.x + 8) >= 0.7 * sw)
            spots.push_back({{{legend.max.x + 8, vp.max.y - sh - 6},
                              {std::min(vp.max.x - 6, legend.max.x + 8 + sw), vp.max.y - 6}},
                             cost});
    }
    double least = 1e300;
    for (const auto& [at, cost] : spots) {
        // Never over the legend, wherever it went.
        if (legend.size().x > 0 && at.min.x < legend.max.x && legend.min.x < at.max.x &&
            at.min.y < legend.max.y && legend.min.y < at.max.y)
            continue;
        double hidden = cost;
        for (const auto& [p, weight] : marks)
            if (p.x > at.min.x - 12 && p.x < at.max.x + 12 && p.y > at.min.y - 12 &&
                p.y < at.max.y + 12)
                hidden += weight;
        if (hidden < least) least = hidden, side.viewport = at;
    }
    const Rect& r = side.viewport;
    const std::vector<glm::dvec2> box = {r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}};
    c.set_clip(clip_of(r));
    c.fill_convex(box, pal::with_alpha(pal::background, 0.96f));
    PaintOptions quiet = o;
    quiet.labels = false;
    quiet.highlight = {};
    quiet.depth_sizes = false;
    quiet.arrow_scale = 0.5;
    paint_minkowski(c, side, t, step, quiet);
    c.polyline(box, true, 1.5f, pal::grid_major);
    c.set_clip(clip_of(vp));
    c.keep_labels_clear(r.min - glm::dvec2(4, 4), r.max + glm::dvec2(4, 4), BoxKind::Inset);
    // Its caption inside it (priority 0: drawn where it is, whatever it overlaps), with the
    // side the main view's eye is on: what lies that way in the inset is nearer to you there.
    const glm::dvec3 eye = main.target + main.from_eye({0, 0, main.eye()});
    const bool eye_left = side.to_eye(eye).x < 0;
    c.label({r.min + glm::dvec2(5, 3), lesson::tr("side view"), pal::axis, {0, 0}, 13, false, 0},
            BoxKind::Part);
    if (eye_left)
        c.label({{r.min.x + 5, r.max.y - 3},
                 lesson::tr("<- towards you"),
                 pal::axis,
                 {0, 1},
                 13,
                 false,
                 0},
                BoxKind::Part);
    else
        c.label({r.max - glm::dvec2(5, 3),
                 lesson::tr("towards you ->"),
                 pal::axis,
                 {1, 1},
                 13,
                 false,
                 0},
                BoxKind::Part);
}

}  // namespace gjklab
