// The polytope support scans (AVX2 or SSE2 for double, masked scalar for float) against a plain
// loop: the same vertex, ties to the lowest index, for every count and with repeated points.
#include <gjk/minkowski_support3d.h>
#include <gjk/packed_polytope3d.h>
#include <gjk/support3d.h>
#include <gtest/gtest.h>

#include "../sign_cases.h"
#include "cpu.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>

namespace {

using testing_gjk3::cpu_has_avx2;

template <class T>
void expect_scan_matches_plain_loop(uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> g(0, 1);
    for (int trial = 0; trial < 20000; ++trial) {
        const int n = 1 + int(rng() % 70);
        std::vector<gjk::Vec3<T>> pts(n);
        for (auto& p : pts) p = gjk::Vec3<T>(T(g(rng)), T(g(rng)), T(g(rng)));
        if (trial % 3 == 0) pts[rng() % n] = pts[rng() % n];  // a tie somewhere
        if (trial % 7 == 0)
            for (auto& p : pts) p = pts[0];  // all tied
        const gjk::Vec3<T> d(T(g(rng)), T(g(rng)), T(g(rng)));
        int want = 0;
        T most = (pts[0].x * d.x + pts[0].y * d.y) + pts[0].z * d.z;
        for (int i = 1; i < n; ++i) {
            const T v = (pts[i].x * d.x + pts[i].y * d.y) + pts[i].z * d.z;
            if (v > most) most = v, want = i;
        }
        const gjk::PolytopeProxy3<T> proxy{pts.data(), n, 0};
        const auto got = proxy.support(d);
        ASSERT_EQ(got.index, want) << "n = " << n << ", trial " << trial;
        ASSERT_EQ(got.point, pts[want]);
#ifdef GJK_X86_SIMD
        if constexpr (std::is_same_v<T, double>) {  // each kernel, whichever this CPU picks
            const double dd[3] = {d.x, d.y, d.z};
            if (n >= 2) {
                ASSERT_EQ(gjk::detail::farthest_sse2(&pts[0].x, n, dd), want) << n;
            }
            if (n >= 4 && __builtin_cpu_supports("avx2")) {
                ASSERT_EQ(gjk::detail::farthest_avx2(&pts[0].x, n, d.x, d.y, d.z), want) << n;
                if (n <= 16) {
                    ASSERT_EQ(gjk::detail::farthest_avx2_small(&pts[0].x, n, d.x, d.y, d.z), want)
                        << n;
                }
            }
        }
        if constexpr (std::is_same_v<T, float>) {
            if (n >= 8 && __builtin_cpu_supports("avx2")) {
                ASSERT_EQ(gjk::detail::farthest_avx2(&pts[0].x, n, d.x, d.y, d.z), want) << n;
            }
        }
#endif
    }
}

// A NaN direction gives a vertex, not a read out of bounds.
TEST(Support3D, NanDirectionGivesAVertex) {
    for (int n = 1; n <= 40; ++n) {
        std::vector<gjk::Vec3<double>> pts(n, gjk::Vec3<double>(1, 2, 3));
        const gjk::PolytopeProxy3<double> proxy{pts.data(), n, 0};
        const int k = proxy.support({std::numeric_limits<double>::quiet_NaN(), 1, 0}).index;
        EXPECT_TRUE(k >= 0 && k < n) << n;
    }
}

TEST(Support3D, DoubleScanMatchesPlainLoop) {
    expect_scan_matches_plain_loop<double>(1);
}
TEST(Support3D, FloatScanMatchesPlainLoop) {
    expect_scan_matches_plain_loop<float>(2);
}

template <class T>
int plain_farthest3(const std::vector<gjk::Vec3<T>>& pts, const gjk::Vec3<T>& d) {
    int best = 0;
    T most = (pts[0].x * d.x + pts[0].y * d.y) + pts[0].z * d.z;
    for (int i = 1; i < int(pts.size()); ++i) {
        const T v = (pts[i].x * d.x + pts[i].y * d.y) + pts[i].z * d.z;
        if (v > most) most = v, best = i;
    }
    return best;
}

// A polytope packed into another frame (packed_polytope3d.h), where the CPU allows it: every
// vertex is Transform3::apply's, bit for bit, and the column scan finds the plain loop's
// vertex on the moved points, ties included (the padding repeats vertex 0 and never wins).
template <class T>
void expect_packed_matches_plain_loop(uint64_t seed) {
    using Packed = gjk::PackedPolytope3<T>;
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> g(0, 1);
    std::uniform_real_distribution<double> u(0, 360);
    int packed = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        const int n = 1 + int(rng() % (Packed::kMax + 8));
        std::vector<gjk::Vec3<T>> pts(n);
        for (auto& p : pts) p = gjk::Vec3<T>(g(rng), g(rng), g(rng));
        if (trial % 3 == 0) pts[rng() % n] = pts[rng() % n];  // a tie somewhere
        if (trial % 7 == 0)
            for (auto& p : pts) p = pts[0];  // all tied
        const auto xf = gjk::Transform3<double>::from_euler_deg({g(rng), g(rng), g(rng)},
                                                                {u(rng), u(rng), u(rng)})
                            .template cast<T>();
        Packed moved, kept;
        moved.template pack<true>(pts.data(), n, xf);
        kept.template pack<false>(pts.data(), n, xf);
        const bool expect_packed =
            Packed::kSupported && n >= 4 && n <= Packed::kMax && cpu_has_avx2();
        ASSERT_EQ(moved.count, expect_packed ? n : 0) << n;
        if (!expect_packed) continue;
        ++packed;
        std::vector<gjk::Vec3<T>> expected(n);
        for (int i = 0; i < n; ++i) {
            expected[i] = xf.apply(pts[i]);
            ASSERT_EQ(moved.vertex(i), expected[i]) << "n = " << n << ", vertex " << i;
            ASSERT_EQ(kept.vertex(i), pts[i]);
        }
        const gjk::Vec3<T> d(g(rng), g(rng), g(rng));
        ASSERT_EQ(moved.farthest(d), plain_farthest3(expected, d)) << "n = " << n;
        ASSERT_EQ(kept.farthest(d), plain_farthest3(pts, d)) << "n = " << n;
        const int k = kept.farthest({std::numeric_limits<T>::quiet_NaN(), 1, 0});
        ASSERT_TRUE(k >= 0 && k < n);
        // The sum of the vertices (MinkowskiPair3::centre_line's, less the padding), against
        // a sum in double: within the rounding of n additions.
        glm::dvec3 exact(0), magnitude(0);
        for (const auto& p : pts) exact += glm::dvec3(p), magnitude += glm::abs(glm::dvec3(p));
        const glm::dvec3 error = glm::abs(glm::dvec3(kept.sum()) - exact);
        const double bound = 2.0 * n * double(std::numeric_limits<T>::epsilon());
        for (int c = 0; c < 3; ++c) ASSERT_LE(error[c], bound * magnitude[c]) << "n = " << n;
    }
    if (Packed::kSupported && cpu_has_avx2()) {
        EXPECT_GT(packed, 10000);
    }
}

