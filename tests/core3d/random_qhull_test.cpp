// 5,000 seeded random polytope pairs against Qhull (the hull of all pairwise differences), at
// scales from 1e-2 to 1e3, separated and overlapping, plus trace invariants in 3D.
#include <cstring>
#include <map>

#include "core3d/helpers3d.h"
#include "core3d/qhull_reference.h"

using namespace testing_gjk3;

namespace {

struct Pair {
    gjk::Body3<double> a, b;
    double scale;
};

Pair random_pair(std::mt19937_64& rng, int i) {
    std::uniform_real_distribution<double> u(0, 1);
    const double scales[] = {1e-2, 1, 1e3};
    const double s = scales[i % 3];
    auto radii = [&] { return s * glm::dvec3(0.3 + u(rng), 0.3 + u(rng), 0.3 + u(rng)); };
    auto pts_a = random_points(rng, 4 + int(u(rng) * 16), radii());
    auto pts_b = random_points(rng, 4 + int(u(rng) * 16), radii());
    glm::dvec3 pa = s * glm::dvec3(u(rng) * 4 - 2, u(rng) * 4 - 2, u(rng) * 4 - 2);
    glm::dvec3 dir = glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
    glm::dvec3 pb = pa + dir * (s * 3.0 * u(rng));
    auto deg = [&] { return glm::dvec3(u(rng) * 360, u(rng) * 360, u(rng) * 360); };
    return {polytope_body(pts_a, pa, deg()), polytope_body(pts_b, pb, deg()), s};
}

TEST(RandomQhull, DistanceAndDepthMatchQhull) {
    std::mt19937_64 rng(314159);
    int separated = 0, overlapping = 0;
    for (int i = 0; i < 5000; ++i) {
        Pair p = random_pair(rng, i);
        ref3::Answer ans = ref3::origin_vs_hull(ref3::differences(world(p.a), world(p.b)));
        ASSERT_TRUE(ans.ok);
        auto r = run(p.a, p.b);
        const double tol = 1e-9 * p.scale * 4;
        if (ans.distance + ans.depth < tol) continue;  // touching to within rounding: either side
        ASSERT_EQ(r.intersecting, ans.inside) << "case " << i;
        // The boolean GJK (the classroom variant) gives the same verdict.
        auto b = gjk::gjk_intersect3(p.a, p.b, gjk::GjkSettings3<double>{});
        ASSERT_NE(b.stop, gjk::GjkStop::MaxIterations) << "case " << i;
        ASSERT_EQ(b.intersecting, ans.inside) << "boolean, case " << i;
        if (ans.inside) {
            ++overlapping;
            ASSERT_NEAR(r.penetration_depth, ans.depth, tol)
                << "case " << i << " scale " << p.scale;
        } else {
            ++separated;
            ASSERT_NEAR(r.distance, ans.distance, tol) << "case " << i << " scale " << p.scale;
        }
        expect_consistent(r, tol);
    }
    EXPECT_GT(separated, 1000);
    EXPECT_GT(overlapping, 1000);
}

TEST(RandomQhull, FloatNearContactIsNotStoppedShort) {
    // Polytope pairs 1e-3 to 1e-5 apart, where engines query most: float GJK must reach the
    // distance to float's resolution at these coordinates, not stop on a progress test that
    // rounding passed (gjk_common.h, converged). Reference: Qhull on the float shapes.
    std::mt19937_64 rng(2718);
    std::uniform_real_distribution<double> u(0, 1);
    int cases = 0;
    double worst = 0;
    for (int i = 0; cases < 1000; ++i) {
        Pair p = random_pair(rng, 3 * i + 1);  // unit scale
        // Move B along the normal until the pair is `gap` apart.
        const double gap = std::pow(10.0, -3 - 2 * u(rng));
        const auto r0 = run(p.a, p.b);
        const double move = r0.intersecting ? r0.penetration_depth + gap : gap - r0.distance;
        p.b.xf.p += move * r0.normal;
        gjk::Body3<float> a{{}, p.a.xf.cast<float>()}, b{{}, p.b.xf.cast<float>()};
        for (auto& v : p.a.core.vertices) a.core.vertices.push_back(glm::vec3(v));
        for (auto& v : p.b.core.vertices) b.core.vertices.push_back(glm::vec3(v));
        std::vector<glm::dvec3> wa, wb;
        for (auto& v : a.core.vertices) wa.push_back(glm::dvec3(a.xf.apply(v)));
        for (auto& v : b.core.vertices) wb.push_back(glm::dvec3(b.xf.apply(v)));
        const ref3::Answer ans = ref3::origin_vs_hull(ref3::differences(wa, wb));
        ASSERT_TRUE(ans.ok);
        if (ans.inside) continue;
        gjk::QuerySettings3<float> settings;
        settings.gjk.tolerance = 1e-6f;
        const auto r = gjk::query3(a, b, settings);
        const double error = std::abs(double(r.distance) - ans.distance);
        // Float coordinates of 2 resolve 2.4e-7; the world transform rounds once more.
        ASSERT_LE(error, 2e-6) << "case " << i << ": distance " << r.distance << ", reference "
                               << ans.distance << ", " << r.gjk_iterations << " iterations";
        worst = std::max(worst, error);
        ++cases;
    }
    RecordProperty("worst_error", std::to_string(worst));
}

template <class T>
bool same_bits(const gjk::QueryResult3<T>& a, const gjk::QueryResult3<T>& b) {
    return std::memcmp(&a.distance, &b.distance, sizeof(T)) == 0 &&
           std::memcmp(&a.penetration_depth, &b.penetration_depth, sizeof(T)) == 0 &&
           std::memcmp(&a.normal, &b.normal, sizeof(a.normal)) == 0 &&
           std::memcmp(&a.witness_a, &b.witness_a, sizeof(a.witness_a)) == 0 &&
           std::memcmp(&a.witness_b, &b.witness_b, sizeof(a.witness_b)) == 0 &&
           a.gjk_iterations == b.gjk_iterations && a.epa_iterations == b.epa_iterations &&
           a.intersecting == b.intersecting;
}

TEST(Trace3D, InvariantsHoldOnRandomPairs) {
    std::mt19937_64 rng(2718);
    int epa_runs = 0;
    for (int i = 0; i < 2000; ++i) {
        Pair p = random_pair(rng, 3 * i + 1);
        gjk::QuerySettings3<double> s;
        gjk::TraceRecorder trace;
        auto plain = gjk::query3(p.a, p.b, s);
        auto traced = gjk::query3(p.a, p.b, s, nullptr, &trace);
        ASSERT_TRUE(same_bits(plain, traced)) << "case " << i;
        ASSERT_EQ(int(trace.gjk3.size()), plain.gjk_iterations);
        for (size_t k = 1; k < trace.gjk3.size(); ++k)
            ASSERT_LE(trace.gjk3[k].distance, trace.gjk3[k - 1].distance);
        if (!trace.epa3.empty()) ++epa_runs;
        double lower = -1;
        for (const gjk::EpaStep3& e : trace.epa3) {
            if (e.faces.empty()) continue;
            // Closed: every directed edge has its reverse; Euler: V - E + F = 2.
            std::map<std::pair<int, int>, int> edges;
            std::vector<bool> used(e.vertices.size(), false);
            for (const auto& f : e.faces) {
                const int v[3] = {f.a, f.b, f.c};
                for (int k = 0; k < 3; ++k) {
                    ++edges[{v[k], v[(k + 1) % 3]}];
                    used[v[k]] = true;
                }
            }
            for (const auto& [edge, count] : edges) {
                ASSERT_EQ(count, 1) << "case " << i;
                ASSERT_TRUE(edges.count({edge.second, edge.first})) << "open edge, case " << i;
            }
            const long V = std::count(used.begin(), used.end(), true), E = long(edges.size()) / 2,
                       F = long(e.faces.size());
            ASSERT_EQ(V - E + F, 2) << "case " << i;
            // Convex: no vertex above any face.
            for (const auto& f : e.faces) {
                glm::dvec3 a = e.vertices[f.a].point, b = e.vertices[f.b].point,
                           c = e.vertices[f.c].point;
                glm::dvec3 n = glm::cross(b - a, c - a);
                const double len = glm::length(n);
                if (len < 1e-12 * p.scale * p.scale) continue;
                for (size_t q = 0; q < e.vertices.size(); ++q)
                    if (used[q]) {
                        ASSERT_LE(glm::dot(n / len, e.vertices[q].point - a), 1e-9 * p.scale)
                            << "case " << i;
                    }
            }
            ASSERT_GE(e.distance, lower - 1e-9 * p.scale);  // the lower bound only rises
            lower = e.distance;
        }
    }
    EXPECT_GT(epa_runs, 300);
}

}  // namespace

