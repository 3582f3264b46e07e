// `gjklab import` on cases written the way Box2D, Jolt and FCL/Drake write them in their own
// tests, samples and bug reports; each answer worked out by hand from the engine's rules (the
// comment says how), A and B as the engine's query call orders them.
#include <gtest/gtest.h>

#include <cmath>
#include <glm/geometric.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "scene/evaluate.h"
#include "scene/import.h"
#include "scene/scene.h"

namespace {

using gjklab::ImportFormat;
using nlohmann::json;

struct Answer {
    bool intersecting;
    double value;  ///< the distance, or the depth when intersecting
    glm::dvec3 normal;
};

Answer answer_of(const std::string& text, std::string* description = nullptr) {
    const std::string scene_text = gjklab::import_scene(text, ImportFormat::Auto, "case.txt");
    if (description) *description = json::parse(scene_text).value("description", "");
    const gjklab::Scene scene = gjklab::parse_scene(scene_text, "case.json");
    const gjklab::QueryReport r = gjklab::run_query(scene);
    if (scene.dimension == 2)
        return {r.result.intersecting,
                r.result.intersecting ? r.result.penetration_depth : r.result.distance,
                glm::dvec3(r.result.normal, 0)};
    return {r.result3.intersecting,
            r.result3.intersecting ? r.result3.penetration_depth : r.result3.distance,
            r.result3.normal};
}

std::string error_of(const std::string& text) {
    try {
        gjklab::import_scene(text, ImportFormat::Auto, "case.txt");
    } catch (const gjklab::InputError& e) {
        return e.what();
    }
    return "no error";
}

void expect_answer(const std::string& text, bool intersecting, double value, glm::dvec3 normal,
                   double tolerance = 1e-6) {
    SCOPED_TRACE(text);
    const Answer a = answer_of(text);
    EXPECT_EQ(a.intersecting, intersecting);
    EXPECT_NEAR(a.value, value, tolerance);
    EXPECT_NEAR(glm::length(a.normal - normal), 0.0, 1e-5)
        << a.normal.x << " " << a.normal.y << " " << a.normal.z;
}

// Box2D's own distance test (test/test_distance.c, v3.1): a square and a segment 1 apart, no
// radii.
TEST(ImportEngines, Box2dDistanceTestAsBox2dWritesIt) {
    expect_answer(
        R"(	b2Vec2 vas[] = { ( b2Vec2 ){ -1.0f, -1.0f }, ( b2Vec2 ){ 1.0f, -1.0f }, ( b2Vec2 ){ 1.0f, 1.0f }, ( b2Vec2 ){ -1.0f, 1.0f } };
	b2Vec2 vbs[] = { ( b2Vec2 ){ 2.0f, -1.0f }, ( b2Vec2 ){ 2.0f, 1.0f } };
	b2DistanceInput input;
	input.proxyA = b2MakeProxy( vas, ARRAY_COUNT( vas ), 0.0f );
	input.proxyB = b2MakeProxy( vbs, ARRAY_COUNT( vbs ), 0.0f );
	input.transformA = b2Transform_identity;
	input.transformB = b2Transform_identity;
	input.useRadii = false;
	b2SimplexCache cache = { 0 };
	b2DistanceOutput output = b2ShapeDistance( &input, &cache, NULL, 0 );
)",
        false, 1.0, {1, 0, 0});
    // Proxies made from polygons' fields: a 1 x 1 half-extent box and a 0.5 square 0.5 up and
    // 3 along: 3 - 1 - 0.5 = 1.5 apart.
    expect_answer(R"(b2Polygon a = b2MakeBox(1.0f, 1.0f);
b2Polygon b = b2MakeSquare(0.5f);
b2Transform xfB = {{3.0f, 0.5f}, {1.0f, 0.0f}};
b2DistanceInput input;
input.proxyA = b2MakeProxy(a.vertices, a.count, a.radius);
input.proxyB = b2MakeProxy(b.vertices, b.count, b.radius);
input.transformA = b2Transform_identity;
input.transformB = xfB;
input.useRadii = true;
b2SimplexCache cache = {0};
b2DistanceOutput output = b2ShapeDistance(&input, &cache, NULL, 0);
)",
                  false, 1.5, {1, 0, 0});
}

