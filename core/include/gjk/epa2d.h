// EPA in 2D: penetration depth of two overlapping cores (van den Bergen, "Proximity Queries
// and Penetration Depth Computation on 3D Game Objects", GDC 2001; 2D version as in Box2D's
// and dyn4j's expanding polygon).
//
// - Start from GJK's final simplex, which holds the origin. A triangle is used as it is; a
//   segment (origin on an edge of A - B, the touching case) or a single point is grown into a
//   polygon with supports along the perpendiculars of the line the points span (from a single
//   point, along the axes first); A - B is flat only when those supports stay on the line.
// - Repeat: take the edge closest to the origin; fetch the support point w along its outward
//   normal n; if n.w is within tolerance of the edge's distance (or w is already a vertex),
//   that edge lies on the boundary of A - B and its distance is the depth.
// - Otherwise insert w and drop the vertices that become reflex (the edges that "see" w; in 2D
//   the horizon is the two vertices w joins), so the polygon stays convex and keeps growing
//   inside A - B.
// Departures from the paper: the seed grown from a segment or point (the touching cases), the
// duplicate-vertex exit, which ends exactly on polygons, and a stopping gap relative to the
// edge's distance with a floor of a few ulps of the polygon's size.
#pragma once

#include <gjk/common.h>
#include <gjk/hull2d.h>
#include <gjk/minkowski_support2d.h>
#include <gjk/simplex2d.h>
#include <gjk/trace.h>

#include <algorithm>
#include <vector>

