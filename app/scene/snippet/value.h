// What the snippet evaluator computes: numbers with their C type, vectors, rotations, poses,
// shapes (in their own frame), lists and objects (structs, bodies, query inputs), and values it
// cannot know (a variable the text never gives), which carry why and where, so that using one
// where it matters is an error naming the user's line, never a silent guess.
#pragma once

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>
#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "scene/snippet/syntax.h"

namespace gjklab::snippet {

using json = nlohmann::json;

/// A rigid motion x -> rotation * x + translation (2D: in the xy plane).
struct Pose {
    glm::dmat3 rotation{1.0};
    glm::dvec3 translation{0.0};
    std::optional<glm::dvec4> quaternion;  ///< (x, y, z, w) when made from exactly one
    std::optional<glm::dvec2> cos_sin;     ///< 2D: (cos, sin) as the engine holds them
};

/// A shape as the engine holds it: in its own frame (`shape` is a scene file's shape without
/// name, position or rotation, or with "position" for a centre given in the shape's frame).
struct ShapeData {
    json shape;
    std::string kind;      ///< the engine's name for it: "b2Polygon", "BoxShape", "Box"
    std::string variable;  ///< the variable that holds it ("" when none)
    int line = 0;          ///< where it was made
    int dimension = 2;
    /// Where the engine's collision routines take the shape's origin to be, in the frame of its
    /// points: Jolt's centre of mass for a hull (CollisionDispatch takes centre-of-mass
    /// transforms); zero elsewhere.
    glm::dvec3 center_of_mass{0.0};
    /// Turned to the scene's axis: FCL's cylinders and cones stand along z, the scene's along y.
    bool along_z = false;
    /// Moved in its body's frame (Jolt's RotatedTranslatedShape, an offset box): the pose
    /// from the shape's frame to its body's.
    std::optional<Pose> local;
};

struct Value {
    enum class Kind { Unknown, Number, Vector, Rotation, Pose, Shape, List, Object, String };
    Kind kind = Kind::Unknown;
    double x = 0;
    Token::Type type = Token::Type::Int;
    glm::dvec3 v{0.0};  ///< vectors
    int dimension = 0;  ///< vectors: 2 or 3
    Pose pose;          ///< rotations (translation zero) and poses
    std::shared_ptr<ShapeData> shape;
    std::vector<Value> items;  ///< lists
    std::string type_name;     ///< objects: the type; strings: the text
    std::vector<std::pair<std::string, Value>> fields;
    std::string why;  ///< unknown: why the value cannot be known
    int line = 0;     ///< where it was made or declared
    /// The declarations of poses and placing objects this value was made from (for "every pose
    /// places a shape").
    std::vector<int> origins;

    static Value unknown(std::string why, int line) {
        Value u;
        u.why = std::move(why);
        u.line = line;
        return u;
    }
    static Value number(double x, Token::Type type = Token::Type::Double) {
        Value n;
        n.kind = Kind::Number;
        n.x = x;
        n.type = type;
        return n;
    }
    static Value vector(glm::dvec3 v, int dimension) {
        Value n;
        n.kind = Kind::Vector;
        n.v = v;
        n.dimension = dimension;
        return n;
    }
    static Value rotation(const Pose& p) {
        Value n;
        n.kind = Kind::Rotation;
        n.pose = p;
        n.pose.translation = glm::dvec3(0.0);
        return n;
    }
    static Value pose_of(const Pose& p) {
        Value n;
        n.kind = Kind::Pose;
        n.pose = p;
        return n;
    }
    static Value object(std::string type) {
        Value n;
        n.kind = Kind::Object;
        n.type_name = std::move(type);
        return n;
    }
    static Value of_shape(std::shared_ptr<ShapeData> s) {
        Value n;
        n.kind = Kind::Shape;
        n.shape = std::move(s);
        return n;
    }

    bool known() const { return kind != Kind::Unknown; }
    const Value* field(const std::string& name) const {
        for (const auto& [k, v] : fields)
            if (k == name) return &v;
        return nullptr;
    }
    Value* field(const std::string& name) {
        for (auto& [k, v] : fields)
            if (k == name) return &v;
        return nullptr;
    }
    void set(const std::string& name, Value v) {
        if (Value* f = field(name)) {
            *f = std::move(v);
        } else {
            fields.push_back({name, std::move(v)});
        }
    }
};

/// Rotations: about a unit axis by an angle (radians), and from a quaternion (x, y, z, w).
glm::dmat3 axis_angle(glm::dvec3 axis, double angle);
Pose quaternion_pose(glm::dvec4 q);
Pose planar_pose(double c, double s, glm::dvec2 p);
/// a then b: x -> a(b(x)).
Pose compose(const Pose& a, const Pose& b);

/// A scene shape of a set of points, as every reader makes one: a point (with a radius, a
/// circle or sphere), a segment (a capsule), else a polygon hulled from them (rounded by the
/// radius) or, in 3D, a polytope (3D points with a radius: a polytope has none, so 0 here).
json shape_of_points(const std::vector<glm::dvec3>& points, int dimension, double radius = 0);

/// The type of C's arithmetic on two numbers: double if either is, else float if either is,
/// else int.
inline Token::Type common_type(Token::Type a, Token::Type b) {
    if (a == Token::Type::Double || b == Token::Type::Double) return Token::Type::Double;
    if (a == Token::Type::Float || b == Token::Type::Float) return Token::Type::Float;
    return Token::Type::Int;
}

}  // namespace gjklab::snippet
