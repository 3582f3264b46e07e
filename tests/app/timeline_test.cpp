// The timelines of 2D and 3D queries: steps, names, clamping, explanations, name anchors.
#include <gtest/gtest.h>

#include "app/scenes.h"

#include "model/timeline2.h"
#include "model/timeline3.h"

#include <cctype>
#include <cmath>
#include <glm/geometric.hpp>
#include <set>

namespace {

using namespace gjklab;
using gjklab::test::most_significant_digits;
using gjklab::test::preset;
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

namespace {

using namespace gjklab;

/// Every point a step shows (simplex before and after, new support, EPA's corners) has a name.
template <class Timeline_>
void expect_every_point_named(const Timeline_& t) {
    auto named = [&](const auto& v) { EXPECT_GT(t.names.number(v), 0); };
    for (const auto& g : t.gjk_steps()) {
        for (const auto& v : g.simplex_before) named(v);
        for (const auto& v : g.simplex_after) named(v);
        if (g.has_support) named(g.support);
    }
    for (int k = t.gjk_count(); k < t.size(); ++k) {
        const auto* e = t.epa_step(k);
        if (e->has_support) named(e->support);
    }
}

}  // namespace

// A support point keeps the name it got when it was found, through GJK and EPA: w1 is the first
// point, each step's new point the next number, and EPA goes on counting from GJK's.
TEST(SupportNames, KeptFromGjkThroughEpa) {
    const Timeline2 t = build_timeline2(load_scene(preset("04_boxes_overlapping_epa.json")));
    ASSERT_GE(t.gjk_count(), 2);
    ASSERT_GT(t.size(), t.gjk_count());
    EXPECT_EQ(t.names.name(t.gjk_steps()[0].simplex_before[0]), "w1");
    EXPECT_EQ(t.names.name(t.gjk_steps()[0].support), "w2");
    EXPECT_EQ(t.names.name(t.gjk_steps()[1].support), "w3");
    // The triangle that ends GJK is EPA's first polygon, with the same names.
    const gjk::EpaStep* first = t.epa_step(t.gjk_count());
    std::set<std::string> polygon;
    for (const auto& v : first->polytope) polygon.insert(t.names.name(v));
    EXPECT_EQ(polygon, (std::set<std::string>{"w1", "w2", "w3"}));
    EXPECT_EQ(t.names.name(first->support), "w4");
    expect_every_point_named(t);
    // The name and the corners of A and B that make the point.
    EXPECT_EQ(t.names.name_and_corners(t.gjk_steps()[0].support), "w2 = a3 - b1");

    const Timeline3 t3 = build_timeline3(load_scene(preset("20_3d_boxes_epa.json")));
    expect_every_point_named(t3);
    const gjk::EpaStep3* e3 = t3.epa_step(t3.gjk_count());
    ASSERT_NE(e3, nullptr);
    EXPECT_EQ(t3.names.name(e3->support), "w" + std::to_string(int(e3->vertices.size()) + 1));
}

// Captions a student reads: 4 significant digits, no code words ("edge_12", "duplicate_support"),
// the words of the scene's dimension only, and the points by name. A step that drops corners
// of the simplex says so; the boolean variant says it measures no depth.
TEST(Explanations, PlainWordsForEveryPreset) {
    for (const char* name :
         {"default.json", "02_triangle_vs_circle.json", "04_boxes_overlapping_epa.json",
          "06_epa_many_steps.json", "09_touching_edges.json", "10_identical_shapes.json",
          "16_boolean_gjk_classic.json", "17_thin_sliver.json", "20_3d_boxes_epa.json",
          "21_3d_sphere_vs_cone.json", "22_3d_boolean_gjk.json", "23_3d_capsules_crossing.json"}) {
        const Scene scene = load_scene(preset(name));
        std::vector<std::string> texts;
        if (scene.dimension == 3) {
            const Timeline3 t = build_timeline3(scene);
            for (int s = 0; s < t.size(); ++s) texts.push_back(t.explanation(s));
        } else {
            const Timeline2 t = build_timeline2(scene);
            for (int s = 0; s < t.size(); ++s) texts.push_back(t.explanation(s));
        }
        for (const std::string& text : texts) {
            SCOPED_TRACE(std::string(name) + ": " + text);
            EXPECT_FALSE(text.empty());
            EXPECT_EQ(text.find('_'), std::string::npos);
            EXPECT_EQ(text.find("3D:"), std::string::npos);
            EXPECT_LE(most_significant_digits(text), 4);
            const bool three = scene.dimension == 3;
            for (const char* other :
                 three ? std::vector<const char*>{"polygon", "triangle w1 w2 w3 contains"}
                       : std::vector<const char*>{"polytope", "tetrahedron", "face"})
                EXPECT_EQ(text.find(other), std::string::npos) << other;
        }
    }
    const Timeline2 dropping = build_timeline2(load_scene(preset("default.json")));
    ASSERT_GE(dropping.gjk_count(), 2);
    EXPECT_NE(dropping.explanation(1).find("w1 is dropped"), std::string::npos)
        << dropping.explanation(1);
    const Timeline2 boolean = build_timeline2(load_scene(preset("16_boolean_gjk_classic.json")));
    EXPECT_EQ(most_significant_digits("|v| = 0.009291, w12 = a33 - b13, 1.25e-05"), 4);
    EXPECT_EQ(most_significant_digits("0.970480837"), 9);
    EXPECT_NE(boolean.explanation(boolean.size() - 1).find("does not measure how deep"),
              std::string::npos);
}

// Rounded shapes: GJK walks on the cores, so every simplex corner is a corner of the cores'
// A - B, which the timeline holds (and the view draws) apart from the full A - B; the caption
// of the last step gives the cores' distance, the radii and the shapes' distance.
TEST(Timeline2, RoundedShapesShowTheCoresGjkWalksOn) {
    const Timeline2 t = build_timeline2(load_scene(preset("02_triangle_vs_circle.json")));
    ASSERT_FALSE(t.core_minkowski.empty());
    EXPECT_GT(t.report.radii, 0);
    for (const auto& g : t.gjk_steps())
        for (const auto& v : g.simplex_after) {
            double nearest = 1e300;
            for (const auto& m : t.core_minkowski)
                nearest = std::min(nearest, glm::length(m.point - v.point));
            EXPECT_LT(nearest, 1e-9);
        }
    const std::string last = t.explanation(t.size() - 1);
    EXPECT_NE(last.find("less the sum of their radii, " + short_number(t.report.radii)),
              std::string::npos)
        << last;
    EXPECT_NE(last.find(short_number(t.report.result.distance) + " apart"), std::string::npos)
        << last;
    // Polygons with no rounding have no separate cores.
    EXPECT_TRUE(build_timeline2(load_scene(preset("default.json"))).core_minkowski.empty());
}

namespace {

using namespace gjklab;

// Corners are named by the user's numbering: a0 is the first vertex the scene file lists, even
// when the polygon is given clockwise, with a collinear vertex, or as points inside a hull.
TEST(Timeline2, CornersKeepTheUsersNumbers) {
    const Scene s = parse_scene(R"({"shapes":[
      {"name":"A","type":"polygon","vertices":[[0,0],[0,1],[0,2],[2,2],[2,0]],"rotation_deg":20},
      {"name":"B","type":"polygon","vertices":[[1,0.5],[5,3],[4,4],[6,1],[5.5,2]],"hull":true}]})",
                                "test");
    const Timeline2 t = build_timeline2(s);
    const auto& a_user = s.shapes[0].entry2().source_vertices;
    const auto& b_user = s.shapes[1].entry2().source_vertices;
    const gjk::Transform2<double> xa = transform2_of(s.shapes[0]), xb = transform2_of(s.shapes[1]);
    int checked = 0;
    auto check = [&](const gjk::TraceVertex& v) {
        ASSERT_GE(v.index_a, 0);
        ASSERT_LT(v.index_a, int(a_user.size()));
        ASSERT_LT(v.index_b, int(b_user.size()));
        EXPECT_LT(glm::length(xa.apply(a_user[size_t(v.index_a)]) - v.a), 1e-12)
            << "a" << v.index_a;
        EXPECT_LT(glm::length(xb.apply(b_user[size_t(v.index_b)]) - v.b), 1e-12)
            << "b" << v.index_b;
        ++checked;
    };
    for (const auto& g : t.trace.gjk) {
        for (const auto& v : g.simplex_after) check(v);
        if (g.has_support) check(g.support);
    }
    for (const auto& e : t.trace.epa)
        for (const auto& v : e.polytope) check(v);
    for (const auto& v : t.examples) check(v);
    EXPECT_GT(checked, 5);
}

