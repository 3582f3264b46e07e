// GJK_FORCE_INLINE: for the few small functions on GJK's innermost path that the compiler's
// size heuristics would otherwise leave as calls (a call there costs ~10% of a query).
#pragma once

#if defined(__GNUC__)
#define GJK_FORCE_INLINE __attribute__((always_inline)) inline
#else
#define GJK_FORCE_INLINE inline
#endif
