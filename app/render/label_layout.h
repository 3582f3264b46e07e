// Where labels go: by priority (stable), each at its own spot unless it would cover one
// already placed or the marker of a point another label names; then it tries the other sides
// of its anchor (left, above, above left, below, below left), then spots further out in eight
// directions, then those that ran off its view's edge slid back inside, then the nearest spot
// inside its view. A spot where another named point lies
// about as near as the label's own is taken only when none next to its point is free of that,
// so that a label reads as its own point's; the subject of a step (priority 3 and up) looks further
// out, and may in the end cover a marker rather than be left out. A label never runs off its view's
// edge: one whose point, or whose whole box where it asks to go, is outside its view is left out. A
// label with the words of one already placed, for the same point or on the same spot, is a repeat
// and is left out at once. A label that names a place (`only_here`) takes its own spot or none.
// Pure geometry in logical pixels, so that the rule is tested without a font or a window.
#pragma once

#include <algorithm>
#include <cmath>
#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <glm/vec4.hpp>
#include <limits>
#include <string>
#include <vector>

namespace gjklab {

struct LabelBox {
    glm::vec2 at;      ///< top-left of the text where it asks to go
    glm::vec2 extent;  ///< text size
    int priority = 1;  ///< 0: drawn, but neither avoids nor is avoided
    std::string text;
    /// The point it names (NaN: none). Every anchor's marker is kept clear of the other
    /// labels, whether or not its own label finds room.
    glm::vec2 anchor{std::numeric_limits<float>::quiet_NaN()};
    /// The view it must stay inside (x0, y0, x1, y1); x1 <= x0: anywhere.
    glm::vec4 bounds{0, 0, 0, 0};
    /// A region kept clear rather than text: placed where it is, before any label.
    bool fixed = false;
    /// Placed only where it asks to go, else left out: a label that names a place rather than
    /// a point (a Voronoi region), which moved elsewhere would name another place. It may
    /// still try up to three steps further along `slide` (pixels), deeper into its place.
    bool only_here = false;
    glm::vec2 slide{0, 0};
    /// Where the same label (the same words for the same point) was in the frame before
    /// (NaN: new): tried first, so that a label keeps its place from beat to beat unless
    /// something new takes it.
    glm::vec2 was{std::numeric_limits<float>::quiet_NaN()};
};

/// Half the side of the square kept clear around a named point: the largest marker's radius.
constexpr float kMarkerClearance = 10;

struct PlacedLabel {
    size_t index;  ///< into the input
    glm::vec2 at;  ///< top-left corner of the text
};

/// The labels that are drawn, in drawing order (by priority), and where.
inline std::vector<PlacedLabel> layout_labels(const std::vector<LabelBox>& labels) {
    struct Placed {
        glm::vec4 box;
        const std::string* text;
        glm::vec2 anchor;
    };
    auto box_at = [](glm::vec2 at, glm::vec2 extent) {  // with the plate's margin
        return glm::vec4(at.x - 3, at.y - 1, at.x + extent.x + 3, at.y + extent.y + 1);
    };
    std::vector<size_t> order(labels.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (labels[a].fixed != labels[b].fixed) return labels[a].fixed;
        if (labels[a].priority != labels[b].priority)
            return labels[a].priority > labels[b].priority;
        return !labels[a].only_here && labels[b].only_here;  // a place's name yields to a point's
    });
    auto overlap = [](const glm::vec4& a, const glm::vec4& b) {
        return a.x < b.z && b.x < a.z && a.y < b.w && b.y < a.w;
    };
    std::vector<Placed> placed;
    auto covered_by = [&](const glm::vec4& b) -> const Placed* {
        for (const Placed& p : placed)
            if (overlap(b, p.box)) return &p;
        return nullptr;
    };
    // The markers of named points, each with the label that names it.
    std::vector<std::pair<glm::vec4, size_t>> markers;
    for (size_t i = 0; i < labels.size(); ++i) {
        const glm::vec2 a = labels[i].anchor;
        if (labels[i].priority > 0 && std::isfinite(a.x) && std::isfinite(a.y))
            markers.push_back({glm::vec4(a - kMarkerClearance, a + kMarkerClearance), i});
    }
    auto covers_marker = [&](const glm::vec4& b, size_t self) {
        for (const auto& [m, owner] : markers)
            if (owner != self && labels[owner].anchor != labels[self].anchor && overlap(b, m))
                return true;
        return false;
    };
    // A label reads as naming the marked point nearest to it: it is ambiguous where another
    // named point lies within two marker clearances of as near as its own.
    auto ambiguous = [&](const glm::vec4& b, size_t self) {
        const glm::vec2 own = labels[self].anchor;
        if (!std::isfinite(own.x) || !std::isfinite(own.y)) return false;
        auto distance = [&](glm::vec2 p) {
            return glm::length(glm::clamp(p, glm::vec2(b.x, b.y), glm::vec2(b.z, b.w)) - p);
        };
        const float mine = distance(own) + 2 * kMarkerClearance;
        for (const auto& [m, owner] : markers) {
            const glm::vec2 a = labels[owner].anchor;
            if (owner != self && a != own && distance(a) < mine) return true;
        }
        return false;
    };
    auto outside = [&](const LabelBox& l, const glm::vec4& b) {
        const glm::vec4& v = l.bounds;
        return v.z > v.x && (b.x < v.x || b.y < v.y || b.z > v.z || b.w > v.w);
    };
    // A label whose point, or whose whole box where it was asked for, lies outside its view
    // names nothing the view shows: pulled inside, it would name something else.
    auto names_nothing_in_view = [&](const LabelBox& l) {
        const glm::vec4& v = l.bounds;
        if (!(v.z > v.x)) return false;
        const glm::vec2 a = l.anchor;
        if (std::isfinite(a.x) && std::isfinite(a.y) &&
            (a.x < v.x || a.y < v.y || a.x > v.z || a.y > v.w))
            return true;
        return !overlap(box_at(l.at, l.extent), v);
    };
    // Free for `l` (label `self`) at `spot`: inside its view, over no placed label nor another
    // point's marker.
    auto fits_free = [&](const LabelBox& l, size_t self, glm::vec2 spot) {
        const glm::vec4 b = box_at(spot, l.extent);
        return !outside(l, b) && !covered_by(b) && !covers_marker(b, self);
    };
    auto said_already = [&](const LabelBox& l) {  // the same words for the same point
        for (const Placed& p : placed)
            if (*p.text == l.text && p.anchor == l.anchor) return true;
        return false;
    };
    std::vector<PlacedLabel> out;
    for (size_t i : order) {
        const LabelBox& l = labels[i];
        glm::vec2 at = l.at;
        if (l.fixed) {
            placed.push_back({box_at(at, l.extent), &l.text, l.anchor});
        } else if (l.priority > 0) {
            if (said_already(l)) continue;
            if (names_nothing_in_view(l)) continue;
            {
                const glm::vec4 b = box_at(at, l.extent);
                const Placed* under = outside(l, b) ? nullptr : covered_by(b);
                if (under && under->text && *under->text == l.text) continue;  // said there
            }
            // The spots it may take, nearest first: where it asks to go, the other sides of
            // its anchor, then further out in eight directions, a row's height at a time
            // (still near enough to read as its point's label, a leader line joining them),
            // then the nearest spot inside its view. The subject of a step (priority 3 and
            // up) may go further out rather than be left out.
            std::vector<glm::vec2> spots{l.at};
            // Where it was in the frame before, if that is still free.
            if (std::isfinite(l.was.x) && std::isfinite(l.was.y) && !l.only_here &&
                fits_free(l, i, l.was)) {
                placed.push_back({box_at(l.was, l.extent), &l.text, l.anchor});
                out.push_back({i, l.was});
                continue;
            }
            if (l.only_here) {
                for (float k = 1; k <= 3 && glm::length(l.slide) > 0; ++k)
                    spots.push_back(l.at + k * l.slide);
            } else {
                const glm::vec2 left(-(l.extent.x + 14), 0), up(0, -(l.extent.y + 10));
                for (glm::vec2 shift : {left, up, left + up, -up, left - up})
                    spots.push_back(l.at + shift);
                const float rings = l.priority >= 3 ? 6 : 3;
                for (float ring = 1; ring <= rings; ++ring)
                    for (glm::vec2 dir :
                         {glm::vec2(0, -1), glm::vec2(0, 1), glm::vec2(1, -1), glm::vec2(1, 1),
                          glm::vec2(-1, -1), glm::vec2(-1, 1), glm::vec2(1, 0), glm::vec2(-1, 0)}) {
                        const glm::vec2 step(0.5f * l.extent.x + 7, l.extent.y + 10);
                        spots.push_back(l.at + dir * step * ring +
                                        glm::vec2(dir.x < 0 ? -l.extent.x * 0.5f : 0, 0));
                    }
                if (l.bounds.z > l.bounds.x) {
                    // Then the spots that ran off the view's edge, slid back inside it at their
                    // own height: a label wider than half its view has no side that fits whole.
                    const glm::vec4& v = l.bounds;
                    auto inside = [&](glm::vec2 spot) {
                        return glm::vec2(
                            std::clamp(spot.x, v.x + 3, std::max(v.x + 3, v.z - 3 - l.extent.x)),
                            std::clamp(spot.y, v.y + 1, std::max(v.y + 1, v.w - 1 - l.extent.y)));
                    };
                    const size_t count = spots.size();
                    for (size_t k = 0; k < count; ++k)
                        if (inside(spots[k]) != spots[k]) spots.push_back(inside(spots[k]));
                    spots.push_back(inside(l.at));
                }
            }
            // First a spot where the label reads as its own point's: no other named point as
            // near to it; then any free spot; the subject of a step last may cover a marker.
            // A new label first looks for a spot clear of where the labels of the frame before
            // still are, so that it does not push them away.
            enum class Rule { ClearOfOld, Unambiguous, Free, OverMarkers };
            auto over_old = [&](const glm::vec4& b) {
                for (size_t k = 0; k < labels.size(); ++k) {
                    const LabelBox& o = labels[k];
                    if (k != i && std::isfinite(o.was.x) && overlap(b, box_at(o.was, o.extent)))
                        return true;
                }
                return false;
            };
            auto fits = [&](glm::vec2 spot, Rule rule) {
                const glm::vec4 b = box_at(spot, l.extent);
                if (outside(l, b) || covered_by(b)) return false;
                if (rule == Rule::OverMarkers) return true;
                if (covers_marker(b, i)) return false;
                if (rule == Rule::ClearOfOld && over_old(b)) return false;
                return rule == Rule::Free || !ambiguous(b, i);
            };
            // Unambiguous spots are looked for only next to the point (its sides and the first
            // ring): further out, a long leader line would be worse than a near neighbour.
            const size_t near_spots = 6 + 8;
            bool found = false;
            for (Rule rule : {Rule::ClearOfOld, Rule::Unambiguous, Rule::Free, Rule::OverMarkers}) {
                if (rule == Rule::OverMarkers && l.priority < 3) break;
                const size_t count = rule == Rule::Unambiguous || rule == Rule::ClearOfOld
                                         ? std::min(near_spots, spots.size())
                                         : spots.size();
                for (size_t k = 0; k < count; ++k)
                    if (const glm::vec2 spot = spots[k]; fits(spot, rule)) {
                        at = spot;
                        found = true;
                        break;
                    }
                if (found) break;
            }
            if (!found) continue;
            placed.push_back({box_at(at, l.extent), &l.text, l.anchor});
        }
        out.push_back({i, at});
    }
    return out;
}

}  // namespace gjklab
