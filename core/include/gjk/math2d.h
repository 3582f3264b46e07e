// Small 2D helpers on top of GLM: cross products, perpendiculars and rigid transforms.
#pragma once

#include <gjk/common.h>
#include <gjk/force_inline.h>
#include <gjk/simd.h>

#include <cmath>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <limits>
#include <type_traits>

namespace gjk {

template <class T>
using Vec2 = glm::vec<2, T, glm::defaultp>;

/// z component of the 3D cross product (a.x, a.y, 0) x (b.x, b.y, 0).
template <class T>
inline T cross(const Vec2<T>& a, const Vec2<T>& b) {
    return a.x * b.y - a.y * b.x;
}

/// a rotated by +90 degrees (counter-clockwise).
template <class T>
inline Vec2<T> perp_left(const Vec2<T>& a) {
    return {-a.y, a.x};
}

/// a rotated by -90 degrees (clockwise).
template <class T>
inline Vec2<T> perp_right(const Vec2<T>& a) {
    return {a.y, -a.x};
}

/// perp_left(a) when side > 0, else perp_right(a) = -perp_left(a).
template <class T>
GJK_FORCE_INLINE Vec2<T> perp_towards(const Vec2<T>& a, T side) {
#ifdef GJK_X86_SIMD
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
        T x = -a.y, y = a.x;  // perp_left(a), negated unless side > 0
        detail::negate_unless_positive(side, x, y);
        return {x, y};
    }
#endif
    return side > 0 ? perp_left(a) : perp_right(a);
}

template <class T>
inline T length_sq(const Vec2<T>& a) {
    return a.x * a.x + a.y * a.y;
}

/// Rigid 2D transform: x_world = R(angle) * x_local + p.
template <class T>
struct Transform2 {
    Vec2<T> p{0, 0};
    T c = 1;  ///< cos(angle)
    T s = 0;  ///< sin(angle)

    static Transform2 from_angle(Vec2<T> position, T radians) {
        return {position, std::cos(radians), std::sin(radians)};
    }
    /// Rotates a direction.
    Vec2<T> rotate(const Vec2<T>& v) const { return {c * v.x - s * v.y, s * v.x + c * v.y}; }
    /// Rotates a direction by the inverse rotation (world direction into the local frame).
    Vec2<T> inv_rotate(const Vec2<T>& v) const { return {c * v.x + s * v.y, -s * v.x + c * v.y}; }
    Vec2<T> apply(const Vec2<T>& v) const { return rotate(v) + p; }
    Vec2<T> inv_apply(const Vec2<T>& v) const { return inv_rotate(v - p); }

    /// The transform of frame `b` seen from this frame: inv(this) * b.
    Transform2 relative(const Transform2& b) const {
        return {inv_rotate(b.p - p), c * b.c + s * b.s, c * b.s - s * b.c};
    }
    template <class U>
    Transform2<U> cast() const {
        return {Vec2<U>(p), U(c), U(s)};
    }
};

}  // namespace gjk
