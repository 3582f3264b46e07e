// The farthest of up to 64 packed 2D points along a direction, with SSE2 on x86, for float and
// double, without a branch on the data: the largest dot product, then the first point that
// reaches it (the lowest set bit of a mask of equal lanes); up to 16 float points in one pass
// with the dots kept in registers, more in two passes. The result is the
// plain loop's, bit for bit: dots round as (x dx + y dy), ties go to the lowest index. Why no
// branches: see farthest_point3d.h. Points already split into x and y columns (a packed
// polygon, packed_polygon2d.h) skip the shuffles.
#pragma once

#include <gjk/force_inline.h>
#include <gjk/simd.h>

#include <cstddef>
#include <cstdint>
#include <limits>

#ifdef GJK_X86_SIMD
namespace gjk {
namespace detail {

/// Most points the 2D scans take.
constexpr int kFarthest2Max = 64;

/// Dots of four float points (x0 y0 x1 y1 | x2 y2 x3 y3) with (dx, dy) in every lane.
/// x0 y0 x1 y1 | x2 y2 x3 y3 as columns x0 x1 x2 x3 and y0 y1 y2 y3.
inline void deinterleave4_sse(__m128 a, __m128 b, __m128& x, __m128& y) {
    x = _mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0));
    y = _mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
}
inline __m128 dots4_sse(const float* p, __m128 vx, __m128 vy) {
    __m128 x, y;
    deinterleave4_sse(_mm_loadu_ps(p), _mm_loadu_ps(p + 4), x, y);
    return _mm_add_ps(_mm_mul_ps(x, vx), _mm_mul_ps(y, vy));
}

/// Up to 16 float points in one pass: the dots stay in four registers (missing groups repeat
/// the first, whose mask bits come lower), the maximum goes to every lane, and the first
/// point that reaches it is the lowest set bit.
inline int farthest2_sse_small(const float* xy, int count, float dx, float dy) {
    const __m128 vx = _mm_set1_ps(dx), vy = _mm_set1_ps(dy);
    const int groups = count / 4;
    const __m128 v0 =
        groups > 0 ? dots4_sse(xy, vx, vy) : _mm_set1_ps(-std::numeric_limits<float>::infinity());
    const __m128 v1 = groups > 1 ? dots4_sse(xy + 8, vx, vy) : v0;
    const __m128 v2 = groups > 2 ? dots4_sse(xy + 16, vx, vy) : v0;
    const __m128 v3 = groups > 3 ? dots4_sse(xy + 24, vx, vy) : v0;
    __m128 most = _mm_max_ps(_mm_max_ps(v0, v1), _mm_max_ps(v2, v3));
    most = _mm_max_ps(most, _mm_shuffle_ps(most, most, _MM_SHUFFLE(1, 0, 3, 2)));
    most = _mm_max_ps(most, _mm_shuffle_ps(most, most, _MM_SHUFFLE(2, 3, 0, 1)));
    float top = _mm_cvtss_f32(most);
    float tail[3];
    const int first_tail = 4 * groups;
    for (int i = first_tail; i < count; ++i) {
        tail[i - first_tail] = xy[2 * i] * dx + xy[2 * i + 1] * dy;
        top = tail[i - first_tail] > top ? tail[i - first_tail] : top;
    }
    const __m128 t = _mm_set1_ps(top);
    unsigned mask = unsigned(_mm_movemask_ps(_mm_cmpeq_ps(v0, t))) |
                    unsigned(_mm_movemask_ps(_mm_cmpeq_ps(v1, t))) << 4 |
                    unsigned(_mm_movemask_ps(_mm_cmpeq_ps(v2, t))) << 8 |
                    unsigned(_mm_movemask_ps(_mm_cmpeq_ps(v3, t))) << 12;
    if (groups == 0) mask = 0;
    for (int i = first_tail; i < count; ++i) mask |= unsigned(tail[i - first_tail] == top) << i;
    return __builtin_ctz(mask | unsigned(mask == 0));  // NaN dots match nothing: vertex 0
}

