// The polytope support scans (AVX2 or SSE2 for double, masked scalar for float) against a plain
// loop: the same vertex, ties to the lowest index, for every count and with repeated points.
#include <gjk/support3d.h>
#include <gtest/gtest.h>

#include <limits>
#include <random>

namespace {

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
                ASSERT_EQ(gjk::detail::farthest_avx2(&pts[0].x, n, dd), want) << n;
                if (n <= 16) {
                    ASSERT_EQ(gjk::detail::farthest_avx2_small(&pts[0].x, n, dd), want) << n;
                }
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

}  // namespace