TEST(Timeline3, CornersKeepTheUsersNumbers) {
    const Scene s = parse_scene(R"({"dimension":3,"shapes":[
      {"name":"A","type":"polytope","points":[[0.1,0.1,0.1],[1,0,0],[-1,0,0],[0,1,0],[0,-1,0],[0,0,1],[0,0,-1]]},
      {"name":"B","type":"polytope","points":[[0.2,0.2,0.2],[0,0,0],[1,0.2,0.1],[0.3,1,0.2],[0.2,0.3,1.1]],
       "position":[0.3,0.2,0.1]}]})",
                                "test");
    const Timeline3 t = build_timeline3(s);
    const auto& a_user = s.shapes[0].entry3().source_points;
    const auto& b_user = s.shapes[1].entry3().source_points;
    const gjk::Transform3<double> xa = transform3_of(s.shapes[0]), xb = transform3_of(s.shapes[1]);
    int checked = 0;
    auto check = [&](const gjk::TraceVertex3& v) {
        ASSERT_GE(v.index_a, 0);
        ASSERT_LT(v.index_a, int(a_user.size()));
        ASSERT_LT(v.index_b, int(b_user.size()));
        EXPECT_LT(glm::length(xa.apply(a_user[size_t(v.index_a)]) - v.a), 1e-12);
        EXPECT_LT(glm::length(xb.apply(b_user[size_t(v.index_b)]) - v.b), 1e-12);
        ++checked;
    };
    for (const auto& g : t.trace.gjk3) {
        for (const auto& v : g.simplex_after) check(v);
        if (g.has_support) check(g.support);
    }
    for (const auto& e : t.trace.epa3)
        for (const auto& v : e.vertices) check(v);
    EXPECT_GT(checked, 5);
    EXPECT_GT(t.trace.epa3.size(), 0u) << "overlapping: EPA's corners checked too";
}

}  // namespace

