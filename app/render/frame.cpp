#include "render/compare_painter.h"
#include "render/frame.h"

#include "render/lesson_panel.h"

namespace gjklab {

void split_area(ViewMode mode, const Rect& area, Rect& world, Rect& minkowski) {
    if (mode == ViewMode::Split) {
        const double mid = std::floor((area.min.x + area.max.x) / 2);
        world = {area.min, {mid, area.max.y}};
        minkowski = {{mid, area.min.y}, area.max};
    } else {
        world = minkowski = area;
    }
}

Rect split_lesson_panel(const Rect& area, bool lesson_panel, Rect& panel) {
    const double w = lesson_panel ? lesson_panel_width(area.size().x) : 0;
    if (w <= 0) {
        panel = Rect{};
        return area;
    }
    panel = {{area.max.x - w, area.min.y}, area.max};
    return {area.min, {area.max.x - w, area.max.y}};
}

void Views2::layout(const Rect& area) {
    split_area(mode, split_lesson_panel(area, lesson_panel, panel), world.viewport,
               minkowski.viewport);
}

void Views2::frame_all(const Timeline2& t) {
    // Labels sit to the right of their points: leave them more room on that side.
    auto fit = [](Camera2& cam, glm::dvec2 lo, glm::dvec2 hi) {
        hi.x += 0.18 * std::max(hi.x - lo.x, hi.y - lo.y);
        cam.frame(lo, hi);
    };
    glm::dvec2 lo, hi;
    world_bounds(t, lo, hi);
    fit(world, lo, hi);
    minkowski_bounds(t, lo, hi);
    fit(minkowski, lo, hi);
}

bool Views2::follow_minkowski(const Timeline2& t) {
    glm::dvec2 lo, hi;
    minkowski_bounds(t, lo, hi);
    const Rect& vp = minkowski.viewport;
    for (const glm::dvec2 corner : {lo, hi, glm::dvec2(lo.x, hi.y), glm::dvec2(hi.x, lo.y)}) {
        const glm::dvec2 p = minkowski.to_screen(corner);
        if (p.x < vp.min.x + 8 || p.x > vp.max.x - 8 || p.y < vp.min.y + 8 || p.y > vp.max.y - 8) {
            hi.x += 0.18 * std::max(hi.x - lo.x, hi.y - lo.y);  // as frame_all: room for labels
            minkowski.frame(lo, hi);
            return true;
        }
    }
    return false;
}

void Views2::apply_cameras(const DisplaySettings& d) {
    for (auto [cam, set] : {std::pair<Camera2*, const Camera2Setting*>{&world, &d.world},
                            {&minkowski, &d.minkowski}})
        if (set->set) {
            cam->center = set->center;
            cam->scale = set->zoom;
        }
}

glm::vec4 clip_of(const Rect& r) {
    return {float(r.min.x), float(r.min.y), float(r.size().x), float(r.size().y)};
}

void paint_views(Canvas& c, const Views2& v, const Scene& scene, const Timeline2& t, int step,
                 const PaintOptions& o) {
    if (v.shows_world()) {
        c.set_clip(clip_of(v.world.viewport));
        paint_world(c, v.world, scene, t, step, o);
        if (o.compare && o.compare_layers.any())
            paint_compare_layers(c, v.world, *o.compare, o.compare_layers, o.labels);
        paint_frame(c, v.world, "World: A and B");
    }
    if (v.shows_minkowski()) {
        c.set_clip(clip_of(v.minkowski.viewport));
        paint_minkowski(c, v.minkowski, t, step, o);
        paint_frame(c, v.minkowski, "Minkowski difference A - B  |  " + beat_title(t, {step, o.phase}),
                    "A - B  |  " + beat_title(t, {step, o.phase}));
    }
    c.set_clip({0, 0, 0, 0});
    if (v.panel.size().x > 0)
        paint_lesson_panel(c, v.panel, pseudocode(t, {step, o.phase}), convergence(t, {step, o.phase}));
}

}  // namespace gjklab
