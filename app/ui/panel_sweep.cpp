// The Result panel's sweep: the query on many slightly moved copies of B (model/sweep.h), each
// copy a dot at (its gap: the distance, or minus the depth; how far its normal turned from the
// scene's), overlapping copies in B's colour. Hover a dot for its numbers; click it to open that
// copy (an edit: Ctrl+Z goes back). W sweeps from the keyboard.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

void sweep_now(AppState& s) {
    SweepState& w = s.ui.sweep;
    SweepOptions o;
    o.samples = w.samples;
    o.position_jitter = w.position_jitter > 0 ? w.position_jitter : -1;
    o.degrees_jitter = std::clamp(w.degrees_jitter, 0.0, 180.0);
    try {
        w.base = s.doc.scene;
        w.result = run_sweep(s.doc.scene, o);
        w.error.clear();
        if (!(w.position_jitter > 0)) w.position_jitter = w.result->position_jitter;
    } catch (const std::exception& e) {
        w.result.reset();
        w.error = e.what();
    }
    w.reveal = true;
    s.ui.panel_shown = true;
}

void draw_sweep_section(AppState& s) {
    SweepState& w = s.ui.sweep;
    ui::row_label("copies");
    ImGui::InputInt("##sweep_samples", &w.samples);
    w.samples = std::clamp(w.samples, 10, 5000);
    ui::row_label("move B up to");
    ui::input_double("##sweep_move", w.position_jitter, w.position_jitter > 0 ? "%.3g" : "auto");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("along each axis; 0: a thousandth of B's size");
    ui::row_label("turn B up to");
    ui::input_double("##sweep_turn", w.degrees_jitter, "%.3g deg");
    if (ImGui::Button("sweep: query nudged copies of B (W)")) sweep_now(s);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "how stable the answer is here: a normal that flips or a distance that jumps shows "
            "itself");
    if (!w.error.empty()) ImGui::TextColored(ImVec4(0.84f, 0.37f, 0, 1), "%s", w.error.c_str());
    if (!w.result) return;
    const Sweep& sw = *w.result;
    // The plot's ranges: the gap across, the normal's turn up (at least a degree tall).
    auto gap = [](const SweepSample& p) { return p.intersecting ? -p.depth : p.distance; };
    double x0 = gap(sw.unmoved), x1 = x0, top = 1;
    int overlapping = 0, flipped = 0;
    for (const SweepSample& p : sw.samples) {
        x0 = std::min(x0, gap(p)), x1 = std::max(x1, gap(p)), top = std::max(top, p.normal_angle);
        overlapping += p.intersecting;
        flipped += p.normal_angle > 90;
    }
    if (x1 - x0 < 1e-12) x0 -= 1e-6, x1 += 1e-6;
    const double most = top;
    top *= 1.15;  // room for the title above the highest dot
    char summary[160];
    std::snprintf(summary, sizeof summary,
                  "%d copies: %d overlap, normal turned up to %.3g degrees (%d flipped)",
                  int(sw.samples.size()), overlapping, most > 1 ? most : 0.0, flipped);
    ui::text_wrapped(summary);
    const float width = ImGui::GetContentRegionAvail().x, height = width * 0.55f;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##sweep_plot", ImVec2(width, height));
    if (w.reveal) ImGui::SetScrollHereY(1.0f), w.reveal = false;  // a new sweep: its plot in sight
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* d = ImGui::GetWindowDrawList();
    const float pad = 6 * float(s.ui.ui_scale);
    const ImVec2 lo(origin.x + pad, origin.y + pad),
        hi(origin.x + width - pad, origin.y + height - pad * 3);
    d->AddRectFilled(origin, ImVec2(origin.x + width, origin.y + height),
                     IM_COL32(250, 250, 250, 255));
    d->AddRect(lo, hi, IM_COL32(200, 200, 200, 255));
    auto to_screen = [&](double x, double y) {
        return ImVec2(float(lo.x + (x - x0) / (x1 - x0) * (hi.x - lo.x)),
                      float(hi.y - y / top * (hi.y - lo.y)));
    };
    if (x0 < 0 && x1 > 0) {  // the gap 0: touching
        const ImVec2 z = to_screen(0, 0);
        d->AddLine(ImVec2(z.x, lo.y), ImVec2(z.x, hi.y), IM_COL32(140, 140, 140, 255));
    }
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const SweepSample* nearest = nullptr;
    float best = 64;
    const float r = 3 * float(s.ui.ui_scale);
    for (const SweepSample& p : sw.samples) {
        const ImVec2 at = to_screen(gap(p), p.normal_angle);
        d->AddCircleFilled(
            at, r, p.intersecting ? IM_COL32(230, 159, 0, 200) : IM_COL32(0, 114, 178, 200));
        const float dd = (at.x - mouse.x) * (at.x - mouse.x) + (at.y - mouse.y) * (at.y - mouse.y);
        if (hovered && dd < best) best = dd, nearest = &p;
    }
    d->AddCircle(to_screen(gap(sw.unmoved), 0), r * 2.2f, IM_COL32(0, 0, 0, 255), 0, 2);
    char axis[96];
    std::snprintf(axis, sizeof axis, "gap %.3g .. %.3g (< 0: depth)", x0, x1);
    d->AddText(ImVec2(lo.x, hi.y + 2), IM_COL32(90, 90, 90, 255), axis);
    std::snprintf(axis, sizeof axis, "normal turned, up to %.3g deg", most);
    d->AddText(ImVec2(lo.x + 4, lo.y + 2), IM_COL32(90, 90, 90, 255), axis);
    if (nearest) {
        d->AddCircle(to_screen(gap(*nearest), nearest->normal_angle), r * 2.2f,
                     IM_COL32(204, 51, 17, 255), 0, 2);
        ImGui::SetTooltip(
            "copy %d: %s %.6g, normal %.3g deg off, GJK %d steps (%s)%s%s\nclick to open it",
            nearest->index, nearest->intersecting ? "overlap, depth" : "apart, distance",
            nearest->intersecting ? nearest->depth : nearest->distance, nearest->normal_angle,
            nearest->gjk_iterations, nearest->gjk_stop.c_str(),
            nearest->epa_stop.empty() ? "" : ", EPA ", nearest->epa_stop.c_str());
        if (ImGui::IsItemClicked()) {
            s.doc.scene = with_sample(w.base, sw, *nearest);
            mark_changed(s);
            char text[64];
            std::snprintf(text, sizeof text, "opened copy %d of the sweep (Ctrl+Z: back)",
                          nearest->index);
            show_message(s, text, false, ImGui::GetTime());
        }
    }
}

}  // namespace gjklab
