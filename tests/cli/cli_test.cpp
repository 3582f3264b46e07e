// The command line, run as a user runs it: outputs, exit codes and the error line.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "cli/run_binary.h"

namespace {

using nlohmann::json;

const std::string kTwoBoxes = R"({"version":1,"dimension":2,"shapes":[
  {"name":"A","type":"box","half_extents":[1,1]},
  {"name":"B","type":"box","half_extents":[1,1],"position":[3,0]}]})";

const std::string kOverlap = R"({"shapes":[
  {"name":"A","type":"box","half_extents":[1,1]},
  {"name":"B","type":"box","half_extents":[1,1],"position":[1.5,0.25]}]})";

void expect_one_error_line(const RunResult& r, const std::string& part) {
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(part), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST(Cli, QueryJsonFollowsTheContract) {
    RunResult r = run_gjklab("query " + temp_scene(kTwoBoxes) + " --json");
    ASSERT_EQ(r.code, 0) << r.err;
    json j = json::parse(r.out);
    EXPECT_EQ(j["a"], "A");
    EXPECT_EQ(j["b"], "B");
    EXPECT_EQ(j["dimension"], 2);
    EXPECT_EQ(j["intersecting"], false);
    EXPECT_NEAR(j["distance"].get<double>(), 1.0, 1e-12);
    EXPECT_EQ(j["penetration_depth"].get<double>(), 0.0);
    EXPECT_NEAR(j["normal"][0].get<double>(), 1.0, 1e-12);
    EXPECT_NEAR(j["witness_a"][0].get<double>(), 1.0, 1e-12);
    EXPECT_NEAR(j["witness_b"][0].get<double>(), 2.0, 1e-12);
    EXPECT_GE(j["gjk_iterations"].get<int>(), 1);
    EXPECT_EQ(j["epa_iterations"], 0);
    // Exactly the fields of the contract (docs), in its order.
    std::vector<std::string> keys;
    const nlohmann::ordered_json in_order = nlohmann::ordered_json::parse(r.out);
    for (auto it = in_order.begin(); it != in_order.end(); ++it) keys.push_back(it.key());
    EXPECT_EQ(keys, (std::vector<std::string>{"a", "b", "dimension", "intersecting", "distance",
                                              "penetration_depth", "normal", "witness_a",
                                              "witness_b", "gjk_iterations", "epa_iterations",
                                              "gjk_stop", "epa_stop", "warnings"}));
}

TEST(Cli, QueryOverlapGivesDepthAndWitnessRelation) {
    RunResult r = run_gjklab("query " + temp_scene(kOverlap) + " --json");
    ASSERT_EQ(r.code, 0) << r.err;
    json j = json::parse(r.out);
    EXPECT_EQ(j["intersecting"], true);
    EXPECT_EQ(j["distance"].get<double>(), 0.0);
    const double depth = j["penetration_depth"].get<double>();
    EXPECT_NEAR(depth, 0.5, 1e-12);
    EXPECT_GT(j["epa_iterations"].get<int>(), 0);
    for (int k = 0; k < 2; ++k)
        EXPECT_NEAR(j["witness_a"][k].get<double>(),
                    j["witness_b"][k].get<double>() + depth * j["normal"][k].get<double>(), 1e-12);
}

TEST(Cli, QueryText) {
    RunResult r = run_gjklab("query " + temp_scene(kTwoBoxes));
    ASSERT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("separated"), std::string::npos);
    EXPECT_NE(r.out.find("distance"), std::string::npos);
}

TEST(Cli, TraceJsonHasGjkEpaAndResult) {
    RunResult r = run_gjklab("trace " + temp_scene(kOverlap) + " --json");
    ASSERT_EQ(r.code, 0) << r.err;
    json j = json::parse(r.out);
    ASSERT_TRUE(j["gjk"].is_array());
    ASSERT_FALSE(j["gjk"].empty());
    ASSERT_FALSE(j["epa"].empty());
    EXPECT_EQ(j["result"]["intersecting"], true);
    const json& step = j["gjk"][0];
    for (const char* key :
         {"iteration", "simplex_before", "simplex_after", "weights", "region", "closest_point",
          "distance", "direction", "support", "termination", "stop"})
        EXPECT_TRUE(step.contains(key)) << key;
    const json& v = step["simplex_before"][0];
    for (const char* key : {"point", "a", "b", "index_a", "index_b"})
        EXPECT_TRUE(v.contains(key)) << key;
    const json& e = j["epa"][0];
    for (const char* key : {"polytope", "closest_edge", "normal", "distance", "support", "removed",
                            "horizon", "added", "gap", "stop"})
        EXPECT_TRUE(e.contains(key)) << key;
    EXPECT_EQ(j["gjk"].back()["stop"], "overlap");
    EXPECT_NE(j["epa"].back()["stop"], "running");
}

