// 3D helpers on top of GLM: rigid transforms with rotations from Euler angles.
#pragma once

#include <gjk/common.h>
#include <gjk/simd.h>

#include <cmath>
#include <glm/geometric.hpp>
#include <glm/gtc/type_ptr.hpp>
#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

namespace gjk {

template <class T>
using Vec3 = glm::vec<3, T, glm::defaultp>;
template <class T>
using Mat3 = glm::mat<3, 3, T, glm::defaultp>;

template <class T>
inline T length_sq(const Vec3<T>& a) {
    return glm::dot(a, a);
}

/// Coordinate k (0, 1 or 2) of v, read by address: GLM's operator[] is a switch on k, which GCC
/// left a call whose branches, on an axis that changes from query to query, were mispredicted
/// (docs/performance.md, "Coordinates by address").
template <class T>
GJK_FORCE_INLINE T coordinate(const Vec3<T>& v, int k) {
    return glm::value_ptr(v)[k];
}

/// v where side > 0, else -v, without a branch (simd.h). In float, v times the flipped 1:
/// multiplying by -1 negates exactly, and GCC moved each separately flipped float through an
/// integer register (docs/performance.md, "3D in float"); in double the three flips are
/// faster.
template <class T>
GJK_FORCE_INLINE Vec3<T> negate_unless_positive(T side, const Vec3<T>& v) {
    if constexpr (std::is_same_v<T, float>) return v * detail::negate_unless_positive(side, T(1));
    return {detail::negate_unless_positive(side, v.x), detail::negate_unless_positive(side, v.y),
            detail::negate_unless_positive(side, v.z)};
}

/// Rigid 3D transform: x_world = R x_local + p.
template <class T>
struct Transform3 {
    Vec3<T> p{0, 0, 0};
    Mat3<T> r{1};

    /// R = Rz(z) Ry(y) Rx(x), angles in degrees (the scene file's `rotation_deg`).
    static Transform3 from_euler_deg(Vec3<T> position, Vec3<T> deg) {
        const T k = T(M_PI / 180);
        const T cx = std::cos(deg.x * k), sx = std::sin(deg.x * k);
        const T cy = std::cos(deg.y * k), sy = std::sin(deg.y * k);
        const T cz = std::cos(deg.z * k), sz = std::sin(deg.z * k);
        Mat3<T> rx(1, 0, 0, 0, cx, sx, 0, -sx, cx);  // GLM is column-major: columns listed
        Mat3<T> ry(cy, 0, -sy, 0, 1, 0, sy, 0, cy);
        Mat3<T> rz(cz, sz, 0, -sz, cz, 0, 0, 0, 1);
        return {position, rz * ry * rx};
    }
    Vec3<T> rotate(const Vec3<T>& v) const { return r * v; }
    Vec3<T> inv_rotate(const Vec3<T>& v) const { return v * r; }  // R^T v
    Vec3<T> apply(const Vec3<T>& v) const { return r * v + p; }
    Vec3<T> inv_apply(const Vec3<T>& v) const { return (v - p) * r; }
    /// Whether b is this pose, value for value (as where both shapes are given in world space,
    /// each frame the identity, as openGJK takes them). inv(this) * b is then the identity, which
    /// relative() computes exactly only at R = I: at a turned pose R^T R rounds.
    GJK_FORCE_INLINE bool same_as(const Transform3& b) const { return p == b.p && r == b.r; }
    /// inv(this) * b.
    GJK_FORCE_INLINE Transform3 relative(const Transform3& b) const {
        return {inv_rotate(b.p - p), glm::transpose(r) * b.r};
    }
    template <class U>
    Transform3<U> cast() const {
        return {Vec3<U>(p), Mat3<U>(r)};
    }
};

}  // namespace gjk
