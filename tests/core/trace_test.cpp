// Checks on the trace itself: what a student steps through must be true of the algorithm.
#include <algorithm>
#include <cstring>
#include <random>

#include "core/helpers.h"
#include "reference2d.h"

using namespace testing_gjk;

namespace {

gjk::Body2<double> random_body(std::mt19937_64& rng, double spread) {
    std::uniform_real_distribution<double> u(0, 1);
    gjk::Body2<double> b;
    b.core.vertices = ref::random_convex(rng, 3 + int(u(rng) * 12), 0.3 + u(rng), 0.3 + u(rng));
    if (b.core.vertices.size() < 3) b.core.vertices = {{0, 0}, {1, 0}, {0, 1}};
    b.core.radius = u(rng) < 0.2 ? 0.2 * u(rng) : 0;
    b.xf = gjk::Transform2<double>::from_angle({spread * (u(rng) - 0.5), spread * (u(rng) - 0.5)},
                                               u(rng) * 6.3);
    return b;
}

template <class T>
bool bit_identical(const gjk::QueryResult<T>& a, const gjk::QueryResult<T>& b) {
    return a.intersecting == b.intersecting &&
           std::memcmp(&a.distance, &b.distance, sizeof(T)) == 0 &&
           std::memcmp(&a.penetration_depth, &b.penetration_depth, sizeof(T)) == 0 &&
           std::memcmp(&a.normal, &b.normal, sizeof(a.normal)) == 0 &&
           std::memcmp(&a.witness_a, &b.witness_a, sizeof(a.witness_a)) == 0 &&
           std::memcmp(&a.witness_b, &b.witness_b, sizeof(a.witness_b)) == 0 &&
           a.gjk_iterations == b.gjk_iterations && a.epa_iterations == b.epa_iterations &&
           a.gjk_stop == b.gjk_stop && a.epa_stop == b.epa_stop;
}

TEST(Trace, TracedAndUntracedRunsAreBitIdentical) {
    std::mt19937_64 rng(1);
    for (int i = 0; i < 5000; ++i) {
        auto a = random_body(rng, 3), b = random_body(rng, 3);
        gjk::QuerySettings<double> s;
        gjk::TraceRecorder trace;
        auto plain = gjk::query(a, b, s);
        auto traced = gjk::query(a, b, s, nullptr, &trace);
        ASSERT_TRUE(bit_identical(plain, traced)) << "case " << i;
        ASSERT_EQ(int(trace.gjk.size()), std::max(1, plain.gjk_iterations)) << "case " << i;
        ASSERT_EQ(trace.epa.empty(), plain.epa_stop == gjk::EpaStop::Running);
    }
}

TEST(Trace, FloatTracedAndUntracedAreBitIdentical) {
    std::mt19937_64 rng(2);
    for (int i = 0; i < 2000; ++i) {
        auto a = random_body(rng, 3), b = random_body(rng, 3);
        gjk::Body2<float> fa{{}, a.xf.cast<float>()}, fb{{}, b.xf.cast<float>()};
        for (auto& v : a.core.vertices) fa.core.vertices.push_back(glm::vec2(v));
        for (auto& v : b.core.vertices) fb.core.vertices.push_back(glm::vec2(v));
        gjk::QuerySettings<float> s;
        gjk::TraceRecorder trace;
        ASSERT_TRUE(bit_identical(gjk::query(fa, fb, s), gjk::query(fa, fb, s, nullptr, &trace)));
    }
}

TEST(Trace, DistanceNeverGrows) {
    std::mt19937_64 rng(3);
    for (int i = 0; i < 5000; ++i) {
        auto a = random_body(rng, 4), b = random_body(rng, 4);
        gjk::TraceRecorder trace;
        gjk::query(a, b, gjk::QuerySettings<double>{}, nullptr, &trace);
        for (size_t k = 1; k < trace.gjk.size(); ++k)
            ASSERT_LE(trace.gjk[k].distance, trace.gjk[k - 1].distance)
                << "case " << i << " step " << k;
    }
}

TEST(Trace, StepsAreComplete) {
    // Every step but the last continues; the last names why it stopped; weights sum to 1;
    // the closest point is the weighted simplex; supports are the difference of their parts.
    std::mt19937_64 rng(4);
    for (int i = 0; i < 2000; ++i) {
        auto a = random_body(rng, 3), b = random_body(rng, 3);
        gjk::TraceRecorder trace;
        gjk::query(a, b, gjk::QuerySettings<double>{}, nullptr, &trace);
        ASSERT_FALSE(trace.gjk.empty());
        for (size_t k = 0; k < trace.gjk.size(); ++k) {
            const gjk::GjkStep& s = trace.gjk[k];
            ASSERT_EQ(s.stop == gjk::GjkStop::Running, k + 1 < trace.gjk.size());
            ASSERT_EQ(s.weights.size(), s.simplex_after.size());
            double sum = 0;
            glm::dvec2 v{0, 0};
            for (size_t j = 0; j < s.weights.size(); ++j) {
                sum += s.weights[j];
                v += s.weights[j] * s.simplex_after[j].point;
            }
            ASSERT_NEAR(sum, 1.0, 1e-12);
            if (s.simplex_after.size() < 3) {
                ASSERT_NEAR(glm::length(v - s.closest), 0, 1e-9);
            }
            if (s.has_support) {
                ASSERT_NEAR(glm::length(s.support.point - (s.support.a - s.support.b)), 0, 1e-9);
            }
            ASSERT_NE(s.region, gjk::Region::None);
        }
        for (size_t k = 0; k < trace.epa.size(); ++k)
            ASSERT_EQ(trace.epa[k].stop == gjk::EpaStop::Running, k + 1 < trace.epa.size());
    }
}

TEST(Trace, EpaPolygonStaysConvexAndBoundsTighten) {
    std::mt19937_64 rng(5);
    int epa_cases = 0;
    for (int i = 0; i < 5000; ++i) {
        auto a = random_body(rng, 1), b = random_body(rng, 1);
        a.core.radius = b.core.radius = 0;
        gjk::TraceRecorder trace;
        auto r = gjk::query(a, b, gjk::QuerySettings<double>{}, nullptr, &trace);
        if (trace.epa.empty()) continue;
        ++epa_cases;
        double last_lower = -1e300;
        for (const gjk::EpaStep& s : trace.epa) {
            const auto& poly = s.polytope;
            const size_t n = poly.size();
            ASSERT_GE(n, 3u);
            for (size_t j = 0; j < n; ++j) {  // counter-clockwise and convex at every vertex
                glm::dvec2 p0 = poly[j].point, p1 = poly[(j + 1) % n].point,
                           p2 = poly[(j + 2) % n].point;
                ASSERT_GT(gjk::cross(p1 - p0, p2 - p1), -1e-12) << "case " << i;
            }
            ASSERT_GE(s.distance, last_lower - 1e-12) << "case " << i;  // lower bound only rises
            last_lower = s.distance;
            if (s.has_support) {
                ASSERT_GE(s.support_distance, s.distance - 1e-12);  // upper >= lower
            }
            if (s.stop == gjk::EpaStop::Running) {
                ASSERT_EQ(s.horizon.size(), 2u);
            }
        }
        ASSERT_NEAR(trace.epa.back().distance, r.penetration_depth, 1e-12);
    }
    EXPECT_GT(epa_cases, 1000);
}

TEST(Trace, BooleanVariantRecordsItsTest) {
    gjk::TraceRecorder trace;
    gjk::GjkSettings<double> s;
    auto r = gjk::gjk_intersect(body(box(1, 1)), body(box(1, 1), {3, 0.5}), s, &trace);
    EXPECT_FALSE(r.intersecting);
    ASSERT_FALSE(trace.gjk.empty());
    EXPECT_EQ(trace.gjk.back().stop, gjk::GjkStop::Separated);
    EXPECT_LT(trace.gjk.back().w_dot_d, 0);
}

}  // namespace

