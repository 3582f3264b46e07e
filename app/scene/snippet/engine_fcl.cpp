// FCL's and Drake's meaning of their code (Eigen poses). Rules, with where they are stated:
// - FCL shapes (include/fcl/geometry/shape/*.h): Box(x, y, z) full side lengths (member `side`,
//   its AABB 0.5 * side); Sphere(r); Capsule(radius, lz) and Cylinder(radius, lz) with lz the
//   cylinder part's length along z; Cone(radius, lz) along z, apex at +z; Ellipsoid(a, b, c)
//   radii; Convex(vertices, num_faces, faces[, throw_if_invalid]). Aliases Boxd, Boxf, ...
// - Drake (geometry/shape_specification.h): Box(width, depth, height) full sizes,
//   Capsule(radius, length), Cylinder(radius, length), as FCL's (proximity_engine.cc maps them).
// - Poses: Eigen's Transform3 / Isometry3 (x -> linear * x + translation), set by .matrix() <<
//   16 or 12 numbers row by row, .translation(), .linear(), rotate (post-multiplies),
//   pretranslate, translate (in the rotated frame), prerotate; Drake's RigidTransform(R, p),
//   RollPitchYaw(r, p, y) = Rz(y) Ry(p) Rx(r) (math/roll_pitch_yaw.h), RotationMatrix::
//   MakeX/Y/ZRotation; Eigen's Quaternion(w, x, y, z), w first, and AngleAxis(angle, axis).
// - Queries: solver.shapeDistance / shapeIntersect / shapeSignedDistance(s1, X1, s2, X2, ...),
//   fcl::distance / collide(&o1, &o2, ...) on CollisionObject(geometry, X) (or (geometry, R, t)).
#include <glm/geometric.hpp>

#include <cmath>

#include "scene/snippet/engines.h"

namespace gjklab::snippet {

namespace {

glm::dmat3 rows_to_matrix(const std::vector<double>& r) {  // 9 numbers, row by row
    glm::dmat3 m;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) m[col][row] = r[size_t(row * 3 + col)];
    return m;
}

class FclEngine final : public Engine {
  public:
    explicit FclEngine(bool single) : single_(single) {}
    int dimension() const override { return 3; }
    const char* name() const override { return "FCL"; }

    double s(double x) const { return single_ ? to_float(x) : x; }
    double num(const Value& v, Evaluator& e, int line, const std::string& what) const {
        return s(e.number(v, line, what));
    }
    Value vec(const Value& v, Evaluator& e, int line, const std::string& what) const {
        const glm::dvec3 p = e.vector(v, line, what, 3);
        Value r = Value::vector({s(p.x), s(p.y), s(p.z)}, 3);
        r.origins = v.origins;
        return r;
    }
    Value shape(json j, const std::string& kind, int line, bool along_z = false) const {
        auto d = std::make_shared<ShapeData>();
        d->shape = std::move(j);
        d->kind = kind;
        d->dimension = 3;
        d->line = line;
        d->along_z = along_z;
        return Value::of_shape(d);
    }
    static Value identity() { return Value::pose_of(Pose{}); }

    std::optional<Value> constant(const std::string&, Evaluator&, int) const override {
        return std::nullopt;
    }

    /// The shape kind a type names (Box, Boxd, Box<double>, geometry::Box), or "".
    static std::string shape_kind(std::string t) {
        for (const char* k :
             {"Box", "Sphere", "Capsule", "Cylinder", "Cone", "Ellipsoid", "Convex"}) {
            const std::string kind = k;
            if (t == kind || t == kind + "d" || t == kind + "f") return kind;
        }
        return "";
    }

