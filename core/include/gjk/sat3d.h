// Separating axis test for two convex polytopes (boxes included).
//
// The theorem in 3D (Ericson, "Real-Time Collision Detection", 5.2.1; Gottschalk, Lin and
// Manocha, "OBBTree", SIGGRAPH 1996): two convex polytopes are disjoint exactly when their
// projections are disjoint on some axis among the face normals of either and the cross products
// of an edge direction of one with an edge direction of the other. Each of those is a normal of
// a face of A - B (face-vertex contacts give the face normals, edge-edge contacts the crosses),
// so the test is exact. Parallel faces give one axis and parallel edges one direction (a box:
// 3 normals and 3 edge directions, so two boxes need 3 + 3 + 3 x 3 = 15 axes, Gottschalk's
// count); the cost is (normals + directions x directions) projections of all vertices.
#pragma once

#include <gjk/math3d.h>
#include <gjk/sat2d.h>

#include <array>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace gjk {

/// A polytope as SAT needs it: world vertices, unit face normals (outward, one per direction:
/// of two parallel faces only the first), and edges.
template <class T>
struct SatPolytope3 {
    std::vector<Vec3<T>> vertices;
    std::vector<Vec3<T>> normals;
    std::vector<std::pair<int, int>> edges;  ///< into vertices; diagonals of flat faces left out
    std::vector<int> edge_directions;        ///< into edges: the first edge of each direction
};

/// From world vertices and outward triangles (a hull's): coplanar triangles give one normal, and
/// the edges they share inside one flat face are no edges of the polytope.
template <class T>
SatPolytope3<T> sat_polytope(std::vector<Vec3<T>> world,
                             const std::vector<std::array<int, 3>>& faces) {
    SatPolytope3<T> p;
    p.vertices = std::move(world);
    std::vector<Vec3<T>> face_normal;
    for (const auto& f : faces) {
        Vec3<T> n =
            glm::cross(p.vertices[f[1]] - p.vertices[f[0]], p.vertices[f[2]] - p.vertices[f[0]]);
        const T len = glm::length(n);
        n = len > 0 ? n / len : Vec3<T>(0);
        face_normal.push_back(n);
        // An axis and its opposite project alike: the opposite face adds nothing.
        bool seen = false;
        for (const auto& m : p.normals) seen |= std::abs(glm::dot(m, n)) > T(1) - T(1e-9);
        if (!seen && len > 0) p.normals.push_back(n);
    }
    // Each undirected edge once, unless both triangles beside it lie in one plane.
    for (size_t i = 0; i < faces.size(); ++i)
        for (int k = 0; k < 3; ++k) {
            const int a = faces[i][k], b = faces[i][(k + 1) % 3];
            if (a > b) continue;  // the other triangle holds b -> a
            bool flat = false;
            for (size_t j = 0; j < faces.size() && !flat; ++j) {
                if (j == i) continue;
                for (int m = 0; m < 3; ++m)
                    if (faces[j][m] == b && faces[j][(m + 1) % 3] == a)
                        flat = glm::dot(face_normal[i], face_normal[j]) > T(1) - T(1e-9);
            }
            if (!flat) p.edges.push_back({a, b});
        }
    // Parallel edges give the same crosses. (Checked pairwise up to 512 edges; larger meshes,
    // whose SAT is too costly to run anyway, keep every edge.)
    constexpr size_t kMaxEdgesToCompare = 512;
    std::vector<Vec3<T>> directions;
    for (size_t i = 0; i < p.edges.size(); ++i) {
        const Vec3<T> e =
            glm::normalize(p.vertices[p.edges[i].second] - p.vertices[p.edges[i].first]);
        bool seen = false;
        if (p.edges.size() <= kMaxEdgesToCompare)
            for (const Vec3<T>& f : directions) seen |= std::abs(glm::dot(e, f)) > T(1) - T(1e-9);
        if (seen) continue;
        directions.push_back(e);
        p.edge_directions.push_back(int(i));
    }
    return p;
}

