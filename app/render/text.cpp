#include "render/text.h"

#include <imgui.h>

#include <algorithm>
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
    // Place labels by priority (stable), skipping any that would cover one already placed.
    std::vector<size_t> order(labels.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return labels[a].priority > labels[b].priority; });
    std::vector<ImVec4> placed;
    for (size_t i : order) {
        const Label& l = labels[i];
        const float size = l.size > 0 ? l.size : ImGui::GetFontSize();
        ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, l.text.c_str());
        ImVec2 at(float(l.pos.x) - extent.x * l.align.x, float(l.pos.y) - extent.y * l.align.y);
        ImVec4 box(at.x - 3, at.y - 1, at.x + extent.x + 3, at.y + extent.y + 1);
        bool covered = false;
        if (l.priority > 0)
            for (const ImVec4& p : placed)
                covered |= box.x < p.z && p.x < box.z && box.y < p.w && p.y < box.w;
        if (covered) continue;
        if (l.priority > 0) placed.push_back(box);
        if (l.background)
            list->AddRectFilled(ImVec2(box.x, box.y), ImVec2(box.z, box.w),
                                IM_COL32(255, 255, 255, 210), 3.0f);
        list->AddText(
            font, size, at,
            ImGui::ColorConvertFloat4ToU32(ImVec4(l.color.r, l.color.g, l.color.b, l.color.a)),
            l.text.c_str());
    }
}

}  // namespace gjklab
