#include "ui/panels.h"
#include "ui/widgets.h"

#include <imgui.h>  // before imgui_stdlib.h, which needs it
#include <imgui_stdlib.h>

#include <filesystem>

namespace gjklab {

namespace {
void try_open(AppState& s, const std::string& path, double now) {
    std::string err;
    if (open_scene(s, path, &err))
        show_message(s, "opened " + path, false, now);
    else
        show_message(s, err, true, now);  // the current scene stays as it was
}
}  // namespace

void draw_scene_panel(AppState& s, double now) {
    if (!s.doc.scene.title.empty()) ImGui::TextWrapped("%s", s.doc.scene.title.c_str());
    if (!s.doc.scene.description.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.3f, 0.3f, 0.3f, 1));
        ImGui::TextWrapped("%s", s.doc.scene.description.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::SetNextItemWidth(-110);
    bool enter = ImGui::InputText("##path", &s.ui.path_field, ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if (ImGui::Button("open") || enter) try_open(s, s.ui.path_field, now);
    ImGui::SameLine();
    if (ImGui::Button("save")) {
        std::string err;
        if (save_scene(s, s.ui.path_field, &err))
            show_message(s, "saved " + s.ui.path_field, false, now);
        else
            show_message(s, err, true, now);
    }
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##presets", "open a preset...")) {
        for (const std::string& p : s.ui.presets)
            if (ImGui::Selectable(std::filesystem::path(p).stem().string().c_str()))
                try_open(s, p, now);
        ImGui::EndCombo();
    }
    if (!s.ui.recent.empty()) {
        ImGui::SetNextItemWidth(-1);
        if (ImGui::BeginCombo("##recent", "recent files...")) {
            std::string chosen;
            for (const std::string& p : s.ui.recent)
                if (ImGui::Selectable(p.c_str())) chosen = p;
            ImGui::EndCombo();
            if (!chosen.empty()) try_open(s, chosen, now);
        }
    }
    ImGui::TextDisabled("or drop a .json file onto the window");
}

}  // namespace gjklab
