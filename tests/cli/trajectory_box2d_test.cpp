// A trajectory from Box2D 2.4 itself (Debian's libbox2d-dev): a box dropped spinning onto the
// ground, its pose logged each step as a Box2D user prints it (GetPosition, GetAngle), imported
// (scene/trajectory.h) and played back: at every frame the scene moved there must answer as
// Box2D's b2Distance does on the same poses.
#include <box2d/b2_body.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_fixture.h>
#include <box2d/b2_polygon_shape.h>
#include <box2d/b2_world.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "scene/evaluate.h"
#include "scene/motion.h"
#include "scene/scene.h"
#include "scene/trajectory.h"

namespace {

using namespace gjklab;

TEST(TrajectoryFromBox2D, EveryFrameAnswersAsBox2D) {
    b2World world(b2Vec2(0, -10));
    b2BodyDef ground_def;
    b2Body* ground = world.CreateBody(&ground_def);
    b2PolygonShape ground_box;
    ground_box.SetAsBox(2, 0.5f);
    ground->CreateFixture(&ground_box, 0);
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position.Set(0.3f, 3);
    def.angle = 0.4f;
    def.angularVelocity = 2;
    b2Body* body = world.CreateBody(&def);
    b2PolygonShape box;
    box.SetAsBox(0.5f, 0.3f);
    body->CreateFixture(&box, 1);

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