    std::optional<Value> call(const std::string& f, const std::string& targs, std::vector<Value>& a,
                              Evaluator& e, int line) const override {
        auto need = [&](size_t lo, size_t hi) { e.require_arguments(f, a.size(), lo, hi, line); };
        if (const std::string kind = shape_kind(f); !kind.empty()) {
            if (a.size() == 1 && a[0].kind == Value::Kind::Shape) return a[0];  // a copy
            return make_shape(kind, f, a, e, line);
        }
        for (const char* unread : {"Halfspace", "Plane", "TriangleP", "BVHModel", "OcTree",
                                   "HalfSpace", "MeshcatCone", "Mesh"})
            if (f == unread)
                e.fail(line,
                       f + " is not a convex shape GJK Lab reads: give a box, sphere, capsule, "
                           "cylinder, cone, ellipsoid or convex hull");
        if (f == "Vector3" || f == "Vector3d" || f == "Vector3f" || f == "Matrix<double,3,1>") {
            if (a.empty()) return Value::unknown(f + " declared without a value", line);
            if (a.size() == 1) return vec(a[0], e, line, "the vector");
            need(3, 3);
            return Value::vector(
                {num(a[0], e, line, "x"), num(a[1], e, line, "y"), num(a[2], e, line, "z")}, 3);
        }
        for (const char* v : {"Vector3d::", "Vector3f::", "Vector3::"}) {
            if (f.rfind(v, 0) != 0) continue;
            const std::string m = f.substr(std::string(v).size());
            if (m == "UnitX") return Value::vector({1, 0, 0}, 3);
            if (m == "UnitY") return Value::vector({0, 1, 0}, 3);
            if (m == "UnitZ") return Value::vector({0, 0, 1}, 3);
            if (m == "Zero") return Value::vector({0, 0, 0}, 3);
            return std::nullopt;
        }
        if (f == "Quaternion" || f == "Quaterniond" || f == "Quaternionf") {  // Eigen: w first
            need(4, 4);
            const double w0 = num(a[0], e, line, "w"), x0 = num(a[1], e, line, "x"),
                         y0 = num(a[2], e, line, "y"), z0 = num(a[3], e, line, "z");
            // Eigen's toRotationMatrix assumes a unit quaternion: another is no rotation. One
            // typed to four digits (0.7071) is taken as the rotation meant, and said so.
            const double length2 = w0 * w0 + x0 * x0 + y0 * y0 + z0 * z0;
            if (std::abs(length2 - 1) > 1e-3)
                e.fail(line, "this Quaternion is not of unit length (squared length " +
                                 std::to_string(length2) +
                                 "): Eigen builds no rotation from it; write it .normalized()");
            if (std::abs(length2 - 1) > 1e-12)
                e.add_note("A quaternion of squared length " + std::to_string(length2) + " (line " +
                           std::to_string(line) +
                           ") is read normalised; Eigen's toRotationMatrix would scale "
                           "by that much.");
            const double w = num(a[0], e, line, "w"), x = num(a[1], e, line, "x"),
                         y = num(a[2], e, line, "y"), z = num(a[3], e, line, "z");
            Pose p = quaternion_pose({x, y, z, w});
            p.quaternion.reset();
            return Value::rotation(p);
        }
        if (f == "AngleAxis" || f == "AngleAxisd" || f == "AngleAxisf") {
            need(2, 2);
            Pose p;
            const glm::dvec3 axis = vec(a[1], e, line, "the axis").v;
            // Eigen's AngleAxis takes a unit axis: another makes a matrix that is no rotation.
            if (std::abs(glm::length(axis) - 1) > 1e-6)
                e.fail(line,
                       "AngleAxis takes a unit axis (Eigen builds no rotation from this one, "
                       "length " +
                           std::to_string(glm::length(axis)) + "): write it .normalized()");
            p.rotation = axis_angle(axis, num(a[0], e, line, "the angle"));
            return Value::rotation(p);
        }
        if (f == "RollPitchYaw" || f == "RollPitchYawd") {
            std::vector<double> r;
            if (a.size() == 1) {
                const glm::dvec3 v = vec(a[0], e, line, "roll, pitch, yaw").v;
                r = {v.x, v.y, v.z};
            } else {
                need(3, 3);
                r = {num(a[0], e, line, "roll"), num(a[1], e, line, "pitch"),
                     num(a[2], e, line, "yaw")};
            }
            Pose p;
            p.rotation = axis_angle({0, 0, 1}, r[2]) * axis_angle({0, 1, 0}, r[1]) *
                         axis_angle({1, 0, 0}, r[0]);
            return Value::rotation(p);
        }
        for (const char* m : {"RotationMatrix::", "RotationMatrixd::"}) {
            if (f.rfind(m, 0) != 0) continue;
            const std::string op = f.substr(std::string(m).size());
            if (op == "Identity") return Value::rotation(Pose{});
            if (op == "MakeXRotation" || op == "MakeYRotation" || op == "MakeZRotation") {
                need(1, 1);
                const glm::dvec3 axis = op[4] == 'X'   ? glm::dvec3(1, 0, 0)
                                        : op[4] == 'Y' ? glm::dvec3(0, 1, 0)
                                                       : glm::dvec3(0, 0, 1);
                Pose p;
                p.rotation = axis_angle(axis, num(a[0], e, line, "the angle"));
                return Value::rotation(p);
            }
            return std::nullopt;
        }
        if (f == "RotationMatrix" || f == "RotationMatrixd") {
            need(0, 1);
            return a.empty() ? Value::rotation(Pose{})
                             : Value::rotation(e.rotation(a[0], line, "the rotation"));
        }
        const bool transform_type = f == "Transform3" || f == "Transform3d" || f == "Transform3f" ||
                                    f == "Isometry3" || f == "Isometry3d" || f == "Isometry3f" ||
                                    f == "Affine3d" || f == "RigidTransform" ||
                                    f == "RigidTransformd";
        if (transform_type) {
            if (a.empty())
                return f.rfind("RigidTransform", 0) == 0 ? identity() : declared(f, e, line);
            Pose p;
            if (a.size() == 1 && a[0].kind == Value::Kind::Vector) {
                p.translation = vec(a[0], e, line, "the translation").v;
            } else if (a.size() == 1) {
                p = e.pose(a[0], line, "the pose");
            } else {
                need(2, 2);
                p = e.rotation(a[0], line, "the rotation");
                p.translation = vec(a[1], e, line, "the translation").v;
            }
            Value r = Value::pose_of(p);
            for (const Value& v : a)
                r.origins.insert(r.origins.end(), v.origins.begin(), v.origins.end());
            return r;
        }
        for (const char* t :
             {"Transform3::", "Transform3d::", "Transform3f::", "Isometry3d::", "Isometry3::",
              "Isometry3f::", "RigidTransformd::", "RigidTransform::"})
            if (f == std::string(t) + "Identity") return identity();
        if (f == "Translation3" || f == "Translation3d" || f == "Translation3f") {
            Pose p;
            if (a.size() == 1) {
                p.translation = vec(a[0], e, line, "the translation").v;
            } else {
                need(3, 3);
                p.translation = {num(a[0], e, line, "x"), num(a[1], e, line, "y"),
                                 num(a[2], e, line, "z")};
            }
            return Value::pose_of(p);
        }
        if (f == "CollisionObject" || f == "CollisionObjectd" || f == "CollisionObjectf") {
            need(1, 3);
            Value o = Value::object("CollisionObject");
            o.set("geometry", a[0]);
            Pose p;
            if (a.size() == 2) p = e.pose(a[1], line, "the pose");
            if (a.size() == 3) {
                p = e.rotation(a[1], line, "the rotation");
                p.translation = vec(a[2], e, line, "the translation").v;
                e.use_pose(a[1]);
                e.use_pose(a[2]);
            }
            o.set("pose", Value::pose_of(p));
            e.use_pose(a.size() >= 2 ? a[1] : Value());
            objects_.push_back({a[0], p, line});
            o.set("#object", Value::number(double(objects_.size() - 1), Token::Type::Int));
            return o;
        }
        if (f == "distance" || f == "collide") {
            std::vector<const Value*> objects;
            for (const Value& v : a)
                if (v.kind == Value::Kind::Object && v.type_name == "CollisionObject")
                    objects.push_back(&v);
            if (objects.size() == 2) {
                e.query(f,
                        e.place(*objects[0]->field("geometry"), *objects[0]->field("pose"), line,
                                false),
                        e.place(*objects[1]->field("geometry"), *objects[1]->field("pose"), line,
                                false),
                        line);
                return Value();
            }
            return std::nullopt;
        }
        if (f == "vector" || f == "initializer_list") {
            Value l;
            l.kind = Value::Kind::List;
            l.type_name = base_type(targs);
            if (a.size() == 1 && a[0].kind == Value::Kind::List)
                l.items = a[0].items;
            else
                l.items = a;
            return l;
        }
        return std::nullopt;
    }

