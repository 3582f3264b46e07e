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
                    if (used[q])
                        ASSERT_LE(glm::dot(n / len, e.vertices[q].point - a), 1e-9 * p.scale)
                            << "case " << i;
            }
            ASSERT_GE(e.distance, lower - 1e-9 * p.scale);  // the lower bound only rises
            lower = e.distance;
        }
    }
    EXPECT_GT(epa_runs, 300);
}

}  // namespace
