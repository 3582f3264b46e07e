// `gjklab import`: what engine users paste into bug reports becomes a scene whose answer is the
// same as a scene written by hand; numbers keep the value the engine saw; what cannot be read
// is one error line naming the line.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <glm/geometric.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/run_binary.h"
#include "scene/evaluate.h"
#include "scene/import.h"
#include "scene/scene.h"

namespace {

using gjklab::ImportFormat;
using nlohmann::json;

std::string write_temp(const std::string& text) {
    static int counter = 0;
    const std::string path = cli_scratch() + "/import_" + std::to_string(counter++) + ".txt";
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
    // b2ComputeHull's hull, in Box2D's order: all five points kept, the apex among them.
    ASSERT_EQ(j["shapes"][0]["vertices"].size(), 5u);
    bool apex = false;
    for (const json& v : j["shapes"][0]["vertices"])
        apex |= v[0].get<double>() == 0 && v[1].get<double>() == 0.75;
    EXPECT_TRUE(apex) << j["shapes"][0].dump();
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
    // The box and the hull stay sharp, as Jolt's EPA sees them; the description says that
    // Jolt's GJK rounds their edges.
    EXPECT_NE(j["description"].get<std::string>().find("convex radius"), std::string::npos);
    // Spheres and capsules are not rounded: the description says only how A and B were taken.
    const json spheres = json::parse(gjklab::import_scene(
        "SphereShapeSettings a(0.5f);\nCapsuleShapeSettings b(0.75f, 0.25f);\n", ImportFormat::Jolt,
        "j.txt"));
    EXPECT_EQ(spheres["description"], "A = a, B = b: no query call found, taken in order.");
}

TEST(Import, RowsOfNumbersExactlyAndInEitherDimension) {
    const std::string rows = "# x y\n0x1.8p+1 0\n1, 0.1\n(0, 1)\n\n5 5\n6 5\n";
    EXPECT_EQ(gjklab::detect_import_format(rows), ImportFormat::Points);
    const json j = json::parse(gjklab::import_scene(rows, ImportFormat::Auto, "rows.txt"));
    EXPECT_EQ(j["dimension"], 2);
    EXPECT_EQ(j["shapes"][0]["vertices"][0][0].get<double>(), 3.0);  // hex float, exact
    EXPECT_EQ(j["shapes"][0]["vertices"][1][1].get<double>(), 0.1);  // no f: the double
    EXPECT_EQ(j["shapes"][1]["type"], "segment");
    const json three = json::parse(gjklab::import_scene("0 0 0\n1 0 0\n0 1 0\n0 0 1\n\n3 3 3\n",
                                                        ImportFormat::Points, "rows3.txt"));
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
        // A pose that places no shape is never dropped.
        {"b2Vec2 a[] = {{0,0},{1,0},{0,1}};\nb2Transform xf = {{1, 2}, {1, 0}};\n", "",
         "line 2: the b2Transform xf places no shape of the query"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\n\nBodyCreationSettings b(&other, RVec3(0, 0, 0), "
         "Quat::sIdentity(), EMotionType::Static, 0);\n",
         "", "line 3: the body's shape is not known: other is not given in the text"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\nSphereShapeSettings s(1);\nMat44 m = "
         "Mat44::sTranslation(Vec3(1, 2, 3));\n",
         "", "line 3: the pose m places no shape of the query"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\nSphereShapeSettings s(1);\nMat44 m = "
         "Mat44::sRotationTranslation(q, position);\n",
         "", "line 3: the rotation is not known: q is not given in the text"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\nSphereShapeSettings s(1);\nauto m = "
         "Mat44::sScale(2.0f) * t;\n",
         "", "line 3: Mat44::sScale is not read"},
        // What would otherwise be read as something else, silently:
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, 1);\nb2Transform xf = "
         "b2GetBodyTransform(id);\n",
         "", "line 3: the pose xf places no shape"},
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, 1);\nb2Transform xf;\n"
         "b2CollidePolygons(&a, xf, &b, xf);\n",
         "", "line 4: the transform's p is not known"},
        {"b2Vec2 pts[] = {{-1, 0}, {1, 0}, {0, 2.0f * h}};\nb2Polygon b = b2MakeBox(1, 1);\n", "",
         "line 1: the vector is not known: h is not given in the text"},
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, 1);\nb2BodyDef bd = "
         "b2DefaultBodyDef();\nbd.position = {1.0f, 2.0f};\n",
         "", "line 3: the b2BodyDef bd places no shape"},
        {"BoxShapeSettings box(Vec3(1, 1, 1));\nSphereShapeSettings s(1);\nBodyCreationSettings "
         "b(&box, "
         "pos, Quat::sIdentity(), EMotionType::Static, 0);\n",
         "", "line 3: the position is not known: pos"},
        {"b2Polygon a = b2MakeBox(1, 1);\nfor (int i = 0; i < 3; ++i) a.vertices[i].x += "
         "1;\nb2Polygon b = "
         "b2MakeBox(1, 1);\n",
         "", "line 2: a 'for' loop"},
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, 1);\nb2Transform xf = {{1, "
         "2}, {1, 0}};\n"
         "xf = b2MulTransforms(xf, other);\nb2CollidePolygons(&a, xf, &b, xf);\n",
         "", "line 4: the second transform is not known: other is not given in the text"},
        {"b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(x, 1);\n", "",
         "line 2: the half width is not known: x"},
        {"0 0\n1 0 x\n", "", "line 2: cannot read \"x\" as a number"},
        {"0 0\n1 0\n1 2 3\n", "", "line 3: a row of 3 numbers after rows of 2"},
        {"0 0 0 0\n", "", "line 1: a row holds 2 numbers (x y) or 3 (x y z), this one 4"},
        {"0 0\n1 0\n0 1\n", "", "found 1 shape; a query needs two"},
        {"0 0\n\n1 1\n", " --format drake",
         "--format must be auto, box2d, jolt, fcl, points, obj, stl or ply"},
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
    // b2MakeRot's angle as Box2D 3.1 computes it (b2ComputeCosSin, within 0.002 of sinf), and
    // the scene says so; with 3.0's b2_pi in the text, sinf itself.
    EXPECT_NEAR(b["shapes"][1]["rotation"]["sin"].get<double>(), double(std::sin(0.25f)), 2e-3);
    EXPECT_NE(b["shapes"][1]["rotation"]["sin"].get<double>(), double(std::sin(0.25f)));
    EXPECT_NE(b["description"].get<std::string>().find("b2ComputeCosSin"), std::string::npos);
    const json v30 = json::parse(gjklab::import_scene(std::string(box2d) + "float turn = b2_pi;\n",
                                                      ImportFormat::Auto, "b2.txt"));
    EXPECT_EQ(v30["shapes"][1]["rotation"]["sin"].get<double>(), double(std::sin(0.25f)));
    // The v3 idiom: declared identity, then its parts; used for both shapes of a call.
    const json idiom = json::parse(gjklab::import_scene(R"(b2Polygon a = b2MakeBox(1.0f, 1.0f);
b2Polygon b = b2MakeSquare(0.5f);
b2Transform xf = b2Transform_identity;
xf.p = {3.0f, 0.5f};
xf.q = {0.6f, 0.8f};
b2Manifold m = b2CollidePolygons(&a, xf, &b, xf);
)",
                                                        ImportFormat::Auto, "idiom.txt"));
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
    EXPECT_EQ(j["shapes"][1]["position"][0].get<double>(), double(0.8f));  // Jolt's Real: a float
    // The box turned 45 degrees about z: in its frame the ball's centre is at
    // ((0.8 + 0.4) / √2, (0.4 - 0.8) / √2) = (0.849, -0.283), inside it, 1 - 0.849 from the
    // +x face (the nearest): the depth is that plus the ball's radius.
    const gjklab::Scene scene = gjklab::parse_scene(j.dump(), "jolt.json");
    const gjklab::QueryReport r = gjklab::run_query(scene);
    EXPECT_TRUE(r.result3.intersecting);
    EXPECT_NEAR(r.result3.penetration_depth, 0.5 + (1 - 1.2 / std::sqrt(2.0)), 1e-6);
}

