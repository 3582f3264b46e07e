// Jolt's meaning of its code. Jolt stores floats (Vec3, Quat, Mat44; RVec3 and Real are float in
// its default single-precision build), so each number is rounded to float where Jolt stores it.
// Rules, with where Jolt states them (Jolt/...):
// - BoxShape(Settings)(half extent, convex radius = cDefaultConvexRadius = 0.05f)
//   (Physics/Collision/Shape/BoxShape.h, Physics/PhysicsSettings.h); SphereShape(radius);
//   CapsuleShape(half height of the cylinder part, radius), along y (CapsuleShape.h);
//   CylinderShape(half height, radius, convex radius), along y (CylinderShape.h);
//   ConvexHullShapeSettings(points[, max convex radius]) or (points, count[, radius]).
// - A hull's points are stored relative to its centre of mass (ConvexHullShape.cpp: "Make
//   relative to center of mass"); CollisionDispatch::sCollideShapeVsShape takes each shape's
//   centre-of-mass transform (CollisionDispatch.h: "Transform to transform center of mass of
//   shape 1 into world space"), so a hull there sits at T * (p - centre of mass).
// - BodyCreationSettings(shape, position, rotation, ...): the position of the body, "not of the
//   center of mass" (BodyCreationSettings.h): a body's hull sits at position + rotation * p.
// - Quat(x, y, z, w); Quat::sRotation(axis, angle) = [axis sin(angle / 2), cos(angle / 2)]
//   (Math/Quat.h, Quat.inl); JPH_PI = 3.14159265358979323846f (Math/Math.h).
// - Mat44::sRotationTranslation(q, t), sTranslation(t), sRotation(q), sRotationX/Y/Z(angle).
#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

#include <gjk/shapes3d.h>

#include "scene/snippet/engines.h"

namespace gjklab::snippet {

namespace {

/// The centre of mass of a solid hull (its volume's centroid), as Jolt's ConvexHullBuilder
/// computes it: the tetrahedra from the first vertex to each face, weighted by volume.
glm::dvec3 hull_center_of_mass(const std::vector<glm::dvec3>& points, Evaluator& e, int line) {
    gjk::PolytopeShape3 hull;
    std::string error;
    if (!gjk::make_polytope(points, hull, error)) e.fail(line, "the hull's points: " + error);
    const glm::dvec3 o = hull.vertices[0];
    glm::dvec3 sum(0.0);
    double volume = 0;
    for (const auto& f : hull.faces) {
        const glm::dvec3 a = hull.vertices[size_t(f[0])], b = hull.vertices[size_t(f[1])],
                         c = hull.vertices[size_t(f[2])];
        const double v = glm::dot(a - o, glm::cross(b - o, c - o)) / 6;
        sum += v * (o + a + b + c) / 4.0;
        volume += v;
    }
    if (volume == 0) e.fail(line, "the hull has no volume");
    return sum / volume;
}

struct JoltBody {
    std::string settings;  ///< the BodyCreationSettings variable it was made from
    Value shape;
    Pose pose;
    int line = 0;
};

class JoltEngine final : public Engine {
  public:
    int dimension() const override { return 3; }
    const char* name() const override { return "Jolt"; }

    static double f32(double x) { return to_float(x); }
    Value vec(const Value& v, Evaluator& e, int line, const std::string& what) const {
        const glm::dvec3 p = e.vector(v, line, what, 3);
        Value r = Value::vector({f32(p.x), f32(p.y), f32(p.z)}, 3);
        r.origins = v.origins;
        return r;
    }
    double num(const Value& v, Evaluator& e, int line, const std::string& what) const {
        return f32(e.number(v, line, what));
    }
    Value quat(double x, double y, double z, double w) const {
        return Value::rotation(quaternion_pose({f32(x), f32(y), f32(z), f32(w)}));
    }
    /// Jolt asserts unit quaternions (Quat::IsNormalized, 1e-5 on the squared length).
    Value unit_quat(double x, double y, double z, double w, Evaluator& e, int line) const {
        const float l2 =
            float(x) * float(x) + float(y) * float(y) + float(z) * float(z) + float(w) * float(w);
        if (std::abs(l2 - 1.0f) > 1.0e-3f)
            e.fail(line, "this Quat is not normalised (squared length " + std::to_string(l2) +
                             "): Jolt asserts unit rotations; give it .Normalized()");
        if (std::abs(l2 - 1.0f) > 1.0e-5f) {  // typed to four digits: the rotation meant, said so
            e.add_note("A Quat of squared length " + std::to_string(l2) + " (line " +
                       std::to_string(line) +
                       ") is read normalised; Jolt asserts unit quaternions (Quat::IsNormalized) "
                       "in debug builds.");
            const double n = std::sqrt(double(l2));
            return quat(x / n, y / n, z / n, w / n);
        }
        return quat(x, y, z, w);
    }
    Value shape(json s, const std::string& kind, int line) const {
        auto d = std::make_shared<ShapeData>();
        d->shape = std::move(s);
        d->kind = kind;
        d->dimension = 3;
        d->line = line;
        return Value::of_shape(d);
    }

