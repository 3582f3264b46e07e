#include "render/lesson_panel.h"

#include "model/lesson/text.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "render/paint_common.h"
#include "render/palette.h"

namespace gjklab {

namespace pal = palette;

namespace {

constexpr double kPad = 10, kLine = 21, kCodeSize = 15, kSmall = 13;
/// Value rows the panel keeps room for (a GJK test shows 9), so that the plot below them
/// does not move from step to step.
constexpr double kValueRows = 9;
/// The plot's least height (its title, legend, axes and at least a decade between them).
constexpr double kMinPlotHeight = 130;
/// The least height of the compact plot (a projector): the legend, the axes, no title and no
/// iteration numbers under it.
constexpr double kMinCompactPlotHeight = 90;

void text(Canvas& c, glm::dvec2 at, const std::string& s, Color col, float size,
          glm::vec2 align = {0, 0}) {
    // Where asked: the strip is laid out by hand.
    c.label({at, s, col, align, size, false, 0}, BoxKind::Part);
}

/// The pseudocode: numbered lines, the current one on a bar and marked; then, with `values`,
/// the values. Returns the height used.
double paint_code(Canvas& c, const Rect& r, const Pseudocode& code, bool values) {
    double y = r.min.y + kPad;
    text(c, {r.min.x + kPad, y}, code.title, pal::text, 17);
    y += 26;
    // A strip too short for every line at full height (a projector) packs them closer, in a
    // smaller type, down to 16 px a line; shorter still, it shows the lines around the current
    // one, "..." standing for those above and below.
    const int count = int(code.lines.size());
    const double room = (r.max.y - y - 4) / double(std::max(1, count));
    const double line = values ? kLine : std::clamp(room, 16.0, kLine);
    const float size = float(std::min(kCodeSize, line - 4));
    const int fit = values ? count : std::max(5, int((r.max.y - y - 4) / line));
    const int first = std::clamp(code.current - fit / 2, 0, std::max(0, count - fit));
    const int end = std::min(count, first + fit);
    for (int i = first; i < end; ++i) {
        if ((i == first && first > 0) || (i == end - 1 && end < count)) {
            text(c, {r.min.x + kPad + 38, y}, "...", pal::with_alpha(pal::text, 0.55f), size);
            y += line;
            continue;
        }
        const bool current = i == code.current;
        if (current)
            c.fill_convex({{r.min.x + 4, y - 2},
                           {r.max.x - 4, y - 2},
                           {r.max.x - 4, y + line - 3},
                           {r.min.x + 4, y + line - 3}},
                          pal::with_alpha(pal::highlight, 0.85f));
        text(c, {r.min.x + kPad, y}, (current ? ">" : " ") + std::to_string(i + 1),
             pal::with_alpha(pal::text, current ? 1.0f : 0.55f), size);
        text(c, {r.min.x + kPad + 38, y}, code.lines[size_t(i)],
             pal::with_alpha(pal::text, current ? 1.0f : 0.8f), size);
        y += line;
    }
    if (values && !code.values.empty()) {
        y += 8;
        text(c, {r.min.x + kPad, y}, lesson::tr("values"), pal::axis, kSmall);
        y += 18;
        for (const auto& [name, value] : code.values) {
            text(c, {r.min.x + kPad, y}, name + " = " + value, pal::text, kSmall);
            y += 18;
        }
    }
    return y;
}

/// |v| per GJK iteration and EPA's bracket on the depth (the smallest w.n so far minus dist(e))
/// against the iteration, log scale. `may_compact`: in a box shorter than kMinPlotHeight, the
/// compact plot rather than none.
bool paint_plot(Canvas& c, const Rect& r, const Convergence& conv, bool may_compact) {
    const int n = int(conv.gjk.size() + conv.epa.size());
    if (n == 0 || r.size().y < (may_compact ? kMinCompactPlotHeight : kMinPlotHeight)) return false;
    const bool compact = r.size().y < kMinPlotHeight;
    auto raw = [&](int i) {
        return i < int(conv.gjk.size()) ? conv.gjk[size_t(i)]
                                        : conv.epa[size_t(i) - conv.gjk.size()];
    };
    // The decades the positive values span; 0 or below (rounding) sits on a floor line one
    // decade under them, so that a run ending at 0 does not squeeze the rest onto one line.
    double lo = 1e9, hi = -1e9;
    bool floor_used = false;
    for (int i = 0; i < n; ++i) {
        if (raw(i) > 1e-300)
            lo = std::min(lo, std::log10(raw(i))), hi = std::max(hi, std::log10(raw(i)));
        else
            floor_used = true;
    }
    if (lo > hi) lo = hi = 0;
    lo = std::floor(lo), hi = std::ceil(hi);
    if (floor_used) lo -= 1;
    if (hi - lo < 1) hi = lo + 1;
    auto value = [&](int i) { return raw(i) > 1e-300 ? std::log10(raw(i)) : lo; };
    if (!compact)
        text(c, {r.min.x + kPad, r.min.y},
             conv.title.empty() ? lesson::tr("convergence (log scale), GJK then EPA") : conv.title,
             pal::text, kSmall);
    const double legend_y = r.min.y + (compact ? 8 : 34);
    const Rect plot{{r.min.x + 52, r.min.y + (compact ? 20 : 50)},
                    {r.max.x - 14, r.max.y - (compact ? 8 : 30)}};
    c.polyline({plot.min, {plot.max.x, plot.min.y}, plot.max, {plot.min.x, plot.max.y}}, true, 1,
               pal::grid_major);
    // The points keep clear of the frame, the tick labels left of it and the GJK / EPA names
    // along its top, so that the current one's ring covers none of them.
    const Rect inner{{plot.min.x + 12, plot.min.y + (compact ? 26 : 28)},
                     {plot.max.x - 12, plot.max.y - (compact ? 8 : 12)}};
    auto at = [&](int i, double v) {
        const double x = n == 1 ? (inner.min.x + inner.max.x) / 2
                                : inner.min.x + (inner.max.x - inner.min.x) * i / double(n - 1);
        return glm::dvec2{x, inner.max.y - (inner.max.y - inner.min.y) * (v - lo) / (hi - lo)};
    };
    // A line every decade, numbered every `every` (at most about five numbers); across at
    // most two decades also at 2 and 5 times them.
    const int decades = int(hi - lo);
    // Numbers at least 14 px apart; 2 and 5 only where a decade is 45 px or more.
    const double per_decade = (inner.max.y - inner.min.y) / double(std::max(1, decades));
    const int every = std::max({1, (decades + 4) / 5, int(std::ceil(14 / per_decade))});
    for (int k = 0; k <= decades; ++k) {
        const glm::dvec2 p = at(0, lo + k);
        c.segment_body({plot.min.x, p.y}, {plot.max.x, p.y}, 1, pal::grid_minor);
        const bool the_floor = floor_used && k == 0;
        if (k % every == 0 || the_floor)
            text(c, {plot.min.x - 4, p.y}, the_floor ? "0" : "1e" + std::to_string(int(lo) + k),
                 pal::axis, 12, {1, 0.5f});
        if (decades <= 2 && per_decade >= 45 && k < decades && !the_floor)
            for (double m : {2.0, 5.0}) {
                const glm::dvec2 q = at(0, lo + k + std::log10(m));
                c.segment_body({plot.min.x, q.y}, {plot.max.x, q.y}, 1, pal::grid_minor);
                text(c, {plot.min.x - 4, q.y},
                     std::to_string(int(m)) + "e" + std::to_string(int(lo) + k), pal::axis, 11,
                     {1, 0.5f});
            }
    }
    // The legend, over the plot's top.
    double lx = r.min.x + kPad;
    if (!conv.gjk.empty()) {
        c.line({lx, legend_y}, {lx + 16, legend_y}, 2.5f, pal::closest);
        text(c, {lx + 20, legend_y},
             conv.gjk_label.empty() ? lesson::tr("GJK |v|") : conv.gjk_label, pal::text, 12,
             {0, 0.5f});
        lx += 90;
    }
    if (!conv.epa.empty()) {
        c.line({lx, legend_y}, {lx + 16, legend_y}, 2.5f, pal::direction);
        text(c, {lx + 20, legend_y}, lesson::tr("EPA min w.n - dist(e)"), pal::text, 12, {0, 0.5f});
    }
    const int g = int(conv.gjk.size());
    // The plot fills in as the lesson goes: iterations still to come are not drawn (the axes
    // already span the whole run, so that nothing moves as they come).
    // The current iteration's own value only once the beat has computed it (EPA's bracket comes
    // with its test, after the closest face and the support point).
    const int shown = std::min(n, conv.current + (conv.current_known ? 1 : 0));
    for (int i = 0; i + 1 < shown; ++i) {
        if (i + 1 == g) continue;  // no line from GJK's last |v| to EPA's first bracket
        c.line(at(i, value(i)), at(i + 1, value(i + 1)), 2, i < g ? pal::closest : pal::direction);
    }
    for (int i = 0; i < shown; ++i) {
        const Color col = i < g ? pal::closest : pal::direction;
        c.disk(at(i, value(i)), i == conv.current ? 6 : 3.5f, col);
        if (i == conv.current) {
            c.ring(at(i, value(i)), 9, 2, pal::text);
            // Its number: the ticks are decades apart, too coarse to read it off.
            const double v = i < g ? conv.gjk[size_t(i)] : conv.epa[size_t(i - g)];
            const glm::dvec2 p = at(i, value(i));
            const bool right_half = p.x > (inner.min.x + inner.max.x) / 2;
            const bool low = p.y > (inner.min.y + inner.max.y) / 2;
            text(c, p + glm::dvec2(right_half ? -13 : 13, low ? -13 : 13),
                 v <= 1e-300 ? "0" : short_number(v), pal::text, 12,
                 {right_half ? 1.0f : 0.0f, low ? 1.0f : 0.0f});
        }
    }
    if (conv.current >= 0 && conv.current < n) {
        const double x = at(conv.current, lo).x;
        c.dashed_line({x, plot.min.y}, {x, plot.max.y}, 1.2f, 4, pal::axis);
    }
    if (g > 0 && g < n) {  // where GJK hands over to EPA
        const double x = (at(g - 1, lo).x + at(g, lo).x) / 2;
        c.segment_body({x, plot.min.y}, {x, plot.max.y}, 1, pal::grid_major);
        text(c, {x - 4, plot.min.y + 4}, "GJK", pal::axis, 12, {1, 0});
        text(c, {x + 4, plot.min.y + 4}, "EPA", pal::axis, 12, {0, 0});
    }
    // A log scale has no place for 0 or a bracket below it (rounding): the floor line, marked
    // "0", holds them.
    if (!compact) {
        text(c, {plot.min.x + 2, plot.max.y + 10}, lesson::tr("iteration 1"), pal::axis, 12);
        text(c, {plot.max.x, plot.max.y + 10}, std::to_string(n), pal::axis, 12, {1, 0});
    }
    return true;
}

}  // namespace

double lesson_panel_width(double width, bool keep) {
    if (width < 900) return keep && width >= 560 ? 300 : 0;
    return std::floor(std::clamp(0.24 * width, 300.0, 560.0));
}

bool strip_holds_plot(const Rect& r, const Pseudocode& code) {
    const double code_end = r.min.y + kPad + 26 + double(code.lines.size()) * kLine;
    return r.max.y - code_end - 16 >= kMinPlotHeight;
}

bool paint_convergence_plot(Canvas& c, const Rect& r, const Convergence& conv) {
    c.set_clip({float(r.min.x), float(r.min.y), float(r.size().x), float(r.size().y)});
    c.fill_convex({r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}}, pal::rgb(0xf6f6f6));
    c.polyline({r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}}, true, 1, pal::grid_major);
    const bool drawn = paint_plot(c, {{r.min.x, r.min.y + 6}, r.max}, conv, true);
    if (drawn) c.keep_labels_clear(r.min, r.max, BoxKind::Plot);
    c.set_clip({0, 0, 0, 0});
    return drawn;
}

