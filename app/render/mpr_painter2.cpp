#include "render/mpr_painter2.h"

#include <glm/geometric.hpp>

#include "model/explain.h"
#include "model/timeline2.h"
#include "render/lesson_panel.h"
#include "render/palette.h"

namespace gjklab {

namespace pal = palette;

namespace {

void bounds_add(glm::dvec2& lo, glm::dvec2& hi, glm::dvec2 p) {
    lo = glm::min(lo, p);
    hi = glm::max(hi, p);
}

glm::dvec2 flip(glm::dvec2 v) {
    return {v.x, -v.y};
}

const SceneShape& shape_b(const Scene& s) {
    return s.shapes[size_t(s.index_of(s.query_b))];
}

/// B's outline moved by `by`, in screen points.
std::vector<glm::dvec2> moved_outline(const Camera2& cam, const MprLesson& l, glm::dvec2 by) {
    ShapeGeometry g = shape_geometry(shape_b(mpr_moved(l, by)));
    if (g.outline.empty()) g.outline = {g.position};
    std::vector<glm::dvec2> out;
    for (glm::dvec2 p : g.outline) out.push_back(cam.to_screen(p));
    return out;
}

}  // namespace

void frame_mpr_views(Views2& v, const MprLesson& l) {
    const Timeline2 t = build_timeline2(l.scene);
    glm::dvec2 lo, hi;
    minkowski_bounds(t, lo, hi);
    bounds_add(lo, hi, {0, 0});
    bounds_add(lo, hi, l.verdict.v0.w);
    v.minkowski.frame(lo, hi);
    glm::dvec2 wlo{1e300, 1e300}, whi{-1e300, -1e300};
    const std::vector<glm::dvec2> pushes{
        {0, 0}, l.depth.depth * l.depth.normal, l.epa.penetration_depth * l.epa.normal};
    for (glm::dvec2 by : pushes) {
        const Scene moved = mpr_moved(l, by);
        for (const SceneShape& s : moved.shapes) {
            ShapeGeometry g = shape_geometry(s);
            if (g.outline.empty()) g.outline = {g.position};
            for (glm::dvec2 p : g.outline) bounds_add(wlo, whi, p);
        }
    }
    v.world.frame(wlo, whi);
}

void paint_mpr_views(Canvas& c, const Views2& v, const MprLesson& l, const Beat& b,
                     const PaintOptions& o) {
    const PaintOptions plain = shapes_only(o);
    const Timeline2 t = build_timeline2(l.scene);
    const std::string title = mpr_beat_title(l, b);
    const bool answer = b.phase == Phase::MprAnswer && l.verdict.intersecting;
    if (v.shows_world()) {
        const Camera2& cam = v.world;
        c.set_clip(clip_of(cam.viewport));
        paint_world(c, cam, l.scene, t, 0, plain);
        if (answer) {  // B pushed out by each answer: MPR's farther, EPA's the least
            const std::pair<glm::dvec2, std::pair<Color, const char*>> pushes[] = {
                {l.depth.depth * l.depth.normal, {pal::direction, "MPR's push"}},
                {l.epa.penetration_depth * l.epa.normal, {pal::support, "EPA's push"}}};
            for (const auto& [by, style] : pushes) {
                const auto pts = moved_outline(cam, l, by);
                for (size_t k = 0; k < pts.size() && pts.size() > 1; ++k)
                    c.dashed_line(pts[k], pts[(k + 1) % pts.size()], 2, 6, style.first);
                glm::dvec2 top = pts.front();
                for (const auto& p : pts) top = p.y < top.y ? p : top;
                point_label(c, top - glm::dvec2(0, 6), lesson::tr(style.second), style.first, o,
                            {0.5f, 1}, 3);
            }
        }
        paint_frame(c, cam,
                    lesson::tr(answer ? "World: B moved by MPR and by EPA" : "World: A and B"), "");
    }
    if (v.shows_minkowski()) {
        const Camera2& cam = v.minkowski;
        c.set_clip(clip_of(cam.viewport));
        paint_minkowski(c, cam, t, 0, plain);
        const glm::dvec2 v0 = cam.to_screen(l.verdict.v0.w), origin = cam.to_screen({0, 0});
        // The ray from v0 through O, on past O across the view.
        const glm::dvec2 dir = origin - v0;
        const double len = glm::length(dir);
        if (len > 1e-9) {
            const glm::dvec2 far = origin + dir / len * glm::length(cam.viewport.size());
            c.line(v0, origin, 2, pal::axis);
            c.dashed_line(origin, far, 1.5f, 7, pal::axis);
        }
        c.disk(v0, 5.5f, pal::simplex);
        point_label(c, v0, "v0", pal::simplex, o, {1, 0}, 4);
        const gjk::MprStep2<double>* s =
            b.phase == Phase::MprSupport ? &l.steps[size_t(b.step)] : nullptr;
        if (answer) {
            const auto& portal = l.depth.portal;
            if (portal.size() == 2)
                c.line(cam.to_screen(portal[0].w), cam.to_screen(portal[1].w), 4.5f, pal::simplex);
            const glm::dvec2 mpr = cam.to_screen(l.depth.depth * l.depth.normal);
            const glm::dvec2 epa = cam.to_screen(l.epa.penetration_depth * l.epa.normal);
            c.arrow(origin, mpr, 2.5f, 11, pal::direction);
            c.arrow(origin, epa, 2.5f, 11, pal::support);
            point_label(c, mpr, lesson::tr("MPR's push") + " " + short_number(l.depth.depth),
                        pal::direction, o, {0, 1}, 3);
            // Each name beyond its arrow's tip, away from O.
            const glm::dvec2 away = epa - origin;
            const double reach = std::max(glm::length(away), 1e-9);
            point_label(c, epa + away / reach * 10.0,
                        lesson::tr("EPA's push") + " " + short_number(l.epa.penetration_depth),
                        pal::support, o, {away.x < 0 ? 1.0f : 0.0f, away.y < 0 ? 1.0f : 0.0f}, 3);
        } else if (s) {
            std::vector<glm::dvec2> portal;
            for (const auto& p : s->portal) portal.push_back(cam.to_screen(p.w));
            if (portal.size() == 2) c.line(portal[0], portal[1], 4.5f, pal::simplex);
            for (size_t k = 0; k < portal.size(); ++k) {
                c.disk(portal[k], 5, pal::simplex);
                point_label(c, portal[k], "v" + std::to_string(k + 1), pal::simplex, o, {1, 1}, 2);
            }
            // n from the portal's middle (v0 before there is one), its support and the line
            // across n there.
            const glm::dvec2 from =
                portal.empty() ? v0
                               : (portal.size() == 2 ? 0.5 * (portal[0] + portal[1]) : portal[0]);
            const glm::dvec2 n = flip(s->direction);
            c.arrow(from, from + n * 50.0, 2.5f, 10, pal::direction);
            point_label(c, from + n * 56.0, "n", pal::direction, o, {0.5f, 0.5f}, 3);
            if (s->stop != gjk::MprStop::Inside) {
                const glm::dvec2 p = cam.to_screen(s->support.w);
                const glm::dvec2 along{-n.y, n.x};
                const double reach = glm::length(cam.viewport.size());
                c.line(p - along * reach, p + along * reach, 1.5f, pal::support);
                c.disk(p, 6, pal::support);
                c.ring(p, 10, 2.5f, pal::support);
                point_label(c, p + glm::dvec2(10, 8), "s(n)", pal::support, o, {0, 0}, 3);
            }
        }
        paint_frame(c, cam, lesson::tr("A - B, v0 and the ray through O") + "  |  " + title,
                    "A - B  |  " + title);
    }
    c.set_clip({0, 0, 0, 0});
    if (v.panel.size().x > 0)
        paint_lesson_panel(c, v.panel, mpr_pseudocode(l, b), mpr_convergence(l, b));
}

}  // namespace gjklab
