// GJK_FORCE_INLINE: always inlined, for the few small functions on GJK's innermost path
// (docs/performance.md, "Forced inlining").
#pragma once

#if defined(__GNUC__)
#define GJK_FORCE_INLINE __attribute__((always_inline)) inline
#else
#define GJK_FORCE_INLINE inline
#endif
