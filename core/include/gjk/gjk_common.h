// What GJK shares in 2D and 3D: the termination test, the touching threshold and how the
// reported normal is found. No header of either dimension is included here.
#pragma once

#include <gjk/common.h>
#include <gjk/force_inline.h>

#include <algorithm>

namespace gjk {
namespace detail {

/// GJK's progress test (van den Bergen 1999, section 4.2): with v the closest point of the
/// simplex and w the support along -v, every point x of A - B has x.v >= v.w, so the distance
/// lies in [v.w / |v|, |v|]. Stop when that interval is small:
///
///     |v|^2 - v.w <= tolerance |v|^2 + rounding,   rounding = 8 eps scale^2.
///
/// The first term is the relative test of the paper. The second is what rounding leaves of
/// v.w: v is a weighted sum of simplex points whose coordinates reach `scale`, so it carries
/// an absolute error of a few eps scale, and its dot product with w (also up to `scale`)
/// one of a few eps scale^2. Without it, a distance many orders below the shapes' size (faces
/// parallel to 1e-12, 1e-12 apart) can never pass the relative test: the interval stays at
/// rounding size while the support hops between equally good corners, until the iteration cap.
template <class T>
GJK_FORCE_INLINE T rounding_of_v_dot_w(T scale) {
    return 8 * machine_eps<T>() * scale * scale;
}
template <class T>
GJK_FORCE_INLINE bool converged(T dist_sq, T v_dot_w, T tolerance, T scale) {
    return dist_sq - v_dot_w <= tolerance * dist_sq + rounding_of_v_dot_w(scale);
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
