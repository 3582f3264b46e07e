// Box2D's meaning of its code, v3 (C) and 2.4 (C++). Every number Box2D stores is a float
// (b2Vec2, b2Rot, radii: `float` in box2d/math_functions.h and box2d/collision.h of v3,
// b2_math.h and b2_shape.h of 2.4), so each is rounded to float where the engine stores it.
// Rules, with where Box2D states them:
// - b2MakeBox(hx, hy): half extents, corners (-hx,-hy) (hx,-hy) (hx,hy) (-hx,hy)
//   (src/geometry.c); b2MakeOffsetBox(hx, hy, center, rotation) turns them by the rotation
//   (v3.1, a b2Rot) or by an angle (v3.0, a float) and moves them by center.
// - b2MakeRot(angle) = {cosf(angle), sinf(angle)} in v3.0 (math_functions.h); v3.1's
//   b2ComputeCosSin approximates them (the scene's description says so).
// - b2Transform {p, q}: x -> q x + p (b2TransformPoint). 2.4's b2Transform(p, b2Rot(angle)) and
//   Set(p, angle) take sinf/cosf of the angle (b2_math.h, b2Rot::Set).
// - v3 shapes hold no skin; 2.4 polygons and edges carry m_radius = b2_polygonRadius =
//   2 * b2_linearSlop = 0.01f (b2_common.h, b2_polygon_shape.h), which b2Distance and the
//   manifolds count as solid.
// - b2DistanceInput {proxyA, proxyB, transformA, transformB, useRadii}: with useRadii false the
//   distance is between the proxies' points, their radii left out (distance.c, b2ShapeDistance).
// - b2CollidePolygons(&A, xfA, &B, xfB) and every b2Collide*: the manifold's normal points from
//   A to B (manifold.c); 2.4's take the manifold first (b2_collision.h).
// - Bodies: b2BodyDef's position and rotation (v3) or angle (2.4) place the shapes attached to
//   the body made from it (b2CreatePolygonShape(bodyId, &shapeDef, &polygon), body->CreateFixture).
#include <glm/geometric.hpp>

#include <cmath>

#include "scene/snippet/box2d_shapes.h"
#include "scene/snippet/engines.h"

namespace gjklab::snippet {

double to_float(double x) {
    return double(float(x));
}

json point_json(glm::dvec3 p, int dimension) {
    json a = json::array();
    for (int k = 0; k < dimension; ++k) a.push_back(p[k]);
    return a;
}

Value field_or_unknown(const Value& object, const std::string& name, int line) {
    if (const Value* f = object.field(name)) return *f;
    return Value::unknown(object.type_name + "." + name + " is not given in the text", line);
}

namespace {

using namespace box2d;

struct Body {
    Value definition;  ///< the b2BodyDef it was made from (its pose)
    Pose pose;
    int line = 0;
};

class Box2dEngine final : public Engine {
  public:
    int dimension() const override { return 2; }
    const char* name() const override { return "Box2D"; }

    std::optional<Value> constant(const std::string& n, Evaluator& e, int line) const override {
        if (n == "B2_PI" || n == "b2_pi") return Value::number(3.14159265359f, Token::Type::Float);
        if (n == "b2_polygonRadius") return Value::number(kPolygonRadius24, Token::Type::Float);
        if (n == "b2_linearSlop" || n == "B2_LINEAR_SLOP")
            return Value::number(0.005f, Token::Type::Float);
        if (n == "b2Rot_identity") return Value::rotation(planar_pose(1, 0, {0, 0}));
        if (n == "b2Vec2_zero") return Value::vector({0, 0, 0}, 2);
        if (n == "b2Transform_identity")
            return transform({0, 0, 0}, planar_pose(1, 0, {0, 0}), e, line);
        return std::nullopt;
    }