template <class T>
struct Sat3Result {
    bool separated = false;
    Vec3<T> axis{1, 0, 0};  ///< unit, world, pointing from A towards B
    T separation = 0;       ///< > 0: gap along axis; <= 0: minus the overlap (penetration depth)
    int kind = 0;           ///< 0: a face normal of A, 1: of B, 2: an edge of A x an edge of B
    Interval<T> a, b;       ///< projections of A and B on axis
    int axes_tested = 0;
};

/// One axis as the test meets it.
template <class T>
struct Sat3Axis {
    Vec3<T> axis;      ///< unit, pointing from A towards B (the sign with the larger gap)
    Interval<T> a, b;  ///< projections of A and B on axis
    T separation;      ///< b.min - a.max: > 0 a gap, this axis separates them
    int kind;          ///< 0: a face normal of A, 1: of B, 2: an edge of A x an edge of B
    int normal;        ///< kind 0 or 1: the index into that polytope's normals
    std::pair<int, int> edge_a, edge_b;  ///< kind 2: the two edges (vertex indices; the first
                                         ///< edge of their direction)
};

/// Projection of points on an axis.
template <class T>
Interval<T> project3(const std::vector<Vec3<T>>& points, const Vec3<T>& axis) {
    Interval<T> r{std::numeric_limits<T>::max(), std::numeric_limits<T>::lowest()};
    for (const auto& p : points) {
        const T x = glm::dot(p, axis);
        r.min = std::min(r.min, x);
        r.max = std::max(r.max, x);
    }
    return r;
}

/// SAT of two polytopes. Stops at the first separating axis unless `all_axes`, which finds the
/// largest separation (then, for overlapping polytopes, minus the penetration depth).
/// `on_axis(const Sat3Axis<T>&)` is called for each axis tested, in order.
template <class T, class OnAxis = IgnoreAxes>
Sat3Result<T> sat3(const SatPolytope3<T>& a, const SatPolytope3<T>& b, bool all_axes = false,
                   OnAxis&& on_axis = {}) {
    Sat3Result<T> best;
    best.separation = std::numeric_limits<T>::lowest();
    const Vec3<T> towards_b = (b.vertices[0] - a.vertices[0]);
    // Along axis L (either sign): the gap is how far B's interval starts after A's ends, taking
    // L to point from A to B (the sign under which that gap is larger).
    auto test = [&](Vec3<T> axis, int kind, int normal, std::pair<int, int> ea,
                    std::pair<int, int> eb) {
        ++best.axes_tested;
        Interval<T> pa = project3(a.vertices, axis), pb = project3(b.vertices, axis);
        T s = pb.min - pa.max;
        const T flipped = pa.min - pb.max;  // the gap along -axis
        if (flipped > s || (flipped == s && glm::dot(axis, towards_b) < 0)) {
            s = flipped;
            axis = -axis;
            pa = {-pa.max, -pa.min};
            pb = {-pb.max, -pb.min};
        }
        on_axis(Sat3Axis<T>{axis, pa, pb, s, kind, normal, ea, eb});
        if (s > best.separation) {
            best.separation = s;
            best.axis = axis;
            best.kind = kind;
            best.a = pa;
            best.b = pb;
        }
        return s > 0 && !all_axes;
    };
    [&] {  // face normals of A, of B, then edge crosses, up to the first separating axis
        const std::pair<int, int> none{-1, -1};
        for (size_t i = 0; i < a.normals.size(); ++i)
            if (test(a.normals[i], 0, int(i), none, none)) return;
        for (size_t i = 0; i < b.normals.size(); ++i)
            if (test(b.normals[i], 1, int(i), none, none)) return;
        for (const int ea_index : a.edge_directions)
            for (const int eb_index : b.edge_directions) {
                const auto [i, j] = a.edges[size_t(ea_index)];
                const auto [k, l] = b.edges[size_t(eb_index)];
                const Vec3<T> ea = a.vertices[j] - a.vertices[i],
                              eb = b.vertices[l] - b.vertices[k];
                const Vec3<T> c = glm::cross(ea, eb);
                const T len = glm::length(c);
                // Parallel edges: their cross product is no direction; face normals cover them.
                if (!(len > T(1e-9) * glm::length(ea) * glm::length(eb))) continue;
                if (test(c / len, 2, -1, {i, j}, {k, l})) return;
            }
    }();
    best.separated = best.separation > 0;
    return best;
}

}  // namespace gjk