    std::optional<Value> constant(const std::string& n, Evaluator&, int) const override {
        if (n == "JPH_PI") return Value::number(3.14159265358979323846f, Token::Type::Float);
        if (n == "cDefaultConvexRadius") return Value::number(0.05f, Token::Type::Float);
        if (n == "FLT_EPSILON") return Value::number(1.1920929e-07f, Token::Type::Float);
        return std::nullopt;
    }

    std::optional<Value> call(const std::string& f, const std::string& targs, std::vector<Value>& a,
                              Evaluator& e, int line) const override {
        auto need = [&](size_t lo, size_t hi) { e.require_arguments(f, a.size(), lo, hi, line); };
        const bool vec_type = f == "Vec3" || f == "RVec3" || f == "DVec3" || f == "Float3" ||
                              f == "Vec3Arg" || f == "RVec3Arg";
        if (vec_type) {
            if (a.empty()) return Value::unknown(f + " declared without a value", line);
            if (a.size() == 1) return vec(a[0], e, line, "the " + f);
            need(3, 3);
            return Value::vector(
                {num(a[0], e, line, "x"), num(a[1], e, line, "y"), num(a[2], e, line, "z")}, 3);
        }
        for (const char* v : {"Vec3::", "RVec3::", "DVec3::", "Vec3Arg::"}) {
            if (f.rfind(v, 0) != 0) continue;
            const std::string m = f.substr(std::string(v).size());
            if (m == "sZero") return Value::vector({0, 0, 0}, 3);
            if (m == "sOne") return Value::vector({1, 1, 1}, 3);
            if (m == "sAxisX") return Value::vector({1, 0, 0}, 3);
            if (m == "sAxisY") return Value::vector({0, 1, 0}, 3);
            if (m == "sAxisZ") return Value::vector({0, 0, 1}, 3);
            if (m == "sReplicate") {
                need(1, 1);
                const double x = num(a[0], e, line, "the value");
                return Value::vector({x, x, x}, 3);
            }
            return std::nullopt;
        }
        if (f == "DegreesToRadians") {
            need(1, 1);
            return Value::number(double(float(e.number(a[0], line, "the angle")) *
                                        (3.14159265358979323846f / 180.0f)),
                                 Token::Type::Float);
        }
        if (f == "Quat" || f == "QuatArg") {
            if (a.size() == 1) return a[0];
            need(4, 4);
            return unit_quat(num(a[0], e, line, "x"), num(a[1], e, line, "y"),
                             num(a[2], e, line, "z"), num(a[3], e, line, "w"), e, line);
        }
        if (f == "Quat::sIdentity") return quat(0, 0, 0, 1);
        if (f == "Quat::sRotation") {
            need(2, 2);
            const glm::dvec3 axis = vec(a[0], e, line, "the axis").v;
            if (std::abs(glm::length(axis) - 1) > 1e-5)
                e.fail(line, "Quat::sRotation's axis must be normalised (Jolt asserts it)");
            const float half = 0.5f * float(num(a[1], e, line, "the angle"));
            const float s = std::sin(half);
            return quat(float(axis.x) * s, float(axis.y) * s, float(axis.z) * s, std::cos(half));
        }
        for (const char* m : {"Mat44::", "RMat44::", "DMat44::"}) {
            if (f.rfind(m, 0) != 0) continue;
            const std::string op = f.substr(std::string(m).size());
            Pose p;
            if (op == "sIdentity") {
                need(0, 0);
            } else if (op == "sTranslation") {
                need(1, 1);
                p.translation = vec(a[0], e, line, "the translation").v;
            } else if (op == "sRotation" && a.size() == 2) {  // (axis, angle): Mat44.h
                const glm::dvec3 axis = vec(a[0], e, line, "the axis").v;
                if (std::abs(glm::length(axis) - 1) > 1e-5)
                    e.fail(line, "Mat44::sRotation's axis must be normalised (Jolt asserts it)");
                p.rotation = axis_angle(axis, num(a[1], e, line, "the angle"));
            } else if (op == "sRotation") {
                need(1, 1);
                p = e.rotation(a[0], line, "the rotation");
            } else if (op == "sRotationTranslation") {
                need(2, 2);
                p = e.rotation(a[0], line, "the rotation");
                p.translation = vec(a[1], e, line, "the translation").v;
            } else if (op == "sRotationX" || op == "sRotationY" || op == "sRotationZ") {
                need(1, 1);
                const glm::dvec3 axis = op == "sRotationX"   ? glm::dvec3(1, 0, 0)
                                        : op == "sRotationY" ? glm::dvec3(0, 1, 0)
                                                             : glm::dvec3(0, 0, 1);
                p.rotation = axis_angle(axis, num(a[0], e, line, "the angle"));
            } else {
                e.fail(line,
                       f + " is not read: give Mat44::sRotationTranslation(Quat(...), Vec3(...))");
            }
            Value r = Value::pose_of(p);
            for (const Value& v : a)
                r.origins.insert(r.origins.end(), v.origins.begin(), v.origins.end());
            return r;
        }
        if (f == "BoxShapeSettings" || f == "BoxShape") {
            need(1, 3);
            const glm::dvec3 h = vec(a[0], e, line, "the half extent").v;
            rounded_ |= a.size() < 2 || e.number(a[1], line, "the convex radius") > 0;
            return shape({{"type", "box"}, {"half_extents", point_json(h, 3)}}, f, line);
        }
        if (f == "SphereShapeSettings" || f == "SphereShape") {
            need(1, 2);
            return shape({{"type", "sphere"}, {"radius", num(a[0], e, line, "the radius")}}, f,
                         line);
        }
        if (f == "CapsuleShapeSettings" || f == "CapsuleShape") {
            need(2, 3);
            const double h = num(a[0], e, line, "the half height"),
                         r = num(a[1], e, line, "the radius");
            return shape(
                {{"type", "capsule"}, {"a", {0.0, -h, 0.0}}, {"b", {0.0, h, 0.0}}, {"radius", r}},
                f, line);
        }
        if (f == "CylinderShapeSettings" || f == "CylinderShape") {
            need(2, 4);
            rounded_ |= a.size() < 3 || e.number(a[2], line, "the convex radius") > 0;
            return shape({{"type", "cylinder"},
                          {"half_height", num(a[0], e, line, "the half height")},
                          {"radius", num(a[1], e, line, "the radius")}},
                         f, line);
        }
        if ((f == "ConvexHullShapeSettings" || f == "ConvexHullShape") && a.empty()) {
            Value settings = Value::object("ConvexHullShapeSettings");  // mPoints given later
            Value points;
            points.kind = Value::Kind::List;
            points.type_name = "Vec3";
            settings.set("mPoints", points);
            settings.set("mMaxConvexRadius", Value::number(0.05f, Token::Type::Float));
            return settings;
        }
        if (f == "ConvexHullShapeSettings" || f == "ConvexHullShape") {
            need(1, 4);
            if (a[0].kind != Value::Kind::List) {
                if (!a[0].known()) e.fail(line, "the hull's points are not known: " + a[0].why);
                e.fail(line, "the hull's points must be a list of Vec3");
            }
            size_t n = a[0].items.size();
            if (a.size() >= 2 && a[1].kind == Value::Kind::Number &&
                a[1].type == Token::Type::Int) {
                const double c = a[1].x;
                if (c < 0 || c > double(n)) e.fail(line, "the count does not fit the points given");
                n = size_t(c);
            }
            std::vector<glm::dvec3> points;
            json list = json::array();
            for (size_t k = 0; k < n; ++k) {
                points.push_back(vec(a[0].items[k], e, line, "point " + std::to_string(k)).v);
                list.push_back(point_json(points.back(), 3));
            }
            if (points.size() < 4)
                e.fail(line, "a convex hull needs at least 4 points with volume");
            const bool counted =
                a.size() >= 2 && a[1].kind == Value::Kind::Number && a[1].type == Token::Type::Int;
            const size_t radius_at = counted ? 2 : 1;
            rounded_ |=
                a.size() <= radius_at || e.number(a[radius_at], line, "the convex radius") > 0;
            Value s = shape({{"type", "polytope"}, {"points", list}}, f, line);
            s.shape->center_of_mass = hull_center_of_mass(points, e, line);
            return s;
        }
        if (f == "RotatedTranslatedShapeSettings" || f == "RotatedTranslatedShape") {
            need(3, 3);
            Pose local = e.rotation(a[1], line, "the rotation");
            local.translation = vec(a[0], e, line, "the position").v;
            auto inner = e.shape(a[2], line, "the shape it wraps");
            auto d = std::make_shared<ShapeData>(*inner);
            d->kind = f;
            d->local = inner->local ? compose(local, *inner->local) : local;
            d->center_of_mass = local.rotation * inner->center_of_mass + local.translation;
            d->variable.clear();
            return Value::of_shape(d);
        }
        for (const char* unread :
             {"ScaledShapeSettings", "ScaledShape", "OffsetCenterOfMassShapeSettings",
              "TaperedCapsuleShapeSettings", "TaperedCylinderShapeSettings", "MeshShapeSettings",
              "HeightFieldShapeSettings", "PlaneShapeSettings", "TriangleShapeSettings",
              "StaticCompoundShapeSettings", "MutableCompoundShapeSettings", "EmptyShapeSettings"})
            if (f == unread)
                e.fail(line,
                       f + " is not read: give a box, sphere, capsule, cylinder or convex hull");
        if (f == "BodyCreationSettings") {
            Value b = declared("BodyCreationSettings", e, line);
            if (a.empty()) return b;
            need(2, 5);
            b.set("mShape", a[0]);
            b.set("mPosition", vec(a[1], e, line, "the position"));
            if (a.size() >= 3) b.set("mRotation", a[2]);
            return b;
        }
        if (f == "CollisionDispatch::sCollideShapeVsShape") {
            need(6, 11);
            for (int k : {2, 3}) {
                const glm::dvec3 s = vec(a[size_t(k)], e, line, "the scale").v;
                if (s != glm::dvec3(1.0))
                    e.fail(line,
                           "a scale other than 1 is not read: give the scaled shape's own sizes");
            }
            e.query(f, e.place(a[0], a[4], line, true), e.place(a[1], a[5], line, true), line);
            return Value();
        }
        if (f.find("sCastShapeVsShape") != std::string::npos ||
            f.find("sCastRay") != std::string::npos)
            e.fail(line, f + ": casts are not read (a scene holds one moment); give the poses at "
                             "the moment to query");
        if (f == "Array" || f == "vector" || f == "StaticArray") {
            Value l;
            l.kind = Value::Kind::List;
            l.type_name = base_type(targs);
            if (a.size() == 1 && a[0].kind == Value::Kind::List) l.items = a[0].items;
            return l;
        }
        if (f == "Ref" || f == "RefConst") {
            if (a.size() == 1) return a[0];
            return Value::unknown("an empty reference", line);
        }
        return std::nullopt;
    }

