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

namespace {

/// One b2World::Dump (Box2D 2.4's layout) of a ground box and a circle at (x, y), or a second
/// box of half width `hx` instead of the circle.
std::string world_dump(double x, double y, double hx = 0) {
    std::string shape =
        hx > 0 ? "    b2PolygonShape shape;\n    b2Vec2 vs[8];\n    vs[0].Set(-" +
                     std::to_string(hx) + ", -0.5);\n    vs[1].Set(" + std::to_string(hx) +
                     ", -0.5);\n    vs[2].Set(" + std::to_string(hx) + ", 0.5);\n    vs[3].Set(-" +
                     std::to_string(hx) + ", 0.5);\n    shape.Set(vs, 4);\n"
               : "    b2CircleShape shape;\n    shape.m_radius = 0.5;\n    shape.m_p.Set(0, 0);\n";
    return "b2Vec2 g(0, -10);\nm_world->SetGravity(g);\n"
           "b2Body** bodies = (b2Body**)b2Alloc(2 * sizeof(b2Body*));\n"
           "b2Joint** joints = (b2Joint**)b2Alloc(0 * sizeof(b2Joint*));\n"
           "{\n  b2BodyDef bd;\n  bd.type = b2BodyType(2);\n  bd.position.Set(" +
           std::to_string(x) + ", " + std::to_string(y) +
           ");\n  bd.angle = 0;\n  bodies[0] = m_world->CreateBody(&bd);\n\n  {\n"
           "    b2FixtureDef fd;\n" +
           shape +
           "\n    fd.shape = &shape;\n\n    bodies[0]->CreateFixture(&fd);\n  }\n}\n"
           "{\n  b2BodyDef bd;\n  bd.type = b2BodyType(0);\n  bd.position.Set(0, 0);\n"
           "  bd.angle = 0;\n  bodies[1] = m_world->CreateBody(&bd);\n\n  {\n"
           "    b2FixtureDef fd;\n    b2PolygonShape shape;\n    b2Vec2 vs[8];\n"
           "    vs[0].Set(-5, -0.5);\n    vs[1].Set(5, -0.5);\n    vs[2].Set(5, 0.5);\n"
           "    vs[3].Set(-5, 0.5);\n    shape.Set(vs, 4);\n\n    fd.shape = &shape;\n\n"
           "    bodies[1]->CreateFixture(&fd);\n  }\n}\n"
           "b2Free(joints);\nb2Free(bodies);\njoints = nullptr;\nbodies = nullptr;\n";
}

}  // namespace

TEST(Trajectory, RepeatedBox2dWorldDumpsBecomePaths) {
    // A header before the first dump, frame lines after each dump naming the next one's frame.
    const std::string dumps =
        file_with("dumps.inl", "// logged by my game, one b2World::Dump per step\n// frame 10\n" +
                                   world_dump(0, 3) + "// frame 12\n" + world_dump(0, 2.5) +
                                   "// frame 16\n" + world_dump(0.5, 2));
    const RunResult r = run_gjklab("import " + dumps + " --hz 20");
    ASSERT_EQ(r.code, 0) << r.err;
    const json scene = json::parse(r.out);
    const json& path = scene["shapes"][0]["path"];
    ASSERT_EQ(path.size(), 3u) << r.out;
    EXPECT_EQ(path[1]["t"], 0.1);  // frames 10, 12, 16 at 20 a second: 0, 0.1, 0.3
    EXPECT_EQ(path[2]["t"], 0.3);
    EXPECT_EQ(path[2]["position"], json({0.5, 2.0}));
    EXPECT_FALSE(scene["shapes"][1].contains("path"));  // the ground stays
    EXPECT_FALSE(scene.contains("time"));  // the motion lasts as long as the paths: 0.3 s

    // A body that changes its size between dumps, and a line the Box2D rules refuse in the
    // second dump: one error line each, naming the line in the whole file.
    const std::string first = world_dump(0, 3, 1);
    const RunResult resized =
        run_gjklab("import " + file_with("resized.inl", first + world_dump(0, 2.5, 2)));
    EXPECT_EQ(resized.code, 2);
    EXPECT_NE(resized.err.find("is not the first dump's"), std::string::npos) << resized.err;
    std::string broken = world_dump(0, 2.5);
    broken.replace(broken.find("bd.angle = 0;"), 13, "bd.angle = ;");
    const int broken_line =
        1 + int(std::count(first.begin(), first.end(), '\n')) +
        int(std::count(broken.begin(), broken.begin() + long(broken.find("bd.angle = ;")), '\n'));
    const RunResult bad = run_gjklab("import " + file_with("broken.inl", first + broken));
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("broken.inl: line " + std::to_string(broken_line) + ":"),
              std::string::npos)
        << bad.err << " (expected line " << broken_line << ")";
}
