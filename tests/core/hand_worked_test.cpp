// Cases worked out by hand: each answer can be checked on paper.
#include "core/helpers.h"

#include <random>

using namespace testing_gjk;

namespace {

constexpr double kTol = 1e-12;

TEST(HandWorked, SquareVsSquareApart) {
    // Unit half-size squares centred 3 apart on x: a gap of 1 between x = 1 and x = 2.
    auto r = run(body(box(1, 1)), body(box(1, 1), {3, 0}));
    EXPECT_FALSE(r.intersecting);
    EXPECT_NEAR(r.distance, 1.0, kTol);
    EXPECT_NEAR(r.normal.x, 1.0, kTol);
    EXPECT_NEAR(r.witness_a.x, 1.0, kTol);
    EXPECT_NEAR(r.witness_b.x, 2.0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, SquareVsRotatedSquareCorner) {
    // B rotated 45 degrees: its corner points at A, sqrt(2) from B's centre at x = 4.
    auto r = run(body(box(1, 1)), body(box(1, 1), {4, 0}, 45));
    EXPECT_NEAR(r.distance, 3 - std::sqrt(2.0), kTol);
    EXPECT_NEAR(r.witness_b.x, 4 - std::sqrt(2.0), kTol);
    EXPECT_NEAR(r.witness_b.y, 0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, TriangleVsCircle) {
    // The circle's centre is 1 below the triangle's bottom edge (y = 0); radius 0.5.
    auto r = run(body(polygon({{0, 0}, {2, 0}, {1, 2}})), body(circle(0.5), {1, -1}));
    EXPECT_FALSE(r.intersecting);
    EXPECT_NEAR(r.distance, 0.5, kTol);
    EXPECT_NEAR(r.normal.y, -1.0, kTol);
    EXPECT_NEAR(r.witness_a.y, 0.0, kTol);
    EXPECT_NEAR(r.witness_b.y, -0.5, kTol);
    EXPECT_EQ(r.epa_iterations, 0);  // a circle is a point with a radius: no EPA
    expect_consistent(r, kTol);
}

TEST(HandWorked, TriangleVsCircleOverlapping) {
    // Centre 0.25 below the edge: overlap 0.25 along -y, still without EPA.
    auto r = run(body(polygon({{0, 0}, {2, 0}, {1, 2}})), body(circle(0.5), {1, -0.25}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0.25, kTol);
    EXPECT_NEAR(r.normal.y, -1.0, kTol);
    EXPECT_EQ(r.epa_iterations, 0);
    expect_consistent(r, kTol);
}

TEST(HandWorked, TouchingEdges) {
    auto r = run(body(box(1, 1)), body(box(1, 1), {2, 0}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.distance, 0, kTol);
    EXPECT_NEAR(r.penetration_depth, 0, kTol);
    EXPECT_NEAR(std::abs(r.normal.x), 1.0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, TouchingCorners) {
    auto r = run(body(box(1, 1)), body(box(1, 1), {2, 2}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, OneInsideTheOther) {
    // B spans x in [0, 2] inside A's [-5, 5]: the cheapest way out is +x by 5.
    auto r = run(body(box(5, 5)), body(box(1, 1), {1, 0}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 5.0, kTol);
    EXPECT_NEAR(r.normal.x, 1.0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, IdenticalShapes) {
    auto r = run(body(box(1, 0.5)), body(box(1, 0.5)));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 1.0, kTol);  // out along y: 0.5 + 0.5
    EXPECT_NEAR(std::abs(r.normal.y), 1.0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, IdenticalCircles) {
    // Both cores are the same point: EPA has nothing to expand, the depth is the radii.
    auto r = run(body(circle(1)), body(circle(1)));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 2.0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, PointOnAnEdge) {
    auto r = run(body(box(1, 1)), body(gjk::PointShape{}, {1, 0.3}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0.0, kTol);
    EXPECT_NEAR(r.normal.x, 1.0, kTol);
    expect_consistent(r, kTol);
    auto apart = run(body(box(1, 1)), body(gjk::PointShape{}, {1.5, 0.3}));
    EXPECT_NEAR(apart.distance, 0.5, kTol);
    EXPECT_NEAR(apart.witness_a.y, 0.3, kTol);
}

TEST(HandWorked, ParallelEdges) {
    // Faces parallel at x = 1 and x = 1.5; any witness pair on the shared span is right.
    auto r = run(body(box(1, 1)), body(box(1, 1), {2.5, 0.3}));
    EXPECT_NEAR(r.distance, 0.5, kTol);
    EXPECT_NEAR(r.normal.x, 1.0, kTol);
    EXPECT_NEAR(r.witness_a.x, 1.0, kTol);
    EXPECT_NEAR(r.witness_b.x, 1.5, kTol);
    EXPECT_GE(r.witness_a.y, -0.7 - kTol);
    EXPECT_LE(r.witness_a.y, 1.0 + kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, ParallelEdgesOverlapping) {
    auto r = run(body(box(1, 1)), body(box(1, 1), {1.5, 0.3}));
    EXPECT_NEAR(r.penetration_depth, 0.5, kTol);
    EXPECT_NEAR(r.normal.x, 1.0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, CapsuleVsBox) {
    gjk::Shape2 capsule = gjk::CapsuleShape{{-1, 0}, {1, 0}, 0.5};
    auto apart = run(body(box(1, 1)), body(capsule, {0, 2}));
    EXPECT_NEAR(apart.distance, 0.5, kTol);
    EXPECT_NEAR(apart.normal.y, 1.0, kTol);
    expect_consistent(apart, kTol);
    auto grazing = run(body(box(1, 1)), body(capsule, {0, 1.2}));
    EXPECT_TRUE(grazing.intersecting);
    EXPECT_NEAR(grazing.penetration_depth, 0.3, kTol);
    expect_consistent(grazing, kTol);
    // Core segment inside the box: EPA on the cores, then the radius on top.
    auto deep = run(body(box(1, 1)), body(capsule, {0, 0.5}));
    EXPECT_NEAR(deep.penetration_depth, 0.5 + 0.5, kTol);
    EXPECT_NEAR(deep.normal.y, 1.0, kTol);
    expect_consistent(deep, kTol);
}

TEST(HandWorked, RoundedPolygon) {
    // A unit square rounded by 0.25 against a point 2 away from its face.
    auto r = run(body(polygon({{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}, 0.25)),
                 body(gjk::PointShape{}, {3, 0}));
    EXPECT_NEAR(r.distance, 1.75, kTol);
    EXPECT_NEAR(r.witness_a.x, 1.25, kTol);
}

TEST(HandWorked, EllipseVsCircle) {
    // Ellipse semi-axes (2, 1); circle of radius 0.5 centred at (3, 0): gap 0.5 on the x axis.
    auto r = run(body(gjk::EllipseShape{{2, 1}}), body(circle(0.5), {3, 0}));
    EXPECT_NEAR(r.distance, 0.5, 1e-7);
    EXPECT_NEAR(r.normal.x, 1.0, 1e-6);
    expect_consistent(r, 1e-7);
    // Over the top: the ellipse's top point is (0, 1).
    auto top = run(body(gjk::EllipseShape{{2, 1}}), body(circle(0.5), {0, 2}));
    EXPECT_NEAR(top.distance, 0.5, 1e-7);
}

TEST(HandWorked, SegmentCrossingBox) {
    // A long segment through a box: the box pushes it out along the shorter way (y).
    auto r = run(body(box(1, 1)), body(gjk::SegmentShape{{-3, 0}, {3, 0}}, {0, 0.2}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0.8, kTol);
    EXPECT_NEAR(r.normal.y, 1.0, kTol);
}

TEST(HandWorked, CollinearSegmentsTouching) {
    // A - B is flat: EPA reports depth 0 as a degenerate case, never NaN.
    auto r = run(body(gjk::SegmentShape{{0, 0}, {1, 0}}),
                 body(gjk::SegmentShape{{0, 0}, {1, 0}}, {0.5, 0}));
    EXPECT_TRUE(r.intersecting);
    EXPECT_NEAR(r.penetration_depth, 0, kTol);
    expect_consistent(r, kTol);
}

TEST(HandWorked, FloatPrecision) {
    auto r = run<float>(body<float>(box(1, 1)), body<float>(box(1, 1), {3, 0}), 1e-6);
    EXPECT_NEAR(r.distance, 1.0f, 1e-6f);
}

TEST(HandWorked, BooleanGjkVerdicts) {
    gjk::GjkSettings<double> s;
    EXPECT_FALSE(gjk::gjk_intersect(body(box(1, 1)), body(box(1, 1), {3, 0}), s).intersecting);
    EXPECT_TRUE(gjk::gjk_intersect(body(box(1, 1)), body(box(1, 1), {1.5, 0.5}), s).intersecting);
    // Circles through their true support (core + radius): 1.9 apart, radii 1.
    EXPECT_TRUE(gjk::gjk_intersect(body(circle(1)), body(circle(1), {1.9, 0}), s).intersecting);
    EXPECT_FALSE(gjk::gjk_intersect(body(circle(1)), body(circle(1), {2.1, 0}), s).intersecting);
}

TEST(HandWorked, IterationCapIsReported) {
    gjk::QuerySettings<double> s;
    s.gjk.max_iterations = 1;
    auto r = gjk::query(body(gjk::EllipseShape{{2, 1}}), body(circle(0.5), {3, 1}), s);
    EXPECT_EQ(r.gjk_stop, gjk::GjkStop::MaxIterations);
    expect_consistent(r, 1e-6);
}

TEST(HandWorked, PolygonValidation) {
    EXPECT_FALSE(gjk::make_polygon({{0, 0}, {2, 0}, {1, 0.5}, {2, 2}, {0, 2}}, 0, false).ok);
    EXPECT_EQ(gjk::make_polygon({{0, 0}, {2, 0}, {1, 0.5}, {2, 2}, {0, 2}}, 0, false).bad_vertex,
              2);
    EXPECT_TRUE(gjk::make_polygon({{0, 0}, {2, 0}, {1, 0.5}, {2, 2}, {0, 2}}, 0, true).ok);
    // Collinear extra vertex on an edge: convex, kept out of the core.
    auto c = gjk::make_polygon({{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}}, 0, false);
    ASSERT_TRUE(c.ok);
    EXPECT_EQ(c.polygon.vertices.size(), 4u);
    EXPECT_FALSE(gjk::make_polygon({{0, 0}, {1, 1}, {2, 2}}, 0, false).ok);  // no area
    EXPECT_FALSE(gjk::make_polygon({{0, 0}, {1, 1}}, 0, false).ok);
}

// Polygons given in world space with identity frames (their origins coincide): GJK starts from
// A's centre towards B's, the vertex means (MinkowskiPair::centre_line), not from (1, 0)
// wherever the shapes lie, as in 3D (HandWorked3D.WorldSpaceHullsStartAlongTheLineBetween
// TheirCentres): its first support is the farthest point of A - B along that line, and the
// queries take the steps of the same polygons in frames at their centres. (Started from (1, 0),
// the distance took 1,444 steps on these 400 pairs against 1,102, the boolean test 1,132
// against 848.)
TEST(HandWorked, WorldSpacePolygonsStartAlongTheLineBetweenTheirCentres) {
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> u(-1.6, 1.6), angle(0, 2 * M_PI), r(0.5, 1);
    long steps_world = 0, steps_centred = 0, boolean_world = 0, boolean_centred = 0;
    for (int i = 0; i < 400; ++i) {
        auto polygon_at = [&](glm::dvec2 centre) {
            std::vector<glm::dvec2> points;
            for (int k = 0; k < 12; ++k) {
                const double t = angle(rng);
                points.push_back(centre + r(rng) * glm::dvec2(std::cos(t), 0.7 * std::sin(t)));
            }
            const auto check = gjk::make_polygon(points, 0, true);
            EXPECT_TRUE(check.ok) << check.error;
            return check.polygon;
        };
        const gjk::Body2<double> a = body(polygon_at({u(rng), u(rng)})),
                                 b = body(polygon_at({u(rng), u(rng)}));
        const glm::dvec2 ca = gjk::centre_of(a.core), cb = gjk::centre_of(b.core);
        const glm::dvec2 line = cb - ca;

        gjk::TraceRecorder trace;
        const auto out = gjk::gjk_distance(a, b, gjk::GjkSettings<double>{}, nullptr, &trace);
        ASSERT_FALSE(trace.gjk.empty());
        ASSERT_FALSE(trace.gjk[0].simplex_before.empty());
        const glm::dvec2 w1 = trace.gjk[0].simplex_before[0].point;
        double farthest = -1e300, nearest = 1e300;
        for (const auto& v : a.core.vertices) farthest = std::max(farthest, glm::dot(v, line));
        for (const auto& v : b.core.vertices) nearest = std::min(nearest, glm::dot(v, line));
        EXPECT_NEAR(glm::dot(w1, line), farthest - nearest, 1e-12) << "pair " << i;

        gjk::Body2<double> a_centred = a, b_centred = b;
        for (auto& v : a_centred.core.vertices) v -= ca;
        for (auto& v : b_centred.core.vertices) v -= cb;
        a_centred.xf.p = ca;
        b_centred.xf.p = cb;
        const auto centred = gjk::gjk_distance(a_centred, b_centred);
        EXPECT_NEAR(out.distance, centred.distance, 1e-12) << "pair " << i;
        steps_world += out.iterations;
        steps_centred += centred.iterations;
        const gjk::GjkSettings<double> s;
        boolean_world += gjk::gjk_intersect(a, b, s).iterations;
        boolean_centred += gjk::gjk_intersect(a_centred, b_centred, s).iterations;
    }
    EXPECT_LE(std::abs(steps_world - steps_centred), steps_centred / 50)
        << steps_world << " steps in world space, " << steps_centred << " centred";
    EXPECT_LE(std::abs(boolean_world - boolean_centred), boolean_centred / 50)
        << boolean_world << " boolean steps in world space, " << boolean_centred << " centred";
}

}  // namespace