    Value vec(const Value& v, Evaluator& e, int line, const std::string& what) const {
        const glm::dvec3 p = e.vector(v, line, what, 2);
        Value r = Value::vector({to_float(p.x), to_float(p.y), 0}, 2);
        r.origins = v.origins;
        return r;
    }
    double num(const Value& v, Evaluator& e, int line, const std::string& what) const {
        return to_float(e.number(v, line, what));
    }
    /// A b2Rot from an angle: 2.4's b2Rot(angle) and 3.0's b2MakeRot take cosf and sinf
    /// (b2_math.h; math_functions.h of v3.0); from 3.1 b2MakeRot approximates them
    /// (b2ComputeCosSin, src/math_functions.c).
    Value angle_rotation(const Value& angle, Evaluator& e, int line, bool make_rot = false) const {
        if (!angle.known()) return angle;
        const float a = float(e.number(angle, line, "the angle"));
        if (make_rot && approximates_) {
            approximated_ = true;
            const glm::dvec2 cs = compute_cos_sin(a);
            return Value::rotation(planar_pose(cs.x, cs.y, {0, 0}));
        }
        used_angle_ = true;
        return Value::rotation(planar_pose(double(std::cos(a)), double(std::sin(a)), {0, 0}));
    }
    Value rot(const Value& v, Evaluator& e, int line) const {
        if (v.kind == Value::Kind::Rotation) return v;
        if (v.kind == Value::Kind::List && v.items.size() == 2)
            return Value::rotation(planar_pose(num(v.items[0], e, line, "the rotation's cosine"),
                                               num(v.items[1], e, line, "the rotation's sine"),
                                               {0, 0}));
        if (v.kind == Value::Kind::Object && v.field("c") && v.field("s"))
            return Value::rotation(planar_pose(num(*v.field("c"), e, line, "the cosine"),
                                               num(*v.field("s"), e, line, "the sine"), {0, 0}));
        if (!v.known()) return v;
        e.fail(line, "this is not a b2Rot: write it {cos, sin} or b2MakeRot(angle)");
    }
    Value transform(glm::dvec3 p, const Pose& q, Evaluator&, int) const {
        Value t = Value::object("b2Transform");
        t.set("p", Value::vector(p, 2));
        t.set("q", Value::rotation(q));
        t.set("#places", Value());
        return t;
    }

