// A hull of 8 vertices that is a box, and which of its vertices is which corner: found once,
// when its core is made (make_core3), so that every pair picks its support by three signs
// instead of comparing all 8 vertices.
//
// A box here is any parallelepiped: corners c + s0 a0 + s1 a1 + s2 a2 with s_i = +-1 and three
// edge vectors 2 a_i, orthogonal or not (flat too: the pick below holds for any a_i). Its farthest
// corner along d takes s_i = +1 exactly where d.a_i > 0, since d.(c + sum s_i a_i) = d.c + sum s_i
// (d.a_i) is largest term by term. That is the box primitive's support (van den Bergen 2003).
// Meshes, bug reports and openGJK's users give boxes as their 8 corners; scanned as a hull, such
// a box took 217-225 ns a distance query against the primitive's 171-178 (docs/performance.md,
// "Boxes given as 8 corners").
//
// The pick needs only the signs of three dot products with edge vectors; the point is then the
// user's vertex itself, as the scan would return it. The points need not be a box exactly: each
// within the tolerance below of a box (8 units of rounding of the largest coordinate; boxes
// rotated and moved in double or float came within 3.4), so the vertex picked can fall short of
// the farthest by about that much along d.
#pragma once

#include <gjk/force_inline.h>
#include <gjk/math3d.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace gjk {

/// Which vertex of an 8-vertex hull is corner k of its box (bit i of k set: s_i = +1), three
/// bits per corner; code 0: not a box (a box's code is never 0, as corners 1 to 7 name seven
/// different vertices).
struct BoxCorners {
    uint32_t code = 0;

    bool is_box() const { return code != 0; }
    int vertex(int corner) const { return int(code >> (3 * corner)) & 7; }
};

/// The corners of `n` points if they are a box's, to within a few units in the last place of
/// the largest coordinate: each point no farther (in every coordinate) from its corner's
/// c + (s0 a0 + (s1 a1 + s2 a2)), formed as in the loop below, than 8 epsilon times that
/// coordinate. Corner 0 is point 0, and a_i is half the edge from point 0 to each of its three
/// neighbours; the first three of the other points that complete the box are taken.
template <class T>
BoxCorners find_box_corners(const Vec3<T>* points, int n) {
    if (n != 8) return {};
    T largest = 0;
    for (int i = 0; i < n; ++i)
        largest = std::max(
            {largest, std::abs(points[i].x), std::abs(points[i].y), std::abs(points[i].z)});
    const T tolerance = 8 * std::numeric_limits<T>::epsilon() * largest;
    if (!(tolerance > 0) || !std::isfinite(tolerance)) return {};
    auto near = [&](const Vec3<T>& p, const Vec3<T>& q) {
        const Vec3<T> e = p - q;
        return std::abs(e.x) <= tolerance && std::abs(e.y) <= tolerance &&
               std::abs(e.z) <= tolerance;
    };
    const Vec3<T> p0 = points[0];
    for (int i = 1; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            for (int k = j + 1; k < n; ++k) {
                const Vec3<T> axis[3] = {(points[i] - p0) * T(0.5), (points[j] - p0) * T(0.5),
                                         (points[k] - p0) * T(0.5)};
                const Vec3<T> centre = p0 + (axis[0] + (axis[1] + axis[2]));
                // Each corner's vertex: the one point at its place, none used twice.
                uint32_t code = 0, used = 0;
                for (int corner = 0; corner < 8; ++corner) {
                    auto signed_axis = [&](int a) { return corner >> a & 1 ? axis[a] : -axis[a]; };
                    const Vec3<T> place =
                        centre + (signed_axis(0) + (signed_axis(1) + signed_axis(2)));
                    int found = -1;
                    for (int v = 0; v < n && found < 0; ++v)
                        if (!(used >> v & 1) && near(points[v], place)) found = v;
                    if (found < 0) break;
                    used |= 1u << found;
                    code |= uint32_t(found) << (3 * corner);
                }
                if (used == 0xff) return {code};
            }
    return {};
}

/// A box hull's support in the frame GJK works in: its three edge vectors from corner 0 (2 a_i
/// above; only their directions matter), placed once per pair from its vertices in that frame,
/// `vertex(i)`: on every CPU the same points, so the same picks (minkowski_support3d.h), in
/// builds without FMA contraction (simd.h).
/// farthest(d) is the vertex the signs of d.a_i pick; ties (d.a_i = 0) take s_i = -1, the
/// corner on corner 0's side of that edge (BoxProxy3 takes the one on the negative side of its
/// axis: along a face the two may name different corners, equally far).
template <class T>
struct BoxCornerPick3 {
    Vec3<T> corner0{0, 0, 0};
    Vec3<T> edge[3] = {};
    BoxCorners corners;

    template <class VertexOf>
    GJK_FORCE_INLINE void place(BoxCorners box, const VertexOf& vertex) {
        corners = box;
        const Vec3<T> p0 = vertex(box.vertex(0));
        corner0 = p0;
        edge[0] = vertex(box.vertex(1)) - p0;
        edge[1] = vertex(box.vertex(2)) - p0;
        edge[2] = vertex(box.vertex(4)) - p0;
    }

    /// The box's centre: corner 0 and half of its three edges.
    Vec3<T> centre() const { return corner0 + (edge[0] + (edge[1] + edge[2])) * T(0.5); }

    /// The vertex index of the corner farthest along d.
    GJK_FORCE_INLINE int farthest(const Vec3<T>& d) const {
        return corners.vertex(int(glm::dot(edge[0], d) > 0) | int(glm::dot(edge[1], d) > 0) << 1 |
                              int(glm::dot(edge[2], d) > 0) << 2);
    }
};

}  // namespace gjk