    Value make_shape(const std::string& kind, const std::string& f, std::vector<Value>& a,
                     Evaluator& e, int line) const {
        auto need = [&](size_t n) {
            if (a.size() != n)
                e.fail(line, kind + " takes " + std::to_string(n) + " number" +
                                 (n == 1 ? "" : "s") + " here, got " + std::to_string(a.size()) +
                                 " arguments");
        };
        auto n = [&](size_t k, const char* what) {
            if (!a[k].known())
                e.fail(line, kind + " takes " +
                                 (kind == "Box" || kind == "Ellipsoid" ? "3 numbers" : "numbers") +
                                 ": " + what + " is not known: " + a[k].why);
            return num(a[k], e, line, what);
        };
        if (kind == "Box") {
            glm::dvec3 side;
            if (a.size() == 1) {
                side = vec(a[0], e, line, "the sides").v;
            } else {
                need(3);
                side = {n(0, "x"), n(1, "y"), n(2, "z")};
            }
            boxes_ = true;
            return shape({{"type", "box"}, {"half_extents", {side.x / 2, side.y / 2, side.z / 2}}},
                         f, line);
        }
        if (kind == "Sphere") {
            need(1);
            return shape({{"type", "sphere"}, {"radius", n(0, "the radius")}}, f, line);
        }
        if (kind == "Ellipsoid") {
            glm::dvec3 r;
            if (a.size() == 1) {
                r = vec(a[0], e, line, "the radii").v;
            } else {
                need(3);
                r = {n(0, "a"), n(1, "b"), n(2, "c")};
            }
            return shape({{"type", "ellipsoid"}, {"radii", point_json(r, 3)}}, f, line);
        }
        if (kind == "Capsule") {
            need(2);
            const double r = n(0, "the radius"), h = n(1, "the length") / 2;
            return shape(
                {{"type", "capsule"}, {"a", {0.0, 0.0, -h}}, {"b", {0.0, 0.0, h}}, {"radius", r}},
                f, line);
        }
        if (kind == "Cylinder" || kind == "Cone") {
            need(2);
            turned_ = true;
            return shape({{"type", kind == "Cone" ? "cone" : "cylinder"},
                          {"half_height", n(1, "the length") / 2},
                          {"radius", n(0, "the radius")}},
                         f, line, true);
        }
        // Convex(vertices, num_faces, faces[, throw_if_invalid]); Drake's Convex(file, scale).
        if (a.empty() || a[0].kind == Value::Kind::String)
            e.fail(line,
                   "a Convex needs its vertices in the text (Convex(vertices, num_faces, faces)), "
                   "not a file");
        if (a[0].kind != Value::Kind::List) {
            if (!a[0].known()) e.fail(line, "a Convex needs its vertices: " + a[0].why);
            e.fail(line, "a Convex needs its vertices as a list of Vector3");
        }
        json list = json::array();
        for (size_t k = 0; k < a[0].items.size(); ++k)
            list.push_back(
                point_json(vec(a[0].items[k], e, line, "vertex " + std::to_string(k)).v, 3));
        if (list.size() < 4)
            e.fail(line, "a Convex needs at least 4 vertices (found " +
                             std::to_string(list.size()) + ")");
        return shape({{"type", "polytope"}, {"points", list}}, f, line);
    }

