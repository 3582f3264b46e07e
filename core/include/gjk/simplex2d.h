// The GJK simplex in 2D and its sub-algorithm: the point of the simplex closest to the origin,
// as barycentric weights, reducing the simplex to the feature that holds it.
//
// Source: Box2D's b2Simplex (Erin Catto, "Computing Distance", GDC 2010; Solve2 and Solve3 in
// Box2D's b2_distance.cpp), which tests the Voronoi regions of a segment and a triangle as in
// Ericson, "Real-Time Collision Detection", 5.1.2 and 5.1.5. Departures: the points are
// a - b (Box2D uses b - a), and solve3 returns which region held the origin, for traces.
#pragma once

#include <gjk/force_inline.h>
#include <gjk/minkowski_support2d.h>
#include <gjk/trace.h>

namespace gjk {

template <class T>
struct SimplexVertex2 : SupportVertex<T> {
    T weight;  ///< barycentric weight of this vertex in the closest point
};

template <class T>
struct Simplex2 {
    SimplexVertex2<T> v[3];
    int count = 0;

    GJK_FORCE_INLINE Vec2<T> closest() const {
        switch (count) {
            case 1:
                return v[0].w;
            case 2:
                return v[0].weight * v[0].w + v[1].weight * v[1].w;
            default:
                return {0, 0};
        }
    }

    /// Points on A and B whose difference is the closest point (Ericson 9.5.1).
    GJK_FORCE_INLINE void witness_points(Vec2<T>& pa, Vec2<T>& pb) const {
        switch (count) {
            case 1:
                pa = v[0].wa;
                pb = v[0].wb;
                break;
            case 2:
                pa = v[0].weight * v[0].wa + v[1].weight * v[1].wa;
                pb = v[0].weight * v[0].wb + v[1].weight * v[1].wb;
                break;
            default:
                pa = v[0].weight * v[0].wa + v[1].weight * v[1].wa + v[2].weight * v[2].wa;
                pb = pa;
                break;
        }
    }

    /// The direction towards the origin from the closest feature. For an edge it is taken
    /// perpendicular to the edge (not -v), which stays accurate when v is tiny (Box2D).
    GJK_FORCE_INLINE Vec2<T> search_direction() const {
        if (count == 1) return -v[0].w;
        Vec2<T> e12 = v[1].w - v[0].w;
        T sgn = cross(e12, -v[0].w);
        return perp_towards(e12, sgn);
    }

    /// Closest point on segment w1 w2 to the origin. With barycentric coordinates (a1, a2) of
    /// p = a1 w1 + a2 w2 (a1 + a2 = 1), minimising |p|^2 gives the 2x2 system
    ///   [1      1    ] [a1]   [1]
    ///   [w1.e12 w2.e12] [a2] = [0],   e12 = w2 - w1,
    /// solved by Cramer's rule: a1 = w2.e12 / |e12|^2, a2 = -w1.e12 / |e12|^2. A non-positive
    /// numerator means the origin is in a vertex region and the other vertex is dropped.
    GJK_FORCE_INLINE Region solve2() {
        const Vec2<T> w1 = v[0].w, w2 = v[1].w;
        const Vec2<T> e12 = w2 - w1;
        const T d12_2 = -glm::dot(w1, e12);
        if (d12_2 <= 0) {  // region of w1
            v[0].weight = 1;
            count = 1;
            return Region::Vertex1;
        }
        const T d12_1 = glm::dot(w2, e12);
        if (d12_1 <= 0) {  // region of w2
            v[1].weight = 1;
            v[0] = v[1];
            count = 1;
            return Region::Vertex2;
        }
        const T inv = 1 / (d12_1 + d12_2);
        v[0].weight = d12_1 * inv;
        v[1].weight = d12_2 * inv;
        return Region::Edge12;
    }

