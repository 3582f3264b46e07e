// Box2D 2.4 itself (Debian's libbox2d-dev) against `import` of the same case written as a
// Box2D 2.4 user writes it: b2PolygonShape::Set and SetAsBox (with and without centre and angle),
// b2CircleShape's m_p and m_radius, b2Transform::Set(position, angle), b2DistanceProxy::Set and
// b2Distance. The imported scene must answer as Box2D does: the same distance when apart (the
// polygons' b2_polygonRadius skin included), and for overlapping pairs the normal and deepest
// separation of Box2D's own manifold (b2CollidePolygons and the like, b2WorldManifold).
#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_polygon_shape.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <glm/geometric.hpp>
#include <random>
#include <string>
#include <vector>

#include "reference2d.h"
#include "scene/evaluate.h"
#include "scene/import.h"
#include "scene/manifold.h"
#include "scene/scene.h"

namespace {

/// A float as a C literal that reads back as exactly it.
std::string lit(float x) {
    char b[48];
    std::snprintf(b, sizeof b, "%.9gf", double(x));
    std::string s = b;
    if (s.find_first_of(".e") == std::string::npos) s.insert(s.size() - 1, ".0");
    return s;
}

/// One side of the pair: the Box2D 2.4 shape and the lines that make it in a snippet.
struct Side {
    b2PolygonShape polygon;
    b2CircleShape circle;
    bool is_circle = false;
    b2Transform xf;
    std::string code;
    const b2Shape* shape() const {
        return is_circle ? static_cast<const b2Shape*>(&circle) : &polygon;
    }
};

Side random_side(std::mt19937_64& rng, const std::string& name) {
    std::uniform_real_distribution<double> u(0, 1);
    Side s;
    const int kind = int(u(rng) * 4);
    std::string& c = s.code;
    if (kind == 0) {  // a hull of random points
        std::vector<glm::dvec2> pts;
        while (pts.size() < 3 || pts.size() > 8)
            pts = ref::random_convex(rng, 3 + int(u(rng) * 6), 0.3 + u(rng), 0.3 + u(rng));
        std::vector<b2Vec2> v;
        c += "b2Vec2 points" + name + "[" + std::to_string(pts.size()) + "];\n";
        for (size_t k = 0; k < pts.size(); ++k) {
            v.push_back(b2Vec2(float(pts[k].x), float(pts[k].y)));
            c += "points" + name + "[" + std::to_string(k) + "].Set(" + lit(v.back().x) + ", " +
                 lit(v.back().y) + ");\n";
        }
        s.polygon.Set(v.data(), int32(v.size()));
        c += "b2PolygonShape shape" + name + ";\nshape" + name + ".Set(points" + name + ", " +
             std::to_string(v.size()) + ");\n";
    } else if (kind == 1) {  // SetAsBox(hx, hy)
        const float hx = float(0.2 + u(rng)), hy = float(0.2 + u(rng));
        s.polygon.SetAsBox(hx, hy);
        c += "b2PolygonShape shape" + name + ";\nshape" + name + ".SetAsBox(" + lit(hx) + ", " +
             lit(hy) + ");\n";
    } else if (kind == 2) {  // SetAsBox(hx, hy, center, angle)
        const float hx = float(0.2 + u(rng)), hy = float(0.2 + u(rng));
        const b2Vec2 centre(float(u(rng) - 0.5), float(u(rng) - 0.5));
        const float angle = float(6.3 * u(rng));
        s.polygon.SetAsBox(hx, hy, centre, angle);
        c += "b2PolygonShape shape" + name + ";\nshape" + name + ".SetAsBox(" + lit(hx) + ", " +
             lit(hy) + ", b2Vec2(" + lit(centre.x) + ", " + lit(centre.y) + "), " + lit(angle) +
             ");\n";
    } else {  // a circle off its body's origin
        s.is_circle = true;
        s.circle.m_p.Set(float(u(rng) - 0.5), float(u(rng) - 0.5));
        s.circle.m_radius = float(0.2 + u(rng));
        c += "b2CircleShape shape" + name + ";\nshape" + name + ".m_p.Set(" + lit(s.circle.m_p.x) +
             ", " + lit(s.circle.m_p.y) + ");\nshape" + name +
             ".m_radius = " + lit(s.circle.m_radius) + ";\n";
    }
    const b2Vec2 p(float(3 * u(rng) - 1.5), float(3 * u(rng) - 1.5));
    const float angle = float(6.3 * u(rng) - 3.15);
    s.xf.Set(p, angle);
    c += "b2Transform xf" + name + ";\nxf" + name + ".Set(b2Vec2(" + lit(p.x) + ", " + lit(p.y) +
         "), " + lit(angle) + ");\n";
    return s;
}

/// The query pair's radii added up (Box2D 2.4 polygons carry b2_polygonRadius).
double scene_radii(const gjklab::Scene& scene) {
    double r = 0;
    for (const std::string& name : {scene.query_a, scene.query_b})
        r += gjk::make_core<double>(scene.shapes[size_t(scene.index_of(name))].entry2().shape)
                 .radius;
    return r;
}

TEST(Box2d24RoundTrip, ImportAnswersAsBox2dDoes) {
    std::mt19937_64 rng(24);
    int apart = 0, overlapping = 0, manifolds = 0;
    for (int i = 0; i < 1500; ++i) {
        const Side a = random_side(rng, "A"), b = random_side(rng, "B");
        // Box2D's answer.
        b2DistanceInput input;
        input.proxyA.Set(a.shape(), 0);
        input.proxyB.Set(b.shape(), 0);
        input.transformA = a.xf;
        input.transformB = b.xf;
        input.useRadii = true;
        b2SimplexCache cache;
        cache.count = 0;
        b2DistanceOutput output;
        b2Distance(&output, &cache, &input);
        // The same case as a 2.4 user writes it.
        const std::string snippet =
            a.code + b.code +
            "b2DistanceInput input;\ninput.proxyA.Set(&shapeA, 0);\ninput.proxyB.Set(&shapeB, 0);\n"
            "input.transformA = xfA;\ninput.transformB = xfB;\ninput.useRadii = true;\n"
            "b2SimplexCache cache;\ncache.count = 0;\nb2DistanceOutput output;\n"
            "b2Distance(&output, &cache, &input);\n";
        SCOPED_TRACE(snippet);
        const gjklab::Scene scene = gjklab::parse_scene(
            gjklab::import_scene(snippet, gjklab::ImportFormat::Auto, "case.cpp"), "case.json");
        const gjklab::QueryReport r = gjklab::run_query(scene);
        const double size = 3;  // the shapes' scale: Box2D works in float
        if (output.distance > 1e-3) {
            ++apart;
            ASSERT_FALSE(r.result.intersecting) << "case " << i;
            ASSERT_NEAR(r.result.distance, output.distance, 2e-5 * size) << "case " << i;
            continue;
        }
        if (!r.result.intersecting || r.result.penetration_depth < 1e-3) continue;  // touching
        // Box2D's manifold for the pair, its normal from A to B (b2WorldManifold).
        b2Manifold m;
        const bool swap = a.is_circle && !b.is_circle;  // 2.4 has b2CollidePolygonAndCircle only
        if (a.is_circle && b.is_circle)
            b2CollideCircles(&m, &a.circle, a.xf, &b.circle, b.xf);
        else if (!a.is_circle && !b.is_circle)
            b2CollidePolygons(&m, &a.polygon, a.xf, &b.polygon, b.xf);
        else if (!swap)
            b2CollidePolygonAndCircle(&m, &a.polygon, a.xf, &b.circle, b.xf);
        else
            b2CollidePolygonAndCircle(&m, &b.polygon, b.xf, &a.circle, a.xf);
        // `query --manifold` on the imported scene: Box2D's own manifold, point for point.
        const gjklab::ManifoldReport ours = gjklab::run_manifold(scene);
        const auto& st = ours.two.steps;
        const double reach = scene_radii(scene);
        const bool near_a_decision = std::abs(st.separation_a - reach) < 1e-4 ||
                                     std::abs(st.separation_b - reach) < 1e-4 ||
                                     std::abs(st.separation_b - st.separation_a - 0.0005) < 1e-4 ||
                                     std::abs(st.clipped_separation[0] - reach) < 1e-4 ||
                                     std::abs(st.clipped_separation[1] - reach) < 1e-4;
        // (Cores apart corner to corner, within the skins: one point between the corners, as
        // Box2D v3; 2.4 clips the edges.)
        const bool corners = ours.two.steps.corner_to_corner;
        if (!near_a_decision && !corners) {
            ASSERT_EQ(int(ours.points.size()), m.pointCount) << "case " << i;
            ++manifolds;
        }
        if (m.pointCount == 0) continue;
        b2WorldManifold world;
        if (swap)
            world.Initialize(&m, b.xf, b.shape()->m_radius, a.xf, a.shape()->m_radius);
        else
            world.Initialize(&m, a.xf, a.shape()->m_radius, b.xf, b.shape()->m_radius);
        glm::dvec2 normal(world.normal.x, world.normal.y);
        if (swap) normal = -normal;
        if (!near_a_decision && !corners) {
            EXPECT_NEAR(glm::length(glm::dvec2(ours.normal) - normal), 0, 1e-4) << "case " << i;
            for (int k = 0; k < m.pointCount; ++k) {
                EXPECT_NEAR(ours.points[size_t(k)].position.x, world.points[k].x, 1e-4 * size);
                EXPECT_NEAR(ours.points[size_t(k)].position.y, world.points[k].y, 1e-4 * size);
                EXPECT_NEAR(ours.points[size_t(k)].separation, world.separations[k], 1e-4 * size);
            }
        }
        double deepest = world.separations[0];
        if (m.pointCount > 1) deepest = std::min(deepest, double(world.separations[1]));
        // Box2D's manifold takes a polygon's face (or the circles' centres) as its normal: where
        // that face is EPA's least-penetration direction the two must agree.
        if (glm::length(normal - r.result.normal) < 1e-3) {
            ++overlapping;
            ASSERT_NEAR(deepest, -r.result.penetration_depth, 2e-4 * size) << "case " << i;
        } else {
            // Otherwise Box2D's axis must be no shallower than EPA's depth (EPA's is the least).
            ASSERT_LE(r.result.penetration_depth, -deepest + 2e-4 * size) << "case " << i;
        }
    }
    EXPECT_GT(apart, 300);
    EXPECT_GT(overlapping, 300);
    EXPECT_GT(manifolds, 500);
}

}  // namespace