/// The distance (or minus the depth) `query` gives for an imported scene.
double imported_answer(const std::string& text, const std::string& source) {
    const gjklab::Scene scene = gjklab::parse_scene(
        gjklab::import_scene(text, ImportFormat::Auto, source), source + ".json");
    const gjklab::QueryReport r = gjklab::run_query(scene);
    return r.result3.intersecting ? -r.result3.penetration_depth : r.result3.distance;
}

// FCL's "Error with configuration" exception text as it reaches a terminal: each shape's
// representation, then its pose printed by Eigen to 20 digits.
const char* kFclDump = R"(terminate called after throwing an instance of 'std::logic_error'
  what():  Error with configuration
  Original error message: Origin is on the simplex, but not within the tolerance
  Shape 1: Box<double>(1, 2, 3);
  X_FS1
                       1                        0                        0   0.10000000000000000555
                       0                        1                        0                        0
                       0                        0                        1                        0
                       0                        0                        0                        1
  Shape 2: Convex<double>(
  std::make_shared<std::vector<Vector3<double>>>(
    std::initializer_list<Vector3<double>>{
      Vector3<double>(0.5, 0, -0.5),
      Vector3<double>(-0.5, 0, -0.5),
      Vector3<double>(0, 0.5, 0.5),
      Vector3<double>(0, -0.5, 0.5),}),
    4,
    std::make_shared<std::vector<int>>(
        std::initializer_list<int>{
             3, 0, 1, 2, 3, 0, 3, 1, 3, 0, 2, 3, 3, 1, 3, 2,}),
    false);
  X_FS2
                       0                       -1                        0                      1.5
                       1                        0                        0                        0
                       0                        0                        1                        0
                       0                        0                        0                        1
  Solver: GJKSolver_libccd
    collision_tolerance:      2.0000000000000001665e-06
)";