namespace gjk {

template <class T>
struct EpaOutput {
    T depth = 0;            ///< penetration depth of the cores
    Vec2<T> normal{1, 0};   ///< unit, world, from A towards B
    Vec2<T> point_a{0, 0};  ///< deepest point of A's core inside B (world)
    Vec2<T> point_b{0, 0};  ///< deepest point of B's core inside A (world)
    int iterations = 0;
    EpaStop stop = EpaStop::MaxIterations;
};

namespace detail {

template <class T>
struct EpaEdge {
    Vec2<T> normal;
    T distance;
};

template <class T>
EpaEdge<T> epa_edge(const Vec2<T>& a, const Vec2<T>& b) {
    Vec2<T> n = perp_right(b - a);  // outward for a counter-clockwise polygon
    T len = glm::length(n);
    if (!(len > 0)) return {{1, 0}, std::numeric_limits<T>::max()};
    n /= len;
    return {n, glm::dot(n, a)};
}

/// Builds a counter-clockwise polygon with positive area from the GJK simplex, adding support
/// points where the simplex is flat. Returns false when A - B itself is flat.
template <class T, class Pair>
bool epa_seed(const Pair& m, const Simplex2<T>& s, std::vector<SupportVertex<T>>& poly) {
    std::vector<SupportVertex<T>> candidates;
    for (int i = 0; i < s.count; ++i) candidates.push_back(s.v[i]);
    auto area_ok = [](const std::vector<SupportVertex<T>>& c, std::vector<int>& hull, T& scale) {
        std::vector<Vec2<T>> pts;
        scale = 0;
        for (auto& v : c) {
            pts.push_back(v.w);
            scale = std::max({scale, std::abs(v.w.x), std::abs(v.w.y)});
        }
        hull = convex_hull_indices(pts);
        if (hull.size() < 3) return false;
        std::vector<Vec2<T>> h;
        for (int i : hull) h.push_back(pts[i]);
        // Area must be above rounding noise relative to the polygon's size.
        return signed_area2(h) > 64 * machine_eps<T>() * scale * scale;
    };
    std::vector<int> hull;
    T scale = 0;
    // Grow until the points have area: along both perpendiculars of the line they span (or
    // the axes, from a single point). The support along n is the farthest A - B reaches along
    // n, so if both perpendiculars' supports stay on the line, A - B itself is flat.
    for (int round = 0; !area_ok(candidates, hull, scale); ++round) {
        if (round == 2) {
            poly = candidates;
            return false;
        }
        Vec2<T> e{0, 0};  // the longest difference from the first point
        for (const auto& c : candidates)
            if (length_sq(c.w - candidates[0].w) > length_sq(e)) e = c.w - candidates[0].w;
        if (length_sq(e) > 0) {
            candidates.push_back(m.support(perp_left(e)));
            candidates.push_back(m.support(perp_right(e)));
        } else {
            for (Vec2<T> d : {Vec2<T>{1, 0}, Vec2<T>{-1, 0}, Vec2<T>{0, 1}, Vec2<T>{0, -1}})
                candidates.push_back(m.support(d));
        }
    }
    poly.clear();
    for (int i : hull) poly.push_back(candidates[i]);
    return true;
}

}  // namespace detail

/// Penetration depth of the cores, starting from a GJK simplex that contains the origin.
template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
EpaOutput<T> epa_penetration(const MinkowskiPair<T, ProxyA, ProxyB>& m, const Simplex2<T>& simplex,
                             const EpaSettings<T>& settings, Tracer* tracer = nullptr) {
    using Pair = MinkowskiPair<T, ProxyA, ProxyB>;
    EpaOutput<T> out;
    const T tol = std::max(settings.tolerance, 16 * machine_eps<T>());
    const int max_iter = std::max(settings.max_iterations, 1);

    std::vector<SupportVertex<T>> poly;
    poly.reserve(size_t(max_iter) + 12);
    const bool has_area = detail::epa_seed(m, simplex, poly);

    auto finish = [&](const SupportVertex<T>& a, const SupportVertex<T>& b,
                      const detail::EpaEdge<T>& e) {
        // Barycentric coordinate of the origin's projection on edge a b.
        Vec2<T> ab = b.w - a.w;
        T len_sq = length_sq(ab);
        T t = len_sq > 0 ? std::clamp(-glm::dot(a.w, ab) / len_sq, T(0), T(1)) : T(0);
        Vec2<T> pa = a.wa + t * (b.wa - a.wa);
        Vec2<T> pb = a.wb + t * (b.wb - a.wb);
        out.depth = std::max(e.distance, T(0));
        out.normal = m.xa.rotate(e.normal);
        out.point_a = m.xa.apply(pa);
        out.point_b = m.xa.apply(pb);
    };

    if (!has_area) {
        // A - B is a segment or a point: the shapes only touch; depth 0 along the segment's
        // perpendicular.
        SupportVertex<T> a = poly.front(), b = poly.front();
        T best = -1;
        for (auto& p : poly)
            for (auto& q : poly)
                if (length_sq(p.w - q.w) > best) {
                    best = length_sq(p.w - q.w);
                    a = p;
                    b = q;
                }
        detail::EpaEdge<T> e{{1, 0}, 0};
        if (best > 0) e.normal = glm::normalize(perp_right(b.w - a.w));
        finish(a, b, e);
        out.depth = 0;
        out.stop = EpaStop::Degenerate;
        if constexpr (Tracer::enabled) {
            EpaStep rec;
            for (auto& v : poly) rec.polytope.push_back(m.to_world(v));
            rec.normal = m.dir_to_world(e.normal);
            rec.stop = out.stop;
            if (tracer) tracer->on_epa(rec);
        }
        return out;
    }

    for (int iter = 0;; ++iter) {
        const int n = int(poly.size());
        int best = 0;
        detail::EpaEdge<T> best_edge{{1, 0}, std::numeric_limits<T>::max()};
        T scale = 0;
        for (int i = 0; i < n; ++i) {
            detail::EpaEdge<T> e = detail::epa_edge(poly[i].w, poly[(i + 1) % n].w);
            if (e.distance < best_edge.distance) {
                best_edge = e;
                best = i;
            }
            scale = std::max({scale, std::abs(poly[i].w.x), std::abs(poly[i].w.y)});
        }
        const int next = (best + 1) % n;

        [[maybe_unused]] detail::RecordIf<Tracer, EpaStep> rec;
        if constexpr (Tracer::enabled) {
            rec.iteration = iter;
            for (auto& v : poly) rec.polytope.push_back(m.to_world(v));
            rec.closest_edge = best;
            rec.normal = m.dir_to_world(best_edge.normal);
            rec.distance = double(best_edge.distance);
        }
        auto emit = [&](EpaStop stop) {
            out.stop = stop;
            if constexpr (Tracer::enabled) {
                rec.stop = stop;
                if (tracer) tracer->on_epa(rec);
            }
        };

        if (iter >= max_iter) {
            finish(poly[best], poly[next], best_edge);
            emit(EpaStop::MaxIterations);
            break;
        }

        const SupportVertex<T> w = m.support(best_edge.normal, poly[best].ia, poly[best].ib);
        ++out.iterations;
        const T support_distance = glm::dot(w.w, best_edge.normal);
        const T gap = support_distance - best_edge.distance;
        const T floor = 16 * machine_eps<T>() * scale;
        const T stop_gap = tol * std::abs(best_edge.distance) + floor;
        if constexpr (Tracer::enabled) {
            rec.has_support = true;
            rec.support = m.to_world(w);
            rec.support_distance = double(support_distance);
            rec.gap = double(gap);
            rec.stop_gap = double(stop_gap);
            rec.tolerance = double(tol);
        }

        bool duplicate = false;
        if constexpr (Pair::discrete) {
            for (auto& p : poly) duplicate |= (p.ia == w.ia && p.ib == w.ib);
        }
        if (duplicate) {
            finish(poly[best], poly[next], best_edge);
            emit(EpaStop::DuplicateSupport);
            break;
        }
        if (gap <= stop_gap) {
            finish(poly[best], poly[next], best_edge);
            emit(EpaStop::Converged);
            break;
        }

        // Insert w after `best`, then remove the vertices that are no longer convex: those
        // edges are visible from w, and the two survivors around w form the horizon.
        int pos = best + 1;
        poly.insert(poly.begin() + pos, w);
        if constexpr (Tracer::enabled) {
            rec.removed.push_back({best, next});
        }
        // Walk backwards from w.
        int removed_back = 0;
        while (int(poly.size()) > 3) {
            const int sz = int(poly.size());
            int p1 = (pos - 1 + sz) % sz, p2 = (pos - 2 + sz) % sz;
            if (cross(poly[p1].w - poly[p2].w, poly[pos].w - poly[p1].w) > 0) break;
            if constexpr (Tracer::enabled) {
                rec.removed.push_back(
                    {(best - 1 - removed_back + n) % n, (best - removed_back + n) % n});
            }
            poly.erase(poly.begin() + p1);
            if (p1 < pos) --pos;
            ++removed_back;
        }
        int removed_fwd = 0;
        while (int(poly.size()) > 3) {
            const int sz = int(poly.size());
            int q1 = (pos + 1) % sz, q2 = (pos + 2) % sz;
            if (cross(poly[q1].w - poly[pos].w, poly[q2].w - poly[q1].w) > 0) break;
            if constexpr (Tracer::enabled) {
                rec.removed.push_back({(next + removed_fwd) % n, (next + removed_fwd + 1) % n});
            }
            poly.erase(poly.begin() + q1);
            if (q1 < pos) --pos;
            ++removed_fwd;
        }
        if constexpr (Tracer::enabled) {
            int h0 = (best - removed_back + n) % n;
            int h1 = (next + removed_fwd) % n;
            rec.horizon = {h0, h1};
            rec.added = {{h0, n}, {n, h1}};
        }
        emit(EpaStop::Running);
    }
    return out;
}

}  // namespace gjk
