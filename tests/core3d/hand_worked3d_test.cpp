// 3D cases worked out by hand, and the known ways EPA implementations fail, each a regression.
#include "core3d/helpers3d.h"

#include <gjk/bounds3d.h>

using namespace testing_gjk3;

namespace {

constexpr double kTol = 1e-12;
const double kSqrt2 = std::sqrt(2.0);

TEST(HandWorked3D, CubesFaceContact) {
    auto r = run(body(cube()), body(cube(), {3, 0.2, 0.1}));
    EXPECT_FALSE(r.intersecting);
    EXPECT_NEAR(r.distance, 1.0, kTol);
    EXPECT_NEAR(r.normal.x, 1.0, kTol);
    expect_consistent(r, kTol);
    auto o = run(body(cube()), body(cube(), {1.5, 0.2, 0.1}));
    EXPECT_TRUE(o.intersecting);
    EXPECT_NEAR(o.penetration_depth, 0.5, kTol);
    EXPECT_NEAR(o.normal.x, 1.0, kTol);
    expect_consistent(o, kTol);
}

TEST(HandWorked3D, CubesEdgeContact) {
    // B turned 45 degrees about z: its vertical edge at x = 3 - sqrt(2) faces A's face x = 1.
    auto r = run(body(cube()), body(cube(), {3, 0, 0}, {0, 0, 45}));
    EXPECT_NEAR(r.distance, 2 - kSqrt2, kTol);
    EXPECT_NEAR(r.witness_b.x, 3 - kSqrt2, kTol);
    // Edge against edge: A turned about y (an edge along y at x = sqrt 2), B about z (an edge
    // along z at x = 4 - sqrt 2): perpendicular edges, 4 - 2 sqrt 2 apart.
    auto e = run(body(cube(), {0, 0, 0}, {0, 45, 0}), body(cube(), {4, 0, 0}, {0, 0, 45}));
    EXPECT_NEAR(e.distance, 4 - 2 * kSqrt2, kTol);
    EXPECT_NEAR(e.witness_a.x, kSqrt2, kTol);
    EXPECT_NEAR(e.witness_b.x, 4 - kSqrt2, kTol);
    expect_consistent(e, kTol);
}

TEST(HandWorked3D, VertexContact) {
    // A tetrahedron whose apex (1.5, 0.2, 0.1) points at the cube's face x = 1.
    gjk::PolytopeShape3 tet;
    std::string err;
    ASSERT_TRUE(gjk::make_polytope({{1.5, 0.2, 0.1}, {3, 1, 0}, {3, -1, 1}, {3, -1, -1}}, tet, err))
        << err;
    auto r = run(body(cube()), body(tet));
    EXPECT_NEAR(r.distance, 0.5, kTol);
    EXPECT_NEAR(r.witness_a.y, 0.2, kTol);
    EXPECT_NEAR(r.witness_a.z, 0.1, kTol);
}

TEST(HandWorked3D, SphereVsBox) {
    auto r = run(body(cube()), body(gjk::SphereShape3{1}, {0, 2.5, 0}));
    EXPECT_NEAR(r.distance, 0.5, kTol);
    EXPECT_NEAR(r.normal.y, 1, kTol);
    EXPECT_EQ(r.epa_iterations, 0);
    // Towards a corner: the centre is (2,2,2), the corner (1,1,1): sqrt(3) - 1 apart.
    auto c = run(body(cube()), body(gjk::SphereShape3{1}, {2, 2, 2}));
    EXPECT_NEAR(c.distance, std::sqrt(3.0) - 1, kTol);
    // Centre inside the box: EPA on the cores, radius added.
    auto d = run(body(cube()), body(gjk::SphereShape3{0.5}, {0.7, 0, 0}));
    EXPECT_NEAR(d.penetration_depth, 0.3 + 0.5, kTol);
    EXPECT_NEAR(d.normal.x, 1, kTol);
    expect_consistent(d, kTol);
}

TEST(HandWorked3D, CapsuleVsCapsule) {
    // Crossed capsules: core segments along x (at y = 0) and along z (at y = 1.2): 1.2 apart.
    gjk::Shape3 cx = gjk::CapsuleShape3{{-1, 0, 0}, {1, 0, 0}, 0.25},
                cz = gjk::CapsuleShape3{{0, 0, -1}, {0, 0, 1}, 0.25};
    auto r = run(body(cx), body(cz, {0.3, 1.2, 0.4}));
    EXPECT_NEAR(r.distance, 1.2 - 0.5, kTol);
    auto o = run(body(cx), body(cz, {0.3, 0.3, 0.4}));
    EXPECT_TRUE(o.intersecting);
    EXPECT_NEAR(o.penetration_depth, 0.5 - 0.3, kTol);
    // Parallel capsules side by side.
    auto p = run(body(cx), body(cx, {0.5, 0, 0.8}));
    EXPECT_NEAR(p.distance, 0.8 - 0.5, kTol);
}

TEST(HandWorked3D, ConeTipIntoBox) {
    // Cone apex at +y: centred 1.8 below, half height 1: the tip reaches y = -0.8, 0.2 into the
    // box.
    auto r = run(body(cube()), body(gjk::ConeShape3{1, 0.5}, {0, -1.8, 0}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0.2, 1e-9);
    EXPECT_NEAR(r.normal.y, -1, 1e-9);
    expect_consistent(r, 1e-9);
    auto apart = run(body(cube()), body(gjk::ConeShape3{1, 0.5}, {0, -2.5, 0}));
    EXPECT_NEAR(apart.distance, 0.5, 1e-9);
}

TEST(HandWorked3D, CylinderAndEllipsoid) {
    auto r = run(body(gjk::CylinderShape3{1, 0.5}), body(cube(), {2, 0, 0}));
    EXPECT_NEAR(r.distance, 0.5, 1e-8);
    auto e = run(body(gjk::EllipsoidShape3{{2, 1, 0.5}}), body(gjk::SphereShape3{0.25}, {0, 0, 1}));
    EXPECT_NEAR(e.distance, 0.25, 1e-8);
}

TEST(HandWorked3D, IdenticalShapes) {
    auto r = run(body(gjk::BoxShape3{{1, 2, 3}}), body(gjk::BoxShape3{{1, 2, 3}}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 2.0, kTol);  // out along x: 1 + 1
    EXPECT_NEAR(std::abs(r.normal.x), 1, kTol);
    expect_consistent(r, kTol);
}

// --- Known ways EPA implementations fail ---

TEST(EpaRegression, StackedCubesGiveAFiniteNormal) {
    // libccd returns a NaN normal here: GJK ends on a face of A - B that holds the origin.
    auto r = run(body(cube()), body(cube(), {0, 2, 0}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0, kTol);
    EXPECT_NEAR(r.normal.y, 1, kTol);
    expect_consistent(r, kTol);
    auto shifted = run(body(cube()), body(cube(), {0.3, 2, -0.6}));
    EXPECT_NEAR(shifted.penetration_depth, 0, kTol);
    EXPECT_NEAR(shifted.normal.y, 1, kTol);
}

TEST(EpaRegression, ParallelClosestFacesTerminate) {
    // Equal boxes a little apart along two axes: pairs of closest faces are parallel and at the
    // same distance, where an EPA without a duplicate test can cycle.
    for (double dx : {0.0, 1e-9, 0.25})
        for (double dy : {0.0, 1e-9, 0.25}) {
            gjk::QuerySettings3<double> s;
            s.epa.max_iterations = 1000;
            auto r = gjk::query3(body(cube()), body(cube(), {dx, dy, 0}), s);
            EXPECT_LT(r.epa_iterations, 100);
            EXPECT_NEAR(r.penetration_depth, 2 - std::max(dx, dy), 1e-9) << dx << " " << dy;
            expect_consistent(r, 1e-9);
        }
}

TEST(EpaRegression, ZeroAreaFaces) {
    // Many coplanar points on every face of a cube: the hull of A - B is full of coplanar
    // triangles, some with (nearly) zero area.
    std::vector<glm::dvec3> pts;
    for (int i = -2; i <= 2; ++i)
        for (int j = -2; j <= 2; ++j)
            for (int k = -2; k <= 2; ++k)
                if (std::abs(i) == 2 || std::abs(j) == 2 || std::abs(k) == 2)
                    pts.push_back(glm::dvec3(i, j, k) * 0.5);
    gjk::Body3<double> a = polytope_body(pts, {0, 0, 0}, {0, 0, 0});
    for (double x : {0.5, 1.0, 1.7}) {
        auto r = run(a, polytope_body(pts, {x, 0.1, 0.05}, {0, 0, 0}));
        EXPECT_NEAR(r.penetration_depth, 2 - x, 1e-9) << x;
        expect_consistent(r, 1e-9);
    }
}

TEST(EpaRegression, OriginExactlyOnAFace) {
    // Unit cubes 2 apart in x, shifted in y and z: touching faces, the origin on a face of A - B.
    auto r = run(body(cube()), body(cube(), {2, 0.5, 0.3}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0, kTol);
    EXPECT_NEAR(r.normal.x, 1, kTol);
    expect_consistent(r, kTol);
}

TEST(EpaRegression, SegmentSimplexThroughTheOrigin) {
    // A point on a box's edge: A - B has the origin on an edge, GJK ends with a segment.
    auto r = run(body(cube()), body(gjk::PointShape3{}, {1, 1, 0.3}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0, kTol);
    expect_consistent(r, kTol);
    // Collinear segments overlapping: A - B is itself a segment (flat): depth 0, no NaN.
    auto s = run(body(gjk::SegmentShape3{{0, 0, 0}, {2, 0, 0}}),
                 body(gjk::SegmentShape3{{0, 0, 0}, {2, 0, 0}}, {1, 0, 0}));
    EXPECT_TRUE(s.intersecting);
    EXPECT_EQ(s.epa_stop, gjk::EpaStop::Degenerate);
    EXPECT_NEAR(s.penetration_depth, 0, kTol);
    expect_consistent(s, kTol);
    // A segment through the middle of a box: the box pushes it out the short way.
    auto t = run(body(cube()), body(gjk::SegmentShape3{{-3, 0, 0}, {3, 0, 0}}, {0, 0.6, 0.1}));
    EXPECT_NEAR(t.penetration_depth, 0.4, kTol);
    EXPECT_NEAR(t.normal.y, 1, kTol);
}

TEST(Hull3D, CubeAndDegenerateInputs) {
    std::vector<glm::dvec3> corners;
    for (int k = 0; k < 8; ++k)
        corners.push_back({k & 1 ? 1. : -1., k & 2 ? 1. : -1., k & 4 ? 1. : -1.});
    corners.push_back({0, 0, 0});  // inside
    corners.push_back({1, 0, 0});  // on a face
    auto h = gjk::convex_hull3(corners);
    EXPECT_EQ(h.dimension, 3);
    EXPECT_EQ(h.vertices.size(), 8u);
    EXPECT_EQ(h.faces.size(), 12u);
    EXPECT_EQ(gjk::convex_hull3<double>({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}}).dimension, 2);
    EXPECT_EQ(gjk::convex_hull3<double>({{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}).dimension, 1);
    EXPECT_EQ(gjk::convex_hull3<double>({{1, 1, 1}, {1, 1, 1}}).dimension, 0);
}

// The polytope's neighbour links stay mutual, and point at live faces only, while it grows
// (the flood fill that finds the visible faces walks them); each point ends inside or on it.
TEST(Polytope3D, NeighbourLinksStayMutualWhileGrowing) {
    std::mt19937_64 rng(7);
    std::normal_distribution<double> g(0, 1);
    gjk::Polytope3<double> poly;
    for (int k = 0; k < 4; ++k) poly.points.push_back({k == 1, k == 2, k == 3});
    poly.tetrahedron(0, 1, 2, 3);
    int grown = 0;
    for (int i = 0; i < 300; ++i) {
        // Points on a sphere, and every tenth on a cube face, so that coplanar faces meet.
        glm::dvec3 p(g(rng), g(rng), g(rng));
        p = i % 10 ? 2.0 * glm::normalize(p) : glm::clamp(p, -1.5, 1.5);
        poly.points.push_back(p);
        grown += poly.add(int(poly.points.size()) - 1, 1e-12);
        for (int f = 0; f < int(poly.faces.size()); ++f) {
            const auto& face = poly.faces[f];
            if (!face.alive) continue;
            for (int k = 0; k < 3; ++k) {
                const auto& other = poly.faces[face.adj[k]];
                ASSERT_TRUE(other.alive);
                int back = 0;  // the neighbour has the reversed edge, linked back to f
                for (int j = 0; j < 3; ++j)
                    back += other.v[j] == face.v[(k + 1) % 3] &&
                            other.v[(j + 1) % 3] == face.v[k] && other.adj[j] == f;
                ASSERT_EQ(back, 1) << "face " << f << " edge " << k << " after point " << i;
            }
        }
    }
    EXPECT_GT(grown, 100);
    for (const auto& p : poly.points)
        for (const auto& f : poly.faces)
            if (f.alive) {
                EXPECT_LE(poly.height(f, p), 1e-9);
            }
}

// The faces' memory is kept across clear() and new faces are not constructed (FaceArray):
// growing the same surface again in a used polytope, whose old faces carry stale marks and
// dead flags, must give exactly what a fresh polytope gives.
TEST(Polytope3D, ReusedPolytopeGrowsAsAFreshOne) {
    auto grow = [](gjk::Polytope3<double>& poly, uint64_t seed) {
        std::mt19937_64 rng(seed);
        std::normal_distribution<double> g(0, 1);
        poly.clear();
        for (int k = 0; k < 4; ++k) poly.points.push_back({k == 1, k == 2, k == 3});
        poly.tetrahedron(0, 1, 2, 3);
        for (int i = 0; i < 200; ++i) {
            poly.points.push_back(2.0 * glm::normalize(glm::dvec3(g(rng), g(rng), g(rng))));
            poly.add(int(poly.points.size()) - 1, 1e-12);
        }
    };
    gjk::Polytope3<double> used, fresh;
    grow(used, 1);  // a different, larger history first
    grow(used, 1);
    grow(used, 2);
    grow(fresh, 2);
    ASSERT_EQ(used.faces.size(), fresh.faces.size());
    for (size_t f = 0; f < fresh.faces.size(); ++f) {
        EXPECT_EQ(used.faces[f].v, fresh.faces[f].v) << f;
        EXPECT_EQ(used.faces[f].adj, fresh.faces[f].adj) << f;
        EXPECT_EQ(used.faces[f].alive, fresh.faces[f].alive) << f;
        EXPECT_EQ(used.faces[f].offset, fresh.faces[f].offset) << f;
    }
    EXPECT_EQ(used.alive_faces(), fresh.alive_faces());
}

}  // namespace

namespace {

// A point above a vertex of an octahedron sees the four faces round it: the removed patch has
// that vertex inside it (the horizon is then not F + 2 edges long, and add() walks it to make
// sure it is one loop); a point above a face sees that face alone (F + 2: no walk).
TEST(Polytope3D, PatchWithAPointInsideAndPatchOfOneFace) {
    for (const bool above_vertex : {true, false}) {
        gjk::Polytope3<double> poly;
        poly.points = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        poly.set_faces(gjk::convex_hull3(poly.points).faces);
        ASSERT_EQ(poly.alive_faces(), 8);
        poly.points.push_back(above_vertex ? glm::dvec3{0, 0, 3} : glm::dvec3{0.5, 0.5, 0.5});
        ASSERT_TRUE(poly.add(6, 1e-12));
        const auto& change = poly.change();
        const int removed = above_vertex ? 4 : 1, horizon = above_vertex ? 4 : 3;
        EXPECT_EQ(change.removed.size(), removed);
        EXPECT_EQ(change.horizon.size(), horizon);
        EXPECT_EQ(poly.alive_faces(), 8 - removed + horizon);
        // The horizon is one loop (walked from edge 0, it comes back after `horizon` edges),
        // and each new face is linked both ways to its neighbours.
        int edge = 0, steps = 0;
        do {
            int next = -1;
            for (int j = 0; j < horizon; ++j)
                if (change.horizon[j][0] == change.horizon[edge][1]) next = j;
            ASSERT_GE(next, 0);
            edge = next;
        } while (++steps < horizon && edge != 0);
        EXPECT_EQ(steps, horizon);
        EXPECT_EQ(edge, 0);
        for (int f : change.added) {
            const auto& face = poly.faces[f];
            for (int k = 0; k < 3; ++k) {
                const auto& other = poly.faces[face.adj[k]];
                ASSERT_TRUE(other.alive);
                int back = 0;
                for (int j = 0; j < 3; ++j) back += other.adj[j] == f;
                EXPECT_EQ(back, 1);
            }
        }
        for (const auto& p : poly.points)
            for (const auto& f : poly.faces) {
                if (f.alive) {
                    EXPECT_LE(poly.height(f, p), 1e-12);
                }
            }
    }
}

// An open surface (the faces given do not close) is not grown: add() refuses it whichever face
// the point sees, and a closed surface given afterwards grows again.
TEST(Polytope3D, OpenSurfaceIsNotGrown) {
    gjk::Polytope3<double> poly;
    poly.points = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    auto faces = gjk::convex_hull3(poly.points).faces;
    const auto closed = faces;
    faces.pop_back();  // a hole
    poly.set_faces(faces);
    poly.points.push_back({2, 2, 2});
    EXPECT_FALSE(poly.add(6, 1e-12));
    for (int f = 0; f < int(faces.size()); ++f) EXPECT_FALSE(poly.add(6, 1e-12, f)) << f;
    EXPECT_EQ(poly.alive_faces(), 7);
    poly.set_faces(closed);
    EXPECT_TRUE(poly.add(6, 1e-12));
}

// World AABBs from support values: a sphere (core point + radius) is its centre +- r; a box
// turned 90 degrees about z swaps its x and y extents.
TEST(Bounds3D, AabbOfSphereAndTurnedBox) {
    const auto sphere = gjk::aabb_of(body(gjk::SphereShape3{0.5}, {1, 2, 3}));
    EXPECT_NEAR(sphere.min.x, 0.5, 1e-12);
    EXPECT_NEAR(sphere.max.z, 3.5, 1e-12);
    const auto box = gjk::aabb_of(body(gjk::BoxShape3{{1, 2, 3}}, {0, 0, 0}, {0, 0, 90}));
    EXPECT_NEAR(box.min.x, -2, 1e-12);
    EXPECT_NEAR(box.max.y, 1, 1e-12);
    EXPECT_NEAR(box.max.z, 3, 1e-12);
}

}  // namespace

namespace {

// The 3D boolean GJK in the lesson's order: step 0 is the first support point and its test
// (cubes apart along d0 end there); each later step enters with the part the step before kept
// plus its support point.
TEST(HandWorked3D, BooleanGjkTestsItsFirstSupportAndStepsInOrder) {
    gjk::GjkSettings3<double> s;
    s.initial_direction = {1, 0, 0};
    gjk::TraceRecorder first;
    const auto apart = gjk::gjk_intersect3(body(cube()), body(cube(), {3, 0.2, 0.1}), s, &first);
    EXPECT_FALSE(apart.intersecting);
    ASSERT_EQ(first.gjk3.size(), 1u);
    EXPECT_TRUE(first.gjk3[0].simplex_before.empty());
    EXPECT_EQ(first.gjk3[0].stop, gjk::GjkStop::Separated);

    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> u(-2.5, 2.5);
    int overlaps = 0;
    for (int i = 0; i < 300; ++i) {
        gjk::TraceRecorder trace;
        const auto r = gjk::gjk_intersect3(body(cube()), body(cube(0.6), {u(rng), u(rng), u(rng)}),
                                           gjk::GjkSettings3<double>{}, &trace);
        overlaps += r.intersecting;
        ASSERT_EQ(int(trace.gjk3.size()), r.iterations);
        for (size_t k = 1; k < trace.gjk3.size(); ++k) {
            const auto& prev = trace.gjk3[k - 1];
            const auto& g = trace.gjk3[k];
            ASSERT_EQ(g.simplex_before.size(), prev.simplex_after.size() + 1);
            EXPECT_EQ(g.simplex_before.back().point, prev.support.point);
        }
    }
    EXPECT_GT(overlaps, 30);
}

// gjk::within_precision in 3D: A - B's extent is the largest |coordinate| of its AABB, here two
// unit spheres' centres (x, x/2, 0) apart, so x + 2 (gjk/precision.h).
TEST(HandWorked3, WithinPrecisionReadsTheLargestCoordinateOfAMinusB) {
    const auto a = body(gjk::SphereShape3{1});
    EXPECT_TRUE(gjk::within_precision(a, body(gjk::SphereShape3{1}, {3, 1.5, 0})));
    EXPECT_TRUE(gjk::within_precision(a, body(gjk::SphereShape3{1}, {0.99e70, 0.5e70, 0})));
    EXPECT_FALSE(gjk::within_precision(a, body(gjk::SphereShape3{1}, {1.01e70, 0, 0})));
    EXPECT_FALSE(gjk::within_precision(a, body(gjk::SphereShape3{1}, {0, 0, -1.01e70})));
    EXPECT_FALSE(gjk::within_precision(body(gjk::SphereShape3{1e-75}),
                                       body(gjk::SphereShape3{1e-75}, {1e-75, 0, 0})));
    EXPECT_TRUE(gjk::within_precision(body(gjk::SphereShape3{1e-69}),
                                      body(gjk::SphereShape3{1e-69}, {1e-69, 0, 0})));
}

}  // namespace

namespace {

// Hulls given in world space with identity frames, as openGJK's users give them and bug
// reports print them: the frames' origins coincide, so GJK's first direction is the line from
// A's centre to B's (their vertex means, MinkowskiPair3::centre_line), not (1, 0, 0) wherever
// the shapes lie. Its first support is the farthest point of A - B along that line, and the
// queries take the steps of the same hulls given in frames at their centres. (Started from
// (1, 0, 0), the distance took 2,006 steps on these 400 pairs against 1,545, and the boolean
// test 1,036 against 682.)
TEST(HandWorked3D, WorldSpaceHullsStartAlongTheLineBetweenTheirCentres) {
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> u(-1.6, 1.6);
    long steps_world = 0, steps_centred = 0, boolean_world = 0, boolean_centred = 0;
    for (int i = 0; i < 400; ++i) {
        const glm::dvec3 offset_a{u(rng), u(rng), u(rng)}, offset_b{u(rng), u(rng), u(rng)};
        std::vector<glm::dvec3> pa = random_points(rng, 30, {1, 0.8, 0.6}),
                                pb = random_points(rng, 30, {0.7, 1, 0.5});
        for (auto& p : pa) p += offset_a;
        for (auto& p : pb) p += offset_b;
        gjk::PolytopeShape3 ha, hb;
        std::string error;
        ASSERT_TRUE(gjk::make_polytope(pa, ha, error) && gjk::make_polytope(pb, hb, error));
        const gjk::Body3<double> a = body(ha), b = body(hb);  // world space, identity frames
        const glm::dvec3 ca = gjk::centre_of(a.core), cb = gjk::centre_of(b.core);
        const glm::dvec3 line = cb - ca;

        gjk::TraceRecorder trace;
        const auto out = gjk::gjk_distance3(a, b, gjk::GjkSettings3<double>{}, nullptr, &trace);
        ASSERT_FALSE(trace.gjk3.empty());
        ASSERT_FALSE(trace.gjk3[0].simplex_before.empty());
        const glm::dvec3 w1 = trace.gjk3[0].simplex_before[0].point;
        double farthest = -1e300, nearest = 1e300;
        for (const auto& v : a.core.vertices) farthest = std::max(farthest, glm::dot(v, line));
        for (const auto& v : b.core.vertices) nearest = std::min(nearest, glm::dot(v, line));
        EXPECT_NEAR(glm::dot(w1, line), farthest - nearest, 1e-12) << "pair " << i;

        // The same hulls in frames at their centres.
        gjk::Body3<double> a_centred = a, b_centred = b;
        for (auto& v : a_centred.core.vertices) v -= ca;
        for (auto& v : b_centred.core.vertices) v -= cb;
        a_centred.xf.p = ca;
        b_centred.xf.p = cb;
        const auto centred = gjk::gjk_distance3(a_centred, b_centred);
        EXPECT_NEAR(out.distance, centred.distance, 1e-12) << "pair " << i;
        steps_world += out.iterations;
        steps_centred += centred.iterations;
        boolean_world += gjk::gjk_intersect3(a, b, gjk::GjkSettings3<double>{}).iterations;
        boolean_centred +=
            gjk::gjk_intersect3(a_centred, b_centred, gjk::GjkSettings3<double>{}).iterations;
    }
    EXPECT_LE(std::abs(steps_world - steps_centred), steps_centred / 50)
        << steps_world << " steps in world space, " << steps_centred << " centred";
    EXPECT_LE(std::abs(boolean_world - boolean_centred), boolean_centred / 50)
        << boolean_world << " boolean steps in world space, " << boolean_centred << " centred";
}

}  // namespace
