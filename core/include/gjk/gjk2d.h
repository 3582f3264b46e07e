// GJK distance between two 2D convex cores, with witness points and a warm-start cache.
//
// The algorithm (Gilbert, Johnson and Keerthi, "A fast procedure for computing the distance
// between complex objects in three-dimensional space", IEEE Journal of Robotics and Automation
// 4(2), 1988): the distance between A and B is the distance from the origin to A - B. Keep a
// simplex of at most three points of A - B; find its point v closest to the origin and drop
// the vertices it does not need (simplex2d.h); fetch the support point w of A - B along -v
// (minkowski_support2d.h); stop when w brings the simplex no closer, else add w and repeat.
//
// Sources of this form:
// - The loop's structure is Box2D's b2Distance (Erin Catto, "Computing Distance", GDC 2010;
//   Box2D 2.4, b2_distance.cpp): the search direction is the perpendicular of the simplex edge
//   towards the origin, a support point that is already in the simplex ends the loop, and the
//   last simplex's vertex indices are cached to start the next query (b2SimplexCache).
// - The termination test is van den Bergen's ("A Fast and Robust GJK Implementation for
//   Collision Detection of Convex Objects", Journal of Graphics Tools 4(2), 1999): stop when
//   |v|^2 - v.w <= eps |v|^2 (gjk_common.h), which curved cores need, since on them a support
//   point is never repeated.
// Departures from both:
// - a guard that keeps |v| monotone under rounding (a step that makes it grow is undone);
// - a rounding term in the termination test and an absolute touching threshold (gjk_common.h);
// - the normal is taken from the final feature, not from v (gjk_common.h);
// - everything runs in A's local frame and is reported in world space (minkowski_support2d.h);
// - on packed polygons, when the simplex's own vertex is confirmed as the support by its
//   neighbours alone (MinkowskiPair::support_from_edge), the scans are skipped: that is the
//   duplicate-support exit, found without them.
#pragma once

#include <gjk/gjk_common.h>
#include <gjk/minkowski_support2d.h>
#include <gjk/simplex2d.h>
#include <gjk/trace.h>

#include <algorithm>
#include <type_traits>

