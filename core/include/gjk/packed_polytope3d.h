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

    /// The sum of the vertices: each lane of a group summed across the groups (independent
    /// additions, which the compiler makes vector ones), then the lanes, less the padding's
    /// copies of vertex 0. For MinkowskiPair3::centre_line.
    Vec3<T> sum() const {
        T sx[kLanes] = {}, sy[kLanes] = {}, sz[kLanes] = {};
        for (int g = 0; g < groups; ++g)
            for (int l = 0; l < kLanes; ++l) {
                sx[l] += x[kLanes * g + l];
                sy[l] += y[kLanes * g + l];
                sz[l] += z[kLanes * g + l];
            }
        for (int width = kLanes / 2; width > 0; width /= 2)
            for (int l = 0; l < width; ++l) {
                sx[l] += sx[l + width];
                sy[l] += sy[l + width];
                sz[l] += sz[l + width];
            }
        const T padding = T(kLanes * groups - count);
        return Vec3<T>{sx[0], sy[0], sz[0]} - padding * Vec3<T>{x[0], y[0], z[0]};
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
/// (Boxes need no copy: box_in_frame3d.h.)
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
