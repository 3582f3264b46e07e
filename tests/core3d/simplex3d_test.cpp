// The 3D sub-algorithm (simplex3d.h) on tetrahedra against an independent reference: the
// closest point of each face by its Voronoi regions (Ericson, "Real-Time Collision Detection",
// 5.1.5), in long double, and the origin's side of each face for the inside test.
#include <gjk/gjk3d.h>
#include <gjk/simplex3d.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

namespace {

using P = glm::vec<3, long double>;

long double dot(const P& a, const P& b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

/// Distance from the origin to triangle abc, by the region the origin falls in.
long double triangle_distance(const P& a, const P& b, const P& c) {
    const P o{0, 0, 0};
    const P ab = b - a, ac = c - a, ap = o - a;
    const long double d1 = dot(ab, ap), d2 = dot(ac, ap);
    if (d1 <= 0 && d2 <= 0) return std::sqrt(dot(a, a));
    const P bp = o - b;
    const long double d3 = dot(ab, bp), d4 = dot(ac, bp);
    if (d3 >= 0 && d4 <= d3) return std::sqrt(dot(b, b));
    const long double vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        const P q = a + (d1 / (d1 - d3)) * ab;
        return std::sqrt(dot(q, q));
    }
    const P cp = o - c;
    const long double d5 = dot(ab, cp), d6 = dot(ac, cp);
    if (d6 >= 0 && d5 <= d6) return std::sqrt(dot(c, c));
    const long double vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        const P q = a + (d2 / (d2 - d6)) * ac;
        return std::sqrt(dot(q, q));
    }
    const long double va = d3 * d6 - d5 * d4;
    if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) {
        const P q = b + ((d4 - d3) / ((d4 - d3) + (d5 - d6))) * (c - b);
        return std::sqrt(dot(q, q));
    }
    const long double denom = 1 / (va + vb + vc);
    const P q = a + ab * (vb * denom) + ac * (vc * denom);
    return std::sqrt(dot(q, q));
}

