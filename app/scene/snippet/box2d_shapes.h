// Box2D's shapes as its structs hold them (b2Polygon, 2.4's b2PolygonShape, b2Circle,
// b2Capsule, b2Segment, proxies), made and read as Box2D makes and reads them: every number a
// float; for the snippet importer's Box2D rules (engine_box2d.cpp).
#pragma once

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include <memory>
#include <string>
#include <vector>

#include "scene/snippet/evaluate.h"

namespace gjklab::snippet::box2d {

/// The polygon radius Box2D 2.4 gives polygons and edges: 2 * b2_linearSlop (b2_common.h).
constexpr float kPolygonRadius24 = 2.0f * 0.005f;
/// B2_MAX_POLYGON_VERTICES (v3 collision.h), b2_maxPolygonVertices (2.4 b2_settings.h).
constexpr size_t kMaxPolygonVertices = 8;

/// A 2D vector rounded to float, as b2Vec2 holds it; a number rounded to float.
Value vec(const Value& v, Evaluator& e, int line, const std::string& what);
double num(const Value& v, Evaluator& e, int line, const std::string& what);

/// Box2D 3.1's b2ComputeCosSin (src/math_functions.c), in float as there.
glm::dvec2 compute_cos_sin(float radians);

/// A polygon struct of type `type` with these corners (in the shape's frame) and radius.
Value polygon(const std::vector<glm::dvec3>& corners, double radius, const std::string& type);

/// Box corners turned by (c, s) and moved by `center`, in float as b2MakeOffsetBox computes them.
std::vector<glm::dvec3> box_corners(double hx, double hy, glm::dvec3 center, double c, double s);

/// The first `count` points of a list of b2Vec2 (or of one point given by its address).
std::vector<glm::dvec3> points_of(const Value& given, const Value& count, Evaluator& e, int line);

/// b2ComputeHull's hull (src/hull.c, in float as there): points closer than 4 linear slops
/// welded, quickhull, points within 2 linear slops of a line dropped; empty where Box2D's is.
std::vector<glm::dvec3> compute_hull(const std::vector<glm::dvec3>& points);

/// The shape a Box2D struct stands for, or null; `skin` is set when it carries 2.4's polygon
/// radius.
std::shared_ptr<ShapeData> shape_from(const Value& v, Evaluator& e, int line, bool& skin);

}  // namespace gjklab::snippet::box2d