/// Float points (x0 y0 x1 y1 ...), 1 <= count <= 64; four points per register. Returns the
/// 64-bit index (see farthest2_columns_fixed); lanes at least the maximum, or unordered, mark
/// the mask, which is never empty.
inline size_t farthest2_sse(const float* xy, int count, float dx, float dy) {
    if (count <= 16) return size_t(farthest2_sse_small(xy, count, dx, dy));
    const __m128 vx = _mm_set1_ps(dx), vy = _mm_set1_ps(dy);
    auto dots = [&](const float* p) { return dots4_sse(p, vx, vy); };
    const int groups = count / 4;
    __m128 most = _mm_set1_ps(-std::numeric_limits<float>::infinity());
    for (int g = 0; g < groups; ++g) most = _mm_max_ps(most, dots(xy + 8 * g));
    most = _mm_max_ps(most, _mm_shuffle_ps(most, most, _MM_SHUFFLE(1, 0, 3, 2)));
    most = _mm_max_ps(most, _mm_shuffle_ps(most, most, _MM_SHUFFLE(2, 3, 0, 1)));
    float top = _mm_cvtss_f32(most);
    for (int i = 4 * groups; i < count; ++i) {
        const float v = xy[2 * i] * dx + xy[2 * i + 1] * dy;
        top = v > top ? v : top;
    }
    const __m128 t = _mm_set1_ps(top);
    uint64_t mask = 0;
    for (int k = 0; k < groups; ++k)
        mask |= uint64_t(_mm_movemask_ps(_mm_cmpnlt_ps(dots(xy + 8 * k), t))) << (4 * k);
    for (int i = 4 * groups; i < count; ++i)
        mask |= uint64_t(!(xy[2 * i] * dx + xy[2 * i + 1] * dy < top)) << i;
    return lowest_set_bit(mask);
}

/// Double points, 1 <= count <= 64; two points per register. The same index and mask as the
/// float scan's.
inline size_t farthest2_sse(const double* xy, int count, double dx, double dy) {
    const __m128d vx = _mm_set1_pd(dx), vy = _mm_set1_pd(dy);
    auto dots = [&](const double* p) {  // x0 y0 | x1 y1 -> two dots
        const __m128d a = _mm_loadu_pd(p), b = _mm_loadu_pd(p + 2);
        return _mm_add_pd(_mm_mul_pd(_mm_unpacklo_pd(a, b), vx),
                          _mm_mul_pd(_mm_unpackhi_pd(a, b), vy));
    };
    const int groups = count / 2;
    __m128d most = _mm_set1_pd(-std::numeric_limits<double>::infinity());
    for (int g = 0; g < groups; ++g) most = _mm_max_pd(most, dots(xy + 4 * g));
    most = _mm_max_pd(most, _mm_unpackhi_pd(most, most));
    double top = _mm_cvtsd_f64(most);
    if (count & 1) {
        const double v = xy[2 * count - 2] * dx + xy[2 * count - 1] * dy;
        top = v > top ? v : top;
    }
    const __m128d t = _mm_set1_pd(top);
    uint64_t mask = 0;
    for (int k = 0; k < groups; ++k)
        mask |= uint64_t(_mm_movemask_pd(_mm_cmpnlt_pd(dots(xy + 4 * k), t))) << (2 * k);
    if (count & 1)
        mask |= uint64_t(!(xy[2 * count - 2] * dx + xy[2 * count - 1] * dy < top)) << (count - 1);
    return lowest_set_bit(mask);
}

/// Columns x[] and y[] in whole 16-byte groups (padding repeats point 0): the same answer as
/// the scans above, with no shuffles. G groups are unrolled so the dots stay in registers.
inline __m128 columns_load(const float* p) {
    return _mm_load_ps(p);
}
inline __m128d columns_load(const double* p) {
    return _mm_load_pd(p);
}
inline __m128 columns_max(__m128 a, __m128 b) {
    return _mm_max_ps(a, b);
}
inline __m128d columns_max(__m128d a, __m128d b) {
    return _mm_max_pd(a, b);
}
/// The largest lane in every lane.
inline __m128 columns_spread_max(__m128 m) {
    m = _mm_max_ps(m, _mm_shuffle_ps(m, m, _MM_SHUFFLE(1, 0, 3, 2)));
    return _mm_max_ps(m, _mm_shuffle_ps(m, m, _MM_SHUFFLE(2, 3, 0, 1)));
}
inline __m128d columns_spread_max(__m128d m) {
    return _mm_max_pd(m, _mm_shuffle_pd(m, m, 1));
}
/// Lanes of a at least b, or unordered (NaN), as mask bits. Against the largest lane, that is
/// the lanes equal to it; and when the largest is NaN, every lane, so the mask is never empty.
inline unsigned columns_at_least(__m128 a, __m128 b) {
    return unsigned(_mm_movemask_ps(_mm_cmpnlt_ps(a, b)));
}
inline unsigned columns_at_least(__m128d a, __m128d b) {
    return unsigned(_mm_movemask_pd(_mm_cmpnlt_pd(a, b)));
}
inline __m128 columns_dots(__m128 x, __m128 y, __m128 dx, __m128 dy) {
    return _mm_add_ps(_mm_mul_ps(x, dx), _mm_mul_ps(y, dy));
}
inline __m128d columns_dots(__m128d x, __m128d y, __m128d dx, __m128d dy) {
    return _mm_add_pd(_mm_mul_pd(x, dx), _mm_mul_pd(y, dy));
}

