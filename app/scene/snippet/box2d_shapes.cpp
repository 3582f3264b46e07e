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
        made->shape = shape_of_points(corners, 2, r);
        if (old && r > 0) skin = true;
        return made;
    }
    return nullptr;
}

}  // namespace gjklab::snippet::box2d

namespace gjklab::snippet::box2d {

namespace {

/// b2Vec2 arithmetic in float, as Box2D does it (math_functions.h).
struct V2 {
    float x, y;
};
V2 sub(V2 a, V2 b) {
    return {a.x - b.x, a.y - b.y};
}
float cross(V2 a, V2 b) {
    return a.x * b.y - a.y * b.x;
}
float distance_squared(V2 a, V2 b) {
    const V2 c = sub(b, a);
    return c.x * c.x + c.y * c.y;
}
V2 normalize(V2 v) {
    const float length = std::sqrt(v.x * v.x + v.y * v.y);
    if (length < 1.1920929e-07f) return {0, 0};
    const float inv = 1.0f / length;
    return {inv * v.x, inv * v.y};
}
constexpr float kLinearSlop = 0.005f;

/// hull.c's b2RecurseHull: the hull to the right of p1-p2 (points left of it dropped).
std::vector<V2> recurse_hull(V2 p1, V2 p2, const std::vector<V2>& ps) {
    if (ps.empty()) return {};
    const V2 e = normalize(sub(p2, p1));
    std::vector<V2> right;
    size_t best = 0;
    float best_distance = cross(sub(ps[0], p1), e);
    if (best_distance > 0.0f) right.push_back(ps[0]);
    for (size_t i = 1; i < ps.size(); ++i) {
        const float distance = cross(sub(ps[i], p1), e);
        if (distance > best_distance) best = i, best_distance = distance;
        if (distance > 0.0f) right.push_back(ps[i]);
    }
    if (best_distance < 2.0f * kLinearSlop) return {};
    const V2 best_point = ps[best];
    std::vector<V2> hull = recurse_hull(p1, best_point, right);
    hull.push_back(best_point);
    for (const V2& p : recurse_hull(best_point, p2, right)) hull.push_back(p);
    return hull;
}

}  // namespace

std::vector<glm::dvec3> compute_hull(const std::vector<glm::dvec3>& points) {
    if (points.size() < 3 || points.size() > kMaxPolygonVertices) return {};
    // Weld points closer than 4 linear slops; the first of them remains.
    std::vector<V2> ps;
    V2 lower{3.4e38f, 3.4e38f}, upper{-3.4e38f, -3.4e38f};
    const float tolerance_squared = 16.0f * kLinearSlop * kLinearSlop;
    for (size_t i = 0; i < points.size(); ++i) {
        const V2 vi{float(points[i].x), float(points[i].y)};
        lower = {std::min(lower.x, vi.x), std::min(lower.y, vi.y)};
        upper = {std::max(upper.x, vi.x), std::max(upper.y, vi.y)};
        bool unique = true;
        for (size_t j = 0; j < i && unique; ++j)
            unique =
                distance_squared(vi, {float(points[j].x), float(points[j].y)}) >= tolerance_squared;
        if (unique) ps.push_back(vi);
    }
    if (ps.size() < 3) return {};
    // The point furthest from the box's centre, then the point furthest from it.
    const V2 c{0.5f * (lower.x + upper.x), 0.5f * (lower.y + upper.y)};
    size_t f1 = 0;
    float d1 = distance_squared(c, ps[0]);
    for (size_t i = 1; i < ps.size(); ++i)
        if (const float d = distance_squared(c, ps[i]); d > d1) f1 = i, d1 = d;
    const V2 p1 = ps[f1];
    ps[f1] = ps.back();
    ps.pop_back();
    size_t f2 = 0;
    float d2 = distance_squared(p1, ps[0]);
    for (size_t i = 1; i < ps.size(); ++i)
        if (const float d = distance_squared(p1, ps[i]); d > d2) f2 = i, d2 = d;
    const V2 p2 = ps[f2];
    ps[f2] = ps.back();
    ps.pop_back();
    // Points right and left of p1-p2; those within 2 linear slops of it are dropped.
    std::vector<V2> right, left;
    const V2 e = normalize(sub(p2, p1));
    for (const V2& p : ps) {
        const float d = cross(sub(p, p1), e);
        if (d >= 2.0f * kLinearSlop)
            right.push_back(p);
        else if (d <= -2.0f * kLinearSlop)
            left.push_back(p);
    }
    const std::vector<V2> hull1 = recurse_hull(p1, p2, right), hull2 = recurse_hull(p2, p1, left);
    if (hull1.empty() && hull2.empty()) return {};
    std::vector<V2> hull{p1};
    hull.insert(hull.end(), hull1.begin(), hull1.end());
    hull.push_back(p2);
    hull.insert(hull.end(), hull2.begin(), hull2.end());
    // Merge collinear points: a point within 2 linear slops of its neighbours' line goes.
    bool searching = true;
    while (searching && hull.size() > 2) {
        searching = false;
        for (size_t i = 0; i < hull.size(); ++i) {
            const size_t i2 = (i + 1) % hull.size(), i3 = (i + 2) % hull.size();
            const V2 r = normalize(sub(hull[i3], hull[i]));
            if (cross(sub(hull[i2], hull[i]), r) <= 2.0f * kLinearSlop) {
                hull.erase(hull.begin() + std::ptrdiff_t(i2));
                searching = true;
                break;
            }
        }
    }
    if (hull.size() < 3) return {};
    std::vector<glm::dvec3> out;
    for (const V2& p : hull) out.push_back({double(p.x), double(p.y), 0});
    return out;
}

}  // namespace gjklab::snippet::box2d
