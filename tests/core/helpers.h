// Small helpers shared by the core tests.
#pragma once

#include <gjk/gjk.h>
#include <gtest/gtest.h>

namespace testing_gjk {

template <class T = double>
gjk::Body2<T> body(const gjk::Shape2& shape, glm::dvec2 position = {0, 0}, double degrees = 0) {
    return {gjk::make_core<T>(shape),
            gjk::Transform2<double>::from_angle(position, degrees * M_PI / 180).cast<T>()};
}

inline gjk::Shape2 box(double hx, double hy) {
    return gjk::BoxShape{{hx, hy}};
}
inline gjk::Shape2 circle(double r) {
    return gjk::CircleShape{r};
}
inline gjk::Shape2 polygon(std::vector<glm::dvec2> v, double radius = 0) {
    auto check = gjk::make_polygon(v, radius, false);
    EXPECT_TRUE(check.ok) << check.error;
    return check.polygon;
}

template <class T = double>
gjk::QueryResult<T> run(const gjk::Body2<T>& a, const gjk::Body2<T>& b, double tol = 1e-9) {
    gjk::QuerySettings<T> s;
    s.gjk.tolerance = T(tol);
    s.epa.tolerance = T(tol);
    return gjk::query(a, b, s);
}

/// The contract on a query result (docs/format.md): unit normal, witness relation, no NaN.
template <class T>
void expect_consistent(const gjk::QueryResult<T>& r, double tol) {
    auto finite = [](glm::dvec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); };
    ASSERT_TRUE(std::isfinite(double(r.distance)) && std::isfinite(double(r.penetration_depth)));
    ASSERT_TRUE(finite(glm::dvec2(r.normal)) && finite(glm::dvec2(r.witness_a)) &&
                finite(glm::dvec2(r.witness_b)));
    EXPECT_NEAR(glm::length(glm::dvec2(r.normal)), 1.0, 1e-6);
    EXPECT_GE(r.distance, 0);
    EXPECT_GE(r.penetration_depth, 0);
    glm::dvec2 wa(r.witness_a), wb(r.witness_b), n(r.normal);
    if (!r.intersecting) {
        EXPECT_NEAR(glm::length(wb - (wa + double(r.distance) * n)), 0.0, tol);
    } else {
        EXPECT_EQ(r.distance, 0);
        EXPECT_NEAR(glm::length(wa - (wb + double(r.penetration_depth) * n)), 0.0, tol);
    }
}

}  // namespace testing_gjk
