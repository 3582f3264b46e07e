#include "render/cast_painter3.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

#include "model/explain.h"
#include "model/timeline3.h"
#include "render/lesson_panel.h"
#include "render/marks3.h"
#include "render/painter3.h"
#include "render/palette.h"

namespace gjklab {

namespace pal = palette;

namespace {

const SceneShape& query_shape(const Scene& s, const std::string& name) {
    return s.shapes[size_t(s.index_of(name))];
}

void add_points(glm::dvec3& lo, glm::dvec3& hi, const std::vector<glm::dvec3>& points) {
    for (const glm::dvec3& p : points) lo = glm::min(lo, p), hi = glm::max(hi, p);
}

/// The corners of a square of half side `half` centred at `p`, across the unit normal `n`.
std::vector<glm::dvec3> square_across(const glm::dvec3& p, const glm::dvec3& n, double half) {
    const glm::dvec3 other = std::abs(n.x) < 0.9 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 1, 0);
    const glm::dvec3 e1 = glm::normalize(glm::cross(n, other)), e2 = glm::cross(n, e1);
    return {p + half * (e1 + e2), p + half * (e2 - e1), p - half * (e1 + e2), p + half * (e1 - e2)};
}

/// How far A - B reaches from its centre: the scale of the arrows and the plane drawn in it.
double size_of(const Timeline3& t) {
    double size = 1e-9;
    for (const glm::dvec3& p : t.minkowski.points)
        size = std::max(size, glm::length(p - t.minkowski.centre));
    return size;
}

void label(Canvas& c, glm::dvec2 at, const std::string& text, Color col, const PaintOptions& o,
           glm::vec2 align = {0, 1}, int priority = 2) {
    point_label(c, at, text, col, o, align, priority);
}

/// The world: the shapes at `moved`, where B started with the way it came, and the normal of
/// the answer (or of the advancement's step).
void paint_world_at(Canvas& c, const Camera3& cam, const CastLesson3& l, const Beat& b,
                    const Scene& moved, const Timeline3& now, PaintOptions plain,
                    const PaintOptions& o, double lambda) {
    const bool advancing = l.method != gjk::ToiMethod::RayCast;
    plain.layers.answer = advancing && b.phase != Phase::CastRay;
    paint_world(c, cam, moved, now, advancing ? now.size() - 1 : 0, plain);
    const glm::dvec2 from = cam.to_screen(query_shape(l.start, l.scene.query_b).entry3().position);
    const glm::dvec2 to = cam.to_screen(query_shape(moved, l.scene.query_b).entry3().position);
    c.ring(from, 6, 1.5f, pal::with_alpha(pal::shape_b, 0.7f));
    if (glm::length(to - from) > 12) c.arrow(from, to, 2, 10, pal::direction);
    label(c, from, lesson::tr("B at t = ") + short_number(l.t0), pal::shape_b, o, {0.5f, 0});
    double size = 1e-9;
    for (const auto& shape : now.shapes)
        for (const glm::dvec3& p : shape.points)
            size = std::max(size, glm::length(p - shape.centre));
    if (b.phase == Phase::CastHit && l.report.hit) {
        c.disk(cam.to_screen(l.report.point), 5, pal::closest);
        named_arrow3(c, cam, l.report.point, l.report.point + 0.6 * size * l.report.normal, "n",
                     pal::direction, o, 3);
    } else if (advancing && (b.phase == Phase::CastDistance || b.phase == Phase::CastAdvance)) {
        const auto& a = l.advance[size_t(b.step)];
        const glm::dvec3 mid = 0.5 * (a.point_a + a.point_b);
        named_arrow3(c, cam, mid, mid + 0.6 * size * a.normal, "n", pal::direction, o, 3);
    }
    view_title3(c, cam.viewport, lesson::tr("World at t = ") + short_number(l.t0 + lambda));
}

/// A - B at the start with the ray, x, the simplex and the beat's marks (the ray cast).
void paint_ray_cast(Canvas& c, const Camera3& cam, const CastLesson3& l, const Beat& b,
                    const PaintOptions& plain, const PaintOptions& o, double lambda,
                    const std::string& title) {
    const Timeline3 t = build_timeline3(l.start);
    paint_minkowski(c, cam, t, 0, plain);
    const double size = size_of(t);
    const glm::dvec3 x_world = lambda * l.r;
    const glm::dvec2 origin = cam.to_screen(glm::dvec3(0)), x = cam.to_screen(x_world);
    // The ray: solid where x has been, dashed ahead to the interval's end.
    const glm::dvec2 end = cam.to_screen((l.t1 - l.t0) * l.r);
    c.dashed_line(x, end, 1.5f, 7, pal::axis);
    c.line(origin, x, 3, pal::direction);
    label(c, end, "λr, λ = " + short_number(l.t1 - l.t0), pal::axis, o, {0, 0.5f}, 1);
    const gjk::CastIteration<double, glm::dvec3>* step =
        b.phase == Phase::CastRay || l.steps.empty() ? nullptr : &l.steps[size_t(b.step)];
    if (step) {
        // S as it entered (support, plane) or as kept (nearest part on).
        const bool kept = b.phase == Phase::CastClosest || b.phase == Phase::CastTest ||
                          b.phase == Phase::CastHit;
        const std::vector<gjk::CastSupport<glm::dvec3>> simplex = cast_simplex_shown(l, b);
        std::vector<glm::dvec2> pts;
        for (const auto& s : simplex) pts.push_back(cam.to_screen(s.p));
        for (size_t i = 0; i < pts.size(); ++i)
            for (size_t k = i + 1; k < pts.size(); ++k) c.line(pts[i], pts[k], 2.5f, pal::simplex);
        for (size_t k = 0; k < simplex.size(); ++k) {
            c.disk(pts[k], 5, pal::simplex);
            label(c, pts[k], cast_point_name(l, simplex[k]), pal::simplex, o, {1, 1}, 2);
        }
        const glm::dvec3 y_world =
            kept ? step->closest : step->lambda_before * l.r - step->direction;
        const glm::dvec2 y = cam.to_screen(y_world);
        if (b.phase == Phase::CastSupport || b.phase == Phase::CastPlane) {
            // u from y to x, the support point and its plane across u.
            const glm::dvec3 x_before = step->lambda_before * l.r;
            const glm::dvec2 ux = cam.to_screen(x_before);
            c.arrow(y, ux, 2, 10, pal::direction);
            label(c, y + 0.3 * (ux - y), "u", pal::direction, o, {1, 1}, 3);
            const double len = glm::length(step->direction);
            if (len > 0) {
                std::vector<glm::dvec2> square;
                for (const glm::dvec3& q :
                     square_across(step->support.p, step->direction / len, 0.6 * size))
                    square.push_back(cam.to_screen(q));
                c.fill_convex(square, pal::with_alpha(pal::support, 0.15f));
                c.polyline(square, true, 1.5f, pal::support);
            }
            const glm::dvec2 p = cam.to_screen(step->support.p);
            c.disk(p, 6, pal::support);
            label(c, p, cast_point_name(l, step->support) + " = s(u)", pal::support, o, {0, 0}, 3);
            if (b.phase == Phase::CastPlane && step->advanced) {
                c.ring(ux, 6, 2, pal::axis);
                label(c, ux, "λ = " + short_number(step->lambda_before), pal::axis, o, {1, 0}, 2);
            }
        } else {
            c.disk(y, 5, pal::closest);
            label(c, y, "y", pal::closest, o, {1, 0}, 3);
            c.line(y, x, 2, pal::closest);
            label(c, 0.5 * (y + x), "|x - y| = " + short_number(glm::length(x_world - y_world)),
                  pal::closest, o, {0, 0}, 2);
        }
    }
    // The sphere of radius σ around x, where it shows: its outline at the view's depth.
    const double sigma_px = cam.pixels(l.sigma);
    if (sigma_px > 3) c.ring(x, float(sigma_px), 1.5f, pal::with_alpha(pal::direction, 0.6f));
    c.disk(x, 6, pal::direction);
    label(c, x, "x = λr, λ = " + short_number(lambda), pal::direction, o, {0, 1}, 4);
    if (b.phase == Phase::CastHit && l.report.hit)
        named_arrow3(c, cam, x_world, x_world + 0.5 * size * l.report.normal, "n", pal::direction,
                     o, 3);
    view_title3(c, cam.viewport, lesson::tr("A - B and the ray x = λr") + "  |  " + title);
}

}  // namespace

