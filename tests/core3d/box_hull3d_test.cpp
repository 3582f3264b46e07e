// Hulls of 8 vertices that are boxes (box_corners3d.h): make_core3 finds which vertex is which
// corner, and pairs then pick their supports by three signs instead of scanning. Checked
// against the same hulls scanned (the corners forgotten) and against brute force.
#include "core3d/cpu.h"
#include "core3d/helpers3d.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <type_traits>

namespace {

using namespace testing_gjk3;

/// A random parallelepiped: half edges of a random frame's axes (sheared when `shear`), scaled
/// by 0.05-2, centred at up to `far` from the origin; its 8 corners in a random order.
std::vector<glm::dvec3> random_box_corners(std::mt19937_64& rng, double far, bool shear) {
    std::uniform_real_distribution<double> u(-1, 1), size(0.05, 2);
    const gjk::Transform3<double> frame = gjk::Transform3<double>::from_euler_deg(
        {far * u(rng), far * u(rng), far * u(rng)}, {180 * u(rng), 180 * u(rng), 180 * u(rng)});
    glm::dvec3 axis[3];
    for (int i = 0; i < 3; ++i) axis[i] = size(rng) * frame.r[i];
    if (shear) axis[2] += 0.5 * u(rng) * axis[0] + 0.5 * u(rng) * axis[1];
    std::vector<glm::dvec3> corners;
    for (int k = 0; k < 8; ++k)
        corners.push_back(frame.p + (k & 1 ? axis[0] : -axis[0]) + (k & 2 ? axis[1] : -axis[1]) +
                          (k & 4 ? axis[2] : -axis[2]));
    std::shuffle(corners.begin(), corners.end(), rng);
    return corners;
}

gjk::Body3<double> hull_body(const std::vector<glm::dvec3>& points,
                             const gjk::Transform3<double>& xf = {}) {
    gjk::PolytopeShape3 hull;
    std::string error;
    EXPECT_TRUE(gjk::make_polytope(points, hull, error)) << error;
    return {gjk::make_core3<double>(hull), xf};
}

/// The farthest vertex's dot along d, by brute force.
double farthest_dot(const std::vector<glm::dvec3>& vertices, const glm::dvec3& d) {
    double best = -1e300;
    for (const auto& v : vertices) best = std::max(best, glm::dot(v, d));
    return best;
}

TEST(BoxHull3D, FindsTheCornersOfBoxesGivenInAnyOrderAndFrame) {
    std::mt19937_64 rng(5);
    std::normal_distribution<double> g(0, 1);
    for (int i = 0; i < 600; ++i) {
        const auto corners = random_box_corners(rng, i % 3 == 0 ? 0 : 100, i % 2 == 1);
        const gjk::Body3<double> box = hull_body(corners);
        ASSERT_EQ(box.core.vertices.size(), 8u);
        const gjk::BoxCorners found = box.core.box_corners;
        ASSERT_TRUE(found.is_box()) << "box " << i;
        // Every corner named once, and each corner's vertex the farthest along directions in
        // its octant of the box's own axes (the sign pick that pairs make).
        int named = 0;
        for (int k = 0; k < 8; ++k) named |= 1 << found.vertex(k);
        EXPECT_EQ(named, 0xff);
        const glm::dvec3 p0 = box.core.vertices[size_t(found.vertex(0))];
        gjk::BoxCornerPick3<double> pick;
        pick.place(found, [&](int v) { return box.core.vertices[size_t(v)]; });
        for (int t = 0; t < 20; ++t) {
            const glm::dvec3 d{g(rng), g(rng), g(rng)};
            const glm::dvec3 picked = box.core.vertices[size_t(pick.farthest(d))];
            EXPECT_NEAR(glm::dot(picked, d), farthest_dot(box.core.vertices, d),
                        1e-12 * (1 + glm::length(p0)) * glm::length(d))
                << "box " << i;
        }
    }
}

TEST(BoxHull3D, OtherEightVertexHullsAreNotBoxes) {
    std::mt19937_64 rng(6);
    std::uniform_real_distribution<double> u(-1, 1);
    int eight = 0;
    for (int i = 0; i < 2000 && eight < 200; ++i) {  // random hulls of 8 vertices
        const gjk::Body3<double> b = hull_body(random_points(rng, 8, {1, 0.8, 0.6}));
        if (b.core.vertices.size() != 8) continue;
        ++eight;
        EXPECT_FALSE(b.core.box_corners.is_box()) << "hull " << i;
    }
    EXPECT_GE(eight, 100);
    for (int i = 0; i < 200; ++i) {
        auto corners = random_box_corners(rng, i % 2 ? 0 : 50, false);
        // One corner moved along a random direction, by a millionth of the box or by 32 units
        // of rounding of the largest coordinate (the tolerance is 8): not a box.
        double largest = 0;
        for (const auto& c : corners)
            largest = std::max({largest, std::abs(c.x), std::abs(c.y), std::abs(c.z)});
        const double by = i % 4 < 2 ? 1e-6 : 32 * std::numeric_limits<double>::epsilon() * largest;
        corners[size_t(i % 8)] += by * glm::dvec3{u(rng) < 0 ? -1 : 1, u(rng) < 0 ? -1 : 1, 1};
        const gjk::Body3<double> moved = hull_body(corners);
        if (moved.core.vertices.size() == 8) {
            EXPECT_FALSE(moved.core.box_corners.is_box());
        }
    }
    // A frustum: 8 vertices, parallel top and bottom, not a parallelepiped.
    std::vector<glm::dvec3> frustum;
    for (int k = 0; k < 4; ++k) {
        const double x = k & 1 ? 1 : -1, y = k & 2 ? 1 : -1;
        frustum.push_back({x, y, -1});
        frustum.push_back({0.5 * x, 0.5 * y, 1});
    }
    EXPECT_FALSE(hull_body(frustum).core.box_corners.is_box());
    // A box with a ninth point inside it: its hull is the box.
    auto with_inner = random_box_corners(rng, 3, true);
    glm::dvec3 mean{0, 0, 0};
    for (const auto& c : with_inner) mean += c / 8.0;
    with_inner.push_back(mean);
    EXPECT_TRUE(hull_body(with_inner).core.box_corners.is_box());
    // A core whose vertices were set by hand is scanned.
    gjk::Body3<double> by_hand;
    by_hand.core.vertices = random_box_corners(rng, 0, false);
    EXPECT_FALSE(by_hand.core.box_corners.is_box());
}

/// The same body with its corners forgotten: its supports scan its 8 vertices.
gjk::Body3<double> scanned(gjk::Body3<double> b) {
    b.core.box_corners = {};
    return b;
}

/// Each vertex the final simplex names is the user's vertex of that index, in A's frame, bit for
/// bit: A's as given, B's moved as Transform3::apply moves it.
void expect_indices_name_the_points(const gjk::GjkOutput3<double>& out, const gjk::Body3<double>& a,
                                    const gjk::Body3<double>& b) {
    const gjk::Transform3<double> rel = a.xf.relative(b.xf);
    for (int i = 0; i < out.simplex.count; ++i) {
        const auto& v = out.simplex.v[i];
        ASSERT_TRUE(v.ia >= 0 && v.ia < int(a.core.vertices.size()));
        ASSERT_TRUE(v.ib >= 0 && v.ib < int(b.core.vertices.size()));
        EXPECT_EQ(v.wa, a.core.vertices[size_t(v.ia)]);
        EXPECT_EQ(v.wb, rel.apply(b.core.vertices[size_t(v.ib)]));
    }
}

// Box hulls against box hulls, random hulls, a sphere and a capsule; in frames near their
// centres and in world space with identity frames (openGJK's input). Every query agrees with
// the scanned hulls, and a warm start from the cache gives the same answer.
TEST(BoxHull3D, QueriesAgreeWithTheScannedHulls) {
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> u(-1, 1);
    gjk::QuerySettings3<double> settings;
    settings.gjk.tolerance = 1e-12;
    settings.epa.tolerance = 1e-12;
    int overlapping = 0, apart = 0;
    for (int i = 0; i < 1200; ++i) {
        const bool world_space = i % 2 == 1;
        const double spread = world_space ? 2.5 : 0;
        auto shape_at = [&](int kind, glm::dvec3 at) -> gjk::Body3<double> {
            const gjk::Transform3<double> xf = gjk::Transform3<double>::from_euler_deg(
                world_space ? glm::dvec3{0, 0, 0} : at,
                world_space ? glm::dvec3{0, 0, 0}
                            : glm::dvec3{180 * u(rng), 180 * u(rng), 180 * u(rng)});
            auto moved = [&](std::vector<glm::dvec3> p) {
                if (world_space)
                    for (auto& q : p) q += at;
                return p;
            };
            switch (kind) {
                case 0:
                case 1:
                    return hull_body(moved(random_box_corners(rng, 0, kind == 1)), xf);
                case 2:
                    return hull_body(moved(random_points(rng, 20, {1, 0.8, 0.6})), xf);
                case 3:
                    return {gjk::make_core3<double>(gjk::SphereShape3{0.6}), xf};
                default:
                    return {
                        gjk::make_core3<double>(gjk::CapsuleShape3{{0, -0.5, 0}, {0, 0.5, 0}, 0.3}),
                        xf};
            }
        };
        const int kind_a = i % 5 < 3 ? i % 2 : 2 + i % 3, kind_b = (i / 5) % 5;
        if (kind_a >= 2 && kind_b >= 2) continue;  // no box hull in the pair
        const glm::dvec3 at_a{spread * u(rng), spread * u(rng), spread * u(rng)};
        const glm::dvec3 at_b = at_a + 2.2 * glm::dvec3{u(rng), u(rng), u(rng)};
        const gjk::Body3<double> a = shape_at(kind_a, at_a), b = shape_at(kind_b, at_b);

        const auto fast = gjk::gjk_distance3(a, b, settings.gjk);
        const auto slow = gjk::gjk_distance3(scanned(a), scanned(b), settings.gjk);
        ASSERT_NEAR(fast.distance, slow.distance, 1e-12) << "pair " << i;
        if (kind_a < 3 && kind_b < 3) expect_indices_name_the_points(fast, a, b);

        const auto deep = gjk::query3(a, b, settings);
        const auto deep_scanned = gjk::query3(scanned(a), scanned(b), settings);
        ASSERT_EQ(deep.intersecting, deep_scanned.intersecting) << "pair " << i;
        EXPECT_NEAR(deep.penetration_depth, deep_scanned.penetration_depth, 1e-9) << "pair " << i;
        expect_consistent(deep, 1e-9);
        (deep.intersecting ? overlapping : apart) += 1;
        if (deep_scanned.distance > 1e-9 || deep_scanned.penetration_depth > 1e-9) {
            EXPECT_EQ(gjk::gjk_intersect3(a, b, settings.gjk).intersecting,
                      deep_scanned.intersecting)
                << "pair " << i;
        }

        // In an arena the corners travel with the core (CoreView3).
        gjk::CoreArena3<double> arena;
        const gjk::ArenaBody3<double> in_arena_a{arena.add(a.core), a.xf},
            in_arena_b{arena.add(b.core), b.xf};
        EXPECT_EQ(gjk::gjk_distance3(arena, in_arena_a, in_arena_b, settings.gjk).distance,
                  fast.distance)
            << "pair " << i;

        gjk::SimplexCache3 cache;
        gjk::gjk_distance3(a, b, settings.gjk, &cache);
        const auto warm = gjk::gjk_distance3(a, b, settings.gjk, &cache);
        EXPECT_NEAR(warm.distance, fast.distance, 1e-12) << "pair " << i;
        if (kind_a < 3 && kind_b < 3) expect_indices_name_the_points(warm, a, b);

        // The pair made from the bodies holds each box hull as a box, and the vertex a cache
        // names is the point the support gave, bit for bit.
        gjk::with_proxy3(a.core, [&](const auto& pa) {
            gjk::with_proxy3(b.core, [&](const auto& pb) {
                const gjk::MinkowskiPair3<double, std::decay_t<decltype(pa)>,
                                          std::decay_t<decltype(pb)>>
                    m(pa, a.xf, pb, b.xf);
                if constexpr (std::is_same_v<std::decay_t<decltype(pa)>,
                                             gjk::PolytopeProxy3<double>>) {
                    EXPECT_EQ(m.a_is_box_hull, kind_a < 2);
                }
                if constexpr (std::is_same_v<std::decay_t<decltype(pb)>,
                                             gjk::PolytopeProxy3<double>>) {
                    EXPECT_EQ(m.b_is_box_hull, kind_b < 2);
                }
                // The loop the queries compile per way (gjk3d.h, gjk_boolean3d.h): two box
                // hulls by their signs; a box hull beside anything else, any way (never the
                // packed hulls' loop, though a box-hull B is packed too).
                const gjk::SupportWay expected_way =
                    kind_a < 2 && kind_b < 2 ? gjk::SupportWay::BoxHull : gjk::SupportWay::Any;
                EXPECT_EQ(int(m.way_for_both()), int(expected_way)) << "pair " << i;
                // A box-hull B without its columns, as on a CPU without AVX2: each vertex its
                // support picks is moved one by one, to the same bits, so the query is the same.
                // Except where GJK starts from the centre line of a packed hull A and B in
                // world space (MinkowskiPair3::centre_line): from the columns' sums with them,
                // from B's vertex mean without, a direction a rounding apart, and so possibly
                // another path to the same distance.
                if constexpr (std::decay_t<decltype(m)>::kPackB) {
                    if (kind_b < 2) {
                        auto bare = m;
                        bare.packed_b.count = 0;
                        bare.box_b.place(pb.corners, [&](int k) { return bare.vertex_b(k); });
                        const auto out = gjk::gjk_distance3(bare, settings.gjk);
                        const bool same_start = !(world_space && kind_a == 2);
                        if (same_start) {
                            EXPECT_EQ(out.distance, fast.distance) << "pair " << i;
                            EXPECT_EQ(out.iterations, fast.iterations) << "pair " << i;
                        } else {
                            EXPECT_NEAR(out.distance, fast.distance, 1e-12) << "pair " << i;
                        }
                        if (kind_a < 3) expect_indices_name_the_points(out, a, b);
                        EXPECT_EQ(gjk::gjk_intersect3(bare, settings.gjk).intersecting,
                                  gjk::gjk_intersect3(m, settings.gjk).intersecting)
                            << "pair " << i;
                    }
                }
                for (int t = 0; t < 8; ++t) {
                    const glm::dvec3 d{u(rng), u(rng), u(rng)};
                    const gjk::SupportVertex3<double> s = m.support(d);
                    const gjk::SupportVertex3<double> named = m.vertex(s.ia, s.ib);
                    if (kind_a < 3) {
                        EXPECT_EQ(std::memcmp(&named.wa, &s.wa, sizeof s.wa), 0) << "pair " << i;
                    }
                    if (kind_b < 3) {
                        EXPECT_EQ(std::memcmp(&named.wb, &s.wb, sizeof s.wb), 0) << "pair " << i;
                    }
                }
            });
        });
    }
    EXPECT_GT(overlapping, 150);
    EXPECT_GT(apart, 150);
}

// The loop each kind of pair takes (MinkowskiPair3::way_for_both, which gjk_distance3 and
// gjk_intersect3 both ask): two box hulls their signs; two hulls of 4-64 vertices, neither a box
// hull, their columns where the CPU packs them; a box hull beside a hull, or a box primitive
// beside anything, each support as it comes.
TEST(BoxHull3D, EachKindOfPairTakesTheLoopOfItsWay) {
    std::mt19937_64 rng(5);
    const gjk::Body3<double> box_hull = hull_body(random_box_corners(rng, 0, false)),
                             hull = hull_body(random_points(rng, 20, {1, 0.8, 0.6}));
    const gjk::Body3<double> box{gjk::make_core3<double>(gjk::BoxShape3{{0.5, 0.4, 0.3}}), {}};
    ASSERT_TRUE(box_hull.core.box_corners.is_box());
    ASSERT_FALSE(hull.core.box_corners.is_box());
    using W = gjk::SupportWay;
    auto way_of = [](const gjk::Body3<double>& a, const gjk::Body3<double>& b) {
        return gjk::with_proxy3(a.core, [&](const auto& pa) {
            return gjk::with_proxy3(b.core, [&](const auto& pb) {
                const gjk::MinkowskiPair3<double, std::decay_t<decltype(pa)>,
                                          std::decay_t<decltype(pb)>>
                    m(pa, a.xf, pb, b.xf);
                return int(m.way_for_both());
            });
        });
    };
    EXPECT_EQ(way_of(box_hull, box_hull), int(W::BoxHull));
    EXPECT_EQ(way_of(hull, hull), int(cpu_has_avx2() ? W::Packed : W::Any));
    EXPECT_EQ(way_of(box_hull, hull), int(W::Any));
    EXPECT_EQ(way_of(hull, box_hull), int(W::Any));  // B packed, but picked by its signs
    EXPECT_EQ(way_of(hull, box), int(W::Any));
    EXPECT_EQ(way_of(box, box_hull), int(W::Any));
    EXPECT_EQ(way_of(box, box), int(W::Any));
}

// Where d lies along a face (d.a_i = 0), the pick takes s_i = -1: of the face's farthest
// corners, the one on corner 0's side of each tied edge. Axis-aligned boxes with exact
// coordinates, so that the dot products along the faces are exactly 0.
TEST(BoxHull3D, TiesTakeTheCornerOnCornerZerosSide) {
    std::mt19937_64 rng(11);
    const glm::dvec3 half{0.5, 0.25, 2};
    std::vector<glm::dvec3> corners;
    for (int k = 0; k < 8; ++k)
        corners.push_back(
            {k & 1 ? half.x : -half.x, k & 2 ? half.y : -half.y, k & 4 ? half.z : -half.z});
    const glm::dvec3 directions[] = {{1, 0, 0},  {0, -1, 0}, {0, 0, 3}, {1, 1, 0},
                                     {0, -2, 5}, {-1, 0, 1}, {0, 0, 0}};
    for (int order = 0; order < 20; ++order) {
        std::shuffle(corners.begin(), corners.end(), rng);
        const gjk::BoxCorners box = gjk::find_box_corners(corners.data(), 8);
        ASSERT_TRUE(box.is_box());
        gjk::BoxCornerPick3<double> pick;
        pick.place(box, [&](int k) { return corners[size_t(k)]; });
        const glm::dvec3 corner0 = corners[size_t(box.vertex(0))];
        for (const glm::dvec3& d : directions) {
            const glm::dvec3 picked = corners[size_t(pick.farthest(d))];
            EXPECT_EQ(glm::dot(picked, d), farthest_dot(corners, d)) << "order " << order;
            for (int axis = 0; axis < 3; ++axis) {
                if (d[axis] == 0) {
                    EXPECT_EQ(picked[axis], corner0[axis]) << "order " << order;
                }
            }
        }
    }
}

// A box given as its 8 corners answers as the box primitive does: its supports are picked by
// the same signs, so the distances agree. The points are the user's corners, not the
// primitive's, and the edges that pick them are differences of those points: where d is
// perpendicular to a face, the two may break the tie between that face's corners differently
// and take another path, on 10 of these 500 pairs.
TEST(BoxHull3D, EightCornersAnswerAsTheBoxPrimitive) {
    std::mt19937_64 rng(8);
    std::uniform_real_distribution<double> u(-1, 1), size(0.1, 1.5);
    int other_paths = 0;
    for (int i = 0; i < 500; ++i) {
        const glm::dvec3 ha{size(rng), size(rng), size(rng)}, hb{size(rng), size(rng), size(rng)};
        const glm::dvec3 at{2 * u(rng), 2 * u(rng), 2 * u(rng)};
        const glm::dvec3 deg{180 * u(rng), 180 * u(rng), 180 * u(rng)};
        const gjk::Body3<double> box_a = body(gjk::BoxShape3{ha}),
                                 box_b = body(gjk::BoxShape3{hb}, at, deg);
        const gjk::Body3<double> corners_a = hull_body(box_a.core.vertices),
                                 corners_b = hull_body(box_b.core.vertices, box_b.xf);
        ASSERT_TRUE(corners_a.core.box_corners.is_box() && corners_b.core.box_corners.is_box());
        const auto primitive = gjk::gjk_distance3(box_a, box_b);
        const auto hull = gjk::gjk_distance3(corners_a, corners_b);
        EXPECT_NEAR(hull.distance, primitive.distance, 1e-12) << "pair " << i;
        other_paths += hull.iterations != primitive.iterations;
    }
    EXPECT_LE(other_paths, 20);
}

// In float, as in double: the cores made from the same hulls agree with the scanned ones.
TEST(BoxHull3D, FloatCoresAgreeWithTheScannedHulls) {
    std::mt19937_64 rng(9);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 400; ++i) {
        gjk::PolytopeShape3 ha, hb;
        std::string error;
        ASSERT_TRUE(gjk::make_polytope(random_box_corners(rng, 0, i % 2 == 1), ha, error));
        ASSERT_TRUE(gjk::make_polytope(random_box_corners(rng, 0, false), hb, error));
        gjk::Body3<float> a{gjk::make_core3<float>(ha), {}}, b{gjk::make_core3<float>(hb), {}};
        b.xf = gjk::Transform3<float>::from_euler_deg(
            {float(2 * u(rng)), float(2 * u(rng)), float(2 * u(rng))},
            {float(180 * u(rng)), float(180 * u(rng)), float(180 * u(rng))});
        ASSERT_TRUE(a.core.box_corners.is_box() && b.core.box_corners.is_box());
        gjk::Body3<float> a_scanned = a, b_scanned = b;
        a_scanned.core.box_corners = b_scanned.core.box_corners = {};
        const float fast = gjk::gjk_distance3(a, b).distance;
        const float slow = gjk::gjk_distance3(a_scanned, b_scanned).distance;
        EXPECT_NEAR(fast, slow, 2e-5f) << "pair " << i;
    }
}

}  // namespace