TEST(Support3D, PackedPolytopeMatchesPlainLoop) {
    expect_packed_matches_plain_loop<double>(6);
}
TEST(Support3D, PackedFloatPolytopeMatchesPlainLoop) {
    expect_packed_matches_plain_loop<float>(16);
}

/// Vertices the pair packed, or -1 when this build packs nothing (GJK_NO_SIMD).
template <class Pair>
int packed_vertices(const Pair& m) {
    if constexpr (Pair::kPackA && Pair::kPackB)
        return m.packed_a.count + m.packed_b.count;
    else
        return -1;
}

// The pair's support with packed shapes is the definition s_A(d) - s_B(-d) in A's frame;
// shapes that climb their edge graph, or are too large, are left unpacked.
TEST(Support3D, PairSupportIsTheDefinitionPackedOrNot) {
    std::mt19937_64 rng(7);
    std::normal_distribution<double> g(0, 1);
    for (int n : {4, 16, 64, 65, 200}) {
        std::vector<gjk::Vec3<double>> pa(n), pb(n);
        for (auto& p : pa) p = {g(rng), g(rng), g(rng)};
        for (auto& p : pb) p = {g(rng), g(rng), g(rng)};
        const gjk::PolytopeProxy3<double> a{pa.data(), n, 0}, b{pb.data(), n, 0};
        const auto xa = gjk::Transform3<double>::from_euler_deg({1, 2, 3}, {10, 20, 30});
        const auto xb = gjk::Transform3<double>::from_euler_deg({-1, 0, 2}, {40, 50, 60});
        const gjk::MinkowskiPair3<double, gjk::PolytopeProxy3<double>, gjk::PolytopeProxy3<double>>
            m(a, xa, b, xb);
        if (const int total = packed_vertices(m); total >= 0) {  // a build that packs
            if (n > gjk::PackedPolytope3<double>::kMax) {
                EXPECT_EQ(total, 0) << n;
            } else if (cpu_has_avx2()) {
                EXPECT_EQ(total, 2 * n) << n;
            }
        }
        std::vector<gjk::Vec3<double>> moved;
        for (auto& p : pb) moved.push_back(m.rel.apply(p));
        for (int k = 0; k < 50; ++k) {
            const gjk::Vec3<double> d(g(rng), g(rng), g(rng));
            const auto w = m.support(d);
            ASSERT_EQ(w.ia, plain_farthest3(pa, d)) << n;
            ASSERT_EQ(w.wa, pa[w.ia]);
            // B in A's frame: the same vertex up to rounding of the two ways of moving it.
            ASSERT_NEAR(glm::dot(w.wb, -d), glm::dot(moved[plain_farthest3(moved, -d)], -d), 1e-12)
                << n;
            const auto again = m.vertex(w.ia, w.ib);
            ASSERT_EQ(again.w, w.w) << n;
        }
    }
}

