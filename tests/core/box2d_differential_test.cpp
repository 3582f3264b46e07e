// Differential test against Box2D 2.4's b2Distance on seeded random polygons: the same distance
// within Box2D's float tolerance.
#include <box2d/b2_distance.h>

#include <random>

#include "core/helpers.h"
#include "reference2d.h"

namespace {

TEST(Box2DDifferential, SameDistanceOnRandomPolygons) {
    std::mt19937_64 rng(2024);
    std::uniform_real_distribution<double> u(0, 1);
    int separated = 0;
    for (int i = 0; i < 10000; ++i) {
        auto la = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
        auto lb = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
        if (la.size() < 3 || lb.size() < 3 || la.size() > 8 || lb.size() > 8) continue;
        const double ra = u(rng) < 0.3 ? 0.2 * u(rng) : 0, rb = u(rng) < 0.3 ? 0.2 * u(rng) : 0;
        glm::dvec2 pa{4 * u(rng) - 2, 4 * u(rng) - 2}, pb{4 * u(rng) - 2, 4 * u(rng) - 2};
        double aa = 6.3 * u(rng), ab = 6.3 * u(rng);

        std::vector<b2Vec2> va, vb;
        for (auto& v : la) va.push_back(b2Vec2(float(v.x), float(v.y)));
        for (auto& v : lb) vb.push_back(b2Vec2(float(v.x), float(v.y)));
        b2DistanceInput in;
        in.proxyA.Set(va.data(), int32(va.size()), float(ra));
        in.proxyB.Set(vb.data(), int32(vb.size()), float(rb));
        in.transformA.Set(b2Vec2(float(pa.x), float(pa.y)), float(aa));
        in.transformB.Set(b2Vec2(float(pb.x), float(pb.y)), float(ab));
        in.useRadii = true;
        b2SimplexCache cache;
        cache.count = 0;
        b2DistanceOutput out;
        b2Distance(&out, &cache, &in);

        gjk::Body2<double> a{{}, gjk::Transform2<double>::from_angle(pa, aa)};
        gjk::Body2<double> b{{}, gjk::Transform2<double>::from_angle(pb, ab)};
        a.core.vertices = la;
        b.core.vertices = lb;
        a.core.radius = ra;
        b.core.radius = rb;
        auto r = testing_gjk::run(a, b);
        // Box2D reports 0 for any overlap; we report 0 distance and a depth.
        ASSERT_NEAR(r.distance, out.distance, 2e-5) << "case " << i;
        if (out.distance > 1e-4) {
            ++separated;
            ASSERT_FALSE(r.intersecting) << "case " << i;
            // Witness points agree too (unique when the closest features are not parallel).
            ASSERT_NEAR(glm::length(glm::dvec2(r.witness_b - r.witness_a)), out.distance, 2e-5);
        }
    }
    EXPECT_GT(separated, 3000);
}

}  // namespace
