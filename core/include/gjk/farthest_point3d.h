// The farthest of a set of packed 3D points along a direction, with SIMD on x86 (SSE2, and
// AVX2 when the CPU has it, chosen at run time). The result is the plain loop's, bit for bit:
// the dots round as ((x dx + y dy) + z dz), and ties go to the lowest index. There are no
// branches on the data: a scan that branches on every point mispredicts on a few points of
// every query, which costs more than the arithmetic (README, "Speed").
#pragma once

#include <gjk/force_inline.h>
#include <gjk/simd.h>

#include <cstddef>
#include <cstdint>

#ifdef GJK_X86_SIMD
namespace gjk {
namespace detail {

/// Folds points [from, count) into the farthest so far (index `best`, dot `most`): the tail
/// that does not fill a register.
inline int farthest_tail(const double* xyz, int from, int count, const double d[3], int best,
                         double most) {
    for (int i = from; i < count; ++i) {
        const double* p = xyz + 3 * i;
        const double v = (p[0] * d[0] + p[1] * d[1]) + p[2] * d[2];
        const bool later = v > most;
        most = later ? v : most;
        best = later ? i : best;
    }
    return best;
}

/// Index of the point (packed x, y, z doubles; count >= 2) farthest along d, ties to the lowest
/// index. Two points per SSE2 register: three loads hold x0 y0 | z0 x1 | y1 z1, which three
/// shuffles turn into x0 x1 | y0 y1 | z0 z1. The dot products are computed as the scalar
/// ((x dx + y dy) + z dz), so the choice is the scalar scan's, bit for bit. Two running maxima
/// per lane pair keep the dependency chains short.
inline int farthest_sse2(const double* xyz, int count, const double d[3]) {
    const __m128d dx = _mm_set1_pd(d[0]), dy = _mm_set1_pd(d[1]), dz = _mm_set1_pd(d[2]);
    auto dots = [&](const double* p) {  // points p[0..2] and p[3..5]
        const __m128d a = _mm_loadu_pd(p), b = _mm_loadu_pd(p + 2), c = _mm_loadu_pd(p + 4);
        const __m128d x = _mm_shuffle_pd(a, b, 2), y = _mm_shuffle_pd(a, c, 1),
                      z = _mm_shuffle_pd(b, c, 2);
        return _mm_add_pd(_mm_add_pd(_mm_mul_pd(x, dx), _mm_mul_pd(y, dy)), _mm_mul_pd(z, dz));
    };
    auto keep = [](__m128d& best, __m128d& at, __m128d v, __m128d index) {
        const __m128d better = _mm_cmpgt_pd(v, best);  // strictly: ties keep the earlier
        best = _mm_or_pd(_mm_and_pd(better, v), _mm_andnot_pd(better, best));
        at = _mm_or_pd(_mm_and_pd(better, index), _mm_andnot_pd(better, at));
    };
    __m128d best0 = dots(xyz), at0 = _mm_set_pd(1, 0);
    __m128d best1 = best0, at1 = at0;
    __m128d index = _mm_set_pd(3, 2);
    const __m128d two = _mm_set1_pd(2), four = _mm_set1_pd(4);
    int i = 2;
    for (; i + 3 < count; i += 4) {
        keep(best0, at0, dots(xyz + 3 * i), index);
        keep(best1, at1, dots(xyz + 3 * i + 6), _mm_add_pd(index, two));
        index = _mm_add_pd(index, four);
    }
    if (i + 1 < count) {
        keep(best0, at0, dots(xyz + 3 * i), index);
        i += 2;
    }
    // Merge the two pairs of lanes, then the two lanes: larger wins, equal goes to the lower.
    auto merge = [](__m128d& best, __m128d& at, __m128d v, __m128d index) {
        const __m128d take = _mm_or_pd(_mm_cmpgt_pd(v, best),
                                       _mm_and_pd(_mm_cmpeq_pd(v, best), _mm_cmplt_pd(index, at)));
        best = _mm_or_pd(_mm_and_pd(take, v), _mm_andnot_pd(take, best));
        at = _mm_or_pd(_mm_and_pd(take, index), _mm_andnot_pd(take, at));
    };
    merge(best0, at0, best1, at1);
    merge(best0, at0, _mm_unpackhi_pd(best0, best0), _mm_unpackhi_pd(at0, at0));
    int best = _mm_cvttsd_si32(at0);
    return farthest_tail(xyz, i, count, d, best, _mm_cvtsd_f64(best0));  // odd count
}

#define GJK_AVX2 GJK_TARGET_AVX2  // simd.h
/// Four packed points p[0..11] as columns x0 x1 x2 x3 | y.. | z..: two 128-bit halves per
/// register, each shuffled as in the SSE2 scan, without crossing lanes.
GJK_AVX2 inline void deinterleave4_avx2(const double* p, __m256d& x, __m256d& y, __m256d& z) {
    const __m256d a = _mm256_loadu2_m128d(p + 6, p), b = _mm256_loadu2_m128d(p + 8, p + 2),
                  c = _mm256_loadu2_m128d(p + 10, p + 4);
    x = _mm256_shuffle_pd(a, b, 0b1010);
    y = _mm256_shuffle_pd(a, c, 0b0101);
    z = _mm256_shuffle_pd(b, c, 0b1010);
}
/// ((x dx + y dy) + z dz) lane by lane. No FMA: the dots round as the scalar's.
GJK_AVX2 inline __m256d dots_avx2(__m256d x, __m256d y, __m256d z, __m256d dx, __m256d dy,
                                  __m256d dz) {
    return _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(x, dx), _mm256_mul_pd(y, dy)),
                         _mm256_mul_pd(z, dz));
}
/// Dots of four packed points p[0..11] with d.
GJK_AVX2 inline __m256d dots4_avx2(const double* p, __m256d dx, __m256d dy, __m256d dz) {
    __m256d x, y, z;
    deinterleave4_avx2(p, x, y, z);
    return dots_avx2(x, y, z, dx, dy, dz);
}

