// Cores in an arena (core_arena3.h) answer exactly as the same cores in their own Body3: every
// kind of shape, polytopes small (scanned) and large (climbing their edge graph), at random
// poses near contact.
#include <gjk/gjk.h>
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

namespace {

std::vector<glm::dvec3> sphere_points(std::mt19937_64& rng, int n) {
    std::normal_distribution<double> g(0, 1);
    std::vector<glm::dvec3> pts;
    while (int(pts.size()) < n) {
        const glm::dvec3 d(g(rng), g(rng), g(rng));
        if (glm::length(d) > 1e-9) pts.push_back(glm::normalize(d));
    }
    return pts;
}

std::vector<gjk::Shape3> every_kind(std::mt19937_64& rng) {
    std::vector<gjk::Shape3> shapes = {
        gjk::PointShape3{},        gjk::SegmentShape3{{-0.5, 0, 0}, {0.5, 0.2, 0}},
        gjk::SphereShape3{0.7},    gjk::BoxShape3{{0.8, 0.6, 0.5}},
        gjk::CapsuleShape3{},      gjk::CylinderShape3{0.6, 0.5},
        gjk::ConeShape3{0.7, 0.6}, gjk::EllipsoidShape3{{0.9, 0.6, 0.4}},
    };
    for (int n : {5, 16, 64, 1500}) {  // 1500 points on a sphere: a hull that climbs
        gjk::PolytopeShape3 poly;
        std::string err;
        EXPECT_TRUE(gjk::make_polytope(sphere_points(rng, n), poly, err)) << err;
        shapes.push_back(poly);
    }
    return shapes;
}

TEST(CoreArena3, AnswersExactlyAsTheBodiesOwnCores) {
    std::mt19937_64 rng(44);
    std::uniform_real_distribution<double> u(0, 1);
    const std::vector<gjk::Shape3> shapes = every_kind(rng);
    std::vector<gjk::Core3<double>> cores;
    gjk::CoreArena3<double> arena;
    for (const auto& s : shapes) {
        cores.push_back(gjk::make_core3<double>(s));
        EXPECT_EQ(arena.add(s), int(cores.size()) - 1);
    }
    ASSERT_EQ(arena.size(), shapes.size());
    const int big = int(shapes.size()) - 1;
    EXPECT_FALSE(cores[size_t(big)].adj.empty());  // the large hull climbs, in both
    EXPECT_NE(arena.view(big).adj, nullptr);
    EXPECT_TRUE(cores[size_t(big) - 1].adj.empty());  // 64 points scan: no graph kept

    int overlapping = 0, apart = 0;
    for (int i = 0; i < int(shapes.size()); ++i)
        for (int j = 0; j < int(shapes.size()); ++j)
            for (int k = 0; k < 6; ++k) {
                const auto xa = gjk::Transform3<double>::from_euler_deg(
                    {u(rng), u(rng), u(rng)}, {u(rng) * 360, u(rng) * 360, u(rng) * 360});
                const glm::dvec3 dir =
                    glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
                const auto xb = gjk::Transform3<double>::from_euler_deg(
                    xa.p + (0.3 + 2.0 * u(rng)) * dir, {u(rng) * 360, u(rng) * 360, u(rng) * 360});
                const gjk::Body3<double> a{cores[size_t(i)], xa}, b{cores[size_t(j)], xb};
                const gjk::ArenaBody3<double> aa{i, xa}, ab{j, xb};
                const std::string what = std::to_string(i) + " against " + std::to_string(j);

                const auto own = gjk::gjk_distance3(a, b);
                const auto in_arena = gjk::gjk_distance3(arena, aa, ab);
                ASSERT_EQ(own.distance, in_arena.distance) << what;
                ASSERT_EQ(own.iterations, in_arena.iterations) << what;
                ASSERT_EQ(own.point_a, in_arena.point_a) << what;

                ASSERT_EQ(gjk::gjk_intersect3(a, b, {}).intersecting,
                          gjk::gjk_intersect3(arena, aa, ab).intersecting)
                    << what;

                const gjk::QuerySettings3<double> settings;
                const auto q = gjk::query3(a, b, settings), qa = gjk::query3(arena, aa, ab);
                ASSERT_EQ(q.intersecting, qa.intersecting) << what;
                ASSERT_EQ(q.distance, qa.distance) << what;
                ASSERT_EQ(q.penetration_depth, qa.penetration_depth) << what;
                ASSERT_EQ(q.normal, qa.normal) << what;
                (q.intersecting ? overlapping : apart) += 1;
            }
    EXPECT_GT(overlapping, 100);  // both answers exercised
    EXPECT_GT(apart, 100);
}

TEST(CoreArena3, TheDistanceAloneIsTheQuerysOnCoresWithoutRadii) {
    // gjk_distance3 on bodies is GJK on the cores: a sphere's core is its centre.
    const gjk::Body3<double> a{gjk::make_core3<double>(gjk::SphereShape3{0.5}), {}};
    const gjk::Body3<double> b{gjk::make_core3<double>(gjk::BoxShape3{{1, 1, 1}}),
                               gjk::Transform3<double>::from_euler_deg({3, 0, 0}, {0, 0, 0})};
    EXPECT_NEAR(gjk::gjk_distance3(a, b).distance, 2.0, 1e-12);
    EXPECT_NEAR(gjk::query3(a, b, gjk::QuerySettings3<double>{}).distance, 1.5, 1e-12);
    // The README's 2D pair likewise: the circle's core is its centre, 2 from the box.
    const gjk::Body2<double> box{gjk::make_core<double>(gjk::BoxShape{{1, 1}}), {}};
    const gjk::Body2<double> circle{gjk::make_core<double>(gjk::CircleShape{0.5}),
                                    gjk::Transform2<double>::from_angle({3, 0}, 0)};
    EXPECT_NEAR(gjk::gjk_distance(box, circle).distance, 2.0, 1e-12);
    EXPECT_NEAR(gjk::query(box, circle, gjk::QuerySettings<double>{}).distance, 1.5, 1e-12);
}

}  // namespace
