// A scene's query handed back as code a physics programmer pastes into a test suite: a
// self-contained GoogleTest of GJK Lab's core with the answer asserted, or the same shapes and
// transforms in Box2D's or Jolt's literal form.
#pragma once

#include <string>

#include "scene/scene.h"

namespace gjklab {

/// A GoogleTest (one TEST named after `test_name`) that builds the query pair with the core's
/// API exactly as `gjklab query` does (the same shapes, transforms, precision and settings) and
/// asserts the answer `gjklab query` gives: overlapping or not, the distance or the depth, the
/// normal, within a tolerance for the precision. It builds with
/// `g++ -std=c++17 t.cpp -Icore/include core/src/*.cpp -lgtest -lgtest_main -pthread`, or in a
/// project with find_package(gjk).
std::string export_gtest(const Scene& scene, const std::string& test_name);

/// The query pair in Box2D v3's literal form (b2Vec2 arrays hulled with b2ComputeHull and
/// b2MakePolygon, b2MakeBox, b2Circle, b2Capsule, b2Segment; b2Transform {{x, y}, {c, s}}), then
/// a b2DistanceInput of both and b2ShapeDistance, with GJK Lab's answer in float (Box2D's
/// precision) asserted by Box2D's test macros. Numbers are written as the floats Box2D stores.
/// InputError for a 3D scene or an ellipse (Box2D has none). `import` reads it back.
std::string export_box2d(const Scene& scene);

/// The query pair in Jolt's literal form (ConvexHullShapeSettings of Vec3 points, box, sphere,
/// capsule and cylinder settings with convex radius 0, so that they are as sharp as GJK Lab's),
/// each placed by a Mat44::sRotationTranslation(Quat, Vec3), then
/// CollisionDispatch::sCollideShapeVsShape with GJK Lab's answer in float asserted by Jolt's
/// test macros. InputError for a 2D scene, a cone, an ellipsoid, a point or a segment (Jolt has
/// none). `import` reads it back.
std::string export_jolt(const Scene& scene);

/// `name` made a C++ identifier: letters, digits and underscores, not starting with a digit.
std::string cpp_identifier(const std::string& name);

}  // namespace gjklab
