#include "render/text.h"

#include "render/label_layout.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <glm/common.hpp>
#include <glm/geometric.hpp>

namespace gjklab {

namespace {
/// Logical pixels between a label and the point it names beyond which a leader line joins them.
constexpr float kLeaderAfter = 24;
}  // namespace

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
    std::vector<LabelBox> boxes;
    std::vector<float> sizes;
    for (const Label& l : labels) {
        const float size = l.size > 0 ? l.size : ImGui::GetFontSize();
        const ImVec2 e = font->CalcTextSizeA(size, 1e9f, 0, l.text.c_str());
        const glm::vec2 extent = l.keep_clear.x > 0 ? l.keep_clear : glm::vec2(e.x, e.y);
        boxes.push_back(
            {glm::vec2(l.pos) - extent * l.align, extent, l.priority, l.text, glm::vec2(l.anchor),
             l.clip.z > 0 ? glm::vec4(l.clip.x, l.clip.y, l.clip.x + l.clip.z, l.clip.y + l.clip.w)
                          : glm::vec4(0),
             l.keep_clear.x > 0, l.only_here, l.slide});
        sizes.push_back(size);
    }
    for (const PlacedLabel& p : layout_labels(boxes)) {
        const Label& l = labels[p.index];
        if (l.keep_clear.x > 0) continue;  // a region kept clear, nothing to draw
        const glm::vec2 at = p.at, end = at + boxes[p.index].extent;
        if (l.clip.z > 0)
            list->PushClipRect(ImVec2(l.clip.x, l.clip.y),
                               ImVec2(l.clip.x + l.clip.z, l.clip.y + l.clip.w), true);
        const ImU32 color =
            ImGui::ColorConvertFloat4ToU32(ImVec4(l.color.r, l.color.g, l.color.b, l.color.a));
        // A label pushed away from the point it names keeps a leader line to it, ending in a
        // dot just short of the point's marker: which of two near points a far label names is
        // then read off the line, not guessed from distances.
        const glm::vec2 anchor(l.anchor);
        if (std::isfinite(anchor.x) && std::isfinite(anchor.y)) {
            const glm::vec2 nearest =
                glm::clamp(anchor, at - glm::vec2(3, 1), end + glm::vec2(3, 1));
            const float gap = glm::length(nearest - anchor);
            if (gap > kLeaderAfter) {
                const glm::vec2 from = anchor + (nearest - anchor) * (kMarkerClearance / gap);
                const ImU32 line = (color & 0x00FFFFFFu) | (0xCCu << IM_COL32_A_SHIFT);
                list->AddLine(ImVec2(from.x, from.y), ImVec2(nearest.x, nearest.y), line, 1.6f);
                list->AddCircleFilled(ImVec2(from.x, from.y), 2.5f, line);
            }
        }
        if (l.background)
            list->AddRectFilled(ImVec2(at.x - 3, at.y - 1), ImVec2(end.x + 3, end.y + 1),
                                IM_COL32(255, 255, 255, 210), 3.0f);
        list->AddText(font, sizes[p.index], ImVec2(at.x, at.y), color, l.text.c_str());
        if (l.clip.z > 0) list->PopClipRect();
    }
}

}  // namespace gjklab
