// Whether the SIMD scans are compiled: x86 with SSE2 (every x86-64) and a GCC-compatible
// compiler (for the run-time CPU check and the per-function target attribute of AVX2 code).
// Elsewhere, or with GJK_NO_SIMD defined, the scans fall back to plain loops with the same
// results (a test builds them that way too).
#pragma once

#if !defined(GJK_NO_SIMD) && defined(__SSE2__) && (defined(__x86_64__) || defined(__i386__)) && \
    defined(__GNUC__)
#define GJK_X86_SIMD 1
#include <immintrin.h>
#endif