    std::optional<Value> call(const std::string& f, const std::string&, std::vector<Value>& a,
                              Evaluator& e, int line) const override {
        auto need = [&](size_t n) { e.require_arguments(f, a.size(), n, n, line); };
        if (f == "b2Vec2") {
            if (a.empty()) return Value::vector({0, 0, 0}, 2);
            need(2);
            Value l;
            l.kind = Value::Kind::List;
            l.items = a;
            return vec(l, e, line, "the b2Vec2");
        }
        if (f == "b2Rot") {
            if (a.size() == 1) return angle_rotation(a[0], e, line);  // 2.4: b2Rot(angle)
            need(2);
            Value l;
            l.kind = Value::Kind::List;
            l.items = a;
            return rot(l, e, line);
        }
        if (f == "b2MakeRot") {
            need(1);
            return angle_rotation(a[0], e, line, true);
        }
        if (f == "b2Transform") {
            if (a.empty()) return declared("b2Transform", e, line);
            need(2);
            Value t =
                transform(vec(a[0], e, line, "the position").v, rot(a[1], e, line).pose, e, line);
            t.origins = a[0].origins;
            return t;
        }
        if (f == "b2MakeBox" || f == "b2MakeSquare") {
            need(f == "b2MakeBox" ? 2 : 1);
            const double hx = num(a[0], e, line, "the half width");
            const double hy = f == "b2MakeBox" ? num(a[1], e, line, "the half height") : hx;
            Value p = polygon(box_corners(hx, hy, {0, 0, 0}, 1, 0), 0, "b2Polygon");
            p.set("#box", Value::vector({hx, hy, 0}, 2));
            return p;
        }
        if (f == "b2MakeRoundedBox") {
            need(3);
            return polygon(
                box_corners(num(a[0], e, line, "hx"), num(a[1], e, line, "hy"), {0, 0, 0}, 1, 0),
                num(a[2], e, line, "the radius"), "b2Polygon");
        }
        if (f == "b2MakeOffsetBox" || f == "b2MakeOffsetRoundedBox") {
            need(f == "b2MakeOffsetBox" ? 4 : 5);
            // v3.1 takes a b2Rot, v3.0 an angle in radians.
            const Value q = a[3].kind == Value::Kind::Number ? angle_rotation(a[3], e, line)
                                                             : rot(a[3], e, line);
            const Pose r = e.rotation(q, line, "the rotation");
            return polygon(
                box_corners(num(a[0], e, line, "hx"), num(a[1], e, line, "hy"),
                            vec(a[2], e, line, "the centre").v, r.cos_sin->x, r.cos_sin->y),
                a.size() == 5 ? num(a[4], e, line, "the radius") : 0, "b2Polygon");
        }
        if (f == "b2ComputeHull") {
            need(2);
            const auto points = points_of(a[0], a[1], e, line);
            if (points.size() < 3)
                e.fail(line, "b2ComputeHull needs at least 3 points (Box2D returns an empty hull)");
            if (points.size() > kMaxPolygonVertices)
                e.fail(line,
                       "b2ComputeHull takes at most 8 points (B2_MAX_POLYGON_VERTICES; Box2D "
                       "returns an "
                       "empty hull for " +
                           std::to_string(points.size()) + ")");
            // Box2D's own hull: welded, collinear points dropped (hull.c).
            const std::vector<glm::dvec3> hull = compute_hull(points);
            if (hull.empty())
                e.fail(line,
                       "b2ComputeHull returns an empty hull for these points (closer than 4 x "
                       "B2_LINEAR_SLOP to each other or within 2 x B2_LINEAR_SLOP of a line): "
                       "b2MakePolygon would then make a 0.5 square; give points Box2D keeps");
            if (hull.size() != points.size())
                e.add_note(
                    "b2ComputeHull on line " + std::to_string(line) + " keeps " +
                    std::to_string(hull.size()) + " of its " + std::to_string(points.size()) +
                    " points (it welds points closer than 0.02 and drops those within 0.01 of "
                    "a line), as Box2D does.");
            return polygon(hull, 0, "b2Hull");
        }
        if (f == "b2MakePolygon" || f == "b2MakeOffsetPolygon" ||
            f == "b2MakeOffsetRoundedPolygon") {
            if (a.empty() || a[0].kind != Value::Kind::Object || a[0].type_name != "b2Hull")
                e.fail(line, f + " takes a b2Hull made by b2ComputeHull");
            const Value& hull = a[0];
            std::vector<glm::dvec3> points =
                points_of(*hull.field("vertices"), *hull.field("count"), e, line);
            double radius = 0;
            glm::dvec3 offset(0.0);
            double c = 1, s = 0;
            if (f == "b2MakePolygon") {
                need(2);
                radius = num(a[1], e, line, "the radius");
            } else if (a.size() >= 3 &&
                       a[1].kind == Value::Kind::Number) {  // v3.0: (hull, radius, transform)
                need(3);
                radius = num(a[1], e, line, "the radius");
                const Pose t = e.pose(a[2], line, "the transform");
                offset = t.translation, c = t.cos_sin->x, s = t.cos_sin->y;
            } else {  // v3.1: (hull, position, rotation[, radius])
                need(f == "b2MakeOffsetPolygon" ? 3 : 4);
                offset = vec(a[1], e, line, "the position").v;
                const Pose r = e.rotation(rot(a[2], e, line), line, "the rotation");
                c = r.cos_sin->x, s = r.cos_sin->y;
                if (a.size() == 4) radius = num(a[3], e, line, "the radius");
            }
            for (glm::dvec3& p : points)
                p = {to_float(c * p.x - s * p.y + offset.x), to_float(s * p.x + c * p.y + offset.y),
                     0};
            return polygon(points, radius, "b2Polygon");
        }
        if (f == "b2MulTransforms" || f == "b2InvMulTransforms") {  // math_functions.h
            need(2);
            const Pose p = e.pose(a[0], line, "the first transform"),
                       q = e.pose(a[1], line, "the second transform");
            Pose inverse;  // of p: x -> q^T (x - t)
            inverse.rotation = glm::transpose(p.rotation);
            inverse.translation = -(inverse.rotation * p.translation);
            inverse.cos_sin = glm::dvec2(p.cos_sin->x, -p.cos_sin->y);
            const Pose r = f == "b2MulTransforms" ? compose(p, q) : compose(inverse, q);
            Value t = transform({to_float(r.translation.x), to_float(r.translation.y), 0},
                                planar_pose(to_float(r.cos_sin->x), to_float(r.cos_sin->y), {0, 0}),
                                e, line);
            for (const Value& v : a)
                t.origins.insert(t.origins.end(), v.origins.begin(), v.origins.end());
            return t;
        }
        if (f == "b2TransformPolygon") {  // geometry.c: each vertex by the transform
            need(2);
            const Pose t = e.pose(a[0], line, "the transform");
            Value polygon_value = a[1];
            const Value points = field_or_unknown(polygon_value, "vertices", line);
            std::vector<glm::dvec3> corners =
                points_of(points, field_or_unknown(polygon_value, "count", line), e, line);
            for (glm::dvec3& p : corners)
                p = {to_float(t.cos_sin->x * p.x - t.cos_sin->y * p.y + t.translation.x),
                     to_float(t.cos_sin->y * p.x + t.cos_sin->x * p.y + t.translation.y), 0};
            const Value* r = polygon_value.field("radius");
            return polygon(corners, r ? num(*r, e, line, "the radius") : 0, "b2Polygon");
        }
        if (f == "b2MakeCapsule") {
            need(3);
            Value cap = Value::object("b2Capsule");
            cap.set("center1", vec(a[0], e, line, "center1"));
            cap.set("center2", vec(a[1], e, line, "center2"));
            cap.set("radius", Value::number(num(a[2], e, line, "the radius"), Token::Type::Float));
            return cap;
        }
        if (f == "b2MakeProxy" || f == "b2MakeOffsetProxy") {
            need(f == "b2MakeProxy" ? 3 : 5);
            std::vector<glm::dvec3> points = points_of(a[0], a[1], e, line);
            if (points.empty()) e.fail(line, f + " needs at least one point");
            if (points.size() > kMaxPolygonVertices) {  // distance.c: count = b2MinInt(count,
                                                        // B2_MAX_POLYGON_VERTICES)
                e.add_note(f + " keeps the first 8 of its " + std::to_string(points.size()) +
                           " points (B2_MAX_POLYGON_VERTICES), as Box2D does.");
                points.resize(kMaxPolygonVertices);
            }
            if (f == "b2MakeOffsetProxy") {
                const glm::dvec3 p = vec(a[3], e, line, "the position").v;
                const Pose r = e.rotation(rot(a[4], e, line), line, "the rotation");
                for (glm::dvec3& q : points)
                    q = {to_float(r.cos_sin->x * q.x - r.cos_sin->y * q.y + p.x),
                         to_float(r.cos_sin->y * q.x + r.cos_sin->x * q.y + p.y), 0};
            }
            Value proxy = polygon(points, num(a[2], e, line, "the radius"), "b2ShapeProxy");
            return proxy;
        }
        if (f == "b2DefaultBodyDef") {
            need(0);
            return declared("b2BodyDef", e, line);
        }
        if (f == "b2DefaultShapeDef" || f == "b2DefaultWorldDef" || f == "b2CreateWorld")
            return Value::object(f);
        if (f == "b2CreateBody") {
            need(2);
            return new_body(a[1], e, line);
        }
        if (f == "b2CreatePolygonShape" || f == "b2CreateCircleShape" ||
            f == "b2CreateCapsuleShape" || f == "b2CreateSegmentShape") {
            need(3);
            attach(a[0], a[2], e, line);
            return Value::object("b2ShapeId");
        }
        if (f == "b2Body_SetTransform") {
            need(3);
            Body& b = body_of(a[0], e, line);
            b.pose = planar(vec(a[1], e, line, "the position").v, rot(a[2], e, line), e, line);
            return Value();
        }
        if (f == "b2ShapeCast" || f == "b2TimeOfImpact" || f == "b2MakeShapeCastPairInput" ||
            f == "b2ShapeCastPair")
            e.fail(line, f + ": casts and time of impact are not read (a scene holds one moment); "
                             "give the shapes' poses at the moment to query");
        if (f == "b2ShapeDistance" || f == "b2Distance") {
            for (const Value& v : a)
                if (v.kind == Value::Kind::Object && v.field("proxyA"))
                    return distance_query(f, v, e, line);
            e.fail(line, f + ": no b2DistanceInput among its arguments");
        }
        if (f.rfind("b2Collide", 0) == 0 || f == "b2TestOverlap") return pair_query(f, a, e, line);
        return std::nullopt;
    }

