// What GJK shares in 2D and 3D: the termination test, the touching threshold and how the
// reported normal is found. No header of either dimension is included here.
#pragma once

#include <gjk/common.h>
#include <gjk/force_inline.h>

#include <algorithm>
#include <cmath>

namespace gjk {
namespace detail {

/// GJK's progress test (van den Bergen 1999, section 4.2): with v the closest point of the
/// simplex and w the support along -v, every point x of A - B has x.v >= v.w, so the distance
/// lies in [v.w / |v|, |v|]. Stop when that interval is small:
///
///     |v|^2 - v.w <= tolerance |v|^2.
///
/// Written so, it cannot be evaluated near contact. v is a weighted sum of simplex points whose
/// coordinates reach `scale`, so the computed v is off by |e| = a few eps scale, and the left
/// side by e.(2v - w), up to eps scale^2, while the right side is tolerance |v|^2: for float
/// shapes of size 1 that are 1e-4 apart, rounding is 10^6 times the tolerance. Rounding then
/// passes the test by chance, and GJK stops on a feature that is not the closest one (float
/// 8-gons 1e-4 apart stopped with the distance 30% too large, "converged").
///
/// The test is therefore taken along n, the search direction, normal to the simplex's closest
/// feature and pointing from it to the origin, with w0 a vertex of that feature. Then
/// v = (n.w0 / |n|^2) n, |v| = -n.w0 / |n|, and |v|^2 - v.w = v.(w0 - w) = |v| n.(w - w0) / |n|,
/// so the test reads
///
///     n.(w - w0) <= tolerance (-n.w0).
///
/// When n is computed from the feature's own vertices (2D: the edge's perpendicular; 3D: the
/// triangle's cross product), its direction is exact for them, w - w0 is a difference of two
/// support points, and the left side is off by a few eps |n| |w - w0|: the distance's lower
/// bound to a few eps |w - w0|, the resolution of the coordinates. (For a 3D segment n is -v,
/// whose direction rounding knows only to eps scale / |v|; for one vertex, n = -w0 exactly.)
///
/// Polygons and polytopes need nothing more: their loop also ends exactly, when the support is
/// a vertex of the simplex already, or when rounding stops |v| shrinking. Curved shapes,
/// whose supports never repeat, take an allowance of 8 eps scale on the lower bound, so that a
/// distance far below the shapes' size (a sphere 1e-12 from a plane) still ends.
template <class T>
GJK_FORCE_INLINE bool converged(T n_dot_w_minus_w0, T minus_n_dot_w0, T tolerance, T allowance) {
    return n_dot_w_minus_w0 <= tolerance * minus_n_dot_w0 + allowance;
}
/// The allowance for converged(): 0 for polygons and polytopes, 8 eps scale |n| for curved
/// shapes.
template <bool kDiscrete, class T>
GJK_FORCE_INLINE T progress_allowance(T scale, T n_length_sq) {
    if constexpr (kDiscrete)
        return T(0);
    else
        return 8 * machine_eps<T>() * scale * std::sqrt(n_length_sq);
}
/// When the support w is a vertex of the simplex already: in exact arithmetic v.w = |v|^2 for
/// every vertex of the feature v lies on. If the computed v.w is further from |v|^2 than
/// rounding explains (a few eps scale (|w - v| + |v|), compared squared), v is rounding noise,
/// a few ulps of the coordinates long: the origin is on the simplex.
template <class T>
GJK_FORCE_INLINE bool duplicate_is_converged(T dist_sq, T v_dot_w, T tolerance, T scale,
                                             T w_minus_v_sq) {
    const T gap = dist_sq - v_dot_w - tolerance * dist_sq;
    const T k = 8 * machine_eps<T>() * scale;
    return gap <= 0 || gap * gap <= 2 * k * k * (w_minus_v_sq + dist_sq);
}

/// The shapes touch, for GJK: the origin lies within `touch_distance` of the simplex. Below
/// tolerance x scale the distance is zero within the query's tolerance (the answer's accuracy
/// is relative to the scene's size), and the direction of v, known only to eps scale / |v|,
/// would make a poor normal: EPA gives the contact normal instead. Never below 8 eps scale,
/// the rounding error of v itself.
template <class T>
GJK_FORCE_INLINE T touch_distance(T tolerance, T scale) {
    return std::max(tolerance, 8 * machine_eps<T>()) * scale;
}

// The normal GJK reports, from A towards B (in A's frame): the direction of -v, v being the
// closest point of the final simplex to the origin of A - B = the offset from B's closest
// point to A's. It is the direction the termination test checked: w, the support along -v,
// gave x.v >= v.w for all of A - B, so the plane normal to v separates A and B.
//
// How it is computed matters when the distance is small against the coordinates. The
// difference of the witness points, pb - pa, is the same vector in exact arithmetic, but two
// boxes flush face to face came out with a normal 2 degrees off (pb - pa was rounding noise),
// along which they overlapped by 1.4% of their size. v itself is known to about eps x scale,
// so its direction to eps scale / |v|. The simplex's feature is known far better: when the
// closest point lies inside an edge (2D, or 3D edge against edge) or a triangle (3D), v is
// perpendicular to that feature, so the normal is the edge's perpendicular or the triangle's
// cross product, computed from differences of whole vertices, and v only gives its sign.
// (In 3D, an edge's perpendicular plane still needs v: its part along the edge is removed.)
// The functions: separating_normal (gjk2d.h) and separating_normal3 (gjk3d.h).
}  // namespace detail
}  // namespace gjk
