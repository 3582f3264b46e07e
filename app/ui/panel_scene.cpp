#include "ui/panels.h"
#include "ui/widgets.h"

#include <imgui.h>  // before imgui_stdlib.h, which needs it
#include <imgui_stdlib.h>

#include <SDL.h>

#include <filesystem>

#include "scene/export.h"
#include "ui/link_of.h"
#include "ui/platform.h"

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
    if (!s.doc.scene.title.empty())
        ui::text_wrapped(s.doc.scene.title + (s.doc.scene.edited ? " (edited)" : ""));
    if (s.doc.scene.edited && ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "changed since the title and description were written: they may no longer fit");
    if (!s.doc.scene.description.empty()) {
        ui::text_wrapped(s.doc.scene.description, ImVec4(0.3f, 0.3f, 0.3f, 1));
    }
    if (platform::in_browser()) {  // files come from and go to the user's computer
        if (ImGui::Button("open from computer...")) platform::ask_for_file();
        ImGui::SameLine();
        if (ImGui::Button("save (download)")) save_for_user(s, s.doc.path, now);
    } else {
        ImGui::SetNextItemWidth(-110);
        bool enter =
            ImGui::InputText("##path", &s.ui.path_field, ImGuiInputTextFlags_EnterReturnsTrue);
        ImGui::SameLine();
        if (ImGui::Button("open") || enter) try_open(s, s.ui.path_field, now);
        ImGui::SameLine();
        if (ImGui::Button("save")) save_for_user(s, s.ui.path_field, now);
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
    ImGui::TextDisabled(platform::in_browser() ? "or drop a .json or mesh file onto the page"
                                               : "or drop a .json file onto the window");
    if (platform::in_browser()) {
        // The browser gives its clipboard to a page only with the paste itself.
        ImGui::TextDisabled("Ctrl+V pastes shapes");
    } else if (ImGui::Button("paste shapes")) {
        paste_from_clipboard(s, now);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Ctrl+V: a new scene from Box2D or Jolt literals, rows of numbers\n"
            "or a scene file's text on the clipboard");
    ImGui::SameLine();
    if (ImGui::Button("copy as C++ test")) {
        const std::string name = s.doc.path.empty()
                                     ? std::string("pasted")
                                     : std::filesystem::path(s.doc.path).stem().string();
        platform::copy_text(export_gtest(s.doc.scene, name));
        show_message(s, "a GoogleTest of this query is on the clipboard (gjklab export)", false,
                     now);
    }
    ImGui::SameLine();
    if (ImGui::Button("copy link")) {
        platform::copy_text(link_url(s));
        show_message(s, "a link to this beat is on the clipboard", false, now);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "a link that opens this scene at this beat in GJK Lab's web page:\n"
            "a preset by its number, an edited scene inside the link");
}

void save_for_user(AppState& s, const std::string& path, double now) {
    std::string err;
    if (platform::in_browser()) {
        const std::string stem =
            path.empty() ? std::string("scene") : std::filesystem::path(path).stem().string();
        std::error_code ec;
        std::filesystem::create_directories("/downloads", ec);
        const std::string out = "/downloads/" + stem + ".json";
        // The scene keeps its own name (a preset stays one for "copy link").
        const std::string was = s.doc.path;
        const bool saved = save_scene(s, out, &err);
        s.doc.path = was;
        if (!saved) return show_message(s, err, true, now);
        platform::deliver_file(out);
        return show_message(s, "downloaded " + stem + ".json", false, now);
    }
    if (save_scene(s, path, &err))
        show_message(s, "saved " + path, false, now);
    else
        show_message(s, err, true, now);
}

void paste_from_clipboard(AppState& s, double now) {
    char* text = SDL_GetClipboardText();
    const std::string pasted = text ? text : "";
    SDL_free(text);
    paste_text(s, pasted, now);
}

void paste_text(AppState& s, const std::string& pasted, double now) {
    std::string err;
    if (pasted.empty())
        show_message(s, "the clipboard holds no text", true, now);
    else if (paste_scene(s, pasted, &err))
        show_message(s,
                     "a new scene of " + std::to_string(s.doc.scene.shapes.size()) +
                         " shapes from the clipboard: save it to keep it",
                     false, now);
    else
        show_message(s, "cannot paste: " + err, true, now);  // the scene stays as it was
}

}  // namespace gjklab