/// Lane-wise: (best, at) takes (v, index) where v is larger, or equal with a lower index
/// when `ties` is set.
GJK_AVX2 inline void keep4_avx2(__m256d& best, __m256d& at, __m256d v, __m256d index,
                                bool ties = false) {
    __m256d take = _mm256_cmp_pd(v, best, _CMP_GT_OQ);
    if (ties)
        take = _mm256_or_pd(take, _mm256_and_pd(_mm256_cmp_pd(v, best, _CMP_EQ_OQ),
                                                _mm256_cmp_pd(index, at, _CMP_LT_OQ)));
    best = _mm256_blendv_pd(best, v, take);
    at = _mm256_blendv_pd(at, index, take);
}

/// The scan for 4 to 16 points: all dots stay in four registers, their maximum goes to every
/// lane, and the first point that reaches it is the lowest set bit of the comparison masks.
/// No index is carried along, so a point costs about three instructions.
GJK_AVX2 inline int farthest_avx2_small(const double* xyz, int count, double d_x, double d_y,
                                        double d_z) {
    const __m256d dx = _mm256_set1_pd(d_x), dy = _mm256_set1_pd(d_y), dz = _mm256_set1_pd(d_z);
    const double d[3] = {d_x, d_y, d_z};  // for the tail
    const int groups = count / 4;
    // Missing groups repeat the first: their mask bits sit above the first group's.
    const __m256d v0 = dots4_avx2(xyz, dx, dy, dz);
    const __m256d v1 = groups > 1 ? dots4_avx2(xyz + 12, dx, dy, dz) : v0;
    const __m256d v2 = groups > 2 ? dots4_avx2(xyz + 24, dx, dy, dz) : v0;
    const __m256d v3 = groups > 3 ? dots4_avx2(xyz + 36, dx, dy, dz) : v0;
    __m256d most = _mm256_max_pd(_mm256_max_pd(v0, v1), _mm256_max_pd(v2, v3));
    most = _mm256_max_pd(most, _mm256_permute2f128_pd(most, most, 1));
    most = _mm256_max_pd(most, _mm256_permute_pd(most, 0b0101));
    const unsigned mask = unsigned(_mm256_movemask_pd(_mm256_cmp_pd(v0, most, _CMP_EQ_OQ))) |
                          unsigned(_mm256_movemask_pd(_mm256_cmp_pd(v1, most, _CMP_EQ_OQ))) << 4 |
                          unsigned(_mm256_movemask_pd(_mm256_cmp_pd(v2, most, _CMP_EQ_OQ))) << 8 |
                          unsigned(_mm256_movemask_pd(_mm256_cmp_pd(v3, most, _CMP_EQ_OQ))) << 12;
    int best = __builtin_ctz(mask | unsigned(mask == 0));  // NaN dots match nothing: vertex 0
    return farthest_tail(xyz, 4 * groups, count, d, best, _mm256_cvtsd_f64(most));
}

