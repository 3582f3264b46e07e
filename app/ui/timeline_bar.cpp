#include "render/palette.h"
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

}  // namespace

/// Two rows that fit any width: the transport and the beat slider; then the views, the pace,
/// framing and the panel switch, and the keys when there is room for them.
void draw_timeline_bar(AppState& s) {
    const int last = std::max(0, int(s.study->beats().size()) - 1);
    if (ImGui::Button("|<")) set_beat(s, 0), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button("<")) set_beat(s, s.view.beat - 1), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(s.view.playing ? "pause" : "play", ImVec2(button_width("pause"), 0))) {
        if (!s.view.playing && s.view.beat >= last) set_beat(s, 0);
        s.view.playing = !s.view.playing;
        s.view.clock = 0;
    }
    ImGui::SameLine();
    if (ImGui::Button(">")) set_beat(s, s.view.beat + 1), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(">|")) set_beat(s, last), s.view.playing = false;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-FLT_MIN);
    int beat = s.view.beat;
    const std::string name = s.study->beat_title(current_beat(s));
    if (ImGui::SliderInt("##beat", &beat, 0, last, name.c_str()))
        set_beat(s, beat), s.view.playing = false;

    int mode = int(s.study->mode());
    ImGui::RadioButton("split", &mode, int(ViewMode::Split));
    ImGui::SameLine();
    ImGui::RadioButton("world", &mode, int(ViewMode::World));
    ImGui::SameLine();
    ImGui::RadioButton("Minkowski", &mode, int(ViewMode::Minkowski));
    if (mode != int(s.study->mode()))
        s.study->set_mode(ViewMode(mode)), s.view.want_frame_all = true;
    const float pace_width = 90;
    next_on_row(pace_width + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize("beats/s").x);
    ImGui::SetNextItemWidth(pace_width);
    ImGui::SliderFloat("beats/s", &s.view.beats_per_second, 0.25f, 8.0f, "%.2g",
                       ImGuiSliderFlags_Logarithmic);
    next_on_row(button_width("frame all"));
    if (ImGui::Button("frame all")) s.view.want_frame_all = true;
    next_on_row(checkbox_width("follow A - B"));
    ImGui::Checkbox("follow A - B", &s.view.follow_minkowski);
    next_on_row(checkbox_width("panel (H)"));
    ImGui::Checkbox("panel (H)", &s.ui.panel_shown);
    const char* keys = s.study->controls();
    ImGui::SameLine(0, 30);
    if (ImGui::GetContentRegionAvail().x >= ImGui::CalcTextSize(keys).x) {
        ImGui::TextDisabled("%s", keys);
    } else {  // no room: the keys on hover
        if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize("keys?").x) ImGui::NewLine();
        ImGui::TextDisabled("keys?");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", keys);
    }
    if (!s.ui.message.empty() && ImGui::GetTime() < s.ui.message_until) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(
            s.ui.message_is_error ? ui::im(palette::error) : ImVec4(0.2f, 0.4f, 0.2f, 1), "%s",
            s.ui.message.c_str());
        ImGui::PopTextWrapPos();
    }
    s.ui.bar_height = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y +
                      ImGui::GetStyle().WindowPadding.y;
}

}  // namespace gjklab
