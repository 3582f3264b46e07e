// The app's logic without a window: hit testing, dragging, editing, convexity refusal, undo and
// redo, timeline clamping, view transforms.
#include <gtest/gtest.h>

#include "model/editing.h"
#include "model/hit_test2.h"
#include "model/hit_test3.h"
#include "model/mesh3.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/label_layout.h"
#include "view/camera2.h"
#include "view/camera3.h"

#include <set>

namespace {

using namespace gjklab;

Scene two_boxes() {
    return parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"polygon","vertices":[[-1,-1],[1,-1],[1,1],[-1,1]],"position":[4,0]},
      {"name":"C","type":"circle","radius":0.5,"position":[0,5]}]})",
                       "test");
}

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

TEST(Editing, DragMovesAndRotates) {
    Scene s = two_boxes();
    move_shape(s, 1, {2.5, 0.25});
    EXPECT_EQ(s.shapes[1].position, glm::dvec2(2.5, 0.25));
    rotate_shape(s, 1, 370);
    EXPECT_DOUBLE_EQ(s.shapes[1].rotation_deg, 10);
    rotate_shape(s, 1, -190);
    EXPECT_DOUBLE_EQ(s.shapes[1].rotation_deg, 170);
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
    auto& poly = std::get<gjk::PolygonShape>(s.shapes[1].shape);
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
    EXPECT_EQ(t.shapes[1].position, glm::dvec2(1e6, 0));
}

// A shape's name sits at its position when that is inside it, else at the middle of its
// outline (a polygon given in world coordinates, positioned at the origin).
TEST(Timeline2, NameAnchorStaysOnTheShape) {
    Scene s = parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1],"position":[3,1]},
      {"name":"B","type":"polygon","vertices":[[4,5],[6,5],[6,7],[4,7]]}]})",
                          "test");
    EXPECT_EQ(shape_geometry(s.shapes[0]).name_anchor(), glm::dvec2(3, 1));
    const glm::dvec2 b = shape_geometry(s.shapes[1]).name_anchor();
    EXPECT_NEAR(b.x, 5, 1e-12);
    EXPECT_NEAR(b.y, 6, 1e-12);
}

TEST(Editing, VerticesAddRemoveAndTypes) {
    Scene s = two_boxes();
    ASSERT_TRUE(add_vertex(s, 1).ok);
    EXPECT_EQ(std::get<gjk::PolygonShape>(s.shapes[1].shape).vertices.size(), 5u);
    ASSERT_TRUE(remove_vertex(s, 1, 0).ok);
    ASSERT_TRUE(remove_vertex(s, 1, 0).ok);
    EXPECT_FALSE(remove_vertex(s, 1, 0).ok);  // a triangle keeps its 3
    EXPECT_FALSE(add_vertex(s, 0).ok);        // a box has no free vertices
    for (const std::string& type : shape_type_names2()) {
        change_type2(s, 2, type);
        EXPECT_EQ(gjk::shape_type_name(s.shapes[2].shape), type);
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
    EXPECT_DOUBLE_EQ(s.shapes[1].rotation_deg, 0);
    EXPECT_EQ(s.shapes[1].position, glm::dvec2(3, 3));
    ASSERT_TRUE(h.undo(s));
    EXPECT_EQ(s.shapes[1].position, glm::dvec2(4, 0));
    EXPECT_FALSE(h.undo(s));
    ASSERT_TRUE(h.redo(s));
    ASSERT_TRUE(h.redo(s));
    EXPECT_DOUBLE_EQ(s.shapes[1].rotation_deg, 45);
    EXPECT_FALSE(h.redo(s));
    h.undo(s);
    h.push(s);  // a new edit drops the redo branch
    EXPECT_FALSE(h.can_redo());
}

TEST(Timeline2, StepsAndClamping) {
    Scene s = parse_scene(R"({"shapes":[{"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[1,1],"position":[1.5,0.5]}]})",
                          "t");
    Timeline2 t = build_timeline2(s);
    ASSERT_GT(t.gjk_count(), 0);
    ASSERT_GT(t.size(), t.gjk_count());  // overlapping: EPA steps follow
    EXPECT_EQ(t.clamp(-5), 0);
    EXPECT_EQ(t.clamp(1000), t.size() - 1);
    EXPECT_FALSE(t.is_epa(0));
    EXPECT_TRUE(t.is_epa(t.size() - 1));
    EXPECT_EQ(t.step_name(0), "GJK 1/" + std::to_string(t.gjk_count()));
    EXPECT_FALSE(t.explanation(t.size() - 1).empty());
    EXPECT_TRUE(t.minkowski_exact);
    // Two axis-aligned squares: parallel edges merge, A - B is a square twice the size.
    ASSERT_EQ(t.minkowski.size(), 4u);
    for (auto& v : t.minkowski) {
        EXPECT_DOUBLE_EQ(std::abs(v.point.x + 1.5), 2.0);
        EXPECT_DOUBLE_EQ(std::abs(v.point.y + 0.5), 2.0);
    }
}

}  // namespace