    /// Closest point on triangle w1 w2 w3 to the origin O (Ericson 5.1.5; Box2D's Solve3).
    ///
    /// The plane splits into seven Voronoi regions of the triangle's features, and the closest
    /// point is O's projection on the feature whose region holds O. With e_ij = w_j - w_i and
    /// the segment numerators of solve2 for each edge,
    ///   d_ij_1 = (O - w_j).(w_i - w_j) = w_j.e_ij   (> 0: O projects on w_i's side of w_j),
    ///   d_ij_2 = (O - w_i).(w_j - w_i) = -w_i.e_ij  (> 0: O projects on w_j's side of w_i),
    /// the regions are:
    /// - Vertex w1: O lies behind both edges leaving w1, (O - w1).e12 <= 0 and
    ///   (O - w1).e13 <= 0, i.e. d12_2 <= 0 and d13_2 <= 0. Likewise w2 (d12_1 <= 0,
    ///   d23_2 <= 0) and w3 (d13_1 <= 0, d23_1 <= 0).
    /// - Edge w1 w2: O projects inside the segment (d12_1 > 0, d12_2 > 0) and lies on the
    ///   side of the edge's line away from w3. For the side, write O = l1 w1 + l2 w2 + l3 w3
    ///   with l1 + l2 + l3 = 1. Each l_i is a ratio of signed areas (twice the area of a
    ///   triangle is the 2D cross product of two of its edges): with n123 = e12 x e13,
    ///   twice the area of w1 w2 w3,
    ///     l1 = (w2 x w3) / n123,  l2 = (w3 x w1) / n123,  l3 = (w1 x w2) / n123,
    ///   the areas of the triangles O makes with the edge opposite each vertex. O is beyond
    ///   the edge w1 w2 exactly when l3 <= 0. Multiplying by n123^2 > 0 instead of dividing
    ///   keeps the sign and needs no division: d123_3 = n123 (w1 x w2) = l3 n123^2 <= 0.
    ///   Likewise edge w1 w3 (d13_1 > 0, d13_2 > 0, d123_2 <= 0) and edge w2 w3 (d23_1 > 0,
    ///   d23_2 > 0, d123_1 <= 0). Each edge's weights are then solve2's.
    /// - Interior: none of the above, so l1, l2, l3 > 0, and O is its own closest point with
    ///   weights l_i = d123_i / n123^2. Since w2 x w3 + w3 x w1 + w1 x w2 = e12 x e13 = n123,
    ///   the sum d123_1 + d123_2 + d123_3 is n123^2, the divisor used.
    /// The regions do not overlap except on their boundaries, where the features they name
    /// give the same point (a weight there is 0), so the order of the tests only decides ties;
    /// it is Box2D's.
    GJK_FORCE_INLINE Region solve3() {
        const Vec2<T> w1 = v[0].w, w2 = v[1].w, w3 = v[2].w;

        const Vec2<T> e12 = w2 - w1;
        const T d12_1 = glm::dot(w2, e12);
        const T d12_2 = -glm::dot(w1, e12);

        const Vec2<T> e13 = w3 - w1;
        const T d13_1 = glm::dot(w3, e13);
        const T d13_2 = -glm::dot(w1, e13);

        const Vec2<T> e23 = w3 - w2;
        const T d23_1 = glm::dot(w3, e23);
        const T d23_2 = -glm::dot(w2, e23);

        const T n123 = cross(e12, e13);
        const T d123_1 = n123 * cross(w2, w3);
        const T d123_2 = n123 * cross(w3, w1);
        const T d123_3 = n123 * cross(w1, w2);

        if (d12_2 <= 0 && d13_2 <= 0) {
            v[0].weight = 1;
            count = 1;
            return Region::Vertex1;
        }
        if (d12_1 > 0 && d12_2 > 0 && d123_3 <= 0) {
            const T inv = 1 / (d12_1 + d12_2);
            v[0].weight = d12_1 * inv;
            v[1].weight = d12_2 * inv;
            count = 2;
            return Region::Edge12;
        }
        if (d13_1 > 0 && d13_2 > 0 && d123_2 <= 0) {
            const T inv = 1 / (d13_1 + d13_2);
            v[0].weight = d13_1 * inv;
            v[2].weight = d13_2 * inv;
            count = 2;
            v[1] = v[2];
            return Region::Edge13;
        }
        if (d12_1 <= 0 && d23_2 <= 0) {
            v[1].weight = 1;
            count = 1;
            v[0] = v[1];
            return Region::Vertex2;
        }
        if (d13_1 <= 0 && d23_1 <= 0) {
            v[2].weight = 1;
            count = 1;
            v[0] = v[2];
            return Region::Vertex3;
        }
        if (d23_1 > 0 && d23_2 > 0 && d123_1 <= 0) {
            const T inv = 1 / (d23_1 + d23_2);
            v[1].weight = d23_1 * inv;
            v[2].weight = d23_2 * inv;
            count = 2;
            v[0] = v[2];
            return Region::Edge23;
        }
        const T inv = 1 / (d123_1 + d123_2 + d123_3);
        v[0].weight = d123_1 * inv;
        v[1].weight = d123_2 * inv;
        v[2].weight = d123_3 * inv;
        return Region::Interior;
    }

    GJK_FORCE_INLINE Region solve() {
        switch (count) {
            case 1:
                v[0].weight = 1;
                return Region::Vertex1;
            case 2:
                return solve2();
            default:
                return solve3();
        }
    }

    /// Scale of the simplex, for tolerances that must follow the size of the scene.
    GJK_FORCE_INLINE T scale() const {
        T s = 0;
        for (int i = 0; i < count; ++i)
            s = std::max(s, std::max(std::abs(v[i].w.x), std::abs(v[i].w.y)));
        return s;
    }
};

}  // namespace gjk
