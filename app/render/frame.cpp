#include "render/frame.h"
#include "render/compare_painter.h"

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

Rect split_lesson_panel(const Rect& area, bool lesson_panel, Rect& panel, bool keep) {
    const double w = lesson_panel ? lesson_panel_width(area.size().x, keep) : 0;
    if (w <= 0) {
        panel = Rect{};
        return area;
    }
    panel = {{area.max.x - w, area.min.y}, area.max};
    return {area.min, {area.max.x - w, area.max.y}};
}

template <>
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

namespace {

/// Refits `cam` to the box lo..hi (as frame_all: room for labels on the right) when a corner
/// of it is outside the viewport (8 px in); true when it did.
bool keep_in_view(Camera2& cam, glm::dvec2 lo, glm::dvec2 hi) {
    const Rect& vp = cam.viewport;
    for (const glm::dvec2 corner : {lo, hi, glm::dvec2(lo.x, hi.y), glm::dvec2(hi.x, lo.y)}) {
        const glm::dvec2 p = cam.to_screen(corner);
        if (p.x < vp.min.x + 8 || p.x > vp.max.x - 8 || p.y < vp.min.y + 8 || p.y > vp.max.y - 8) {
            hi.x += 0.18 * std::max(hi.x - lo.x, hi.y - lo.y);
            cam.frame(lo, hi);
            return true;
        }
    }
    return false;
}

}  // namespace

template <>
bool Views2::follow(const Timeline2& t, bool world_too) {
    glm::dvec2 lo, hi;
    minkowski_bounds(t, lo, hi);
    bool moved = keep_in_view(minkowski, lo, hi);
    if (world_too) {
        world_bounds(t, lo, hi);
        moved = keep_in_view(world, lo, hi) || moved;
    }
    return moved;
}

template <>
void Views2::apply_cameras(const DisplaySettings& d) {
    for (auto [cam, set] :
         {std::pair<Camera2*, const Camera2Setting*>{&world, &d.world}, {&minkowski, &d.minkowski}})
        if (set->set) {
            cam->center = set->center;
            cam->scale = set->zoom;
        }
}

template <>
void Views2::store_cameras(DisplaySettings& d) const {
    d.world = {true, world.center, world.scale};
    d.minkowski = {true, minkowski.center, minkowski.scale};
}

namespace {
void paint_frame(Canvas& c, const Camera3& cam, const std::string& title,
                 const std::string& short_title) {
    Camera2 flat;
    flat.viewport = cam.viewport;
    paint_frame(c, flat, title, short_title);
}

/// What the Minkowski view's title names after "A - B": the beat, or the moment filmed.
template <class Timeline_>
std::string moment_or_beat(const Timeline_& t, int step, const PaintOptions& o) {
    return o.moment.empty() ? beat_title(t, {step, o.phase}) : o.moment;
}
}  // namespace

template <class Camera>
void paint_views(Canvas& c, const Views<Camera>& steady, const Scene& scene,
                 const typename Views<Camera>::Timeline& t, int step, const PaintOptions& o) {
    Views<Camera> v = steady;
    if constexpr (std::is_same_v<Camera, Camera3>) {
        for (Camera3* cam : {&v.world, &v.minkowski}) {
            cam->yaw_deg += o.sway_deg;
            cam->sway_deg += o.sway_deg;
        }
    }
    if (v.shows_world()) {
        c.set_clip(clip_of(v.world.viewport));
        paint_world(c, v.world, scene, t, step, o);
        if (o.compare && o.compare_layers.any())
            paint_compare_layers(c, v.world, *o.compare, o.compare_layers, o.labels);
        paint_frame(
            c, v.world,
            o.moment.empty() ? lesson::tr("World: A and B") : lesson::tr("World at ") + o.moment,
            "");
    }
    if (v.shows_minkowski()) {
        c.set_clip(clip_of(v.minkowski.viewport));
        if constexpr (std::is_same_v<Camera, Camera3>) {
            const Rect legend = paint_minkowski(c, v.minkowski, t, step, o);
            paint_frame(
                c, v.minkowski,
                lesson::tr("Minkowski difference A - B") + "  |  " + moment_or_beat(t, step, o),
                "A - B  |  " + moment_or_beat(t, step, o));
            paint_second_angle(c, v.minkowski, t, step, o, legend);
        } else {
            paint_minkowski(c, v.minkowski, t, step, o);
            paint_frame(
                c, v.minkowski,
                lesson::tr("Minkowski difference A - B") + "  |  " + moment_or_beat(t, step, o),
                "A - B  |  " + moment_or_beat(t, step, o));
        }
    }
    c.set_clip({0, 0, 0, 0});
    if (v.panel.size().x > 0)
        paint_lesson_panel(c, v.panel, pseudocode(t, {step, o.phase}),
                           convergence(t, {step, o.phase}));
}

template void paint_views<Camera2>(Canvas&, const Views2&, const Scene&, const Timeline2&, int,
                                   const PaintOptions&);
template void paint_views<Camera3>(Canvas&, const Views3&, const Scene&, const Timeline3&, int,
                                   const PaintOptions&);

}  // namespace gjklab