    Pose planar(glm::dvec3 p, const Value& q, Evaluator& e, int line) const {
        const Pose r = e.rotation(q, line, "the rotation");
        return planar_pose(r.cos_sin->x, r.cos_sin->y, {p.x, p.y});
    }

    /// The query of b2ShapeDistance / b2Distance: A is proxyA at transformA.
    Value distance_query(const std::string& f, const Value& input, Evaluator& e, int line) const {
        Value a = field_or_unknown(input, "proxyA", line),
              b = field_or_unknown(input, "proxyB", line);
        const Value* radii = input.field("useRadii");
        if (radii != nullptr && radii->known() && e.number(*radii, line, "useRadii") == 0) {
            strip_radius(a), strip_radius(b);
            e.add_note(
                "useRadii is false: the distance is between the proxies' points, their radii left "
                "out (as b2ShapeDistance computes it).");
        }
        // Box2D's main branch: one transform, B's pose in A's frame (A at the origin).
        const Value* a_given = input.field("transformA");
        const bool relative = input.field("transform") != nullptr &&
                              (a_given == nullptr || a_given->field("p") == nullptr);
        const Value identity = transform({0, 0, 0}, planar_pose(1, 0, {0, 0}), e, line);
        Placed pa = e.place(a, relative ? identity : field_or_unknown(input, "transformA", line),
                            line, false);
        Placed pb = e.place(b, field_or_unknown(input, relative ? "transform" : "transformB", line),
                            line, false);
        e.use_pose(input);
        e.query(f, pa, pb, line);
        return Value::object("b2DistanceOutput");
    }
    static void strip_radius(Value& v) {
        for (const char* r : {"radius", "m_radius"})
            if (Value* f = v.field(r)) *f = Value::number(0, Token::Type::Float);
    }

