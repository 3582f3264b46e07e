// `gjklab import`: what engine users paste into bug reports becomes a scene whose answer is the
// same as a scene written by hand; numbers keep the value the engine saw; what cannot be read
// is one error line naming the line.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <glm/geometric.hpp>
#include <nlohmann/json.hpp>

#include "cli/run_binary.h"
#include "scene/evaluate.h"
#include "scene/import.h"
#include "scene/scene.h"

namespace {

using gjklab::ImportFormat;
using nlohmann::json;

std::string write_temp(const std::string& text) {
    static int counter = 0;
    const std::string path =
        "/tmp/gjklab_import_" + std::to_string(getpid()) + "_" + std::to_string(counter++) + ".txt";
    std::ofstream(path) << text;
    return path;
}

const char* kBox2d = R"(// from a Box2D issue: a hull against a box
b2Vec2 points[] = {{-0.5f, -0.5f}, {0.5f, -0.5f}, {0.5f, 0.5f},
                   {-0.5f, 0.5f}, {0.0f, 0.75f}};
b2Hull hull = b2ComputeHull(points, 5);
b2Polygon box = b2MakeBox(0.5f, 0.25f);
b2Circle circle = {{2.0f, 0.1f}, 0.3f};
)";

const char* kJolt = R"(Array<Vec3> points;
points.push_back(Vec3(0, 1, 0));
points.push_back(Vec3(0.9f, -0.5f, 0.5f));
points.push_back(Vec3(-0.9f, -0.5f, 0.5f));
points.push_back(Vec3(0, -0.5f, -1));
BoxShapeSettings box(Vec3(1.0f, 0.6f, 0.8f));
auto* ball = new SphereShapeSettings(0.5f);
CapsuleShapeSettings capsule(0.75f, 0.25f);
)";

TEST(Import, Box2dLiteralsBecomeShapesWithTheEnginesFloats) {
    EXPECT_EQ(gjklab::detect_import_format(kBox2d), ImportFormat::Box2d);
    const gjklab::Scene s =
        gjklab::parse_scene(gjklab::import_scene(kBox2d, ImportFormat::Auto, "b2.txt"), "b2.json");
    EXPECT_EQ(s.dimension, 2);
    ASSERT_EQ(s.shapes.size(), 3u);
    EXPECT_EQ(s.shapes[0].name, "A");
    EXPECT_EQ(s.query_a, "A");
    EXPECT_EQ(s.query_b, "B");
    const json j = json::parse(gjklab::import_scene(kBox2d, ImportFormat::Box2d, "b2.txt"));
    EXPECT_EQ(j["shapes"][0]["type"], "polygon");
    EXPECT_EQ(j["shapes"][1]["type"], "box");
    EXPECT_EQ(j["shapes"][2]["type"], "circle");
    EXPECT_EQ(j["shapes"][0]["vertices"][4][1].get<double>(), 0.75);
    EXPECT_EQ(j["shapes"][1]["half_extents"][1].get<double>(), 0.25);
    // 0.1f is the float nearest 0.1, as the engine has it, not the double.
    EXPECT_EQ(j["shapes"][2]["position"][1].get<double>(), double(0.1f));
    EXPECT_NE(j["shapes"][2]["position"][1].get<double>(), 0.1);
    EXPECT_EQ(j["shapes"][2]["radius"].get<double>(), double(0.3f));
}

TEST(Import, JoltLiteralsBecomeShapes) {
    EXPECT_EQ(gjklab::detect_import_format(kJolt), ImportFormat::Jolt);
    const json j = json::parse(gjklab::import_scene(kJolt, ImportFormat::Auto, "jolt.txt"));
    EXPECT_EQ(j["dimension"], 3);
    ASSERT_EQ(j["shapes"].size(), 4u);
    EXPECT_EQ(j["shapes"][0]["type"], "polytope");
    EXPECT_EQ(j["shapes"][0]["points"].size(), 4u);  // four push_backs, one shape
    EXPECT_EQ(j["shapes"][1]["type"], "box");
    EXPECT_EQ(j["shapes"][1]["half_extents"][1].get<double>(), double(0.6f));
    EXPECT_EQ(j["shapes"][2]["type"], "sphere");
    EXPECT_EQ(j["shapes"][3]["type"], "capsule");
    EXPECT_EQ(j["shapes"][3]["b"][1].get<double>(), 0.75);
}