namespace {

/// Points on an ellipsoid's surface: all of them are hull vertices.
std::vector<glm::dvec3> surface_points(std::mt19937_64& rng, int n, glm::dvec3 radii) {
    std::normal_distribution<double> g(0, 1);
    std::vector<glm::dvec3> pts;
    while (int(pts.size()) < n) {
        glm::dvec3 d(g(rng), g(rng), g(rng));
        if (glm::length(d) > 1e-9) pts.push_back(radii * glm::normalize(d));
    }
    return pts;
}

TEST(Support3D, ClimbingOnTheHullGraphMatchesAScan) {
    std::mt19937_64 rng(99);
    std::normal_distribution<double> g(0, 1);
    int climbed = 0;
    for (int i = 0; i < 60; ++i) {
        gjk::PolytopeShape3 poly;
        std::string err;
        ASSERT_TRUE(gjk::make_polytope(surface_points(rng, 900 + 10 * i, {1, 0.7, 0.5}), poly, err))
            << err;
        gjk::Core3<double> core = gjk::make_core3<double>(poly);
        // The edge graph exactly where the support climbs it (shapes3d.h).
        ASSERT_EQ(core.adj.empty(),
                  int(core.vertices.size()) < gjk::PolytopeProxy3<double>::kClimbMin);
        climbed += int(core.vertices.size()) >= gjk::PolytopeProxy3<double>::kClimbMin;
        gjk::PolytopeProxy3<double> p{core.vertices.data(), int(core.vertices.size()), 0};
        p.adj_start = core.adj_start.data();
        p.adj = core.adj.data();
        for (int k = 0; k < 50; ++k) {
            const glm::dvec3 d(g(rng), g(rng), g(rng));
            const int hint = k % 3 == 0 ? -1 : int(rng() % core.vertices.size());
            const double best = glm::dot(p.support(d).point, d);
            ASSERT_NEAR(glm::dot(p.support(d, hint).point, d), best, 1e-12) << "polytope " << i;
        }
    }
    EXPECT_GT(climbed, 40);  // most of them large enough to climb
}

TEST(RandomQhull, LargePolytopesWithTheirEdgeGraphs) {
    // Shapes from scene-style polytopes (hull + edge graph) of a few hundred vertices: GJK, EPA
    // and the boolean GJK match Qhull.
    std::mt19937_64 rng(4242);
    std::uniform_real_distribution<double> u(0, 1);
    for (int i = 0; i < 300; ++i) {
        gjk::PolytopeShape3 pa, pb;  // hulls of a few hundred points: supports climb
        std::string err;
        ASSERT_TRUE(gjk::make_polytope(surface_points(rng, 150 + int(u(rng) * 200), {1, 0.8, 0.6}),
                                       pa, err));
        ASSERT_TRUE(gjk::make_polytope(surface_points(rng, 150 + int(u(rng) * 200), {0.7, 1, 0.9}),
                                       pb, err));
        glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        auto a = body(pa, {0, 0, 0}, {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        auto b = body(pb, dir * (2.5 * u(rng)), {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        ref3::Answer ans = ref3::origin_vs_hull(ref3::differences(world(a), world(b)));
        if (ans.distance + ans.depth < 1e-8) continue;
        auto r = run(a, b);
        ASSERT_EQ(r.intersecting, ans.inside) << "case " << i;
        if (ans.inside)
            ASSERT_NEAR(r.penetration_depth, ans.depth, 1e-9) << "case " << i;
        else
            ASSERT_NEAR(r.distance, ans.distance, 1e-9) << "case " << i;
        ASSERT_EQ(gjk::gjk_intersect3(a, b, gjk::GjkSettings3<double>{}).intersecting, ans.inside)
            << "case " << i;
    }
}

TEST(RandomQhull, ClimbingSupportsGiveTheScansAnswers) {
    // Polytopes large enough that their supports climb the hull's edge graph: GJK, EPA and the
    // boolean GJK give what the same queries give scanning every vertex (the edge graph taken
    // away), which the tests above check against Qhull.
    std::mt19937_64 rng(777);
    std::uniform_real_distribution<double> u(0, 1);
    int climbing = 0, overlapping = 0;
    for (int i = 0; i < 24; ++i) {
        gjk::PolytopeShape3 pa, pb;
        std::string err;
        ASSERT_TRUE(gjk::make_polytope(surface_points(rng, 1100 + int(u(rng) * 400), {1, 0.8, 0.6}),
                                       pa, err));
        ASSERT_TRUE(gjk::make_polytope(surface_points(rng, 1100 + int(u(rng) * 400), {0.7, 1, 0.9}),
                                       pb, err));
        const glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        const auto a = body(pa, {0, 0, 0}, {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        const auto b = body(pb, dir * (2.2 * u(rng)), {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        ASSERT_EQ(a.core.adj.empty(),
                  int(a.core.vertices.size()) < gjk::PolytopeProxy3<double>::kClimbMin);
        climbing += int(a.core.vertices.size()) >= gjk::PolytopeProxy3<double>::kClimbMin;
        auto scanning = [](gjk::Body3<double> x) {
            x.core.adj.clear();
            x.core.adj_start.clear();
            return x;
        };
        const auto climbed = run(a, b), scanned = run(scanning(a), scanning(b));
        ASSERT_EQ(climbed.intersecting, scanned.intersecting) << "case " << i;
        overlapping += scanned.intersecting;
        EXPECT_NEAR(climbed.distance, scanned.distance, 1e-9) << "case " << i;
        EXPECT_NEAR(climbed.penetration_depth, scanned.penetration_depth, 1e-9) << "case " << i;
        EXPECT_EQ(gjk::gjk_intersect3(a, b, gjk::GjkSettings3<double>{}).intersecting,
                  scanned.intersecting)
            << "case " << i;
    }
    EXPECT_GT(climbing, 20);
    EXPECT_GT(overlapping, 5);
    EXPECT_LT(overlapping, 20);
}

}  // namespace

// The same pairs at scale 1 and at the edges of the range docs/format.md gives double (A - B's
// extent between 1e-70 and 1e70) give the distance scaled: polytopes, boxes, and a cylinder
// against a cone. GJK's direction from a segment is a cross product of a cross product
// (gjk3d.h), whose squared length underflows below about 1e-51 and overflows above 1e51; there
// the loop must fall back to -v, or the progress test of a curved shape, which reads |d|, is
// infinite or zero (without it, the cylinder-cone pairs fail at 1e-65 and 1e65). Wherever
// gjk::within_precision accepts a pair the distance is right; beyond the range, where it
// refuses, many are wrong.
TEST(RandomQhull, DistanceScalesWithHugeAndTinyCoordinates) {
    std::mt19937_64 rng(27182);
    std::uniform_real_distribution<double> u(0, 1);
    const gjk::GjkSettings3<double> settings;
    int apart = 0, wrong_beyond = 0;
    for (int i = 0; i < 900; ++i) {
        const int kind = i % 3;  // 0 polytopes, 1 boxes, 2 a cylinder and a cone
        const glm::dvec3 radii(0.3 + u(rng), 0.3 + u(rng), 0.3 + u(rng));
        const auto pts_a = random_points(rng, 4 + int(u(rng) * 16), radii);
        const auto pts_b = random_points(rng, 4 + int(u(rng) * 16), radii);
        const glm::dvec3 pa(u(rng) * 4 - 2, u(rng) * 4 - 2, u(rng) * 4 - 2);
        const glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        const glm::dvec3 pb = pa + dir * (3.0 * u(rng));
        const glm::dvec3 da(u(rng) * 360, u(rng) * 360, u(rng) * 360);
        const glm::dvec3 db(u(rng) * 360, u(rng) * 360, u(rng) * 360);
        auto make = [&](double s) {
            std::pair<gjk::Body3<double>, gjk::Body3<double>> p;
            if (kind == 2) {
                p = {body(gjk::CylinderShape3{s * radii.x, s * radii.y}, s * pa, da),
                     body(gjk::ConeShape3{s * radii.z, s * radii.x}, s * pb, db)};
            } else if (kind == 1) {
                p = {body(gjk::BoxShape3{s * radii}, s * pa, da),
                     body(gjk::BoxShape3{s * glm::dvec3(radii.z, radii.x, radii.y)}, s * pb, db)};
            } else {
                auto scaled = [&](std::vector<glm::dvec3> v) {
                    for (auto& x : v) x *= s;
                    return v;
                };
                p = {polytope_body(scaled(pts_a), s * pa, da),
                     polytope_body(scaled(pts_b), s * pb, db)};
            }
            return p;
        };
        const auto one = make(1);
        const auto unit = gjk::gjk_distance3(one.first, one.second, settings);
        ASSERT_NE(unit.stop, gjk::GjkStop::MaxIterations) << "case " << i;
        if (unit.distance < 1e-6) continue;  // overlapping or touching: no distance to scale
        ++apart;
        // The edges of the range (gjk/precision.h), then beyond it, where within_precision
        // must say no wherever the distance is wrong.
        for (double s : {1e-150, 1e-80, 1e-71, 1e-69, 1e-65, 1e-30, 1e30, 1e65, 1e69, 1e71, 1e80,
                         1e100, 1e150}) {
            const auto p = make(s);
            const auto o = gjk::gjk_distance3(p.first, p.second, settings);
            const bool right =
                o.stop != gjk::GjkStop::MaxIterations &&
                std::abs(o.distance / s - unit.distance) <= 1e-9 * (1 + unit.distance);
            const bool within = gjk::within_precision(p.first, p.second);
            if (s >= 1e-65 && s <= 1e65) {
                EXPECT_TRUE(within) << "case " << i << " scale " << s;
            }
            if (within) {
                EXPECT_TRUE(right) << "case " << i << " scale " << s << ": " << o.distance / s
                                   << " against " << unit.distance;
            } else {
                wrong_beyond += !right;
            }
        }
    }
    EXPECT_GT(apart, 300);
    // Beyond the range answers do go wrong: the check is needed (the count is in precision.h).
    EXPECT_GT(wrong_beyond, 100);
}
