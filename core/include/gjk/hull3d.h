// 3D convex hull of a point set, by incremental construction on Polytope3: start from the
// largest tetrahedron of extreme points, then add the rest, farthest first.
#pragma once

#include <gjk/polytope3d.h>

#include <numeric>

namespace gjk {

template <class T>
struct Hull3 {
    int dimension = 0;                      ///< 3: a solid; 0..2: the points are degenerate
    std::vector<std::array<int, 3>> faces;  ///< outward, counter-clockwise, into the input
    std::vector<int> vertices;              ///< input indices on the hull (sorted)
};

template <class T>
Hull3<T> convex_hull3(const std::vector<Vec3<T>>& pts) {
    Hull3<T> h;
    const int n = int(pts.size());
    if (n == 0) return h;
    T scale = 0;
    for (auto& p : pts) scale = std::max({scale, std::abs(p.x), std::abs(p.y), std::abs(p.z)});
    const T eps = 64 * machine_eps<T>() * std::max(scale, T(1e-300));

    // Extreme points: lowest x, farthest from it, farthest from that line, from that plane.
    int i0 = 0;
    for (int i = 1; i < n; ++i)
        if (pts[i].x < pts[i0].x) i0 = i;
    int i1 = i0;
    for (int i = 0; i < n; ++i)
        if (length_sq(pts[i] - pts[i0]) > length_sq(pts[i1] - pts[i0])) i1 = i;
    if (!(glm::length(pts[i1] - pts[i0]) > eps)) return h;  // all the same point
    h.dimension = 1;
    const Vec3<T> axis = pts[i1] - pts[i0];
    int i2 = i0;
    T best = 0;
    for (int i = 0; i < n; ++i) {
        T d = glm::length(glm::cross(pts[i] - pts[i0], axis));
        if (d > best) best = d, i2 = i;
    }
    if (!(best / glm::length(axis) > eps)) return h;  // collinear
    h.dimension = 2;
    const Vec3<T> normal = glm::normalize(glm::cross(axis, pts[i2] - pts[i0]));
    int i3 = i0;
    best = 0;
    for (int i = 0; i < n; ++i) {
        T d = std::abs(glm::dot(pts[i] - pts[i0], normal));
        if (d > best) best = d, i3 = i;
    }
    if (!(best > eps)) return h;  // coplanar
    h.dimension = 3;

    Polytope3<T> poly;
    poly.points = pts;
    poly.tetrahedron(i0, i1, i2, i3);
    // Farther points first: fewer faces are made and then removed again.
    const Vec3<T> centre = (pts[i0] + pts[i1] + pts[i2] + pts[i3]) / T(4);
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return length_sq(pts[a] - centre) > length_sq(pts[b] - centre);
    });
    for (int i : order)
        if (i != i0 && i != i1 && i != i2 && i != i3) poly.add(i, eps);

    std::vector<bool> used(n, false);
    for (const auto& f : poly.faces) {
        if (!f.alive) continue;
        h.faces.push_back(f.v);
        for (int v : f.v) used[v] = true;
    }
    for (int i = 0; i < n; ++i)
        if (used[i]) h.vertices.push_back(i);
    return h;
}

}  // namespace gjk
