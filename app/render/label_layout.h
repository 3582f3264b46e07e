// Where labels go: by priority (stable), each at its own spot unless it would cover one
// already placed; then it tries the other sides of its anchor (left, above, both) before it is
// left out. A label that would cover the same text is a repeat and is left out at once.
// Pure geometry in logical pixels, so that the rule is tested without a font or a window.
#pragma once

#include <algorithm>
#include <glm/vec2.hpp>
#include <string>
#include <vector>

namespace gjklab {

struct LabelBox {
    glm::vec2 at;      ///< top-left of the text where it asks to go
    glm::vec2 extent;  ///< text size
    int priority = 1;  ///< 0: drawn, but neither avoids nor is avoided
    std::string text;
};

struct PlacedLabel {
    size_t index;  ///< into the input
    glm::vec2 at;  ///< top-left corner of the text
};

/// The labels that are drawn, in drawing order (by priority), and where.
inline std::vector<PlacedLabel> layout_labels(const std::vector<LabelBox>& labels) {
    struct Placed {
        glm::vec4 box;
        const std::string* text;
    };
    auto box_at = [](glm::vec2 at, glm::vec2 extent) {  // with the plate's margin
        return glm::vec4(at.x - 3, at.y - 1, at.x + extent.x + 3, at.y + extent.y + 1);
    };
    std::vector<size_t> order(labels.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return labels[a].priority > labels[b].priority; });
    std::vector<Placed> placed;
    auto covered_by = [&](const glm::vec4& b) -> const Placed* {
        for (const Placed& p : placed)
            if (b.x < p.box.z && p.box.x < b.z && b.y < p.box.w && p.box.y < b.w) return &p;
        return nullptr;
    };
    std::vector<PlacedLabel> out;
    for (size_t i : order) {
        const LabelBox& l = labels[i];
        glm::vec2 at = l.at;
        if (l.priority > 0) {
            const Placed* under = covered_by(box_at(at, l.extent));
            if (under && *under->text == l.text) continue;  // said there already
            const glm::vec2 left(-(l.extent.x + 14), 0), up(0, -(l.extent.y + 10));
            for (glm::vec2 shift : {left, up, left + up}) {
                if (!under) break;
                at = l.at + shift;
                under = covered_by(box_at(at, l.extent));
            }
            if (under) continue;
            placed.push_back({box_at(at, l.extent), &l.text});
        }
        out.push_back({i, at});
    }
    return out;
}

}  // namespace gjklab
