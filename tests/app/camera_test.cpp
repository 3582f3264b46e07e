// The 2D camera and the orbiting 3D camera: world to screen and back, zoom, framing.
#include <gtest/gtest.h>

#include "view/camera2.h"
#include "view/camera3.h"

#include <cmath>
#include <set>

namespace {

using namespace gjklab;

TEST(Camera2, RoundTripAndZoomAroundCursor) {
    Camera2 c;
    c.viewport = {{100, 50}, {900, 650}};
    c.center = {2, -1};
    c.scale = 40;
    glm::dvec2 w{3.5, 7.25};
    glm::dvec2 back = c.to_world(c.to_screen(w));
    EXPECT_NEAR(back.x, w.x, 1e-12);
    EXPECT_NEAR(back.y, w.y, 1e-12);
    EXPECT_LT(c.to_screen({2, 0}).y, c.to_screen({2, -1}).y);  // world y up, screen y down
    glm::dvec2 cursor{300, 200};
    glm::dvec2 under = c.to_world(cursor);
    c.zoom_at(cursor, 2.5);
    EXPECT_NEAR(c.to_world(cursor).x, under.x, 1e-12);
    EXPECT_NEAR(c.to_world(cursor).y, under.y, 1e-12);
    EXPECT_DOUBLE_EQ(c.scale, 100);
    glm::dvec2 before = c.to_world({500, 350});
    c.pan({10, -20});  // dragging right moves the world right: the point under x+10 is the old one
    EXPECT_NEAR(c.to_world({510, 330}).x, before.x, 1e-12);
    EXPECT_NEAR(c.to_world({510, 330}).y, before.y, 1e-12);
}

TEST(Camera2, FrameFitsTheBox) {
    Camera2 c;
    c.viewport = {{0, 0}, {800, 600}};
    c.frame({-1, -2}, {3, 2});
    for (glm::dvec2 corner : {glm::dvec2(-1, -2), glm::dvec2(3, 2)}) {
        glm::dvec2 p = c.to_screen(corner);
        EXPECT_TRUE(c.viewport.contains(p));
    }
}

TEST(Camera3, ProjectsTheTargetToTheCentreAndKeepsSides) {
    Camera3 cam;
    cam.viewport = {{100, 50}, {500, 350}};
    cam.yaw_deg = 0;
    cam.pitch_deg = 0;
    cam.frame({-1, -1, -1}, {1, 1, 1});
    const glm::dvec2 c = cam.to_screen(cam.target);
    EXPECT_NEAR(c.x, 300, 1e-9);
    EXPECT_NEAR(c.y, 200, 1e-9);
    EXPECT_GT(cam.to_screen({1, 0, 0}).x, c.x);              // x right
    EXPECT_LT(cam.to_screen({0, 1, 0}).y, c.y);              // y up (screen y grows down)
    EXPECT_LT(cam.depth({0, 0, 1}), cam.depth({0, 0, -1}));  // +z towards the viewer
    EXPECT_TRUE(cam.faces_eye({0, 0, 1}, {0, 0, 1}));
    EXPECT_FALSE(cam.faces_eye({0, 0, -1}, {0, 0, -1}));
    // The framed box stays inside the viewport from any angle.
    for (double yaw : {0.0, 40.0, 135.0})
        for (double pitch : {-60.0, 0.0, 30.0}) {
            cam.yaw_deg = yaw;
            cam.pitch_deg = pitch;
            for (int k = 0; k < 8; ++k) {
                const glm::dvec3 corner{k & 1 ? 1 : -1, k & 2 ? 1 : -1, k & 4 ? 1 : -1};
                EXPECT_TRUE(cam.viewport.contains(cam.to_screen(corner))) << yaw << " " << pitch;
            }
        }
    cam.orbit({10, 1000});
    EXPECT_LE(cam.pitch_deg, 89);
}

// Where a direction points, in the words a caption uses: from straight ahead, x is right, y up,
// z towards you; turned half way round, x is left and z away; small components left out.
/// A camera looking straight ahead (no yaw, no pitch): x right, y up, z towards you.
Camera3 straight_ahead() {
    Camera3 cam;
    cam.viewport = {{0, 0}, {400, 300}};
    cam.yaw_deg = 0;
    cam.pitch_deg = 0;
    return cam;
}

TEST(Camera3, DirectionWordsNameWhereAnArrowPointsOnScreen) {
    Camera3 cam = straight_ahead();
    EXPECT_EQ(direction_words(cam, {1, 0, 0}), "right");
    EXPECT_EQ(direction_words(cam, {0, -2, 0}), "down");
    EXPECT_EQ(direction_words(cam, {0, 0, 1}), "towards you");
    EXPECT_EQ(direction_words(cam, {1, 0.9, 1.1}), "right, up and towards you");
    EXPECT_EQ(direction_words(cam, {0.762, 0.5214, 0.3842}), "right and up");  // z too small to say
    EXPECT_EQ(direction_words(cam, {1, 0.1, -0.2}), "right");
    EXPECT_EQ(direction_words(cam, {0, 0, 0}), "no direction");
    cam.yaw_deg = 180;
    EXPECT_EQ(direction_words(cam, {1, 0, 0}), "left");
    EXPECT_EQ(direction_words(cam, {0, 0, 1}), "away from you");
    cam.yaw_deg = 0;
    cam.pitch_deg = 60;  // seen from high above: up (y) mostly comes towards you
    EXPECT_EQ(direction_words(cam, {0, 1, 0}), "towards you");
    cam.pitch_deg = 45;
    EXPECT_EQ(direction_words(cam, {0, 1, 0}), "up and towards you");
    cam.pitch_deg = 22;  // the usual view, a little above: up reads "up"
    EXPECT_EQ(direction_words(cam, {0.087, 0.985, 0.15}), "up");
}

// The same as a unit vector in screen terms, the largest part first, the depth part always
// said: the number a reader would get by dotting with the legend's "towards you" vector.
TEST(Camera3, DirectionPartsGiveTheScreenComponents) {
    Camera3 cam = straight_ahead();
    EXPECT_EQ(direction_parts(cam, {2, 0, 0}), "1.00 right");
    EXPECT_EQ(direction_parts(cam, {0.762, 0.5214, 0.3842}),
              "0.76 right, 0.52 up, 0.38 towards you");
    EXPECT_EQ(direction_parts(cam, {0, -0.6, -0.8}), "0.80 away from you, 0.60 down");
    EXPECT_EQ(direction_parts(cam, {1, 0.001, 0}), "1.00 right");  // a part under 0.005 is left out
    EXPECT_EQ(direction_parts(cam, {0, 0, 0}), "no direction");
    cam.yaw_deg = 180;
    EXPECT_EQ(direction_parts(cam, {0, 0, 1}), "1.00 away from you");
}

}  // namespace
