#include "render/mpr_painter3.h"

#include <glm/geometric.hpp>

#include "model/explain.h"
#include "model/timeline3.h"
#include "render/lesson_panel.h"
#include "render/marks3.h"
#include "render/painter3.h"
#include "render/palette.h"

namespace gjklab {

namespace pal = palette;

void paint_mpr_views3(Canvas& c, const Views3& v, const MprLesson& l, const Beat& b,
                      const PaintOptions& o) {
    const PaintOptions plain = shapes_only(o);
    const Timeline3 t = build_timeline3(l.scene);
    const std::string heading = mpr_beat_title(l, b);
    const bool answer = b.phase == Phase::MprAnswer && l.verdict3.intersecting;
    const glm::dvec3 push_mpr = l.depth3.depth * l.depth3.normal;
    const glm::dvec3 push_epa = l.epa3.penetration_depth * l.epa3.normal;
    if (v.shows_world()) {
        const Camera3& cam = v.world;
        c.set_clip(clip_of(cam.viewport));
        paint_world(c, cam, l.scene, t, 0, plain);
        if (answer) {  // from B's centre, the two pushes
            const glm::dvec3 centre = l.verdict3.v0.b;
            named_arrow3(c, cam, centre, centre + push_mpr, lesson::tr("MPR's push"),
                         pal::direction, o, 3);
            named_arrow3(c, cam, centre, centre + push_epa, lesson::tr("EPA's push"), pal::support,
                         o, 3);
        }
        view_title3(c, cam.viewport, lesson::tr("World: A and B"));
    }
    if (v.shows_minkowski()) {
        const Camera3& cam = v.minkowski;
        c.set_clip(clip_of(cam.viewport));
        paint_minkowski(c, cam, t, 0, plain);
        const glm::dvec3 v0w = l.verdict3.v0.w;
        const glm::dvec2 v0 = cam.to_screen(v0w), origin = cam.to_screen(glm::dvec3(0));
        // The ray from v0 through O, and on past O as far again.
        c.line(v0, origin, 2, pal::axis);
        c.dashed_line(origin, cam.to_screen(-v0w), 1.5f, 7, pal::axis);
        c.disk(v0, 5.5f, pal::simplex);
        point_label(c, v0, "v0", pal::simplex, o, {1, 0}, 4);
        const gjk::MprStep3<double>* s =
            b.phase == Phase::MprSupport ? &l.steps3[size_t(b.step)] : nullptr;
        auto portal_of = [&](const std::vector<gjk::MprVertex3<double>>& portal, bool names) {
            std::vector<glm::dvec2> pts;
            for (const auto& p : portal) pts.push_back(cam.to_screen(p.w));
            if (pts.size() == 3) c.fill_convex(pts, pal::with_alpha(pal::simplex, 0.12f));
            if (pts.size() >= 2) c.polyline(pts, pts.size() == 3, 3.5f, pal::simplex);
            for (size_t k = 0; k < pts.size(); ++k) {
                c.disk(pts[k], 5, pal::simplex);
                if (names)
                    point_label(c, pts[k], "v" + std::to_string(k + 1), pal::simplex, o, {1, 1}, 2);
            }
            glm::dvec3 mid(0);
            for (const auto& p : portal) mid += p.w;
            return portal.empty() ? v0w : mid / double(portal.size());
        };
        if (answer) {
            portal_of(l.depth3.portal, false);
            named_arrow3(c, cam, glm::dvec3(0), push_mpr,
                         lesson::tr("MPR's push") + " " + short_number(l.depth3.depth),
                         pal::direction, o, 3);
            named_arrow3(c, cam, glm::dvec3(0), push_epa,
                         lesson::tr("EPA's push") + " " + short_number(l.epa3.penetration_depth),
                         pal::support, o, 3);
        } else if (s) {
            const glm::dvec3 from = portal_of(s->portal, true);
            const double size = glm::length(v0w) + 1e-9;
            named_arrow3(c, cam, from, from + s->direction * (0.4 * size), "n", pal::direction, o,
                         3);
            if (s->stop != gjk::MprStop::Inside) {
                const glm::dvec2 p = cam.to_screen(s->support.w);
                c.disk(p, 6, pal::support);
                c.ring(p, 10, 2.5f, pal::support);
                point_label(c, p + glm::dvec2(10, 8), "s(n)", pal::support, o, {0, 0}, 3);
            }
        }
        view_title3(c, cam.viewport, "A - B  |  " + heading);
    }
    c.set_clip({0, 0, 0, 0});
    if (v.panel.size().x > 0)
        paint_lesson_panel(c, v.panel, mpr_pseudocode(l, b), mpr_convergence(l, b));
}

}  // namespace gjklab
