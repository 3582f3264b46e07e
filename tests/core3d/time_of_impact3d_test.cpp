// 3D time of impact against references: a rotating, translating box and a moving sphere, whose
// distance is exact by hand (the sphere's centre clamped into the box's frame), and random
// polytope pairs against the 3D query sampled densely (itself checked against Qhull).
#include <gjk/time_of_impact.h>

#include <random>

#include "core3d/helpers3d.h"
#include "reference2d.h"

namespace {

using Sweep = gjk::Sweep3<double>;

/// Exact signed distance from a sphere (centre c, radius r) to a box (half extents h, pose x).
double box_sphere_distance(glm::dvec3 h, const gjk::Transform3<double>& x, glm::dvec3 c, double r) {
    const glm::dvec3 local = x.inv_apply(c);
    const glm::dvec3 clamped = glm::clamp(local, -h, h);
    if (clamped != local) return glm::length(local - clamped) - r;
    const glm::dvec3 inside = h - glm::abs(local);  // inside: depth to the nearest face
    return -std::min({inside.x, inside.y, inside.z}) - r;
}

template <class Distance>
void check(const gjk::ToiOutput<double, glm::dvec3>& out, const gjk::ToiSettings<double>& s,
           Distance distance, int samples, const std::string& what) {
    ASSERT_NE(out.stop, gjk::ToiStop::MaxIterations) << what;
    const double slack = 1e-8;
    if (out.hit()) {
        EXPECT_LE(distance(out.t), s.target + s.tolerance + slack) << what;
        if (out.stop == gjk::ToiStop::Hit) {
            EXPECT_GE(distance(out.t), s.target - slack) << what;
            EXPECT_GT(ref::minimum_over(distance, 0, out.t, samples), s.target - slack)
                << what << ": contact before toi " << out.t;
        }
    } else {
        EXPECT_GT(ref::minimum_over(distance, 0, s.duration, samples), s.target - slack)
            << what << ": a contact was missed";
    }
}

gjk::ToiSettings<double> settings() {
    gjk::ToiSettings<double> s;
    s.target = 1e-3;
    s.tolerance = 5e-4;
    s.duration = 1;
    return s;
}

glm::dvec3 random_unit(std::mt19937_64& rng) {
    std::normal_distribution<double> g(0, 1);
    return glm::normalize(glm::dvec3(g(rng), g(rng), g(rng)));
}

TEST(TimeOfImpact3D, SpinningBoxAndSphereAgainstTheExactDistance) {
    std::mt19937_64 rng(43);
    std::uniform_real_distribution<double> u(0, 1);
    int hits = 0, misses = 0;
    for (int i = 0; i < 600; ++i) {
        const glm::dvec3 h{0.2 + u(rng), 0.2 + u(rng), 0.2 + u(rng)};
        const double r = 0.1 + 0.5 * u(rng);
        Sweep box, ball;
        box.start =
            gjk::Transform3<double>::from_euler_deg({0, 0, 0}, {360 * u(rng), 360 * u(rng), 0});
        box.angular_velocity = random_unit(rng) * (8 * u(rng));
        const glm::dvec3 from = random_unit(rng) * (2.5 + 2 * u(rng));
        ball.start.p = from;
        ball.velocity = (random_unit(rng) * (1.5 * u(rng)) - from) * (0.5 + u(rng));
        gjk::Body3<double> a{gjk::make_core3<double>(gjk::BoxShape3{h}), box.start};
        gjk::Body3<double> b{gjk::make_core3<double>(gjk::SphereShape3{r}), ball.start};
        const auto s = settings();
        const auto out = gjk::time_of_impact(a, b, box, ball, s);
        check(
            out, s, [&](double t) { return box_sphere_distance(h, box.at(t), ball.at(t).p, r); },
            1500, "case " + std::to_string(i));
        (out.hit() ? hits : misses)++;
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(hits, 150);
    EXPECT_GT(misses, 100);
}

TEST(TimeOfImpact3D, RandomPolytopesAgainstTheSampledQuery) {
    std::mt19937_64 rng(44);
    std::uniform_real_distribution<double> u(0, 1);
    int hits[2] = {0, 0}, misses[2] = {0, 0};
    for (int i = 0; i < 300; ++i) {
        const bool rotate = i % 2 == 1;
        auto a = testing_gjk3::polytope_body(
            testing_gjk3::random_points(rng, 6 + int(12 * u(rng)), {0.5 + u(rng), 0.5, 0.7}),
            {0, 0, 0}, {90 * u(rng), 0, 0});
        auto b = testing_gjk3::polytope_body(
            testing_gjk3::random_points(rng, 6 + int(12 * u(rng)), {0.6, 0.4 + u(rng), 0.5}),
            random_unit(rng) * 3.5, {0, 90 * u(rng), 0});
        Sweep sa{a.xf}, sb{b.xf};
        sb.velocity = (random_unit(rng) * (1.5 * u(rng)) - b.xf.p) * (0.5 + u(rng));
        if (rotate) {
            sa.angular_velocity = random_unit(rng) * (6 * u(rng));
            sb.angular_velocity = random_unit(rng) * (6 * u(rng));
        }
        const auto s = settings();
        const auto out = gjk::time_of_impact(a, b, sa, sb, s);
        auto distance = [&](double t) {
            auto pa = a, pb = b;
            pa.xf = sa.at(t), pb.xf = sb.at(t);
            const auto q = testing_gjk3::run(pa, pb);
            return q.intersecting ? -q.penetration_depth : q.distance;
        };
        check(out, s, distance, 600, "case " + std::to_string(i));
        (out.hit() ? hits : misses)[rotate]++;
        if (::testing::Test::HasFailure()) return;
    }
    for (int r = 0; r < 2; ++r) {
        EXPECT_GT(hits[r], 30) << r;
        EXPECT_GT(misses[r], 20) << r;
    }
}

}  // namespace
