// Support functions of 2D convex shapes, as the algorithms see them.
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

#include <gjk/math2d.h>

#include <cmath>
#include <limits>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
    /// From this many vertices on, the support walks uphill from the hint instead of
    /// scanning: with a good hint it looks at 3 vertices instead of all of them.
    static constexpr int kHillClimbMin = 3;

    const Vec2<T>* vertices = nullptr;
    int count = 0;
    T radius = 0;

    Vec2<T> vertex(int index) const { return vertices[index]; }

    /// `hint`: a vertex to start climbing from (-1: none).
    SupportPoint<T> support(const Vec2<T>& d, int hint = -1) const {
        if (count < kHillClimbMin) return scan(d);
        return climb(d, hint);
    }

    /// Linear scan. Which vertex wins is unpredictable, so the comparisons are written to
    /// compile to conditional moves, and four interleaved running maxima keep the dependency
    /// chains short. Ties go to the lowest index, as in a plain scan.
    SupportPoint<T> scan(const Vec2<T>& d) const {
        auto dot = [&](int i) { return vertices[i].x * d.x + vertices[i].y * d.y; };
        if (count < 8) {
            int best = 0;
            T best_dot = dot(0);
            for (int i = 1; i < count; ++i) {
                const T v = dot(i);
                const bool better = v > best_dot;
                best_dot = better ? v : best_dot;
                best = better ? i : best;
            }
            return {vertices[best], best};
        }
#if defined(__SSE2__)
        if constexpr (std::is_same_v<T, float>) return scan_sse(d);
#endif
        T m[4] = {dot(0), dot(1), dot(2), dot(3)};
        int k[4] = {0, 1, 2, 3};
        int i = 4;
        for (; i + 3 < count; i += 4) {
            for (int lane = 0; lane < 4; ++lane) {
                const T v = dot(i + lane);
                const bool better = v > m[lane];
                m[lane] = better ? v : m[lane];
                k[lane] = better ? i + lane : k[lane];
            }
        }
        for (; i < count; ++i) {  // the tail joins lane 0; its indices are the largest
            const T v = dot(i);
            const bool better = v > m[0];
            m[0] = better ? v : m[0];
            k[0] = better ? i : k[0];
        }
        int best = 0;
        for (int lane = 1; lane < 4; ++lane) {
            const bool better = (m[lane] > m[best]) | ((m[lane] == m[best]) & (k[lane] < k[best]));
            best = better ? lane : best;
        }
        return {vertices[k[best]], k[best]};
    }

#if defined(__SSE2__)
    /// The same scan, four float vertices at a time (SSE2 is part of every x86-64 CPU).
    SupportPoint<T> scan_sse(const Vec2<T>& d) const {
        const float* xy = &vertices[0].x;
        const __m128 dx = _mm_set1_ps(d.x), dy = _mm_set1_ps(d.y);
        __m128 best = _mm_set1_ps(-std::numeric_limits<float>::infinity());
        __m128i best_i = _mm_setzero_si128();
        __m128i idx = _mm_setr_epi32(0, 1, 2, 3);
        const __m128i four = _mm_set1_epi32(4);
        int i = 0;
        for (; i + 3 < count; i += 4) {
            const __m128 p01 = _mm_loadu_ps(xy + 2 * i);      // x0 y0 x1 y1
            const __m128 p23 = _mm_loadu_ps(xy + 2 * i + 4);  // x2 y2 x3 y3
            const __m128 xs = _mm_shuffle_ps(p01, p23, _MM_SHUFFLE(2, 0, 2, 0));
            const __m128 ys = _mm_shuffle_ps(p01, p23, _MM_SHUFFLE(3, 1, 3, 1));
            const __m128 dots = _mm_add_ps(_mm_mul_ps(xs, dx), _mm_mul_ps(ys, dy));
            const __m128 better = _mm_cmpgt_ps(dots, best);
            best = _mm_max_ps(dots, best);
            const __m128i mask = _mm_castps_si128(better);
            best_i = _mm_or_si128(_mm_and_si128(mask, idx), _mm_andnot_si128(mask, best_i));
            idx = _mm_add_epi32(idx, four);
        }
        // Reduce the four lanes to one, in registers and without branches: (max value, lowest
        // index among equals), swapping halves then neighbours.
        auto reduce = [&](auto shuffled_ps, auto shuffled_si) {
            const __m128 other = shuffled_ps(best);
            const __m128i other_i = shuffled_si(best_i);
            const __m128i take =
                _mm_or_si128(_mm_castps_si128(_mm_cmpgt_ps(other, best)),
                             _mm_and_si128(_mm_castps_si128(_mm_cmpeq_ps(other, best)),
                                           _mm_cmplt_epi32(other_i, best_i)));
            best = _mm_castsi128_ps(_mm_or_si128(_mm_and_si128(take, _mm_castps_si128(other)),
                                                 _mm_andnot_si128(take, _mm_castps_si128(best))));
            best_i = _mm_or_si128(_mm_and_si128(take, other_i), _mm_andnot_si128(take, best_i));
        };
        reduce([](__m128 v) { return _mm_shuffle_ps(v, v, _MM_SHUFFLE(1, 0, 3, 2)); },
               [](__m128i v) { return _mm_shuffle_epi32(v, _MM_SHUFFLE(1, 0, 3, 2)); });
        reduce([](__m128 v) { return _mm_shuffle_ps(v, v, _MM_SHUFFLE(2, 3, 0, 1)); },
               [](__m128i v) { return _mm_shuffle_epi32(v, _MM_SHUFFLE(2, 3, 0, 1)); });
        float best_dot = _mm_cvtss_f32(best);
        int best_index = _mm_cvtsi128_si32(best_i);
        for (; i < count; ++i) {  // tail: larger indices, so only a strictly better one wins
            const float v = vertices[i].x * d.x + vertices[i].y * d.y;
            if (v > best_dot) {
                best_dot = v;
                best_index = i;
            }
        }
        return {vertices[best_index], best_index};
    }
#endif

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