    std::optional<Value> method(Value& self, const std::string& m, std::vector<Value>& a,
                                Evaluator& e, int line) const override {
        if (m == "shapeDistance" || m == "shapeIntersect" || m == "shapeSignedDistance" ||
            m == "shapeCollide" || m == "ComputeSignedDistancePairClosestPoints" ||
            m == "ComputeSignedDistanceToPoint") {
            std::vector<size_t> shapes, poses;
            for (size_t k = 0; k < a.size(); ++k) {
                if (a[k].kind == Value::Kind::Shape) shapes.push_back(k);
                if (is_pose_like(a[k])) poses.push_back(k);
            }
            if (shapes.size() == 2 && poses.size() >= 2) {
                e.query(m, e.place(a[shapes[0]], a[poses[0]], line, false),
                        e.place(a[shapes[1]], a[poses[1]], line, false), line);
                return Value();
            }
            return std::nullopt;
        }
        // CollisionObject::setTransform(X) or (R, t), setTranslation, setRotation,
        // setQuatRotation (collision_object.h): the object moves before the query.
        if (self.kind == Value::Kind::Object && self.type_name == "CollisionObject" &&
            (m == "setTransform" || m == "setTranslation" || m == "setRotation" ||
             m == "setQuatRotation")) {
            Pose p = e.pose(*self.field("pose"), line, "the object's pose");
            if (m == "setTransform" && a.size() == 1) {
                p = e.pose(a[0], line, "the new pose");
            } else if (m == "setTransform" && a.size() == 2) {
                p = e.rotation(a[0], line, "the rotation");
                p.translation = vec(a[1], e, line, "the translation").v;
                e.use_pose(a[0]);
            } else if (m == "setTranslation" && a.size() == 1) {
                p.translation = vec(a[0], e, line, "the translation").v;
            } else if ((m == "setRotation" || m == "setQuatRotation") && a.size() == 1) {
                p.rotation = e.rotation(a[0], line, "the rotation").rotation;
                e.use_pose(a[0]);
            } else {
                e.fail(line, "cannot read ." + m + " with these arguments");
            }
            for (const Value& v : a) e.use_pose(v);
            self.set("pose", Value::pose_of(p));
            objects_[size_t(self.field("#object")->x)].pose = p;
            return Value();
        }
        // Drake's and Eigen's getters that change nothing.
        if (m == "GetAsIsometry3" || m == "GetAsMatrix4" || m == "GetAsMatrix34" ||
            m == "normalized" || m == "toRotationMatrix" || m == "matrix" || m == "cast")
            if (is_pose_like(self)) return self;
        if (self.kind == Value::Kind::Shape &&
            (m == "size" || m == "radius" || m == "length" || m == "width" || m == "depth" ||
             m == "height" || m == "computeVolume" || m == "computeLocalAABB"))
            return Value::unknown("the result of ." + m + "() is not read", line);
        if (is_pose_like(self) || (self.kind == Value::Kind::Unknown &&
                                   self.why.find("declared without") != std::string::npos)) {
            // A change keeps the declarations the pose came from (every pose places a shape)
            // and returns the pose itself, as Eigen's do (X.rotate(R).translate(t)).
            const std::vector<int> origins = self.origins;
            auto changed = [&](Value v) {
                v.origins = origins;
                for (const Value& arg : a)
                    v.origins.insert(v.origins.end(), arg.origins.begin(), arg.origins.end());
                self = std::move(v);
                return Value::object("#this");
            };
            if (m == "setIdentity") return changed(Value::pose_of(Pose{}));
            if (!self.known()) e.fail(line, "the pose is not known before this: " + self.why);
            auto take = [&](const char* what) -> Pose {
                if (a.size() != 1) e.fail(line, m + " takes one argument");
                if (a[0].kind == Value::Kind::Vector || a[0].kind == Value::Kind::List) {
                    Pose t;
                    t.translation = vec(a[0], e, line, what).v;
                    return t;
                }
                return e.pose(a[0], line, what);
            };
            const Pose before = self.pose;
            if (m == "rotate" || m == "translate")
                return changed(Value::pose_of(compose(before, take("the change"))));
            if (m == "prerotate" || m == "pretranslate")
                return changed(Value::pose_of(compose(take("the change"), before)));
            if (m == "translation" || m == ".translation")
                return Value::vector(before.translation, 3);
            if (m == "linear" || m == "rotation" || m == ".rotation" || m == ".linear")
                return Value::rotation(before);
            if (m == "=translation") {
                Pose p = before;
                p.translation = vec(a[0], e, line, "the translation").v;
                return changed(Value::pose_of(p));
            }
            if (m == "=linear" || m == "=rotation") {
                Pose p = before;
                p.rotation = e.rotation(a[0], line, "the rotation").rotation;
                p.quaternion.reset();
                return changed(Value::pose_of(p));
            }
            if (m == "inverse") {
                Pose inv;
                inv.rotation = glm::transpose(before.rotation);
                inv.translation = -(inv.rotation * before.translation);
                Value r = Value::pose_of(inv);
                r.origins = origins;
                return r;
            }
            if (m == "toRotationMatrix" || m == "matrix" || m == "normalized") return self;
            return std::nullopt;
        }
        if (self.kind == Value::Kind::Shape && m[0] != '.')
            e.fail(line, "cannot read ." + m + "(...) on a shape: it may change it");
        if (self.kind == Value::Kind::Vector && m == "normalized") {
            Value r = self;
            r.v = glm::normalize(self.v);
            return r;
        }
        return std::nullopt;
    }

