// What the core shares across dimensions: why GJK and EPA stop, EPA's settings, a hull's centre
// and the machine epsilon the tolerances are built on. Both the 2D and the 3D headers include this
// one; it includes no header of either dimension.
#pragma once

#include <limits>

namespace gjk {

/// Why GJK stopped (one value per way out of the loop).
enum class GjkStop {
    Running,           ///< not stopped in this iteration
    Overlap,           ///< the simplex is a triangle that contains the origin
    OriginOnSimplex,   ///< the closest point is the origin (shapes touch or overlap)
    DuplicateSupport,  ///< the new support point is already in the simplex: converged exactly
    Converged,         ///< |v|^2 - v.w <= tolerance |v|^2 + rounding: v is within tolerance of the
                       ///< distance
    NoProgress,        ///< rounding made |v| grow; the previous simplex is kept
    Separated,         ///< boolean GJK: the support point did not pass the origin
    MaxIterations,     ///< the iteration cap was reached
};

/// Why EPA stopped.
enum class EpaStop {
    Running,
    Converged,         ///< the support along the closest edge's normal lies on that edge
    DuplicateSupport,  ///< the support point is already a vertex of the polygon
    Degenerate,        ///< the Minkowski difference has no area (flat): depth 0
    MaxIterations,
};

template <class T>
struct EpaSettings {
    int max_iterations = 128;
    T tolerance = T(1e-9);  ///< relative gap between lower and upper bound that stops EPA
};

/// The mean of n points (Vec2 or Vec3): a point inside their hull, where MPR's interior point
/// and, when the frames' origins coincide, GJK's first direction start (see centre_line in
/// minkowski_support3d.h). Point i is added to partial sum i mod 4, so that the additions wait
/// on a quarter of one another (GJK's first support waits on this).
template <class Vec>
Vec vertex_mean(const Vec* vertices, int n) {
    using T = typename Vec::value_type;
    if (n <= 0) return Vec(T(0));
    Vec s0(T(0)), s1(T(0)), s2(T(0)), s3(T(0));
    int i = 0;
    for (; i + 4 <= n; i += 4) {
        s0 += vertices[i];
        s1 += vertices[i + 1];
        s2 += vertices[i + 2];
        s3 += vertices[i + 3];
    }
    if (i < n) s0 += vertices[i];
    if (i + 1 < n) s1 += vertices[i + 1];
    if (i + 2 < n) s2 += vertices[i + 2];
    return ((s0 + s1) + (s2 + s3)) / T(n);
}

/// Floating-point machine epsilon of T.
template <class T>
constexpr T machine_eps() {
    return std::numeric_limits<T>::epsilon();
}

}  // namespace gjk
