// A polytope of up to 64 vertices copied into the frame GJK works in (A's local frame), as
// three columns x[], y[], z[] padded to whole groups (4 doubles or 8 floats, one 256-bit
// register) with copies of vertex 0: the 3D counterpart of packed_polygon2d.h.
//
// Why: every support of B otherwise rotates the direction into B's frame and moves the chosen
// vertex back, and every scan of interleaved points spends three shuffles per four points on
// rearranging them. Packed once per query, the columns are scanned with loads and arithmetic
// only. Only with AVX2 (checked at run time); without it nothing is packed and the supports
// scan the shapes' own arrays as before.
#pragma once

#include <gjk/farthest_point3d.h>
#include <gjk/force_inline.h>
#include <gjk/math3d.h>
#include <gjk/support3d.h>

#include <cstddef>
#include <type_traits>

namespace gjk {

namespace detail {
#ifdef GJK_X86_SIMD
/// The sums of three columns of `groups` groups of 4 doubles (PackedPolytope3::sum): each lane
/// summed across the groups, then ((l0 + l2) + (l1 + l3)).
GJK_FORCE_INLINE Vec3<double> column_sums(const double* x, const double* y, const double* z,
                                          int groups) {
    __m128d x01 = _mm_setzero_pd(), x23 = x01, y01 = x01, y23 = x01, z01 = x01, z23 = x01;
    for (int i = 0; i < 4 * groups; i += 4) {
        x01 = _mm_add_pd(x01, _mm_load_pd(x + i)), x23 = _mm_add_pd(x23, _mm_load_pd(x + i + 2));
        y01 = _mm_add_pd(y01, _mm_load_pd(y + i)), y23 = _mm_add_pd(y23, _mm_load_pd(y + i + 2));
        z01 = _mm_add_pd(z01, _mm_load_pd(z + i)), z23 = _mm_add_pd(z23, _mm_load_pd(z + i + 2));
    }
    auto fold = [](__m128d lo, __m128d hi) {
        const __m128d two = _mm_add_pd(lo, hi);
        return _mm_cvtsd_f64(_mm_add_sd(two, _mm_unpackhi_pd(two, two)));
    };
    return {fold(x01, x23), fold(y01, y23), fold(z01, z23)};
}
/// The same for groups of 8 floats: ((l0 + l4) + (l2 + l6)) + ((l1 + l5) + (l3 + l7)).
GJK_FORCE_INLINE Vec3<float> column_sums(const float* x, const float* y, const float* z,
                                         int groups) {
    __m128 x0 = _mm_setzero_ps(), x4 = x0, y0 = x0, y4 = x0, z0 = x0, z4 = x0;
    for (int i = 0; i < 8 * groups; i += 8) {
        x0 = _mm_add_ps(x0, _mm_load_ps(x + i)), x4 = _mm_add_ps(x4, _mm_load_ps(x + i + 4));
        y0 = _mm_add_ps(y0, _mm_load_ps(y + i)), y4 = _mm_add_ps(y4, _mm_load_ps(y + i + 4));
        z0 = _mm_add_ps(z0, _mm_load_ps(z + i)), z4 = _mm_add_ps(z4, _mm_load_ps(z + i + 4));
    }
    auto fold = [](__m128 lo, __m128 hi) {
        const __m128 four = _mm_add_ps(lo, hi);
        const __m128 two = _mm_add_ps(four, _mm_movehl_ps(four, four));
        return _mm_cvtss_f32(_mm_add_ss(two, _mm_shuffle_ps(two, two, 1)));
    };
    return {fold(x0, x4), fold(y0, y4), fold(z0, z4)};
}
#endif
}  // namespace detail

template <class T>
struct PackedPolytope3 {
    static constexpr int kMax = 64;
    static constexpr int kLanes = 32 / int(sizeof(T));  ///< points per group
#ifdef GJK_X86_SIMD
    static constexpr bool kSupported = std::is_same_v<T, double> || std::is_same_v<T, float>;
#else
    static constexpr bool kSupported = false;
#endif

