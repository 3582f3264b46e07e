// Edits a user makes to a scene (2D and 3D) and their undo history.
#include <gtest/gtest.h>

#include "app/scenes.h"

#include "model/editing.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "view/camera3.h"

#include <cmath>
#include <set>

namespace {

using namespace gjklab;
using gjklab::test::two_boxes;

TEST(Editing, DraggingAShapeOnAPathCarriesThePathAndIsSaved) {
    // A lecturer drags B, which follows a path, 1 right and 2 up and turns it 30 degrees: at
    // every time B is where it was, moved and turned so, and the saved scene says so.
    const Scene before = parse_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.25], "path": [
          {"t": 0, "position": [4, 0], "rotation_deg": 170},
          {"t": 1, "position": [2, 1], "rotation": {"cos": 0, "sin": -1}},
          {"t": 2, "position": [0, 3], "rotation_deg": 10}]}]})",
                                     "test");
    Scene s = before;
    move_shape(s, 1, s.shapes[1].entry2().position + glm::dvec2(1, 2));
    rotate_shape(s, 1, s.shapes[1].entry2().rotation_deg + 30);
    const Scene saved = parse_scene(scene_to_json(s), "saved");
    for (double t : {0.0, 0.4, 1.0, 1.7, 2.0}) {
        SCOPED_TRACE("t = " + std::to_string(t));
        const SceneShape b_was = scene_at(before, t).shapes[1],
                         b_now = scene_at(saved, t).shapes[1];
        const auto &was = b_was.entry2(), &now = b_now.entry2();
        EXPECT_NEAR(now.position.x, was.position.x + 1, 1e-12);
        EXPECT_NEAR(now.position.y, was.position.y + 2, 1e-12);
        EXPECT_NEAR(std::remainder(now.rotation_deg - was.rotation_deg - 30, 360.0), 0, 1e-9);
    }
    // 3D: moved and turned 90 degrees about the axis towards the viewer (+z here).
    const Scene before3 = parse_scene(R"({"dimension": 3, "shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 1, 1]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.25, 0.25], "path": [
          {"t": 0, "position": [4, 0, 0]},
          {"t": 2, "position": [0, 3, 1], "rotation_deg": [0, 45, 0]}]}]})",
                                      "test");
    Scene s3 = before3;
    move_shape3(s3, 1, s3.shapes[1].entry3().position + glm::dvec3(1, 2, 3));
    turn_shape3(s3, 1, transform3_of(s3.shapes[1]).r, {0, 0, 1}, -90);
    const Scene saved3 = parse_scene(scene_to_json(s3), "saved");
    const glm::dmat3 turn(glm::dvec3(0, 1, 0), glm::dvec3(-1, 0, 0), glm::dvec3(0, 0, 1));
    for (double t : {0.0, 0.5, 2.0}) {
        SCOPED_TRACE("3D, t = " + std::to_string(t));
        const SceneShape was = scene_at(before3, t).shapes[1], now = scene_at(saved3, t).shapes[1];
        const glm::dvec3 moved = now.entry3().position - was.entry3().position;
        EXPECT_NEAR(glm::length(moved - glm::dvec3(1, 2, 3)), 0, 1e-12);
        const glm::dmat3 expected = turn * transform3_of(was).r, got = transform3_of(now).r;
        for (int c = 0; c < 3; ++c) EXPECT_NEAR(glm::length(got[c] - expected[c]), 0, 1e-9);
    }
}

TEST(Editing, DragMovesAndRotates) {
    Scene s = two_boxes();
    move_shape(s, 1, {2.5, 0.25});
    EXPECT_EQ(s.shapes[1].entry2().position, glm::dvec2(2.5, 0.25));
    rotate_shape(s, 1, 370);
    EXPECT_DOUBLE_EQ(s.shapes[1].entry2().rotation_deg, 10);
    rotate_shape(s, 1, -190);
    EXPECT_DOUBLE_EQ(s.shapes[1].entry2().rotation_deg, 170);
    EXPECT_DOUBLE_EQ(snap(0.37, 0.25), 0.25);
    EXPECT_EQ(snap(glm::dvec2(0.13, -0.4), 0.25), glm::dvec2(0.25, -0.5));
}

