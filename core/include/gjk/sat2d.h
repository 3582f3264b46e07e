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
// Each axis is a line: the two shapes are projected on it once and compared in both directions,
// s+ = min_B(n) - max_A(n) and s- = min_A(n) - max_B(n), the larger kept (with the axis turned
// to point from A towards B). Testing both directions of a line adds directions to the set but
// never loses one, so the test stays exact; and parallel edges (a box's opposite sides, two
// boxes at the same angle) give one line, tested once: two aligned boxes need 2 axes, not 8.
//
// Circles (seed 004): a circle is its centre grown by its radius, projected as the centre's
// projection widened by the radius on both sides. Against a polygon P, a circle of centre c is
// apart exactly when dist(c, P) > r. The point of P nearest c lies inside an edge (then that
// edge's normal separates, and is tested) or is a vertex v; and then v is also the vertex nearest
// c (every vertex w has |c - w| >= dist(c, P) = |c - v|), so the axis from c towards the nearest
// vertex is the one more axis to test. The same two kinds of axis give the depth when they
// overlap: c outside P, it lies along c minus the nearest point (an edge normal or the vertex
// axis); c inside P, along the nearest edge's normal. Two circles need the line through their
// centres alone.
//
// Departure: by default the test stops at the first separating axis; `all_axes` tests every
// axis and reports the largest separation. An observer, if given, sees every axis as it is
// tested (a view stepping through the test); the default one costs nothing.
#pragma once

#include <gjk/math2d.h>

#include <limits>
#include <utility>
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
    int owner = 0;       ///< 0: axis is an edge normal of A, 1: of B; 2, 3: a circle's axis
    int edge = 0;        ///< that edge's index (from vertex edge to edge + 1)
    Interval<T> a, b;    ///< projections of A and B on axis
    int axes_tested = 0;
};

/// One axis as the test meets it.
template <class T>
struct SatAxis {
    Vec2<T> axis;         ///< unit, pointing from A towards B
    Interval<T> a, b;     ///< projections of A and B on axis
    T separation;         ///< b.min - a.max: > 0 a gap, this axis separates them
    int owner;            ///< 0: an edge normal of A, 1: of B; 2: the axis from A's circle
                          ///< centre to B's vertex `edge`, 3: from B's centre to A's vertex
    int edge;             ///< that edge's index (from vertex edge to edge + 1)
    Vec2<T> edge_normal;  ///< that edge's outward normal: the axis or its negation
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

/// Whether unit `n` is parallel (either way) to one of `lines`, to within rounding.
template <class T>
bool parallel_to_any(const std::vector<Vec2<T>>& lines, const Vec2<T>& n) {
    const T tolerance = T(64) * std::numeric_limits<T>::epsilon();
    for (const auto& l : lines)
        if (std::abs(cross(l, n)) <= tolerance) return true;
    return false;
}

/// SAT on two convex shapes in world coordinates, each a counter-clockwise polygon (3+
/// vertices) or a circle (its centre alone, with a radius > 0; a polygon's radius must be 0).
/// Stops at the first separating axis unless `all_axes`, which finds the largest separation.
/// `on_axis(const SatAxis<T>&)` is called for each axis tested, in order: the edge normals of
/// A, then of B, each line once, then a circle's axis to the other shape's nearest vertex.
template <class T, class OnAxis = IgnoreAxes>
SatResult<T> sat(const std::vector<Vec2<T>>& a, T radius_a, const std::vector<Vec2<T>>& b,
                 T radius_b, bool all_axes = false, OnAxis&& on_axis = {}) {
    SatResult<T> best;
    best.separation = std::numeric_limits<T>::lowest();
    std::vector<Vec2<T>> lines;  // the axes tested so far
    lines.reserve(a.size() + b.size() + 1);
    auto widened = [](Interval<T> i, T r) { return Interval<T>{i.min - r, i.max + r}; };
    // Projects both shapes on the line `normal` (once: a line already tested is skipped) and
    // keeps the better direction of it; true when it separates and the test may stop.
    auto test_line = [&](const Vec2<T>& normal, int owner, int index) {
        if (parallel_to_any(lines, normal)) return false;
        lines.push_back(normal);
        const Interval<T> pa = widened(project(a, normal), radius_a),
                          pb = widened(project(b, normal), radius_b);
        ++best.axes_tested;
        // B beyond A along the normal, or along its negation: the larger gap (or smaller
        // overlap) is this line's answer, the axis turned to point from A to B.
        const T forward = pb.min - pa.max, backward = pa.min - pb.max;
        const bool turned = backward > forward;
        const SatAxis<T> seen{turned ? -normal : normal,
                              turned ? Interval<T>{-pa.max, -pa.min} : pa,
                              turned ? Interval<T>{-pb.max, -pb.min} : pb,
                              turned ? backward : forward,
                              owner,
                              index,
                              normal};
        on_axis(seen);
        if (seen.separation > best.separation) {
            best.separation = seen.separation;
            best.owner = owner;
            best.edge = index;
            best.axis = seen.axis;
            best.a = seen.a;
            best.b = seen.b;
        }
        return seen.separation > 0 && !all_axes;
    };
    auto test_edges = [&](const std::vector<Vec2<T>>& own, int owner) {
        if (own.size() < 3) return false;  // a circle has no edges
        for (size_t i = 0, n = own.size(); i < n; ++i) {
            Vec2<T> e = own[(i + 1) % n] - own[i];
            T len = glm::length(e);
            if (!(len > 0)) continue;
            if (test_line(perp_right(e) / len, owner, int(i))) return true;  // outward (CCW)
        }
        return false;
    };
    // A circle's axis: from its centre to the other shape's nearest vertex (the other centre).
    auto test_centre = [&](const std::vector<Vec2<T>>& circle, T radius,
                           const std::vector<Vec2<T>>& other, int owner) {
        if (circle.size() != 1 || !(radius > 0) || other.empty()) return false;
        size_t nearest = 0;
        for (size_t i = 1; i < other.size(); ++i)
            if (glm::length(other[i] - circle[0]) < glm::length(other[nearest] - circle[0]))
                nearest = i;
        Vec2<T> axis = other[nearest] - circle[0];
        const T len = glm::length(axis);
        axis = len > 0 ? axis / len : Vec2<T>(1, 0);  // the same centre: any line will do
        return test_line(axis, owner, int(nearest));
    };
    if (!test_edges(a, 0) && !test_edges(b, 1) && !test_centre(a, radius_a, b, 2))
        test_centre(b, radius_b, a, 3);
    best.separated = best.separation > 0;
    return best;
}

/// SAT on counter-clockwise convex polygons given in world coordinates (3+ vertices each).
template <class T, class OnAxis = IgnoreAxes>
SatResult<T> sat(const std::vector<Vec2<T>>& a, const std::vector<Vec2<T>>& b,
                 bool all_axes = false, OnAxis&& on_axis = {}) {
    return sat(a, T(0), b, T(0), all_axes, std::forward<OnAxis>(on_axis));
}

}  // namespace gjk
