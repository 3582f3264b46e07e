// Touching and near-touching 2D configurations, where rounding is as large as the answer (the
// 2D counterpart of core3d/touching3d_test.cpp). Each case failed before its fix.
#include <gjk/gjk.h>
#include <gtest/gtest.h>

#include <random>

#include "reference2d.h"

namespace {

using V = glm::dvec2;

gjk::QueryResult<double> run(const std::vector<V>& a, V pa, double angle_a, const std::vector<V>& b,
                             V pb, double angle_b) {
    gjk::PolygonShape sa, sb;
    sa.vertices = a;
    sb.vertices = b;
    gjk::Body2<double> ba{gjk::make_core<double>(gjk::Shape2{sa}),
                          gjk::Transform2<double>::from_angle(pa, angle_a)};
    gjk::Body2<double> bb{gjk::make_core<double>(gjk::Shape2{sb}),
                          gjk::Transform2<double>::from_angle(pb, angle_b)};
    return gjk::query(ba, bb, gjk::QuerySettings<double>{});
}

/// max over A - B of x.n: the depth along n (overlapping) or minus the distance (apart).
double overlap_along(const std::vector<V>& a, const std::vector<V>& b, V n) {
    double ha = -1e300, hb = -1e300;
    for (V p : a) ha = std::max(ha, glm::dot(p, n));
    for (V p : b) hb = std::max(hb, glm::dot(p, -n));
    return ha + hb;
}

/// Random polygon A and polygon B turned so that B's edge j faces A's edge i, parallel to
/// `tilt` radians, `gap` apart along A's edge normal, slid along it by a random amount that
/// keeps the edges facing each other.
struct FacingPair {
    std::vector<V> a, b;  // local vertices
    V pa, pb;
    double angle_a, angle_b;
    V face_normal;  // A's edge normal (world)
};

FacingPair facing_pair(std::mt19937_64& rng, double gap, double tilt) {
    std::uniform_real_distribution<double> u(0, 1);
    FacingPair f;
    f.a = ref::random_convex(rng, 12, 1 + u(rng), 0.5 + u(rng));
    f.b = ref::random_convex(rng, 12, 1 + u(rng), 0.5 + u(rng));
    f.pa = {6 * u(rng) - 3, 6 * u(rng) - 3};
    f.angle_a = 2 * M_PI * u(rng);
    const int i = int(u(rng) * f.a.size()) % int(f.a.size());
    const int j = int(u(rng) * f.b.size()) % int(f.b.size());
    const auto world_a = ref::transformed(f.a, f.pa, f.angle_a);
    const V a0 = world_a[i], a1 = world_a[(i + 1) % world_a.size()];
    const V ea = glm::normalize(a1 - a0);
    f.face_normal = {ea.y, -ea.x};  // outward for a counter-clockwise polygon
    // B's edge j, direction eb in B's frame, must run along -ea in the world (facing A).
    const V b0 = f.b[j], b1 = f.b[(j + 1) % f.b.size()];
    const V eb = glm::normalize(b1 - b0);
    f.angle_b = std::atan2(-ea.y, -ea.x) - std::atan2(eb.y, eb.x) + tilt;
    // Place B's edge midpoint `gap` out from a point of A's edge.
    const double la = glm::length(a1 - a0), lb = glm::length(b1 - b0);
    const double slide = (u(rng) - 0.5) * 0.5 * std::min(la, lb);
    const V target = 0.5 * (a0 + a1) + slide * ea + gap * f.face_normal;
    const V mid_b_local = 0.5 * (b0 + b1);
    const double c = std::cos(f.angle_b), s = std::sin(f.angle_b);
    f.pb = target - V{c * mid_b_local.x - s * mid_b_local.y, s * mid_b_local.x + c * mid_b_local.y};
    return f;
}

// Polygon edges parallel to 1e-12 radians, `gap` apart: the progress test |v|^2 - v.w <=
// tolerance |v|^2 could not pass at small gaps (rounding in v.w is ~1e-16, |v|^2 1e-24), so
// GJK hopped between the edges' ends up to its cap. Every gap must end by a test, with the
// answer right to the tolerance and the normal the edge's.
TEST(Touching2D, NearlyParallelEdgesEndByTheTest) {
    std::mt19937_64 rng(4);
    for (double gap : {1e-12, 1e-10, 3e-9, 1e-8, 1e-6, 1e-3}) {
        for (int t = 0; t < 3000; ++t) {
            const FacingPair f = facing_pair(rng, gap, 1e-12);
            const auto r = run(f.a, f.pa, f.angle_a, f.b, f.pb, f.angle_b);
            ASSERT_NE(r.gjk_stop, gjk::GjkStop::MaxIterations) << "gap " << gap << " case " << t;
            const double answer = r.intersecting ? -r.penetration_depth : r.distance;
            ASSERT_NEAR(answer, gap, 1e-8) << "gap " << gap << " case " << t;
            const auto wa = ref::transformed(f.a, f.pa, f.angle_a);
            const auto wb = ref::transformed(f.b, f.pb, f.angle_b);
            ASSERT_NEAR(overlap_along(wa, wb, r.normal), -answer, 1e-8)
                << "gap " << gap << " case " << t;
        }
    }
}

// Boxes flush side to side (turned alike): the normal must be the side's, along which the
// boxes just touch, not the direction of two witness points equal up to rounding.
TEST(Touching2D, FlushEdgesGiveTheEdgeNormal) {
    std::mt19937_64 rng(2);
    std::uniform_real_distribution<double> pos(-3, 3), size(0.1, 2), angle(-M_PI, M_PI);
    for (int t = 0; t < 50000; ++t) {
        const V h{size(rng), size(rng)}, p{pos(rng), pos(rng)};
        const double turn = angle(rng);
        V off{0, 0};
        off[t % 2] = (t % 4 < 2 ? 1 : -1) * 2 * h[t % 2];
        const std::vector<V> box{{-h.x, -h.y}, {h.x, -h.y}, {h.x, h.y}, {-h.x, h.y}};
        const V pb = p + V{std::cos(turn) * off.x - std::sin(turn) * off.y,
                           std::sin(turn) * off.x + std::cos(turn) * off.y};
        const auto r = run(box, p, turn, box, pb, turn);
        const double expected = r.intersecting ? r.penetration_depth : -r.distance;
        ASSERT_NEAR(overlap_along(ref::transformed(box, p, turn), ref::transformed(box, pb, turn),
                                  r.normal),
                    expected, 1e-9)
            << "case " << t;
        ASSERT_LE(std::max(r.distance, r.penetration_depth), 1e-9);
    }
}

}  // namespace
