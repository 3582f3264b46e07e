// Box2D 2.4's own b2World::Dump, called every step and the dumps logged one after the other
// (each with a "// frame N" line), imported as one scene: its moving bodies follow paths that
// pass through every pose Box2D dumped, and each frame answers as b2Distance does.
// A trajectory from Box2D 2.4 itself (Debian's libbox2d-dev): a box dropped spinning onto the
// ground, its pose logged each step as a Box2D user prints it (GetPosition, GetAngle), imported
// (scene/trajectory.h) and played back: at every frame the scene moved there must answer as
// Box2D's b2Distance does on the same poses.
#include <box2d/b2_body.h>
#include <box2d/b2_circle_shape.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_fixture.h>
#include <box2d/b2_polygon_shape.h>
#include <box2d/b2_revolute_joint.h>
#include <box2d/b2_world.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "scene/import.h"
#include "scratch_dir.h"

#include "scene/evaluate.h"
#include "scene/motion.h"
#include "scene/scene.h"
#include "scene/trajectory.h"

namespace {

using namespace gjklab;

/// A Box2D 2.4 world: a static ground box of half width `ground_half_width` (half height 0.5)
/// and a 1 x 0.6 box above it, turned 0.4 rad and spinning at 2 rad/s, about to fall.
struct DroppedBox {
    b2World world{b2Vec2(0, -10)};
    b2PolygonShape ground_box, box;
    b2Body* ground = nullptr;
    b2Body* body = nullptr;
    explicit DroppedBox(float ground_half_width) {
        b2BodyDef ground_def;
        ground = world.CreateBody(&ground_def);
        ground_box.SetAsBox(ground_half_width, 0.5f);
        ground->CreateFixture(&ground_box, 0);
        b2BodyDef def;
        def.type = b2_dynamicBody;
        def.position.Set(0.3f, 3);
        def.angle = 0.4f;
        def.angularVelocity = 2;
        body = world.CreateBody(&def);
        box.SetAsBox(0.5f, 0.3f);
        body->CreateFixture(&box, 1);
    }
};

/// What b2World::Dump writes (it writes box2d_dump.inl in the working folder).
std::string dump_of(b2World& world, const std::string& folder) {
    const auto was = std::filesystem::current_path();
    std::filesystem::current_path(folder);
    world.Dump();
    std::filesystem::current_path(was);
    std::ifstream in(folder + "/box2d_dump.inl");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(TrajectoryFromBox2D, RepeatedWorldDumpsAreAScenesPaths) {
    const gjklab::testing_support::ScratchDir dir("gjklab_box2d_dump");
    DroppedBox drop(3);
    b2World& world = drop.world;
    b2Body* ground = drop.ground;
    b2Body* box = drop.body;
    const b2PolygonShape& ground_box = drop.ground_box;
    const b2PolygonShape& box_shape = drop.box;
    // A pendulum on a revolute joint: the dump's joint block is read past.
    b2BodyDef bob_def;
    bob_def.type = b2_dynamicBody;
    bob_def.position.Set(-2, 3);
    b2Body* bob = world.CreateBody(&bob_def);
    b2CircleShape bob_shape;
    bob_shape.m_radius = 0.25f;
    bob->CreateFixture(&bob_shape, 1);
    b2RevoluteJointDef hinge;
    hinge.Initialize(ground, bob, b2Vec2(-1, 3));
    world.CreateJoint(&hinge);

    std::string log;
    std::vector<b2Transform> poses_box, poses_bob;
    constexpr int kFrames = 40;
    for (int frame = 0; frame < kFrames; ++frame) {
        log += "// frame " + std::to_string(2 * frame) + "\n" + dump_of(world, dir.path());
        poses_box.push_back(box->GetTransform());
        poses_bob.push_back(bob->GetTransform());
        world.Step(1.0f / 60, 8, 3);
    }
    ASSERT_NE(log.find("b2RevoluteJointDef jd;"), std::string::npos);
    ASSERT_NE(log.find("b2Alloc("), std::string::npos);
    // The frame lines count every other step: frame 2k is at t = 2k / 120 at 120 frames a second.
    const Scene scene =
        parse_scene(import_scene({{log, ImportFormat::Auto, "dump.inl", 120}}), "imported");
    // Box2D dumps its bodies newest first (b2World::CreateBody puts a body at the list's head):
    // the bob, the box, the ground.
    ASSERT_EQ(scene.shapes.size(), 3u);
    const int at_bob = 0, at_box = 1, at_ground = 2;
    EXPECT_TRUE(std::holds_alternative<gjk::CircleShape>(scene.shapes[at_bob].entry2().shape));
    EXPECT_TRUE(scene.shapes[at_ground].motion.path.empty());  // the ground stays
    ASSERT_EQ(scene.shapes[at_box].motion.path.size(), size_t(kFrames));
    ASSERT_EQ(scene.shapes[at_bob].motion.path.size(), size_t(kFrames));
    EXPECT_NEAR(scene.time.duration, 2.0 * (kFrames - 1) / 120, 1e-12);
    int apart = 0;
    for (int frame = 0; frame < kFrames; ++frame) {
        SCOPED_TRACE("frame " + std::to_string(frame));
        const Scene at = scene_at(scene, frame / 60.0);
        for (const auto& [k, pose] : {std::pair{at_box, poses_box[size_t(frame)]},
                                      std::pair{at_bob, poses_bob[size_t(frame)]}}) {
            const gjk::Transform2<double> x = transform2_of(at.shapes[size_t(k)]);
            EXPECT_NEAR(x.p.x, pose.p.x, 1e-6);
            EXPECT_NEAR(x.p.y, pose.p.y, 1e-6);
            if (k == at_bob) continue;  // a circle: its centre is all there is of its pose
            EXPECT_NEAR(x.c, pose.q.c, 1e-6);
            EXPECT_NEAR(x.s, pose.q.s, 1e-6);
        }
        // Ground against the box: the distance b2Distance finds between their cores.
        Scene pair = at;
        pair.query_a = pair.shapes[at_ground].name;
        pair.query_b = pair.shapes[at_box].name;
        const QueryReport ours = run_query(pair);
        b2DistanceInput in;
        in.proxyA.Set(&ground_box, 0);
        in.proxyB.Set(&box_shape, 0);
        in.transformA = ground->GetTransform();
        in.transformB = poses_box[size_t(frame)];
        in.useRadii = true;  // the dump's polygons carry b2_polygonRadius, as the scene's do
        b2SimplexCache cache;
        cache.count = 0;
        b2DistanceOutput out;
        b2Distance(&out, &cache, &in);
        if (out.distance > 1e-3) {  // apart: the same gap (touching: Box2D says 0)
            EXPECT_NEAR(ours.result.distance, out.distance, 2e-5);
            ++apart;
        }
    }
    EXPECT_GT(apart, 10);
    // A frame out of order is one error naming its line.
    const std::string bad =
        "// frame 5\n" + dump_of(world, dir.path()) + "// frame 3\n" + dump_of(world, dir.path());
    try {
        import_scene({{bad, ImportFormat::Auto, "bad.inl", 60}});
        ADD_FAILURE() << "a frame before the one before was read";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("bad.inl: line "), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("is not after the frame before"), std::string::npos)
            << e.what();
    }
}

TEST(TrajectoryFromBox2D, EveryFrameAnswersAsBox2D) {
    DroppedBox drop(2);
    b2World& world = drop.world;
    b2Body* ground = drop.ground;
    b2Body* body = drop.body;
    const b2PolygonShape& ground_box = drop.ground_box;
    const b2PolygonShape& box = drop.box;

    std::string log = "frame,x,y,angle\n";
    std::vector<b2Transform> poses;
    for (int frame = 0; frame < 90; ++frame) {
        char row[160];
        std::snprintf(row, sizeof row, "%d, %.9g, %.9g, %.9g\n", frame,
                      double(body->GetPosition().x), double(body->GetPosition().y),
                      double(body->GetAngle()));
        log += row;
        poses.push_back(body->GetTransform());
        world.Step(1.0f / 60, 8, 3);
    }
    Scene scene = parse_scene(R"({"shapes": [
        {"name": "ground", "type": "box", "half_extents": [2, 0.5]},
        {"name": "box", "type": "box", "half_extents": [0.5, 0.3]}]})",
                              "scene");
    apply_trajectory(scene, log, "box2d.log", 60);
    EXPECT_NEAR(scene.time.duration, 89.0 / 60, 1e-12);
    int separated = 0, touching = 0;
    for (int frame = 0; frame < 90; ++frame) {
        const QueryReport ours = run_query(scene_at(scene, frame / 60.0));
        b2DistanceInput in;
        in.proxyA.Set(&ground_box, 0);
        in.proxyB.Set(&box, 0);
        in.transformA = ground->GetTransform();
        in.transformB = poses[size_t(frame)];
        in.useRadii = false;  // the boxes' cores: Box2D's polygon skin left out, as ours has none
        b2SimplexCache cache;
        cache.count = 0;
        b2DistanceOutput out;
        b2Distance(&out, &cache, &in);
        // The same distance between the cores at every frame; in flight and once it rests on
        // the ground, its polygon skins (2 x b2_polygonRadius) a little apart.
        ASSERT_FALSE(ours.result.intersecting) << "frame " << frame;
        EXPECT_NEAR(ours.result.distance, out.distance, 2e-5) << "frame " << frame;
        (out.distance > 3 * b2_polygonRadius ? separated : touching)++;
    }
    EXPECT_GT(separated, 20);  // it falls...
    EXPECT_GT(touching, 5);    // ...and lands
}

}  // namespace
