// Support functions of 3D convex cores (same contract as support2d.h): polytopes (any point
// set; point, segment, box, sphere and capsule are polytopes with 1, 2 or 8 vertices and a
// radius), and the curved cylinder, cone and ellipsoid.
//
// Support mappings as in Gilbert and Foo (IEEE Transactions on Robotics and Automation 6(1),
// 1990) and van den Bergen ("Collision Detection in Interactive 3D Environments", 2003, and
// "Proximity Queries and Penetration Depth Computation on 3D Game Objects", GDC 2001, which
// lists those of boxes, cones and cylinders). Departures: a polytope with its hull's edge
// graph climbs it (steepest ascent: on a convex polytope a local maximum is global) instead of
// scanning, and the cone's support compares the apex with the farthest rim point instead of
// testing the direction against the cone's half angle (the same point).
#pragma once

#include <gjk/box_corners3d.h>
#include <gjk/farthest_point3d.h>
#include <gjk/math3d.h>

#include <cmath>
#include <type_traits>

namespace gjk {

template <class T>
struct SupportPoint3 {
    Vec3<T> point;
    int index;  ///< vertex index, -1 on a curved core
};

template <class T>
struct PolytopeProxy3 {
    static constexpr bool discrete = true;
    /// With the hull's edge graph, from this many vertices on the support climbs instead of
    /// scanning: the climb's steps depend on one another and branch on the data, so the
    /// branch-free scan wins below this size (docs/performance.md, "Support scans").
    static constexpr int kClimbMin = 1024;
    const Vec3<T>* vertices = nullptr;
    int count = 0;
    T radius = 0;
    /// Optional edge graph of the hull (CSR: neighbours of i are adj[adj_start[i] ..
    /// adj_start[i + 1])); the vertices must then all be hull vertices.
    const int* adj_start = nullptr;
    const int* adj = nullptr;
    /// Which vertex is which corner when the 8 vertices are a box's (box_corners3d.h): pairs
    /// then pick the support by signs (minkowski_support3d.h). Not used by support() here.
    BoxCorners corners = {};

    Vec3<T> vertex(int i) const { return vertices[i]; }

    /// Whether support(d, hint) climbs the edge graph (and so uses its hint) rather than scans.
    bool climbs() const { return adj && count >= kClimbMin; }

    /// Farthest vertex along d: steepest ascent on the edge graph from `hint` when there is a
    /// graph (on a convex polytope a local maximum is global), a scan otherwise.
    SupportPoint3<T> support(const Vec3<T>& d, int hint) const {
        if (!climbs()) return support(d);
        auto dot = [&](int i) { return glm::dot(vertices[i], d); };
        int i = hint;
        if (i < 0 || i >= count) {  // no hint: the best of about sqrt(n) spread vertices
            int stride = 1;
            while (stride * stride < count) ++stride;
            i = 0;
            for (int k = stride; k < count; k += stride) i = dot(k) > dot(i) ? k : i;
        }
        T here = dot(i);
        for (int guard = 0; guard < count; ++guard) {
            int best = -1;
            for (int e = adj_start[i]; e < adj_start[i + 1]; ++e) {
                const T v = dot(adj[e]);
                if (v > here) here = v, best = adj[e];
            }
            if (best < 0) break;
            i = best;
        }
        return {vertices[i], i};
    }

