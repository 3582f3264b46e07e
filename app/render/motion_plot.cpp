#include "render/motion_plot.h"

#include "model/explain.h"
#include "model/lesson/text.h"

#include <algorithm>
#include <cmath>

#include "render/palette.h"

namespace gjklab {

namespace pal = palette;

std::vector<double> normal_turns(const MotionSeries& m) {
    std::vector<double> out;
    if (m.samples.empty()) return out;
    const glm::dvec3 first = normal_of(m.samples.front().report);
    double previous = 0;
    for (const MotionSample& s : m.samples) {
        const glm::dvec3 n = normal_of(s.report);
        double a;
        if (m.dimension == 2) {
            a = std::atan2(first.x * n.y - first.y * n.x, glm::dot(first, n)) * 180 / M_PI;
            while (a - previous > 180) a -= 360;
            while (a - previous < -180) a += 360;
        } else {
            a = std::acos(std::clamp(glm::dot(first, n), -1.0, 1.0)) * 180 / M_PI;
        }
        previous = a;
        out.push_back(a);
    }
    return out;
}

namespace {

void text(Canvas& c, glm::dvec2 at, const std::string& s, Color col, float size,
          glm::vec2 align = {0, 0}) {
    c.label({at, s, col, align, size, false, 0}, BoxKind::Part);
}

/// One plot of `values` (one per sample) in `r`, titled, with its range, the time shown marked.
void plot(Canvas& c, const Rect& r, const std::string& title, const std::vector<double>& values,
          const MotionSeries& m, double now, bool zero_line) {
    text(c, {r.min.x, r.min.y}, title, pal::text, 13);
    const Rect p{{r.min.x + 48, r.min.y + 22}, {r.max.x - 8, r.max.y - 18}};
    c.polyline({p.min, {p.max.x, p.min.y}, p.max, {p.min.x, p.max.y}}, true, 1, pal::grid_major);
    double lo = 0, hi = 0;
    for (double v : values) lo = std::min(lo, v), hi = std::max(hi, v);
    if (hi - lo < 1e-12) hi = lo + 1;
    auto x_of = [&](double t) { return p.min.x + t / m.duration * (p.max.x - p.min.x); };
    auto y_of = [&](double v) { return p.max.y - (v - lo) / (hi - lo) * (p.max.y - p.min.y); };
    text(c, {p.min.x - 4, p.min.y}, short_number(hi), pal::axis, 11, {1, 0.5f});
    text(c, {p.min.x - 4, p.max.y}, short_number(lo), pal::axis, 11, {1, 0.5f});
    if (zero_line && lo < 0 && hi > 0) {
        c.line({p.min.x, y_of(0)}, {p.max.x, y_of(0)}, 1, pal::axis);
        text(c, {p.min.x - 4, y_of(0)}, "0", pal::axis, 11, {1, 0.5f});
    }
    for (const MotionEvent& e : m.events)
        if (e.kind != "warning")
            c.dashed_line({x_of(e.t), p.min.y}, {x_of(e.t), p.max.y}, 1, 4,
                          pal::with_alpha(pal::sees, 0.7f));
    std::vector<glm::dvec2> line;
    for (size_t i = 0; i < values.size(); ++i)
        line.push_back({x_of(m.samples[i].t), y_of(values[i])});
    c.polyline(line, false, 2, pal::direction);
    c.line({x_of(now), p.min.y}, {x_of(now), p.max.y}, 2, pal::text);
    text(c, {p.min.x, p.max.y + 3}, "t = 0", pal::axis, 11);
    text(c, {p.max.x, p.max.y + 3}, short_number(m.duration), pal::axis, 11, {1, 0});
}

}  // namespace

void paint_motion_strip(Canvas& c, const Rect& r, const MotionSeries& m, double now) {
    c.fill_convex({r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}}, pal::rgb(0xf4f4f4));
    const double pad = 10, h = r.size().y;
    std::vector<double> distance;
    for (const MotionSample& s : m.samples) distance.push_back(signed_distance(s.report));
    const double half = std::min(220.0, (h - 3 * pad) / 2.4);
    const Rect top{{r.min.x + pad, r.min.y + pad}, {r.max.x - pad, r.min.y + pad + half}};
    const Rect bottom{{r.min.x + pad, top.max.y + pad}, {r.max.x - pad, top.max.y + pad + half}};
    plot(c, top, lesson::words("motion.distance_plot"), distance, m, now, true);
    plot(c, bottom, lesson::words("motion.turn_plot"), normal_turns(m), m, now, false);
    // The events, named, under the plots.
    double y = bottom.max.y + pad;
    for (const MotionEvent& e : m.events) {
        if (e.kind == "warning" || y > r.max.y - 16) continue;
        text(c, {r.min.x + pad, y},
             lesson::words("motion.event_" + e.kind, {{"t", short_number(e.t)}}) +
                 (e.kind == "normal_jump" ? " (" + short_number(e.angle_deg) + "°)" : ""),
             e.t <= now ? pal::text : pal::axis, 13);
        y += 19;
    }
    c.keep_labels_clear(r.min, r.max, BoxKind::Plot);
}

}  // namespace gjklab
