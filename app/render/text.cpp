#include "render/text.h"

#include "model/lesson/text.h"
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

/// The characters the Chinese lesson uses (every template of its table): the atlas holds those
/// glyphs of the CJK font, not the tens of thousands it has.
const ImWchar* chinese_ranges() {
    static ImVector<ImWchar> ranges;
    if (ranges.empty()) {
        ImFontGlyphRangesBuilder builder;
        for (const std::string& text : lesson::texts_in(lesson::Language::Chinese))
            builder.AddText(text.c_str());
        builder.AddText("……，。：；、（）？！“”中文");
        builder.BuildRanges(&ranges);
    }
    return ranges.Data;
}

}  // namespace

namespace {
constexpr const char* kChineseFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
}  // namespace

bool chinese_font_installed() {
    std::error_code ec;
    return std::filesystem::exists(kChineseFont, ec);
}

void load_fonts(float pixel_size, float pixel_scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    std::error_code ec;
    const char* latin = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    // Latin and Greek (the ray cast's λ and σ).
    static const ImWchar kLatinGreek[] = {0x0020, 0x00FF, 0x0370, 0x03FF, 0};
    ImFont* font =
        std::filesystem::exists(latin, ec)
            ? io.Fonts->AddFontFromFileTTF(latin, pixel_size * pixel_scale, nullptr, kLatinGreek)
            : nullptr;
    if (!font) {
        ImFontConfig cfg;
        cfg.SizePixels = 13.0f * pixel_scale;
        io.Fonts->AddFontDefault(&cfg);
    }
    // Chinese from WenQuanYi Micro Hei (Debian's fonts-wqy-microhei), merged into the same font.
    if (chinese_font_installed()) {
        ImFontConfig cfg;
        cfg.MergeMode = true;
        io.Fonts->AddFontFromFileTTF(kChineseFont, pixel_size * pixel_scale, &cfg,
                                     chinese_ranges());
    }
    io.FontGlobalScale = 1.0f / pixel_scale;
}

namespace {
/// A label's lines, each a fixed phrase in the lesson's language where the table has it.
std::string translated(const std::string& text) {
    std::string out;
    for (size_t start = 0; start <= text.size();) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        out += (start ? "\n" : "") + lesson::tr(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}
}  // namespace

namespace {

/// Where label `l` (of top-left `asked`) was in the frame before: the same words for the same
/// point, or (`follow`) for a point that moved by at most kFollowPixels, moved as it moved (a
/// recording's swinging camera: the label slides with it instead of jumping); a label naming no
/// point: asking for the same spot. NaN when it is new. The window does not follow: with a
/// thousand corners named, the moved labels' places cost a frame of the 1,000-vertex preset
/// 13-20 ms instead of 5 in the browser.
constexpr float kFollowPixels = 24;
glm::vec2 where_it_was(const Label& l, glm::vec2 asked, const std::vector<FrameBox>& previous,
                       bool follow) {
    const glm::vec2 none(std::numeric_limits<float>::quiet_NaN());
    const glm::vec2 anchor(l.anchor);
    const bool named = std::isfinite(anchor.x) && std::isfinite(anchor.y);
    const glm::vec2 margin = l.background ? glm::vec2(3, 1) : glm::vec2(0);
    glm::vec2 found = none;
    float nearest = kFollowPixels;
    for (const FrameBox& b : previous) {
        if (b.kind != l.kind || b.text != l.text) continue;
        const glm::vec2 at = glm::vec2(b.rect) + margin;
        const bool had_anchor = std::isfinite(b.anchor.x) && std::isfinite(b.anchor.y);
        if (!named) {
            if (!had_anchor && glm::length(b.asked - asked) <= 0.5f) return at;
            continue;
        }
        if (!had_anchor) continue;
        const float moved = glm::length(b.anchor - anchor);
        if (moved <= 0.5f) return at;
        if (follow && moved <= nearest) nearest = moved, found = at + (anchor - b.anchor);
    }
    return found;
}

}  // namespace

std::vector<FrameBox> draw_labels(ImDrawList* list, const std::vector<Label>& labels_in,
                                  const std::vector<FrameBox>* previous, bool follow) {
    // In English the labels are drawn as given: no copy on the path every frame takes.
    std::vector<Label> translated_labels;
    if (lesson::language() != lesson::Language::English) {
        translated_labels = labels_in;
        for (Label& l : translated_labels) l.text = translated(l.text);
    }
    const std::vector<Label>& labels = translated_labels.empty() ? labels_in : translated_labels;
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
             // A view's title stays in its corner: the other labels keep out of it.
             l.keep_clear.x > 0 || l.kind == BoxKind::Title, l.only_here, l.slide});
        if (previous && l.keep_clear.x == 0 && l.priority > 0)
            boxes.back().was = where_it_was(l, boxes.back().at, *previous, follow);
        sizes.push_back(size);
    }
    std::vector<FrameBox> drawn;
    for (const PlacedLabel& p : layout_labels(boxes)) {
        const Label& l = labels[p.index];
        const glm::vec2 at = p.at, end = at + boxes[p.index].extent;
        if (l.kind != BoxKind::Part) {
            // A label with a plate covers the plate.
            const glm::vec2 margin = l.background ? glm::vec2(3, 1) : glm::vec2(0);
            drawn.push_back({l.kind, l.text, glm::vec4(at - margin, end - at + 2.0f * margin),
                             glm::vec2(l.anchor), boxes[p.index].at});
        }
        if (l.keep_clear.x > 0 || !list) continue;  // a region kept clear: nothing to draw
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
    return drawn;
}

}  // namespace gjklab