namespace gjk {

namespace detail {
/// The 2D normal from the final simplex's feature (gjk_common.h says why): an edge's
/// perpendicular on the side of -v, or -v itself.
template <class T>
Vec2<T> separating_normal(const Vec2<T>* w, int count, const Vec2<T>& v) {
    Vec2<T> n = -v;
    if (count == 2) {
        const Vec2<T> e = w[1] - w[0];
        const Vec2<T> p{-e.y, e.x};
        n = glm::dot(p, n) >= 0 ? p : -p;
    }
    const T len = glm::length(n);
    return len > 0 ? n / len : Vec2<T>(0);
}

}  // namespace detail

template <class T>
struct GjkSettings {
    int max_iterations = 64;
    /// Relative tolerance of the progress test; clamped below at a few ulps of T.
    T tolerance = T(1e-9);
    /// First search direction when no warm start is used. The zero vector means "towards B's
    /// origin as seen from A's": usually the side where the closest points are; where the two
    /// origins coincide (shapes given in world space), from A's centre towards B's
    /// (MinkowskiPair::centre_line).
    Vec2<T> initial_direction{0, 0};
};

/// Indices of the last simplex, to start the next query near the answer (Box2D b2SimplexCache).
struct SimplexCache2 {
    int count = 0;  ///< 0: empty
    int ia[3] = {0, 0, 0};
    int ib[3] = {0, 0, 0};
};

template <class T>
struct GjkOutput {
    Vec2<T> point_a{0, 0};  ///< closest point on A's core (world)
    Vec2<T> point_b{0, 0};  ///< closest point on B's core (world)
    T distance = 0;         ///< distance between the cores
    int iterations = 0;     ///< loop passes (one trace step each)
    Vec2<T> normal{1, 0};   ///< unit, from A's closest point towards B's (world)
    GjkStop stop = GjkStop::MaxIterations;
    Simplex2<T> simplex;  ///< final simplex, in A's local frame (EPA starts from it)
};

/// Distance between the cores of A and B; radii are handled by query2d.h.
template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
GjkOutput<T> gjk_distance(const MinkowskiPair<T, ProxyA, ProxyB>& m, const GjkSettings<T>& settings,
                          SimplexCache2* cache = nullptr, Tracer* tracer = nullptr) {
    using Pair = MinkowskiPair<T, ProxyA, ProxyB>;
    constexpr bool kDiscrete = Pair::discrete;
    const T tol = std::max(settings.tolerance, 16 * machine_eps<T>());
    const int max_iter = std::max(settings.max_iterations, 1);

    GjkOutput<T> out;
    Simplex2<T>& s = out.simplex;

    // Start: from the cache when it is usable, otherwise along the initial direction.
    if constexpr (kDiscrete) {
        if (cache && cache->count > 0 && cache->count <= 3) {
            s.count = cache->count;
            for (int i = 0; i < s.count; ++i)
                static_cast<SupportVertex<T>&>(s.v[i]) = m.vertex(cache->ia[i], cache->ib[i]);
            // A cached triangle that has flattened is useless: restart from one vertex.
            if (s.count == 3 && cross(s.v[1].w - s.v[0].w, s.v[2].w - s.v[0].w) == 0) s.count = 1;
        }
    }
    // Whether the first pass looks for w0 being the answer (support_from_vertex): w0 = s(d0)
    // maximises x.d0 over A - B, so w0.d0 >= 0 puts the origin on A - B's side of that
    // support line, where w0 is rarely the closest point (overlapping shapes: never).
    bool first_vertex_check = true;
    if (s.count == 0) {
        // Copied component-wise: docs/performance.md, "GJK 2D".
        Vec2<T> d{settings.initial_direction.x, settings.initial_direction.y};
        if (!(length_sq(d) > 0)) d = Vec2<T>{m.rel.p.x, m.rel.p.y};
        if (!(length_sq(d) > 0)) d = m.centre_line();
        if (!(length_sq(d) > 0)) d = {1, 0};
        static_cast<SupportVertex<T>&>(s.v[0]) = m.support(d);
        s.count = 1;
        first_vertex_check = glm::dot(s.v[0].w, d) < 0;
    }

    // The simplex before the last support was added (at most two vertices: a triangle ends the
    // loop), to undo a step that made |v| grow; written before each step, read only after one.
    SimplexVertex2<T> previous[2];
    int previous_count = s.count;
    T scale = s.scale();  // largest coordinate seen, for the touching threshold
    T previous_dist_sq = std::numeric_limits<T>::max();

    for (int iter = 0;; ++iter) {
        out.iterations = iter + 1;
        [[maybe_unused]] detail::RecordIf<Tracer, GjkStep> rec;
        if constexpr (Tracer::enabled) {
            rec.iteration = iter;
            detail::copy_simplex(m, s, rec.simplex_before);
        }
        auto emit = [&](GjkStop stop) {
            out.stop = stop;
            if constexpr (Tracer::enabled) {
                rec.stop = stop;
                if (tracer) tracer->on_gjk(rec);
            }
        };

        const Region region = s.solve();
        const Vec2<T> v = s.closest();
        const T dist_sq = length_sq(v);
        if constexpr (Tracer::enabled) {
            detail::copy_simplex(m, s, rec.simplex_after);
            for (int i = 0; i < s.count; ++i) rec.weights.push_back(double(s.v[i].weight));
            rec.region = region;
            rec.closest = m.dir_to_world(v);
            rec.distance = std::sqrt(double(dist_sq));
            rec.v_norm_sq = double(dist_sq);
            rec.tolerance = double(tol);
        }

        // Overlap: the origin is inside the triangle.
        if (s.count == 3) {
            emit(GjkStop::Overlap);
            break;
        }
        // Rounding made the distance grow, or left it where it was (the support hopping between
        // equally near corners, as on parallel edges): keep the previous simplex. |v| then
        // shrinks strictly from step to step, so a polygon's simplices never repeat.
        if (dist_sq >= previous_dist_sq) {
            s.count = previous_count;
            s.v[0] = previous[0];
            s.v[1] = previous[1];
            if constexpr (Tracer::enabled) {
                detail::copy_simplex(m, s, rec.simplex_after);
                rec.weights.clear();
                for (int i = 0; i < s.count; ++i) rec.weights.push_back(double(s.v[i].weight));
                rec.closest = m.dir_to_world(s.closest());
                rec.distance = std::sqrt(double(previous_dist_sq));
                rec.v_norm_sq = double(previous_dist_sq);
            }
            emit(GjkStop::NoProgress);
            break;
        }
        previous_dist_sq = dist_sq;

        // Touching: the origin is on the simplex, within tolerance (touch_distance says why).
        const T touch = detail::touch_distance(tol, scale);
        if (dist_sq <= touch * touch) {
            emit(GjkStop::OriginOnSimplex);
            break;
        }
        if (iter + 1 >= max_iter) {
            emit(GjkStop::MaxIterations);
            break;
        }

        const Vec2<T> d = s.search_direction();
        // Hill climbing starts from the simplex vertex farthest along d: on convergence it is
        // the answer, and the support costs only a look at its neighbours.
        int start = 0;
        if (s.count == 2 && m.uses_hints() && glm::dot(s.v[1].w, d) > glm::dot(s.v[0].w, d))
            start = 1;
        int known = -1;  // a simplex vertex confirmed as the support without a scan
        if constexpr (kDiscrete) {
            if (s.count == 2)
                known = m.support_from_edge(s.v[0], s.v[1], d);
            else if (iter > 0 || first_vertex_check)
                known = m.support_from_vertex(s.v[0], d);
        }
        const SupportVertex<T> w =
            known >= 0 ? SupportVertex<T>(s.v[known]) : m.support(d, s.v[start].ia, s.v[start].ib);

        // The progress test along d (gjk_common.h, converged): how far w lies beyond the
        // simplex's feature, against tolerance x how far the feature is from the origin.
        const T beyond = glm::dot(d, w.w - s.v[0].w);
        const T feature_distance = -glm::dot(d, s.v[0].w);
        const T allowance = detail::progress_allowance<kDiscrete>(scale, length_sq(d));
        if constexpr (Tracer::enabled) {
            // The same test in the textbook's numbers: |v|^2 - v.w = |v| beyond / |d|, with
            // |v| = feature_distance / |d|.
            const double per_d_sq = double(feature_distance) / double(length_sq(d));
            rec.direction = m.dir_to_world(d);
            rec.has_support = true;
            rec.support = m.to_world(w);
            rec.v_dot_w = double(dist_sq) - double(beyond) * per_d_sq;
            rec.rounding = double(allowance) * per_d_sq;
        }

        // Exact convergence: the support point is already a vertex of the simplex.
        bool duplicate = false;
        if constexpr (kDiscrete) {
            for (int i = 0; i < s.count; ++i)
                duplicate |= (s.v[i].ia == w.ia) & (s.v[i].ib == w.ib);
        }
        if (duplicate) {
            const bool exact = detail::duplicate_is_converged(dist_sq, glm::dot(v, w.w), tol, scale,
                                                              length_sq(w.w - v));
            emit(exact ? GjkStop::DuplicateSupport : GjkStop::OriginOnSimplex);
            break;
        }
        // Progress test (van den Bergen): no point of A - B is closer than v.w / |v|.
        if (detail::converged(beyond, feature_distance, tol, allowance)) {
            emit(GjkStop::Converged);
            break;
        }

        previous[0] = s.v[0];
        previous[1] = s.v[1];
        previous_count = s.count;
        scale = std::max({scale, std::abs(w.w.x), std::abs(w.w.y)});
        static_cast<SupportVertex<T>&>(s.v[s.count]) = w;
        ++s.count;
        emit(GjkStop::Running);
    }

    Vec2<T> pa, pb;
    s.witness_points(pa, pb);
    const Vec2<T> gap = pb - pa;  // in A's frame, before rounding in the world transform
    out.distance = s.count == 3 ? T(0) : glm::length(gap);
    const Vec2<T> w[2] = {s.v[0].w, s.v[1].w};
    const Vec2<T> normal = detail::separating_normal(w, s.count, s.closest());
    if (length_sq(normal) > 0) out.normal = m.xa.rotate(normal);
    out.point_a = m.xa.apply(pa);
    out.point_b = m.xa.apply(pb);

    if (cache) {
        cache->count = s.count;
        for (int i = 0; i < 3; ++i) {  // all three, whatever the count
            cache->ia[i] = s.v[i].ia;
            cache->ib[i] = s.v[i].ib;
        }
        if constexpr (!kDiscrete) cache->count = 0;
    }
    return out;
}

}  // namespace gjk
