// GJK_FORCE_INLINE: always inlined, for the few small functions on GJK's innermost path
// (docs/performance.md, "Forced inlining"). GJK_INLINE_LAMBDA: the same for a lambda, written
// after its parameter list. GJK_NEVER_INLINE: kept a call, for a rare path that would
// otherwise make its caller too large to inline. GJK_INLINE_ALL_CALLS: every call in the
// function's body inlined, recursively, except into GJK_NEVER_INLINE functions (GCC's
// `flatten`), for a hot function whose callees the inliner's budget for a large translation
// unit would otherwise leave calls.
#pragma once

#if defined(__GNUC__)
#define GJK_FORCE_INLINE __attribute__((always_inline)) inline
#define GJK_INLINE_LAMBDA __attribute__((always_inline))
#define GJK_NEVER_INLINE __attribute__((noinline)) inline
#define GJK_INLINE_ALL_CALLS __attribute__((flatten))
#else
#define GJK_FORCE_INLINE inline
#define GJK_INLINE_LAMBDA
#define GJK_NEVER_INLINE inline
#define GJK_INLINE_ALL_CALLS
#endif