TEST(Editing, ConvexityIsRefused) {
    Scene s = two_boxes();
    const Scene before = s;
    // Pull B's vertex (1,-1) (world (5,-1)) inward past the diagonal: not convex any more.
    EditResult r = move_vertex(s, 1, 1, {4.0, 0.2});
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.why.find("convex"), std::string::npos);
    EXPECT_EQ(scene_to_json(s), scene_to_json(before));  // unchanged
    // Outward is fine.
    EXPECT_TRUE(move_vertex(s, 1, 1, {5.5, -1.5}).ok);
    auto& poly = std::get<gjk::PolygonShape>(s.shapes[1].entry2().shape);
    EXPECT_EQ(poly.vertices[1], glm::dvec2(1.5, -1.5));
}

// An edit that takes the query pair out of its precision's range is undone with the reason:
// shapes 1e-12 across are fine in double, not in float.
TEST(Editing, OutOfRangeEditIsRefused) {
    Scene s = parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1e-12,1e-12]},
      {"name":"B","type":"circle","radius":1e-12,"position":[3e-12,0]}]})",
                          "test");
    const Scene before = s;
    s.settings.precision = Precision::Float;
    const std::string why = refuse_out_of_range(s, before);
    EXPECT_NE(why.find("spans only"), std::string::npos) << why;
    EXPECT_EQ(scene_to_json(s), scene_to_json(before));  // back to double
    // In range, the edit stands.
    Scene t = two_boxes();
    const Scene t_before = t;
    move_shape(t, 1, {1e6, 0});
    EXPECT_EQ(refuse_out_of_range(t, t_before), "");
    EXPECT_EQ(t.shapes[1].entry2().position, glm::dvec2(1e6, 0));
}

TEST(Editing, VerticesAddRemoveAndTypes) {
    Scene s = two_boxes();
    ASSERT_TRUE(add_vertex(s, 1).ok);
    EXPECT_EQ(std::get<gjk::PolygonShape>(s.shapes[1].entry2().shape).vertices.size(), 5u);
    ASSERT_TRUE(remove_vertex(s, 1, 0).ok);
    ASSERT_TRUE(remove_vertex(s, 1, 0).ok);
    EXPECT_FALSE(remove_vertex(s, 1, 0).ok);  // a triangle keeps its 3
    EXPECT_FALSE(add_vertex(s, 0).ok);        // a box has no free vertices
    for (const std::string& type : shape_type_names2()) {
        change_type2(s, 2, type);
        EXPECT_EQ(gjk::shape_type_name(s.shapes[2].entry2().shape), type);
        EXPECT_EQ(s.shapes[2].name, "C");
        // Still a valid scene: it saves and loads back.
        EXPECT_NO_THROW(parse_scene(scene_to_json(s), "roundtrip"));
    }
    int d = add_shape2(s, "ellipse", {1, 1});
    EXPECT_EQ(s.shapes[d].name, "D");
    EXPECT_TRUE(delete_shape(s, 0).ok);  // A was queried: the query moves to existing shapes
    EXPECT_GE(s.index_of(s.query_a), 0);
    EXPECT_GE(s.index_of(s.query_b), 0);
    EXPECT_NE(s.query_a, s.query_b);
    EXPECT_TRUE(delete_shape(s, 0).ok);
    EXPECT_FALSE(delete_shape(s, 0).ok);  // two shapes stay
}

TEST(Editing, UndoRedo) {
    Scene s = two_boxes();
    History h;
    EXPECT_FALSE(h.undo(s));
    h.push(s);
    move_shape(s, 1, {3, 3});
    h.push(s);
    rotate_shape(s, 1, 45);
    ASSERT_TRUE(h.undo(s));
    EXPECT_DOUBLE_EQ(s.shapes[1].entry2().rotation_deg, 0);
    EXPECT_EQ(s.shapes[1].entry2().position, glm::dvec2(3, 3));
    ASSERT_TRUE(h.undo(s));
    EXPECT_EQ(s.shapes[1].entry2().position, glm::dvec2(4, 0));
    EXPECT_FALSE(h.undo(s));
    ASSERT_TRUE(h.redo(s));
    ASSERT_TRUE(h.redo(s));
    EXPECT_DOUBLE_EQ(s.shapes[1].entry2().rotation_deg, 45);
    EXPECT_FALSE(h.redo(s));
    h.undo(s);
    h.push(s);  // a new edit drops the redo branch
    EXPECT_FALSE(h.can_redo());
}