/// The same scan four points at a time (count >= 4), on CPUs with AVX2 (chosen at run time);
/// the blends are single instructions.
GJK_AVX2 inline int farthest_avx2(const double* xyz, int count, double d_x, double d_y,
                                  double d_z) {
    const __m256d dx = _mm256_set1_pd(d_x), dy = _mm256_set1_pd(d_y), dz = _mm256_set1_pd(d_z);
    const double d[3] = {d_x, d_y, d_z};  // for the tail
    __m256d best0 = dots4_avx2(xyz, dx, dy, dz), at0 = _mm256_set_pd(3, 2, 1, 0);
    __m256d best1 = best0, at1 = at0;
    __m256d index = _mm256_set_pd(7, 6, 5, 4);
    const __m256d four = _mm256_set1_pd(4), eight = _mm256_set1_pd(8);
    int i = 4;
    for (; i + 7 < count; i += 8) {
        keep4_avx2(best0, at0, dots4_avx2(xyz + 3 * i, dx, dy, dz), index);
        keep4_avx2(best1, at1, dots4_avx2(xyz + 3 * i + 12, dx, dy, dz),
                   _mm256_add_pd(index, four));
        index = _mm256_add_pd(index, eight);
    }
    if (i + 3 < count) {
        keep4_avx2(best0, at0, dots4_avx2(xyz + 3 * i, dx, dy, dz), index);
        i += 4;
    }
    // The two sets, then lanes 2, 3 onto 0, 1, then lane 1 onto 0.
    keep4_avx2(best0, at0, best1, at1, true);
    keep4_avx2(best0, at0, _mm256_permute2f128_pd(best0, best0, 1),
               _mm256_permute2f128_pd(at0, at0, 1), true);
    keep4_avx2(best0, at0, _mm256_permute_pd(best0, 0b0101), _mm256_permute_pd(at0, 0b0101), true);
    int best = _mm_cvttsd_si32(_mm256_castpd256_pd128(at0));
    return farthest_tail(xyz, i, count, d, best, _mm256_cvtsd_f64(best0));
}
/// Points i..i+3 of packed x, y, z doubles (each index below n, else point 0) as columns.
GJK_AVX2 inline void columns4_avx2(const double* xyz, int i, int n, __m256d& x, __m256d& y,
                                   __m256d& z) {
    if (i + 4 <= n) {
        deinterleave4_avx2(xyz + 3 * i, x, y, z);
        return;
    }
    auto at = [&](int k, int axis) { return xyz[3 * (i + k < n ? i + k : 0) + axis]; };
    x = _mm256_setr_pd(at(0, 0), at(1, 0), at(2, 0), at(3, 0));
    y = _mm256_setr_pd(at(0, 1), at(1, 1), at(2, 1), at(3, 1));
    z = _mm256_setr_pd(at(0, 2), at(1, 2), at(2, 2), at(3, 2));
}

