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
    // Place labels by priority (stable). A label that would cover one already placed tries the
    // other sides of its anchor (left, above, both) before it is left out.
    std::vector<size_t> order(labels.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return labels[a].priority > labels[b].priority; });
    std::vector<ImVec4> placed;
    std::vector<std::string> placed_text;
    for (size_t i : order) {
        const Label& l = labels[i];
        const float size = l.size > 0 ? l.size : ImGui::GetFontSize();
        ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, l.text.c_str());
        const ImVec2 first(float(l.pos.x) - extent.x * l.align.x,
                           float(l.pos.y) - extent.y * l.align.y);
        auto box_at = [&](ImVec2 at) {
            return ImVec4(at.x - 3, at.y - 1, at.x + extent.x + 3, at.y + extent.y + 1);
        };
        // The placed label this box would cover (-1: none).
        auto covered_by = [&](const ImVec4& box) {
            for (size_t k = 0; k < placed.size(); ++k) {
                const ImVec4& p = placed[k];
                if (box.x < p.z && p.x < box.z && box.y < p.w && p.y < box.w) return int(k);
            }
            return -1;
        };
        auto covers = [&](const ImVec4& box) { return covered_by(box) >= 0; };
        ImVec2 at = first;
        const int under = l.priority > 0 ? covered_by(box_at(at)) : -1;
        if (under >= 0 && placed_text[size_t(under)] == l.text) continue;  // said there already
        bool covered = under >= 0;
        const float left = extent.x + 14, up = extent.y + 10;
        for (ImVec2 shift : {ImVec2(-left, 0), ImVec2(0, -up), ImVec2(-left, -up)}) {
            if (!covered) break;
            at = ImVec2(first.x + shift.x, first.y + shift.y);
            covered = covers(box_at(at));
        }
        if (covered) continue;
        const ImVec4 box = box_at(at);
        if (l.priority > 0) {
            placed.push_back(box);
            placed_text.push_back(l.text);
        }
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