TEST(Import, FclDumpsPlaceEachShapeByThePosePrintedAfterIt) {
    EXPECT_EQ(gjklab::detect_import_format(kFclDump), ImportFormat::Fcl);
    const json j = json::parse(gjklab::import_scene(kFclDump, ImportFormat::Auto, "fcl.txt"));
    ASSERT_EQ(j["shapes"].size(), 2u);
    EXPECT_EQ(j["shapes"][0]["type"], "box");
    // FCL's Box takes side lengths: the half extents are half of them.
    EXPECT_EQ(j["shapes"][0]["half_extents"][2].get<double>(), 1.5);
    EXPECT_EQ(j["shapes"][0]["position"][0].get<double>(), 0.1);  // 20 digits: the double 0.1
    EXPECT_EQ(j["shapes"][1]["type"], "polytope");
    EXPECT_EQ(j["shapes"][1]["points"].size(), 4u);
    EXPECT_EQ(j["shapes"][1]["rotation"]["matrix"][0][1].get<double>(), -1.0);
    // By hand: turned 90 degrees about z and moved 1.5 along x, the tetrahedron's points are
    // (1.5, +-0.5, -0.5), (1.0, 0, 0.5) and (2.0, 0, 0.5); the box (half extents 0.5, 1, 1.5
    // at x = 0.1) reaches x = 0.6, and (1.0, 0, 0.5) lies in front of its +x face: 0.4 away.
    EXPECT_NEAR(imported_answer(kFclDump, "fcl.txt"), 0.4, 1e-9);
}

TEST(Import, FclCodePairsShapesAndPosesByTheCallThatUsesThem) {
    // Poses declared first, given numbers later, used in a call: shape then its pose.
    const char* code = R"(using S = double;
Box<S> box(1, 2, 3);
auto sphere = std::make_shared<Sphere<S>>(0.5);
Transform3<S> X_WS(Transform3<S>::Identity());
Transform3<S> X_WB = Transform3<S>::Identity();
X_WB.translation() << 0.1, 0.2, 0.3;
X_WS.matrix() << 0, -1, 0, 1.2,
                 1, 0, 0, 0,
                 0, 0, 1, 0,
                 0, 0, 0, 1;
solver.shapeDistance(box, X_WB, *sphere, X_WS, &distance, &p1, &p2);
)";
    EXPECT_EQ(gjklab::detect_import_format(code), ImportFormat::Fcl);
    // The box reaches x = 0.1 + 0.5; the ball of radius 0.5 at x = 1.2 is 0.1 away.
    EXPECT_NEAR(imported_answer(code, "code.cpp"), 0.1, 1e-12);
    // A quaternion (Eigen's order: w first) and a translation; an FCL alias type.
    const char* turned = R"(Box<double> box(2, 2, 2);
Box<double> other(1, 4, 1);
fcl::Transform3d X1 = fcl::Transform3d::Identity();
fcl::Transform3d X2 = fcl::Transform3d::Identity();
X2.linear() = Eigen::Quaterniond(0.70710678118654757, 0, 0, 0.70710678118654757).toRotationMatrix();
X2.translation() = Vector3d(4, 0, 0);
solver.shapeIntersect(box, X1, other, X2, &contacts);
)";
    // Turned 90 degrees about z, the 1 x 4 x 1 box lies along x: it reaches x = 4 - 2.
    EXPECT_NEAR(imported_answer(turned, "turned.cpp"), 1.0, 1e-12);
    // Drake: untemplated shapes, RigidTransformd with roll-pitch-yaw and a translation.
    const char* drake = R"(const Box box(1.0, 2.0, 3.0);
const Capsule capsule(0.25, 1.5);
const RigidTransformd X_WB(Vector3d(0, 0, 0));
const RigidTransformd X_WC(RollPitchYawd(1.5707963267948966, 0, 0), Vector3d(1.0, 0, 0));
CheckDistance(box, X_WB, capsule, X_WC);
)";
    // The capsule (radius 0.25) turned about x lies along y at x = 1: 1 - 0.25 - 0.5 away.
    EXPECT_NEAR(imported_answer(drake, "drake.cpp"), 0.25, 1e-12);
}