/// Row k of r * p + t for four points: ((r[k] x + r[3 + k] y) + r[6 + k] z) + t[k]. (Lambdas
/// do not inherit a function's target attribute, hence small functions here.)
GJK_AVX2 inline __m256d moved_row_avx2(const double* r, const double* t, int k, __m256d x,
                                       __m256d y, __m256d z) {
    const __m256d xy = _mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(r[k]), x),
                                     _mm256_mul_pd(_mm256_set1_pd(r[3 + k]), y));
    return _mm256_add_pd(_mm256_add_pd(xy, _mm256_mul_pd(_mm256_set1_pd(r[6 + k]), z)),
                         _mm256_set1_pd(t[k]));
}

/// Packs n points into columns x[], y[], z[] padded to whole groups of 4 with point 0, moved
/// by the column-major rotation r[9] and the offset t[3] when kMove: ((r00 x + r10 y) + r20 z)
/// + tx, GLM's order for mat3 * vec3 + vec3. Whole 32-byte stores, which the scans' loads can
/// take from the store buffer.
template <bool kMove>
GJK_AVX2 inline void pack_columns_avx2(const double* xyz, int n, const double* r, const double* t,
                                       double* x, double* y, double* z) {
    auto store = [&](int i, __m256d px, __m256d py, __m256d pz) GJK_AVX2 {
        if constexpr (kMove) {
            _mm256_store_pd(x + i, moved_row_avx2(r, t, 0, px, py, pz));
            _mm256_store_pd(y + i, moved_row_avx2(r, t, 1, px, py, pz));
            _mm256_store_pd(z + i, moved_row_avx2(r, t, 2, px, py, pz));
        } else {
            _mm256_store_pd(x + i, px);
            _mm256_store_pd(y + i, py);
            _mm256_store_pd(z + i, pz);
        }
    };
    __m256d px, py, pz;
    int i = 0;
    for (; i + 4 <= n; i += 4) {  // whole groups: no branch on the tail
        deinterleave4_avx2(xyz + 3 * i, px, py, pz);
        store(i, px, py, pz);
    }
    if (i < n) {
        columns4_avx2(xyz, i, n, px, py, pz);
        store(i, px, py, pz);
    }
}

/// Dots of column group g with d, rounded as the scans above.
GJK_AVX2 inline __m256d column_dots_avx2(const double* x, const double* y, const double* z, int g,
                                         __m256d dx, __m256d dy, __m256d dz) {
    return dots_avx2(_mm256_load_pd(x + 4 * g), _mm256_load_pd(y + 4 * g),
                     _mm256_load_pd(z + 4 * g), dx, dy, dz);
}
/// The largest lane in every lane.
GJK_AVX2 inline __m256d spread_max_avx2(__m256d m) {
    m = _mm256_max_pd(m, _mm256_permute2f128_pd(m, m, 1));
    return _mm256_max_pd(m, _mm256_permute_pd(m, 0b0101));
}
/// Lanes at least top, or unordered: against the largest lane, the lanes equal to it; when
/// that is NaN, every lane (the mask is never empty, and a NaN direction gives point 0).
GJK_AVX2 inline uint64_t top_lanes_avx2(__m256d v, __m256d top) {
    return uint64_t(_mm256_movemask_pd(_mm256_cmp_pd(v, top, _CMP_NLT_UQ)));
}

