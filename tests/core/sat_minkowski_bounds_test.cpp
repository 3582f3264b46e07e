// SAT, the exact Minkowski difference and bounding volumes, each against the reference.
#include <algorithm>
#include <limits>
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

/// The distance from `c` to the solid polygon `poly` (0 inside) and, inside, the distance to
/// its nearest edge line: brute force over every edge.
std::pair<double, double> distance_to_polygon(const std::vector<glm::dvec2>& poly, glm::dvec2 c) {
    double outside = 1e300, inside = 1e300;
    bool in = true;
    for (size_t i = 0; i < poly.size(); ++i) {
        const glm::dvec2 p = poly[i], q = poly[(i + 1) % poly.size()], e = q - p;
        const double t = std::clamp(glm::dot(c - p, e) / glm::dot(e, e), 0.0, 1.0);
        outside = std::min(outside, glm::length(c - (p + t * e)));
        const double side = (e.x * (c.y - p.y) - e.y * (c.x - p.x)) / glm::length(e);  // > 0 left
        in = in && side >= 0;
        inside = std::min(inside, side);
    }
    return {in ? 0.0 : outside, in ? inside : 0.0};
}

TEST(Sat, CirclesAgainstPolygonsAndCirclesMatchBruteForce) {
    // Seed 004's SAT with circles: the polygons' edge normals and the axis from a circle's
    // centre to the other shape's nearest vertex (two circles: the line through the centres).
    // Apart exactly when the centre is farther than the radius from the polygon; when they
    // overlap, the least overlap is the depth: r - dist(c, P) outside, r + the distance to the
    // nearest edge inside. 4,000 random pairs each way, and the circle as A or as B.
    std::mt19937_64 rng(4004);
    std::uniform_real_distribution<double> u(0, 1);
    int apart = 0, overlapping = 0;
    for (int k = 0; k < 4000; ++k) {
        const auto poly = world(random_polygon_body(rng, 3));
        const glm::dvec2 c{6 * (u(rng) - 0.5), 6 * (u(rng) - 0.5)};
        const double r = 0.05 + 1.5 * u(rng);
        const auto [outside, inside] = distance_to_polygon(poly, c);
        const double gap = outside > 0 ? outside - r : -(r + inside);
        if (std::abs(gap) < 1e-9) continue;  // touching: either answer is right
        for (const bool circle_first : {true, false}) {
            const auto s = circle_first ? gjk::sat(std::vector<glm::dvec2>{c}, r, poly, 0.0, true)
                                        : gjk::sat(poly, 0.0, std::vector<glm::dvec2>{c}, r, true);
            ASSERT_EQ(s.separated, gap > 0) << k << " gap " << gap;
            EXPECT_NEAR(s.separation, gap, 1e-9) << k;  // the gap when apart, minus the depth
            const auto first = circle_first ? gjk::sat(std::vector<glm::dvec2>{c}, r, poly, 0.0)
                                            : gjk::sat(poly, 0.0, std::vector<glm::dvec2>{c}, r);
            EXPECT_EQ(first.separated, gap > 0) << k;  // stopping at the first separating axis
        }
        (gap > 0 ? apart : overlapping) += 1;
    }
    EXPECT_GT(apart, 500);
    EXPECT_GT(overlapping, 500);
    for (int k = 0; k < 2000; ++k) {
        const glm::dvec2 a{4 * u(rng), 4 * u(rng)}, b{4 * u(rng), 4 * u(rng)};
        const double ra = 0.1 + u(rng), rb = 0.1 + u(rng);
        const double gap = glm::length(b - a) - ra - rb;
        const auto s =
            gjk::sat(std::vector<glm::dvec2>{a}, ra, std::vector<glm::dvec2>{b}, rb, true);
        EXPECT_EQ(s.axes_tested, 1);
        EXPECT_EQ(s.separated, gap > 0);
        EXPECT_NEAR(s.separation, gap, 1e-12);
    }
}

// gjk::within_precision at its range's edges: two points x apart make A - B's extent exactly
// |x|. Double takes 1e-70 to 1e70, float 1e-9 to 1e9, and both take 0 (gjk/precision.h).
TEST(Bounds, WithinPrecisionAtTheRangesEdges) {
    const auto a = body(gjk::PointShape{});
    for (auto [x, within] :
         std::vector<std::pair<double, bool>>{{0, true},
                                              {1e-70, true},
                                              {0.99e-70, false},
                                              {1, true},
                                              {-1e70, true},
                                              {1.01e70, false},
                                              {std::numeric_limits<double>::infinity(), false},
                                              {std::numeric_limits<double>::quiet_NaN(), false}})
        EXPECT_EQ(gjk::within_precision(a, body(gjk::PointShape{}, {0, x})), within) << x;
    const auto a_float = body<float>(gjk::PointShape{});
    for (auto [x, within] : std::vector<std::pair<double, bool>>{
             {0, true}, {2e-9, true}, {5e-10, false}, {1e9, true}, {-1.01e9, false}, {1e20, false}})
        EXPECT_EQ(gjk::within_precision(a_float, body<float>(gjk::PointShape{}, {x, 0})), within)
            << x;
}

}  // namespace