    std::optional<Value> method(Value& self, const std::string& m, std::vector<Value>& a,
                                Evaluator& e, int line) const override {
        if (self.kind == Value::Kind::Object && self.type_name == "ConvexHullShapeSettings" &&
            (m == "Create" || m == "Get")) {
            std::vector<Value> args{field_or_unknown(self, "mPoints", line),
                                    field_or_unknown(self, "mMaxConvexRadius", line)};
            return call("ConvexHullShapeSettings", "", args, e, line);
        }
        if (self.kind == Value::Kind::Shape) {
            if (m == "Create" || m == "Get" || m == "GetPtr") return self;
            // What changes no geometry (ShapeSettings, RefTarget).
            if (m == "SetEmbedded" || m == "SetDensity" || m == "SetUserData" ||
                m == "SetMaterial" || m == "AddRef" || m == "Release" || m == "GetLocalBounds" ||
                m == "GetUserData")
                return Value::unknown("the result of ." + m + "() is not read", line);
            if (m == "GetCenterOfMass") return Value::vector(self.shape->center_of_mass, 3);
            if (m == "IsValid" || m == "HasError")
                return Value::number(m == "IsValid", Token::Type::Int);
            if (m == "mConvexRadius" || m == ".mConvexRadius") return std::nullopt;
            if (m[0] != '.')
                e.fail(line, "cannot read ." + m + "(...) on a shape: it may change it");
            return std::nullopt;
        }
        // BodyInterface::SetPosition(id, position, activation), SetRotation(id, rotation, ..),
        // SetPositionAndRotation(id, position, rotation, ..) (BodyInterface.h): the body moves.
        if ((m == "SetPosition" || m == "SetRotation" || m == "SetPositionAndRotation" ||
             m == "SetPositionAndRotationWhenChanged") &&
            !a.empty() && a[0].kind == Value::Kind::Object && a[0].field("#body") != nullptr) {
            JoltBody& b = bodies_[size_t(a[0].field("#body")->x)];
            const bool both = m != "SetPosition" && m != "SetRotation";
            if (a.size() < (both ? 3u : 2u))
                e.fail(line, m + " takes the body, then its new place");
            if (m != "SetRotation") b.pose.translation = vec(a[1], e, line, "the position").v;
            if (m != "SetPosition") {
                const glm::dvec3 t = b.pose.translation;
                b.pose = e.rotation(a[both ? 2 : 1], line, "the rotation");
                b.pose.translation = t;
            }
            return Value();
        }
        if (m == "MoveKinematic" || m == "SetLinearVelocity" || m == "AddForce" ||
            m == "AddImpulse")
            e.fail(line,
                   m + ": motion is not read (a scene holds one moment); give the bodies' places");
        if (m == "CreateBody" || m == "CreateAndAddBody" || m == "CreateBodyWithID") {
            if (a.empty() || a[0].kind != Value::Kind::Object ||
                a[0].type_name != "BodyCreationSettings")
                e.fail(line, m + " takes BodyCreationSettings given in the text");
            const Value& s = a[0];
            JoltBody b;
            b.shape = field_or_unknown(s, "mShape", line);
            Value position = field_or_unknown(s, "mPosition", line);
            b.pose =
                e.rotation(field_or_unknown(s, "mRotation", line), line, "the body's rotation");
            b.pose.translation = vec(position, e, line, "the body's position").v;
            b.line = line;
            if (const Value* n = s.field("#name")) b.settings = n->type_name;
            e.use_pose(s);
            bodies_.push_back(b);
            Value body = Value::object("Body");
            body.set("#body", Value::number(double(bodies_.size() - 1), Token::Type::Int));
            return body;
        }
        if (self.kind == Value::Kind::Object && self.type_name == "Body") {
            const JoltBody& b = bodies_[size_t(self.field("#body")->x)];
            auto s = e.shape(b.shape, line, "the body's shape");
            if (m == "GetWorldTransform") return Value::pose_of(b.pose);
            if (m == "GetCenterOfMassTransform") {
                Pose com;
                com.translation = s->center_of_mass;
                return Value::pose_of(compose(b.pose, com));
            }
            if (m == "GetShape") return b.shape;
            if (m == "GetID") return self;
            return std::nullopt;
        }
        if (is_pose_like(self)) {
            if (m == "GetTranslation") return Value::vector(self.pose.translation, 3);
            if (m == "PreTranslated" || m == "PostTranslated") {
                if (a.size() != 1) e.fail(line, m + " takes a vector");
                Pose t;
                t.translation = vec(a[0], e, line, "the translation").v;
                Value r = Value::pose_of(m == "PreTranslated" ? compose(self.pose, t)
                                                              : compose(t, self.pose));
                r.origins = self.origins;
                return r;
            }
            if (m == "SetTranslation") {
                if (a.size() != 1) e.fail(line, m + " takes a vector");
                self.pose.translation = vec(a[0], e, line, "the translation").v;
                self.kind = Value::Kind::Pose;
                return Value();
            }
            if (m == "Normalized") return self;
        }
        if (self.kind == Value::Kind::Vector) {
            if (m == "GetX" || m == "GetY" || m == "GetZ")
                return Value::number(self.v[m[3] - 'X'], Token::Type::Float);
            if (m == "Normalized") {
                Value r = self;
                r.v = glm::normalize(self.v);
                r.v = {f32(r.v.x), f32(r.v.y), f32(r.v.z)};
                return r;
            }
        }
        return std::nullopt;
    }

