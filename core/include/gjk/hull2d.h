// 2D convex hull and signed area.
//
// The hull is Andrew's monotone chain (A. M. Andrew, "Another efficient algorithm for convex
// hulls in two dimensions", Information Processing Letters 9(5), 1979; de Berg et al.,
// "Computational Geometry", 3rd ed., 1.1): sort the points by x (then y), build the lower
// chain left to right and the upper chain right to left, popping the last point while it does
// not make a left turn. O(n log n). Collinear and duplicate points are dropped, so the result
// is strictly convex.
#pragma once

#include <gjk/math2d.h>

#include <algorithm>
#include <numeric>
#include <vector>

namespace gjk {

/// Indices of the strict hull vertices of `points`, counter-clockwise, starting from the
/// lowest-x (then lowest-y) point. Collinear and duplicate points are dropped. Returns fewer
/// than 3 indices when the points are collinear (1 for coincident points).
template <class T>
std::vector<int> convex_hull_indices(const std::vector<Vec2<T>>& points) {
    const int n = int(points.size());
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int i, int j) {
        return points[i].x < points[j].x ||
               (points[i].x == points[j].x && points[i].y < points[j].y);
    });
    order.erase(std::unique(order.begin(), order.end(),
                            [&](int i, int j) { return points[i] == points[j]; }),
                order.end());
    if (order.size() < 3) return order;

    std::vector<int> hull(2 * order.size());
    int k = 0;
    auto turn = [&](int o, int a, int b) {
        return cross(points[a] - points[o], points[b] - points[o]);
    };
    for (int i : order) {  // lower chain
        while (k >= 2 && turn(hull[k - 2], hull[k - 1], i) <= 0) --k;
        hull[k++] = i;
    }
    const int lower = k + 1;
    for (int idx = int(order.size()) - 2; idx >= 0; --idx) {  // upper chain
        int i = order[idx];
        while (k >= lower && turn(hull[k - 2], hull[k - 1], i) <= 0) --k;
        hull[k++] = i;
    }
    hull.resize(k - 1);  // the last point repeats the first
    if (hull.size() < 3) hull.resize(std::min<size_t>(hull.size(), 2));
    return hull;
}

/// Twice the signed area of a polygon (positive when counter-clockwise).
template <class T>
T signed_area2(const std::vector<Vec2<T>>& poly) {
    T a = 0;
    for (size_t i = 0, n = poly.size(); i < n; ++i) a += cross(poly[i], poly[(i + 1) % n]);
    return a;
}

}  // namespace gjk
