// What is under the cursor, 2D and 3D: shapes, their vertices, simplex vertices.
#include <gtest/gtest.h>

#include "app/scenes.h"

#include "model/editing.h"
#include "model/hit_test2.h"
#include "model/hit_test3.h"
#include "model/timeline3.h"

#include <cmath>
#include <set>

namespace {

using namespace gjklab;
using gjklab::test::two_boxes;

TEST(HitTest, ShapesVerticesAndSimplex) {
    Scene s = two_boxes();
    Timeline2 t = build_timeline2(s);
    EXPECT_EQ(hit_shape(s, t, {0.5, 0.5}, 0.01), 0);  // inside A
    EXPECT_EQ(hit_shape(s, t, {1.005, 0}, 0.01), 0);  // just outside, within tolerance
    EXPECT_EQ(hit_shape(s, t, {2.0, 0}, 0.01), -1);   // between the boxes
    EXPECT_EQ(hit_shape(s, t, {4, 0.3}, 0.01), 1);
    EXPECT_EQ(hit_shape(s, t, {0, 5.4}, 0.01), 2);       // the circle
    EXPECT_EQ(hit_vertex(t, 1, {3.02, 0.99}, 0.05), 3);  // B's top-left corner (-1, 1) + (4, 0)
    EXPECT_EQ(hit_vertex(t, 1, {4, 0}, 0.05), -1);
    // The last step's simplex: each vertex is found at its Minkowski point and its supports.
    const int last = t.size() - 1;
    const auto* v = displayed_vertices(t, last);
    ASSERT_TRUE(v && !v->empty());
    EXPECT_EQ(hit_simplex_vertex(t, last, (*v)[0].point, 1e-6), 0);
    EXPECT_EQ(hit_support_point(t, last, (*v)[0].a, 1e-6), 0);
}

TEST(HitTest3, PicksTheNearestShapeUnderTheCursor) {
    Scene scene = parse_scene(R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,1,1]},
      {"name":"B","type":"sphere","radius":0.5,"position":[0,0,3]},
      {"name":"C","type":"segment","a":[4,0,0],"b":[4,2,0]}]})",
                              "test");
    const Timeline3 t = build_timeline3(scene);
    Camera3 cam;
    cam.viewport = {{0, 0}, {800, 600}};
    cam.yaw_deg = 0;
    cam.pitch_deg = 0;  // looking down -z: B (z = 3) is in front of A
    cam.frame({-1, -1, -1}, {5, 2, 4});
    EXPECT_EQ(pick_shape3(cam, t, cam.to_screen({0, 0, 3}), 9), 1);      // B covers A there
    EXPECT_EQ(pick_shape3(cam, t, cam.to_screen({0.8, 0.8, 1}), 9), 0);  // A beside B
    EXPECT_EQ(pick_shape3(cam, t, cam.to_screen({4, 1, 0}) + glm::dvec2(4, 0), 9), 2);
    EXPECT_EQ(pick_shape3(cam, t, cam.to_screen({2.5, -0.8, 0}), 9), -1);  // between them
    // Seen from behind, A is in front of B.
    cam.yaw_deg = 180;
    EXPECT_EQ(pick_shape3(cam, t, cam.to_screen({0, 0, 0}), 9), 0);
    // A drag of 100 pixels moves a point by 100 pixels on screen, in the plane facing the eye.
    cam.yaw_deg = -35;
    cam.pitch_deg = 22;
    const glm::dvec3 p{0.3, 0.2, -0.1};
    const glm::dvec3 moved = p + cam.screen_to_world_delta(p, {100, -40});
    EXPECT_NEAR(glm::length(cam.to_screen(moved) - cam.to_screen(p) - glm::dvec2(100, -40)), 0,
                1.5);
    EXPECT_NEAR(cam.depth(moved), cam.depth(p), 1e-9);
}

TEST(HitTest3, PicksSimplexVerticesInBothViews) {
    const Timeline3 t = build_timeline3(
        load_scene(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/20_3d_boxes_epa.json"));
    const int step = 2;  // a triangle
    const auto* vs = displayed_vertices(t, step);
    ASSERT_TRUE(vs);
    ASSERT_EQ(vs->size(), 3u);
    Camera3 cam;
    cam.viewport = {{0, 0}, {1000, 800}};
    cam.frame({-3, -3, -3}, {3, 3, 3});
    for (int k = 0; k < 3; ++k) {
        EXPECT_EQ(pick_vertex3(cam, t, step, cam.to_screen((*vs)[k].point), 9, false), k);
        EXPECT_EQ(pick_vertex3(cam, t, step, cam.to_screen((*vs)[k].a), 9, true), k);
    }
    EXPECT_EQ(pick_vertex3(cam, t, step, {-500, -500}, 9, false), -1);
    EXPECT_EQ(displayed_vertices(t, t.size() - 1)->size(),
              t.epa_step(t.size() - 1)->vertices.size());
}

}  // namespace

namespace {

// Dragging a polygon's vertex handle moves that vertex and no other, however far the drag
// goes: each move can renumber the polygon (it is kept counter-clockwise from a canonical first
// vertex), and the drag follows the moved vertex to its new number. The lecturer's case: the
// default scene's pentagon, a0 dragged down-left in small steps.
TEST(HitTest, ADragMovesOneVertexWhateverTheRenumbering) {
    Scene s = load_scene(gjklab::test::preset("default.json"));
    const auto start = std::get<gjk::PolygonShape>(s.shapes[0].entry2().shape).vertices;
    int renumbered = 0;  // drags whose vertex changed number on the way (the case that broke)
    for (size_t k = 0; k < start.size(); ++k) {
        Scene edited = s;
        const Timeline2 t = build_timeline2(edited);
        const glm::dvec2 grabbed = t.shapes[0].core_vertices[k];
        int vertex = hit_vertex(t, 0, grabbed, 0.05);
        ASSERT_EQ(vertex, int(k));
        // 20 small steps, 0.05 each, down-left: the vertex becomes the lowest and leftmost.
        glm::dvec2 at = grabbed;
        for (int step = 0; step < 20; ++step) {
            at += glm::dvec2(-0.035, -0.035);
            const EditResult r = move_vertex(edited, 0, vertex, at);
            if (!r.ok) break;  // refused (would not be convex): the drag stays where it was
            // The result names the moved vertex by its new number: it is under the pointer.
            ASSERT_LT(
                glm::length(build_timeline2(edited).shapes[0].core_vertices.at(size_t(r.vertex)) -
                            at),
                1e-9);
            renumbered += r.vertex != vertex;
            vertex = r.vertex;
        }
        // The other vertices are where they were; the moved one is under the pointer.
        const Timeline2 after = build_timeline2(edited);
        const auto& moved = after.shapes[0].core_vertices;
        ASSERT_EQ(moved.size(), start.size());
        int unchanged = 0;
        for (const glm::dvec2& p : moved)
            for (const glm::dvec2& q : t.shapes[0].core_vertices)
                unchanged += glm::length(p - q) < 1e-9;
        EXPECT_EQ(unchanged, int(start.size()) - 1) << "vertex " << k;
    }
    EXPECT_GT(renumbered, 0);
}

}  // namespace