    Value declared(const std::string& type, Evaluator& e, int line) const override {
        if (type == "ConvexHullShapeSettings") {
            std::vector<Value> none;
            return *call(type, "", none, e, line);
        }
        if (type == "BodyCreationSettings") {
            Value b = Value::object(type);
            b.set("mPosition", Value::vector({0, 0, 0}, 3));
            b.set("mRotation", quat(0, 0, 0, 1));
            b.set("#places", Value());
            return b;
        }
        if (type == "Array" || type == "vector" || type == "VertexList" || type == "StaticArray") {
            Value l;
            l.kind = Value::Kind::List;
            return l;
        }
        if (type == "Vec3" || type == "RVec3" || type == "Quat" || type == "Mat44" ||
            type == "RMat44")
            return Value::unknown(type + " declared without a value", line);
        return Value::object(type);
    }

    Value convert(const std::string& type, Value v, Evaluator& e, int line) const override {
        if (!v.known()) return v;
        if (type == "Vec3" || type == "RVec3" || type == "DVec3" || type == "Float3" ||
            type == "BodyCreationSettings.mPosition") {
            if (v.kind == Value::Kind::List || v.kind == Value::Kind::Vector)
                return vec(v, e, line, "the " + type);
        }
        if (type == "Array" || type == "vector" || type == "VertexList") {
            if (v.kind == Value::Kind::List) return v;
        }
        if (type == "#pose" && v.kind == Value::Kind::Object) e.fail(line, "this is not a Mat44");
        return v;
    }

