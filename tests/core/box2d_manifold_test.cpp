// Differential test against Box2D 2.4's manifolds (b2CollidePolygons, b2CollidePolygonAndCircle,
// b2CollideCircles, then b2WorldManifold) on seeded random pairs, rounded polygons included:
// the same points, the same normal, the same separations and the same features.
#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_polygon_shape.h>
#include <gjk/manifold2d.h>

#include <cstdio>
#include <random>

#include "core/helpers.h"
#include "reference2d.h"

namespace {

/// Box2D's vertex index -> ours, by position (Box2D's hull starts from another vertex).
std::vector<int> index_map(const b2PolygonShape& b2, const std::vector<glm::dvec2>& ours) {
    std::vector<int> map;
    for (int i = 0; i < b2.m_count; ++i) {
        int found = -1;
        for (size_t j = 0; j < ours.size(); ++j)
            if (float(ours[j].x) == b2.m_vertices[i].x && float(ours[j].y) == b2.m_vertices[i].y)
                found = int(j);
        map.push_back(found);
    }
    return map;
}

struct Pair {
    gjk::Body2<double> a, b;
    b2Transform xa, xb;
};

/// Random placement with float-exact vertices and transforms (Box2D computes in float).
gjk::Transform2<double> random_transform(std::mt19937_64& rng, b2Transform& b2xf) {
    std::uniform_real_distribution<double> u(0, 1);
    const float px = float(2 * u(rng) - 1), py = float(2 * u(rng) - 1), angle = float(6.3 * u(rng));
    b2xf.Set(b2Vec2(px, py), angle);
    return {{px, py}, b2xf.q.c, b2xf.q.s};
}

std::vector<glm::dvec2> float_polygon(std::mt19937_64& rng) {
    std::uniform_real_distribution<double> u(0, 1);
    auto pts = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
    for (auto& p : pts) p = glm::dvec2(float(p.x), float(p.y));
    return pts;
}

TEST(Box2DManifold, PolygonsGiveTheSameManifold) {
    std::mt19937_64 rng(43);
    std::uniform_real_distribution<double> u(0, 1);
    int compared = 0, two_points = 0, flipped = 0, near_a_decision = 0, corners = 0;
    for (int i = 0; i < 20000; ++i) {
        const auto la = float_polygon(rng), lb = float_polygon(rng);
        if (la.size() < 3 || lb.size() < 3 || la.size() > 8 || lb.size() > 8) continue;
        const float ra = u(rng) < 0.3 ? float(0.1 * u(rng)) : 0.f;
        const float rb = u(rng) < 0.3 ? float(0.1 * u(rng)) : 0.f;
        b2PolygonShape pa, pb;
        std::vector<b2Vec2> va, vb;
        for (auto& v : la) va.push_back(b2Vec2(float(v.x), float(v.y)));
        for (auto& v : lb) vb.push_back(b2Vec2(float(v.x), float(v.y)));
        pa.Set(va.data(), int32(va.size()));
        pb.Set(vb.data(), int32(vb.size()));
        if (pa.m_count != int(la.size()) || pb.m_count != int(lb.size())) continue;  // welded
        pa.m_radius = ra;
        pb.m_radius = rb;
        b2Transform xa, xb;
        gjk::Body2<double> a{{}, random_transform(rng, xa)}, b{{}, random_transform(rng, xb)};
        a.core.vertices = la;
        b.core.vertices = lb;
        a.core.radius = ra;
        b.core.radius = rb;

        b2Manifold bm;
        b2CollidePolygons(&bm, &pa, xa, &pb, xb);
        const auto m = gjk::contact_manifold(a, b);
        // Decisions taken on a float rounding's worth of difference may go either way.
        const auto& st = m.steps;
        const double reach = double(ra) + double(rb);
        const bool both = st.separation_a <= reach && st.separation_b <= reach;
        if (std::abs(st.separation_a - reach) < 1e-5 ||
            (st.separation_a <= reach && std::abs(st.separation_b - reach) < 1e-5) ||
            (both && std::abs(st.separation_b - st.separation_a - 0.0005) < 1e-5) ||
            (m.count > 0 && std::abs(st.clipped_separation[0] - (ra + rb)) < 1e-5) ||
            (m.count > 0 && std::abs(st.clipped_separation[1] - (ra + rb)) < 1e-5)) {
            ++near_a_decision;
            continue;
        }
        // Rounded cores apart meeting corner to corner: one point between the corners, as Box2D
        // v3 has it; 2.4 clips edges there (its skins are thin, the error small).
        if (m.steps.corner_to_corner) {
            ++corners;
            continue;
        }
        ASSERT_EQ(m.count, bm.pointCount) << "case " << i;
        if (m.count == 0) continue;
        ++compared;
        two_points += m.count == 2;
        flipped += m.reference == 1;
        b2WorldManifold wm;
        wm.Initialize(&bm, xa, ra, xb, rb);
        EXPECT_NEAR(m.normal.x, wm.normal.x, 1e-5) << "case " << i;
        EXPECT_NEAR(m.normal.y, wm.normal.y, 1e-5) << "case " << i;
        const auto map_a = index_map(pa, la), map_b = index_map(pb, lb);
        for (int k = 0; k < m.count; ++k) {
            EXPECT_NEAR(m.points[k].position.x, wm.points[k].x, 1e-5) << "case " << i;
            EXPECT_NEAR(m.points[k].position.y, wm.points[k].y, 1e-5) << "case " << i;
            EXPECT_NEAR(m.points[k].separation, wm.separations[k], 1e-5) << "case " << i;
            const b2ContactFeature& cf = bm.points[k].id.cf;
            const auto& f = m.points[k].feature;
            EXPECT_EQ(f.type_a == gjk::FeatureType::Face, cf.typeA == b2ContactFeature::e_face);
            EXPECT_EQ(f.type_b == gjk::FeatureType::Face, cf.typeB == b2ContactFeature::e_face);
            EXPECT_EQ(f.index_a, map_a[cf.indexA]) << "case " << i;
            EXPECT_EQ(f.index_b, map_b[cf.indexB]) << "case " << i;
        }
    }
    std::printf(
        "compared %d (%d with two points, %d on B's edge), %d near a decision, %d "
        "rounded corner to corner\n",
        compared, two_points, flipped, near_a_decision, corners);
    EXPECT_GT(compared, 5000);
    EXPECT_GT(two_points, 1000);
    EXPECT_GT(flipped, 1000);
    EXPECT_LT(near_a_decision, 100);
    EXPECT_LT(corners, compared / 20);
}

TEST(Box2DManifold, CirclesAgainstPolygonsAndCircles) {
    std::mt19937_64 rng(44);
    std::uniform_real_distribution<double> u(0, 1);
    int compared = 0;
    for (int i = 0; i < 20000; ++i) {
        const bool two_circles = i % 4 == 0;
        const auto la = float_polygon(rng);
        if (la.size() < 3 || la.size() > 8) continue;
        b2PolygonShape pa;
        std::vector<b2Vec2> va;
        for (auto& v : la) va.push_back(b2Vec2(float(v.x), float(v.y)));
        pa.Set(va.data(), int32(va.size()));
        if (pa.m_count != int(la.size())) continue;
        pa.m_radius = u(rng) < 0.3 ? float(0.1 * u(rng)) : 0.f;
        b2CircleShape ca, cb;
        ca.m_radius = float(0.2 + u(rng));
        cb.m_radius = float(0.2 + u(rng));
        b2Transform xa, xb;
        gjk::Body2<double> a{{}, random_transform(rng, xa)}, b{{}, random_transform(rng, xb)};
        b.core.vertices = {{0, 0}};
        b.core.radius = cb.m_radius;
        b2Manifold bm;
        double radius_a;
        if (two_circles) {
            a.core.vertices = {{0, 0}};
            a.core.radius = radius_a = ca.m_radius;
            b2CollideCircles(&bm, &ca, xa, &cb, xb);
        } else {
            a.core.vertices = la;
            a.core.radius = radius_a = pa.m_radius;
            b2CollidePolygonAndCircle(&bm, &pa, xa, &cb, xb);
        }
        const auto m = gjk::contact_manifold(a, b);
        const double reach = radius_a + cb.m_radius;
        const double gap = glm::length(glm::dvec2(xb.p.x, xb.p.y) - glm::dvec2(xa.p.x, xa.p.y));
        if (two_circles && std::abs(gap - reach) < 1e-5) continue;
        if (!two_circles && m.count == 1 && std::abs(m.points[0].separation) < 1e-5) continue;
        ASSERT_EQ(m.count, bm.pointCount) << "case " << i;
        if (m.count == 0) continue;
        ++compared;
        b2WorldManifold wm;
        wm.Initialize(&bm, xa, float(radius_a), xb, cb.m_radius);
        EXPECT_NEAR(m.normal.x, wm.normal.x, 1e-5) << "case " << i;
        EXPECT_NEAR(m.normal.y, wm.normal.y, 1e-5) << "case " << i;
        EXPECT_NEAR(m.points[0].position.x, wm.points[0].x, 1e-5) << "case " << i;
        EXPECT_NEAR(m.points[0].position.y, wm.points[0].y, 1e-5) << "case " << i;
        EXPECT_NEAR(m.points[0].separation, wm.separations[0], 1e-5) << "case " << i;
    }
    EXPECT_GT(compared, 5000);
}

}  // namespace
