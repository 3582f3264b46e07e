// Bounding volumes of 2D bodies and their overlap tests: AABB, bounding circle, OBB.
#pragma once

#include <gjk/sat2d.h>
#include <gjk/shapes2d.h>

#include <algorithm>
#include <array>
#include <random>

namespace gjk {

template <class T>
struct Aabb2 {
    Vec2<T> min{0, 0}, max{0, 0};
};

template <class T>
struct Circle2 {
    Vec2<T> center{0, 0};
    T radius = 0;
};

/// Oriented box: centre, unit axes, half extents along them.
template <class T>
struct Obb2 {
    Vec2<T> center{0, 0};
    Vec2<T> axis[2] = {{1, 0}, {0, 1}};
    Vec2<T> half{0, 0};
};

/// Extent of a body's core + radius along a world direction (its support value).
template <class T>
T support_value(const Body2<T>& body, const Vec2<T>& world_dir) {
    return with_proxy(body.core, [&](const auto& p) {
        Vec2<T> local = body.xf.inv_rotate(world_dir);
        return glm::dot(body.xf.apply(p.support(local).point), world_dir) +
               p.radius * glm::length(world_dir);
    });
}

/// Tight AABB from four support queries.
template <class T>
Aabb2<T> aabb_of(const Body2<T>& b) {
    return {{-support_value(b, Vec2<T>{-1, 0}), -support_value(b, Vec2<T>{0, -1})},
            {support_value(b, Vec2<T>{1, 0}), support_value(b, Vec2<T>{0, 1})}};
}

/// OBB in the body's own frame (tight on the local axes).
template <class T>
Obb2<T> obb_of(const Body2<T>& b) {
    Obb2<T> o;
    o.axis[0] = b.xf.rotate({1, 0});
    o.axis[1] = b.xf.rotate({0, 1});
    T hi[2], lo[2];
    for (int k = 0; k < 2; ++k) {
        hi[k] = support_value(b, o.axis[k]);
        lo[k] = -support_value(b, -o.axis[k]);
    }
    o.half = {(hi[0] - lo[0]) / 2, (hi[1] - lo[1]) / 2};
    o.center = o.axis[0] * ((hi[0] + lo[0]) / 2) + o.axis[1] * ((hi[1] + lo[1]) / 2);
    return o;
}

namespace detail {
template <class T>
Circle2<T> circle_from(const Vec2<T>& a, const Vec2<T>& b) {
    return {(a + b) / T(2), glm::length(a - b) / 2};
}
/// Circumcircle of a triangle (falls back to the widest pair when it is flat).
template <class T>
Circle2<T> circle_from(const Vec2<T>& a, const Vec2<T>& b, const Vec2<T>& c) {
    Vec2<T> ab = b - a, ac = c - a;
    T d = 2 * cross(ab, ac);
    if (std::abs(d) <= machine_eps<T>() * length_sq(ab) * 4) {
        Circle2<T> r = circle_from(a, b);
        for (auto cand : {circle_from(a, c), circle_from(b, c)})
            if (cand.radius > r.radius) r = cand;
        return r;
    }
    Vec2<T> u{(ac.y * length_sq(ab) - ab.y * length_sq(ac)) / d,
              (ab.x * length_sq(ac) - ac.x * length_sq(ab)) / d};
    return {a + u, glm::length(u)};
}
template <class T>
bool contains(const Circle2<T>& c, const Vec2<T>& p) {
    return glm::length(p - c.center) <= c.radius * (1 + 64 * machine_eps<T>()) + machine_eps<T>();
}
}  // namespace detail

/// Smallest enclosing circle of points (Welzl 1991, the iterative move-to-front form; expected
/// O(n) for random order, O(n^3) worst case, fine for shapes' vertex counts).
template <class T>
Circle2<T> min_enclosing_circle(const std::vector<Vec2<T>>& pts) {
    Circle2<T> c;
    if (pts.empty()) return c;
    c = {pts[0], 0};
    for (size_t i = 1; i < pts.size(); ++i) {
        if (detail::contains(c, pts[i])) continue;
        c = {pts[i], 0};
        for (size_t j = 0; j < i; ++j) {
            if (detail::contains(c, pts[j])) continue;
            c = detail::circle_from(pts[i], pts[j]);
            for (size_t k = 0; k < j; ++k)
                if (!detail::contains(c, pts[k])) c = detail::circle_from(pts[i], pts[j], pts[k]);
        }
    }
    return c;
}

/// Smallest circle around a body: exact for polygon cores (plus radius); for an ellipse, the
/// circle of its larger semi-axis.
template <class T>
Circle2<T> bounding_circle(const Body2<T>& b) {
    if (b.core.is_ellipse)
        return {b.xf.p, std::max(b.core.radii.x, b.core.radii.y) + b.core.radius};
    std::vector<Vec2<T>> world;
    for (auto& v : b.core.vertices) world.push_back(b.xf.apply(v));
    // Welzl's expected O(n) needs the points in random order; a polygon's vertices in order
    // around it are the worst case. A fixed seed keeps the run the same every time.
    std::shuffle(world.begin(), world.end(), std::minstd_rand(12345));
    Circle2<T> c = min_enclosing_circle(world);
    c.radius += b.core.radius;
    return c;
}

template <class T>
bool overlap(const Aabb2<T>& a, const Aabb2<T>& b) {
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

template <class T>
bool overlap(const Circle2<T>& a, const Circle2<T>& b) {
    T r = a.radius + b.radius;
    return length_sq(a.center - b.center) <= r * r;
}

/// A circle and an AABB overlap when the box's point nearest the centre (the centre clamped to
/// the box, coordinate by coordinate) lies within the radius.
template <class T>
bool overlap(const Circle2<T>& c, const Aabb2<T>& box) {
    const Vec2<T> nearest = glm::clamp(c.center, box.min, box.max);
    return length_sq(nearest - c.center) <= c.radius * c.radius;
}

template <class T>
std::vector<Vec2<T>> corners(const Obb2<T>& o) {
    Vec2<T> x = o.axis[0] * o.half.x, y = o.axis[1] * o.half.y;
    return {o.center - x - y, o.center + x - y, o.center + x + y, o.center - x + y};
}

/// Two OBBs overlap unless one of their four face axes separates them.
template <class T>
bool overlap(const Obb2<T>& a, const Obb2<T>& b) {
    return !sat(corners(a), corners(b)).separated;
}

}  // namespace gjk