// A and B in the call's order, not the declarations': the ball declared first is B of
// b2CollidePolygonAndCircle(&block, xfA, &ball, xfB); the normal points from block to ball.
TEST(ImportEngines, AAndBFollowTheQueryCall) {
    std::string description;
    const Answer a = answer_of(R"(b2Circle ball = {{0.0f, 0.0f}, 0.5f};
b2Polygon block = b2MakeBox(1.0f, 0.5f);
b2Transform xfA = {{0.0f, 0.0f}, {1.0f, 0.0f}};
b2Transform xfB = {{0.0f, 0.9f}, {1.0f, 0.0f}};
b2Manifold m = b2CollidePolygonAndCircle(&block, xfA, &ball, xfB);
)",
                               &description);
    EXPECT_TRUE(a.intersecting);
    EXPECT_NEAR(a.value, 0.5 + 0.5 - 0.9,
                1e-6);                   // the block's top at 0.5, the ball's bottom at 0.4
    EXPECT_NEAR(a.normal.y, 1.0, 1e-9);  // from the block up to the ball
    EXPECT_NE(
        description.find("A = block, B = ball: as b2CollidePolygonAndCircle takes them on line 5"),
        std::string::npos)
        << description;
    // With no query call: declaration order, said in the description.
    answer_of("b2Circle ball = {{0.0f, 0.0f}, 0.5f};\nb2Polygon block = b2MakeBox(1.0f, 0.5f);\n",
              &description);
    EXPECT_NE(description.find("A = ball, B = block: no query call found, taken in order"),
              std::string::npos);
}

// Box2D 2.4: b2PolygonShape::Set and SetAsBox, a body placed by its b2BodyDef (position,
// angle = 0.25 b2_pi), fixtures attached by CreateFixture; polygons carry b2_polygonRadius.
TEST(ImportEngines, Box2d24BodiesAndFixtures) {
    std::string description;
    const std::string text = R"(b2PolygonShape ramp;
b2Vec2 verts[3];
verts[0].Set(-4.0f, 0.0f);
verts[1].Set(4.0f, 0.0f);
verts[2].Set(4.0f, 2.0f);
ramp.Set(verts, 3);
b2PolygonShape box;
box.SetAsBox(0.5f, 0.5f);
b2BodyDef bd;
bd.position.Set(0.0f, 3.0f);
bd.angle = 0.25f * b2_pi;
b2Body* body = world->CreateBody(&bd);
body->CreateFixture(&box, 1.0f);
b2BodyDef gd;
b2Body* ground = world->CreateBody(&gd);
ground->CreateFixture(&ramp, 0.0f);
)";
    const Answer a = answer_of(text, &description);
    // The ramp's top edge from (-4, 0) to (4, 2) has the outward normal (-1, 4) / sqrt(17) and
    // lies 4 / sqrt(17) along it. The box turned 45 degrees has its corners sqrt(0.5) from its
    // centre (0, 3) along the axes; the lowest along the normal is (0, 3 - sqrt(0.5)), at
    // (12 - 4 sqrt(0.5)) / sqrt(17). Both carry the 0.01 skin.
    const double n = std::sqrt(17.0);
    const double gap = (12 - 4 * std::sqrt(0.5)) / n - 4 / n - 0.02;
    EXPECT_FALSE(a.intersecting);
    EXPECT_NEAR(a.value, gap, 1e-6);
    EXPECT_NE(description.find(
                  "A = box, B = ramp: no query call found, the bodies taken in the order made"),
              std::string::npos)
        << description;
    EXPECT_NE(description.find("b2_polygonRadius"), std::string::npos);
    // b2Distance with proxies set from the shapes (b2DistanceProxy::Set(&shape, 0)).
    const Answer d = answer_of(R"(b2PolygonShape a; a.SetAsBox(1.0f, 1.0f);
b2CircleShape c; c.m_radius = 0.5f;
b2DistanceInput input;
input.proxyA.Set(&a, 0);
input.proxyB.Set(&c, 0);
input.transformA.SetIdentity();
input.transformB.Set(b2Vec2(3.0f, 0.0f), 0.0f);
input.useRadii = true;
b2SimplexCache cache; cache.count = 0;
b2DistanceOutput output;
b2Distance(&output, &cache, &input);
)");
    EXPECT_NEAR(d.value, 3.0 - 1.0 - 0.01 - 0.5, 1e-6);  // the box's skin counts
}