TEST(Editing3, EulerAnglesRoundTripAndScreenTurns) {
    // rotation3_deg_of inverts R = Rz Ry Rx, also at y = +-90 degrees (gimbal lock).
    for (glm::dvec3 deg : {glm::dvec3(10, 20, 30), glm::dvec3(-170, 80, 45), glm::dvec3(5, 90, 30),
                           glm::dvec3(0, -90, -60), glm::dvec3(179, -1, -179)}) {
        const glm::dmat3 r = gjk::Transform3<double>::from_euler_deg({0, 0, 0}, deg).r;
        const glm::dmat3 back =
            gjk::Transform3<double>::from_euler_deg({0, 0, 0}, rotation3_deg_of(r)).r;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                EXPECT_NEAR(back[i][j], r[i][j], 1e-9) << deg.x << " " << deg.y;
    }
    // A turn of 30 degrees clockwise on screen turns the shape's points 30 degrees clockwise
    // around it on screen (orthographic-like: a far camera).
    Scene scene = parse_scene(R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,0.5,0.25],"position":[0.5,0,0],"rotation_deg":[10,20,30]},
      {"name":"B","type":"point","position":[5,0,0]}]})",
                              "test");
    Camera3 cam;
    cam.viewport = {{0, 0}, {800, 800}};
    cam.fov_deg = 1;  // nearly orthographic
    cam.frame({-1, -1, -1}, {1, 1, 1});
    const glm::dvec3 p = scene.shapes[0].entry3().position;
    const glm::dvec3 corner = transform3_of(scene.shapes[0]).apply({1, 0.5, 0.25});
    auto screen_angle = [&](const glm::dvec3& q) {
        const glm::dvec2 d = cam.to_screen(q) - cam.to_screen(p);
        return std::atan2(d.y, d.x) * 180 / M_PI;
    };
    const double before = screen_angle(corner);
    turn_shape3(scene, 0, transform3_of(scene.shapes[0]).r, cam.from_eye({0, 0, 1}), 30);
    const double after = screen_angle(transform3_of(scene.shapes[0]).apply({1, 0.5, 0.25}));
    EXPECT_NEAR(std::remainder(after - before - 30, 360), 0, 0.5);
}

TEST(Editing3, AddRetypeAndDeleteShapesOfEveryType) {
    Scene scene = parse_scene(R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,1,1]},
      {"name":"B","type":"sphere","radius":0.5,"position":[3,0,0]}]})",
                              "test");
    for (const std::string& type : shape_type_names3()) {
        const int i = add_shape3(scene, type, {0, 2, 0});
        EXPECT_EQ(gjk::shape_type_name(scene.shapes[i].entry3().shape), type);
        EXPECT_EQ(scene.shapes[i].entry3().position, glm::dvec3(0, 2, 0));
    }
    EXPECT_EQ(scene.shapes.size(), 2 + shape_type_names3().size());
    EXPECT_EQ(scene.shapes[2].name, "C");
    // Every type, then every other type in its place: the scene saves, loads and runs.
    scene.shapes[2].entry3().rotation_deg = {10, 20, 30};
    for (const std::string& type : shape_type_names3()) {
        change_type3(scene, 2, type);
        EXPECT_EQ(gjk::shape_type_name(scene.shapes[2].entry3().shape), type);
        EXPECT_EQ(scene.shapes[2].entry3().rotation_deg, glm::dvec3(10, 20, 30));
        scene.query_a = "C";
        const Scene again = parse_scene(scene_to_json(scene), "saved");
        const Timeline3 t = build_timeline3(again);
        EXPECT_GT(t.size(), 0) << type;
    }
    EXPECT_TRUE(delete_shape(scene, 2).ok);
    EXPECT_NE(scene.index_of(scene.query_a), -1);  // the query moved to a shape that exists

    // A polytope's points: a fifth point makes a pyramid; four in a plane are refused.
    change_type3(scene, 2, "polytope");
    ASSERT_TRUE(set_polytope_points(scene, 2, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}).ok);
    EXPECT_TRUE(
        set_polytope_points(scene, 2, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}}).ok);
    EXPECT_EQ(std::get<gjk::PolytopeShape3>(scene.shapes[2].entry3().shape).vertices.size(), 5u);
    const EditResult flat =
        set_polytope_points(scene, 2, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}});
    EXPECT_FALSE(flat.ok);
    EXPECT_NE(flat.why.find(scene.shapes[2].name), std::string::npos) << flat.why;
    EXPECT_EQ(scene.shapes[2].entry3().source_points.size(), 5u);  // unchanged by the refusal
}

}  // namespace
