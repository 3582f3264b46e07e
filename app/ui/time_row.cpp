// The timeline bar's row for a moving scene: play time, the time slider and its speed, where
// the query was warm-started from, and the query over time plotted (distance, negative: depth;
// the normal's turn), the time shown marked, the contact and normal-jump events ticked. A click
// on a plot goes to that time.
#include <algorithm>
#include <cmath>

#include "render/motion_plot.h"
#include "render/palette.h"
#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

namespace {

/// One plot of `values` over the interval, `size` on screen; returns a time clicked (or -1).
double plot_over_time(const char* id, const char* title, const std::vector<float>& values,
                      const MotionSeries& m, double now, ImVec2 size, bool zero_line) {
    ImGui::InvisibleButton(id, size);
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(lo, hi, ImGui::GetColorU32(ImVec4(0.97f, 0.97f, 0.97f, 1)));
    draw->AddRect(lo, hi, ImGui::GetColorU32(ImVec4(0.8f, 0.8f, 0.8f, 1)));
    float vmin = 0, vmax = 0;
    for (float v : values) vmin = std::min(vmin, v), vmax = std::max(vmax, v);
    if (vmax - vmin < 1e-9f) vmax = vmin + 1;
    const float top = lo.y + ImGui::GetTextLineHeight() + 2;
    auto x_of = [&](double t) { return lo.x + float(t / m.duration) * (hi.x - lo.x); };
    auto y_of = [&](float v) { return hi.y - 3 - (v - vmin) / (vmax - vmin) * (hi.y - 3 - top); };
    if (zero_line && vmin < 0 && vmax > 0)
        draw->AddLine({lo.x, y_of(0)}, {hi.x, y_of(0)}, ImGui::GetColorU32(ui::im(palette::axis)));
    for (size_t i = 1; i < values.size(); ++i)
        draw->AddLine({x_of(m.samples[i - 1].t), y_of(values[i - 1])},
                      {x_of(m.samples[i].t), y_of(values[i])},
                      ImGui::GetColorU32(ui::im(palette::direction)), 2);
    for (const MotionEvent& e : m.events) {
        if (e.kind == "warning") continue;
        const float x = x_of(e.t);
        draw->AddLine({x, top}, {x, hi.y},
                      ImGui::GetColorU32(ui::im(palette::with_alpha(palette::sees, 0.7f))), 1.5f);
    }
    const float x = x_of(now);
    draw->AddLine({x, lo.y}, {x, hi.y}, ImGui::GetColorU32(ui::im(palette::text)), 2);
    char range[96];
    std::snprintf(range, sizeof range, "%s  [%.3g, %.3g]", title, double(vmin), double(vmax));
    draw->AddText({lo.x + 4, lo.y + 1}, ImGui::GetColorU32(ui::im(palette::text)), range);
    if (ImGui::IsItemHovered()) {
        const double t =
            std::clamp(double((ImGui::GetIO().MousePos.x - lo.x) / (hi.x - lo.x)), 0.0, 1.0) *
            m.duration;
        ImGui::SetTooltip("t = %.4g: click to go there", t);
        if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) return t;
    }
    return -1;
}

}  // namespace

void draw_time_row(AppState& s) {
    if (!s.ui.motion || s.view.lesson_kind != LessonKind::Query) return;
    const MotionSeries& m = *s.ui.motion;
    if (ImGui::Button(ui::L(s.view.time_playing ? "pause time" : "play time").c_str())) {
        if (!s.view.time_playing && s.view.time >= m.duration) set_time(s, 0);
        s.view.time_playing = !s.view.time_playing;
    }
    ImGui::SameLine();
    float t = float(s.view.time);
    ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x * 0.45f));
    if (ImGui::SliderFloat("##time", &t, 0, float(m.duration), "t = %.4g s"))
        set_time(s, double(t)), s.view.time_playing = false;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(80);
    ImGui::SliderFloat("speed", &s.view.time_speed, 0.05f, 4.0f, "%.2gx",
                       ImGuiSliderFlags_Logarithmic);
    ImGui::SameLine();
    if (s.view.warm_from_time >= 0)
        ImGui::TextDisabled("query warm-started from t = %.4g (%d corners)", s.view.warm_from_time,
                            s.study->warm_start_points());
    else
        ImGui::TextDisabled("query from scratch");
    std::vector<float> distance;
    for (const MotionSample& sample : m.samples)
        distance.push_back(float(signed_distance(sample.report)));
    const float width = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    const ImVec2 size{std::max(100.0f, width), 64 * ImGui::GetFontSize() / 13};
    double go =
        plot_over_time("##distance", "distance (< 0: depth)", distance, m, s.view.time, size, true);
    ImGui::SameLine();
    std::vector<float> turns;
    for (double a : normal_turns(m)) turns.push_back(float(a));
    const double go2 =
        plot_over_time("##turn", "normal's turn (degrees)", turns, m, s.view.time, size, false);
    if (go2 >= 0) go = go2;
    if (go >= 0) set_time(s, go), s.view.time_playing = false;
}

}  // namespace gjklab