// Box2D v3 bodies: b2DefaultBodyDef, position and b2MakeRot(0.25f * B2_PI) as Box2D 3.1
// computes it (b2ComputeCosSin), shapes attached with b2Create*Shape.
TEST(ImportEngines, Box2dV3Bodies) {
    std::string description;
    const Answer a = answer_of(R"(b2Polygon a = b2MakeBox(0.5f, 0.5f);
b2Circle c = {{0.0f, 0.0f}, 0.25f};
b2BodyDef bd = b2DefaultBodyDef();
bd.position = (b2Vec2){1.0f, 0.0f};
bd.rotation = b2MakeRot(0.25f * B2_PI);
b2BodyId body = b2CreateBody(worldId, &bd);
b2ShapeDef sd = b2DefaultShapeDef();
b2CreatePolygonShape(body, &sd, &a);
b2BodyDef bd2 = b2DefaultBodyDef();
bd2.position = (b2Vec2){1.9f, 0.0f};
b2BodyId body2 = b2CreateBody(worldId, &bd2);
b2CreateCircleShape(body2, &sd, &c);
)",
                               &description);
    // The box's corner at 1 + sqrt(0.5) (to b2ComputeCosSin's 0.001), the circle's left at 1.65.
    EXPECT_TRUE(a.intersecting);
    EXPECT_NEAR(a.value, 1 + std::sqrt(0.5) - 1.65, 2e-3);
    EXPECT_NE(description.find("b2ComputeCosSin"), std::string::npos);
}

// Jolt's HelloWorld: the floor a 100 x 1 x 100 half-extent box at y = -1, a sphere of radius
// 0.5 made inline with new, at y = 0.4: 0.1 deep. Real literals are floats (single precision).
TEST(ImportEngines, JoltHelloWorldBodies) {
    expect_answer(R"(BoxShapeSettings floor_shape_settings(Vec3(100.0f, 1.0f, 100.0f));
floor_shape_settings.SetEmbedded();
ShapeSettings::ShapeResult floor_shape_result = floor_shape_settings.Create();
ShapeRefC floor_shape = floor_shape_result.Get();
BodyCreationSettings floor_settings(floor_shape, RVec3(0.0_r, -1.0_r, 0.0_r), Quat::sIdentity(), EMotionType::Static, Layers::NON_MOVING);
Body *floor = body_interface.CreateBody(floor_settings);
body_interface.AddBody(floor->GetID(), EActivation::DontActivate);
BodyCreationSettings sphere_settings(new SphereShape(0.5f), RVec3(0.0_r, 0.4_r, 0.0_r), Quat::sIdentity(), EMotionType::Dynamic, Layers::MOVING);
BodyID sphere_id = body_interface.CreateAndAddBody(sphere_settings, EActivation::Activate);
)",
                  true, 0.5 - double(0.4f), {0, 1, 0}, 1e-6);
    // The body moved after it was made (BodyInterface::SetPosition): 2 up, 1.5 above the floor.
    expect_answer(R"(BoxShapeSettings floor(Vec3(100.0f, 1.0f, 100.0f));
BodyCreationSettings floor_settings(&floor, RVec3(0, -1, 0), Quat::sIdentity(), EMotionType::Static, 0);
body_interface.CreateAndAddBody(floor_settings, EActivation::DontActivate);
BodyCreationSettings ball_settings(new SphereShape(0.5f), RVec3(0, 0.4f, 0), Quat::sIdentity(), EMotionType::Dynamic, 1);
BodyID ball = body_interface.CreateAndAddBody(ball_settings, EActivation::Activate);
body_interface.SetPosition(ball, RVec3(0, 2, 0), EActivation::Activate);
)",
                  false, 1.5, {0, 1, 0});
}

