// A small polygon copied into the frame GJK works in (A's local frame), as two columns x[] and
// y[] padded to whole SIMD groups with copies of vertex 0.
//
// Why: a support of B otherwise costs, on GJK's critical path, a rotation of the direction into
// B's frame and a transform of the chosen vertex back. Transforming B's few vertices once, off
// that path, removes both from every iteration; the columns also spare the scan its shuffles.
// Padding repeats vertex 0, which wins ties (lowest index), so a pad is never chosen.
#pragma once

#include <gjk/farthest_point2d.h>
#include <gjk/force_inline.h>
#include <gjk/math2d.h>
#include <gjk/support2d.h>

#include <cstddef>
#include <type_traits>

namespace gjk {

template <class T>
struct PackedPolygon2 {
    /// Polygons up to this many vertices are packed. Measured on cold queries (~3 supports
    /// each): packing saves 20% at 8 vertices, breaks even at 16, costs 12% at 32.
    static constexpr int kMax = 16;
    /// Points per SIMD group: 4 floats or 2 doubles in 16 bytes.
    static constexpr int kLanes = 16 / sizeof(T);
    static constexpr bool kSupported = std::is_same_v<T, float> || std::is_same_v<T, double>;

    alignas(16) T x[kMax];
    alignas(16) T y[kMax];
    int count = 0;  ///< 0: not packed
    int groups = 0;

    /// Packs `n` vertices when 1 <= n <= kMax (otherwise stays unpacked): as they are, or
    /// moved by `xf` (kMove) exactly as Transform2::apply would move them.
    template <bool kMove>
    void pack(const Vec2<T>* vertices, int n, const Transform2<T>& xf) {
        if (!kSupported || n < 1 || n > kMax) return;
        count = n;
        groups = (n + kLanes - 1) / kLanes;
#ifdef GJK_X86_SIMD
        // Whole 16-byte stores: the scan's loads that follow are then forwarded from the store
        // buffer; scalar stores under a vector load would stall it until they retire.
        if constexpr (kSupported) {
            pack_simd<kMove>(&vertices[0].x, n, xf);
            return;
        }
#endif
        for (int i = 0; i < groups * kLanes; ++i) {
            const Vec2<T> v = vertices[i < n ? i : 0];
            const Vec2<T> p = kMove ? xf.apply(v) : v;
            x[i] = p.x;
            y[i] = p.y;
        }
    }

    Vec2<T> vertex(int i) const {
        return {x[i], y[i]};
    }
    int prev(int i) const {
        return i == 0 ? count - 1 : i - 1;
    }
    int next(int i) const {
        return i == count - 1 ? 0 : i + 1;
    }
    /// x dx + y dy of vertex i, rounded as the scans round it.
    T dot(int i, const Vec2<T>& d) const {
        return x[i] * d.x + y[i] * d.y;
    }

    /// Index of the first vertex with the largest x dx + y dy (vertex 0 for a NaN direction).
    GJK_FORCE_INLINE int farthest(const Vec2<T>& d) const {
        return int(farthest_index(d));
    }

    /// That vertex and its index. The point is loaded with the scan's own 64-bit index: an
    /// int index is widened again first, one cycle on GJK's critical path.
    GJK_FORCE_INLINE SupportPoint<T> support(const Vec2<T>& d) const {
        const size_t i = farthest_index(d);
        return {{x[i], y[i]}, int(i)};
    }

    GJK_FORCE_INLINE size_t farthest_index(const Vec2<T>& d) const {
#ifdef GJK_X86_SIMD
        if constexpr (kSupported) return detail::farthest2_columns(x, y, groups, d.x, d.y);
#endif
        int best = 0;
        T best_dot = x[0] * d.x + y[0] * d.y;
        for (int i = 1; i < count; ++i) {
            const T v = x[i] * d.x + y[i] * d.y;
            const bool better = v > best_dot;
            best_dot = better ? v : best_dot;
            best = better ? i : best;
        }
        return size_t(best);
    }

    /// Whether vertex i is the farthest along d, judged by its neighbours alone (on a convex
    /// polygon a local maximum is global).
    bool is_local_max(int i, const Vec2<T>& d) const {
        const T here = dot(i, d);
        return (int(!(dot(prev(i), d) > here)) & int(!(dot(next(i), d) > here))) != 0;
    }