TEST(Cli, TraceTextAndBooleanVariant) {
    RunResult r = run_gjklab("trace " + temp_scene(kTwoBoxes));
    ASSERT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("iteration 0"), std::string::npos);
    std::string boolean = kTwoBoxes;
    boolean.insert(boolean.size() - 1, R"(,"settings":{"variant":"boolean"})");
    RunResult b = run_gjklab("trace " + temp_scene(boolean) + " --json");
    ASSERT_EQ(b.code, 0) << b.err;
    json j = json::parse(b.out);
    EXPECT_EQ(j["variant"], "boolean");
    EXPECT_EQ(j["gjk"].back()["stop"], "separated");
    EXPECT_EQ(j["result"]["boolean_intersecting"], false);
}

TEST(Cli, CheckPrintsOk) {
    RunResult r = run_gjklab("check " + temp_scene(kTwoBoxes));
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, "ok\n");
}

TEST(Cli, MalformedScenesExit2WithOneErrorLine) {
    struct Case {
        const char* text;
        const char* part;
    };
    const Case cases[] = {
        {"this is not json", "not valid JSON"},
        {R"({"shapes":[{"name":"A","type":"blob"},{"name":"B","type":"point"}]})",
         "unknown shape type"},
        {R"({"shapes":[{"name":"A","type":"point","colour":"#ffffff"},{"name":"B","type":"point"}]})",
         "unknown key"},
        {R"({"shapes":[{"name":"A","type":"polygon","vertices":[[0,0],[2,0],[1,0.5],[2,2],[0,2]]},{"name":"B","type":"point"}]})",
         "not convex"},
        {R"({"shapes":[{"name":"A","type":"circle","radius":-1},{"name":"B","type":"point"}]})",
         "radius"},
        {R"({"shapes":[{"name":"A","type":"circle","radius":1e400},{"name":"B","type":"point"}]})",
         "overflow"},
        {R"({"shapes":[{"name":"A","type":"point","position":[1]},{"name":"B","type":"point"}]})",
         "position"},
        {R"({"shapes":[{"name":"A","type":"point"},{"name":"A","type":"point"}]})", "duplicate"},
        {R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"query":{"a":"X","b":"B"}})",
         "query.a"},
        // Out of the range the precision computes reliably (two boxes 1e160 apart read as
        // overlapping in double, 1e10 apart in float, before this was checked).
        {R"({"shapes":[{"name":"A","type":"box","half_extents":[1,1],"position":[1e160,0]},{"name":"B","type":"circle","radius":1}]})",
         "spans 1e+160"},
        {R"({"shapes":[{"name":"A","type":"box","half_extents":[1,1],"position":[1e10,0]},{"name":"B","type":"circle","radius":1}],"settings":{"precision":"float"}})",
         "use smaller units or \"precision\": \"double\""},
        {R"({"shapes":[{"name":"A","type":"box","half_extents":[1e-12,1e-12]},{"name":"B","type":"circle","radius":1e-12,"position":[3e-12,0]}],"settings":{"precision":"float"}})",
         "spans only"},
    };
    for (const Case& c : cases) {
        std::string path = temp_scene(c.text);
        for (const char* cmd : {"query", "trace", "check"}) {
            SCOPED_TRACE(std::string(cmd) + " " + c.text);
            RunResult r = run_gjklab(std::string(cmd) + " " + path);
            expect_one_error_line(r, c.part);
            EXPECT_NE(r.err.find(path), std::string::npos) << "names the file: " << r.err;
        }
    }
}

TEST(Cli, MissingFileExit2) {
    RunResult r = run_gjklab("query /nonexistent/scene.json");
    expect_one_error_line(r, "/nonexistent/scene.json");
}

