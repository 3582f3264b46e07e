// Inputs that gave silently wrong answers or crashed the loader, each a story with its numbers:
// float scenes far from the origin, scene files nested 100,000 deep, duplicate keys, NUL
// bytes, endless inputs; and what `query --json` now says about how an answer ended.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_binary.h"

namespace {

using nlohmann::json;

json query(const std::string& scene_text) {
    const RunResult r = run_gjklab("query " + temp_scene(scene_text) + " --json");
    EXPECT_EQ(r.code, 0) << r.err;
    return json::parse(r.out);
}

void expect_one_error_line(const RunResult& r, const std::string& part) {
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err.substr(0, 300);
    EXPECT_LT(r.err.size(), 400u);
    EXPECT_NE(r.err.find(part), std::string::npos) << r.err.substr(0, 300);
    EXPECT_TRUE(r.out.empty());
}

// Two unit boxes 1 apart at x = 1e8 in float: "intersecting, depth 2" (a float holds nothing
// finer than 8 there). The pair is now moved to A's position in double before the float run.
TEST(Robustness, FloatScenesFarFromTheOrigin) {
    const json boxes = query(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[0.5,0.5],"position":[1e8,3]},
      {"name":"B","type":"box","half_extents":[0.5,0.5],"position":[100000002,3]}],
      "settings":{"precision":"float"}})");
    EXPECT_EQ(boxes["intersecting"], false);
    EXPECT_NEAR(boxes["distance"].get<double>(), 1.0, 1e-6);
    EXPECT_NEAR(boxes["witness_a"][0].get<double>(), 1e8 + 0.5, 1e-6);
    // Two 1 mm circles 10 m from the origin, 2.5 mm apart: 86% off before.
    const json circles = query(R"({"shapes":[
      {"name":"A","type":"circle","radius":0.001,"position":[10,0]},
      {"name":"B","type":"circle","radius":0.001,"position":[10.0045,0]}],
      "settings":{"precision":"float"}})");
    EXPECT_NEAR(circles["distance"].get<double>(), 0.0025, 0.0025 * 1e-5);
    EXPECT_EQ(circles["warnings"].size(), 0u) << circles.dump();
    // And in 3D.
    const json boxes3 = query(R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[0.5,0.5,0.5],"position":[1e8,0,-1e8]},
      {"name":"B","type":"box","half_extents":[0.5,0.5,0.5],"position":[100000002,0,-1e8]}],
      "settings":{"precision":"float"}})");
    EXPECT_EQ(boxes3["intersecting"], false);
    EXPECT_NEAR(boxes3["distance"].get<double>(), 1.0, 1e-6);
}

// The preset that teaches where float breaks down (vertices written 10,000 from the origin,
// which no move of the pair can help) still breaks down, and now says so.
TEST(Robustness, TheFloatPresetStillBreaksDownAndSaysSo) {
    const std::string path =
        std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/15_float_breakdown.json";
    const RunResult f = run_gjklab("query " + path + " --json");
    ASSERT_EQ(f.code, 0) << f.err;
    std::string text = read_file(path);
    text.replace(text.find("\"float\""), 7, "\"double\"");
    const json as_float = json::parse(f.out), as_double = query(text);
    EXPECT_GT(std::abs(as_float["distance"].get<double>() - as_double["distance"].get<double>()),
              1e-5);
    ASSERT_EQ(as_float["warnings"].size(), 1u);
    EXPECT_EQ(as_float["warnings"][0].get<std::string>().rfind("precision: float", 0), 0u);
    EXPECT_EQ(as_double["warnings"].size(), 0u);
}

// query --json could not say how GJK or EPA ended: an iteration cap looked like an answer.
TEST(Robustness, QueryJsonSaysHowItEnded) {
    const json apart = query(R"({"shapes":[
      {"name":"A","type":"ellipse","radii":[2,1]},
      {"name":"B","type":"ellipse","radii":[1,2],"position":[4,1]}],
      "settings":{"max_iterations":2}})");
    EXPECT_EQ(apart["gjk_stop"], "max_iterations");
    EXPECT_TRUE(apart["epa_stop"].is_null());
    ASSERT_EQ(apart["warnings"].size(), 1u);
    EXPECT_EQ(apart["warnings"][0].get<std::string>().rfind("iteration cap: GJK", 0), 0u);

    const json overlapping = query(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[1,1],"position":[1.5,0.25]}]})");
    EXPECT_EQ(overlapping["gjk_stop"], "overlap");
    EXPECT_TRUE(overlapping["epa_stop"] == "converged" ||
                overlapping["epa_stop"] == "duplicate_support")
        << overlapping["epa_stop"];
    EXPECT_EQ(overlapping["warnings"].size(), 0u);

    // Flush boxes: touching, within tolerance, and the normal is the faces'.
    const json flush = query(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1],"rotation_deg":30},
      {"name":"B","type":"box","half_extents":[1,1],"position":[1.7320508075688772,1],"rotation_deg":30}]})");
    EXPECT_EQ(flush["intersecting"], true);
    EXPECT_LT(flush["penetration_depth"].get<double>(), 1e-9);
    EXPECT_NEAR(flush["normal"][0].get<double>(), std::sqrt(3.0) / 2, 1e-9);
    ASSERT_EQ(flush["warnings"].size(), 1u);
    EXPECT_EQ(flush["warnings"][0].get<std::string>().rfind("touching within tolerance", 0), 0u);
}

// A value nested 100,000 deep crashed every command and the window (the error message dumped
// the value, and the dump recursed).
TEST(Robustness, DeepNestingIsAnError) {
    const std::string deep =
        "{\"shapes\":" + std::string(100000, '[') + std::string(100000, ']') + "}";
    expect_one_error_line(run_gjklab("check " + temp_scene(deep)), "nest deeper than 64");
    // A large value in a message is described, not printed.
    std::string many = "[1";
    for (int i = 0; i < 100000; ++i) many += ",1";
    expect_one_error_line(
        run_gjklab("check " + temp_scene(R"({"shapes":[{"name":"A","type":"circle","radius":)" +
                                         many + R"(]},{"name":"B","type":"circle","radius":1}]})")),
        "got array of 100001 elements");
}

// Duplicate keys were accepted, the last one winning ("radius": 1, ..., "radius": 2).
TEST(Robustness, DuplicateKeysAreAnError) {
    expect_one_error_line(
        run_gjklab("check " + temp_scene(R"({"shapes":[{"name":"A","type":"circle","radius":1},
          {"name":"B","type":"circle","radius":1,"radius":2}]})")),
        "shapes[1]: key \"radius\" appears twice");
    expect_one_error_line(
        run_gjklab("check " + temp_scene(R"({"version":1,"shapes":[],"version":1})")),
        "key \"version\" appears twice");
}

// Text after a NUL byte was ignored; `check /dev/zero` read forever; a folder was a confusing
// read error.
TEST(Robustness, WhatIsNotASceneFile) {
    const std::string path = temp_scene("");
    {
        std::ofstream out(path, std::ios::binary);
        const std::string good = R"({"shapes":[{"name":"A","type":"circle","radius":1},
          {"name":"B","type":"circle","radius":1,"position":[3,0]}]})";
        out << good;
        out.put('\0');
        out << "more";
    }
    expect_one_error_line(run_gjklab("check " + path), "NUL byte at line 2");
    expect_one_error_line(run_gjklab("check /dev/zero"), "larger than 256 MB");
    expect_one_error_line(run_gjklab("check /tmp"), "is a directory");
}

}  // namespace