TEST(Import, RowsOfNumbersExactlyAndInEitherDimension) {
    const std::string rows = "# x y\n0x1.8p+1 0\n1, 0.1\n(0, 1)\n\n5 5\n6 5\n";
    EXPECT_EQ(gjklab::detect_import_format(rows), ImportFormat::Points);
    const json j = json::parse(gjklab::import_scene(rows, ImportFormat::Auto, "rows.txt"));
    EXPECT_EQ(j["dimension"], 2);
    EXPECT_EQ(j["shapes"][0]["vertices"][0][0].get<double>(), 3.0);  // hex float, exact
    EXPECT_EQ(j["shapes"][0]["vertices"][1][1].get<double>(), 0.1);  // no f: the double
    EXPECT_EQ(j["shapes"][1]["type"], "segment");
    const json three = json::parse(gjklab::import_scene(
        "0 0 0\n1 0 0\n0 1 0\n0 0 1\n\n3 3 3\n", ImportFormat::Points, "rows3.txt"));
    EXPECT_EQ(three["dimension"], 3);
    EXPECT_EQ(three["shapes"][1]["type"], "point");
}

// The imported scene answers as the same scene written by hand.
TEST(Import, TheCommandWritesAScene) {
    const std::string text = write_temp(kBox2d);
    const std::string out = text + ".json";
    RunResult r = run_gjklab("import " + text + " --out " + out);
    ASSERT_EQ(r.code, 0) << r.err;
    const std::string by_hand = temp_scene(R"({"shapes":[
      {"name":"A","type":"polygon","vertices":[[-0.5,-0.5],[0.5,-0.5],[0.5,0.5],[-0.5,0.5],[0,0.75]]},
      {"name":"B","type":"box","half_extents":[0.5,0.25]}]})");
    RunResult imported = run_gjklab("query " + out + " --json");
    RunResult hand = run_gjklab("query " + by_hand + " --json");
    ASSERT_EQ(imported.code, 0) << imported.err;
    const json a = json::parse(imported.out), b = json::parse(hand.out);
    EXPECT_EQ(a["intersecting"], b["intersecting"]);
    EXPECT_EQ(a["penetration_depth"], b["penetration_depth"]);
    EXPECT_EQ(a["normal"], b["normal"]);
    // From stdin to stdout.
    RunResult piped = run_gjklab("import - < " + text);
    ASSERT_EQ(piped.code, 0) << piped.err;
    EXPECT_EQ(json::parse(piped.out)["shapes"].size(), 3u);
}

TEST(Import, WhatCannotBeReadIsOneLineNamingTheLine) {
    struct Case {
        std::string text, args, part;
    };
    const Case cases[] = {
        {"b2Vec2 a[] = {{0,0},{1,0},{0,1}};\nb2Transform xf = {{1, 2}, {1, 0}};\n", "",
         "line 2: the transform xf is used with no shape"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\n\nBodyCreationSettings b(&other, RVec3(0, 0, 0), "
         "Quat::sIdentity(), EMotionType::Static, 0);\n",
         "", "line 3: cannot tell which shape this places"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\nSphereShapeSettings s(1);\nMat44 m = "
         "Mat44::sTranslation(Vec3(1, 2, 3));\n",
         "", "line 3: Mat44 is not read yet"},
        {"b2Polygon box = b2MakeOffsetBox(1, 1, {0, 0}, b2Rot_identity);\n", "",
         "line 1: b2MakeOffsetBox is not read yet"},
        // What would otherwise be read as something else, silently:
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, 1);\nb2Transform xf = "
         "b2GetBodyTransform(id);\n", "", "line 3: cannot read this b2Transform"},
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, 1);\nb2Transform xf;\n"
         "b2CollidePolygons(&a, xf, &b, xf);\n", "", "line 4: the transform xf (line 3) has no value"},
        {"b2Vec2 pts[] = {{-1, 0}, {1, 0}, {0, 2.0f * h}};\nb2Polygon b = b2MakeBox(1, 1);\n", "",
         "line 1: a point here is not written as numbers"},
        {"b2Capsule c = b2MakeCapsule({-1, 0}, {1, 0}, 0.5f);\n", "", "line 1: b2MakeCapsule is not read yet"},
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, 1);\nb2BodyDef bd = "
         "b2DefaultBodyDef();\nbd.position = {1.0f, 2.0f};\n", "", "line 3: body definitions are not read yet"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\nSphereShapeSettings s(1);\nBodyCreationSettings b(&box, "
         "pos, Quat::sIdentity(), EMotionType::Static, 0);\n", "", "line 3: cannot read the position"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\nSphereShapeSettings s(1);\nBodyCreationSettings b(&box, "
         "RVec3(0, 1, 0), Quat::sRotation(Vec3::sAxisY(), 0.5f), EMotionType::Static, 0);\n", "",
         "line 3: cannot read the rotation"},
        {"0 0\n1 0 x\n", "", "line 2: cannot read \"x\" as a number"},
        {"0 0\n1 0\n1 2 3\n", "", "line 3: a row of 3 numbers after rows of 2"},
        {"0 0 0 0\n", "", "line 1: a row holds 2 numbers (x y) or 3 (x y z), this one 4"},
        {"0 0\n1 0\n0 1\n", "", "found 1 shape; a query needs two"},
        {"0 0\n\n1 1\n", " --format fcl", "--format must be auto, box2d, jolt, points, obj, stl or ply"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.text);
        const std::string out = write_temp("") + ".json";
        RunResult r = run_gjklab("import " + write_temp(c.text) + c.args + " --out " + out);
        EXPECT_EQ(r.code, 2) << r.err;
        EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_NE(r.err.find(c.part), std::string::npos) << r.err;
        EXPECT_FALSE(std::ifstream(out).good()) << "no scene written";
    }
}