// Two shapes at one pose (openGJK's users give both in world space, each frame the identity):
// B is in A's frame as it is, so its supports are its own vertices bit for bit, packed or not,
// box hull or not. Moved by relative(), R^T R rounds away from the identity at a turned pose,
// and even by the identity a -0 coordinate would come back +0 (-0 + 0).
TEST(Support3D, PairAtOnePoseLeavesBUnmoved) {
    auto same_bits = [](const gjk::Vec3<double>& p, const gjk::Vec3<double>& q) {
        return std::memcmp(&p, &q, sizeof p) == 0;
    };
    std::mt19937_64 rng(19);
    std::normal_distribution<double> g(0, 1);
    const auto pose = gjk::Transform3<double>::from_euler_deg({1, 2, 3}, {10, 20, 30});
    ASSERT_NE(glm::transpose(pose.r) * pose.r, glm::dmat3(1));  // the rounding this avoids
    std::vector<gjk::Vec3<double>> box;
    for (int k = 0; k < 8; ++k)
        box.push_back({k & 1 ? 0.7 : -0.7, k & 2 ? 0.4 : -0.4, k & 4 ? 0.9 : -0.9});
    for (int n : {8, 16, 64, 200}) {
        std::vector<gjk::Vec3<double>> pa(n), pb(n);
        for (auto& p : pa) p = {g(rng), g(rng), g(rng)};
        for (auto& p : pb) p = {g(rng), g(rng), g(rng)};
        if (n == 8)
            pb = box;
        else
            pb[1] = {-0.0, 50, g(rng)};  // B's farthest along +y, with a -0
        const gjk::BoxCorners corners = gjk::find_box_corners(pb.data(), n);
        ASSERT_EQ(corners.is_box(), n == 8);
        const gjk::PolytopeProxy3<double> a{pa.data(), n, 0},
            b{pb.data(), n, 0, nullptr, nullptr, corners};
        const gjk::MinkowskiPair3<double, gjk::PolytopeProxy3<double>, gjk::PolytopeProxy3<double>>
            m(a, pose, b, pose);
        EXPECT_TRUE(m.same_frame);
        EXPECT_EQ(m.rel.r, glm::dmat3(1));
        EXPECT_EQ(m.rel.p, gjk::Vec3<double>(0));
        for (int i = 0; i < n; ++i) ASSERT_TRUE(same_bits(m.vertex_b(i), pb[i])) << n << " " << i;
        if (n != 8) {
            const auto up = m.support({0, -1, 0});  // B's support along +y
            ASSERT_EQ(up.ib, 1) << n;
            ASSERT_TRUE(same_bits(up.wb, pb[1])) << n;
        }
        // One unit of rounding off A's pose: B is moved.
        auto near_pose = pose;
        near_pose.p.x = std::nextafter(pose.p.x, 2.0);
        const gjk::MinkowskiPair3<double, gjk::PolytopeProxy3<double>, gjk::PolytopeProxy3<double>>
            moved(a, pose, b, near_pose);
        EXPECT_FALSE(moved.same_frame);
        EXPECT_NE(moved.rel.r, glm::dmat3(1));
        for (int k = 0; k < 200; ++k) {
            const gjk::Vec3<double> d(g(rng), g(rng), g(rng));
            const auto w = m.support(d);
            ASSERT_EQ(w.wb, pb[w.ib]) << n;
            ASSERT_EQ(glm::dot(pb[w.ib], -d), glm::dot(pb[plain_farthest3(pb, -d)], -d)) << n;
        }
    }
}