/// farthest_columns_avx2 for 5 to 16 groups: their dots are kept on the stack for the mask (a
/// load instead of three loads and five operations). The direction comes as doubles, not
/// 256-bit vectors: GCC clears the registers' upper halves (vzeroupper) on returning only from
/// a function that takes no 256-bit argument, and code compiled without AVX that runs with
/// them dirty is slowed many times (the boolean GJK on 64 points took twice as long).
GJK_AVX2 GJK_NEVER_INLINE size_t farthest_many_columns_avx2(const double* x, const double* y,
                                                            const double* z, int groups, double d_x,
                                                            double d_y, double d_z) {
    const __m256d dx = _mm256_set1_pd(d_x), dy = _mm256_set1_pd(d_y), dz = _mm256_set1_pd(d_z);
    auto dots_of = [&](int g) GJK_AVX2 { return column_dots_avx2(x, y, z, g, dx, dy, dz); };
    __m256d dots[16];
    dots[0] = dots_of(0);
    dots[1] = dots_of(1);
    __m256d m0 = dots[0], m1 = dots[1];  // the even groups' maximum, the odd ones'
    for (int g = 2; g + 1 < groups; g += 2) {
        dots[g] = dots_of(g);
        dots[g + 1] = dots_of(g + 1);
        m0 = _mm256_max_pd(m0, dots[g]);
        m1 = _mm256_max_pd(m1, dots[g + 1]);
    }
    if (groups & 1) {
        dots[groups - 1] = dots_of(groups - 1);
        m0 = _mm256_max_pd(m0, dots[groups - 1]);
    }
    const __m256d top = spread_max_avx2(_mm256_max_pd(m0, m1));
    uint64_t mask = 0;
    for (int g = 0; g < groups; ++g) mask |= top_lanes_avx2(dots[g], top) << (4 * g);
    return lowest_set_bit(mask);
}

/// The farthest of `groups` groups of 4 column points (padding repeats point 0) along d: the
/// dots ((x dx + y dy) + z dz) as in the scans above, their maximum, then the lowest index
/// that reaches it. Up to 4 groups keep their dots in registers; more (up to 16) are
/// farthest_many_columns_avx2, a call, so that this stays small enough for GCC to inline
/// where the caller is compiled for AVX2 (gjk3d.h's AVX2 copy). The direction comes in
/// registers (see farthest_simd). The index is the 64-bit `tzcnt` result: the caller
/// addresses the point with it directly.
GJK_AVX2 inline size_t farthest_columns_avx2(const double* x, const double* y, const double* z,
                                             int groups, double d_x, double d_y, double d_z) {
    if (groups > 4) return farthest_many_columns_avx2(x, y, z, groups, d_x, d_y, d_z);
    const __m256d dx = _mm256_set1_pd(d_x), dy = _mm256_set1_pd(d_y), dz = _mm256_set1_pd(d_z);
    // Missing groups repeat the first: their bits come after its own.
    const __m256d v0 = column_dots_avx2(x, y, z, 0, dx, dy, dz);
    const __m256d v1 = groups > 1 ? column_dots_avx2(x, y, z, 1, dx, dy, dz) : v0;
    const __m256d v2 = groups > 2 ? column_dots_avx2(x, y, z, 2, dx, dy, dz) : v0;
    const __m256d v3 = groups > 3 ? column_dots_avx2(x, y, z, 3, dx, dy, dz) : v0;
    const __m256d top =
        spread_max_avx2(_mm256_max_pd(_mm256_max_pd(v0, v1), _mm256_max_pd(v2, v3)));
    return lowest_set_bit(top_lanes_avx2(v0, top) | top_lanes_avx2(v1, top) << 4 |
                          top_lanes_avx2(v2, top) << 8 | top_lanes_avx2(v3, top) << 12);
}

// Float columns: eight points per 256-bit register, so a scan takes half the instructions of
// the double one. The same rounding ((x dx + y dy) + z dz) and the same lowest-index ties.

/// Row k of r * p + t for eight float points, rounded as Transform3<float>::apply: ((r[k] x +
/// r[3 + k] y) + r[6 + k] z) + t[k].
GJK_AVX2 inline __m256 moved_row_float(const float* r, const float* t, int k, __m256 x, __m256 y,
                                       __m256 z) {
    const __m256 xy = _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(r[k]), x),
                                    _mm256_mul_ps(_mm256_set1_ps(r[3 + k]), y));
    return _mm256_add_ps(_mm256_add_ps(xy, _mm256_mul_ps(_mm256_set1_ps(r[6 + k]), z)),
                         _mm256_set1_ps(t[k]));
}

