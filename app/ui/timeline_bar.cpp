#include "render/palette.h"
#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

void draw_timeline_bar(AppState& s) {
    const int last = std::max(0, int(s.study->beats().size()) - 1);
    if (ImGui::Button("|<")) set_beat(s, 0), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button("<")) set_beat(s, s.view.beat - 1), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(s.view.playing ? "pause" : "play", ImVec2(60, 0))) {
        if (!s.view.playing && s.view.beat >= last) set_beat(s, 0);
        s.view.playing = !s.view.playing;
        s.view.clock = 0;
    }
    ImGui::SameLine();
    if (ImGui::Button(">")) set_beat(s, s.view.beat + 1), s.view.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(">|")) set_beat(s, last), s.view.playing = false;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 400);
    int beat = s.view.beat;
    const std::string name = s.study->beat_title(current_beat(s));
    if (ImGui::SliderInt("##beat", &beat, 0, last, name.c_str()))
        set_beat(s, beat), s.view.playing = false;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(110);
    ImGui::SliderFloat("steps/s", &s.view.steps_per_second, 0.25f, 8.0f, "%.2g",
                       ImGuiSliderFlags_Logarithmic);
    ImGui::SameLine();
    if (ImGui::Button("frame all")) s.view.want_frame_all = true;
    ImGui::SameLine();
    ImGui::Checkbox("follow A - B", &s.view.follow_minkowski);

    int mode = int(s.study->mode());
    ImGui::RadioButton("split", &mode, int(ViewMode::Split));
    ImGui::SameLine();
    ImGui::RadioButton("world", &mode, int(ViewMode::World));
    ImGui::SameLine();
    ImGui::RadioButton("Minkowski", &mode, int(ViewMode::Minkowski));
    if (mode != int(s.study->mode()))
        s.study->set_mode(ViewMode(mode)), s.view.want_frame_all = true;
    ImGui::SameLine(0, 30);
    ImGui::TextDisabled("%s", s.study->controls());
    if (!s.ui.message.empty() && ImGui::GetTime() < s.ui.message_until) {
        ImGui::TextColored(
            s.ui.message_is_error ? ui::im(palette::error) : ImVec4(0.2f, 0.4f, 0.2f, 1), "%s",
            s.ui.message.c_str());
    }
}

}  // namespace gjklab