    /// For an edge i1 i2 perpendicular to d (up to rounding): which end (0, 1) a scan along d
    /// would return, when each end is a local maximum apart from the other end (rounding may
    /// put one a hair ahead); -1 when that is not so. The scan's choice is the farther end, on
    /// a tie the lower index: the same dots, so the same choice, bit for bit.
    int edge_support(int i1, int i2, const Vec2<T>& d) const {
        const T d1 = dot(i1, d), d2 = dot(i2, d);
        auto clear = [&](int i, int other, T here) {  // the neighbours of i but `other`
            const int p = prev(i), n = next(i);
            return int(p == other || !(dot(p, d) > here)) & int(n == other || !(dot(n, d) > here));
        };
        if (!(clear(i1, i2, d1) & clear(i2, i1, d2))) return -1;
        return d2 > d1 || (d2 == d1 && i2 < i1) ? 1 : 0;
    }

#ifdef GJK_X86_SIMD
    /// x' = (c x - s y) + px, y' = (s x + c y) + py: Transform2::apply's operations in its
    /// order, so a packed vertex equals rel.apply(vertex) bit for bit.
    template <bool kMove>
    void pack_simd(const float* xy, int n, const Transform2<float>& xf) {
        const __m128 c = _mm_set1_ps(xf.c), s = _mm_set1_ps(xf.s);
        const __m128 px = _mm_set1_ps(xf.p.x), py = _mm_set1_ps(xf.p.y);
        auto put = [&](int i, __m128 a, __m128 b) {  // a, b: x y x y of points i..i+3
            __m128 vx, vy;
            detail::deinterleave4_sse(a, b, vx, vy);
            if constexpr (kMove) {
                _mm_store_ps(x + i,
                             _mm_add_ps(_mm_sub_ps(_mm_mul_ps(c, vx), _mm_mul_ps(s, vy)), px));
                _mm_store_ps(y + i,
                             _mm_add_ps(_mm_add_ps(_mm_mul_ps(s, vx), _mm_mul_ps(c, vy)), py));
            } else {
                _mm_store_ps(x + i, vx);
                _mm_store_ps(y + i, vy);
            }
        };
        const int whole = n & ~3;
        for (int i = 0; i < whole; i += 4)
            put(i, _mm_loadu_ps(xy + 2 * i), _mm_loadu_ps(xy + 2 * i + 4));
        if (whole < n) {  // the last, short group: missing points repeat point 0
            auto at = [&](int k) { return 2 * (whole + k < n ? whole + k : 0); };
            put(whole, _mm_setr_ps(xy[at(0)], xy[at(0) + 1], xy[at(1)], xy[at(1) + 1]),
                _mm_setr_ps(xy[at(2)], xy[at(2) + 1], xy[at(3)], xy[at(3) + 1]));
        }
    }
    template <bool kMove>
    void pack_simd(const double* xy, int n, const Transform2<double>& xf) {
        const __m128d c = _mm_set1_pd(xf.c), s = _mm_set1_pd(xf.s);
        const __m128d px = _mm_set1_pd(xf.p.x), py = _mm_set1_pd(xf.p.y);
        auto put = [&](int i, __m128d a, __m128d b) {  // a, b: x y of points i and i+1
            const __m128d vx = _mm_unpacklo_pd(a, b), vy = _mm_unpackhi_pd(a, b);
            if constexpr (kMove) {
                _mm_store_pd(x + i,
                             _mm_add_pd(_mm_sub_pd(_mm_mul_pd(c, vx), _mm_mul_pd(s, vy)), px));
                _mm_store_pd(y + i,
                             _mm_add_pd(_mm_add_pd(_mm_mul_pd(s, vx), _mm_mul_pd(c, vy)), py));
            } else {
                _mm_store_pd(x + i, vx);
                _mm_store_pd(y + i, vy);
            }
        };
        const int whole = n & ~1;
        for (int i = 0; i < whole; i += 2)
            put(i, _mm_loadu_pd(xy + 2 * i), _mm_loadu_pd(xy + 2 * i + 2));
        if (whole < n) put(whole, _mm_loadu_pd(xy + 2 * whole), _mm_loadu_pd(xy));
    }
#endif
};

namespace detail {
/// Shapes that MinkowskiPair copies into A's frame when they are small enough.
template <class T, class Proxy>
constexpr bool kPackable = false;
template <class T>
constexpr bool kPackable<T, PolygonProxy<T>> = PackedPolygon2<T>::kSupported;
struct NotPacked {};
}  // namespace detail

}  // namespace gjk