    Value declared(const std::string& type, Evaluator&, int line) const override {
        // Eigen leaves a Transform3 uninitialised: it must be given a value before use.
        if (type.rfind("Transform3", 0) == 0 || type.rfind("Isometry3", 0) == 0 ||
            type == "Affine3d")
            return Value::unknown(type + " declared without a value", line);
        if (type.rfind("RigidTransform", 0) == 0) return identity();
        if (type == "Matrix3d" || type == "Matrix3" || type == "Matrix3f" ||
            type.rfind("Vector3", 0) == 0)
            return Value::unknown(type + " declared without a value", line);
        if (type == "vector") {
            Value l;
            l.kind = Value::Kind::List;
            return l;
        }
        return Value::object(type);
    }

    Value convert(const std::string& type, Value v, Evaluator& e, int line) const override {
        if (!v.known()) return v;
        if ((type.rfind("Vector3", 0) == 0) &&
            (v.kind == Value::Kind::List || v.kind == Value::Kind::Vector))
            return vec(v, e, line, "the vector");
        if (const std::string kind = shape_kind(type);
            !kind.empty() && v.kind == Value::Kind::List) {
            std::vector<Value> args = v.items;
            return make_shape(kind, type, args, e, line);
        }
        if (type == "#pose" && v.kind == Value::Kind::Object && v.type_name == "CollisionObject")
            return *v.field("pose");
        return v;
    }