/// Eight float points held as m0 = x0 y0 z0 x1 y1 z1 x2 y2, m1 = z2 x3 y3 z3 x4 y4 z4 x5,
/// m2 = y5 z5 x6 y6 z6 x7 y7 z7, as columns: each column's eight values gathered from the three
/// registers by two blends (bit k of a blend's mask: lane k from the second register), then
/// put in order by one permutation (lane k of the result: lane idx[k] of the blend).
GJK_AVX2 GJK_FORCE_INLINE void deinterleave8_float(__m256 m0, __m256 m1, __m256 m2, __m256& x,
                                                   __m256& y, __m256& z) {
    // x0 x3 x6 x1 x4 x7 x2 x5; y5 y0 y3 y6 y1 y4 y7 y2; z2 z5 z0 z3 z6 z1 z4 z7
    const __m256 xs = _mm256_blend_ps(_mm256_blend_ps(m0, m1, 0b10010010), m2, 0b00100100);
    const __m256 ys = _mm256_blend_ps(_mm256_blend_ps(m0, m1, 0b00100100), m2, 0b01001001);
    const __m256 zs = _mm256_blend_ps(_mm256_blend_ps(m0, m1, 0b01001001), m2, 0b10010010);
    x = _mm256_permutevar8x32_ps(xs, _mm256_setr_epi32(0, 3, 6, 1, 4, 7, 2, 5));
    y = _mm256_permutevar8x32_ps(ys, _mm256_setr_epi32(1, 4, 7, 2, 5, 0, 3, 6));
    z = _mm256_permutevar8x32_ps(zs, _mm256_setr_epi32(2, 5, 0, 3, 6, 1, 4, 7));
}

/// Float points i..i+7 as columns, those from n on replaced by point 0 (the tail, n - i < 8).
/// Masked loads read the tail's 3 (n - i) floats and nothing past them; a part of the eight
/// points' 24 floats that holds none of them is loaded, with an empty mask, from point 0.
GJK_AVX2 GJK_FORCE_INLINE void tail_columns_float(const float* xyz, int i, int n, __m256& x,
                                                  __m256& y, __m256& z) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const int floats = 3 * (n - i);
    __m256 m[3];
    for (int k = 0; k < 3; ++k) {
        const __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(floats - 8 * k), lane);
        m[k] = _mm256_maskload_ps(8 * k < floats ? xyz + 3 * i + 8 * k : xyz, mask);
    }
    deinterleave8_float(m[0], m[1], m[2], x, y, z);
    const __m256 real = _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_set1_epi32(n - i), lane));
    x = _mm256_blendv_ps(_mm256_set1_ps(xyz[0]), x, real);
    y = _mm256_blendv_ps(_mm256_set1_ps(xyz[1]), y, real);
    z = _mm256_blendv_ps(_mm256_set1_ps(xyz[2]), z, real);
}

/// Packs n float points into columns x[], y[], z[] padded to whole groups of 8 with point 0,
/// moved by the column-major rotation r[9] and offset t[3] when kMove (as the double
/// pack_columns_avx2). Whole 32-byte stores, which the scans' loads take from the store
/// buffer.
template <bool kMove>
GJK_AVX2 inline void pack_columns_avx2(const float* xyz, int n, const float* r, const float* t,
                                       float* x, float* y, float* z) {
    auto store = [&](int i, __m256 px, __m256 py, __m256 pz) GJK_AVX2 {
        if constexpr (kMove) {
            _mm256_store_ps(x + i, moved_row_float(r, t, 0, px, py, pz));
            _mm256_store_ps(y + i, moved_row_float(r, t, 1, px, py, pz));
            _mm256_store_ps(z + i, moved_row_float(r, t, 2, px, py, pz));
        } else {
            _mm256_store_ps(x + i, px);
            _mm256_store_ps(y + i, py);
            _mm256_store_ps(z + i, pz);
        }
    };
    __m256 px, py, pz;
    int i = 0;
    for (; i + 8 <= n; i += 8) {  // whole groups: no branch on the tail
        const float* p = xyz + 3 * i;
        deinterleave8_float(_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8), _mm256_loadu_ps(p + 16), px,
                            py, pz);
        store(i, px, py, pz);
    }
    if (i < n) {  // the tail, padded with point 0
        tail_columns_float(xyz, i, n, px, py, pz);
        store(i, px, py, pz);
    }
}