    /// b2Collide*(&A, xfA, &B, xfB) (2.4: the manifold first); b2TestOverlap(A, i, B, j, xfA, xfB).
    Value pair_query(const std::string& f, std::vector<Value>& a, Evaluator& e, int line) const {
        std::vector<size_t> shapes, poses;
        for (size_t k = 0; k < a.size(); ++k) {
            if (a[k].kind == Value::Kind::Object && shape_of(a[k], e, line)) shapes.push_back(k);
            if (a[k].kind == Value::Kind::Object && a[k].type_name == "b2Transform")
                poses.push_back(k);
            if (!a[k].known())
                e.fail(line,
                       f + "'s argument " + std::to_string(k + 1) + " is not known: " + a[k].why);
        }
        if (shapes.size() == 2 && poses.size() == 1 &&
            poses[0] > shapes[1]) {  // main: (A, B, xf of B in A)
            const Value identity = transform({0, 0, 0}, planar_pose(1, 0, {0, 0}), e, line);
            e.query(f, e.place(a[shapes[0]], identity, line, false),
                    e.place(a[shapes[1]], a[poses[0]], line, false), line);
            e.add_note(f +
                       " takes B's pose in A's frame (Box2D's main branch): A is at the origin.");
            return Value::object("b2Manifold");
        }
        if (shapes.size() != 2 || poses.size() != 2)
            e.fail(line, f + ": expected two shapes and two b2Transforms among its arguments");
        e.query(f, e.place(a[shapes[0]], a[poses[0]], line, false),
                e.place(a[shapes[1]], a[poses[1]], line, false), line);
        return Value::object("b2Manifold");
    }

    Value new_body(const Value& definition, Evaluator& e, int line) const {
        Body b;
        b.definition = definition;
        b.line = line;
        b.pose = pose_of_body_definition(definition, e, line);
        e.use_pose(definition);
        bodies_.push_back(b);
        Value id = Value::object("b2Body");
        id.set("#body", Value::number(double(bodies_.size() - 1), Token::Type::Int));
        return id;
    }
    Pose pose_of_body_definition(const Value& d, Evaluator& e, int line) const {
        if (d.kind != Value::Kind::Object || d.type_name != "b2BodyDef")
            e.fail(line, "a body is made from a b2BodyDef given in the text");
        const glm::dvec3 p =
            vec(field_or_unknown(d, "position", line), e, line, "the body's position").v;
        Value q = field_or_unknown(d, "rotation", line);
        if (const Value* angle = d.field("angle")) q = angle_rotation(*angle, e, line);
        return planar(p, rot(q, e, line), e, line);
    }
    Body& body_of(const Value& id, Evaluator& e, int line) const {
        const Value* index = id.kind == Value::Kind::Object ? id.field("#body") : nullptr;
        if (index == nullptr) e.fail(line, "this is not a body made in the text");
        return bodies_[size_t(index->x)];
    }
    void attach(const Value& body, const Value& shape, Evaluator& e, int line) const {
        Body& b = body_of(body, e, line);
        if (!shape_of(shape, e, line))
            e.fail(line, "the shape attached here is not one GJK Lab reads");
        attached_.push_back({size_t(&b - &bodies_[0]), shape, line});
    }

