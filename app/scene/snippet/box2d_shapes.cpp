#include "scene/snippet/box2d_shapes.h"

#include <cmath>

#include "scene/snippet/engines.h"

namespace gjklab::snippet::box2d {

Value vec(const Value& v, Evaluator& e, int line, const std::string& what) {
    const glm::dvec3 p = e.vector(v, line, what, 2);
    Value r = Value::vector({to_float(p.x), to_float(p.y), 0}, 2);
    r.origins = v.origins;
    return r;
}

double num(const Value& v, Evaluator& e, int line, const std::string& what) {
    return to_float(e.number(v, line, what));
}

/// Box2D 3.1's b2ComputeCosSin (src/math_functions.c), in float as there: Bhaskara's
/// approximations of the cosine on [-pi/2, pi/2] and the sine on [0, pi], normalised.
glm::dvec2 compute_cos_sin(float radians) {
    const float pi = 3.14159265359f;
    const float x = std::remainder(radians, 2.0f * pi);
    const float pi2 = pi * pi;
    float c;
    if (x < -0.5f * pi) {
        const float y = x + pi, y2 = y * y;
        c = -(pi2 - 4.0f * y2) / (pi2 + y2);
    } else if (x > 0.5f * pi) {
        const float y = x - pi, y2 = y * y;
        c = -(pi2 - 4.0f * y2) / (pi2 + y2);
    } else {
        const float y2 = x * x;
        c = (pi2 - 4.0f * y2) / (pi2 + y2);
    }
    float s;
    if (x < 0.0f) {
        const float y = x + pi;
        s = -16.0f * y * (pi - y) / (5.0f * pi2 - 4.0f * y * (pi - y));
    } else {
        s = 16.0f * x * (pi - x) / (5.0f * pi2 - 4.0f * x * (pi - x));
    }
    const float mag = std::sqrt(s * s + c * c);
    const float inv = mag > 0.0f ? 1.0f / mag : 0.0f;
    return {double(c * inv), double(s * inv)};
}

/// A polygon struct with these corners (in the shape's frame) and radius.
Value polygon(const std::vector<glm::dvec3>& corners, double radius, const std::string& type) {
    Value p = Value::object(type);
    Value list;
    list.kind = Value::Kind::List;
    for (const glm::dvec3& c : corners) list.items.push_back(Value::vector(c, 2));
    p.set(type == "b2PolygonShape" ? "m_vertices" : "vertices", list);
    p.set(type == "b2PolygonShape" ? "m_count" : "count",
          Value::number(double(corners.size()), Token::Type::Int));
    p.set(type == "b2PolygonShape" ? "m_radius" : "radius",
          Value::number(radius, Token::Type::Float));
    return p;
}

/// Box corners turned by (c, s) and moved by `center`, in float as Box2D computes them.
std::vector<glm::dvec3> box_corners(double hx, double hy, glm::dvec3 center, double c, double s) {
    std::vector<glm::dvec3> out;
    for (const glm::dvec2 k :
         {glm::dvec2(-hx, -hy), glm::dvec2(hx, -hy), glm::dvec2(hx, hy), glm::dvec2(-hx, hy)}) {
        const float x = float(c) * float(k.x) - float(s) * float(k.y) + float(center.x);
        const float y = float(s) * float(k.x) + float(c) * float(k.y) + float(center.y);
        out.push_back({double(x), double(y), 0});
    }
    return out;
}

std::vector<glm::dvec3> points_of(const Value& given, const Value& count, Evaluator& e, int line) {
    Value list = given;
    if (given.kind == Value::Kind::Vector) {  // &point with a count of 1
        list = Value();
        list.kind = Value::Kind::List;
        list.items.push_back(given);
    }
    if (list.kind != Value::Kind::List) {
        if (!list.known()) e.fail(line, "the points are not known: " + list.why);
        e.fail(line, "the points must be an array of b2Vec2");
    }
    size_t n = list.items.size();
    if (count.known()) {
        const double c = e.number(count, line, "the count");
        if (c < 0 || c > double(list.items.size()) || c != std::floor(c))
            e.fail(line, "the count " + std::to_string(c) + " does not fit the " +
                             std::to_string(list.items.size()) + " points given");
        n = size_t(c);
    }
    std::vector<glm::dvec3> out;
    for (size_t k = 0; k < n; ++k)
        out.push_back(vec(list.items[k], e, line, "point " + std::to_string(k)).v);
    return out;
}

std::shared_ptr<ShapeData> shape_from(const Value& v, Evaluator& e, int line, bool& skin) {
    if (v.kind != Value::Kind::Object) return nullptr;
    const std::string& t = v.type_name;
    auto made = std::make_shared<ShapeData>();
    made->kind = t;
    made->dimension = 2;
    made->line = line;
    if (const Value* n = v.field("#name")) made->variable = n->type_name;
    auto radius_of = [&](const char* key) {
        const Value* r = v.field(key);
        return r ? to_float(e.number(*r, line, "the radius")) : 0.0;
    };
    if (t == "b2Circle" || t == "b2CircleShape") {
        const glm::dvec3 c = vec(field_or_unknown(v, t == "b2Circle" ? "center" : "m_p", line), e,
                                 line, "the centre")
                                 .v;
        const double r = radius_of(t == "b2Circle" ? "radius" : "m_radius");
        made->shape = r > 0
                          ? json{{"type", "circle"}, {"position", point_json(c, 2)}, {"radius", r}}
                          : json{{"type", "point"}, {"position", point_json(c, 2)}};
        return made;
    }
    if (t == "b2Capsule" || t == "b2Segment" || t == "b2EdgeShape") {
        const bool seg = t != "b2Capsule";
        const char* k1 = t == "b2Capsule" ? "center1" : t == "b2Segment" ? "point1" : "m_vertex1";
        const char* k2 = t == "b2Capsule" ? "center2" : t == "b2Segment" ? "point2" : "m_vertex2";
        const glm::dvec3 p = vec(field_or_unknown(v, k1, line), e, line, k1).v;
        const glm::dvec3 q = vec(field_or_unknown(v, k2, line), e, line, k2).v;
        const double r = seg ? radius_of("m_radius") : radius_of("radius");
        made->shape =
            r > 0 ? json{{"type", "capsule"},
                         {"a", point_json(p, 2)},
                         {"b", point_json(q, 2)},
                         {"radius", r}}
                  : json{{"type", "segment"}, {"a", point_json(p, 2)}, {"b", point_json(q, 2)}};
        return made;
    }
    if (t == "b2Polygon" || t == "b2PolygonShape" || t == "b2ShapeProxy" ||
        t == "b2DistanceProxy" || t == "b2Hull") {
        const bool old = t == "b2PolygonShape" || (v.field("m_vertices") != nullptr);
        const Value points = field_or_unknown(v, old ? "m_vertices" : "vertices", line);
        const Value count = field_or_unknown(v, old ? "m_count" : "count", line);
        if (!points.known() && t == "b2PolygonShape")
            e.fail(line, "this b2PolygonShape has no points: give them with Set or SetAsBox");
        const auto corners = points_of(points, count, e, line);
        const double r = radius_of(old ? "m_radius" : "radius");
        const Value* box = v.field("#box");
        if (box != nullptr && r == 0) {
            made->shape = {{"type", "box"}, {"half_extents", point_json(box->v, 2)}};
            return made;
        }
        if (corners.empty()) e.fail(line, "this shape has no points");
        json list = json::array();
        for (const glm::dvec3& c : corners) list.push_back(point_json(c, 2));
        if (corners.size() == 1) {
            made->shape = r > 0 ? json{{"type", "circle"}, {"position", list[0]}, {"radius", r}}
                                : json{{"type", "point"}, {"position", list[0]}};
        } else if (corners.size() == 2) {
            made->shape =
                r > 0 ? json{{"type", "capsule"}, {"a", list[0]}, {"b", list[1]}, {"radius", r}}
                      : json{{"type", "segment"}, {"a", list[0]}, {"b", list[1]}};
        } else {
            made->shape = {{"type", "polygon"}, {"vertices", list}, {"hull", true}};
            if (r > 0) made->shape["radius"] = r;
        }
        if (old && r > 0) skin = true;
        return made;
    }
    return nullptr;
}

}  // namespace gjklab::snippet::box2d
