// Contact manifolds in 2D worked out by hand: resting boxes, a tilted box on its corner, a
// capsule lying on a box, circles, and features that stay the same while a box slides.
#include <gjk/manifold2d.h>

#include "core/helpers.h"

namespace {

using testing_gjk::body;
using testing_gjk::box;
using testing_gjk::circle;

gjk::Manifold2<double> manifold(const gjk::Body2<double>& a, const gjk::Body2<double>& b) {
    return gjk::contact_manifold(a, b);
}

TEST(Manifold2, BoxRestingOnAWideBoxHasTwoPointsAtItsCorners) {
    // Ground: 4 x 1 centred at the origin (top at y = 0.5). Box 1 x 1 sunk 0.1 into it.
    auto m = manifold(body(box(2, 0.5)), body(box(0.5, 0.5), {0.3, 0.9}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule2::Faces);
    ASSERT_EQ(m.count, 2);
    EXPECT_EQ(m.reference, 0);  // A's top edge: A is kept on a tie
    EXPECT_NEAR(m.normal.x, 0, 1e-12);
    EXPECT_NEAR(m.normal.y, 1, 1e-12);
    // Box2D order: the incident edge's vertices as they run (B's bottom edge, vertex 0 to 1).
    EXPECT_NEAR(m.points[0].point_b.x, -0.2, 1e-12);
    EXPECT_NEAR(m.points[1].point_b.x, 0.8, 1e-12);
    for (int i = 0; i < 2; ++i) {
        EXPECT_NEAR(m.points[i].separation, -0.1, 1e-12);
        EXPECT_NEAR(m.points[i].point_a.y, 0.5, 1e-12);
        EXPECT_NEAR(m.points[i].point_b.y, 0.4, 1e-12);
        EXPECT_NEAR(m.points[i].position.y, 0.45, 1e-12);
        EXPECT_EQ(m.points[i].feature.type_a, gjk::FeatureType::Face);
        EXPECT_EQ(m.points[i].feature.index_a, 2);  // ground's top edge: vertex 2 to 3
        EXPECT_EQ(m.points[i].feature.type_b, gjk::FeatureType::Vertex);
        EXPECT_EQ(m.points[i].feature.index_b, i);
    }
}

TEST(Manifold2, AnOverhangIsCutAtTheReferenceEdgesEnd) {
    // Box B hangs 0.3 over the ground's right end (x = 2): its right corner is clipped there.
    auto m = manifold(body(box(2, 0.5)), body(box(0.5, 0.5), {1.8, 0.95}));
    ASSERT_EQ(m.count, 2);
    EXPECT_NEAR(m.points[0].point_b.x, 1.3, 1e-12);
    EXPECT_NEAR(m.points[1].point_b.x, 2.0, 1e-12);
    EXPECT_NEAR(m.points[1].separation, -0.05, 1e-12);
    // The cut point belongs to the ground's corner (vertex 2, the start of the top edge as it
    // runs from +x to -x) and B's bottom face.
    EXPECT_EQ(m.points[1].feature.type_a, gjk::FeatureType::Vertex);
    EXPECT_EQ(m.points[1].feature.index_a, 2);
    EXPECT_EQ(m.points[1].feature.type_b, gjk::FeatureType::Face);
    EXPECT_EQ(m.points[1].feature.index_b, 0);
}

TEST(Manifold2, ATiltedBoxTouchesWithOneCorner) {
    // Rotated 30 degrees: its lowest corner is 0.5 cos 30 + 0.5 sin 30 = 0.683 below its centre.
    auto m = manifold(body(box(2, 0.5)), body(box(0.5, 0.5), {0, 0.5 + 0.683 - 0.05}, 30));
    ASSERT_EQ(m.count, 1);
    EXPECT_NEAR(m.normal.y, 1, 1e-12);
    EXPECT_NEAR(m.points[0].separation, -0.05 - (0.5 * std::sqrt(3) / 2 + 0.25 - 0.683), 1e-12);
}

TEST(Manifold2, SeparatedShapesHaveNoPointsUnlessWithinTheSpeculativeMargin) {
    auto a = body(box(2, 0.5)), b = body(box(0.5, 0.5), {0, 1.1});
    EXPECT_EQ(manifold(a, b).count, 0);
    gjk::ManifoldSettings2<double> s;
    s.speculative = 0.2;
    auto m = gjk::contact_manifold(a, b, s);
    ASSERT_EQ(m.count, 2);
    EXPECT_NEAR(m.points[0].separation, 0.1, 1e-12);
}

TEST(Manifold2, BsEdgeBecomesReferenceOnlyBeyondTheTolerance) {
    // A small box under a wide one: the wide one's bottom edge (B's) is the better reference
    // only when it separates more; when the two separations tie, A's edge stays.
    auto m = manifold(body(box(0.5, 0.5)), body(box(2, 0.5), {0.2, 0.95}));
    ASSERT_EQ(m.count, 2);
    EXPECT_EQ(m.reference, 0);
    auto tilted = manifold(body(box(0.5, 0.5), {0, 0}, 20), body(box(2, 0.5), {0.2, 1.1}));
    ASSERT_GE(tilted.count, 1);
    EXPECT_EQ(tilted.reference, 1);
    EXPECT_NEAR(tilted.normal.y, 1, 1e-12);  // still from A towards B: B's bottom normal negated
}

TEST(Manifold2, CapsuleLyingOnABoxTouchesAlongItsSegment) {
    gjk::CapsuleShape cap{{-0.6, 0}, {0.6, 0}, 0.2};
    auto m = manifold(body(box(2, 0.5)), body(cap, {0.1, 0.65}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule2::Faces);
    ASSERT_EQ(m.count, 2);
    for (int i = 0; i < 2; ++i) {
        EXPECT_NEAR(m.points[i].separation, -0.05, 1e-12);
        EXPECT_NEAR(m.points[i].point_b.y, 0.45, 1e-12);
    }
    EXPECT_NEAR(std::abs(m.points[0].point_b.x - m.points[1].point_b.x), 1.2, 1e-12);
}

TEST(Manifold2, CircleOnAFaceAndOnACorner) {
    auto face = manifold(body(box(1, 1)), body(circle(0.5), {0.2, 1.4}));
    ASSERT_EQ(face.rule, gjk::ManifoldRule2::FaceVertex);
    ASSERT_EQ(face.count, 1);
    EXPECT_NEAR(face.normal.y, 1, 1e-12);
    EXPECT_NEAR(face.points[0].separation, -0.1, 1e-12);
    EXPECT_EQ(face.points[0].feature.type_a, gjk::FeatureType::Face);
    // Beyond corner (1, 1) along the diagonal: the normal runs from the corner to the centre.
    const double k = 1 + 0.45 / std::sqrt(2);
    auto corner = manifold(body(box(1, 1)), body(circle(0.5), {k, k}));
    ASSERT_EQ(corner.count, 1);
    EXPECT_NEAR(corner.normal.x, 1 / std::sqrt(2), 1e-12);
    EXPECT_NEAR(corner.points[0].separation, -0.05, 1e-12);
    EXPECT_EQ(corner.points[0].feature.type_a, gjk::FeatureType::Vertex);
    EXPECT_EQ(corner.points[0].feature.index_a, 2);
    // The circle as A: the same contact, normal and features turned round.
    auto flipped = manifold(body(circle(0.5), {k, k}), body(box(1, 1)));
    ASSERT_EQ(flipped.count, 1);
    EXPECT_NEAR(flipped.normal.x, -1 / std::sqrt(2), 1e-12);
    EXPECT_EQ(flipped.points[0].feature.type_b, gjk::FeatureType::Vertex);
    EXPECT_EQ(flipped.points[0].feature.index_b, 2);
    EXPECT_NEAR(glm::length(flipped.points[0].position - corner.points[0].position), 0, 1e-12);
}

TEST(Manifold2, TwoCircles) {
    auto m = manifold(body(circle(1)), body(circle(0.5), {0.8, 0.6}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule2::Vertices);
    ASSERT_EQ(m.count, 1);
    EXPECT_NEAR(m.normal.x, 0.8, 1e-12);
    EXPECT_NEAR(m.points[0].separation, -0.5, 1e-12);
    EXPECT_EQ(manifold(body(circle(1)), body(circle(0.5), {1.6, 0})).count, 0);
}

TEST(Manifold2, AnEllipseGivesTheQuerysWitnessPoints) {
    auto m = manifold(body(box(2, 0.5)), body(gjk::EllipseShape{{1, 0.5}}, {0, 0.9}));
    ASSERT_EQ(m.rule, gjk::ManifoldRule2::Curve);
    ASSERT_EQ(m.count, 1);
    EXPECT_NEAR(m.points[0].separation, -0.1, 1e-9);
    EXPECT_EQ(m.points[0].feature.type_b, gjk::FeatureType::Curve);
}

TEST(Manifold2, FeaturesStayTheSameWhileABoxSlides) {
    auto ground = body(box(2, 0.5));
    auto first = manifold(ground, body(box(0.5, 0.5), {-1, 0.95}, 1));
    for (double x = -1; x <= 1; x += 0.01) {
        auto m = manifold(ground, body(box(0.5, 0.5), {x, 0.95}, 1));
        ASSERT_EQ(m.count, 2) << x;
        for (int i = 0; i < 2; ++i) EXPECT_EQ(m.points[i].feature, first.points[i].feature) << x;
    }
}

}  // namespace

namespace {

using testing_gjk::body;

gjk::Shape2 capsule(glm::dvec2 a, glm::dvec2 b, double r) {
    return gjk::CapsuleShape{a, b, r};
}

TEST(Manifold2, RoundedCoresApartMeetCornerToCorner) {
    // End to end, the caps 0.566 - 0.5 = 0.066 apart: no contact, though both edge normals
    // separate by less than the radii.
    auto a = body(capsule({-1, 0}, {1, 0}, 0.25));
    EXPECT_EQ(gjk::contact_manifold(a, body(capsule({1.4, 0.4}, {3.4, 0.4}, 0.25))).count, 0);
    // Closer: the caps overlap by 0.5 - 0.3 sqrt 2, along the diagonal between the ends.
    auto m = gjk::contact_manifold(a, body(capsule({1.3, 0.3}, {3.3, 0.3}, 0.25)));
    ASSERT_EQ(m.rule, gjk::ManifoldRule2::Corners);
    ASSERT_EQ(m.count, 1);
    EXPECT_NEAR(m.normal.x, std::sqrt(0.5), 1e-12);
    EXPECT_NEAR(m.points[0].separation, 0.3 * std::sqrt(2) - 0.5, 1e-12);
    EXPECT_EQ(m.points[0].feature,
              (gjk::ContactFeature2{gjk::FeatureType::Vertex, 1, gjk::FeatureType::Vertex, 0}));
}

TEST(Manifold2, ACircleOnASegmentsLineBeyondItsEnd) {
    auto a = body(capsule({-1, 0}, {1, 0}, 0.25));
    EXPECT_EQ(gjk::contact_manifold(a, body(testing_gjk::circle(0.5), {3, 0})).count, 0);
    auto m = gjk::contact_manifold(a, body(testing_gjk::circle(0.5), {1.6, 0}));
    ASSERT_EQ(m.count, 1);
    EXPECT_NEAR(m.normal.x, 1, 1e-12);
    EXPECT_NEAR(m.points[0].separation, -0.15, 1e-12);
    EXPECT_EQ(m.points[0].feature.type_a, gjk::FeatureType::Vertex);
    EXPECT_EQ(m.points[0].feature.index_a, 1);
}

TEST(Manifold2, AnEllipsesContactNamesThePolygonsEdge) {
    auto m = gjk::contact_manifold(body(testing_gjk::box(2, 0.5)),
                                   body(gjk::EllipseShape{{1, 0.5}}, {0.3, 0.9}));
    ASSERT_EQ(m.count, 1);
    EXPECT_EQ(m.points[0].feature.type_a, gjk::FeatureType::Face);
    EXPECT_EQ(m.points[0].feature.index_a, 2);  // the top edge, (2, 0.5) to (-2, 0.5)
}

}  // namespace
