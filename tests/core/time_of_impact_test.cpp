// Time of impact (gjk/time_of_impact.h, gjk/ray_cast.h) against an independent reference: the
// brute-force distance of reference2d.h sampled densely over the interval. The contract: at a hit
// the distance is between target and target + tolerance, and at no earlier time below target; a
// miss has the distance above target all the way. Random moving polygon pairs (translating and
// rotating) and the edge cases engine users report: initial overlap, touching at t = 0, grazing,
// parallel motion, tunnelling under rotation, a bullet through a thin wall.
#include <gjk/time_of_impact.h>

#include <random>

#include "core/helpers.h"
#include "reference2d.h"

namespace {

using Sweep = gjk::Sweep2<double>;
using Body = gjk::Body2<double>;

struct Moving {
    std::vector<glm::dvec2> local;  ///< core vertices
    double radius = 0;
    Sweep sweep;
};

Body body_of(const Moving& m) {
    Body b;
    b.core.vertices = m.local;
    b.core.radius = m.radius;
    b.xf = m.sweep.start;
    return b;
}

/// The reference: brute-force signed distance (negative: depth) at time t.
double reference_distance(const Moving& a, const Moving& b, double t) {
    auto world = [&](const Moving& m) {
        const gjk::Transform2<double> x = m.sweep.at(t);
        std::vector<glm::dvec2> w;
        for (auto& p : m.local) w.push_back(x.apply(p));
        return w;
    };
    const ref::Answer r = ref::proximity(world(a), a.radius, world(b), b.radius);
    return r.intersecting ? -r.depth : r.distance;
}

double reference_minimum(const Moving& a, const Moving& b, double from, double to, int samples) {
    return ref::minimum_over([&](double t) { return reference_distance(a, b, t); }, from, to,
                             samples);
}

gjk::ToiSettings<double> settings(double target) {
    gjk::ToiSettings<double> s;
    s.target = target;
    s.tolerance = target / 2;
    s.duration = 1;
    return s;
}

/// Checks the contract on one case; returns the output.
gjk::ToiOutput<double, glm::dvec2> check_case(const Moving& a, const Moving& b,
                                              const gjk::ToiSettings<double>& s, int samples,
                                              const std::string& what) {
    const auto out = gjk::time_of_impact(body_of(a), body_of(b), a.sweep, b.sweep, s);
    const double slack = 1e-9;
    EXPECT_NE(out.stop, gjk::ToiStop::MaxIterations) << what;
    if (out.hit()) {
        const double d = reference_distance(a, b, out.t);
        EXPECT_LE(d, s.target + s.tolerance + slack) << what << " toi " << out.t;
        if (out.stop == gjk::ToiStop::Hit) {
            EXPECT_GE(d, s.target - slack) << what << " toi " << out.t;
            EXPECT_GT(reference_minimum(a, b, 0, out.t, samples), s.target - slack)
                << what << ": contact before the reported toi " << out.t;
        } else {
            EXPECT_EQ(out.t, 0) << what;
        }
    } else {
        EXPECT_GT(reference_minimum(a, b, 0, s.duration, samples), s.target - slack)
            << what << ": a contact was missed";
    }
    return out;
}

TEST(TimeOfImpact2D, RandomMovingPolygonsAgainstBruteForce) {
    std::mt19937_64 rng(41);
    std::uniform_real_distribution<double> u(0, 1);
    int hits[2] = {0, 0}, misses[2] = {0, 0};
    for (int i = 0; i < 1500; ++i) {
        const bool rotate = i % 2 == 1;
        Moving a, b;
        a.local = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
        b.local = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
        if (a.local.size() < 3 || b.local.size() < 3) continue;
        a.radius = u(rng) < 0.3 ? 0.2 * u(rng) : 0;
        b.radius = u(rng) < 0.3 ? 0.2 * u(rng) : 0;
        a.sweep.start = gjk::Transform2<double>::from_angle({0, 0}, 6.3 * u(rng));
        // B starts 2 to 6 away and heads roughly towards A, off by up to 3.
        const double heading = 6.3 * u(rng), start = 2 + 4 * u(rng);
        const glm::dvec2 from{start * std::cos(heading), start * std::sin(heading)};
        b.sweep.start = gjk::Transform2<double>::from_angle(from, 6.3 * u(rng));
        const glm::dvec2 aim{3 * u(rng) - 1.5, 3 * u(rng) - 1.5};
        b.sweep.velocity = (aim - from) * (0.5 + 1.5 * u(rng));
        a.sweep.velocity = {u(rng) - 0.5, u(rng) - 0.5};
        if (rotate) {
            a.sweep.angular_velocity = 12 * u(rng) - 6;
            b.sweep.angular_velocity = 12 * u(rng) - 6;
        }
        const auto out = check_case(a, b, settings(1e-3), 1000, "case " + std::to_string(i));
        (out.hit() ? hits : misses)[rotate]++;
        EXPECT_EQ(out.method,
                  rotate ? gjk::ToiMethod::ConservativeAdvancement : gjk::ToiMethod::RayCast);
        if (::testing::Test::HasFailure()) return;
    }
    // Both outcomes, with and without rotation, are exercised many times.
    for (int r = 0; r < 2; ++r) {
        EXPECT_GT(hits[r], 150) << "rotate " << r;
        EXPECT_GT(misses[r], 100) << "rotate " << r;
    }
}

Moving box(double hx, double hy, glm::dvec2 at, double angle = 0) {
    Moving m;
    m.local = {{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}};
    m.sweep.start = gjk::Transform2<double>::from_angle(at, angle);
    return m;
}

Moving disc(double r, glm::dvec2 at) {
    Moving m;
    m.local = {{0, 0}};
    m.radius = r;
    m.sweep.start = gjk::Transform2<double>::from_angle(at, 0);
    return m;
}

TEST(TimeOfImpact2D, InitialOverlapIsAHitAtZero) {
    Moving a = box(1, 1, {0, 0}), b = box(1, 1, {1.5, 0});
    b.sweep.velocity = {3, 0};  // moving apart, but overlapping at the start
    const auto out = check_case(a, b, settings(1e-3), 200, "overlap");
    EXPECT_EQ(out.stop, gjk::ToiStop::InitialHit);
    EXPECT_EQ(out.t, 0);
}

TEST(TimeOfImpact2D, TouchingAtZeroIsAHitAtZero) {
    Moving a = box(1, 1, {0, 0}), b = box(1, 1, {2, 0});
    b.sweep.velocity = {1, 0};
    for (bool rotate : {false, true}) {
        b.sweep.angular_velocity = rotate ? 1 : 0;
        const auto out = check_case(a, b, settings(1e-3), 200, "touching");
        EXPECT_EQ(out.stop, gjk::ToiStop::InitialHit);
        EXPECT_EQ(out.t, 0);
    }
}

TEST(TimeOfImpact2D, GrazingPassesOrTouchesByTheTarget) {
    // B slides past A's top face at a constant gap: above the band it passes, inside it touches.
    const double target = 1e-3;
    for (double gap : {1.6 * target, 1.2 * target, 0.4 * target}) {
        Moving a = box(1, 1, {0, 0}), b = box(0.5, 0.5, {-4, 1.5 + gap});
        b.sweep.velocity = {8, 0};
        const auto out = check_case(a, b, settings(target), 2000, "gap " + std::to_string(gap));
        EXPECT_EQ(out.hit(), gap < 1.5 * target) << gap;
    }
    // Passing a corner diagonally: the gap is smallest for an instant.
    Moving a = box(1, 1, {0, 0}), b = disc(0.5, {-3, 3});
    const double pass = 1.5 + std::sqrt(2.0);  // the centre passes the corner (1, 1) at ...
    b.sweep.velocity = {6, -6};                // ... the line x + y = 0 shifted: a graze
    b.sweep.start.p = glm::dvec2(-3, 3) + glm::dvec2(1, 1) * ((pass - 0.5 + 2e-3) / std::sqrt(2.0));
    check_case(a, b, settings(target), 4000, "corner graze");
}

TEST(TimeOfImpact2D, ParallelMotionNeverApproaches) {
    Moving a = box(1, 1, {0, 0}), b = box(1, 1, {0, 3});
    b.sweep.velocity = {5, 0};
    const auto out = check_case(a, b, settings(1e-3), 200, "parallel");
    EXPECT_EQ(out.stop, gjk::ToiStop::Separated);
}

TEST(TimeOfImpact2D, ARotatingRodDoesNotTunnel) {
    // A thin rod of half-length 2 spinning at 4 turns a second sweeps over a disc 1.5 from its
    // centre between two frames at 60 Hz; the advancement finds the first touch.
    Moving rod = box(2, 0.01, {0, 0}), ball = disc(0.1, {0, 1.5});
    rod.sweep.angular_velocity = 8 * M_PI;
    const auto out = check_case(rod, ball, settings(1e-4), 20000, "rod");
    ASSERT_EQ(out.stop, gjk::ToiStop::Hit);
    // The rod's top edge reaches the disc near a quarter turn (the disc's radius and the rod's
    // half-width make it a little earlier).
    EXPECT_NEAR(out.t, 1.0 / 16, 0.01);
}

TEST(TimeOfImpact2D, ABulletDoesNotTunnelThroughAThinWall) {
    Moving wall = box(0.005, 3, {0, 0}), bullet = disc(0.01, {-50, 0.3});
    bullet.sweep.velocity = {100, 0};
    const auto out = check_case(wall, bullet, settings(1e-4), 100000, "bullet");
    ASSERT_EQ(out.stop, gjk::ToiStop::Hit);
    EXPECT_EQ(out.method, gjk::ToiMethod::RayCast);
    // It stops between target and target + tolerance before the wall: (50 - 0.015 - 1e-4) / 100.
    EXPECT_NEAR(out.t, (50 - 0.015 - 1e-4) / 100, 1e-6);
}

TEST(TimeOfImpact2D, TheRayCastTraceAdvancesLambdaMonotonically) {
    Moving a = box(1, 1, {0, 0}), b = box(0.5, 0.5, {5, 2}, 0.4);
    b.sweep.velocity = {-5, -2};
    const auto out =
        gjk::time_of_impact(body_of(a), body_of(b), a.sweep, b.sweep, settings(1e-3), true);
    ASSERT_TRUE(out.hit());
    ASSERT_GE(out.cast_steps.size(), 2u);
    double lambda = 0;
    for (const auto& step : out.cast_steps) {
        EXPECT_GE(step.lambda, lambda);
        EXPECT_EQ(step.advanced, step.lambda > step.lambda_before);
        lambda = step.lambda;
    }
    EXPECT_DOUBLE_EQ(lambda, out.t);
}

}  // namespace