    std::shared_ptr<ShapeData> shape_of(const Value& v, Evaluator&, int) const override {
        if (v.kind == Value::Kind::Shape) return v.shape;
        if (v.kind == Value::Kind::Object && v.type_name == "CollisionObject" &&
            v.field("geometry") && v.field("geometry")->kind == Value::Kind::Shape)
            return v.field("geometry")->shape;
        return nullptr;
    }

    void comma_initialise(Value& target, std::vector<Value>& values, Evaluator& e,
                          int line) const override {
        const std::string part = values[0].kind == Value::Kind::String ? values[0].type_name : "";
        std::vector<double> n;
        for (size_t k = 1; k < values.size(); ++k) {
            if (!values[k].known())
                e.fail(line, "a number of this '<<' list is not known: " + values[k].why);
            n.push_back(num(values[k], e, line, "a number of the list"));
        }
        auto refuse = [&](const std::string& what) {
            e.fail(line, "cannot read this '<<' list: " + what + ", got " +
                             std::to_string(n.size()) + " numbers");
        };
        if (part == "matrix" ||
            (part.empty() && (n.size() == 16 || n.size() == 12) && !target.known()) ||
            (part.empty() && is_pose_like(target) && (n.size() == 16 || n.size() == 12))) {
            if (n.size() != 16 && n.size() != 12)
                refuse("a pose's matrix takes 16 numbers (or 12)");
            if (n.size() == 16 && (n[12] != 0 || n[13] != 0 || n[14] != 0 || n[15] != 1))
                e.fail(line, "this 4x4 pose's last row is not 0 0 0 1: not a rigid pose");
            Pose p;
            p.rotation = rows_to_matrix({n[0], n[1], n[2], n[4], n[5], n[6], n[8], n[9], n[10]});
            p.translation = {n[3], n[7], n[11]};
            const auto origins = target.origins;
            target = Value::pose_of(p);
            target.origins = origins;
            return;
        }
        if (part == "translation") {
            if (n.size() != 3) refuse("a translation takes 3 numbers");
            if (!target.known()) e.fail(line, "the pose is not known before this: " + target.why);
            target.pose.translation = {n[0], n[1], n[2]};
            target.kind = Value::Kind::Pose;
            return;
        }
        if (part == "linear" || part == "rotation" || (part.empty() && n.size() == 9)) {
            if (n.size() != 9) refuse("a rotation takes 9 numbers");
            if (part.empty()) {
                Pose r;
                r.rotation = rows_to_matrix(n);
                target = Value::rotation(r);
                return;
            }
            if (!target.known()) e.fail(line, "the pose is not known before this: " + target.why);
            target.pose.rotation = rows_to_matrix(n);
            target.kind = Value::Kind::Pose;
            return;
        }
        if (part.empty() && n.size() == 3) {
            target = Value::vector({n[0], n[1], n[2]}, 3);
            return;
        }
        refuse("expected a pose's 16 numbers, a rotation's 9 or a vector's 3");
    }