// A box's corner and GJK's triangle normal are flipped with a mask on x86
// (negate_unless_positive): the plain choice, bit for bit, for every side including 0, -0, NaN
// and infinities.
template <class T>
void check_negate_unless_positive() {
    const gjk::Vec3<T> vs[] = {{1, 2, 3},
                               {-3, T(0.5), 0},
                               {0, -T(0), 0},
                               {T(1e-30), T(-7e20), std::numeric_limits<T>::infinity()}};
    int flipped = 0;
    for (T side : awkward_sides<T>())
        for (const auto& v : vs) {
            const gjk::Vec3<T> got = gjk::negate_unless_positive(side, v);
            const gjk::Vec3<T> want = side > 0 ? v : -v;
            for (int k = 0; k < 3; ++k)
                EXPECT_EQ(bits_of(got[k]), bits_of(want[k])) << side << " " << k;
            flipped += !(side > 0);
        }
    EXPECT_GT(flipped, 20);
}
TEST(Support3D, NegateUnlessPositiveIsThePlainChoiceFloat) {
    check_negate_unless_positive<float>();
}
TEST(Support3D, NegateUnlessPositiveIsThePlainChoiceDouble) {
    check_negate_unless_positive<double>();
}

// Boxes: A picks its corner by the signs of d, B by the signs of d along its axes in A's frame
// (box_in_frame3d.h). Both give the corner of the definition, B's up to the rounding of moving
// it, with BoxProxy3's index; a corner named again (the warm-start cache) is the same point bit
// for bit; ties (d across an axis) go to the minus side, as BoxProxy3's own pick does.
template <class T>
void expect_box_pair_support_is_the_definition(T tolerance) {
    std::mt19937_64 rng(11);
    std::normal_distribution<double> g(0, 1);
    std::uniform_real_distribution<double> u(0.05, 2);
    using Box = gjk::BoxProxy3<T>;
    int ties = 0;
    for (int pair = 0; pair < 200; ++pair) {
        const Box a{gjk::Vec3<T>(T(u(rng)), T(u(rng)), T(u(rng)))},
            b{gjk::Vec3<T>(T(u(rng)), T(u(rng)), T(u(rng)))};
        // Every fourth pair unturned, both boxes on the world's axes: a d with a zero component
        // lies exactly across a face of each, a tie.
        const bool aligned = pair % 4 == 0;
        const auto angles = [&]() {
            return aligned ? gjk::Vec3<T>(0, 0, 0)
                           : gjk::Vec3<T>(T(360 * u(rng)), T(360 * u(rng)), T(360 * u(rng)));
        };
        const auto xa = gjk::Transform3<T>::from_euler_deg({T(g(rng)), T(g(rng)), 0}, angles());
        const auto xb = gjk::Transform3<T>::from_euler_deg({T(g(rng)), 0, T(g(rng))}, angles());
        const gjk::MinkowskiPair3<T, Box, Box> m(a, xa, b, xb);
        for (int k = 0; k < 50; ++k) {
            gjk::Vec3<T> d(T(g(rng)), T(g(rng)), T(g(rng)));
            if (aligned) {
                d[k % 3] = 0;  // a tie for A along d and for B along -d: both to the minus side
                ASSERT_EQ(m.support(d).ia >> (k % 3) & 1, 0) << pair;
                ASSERT_EQ(m.support(d).ib >> (k % 3) & 1, 0) << pair;
                d[k % 3] = -T(0);
                ASSERT_EQ(m.support(d).ia >> (k % 3) & 1, 0) << pair;
                ASSERT_EQ(m.support(d).ib >> (k % 3) & 1, 0) << pair;
                ++ties;
            }
            const auto w = m.support(d);
            ASSERT_EQ(w.ia, a.support(d).index) << pair;
            ASSERT_EQ(w.wa, a.vertex(w.ia)) << pair;
            const gjk::Vec3<T> db = -m.rel.inv_rotate(d);  // -d in B's frame
            const int definition = b.support(db).index;
            // As far along -d as the definition's corner; the same corner unless -d lies across
            // one of B's axes, where rounding may take either side.
            const auto far = [&](int corner) {
                return glm::dot(m.rel.apply(b.vertex(corner)), -d);
            };
            ASSERT_NEAR(glm::dot(w.wb, -d), far(definition), tolerance * glm::length(d)) << pair;
            const T across = std::min({std::abs(db.x), std::abs(db.y), std::abs(db.z)});
            if (across > 1e-3 * glm::length(d)) {
                ASSERT_EQ(w.ib, definition) << pair;
            }
            ASSERT_LE(glm::length(w.wb - m.rel.apply(b.vertex(w.ib))), tolerance) << pair;
            const auto again = m.vertex(w.ia, w.ib);
            ASSERT_EQ(again.w, w.w) << pair;
            ASSERT_EQ(again.wb, w.wb) << pair;
        }
    }
    EXPECT_GT(ties, 2000);
}

TEST(Support3D, BoxPairSupportIsTheDefinition) {
    expect_box_pair_support_is_the_definition<double>(1e-14);
}
TEST(Support3D, FloatBoxPairSupportIsTheDefinition) {
    expect_box_pair_support_is_the_definition<float>(1e-5f);
}

}  // namespace