// CollisionDispatch takes centre-of-mass transforms: a hull off its centre of mass placed as
// Jolt's tests place it (times sTranslation(GetCenterOfMass())) sits at its own coordinates.
TEST(ImportEngines, JoltHullsAtTheirCentreOfMass) {
    // The tetrahedron (0..2 on the axes) reaches x = 2; the box (half extent 1 at x = 2.98)
    // starts at 1.98: 0.02 deep, along +x.
    expect_answer(
        R"(Array<Vec3> points = { Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 2, 0), Vec3(0, 0, 2) };
Ref<Shape> hull = ConvexHullShapeSettings(points, 0.0f).Create().Get();
Ref<Shape> box = new BoxShape(Vec3(1.0f, 1.0f, 1.0f), 0.0f);
Mat44 com1 = Mat44::sTranslation(Vec3(0, 0, 0)) * Mat44::sTranslation(hull->GetCenterOfMass());
Mat44 com2 = Mat44::sTranslation(Vec3(2.98f, 0.5f, 0.5f));
CollisionDispatch::sCollideShapeVsShape(hull, box, Vec3::sOne(), Vec3::sOne(), com1, com2, SubShapeIDCreator(), SubShapeIDCreator(), settings, collector);
)",
        true, 2.0 - (double(2.98f) - 1.0), {1, 0, 0}, 1e-6);
    // The same hull given to the call at Mat44::sIdentity(): its centre of mass (0.5, 0.5,
    // 0.5) at the origin, so it reaches x = 1.5 only: 0.48 apart.
    expect_answer(
        R"(Array<Vec3> points = { Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 2, 0), Vec3(0, 0, 2) };
Ref<Shape> hull = ConvexHullShapeSettings(points, 0.0f).Create().Get();
Ref<Shape> box = new BoxShape(Vec3(1.0f, 1.0f, 1.0f), 0.0f);
CollisionDispatch::sCollideShapeVsShape(hull, box, Vec3::sOne(), Vec3::sOne(), Mat44::sIdentity(), Mat44::sTranslation(Vec3(2.98f, 0.0f, 0.0f)), SubShapeIDCreator(), SubShapeIDCreator(), settings, collector);
)",
        false, (double(2.98f) - 1.0) - 1.5, {1, 0, 0}, 1e-6);
}

// FCL's current dump (master): both poses read; FCL 0.7's printed layout too.
TEST(ImportEngines, FclDumpsInEveryLayout) {
    const std::string master = R"(  what():  Error with configuration
  Original error message: gjk_libccd-inl.h:(1817): validateNearestFeatureOfPolytopeBeingEdge(): The origin is outside of the polytope by 1e-16.
  Shape 1:
Box<double>(0.5, 0.5, 0.5);
  X_FS1
1, 0, 0, 0,
0, 1, 0, 0,
0, 0, 1, 0.49,
0, 0, 0, 1;
  Shape 2:
Box<double>(0.5, 0.5, 0.5);
  X_FS2
1, 0, 0, 0,
0, 1, 0, 0,
0, 0, 1, 0,
0, 0, 0, 1;
  Solver: GjkSolver_libccd
)";
    // Two cubes of side 0.5, 0.49 apart in z: 0.01 deep, B below A.
    expect_answer(master, true, 0.01, {0, 0, -1}, 1e-12);
    const std::string old = R"(Error with configuration
  Original error message: gjk_libccd-inl.h:(1719): validateNearestFeatureOfPolytopeBeingEdge(): The origin is outside of the polytope.
  Shape 1: Box                   0.5 0.69999999999999995559  1.1000000000000000888
  X_FS1
                     1                      0                      0 0.10000000000000000555
                     0                      1                      0 -0.2000000000000000111
                     0                      0                      1  0.2999999999999999889
                     0                      0                      0                      1
  Shape 2: Sphere(0.25)
  X_FS2
 0.95533648912560598099 -0.29552020666133954618                       0   0.4500000000000000111
 0.29552020666133954618  0.95533648912560598099                       0                       0
                      0                       0                       1   0.2999999999999999889
                      0                       0                       0                       1
  Solver: GjkSolver_libccd
)";
    // The box (half 0.25, 0.35, 0.55 at x = 0.1) reaches x = 0.35; the sphere at x = 0.45 with
    // radius 0.25 reaches back to 0.2: 0.15 deep along +x.
    expect_answer(old, true, 0.15, {1, 0, 0}, 1e-12);
    EXPECT_NE(error_of("  Shape 1: Convex(v count: 8, f count: 6)\n  X_FS1\n1 0 0 0\n0 1 0 0\n0 0 "
                       "1 0\n0 0 0 1\n"
                       "  Shape 2: Sphere(0.25)\n  X_FS2\n1 0 0 0\n0 1 0 0\n0 0 1 0\n0 0 0 1\n")
                  .find("line 1: FCL 0.6 and 0.7 print a Convex without its vertices"),
              std::string::npos);
}

