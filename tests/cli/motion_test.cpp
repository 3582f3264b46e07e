// `cast` and `motion` from the outside: their JSON against hand-worked answers, against `query`
// of the scene moved by hand to each sampled time, and the scene keys' error lines.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "cli/run_binary.h"

namespace {

using nlohmann::json;

json run_json(const std::string& args) {
    const RunResult r = run_gjklab(args);
    EXPECT_EQ(r.code, 0) << args << "\n" << r.err;
    return json::parse(r.out);
}

TEST(Cast, ACircleSlidingIntoABoxHitsWhereTheGapCloses) {
    // B's surface reaches A's face x = 1 when 5 - 4 t - 0.5 = 1: t = 0.875.
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1]},
        {"name": "B", "type": "circle", "radius": 0.5, "position": [5, 0.3], "velocity": [-4, 0]}],
        "time": {"duration": 2, "target": 0.001}})");
    const json j = run_json("cast " + scene + " --json");
    EXPECT_EQ(j["hit"], true);
    EXPECT_EQ(j["initial"], false);
    EXPECT_EQ(j["algorithm"], "gjk_ray_cast");
    EXPECT_EQ(j["target"], 0.001);
    const double d = j["distance"].get<double>();
    EXPECT_GE(d, 0.0005 - 1e-12);
    EXPECT_LE(d, 0.00075 + 1e-12);
    EXPECT_NEAR(j["toi"].get<double>(), 0.875 - d / 4, 1e-12);
    EXPECT_NEAR(j["normal"][0].get<double>(), 1, 1e-12);
    EXPECT_NEAR(j["point"][0].get<double>(), 1, 1e-12);
    EXPECT_NEAR(j["point"][1].get<double>(), 0.3, 1e-12);
}

TEST(Cast, MissesWhenThePathPassesBy) {
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.5], "position": [-4, 2],
         "velocity": [8, 0], "angular_velocity_deg": 30}],
        "time": {"duration": 1}})");
    const json j = run_json("cast " + scene + " --json");
    EXPECT_EQ(j["hit"], false);
    EXPECT_TRUE(j["toi"].is_null());
    EXPECT_EQ(j["algorithm"], "conservative_advancement");
    const RunResult text = run_gjklab("cast " + scene);
    EXPECT_NE(text.out.find("no contact in [0, 1]"), std::string::npos) << text.out;
}

TEST(Cast, APathIsCastPieceByPiece3D) {
    // The sphere goes round the cube and comes down onto it in the last piece: y = 1.5 at 2.5.
    const std::string scene = temp_scene(R"({"dimension": 3, "shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1, 1]},
        {"name": "B", "type": "sphere", "radius": 0.5, "path": [
          {"t": 0, "position": [4, 0, 0]}, {"t": 1, "position": [4, 4, 0]},
          {"t": 2, "position": [0, 3, 0], "rotation_deg": [0, 0, 90]},
          {"t": 3, "position": [0, 0, 0]}]}]})");
    const json j = run_json("cast " + scene + " --json");
    EXPECT_EQ(j["hit"], true);
    EXPECT_EQ(j["duration"], 3.0);  // the last keyframe's time
    EXPECT_EQ(j["pieces"].size(), 3u);
    EXPECT_NEAR(j["toi"].get<double>(), 2.5, 1e-3);
    EXPECT_NEAR(j["normal"][1].get<double>(), 1, 1e-9);
}

TEST(Cast, InContactAtTheStart) {
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1]},
        {"name": "B", "type": "box", "half_extents": [1, 1], "position": [1.5, 0],
         "velocity": [3, 0]}], "time": {"duration": 1}})");
    const json j = run_json("cast " + scene + " --json");
    EXPECT_EQ(j["hit"], true);
    EXPECT_EQ(j["initial"], true);
    EXPECT_EQ(j["toi"], 0.0);
    EXPECT_NEAR(j["distance"].get<double>(), -0.5, 1e-12);
}

