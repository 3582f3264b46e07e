#include "render/palette.h"
#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

void draw_timeline_bar(AppState& s) {
    const int last = std::max(0, s.step_count() - 1);
    if (ImGui::Button("|<")) set_step(s, 0), s.playing = false;
    ImGui::SameLine();
    if (ImGui::Button("<")) set_step(s, s.step - 1), s.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(s.playing ? "pause" : "play", ImVec2(60, 0))) {
        if (!s.playing && s.step >= last) set_step(s, 0);
        s.playing = !s.playing;
        s.play_clock = 0;
    }
    ImGui::SameLine();
    if (ImGui::Button(">")) set_step(s, s.step + 1), s.playing = false;
    ImGui::SameLine();
    if (ImGui::Button(">|")) set_step(s, last), s.playing = false;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 260);
    int step = s.step;
    const std::string name = s.step_name(s.step);
    if (ImGui::SliderInt("##step", &step, 0, last, name.c_str()))
        set_step(s, step), s.playing = false;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(110);
    ImGui::SliderFloat("steps/s", &s.steps_per_second, 0.25f, 8.0f, "%.2g",
                       ImGuiSliderFlags_Logarithmic);
    ImGui::SameLine();
    if (ImGui::Button("frame all")) s.want_frame_all = true;

    int mode = int(s.views.mode);
    ImGui::RadioButton("split", &mode, int(ViewMode::Split));
    ImGui::SameLine();
    ImGui::RadioButton("world", &mode, int(ViewMode::World));
    ImGui::SameLine();
    ImGui::RadioButton("Minkowski", &mode, int(ViewMode::Minkowski));
    if (mode != int(s.views.mode)) s.views.mode = ViewMode(mode), s.want_frame_all = true;
    ImGui::SameLine(0, 30);
    ImGui::TextDisabled(s.is_3d() ? "Space play  Left/Right step  drag a shape: move (Shift: turn)  "
                                    "elsewhere: orbit  wheel: zoom  Ctrl+Z/Y  F frame"
                                  : "Space play  Left/Right step  Home/End  Ctrl+Z/Y undo/redo  "
                                    "F frame  G snap");
    if (!s.message.empty() && ImGui::GetTime() < s.message_until) {
        ImGui::TextColored(
            s.message_is_error ? ui::im(palette::error) : ImVec4(0.2f, 0.4f, 0.2f, 1), "%s",
            s.message.c_str());
    }
}

}  // namespace gjklab