// FCL and Drake code: make_shared of an alias, a Convex from a named vector, M_PI / 6, an
// object moved by setTransform before the query.
TEST(ImportEngines, FclAndDrakeCode) {
    // The unit box at the origin; the tetrahedron turned 30 degrees about z and moved 0.6
    // along x: its face x' = 0 (normal (cos 30, sin 30, 0) towards the box) is 0.6 cos 30 along
    // it, the box's support 0.5 (cos 30 + sin 30): 0.5 (cos 30 + sin 30) - 0.6 cos 30 deep.
    const double c = std::cos(M_PI / 6), s = std::sin(M_PI / 6);
    expect_answer(R"(auto box = std::make_shared<fcl::Boxd>(1, 1, 1);
std::vector<fcl::Vector3d> verts = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
std::vector<int> faces = {3, 0, 2, 1, 3, 0, 1, 3, 3, 0, 3, 2, 3, 1, 2, 3};
auto tet = std::make_shared<fcl::Convexd>(std::make_shared<const std::vector<fcl::Vector3d>>(verts), 4, std::make_shared<std::vector<int>>(faces));
fcl::Transform3d X1 = fcl::Transform3d::Identity();
fcl::Transform3d X2(fcl::AngleAxisd(M_PI / 6, fcl::Vector3d::UnitZ()));
X2.translation() << 0.6, 0, 0;
fcl::CollisionObjectd o1(box, X1);
fcl::CollisionObjectd o2(tet, X2);
fcl::distance(&o1, &o2, request, result);
)",
                  true, 0.5 * (c + s) - 0.6 * c, {c, s, 0}, 1e-9);
    // FCL's own test_fcl_sphere_box form: the sphere moved by setTransform after it was made.
    expect_answer(R"(using S = double;
auto sphere_geo = std::make_shared<fcl::Sphere<S>>(0.5);
auto box_geo = std::make_shared<fcl::Box<S>>(2, 2, 2);
fcl::Transform3<S> X_WS = fcl::Transform3<S>::Identity();
fcl::CollisionObject<S> sphere(sphere_geo, X_WS);
fcl::CollisionObject<S> box(box_geo, fcl::Transform3<S>::Identity());
X_WS.translation() << 0.25, 0.25, 1.25;
sphere.setTransform(X_WS);
fcl::collide(&sphere, &box, request, result);
)",
                  true, 0.25, {0, 0, -1}, 1e-12);
    // Drake: a capsule (radius 0.25, length 1.5 along z) turned by roll pi / 2 lies along y,
    // 1 along x from the box (sides 1, 2, 3): 1 - 0.5 - 0.25 apart.
    expect_answer(R"(const Box box(1.0, 2.0, 3.0);
const Capsule capsule(0.25, 1.5);
const RigidTransformd X_WB(Vector3d(0, 0, 0));
const RigidTransformd X_WC(RollPitchYawd(M_PI / 2, 0, 0), Vector3d(1.0, 0, 0));
CheckDistance(box, X_WB, capsule, X_WC);
)",
                  false, 0.25, {1, 0, 0}, 1e-12);
}

// What debuggers and printf print: gdb's values with its prompts, printf lines with indices,
// B printed before A.
TEST(ImportEngines, DebuggerAndPrintfDumps) {
    expect_answer(
        "(gdb) p vas\n$1 = {{x = -1, y = -1}, {x = 1, y = -1}, {x = 1, y = 1}, {x = -1, y = 1}}\n"
        "(gdb) p vbs\n$2 = {{x = 2, y = -1}, {x = 2, y = 1}}\n",
        false, 1.0, {1, 0, 0});
    expect_answer(
        "shape A vertex 0: (-1.0, -1.0)\nshape A vertex 1: (1.0, -1.0)\nshape A vertex 2: (1.0, "
        "1.0)\n"
        "shape A vertex 3: (-1.0, 1.0)\nshape B vertex 0: (2.5, 0.0)\nshape B vertex 1: (3.5, "
        "0.0)\n"
        "shape B vertex 2: (3.0, 1.0)\n",
        false, 1.5, {1, 0, 0});
    // B first in the text: A is still the shape labelled A, the normal from it to B.
    expect_answer(
        "B: (2.5, 0)\nB: (3.5, 0)\nB: (3, 1)\nA: (-1, -1)\nA: (1, -1)\nA: (1, 1)\nA: (-1, 1)\n",
        false, 1.5, {1, 0, 0});
    expect_answer(
        "polyA[0] = (-1, -1)\npolyA[1] = (1, -1)\npolyA[2] = (1, 1)\npolyA[3] = (-1, 1)\n"
        "polyB[0] = (2.5, 0)\npolyB[1] = (3.5, 0)\npolyB[2] = (3, 1)\n",
        false, 1.5, {1, 0, 0});
}