    /// Linear scan; ties go to the lowest index, as in a plain scan. On x86, double and (with
    /// AVX2, 8 points or more) float, farthest_point3d.h; otherwise four running maxima over
    /// interleaved points (the value by max, the index by masking with the comparison), merged at
    /// the end. Shaped for speed: docs/performance.md, "Support scans".
    SupportPoint3<T> support(const Vec3<T>& d) const {
#ifdef GJK_X86_SIMD
        if constexpr (std::is_same_v<T, double> && sizeof(Vec3<T>) == 3 * sizeof(double)) {
            if (count >= 2) {
                const int k = detail::farthest_simd(&vertices[0].x, count, d.x, d.y, d.z);
                return {vertices[k], k};
            }
        }
        if constexpr (std::is_same_v<T, float> && sizeof(Vec3<T>) == 3 * sizeof(float)) {
            if (count >= 8 && detail::has_avx2()) {
                const int k = detail::farthest_avx2(&vertices[0].x, count, d.x, d.y, d.z);
                return {vertices[k], k};
            }
        }
#endif
        auto dot = [&](int i) {
            return vertices[i].x * d.x + vertices[i].y * d.y + vertices[i].z * d.z;
        };
        // m = max(m, v) and k = i where v > m, ties keeping k.
        auto keep = [](T& m, int& k, T v, int i) {
            const int better = -int(v > m);
            m = v > m ? v : m;
            k ^= (k ^ i) & better;
        };
        if (count < 4) {
            int best = 0;
            T m = dot(0);
            for (int i = 1; i < count; ++i) keep(m, best, dot(i), i);
            return {vertices[best], best};
        }
        T m0 = dot(0), m1 = dot(1), m2 = dot(2), m3 = dot(3);
        int k0 = 0, k1 = 1, k2 = 2, k3 = 3;
        int i = 4;
        for (; i + 3 < count; i += 4) {
            keep(m0, k0, dot(i), i);
            keep(m1, k1, dot(i + 1), i + 1);
            keep(m2, k2, dot(i + 2), i + 2);
            keep(m3, k3, dot(i + 3), i + 3);
        }
        for (; i < count; ++i) keep(m0, k0, dot(i), i);
        // Merge pairwise; on equal values the lower index wins.
        auto merge = [](T& m, int& k, T mo, int ko) {
            const int take = -int((mo > m) | ((mo == m) & (ko < k)));
            m = mo > m ? mo : m;
            k ^= (k ^ ko) & take;
        };
        merge(m0, k0, m1, k1);
        merge(m2, k2, m3, k3);
        merge(m0, k0, m2, k2);
        return {vertices[k0], k0};
    }
};

/// Box centred at the origin: the support is the corner on the side of d, picked by signs
/// (no scan). Vertex index k has bit 0, 1, 2 set for +x, +y, +z.
template <class T>
struct BoxProxy3 {
    static constexpr bool discrete = true;
    Vec3<T> half{0.5, 0.5, 0.5};
    T radius = 0;
    Vec3<T> vertex(int k) const {
        return {k & 1 ? half.x : -half.x, k & 2 ? half.y : -half.y, k & 4 ? half.z : -half.z};
    }
    SupportPoint3<T> support(const Vec3<T>& d, int = -1) const {
        const int k = int(d.x > 0) | int(d.y > 0) << 1 | int(d.z > 0) << 2;
        return {{detail::negate_unless_positive(d.x, half.x),
                 detail::negate_unless_positive(d.y, half.y),
                 detail::negate_unless_positive(d.z, half.z)},
                k};  // vertex(k), without a branch per sign (simd.h)
    }
};

/// Cylinder along local y: |y| <= half_height, x^2 + z^2 <= r^2.
template <class T>
struct CylinderProxy3 {
    static constexpr bool discrete = false;
    T half_height = 1, r = 1;
    T radius = 0;
    Vec3<T> vertex(int) const { return {0, 0, 0}; }
    SupportPoint3<T> support(const Vec3<T>& d, int = -1) const {
        const T s = std::sqrt(d.x * d.x + d.z * d.z);
        const T y = d.y > 0 ? half_height : (d.y < 0 ? -half_height : T(0));
        if (s > 0) return {{r * d.x / s, y, r * d.z / s}, -1};
        return {{0, y, 0}, -1};
    }
};

/// Cone along local y, apex at +half_height, base disk of radius r at -half_height.
template <class T>
struct ConeProxy3 {
    static constexpr bool discrete = false;
    T half_height = 1, r = 1;
    T radius = 0;
    Vec3<T> vertex(int) const { return {0, 0, 0}; }
    SupportPoint3<T> support(const Vec3<T>& d, int = -1) const {
        const T s = std::sqrt(d.x * d.x + d.z * d.z);
        const Vec3<T> rim =
            s > 0 ? Vec3<T>{r * d.x / s, -half_height, r * d.z / s} : Vec3<T>{0, -half_height, 0};
        const Vec3<T> apex{0, half_height, 0};
        return {glm::dot(apex, d) >= glm::dot(rim, d) ? apex : rim, -1};
    }
};

/// Ellipsoid with semi-axes `radii` along the local axes: p = D^2 d / |D d|.
template <class T>
struct EllipsoidProxy3 {
    static constexpr bool discrete = false;
    Vec3<T> radii{1, 1, 1};
    T radius = 0;
    Vec3<T> vertex(int) const { return {0, 0, 0}; }
    SupportPoint3<T> support(const Vec3<T>& d, int = -1) const {
        const Vec3<T> dd = radii * d;
        const T len = glm::length(dd);
        if (!(len > 0)) return {{radii.x, 0, 0}, -1};
        return {radii * dd / len, -1};
    }
};

}  // namespace gjk
