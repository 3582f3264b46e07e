// `gjklab sweep`: the same scene on moved copies of B. Without jitter every copy is the scene
// itself; with it, the worst copies written out reproduce the normal's turn reported for them;
// the same seed gives the same sweep.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/run_binary.h"

namespace {

using nlohmann::json;

std::string preset(const char* name) {
    return std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/" + name;
}

double angle_deg(const json& a, const json& b) {
    double dot = 0, na = 0, nb = 0;
    for (size_t k = 0; k < a.size(); ++k) {
        dot += a[k].get<double>() * b[k].get<double>();
        na += a[k].get<double>() * a[k].get<double>();
        nb += b[k].get<double>() * b[k].get<double>();
    }
    return std::acos(std::max(-1.0, std::min(1.0, dot / std::sqrt(na * nb)))) * 180 / M_PI;
}

TEST(Sweep, NoJitterIsTheSceneItself) {
    RunResult r = run_gjklab("sweep " + preset("04_boxes_overlapping_epa.json") +
                             " --samples 20 --jitter 0,0 --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const json s = json::parse(r.out);
    EXPECT_EQ(s["samples"], 20);
    EXPECT_EQ(s["intersecting"], 20);
    EXPECT_EQ(s["penetration_depth"]["min"], s["unmoved"]["penetration_depth"]);
    EXPECT_EQ(s["penetration_depth"]["max"], s["unmoved"]["penetration_depth"]);
    EXPECT_EQ(s["normal_spread_deg"].get<double>(), 0);
}

TEST(Sweep, TheWorstCopiesReproduceWhatWasReported) {
    const std::string dir = cli_scratch() + "/sweep";
    std::filesystem::remove_all(dir);
    const std::string args = "sweep " + preset("20_3d_boxes_epa.json") +
                             " --samples 60 --jitter 0.01,1 --seed 7 --json --out " + dir;
    RunResult r = run_gjklab(args);
    ASSERT_EQ(r.code, 0) << r.err;
    const json s = json::parse(r.out);
    EXPECT_EQ(s["samples"], 60);
    ASSERT_EQ(s["worst"].size(), 3u);
    EXPECT_EQ(s["worst"][0]["normal_angle_deg"], s["normal_spread_deg"]);
    // Two faces of A - B about as deep: moving B a hundredth turns the normal a long way.
    EXPECT_GT(s["normal_spread_deg"].get<double>(), 10) << r.out;
    for (const json& w : s["worst"]) {
        RunResult q = run_gjklab("query " + w["file"].get<std::string>() + " --json");
        ASSERT_EQ(q.code, 0) << q.err;
        const json answer = json::parse(q.out);
        EXPECT_EQ(answer["penetration_depth"], w["penetration_depth"]);
        EXPECT_NEAR(angle_deg(answer["normal"], s["unmoved"]["normal"]),
                    w["normal_angle_deg"].get<double>(), 1e-9);
    }
    // The same seed, the same sweep.
    std::filesystem::remove_all(dir);
    EXPECT_EQ(run_gjklab(args).out, r.out);
    std::filesystem::remove_all(dir);
    RunResult bad = run_gjklab("sweep " + preset("default.json") + " --jitter 1");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("gjklab: error: --jitter must look like"), std::string::npos) << bad.err;
}

}  // namespace

namespace {

// Two squares overlapping corner to corner by as much along x as along y: EPA's normal is (1, 0)
// or (0, 1) depending on which is a hair deeper. The sweep sees the jump as two clusters of
// normals 90 degrees apart, whichever of the pair it moves.
TEST(Sweep, AJumpingNormalIsTwoClusters) {
    const std::string scene = cli_scratch() + "/corner.json";
    std::ofstream(scene)
        << R"({"version":1,"shapes":[{"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[1,1],"position":[1.99,1.99]}]})";
    for (const char* move : {"B", "A", "both"}) {
        SCOPED_TRACE(move);
        RunResult r =
            run_gjklab("sweep " + scene + " --samples 100 --jitter 0.002,0 --json --move " + move);
        ASSERT_EQ(r.code, 0) << r.err;
        const json s = json::parse(r.out);
        ASSERT_EQ(s["normal_clusters"].size(), 2u) << r.out;
        EXPECT_EQ(s["moved"], move);
        EXPECT_NEAR(s["largest_jump_deg"].get<double>(), 90, 1e-6);
        const json& kept = s["normal_clusters"][0];
        const json& other = s["normal_clusters"][1];
        EXPECT_TRUE(kept["unmoved"].get<bool>());
        EXPECT_EQ(kept["copies"].get<int>() + other["copies"].get<int>(), 100);
        EXPECT_EQ(s["normal_flips"], other["copies"]);
        EXPECT_GT(other["copies"].get<int>(), 10);  // about half jump
        EXPECT_GT(kept["copies"].get<int>(), 10);
    }
    // A flat sweep, nothing near a corner: one cluster, nothing flipped.
    RunResult flat =
        run_gjklab("sweep " + preset("04_boxes_overlapping_epa.json") + " --samples 30 --json");
    const json f = json::parse(flat.out);
    EXPECT_EQ(f["normal_clusters"].size(), 1u);
    EXPECT_EQ(f["normal_flips"], 0);
    RunResult bad = run_gjklab("sweep " + scene + " --move C");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("gjklab: error: --move must be A, B or both"), std::string::npos)
        << bad.err;
}

}  // namespace
