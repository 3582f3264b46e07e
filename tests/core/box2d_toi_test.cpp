// Differential tests against Box2D 2.4 (Debian's libbox2d-dev): b2ShapeCast for translating
// pairs and b2TimeOfImpact for translating and rotating ones, on seeded random polygons, each
// side with the other's contact distance. Box2D runs in float and its time of impact "may miss
// some intermediate, non-tunneling collisions" (b2_time_of_impact.h), so the checks are: the
// same verdict, the same time within the contact band's width, and where ours is earlier, Box2D
// passed a contact that the brute-force reference confirms.
#include <box2d/b2_distance.h>
#include <box2d/b2_time_of_impact.h>
#include <gjk/time_of_impact.h>

#include <random>

#include "core/helpers.h"
#include "reference2d.h"

namespace {

struct Pair {
    std::vector<glm::dvec2> la, lb;
    gjk::Sweep2<double> sa, sb;
};

Pair random_pair(std::mt19937_64& rng, bool rotate) {
    std::uniform_real_distribution<double> u(0, 1);
    Pair p;
    do {
        p.la = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
        p.lb = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
    } while (p.la.size() < 3 || p.lb.size() < 3 || p.la.size() > 8 || p.lb.size() > 8);
    p.sa.start = gjk::Transform2<double>::from_angle({0, 0}, 6.3 * u(rng));
    const double heading = 6.3 * u(rng), start = 2 + 3 * u(rng);
    const glm::dvec2 from{start * std::cos(heading), start * std::sin(heading)};
    p.sb.start = gjk::Transform2<double>::from_angle(from, 6.3 * u(rng));
    const glm::dvec2 aim{2 * u(rng) - 1, 2 * u(rng) - 1};
    p.sb.velocity = (aim - from) * (0.5 + u(rng));
    if (rotate) {
        p.sa.angular_velocity = 4 * u(rng) - 2;
        p.sb.angular_velocity = 4 * u(rng) - 2;
    }
    return p;
}

b2DistanceProxy proxy(const std::vector<glm::dvec2>& local, std::vector<b2Vec2>& storage) {
    storage.clear();
    for (auto& v : local) storage.push_back(b2Vec2(float(v.x), float(v.y)));
    b2DistanceProxy p;
    p.Set(storage.data(), int32(storage.size()), 0.0f);
    return p;
}

double reference_distance(const Pair& p, double t) {
    auto world = [&](const std::vector<glm::dvec2>& local, const gjk::Sweep2<double>& s) {
        const auto x = s.at(t);
        std::vector<glm::dvec2> w;
        for (auto& v : local) w.push_back(x.apply(v));
        return w;
    };
    const ref::Answer r = ref::proximity(world(p.la, p.sa), 0, world(p.lb, p.sb), 0);
    return r.intersecting ? -r.depth : r.distance;
}

gjk::Body2<double> body(const std::vector<glm::dvec2>& local, const gjk::Sweep2<double>& s) {
    gjk::Body2<double> b;
    b.core.vertices = local;
    b.xf = s.start;
    return b;
}

TEST(Box2DDifferential, ShapeCastAgreesWithB2ShapeCast) {
    std::mt19937_64 rng(7);
    int both_hit = 0, both_miss = 0, same_lambda = 0;
    for (int i = 0; i < 3000; ++i) {
        const Pair p = random_pair(rng, false);
        std::vector<b2Vec2> va, vb;
        b2ShapeCastInput in;
        in.proxyA = proxy(p.la, va);
        in.proxyB = proxy(p.lb, vb);
        in.transformA.Set(b2Vec2(float(p.sa.start.p.x), float(p.sa.start.p.y)),
                          float(std::atan2(p.sa.start.s, p.sa.start.c)));
        in.transformB.Set(b2Vec2(float(p.sb.start.p.x), float(p.sb.start.p.y)),
                          float(std::atan2(p.sb.start.s, p.sb.start.c)));
        in.translationB.Set(float(p.sb.velocity.x), float(p.sb.velocity.y));
        b2ShapeCastOutput out;
        const bool b2_hit = b2ShapeCast(&out, &in);
        // Box2D's target: sigma = polygon radius (two skins of b2_polygonRadius, less one),
        // tolerance half a linear slop (b2_distance.cpp, b2ShapeCast).
        gjk::RayCastSettings<double> s;
        s.sigma = b2_polygonRadius;
        s.tolerance = 0.5 * b2_linearSlop;
        s.lambda_max = 1;
        const auto ours = gjk::shape_cast(body(p.la, p.sa), body(p.lb, p.sb), p.sb.velocity, s);
        if (ours.stop == gjk::CastStop::InitialHit) continue;  // Box2D: false at iteration 0
        // Away from the band where either verdict is right, the verdicts agree.
        if (b2_hit != ours.hit()) {
            double lo = 1e300;
            for (int k = 0; k <= 2000; ++k) lo = std::min(lo, reference_distance(p, k / 2000.0));
            EXPECT_NEAR(lo, b2_polygonRadius, 0.5 * b2_linearSlop + 1e-4) << "case " << i;
            continue;
        }
        if (!ours.hit()) {
            ++both_miss;
            continue;
        }
        ++both_hit;
        // The same contact: lambdas within the band's width over the approach speed.
        const double speed = glm::length(p.sb.velocity);
        if (std::abs(ours.lambda - out.lambda) * speed <= 0.5 * b2_linearSlop + 1e-4) ++same_lambda;
    }
    EXPECT_GT(both_hit, 800);
    EXPECT_GT(both_miss, 500);
    EXPECT_GE(same_lambda, both_hit * 99 / 100) << both_hit;
}

TEST(Box2DDifferential, TimeOfImpactAgreesWithB2TimeOfImpact) {
    std::mt19937_64 rng(8);
    int compared = 0, both_touch = 0, same_t = 0, earlier_confirmed = 0, both_separated = 0;
    for (int i = 0; i < 3000; ++i) {
        const bool rotate = i % 3 != 0;
        const Pair p = random_pair(rng, rotate);
        std::vector<b2Vec2> va, vb;
        b2TOIInput in;
        in.proxyA = proxy(p.la, va);
        in.proxyB = proxy(p.lb, vb);
        auto sweep = [](const gjk::Sweep2<double>& s) {
            b2Sweep w;
            w.localCenter.SetZero();
            w.c0.Set(float(s.start.p.x), float(s.start.p.y));
            const auto end = s.at(1);
            w.c.Set(float(end.p.x), float(end.p.y));
            w.a0 = float(std::atan2(s.start.s, s.start.c));
            w.a = float(w.a0 + s.angular_velocity);
            w.alpha0 = 0;
            return w;
        };
        in.sweepA = sweep(p.sa);
        in.sweepB = sweep(p.sb);
        in.tMax = 1;
        b2TOIOutput out;
        b2TimeOfImpact(&out, &in);
        if (out.state == b2TOIOutput::e_failed || out.state == b2TOIOutput::e_overlapped) continue;
        // Box2D's target with zero radii: a linear slop, tolerance a quarter of it
        // (b2_time_of_impact.cpp).
        gjk::ToiSettings<double> s;
        s.target = 0.75 * b2_linearSlop;
        s.tolerance = 0.5 * b2_linearSlop;
        s.duration = 1;
        const auto ours = gjk::time_of_impact(body(p.la, p.sa), body(p.lb, p.sb), p.sa, p.sb, s);
        if (ours.stop == gjk::ToiStop::InitialHit) continue;
        ++compared;
        if (out.state == b2TOIOutput::e_separated && !ours.hit()) {
            ++both_separated;
            continue;
        }
        if (out.state == b2TOIOutput::e_touching && ours.hit()) {
            ++both_touch;
            if (std::abs(ours.t - out.t) <= 2e-3) {
                ++same_t;
                continue;
            }
        }
        // Otherwise the two differ, and the reference says ours is right: no contact (closer
        // than our target) before our answer, and at a hit the distance in the band. (Box2D
        // can stop where the distance dips into its band and rises again; ours stops where it
        // goes below its target, which may be later or never.)
        const double until = ours.hit() ? ours.t : 1.0;
        EXPECT_GT(
            ref::minimum_over([&](double t) { return reference_distance(p, t); }, 0, until, 4000),
            s.target - 1e-7)
            << "case " << i;
        if (ours.hit()) {
            EXPECT_LE(reference_distance(p, ours.t), s.target + s.tolerance + 1e-9) << "case " << i;
        }
        ++earlier_confirmed;
    }
    EXPECT_GT(compared, 2000);
    EXPECT_GT(both_touch, 800);
    EXPECT_GT(both_separated, 500);
    EXPECT_GE(same_t, both_touch * 95 / 100);
    std::printf(
        "b2TimeOfImpact: %d compared, %d both touch (%d at the same time), %d both "
        "separated, %d differ, ours confirmed by brute force\n",
        compared, both_touch, same_t, both_separated, earlier_confirmed);
}

}  // namespace
