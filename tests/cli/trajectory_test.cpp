// `import --trajectory`: rows of poses per frame into a scene whose query pair moves along them,
// in the forms engine users log them, and one error line naming the line for a bad row.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_binary.h"

namespace {

using nlohmann::json;

std::string file_with(const std::string& name, const std::string& text) {
    const std::string path = cli_scratch() + "/" + name;
    std::ofstream(path) << text;
    return path;
}

TEST(Trajectory, RowsOfBsPosesBecomeItsPath) {
    const std::string base = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.3], "position": [9, 9]}]})");
    const std::string poses = file_with("b.csv",
                                        "frame,x,y,angle\n0, 3, 0.5, 0\n30, 2, 0.5, 0\n"
                                        "# a comment\n60 1.5 0.5 1.5707963267948966\n");
    const RunResult r = run_gjklab("import " + base + " --trajectory " + poses + " --hz 30");
    ASSERT_EQ(r.code, 0) << r.err;
    const json scene = json::parse(r.out);
    EXPECT_EQ(scene["time"]["duration"], 2.0);
    const json& path = scene["shapes"][1]["path"];
    ASSERT_EQ(path.size(), 3u);
    EXPECT_EQ(path[1]["t"], 1.0);
    EXPECT_NEAR(path[2]["rotation_deg"].get<double>(), 90, 1e-12);
    EXPECT_FALSE(scene["shapes"][0].contains("path"));  // A stays
    // The motion plays it back: at t = 1 B is at x = 2, 0.5 from A's face.
    const std::string moving = file_with("moving.json", r.out);
    const json m = json::parse(run_gjklab("motion " + moving + " --samples 3 --json").out);
    EXPECT_NEAR(m["samples"][1]["distance"].get<double>(), 0.5, 1e-9);
}

TEST(Trajectory, BothBodiesIn3DWithJoltsQuaternions) {
    const std::string base = temp_scene(R"({"dimension": 3, "shapes": [
        {"name": "A", "type": "sphere", "radius": 1},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.5, 0.5]}]})");
    const std::string poses =
        file_with("both.txt",
                  "0 0 0 0 0 0 0 1  4 0 0 0 0 0 1\n"
                  "60 0 1 0 0 0 0 1  4 1 0 0 0 0.7071067811865476 0.7071067811865476\n");
    const RunResult r = run_gjklab("import " + base + " --trajectory " + poses);
    ASSERT_EQ(r.code, 0) << r.err;
    const json scene = json::parse(r.out);
    ASSERT_EQ(scene["shapes"][0]["path"].size(), 2u);
    ASSERT_EQ(scene["shapes"][1]["path"].size(), 2u);
    EXPECT_EQ(scene["time"]["duration"], 1.0);
    EXPECT_TRUE(scene["shapes"][1]["path"][1].contains("rotation"));
}

TEST(Trajectory, ABadRowGetsOneErrorLineNamingIt) {
    const std::string base = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1]},
        {"name": "B", "type": "circle", "radius": 1}]})");
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"0,1,2,0\n1,1,2\n", "bad.csv:2: expected 4 numbers as in the rows before, got 3"},
        {"0,1,2,0\n2,1,2,x\n", "bad.csv:2: a row must be numbers"},
        {"5,1,2,0\n3,1,2,0\n", "bad.csv:2: frame 3"},
        {"0,1,2,0\n", "bad.csv: a trajectory needs at least two rows"},
        {"0,1,2\n1,1,2\n", "bad.csv:1: expected 4 numbers (frame and B's pose) or 7"},
    };
    for (const auto& [text, expected] : cases) {
        const RunResult r =
            run_gjklab("import " + base + " --trajectory " + file_with("bad.csv", text));
        EXPECT_EQ(r.code, 2) << text;
        EXPECT_NE(r.err.find("gjklab: error: " + cli_scratch() + "/" + expected), std::string::npos)
            << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    }
}

}  // namespace
