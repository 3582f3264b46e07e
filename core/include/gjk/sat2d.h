// Separating axis test for two convex polygons (boxes included).
//
// The theorem (Ericson, "Real-Time Collision Detection", 5.2.1; Gottschalk, Lin and Manocha,
// "OBBTree: A hierarchical structure for rapid interference detection", SIGGRAPH 1996): two
// convex polygons are disjoint exactly when some edge normal of one of them separates their
// projections. The edge normals of A - B are the outward normals of A's edges and the negated
// outward normals of B's edges, so testing those axes is exact: along A's normal n the support
// of A - B is max_A(n) - min_B(n), the negated "separation" s = min_B(n) - max_A(n). The shapes
// are apart when some s > 0, and otherwise overlap by min over axes of -s, which is exactly the
// penetration depth.
//
// Departure: by default the test stops at the first separating axis; `all_axes` tests every
// axis and reports the largest separation. An observer, if given, sees every axis as it is
// tested (a view stepping through the test); the default one costs nothing.
#pragma once

#include <gjk/math2d.h>

#include <limits>
#include <vector>

namespace gjk {

template <class T>
struct Interval {
    T min = 0;
    T max = 0;
};

template <class T>
struct SatResult {
    bool separated = false;
    Vec2<T> axis{1, 0};  ///< unit, world, pointing from A towards B
    T separation = 0;    ///< > 0: gap along axis; <= 0: minus the overlap (penetration depth)
    int owner = 0;       ///< 0: axis is an edge normal of A, 1: of B
    int edge = 0;        ///< that edge's index (from vertex edge to edge + 1)
    Interval<T> a, b;    ///< projections of A and B on axis
    int axes_tested = 0;
};

/// One axis as the test meets it.
template <class T>
struct SatAxis {
    Vec2<T> axis;       ///< unit, pointing from A towards B (B's normals negated)
    Interval<T> a, b;   ///< projections of A and B on axis
    T separation;       ///< b.min - a.max: > 0 a gap, this axis separates them
    int owner;          ///< 0: an edge normal of A, 1: of B
    int edge;           ///< that edge's index (from vertex edge to edge + 1)
};

/// The observer that watches nothing.
struct IgnoreAxes {
    template <class Axis>
    void operator()(const Axis&) const {}
};

/// Projection of a polygon (world vertices) on an axis.
template <class T>
Interval<T> project(const std::vector<Vec2<T>>& poly, const Vec2<T>& axis) {
    Interval<T> r{std::numeric_limits<T>::max(), std::numeric_limits<T>::lowest()};
    for (const auto& p : poly) {
        T x = glm::dot(p, axis);
        r.min = std::min(r.min, x);
        r.max = std::max(r.max, x);
    }
    return r;
}

/// SAT on counter-clockwise convex polygons given in world coordinates (3+ vertices each).
/// Stops at the first separating axis unless `all_axes`, which finds the largest separation.
/// `on_axis(const SatAxis<T>&)` is called for each axis tested, in order.
template <class T, class OnAxis = IgnoreAxes>
SatResult<T> sat(const std::vector<Vec2<T>>& a, const std::vector<Vec2<T>>& b,
                 bool all_axes = false, OnAxis&& on_axis = {}) {
    SatResult<T> best;
    best.separation = std::numeric_limits<T>::lowest();
    auto test = [&](const std::vector<Vec2<T>>& own, const std::vector<Vec2<T>>& other, int owner) {
        for (size_t i = 0, n = own.size(); i < n; ++i) {
            Vec2<T> e = own[(i + 1) % n] - own[i];
            T len = glm::length(e);
            if (!(len > 0)) continue;
            Vec2<T> normal = perp_right(e) / len;  // outward for counter-clockwise
            Interval<T> pi_own = project(own, normal), pi_other = project(other, normal);
            ++best.axes_tested;
            T s = pi_other.min - pi_own.max;
            // On B's normal flipped to point from A to B, the intervals are mirrored.
            const SatAxis<T> seen{owner == 0 ? normal : -normal,
                                  owner == 0 ? pi_own : Interval<T>{-pi_other.max, -pi_other.min},
                                  owner == 0 ? pi_other : Interval<T>{-pi_own.max, -pi_own.min},
                                  s, owner, int(i)};
            on_axis(seen);
            if (s > best.separation) {
                best.separation = s;
                best.owner = owner;
                best.edge = int(i);
                best.axis = seen.axis;
                best.a = seen.a;
                best.b = seen.b;
            }
            if (s > 0 && !all_axes) return true;
        }
        return false;
    };
    if (!test(a, b, 0)) test(b, a, 1);
    best.separated = best.separation > 0;
    return best;
}

}  // namespace gjk