    bool is_pose_type(const std::string& type) const override {
        for (const char* t : {"Transform3", "Isometry3", "RigidTransform", "RotationMatrix",
                              "Quaternion", "AngleAxis", "Translation3", "RollPitchYaw", "Affine3"})
            if (type.rfind(t, 0) == 0) return true;
        return false;
    }

    void finish(Evaluator& e) const override {
        for (const auto& o : objects_) e.add_body(o.geometry, o.pose, o.line);
        if (boxes_)
            e.add_note(
                "FCL boxes give full side lengths: the scene's half extents are half of them.");
        if (turned_)
            e.add_note(
                "FCL cylinders and cones stand along z, the scene's along y: each is turned by +90 "
                "degrees about x before its pose (its matrix is pose x that turn).");
        if (single_)
            e.add_note(
                "The dump is in float; the scene runs in double: query --precision both (or P in "
                "the window) shows the float run beside it, or set settings.precision to float.");
    }

  private:
    struct Object {
        Value geometry;
        Pose pose;
        int line;
    };
    bool single_;
    mutable std::vector<Object> objects_;
    mutable bool boxes_ = false, turned_ = false;
};

}  // namespace

std::unique_ptr<Engine> fcl_engine(bool single) {
    return std::make_unique<FclEngine>(single);
}

}  // namespace gjklab::snippet
