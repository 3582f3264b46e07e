// Helpers shared by the 3D core tests.
#pragma once

#include <gjk/gjk.h>
#include <gtest/gtest.h>

#include <random>

namespace testing_gjk3 {

inline gjk::Body3<double> body(const gjk::Shape3& shape, glm::dvec3 pos = {0, 0, 0},
                               glm::dvec3 deg = {0, 0, 0}) {
    return {gjk::make_core3<double>(shape), gjk::Transform3<double>::from_euler_deg(pos, deg)};
}
inline gjk::Shape3 cube(double h = 1) {
    return gjk::BoxShape3{{h, h, h}};
}

inline gjk::QueryResult3<double> run(const gjk::Body3<double>& a, const gjk::Body3<double>& b,
                                     double tol = 1e-9) {
    gjk::QuerySettings3<double> s;
    s.gjk.tolerance = tol;
    s.epa.tolerance = tol;
    return gjk::query3(a, b, s);
}

/// The contract on a result (docs/format.md): finite, unit normal, witness relation.
inline void expect_consistent(const gjk::QueryResult3<double>& r, double tol) {
    for (int k = 0; k < 3; ++k) {
        ASSERT_TRUE(std::isfinite(r.normal[k]) && std::isfinite(r.witness_a[k]) &&
                    std::isfinite(r.witness_b[k]));
    }
    ASSERT_TRUE(std::isfinite(r.distance) && std::isfinite(r.penetration_depth));
    EXPECT_NEAR(glm::length(r.normal), 1.0, 1e-9);
    if (!r.intersecting)
        EXPECT_NEAR(glm::length(r.witness_b - (r.witness_a + r.distance * r.normal)), 0, tol);
    else
        EXPECT_NEAR(glm::length(r.witness_a - (r.witness_b + r.penetration_depth * r.normal)), 0,
                    tol);
}

/// Random points in an ellipsoid of semi-axes `radii` (their hull is a random polytope).
inline std::vector<glm::dvec3> random_points(std::mt19937_64& rng, int n, glm::dvec3 radii) {
    std::normal_distribution<double> g(0, 1);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<glm::dvec3> pts;
    while (int(pts.size()) < n) {
        glm::dvec3 d(g(rng), g(rng), g(rng));
        if (glm::length(d) < 1e-9) continue;
        pts.push_back(radii * glm::normalize(d) * (0.4 + 0.6 * std::cbrt(u(rng))));
    }
    return pts;
}

inline gjk::Body3<double> polytope_body(const std::vector<glm::dvec3>& pts, glm::dvec3 pos,
                                        glm::dvec3 deg) {
    gjk::Body3<double> b;
    b.core.vertices = pts;
    b.xf = gjk::Transform3<double>::from_euler_deg(pos, deg);
    return b;
}

inline std::vector<glm::dvec3> world(const gjk::Body3<double>& b) {
    std::vector<glm::dvec3> w;
    for (auto& v : b.core.vertices) w.push_back(b.xf.apply(v));
    return w;
}

}  // namespace testing_gjk3