// The preprocessor: the branch that compiles is the one read.
TEST(ImportEngines, PreprocessorBranches) {
    expect_answer(R"(b2Polygon boxA = b2MakeBox(1.0f, 1.0f);
b2Circle circle = {{0.0f, 0.0f}, 0.5f};
b2Transform xfA = b2Transform_identity;
b2Transform xfB = b2Transform_identity;
#define GAP 3.0f
#if 1
xfB.p = (b2Vec2){GAP, 0.0f};
#else
xfB.p = (b2Vec2){1.2f, 0.0f};
#endif
#if 0
xfB.p = (b2Vec2){9.0f, 0.0f};
#endif
b2Manifold m = b2CollidePolygonAndCircle(&boxA, xfA, &circle, xfB);
)",
                  false, 1.5, {1, 0, 0});
    EXPECT_NE(
        error_of(
            "b2Polygon a = b2MakeBox(1, 1);\n#ifdef FOO\nb2Polygon b = b2MakeBox(1, 1);\n#endif\n")
            .find("line 2: #ifdef FOO: the text does not say whether it is defined"),
        std::string::npos);
}

// Never silently wrong on hostile input: one error naming the user's line.
TEST(ImportEngines, HostileInputIsOneErrorNamingTheLine) {
    EXPECT_NE(error_of("b2Polygon a = b2MakeBox(" + std::string(50000, 'x') + ", 1);\n")
                  .find("case.txt: line 1: the half width is not known: xxxxx"),
              std::string::npos);
    EXPECT_NE(
        error_of("0 0\n1 0\n0 1\n\n" + std::string(1000, '1') + " 5\n6 5\n")
            .find("case.txt: line 5: the number 11111111111111111... is too large for a double"),
        std::string::npos);
    EXPECT_NE(
        error_of("b2Vec2 p = {" + std::string(30, '5') + ", 1};\n").find("line 1: the integer"),
        std::string::npos);
    EXPECT_NE(error_of("b2Polygon a = b2MakeBox(" + std::string(2000, '(') + "1" +
                       std::string(2000, ')') + ", 1);\n")
                  .find("line 1: this is nested too deeply to read"),
              std::string::npos);
    EXPECT_NE(error_of("b2Polygon a = b2MakeBox(1, 1); /* never closed\n")
                  .find("line 1: a comment /* is never closed"),
              std::string::npos);
    // A rotation that is none (a b2Rot not of unit length) would scale the shape: refused.
    EXPECT_NE(error_of("b2Polygon a = b2MakeBox(1, 1);\nb2Polygon b = b2MakeBox(1, "
                       "1);\nb2Transform xf = {{3, 0}, {0.5f, 0.5f}};\n"
                       "b2CollidePolygons(&a, b2Transform_identity, &b, xf);\n")
                  .find("line 4: the rotation placing b is not a rotation"),
              std::string::npos);
}