namespace {

// Warm starting in 3D as in 2D: the second run of a scene begins from the first run's simplex,
// says so, and gives the same answer in no more steps; a cache naming corners the shapes no
// longer have is dropped, not read out of bounds.
TEST(Timeline, WarmStartIn3DBeginsFromTheLastSimplex) {
    int tested = 0;
    for (const char* name : {"20_3d_boxes_epa.json", "22_3d_boolean_gjk.json"}) {
        SCOPED_TRACE(name);
        gjklab::Scene scene = gjklab::load_scene(gjklab::test::preset(name));
        scene.settings.variant = gjklab::Variant::Distance;
        // Polytopes, so that the cache can name corners.
        for (auto& s : scene.shapes)
            if (std::holds_alternative<gjk::BoxShape3>(s.entry3().shape)) {
                const glm::dvec3 h = std::get<gjk::BoxShape3>(s.entry3().shape).half_extents;
                gjk::PolytopeShape3 p;
                std::string error;
                std::vector<glm::dvec3> corners;
                for (int k = 0; k < 8; ++k)
                    corners.push_back({k & 1 ? h.x : -h.x, k & 2 ? h.y : -h.y, k & 4 ? h.z : -h.z});
                ASSERT_TRUE(gjk::make_polytope(corners, p, error));
                s.entry3().shape = p;
            }
        gjklab::WarmStart warm;
        const gjklab::QueryReport cold = gjklab::run_query(scene, nullptr, &warm);
        EXPECT_EQ(cold.warm_start_points, 0);
        if (!std::all_of(scene.shapes.begin(), scene.shapes.end(), [](const gjklab::SceneShape& s) {
                return std::holds_alternative<gjk::PolytopeShape3>(s.entry3().shape);
            }))
            continue;
        EXPECT_GT(warm.three.count, 0);
        ++tested;
        const gjklab::QueryReport again = gjklab::run_query(scene, nullptr, &warm);
        EXPECT_GT(again.warm_start_points, 0);
        EXPECT_LE(again.result3.gjk_iterations, cold.result3.gjk_iterations);
        EXPECT_EQ(again.result3.intersecting, cold.result3.intersecting);
        EXPECT_NEAR(again.result3.penetration_depth, cold.result3.penetration_depth, 1e-9);
        EXPECT_NEAR(again.result3.distance, cold.result3.distance, 1e-9);
        warm.three.count = 1;
        warm.three.ia[0] = 999;  // a corner A does not have
        const gjklab::QueryReport stale = gjklab::run_query(scene, nullptr, &warm);
        EXPECT_EQ(stale.warm_start_points, 0);
        EXPECT_NEAR(stale.result3.penetration_depth, cold.result3.penetration_depth, 1e-9);
    }
    EXPECT_EQ(tested, 1);  // the boxes; the other pair has an ellipsoid, which caches nothing
}

}  // namespace
