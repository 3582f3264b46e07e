// GJK_FORCE_INLINE: always inlined, for the few small functions on GJK's innermost path
// (docs/performance.md, "Forced inlining"). GJK_INLINE_LAMBDA: the same for a lambda, written
// after its parameter list.
#pragma once

#if defined(__GNUC__)
#define GJK_FORCE_INLINE __attribute__((always_inline)) inline
#define GJK_INLINE_LAMBDA __attribute__((always_inline))
#else
#define GJK_FORCE_INLINE inline
#define GJK_INLINE_LAMBDA
#endif