// Forms a second outside reading found: bodies made in order whether their settings are named
// or temporaries; Eigen's chained changes; a template test function; a #define then #if;
// nested designated initialisers; a testbed class whose members come last; gdb's repeats; a
// dump quoted in a reply; main's single relative transform.
TEST(ImportEngines, MoreOfTheEnginesOwnForms) {
    // The ball (made first, as a temporary) is A; the box (named, made second) B.
    expect_answer(R"(BodyInterface &bi = physics_system.GetBodyInterface();
bi.CreateAndAddBody(BodyCreationSettings(new SphereShape(0.5f), RVec3(0, 0, 0), Quat::sIdentity(), EMotionType::Dynamic, 1), EActivation::Activate);
BodyCreationSettings box_settings(new BoxShape(Vec3(1.0f, 1.0f, 1.0f)), RVec3(3, 0, 0), Quat::sIdentity(), EMotionType::Static, 0);
bi.CreateAndAddBody(box_settings, EActivation::DontActivate);
)",
                  false, 1.5, {1, 0, 0});
    // Turned a quarter about z, then moved 2 along its own x (world y): the box at (0, 2, 0);
    // the sphere moved 2 along the world's x. Nearest box point (0.5, 1.5, 0).
    expect_answer(R"(template <typename S>
void test_turned() {
  fcl::Boxd box(1.0, 1.0, 1.0);
  fcl::Sphered sphere(0.5);
  fcl::Transform3d X_WB = fcl::Transform3d::Identity();
  X_WB.rotate(Eigen::AngleAxisd(M_PI / 2, Eigen::Vector3d::UnitZ())).translate(Eigen::Vector3d(2.0, 0.0, 0.0));
  fcl::Transform3d X_WS = fcl::Transform3d::Identity();
  X_WS.pretranslate(Eigen::Vector3d(2.0, 0.0, 0.0));
  solver.shapeDistance(box, X_WB, sphere, X_WS, &dist, nullptr, nullptr);
  if (dist > tolerance) std::cout << dist;
}
)",
                  false, std::sqrt(2 * 1.5 * 1.5) - 0.5, {std::sqrt(0.5), -std::sqrt(0.5), 0},
                  1e-12);
    expect_answer(R"(#define USE_FAR_POSITION 0
b2Polygon boxA = b2MakeBox(1.0f, 1.0f);
b2Circle circle = {.center = {.y = 0.0f, .x = 0.0f}, .radius = 0.5f};
b2Transform xfA = b2Transform_identity;
b2Transform xfB = {.p = {.x = 3.0f, .y = 0.0f}, .q = {.c = 1.0f, .s = 0.0f}};
#if USE_FAR_POSITION
xfB.p = (b2Vec2){30.0f, 0.0f};
#endif
b2Manifold m = b2CollidePolygonAndCircle(&boxA, xfA, &circle, xfB);
)",
                  false, 1.5, {1, 0, 0});
    // Box2D 2.4's testbed: members declared at the class's end, set in its constructor.
    expect_answer(R"(class DistanceTest : public Test {
public:
	DistanceTest() {
		m_transformA.SetIdentity();
		m_transformA.p.Set(0.0f, -0.2f);
		m_polygonA.SetAsBox(10.0f, 0.2f);
		m_positionB.Set(0.0f, 2.0f);
		m_angleB = 0.0f;
		m_polygonB.SetAsBox(2.0f, 0.1f);
	}
	void Step(Settings& settings) override {
		b2DistanceInput input;
		input.proxyA.Set(&m_polygonA, 0);
		input.proxyB.Set(&m_polygonB, 0);
		input.transformA = m_transformA;
		b2Transform transformB;
		transformB.Set(m_positionB, m_angleB);
		input.transformB = transformB;
		input.useRadii = true;
		b2SimplexCache cache;
		cache.count = 0;
		b2DistanceOutput output;
		b2Distance(&output, &cache, &input);
		for (int32 i = 0; i < 4; ++i) g_debugDraw.DrawPoint(points[i], 4.0f, color);
	}
	b2Vec2 m_positionB;
	float m_angleB;
	b2Transform m_transformA;
	b2PolygonShape m_polygonA;
	b2PolygonShape m_polygonB;
};
)",
                  false, (2.0 - 0.1) - (-0.2 + 0.2) - 0.02, {0, 1, 0}, 1e-6);
    // gdb's repeats written out; its transforms placing the shapes in order.
    expect_answer(
        "$1 = {vertices = {{x = -1, y = -1}, {x = 1, y = -1}, {x = 1, y = 1}, {x = -1, y = 1}, {x "
        "= 0, y = 0} "
        "<repeats 4 times>}, count = 4, radius = 0}\n$2 = {center = {x = 0, y = 0}, radius = 0.5}\n"
        "$3 = {p = {x = 0, y = 0}, q = {c = 1, s = 0}}\n$4 = {p = {x = 3, y = 0}, q = {c = 1, s = "
        "0}}\n",
        false, 1.5, {1, 0, 0});
    // Box2D's main branch: B's transform relative to A's.
    expect_answer(R"(b2Polygon boxA = b2MakeBox(1.0f, 1.0f);
b2Polygon boxB = b2MakeBox(0.5f, 0.5f);
b2Transform xfA = {{1.0f, 0.0f}, b2Rot_identity};
b2Transform xfB = {{4.0f, 0.0f}, b2Rot_identity};
b2DistanceInput input;
input.proxyA = b2MakeProxy(boxA.vertices, boxA.count, boxA.radius);
input.proxyB = b2MakeProxy(boxB.vertices, boxB.count, boxB.radius);
input.transform = b2InvMulTransforms(xfA, xfB);
input.useRadii = true;
b2DistanceOutput output = b2ShapeDistance(&input, &cache, NULL, 0);
)",
                  false, 1.5, {1, 0, 0});
    // An FCL 0.7 dump quoted in a reply, with the reply's own words after it.
    expect_answer(
        "> Error with configuration\n>   Shape 1: Box  1  2  3\n>   X_FS1\n>  1 0 0 0\n>  0 1 0 "
        "0\n>  0 0 1 0\n"
        ">  0 0 0 1\n>   Shape 2: Sphere(0.5)\n>   X_FS2\n>  1 0 0 0\n>  0 1 0 3\n>  0 0 1 0\n>  0 "
        "0 0 1\n\nSame here.\n",
        false, 3 - 1 - 0.5, {0, 1, 0}, 1e-12);
}

