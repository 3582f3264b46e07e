// SAT, the exact Minkowski difference and bounding volumes, each against the reference.
#include <random>

#include "core/helpers.h"
#include "reference2d.h"

using namespace testing_gjk;

namespace {

std::vector<glm::dvec2> world(const gjk::Body2<double>& b) {
    std::vector<glm::dvec2> w;
    for (auto& v : b.core.vertices) w.push_back(b.xf.apply(v));
    return w;
}

gjk::Body2<double> random_polygon_body(std::mt19937_64& rng, double spread, double scale = 1) {
    std::uniform_real_distribution<double> u(0, 1);
    gjk::Body2<double> b;
    do {
        b.core.vertices = ref::random_convex(rng, 3 + int(u(rng) * 12), scale * (0.3 + u(rng)),
                                             scale * (0.3 + u(rng)));
    } while (b.core.vertices.size() < 3);
    b.xf = gjk::Transform2<double>::from_angle(
        {scale * spread * (u(rng) - 0.5), scale * spread * (u(rng) - 0.5)}, u(rng) * 6.3);
    return b;
}

TEST(Sat, BoxesHandWorked) {
    auto r = gjk::sat(world(body(box(1, 1))), world(body(box(1, 1), {3, 0})));
    EXPECT_TRUE(r.separated);
    EXPECT_NEAR(r.separation, 1.0, 1e-12);
    EXPECT_NEAR(r.axis.x, 1.0, 1e-12);
    EXPECT_NEAR(r.a.max, 1.0, 1e-12);
    EXPECT_NEAR(r.b.min, 2.0, 1e-12);
    auto o = gjk::sat(world(body(box(1, 1))), world(body(box(1, 1), {1.5, 0.2})));
    EXPECT_FALSE(o.separated);
    EXPECT_NEAR(-o.separation, 0.5, 1e-12);
    // Each line once: two aligned boxes have 2 edge directions between them (8 edges), two
    // turned ones 4. Along x, B lies beyond A's right side, along y above A's top: the overlap
    // is measured on the side each line meets.
    EXPECT_EQ(o.axes_tested, 2);
    EXPECT_EQ(
        gjk::sat(world(body(box(1, 1))), world(body(box(1, 1), {1.5, -0.2})), true).axes_tested, 2);
    auto turned = gjk::sat(world(body(box(1, 1))), world(body(box(1, 1), {-1.5, -0.2}, 30)), true);
    EXPECT_EQ(turned.axes_tested, 4);
    EXPECT_FALSE(turned.separated);
    // B to A's left: the axis of least overlap points from A to B, along -x.
    auto left = gjk::sat(world(body(box(1, 1))), world(body(box(1, 1), {-1.5, 0.2})), true);
    EXPECT_NEAR(left.axis.x, -1.0, 1e-12);
    EXPECT_NEAR(-left.separation, 0.5, 1e-12);
    EXPECT_NEAR(left.b.min - left.a.max, left.separation, 1e-12);
}

TEST(Sat, AgreesWithReferenceOn10000Pairs) {
    std::mt19937_64 rng(11);
    for (int i = 0; i < 10000; ++i) {
        double scale = (i % 3 == 0) ? 1e-3 : (i % 3 == 1 ? 1 : 1e4);
        auto a = random_polygon_body(rng, 3, scale), b = random_polygon_body(rng, 3, scale);
        auto wa = world(a), wb = world(b);
        ref::Answer ans = ref::proximity(wa, 0, wb, 0);
        auto r = gjk::sat(wa, wb, true);
        const double tol = 1e-9 * scale;
        if (ans.distance + ans.depth < tol) continue;
        ASSERT_EQ(r.separated, !ans.intersecting) << "case " << i;
        // Overlapping: SAT's minimum overlap is the exact depth. Apart: its best axis is a lower
        // bound on the distance.
        if (ans.intersecting)
            ASSERT_NEAR(-r.separation, ans.depth, tol) << "case " << i;
        else
            ASSERT_LE(r.separation, ans.distance + tol) << "case " << i;
        ASSERT_NEAR(glm::length(r.axis), 1.0, 1e-12);
    }
}

TEST(Minkowski, ExactDifferenceMatchesReferenceHull) {
    std::mt19937_64 rng(12);
    for (int i = 0; i < 10000; ++i) {
        auto a = random_polygon_body(rng, 2), b = random_polygon_body(rng, 2);
        auto wa = world(a), wb = world(b);
        auto md = gjk::minkowski_difference(wa, wb);
        auto expected = ref::minkowski_difference(wa, wb);
        ASSERT_EQ(md.size(), expected.size()) << "case " << i;
        // Same polygon: every vertex is the matching reference vertex, and its labels are true.
        size_t start = 0;
        for (size_t k = 0; k < expected.size(); ++k)
            if (glm::length(expected[k] - md[0].point) < glm::length(expected[start] - md[0].point))
                start = k;
        for (size_t k = 0; k < md.size(); ++k) {
            ASSERT_NEAR(glm::length(md[k].point - expected[(start + k) % expected.size()]), 0,
                        1e-12);
            ASSERT_NEAR(glm::length(md[k].point - (wa[md[k].ia] - wb[md[k].ib])), 0, 1e-12);
        }
    }
}

TEST(Minkowski, DegenerateOperands) {
    // A point minus a polygon is the reflected polygon; a segment minus a segment a parallelogram.
    auto md = gjk::minkowski_difference<double>({{0, 0}}, world(body(box(1, 1))));
    EXPECT_EQ(md.size(), 4u);
    auto seg = gjk::minkowski_difference<double>({{0, 0}, {1, 0}}, {{0, 0}, {0, 1}});
    EXPECT_EQ(seg.size(), 4u);
    auto dot = gjk::minkowski_difference<double>({{1, 1}}, {{0, 0}});
    ASSERT_EQ(dot.size(), 1u);
    EXPECT_EQ(dot[0].point, glm::dvec2(1, 1));
}

TEST(Minkowski, SampledHullOfCurvedShapes) {
    auto a = body(circle(1)), b = body(gjk::EllipseShape{{2, 1}}, {0.5, 0});
    auto pa = a.core.polygon_proxy();
    auto pb = b.core.ellipse_proxy();
    auto md = gjk::sampled_minkowski_difference(pa, a.xf, pb, b.xf, 256);
    ASSERT_GT(md.size(), 200u);
    // Circle r=1 minus ellipse (2,1) centred at 0.5: extends from -0.5-3 to -0.5+3 along x.
    double minx = 1e9, maxx = -1e9;
    for (auto& v : md) {
        minx = std::min(minx, v.point.x);
        maxx = std::max(maxx, v.point.x);
    }
    EXPECT_NEAR(minx, -3.5, 1e-9);
    EXPECT_NEAR(maxx, 2.5, 1e-9);
    for (size_t k = 0; k < md.size(); ++k) {  // convex, counter-clockwise
        auto p0 = md[k].point, p1 = md[(k + 1) % md.size()].point,
             p2 = md[(k + 2) % md.size()].point;
        ASSERT_GE(gjk::cross(p1 - p0, p2 - p1), -1e-12);
    }
}

TEST(Bounds, ContainAndAreConservative) {
    std::mt19937_64 rng(13);
    for (int i = 0; i < 5000; ++i) {
        auto a = random_polygon_body(rng, 4), b = random_polygon_body(rng, 4);
        auto box_a = gjk::aabb_of(a), box_b = gjk::aabb_of(b);
        auto circ_a = gjk::bounding_circle(a), circ_b = gjk::bounding_circle(b);
        auto obb_a = gjk::obb_of(a), obb_b = gjk::obb_of(b);
        for (auto& p : world(a)) {
            ASSERT_GE(p.x, box_a.min.x - 1e-12);
            ASSERT_LE(p.y, box_a.max.y + 1e-12);
            ASSERT_LE(glm::length(p - circ_a.center), circ_a.radius * (1 + 1e-12) + 1e-12);
        }
        // Bounding volumes never say "apart" for shapes that touch or overlap.
        if (run(a, b).intersecting) {
            ASSERT_TRUE(gjk::overlap(box_a, box_b)) << i;
            ASSERT_TRUE(gjk::overlap(circ_a, circ_b)) << i;
            ASSERT_TRUE(gjk::overlap(obb_a, obb_b)) << i;
        }
    }
}

TEST(Bounds, MinimalCircleHandWorked) {
    auto c = gjk::min_enclosing_circle<double>({{0, 0}, {2, 0}, {1, 0.1}});
    EXPECT_NEAR(c.radius, 1.0, 1e-12);  // the two far points span the diameter
    auto tri = gjk::min_enclosing_circle<double>({{0, 0}, {2, 0}, {1, std::sqrt(3.0)}});
    EXPECT_NEAR(tri.radius, 2 / std::sqrt(3.0), 1e-12);  // equilateral: circumradius
    auto box_circle = gjk::bounding_circle(body(box(3, 4)));
    EXPECT_NEAR(box_circle.radius, 5.0, 1e-12);
}

}  // namespace
