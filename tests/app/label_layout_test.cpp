// Label placement: a label that would cover another label, or the marker of a point another
// label names, moves to another side of its anchor; a repeat of the same text stays out, and
// one with no free spot near its point stays out.
#include <gtest/gtest.h>

#include "render/label_layout.h"

#include <cmath>
#include <set>

namespace {

using namespace gjklab;

gjklab::LabelBox label_box(float x, float y, const std::string& text, int priority = 1) {
    return {{x, y}, {40, 12}, priority, text};
}

TEST(LabelLayout, CoveredLabelMovesRepeatsAndCrowdedOnesStayOut) {
    using gjklab::layout_labels;
    // The first (higher priority) keeps its spot; the second moves left of its anchor.
    auto placed = layout_labels({label_box(100, 100, "w1", 2), label_box(90, 104, "v")});
    ASSERT_EQ(placed.size(), 2u);
    EXPECT_EQ(placed[0].index, 0u);
    EXPECT_EQ(placed[1].index, 1u);
    EXPECT_FLOAT_EQ(placed[1].at.x, 90 - 54);
    EXPECT_FLOAT_EQ(placed[1].at.y, 104);
    // The same text on the same spot is said once.
    EXPECT_EQ(layout_labels({label_box(100, 100, "a3"), label_box(102, 101, "a3")}).size(), 1u);
    // Surrounded on every side it may try: left out. With the spot below free, it goes there.
    std::vector<gjklab::LabelBox> crowd = {
        label_box(100, 100, "x", 2), label_box(46, 100, "l", 2),  label_box(100, 78, "u", 2),
        label_box(46, 78, "lu", 2),  label_box(46, 122, "dl", 2), label_box(100, 100, "late")};
    auto below = layout_labels(crowd);
    ASSERT_EQ(below.size(), 6u);
    EXPECT_EQ(below.back().index, 5u);
    EXPECT_FLOAT_EQ(below.back().at.x, 100);
    EXPECT_FLOAT_EQ(below.back().at.y, 122);
    // With that taken too, it goes two rows up, the nearest free spot further out.
    crowd.insert(crowd.begin(), label_box(100, 122, "d", 2));
    auto further = layout_labels(crowd);
    ASSERT_EQ(further.size(), 7u);
    EXPECT_EQ(further.back().index, 6u);
    EXPECT_FLOAT_EQ(further.back().at.x, 100);
    EXPECT_FLOAT_EQ(further.back().at.y, 100 - 2 * 22);
    // In a view just big enough for the crowd, no spot is left: "late" is left out.
    for (auto& b : crowd) b.bounds = {40, 76, 150, 140};
    EXPECT_EQ(layout_labels(crowd).size(), 6u);
    // A label keeps clear of the point another label names, though that label found no room.
    gjklab::LabelBox named = label_box(300, 300, "w2");
    named.anchor = {310, 306};  // inside the next label's spot
    gjklab::LabelBox v = label_box(290, 300, "v", 3);
    v.anchor = {290, 300};
    auto around = layout_labels({named, v});
    ASSERT_EQ(around.size(), 2u);
    EXPECT_EQ(around[0].index, 1u);  // v first (priority), moved off w2's marker
    EXPECT_FLOAT_EQ(around[0].at.x, 290 - 54);
    EXPECT_FLOAT_EQ(around[0].at.y, 300);
    // The same words for the same point are said once, even when the first had to move.
    gjklab::LabelBox first = label_box(500, 500, "a25"), again = first,
                     blocker = label_box(500, 500, "B", 3);
    first.anchor = again.anchor = {495, 505};
    EXPECT_EQ(layout_labels({blocker, first, again}).size(), 2u);
    // Priority 0 (tick labels) is drawn anyway, last.
    auto ticks = layout_labels({label_box(0, 0, "0", 0), label_box(0, 0, "title", 5)});
    ASSERT_EQ(ticks.size(), 2u);
    EXPECT_EQ(ticks[1].index, 0u);
}

// A label naming a place (a Voronoi region) takes its own spot, or a spot further along its
// slide, or none: moved to another side it would name another place. It yields to a point's
// label of the same priority, though that one comes later.
TEST(LabelLayout, APlacesLabelStaysInItsPlaceOrOut) {
    LabelBox place = label_box(100, 100, "O here: keep w1");
    place.only_here = true;
    const LabelBox point = label_box(110, 104, "w1");
    auto placed = layout_labels({place, point});
    ASSERT_EQ(placed.size(), 1u);
    EXPECT_EQ(placed[0].index, 1u);  // the point's label, where it asked
    EXPECT_FLOAT_EQ(placed[0].at.x, 110);
    place.slide = {0, 30};  // deeper into its place: the first spot further along is free
    placed = layout_labels({place, point});
    ASSERT_EQ(placed.size(), 2u);
    EXPECT_EQ(placed[1].index, 0u);
    EXPECT_FLOAT_EQ(placed[1].at.x, 100);
    EXPECT_FLOAT_EQ(placed[1].at.y, 130);
    // Alone, it stays where it asked.
    placed = layout_labels({place});
    ASSERT_EQ(placed.size(), 1u);
    EXPECT_FLOAT_EQ(placed[0].at.y, 100);
}

TEST(LabelLayout, LabelsStayInsideTheirViewOrOut) {
    const glm::vec4 view{0, 0, 200, 100};
    // Asked to go past the right edge, its point inside: it goes to the left of its point.
    gjklab::LabelBox edge = label_box(190, 40, "w1 = a1 - b3, gap 0.25");
    edge.anchor = {185, 45};
    edge.bounds = view;
    auto in = gjklab::layout_labels({edge});
    ASSERT_EQ(in.size(), 1u);
    EXPECT_FLOAT_EQ(in[0].at.x, 190 - 54);
    // Its point outside the view: it names nothing shown, so it is left out.
    gjklab::LabelBox gone = edge;
    gone.anchor = {230, 45};
    EXPECT_TRUE(gjklab::layout_labels({gone}).empty());
    // No point, and the whole box asked for beyond the edge (a shape scrolled away): left out.
    gjklab::LabelBox name = label_box(260, 40, "B");
    name.bounds = view;
    EXPECT_TRUE(gjklab::layout_labels({name}).empty());
    // Partly inside: kept, moved inside.
    name.at = {180, 40};
    ASSERT_EQ(gjklab::layout_labels({name}).size(), 1u);
    // Wider than half the view, so that no side of its point fits whole, and the row it asks
    // for taken by another label: it slides inside on a free row above or below its point.
    gjklab::LabelBox wide{{112, 42}, {150, 12}, 3, "new w2 = a2 - b0 (0.95 nearer)"};
    wide.anchor = {100, 30};
    wide.bounds = view;
    gjklab::LabelBox row = label_box(5, 42, "w1 = a0 - b0", 4);
    row.extent = {190, 12};
    row.bounds = view;
    auto slid = gjklab::layout_labels({wide, row});
    ASSERT_EQ(slid.size(), 2u);
    EXPECT_EQ(slid[1].index, 0u);
    EXPECT_GE(slid[1].at.x, 3);
    EXPECT_LE(slid[1].at.x + 150, 197);
    EXPECT_EQ(slid[0].at, row.at);
    EXPECT_TRUE(slid[1].at.y + 13 <= 41 || slid[1].at.y >= 56) << slid[1].at.y;
    EXPECT_LT(std::abs(slid[1].at.y - 30), 40);  // near its point's height
}

}  // namespace