    std::optional<Value> method(Value& self, const std::string& m, std::vector<Value>& a,
                                Evaluator& e, int line) const override {
        const std::string& t = self.type_name;
        if (m == "CreateBody") return new_body(a.empty() ? Value() : a[0], e, line);
        if (m == "CreateFixture" && t == "b2Body") {
            if (a.empty()) e.fail(line, "CreateFixture takes a shape or a b2FixtureDef");
            const Value shape = a[0].kind == Value::Kind::Object && a[0].type_name == "b2FixtureDef"
                                    ? field_or_unknown(a[0], "shape", line)
                                    : a[0];
            attach(self, shape, e, line);
            return Value::object("b2Fixture");
        }
        if (m == "SetTransform" && t == "b2Body") {
            if (a.size() != 2) e.fail(line, "SetTransform takes a position and an angle");
            body_of(self, e, line).pose = planar(vec(a[0], e, line, "the position").v,
                                                 angle_rotation(a[1], e, line), e, line);
            return Value();
        }
        // b2Vec2::Set and SetZero (2.4), also on a vector declared without a value.
        const bool vector_set =
            (m == "Set" && a.size() == 2 && a[0].kind == Value::Kind::Number) || m == "SetZero";
        if ((self.kind == Value::Kind::Vector || (!self.known() && vector_set)) &&
            (m == "Set" || m == "SetZero")) {
            if (m == "SetZero") {
                self = Value::vector({0, 0, 0}, 2);
                return Value();
            }
            if (a.size() != 2) e.fail(line, "Set takes x and y");
            const auto origins = self.origins;
            self = Value::vector({num(a[0], e, line, "x"), num(a[1], e, line, "y"), 0}, 2);
            self.origins = origins;
            return Value();
        }
        if (t == "b2PolygonShape" && m == "Set") {
            if (a.size() != 2) e.fail(line, "Set takes the points and their count");
            const auto points = points_of(a[0], a[1], e, line);
            if (points.size() < 3 || points.size() > kMaxPolygonVertices)
                e.fail(line,
                       "b2PolygonShape::Set takes 3 to 8 points (b2_maxPolygonVertices), got " +
                           std::to_string(points.size()));
            const Value made = polygon(points, kPolygonRadius24, "b2PolygonShape");
            keep_fields(self, made);
            return Value();
        }
        if (t == "b2PolygonShape" && m == "SetAsBox") {
            if (a.size() != 2 && a.size() != 4)
                e.fail(line, "SetAsBox takes (hx, hy) or (hx, hy, center, angle)");
            const double hx = num(a[0], e, line, "hx"), hy = num(a[1], e, line, "hy");
            Value made;
            if (a.size() == 2) {
                made = polygon(box_corners(hx, hy, {0, 0, 0}, 1, 0), kPolygonRadius24,
                               "b2PolygonShape");
                made.set("#box", Value::vector({hx, hy, 0}, 2));
            } else {
                const Pose r = e.rotation(angle_rotation(a[3], e, line), line, "the angle");
                made = polygon(box_corners(hx, hy, vec(a[2], e, line, "the centre").v, r.cos_sin->x,
                                           r.cos_sin->y),
                               kPolygonRadius24, "b2PolygonShape");
            }
            keep_fields(self, made);
            return Value();
        }
        if (t == "b2EdgeShape" && m == "SetTwoSided") {
            if (a.size() != 2) e.fail(line, "SetTwoSided takes two points");
            self.set("m_vertex1", vec(a[0], e, line, "v1"));
            self.set("m_vertex2", vec(a[1], e, line, "v2"));
            return Value();
        }
        if (t == "b2EdgeShape" && m == "SetOneSided")
            e.fail(line,
                   "one-sided edges collide from one side only: GJK Lab reads two-sided ones");
        if (t == "b2DistanceProxy" && m == "Set" &&
            a.size() == 3) {  // Set(vertices, count, radius)
            const auto points = points_of(a[0], a[1], e, line);
            if (points.empty() || points.size() > kMaxPolygonVertices)
                e.fail(line, "b2DistanceProxy::Set takes 1 to 8 points, got " +
                                 std::to_string(points.size()));
            const auto origins = self.origins;
            self = polygon(points, num(a[2], e, line, "the radius"), "b2ShapeProxy");
            self.origins = origins;
            return Value();
        }
        if (t == "b2DistanceProxy" && m == "Set") {
            if (a.size() != 2) e.fail(line, "Set takes the shape and a child index");
            if (!shape_of(a[0], e, line))
                e.fail(line, "the proxy's shape is not one GJK Lab reads");
            const Value* index = a[1].kind == Value::Kind::Number ? &a[1] : nullptr;
            if (a[0].type_name == "b2ChainShape" || (index && index->x != 0))
                e.fail(line, "chain shapes' children are not read");
            const auto origins = self.origins;
            self = a[0];  // the proxy stands for the shape (b2_distance.cpp, b2DistanceProxy::Set)
            self.origins = origins;
            return Value();
        }
        if (t == "b2Transform" && (m == "Set" || m == "SetIdentity")) {
            if (m == "SetIdentity") {
                self.set("p", Value::vector({0, 0, 0}, 2));
                self.set("q", Value::rotation(planar_pose(1, 0, {0, 0})));
                return Value();
            }
            if (a.size() != 2) e.fail(line, "Set takes a position and an angle");
            self.set("p", vec(a[0], e, line, "the position"));
            self.set("q", angle_rotation(a[1], e, line));
            return Value();
        }
        // b2Rot::Set(angle), SetIdentity, also on a member not given a value yet (xf.q.Set(a)).
        if ((self.kind == Value::Kind::Rotation ||
             (!self.known() &&
              ((m == "Set" && a.size() == 1) || (m == "SetIdentity" && a.empty())))) &&
            (m == "Set" || m == "SetIdentity")) {
            self = m == "SetIdentity" ? Value::rotation(planar_pose(1, 0, {0, 0}))
                                      : angle_rotation(a.at(0), e, line);
            return Value();
        }
        return std::nullopt;
    }
    static void keep_fields(Value& self, const Value& made) {
        const auto origins = self.origins;
        const Value* name = self.field("#name");
        const Value kept_name = name ? *name : Value();
        const std::string type = self.type_name;
        self = made;
        self.origins = origins;
        if (name) self.set("#name", kept_name);
        if (!type.empty()) self.type_name = type;
    }

