// An independent, brute-force reference for 2D proximity, written for the tests only: it shares
// no code with core/ (its own hull, its own distances), so agreement means something.
//
// A - B is the convex hull of all pairwise differences a_i - b_j. The distance between the
// polygons is the distance from the origin to that hull (0 when it contains the origin); the
// penetration depth is, for the origin inside, the smallest distance from the origin to a hull
// edge's line.
#pragma once

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <limits>
#include <random>
#include <vector>

namespace ref {

using V = glm::dvec2;

inline double cross(V a, V b) {
    return a.x * b.y - a.y * b.x;
}

/// Gift wrapping (Jarvis march): O(n h), counter-clockwise, strict (collinear points dropped).
inline std::vector<V> hull(const std::vector<V>& pts) {
    std::vector<V> h;
    if (pts.empty()) return h;
    size_t start = 0;
    for (size_t i = 1; i < pts.size(); ++i)
        if (pts[i].x < pts[start].x || (pts[i].x == pts[start].x && pts[i].y < pts[start].y))
            start = i;
    size_t p = start;
    do {
        h.push_back(pts[p]);
        size_t q = (p + 1) % pts.size();
        for (size_t r = 0; r < pts.size(); ++r) {
            double c = cross(pts[q] - pts[p], pts[r] - pts[p]);
            // r is more clockwise than q, or collinear and farther: take it.
            if (c < 0 || (c == 0 && glm::length(pts[r] - pts[p]) > glm::length(pts[q] - pts[p])))
                q = r;
        }
        p = q;
        if (h.size() > pts.size()) break;  // safety for degenerate input
    } while (p != start);
    return h;
}

inline double point_segment_distance(V p, V a, V b) {
    V ab = b - a;
    double l = glm::dot(ab, ab);
    double t = l > 0 ? std::clamp(glm::dot(p - a, ab) / l, 0.0, 1.0) : 0.0;
    return glm::length(p - (a + t * ab));
}

inline std::vector<V> minkowski_difference(const std::vector<V>& a, const std::vector<V>& b) {
    std::vector<V> d;
    for (V p : a)
        for (V q : b) d.push_back(p - q);
    return hull(d);
}

struct Proximity {
    bool inside = false;  ///< origin inside (or on) the hull
    double distance = 0;  ///< origin to hull (0 when inside)
    double depth = 0;     ///< origin to the nearest edge line (when inside)
};

/// Distance/depth of the origin against a convex polygon (counter-clockwise hull).
inline Proximity origin_vs(const std::vector<V>& h) {
    Proximity r;
    const size_t n = h.size();
    if (n == 1) {
        r.distance = glm::length(h[0]);
        r.inside = r.distance == 0;
        return r;
    }
    double min_edge_dist = std::numeric_limits<double>::max();
    double min_line_dist = std::numeric_limits<double>::max();
    bool inside = n >= 3;
    for (size_t i = 0; i < n; ++i) {
        V a = h[i], b = h[(i + 1) % n];
        min_edge_dist = std::min(min_edge_dist, point_segment_distance({0, 0}, a, b));
        V e = b - a;
        double len = glm::length(e);
        double signed_dist = cross(e, -a) / len;  // > 0: origin on the inner side
        if (signed_dist < 0) inside = false;
        min_line_dist = std::min(min_line_dist, signed_dist);
    }
    r.inside = inside || min_edge_dist == 0;
    r.distance = inside ? 0 : min_edge_dist;
    r.depth = inside ? min_line_dist : 0;
    return r;
}

/// Proximity of two polygons with radii: the hull of the cores, then the radii added.
struct Answer {
    bool intersecting;
    double distance;
    double depth;
};

inline Answer proximity(const std::vector<V>& a, double ra, const std::vector<V>& b, double rb) {
    Proximity p = origin_vs(minkowski_difference(a, b));
    const double r = ra + rb;
    if (!p.inside) {
        if (p.distance > r) return {false, p.distance - r, 0};
        return {true, 0, r - p.distance};
    }
    return {true, 0, p.depth + r};
}

/// Random convex polygon: random points on an ellipse (radii rx, ry), hull taken. `n` points.
inline std::vector<V> random_convex(std::mt19937_64& rng, int n, double rx, double ry) {
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<V> pts;
    for (int i = 0; i < n; ++i) {
        double a = u(rng) * 2 * M_PI;
        // Points inside the ellipse too, so the hull has a random number of vertices.
        double s = 0.3 + 0.7 * std::sqrt(u(rng));
        pts.push_back({s * rx * std::cos(a), s * ry * std::sin(a)});
    }
    return hull(pts);
}

inline std::vector<V> transformed(const std::vector<V>& local, V pos, double angle) {
    std::vector<V> out;
    double c = std::cos(angle), s = std::sin(angle);
    for (V p : local) out.push_back({c * p.x - s * p.y + pos.x, s * p.x + c * p.y + pos.y});
    return out;
}

/// The smallest value of f on [from, to]: `samples` + 1 even samples, then a golden-section
/// search around the smallest (for a distance over time: a graze is a narrow dip).
template <class F>
double minimum_over(F f, double from, double to, int samples) {
    double best = 1e300, best_t = from;
    for (int i = 0; i <= samples; ++i) {
        const double t = from + (to - from) * i / samples;
        const double d = f(t);
        if (d < best) best = d, best_t = t;
    }
    double lo = std::max(from, best_t - (to - from) / samples);
    double hi = std::min(to, best_t + (to - from) / samples);
    const double g = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 80; ++i) {
        const double m1 = hi - g * (hi - lo), m2 = lo + g * (hi - lo);
        if (f(m1) < f(m2))
            hi = m2;
        else
            lo = m1;
    }
    return std::min(best, f(0.5 * (lo + hi)));
}

}  // namespace ref
