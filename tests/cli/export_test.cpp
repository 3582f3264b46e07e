// `gjklab export --as gtest`: the test it prints builds with the line it gives (the one a user
// runs in a checkout) and passes, in 2D and 3D, double and float, distance and boolean; its
// expected values are those `gjklab query` prints.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>

#include "cli/run_binary.h"

namespace {

std::string scene_path(const char* name) {
    return std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/" + name;
}

const char* kScenes[] = {"04_boxes_overlapping_epa", "15_float_breakdown", "16_boolean_gjk_classic",
                         "18_rounded_polygons",      "20_3d_boxes_epa",    "22_3d_boolean_gjk"};

TEST(Export, TheAssertedAnswerIsTheQuerys) {
    const std::string scene = scene_path("04_boxes_overlapping_epa.json");
    RunResult test = run_gjklab("export " + scene + " --as gtest");
    ASSERT_EQ(test.code, 0) << test.err;
    const nlohmann::json q = nlohmann::json::parse(run_gjklab("query " + scene + " --json").out);
    // The literal asserted reads back as exactly the depth the query printed.
    std::smatch m;
    ASSERT_TRUE(std::regex_search(
        test.out, m, std::regex(R"(EXPECT_NEAR\(r\.penetration_depth, ([^,]+), tolerance\))")))
        << test.out;
    EXPECT_EQ(std::strtod(m[1].str().c_str(), nullptr), q["penetration_depth"].get<double>());
    EXPECT_NE(test.out.find("EXPECT_EQ(r.intersecting, true);"), std::string::npos);
    EXPECT_NE(test.out.find("TEST(GjkLab, Scene_04_boxes_overlapping_epa)"), std::string::npos);
    RunResult bad = run_gjklab("export " + scene + " --as bullet");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("gjklab: error: --as must be gtest"), std::string::npos) << bad.err;
}

TEST(Export, TheTestsBuildWithTheirOwnLineAndPass) {
    const std::string dir = cli_scratch() + "/export";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    std::string sources;
    // Rotations as engines give them (exact cos/sin, a quaternion), written as they are.
    const std::string rotated2 = dir + "/rotated2d.json", rotated3 = dir + "/rotated3d.json";
    std::ofstream(rotated2) << R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,0.5],"rotation":{"cos":0.6,"sin":0.8}},
      {"name":"B","type":"polygon","vertices":[[0,0],[1,0],[0,1]],"position":[0.9,0.2]}]})";
    std::ofstream(rotated3) << R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,0.5,0.7],
       "rotation":{"quaternion":[0.1,0.2,0.3,0.9273618495495703]}},
      {"name":"B","type":"sphere","radius":0.5,"position":[1.2,0.3,0.1]}]})";
    for (const std::string& file : {rotated2, rotated3}) {
        RunResult r = run_gjklab("export " + file);
        ASSERT_EQ(r.code, 0) << file << ": " << r.err;
        std::ofstream(file + ".cpp") << r.out;
        sources += " " + file + ".cpp";
    }
    for (const char* name : kScenes) {
        RunResult r = run_gjklab("export " + scene_path((std::string(name) + ".json").c_str()));
        ASSERT_EQ(r.code, 0) << name << ": " << r.err;
        const std::string file = dir + "/" + name + ".cpp";
        std::ofstream(file) << r.out;
        sources += " " + file;
    }
#ifdef GJKLAB_SANITIZED
    // The exports above ran in the sanitized binary; building them (g++, no sanitizer) and
    // running the result is the main build's part: the same files, 35 s more here.
    std::filesystem::remove_all(dir);
    return;
#endif
    // The build line the exported file names, run from the source tree.
    const std::string build = std::string("cd ") + GJKLAB_SOURCE_DIR + " && g++ -std=c++17" +
                              sources + " -Icore/include core/src/*.cpp -lgtest -lgtest_main " +
                              "-pthread -o " + dir + "/exported 2> " + dir + "/build.log";
    ASSERT_EQ(std::system(build.c_str()), 0) << "see " << dir << "/build.log";
    EXPECT_EQ(std::system((dir + "/exported > " + dir + "/run.log 2>&1").c_str()), 0)
        << "see " << dir << "/run.log";
    std::ifstream log(dir + "/run.log");
    const std::string text((std::istreambuf_iterator<char>(log)), {});
    EXPECT_NE(text.find("[  PASSED  ] 8 tests."), std::string::npos) << text;
    std::filesystem::remove_all(dir);
}

}  // namespace