// Transforms place the shapes they are used with: Box2D's b2Transform (cos and sin kept as
// given, or b2MakeRot's angle) by the call naming shape then transform, Jolt's position and
// Quat by the statement naming the shape settings; the scene then answers as the engine would.
TEST(Import, TransformsPlaceTheShapesTheyAreUsedWith) {
    const char* box2d = R"(b2Vec2 points[] = {{-0.5f, -0.5f}, {0.5f, -0.5f}, {0.0f, 0.75f}};
b2Hull hull = b2ComputeHull(points, 3);
b2Polygon triangle = b2MakePolygon(&hull, 0.05f);
b2Polygon box = b2MakeBox(0.5f, 0.25f);
b2Transform xfA = {{1.0f, 2.0f}, {0.6f, 0.8f}};
b2Transform xfB = {{1.5f, 2.1f}, b2MakeRot(0.25f)};
b2Manifold m = b2CollidePolygons(&triangle, xfA, &box, xfB);
)";
    const json b = json::parse(gjklab::import_scene(box2d, ImportFormat::Auto, "b2.txt"));
    EXPECT_EQ(b["shapes"][0]["position"][1].get<double>(), 2.0);
    EXPECT_EQ(b["shapes"][0]["rotation"]["cos"].get<double>(), double(0.6f));
    EXPECT_EQ(b["shapes"][0]["radius"].get<double>(), double(0.05f));  // b2MakePolygon's radius
    EXPECT_EQ(b["shapes"][1]["position"][1].get<double>(), double(2.1f));
    // b2MakeRot's angle: its sine in float, as Box2D 2.4 and 3.0 take it, and the scene says so.
    EXPECT_EQ(b["shapes"][1]["rotation"]["sin"].get<double>(), double(std::sin(0.25f)));
    EXPECT_NE(b["description"].get<std::string>().find("b2ComputeCosSin"), std::string::npos);
    // The v3 idiom: declared identity, then its parts; used for both shapes of a call.
    const json idiom = json::parse(gjklab::import_scene(R"(b2Polygon a = b2MakeBox(1.0f, 1.0f);
b2Polygon b = b2MakeSquare(0.5f);
b2Transform xf = b2Transform_identity;
xf.p = {3.0f, 0.5f};
xf.q = {0.6f, 0.8f};
b2Manifold m = b2CollidePolygons(&a, xf, &b, xf);
)", ImportFormat::Auto, "idiom.txt"));
    ASSERT_EQ(idiom["shapes"].size(), 2u) << idiom.dump();
    for (int k : {0, 1}) {
        EXPECT_EQ(idiom["shapes"][k]["position"][0].get<double>(), 3.0);
        EXPECT_EQ(idiom["shapes"][k]["rotation"]["cos"].get<double>(), double(0.6f));
    }
    const char* jolt = R"(BoxShapeSettings box_settings(Vec3(1.0f, 0.5f, 0.5f));
SphereShapeSettings ball(0.5f);
BodyCreationSettings a(&box_settings, RVec3(0, 1, 0), Quat(0, 0, 0.38268343f, 0.92387953f),
                       EMotionType::Static, Layers::NON_MOVING);
BodyCreationSettings b(&ball, RVec3(0.8_r, 1.4_r, 0), Quat::sIdentity(), EMotionType::Dynamic,
                       Layers::MOVING);
)";
    const json j = json::parse(gjklab::import_scene(jolt, ImportFormat::Auto, "jolt.txt"));
    EXPECT_EQ(j["shapes"][0]["position"][1].get<double>(), 1.0);
    EXPECT_EQ(j["shapes"][0]["rotation"]["quaternion"][3].get<double>(), double(0.92387953f));
    // The sphere's centre, placed at the body's position.
    EXPECT_EQ(j["shapes"][1]["position"][0].get<double>(), 0.8);
    // The box turned 45 degrees about z: in its frame the ball's centre is at
    // ((0.8 + 0.4) / √2, (0.4 - 0.8) / √2) = (0.849, -0.283), inside it, 1 - 0.849 from the
    // +x face (the nearest): the depth is that plus the ball's radius.
    const gjklab::Scene scene = gjklab::parse_scene(j.dump(), "jolt.json");
    const gjklab::QueryReport r = gjklab::run_query(scene);
    EXPECT_TRUE(r.result3.intersecting);
    EXPECT_NEAR(r.result3.penetration_depth, 0.5 + (1 - 1.2 / std::sqrt(2.0)), 1e-6);
}

}  // namespace

