// Support functions of 2D convex shapes, as the algorithms see them.
//
// GJK and EPA see a convex shape only through its support mapping s(d), a point of the shape
// farthest along d (Gilbert and Foo, "Computing the distance between general convex objects in
// three-dimensional space", IEEE Transactions on Robotics and Automation 6(1), 1990; van den
// Bergen, "Collision Detection in Interactive 3D Environments", 2003). A polygon's support is
// its vertex of largest d.v, found by a scan or, on large polygons, by hill climbing from a
// hint; an ellipse's is the image of the unit circle's support under its axis scaling.
//
// Every shape is a "core" plus a radius (as in Box2D): a circle is a point with a radius, a
// capsule a segment with a radius, a rounded polygon a polygon with a radius. GJK and EPA run on
// the cores and add the radii at the end, so curvature costs no iterations. The only shape whose
// core itself is curved is the ellipse.
//
// A support proxy provides, in its own frame:
//   SupportPoint<T> support(Vec2<T> dir, int hint) const;  // farthest core point along dir
//   T radius;                                               // added around the core
//   static constexpr bool discrete;                         // core has finitely many vertices
//   Vec2<T> vertex(int index) const;                        // discrete proxies only
#pragma once

#include <gjk/farthest_point2d.h>
#include <gjk/math2d.h>

#include <cmath>
#include <limits>
#include <type_traits>

namespace gjk {

/// A point of a shape's core that maximises dot(point, dir), with the index of the feature
/// (vertex) that produced it; -1 for a curved core.
template <class T>
struct SupportPoint {
    Vec2<T> point;
    int index;
};

/// Any convex polygon core, including the degenerate ones: 1 vertex (point, circle), 2 vertices
/// (segment, capsule). Vertices are counter-clockwise and strictly convex; the proxy does not
/// own them.
template <class T>
struct PolygonProxy {
    static constexpr bool discrete = true;
    /// Above this many vertices the support walks uphill from the hint instead of scanning:
    /// with a good hint it looks at a few vertices instead of all. Below, scanning them all
    /// is faster (docs/performance.md, "Support scans").
    static constexpr int kScanMax = 32;

    const Vec2<T>* vertices = nullptr;
    int count = 0;
    T radius = 0;

    Vec2<T> vertex(int index) const { return vertices[index]; }

    /// `hint`: a vertex to start climbing from (-1: none).
    SupportPoint<T> support(const Vec2<T>& d, int hint = -1) const {
        if (count <= kScanMax) return scan(d);
        return climb(d, hint);
    }

    /// Linear scan, ties to the lowest index: farthest_point2d.h on x86 (up to 64 vertices),
    /// else a plain loop.
    SupportPoint<T> scan(const Vec2<T>& d) const {
#ifdef GJK_X86_SIMD
        constexpr bool kFloating = std::is_same_v<T, float> || std::is_same_v<T, double>;
        if constexpr (kFloating && sizeof(Vec2<T>) == 2 * sizeof(T)) {
            if (count <= detail::kFarthest2Max) {
                const size_t k = detail::farthest2_sse(&vertices[0].x, count, d.x, d.y);
                return {vertices[k], int(k)};
            }
        }
#endif
        int best = 0;
        T best_dot = glm::dot(vertices[0], d);
        for (int i = 1; i < count; ++i) {
            const T v = glm::dot(vertices[i], d);
            const bool better = v > best_dot;
            best_dot = better ? v : best_dot;
            best = better ? i : best;
        }
        return {vertices[best], best};
    }

    /// Without a hint, the best of about sqrt(n) evenly spaced vertices: the climb from there
    /// takes about sqrt(n) steps, O(sqrt n) in all instead of O(n).
    int coarse_start(const Vec2<T>& d) const {
        int stride = 1;
        while (stride * stride < count) ++stride;
        int best = 0;
        T best_dot = glm::dot(vertices[0], d);
        for (int i = stride; i < count; i += stride) {
            const T v = glm::dot(vertices[i], d);
            const bool better = v > best_dot;
            best_dot = better ? v : best_dot;
            best = better ? i : best;
        }
        return best;
    }

    /// Hill climbing on a strictly convex polygon: dot(v_i, d) is unimodal around the cycle, so
    /// walking to the better neighbour until neither is better reaches the maximum
    /// (van den Bergen, "Collision Detection in Interactive 3D Environments", 4.3.3).
    SupportPoint<T> climb(const Vec2<T>& d, int hint) const {
        int i = (hint >= 0 && hint < count) ? hint : coarse_start(d);
        const int last = count - 1;
        T here = glm::dot(vertices[i], d);
        const int next = i == last ? 0 : i + 1;
        const int prev = i == 0 ? last : i - 1;
        const T ahead = glm::dot(vertices[next], d);
        const T behind = glm::dot(vertices[prev], d);
        if (!(ahead > here) && !(behind > here)) return {vertices[i], i};
        // Walk towards the better neighbour. A strictly convex polygon needs fewer than count
        // steps; the bound guards against input that rounding made slightly non-convex.
        if (ahead > here) {
            i = next;
            here = ahead;
            for (int guard = 0; guard < count; ++guard) {
                const int j = i == last ? 0 : i + 1;
                const T v = glm::dot(vertices[j], d);
                if (!(v > here)) break;
                i = j;
                here = v;
            }
        } else {
            i = prev;
            here = behind;
            for (int guard = 0; guard < count; ++guard) {
                const int j = i == 0 ? last : i - 1;
                const T v = glm::dot(vertices[j], d);
                if (!(v > here)) break;
                i = j;
                here = v;
            }
        }
        return {vertices[i], i};
    }
};

/// Ellipse centred at the origin with semi-axes (rx, ry) along the local axes.
template <class T>
struct EllipseProxy {
    static constexpr bool discrete = false;
    Vec2<T> radii{1, 1};
    T radius = 0;

    Vec2<T> vertex(int) const { return {0, 0}; }

    /// The boundary point with outward normal along d: p = D^2 d / |D d|, with D = diag(rx, ry)
    /// (the support of the image of the unit circle under D).
    SupportPoint<T> support(const Vec2<T>& d, int = 0) const {
        Vec2<T> dd{radii.x * d.x, radii.y * d.y};
        T len = std::sqrt(dd.x * dd.x + dd.y * dd.y);
        if (!(len > 0)) return {{radii.x, 0}, -1};
        return {Vec2<T>{radii.x * dd.x, radii.y * dd.y} / len, -1};
    }
};

}  // namespace gjk