TEST(Import, AFloatFclDumpRunsInDoubleAndSaysHowToSeeFloat) {
    // The numbers of a <float> dump are kept; the scene runs in double and its description
    // names the way to the float run. A double dump says nothing of it.
    const char* in_float = "Box<float> box(1, 2, 3);\nSphere<float> ball(0.5);\n";
    const std::string scene = gjklab::import_scene(in_float, ImportFormat::Auto, "float.txt");
    EXPECT_NE(scene.find("The dump is in float; the scene runs in double"), std::string::npos)
        << scene;
    EXPECT_EQ(gjklab::parse_scene(scene, "float.txt").settings.precision,
              gjklab::Precision::Double);
    const std::string in_double = gjklab::import_scene(
        "Box<double> box(1, 2, 3);\nSphere<double> ball(0.5);\n", ImportFormat::Auto, "double.txt");
    EXPECT_EQ(in_double.find("in float"), std::string::npos) << in_double;
}

TEST(Import, FclCylindersAndConesStandAlongZ) {
    const char* cylinder = R"(fcl::Cylinderd cylinder(0.5, 2);
fcl::Sphered ball(0.1);
fcl::Transform3d X_WC = fcl::Transform3d::Identity();
fcl::Transform3d X_WS = fcl::Transform3d::Identity();
X_WS.translation() = fcl::Vector3d(0, 0, 1.3);
fcl::CollisionObjectd a(std::make_shared<fcl::Cylinderd>(cylinder), X_WC);
fcl::CollisionObjectd b(std::make_shared<fcl::Sphered>(ball), X_WS);
)";
    // Along z, the cylinder's cap is at z = 1: the ball above it is 1.3 - 1 - 0.1 away (along
    // y, as the scene's cylinders stand, it would be 0.8 away).
    EXPECT_NEAR(imported_answer(cylinder, "cylinder.cpp"), 0.2, 1e-12);
    // The cone's apex at +z: a ball above the apex.
    const char* cone = R"(Cone<double> cone(1, 2);
Sphere<double> ball(0.25);
Transform3<double> X_WC = Transform3<double>::Identity();
Transform3<double> X_WS = Transform3<double>::Identity();
X_WS.translation() << 0, 0, 1.5;
f(cone, X_WC, ball, X_WS);
)";
    EXPECT_NEAR(imported_answer(cone, "cone.cpp"), 0.25, 1e-12);
    const json j = json::parse(gjklab::import_scene(cone, ImportFormat::Auto, "cone.cpp"));
    EXPECT_NE(j["description"].get<std::string>().find("along z"), std::string::npos);
}

TEST(Import, FclTextThatCannotBeReadForSureIsRefusedNamingTheLine) {
    auto error_of = [](const std::string& text) {
        try {
            gjklab::import_scene(text, ImportFormat::Fcl, "fcl.txt");
        } catch (const gjklab::InputError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    const std::string head = "Box<double> b(1, 1, 1);\nSphere<double> s(1);\n";
    // A pose built from poses the text never gives, or used with no shape.
    EXPECT_NE(error_of(head + "Transform3d X = X_WA * X_AB;\nf(b, X, s, X);\n")
                  .find("line 4: the pose X is not known: X_WA"),
              std::string::npos);
    EXPECT_NE(error_of(head + "Transform3d X = Transform3d::Identity();\n")
                  .find("line 3: the pose X places no shape"),
              std::string::npos);
    // A change the text does not say how to make is refused, not skipped.
    EXPECT_NE(
        error_of(head + "Transform3d X = Transform3d::Identity();\nX.scale(2.0);\nf(b, X, s, X);\n")
            .find("line 4: cannot read .scale(...) here: it may change X"),
        std::string::npos);
    // Not a rigid pose; a shape given by variables; not a convex shape; a convex from a file.
    EXPECT_NE(error_of(head + "Transform3d X;\nX.matrix() << 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, "
                              "0, 0, 1, 1;\nf(b, X, s, X);\n")
                  .find("last row is not 0 0 0 1"),
              std::string::npos);
    EXPECT_NE(error_of("Box<double> b(w, 1, 1);\nSphere<double> s(1);\n")
                  .find("line 1: Box takes 3 numbers"),
              std::string::npos);
    EXPECT_NE(error_of("Halfspace<double> h(0, 0, 1, 0);\nSphere<double> s(1);\n")
                  .find("line 1: Halfspace"),
              std::string::npos);
    EXPECT_NE(error_of("Convex c(\"mesh.obj\", 1.0);\nSphere<double> s(1);\n")
                  .find("line 1: a Convex needs"),
              std::string::npos);
}

}  // namespace