// The boolean GJK tests its first support point (van den Bergen 2003, Jolt): boxes apart along
// d0 end after one support, at step 0, entered with an empty simplex.
TEST(Trace, BooleanVariantTestsItsFirstSupportPoint) {
    gjk::TraceRecorder trace;
    gjk::GjkSettings<double> s;
    s.initial_direction = {1, 0};
    auto r = gjk::gjk_intersect(body(box(1, 1)), body(box(1, 1), {3, 0.5}), s, &trace);
    EXPECT_FALSE(r.intersecting);
    EXPECT_EQ(r.iterations, 1);
    ASSERT_EQ(trace.gjk.size(), 1u);
    EXPECT_TRUE(trace.gjk[0].simplex_before.empty());
    EXPECT_EQ(trace.gjk[0].stop, gjk::GjkStop::Separated);
    EXPECT_LT(trace.gjk[0].w_dot_d, 0);
    EXPECT_EQ(trace.gjk[0].direction, glm::dvec2(1, 0));
}

// Each boolean step is told in the distance GJK's order: the simplex it enters with is the
// one the step before kept plus that step's support point; the part kept is a part of it.
TEST(Trace, BooleanStepsEnterWithTheKeptPartPlusTheNewPoint) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(-3, 3);
    int overlaps = 0, separated = 0;
    for (int i = 0; i < 500; ++i) {
        gjk::TraceRecorder trace;
        gjk::GjkSettings<double> s;
        auto r =
            gjk::gjk_intersect(body(box(1, 0.5)), body(box(0.7, 1.2), {u(rng), u(rng)}), s, &trace);
        (r.intersecting ? overlaps : separated)++;
        ASSERT_EQ(int(trace.gjk.size()), r.iterations);
        ASSERT_TRUE(trace.gjk[0].simplex_before.empty());
        for (size_t k = 1; k < trace.gjk.size(); ++k) {
            const auto& prev = trace.gjk[k - 1];
            const auto& g = trace.gjk[k];
            ASSERT_TRUE(prev.has_support);
            ASSERT_EQ(g.simplex_before.size(), prev.simplex_after.size() + 1);
            for (size_t j = 0; j < prev.simplex_after.size(); ++j)
                EXPECT_EQ(g.simplex_before[j].point, prev.simplex_after[j].point);
            EXPECT_EQ(g.simplex_before.back().point, prev.support.point);
            for (const auto& kept : g.simplex_after)
                EXPECT_TRUE(std::any_of(g.simplex_before.begin(), g.simplex_before.end(),
                                        [&](const auto& v) { return v.point == kept.point; }));
        }
    }
    EXPECT_GT(overlaps, 50);
    EXPECT_GT(separated, 50);
}
