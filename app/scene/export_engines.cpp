// `export --as box2d|jolt`: the query pair written as the engine's own literals, so that a
// physics programmer pastes it next to their engine's tests. Both engines store floats: every
// number is written as the float nearest the scene's value, and the answer asserted is GJK
// Lab's in float.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <glm/geometric.hpp>
#include <sstream>
#include <type_traits>
#include <variant>

#include "scene/evaluate.h"
#include "scene/export.h"
#include "scene/snippet/box2d_shapes.h"

namespace gjklab {

namespace {

/// The float nearest `x` as the shortest literal that reads back as that float: `0.1f`.
std::string flit(double x) {
    const float f = float(x);
    char b[40];
    for (int digits = 6; digits <= 9; ++digits) {
        std::snprintf(b, sizeof b, "%.*g", digits, double(f));
        if (std::strtof(b, nullptr) == f) break;
    }
    std::string s = b;
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    return s + "f";
}

/// The scene's answer as the engines compute it: in float.
QueryReport float_answer(const Scene& scene) {
    Scene single = scene;
    single.settings.precision = Precision::Float;
    return run_query(single);
}

/// Whether the answer's normal is the only one: the same on copies of the scene with B moved
/// and turned by a hundred-thousandth. Where two directions are equally deep (identical
/// shapes, a circle centred on a capsule's axis, symmetric polygons) an engine may pick another,
/// and the export asserts the depth only.
bool normal_is_unique(const Scene& scene) {
    const QueryReport base = run_query(scene);
    const bool three = scene.dimension == 3;
    const glm::dvec3 n0 = three ? base.result3.normal : glm::dvec3(base.result.normal, 0);
    const double step =
        1e-5 * std::max(1.0, base.result.distance + base.result.penetration_depth +
                                 base.result3.distance + base.result3.penetration_depth);
    const size_t b = scene.index_of(scene.query_b);
    for (int probe = 0; probe < (three ? 8 : 6); ++probe) {
        Scene moved = scene;
        SceneShape& shape = moved.shapes[b];
        const double sign = probe % 2 ? -1 : 1;
        if (three) {
            auto& e = shape.entry3();
            if (probe < 6) {
                e.position[probe / 2] += sign * step;
            } else {
                const auto turn = gjk::Transform3<double>::from_euler_deg(
                    {0, 0, 0}, {sign * 1e-3, 2e-3, sign * 1e-3});
                e.rotation_matrix = turn.r * transform3_of(shape).r;
            }
        } else {
            auto& e = shape.entry2();
            if (probe < 4) {
                e.position[probe / 2] += sign * step;
            } else {
                const double a = sign * 1e-3 * M_PI / 180;
                e.rotation_deg += sign * 1e-3;
                if (auto& cs = e.rotation_cos_sin)
                    cs = glm::dvec2(cs->x * std::cos(a) - cs->y * std::sin(a),
                                    cs->x * std::sin(a) + cs->y * std::cos(a));
            }
        }
        const QueryReport r = run_query(moved);
        const glm::dvec3 n = three ? r.result3.normal : glm::dvec3(r.result.normal, 0);
        if (glm::length(n - n0) > 1e-3) return false;
    }
    return true;
}

const char* const kTiedNormal =
    "// Several directions are as deep here (moved by a hundred-thousandth, the normal jumps): an "
    "engine may take another, so only the depth is asserted.\n";

std::string header(const Scene& scene, const char* engine) {
    return "// " + scene.query_a + " against " + scene.query_b + " from the GJK Lab scene \"" +
           (scene.title.empty() ? std::string("untitled") : scene.title) + "\", as " + engine +
           " literals.\n// Numbers are the floats the engine stores; the expected values are GJK "
           "Lab's answer in float.\n";
}

/// Box2D's b2_linearSlop (B2_LINEAR_SLOP) at its default length unit, one metre.
constexpr double kLinearSlop = 0.005;

/// Whether b2ComputeHull keeps exactly these (convex, counter-clockwise) vertices, as floats:
/// it welds points closer than 4 linear slops and drops those within 2 of a line (hull.c).
bool hull_keeps(const std::vector<glm::dvec2>& v) {
    std::vector<glm::dvec3> points;
    for (const glm::dvec2& p : v) points.push_back({double(float(p.x)), double(float(p.y)), 0});
    return snippet::box2d::compute_hull(points).size() == points.size();
}

/// The manifold Box2D's b2Collide* computes for an overlapping pair, asserted: its normal
/// (world, from A to B: manifold.c) is the least-penetration axis EPA finds, and its deepest
/// point is `depth` below the reference face. Box2D has functions for some orders only
/// (b2CollidePolygonAndCircle, not CircleAndPolygon): the other order is called with the shapes
/// swapped and its normal turned. "" when Box2D has no manifold for the pair.
std::string box2d_manifold(const std::string kinds[2], const std::string shapes[2],
                           glm::dvec2 normal, double depth, double tolerance, bool unique_normal) {
    static const char* const kPairs[][2] = {
        {"Circle", "Circle"},  {"Capsule", "Circle"},  {"Capsule", "Capsule"},
        {"Polygon", "Circle"}, {"Polygon", "Capsule"}, {"Polygon", "Polygon"},
        {"Segment", "Circle"}, {"Segment", "Capsule"}, {"Segment", "Polygon"}};
    for (int swap = 0; swap < 2; ++swap) {
        const std::string &a = kinds[swap], &b = kinds[1 - swap];
        for (const auto& pair : kPairs) {
            if (a != pair[0] || b != pair[1]) continue;
            const std::string name = a == b ? a + "s" : a + "And" + b;
            const std::string xa = swap ? "xfB" : "xfA", xb = swap ? "xfA" : "xfB";
            const std::string turn = swap ? "-" : "";
            std::ostringstream c;
            c << "// What Box2D's solver gets: its manifold"
              << (swap ? " (B first: Box2D has no b2Collide" + kinds[0] + "And" + kinds[1] +
                             "; its normal turned to point from A to B)"
                       : "")
              << ".\n"
              << "b2Manifold manifold = b2Collide" << name << "(&" << shapes[swap] << ", " << xa
              << ", &" << shapes[1 - swap] << ", " << xb << ");\n"
              << "ENSURE(manifold.pointCount > 0);\n";
            if (unique_normal) {
                c << "ENSURE_SMALL(" << turn << "manifold.normal.x - " << flit(normal.x) << ", "
                  << flit(tolerance) << ");\n"
                  << "ENSURE_SMALL(" << turn << "manifold.normal.y - " << flit(normal.y) << ", "
                  << flit(tolerance) << ");\n";
            } else {
                c << kTiedNormal;
            }
            c << "// The deepest point (a manifold of one point leaves the second zeroed).\n"
              << "float deepest = b2MinFloat(manifold.points[0].separation, "
                 "manifold.points[1].separation);\n"
              << "ENSURE_SMALL(deepest + " << flit(depth) << ", " << flit(tolerance) << ");\n";
            return c.str();
        }
    }
    return "// Box2D has no b2Collide function for this pair: no manifold to assert.\n";
}

}  // namespace

std::string export_box2d(const Scene& scene) {
    if (scene.dimension != 2)
        throw InputError("--as box2d needs a 2D scene (Box2D is 2D): try --as jolt");
    std::ostringstream c;
    c << header(scene, "Box2D v3");
    std::string proxies[2];
    // Each side as b2Collide* takes it: its kind ("polygon", "circle", "capsule", "segment"; ""
    // when Box2D has no manifold function for it) and its variable.
    std::string kinds[2], shapes[2];
    const std::string names[2] = {scene.query_a, scene.query_b};
    for (int k = 0; k < 2; ++k) {
        const SceneShape& shape = scene.shapes[scene.index_of(names[k])];
        const std::string v = k == 0 ? "A" : "B";
        std::visit(
            [&](const auto& s) {
                using S = std::decay_t<decltype(s)>;
                if constexpr (std::is_same_v<S, gjk::PolygonShape>) {
                    if (s.vertices.size() > 8)
                        throw InputError(
                            "--as box2d: " + names[k] + " has " +
                            std::to_string(s.vertices.size()) +
                            " vertices; Box2D polygons hold at most 8 (B2_MAX_POLYGON_VERTICES)");
                    c << "b2Vec2 points" << v << "[] = {";
                    for (size_t i = 0; i < s.vertices.size(); ++i)
                        c << (i ? ", " : "") << "{" << flit(s.vertices[i].x) << ", "
                          << flit(s.vertices[i].y) << "}";
                    c << "};\n";
                    if (!hull_keeps(s.vertices)) {
                        c << "// b2ComputeHull would weld or drop some of these points (closer "
                             "than "
                             "4 linear slops, or within 2 of a line): the proxy takes them as they "
                             "are.\n";
                        proxies[k] = "b2MakeProxy(points" + v + ", " +
                                     std::to_string(s.vertices.size()) + ", " + flit(s.radius) +
                                     ")";
                    } else {
                        c << "b2Hull hull" << v << " = b2ComputeHull(points" << v << ", "
                          << s.vertices.size() << ");\nb2Polygon polygon" << v
                          << " = b2MakePolygon(&hull" << v << ", " << flit(s.radius) << ");\n";
                        proxies[k] = "b2MakeProxy(polygon" + v + ".vertices, polygon" + v +
                                     ".count, polygon" + v + ".radius)";
                        kinds[k] = "Polygon", shapes[k] = "polygon" + v;
                    }
                } else if constexpr (std::is_same_v<S, gjk::BoxShape>) {
                    c << "b2Polygon polygon" << v << " = b2MakeBox(" << flit(s.half_extents.x)
                      << ", " << flit(s.half_extents.y) << ");\n";
                    proxies[k] = "b2MakeProxy(polygon" + v + ".vertices, polygon" + v +
                                 ".count, polygon" + v + ".radius)";
                    kinds[k] = "Polygon", shapes[k] = "polygon" + v;
                } else if constexpr (std::is_same_v<S, gjk::CircleShape>) {
                    c << "b2Circle circle" << v << " = {{0.0f, 0.0f}, " << flit(s.radius) << "};\n";
                    proxies[k] = "b2MakeProxy(&circle" + v + ".center, 1, circle" + v + ".radius)";
                    kinds[k] = "Circle", shapes[k] = "circle" + v;
                } else if constexpr (std::is_same_v<S, gjk::CapsuleShape>) {
                    c << "b2Capsule capsule" << v << " = {{" << flit(s.a.x) << ", " << flit(s.a.y)
                      << "}, {" << flit(s.b.x) << ", " << flit(s.b.y) << "}, " << flit(s.radius)
                      << "};\n";
                    proxies[k] =
                        "b2MakeProxy(&capsule" + v + ".center1, 2, capsule" + v + ".radius)";
                    kinds[k] = "Capsule", shapes[k] = "capsule" + v;
                } else if constexpr (std::is_same_v<S, gjk::SegmentShape>) {
                    c << "b2Segment segment" << v << " = {{" << flit(s.a.x) << ", " << flit(s.a.y)
                      << "}, {" << flit(s.b.x) << ", " << flit(s.b.y) << "}};\n";
                    proxies[k] = "b2MakeProxy(&segment" + v + ".point1, 2, 0.0f)";
                    kinds[k] = "Segment", shapes[k] = "segment" + v;
                } else if constexpr (std::is_same_v<S, gjk::PointShape>) {
                    c << "b2Vec2 point" << v << " = {0.0f, 0.0f};\n";
                    proxies[k] = "b2MakeProxy(&point" + v + ", 1, 0.0f)";
                } else {
                    static_assert(std::is_same_v<S, gjk::EllipseShape>);
                    throw InputError("--as box2d: " + names[k] +
                                     " is an ellipse, which Box2D has not");
                }
            },
            shape.entry2().shape);
        const gjk::Transform2<double> xf = transform2_of(shape);
        c << "b2Transform xf" << v << " = {{" << flit(xf.p.x) << ", " << flit(xf.p.y) << "}, {"
          << flit(xf.c) << ", " << flit(xf.s) << "}};\n";
    }
    // Box2D's tolerances are in its length unit, the metre (B2_LINEAR_SLOP = 0.005): a gap
    // narrower than twice that is below what its distance resolves (b2ShapeDistance reads
    // such a pair as touching).
    const QueryReport r = float_answer(scene);
    if (!r.result.intersecting && r.result.distance < 2 * kLinearSlop && r.result.distance > 0) {
        char gap[32];
        std::snprintf(gap, sizeof gap, "%.3g", r.result.distance);
        throw InputError("--as box2d: A and B are " + std::string(gap) +
                         " apart, below what Box2D resolves (B2_LINEAR_SLOP = 0.005 m): scale the "
                         "scene to metres");
    }
    c << "b2DistanceInput input = {" << proxies[0] << ",\n                         " << proxies[1]
      << ",\n                         xfA, xfB, true};  // Box2D 3.2: b2InvMulTransforms(xfA, "
         "xfB), true\n"
      << "b2SimplexCache cache = {0};\n"
      << "b2DistanceOutput output = b2ShapeDistance(&input, &cache, NULL, 0);  // Box2D 3.0: "
         "b2ShapeDistance(&cache, &input, NULL, 0)\n";
    const double tolerance = 1e-4 * std::max(1.0, r.result.distance + r.result.penetration_depth);
    if (r.result.intersecting) {
        c << "// They overlap: GJK Lab's EPA finds depth " << flit(r.result.penetration_depth)
          << " along (" << flit(r.result.normal.x) << ", " << flit(r.result.normal.y)
          << ") from A to B; b2ShapeDistance stops at distance 0.\n"
          << "ENSURE_SMALL(output.distance, " << flit(tolerance) << ");\n";
        c << box2d_manifold(kinds, shapes, r.result.normal, r.result.penetration_depth, tolerance,
                            normal_is_unique(scene));
    } else
        c << "// Apart: the normal from A to B is (" << flit(r.result.normal.x) << ", "
          << flit(r.result.normal.y) << ").\nENSURE_SMALL(output.distance - "
          << flit(r.result.distance) << ", " << flit(tolerance) << ");\n";
    return c.str();
}

std::string export_jolt(const Scene& scene) {
    if (scene.dimension != 3)
        throw InputError("--as jolt needs a 3D scene (Jolt is 3D): try --as box2d");
    std::ostringstream c;
    c << header(scene, "Jolt");
    const std::string names[2] = {scene.query_a, scene.query_b};
    std::string poses[2];  // each body's transform as Jolt writes it
    for (int k = 0; k < 2; ++k) {
        const SceneShape& shape = scene.shapes[scene.index_of(names[k])];
        const std::string v = k == 0 ? "A" : "B";
        gjk::Transform3<double> xf = transform3_of(shape);
        auto vec = [](const glm::dvec3& p) {
            return "Vec3(" + flit(p.x) + ", " + flit(p.y) + ", " + flit(p.z) + ")";
        };
        auto refuse = [&](const char* what) {
            throw InputError("--as jolt: " + names[k] + " is " + what + ", which Jolt has not");
        };
        std::visit(
            [&](const auto& s) {
                using S = std::decay_t<decltype(s)>;
                if constexpr (std::is_same_v<S, gjk::PolytopeShape3>) {
                    c << "Array<Vec3> points" << v << " = {";
                    for (size_t i = 0; i < s.vertices.size(); ++i)
                        c << (i ? ",\n                       " : "") << vec(s.vertices[i]);
                    c << "};\nConvexHullShapeSettings settings" << v << "(points" << v
                      << ", 0.0f);  // convex radius 0: sharp, as in GJK Lab\n";
                } else if constexpr (std::is_same_v<S, gjk::BoxShape3>) {
                    c << "BoxShapeSettings settings" << v << "(" << vec(s.half_extents)
                      << ", 0.0f);\n";
                } else if constexpr (std::is_same_v<S, gjk::SphereShape3>) {
                    c << "SphereShapeSettings settings" << v << "(" << flit(s.radius) << ");\n";
                } else if constexpr (std::is_same_v<S, gjk::CylinderShape3>) {
                    c << "CylinderShapeSettings settings" << v << "(" << flit(s.half_height) << ", "
                      << flit(s.radius) << ", 0.0f);\n";
                } else if constexpr (std::is_same_v<S, gjk::CapsuleShape3>) {
                    // Jolt's capsule stands along y about its centre: the segment's centre and
                    // direction join the body's transform.
                    const glm::dvec3 centre = (s.a + s.b) / 2.0, axis = s.b - s.a;
                    const double half = glm::length(axis) / 2;
                    const glm::dvec3 y = glm::normalize(axis), up(0, 1, 0);
                    gjk::Mat3<double> turn(1.0);
                    const glm::dvec3 cross = glm::cross(up, y);
                    const double cosine = glm::dot(up, y);
                    if (glm::length(cross) >
                        1e-12) {  // Rodrigues: the turn taking +y onto the axis
                        const glm::dvec3 u = glm::normalize(cross);
                        const double sine = glm::length(cross), t = 1 - cosine;
                        turn = gjk::Mat3<double>(
                            t * u.x * u.x + cosine, t * u.x * u.y + sine * u.z,
                            t * u.x * u.z - sine * u.y, t * u.x * u.y - sine * u.z,
                            t * u.y * u.y + cosine, t * u.y * u.z + sine * u.x,
                            t * u.x * u.z + sine * u.y, t * u.y * u.z - sine * u.x,
                            t * u.z * u.z + cosine);
                    } else if (cosine < 0) {
                        turn =
                            gjk::Mat3<double>(1, 0, 0, 0, -1, 0, 0, 0, -1);  // half a turn about x
                    }
                    xf = {xf.apply(centre), xf.r * turn};
                    c << "CapsuleShapeSettings settings" << v << "(" << flit(half) << ", "
                      << flit(s.radius) << ");\n";
                } else if constexpr (std::is_same_v<S, gjk::ConeShape3>) {
                    refuse("a cone");
                } else if constexpr (std::is_same_v<S, gjk::EllipsoidShape3>) {
                    refuse("an ellipsoid");
                } else if constexpr (std::is_same_v<S, gjk::SegmentShape3>) {
                    refuse("a segment");
                } else {
                    static_assert(std::is_same_v<S, gjk::PointShape3>);
                    refuse("a point");
                }
            },
            shape.entry3().shape);
        const glm::dvec4 q = quaternion_of(xf.r);
        poses[k] = "Mat44::sRotationTranslation(Quat(" + flit(q.x) + ", " + flit(q.y) + ", " +
                   flit(q.z) + ", " + flit(q.w) + "), " + vec(xf.p) + ")";
    }
    const QueryReport r = float_answer(scene);
    const auto& a = r.result3;
    const double tolerance = 1e-3 * std::max(1.0, a.distance + a.penetration_depth);
    // A cylinder's or capsule's round side: the axis is found to the engines' tolerances only.
    bool curved = false;
    for (const std::string& n : names) {
        const auto& shape = scene.shapes[scene.index_of(n)].entry3().shape;
        curved |= std::holds_alternative<gjk::CylinderShape3>(shape) ||
                  std::holds_alternative<gjk::CapsuleShape3>(shape);
    }
    // CollisionDispatch takes each shape's centre-of-mass transform (CollisionDispatch.h): a
    // hull's points are stored relative to its centre of mass (ConvexHullShape.cpp), so its
    // transform is the body's times the translation to it, as Jolt's own tests write it.
    c << "RefConst<Shape> shapeA = settingsA.Create().Get();\n"
      << "RefConst<Shape> shapeB = settingsB.Create().Get();\n"
      << "Mat44 transformA = " << poses[0] << " * Mat44::sTranslation(shapeA->GetCenterOfMass());\n"
      << "Mat44 transformB = " << poses[1] << " * Mat44::sTranslation(shapeB->GetCenterOfMass());\n"
      << "CollideShapeSettings collide;\n";
    if (!a.intersecting)
        c << "collide.mMaxSeparationDistance = " << flit(a.distance * 2 + 1e-3) << ";\n";
    c << "AllHitCollisionCollector<CollideShapeCollector> hits;\n"
      << "CollisionDispatch::sCollideShapeVsShape(shapeA, shapeB, Vec3::sReplicate(1.0f), "
         "Vec3::sReplicate(1.0f),\n                                        transformA, transformB, "
         "SubShapeIDCreator(), SubShapeIDCreator(),\n                                        "
         "collide, hits);\n"
      << "CHECK(hits.mHits.size() == 1);\n";
    // Jolt's penetration depth is negative when the shapes are apart (then it is minus the
    // distance); its axis points from A to B.
    const double depth = a.intersecting ? a.penetration_depth : -a.distance;
    c << "CHECK_APPROX_EQUAL(hits.mHits[0].mPenetrationDepth, " << flit(depth) << ", "
      << flit(tolerance) << ");\n"
      << (curved ? "// On a curved side GJK and EPA stop within their tolerances (Jolt's "
                   "cDefaultCollisionTolerance): the axis to 5e-3.\n"
                 : "");
    if (normal_is_unique(scene))
        c << "CHECK_APPROX_EQUAL(hits.mHits[0].mPenetrationAxis.Normalized(), Vec3("
          << flit(a.normal.x) << ", " << flit(a.normal.y) << ", " << flit(a.normal.z) << "), "
          << flit(curved ? 5 * tolerance : tolerance) << ");\n";
    else
        c << kTiedNormal;
    return c.str();
}

}  // namespace gjklab