namespace {

/// `query --json` of a scene file, in the precision asked.
nlohmann::json answer_of(const std::string& scene, const std::string& precision) {
    RunResult r = run_gjklab("query " + scene + " --json --precision " + precision);
    EXPECT_EQ(r.code, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

// `--as box2d` and `--as jolt` write the pair as the engine's literals: `import` reads them back
// into the same shapes at the same places (to the floats the engines store), so the query's
// answer comes back; the asserted values are the answer in float.
TEST(Export, EngineLiteralsReadBackAsTheSameQuery) {
    struct Case {
        const char* scene;
        const char* as;
    };
    const Case cases[] = {{"02_triangle_vs_circle", "box2d"}, {"04_boxes_overlapping_epa", "box2d"},
                          {"07_capsule_vs_box", "box2d"},     {"18_rounded_polygons", "box2d"},
                          {"17_thin_sliver", "box2d"},        {"20_3d_boxes_epa", "jolt"},
                          {"23_3d_capsules_crossing", "jolt"}};
    for (const Case& c : cases) {
        SCOPED_TRACE(c.scene);
        const std::string scene = scene_path((std::string(c.scene) + ".json").c_str());
        RunResult code = run_gjklab("export " + scene + " --as " + c.as);
        ASSERT_EQ(code.code, 0) << code.err;
        const std::string literal = cli_scratch() + "/export_" + c.scene + ".txt";
        const std::string back = cli_scratch() + "/export_" + c.scene + ".json";
        std::ofstream(literal) << code.out;
        RunResult imported = run_gjklab("import " + literal + " --out " + back);
        ASSERT_EQ(imported.code, 0) << imported.err << code.out;
        const nlohmann::json original = answer_of(scene, "float"), again = answer_of(back, "float");
        EXPECT_EQ(original["intersecting"], again["intersecting"]);
        EXPECT_NEAR(original["distance"].get<double>(), again["distance"].get<double>(), 1e-5);
        EXPECT_NEAR(original["penetration_depth"].get<double>(),
                    again["penetration_depth"].get<double>(), 1e-5);
        // The asserted number is the float answer.
        const bool jolt = std::string(c.as) == "jolt";
        const double expected = original["intersecting"].get<bool>()
                                    ? (jolt ? original["penetration_depth"].get<double>() : 0.0)
                                    : (jolt ? -1.0 : 1.0) * original["distance"].get<double>();
        std::smatch m;
        const std::regex asserted(jolt ? R"(mPenetrationDepth, (-?[0-9.e-]+)f)"
                                       : R"(ENSURE_SMALL\(output\.distance(?: - ([0-9.e-]+)f)?,)");
        ASSERT_TRUE(std::regex_search(code.out, m, asserted)) << code.out;
        EXPECT_NEAR(m[1].matched ? std::strtod(m[1].str().c_str(), nullptr) : 0.0, expected, 1e-6);
        std::remove(literal.c_str());
        std::remove(back.c_str());
    }
}

TEST(Export, WhatAnEngineHasNotIsRefused) {
    struct Case {
        const char* scene;
        const char* as;
        const char* part;
    };
    const Case cases[] = {{"08_ellipse_vs_polygon", "box2d", "is an ellipse, which Box2D has not"},
                          {"21_3d_sphere_vs_cone", "jolt", "is a cone, which Jolt has not"},
                          {"20_3d_boxes_epa", "box2d", "--as box2d needs a 2D scene"},
                          {"04_boxes_overlapping_epa", "jolt", "--as jolt needs a 3D scene"}};
    for (const Case& c : cases) {
        RunResult r = run_gjklab("export " + scene_path((std::string(c.scene) + ".json").c_str()) +
                                 " --as " + c.as);
        EXPECT_EQ(r.code, 2) << c.scene;
        EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
        EXPECT_NE(r.err.find(c.part), std::string::npos) << r.err;
    }
}

}  // namespace

namespace {

// Where several directions are as deep (identical shapes at the same place), an engine may
// take another normal: the export asserts the depth only, and says why; a pair with one
// deepest direction keeps its normal asserted.
TEST(Export, ATiedNormalIsNotAsserted) {
    const std::string tied = cli_scratch() + "/tied.json", clear = cli_scratch() + "/clear.json";
    std::ofstream(tied) << R"({"shapes":[{"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[1,1]}]})";
    std::ofstream(clear) << R"({"shapes":[{"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[1,1],"position":[1.5,0.2]}]})";
    RunResult t = run_gjklab("export " + tied + " --as box2d");
    ASSERT_EQ(t.code, 0) << t.err;
    EXPECT_EQ(t.out.find("manifold.normal.x"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("Several directions are as deep here"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("ENSURE_SMALL(deepest + 2.0f"), std::string::npos) << t.out;
    RunResult c = run_gjklab("export " + clear + " --as box2d");
    ASSERT_EQ(c.code, 0) << c.err;
    EXPECT_NE(c.out.find("ENSURE_SMALL(manifold.normal.x - 1.0f"), std::string::npos) << c.out;
}

}  // namespace