TEST(LabelLayout, LabelsReadAsTheirOwnPoints) {
    // Free where it asks to go, but another named point lies nearly as near (14 px below it,
    // its own point 4 px away): it goes to the other side of its point, where only its own is.
    gjklab::LabelBox w4 = label_box(107, 95, "w4", 2);
    w4.anchor = {100, 100};
    gjklab::LabelBox x = label_box(500, 500, "x");
    x.anchor = {125, 122};
    auto placed = gjklab::layout_labels({w4, x});
    ASSERT_EQ(placed.size(), 2u);
    EXPECT_EQ(placed[0].index, 0u);
    EXPECT_FLOAT_EQ(placed[0].at.x, 107 - 54);
    EXPECT_FLOAT_EQ(placed[0].at.y, 95);
    // With no other point near, it stays where it asked.
    x.anchor = {140, 140};
    placed = gjklab::layout_labels({w4, x});
    ASSERT_EQ(placed.size(), 2u);
    EXPECT_FLOAT_EQ(placed[0].at.x, 107);

    // In a view so small that every spot covers another point's marker: an ordinary label is
    // left out, the subject of a step (priority 3) is drawn over the marker.
    gjklab::LabelBox y = label_box(500, 500, "y");
    y.anchor = {30, 10};
    gjklab::LabelBox ordinary = label_box(5, 4, "new w8");
    ordinary.anchor = {3, 10};
    ordinary.bounds = {0, 0, 60, 20};
    placed = gjklab::layout_labels({ordinary, y});
    ASSERT_EQ(placed.size(), 1u);
    EXPECT_EQ(placed[0].index, 1u);
    gjklab::LabelBox subject = ordinary;
    subject.priority = 3;
    placed = gjklab::layout_labels({subject, y});
    ASSERT_EQ(placed.size(), 2u);
    EXPECT_EQ(placed[0].index, 0u);
}