// b2ComputeHull as Box2D computes it (hull.c): points closer than 4 linear slops welded, points
// within 2 of a line dropped, and an empty hull refused (b2MakePolygon would make a 0.5 square).
TEST(ImportEngines, Box2dHullsAsBox2dMakesThem) {
    std::string description;
    // The square's corner (1, 1) has a twin 0.015 away: welded, the first kept. The circle 1
    // to the right of the square's side x = 1.
    const Answer a = answer_of(
        R"(b2Vec2 points[] = {{-1.0f, -1.0f}, {1.0f, -1.0f}, {1.0f, 1.0f}, {1.01f, 1.011f}, {-1.0f, 1.0f}};
b2Hull hull = b2ComputeHull(points, 5);
b2Polygon square = b2MakePolygon(&hull, 0.0f);
b2Circle ball = {{0.0f, 0.0f}, 0.5f};
b2Transform xfB = {{2.5f, 0.0f}, {1.0f, 0.0f}};
b2Manifold m = b2CollidePolygonAndCircle(&square, b2Transform_identity, &ball, xfB);
)",
        &description);
    EXPECT_NEAR(a.value, 1.0, 1e-6);
    EXPECT_NE(description.find("b2ComputeHull on line 2 keeps 4 of its 5 points"),
              std::string::npos)
        << description;
    EXPECT_NE(error_of("b2Vec2 sliver[] = {{0.0f, 0.0f}, {10.0f, 0.0f}, {10.0f, 0.01f}};\nb2Hull "
                       "hull = b2ComputeHull(sliver, 3);\n")
                  .find("line 2: b2ComputeHull returns an empty hull for these points"),
              std::string::npos);
}

// gdb's prints of Box2D 2.4's C++ objects: the base-class part (with the polygon's skin) and
// the vtable annotation.
TEST(ImportEngines, GdbPrintsOfCppObjects) {
    expect_answer(
        "(gdb) p *(b2PolygonShape*)fixtureA->m_shape\n"
        "$1 = {<b2Shape> = {_vptr.b2Shape = 0x5555557a1b28 <vtable for b2PolygonShape+16>, m_type "
        "= "
        "b2Shape::e_polygon, m_radius = 0.00999999978}, m_centroid = {x = 0, y = 0}, m_vertices = "
        "{{x = -1, "
        "y = -1}, {x = 1, y = -1}, {x = 1, y = 1}, {x = -1, y = 1}, {x = 0, y = 0} <repeats 4 "
        "times>}, "
        "m_normals = {{x = 0, y = -1}, {x = 1, y = 0}, {x = 0, y = 1}, {x = -1, y = 0}, {x = 0, y "
        "= 0} "
        "<repeats 4 times>}, m_count = 4}\n"
        "(gdb) p *(b2CircleShape*)fixtureB->m_shape\n"
        "$2 = {<b2Shape> = {_vptr.b2Shape = 0x5555557a1a90 <vtable for b2CircleShape+16>, m_type = "
        "b2Shape::e_circle, m_radius = 0.5}, m_p = {x = 0, y = 0}}\n"
        "$3 = {p = {x = 0, y = 0}, q = {c = 1, s = 0}}\n$4 = {p = {x = 3, y = 0}, q = {c = 1, s = "
        "0}}\n",
        false, 3 - 1 - double(0.00999999978f) - 0.5, {1, 0, 0}, 1e-7);
}

}  // namespace
