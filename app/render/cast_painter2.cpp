#include "render/cast_painter2.h"

#include "model/explain.h"
#include "model/timeline2.h"
#include "render/lesson_panel.h"
#include "render/palette.h"

#include <algorithm>

namespace gjklab {

namespace pal = palette;

namespace {

/// The world points of a 2D shape's outline (a point: its position).
std::vector<glm::dvec2> outline(const SceneShape& s) {
    ShapeGeometry g = shape_geometry(s);
    if (g.outline.empty()) g.outline = {g.position};
    return g.outline;
}

const SceneShape& shape_b(const Scene& s) {
    return s.shapes[size_t(s.index_of(s.query_b))];
}
const SceneShape& shape_a(const Scene& s) {
    return s.shapes[size_t(s.index_of(s.query_a))];
}

void bounds_add(glm::dvec2& lo, glm::dvec2& hi, glm::dvec2 p) {
    lo = glm::min(lo, p);
    hi = glm::max(hi, p);
}

void label(Canvas& c, glm::dvec2 at, const std::string& text, Color col, const PaintOptions& o,
           glm::vec2 align = {0, 1}, int priority = 2) {
    if (!o.labels) return;
    Label l{at, text, col, align};
    l.priority = priority;
    c.label(l);
}

void frame_advance_views(Views2& v, const CastLesson& l) {
    glm::dvec2 lo{0, 0}, hi{0, 0}, wlo{1e300, 1e300}, whi{-1e300, -1e300};
    for (double t : cast_advance_times(l)) {
        const Scene moved = l.at(t);
        glm::dvec2 mlo, mhi;
        minkowski_bounds(build_timeline2(moved), mlo, mhi);
        bounds_add(lo, hi, mlo);
        bounds_add(lo, hi, mhi);
        for (const SceneShape* shape : {&shape_a(moved), &shape_b(moved)})
            for (glm::dvec2 p : outline(*shape)) bounds_add(wlo, whi, p);
    }
    v.minkowski.frame(lo, hi);
    v.world.frame(wlo, whi);
}

/// A beat of the advancement: the shapes at the step's time with their closest points and
/// distance (the query's answer), the line across n between them, B's start.
void paint_advance_views(Canvas& c, const Views2& v, const CastLesson& l, const Beat& b,
                         PaintOptions plain, const PaintOptions& o) {
    const double at = cast_lambda_at(l, b);
    const Scene moved = l.at(at);
    const Timeline2 t = build_timeline2(moved);
    plain.layers.answer = b.phase != Phase::CastRay;
    const std::string title = cast_beat_title(l, b);
    if (v.shows_world()) {
        const Camera2& cam = v.world;
        c.set_clip(clip_of(cam.viewport));
        paint_world(c, cam, moved, t, t.size() - 1, plain);
        std::vector<glm::dvec2> ghost;
        for (glm::dvec2 p : outline(shape_b(l.start))) ghost.push_back(cam.to_screen(p));
        c.polyline(ghost, true, 1.5f, pal::with_alpha(pal::shape_b, 0.6f));
        double lowest = -1e300;
        for (const glm::dvec2& q : ghost) lowest = std::max(lowest, q.y);
        const glm::dvec2 from = cam.to_screen(shape_b(l.start).entry2().position);
        label(c, {from.x, lowest + 4}, lesson::tr("B at t = ") + short_number(l.t0), pal::shape_b,
              o, {0.5f, 0});
        if (b.phase == Phase::CastDistance || b.phase == Phase::CastAdvance) {
            const auto& a = l.advance[size_t(b.step)];
            const glm::dvec2 mid = cam.to_screen(0.5 * (a.point_a + a.point_b));
            const glm::dvec2 along = glm::dvec2(-a.normal.y, -a.normal.x);  // screen: y down
            const double reach = 0.35 * glm::length(cam.viewport.size());
            c.dashed_line(mid - along * reach, mid + along * reach, 1.5f, 8, pal::support);
            const glm::dvec2 tip = mid + glm::dvec2(a.normal.x, -a.normal.y) * 50.0;
            c.arrow(mid, tip, 2.5f, 11, pal::direction);
            label(c, tip, "n", pal::direction, o, {0, 1}, 3);
        }
        paint_frame(c, cam, lesson::tr("World at t = ") + short_number(l.t0 + at), "");
    }
    if (v.shows_minkowski()) {
        const Camera2& cam = v.minkowski;
        c.set_clip(clip_of(cam.viewport));
        paint_minkowski(c, cam, t, t.size() - 1, plain);
        paint_frame(c, cam, lesson::tr("Minkowski difference A - B") + "  |  " + title,
                    "A - B  |  " + title);
    }
    c.set_clip({0, 0, 0, 0});
    if (v.panel.size().x > 0)
        paint_lesson_panel(c, v.panel, cast_pseudocode(l, b), cast_convergence(l, b));
}

}  // namespace

void frame_cast_views(Views2& v, const CastLesson& l) {
    if (l.method != gjk::ToiMethod::RayCast) {
        frame_advance_views(v, l);
        return;
    }
    const Timeline2 t = build_timeline2(l.start);
    glm::dvec2 lo, hi;
    minkowski_bounds(t, lo, hi);
    bounds_add(lo, hi, {0, 0});
    bounds_add(lo, hi, l.lambda * l.r);
    if (!l.report.hit) bounds_add(lo, hi, 0.5 * (l.t1 - l.t0) * l.r);
    v.minkowski.frame(lo, hi);
    glm::dvec2 wlo{1e300, 1e300}, whi{-1e300, -1e300};
    for (const Scene& moved : {l.start, l.at(l.lambda)})
        for (const SceneShape* shape : {&shape_a(moved), &shape_b(moved)})
            for (glm::dvec2 p : outline(*shape)) bounds_add(wlo, whi, p);
    v.world.frame(wlo, whi);
}

void paint_cast_views(Canvas& c, const Views2& v, const CastLesson& l, const Beat& b,
                      const PaintOptions& o) {
    const PaintOptions plain = shapes_only(o);
    if (l.method != gjk::ToiMethod::RayCast) {
        paint_advance_views(c, v, l, b, plain, o);
        return;
    }
    const double lambda = cast_lambda_at(l, b);
    const gjk::CastIteration<double, glm::dvec2>* step =
        b.phase == Phase::CastRay || l.steps.empty() ? nullptr : &l.steps[size_t(b.step)];
    const std::string title = cast_beat_title(l, b);

    if (v.shows_world()) {
        const Camera2& cam = v.world;
        c.set_clip(clip_of(cam.viewport));
        const Scene moved = l.at(lambda);
        const Timeline2 t = build_timeline2(moved);
        paint_world(c, cam, moved, t, 0, plain);
        // Where B started, and the way it has come.
        std::vector<glm::dvec2> ghost;
        for (glm::dvec2 p : outline(shape_b(l.start))) ghost.push_back(cam.to_screen(p));
        c.polyline(ghost, true, 1.5f, pal::with_alpha(pal::shape_b, 0.6f));
        const glm::dvec2 from = cam.to_screen(shape_b(l.start).entry2().position);
        const glm::dvec2 to = cam.to_screen(shape_b(moved).entry2().position);
        if (glm::length(to - from) > 12) c.arrow(from, to, 2, 10, pal::direction);
        // Named under its outline, clear of B's own label at its centre.
        double lowest = -1e300;
        for (const glm::dvec2& q : ghost) lowest = std::max(lowest, q.y);
        label(c, {from.x, lowest + 4}, lesson::tr("B at t = ") + short_number(l.t0), pal::shape_b,
              o, {0.5f, 0});
        if (b.phase == Phase::CastHit && l.report.hit) {
            const glm::dvec2 p = glm::dvec2(l.report.point);
            const glm::dvec2 n = glm::dvec2(l.report.normal);
            const glm::dvec2 s = cam.to_screen(p);
            c.disk(s, 5, pal::closest);
            c.arrow(s, s + glm::dvec2(n.x, -n.y) * 60.0, 2.5f, 12, pal::direction);
            label(c, s + glm::dvec2(n.x, -n.y) * 64.0, "n", pal::direction, o, {0.5f, 0.5f}, 3);
        }
        paint_frame(c, cam, lesson::tr("World at t = ") + short_number(l.t0 + lambda), "");
    }
    if (v.shows_minkowski()) {
        const Camera2& cam = v.minkowski;
        c.set_clip(clip_of(cam.viewport));
        const Timeline2 t = build_timeline2(l.start);
        paint_minkowski(c, cam, t, 0, plain);
        const glm::dvec2 origin = cam.to_screen({0, 0});
        const glm::dvec2 x = cam.to_screen(lambda * l.r);
        // The ray: solid where x has been, dashed ahead to the interval's end.
        const glm::dvec2 end = cam.to_screen((l.t1 - l.t0) * l.r);
        c.dashed_line(x, end, 1.5f, 7, pal::axis);
        c.line(origin, x, 3, pal::direction);
        label(c, end, "λr, λ = " + short_number(l.t1 - l.t0), pal::axis, o, {0, 0.5f}, 1);
        // Sigma around x when it shows.
        const double sigma_px = l.sigma * cam.scale;
        if (sigma_px > 3) c.ring(x, float(sigma_px), 1.5f, pal::with_alpha(pal::direction, 0.6f));
        // The simplex S: as it entered (support, plane) or as kept (nearest part on).
        if (step) {
            const bool kept = b.phase == Phase::CastClosest || b.phase == Phase::CastTest ||
                              b.phase == Phase::CastHit;
            const std::vector<gjk::CastSupport<glm::dvec2>> simplex = cast_simplex_shown(l, b);
            std::vector<glm::dvec2> pts;
            for (const auto& s : simplex) pts.push_back(cam.to_screen(s.p));
            if (pts.size() >= 2) c.polyline(pts, pts.size() > 2, 2.5f, pal::simplex);
            for (size_t k = 0; k < simplex.size(); ++k) {
                c.disk(pts[k], 5, pal::simplex);
                label(c, pts[k], cast_point_name(l, simplex[k]), pal::simplex, o, {1, 1}, 2);
            }
            const glm::dvec2 y_world =
                kept ? step->closest : step->lambda_before * l.r - step->direction;
            const glm::dvec2 y = cam.to_screen(y_world);
            if (b.phase == Phase::CastSupport || b.phase == Phase::CastPlane) {
                // u from y to x, the support point and its line across u.
                const glm::dvec2 ux = cam.to_screen(step->lambda_before * l.r);
                c.arrow(y, ux, 2, 10, pal::direction);
                label(c, y + 0.3 * (ux - y), "u", pal::direction, o, {1, 1}, 3);
                const glm::dvec2 p = cam.to_screen(step->support.p);
                glm::dvec2 along{-step->direction.y, step->direction.x};
                along = glm::dvec2(along.x, -along.y) / std::max(1e-300, glm::length(along));
                const double reach = glm::length(cam.viewport.size());
                c.line(p - along * reach, p + along * reach, 1.5f, pal::support);
                c.disk(p, 6, pal::support);
                label(c, p, cast_point_name(l, step->support) + " = s(u)", pal::support, o, {0, 0},
                      3);
                if (b.phase == Phase::CastPlane && step->advanced) {
                    c.ring(ux, 6, 2, pal::axis);
                    label(c, ux, "λ = " + short_number(step->lambda_before), pal::axis, o, {1, 0},
                          2);
                }
            } else {
                c.disk(y, 5, pal::closest);
                label(c, y, "y", pal::closest, o, {1, 0}, 3);
                c.line(y, x, 2, pal::closest);
                label(c, 0.5 * (y + x),
                      "|x - y| = " + short_number(glm::length(lambda * l.r - y_world)),
                      pal::closest, o, {0, 0}, 2);
            }
        }
        c.disk(x, 6, pal::direction);
        label(c, x, "x = λr, λ = " + short_number(lambda), pal::direction, o, {0, 1}, 4);
        if (b.phase == Phase::CastHit && l.report.hit) {
            const glm::dvec2 n = glm::dvec2(l.report.normal);
            c.arrow(x, x + glm::dvec2(n.x, -n.y) * 55.0, 2.5f, 12, pal::direction);
            label(c, x + glm::dvec2(n.x, -n.y) * 60.0, "n", pal::direction, o, {0.5f, 0.5f}, 3);
        }
        paint_frame(c, cam, lesson::tr("A - B and the ray x = λr") + "  |  " + title,
                    "A - B  |  " + title);
    }
    c.set_clip({0, 0, 0, 0});
    if (v.panel.size().x > 0)
        paint_lesson_panel(c, v.panel, cast_pseudocode(l, b), cast_convergence(l, b));
}

}  // namespace gjklab