// Label placement: a label that would cover another label, or the marker of a point another
// label names, moves to another side of its anchor; a repeat of the same text stays out, and
// one with no free side stays out.
namespace {
gjklab::LabelBox label_box(float x, float y, const std::string& text, int priority = 1) {
    return {{x, y}, {40, 12}, priority, text};
}
}  // namespace

TEST(LabelLayout, CoveredLabelMovesRepeatsAndCrowdedOnesStayOut) {
    using gjklab::layout_labels;
    // The first (higher priority) keeps its spot; the second moves left of its anchor.
    auto placed = layout_labels({label_box(100, 100, "w1", 2), label_box(90, 104, "v")});
    ASSERT_EQ(placed.size(), 2u);
    EXPECT_EQ(placed[0].index, 0u);
    EXPECT_EQ(placed[1].index, 1u);
    EXPECT_FLOAT_EQ(placed[1].at.x, 90 - 54);
    EXPECT_FLOAT_EQ(placed[1].at.y, 104);
    // The same text on the same spot is said once.
    EXPECT_EQ(layout_labels({label_box(100, 100, "a3"), label_box(102, 101, "a3")}).size(), 1u);
    // Surrounded on every side it may try: left out. With the spot below free, it goes there.
    std::vector<gjklab::LabelBox> crowd = {
        label_box(100, 100, "x", 2), label_box(46, 100, "l", 2),  label_box(100, 78, "u", 2),
        label_box(46, 78, "lu", 2),  label_box(46, 122, "dl", 2), label_box(100, 100, "late")};
    auto below = layout_labels(crowd);
    ASSERT_EQ(below.size(), 6u);
    EXPECT_EQ(below.back().index, 5u);
    EXPECT_FLOAT_EQ(below.back().at.x, 100);
    EXPECT_FLOAT_EQ(below.back().at.y, 122);
    crowd.insert(crowd.begin(), label_box(100, 122, "d", 2));
    EXPECT_EQ(layout_labels(crowd).size(), 6u);  // "late" left out
    // A label keeps clear of the point another label names, though that label found no room.
    gjklab::LabelBox named = label_box(300, 300, "w2");
    named.anchor = {310, 306};  // inside the next label's spot
    gjklab::LabelBox v = label_box(290, 300, "v", 3);
    v.anchor = {290, 300};
    auto around = layout_labels({named, v});
    ASSERT_EQ(around.size(), 2u);
    EXPECT_EQ(around[0].index, 1u);  // v first (priority), moved off w2's marker
    EXPECT_FLOAT_EQ(around[0].at.x, 290 - 54);
    EXPECT_FLOAT_EQ(around[0].at.y, 300);
    // The same words for the same point are said once, even when the first had to move.
    gjklab::LabelBox first = label_box(500, 500, "a25"), again = first,
                     blocker = label_box(500, 500, "B", 3);
    first.anchor = again.anchor = {495, 505};
    EXPECT_EQ(layout_labels({blocker, first, again}).size(), 2u);
    // Priority 0 (tick labels) is drawn anyway, last.
    auto ticks = layout_labels({label_box(0, 0, "0", 0), label_box(0, 0, "title", 5)});
    ASSERT_EQ(ticks.size(), 2u);
    EXPECT_EQ(ticks[1].index, 0u);
}

// --- 3D views: meshes, the orbiting camera, the 3D timeline ---