/// A scene with B at `position` turned `degrees`, standing still.
std::string frozen(double x, double y, double degrees) {
    return temp_scene(R"({"shapes": [
        {"name": "A", "type": "polygon", "vertices": [[-1, -0.5], [1, -0.5], [0.3, 0.9]],
         "rotation_deg": 10},
        {"name": "B", "type": "box", "half_extents": [0.6, 0.3], "position": [)" +
                      std::to_string(x) + ", " + std::to_string(y) +
                      "], \"rotation_deg\": " + std::to_string(degrees) + "}]}");
}

TEST(Motion, EachSampleIsTheQueryOfTheSceneMovedByHand) {
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "polygon", "vertices": [[-1, -0.5], [1, -0.5], [0.3, 0.9]],
         "rotation_deg": 10},
        {"name": "B", "type": "box", "half_extents": [0.6, 0.3], "position": [-3, 1.25],
         "rotation_deg": 20, "velocity": [2, -0.5], "angular_velocity_deg": 45}],
        "time": {"duration": 3}})");
    const json m = run_json("motion " + scene + " --samples 7 --json");
    ASSERT_EQ(m["samples"].size(), 7u);
    int overlapping = 0;
    for (const json& s : m["samples"]) {
        const double t = s["t"].get<double>();
        // std::to_string keeps 6 decimals: these times and poses are exact in it.
        const json q =
            run_json("query " + frozen(-3 + 2 * t, 1.25 - 0.5 * t, 20 + 45 * t) + " --json");
        EXPECT_EQ(s["intersecting"], q["intersecting"]) << t;
        EXPECT_NEAR(s["distance"].get<double>(), q["distance"].get<double>(), 1e-9) << t;
        EXPECT_NEAR(s["penetration_depth"].get<double>(), q["penetration_depth"].get<double>(),
                    1e-9)
            << t;
        for (int k = 0; k < 2; ++k) {
            EXPECT_NEAR(s["normal"][k].get<double>(), q["normal"][k].get<double>(), 1e-7) << t;
            EXPECT_NEAR(s["witness_a"][k].get<double>(), q["witness_a"][k].get<double>(), 1e-7);
        }
        overlapping += q["intersecting"].get<bool>();
    }
    EXPECT_GT(overlapping, 0);  // the motion passes through A
    EXPECT_LT(overlapping, 7);
    bool begins = false, ends = false;
    for (const json& e : m["events"]) {
        begins |= e["kind"] == "contact_begins";
        ends |= e["kind"] == "contact_ends";
    }
    EXPECT_TRUE(begins && ends) << m["events"].dump();
}

TEST(Motion, FindsWhereTheDepthNormalFlips) {
    // A disc crosses a tall box's middle: the shallowest way out flips from -x to +x at x = 0,
    // t = 0.8.
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 2]},
        {"name": "B", "type": "circle", "radius": 0.5, "position": [-0.8, 0], "velocity": [1, 0]}],
        "time": {"duration": 1.6}})");
    // 11 samples put one exactly on the flip, where either normal is right.
    for (const char* samples : {"10", "11", "101"}) {
        const json m = run_json("motion " + scene + " --samples " + samples + " --json");
        int jumps = 0;
        for (const json& e : m["events"])
            if (e["kind"] == "normal_jump") {
                ++jumps;
                EXPECT_NEAR(e["t"].get<double>(), 0.8, 1e-9);
                EXPECT_NEAR(e["angle_deg"].get<double>(), 180, 1e-6);
            }
        EXPECT_EQ(jumps, 1) << samples << ": " << m["events"].dump();
    }
}

TEST(Cast, TheLessonListsTheBeatsRecordFilms) {
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1]},
        {"name": "B", "type": "circle", "radius": 0.5, "position": [5, 0.3], "velocity": [-4, 0]}],
        "time": {"duration": 2}})");
    const json l = run_json("lesson " + scene + " --cast --json");
    EXPECT_EQ(l["algorithm"], "gjk-ray-cast");
    const json cast = run_json("cast " + scene + " --json");
    const size_t iterations = cast["iterations"].get<size_t>();
    ASSERT_EQ(l["beats"].size(), 2 + 4 * iterations);
    EXPECT_EQ(l["beats"][0]["phase"], "cast-ray");
    EXPECT_EQ(l["beats"].back()["phase"], "cast-hit");
    EXPECT_EQ(l["beats"].back()["template"], "cast.hit");
    EXPECT_EQ(l["beats"].back()["line"]["key"], "hit");
    const RunResult text = run_gjklab("lesson " + scene + " --cast");
    EXPECT_NE(text.out.find("Time of impact"), std::string::npos) << text.out;
}

TEST(MotionKeys, BadMotionGetsOneErrorLineNamingTheKey) {
    const std::string two = R"({"name": "A", "type": "box", "half_extents": [1, 1]}, )";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {R"({"shapes": [)" + two +
             R"({"name": "B", "type": "circle", "radius": 1, "path": [{"t": 1, "position": [0, 0]},
              {"t": 0.5, "position": [1, 0]}]}]})",
         "path[1].t: must be later than the keyframe before"},
        {R"({"shapes": [)" + two + R"({"name": "B", "type": "circle", "radius": 1}],
              "time": {"duration": 0}})",
         "time.duration: must be positive"},
        {R"({"shapes": [)" + two +
             R"({"name": "B", "type": "circle", "radius": 1, "velocity": [1, 0],
              "path": [{"t": 0, "position": [0, 0]}]}]})",
         "path: give a path or a velocity"},
        {R"({"shapes": [)" + two +
             R"({"name": "B", "type": "circle", "radius": 1, "position": [1, 0],
              "path": [{"t": 0, "position": [0, 0]}]}]})",
         "position: a shape with a path takes its pose from the path"},
        {R"({"shapes": [)" + two +
             R"({"name": "B", "type": "circle", "radius": 1, "velocity": [1, 0, 0]}]})",
         "velocity: must have 2 numbers"},
        {R"({"shapes": [)" + two +
             R"({"name": "B", "type": "circle", "radius": 1, "path": [{"t": 0}]}]})",
         "path[0].position: is missing"},
    };
    for (const auto& [text, expected] : cases) {
        const RunResult r = run_gjklab("cast " + temp_scene(text));
        EXPECT_EQ(r.code, 2) << text;
        EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
        EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    }
}

}  // namespace
