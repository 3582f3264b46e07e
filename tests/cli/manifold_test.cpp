// `query --manifold` and `motion --manifold` from the outside: the JSON of stacked and tilted
// boxes, a capsule and a circle worked out by hand, features in the scene file's numbering, the
// events of a box sliding off a ledge, and the error line of a bad margin.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_binary.h"

namespace {

using nlohmann::json;

json manifold_of(const std::string& scene_json, const std::string& extra = "") {
    const RunResult r =
        run_gjklab("query " + temp_scene(scene_json) + " --manifold --json" + extra);
    EXPECT_EQ(r.code, 0) << r.err;
    return json::parse(r.out)["manifold"];
}

TEST(ManifoldCli, CrateOnTheGroundHasTwoPointsNamedInTheFilesNumbering) {
    // The crate's vertices are written starting top right: the file's numbering, not the hull's.
    const json m = manifold_of(R"({"shapes": [
        {"name": "ground", "type": "box", "half_extents": [4, 0.5]},
        {"name": "crate", "type": "polygon", "vertices": [[0.5,0.5],[-0.5,0.5],[-0.5,-0.5],[0.5,-0.5]],
         "position": [1, 0.9]}]})");
    EXPECT_EQ(m["rule"], "faces");
    EXPECT_EQ(m["reference"], "a");
    EXPECT_EQ(m["normal"], json::array({0.0, 1.0}));
    ASSERT_EQ(m["points"].size(), 2u);
    std::vector<int> corners;
    for (const json& p : m["points"]) {
        EXPECT_NEAR(p["separation"].get<double>(), -0.1, 1e-12);
        EXPECT_NEAR(p["position"][1].get<double>(), 0.45, 1e-12);
        EXPECT_EQ(p["feature"]["a"]["type"], "face");
        EXPECT_EQ(p["feature"]["a"]["vertices"], json::array({2, 3}));  // the box's top edge
        EXPECT_EQ(p["feature"]["b"]["type"], "vertex");
        corners.push_back(p["feature"]["b"]["vertices"][0]);
        // The vertex named is the crate's corner the point lies under.
        const double x = p["position"][0].get<double>();
        EXPECT_EQ(corners.back(), x < 1 ? 2 : 3);
    }
}

TEST(ManifoldCli, SeparatedPairsHaveNoneUnlessTheMarginReachesThem) {
    const std::string scene = R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [2, 0.5]},
        {"name": "B", "type": "circle", "radius": 0.5, "position": [0, 1.2]}]})";
    const json none = manifold_of(scene);
    EXPECT_EQ(none["rule"], "none");
    EXPECT_TRUE(none["normal"].is_null());
    EXPECT_TRUE(none["points"].empty());
    const json near = manifold_of(scene, " --speculative 0.25");
    EXPECT_EQ(near["rule"], "face_vertex");
    ASSERT_EQ(near["points"].size(), 1u);
    EXPECT_NEAR(near["points"][0]["separation"].get<double>(), 0.2, 1e-12);
}

TEST(ManifoldCli, TiltedCubeOnASlabTouchesAlongAnEdge3D) {
    const double drop = 0.5 * (std::cos(20 * M_PI / 180) + std::sin(20 * M_PI / 180));
    const json m = manifold_of(R"({"dimension": 3, "shapes": [
        {"name": "slab", "type": "box", "half_extents": [3, 0.5, 3]},
        {"name": "cube", "type": "box", "half_extents": [0.5, 0.5, 0.5],
         "position": [0, )" + std::to_string(0.5 + drop - 0.05) +
                               R"(, 0], "rotation_deg": [0, 0, 20]}]})");
    EXPECT_EQ(m["rule"], "faces");
    ASSERT_EQ(m["points"].size(), 2u);
    for (const json& p : m["points"]) {
        EXPECT_NEAR(p["separation"].get<double>(), -0.05, 1e-6);
        EXPECT_EQ(p["feature"]["a"]["type"], "face");
        EXPECT_EQ(p["feature"]["a"]["vertices"].size(), 4u);
        EXPECT_EQ(p["feature"]["b"]["type"], "vertex");
        EXPECT_EQ(p["position"].size(), 3u);
    }
}

TEST(ManifoldCli, TextOutputListsThePoints) {
    const RunResult r = run_gjklab("query " + temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [2, 0.5]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.5], "position": [0, 0.9]}]})") +
                                   " --manifold");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("manifold           2 points (faces, A's face), normal (0, 1)"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("face 2,3 x vertex 0"), std::string::npos) << r.out;
}

TEST(ManifoldCli, ABoxSlidingOffALedgeLosesAPointThenTheOther) {
    // B slides right at 1 unit/s across the ledge's end (x = 2): its right corner passes the
    // end at t = 0.5, its left corner at t = 1.5.
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "ledge", "type": "box", "half_extents": [2, 0.5]},
        {"name": "box", "type": "box", "half_extents": [0.5, 0.5], "position": [1, 0.95],
         "velocity": [1, 0]}], "time": {"duration": 2}})");
    const RunResult r = run_gjklab("motion " + scene + " --samples 41 --manifold --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const json j = json::parse(r.out);
    ASSERT_EQ(j["samples"].size(), 41u);
    EXPECT_EQ(j["samples"][0]["manifold"]["points"].size(), 2u);
    EXPECT_EQ(j["samples"][40]["manifold"]["points"].size(), 0u);
    std::vector<std::pair<std::string, double>> events;
    for (const json& e : j["events"])
        if (e["kind"].get<std::string>().rfind("manifold_", 0) == 0)
            events.push_back({e["kind"], e["t"]});
    // At t = 0.55 the right corner passes x = 2: the point becomes a cut at the ledge's corner
    // (vertex x face); at 1.55 the left corner passes too and the box has left the ledge.
    ASSERT_GE(events.size(), 2u) << r.out.substr(0, 400);
    EXPECT_EQ(events[0].first, "manifold_ids_change");
    EXPECT_NEAR(events[0].second, 0.55, 1e-9);
    EXPECT_NEAR(events.back().second, 1.55, 1e-9);
    const RunResult bad = run_gjklab("motion " + scene + " --manifold --speculative nan");
    EXPECT_EQ(bad.code, 2);
    EXPECT_EQ(bad.err.rfind("gjklab: error: ", 0), 0u) << bad.err;
}

}  // namespace