TEST(Cli, UsageErrorsExit2) {
    expect_one_error_line(run_gjklab("query"), "file");
    expect_one_error_line(run_gjklab("query a.json --bogus"), "--bogus");
}

TEST(Cli, HelpExits0) {
    RunResult r = run_gjklab("--help");
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("query"), std::string::npos);
}

TEST(Cli, ThreeDimensionalQueryAndTrace) {
    const std::string scene = R"({"version":1,"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,1,1]},
      {"name":"B","type":"sphere","radius":0.5,"position":[0,2.5,0]}]})";
    RunResult r = run_gjklab("query " + temp_scene(scene) + " --json");
    ASSERT_EQ(r.code, 0) << r.err;
    json j = json::parse(r.out);
    EXPECT_EQ(j["dimension"], 3);
    EXPECT_NEAR(j["distance"].get<double>(), 1.0, 1e-12);
    ASSERT_EQ(j["normal"].size(), 3u);
    EXPECT_NEAR(j["normal"][1].get<double>(), 1.0, 1e-12);
    EXPECT_NEAR(j["witness_b"][1].get<double>(), 2.0, 1e-12);
    const std::string overlap = R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,1,1]},
      {"name":"B","type":"polytope","points":[[0,0,0],[1,0,0],[0,1,0],[0,0,1]],"position":[0.8,0.1,0.1],"rotation_deg":[0,0,30]}]})";
    RunResult t = run_gjklab("trace " + temp_scene(overlap) + " --json");
    ASSERT_EQ(t.code, 0) << t.err;
    json tj = json::parse(t.out);
    ASSERT_FALSE(tj["epa"].empty());
    const json& step = tj["epa"][0];
    for (const char* key : {"polytope", "closest_face", "normal", "distance", "support", "removed",
                            "horizon", "added", "gap", "stop"})
        EXPECT_TRUE(step.contains(key)) << key;
    EXPECT_TRUE(step["polytope"].contains("faces"));
    EXPECT_EQ(tj["result"]["dimension"], 3);
    EXPECT_EQ(tj["gjk"][0]["direction"].size(), 3u);
    RunResult check = run_gjklab("check " + temp_scene(overlap));
    EXPECT_EQ(check.out, "ok\n");
}

TEST(Cli, BadThreeDimensionalScenes) {
    struct Case {
        const char* text;
        const char* part;
    };
    const Case cases[] = {
        {R"({"dimension":3,"shapes":[{"name":"A","type":"polytope","points":[[0,0,0],[1,0,0],[0,1,0],[1,1,0]]},{"name":"B","type":"point"}]})",
         "no volume"},
        {R"({"dimension":3,"shapes":[{"name":"A","type":"sphere","radius":1,"position":[1,2]},{"name":"B","type":"point"}]})",
         "3 numbers"},
        {R"({"dimension":3,"shapes":[{"name":"A","type":"circle","radius":1},{"name":"B","type":"point"}]})",
         "unknown shape type"},
        {R"({"dimension":3,"shapes":[{"name":"A","type":"cone","half_height":1,"radius":-1},{"name":"B","type":"point"}]})",
         "radius"},
        {R"({"dimension":3,"shapes":[{"name":"A","type":"box","half_extents":[1,1,0]},{"name":"B","type":"point"}]})",
         "half_extents"},
        {R"({"dimension":3,"shapes":[{"name":"A","type":"box","half_extents":[1,1,1]},{"name":"B","type":"sphere","radius":1,"position":[0,0,1e75]}]})",
         "would overflow"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.text);
        expect_one_error_line(run_gjklab("query " + temp_scene(c.text)), c.part);
    }
}

TEST(Cli, FloatPrecisionScene) {
    std::string s = kTwoBoxes;
    s.insert(s.size() - 1, R"(,"settings":{"precision":"float"})");
    RunResult r = run_gjklab("query " + temp_scene(s) + " --json");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NEAR(json::parse(r.out)["distance"].get<double>(), 1.0, 1e-6);
}

}  // namespace

