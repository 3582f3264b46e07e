// The 2D shapes a user can build, and their "cores" (vertices + radius) for the algorithms.
#pragma once

#include <gjk/hull2d.h>
#include <gjk/support2d.h>

#include <string>
#include <variant>
#include <vector>

namespace gjk {

struct PointShape {};
struct SegmentShape {
    glm::dvec2 a{0, 0}, b{1, 0};
};
/// Convex polygon, optionally rounded by `radius`. `vertices` are counter-clockwise and
/// strictly convex (see make_polygon); `source_index[i]` is the position of vertex i in the
/// list the user gave.
struct PolygonShape {
    std::vector<glm::dvec2> vertices;
    std::vector<int> source_index;
    double radius = 0;
};
struct CircleShape {
    double radius = 1;
};
struct CapsuleShape {
    glm::dvec2 a{-0.5, 0}, b{0.5, 0};
    double radius = 0.25;
};
struct BoxShape {
    glm::dvec2 half_extents{0.5, 0.5};
};
struct EllipseShape {
    glm::dvec2 radii{1, 0.5};
};

using Shape2 = std::variant<PointShape, SegmentShape, PolygonShape, CircleShape, CapsuleShape,
                            BoxShape, EllipseShape>;

/// The type name used in scene files ("polygon", "circle", ...).
const char* shape_type_name(const Shape2& s);

/// Result of normalising a user's vertex list into a PolygonShape.
struct PolygonCheck {
    bool ok = false;
    int bad_vertex = -1;  ///< first vertex (user's numbering) that breaks convexity
    std::string error;    ///< why it is not a valid polygon
    PolygonShape polygon;
};

/// Orders `vertices` counter-clockwise and drops collinear ones. Fails when a vertex lies
/// strictly inside the hull of the others (not convex) unless `take_hull`, or when the
/// polygon has no area.
PolygonCheck make_polygon(const std::vector<glm::dvec2>& vertices, double radius, bool take_hull);

/// What the algorithms run on: a convex core (polygon with 1..n vertices, or an ellipse) and a
/// radius added around it.
template <class T>
struct Core2 {
    bool is_ellipse = false;
    std::vector<Vec2<T>> vertices;  ///< counter-clockwise, strictly convex
    Vec2<T> radii{0, 0};            ///< ellipse semi-axes
    T radius = 0;

    PolygonProxy<T> polygon_proxy() const {
        return {vertices.data(), int(vertices.size()), radius};
    }
    EllipseProxy<T> ellipse_proxy() const { return {radii, radius}; }
};

template <class T>
Core2<T> make_core(const Shape2& shape) {
    Core2<T> c;
    auto v = [](double x, double y) { return Vec2<T>(T(x), T(y)); };
    std::visit(
        [&](const auto& s) {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, PointShape>) {
                c.vertices = {v(0, 0)};
            } else if constexpr (std::is_same_v<S, SegmentShape>) {
                c.vertices = {Vec2<T>(s.a), Vec2<T>(s.b)};
            } else if constexpr (std::is_same_v<S, PolygonShape>) {
                // One exact-size block: a scene's hulls scanned pair after pair stay compact.
                c.vertices.reserve(s.vertices.size());
                for (auto& p : s.vertices) c.vertices.push_back(Vec2<T>(p));
                c.radius = T(s.radius);
            } else if constexpr (std::is_same_v<S, CircleShape>) {
                c.vertices = {v(0, 0)};
                c.radius = T(s.radius);
            } else if constexpr (std::is_same_v<S, CapsuleShape>) {
                c.vertices = {Vec2<T>(s.a), Vec2<T>(s.b)};
                if (s.a == s.b) c.vertices.pop_back();
                c.radius = T(s.radius);
            } else if constexpr (std::is_same_v<S, BoxShape>) {
                const double hx = s.half_extents.x, hy = s.half_extents.y;
                c.vertices = {v(-hx, -hy), v(hx, -hy), v(hx, hy), v(-hx, hy)};
            } else if constexpr (std::is_same_v<S, EllipseShape>) {
                c.is_ellipse = true;
                c.radii = Vec2<T>(s.radii);
            }
        },
        shape);
    return c;
}

/// A point inside the core, in its frame: a polygon's vertex mean (a capsule's or a segment's
/// midpoint), the origin for an ellipse.
template <class T>
Vec2<T> centre_of(const Core2<T>& core) {
    if (core.is_ellipse) return {0, 0};
    return vertex_mean(core.vertices.data(), int(core.vertices.size()));
}

/// Calls f(proxy) with the core's proxy type (two types in all, so pairs instantiate 4 times).
template <class T, class F>
decltype(auto) with_proxy(const Core2<T>& core, F&& f) {
    if (core.is_ellipse) return f(core.ellipse_proxy());
    return f(core.polygon_proxy());
}

/// A shape placed in the world.
template <class T>
struct Body2 {
    Core2<T> core;
    Transform2<T> xf;
};

}  // namespace gjk
