#include "scene/snippet/evaluate.h"

#include <glm/geometric.hpp>

#include <cmath>

namespace gjklab::snippet {

json shape_of_points(const std::vector<glm::dvec3>& points, int dimension, double radius) {
    json list = json::array();
    for (const glm::dvec3& p : points) {
        json xyz = json::array();
        for (int k = 0; k < dimension; ++k) xyz.push_back(p[k]);
        list.push_back(xyz);
    }
    if (points.size() == 1)
        return radius > 0 ? json{{"type", dimension == 2 ? "circle" : "sphere"},
                                 {"position", list[0]},
                                 {"radius", radius}}
                          : json{{"type", "point"}, {"position", list[0]}};
    if (points.size() == 2)
        return radius > 0
                   ? json{{"type", "capsule"}, {"a", list[0]}, {"b", list[1]}, {"radius", radius}}
                   : json{{"type", "segment"}, {"a", list[0]}, {"b", list[1]}};
    if (dimension == 3) return {{"type", "polytope"}, {"points", list}};
    json polygon = {{"type", "polygon"}, {"vertices", list}, {"hull", true}};
    if (radius > 0) polygon["radius"] = radius;
    return polygon;
}

glm::dmat3 axis_angle(glm::dvec3 axis, double angle) {
    axis = glm::normalize(axis);
    const double c = std::cos(angle), s = std::sin(angle), t = 1 - c;
    const double x = axis.x, y = axis.y, z = axis.z;
    glm::dmat3 m;  // columns
    m[0] = {t * x * x + c, t * x * y + s * z, t * x * z - s * y};
    m[1] = {t * x * y - s * z, t * y * y + c, t * y * z + s * x};
    m[2] = {t * x * z + s * y, t * y * z - s * x, t * z * z + c};
    return m;
}

Pose quaternion_pose(glm::dvec4 q) {
    Pose p;
    p.quaternion = q;
    const glm::dvec4 u = glm::normalize(q);
    const double x = u.x, y = u.y, z = u.z, w = u.w;
    p.rotation[0] = {1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)};
    p.rotation[1] = {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
    p.rotation[2] = {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
    return p;
}

Pose planar_pose(double c, double s, glm::dvec2 position) {
    Pose p;
    p.cos_sin = glm::dvec2(c, s);
    p.rotation[0] = {c, s, 0};
    p.rotation[1] = {-s, c, 0};
    p.translation = {position.x, position.y, 0};
    return p;
}

Pose compose(const Pose& a, const Pose& b) {
    Pose p;
    p.rotation = a.rotation * b.rotation;
    p.translation = a.rotation * b.translation + a.translation;
    if (a.cos_sin && b.cos_sin) {  // 2D: the product's (cos, sin) as b2MulRot computes it
        const glm::dvec2 q = *a.cos_sin, r = *b.cos_sin;
        p.cos_sin = glm::dvec2(q.x * r.x - q.y * r.y, q.y * r.x + q.x * r.y);
    }
    return p;
}

bool is_pose_like(const Value& v) {
    return v.kind == Value::Kind::Pose || v.kind == Value::Kind::Rotation;
}

std::optional<Value> c_math_function(const std::string& f, const std::vector<Value>& args, int line,
                                     const Evaluator& e) {
    static const char* const kOne[] = {"sin",  "cos",  "tan",  "sqrt", "abs",
                                       "fabs", "asin", "acos", "atan"};
    std::string base = f;
    bool single = false;
    if (base.size() > 1 && base.back() == 'f' && base != "inf") {
        const std::string shorter = base.substr(0, base.size() - 1);
        for (const char* k : kOne) single |= shorter == k;
        single |= shorter == "atan2";
        if (single) base = shorter;
    }
    auto num = [&](size_t k) { return e.number(args[k], line, f + "'s argument"); };
    for (const char* k : kOne) {
        if (base != k) continue;
        if (args.size() != 1) e.fail(line, f + " takes one argument");
        if (!args[0].known()) return args[0];
        const bool as_float = single || args[0].type == Token::Type::Float;
        const double x = num(0);
        // The function of C's <math.h> in the argument's precision (sinf for a float).
        auto apply = [&](auto v) -> double {
            return base == "sin"    ? std::sin(v)
                   : base == "cos"  ? std::cos(v)
                   : base == "tan"  ? std::tan(v)
                   : base == "sqrt" ? std::sqrt(v)
                   : base == "asin" ? std::asin(v)
                   : base == "acos" ? std::acos(v)
                   : base == "atan" ? std::atan(v)
                                    : std::fabs(v);
        };
        const double r = as_float ? apply(float(x)) : apply(x);
        if (!std::isfinite(r)) e.fail(line, f + " of this number is not a number");
        return Value::number(r, as_float ? Token::Type::Float : Token::Type::Double);
    }
    if (base == "atan2" || base == "min" || base == "max" || base == "pow") {
        if (args.size() != 2) e.fail(line, f + " takes two arguments");
        if (!args[0].known()) return args[0];
        if (!args[1].known()) return args[1];
        const Token::Type t = single ? Token::Type::Float : common_type(args[0].type, args[1].type);
        const double a = num(0), b = num(1);
        double r = base == "atan2" ? std::atan2(a, b)
                   : base == "min" ? std::min(a, b)
                   : base == "max" ? std::max(a, b)
                                   : std::pow(a, b);
        if (t == Token::Type::Float) r = double(float(r));
        return Value::number(r, t);
    }
    return std::nullopt;
}

}  // namespace gjklab::snippet