/// The fixed-size kernels are forced inline: in a translation unit that instantiates many
/// queries, GCC's inliner otherwise gives up on the 2-group kernel inside gjk_distance and
/// calls it (docs/performance.md, "Support scans").
///
/// The index comes back as a size_t straight from `tzcnt`, ready to address the point: GJK
/// waits on it, and the NaN case needs no sentinel bit or `& 15` (columns_at_least's mask is
/// never empty).
template <int G, class T, class V>
GJK_FORCE_INLINE size_t farthest2_columns_fixed(const T* x, const T* y, V dx, V dy) {
    constexpr int kLanes = int(sizeof(V) / sizeof(T));
    V dot[G], most[G];
    for (int g = 0; g < G; ++g)
        most[g] = dot[g] =
            columns_dots(columns_load(x + kLanes * g), columns_load(y + kLanes * g), dx, dy);
    for (int step = 1; step < G; step *= 2)  // a tree: log2(G) levels of latency
        for (int g = 0; g + step < G; g += 2 * step) most[g] = columns_max(most[g], most[g + step]);
    const V top = columns_spread_max(most[0]);
    uint64_t mask = 0;
    for (int g = 0; g < G; ++g) mask |= uint64_t(columns_at_least(dot[g], top)) << (kLanes * g);
    return lowest_set_bit(mask);
}

/// `groups` (G..kMaxGroups) of columns, dispatched to the unrolled kernel of that size.
template <int G, int kMaxGroups, class T, class V>
size_t farthest2_columns_dispatch(const T* x, const T* y, int groups, V dx, V dy) {
    if constexpr (G < kMaxGroups) {
        if (groups > G) return farthest2_columns_dispatch<G + 1, kMaxGroups>(x, y, groups, dx, dy);
    }
    return farthest2_columns_fixed<G>(x, y, dx, dy);
}

/// Up to 2 groups (8 floats, 4 doubles) inline: GJK calls this in its innermost loop; the
/// larger sizes stay calls (code size; docs/performance.md, "Support scans").
template <int kMaxGroups, class T, class V>
GJK_FORCE_INLINE size_t farthest2_columns_any(const T* x, const T* y, int groups, V dx, V dy) {
    switch (groups) {
        case 1:
            return farthest2_columns_fixed<1>(x, y, dx, dy);
        case 2:
            return farthest2_columns_fixed<2>(x, y, dx, dy);
        default:
            return farthest2_columns_dispatch<3, kMaxGroups>(x, y, groups, dx, dy);
    }
}

/// Up to 16 points: 4 groups of 4 floats. Returns the first point with the largest dot.
GJK_FORCE_INLINE size_t farthest2_columns(const float* x, const float* y, int groups, float dx,
                                          float dy) {
    return farthest2_columns_any<4>(x, y, groups, _mm_set1_ps(dx), _mm_set1_ps(dy));
}
/// Up to 16 points: 8 groups of 2 doubles.
GJK_FORCE_INLINE size_t farthest2_columns(const double* x, const double* y, int groups, double dx,
                                          double dy) {
    return farthest2_columns_any<8>(x, y, groups, _mm_set1_pd(dx), _mm_set1_pd(dy));
}

}  // namespace detail
}  // namespace gjk
#endif  // GJK_X86_SIMD