TEST(Cli, BenchFilterRunsOnlyMatchingCasesWithTheContractFields) {
#ifndef GJKLAB_HAS_BENCH
    GTEST_SKIP() << "built without the benchmark (GJKLAB_BENCH=OFF)";
#endif
    RunResult r = run_gjklab("bench --filter gjk_distance_2d/polygon8 --seconds 0.01 --json");
    ASSERT_EQ(r.code, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["cases"].size(), 1u);
    const auto& c = j["cases"][0];
    EXPECT_EQ(c["name"], "gjk_distance_2d/polygon8");
    EXPECT_EQ(c["peer"], "box2d");
    EXPECT_GT(c["ours_ns"].get<double>(), 0);
    EXPECT_GT(c["peer_ns"].get<double>(), 0);
    EXPECT_NEAR(c["ratio"].get<double>(), c["peer_ns"].get<double>() / c["ours_ns"].get<double>(),
                1e-9);
    // At least five alternating rounds each, every query counted, the median's spread given.
    EXPECT_GE(c["rounds"].get<int>(), 5);
    EXPECT_EQ(c["queries"].get<long>() % (2L * c["rounds"].get<long>()), 0);
    EXPECT_GE(c["ours_spread"].get<double>(), 0);
    EXPECT_GE(c["peer_spread"].get<double>(), 0);
    // Same distances as Box2D to float's resolution, near contact too.
    EXPECT_LT(c["max_error"].get<double>(), 1e-5);

    expect_one_error_line(run_gjklab("bench --filter no_such_case"), "no_such_case");
}

namespace {

using nlohmann::json;

void expect_refused(const RunResult& r, const std::string& part) {
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find(part), std::string::npos) << r.err;
}

// Float and double side by side: both answers, and the first step where the runs pick
// different corners or stop differently (none when they agree step by step).
TEST(Cli, QueryBothPrecisions) {
    const std::string sources = std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/";
    RunResult same =
        run_gjklab("query " + sources + "04_boxes_overlapping_epa.json --precision both --json");
    ASSERT_EQ(same.code, 0) << same.err;
    const json a = json::parse(same.out);
    EXPECT_TRUE(a["first_divergence"].is_null());
    EXPECT_TRUE(a["double"]["intersecting"].get<bool>());
    EXPECT_TRUE(a["float"]["intersecting"].get<bool>());
    EXPECT_NE(a["double"]["penetration_depth"],
              a["float"]["penetration_depth"]);  // not one run twice
    RunResult parted =
        run_gjklab("query " + sources + "17_thin_sliver.json --precision both --json");
    ASSERT_EQ(parted.code, 0) << parted.err;
    const json b = json::parse(parted.out);
    ASSERT_FALSE(b["first_divergence"].is_null()) << parted.out;
    EXPECT_GE(b["first_divergence"]["iteration"].get<int>(), 1);
    EXPECT_NE(b["first_divergence"]["what"].get<std::string>().find("in float"), std::string::npos);
    // One precision instead of the scene's: the float half of "both".
    RunResult single =
        run_gjklab("query " + sources + "17_thin_sliver.json --precision float --json");
    ASSERT_EQ(single.code, 0) << single.err;
    EXPECT_EQ(json::parse(single.out), b["float"]);
    expect_refused(run_gjklab("query " + sources + "17_thin_sliver.json --precision half"),
                   "--precision must be float, double or both");
    // A scene too large for float is refused in float, with the reason.
    expect_refused(run_gjklab("query " + temp_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[1,1],"position":[1e12,0]}]})") +
                              " --precision both"),
                   "in float");
}

}  // namespace