/// Dots of float column group g (eight points) with d.
GJK_AVX2 inline __m256 column_dots_float(const float* x, const float* y, const float* z, int g,
                                         __m256 dx, __m256 dy, __m256 dz) {
    return _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_load_ps(x + 8 * g), dx),
                                       _mm256_mul_ps(_mm256_load_ps(y + 8 * g), dy)),
                         _mm256_mul_ps(_mm256_load_ps(z + 8 * g), dz));
}
/// The largest lane in every lane.
GJK_AVX2 inline __m256 spread_max_float(__m256 m) {
    m = _mm256_max_ps(m, _mm256_permute2f128_ps(m, m, 1));
    m = _mm256_max_ps(m, _mm256_permute_ps(m, _MM_SHUFFLE(1, 0, 3, 2)));
    return _mm256_max_ps(m, _mm256_permute_ps(m, _MM_SHUFFLE(2, 3, 0, 1)));
}
/// Lanes at least top, or unordered, as 8 mask bits (never empty against the largest lane).
GJK_AVX2 inline uint64_t top_lanes_float(__m256 v, __m256 top) {
    return uint64_t(unsigned(_mm256_movemask_ps(_mm256_cmp_ps(v, top, _CMP_NLT_UQ))));
}

/// The farthest of `groups` (1 to 8) groups of 8 float column points along d, as
/// farthest_columns_avx2 for doubles: up to 2 groups (16 points) keep their dots in
/// registers.
GJK_AVX2 inline size_t farthest_columns_avx2(const float* x, const float* y, const float* z,
                                             int groups, float d_x, float d_y, float d_z) {
    const __m256 dx = _mm256_set1_ps(d_x), dy = _mm256_set1_ps(d_y), dz = _mm256_set1_ps(d_z);
    uint64_t mask = 0;
    if (groups <= 2) {  // a missing group repeats the first: its bits come after the first's
        const __m256 v0 = column_dots_float(x, y, z, 0, dx, dy, dz);
        const __m256 v1 = groups > 1 ? column_dots_float(x, y, z, 1, dx, dy, dz) : v0;
        const __m256 top = spread_max_float(_mm256_max_ps(v0, v1));
        mask = top_lanes_float(v0, top) | top_lanes_float(v1, top) << 8;
    } else {
        __m256 dots[8];
        for (int g = 0; g < groups; ++g) dots[g] = column_dots_float(x, y, z, g, dx, dy, dz);
        __m256 m0 = dots[0], m1 = dots[1];
        for (int g = 2; g + 1 < groups; g += 2) {
            m0 = _mm256_max_ps(m0, dots[g]);
            m1 = _mm256_max_ps(m1, dots[g + 1]);
        }
        if (groups & 1) m0 = _mm256_max_ps(m0, dots[groups - 1]);
        const __m256 top = spread_max_float(_mm256_max_ps(m0, m1));
        for (int g = 0; g < groups; ++g) mask |= top_lanes_float(dots[g], top) << (8 * g);
    }
    return lowest_set_bit(mask);
}

