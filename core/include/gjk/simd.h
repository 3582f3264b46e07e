// Whether the SIMD scans are compiled: x86 with SSE2 (every x86-64) and a GCC-compatible
// compiler (for the run-time CPU check and the per-function target attribute of AVX2 code).
// Elsewhere, or with GJK_NO_SIMD defined, the scans fall back to plain loops with the same
// results (a test builds them that way too).
#pragma once

#include <gjk/force_inline.h>

#include <type_traits>

#if !defined(GJK_NO_SIMD) && defined(__SSE2__) && (defined(__x86_64__) || defined(__i386__)) && \
    defined(__GNUC__)
#define GJK_X86_SIMD 1
#include <immintrin.h>
#endif

#ifdef GJK_X86_SIMD
#include <cstddef>
#include <cstdint>

/// Code compiled for AVX2, called only where has_avx2() (farthest_point3d.h) says the CPU runs
/// it. Not FMA: without it every operation rounds as in SSE2, so the results are the same bits
/// (in a build whose flags enable FMA, -mfma or an -march that has it, both copies may contract
/// alike or not).
#define GJK_TARGET_AVX2 __attribute__((target("avx2")))

namespace gjk::detail {
/// x and y, both negated unless side > 0: the sign bits are flipped with a mask, not a branch
/// (docs/performance.md, "Turning towards the origin").
GJK_FORCE_INLINE void negate_unless_positive(float side, float& x, float& y) {
    const __m128 flip =
        _mm_andnot_ps(_mm_cmpgt_ps(_mm_set1_ps(side), _mm_setzero_ps()), _mm_set1_ps(-0.0f));
    x = _mm_cvtss_f32(_mm_xor_ps(_mm_set1_ps(x), flip));
    y = _mm_cvtss_f32(_mm_xor_ps(_mm_set1_ps(y), flip));
}
GJK_FORCE_INLINE void negate_unless_positive(double side, double& x, double& y) {
    const __m128d flip =
        _mm_andnot_pd(_mm_cmpgt_pd(_mm_set1_pd(side), _mm_setzero_pd()), _mm_set1_pd(-0.0));
    x = _mm_cvtsd_f64(_mm_xor_pd(_mm_set1_pd(x), flip));
    y = _mm_cvtsd_f64(_mm_xor_pd(_mm_set1_pd(y), flip));
}

/// Index of the lowest set bit of a non-zero mask, as the 64-bit value the instruction leaves:
/// GCC widens __builtin_ctz's int result again (one more cycle) before the scans' callers use
/// it in an address. `tzcnt` runs as `bsf` on CPUs without BMI1; both agree on non-zero input.
inline size_t lowest_set_bit(uint64_t mask) {
    uint64_t index;
    asm("tzcnt {%1, %0|%0, %1}" : "=r"(index) : "rm"(mask) : "cc");  // AT&T | Intel syntax
    return size_t(index);
}
}  // namespace gjk::detail
#endif

namespace gjk::detail {
/// x where side > 0, else -x. With SSE2 the sign bit is flipped under a mask, not by a branch:
/// a box's support picks its corner by the signs of d, and GJK turns its triangle's normal
/// towards the origin by a sign, which change from call to call; a branch on them is
/// mispredicted about half the time. Built with set1, as the two-value form above
/// (docs/performance.md, "Turning towards the origin").
template <class T>
GJK_FORCE_INLINE T negate_unless_positive(T side, T x) {
#ifdef GJK_X86_SIMD
    if constexpr (std::is_same_v<T, double>) {
        const __m128d flip =
            _mm_andnot_pd(_mm_cmpgt_pd(_mm_set1_pd(side), _mm_setzero_pd()), _mm_set1_pd(-0.0));
        return _mm_cvtsd_f64(_mm_xor_pd(_mm_set1_pd(x), flip));
    } else if constexpr (std::is_same_v<T, float>) {
        const __m128 flip =
            _mm_andnot_ps(_mm_cmpgt_ps(_mm_set1_ps(side), _mm_setzero_ps()), _mm_set1_ps(-0.0f));
        return _mm_cvtss_f32(_mm_xor_ps(_mm_set1_ps(x), flip));
    }
#endif
    return side > 0 ? x : -x;
}
}  // namespace gjk::detail
