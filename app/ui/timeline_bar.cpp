#include <algorithm>

#include "render/palette.h"
#include "ui/capture.h"
#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

namespace {

/// Puts the next widget, `width` wide, on this row if it fits, else on a new row.
void next_on_row(float width) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < width + spacing) ImGui::NewLine();
}

float button_width(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
}

float checkbox_width(const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
           ImGui::CalcTextSize(label, nullptr, true).x;
}

/// With float and double side by side: a red tick on the slider at the first beat of the step
/// where the two runs part ways (where ImGui puts the grab's centre for that beat).
void mark_divergence(const AppState& s, int last) {
    if (!s.ui.twin || s.ui.twin_divergence_step < 0 || last <= 0) return;
    const auto& beats = s.study->beats();
    int at = -1;
    for (size_t i = 0; i < beats.size() && at < 0; ++i)
        if (beats[i].step == s.ui.twin_divergence_step) at = int(i);
    if (at < 0) return;
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float pad = style.FramePadding.x, width = hi.x - lo.x - 2 * pad;
    const float grab = std::max(width / float(last + 1), style.GrabMinSize);
    const float x = lo.x + pad + grab / 2 + (width - grab) * float(at) / float(last);
    const ImU32 red = ImGui::GetColorU32(ImVec4(0.84f, 0.37f, 0, 1));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddTriangleFilled({x - 6, lo.y - 1}, {x + 6, lo.y - 1}, {x, lo.y + 7}, red);
    draw->AddLine({x, lo.y}, {x, hi.y}, red, 2);
    if (ImGui::IsMouseHoveringRect({x - 6, lo.y - 2}, {x + 6, hi.y}))
        ImGui::SetTooltip("float and double part ways at %s: %s",
                          s.study->step_name(s.ui.twin_divergence_step).c_str(),
                          s.ui.twin_divergence.c_str());
}

constexpr float kPaceWidth = 90;

/// The width of the second row's views, pace, framing and follow switch.
float view_row_width() {
    const ImGuiStyle& style = ImGui::GetStyle();
    float width = 0;
    for (const char* label : {"split", "world", "Minkowski", "follow A - B"})
        width += checkbox_width(ui::L(label).c_str()) + style.ItemSpacing.x;
    return width + kPaceWidth + style.ItemInnerSpacing.x + ImGui::CalcTextSize("beats/s").x +
           style.ItemSpacing.x + button_width(ui::L("frame all").c_str()) + style.ItemSpacing.x;
}

}  // namespace

/// Two rows that fit any width: the transport and the beat slider; then the views, the pace,
/// framing and the panel switch, and the keys when there is room for them. Where the second
/// row has no room for the panel switch (a projector at a large UI scale), it ends the first
/// row, the keys on hover beside it, so that the views keep a third row's height.
void draw_timeline_bar(AppState& s) {
    draw_recording_progress(s, ImGui::GetTime());
    const int last = std::max(0, int(s.study->beats().size()) - 1);
    if (ImGui::Button("|<")) set_beat(s, 0), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button("<")) set_beat(s, s.view.beat - 1), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(ui::L(s.view.playing ? "pause" : "play").c_str(),
                      ImVec2(button_width("pause"), 0))) {
        if (!s.view.playing && s.view.beat >= last) set_beat(s, 0);
        s.view.playing = !s.view.playing;
        s.view.clock = 0;
    }
    ImGui::SameLine();
    if (ImGui::Button(">")) set_beat(s, s.view.beat + 1), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(">|")) set_beat(s, last), s.view.playing = false;
    ImGui::SameLine();
    const char* keys = s.study->controls();
    const float panel_switch = checkbox_width(ui::L("panel (H)").c_str());
    const float after_slider = panel_switch + ImGui::GetStyle().ItemSpacing.x + 12 +
                               ImGui::CalcTextSize("keys?").x + ImGui::GetStyle().ItemSpacing.x;
    const float least_slider = 160, room = ImGui::GetContentRegionAvail().x;
    const bool switch_on_first_row =
        ImGui::GetWindowContentRegionMax().x - ImGui::GetWindowContentRegionMin().x <
            view_row_width() + panel_switch &&
        room - after_slider >= least_slider;
    if (!switch_on_first_row && room < least_slider) ImGui::NewLine();  // a row of its own
    ImGui::SetNextItemWidth(switch_on_first_row ? -after_slider : -FLT_MIN);
    int beat = s.view.beat;
    const std::string name = s.study->beat_title(current_beat(s));
    if (ImGui::SliderInt("##beat", &beat, 0, last, name.c_str()))
        set_beat(s, beat), s.view.playing = false;
    mark_divergence(s, last);
    if (switch_on_first_row) {
        ImGui::SameLine();
        ImGui::Checkbox(ui::L("panel (H)").c_str(), &s.ui.panel_shown);
        ImGui::SameLine(0, 12);
        ImGui::TextDisabled("keys?");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", keys);
    }
    draw_time_row(s);

    int mode = int(s.study->mode());
    ImGui::RadioButton(ui::L("split").c_str(), &mode, int(ViewMode::Split));
    ImGui::SameLine();
    ImGui::RadioButton(ui::L("world").c_str(), &mode, int(ViewMode::World));
    ImGui::SameLine();
    ImGui::RadioButton(ui::L("Minkowski").c_str(), &mode, int(ViewMode::Minkowski));
    if (mode != int(s.study->mode()))
        s.study->set_mode(ViewMode(mode)), s.view.want_frame_all = true;
    next_on_row(kPaceWidth + ImGui::GetStyle().ItemInnerSpacing.x +
                ImGui::CalcTextSize("beats/s").x);
    ImGui::SetNextItemWidth(kPaceWidth);
    ImGui::SliderFloat("beats/s", &s.view.beats_per_second, 0.25f, 8.0f, "%.2g",
                       ImGuiSliderFlags_Logarithmic);
    next_on_row(button_width(ui::L("frame all").c_str()));
    if (ImGui::Button(ui::L("frame all").c_str())) s.view.want_frame_all = true;
    next_on_row(checkbox_width(ui::L("follow A - B").c_str()));
    if (ImGui::Checkbox(ui::L("follow A - B").c_str(), &s.view.follow_minkowski))
        follow_the_shapes(s);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "after an edit, refit the Minkowski view when A - B leaves it, and the world view "
            "when a shape does (once the drag ends)");
    if (!switch_on_first_row) {
        next_on_row(panel_switch);
        ImGui::Checkbox(ui::L("panel (H)").c_str(), &s.ui.panel_shown);
        ImGui::SameLine(0, 30);
        if (ImGui::GetContentRegionAvail().x >= ImGui::CalcTextSize(keys).x) {
            ImGui::TextDisabled("%s", keys);
        } else {  // no room: the keys on hover
            if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize("keys?").x) ImGui::NewLine();
            ImGui::TextDisabled("keys?");
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", keys);
        }
    }
    if (!s.ui.message.empty() && ImGui::GetTime() < s.ui.message_until) {
        ui::text_wrapped(s.ui.message, s.ui.message_is_error ? ui::im(palette::error)
                                                             : ImVec4(0.2f, 0.4f, 0.2f, 1));
    }
    s.ui.bar_height = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y +
                      ImGui::GetStyle().WindowPadding.y;
}

}  // namespace gjklab
