// Contact manifolds in 3D: resting and tilted boxes, a capsule lying on a box, capsules side by
// side, a cylinder standing on a box, edge-on-edge and sphere contacts worked out by hand; and
// on random polytope pairs, the clipped polygon against the exact intersection of the reference
// face and the incident face projected onto its plane.
#include <gjk/manifold3d.h>
#include <gjk/mpr3d.h>

#include "core3d/helpers3d.h"

namespace {

using testing_gjk3::body;
using Box = gjk::BoxShape3;

gjk::Manifold3<double> manifold(const gjk::Body3<double>& a, const gjk::Body3<double>& b) {
    return gjk::contact_manifold3(a, b);
}

TEST(Manifold3, CubeRestingOnAWideSlabHasFourCorners) {
    auto m = manifold(body(Box{{3, 0.5, 3}}), body(Box{{0.5, 0.5, 0.5}}, {0.4, 0.9, -0.2}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule3::Faces);
    ASSERT_EQ(m.points.size(), 4u);
    EXPECT_EQ(m.reference, 0);
    EXPECT_NEAR(m.normal.y, 1, 1e-12);
    for (auto& p : m.points) {
        EXPECT_NEAR(p.separation, -0.1, 1e-9);
        EXPECT_NEAR(std::abs(p.point_b.x - 0.4), 0.5, 1e-9);
        EXPECT_NEAR(std::abs(p.point_b.z + 0.2), 0.5, 1e-9);
        EXPECT_NEAR(p.point_a.y, 0.5, 1e-9);
        EXPECT_EQ(p.feature.a.type, gjk::FeatureType::Face);
        EXPECT_EQ(p.feature.b.type, gjk::FeatureType::Vertex);
    }
    EXPECT_EQ(m.face_a.size(), 4u);
}

TEST(Manifold3, AnOverhangingCubeIsCutAtTheSlabsEdge) {
    // Half the cube hangs over the slab's +x edge (x = 3): two corners, two cut points.
    auto m = manifold(body(Box{{3, 0.5, 3}}), body(Box{{0.5, 0.5, 0.5}}, {3, 0.95, 0}));
    ASSERT_EQ(m.points.size(), 4u);
    int cut = 0;
    for (auto& p : m.points) {
        EXPECT_LE(p.point_b.x, 3 + 1e-9);
        if (p.feature.a.type == gjk::FeatureType::Edge) {
            ++cut;
            EXPECT_NEAR(p.point_b.x, 3, 1e-9);
            EXPECT_EQ(p.feature.b.type, gjk::FeatureType::Edge);
        }
    }
    EXPECT_EQ(cut, 2);
}

TEST(Manifold3, ACubeTiltedOntoAnEdgeTouchesAlongIt) {
    // Turned 20 degrees about z: its lowest edge runs along z, 0.5 (cos 20 + sin 20) below it.
    const double drop = 0.5 * (std::cos(20 * M_PI / 180) + std::sin(20 * M_PI / 180));
    auto m = manifold(body(Box{{3, 0.5, 3}}),
                      body(Box{{0.5, 0.5, 0.5}}, {0, 0.5 + drop - 0.05, 0}, {0, 0, 20}));
    ASSERT_EQ(m.points.size(), 2u);
    for (auto& p : m.points) EXPECT_NEAR(p.separation, -0.05, 1e-9);
    EXPECT_NEAR(std::abs(m.points[0].point_b.z - m.points[1].point_b.z), 1, 1e-9);
}

TEST(Manifold3, CubeTurnedAboutTheNormalKeepsItsFourCorners) {
    auto m = manifold(body(Box{{3, 0.5, 3}}), body(Box{{0.5, 0.5, 0.5}}, {0, 0.95, 0}, {0, 30, 0}));
    ASSERT_EQ(m.points.size(), 4u);
    for (auto& p : m.points)
        EXPECT_NEAR(glm::length(glm::dvec2(p.point_b.x, p.point_b.z)), std::sqrt(0.5), 1e-9);
}

TEST(Manifold3, CapsuleLyingOnABoxTouchesAlongItsSegment) {
    gjk::CapsuleShape3 cap{{-0.8, 0, 0}, {0.8, 0, 0}, 0.25};
    auto m = manifold(body(Box{{3, 0.5, 3}}), body(cap, {0.2, 0.7, 0.1}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule3::Faces);
    ASSERT_EQ(m.points.size(), 2u);
    for (auto& p : m.points) {
        EXPECT_NEAR(p.separation, -0.05, 1e-9);
        EXPECT_NEAR(p.point_b.y, 0.45, 1e-9);
    }
    EXPECT_NEAR(std::abs(m.points[0].point_b.x - m.points[1].point_b.x), 1.6, 1e-9);
}

TEST(Manifold3, ParallelCapsulesTouchAlongTheirOverlap) {
    gjk::CapsuleShape3 cap{{-1, 0, 0}, {1, 0, 0}, 0.25};
    auto m = manifold(body(cap), body(cap, {0.6, 0.45, 0}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule3::Segments);
    ASSERT_EQ(m.points.size(), 2u);
    EXPECT_NEAR(m.normal.y, 1, 1e-9);
    double lo = 9, hi = -9;
    for (auto& p : m.points) {
        EXPECT_NEAR(p.separation, -0.05, 1e-9);
        lo = std::min(lo, p.position.x), hi = std::max(hi, p.position.x);
    }
    EXPECT_NEAR(lo, -0.4, 1e-9);  // B's end
    EXPECT_NEAR(hi, 1, 1e-9);     // A's end
    // Crossed capsules touch at one point.
    auto crossed = manifold(body(cap), body(cap, {0.3, 0.45, 0}, {0, 90, 0}));
    ASSERT_EQ(crossed.points.size(), 1u);
    EXPECT_EQ(crossed.rule, gjk::ManifoldRule3::Witness);
}

TEST(Manifold3, CylinderStandingOnABoxKeepsFourOfItsRim) {
    auto m = manifold(body(Box{{3, 0.5, 3}}), body(gjk::CylinderShape3{0.5, 0.4}, {0, 0.95, 0}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule3::Faces);
    EXPECT_EQ(m.steps.candidates.size(), 8u);
    ASSERT_EQ(m.points.size(), 4u);
    for (auto& p : m.points) {
        EXPECT_NEAR(p.separation, -0.05, 1e-9);
        EXPECT_NEAR(glm::length(glm::dvec2(p.point_b.x, p.point_b.z)), 0.4, 1e-9);
    }
    // The four kept span the octagon's largest quadrilateral: a square of side 0.4 sqrt 2.
    EXPECT_NEAR(glm::length(m.points[0].point_b - m.points[2].point_b), 0.8, 1e-9);
    EXPECT_NEAR(glm::length(m.points[1].point_b - m.points[3].point_b), 0.8, 1e-9);
}

TEST(Manifold3, EdgeOnEdgeAndSphereContactsHaveOnePoint) {
    // B turned 45 degrees about z and about y: its lowest edge crosses A's top edge ridge.
    auto ridge = body(Box{{0.5, 0.5, 0.5}}, {0, 0, 0}, {45, 0, 0});
    auto m = manifold(ridge, body(Box{{0.5, 0.5, 0.5}}, {0, 1.35, 0}, {0, 0, 45}));
    ASSERT_EQ(m.points.size(), 1u);
    EXPECT_EQ(m.rule, gjk::ManifoldRule3::Witness);
    auto s = manifold(body(Box{{3, 0.5, 3}}), body(gjk::SphereShape3{0.5}, {0, 0.9, 0}));
    ASSERT_EQ(s.points.size(), 1u);
    EXPECT_NEAR(s.points[0].separation, -0.1, 1e-9);
    EXPECT_EQ(
        manifold(body(Box{{3, 0.5, 3}}), body(gjk::SphereShape3{0.5}, {0, 1.1, 0})).points.size(),
        0u);
}

TEST(Manifold3, FeaturesStayTheSameWhileACubeSlides) {
    auto slab = body(Box{{3, 0.5, 3}});
    auto first = manifold(slab, body(Box{{0.5, 0.5, 0.5}}, {-1, 0.95, 0}, {0, 10, 0}));
    for (double x = -1; x <= 1; x += 0.02) {
        auto m = manifold(slab, body(Box{{0.5, 0.5, 0.5}}, {x, 0.95, 0.3 * x}, {0, 10, 0}));
        ASSERT_EQ(m.points.size(), first.points.size()) << x;
        for (size_t i = 0; i < m.points.size(); ++i)
            EXPECT_EQ(m.points[i].feature, first.points[i].feature) << x;
    }
}

// --- Exact check on random polytopes -------------------------------------------------------

using V2 = glm::dvec2;

bool inside(const std::vector<V2>& poly, V2 p) {  // counter-clockwise, boundary included
    for (size_t i = 0; i < poly.size(); ++i) {
        const V2 a = poly[i], b = poly[(i + 1) % poly.size()];
        if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < -1e-9) return false;
    }
    return true;
}

/// The intersection of two convex polygons by brute force: the corners of each inside the
/// other and every pair of crossing edges.
std::vector<V2> intersection(const std::vector<V2>& p, const std::vector<V2>& q) {
    std::vector<V2> out;
    for (V2 v : p)
        if (inside(q, v)) out.push_back(v);
    for (V2 v : q)
        if (inside(p, v)) out.push_back(v);
    for (size_t i = 0; i < p.size(); ++i)
        for (size_t j = 0; j < q.size(); ++j) {
            const V2 a = p[i], b = p[(i + 1) % p.size()], c = q[j], d = q[(j + 1) % q.size()];
            const double den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
            if (std::abs(den) < 1e-15) continue;
            const double t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / den;
            const double u = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / den;
            if (t >= 0 && t <= 1 && u >= 0 && u <= 1) out.push_back(a + t * (b - a));
        }
    return out;
}

TEST(Manifold3, ClippedPolygonIsTheExactIntersectionOfTheFaces) {
    std::mt19937_64 rng(4343);
    std::uniform_real_distribution<double> u(-1, 1);
    int faces = 0, reduced = 0;
    for (int i = 0; i < 3000; ++i) {
        auto random_shape = [&]() -> gjk::Shape3 {
            if (i % 3 == 0) return Box{{0.3 + 0.5 * (u(rng) + 1), 0.3 + 0.5 * (u(rng) + 1), 0.5}};
            std::vector<glm::dvec3> pts;
            for (int k = 0; k < 6 + (i % 10); ++k) pts.push_back({u(rng), u(rng), u(rng)});
            gjk::PolytopeShape3 p;
            std::string error;
            EXPECT_TRUE(gjk::make_polytope(pts, p, error)) << error;
            return p;
        };
        // Faces meeting flat need aligned poses: the lower shape unturned, the upper turned
        // about y only, or tilted a little.
        auto a = body(random_shape()), b = body(random_shape(), {0.5 * u(rng), 0, 0.5 * u(rng)},
                                                {i % 2 ? 0 : 3 * u(rng), 180 * u(rng), 0});
        // Lift B until the shapes just overlap by 0.05 along the query normal.
        auto q = gjk::query3(a, b, gjk::QuerySettings3<double>{});
        b.xf.p.y += 3;
        q = gjk::query3(a, b, gjk::QuerySettings3<double>{});
        if (q.intersecting) continue;
        b.xf.p -= (q.distance + 0.05) * q.normal;
        const auto m = manifold(a, b);
        if (m.rule != gjk::ManifoldRule3::Faces) continue;
        ++faces;
        const auto& st = m.steps;
        const auto& ref = m.reference == 0 ? st.face_a : st.face_b;
        const auto& inc = m.reference == 0 ? st.face_b : st.face_a;
        const glm::dvec3 n = ref.normal, e1 = gjk::detail::any_perpendicular(n),
                         e2 = glm::cross(n, e1);
        auto flat = [&](glm::dvec3 p) { return V2(glm::dot(p, e1), glm::dot(p, e2)); };
        std::vector<V2> r2, i2, clipped;
        for (auto& p : ref.points) r2.push_back(flat(p));
        for (auto& p : inc.points) i2.push_back(flat(p));
        for (auto& p : st.candidates) clipped.push_back(flat(p));
        if (inc.points.size() >= 3) std::reverse(i2.begin(), i2.end());  // faces the other way
        const auto exact = intersection(r2, i2);
        // Same point sets: every clipped point is in the exact set and the other way round.
        auto near_one_of = [](V2 p, const std::vector<V2>& set) {
            for (V2 s : set)
                if (glm::length(p - s) < 1e-7) return true;
            return false;
        };
        for (V2 p : clipped) ASSERT_TRUE(near_one_of(p, exact)) << "case " << i;
        for (V2 p : exact) ASSERT_TRUE(near_one_of(p, clipped)) << "case " << i;
        // The points kept: those at or below the reference plane, four at most, the deepest
        // among them.
        int below = 0;
        double deepest = 1e9;
        for (double s : st.candidate_separation)
            if (s <= 0) ++below, deepest = std::min(deepest, s);
        ASSERT_EQ(m.points.size(), size_t(std::min(below, 4))) << "case " << i;
        reduced += below > 4;
        double kept_deepest = 1e9;
        for (auto& p : m.points) kept_deepest = std::min(kept_deepest, p.separation);
        EXPECT_NEAR(kept_deepest, deepest, 1e-9) << "case " << i;
    }
    std::printf("%d face contacts checked, %d reduced to four\n", faces, reduced);
    EXPECT_GT(faces, 1000);
    EXPECT_GT(reduced, 50);
}

}  // namespace

namespace {

TEST(Manifold3, AStandingCylindersPointsAreToldApartAndKeepTheirNames) {
    auto slab = body(gjk::BoxShape3{{3, 0.5, 3}});
    auto first = gjk::contact_manifold3(slab, body(gjk::CylinderShape3{0.5, 0.4}, {0, 0.95, 0}));
    ASSERT_EQ(first.points.size(), 4u);
    for (size_t i = 0; i < 4; ++i)
        for (size_t j = i + 1; j < 4; ++j)
            EXPECT_FALSE(first.points[i].feature == first.points[j].feature);
    for (double x = -1; x <= 1; x += 0.1) {
        auto m = gjk::contact_manifold3(slab, body(gjk::CylinderShape3{0.5, 0.4}, {x, 0.95, 0}));
        ASSERT_EQ(m.points.size(), 4u);
        for (size_t i = 0; i < 4; ++i) EXPECT_EQ(m.points[i].feature, first.points[i].feature);
    }
}

TEST(Manifold3, AnEdgeOnEdgeContactNamesTheEdges) {
    auto ridge = body(gjk::BoxShape3{{0.5, 0.5, 0.5}}, {0, 0, 0}, {45, 0, 0});
    auto m = gjk::contact_manifold3(
        ridge, body(gjk::BoxShape3{{0.5, 0.5, 0.5}}, {0, 1.35, 0}, {0, 0, 45}));
    ASSERT_EQ(m.points.size(), 1u);
    EXPECT_EQ(m.points[0].feature.a.type, gjk::FeatureType::Edge);
    EXPECT_EQ(m.points[0].feature.b.type, gjk::FeatureType::Edge);
}

TEST(Mpr3, ShapesWithTheSameCentreOverlap) {
    auto a = body(gjk::BoxShape3{{1, 1, 1}}), b = body(gjk::BoxShape3{{1, 1, 1}});
    const auto m = gjk::mpr3(a, b, true);
    EXPECT_TRUE(m.intersecting);
    EXPECT_NEAR(m.depth, 2, 1e-9);
}

}  // namespace
