// The timelines of 2D and 3D queries: steps, names, clamping, explanations, name anchors.
#include <gtest/gtest.h>

#include "app/scenes.h"

#include "model/timeline2.h"
#include "model/timeline3.h"

#include <cmath>
#include <set>

namespace {

using namespace gjklab;
using gjklab::test::two_boxes;

// A shape's name sits at its position when that is inside it, else at the middle of its
// outline (a polygon given in world coordinates, positioned at the origin).
TEST(Timeline2, NameAnchorStaysOnTheShape) {
    Scene s = parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1],"position":[3,1]},
      {"name":"B","type":"polygon","vertices":[[4,5],[6,5],[6,7],[4,7]]}]})",
                          "test");
    EXPECT_EQ(shape_geometry(s.shapes[0]).name_anchor(), glm::dvec2(3, 1));
    const glm::dvec2 b = shape_geometry(s.shapes[1]).name_anchor();
    EXPECT_NEAR(b.x, 5, 1e-12);
    EXPECT_NEAR(b.y, 6, 1e-12);
}

TEST(Timeline2, StepsAndClamping) {
    Scene s = parse_scene(R"({"shapes":[{"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[1,1],"position":[1.5,0.5]}]})",
                          "t");
    Timeline2 t = build_timeline2(s);
    ASSERT_GT(t.gjk_count(), 0);
    ASSERT_GT(t.size(), t.gjk_count());  // overlapping: EPA steps follow
    EXPECT_EQ(t.clamp(-5), 0);
    EXPECT_EQ(t.clamp(1000), t.size() - 1);
    EXPECT_FALSE(t.is_epa(0));
    EXPECT_TRUE(t.is_epa(t.size() - 1));
    EXPECT_EQ(t.step_name(0), "GJK 1/" + std::to_string(t.gjk_count()));
    EXPECT_FALSE(t.explanation(t.size() - 1).empty());
    EXPECT_TRUE(t.minkowski_exact);
    // Two axis-aligned squares: parallel edges merge, A - B is a square twice the size.
    ASSERT_EQ(t.minkowski.size(), 4u);
    for (auto& v : t.minkowski) {
        EXPECT_DOUBLE_EQ(std::abs(v.point.x + 1.5), 2.0);
        EXPECT_DOUBLE_EQ(std::abs(v.point.y + 0.5), 2.0);
    }
}

TEST(Timeline3, StepsNamesAndExplanations) {
    const Scene scene =
        load_scene(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/20_3d_boxes_epa.json");
    const Timeline3 t = build_timeline3(scene);
    ASSERT_GT(t.gjk_count(), 0);
    ASSERT_GT(t.size(), t.gjk_count());  // the boxes overlap: EPA steps follow
    EXPECT_EQ(t.step_name(0), "GJK 1/" + std::to_string(t.gjk_count()));
    EXPECT_EQ(t.step_name(t.size() - 1).rfind("EPA ", 0), 0u);
    for (int s = 0; s < t.size(); ++s) EXPECT_FALSE(t.explanation(s).empty()) << s;
    EXPECT_EQ(t.shapes.size(), 2u);
    EXPECT_TRUE(t.report.result3.intersecting);
}

}  // namespace