    std::shared_ptr<ShapeData> shape_of(const Value& v, Evaluator& e, int line) const override {
        if (v.kind == Value::Kind::Object && v.type_name == "ConvexHullShapeSettings") {
            // Hull settings filled by mPoints.push_back, handed to a body as they are.
            Value settings = v;
            std::vector<Value> none;
            const std::optional<Value> made = method(settings, "Create", none, e, line);
            return made && made->kind == Value::Kind::Shape ? made->shape : nullptr;
        }
        return v.kind == Value::Kind::Shape ? v.shape : nullptr;
    }

    void comma_initialise(Value&, std::vector<Value>&, Evaluator& e, int line) const override {
        e.fail(line, "'<<' is not Jolt: cannot read it here");
    }

    bool is_pose_type(const std::string& type) const override {
        return type == "Mat44" || type == "RMat44" || type == "DMat44" || type == "Quat" ||
               type == "BodyCreationSettings";
    }

    void finish(Evaluator& e) const override {
        // Bodies in the order made: those handed to CreateBody where it was called, settings
        // never handed to it (a bug report's BodyCreationSettings alone) where declared.
        std::vector<JoltBody> ordered = bodies_;
        for (const std::string& name : e.declared_names()) {
            const Value* v = e.variable(name);
            if (v == nullptr || v->kind != Value::Kind::Object ||
                v->type_name != "BodyCreationSettings")
                continue;
            bool made = false;
            for (const JoltBody& b : bodies_) made |= b.settings == name;
            if (made) continue;
            JoltBody b;
            b.shape = field_or_unknown(*v, "mShape", v->line);
            b.pose = e.rotation(field_or_unknown(*v, "mRotation", v->line), v->line,
                                "the body's rotation");
            b.pose.translation =
                vec(field_or_unknown(*v, "mPosition", v->line), e, v->line, "the body's position")
                    .v;
            b.line = v->line;
            e.use_pose(*v);
            ordered.push_back(b);
        }
        std::stable_sort(ordered.begin(), ordered.end(),
                         [](const JoltBody& a, const JoltBody& b) { return a.line < b.line; });
        for (const JoltBody& b : ordered) e.add_body(b.shape, b.pose, b.line);
        if (rounded_)
            e.add_note(
                "Jolt rounds the edges of boxes, cylinders and hulls by a convex radius (0.05 "
                "unless given) in its GJK only; this scene has the sharp shapes its EPA uses, "
                "so near an edge or a corner Jolt's distance may be larger (at a box's corner by "
                "0.73 x that radius, more at a sharper one).");
    }

  private:
    mutable std::vector<JoltBody> bodies_;
    mutable bool rounded_ = false;
};

}  // namespace

std::unique_ptr<Engine> jolt_engine() {
    return std::make_unique<JoltEngine>();
}

}  // namespace gjklab::snippet