    Value declared(const std::string& type, Evaluator& e, int line) const override {
        if (type == "b2Vec2") return Value::unknown("b2Vec2 declared without a value", line);
        if (type == "b2BodyDef") {  // 2.4's constructor: position (0, 0), angle 0; v3's
                                    // b2DefaultBodyDef alike
            Value d = Value::object("b2BodyDef");
            d.set("position", Value::vector({0, 0, 0}, 2));
            d.set("rotation", Value::rotation(planar_pose(1, 0, {0, 0})));
            d.set("#places", Value());
            return d;
        }
        if (type == "b2PolygonShape") {
            Value p = Value::object(type);
            p.set("m_count", Value::number(0, Token::Type::Int));
            p.set("m_radius", Value::number(kPolygonRadius24, Token::Type::Float));
            return p;
        }
        if (type == "b2CircleShape") {
            Value c = Value::object(type);
            c.set("m_p", Value::vector({0, 0, 0}, 2));
            c.set("m_radius", Value::number(0, Token::Type::Float));
            return c;
        }
        if (type == "b2EdgeShape") {
            Value c = Value::object(type);
            c.set("m_radius", Value::number(kPolygonRadius24, Token::Type::Float));
            return c;
        }
        if (type == "b2Transform") {
            Value t = Value::object("b2Transform");
            t.set("#places", Value());
            return t;
        }
        if (type == "b2DistanceInput") {  // its proxies and transforms, given values later
            Value input = Value::object(type);
            input.set("proxyA", Value::object("b2DistanceProxy"));
            input.set("proxyB", Value::object("b2DistanceProxy"));
            Value transform = Value::object("b2Transform");
            input.set("transformA", transform);
            input.set("transformB", transform);
            return input;
        }
        if (type == "b2Rot") return Value::unknown("b2Rot declared without a value", line);
        (void)e;
        return Value::object(type);
    }

