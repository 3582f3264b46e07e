// The Minkowski difference A - B as a polygon, for drawing and for checking the algorithms.
#pragma once

#include <gjk/minkowski_support2d.h>
#include <gjk/shapes2d.h>

#include <cmath>
#include <vector>

namespace gjk {

template <class T>
struct MinkowskiVertex {
    Vec2<T> point;  ///< a - b
    int ia;         ///< vertex of A (-1: a point of a curved or rounded boundary)
    int ib;         ///< vertex of B
};

/// Exact A - B of two convex polygons (world vertices, counter-clockwise, strictly convex), in
/// O(n + m). A - B = A + (-B), and the edges of a Minkowski sum are the edges of both operands
/// merged by polar angle: start from the lowest vertex of each (the seed, where both supports
/// along -y meet), then repeatedly advance along whichever edge turns less (POJ 3608; de Berg
/// et al., "Computational Geometry", 13.3). Parallel edges advance together, so the result has
/// no collinear vertices.
template <class T>
std::vector<MinkowskiVertex<T>> minkowski_difference(const std::vector<Vec2<T>>& a,
                                                     const std::vector<Vec2<T>>& b) {
    const int n = int(a.size()), m = int(b.size());
    std::vector<MinkowskiVertex<T>> out;
    if (n == 0 || m == 0) return out;
    // -B is B reflected through the origin: same order, still counter-clockwise.
    auto nb = [&](int j) { return -b[j]; };
    auto lowest = [](auto&& at, int count) {
        int best = 0;
        for (int i = 1; i < count; ++i) {
            Vec2<T> p = at(i), q = at(best);
            if (p.y < q.y || (p.y == q.y && p.x < q.x)) best = i;
        }
        return best;
    };
    const int i0 = lowest([&](int i) { return a[i]; }, n);
    const int j0 = lowest(nb, m);
    // A single point has no edges; a segment has two (there and back).
    const int edges_a = n == 1 ? 0 : n, edges_b = m == 1 ? 0 : m;
    int i = 0, j = 0;  // edges taken from each
    out.reserve(n + m);
    do {
        const int ia = (i0 + i) % n, jb = (j0 + j) % m;
        out.push_back({a[ia] + nb(jb), ia, jb});
        T turn;  // > 0: A's edge comes first in counter-clockwise angle order
        if (i >= edges_a)
            turn = -1;
        else if (j >= edges_b)
            turn = 1;
        else
            turn = cross(a[(ia + 1) % n] - a[ia], nb((jb + 1) % m) - nb(jb));
        if (turn >= 0) ++i;
        if (turn <= 0) ++j;
    } while (i < edges_a || j < edges_b);
    // The last step may come back to the start.
    if (out.size() > 1 && out.back().point == out.front().point) out.pop_back();
    return out;
}

/// A - B for any two bodies, sampled by support points along `samples` evenly spaced
/// directions; exact at every sampled direction, and the polygon the view draws for curved or
/// rounded shapes. Points come out counter-clockwise (support points of a convex set ordered
/// by the angle of their direction); repeated ones are merged.
template <class T, class ProxyA, class ProxyB>
std::vector<MinkowskiVertex<T>> sampled_minkowski_difference(const ProxyA& a,
                                                             const Transform2<T>& xa,
                                                             const ProxyB& b,
                                                             const Transform2<T>& xb,
                                                             int samples = 256) {
    MinkowskiPair<T, ProxyA, ProxyB> pair(a, xa, b, xb);
    const T r = a.radius + b.radius;
    std::vector<MinkowskiVertex<T>> out;
    const double two_pi = 6.283185307179586;
    for (int k = 0; k < samples; ++k) {
        const double angle = two_pi * k / samples;
        const Vec2<T> world_dir{T(std::cos(angle)), T(std::sin(angle))};
        const Vec2<T> d = xa.inv_rotate(world_dir);
        SupportVertex<T> w = pair.support(d);
        Vec2<T> p = xa.rotate(w.w) + r * world_dir;
        int ia = (r > 0) ? -1 : w.ia, ib = (r > 0) ? -1 : w.ib;
        if (!out.empty() && out.back().point == p) continue;
        out.push_back({p, ia, ib});
    }
    if (out.size() > 1 && out.front().point == out.back().point) out.pop_back();
    return out;
}

}  // namespace gjk
