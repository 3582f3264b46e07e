// The polygon supports against a plain loop, for float and double: the SSE2 scans (up to 64
// vertices) and the hill climb (above), the same vertex, ties to the lowest index when scanning.
#include <gjk/gjk2d.h>
#include <gjk/minkowski_support2d.h>
#include <gjk/packed_polygon2d.h>
#include <gjk/support2d.h>
#include <gtest/gtest.h>

#include "../sign_cases.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

namespace {

template <class T>
int plain_farthest(const std::vector<gjk::Vec2<T>>& pts, const gjk::Vec2<T>& d) {
    int best = 0;
    T most = pts[0].x * d.x + pts[0].y * d.y;
    for (int i = 1; i < int(pts.size()); ++i) {
        const T v = pts[i].x * d.x + pts[i].y * d.y;
        if (v > most) most = v, best = i;
    }
    return best;
}

template <class T>
void expect_scans_match_plain_loop(uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> g(0, 1);
    for (int trial = 0; trial < 20000; ++trial) {
        const int n = 1 + int(rng() % 64);
        std::vector<gjk::Vec2<T>> pts(n);
        for (auto& p : pts) p = gjk::Vec2<T>(T(g(rng)), T(g(rng)));
        if (trial % 3 == 0) pts[rng() % n] = pts[rng() % n];  // a tie somewhere
        if (trial % 7 == 0)
            for (auto& p : pts) p = pts[0];  // all tied
        const gjk::Vec2<T> d(T(g(rng)), T(g(rng)));
        const gjk::PolygonProxy<T> proxy{pts.data(), n, 0};
        ASSERT_EQ(proxy.scan(d).index, plain_farthest(pts, d)) << "n = " << n;
#ifdef GJK_X86_SIMD
        const T dd[2] = {d.x, d.y};
        ASSERT_EQ(gjk::detail::farthest2_sse(&pts[0].x, n, dd[0], dd[1]), plain_farthest(pts, d));
        if (n <= 16) {
            if constexpr (std::is_same_v<T, float>) {
                ASSERT_EQ(gjk::detail::farthest2_sse_small(&pts[0].x, n, dd[0], dd[1]),
                          plain_farthest(pts, d));
            }
        }
#endif
    }
}

TEST(Support2D, FloatScanMatchesPlainLoop) {
    expect_scans_match_plain_loop<float>(1);
}
TEST(Support2D, DoubleScanMatchesPlainLoop) {
    expect_scans_match_plain_loop<double>(2);
}

// A small polygon packed into another frame (packed_polygon2d.h): every vertex is
// Transform2::apply's, bit for bit, and its scan finds the plain loop's vertex on the moved
// points, ties included (the padding repeats vertex 0 and never wins).
template <class T>
void expect_packed_matches_plain_loop(uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> g(0, 1);
    for (int trial = 0; trial < 20000; ++trial) {
        const int n = 1 + int(rng() % gjk::PackedPolygon2<T>::kMax);
        std::vector<gjk::Vec2<T>> pts(n);
        for (auto& p : pts) p = gjk::Vec2<T>(T(g(rng)), T(g(rng)));
        if (trial % 3 == 0) pts[rng() % n] = pts[rng() % n];  // a tie somewhere
        if (trial % 7 == 0)
            for (auto& p : pts) p = pts[0];  // all tied
        const auto xf = gjk::Transform2<T>::from_angle({T(g(rng)), T(g(rng))}, T(g(rng)));
        gjk::PackedPolygon2<T> moved, kept;
        moved.template pack<true>(pts.data(), n, xf);
        kept.template pack<false>(pts.data(), n, xf);
        ASSERT_EQ(moved.count, n);
        std::vector<gjk::Vec2<T>> expected(n);
        for (int i = 0; i < n; ++i) {
            expected[i] = xf.apply(pts[i]);
            ASSERT_EQ(moved.vertex(i), expected[i]) << "n = " << n << ", vertex " << i;
            ASSERT_EQ(kept.vertex(i), pts[i]);
        }
        const gjk::Vec2<T> d(T(g(rng)), T(g(rng)));
        ASSERT_EQ(moved.farthest(d), plain_farthest(expected, d)) << "n = " << n;
        ASSERT_EQ(kept.farthest(d), plain_farthest(pts, d)) << "n = " << n;
        ASSERT_EQ(kept.farthest(-d), plain_farthest(pts, gjk::Vec2<T>(-d))) << "n = " << n;
    }
}

TEST(Support2D, FloatPackedPolygonMatchesPlainLoop) {
    expect_packed_matches_plain_loop<float>(4);
}
TEST(Support2D, DoublePackedPolygonMatchesPlainLoop) {
    expect_packed_matches_plain_loop<double>(5);
}

// Polygons above the packing limit, or shapes that are not polygons, are not packed: the pair
// falls back to the proxies' own supports.
TEST(Support2D, OnlySmallPolygonsArePacked) {
    std::vector<gjk::Vec2<double>> small(gjk::PackedPolygon2<double>::kMax),
        large(gjk::PackedPolygon2<double>::kMax + 1);
    for (size_t i = 0; i < large.size(); ++i) {
        const double a = 2 * M_PI * double(i) / double(large.size());
        large[i] = {std::cos(a), std::sin(a)};
        if (i < small.size()) small[i] = large[i];
    }
    const gjk::PolygonProxy<double> ps{small.data(), int(small.size()), 0};
    const gjk::PolygonProxy<double> pl{large.data(), int(large.size()), 0};
    const gjk::Transform2<double> xa{{0, 0}, 1, 0}, xb{{3, 0}, 0, 1};
    const gjk::MinkowskiPair<double, gjk::PolygonProxy<double>, gjk::PolygonProxy<double>> m(
        ps, xa, pl, xb);
    EXPECT_EQ(m.packed_a.count, int(small.size()));
    EXPECT_EQ(m.packed_b.count, 0);
    // Both paths agree with the definition s_A(d) - s_B(-d) in A's frame.
    for (int k = 0; k < 64; ++k) {
        const gjk::Vec2<double> d{std::cos(0.1 * k), std::sin(0.1 * k)};
        const auto w = m.support(d);
        EXPECT_EQ(w.ia, plain_farthest(small, d));
        std::vector<gjk::Vec2<double>> moved;
        for (auto& p : large) moved.push_back(m.rel.apply(p));
        EXPECT_NEAR(glm::dot(w.wb, d), glm::dot(moved[plain_farthest(moved, -d)], d), 1e-12);
    }
}

// GJK's shortcut for its last step (MinkowskiPair::support_from_edge / _vertex): whenever it
// confirms a simplex vertex as the support along d, a full support finds nothing farther. And
// it does confirm the final simplex of separated polygons.
TEST(Support2D, ConfirmedSimplexVertexIsASupport) {
    std::mt19937_64 rng(8);
    std::uniform_real_distribution<double> u(0, 1);
    int confirmed = 0, finals = 0;
    for (int trial = 0; trial < 5000; ++trial) {
        auto polygon = [&](int n) {
            std::vector<double> angles(n);
            for (double& a : angles) a = u(rng) * 2 * M_PI;
            std::sort(angles.begin(), angles.end());
            std::vector<gjk::Vec2<double>> pts;
            const double rx = 0.3 + u(rng), ry = 0.3 + u(rng);
            for (double a : angles) pts.push_back({rx * std::cos(a), ry * std::sin(a)});
            return pts;
        };
        const auto pa = polygon(3 + int(rng() % 10)), pb = polygon(3 + int(rng() % 10));
        const gjk::PolygonProxy<double> a{pa.data(), int(pa.size()), 0},
            b{pb.data(), int(pb.size()), 0};
        const auto xa = gjk::Transform2<double>::from_angle({u(rng), u(rng)}, 6 * u(rng));
        const auto xb = gjk::Transform2<double>::from_angle({1 + 3 * u(rng), u(rng)}, 6 * u(rng));
        const gjk::MinkowskiPair<double, gjk::PolygonProxy<double>, gjk::PolygonProxy<double>> m(
            a, xa, b, xb);
        auto check = [&](int k, const gjk::SupportVertex<double>& w, const gjk::Vec2<double>& d) {
            if (k < 0) return;
            ++confirmed;
            const auto full = m.support(d);
            EXPECT_GE(glm::dot(w.w, d), glm::dot(full.w, d) - 1e-12 * glm::length(d)) << trial;
        };
        // Random vertices and edges that share a corner.
        const int ia = int(rng() % pa.size()), ib = int(rng() % pb.size());
        const gjk::Vec2<double> d{u(rng) - 0.5, u(rng) - 0.5};
        const auto w1 = m.vertex(ia, ib);
        check(m.support_from_vertex(w1, d), w1, d);
        const auto w2 = m.vertex(ia, (ib + 1) % int(pb.size()));
        const gjk::Vec2<double> e = w2.w - w1.w, n{e.y, -e.x};
        for (const auto& dir : {n, -n, d}) {
            const int k = m.support_from_edge(w1, w2, dir);
            check(k, k == 1 ? w2 : w1, dir);
        }
        // The final simplex of a separated pair.
        gjk::GjkSettings<double> settings;
        const auto out = gjk::gjk_distance(m, settings);
        if (out.distance > 0 && out.simplex.count == 2) {
            ++finals;
            const int k = m.support_from_edge(out.simplex.v[0], out.simplex.v[1],
                                              out.simplex.search_direction());
            EXPECT_GE(k, 0) << trial;
        }
    }
    EXPECT_GT(confirmed, 1000);
    EXPECT_GT(finals, 500);
}

// A NaN direction (which the algorithms never pass, but a caller might) gives a vertex, not a
// read out of bounds.
TEST(Support2D, NanDirectionGivesAVertex) {
    for (int n = 1; n <= 64; ++n) {
        std::vector<gjk::Vec2<float>> pts(n, gjk::Vec2<float>(1, 2));
        std::vector<gjk::Vec2<double>> dpts(n, gjk::Vec2<double>(1, 2));
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const gjk::PolygonProxy<float> proxy{pts.data(), n, 0};
        const gjk::PolygonProxy<double> dproxy{dpts.data(), n, 0};
        const int k = proxy.scan({nan, 1}).index, dk = dproxy.scan({double(nan), 1}).index;
        EXPECT_TRUE(k >= 0 && k < n && dk >= 0 && dk < n) << n;
    }
}

// GJK's turn towards the origin (perp_towards) flips a sign with a mask on x86: it must give
// the plain choice, bit for bit, for every side including 0, -0, NaN and infinities.
template <class T>
void check_perp_towards() {
    const gjk::Vec2<T> edges[] = {{1, 2}, {-3, 0.5}, {0, 0}, {-T(0), T(0)}, {T(1e-30), T(-7e20)}};
    int flipped = 0;
    for (T side : awkward_sides<T>())
        for (auto e : edges) {
            const gjk::Vec2<T> got = gjk::perp_towards(e, side);
            const gjk::Vec2<T> want = side > 0 ? gjk::perp_left(e) : gjk::perp_right(e);
            EXPECT_EQ(bits_of(got.x), bits_of(want.x)) << side << " " << e.x << " " << e.y;
            EXPECT_EQ(bits_of(got.y), bits_of(want.y)) << side << " " << e.x << " " << e.y;
            flipped += !(side > 0);
        }
    EXPECT_GT(flipped, 20);
}
TEST(Support2D, PerpTowardsTurnsToTheSideOfItsSignFloat) {
    check_perp_towards<float>();
}
TEST(Support2D, PerpTowardsTurnsToTheSideOfItsSignDouble) {
    check_perp_towards<double>();
}

// Above the scan limit the support climbs: on a strictly convex polygon it reaches the
// farthest vertex from any hint.
TEST(Support2D, ClimbReachesTheFarthestVertexFromAnyHint) {
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> u(0, 1);
    for (int trial = 0; trial < 2000; ++trial) {
        const int n = gjk::PolygonProxy<double>::kScanMax + 1 + int(rng() % 200);
        std::vector<gjk::Vec2<double>> pts;
        for (int i = 0; i < n; ++i) {
            const double a = 2 * M_PI * (i + 0.5 * u(rng)) / n;
            pts.push_back({std::cos(a) * 2, std::sin(a)});
        }
        const gjk::PolygonProxy<double> proxy{pts.data(), n, 0};
        const gjk::Vec2<double> d(u(rng) - 0.5, u(rng) - 0.5);
        const int hint = trial % 2 ? -1 : int(rng() % n);
        const int want = plain_farthest(pts, d);
        const int got = proxy.support(d, hint).index;
        ASSERT_EQ(glm::dot(pts[got], d), glm::dot(pts[want], d)) << "n = " << n;
    }
}

}  // namespace
