// MPR in 2D: its verdict against GJK's on random polygon pairs, and its depth against the exact
// polygon A - B: O's distance to the edge where the ray from v0 through O leaves it (what MPR
// converges to), never less than EPA's depth, and larger where the ray misses the nearest edge.
#include <gjk/minkowski2d.h>
#include <gjk/mpr2d.h>

#include <random>

#include "core/helpers.h"
#include "reference2d.h"

namespace {

using testing_gjk::body;
using testing_gjk::box;

TEST(Mpr2, BoxesAlongTheLineOfTheirCentresFindTheTrueDepth) {
    auto a = body(box(1, 1)), b = body(box(1, 1), {1.5, 0.1});
    std::vector<gjk::MprStep2<double>> steps;
    auto r = gjk::mpr(a, b, true, {}, &steps);
    EXPECT_TRUE(r.intersecting);
    EXPECT_EQ(r.stop, gjk::MprStop::Converged);
    EXPECT_NEAR(r.depth, 0.5, 1e-12);
    EXPECT_NEAR(r.normal.x, 1, 1e-12);
    EXPECT_FALSE(steps.empty());
    EXPECT_EQ(steps.front().phase, gjk::MprPhase::Discovery);
    EXPECT_EQ(steps.back().stop, gjk::MprStop::Converged);
}

TEST(Mpr2, ADiagonalRayMeetsAFartherEdgeThanTheNearest) {
    // A: 4 x 1 slab; B: unit box sunk 0.2 into its top and hanging 0.4 over its right end.
    // A - B spans x in [-4.6, 0.4], y in [-1.8, 0.2]; the ray from v0 = (-2.1, -0.8) through O
    // leaves it through the side x = 0.4 (at y = 0.15), not the top: MPR's depth is 0.4 (B
    // slides off the end), EPA's 0.2 (B lifts).
    auto a = body(box(2, 0.5)), b = body(box(0.5, 0.5), {2.1, 0.8});
    auto m = gjk::mpr(a, b, true);
    auto q = testing_gjk::run(a, b);
    ASSERT_TRUE(m.intersecting);
    EXPECT_NEAR(q.penetration_depth, 0.2, 1e-12);
    EXPECT_NEAR(m.depth, 0.4, 1e-12);
    EXPECT_NEAR(m.normal.x, 1, 1e-12);
    EXPECT_FALSE(gjk::mpr(a, body(box(0.5, 0.5), {2.1, 1.1}), false).intersecting);
}

/// O's distance to the line of the edge of polygon `poly` (A - B, counter-clockwise) where the
/// ray from `from` through O leaves it.
double exit_distance(const std::vector<glm::dvec2>& poly, glm::dvec2 from) {
    const glm::dvec2 d = -from;
    double best_t = 1e300, depth = -1;
    for (size_t i = 0; i < poly.size(); ++i) {
        const glm::dvec2 p = poly[i], q = poly[(i + 1) % poly.size()], e = q - p;
        const double den = gjk::cross(d, e);
        if (std::abs(den) < 1e-300) continue;
        const double t = gjk::cross(p - from, e) / den, s = gjk::cross(p - from, d) / den;
        if (t > 0 && s >= -1e-12 && s <= 1 + 1e-12 && t < best_t) {
            best_t = t;
            depth = gjk::cross(p, e) / glm::length(e);  // O to the edge's line
        }
    }
    return depth;
}

TEST(Mpr2, VerdictsAsGjkAndDepthsAsTheExactExitEdge) {
    std::mt19937_64 rng(4302);
    std::uniform_real_distribution<double> u(0, 1);
    int overlapping = 0, apart = 0, deeper = 0;
    for (int i = 0; i < 20000; ++i) {
        gjk::Body2<double> a{{}, gjk::Transform2<double>::from_angle({0, 0}, 6.3 * u(rng))};
        gjk::Body2<double> b{{},
                             gjk::Transform2<double>::from_angle(
                                 {3 * u(rng) - 1.5, 3 * u(rng) - 1.5}, 6.3 * u(rng))};
        a.core.vertices = ref::random_convex(rng, 3 + int(u(rng) * 10), 0.3 + u(rng), 0.3 + u(rng));
        b.core.vertices = ref::random_convex(rng, 3 + int(u(rng) * 10), 0.3 + u(rng), 0.3 + u(rng));
        const auto q = testing_gjk::run(a, b);
        if (q.distance + q.penetration_depth < 1e-7) continue;  // touching: either verdict
        const auto m = gjk::mpr(a, b, true);
        ASSERT_EQ(m.intersecting, q.intersecting) << "case " << i;
        ASSERT_EQ(gjk::mpr(a, b, false).intersecting, q.intersecting) << "case " << i;
        if (!q.intersecting) {
            ++apart;
            continue;
        }
        ++overlapping;
        ASSERT_EQ(m.stop, gjk::MprStop::Converged) << "case " << i;
        std::vector<glm::dvec2> wa, wb, diff;
        for (auto& v : a.core.vertices) wa.push_back(a.xf.apply(v));
        for (auto& v : b.core.vertices) wb.push_back(b.xf.apply(v));
        for (auto& v : gjk::minkowski_difference(wa, wb)) diff.push_back(v.point);
        const double exact = exit_distance(diff, m.v0.w);
        ASSERT_NEAR(m.depth, exact, 1e-9) << "case " << i;
        ASSERT_GE(m.depth, q.penetration_depth - 1e-9) << "case " << i;
        deeper += m.depth > q.penetration_depth * (1 + 1e-6);
    }
    std::printf("%d overlapping, %d apart; MPR's depth above EPA's on %d\n", overlapping, apart,
                deeper);
    EXPECT_GT(overlapping, 3000);
    EXPECT_GT(apart, 3000);
    EXPECT_GT(deeper, overlapping / 10);
}

}  // namespace

namespace {

TEST(Mpr2, ShapesWithTheSameCentreOverlap) {
    auto a = testing_gjk::body(testing_gjk::box(1, 1)),
         b = testing_gjk::body(testing_gjk::box(1, 1));
    const auto m = gjk::mpr(a, b, true);
    EXPECT_TRUE(m.intersecting);
    EXPECT_NEAR(m.depth, 2, 1e-9);
    EXPECT_TRUE(gjk::mpr(a, b, false).intersecting);
    auto fa = testing_gjk::body<float>(testing_gjk::box(1, 1)),
         fb = testing_gjk::body<float>(testing_gjk::box(1, 1));
    EXPECT_TRUE(gjk::mpr(fa, fb, false).intersecting);
}

}  // namespace