/// Dots of eight packed float points p[0..23] with d.
GJK_AVX2 inline __m256 dots8_float(const float* p, __m256 dx, __m256 dy, __m256 dz) {
    __m256 x, y, z;
    deinterleave8_float(_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8), _mm256_loadu_ps(p + 16), x, y,
                        z);
    return _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(x, dx), _mm256_mul_ps(y, dy)),
                         _mm256_mul_ps(z, dz));
}
/// Lane-wise: (best, at) takes (v, index) where v is larger, or equal with a lower index when
/// `ties` is set (as keep4_avx2).
GJK_AVX2 inline void keep8_float(__m256& best, __m256& at, __m256 v, __m256 index,
                                 bool ties = false) {
    __m256 take = _mm256_cmp_ps(v, best, _CMP_GT_OQ);
    if (ties)
        take = _mm256_or_ps(take, _mm256_and_ps(_mm256_cmp_ps(v, best, _CMP_EQ_OQ),
                                                _mm256_cmp_ps(index, at, _CMP_LT_OQ)));
    best = _mm256_blendv_ps(best, v, take);
    at = _mm256_blendv_ps(at, index, take);
}

/// Index of the packed float point (x, y, z floats; count >= 8) farthest along d, ties to the
/// lowest index, eight points at a time: the float counterpart of farthest_avx2. Indices ride
/// along as floats (exact below 2^24).
GJK_AVX2 inline int farthest_avx2(const float* xyz, int count, float d_x, float d_y, float d_z) {
    const __m256 dx = _mm256_set1_ps(d_x), dy = _mm256_set1_ps(d_y), dz = _mm256_set1_ps(d_z);
    __m256 best = dots8_float(xyz, dx, dy, dz), at = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    __m256 index = _mm256_add_ps(at, _mm256_set1_ps(8));
    const __m256 eight = _mm256_set1_ps(8);
    int i = 8;
    for (; i + 8 <= count; i += 8) {
        keep8_float(best, at, dots8_float(xyz + 3 * i, dx, dy, dz), index);
        index = _mm256_add_ps(index, eight);
    }
    // Halves, then pairs, then neighbours onto lane 0: larger wins, equal goes to the lower.
    keep8_float(best, at, _mm256_permute2f128_ps(best, best, 1), _mm256_permute2f128_ps(at, at, 1),
                true);
    keep8_float(best, at, _mm256_permute_ps(best, _MM_SHUFFLE(1, 0, 3, 2)),
                _mm256_permute_ps(at, _MM_SHUFFLE(1, 0, 3, 2)), true);
    keep8_float(best, at, _mm256_permute_ps(best, _MM_SHUFFLE(2, 3, 0, 1)),
                _mm256_permute_ps(at, _MM_SHUFFLE(2, 3, 0, 1)), true);
    int k = int(_mm256_cvtss_f32(at));
    float most = _mm256_cvtss_f32(best);
    for (; i < count; ++i) {  // the tail: later points win only when strictly farther
        const float* p = xyz + 3 * i;
        const float v = (p[0] * d_x + p[1] * d_y) + p[2] * d_z;
        const bool later = v > most;
        most = later ? v : most;
        k = later ? i : k;
    }
    return k;
}
#undef GJK_AVX2

/// Whether this CPU runs the AVX2 kernels.
inline bool has_avx2() {
    // cpu_init first: a query may run from a static constructor, before libgcc's own.
    static const bool avx2 = (__builtin_cpu_init(), __builtin_cpu_supports("avx2"));
    return avx2;
}

/// The widest scan this CPU runs.
/// The direction comes in registers: the AVX2 scans are calls (a function with another target
/// is not inlined), and a direction passed through memory put its store and reload on GJK's
/// and EPA's critical path before every scan.
inline int farthest_simd(const double* xyz, int count, double dx, double dy, double dz) {
    if (has_avx2() && count >= 4)
        return count <= 16 ? farthest_avx2_small(xyz, count, dx, dy, dz)
                           : farthest_avx2(xyz, count, dx, dy, dz);
    const double d[3] = {dx, dy, dz};
    return farthest_sse2(xyz, count, d);
}

}  // namespace detail
}  // namespace gjk
#endif  // GJK_X86_SIMD