void frame_cast_views3(Views3& v, const CastLesson3& l) {
    const bool advancing = l.method != gjk::ToiMethod::RayCast;
    glm::dvec3 wlo(1e300), whi(-1e300), mlo(0), mhi(0);
    const std::vector<double> times =
        advancing ? cast_advance_times(l) : std::vector<double>{0, l.lambda};
    for (double t : times) {
        const Timeline3 moved = build_timeline3(l.at(t));
        for (int k : {moved.index_a, moved.index_b})
            if (k >= 0 && k < int(moved.shapes.size()))
                add_points(wlo, whi, moved.shapes[size_t(k)].points);
        if (advancing) add_points(mlo, mhi, moved.minkowski.points);
    }
    if (!advancing) {
        add_points(mlo, mhi, build_timeline3(l.start).minkowski.points);
        add_points(mlo, mhi, {l.lambda * l.r});
        if (!l.report.hit) add_points(mlo, mhi, {0.5 * (l.t1 - l.t0) * l.r});
    }
    if (wlo.x <= whi.x) v.world.frame(wlo, whi);
    v.minkowski.frame(mlo, mhi);
}

void paint_cast_views3(Canvas& c, const Views3& v, const CastLesson3& l, const Beat& b,
                       const PaintOptions& o) {
    const PaintOptions plain = shapes_only(o);
    const double lambda = cast_lambda_at(l, b);
    const std::string title = cast_beat_title(l, b);
    const Scene moved = l.at(lambda);
    const Timeline3 now = build_timeline3(moved);
    if (v.shows_world()) {
        c.set_clip(clip_of(v.world.viewport));
        paint_world_at(c, v.world, l, b, moved, now, plain, o, lambda);
    }
    if (v.shows_minkowski()) {
        const Camera3& cam = v.minkowski;
        c.set_clip(clip_of(cam.viewport));
        if (l.method == gjk::ToiMethod::RayCast) {
            paint_ray_cast(c, cam, l, b, plain, o, lambda, title);
        } else {  // A - B at the step's time, with its closest point to O
            PaintOptions at = plain;
            at.layers.answer = b.phase != Phase::CastRay;
            paint_minkowski(c, cam, now, now.size() - 1, at);
            view_title3(c, cam.viewport,
                        lesson::tr("Minkowski difference A - B") + "  |  " + title);
        }
    }
    c.set_clip({0, 0, 0, 0});
    if (v.panel.size().x > 0)
        paint_lesson_panel(c, v.panel, cast_pseudocode(l, b), cast_convergence(l, b));
}

}  // namespace gjklab