    alignas(32) T x[kMax];
    alignas(32) T y[kMax];
    alignas(32) T z[kMax];
    int count = 0;  ///< 0: not packed
    int groups = 0;

    /// Packs `n` vertices (4 <= n <= kMax, on a CPU with AVX2; otherwise stays unpacked): as
    /// they are, or moved by `xf` (kMove) as Transform3::apply moves them.
    template <bool kMove>
    void pack(const Vec3<T>* vertices, int n, const Transform3<T>& xf) {
#ifdef GJK_X86_SIMD
        if constexpr (kSupported && sizeof(Vec3<T>) == 3 * sizeof(T)) {
            if (n < 4 || n > kMax || !detail::has_avx2()) return;
            count = n;
            groups = (n + kLanes - 1) / kLanes;
            detail::pack_columns_avx2<kMove>(&vertices[0].x, n, &xf.r[0][0], &xf.p.x, x, y, z);
        }
#endif
    }

    Vec3<T> vertex(int i) const {
        return {x[i], y[i], z[i]};
    }

    /// The sum of the vertices: each lane of a group summed across the groups, then the lanes
    /// (the upper half onto the lower, twice for float), less the padding's copies of vertex 0.
    /// For MinkowskiPair3::centre_line. The lanes are held in SSE2 registers: written as arrays
    /// of lanes, GCC at -O2 kept them in memory and called the sum, and world-space hulls of 16
    /// points paid for it (docs/performance.md, "Hulls in world space").
    Vec3<T> sum() const {
        Vec3<T> total{0, 0, 0};
#ifdef GJK_X86_SIMD
        if constexpr (kSupported) total = detail::column_sums(x, y, z, groups);
#endif
        const T padding = T(kLanes * groups - count);
        return total - padding * Vec3<T>{x[0], y[0], z[0]};
    }

    /// Index of the first vertex with the largest ((x dx + y dy) + z dz); count must be > 0.
    int farthest(const Vec3<T>& d) const {
        return int(farthest_index(d));
    }

    /// That vertex and its index, written into `point` and `index` (minkowski_support3d.h says
    /// why), the point addressed with the scan's 64-bit index (an int would be widened again
    /// first: one cycle on GJK's and EPA's critical path).
    GJK_FORCE_INLINE void support_into(Vec3<T>& point, int& index, const Vec3<T>& d) const {
        const size_t i = farthest_index(d);
        point = {x[i], y[i], z[i]};
        index = int(i);
    }

    GJK_FORCE_INLINE size_t farthest_index(const Vec3<T>& d) const {
#ifdef GJK_X86_SIMD
        if constexpr (kSupported) {
            return detail::farthest_columns_avx2(x, y, z, groups, d.x, d.y, d.z);
        }
#endif
        return 0;  // never packed
    }
};

namespace detail {
/// Shapes that MinkowskiPair3 copies into A's frame when they are small enough: polytopes.
/// (Box primitives need no copy: box_in_frame3d.h. A box hull A is not copied either, and a
/// box hull B is packed like any small hull: minkowski_support3d.h.)
template <class T, class Proxy>
constexpr bool kPackable3 = false;
template <class T>
constexpr bool kPackable3<T, PolytopeProxy3<T>> = PackedPolytope3<T>::kSupported;

/// Packs a proxy's vertices, as they are or moved by `xf` (kMove), when the pair should (see
/// MinkowskiPair3).
template <bool kMove, class T>
void pack_proxy(PackedPolytope3<T>& packed, const PolytopeProxy3<T>& p, const Transform3<T>& xf) {
    // Not a polytope that climbs its edge graph: packing would scan it whole.
    if (!p.climbs()) packed.template pack<kMove>(p.vertices, p.count, xf);
}
struct NotPacked3 {};
}  // namespace detail

}  // namespace gjk
