#include "render/text.h"

#include <imgui.h>

#include <filesystem>

namespace gjklab {

void load_fonts(float pixel_size, float pixel_scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    const char* candidates[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"};
    ImFont* font = nullptr;
    for (const char* path : candidates) {
        std::error_code ec;
        if (std::filesystem::exists(path, ec)) {
            font = io.Fonts->AddFontFromFileTTF(path, pixel_size * pixel_scale);
            if (font) break;
        }
    }
    if (!font) {
        ImFontConfig cfg;
        cfg.SizePixels = 13.0f * pixel_scale;
        io.Fonts->AddFontDefault(&cfg);
    }
    io.FontGlobalScale = 1.0f / pixel_scale;
}

void draw_labels(ImDrawList* list, const std::vector<Label>& labels) {
    ImFont* font = ImGui::GetFont();
    for (const Label& l : labels) {
        const float size = l.size > 0 ? l.size : ImGui::GetFontSize();
        ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, l.text.c_str());
        ImVec2 at(float(l.pos.x) - extent.x * l.align.x, float(l.pos.y) - extent.y * l.align.y);
        if (l.background)
            list->AddRectFilled(ImVec2(at.x - 3, at.y - 1), ImVec2(at.x + extent.x + 3, at.y + extent.y + 1),
                                IM_COL32(255, 255, 255, 200), 3.0f);
        list->AddText(font, size, at, ImGui::ColorConvertFloat4ToU32(ImVec4(l.color.r, l.color.g, l.color.b, l.color.a)),
                      l.text.c_str());
    }
}

}  // namespace gjklab
