// The sizes within which the queries' answers hold, and a check of a pair against them.
//
// GJK, EPA and MPR multiply up to four lengths of A - B together. A triangle's normal n is a
// product of two edges. The sub-algorithm divides by |n|^2, a product of four; in 2D the
// signed areas of the simplex are multiplied by each other. Four lengths of size L give L^4,
// and L^4 must stay between the smallest normal number and the largest finite one:
// - in double (2.2e-308 to 1.8e308): L within about 1e-77 to 1e77;
// - in float (1.2e-38 to 3.4e38): L within about 3e-10 to 4e9.
// The range below keeps a margin inside these (1e-70 to 1e70 in double, 1e-9 to 1e9 in float).
// Beyond it the queries still end, but their answers can be wrong without a sign. Of 446
// random pairs apart (polytopes, boxes, a cylinder and a cone; tests/core3d/random_qhull_test.cpp)
// scaled in double, GJK's distance was wrong for 284 at 1e80 and 157 at 1e-80, and for none
// at 1e71 and 1e-71. The queries themselves do not check, because they run
// in a physics step's inner loop; call `within_precision` where the sizes come from outside
// (a file, a user).
#pragma once

#include <gjk/bounds2d.h>
#include <gjk/bounds3d.h>

#include <algorithm>
#include <cmath>

namespace gjk {

/// A - B's extent (see within_precision) must be 0 or lie between `lowest` and `highest`.
template <class T>
struct PrecisionRange;
template <>
struct PrecisionRange<double> {
    static constexpr double lowest = 1e-70, highest = 1e70;
};
template <>
struct PrecisionRange<float> {
    static constexpr double lowest = 1e-9, highest = 1e9;
};

/// A - B's extent from the two bodies' AABBs: the largest |coordinate| of the AABB of
/// A - B, which spans a.min - b.max to a.max - b.min on each axis. NaN when a bound is NaN.
template <class Box>
double minkowski_extent(const Box& a, const Box& b) {
    double extent = 0;
    for (int k = 0; k < a.min.length(); ++k) {
        const double low = std::abs(double(a.min[k]) - double(b.max[k]));
        const double high = std::abs(double(a.max[k]) - double(b.min[k]));
        if (std::isnan(low) || std::isnan(high)) return low + high;
        extent = std::max({extent, low, high});
    }
    return extent;
}

/// Whether an extent suits precision T: 0 (both at one point), or within PrecisionRange<T>.
template <class T>
bool extent_within_precision(double extent) {
    return extent == 0 ||
           (extent >= PrecisionRange<T>::lowest && extent <= PrecisionRange<T>::highest);
}

/// Whether the queries on this pair answer to their tolerances in precision T: A - B's
/// extent, from the bodies' world AABBs (six supports each), within PrecisionRange<T>.
template <class T>
bool within_precision(const Body3<T>& a, const Body3<T>& b) {
    return extent_within_precision<T>(minkowski_extent(aabb_of(a), aabb_of(b)));
}
template <class T>
bool within_precision(const Body2<T>& a, const Body2<T>& b) {
    return extent_within_precision<T>(minkowski_extent(aabb_of(a), aabb_of(b)));
}

}  // namespace gjk
