// The meshes the 3D views draw: boxes, sampled curved shapes, A - B.
#include <gtest/gtest.h>

#include "model/mesh3.h"

#include <cmath>
#include <set>

namespace {

using namespace gjklab;

TEST(Mesh3, BoxIsEightCornersTwelveTrianglesTwelveCreases) {
    gjk::Body3<double> box{gjk::make_core3<double>(gjk::BoxShape3{{1, 2, 3}}),
                           gjk::Transform3<double>::from_euler_deg({1, 0, 0}, {10, 20, 30})};
    bool exact = false;
    const Mesh3 m = body_mesh(box, exact);
    EXPECT_TRUE(exact);
    EXPECT_EQ(m.points.size(), 8u);
    EXPECT_EQ(m.faces.size(), 12u);
    EXPECT_EQ(m.edges.size(), 12u);  // the diagonals of the square faces are not creases
    EXPECT_NEAR(glm::length(m.centre - glm::dvec3(1, 0, 0)), 0, 1e-12);
}

TEST(Mesh3, SampledSphereIsClosedAndOnTheSurface) {
    gjk::Body3<double> ball{gjk::make_core3<double>(gjk::SphereShape3{0.7}),
                            gjk::Transform3<double>::from_euler_deg({0, 2, 0}, {0, 0, 0})};
    bool exact = true;
    const Mesh3 m = body_mesh(ball, exact);
    EXPECT_FALSE(exact);
    ASSERT_GT(m.points.size(), 500u);
    for (const auto& p : m.points) EXPECT_NEAR(glm::length(p - glm::dvec3(0, 2, 0)), 0.7, 1e-9);
    // Closed: Euler's formula over the triangles' edges.
    std::set<std::pair<int, int>> edges;
    for (const auto& f : m.faces)
        for (int k = 0; k < 3; ++k) edges.insert(std::minmax(f[k], f[(k + 1) % 3]));
    EXPECT_EQ(int(m.points.size()) - int(edges.size()) + int(m.faces.size()), 2);
    EXPECT_TRUE(m.edges.empty());  // smooth: no creases
}

TEST(Mesh3, MinkowskiMeshHasTheSupportOfADifference) {
    gjk::PolytopeShape3 tetra;
    std::string error;
    ASSERT_TRUE(gjk::make_polytope({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, tetra, error));
    gjk::Body3<double> a{gjk::make_core3<double>(tetra),
                         gjk::Transform3<double>::from_euler_deg({0.2, 0, 0}, {0, 30, 0})};
    gjk::Body3<double> b{gjk::make_core3<double>(gjk::BoxShape3{{0.5, 0.25, 0.75}}),
                         gjk::Transform3<double>::from_euler_deg({1, 1, 0}, {15, 0, 45})};
    bool exact = false;
    const Mesh3 m = minkowski_mesh(a, b, exact);
    EXPECT_TRUE(exact);
    EXPECT_FALSE(m.faces.empty());
    for (const auto& d : sphere_directions(200)) {
        double want = -1e300, got = -1e300;
        for (const auto& p : a.core.vertices)
            for (const auto& q : b.core.vertices)
                want = std::max(want, glm::dot(a.xf.apply(p) - b.xf.apply(q), d));
        for (const auto& p : m.points) got = std::max(got, glm::dot(p, d));
        EXPECT_NEAR(got, want, 1e-12);
    }
}

}  // namespace