void paint_lesson_panel(Canvas& c, const Rect& r, const Pseudocode& code, const Convergence& conv) {
    if (r.size().x <= 0) return;
    c.set_clip({float(r.min.x), float(r.min.y), float(r.size().x), float(r.size().y)});
    c.fill_convex({r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}}, pal::rgb(0xf6f6f6));
    c.polyline({r.min, {r.max.x, r.min.y}, r.max, {r.min.x, r.max.y}}, true, 1, pal::grid_major);
    // The plot stays put from step to step: below room for the code and kValueRows values,
    // whichever step shows fewer. A short strip (the window on a projector) keeps the code and
    // the plot and leaves the values out (the caption says them), rather than lose the plot.
    const double code_end = r.min.y + kPad + 26 + double(code.lines.size()) * kLine;
    const double reserved = code_end + 8 + 18 + kValueRows * 18;
    const bool room_for_plot = r.max.y - code_end - 16 >= kMinPlotHeight;
    const bool values =
        r.max.y - reserved - 16 >= kMinPlotHeight || (!room_for_plot && r.max.y >= reserved);
    const double used = paint_code(c, r, code, values);
    const double top = (values ? std::max(used, reserved) : code_end) + 16;
    const bool plot = paint_plot(c, {{r.min.x, top}, r.max}, conv, false);
    c.keep_labels_clear(r.min, {r.max.x, plot ? top - 8 : r.max.y}, BoxKind::Pseudocode);
    if (plot) c.keep_labels_clear({r.min.x, top - 8}, r.max, BoxKind::Plot);
    c.set_clip({0, 0, 0, 0});
}

}  // namespace gjklab