P cross(const P& a, const P& b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

/// Distance from the origin to the solid tetrahedron: 0 inside (the origin on the same side of
/// every face as the opposite vertex, or on the face), else the nearest face. A flat one is the
/// union of its four triangles, so the nearest face answers for it too.
long double tetrahedron_distance(const P* p) {
    static constexpr int face[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
    bool inside = true;
    long double best = INFINITY;
    for (int q = 0; q < 4; ++q) {
        const P &a = p[face[q][0]], &b = p[face[q][1]], &c = p[face[q][2]];
        const P n = cross(b - a, c - a);
        const long double vertex_side = dot(n, p[q] - a), origin_side = dot(n, -a);
        inside &= vertex_side != 0 && (origin_side == 0 || (vertex_side > 0) == (origin_side > 0));
        best = std::min(best, triangle_distance(a, b, c));
    }
    return inside ? 0 : best;
}

TEST(SignedVolumes3, TetrahedronClosestPointMatchesTheVoronoiReference) {
    using Solver = gjk::detail::SignedVolumes3<double>;
    std::mt19937_64 rng(0x51d3);
    std::uniform_real_distribution<double> u(-1.5, 1.5);
    std::normal_distribution<double> g(0, 0.7);
    int by_vertices[5] = {0, 0, 0, 0, 0};  // results by number of vertices kept
    int flat = 0;                          // tetrahedra of no volume, as the solver computes it
    double worst = 0;
    for (int trial = 0; trial < 200000; ++trial) {
        // Every fourth tetrahedron near the origin, which it then often holds.
        const double reach = trial % 4 == 1 ? 0.2 : 1.0;
        const gjk::Vec3<double> centre(reach * u(rng), reach * u(rng), reach * u(rng));
        gjk::Vec3<double> p[4];
        for (auto& v : p) v = centre + gjk::Vec3<double>(g(rng), g(rng), g(rng));
        if (trial % 10 == 0)  // nearly flat: p3 a hair off the plane of the others
            p[3] =
                0.3 * p[0] + 0.3 * p[1] + 0.4 * p[2] + 1e-9 * glm::cross(p[1] - p[0], p[2] - p[0]);
        if (trial % 10 == 3)  // flat: all four at one height, no volume at all
            for (auto& v : p) v.z = centre.z;
        if (trial % 10 == 7)  // the origin in the plane of the face opposite p3
            for (int i = 0; i < 3; ++i) p[i].z = 0;
        const Solver::Result r = Solver::solve(p, 4);
        flat += glm::dot(p[0] - p[3], glm::cross(p[1] - p[3], p[2] - p[3])) == 0;
        double sum = 0;
        gjk::Vec3<double> closest(0);
        for (int i = 0; i < 4; ++i) {
            const bool kept = (r.mask >> i) & 1;
            ASSERT_EQ(kept, r.w[i] > 0) << "trial " << trial << " vertex " << i;
            sum += r.w[i];
            closest += r.w[i] * p[i];
        }
        ASSERT_NEAR(sum, 1.0, 1e-9) << "trial " << trial;
        P lp[4];
        for (int i = 0; i < 4; ++i) lp[i] = P(p[i]);
        const double want = double(tetrahedron_distance(lp));
        const double error = std::abs(glm::length(closest) - want);
        worst = std::max(worst, error);
        ASSERT_LT(error, 1e-9) << "trial " << trial << ": " << glm::length(closest) << " against "
                               << want;
        ++by_vertices[__builtin_popcount(unsigned(r.mask))];
    }
    // Every kind of answer occurred: inside (4), a face (3, found by asking the faces the origin
    // is beyond whether it projects inside them), an edge or a vertex (2, 1: the full search);
    // and flat tetrahedra, searched over all four faces.
    EXPECT_GT(flat, 10000);
    for (int k = 1; k <= 4; ++k) EXPECT_GT(by_vertices[k], 1000) << k << " vertices kept";
    std::printf("vertices kept 1/2/3/4: %d %d %d %d; worst difference %.1e\n", by_vertices[1],
                by_vertices[2], by_vertices[3], by_vertices[4], worst);
}

}  // namespace

// GJK's closest point v is summed over the simplex's vertices alone (gjk3d.h, weighted_sum);
// it must give the bits of the sum over all four positions, those past the count weighted 0,
// on finite points: grid values (exact zeros, -0, cancellations) and random ones.
TEST(GjkWeightedSum, SameBitsAsTheSumOverAllFourPositions) {
    std::mt19937_64 rng(0x5e11);
    std::normal_distribution<double> g(0, 1);
    const double grid[] = {0.0, -0.0, 0.5, -0.5, 1.0, -1.0};
    for (int trial = 0; trial < 100000; ++trial) {
        auto value = [&] { return trial % 2 ? g(rng) : grid[rng() % 6]; };
        gjk::Vec3<double> p[4];
        double w[4];
        for (auto& q : p) q = {value(), value(), value()};
        const int count = 1 + int(rng() % 4);
        for (int i = 0; i < 4; ++i) w[i] = i < count && rng() % 4 ? std::abs(value()) : 0.0;
        if (count == 1) w[0] = 1;  // the solver's one vertex
        gjk::Vec3<double> full(0);
        for (int i = 0; i < 4; ++i) full += w[i] * p[i];
        const gjk::Vec3<double> sum = gjk::detail::weighted_sum(w, p, count);
        ASSERT_EQ(std::memcmp(&sum, &full, sizeof sum), 0)
            << "trial " << trial << " count " << count << ": " << sum.x << " " << full.x;
    }
    // One vertex that is not finite: v is NaN, as the full sum makes it.
    const double inf = std::numeric_limits<double>::infinity();
    const gjk::Vec3<double> p[4] = {{inf, 1, 1}, {inf, 1, 1}, {inf, 1, 1}, {inf, 1, 1}};
    const double w[4] = {1, 0, 0, 0};
    EXPECT_TRUE(std::isnan(gjk::detail::weighted_sum(w, p, 1).x));
}

#ifdef GJK_X86_SIMD
namespace {

template <class T>
bool same_bits(const gjk::GjkOutput3<T>& x, const gjk::GjkOutput3<T>& y) {
    auto same = [](const auto& a, const auto& b) { return std::memcmp(&a, &b, sizeof a) == 0; };
    bool equal = same(x.distance, y.distance) && same(x.point_a, y.point_a) &&
                 same(x.point_b, y.point_b) && same(x.normal, y.normal) &&
                 x.iterations == y.iterations && x.stop == y.stop &&
                 x.simplex.count == y.simplex.count;
    for (int i = 0; equal && i < x.simplex.count; ++i) {
        const auto &u = x.simplex.v[i], &v = y.simplex.v[i];
        equal = same(u.w, v.w) && same(u.wa, v.wa) && same(u.wb, v.wb) && u.ia == v.ia &&
                u.ib == v.ib && same(u.weight, v.weight);
    }
    return equal;
}

/// The caller's copy, the AVX2 copy and what gjk_distance3 dispatches to, on one pair, cold and
/// warm started: the same bits.
template <class T, class Pair>
void expect_copies_match(const Pair& m, int trial) {
    const gjk::GjkSettings3<T> settings;
    gjk::SimplexCache3 cache_callers, cache_avx2, cache_dispatched;
    gjk::NoTrace* const no_trace = nullptr;
    for (int warm = 0; warm < 2; ++warm) {
        const auto callers = gjk::detail::gjk_distance3_loop(m, settings, &cache_callers, no_trace);
        const auto avx2 = gjk::detail::gjk_distance3_avx2(m, settings, &cache_avx2, no_trace);
        const auto dispatched = gjk::gjk_distance3(m, settings, &cache_dispatched);
        ASSERT_TRUE(same_bits(callers, avx2) && same_bits(callers, dispatched))
            << "trial " << trial << (warm ? " warm" : " cold") << ": distance " << callers.distance
            << ", AVX2 copy " << avx2.distance << ", dispatched " << dispatched.distance;
    }
}

// GJK 3D is compiled twice (gjk3d.h): as the caller's code, and for AVX2 for pairs in double
// or float with a polytope or a box as B. Without FMA both round every operation alike, so each
// output must be the same bits: hulls of 1 to 100 points (packed from 4 to 64, scanned in place
// otherwise) and a few of 1,100, against hulls and boxes, and boxes against boxes (one side's
// extents from the grid, with zeros: flat boxes); random, grid (exact zeros, -0) and flat.
template <class T>
void expect_copies_match_on_random_pairs() {
    std::mt19937_64 rng(0xa2);
    std::normal_distribution<T> g(0, 1);
    using Hull = gjk::PolytopeProxy3<T>;
    using Box = gjk::BoxProxy3<T>;
    int packed = 0, unpacked = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        const int mode = trial % 4;
        auto value = [&] {
            return mode == 0 ? T(int(rng() % 5) - 2) * T(0.5) : g(rng);  // grid: exact zeros
        };
        const int na = 1 + int(rng() % 100), nb = trial % 1000 == 7 ? 1100 : 1 + int(rng() % 100);
        std::vector<gjk::Vec3<T>> pa(static_cast<size_t>(na)), pb(static_cast<size_t>(nb));
        for (auto& p : pa) p = {value(), value(), value()};
        for (auto& p : pb) p = {value(), value(), value()};
        if (mode == 3)  // flat: every point of A in the plane z = 0
            for (auto& p : pa) p.z = 0;
        gjk::Transform3<T> xa, xb;
        if (mode != 0) {
            auto vec = [&](T s) { return gjk::Vec3<T>(s * g(rng), s * g(rng), s * g(rng)); };
            xa = gjk::Transform3<T>::from_euler_deg(vec(1), vec(90));
            xb = gjk::Transform3<T>::from_euler_deg(vec(1), vec(90));
        } else {
            xb.p = {T(int(rng() % 3) - 1), 0, T(-0.0)};
        }
        const Hull a{pa.data(), na, 0}, b{pb.data(), nb, 0};
        const gjk::MinkowskiPair3<T, Hull, Hull> hulls(a, xa, b, xb);
        packed += hulls.packed_a.count > 0;
        unpacked += hulls.packed_a.count == 0;
        expect_copies_match<T>(hulls, trial);
        const Box box{{T(0.5), T(0.25), T(1)}, 0};
        expect_copies_match<T>(gjk::MinkowskiPair3<T, Hull, Box>(a, xa, box, xb), trial);
        const Box other{{std::abs(value()) + T(0.25), T(0.75), std::abs(value())}, 0};
        expect_copies_match<T>(gjk::MinkowskiPair3<T, Box, Box>(other, xa, box, xb), trial);
        // 8-vertex hulls that are boxes (box_corners3d.h): both sides, which have a copy of
        // their own, and one side beside a hull (B then packed and picked) or a box.
        std::vector<gjk::Vec3<T>> corners_a, corners_b;
        const gjk::Vec3<T> half_a{std::abs(value()) + T(0.25), T(0.5), std::abs(value()) + T(0.1)},
            half_b{T(0.75), std::abs(value()) + T(0.25), T(0.3)};
        for (int k = 7; k >= 0; --k) {
            const gjk::Vec3<T> s{k & 1 ? 1 : -1, k & 2 ? 1 : -1, k & 4 ? 1 : -1};
            corners_a.push_back(s * half_a);
            corners_b.push_back(s * half_b + gjk::Vec3<T>{T(0.1), T(-0.2), T(0.3)});
        }
        const Hull box_a{corners_a.data(), 8,       0,
                         nullptr,          nullptr, gjk::find_box_corners(corners_a.data(), 8)},
            box_b{corners_b.data(), 8,       0,
                  nullptr,          nullptr, gjk::find_box_corners(corners_b.data(), 8)};
        const gjk::MinkowskiPair3<T, Hull, Hull> box_hulls(box_a, xa, box_b, xb);
        ASSERT_TRUE(box_hulls.a_is_box_hull && box_hulls.b_is_box_hull);
        expect_copies_match<T>(box_hulls, trial);
        expect_copies_match<T>(gjk::MinkowskiPair3<T, Hull, Hull>(box_a, xa, b, xb), trial);
        expect_copies_match<T>(gjk::MinkowskiPair3<T, Hull, Hull>(a, xa, box_b, xb), trial);
        expect_copies_match<T>(gjk::MinkowskiPair3<T, Hull, Box>(box_a, xa, box, xb), trial);
        if (testing::Test::HasFatalFailure()) return;
    }
    EXPECT_GT(packed, 10000);  // both kinds of support ran
    EXPECT_GT(unpacked, 3000);
}

}  // namespace

TEST(GjkAvx2Copy, SameBitsAsTheCallersCopy) {
    if (!gjk::detail::has_avx2()) GTEST_SKIP() << "this CPU has no AVX2";
    expect_copies_match_on_random_pairs<double>();
}

TEST(GjkAvx2Copy, SameBitsAsTheCallersCopyInFloat) {
    if (!gjk::detail::has_avx2()) GTEST_SKIP() << "this CPU has no AVX2";
    expect_copies_match_on_random_pairs<float>();
}
#endif
