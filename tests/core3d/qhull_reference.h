// An independent reference for 3D proximity, in the tests only: Qhull (libqhull_r) builds the
// convex hull of all pairwise differences a_i - b_j, i.e. A - B. The distance between two
// polytopes is the distance from the origin to that hull; the penetration depth is the smallest
// distance from the origin to a facet's plane when the origin is inside.
#pragma once

extern "C" {
#include <libqhull_r/qhull_ra.h>
}

#include <algorithm>
#include <cstdio>
#include <glm/geometric.hpp>
#include <glm/vec3.hpp>
#include <limits>
#include <vector>

namespace ref3 {

using V = glm::dvec3;

struct Answer {
    bool ok = false;
    bool inside = false;
    double distance = 0;  ///< origin to the hull, 0 when inside
    double depth = 0;     ///< origin to the nearest facet plane, when inside
};

/// Closest point on triangle abc to p (Ericson, "Real-Time Collision Detection", 5.1.5).
inline V closest_on_triangle(V p, V a, V b, V c) {
    V ab = b - a, ac = c - a, ap = p - a;
    double d1 = glm::dot(ab, ap), d2 = glm::dot(ac, ap);
    if (d1 <= 0 && d2 <= 0) return a;
    V bp = p - b;
    double d3 = glm::dot(ab, bp), d4 = glm::dot(ac, bp);
    if (d3 >= 0 && d4 <= d3) return b;
    double vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) return a + d1 / (d1 - d3) * ab;
    V cp = p - c;
    double d5 = glm::dot(ab, cp), d6 = glm::dot(ac, cp);
    if (d6 >= 0 && d5 <= d6) return c;
    double vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) return a + d2 / (d2 - d6) * ac;
    double va = d3 * d6 - d5 * d4;
    if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0)
        return b + (d4 - d3) / ((d4 - d3) + (d5 - d6)) * (c - b);
    double denom = 1 / (va + vb + vc);
    return a + ab * (vb * denom) + ac * (vc * denom);
}

/// Qhull's triangulated hull ("qhull Qt") of `pts`, freed when it goes out of scope. `ok` is
/// false when Qhull fails (a flat set); its messages go to `messages`. Qhull's macros
/// (FORALLfacets, FORALLvertices) read a variable named `qh`: `qhT* qh = run.qh();`.
class QhullRun {
  public:
    QhullRun(const std::vector<V>& pts, FILE* messages) {
        for (const V& p : pts) coords_.insert(coords_.end(), {p.x, p.y, p.z});
        QHULL_LIB_CHECK
        qh_zero(qh(), messages);
        char options[] = "qhull Qt";
        ok = qh_new_qhull(qh(), 3, int(pts.size()), coords_.data(), False, options, nullptr,
                          messages) == 0;
    }
    ~QhullRun() {
        qh_freeqhull(qh(), !qh_ALL);
        int curlong, totlong;
        qh_memfreeshort(qh(), &curlong, &totlong);
    }
    QhullRun(const QhullRun&) = delete;
    QhullRun& operator=(const QhullRun&) = delete;
    qhT* qh() { return &qh_; }
    bool ok = false;

  private:
    std::vector<coordT> coords_;  ///< Qhull keeps pointing into them
    qhT qh_;
};

/// Origin against the hull of `pts` (Qhull, triangulated output).
inline Answer origin_vs_hull(const std::vector<V>& pts) {
    Answer ans;
    QhullRun run(pts, stderr);
    qhT* qh = run.qh();
    if (run.ok) {
        ans.ok = true;
        ans.inside = true;
        double min_plane = std::numeric_limits<double>::max(),
               min_dist = std::numeric_limits<double>::max();
        facetT* facet;
        FORALLfacets {
            // Hyperplane: normal . x + offset = 0, normal pointing out; the origin is at -offset.
            double plane = -facet->offset;
            if (plane < 0) ans.inside = false;
            min_plane = std::min(min_plane, plane);
            V tri[3];
            int k = 0;
            vertexT *vertex, **vertexp;
            FOREACHvertex_(facet->vertices) {
                if (k < 3) tri[k] = V(vertex->point[0], vertex->point[1], vertex->point[2]);
                ++k;
            }
            if (k == 3)
                min_dist = std::min(min_dist,
                                    glm::length(closest_on_triangle(V(0), tri[0], tri[1], tri[2])));
        }
        ans.distance = ans.inside ? 0 : min_dist;
        ans.depth = ans.inside ? min_plane : 0;
    }
    return ans;
}

inline std::vector<V> differences(const std::vector<V>& a, const std::vector<V>& b) {
    std::vector<V> d;
    for (const V& p : a)
        for (const V& q : b) d.push_back(p - q);
    return d;
}

}  // namespace ref3