namespace {

// `compare --json`: one row per method of the survey in its order, with the fields the
// contract names; a method that does not apply says why; bad raster sizes are refused.
TEST(Cli, CompareListsEveryMethodWithItsVerdictAndCost) {
    const std::string scene =
        std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/08_ellipse_vs_polygon.json";
    RunResult r = run_gjklab("compare " + scene + " --json --grid-cell 0.5 --pixel-size 0.05");
    ASSERT_EQ(r.code, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["overlap"], false);
    EXPECT_EQ(j["grid_cell"].get<double>(), 0.5);
    EXPECT_EQ(j["pixel_size"].get<double>(), 0.05);
    const char* names[] = {"bounding_circle", "circle_aabb", "aabb", "obb", "grid",
                           "pixel",           "sat",         "gjk",  "mpr"};
    ASSERT_EQ(j["methods"].size(), 9u);
    for (size_t i = 0; i < 9; ++i) {
        const auto& m = j["methods"][i];
        EXPECT_EQ(m["name"], names[i]);
        for (const char* key : {"overlap", "exact", "agrees", "ns", "applies", "operations"})
            EXPECT_TRUE(m.contains(key)) << names[i] << " " << key;
    }
    // SAT on an ellipse: not applied, and why.
    EXPECT_EQ(j["methods"][6]["applies"], false);
    EXPECT_TRUE(j["methods"][6]["overlap"].is_null());
    EXPECT_NE(j["methods"][6]["why"].get<std::string>().find("ellipse"), std::string::npos);
    EXPECT_EQ(j["methods"][7]["overlap"], false);
    EXPECT_GT(j["methods"][7]["ns"].get<double>(), 0);
    for (const char* bad : {" --grid-cell 0", " --pixel-size -1", " --pixel-size 1e-9"}) {
        RunResult e = run_gjklab("compare " + scene + bad);
        EXPECT_EQ(e.code, 2) << bad;
        EXPECT_EQ(e.err.rfind("gjklab: error: ", 0), 0u) << e.err;
    }
}

}  // namespace

namespace {

// `gjklab lesson --json`: every beat with the step and phase `render` takes, the lit line by
// number and key, the simplex by name, the caption with its template and slots; the replay of
// the classic boolean lesson agrees with `trace --json` of the same scene.
TEST(Cli, LessonJsonFollowsTheContract) {
    const std::string scene =
        std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/16_boolean_gjk_classic.json";
    RunResult r = run_gjklab("lesson " + scene + " --json");
    ASSERT_EQ(r.code, 0) << r.err;
    const json j = json::parse(r.out);
    EXPECT_EQ(j["variant"], "boolean");
    ASSERT_GE(j["beats"].size(), 10u);
    RunResult t = run_gjklab("trace " + scene + " --json");
    const json trace = json::parse(t.out);
    for (const json& b : j["beats"]) {
        for (const char* key :
             {"index", "title", "algorithm", "iteration", "step", "phase", "pseudocode", "line",
              "marks", "caption", "template", "slots", "values"})
            EXPECT_TRUE(b.contains(key)) << key;
        if (b["phase"] == "closest") {  // the simplex shown is the one the step entered with
            const json& entered = trace["gjk"][b["step"].get<size_t>()]["simplex_before"];
            EXPECT_EQ(b["simplex"].size(), entered.size());
        }
    }
    const json& first_test = j["beats"][4];
    EXPECT_EQ(first_test["algorithm"], "boolean-gjk-start");
    EXPECT_EQ(first_test["line"]["key"], "start-test");
    EXPECT_EQ(first_test["slots"]["w_dot_d"], "4");
    // The text form: a beat per entry, with the render arguments.
    RunResult text = run_gjklab("lesson " + scene + " --no-intro");
    ASSERT_EQ(text.code, 0);
    EXPECT_NE(text.out.find("(--step 0 --phase support)"), std::string::npos);
}

// The lesson in Chinese from --lang or from the scene's view.language; a language it does not
// have is one error line.
TEST(Cli, LessonInChinese) {
    const std::string scene =
        std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/04_boxes_overlapping_epa.json";
    RunResult zh = run_gjklab("lesson " + scene + " --lang zh");
    ASSERT_EQ(zh.code, 0) << zh.err;
    EXPECT_NE(zh.out.find("闵可夫斯基差"), std::string::npos);
    EXPECT_NE(zh.out.find("单纯形"), std::string::npos);
    std::string with_language = read_file(scene);
    with_language.insert(with_language.rfind('}'), R"(,"view":{"language":"zh"})");
    RunResult from_scene = run_gjklab("lesson " + temp_scene(with_language));
    ASSERT_EQ(from_scene.code, 0) << from_scene.err;
    EXPECT_EQ(from_scene.out, zh.out);
    RunResult bad = run_gjklab("lesson " + scene + " --lang fr");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("gjklab: error: --lang must be en or zh"), std::string::npos) << bad.err;
    std::string bad_scene = read_file(scene);
    bad_scene.insert(bad_scene.rfind('}'), R"(,"view":{"language":"de"})");
    EXPECT_EQ(run_gjklab("check " + temp_scene(bad_scene)).code, 2);
}

}  // namespace