    Value convert(const std::string& type, Value v, Evaluator& e, int line) const override {
        if (!v.known()) return v;
        if (type == "b2Vec2" || type == "b2Transform.p" || type == "b2BodyDef.position" ||
            type == "b2CircleShape.m_p" || type == "b2Circle.center" ||
            type == "b2Capsule.center1" || type == "b2Capsule.center2" ||
            type == "b2Segment.point1" || type == "b2Segment.point2") {
            if (v.kind == Value::Kind::Vector || v.kind == Value::Kind::List)
                return vec(v, e, line, "the vector");
            return v;
        }
        if (type == "b2Rot" || type == "b2Transform.q" || type == "b2BodyDef.rotation")
            return rot(v, e, line);
        if (type == "b2Transform" || type == "#pose") {
            if (v.kind == Value::Kind::Object && v.type_name == "b2Transform" &&
                type == "b2Transform")
                return v;
            Value t;
            if (v.kind == Value::Kind::List && v.items.size() == 2) {
                t = transform(vec(v.items[0], e, line, "the position").v,
                              rot(v.items[1], e, line).pose, e, line);
            } else if (v.kind == Value::Kind::Object &&
                       (v.type_name.empty() || v.type_name == "b2Transform")) {
                t = transform(vec(field_or_unknown(v, "p", line), e, line, "the transform's p").v,
                              rot(field_or_unknown(v, "q", line), e, line).pose, e, line);
            } else if (v.kind == Value::Kind::Object && v.type_name == "b2BodyDef" &&
                       type == "#pose") {
                return Value::pose_of(pose_of_body_definition(v, e, line));
            } else {
                e.fail(line, "this is not a b2Transform: write it {{x, y}, {cos, sin}}");
            }
            t.origins = v.origins;
            if (type == "b2Transform") return t;
            const Pose q = e.rotation(*t.field("q"), line, "the rotation");
            return Value::pose_of(
                planar_pose(q.cos_sin->x, q.cos_sin->y, {t.field("p")->v.x, t.field("p")->v.y}));
        }
        if ((type == "b2Circle" || type == "b2Capsule" || type == "b2Segment" ||
             type == "b2BodyDef" || type == "b2DistanceInput" || type == "b2Polygon") &&
            (v.kind == Value::Kind::List ||
             (v.kind == Value::Kind::Object && v.type_name.empty()))) {
            static const std::vector<std::pair<std::string, std::vector<std::string>>> kFields = {
                {"b2Circle", {"center", "radius"}},
                {"b2Capsule", {"center1", "center2", "radius"}},
                {"b2Segment", {"point1", "point2"}},
                {"b2DistanceInput", {"proxyA", "proxyB", "transformA", "transformB", "useRadii"}},
                {"b2BodyDef", {}},
                {"b2Polygon", {}}};
            Value o = type == "b2BodyDef" ? declared("b2BodyDef", e, line) : Value::object(type);
            std::vector<std::string> names;
            for (const auto& [k, f] : kFields)
                if (k == type) names = f;
            if (v.kind == Value::Kind::List) {
                if (v.items.size() > names.size()) e.fail(line, "too many values for a " + type);
                for (size_t k = 0; k < v.items.size(); ++k)
                    o.set(names[k], convert(type + "." + names[k], v.items[k], e, line));
            } else {
                for (const auto& [k, f] : v.fields) o.set(k, convert(type + "." + k, f, e, line));
            }
            o.origins = v.origins;
            return o;
        }
        if (type == "b2Circle.radius" || type == "b2Capsule.radius" ||
            type == "b2CircleShape.m_radius")
            return Value::number(num(v, e, line, "the radius"), Token::Type::Float);
        if (type == "b2BodyDef.angle")
            return Value::number(num(v, e, line, "the angle"), Token::Type::Float);
        return v;
    }

    std::shared_ptr<ShapeData> shape_of(const Value& v, Evaluator& e, int line) const override {
        return shape_from(v, e, line, skin_);
    }

    void comma_initialise(Value&, std::vector<Value>&, Evaluator& e, int line) const override {
        e.fail(line, "'<<' is not Box2D: cannot read it here");
    }

    bool is_pose_type(const std::string& type) const override {
        return type == "b2Transform" || type == "b2Rot" || type == "b2BodyDef";
    }

    void finish(Evaluator& e) const override {
        for (const Attached& a : attached_) e.add_body(a.shape, bodies_[a.body].pose, a.line);
        if (used_angle_)
            e.add_note(
                "Angles are read as cosf and sinf of the float angle, as Box2D 2.4's b2Rot and "
                "3.0's b2MakeRot take them.");
        if (approximated_)
            e.add_note(
                "b2MakeRot is read as Box2D 3.1 computes it (b2ComputeCosSin, an approximation "
                "within 0.001 of cosf and sinf; Box2D 3.0 takes cosf and sinf): give the b2Rot "
                "{c, s} where that matters.");
        if (skin_)
            e.add_note(
                "Box2D 2.4 polygons and edges carry a skin of b2_polygonRadius = 0.01, which "
                "b2Distance and the manifolds count as solid: the scene's polygons are rounded by "
                "it.");
    }

  private:
    struct Attached {
        size_t body;
        Value shape;
        int line;
    };
    mutable std::vector<Body> bodies_;
    mutable std::vector<Attached> attached_;
    mutable bool used_angle_ = false;
    mutable bool approximated_ = false;

  public:
    /// Box2D 3.1 and later (B2_PI, b2SimplexCache, b2ShapeProxy): b2MakeRot approximates.
    bool approximates_ = true;

  private:
    mutable bool skin_ = false;
};

}  // namespace

std::unique_ptr<Engine> box2d_engine(bool approximates) {
    auto engine = std::make_unique<Box2dEngine>();
    engine->approximates_ = approximates;
    return engine;
}

}  // namespace gjklab::snippet