namespace {

using namespace gjklab;

TEST(Mesh3, BoxIsEightCornersTwelveTrianglesTwelveCreases) {
    gjk::Body3<double> box{gjk::make_core3<double>(gjk::BoxShape3{{1, 2, 3}}),
                           gjk::Transform3<double>::from_euler_deg({1, 0, 0}, {10, 20, 30})};
    bool exact = false;
    const Mesh3 m = body_mesh(box, exact);
    EXPECT_TRUE(exact);
    EXPECT_EQ(m.points.size(), 8u);
    EXPECT_EQ(m.faces.size(), 12u);
    EXPECT_EQ(m.edges.size(), 12u);  // the diagonals of the square faces are not creases
    EXPECT_NEAR(glm::length(m.centre - glm::dvec3(1, 0, 0)), 0, 1e-12);
}

TEST(Mesh3, SampledSphereIsClosedAndOnTheSurface) {
    gjk::Body3<double> ball{gjk::make_core3<double>(gjk::SphereShape3{0.7}),
                            gjk::Transform3<double>::from_euler_deg({0, 2, 0}, {0, 0, 0})};
    bool exact = true;
    const Mesh3 m = body_mesh(ball, exact);
    EXPECT_FALSE(exact);
    ASSERT_GT(m.points.size(), 500u);
    for (const auto& p : m.points) EXPECT_NEAR(glm::length(p - glm::dvec3(0, 2, 0)), 0.7, 1e-9);
    // Closed: Euler's formula over the triangles' edges.
    std::set<std::pair<int, int>> edges;
    for (const auto& f : m.faces)
        for (int k = 0; k < 3; ++k) edges.insert(std::minmax(f[k], f[(k + 1) % 3]));
    EXPECT_EQ(int(m.points.size()) - int(edges.size()) + int(m.faces.size()), 2);
    EXPECT_TRUE(m.edges.empty());  // smooth: no creases
}

TEST(Mesh3, MinkowskiMeshHasTheSupportOfADifference) {
    gjk::PolytopeShape3 tetra;
    std::string error;
    ASSERT_TRUE(gjk::make_polytope({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, tetra, error));
    gjk::Body3<double> a{gjk::make_core3<double>(tetra),
                         gjk::Transform3<double>::from_euler_deg({0.2, 0, 0}, {0, 30, 0})};
    gjk::Body3<double> b{gjk::make_core3<double>(gjk::BoxShape3{{0.5, 0.25, 0.75}}),
                         gjk::Transform3<double>::from_euler_deg({1, 1, 0}, {15, 0, 45})};
    bool exact = false;
    const Mesh3 m = minkowski_mesh(a, b, exact);
    EXPECT_TRUE(exact);
    EXPECT_FALSE(m.faces.empty());
    for (const auto& d : sphere_directions(200)) {
        double want = -1e300, got = -1e300;
        for (const auto& p : a.core.vertices)
            for (const auto& q : b.core.vertices)
                want = std::max(want, glm::dot(a.xf.apply(p) - b.xf.apply(q), d));
        for (const auto& p : m.points) got = std::max(got, glm::dot(p, d));
        EXPECT_NEAR(got, want, 1e-12);
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
    EXPECT_GT(cam.to_screen({1, 0, 0}).x, c.x);  // x right
    EXPECT_LT(cam.to_screen({0, 1, 0}).y, c.y);  // y up (screen y grows down)
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
    EXPECT_EQ(pick_shape3(cam, t, cam.to_screen({0, 0, 3}), 9), 1);     // B covers A there
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
    EXPECT_NEAR(glm::length(cam.to_screen(moved) - cam.to_screen(p) - glm::dvec2(100, -40)), 0, 1.5);
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
    EXPECT_EQ(displayed_vertices(t, t.size() - 1)->size(), t.epa_step(t.size() - 1)->vertices.size());
}

TEST(Editing3, EulerAnglesRoundTripAndScreenTurns) {
    // rotation3_deg_of inverts R = Rz Ry Rx, also at y = +-90 degrees (gimbal lock).
    for (glm::dvec3 deg : {glm::dvec3(10, 20, 30), glm::dvec3(-170, 80, 45), glm::dvec3(5, 90, 30),
                           glm::dvec3(0, -90, -60), glm::dvec3(179, -1, -179)}) {
        const glm::dmat3 r = gjk::Transform3<double>::from_euler_deg({0, 0, 0}, deg).r;
        const glm::dmat3 back =
            gjk::Transform3<double>::from_euler_deg({0, 0, 0}, rotation3_deg_of(r)).r;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) EXPECT_NEAR(back[i][j], r[i][j], 1e-9) << deg.x << " " << deg.y;
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
    const glm::dvec3 p = scene.shapes[0].position3;
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
        EXPECT_EQ(gjk::shape_type_name(scene.shapes[i].shape3), type);
        EXPECT_EQ(scene.shapes[i].position3, glm::dvec3(0, 2, 0));
    }
    EXPECT_EQ(scene.shapes.size(), 2 + shape_type_names3().size());
    EXPECT_EQ(scene.shapes[2].name, "C");
    // Every type, then every other type in its place: the scene saves, loads and runs.
    scene.shapes[2].rotation3 = {10, 20, 30};
    for (const std::string& type : shape_type_names3()) {
        change_type3(scene, 2, type);
        EXPECT_EQ(gjk::shape_type_name(scene.shapes[2].shape3), type);
        EXPECT_EQ(scene.shapes[2].rotation3, glm::dvec3(10, 20, 30));
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
    EXPECT_TRUE(set_polytope_points(scene, 2, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}}).ok);
    EXPECT_EQ(std::get<gjk::PolytopeShape3>(scene.shapes[2].shape3).vertices.size(), 5u);
    const EditResult flat = set_polytope_points(scene, 2, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}});
    EXPECT_FALSE(flat.ok);
    EXPECT_NE(flat.why.find(scene.shapes[2].name), std::string::npos) << flat.why;
    EXPECT_EQ(scene.shapes[2].source_points.size(), 5u);  // unchanged by the refusal
}

TEST(Timeline3, StepsNamesAndExplanations) {
    const Scene scene = load_scene(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/20_3d_boxes_epa.json");
    const Timeline3 t = build_timeline3(scene);
    ASSERT_GT(t.gjk_count(), 0);
    ASSERT_GT(t.size(), t.gjk_count());  // the boxes overlap: EPA steps follow
    EXPECT_EQ(t.step_name(0), "GJK 1/" + std::to_string(t.gjk_count()));
    EXPECT_EQ(t.step_name(t.size() - 1).rfind("EPA ", 0), 0u);
    for (int s = 0; s < t.size(); ++s) EXPECT_FALSE(t.explanation(s).empty()) << s;
    EXPECT_EQ(t.shapes.size(), 2u);
    EXPECT_TRUE(t.report.result3.intersecting);
}

}  // namespace
