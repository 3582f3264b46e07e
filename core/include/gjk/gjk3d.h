// GJK distance between two 3D convex cores, with witness points and a warm-start cache.
//
// The algorithm is the one of gjk2d.h (Gilbert, Johnson and Keerthi 1988) with a simplex of
// up to four points: find the point v of the simplex closest to the origin and the smallest
// sub-simplex that holds it, fetch the support point w of A - B along -v, stop when w brings
// the simplex no closer. The sub-algorithm is the signed-volumes one of Montanari, Petrinic and
// Barbieri (ACM TOG 36(3), 2017; simplex3d.h), the termination test van den Bergen's (Journal
// of Graphics Tools 4(2), 1999; gjk_common.h).
//
// Departures, shared with gjk2d.h: the duplicate-support exit and warm-start cache of Box2D's
// b2Distance, the guard that keeps |v| monotone under rounding, a rounding term in the
// termination test, the normal from the final feature (gjk_common.h), and A's local frame.
// Specific to 3D: the support vertices stay in four slots and the simplex names the slots it
// keeps (SlotSimplex3), and a new support point's hints come from the simplex vertex farthest
// along the search direction.
#pragma once

#include <gjk/common.h>
#include <gjk/farthest_point3d.h>  // has_avx2, GJK_X86_SIMD
#include <gjk/gjk_common.h>
#include <gjk/simplex3d.h>
#include <gjk/trace.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <type_traits>

namespace gjk {

struct SimplexCache3 {
    int count = 0;
    int ia[4] = {0, 0, 0, 0};
    int ib[4] = {0, 0, 0, 0};
};

template <class T>
struct GjkSettings3 {
    int max_iterations = 64;
    T tolerance = T(1e-9);
    /// Zero: towards B's origin, or where the two origins coincide from A's centre towards B's
    /// (MinkowskiPair3::centre_line).
    Vec3<T> initial_direction{0, 0, 0};
};

template <class T>
struct GjkOutput3 {
    Vec3<T> point_a{0, 0, 0}, point_b{0, 0, 0};  ///< closest points of the cores (world)
    T distance = 0;
    Vec3<T> normal{1, 0, 0};
    int iterations = 0;
    GjkStop stop = GjkStop::MaxIterations;
    Simplex3<T> simplex;  ///< final simplex in A's frame
};

namespace detail {

/// GJK's working simplex: the support vertices stay in four slots, and the simplex names the
/// slots it keeps with their weights, so that reducing it moves a few integers, not vertices.
template <class T>
struct SlotSimplex3 {
    int slot[4] = {0, 0, 0, 0};
    T weight[4] = {0, 0, 0, 0};
    int count = 0;

    /// The whole simplex (vertices and weights), as GjkOutput3 and traces hold it; written in
    /// place (docs/performance.md, "Results written in place").
    GJK_FORCE_INLINE void expand_into(const SupportVertex3<T>* store, Simplex3<T>& s) const {
        s.count = count;
        for (int i = 0; i < count; ++i) {
            static_cast<SupportVertex3<T>&>(s.v[i]) = store[slot[i]];
            s.v[i].weight = weight[i];
        }
    }
    Simplex3<T> expand(const SupportVertex3<T>* store) const {
        Simplex3<T> s;
        expand_into(store, s);
        return s;
    }
    /// The witness points, as Simplex3::witness_points sums them, read from the slots: the
    /// expanded copy is written in 16-byte pieces that B's point straddles, so reading it back
    /// stalls (docs/performance.md, "Results written in place").
    GJK_FORCE_INLINE void witness_points(const SupportVertex3<T>* store, Vec3<T>& pa,
                                         Vec3<T>& pb) const {
        pa = pb = Vec3<T>{0, 0, 0};
        for (int i = 0; i < count; ++i) {
            pa += weight[i] * store[slot[i]].wa;
            pb += weight[i] * store[slot[i]].wb;
        }
    }
};

/// The vertices a mask keeps (bit i: vertex i): how many, and their positions in order, then
/// zeros.
struct KeptOrder {
    int count;
    int at[4];
};
inline constexpr std::array<KeptOrder, 16> kKeptOrder = [] {
    std::array<KeptOrder, 16> order{};
    for (int mask = 0; mask < 16; ++mask)
        for (int i = 0; i < 4; ++i)
            if (mask & (1 << i)) order[mask].at[order[mask].count++] = i;
    return order;
}();

/// The sum of w[i] p[i] over the simplex's positions, added in order from 0, where those past
/// `count` carry w = 0: the same bits as the sum over all four positions when their points are
/// finite (a sum begun at +0 is never -0, so adding +-0 leaves it), without waiting for the
/// additions of nothing (docs/performance.md, "GJK 3D's critical path"). With one vertex, GJK
/// names it at every position (p[1] is p[0]); the second term is kept, as 0 p0 makes v NaN when
/// the vertex is not finite, as in the full sum.
template <class T>
GJK_FORCE_INLINE Vec3<T> weighted_sum(const T* w, const Vec3<T>* p, int count) {
    const Vec3<T> one = Vec3<T>(0) + w[0] * p[0];
    switch (count) {
        case 1:  // w[1] p[1] is 0 p0 (above)
        case 2:
            return one + w[1] * p[1];
        case 3:
            return (one + w[1] * p[1]) + w[2] * p[2];
        default:
            return ((one + w[1] * p[1]) + w[2] * p[2]) + w[3] * p[3];
    }
}

/// The 3D normal from the final simplex's feature (gjk_common.h says why):
/// a triangle's cross product, an edge's perpendicular nearest -v, or -v itself.
template <class T>
Vec3<T> separating_normal3(const Vec3<T>* w, int count, const Vec3<T>& v) {
    Vec3<T> n = -v;
    if (count == 3) {
        const Vec3<T> c = glm::cross(w[1] - w[0], w[2] - w[0]);
        // c, or -c where c.n < 0 (c where c.n is NaN, an overflow): the sign is the
        // triangle's winding, as often one as the other, so it is flipped without a branch
        // (simd.h).
        n = gjk::negate_unless_positive(-glm::dot(c, n), -c);
    } else if (count == 2) {
        const Vec3<T> e = w[1] - w[0];
        const T ee = length_sq(e);
        if (ee > 0) n -= e * (glm::dot(n, e) / ee);
    }
    const T len = glm::length(n);
    return len > 0 ? n / len : Vec3<T>(0);
}

}  // namespace detail

namespace detail {

/// GJK's loop, inlined into gjk_distance3 and, for pairs in double or float with a polytope or a
/// box as B, into gjk_distance3_avx2 (below); each side's support taken as kWayA and kWayB say
/// (minkowski_support3d.h, SupportWay).
template <SupportWay kWayA = SupportWay::Any, SupportWay kWayB = SupportWay::Any, class T,
          class ProxyA, class ProxyB, class Tracer>
GJK_FORCE_INLINE GjkOutput3<T> gjk_distance3_loop(const MinkowskiPair3<T, ProxyA, ProxyB>& m,
                                                  const GjkSettings3<T>& settings,
                                                  SimplexCache3* cache, Tracer* tracer) {
    using Pair = MinkowskiPair3<T, ProxyA, ProxyB>;
    using Simplex = detail::SlotSimplex3<T>;
    const T tol = std::max(settings.tolerance, 16 * machine_eps<T>());
    const int max_iter = std::max(settings.max_iterations, 1);
    GjkOutput3<T> out;
    // Every slot a simplex names was written: the first support (or the cache) fills slot 0,
    // which unused positions name, and each later one the free slot it then enters. The loops
    // below read all four positions, weighting those past the simplex's count by 0.
    SupportVertex3<T> store[4];
    // The simplex entering an iteration (the previous one + the new support point) stays
    // intact while the reduced one is built beside it, for the monotonicity guard.
    Simplex entering;

    if constexpr (Pair::discrete) {
        if (cache && cache->count > 0 && cache->count <= 4) {
            entering.count = cache->count;
            for (int i = 0; i < entering.count; ++i) {
                store[i] = m.vertex(cache->ia[i], cache->ib[i]);
                entering.slot[i] = i;
            }
        }
    }
    if (entering.count == 0) {
        Vec3<T> d = settings.initial_direction;
        if (!(length_sq(d) > 0)) d = m.rel.p;
        if (!(length_sq(d) > 0)) d = m.centre_line();
        if (!(length_sq(d) > 0)) d = {1, 0, 0};
        m.template support_into<kWayA, kWayB>(store[0], d);
        entering.slot[0] = 0;
        entering.count = 1;
    }

    T previous_dist_sq = std::numeric_limits<T>::max();
    T scale = 0;
    for (int i = 0; i < entering.count; ++i) {
        const Vec3<T>& w = store[entering.slot[i]].w;
        scale = std::max({scale, std::abs(w.x), std::abs(w.y), std::abs(w.z)});
    }
    const bool uses_hints = m.uses_hints();
    Simplex* sp = &entering;  // the simplex GJK ends with
    Simplex solved;

    for (int iter = 0;; ++iter) {
        out.iterations = iter + 1;
        [[maybe_unused]] detail::RecordIf<Tracer, GjkStep3> rec;
        if constexpr (Tracer::enabled) {
            rec.iteration = iter;
            detail::copy_simplex(m, entering.expand(store), rec.simplex_before);
        }
        auto emit = [&](GjkStop stop) {
            out.stop = stop;
            if constexpr (Tracer::enabled) {
                rec.stop = stop;
                if (tracer) tracer->on_gjk(rec);
            }
        };

        // Loops run over all four slots, not the simplex's count, whose changes from step to
        // step would mispredict each loop's exit; the solver gives nothing past the count a
        // weight or a bit of its mask. (weighted_sum branches on the count once, as solve
        // does.)
        Vec3<T> p[4];
        // Written out: GCC at -O2 left the four copies a loop in the AVX2 copy of this code.
        p[0] = store[entering.slot[0]].w;
        p[1] = store[entering.slot[1]].w;
        p[2] = store[entering.slot[2]].w;
        p[3] = store[entering.slot[3]].w;
        const auto r = detail::SignedVolumes3<T>::solve(p, entering.count);
        const int region = r.mask;
        // The closest point v = sum of weight * w over the entering vertices (a vertex dropped
        // has weight 0 and adds nothing), and the kept vertices in order, gathered through the
        // table of the mask's bits: a bit tested by a branch would be mispredicted as often as
        // the region changes.
        const Vec3<T> v = detail::weighted_sum(r.w, p, entering.count);
        const detail::KeptOrder& order = detail::kKeptOrder[r.mask & 15];
        const int n = order.count;
        int used = 0;  // the slots kept
        for (int j = 0; j < 4; ++j) {
            const int i = order.at[j];
            solved.slot[j] = entering.slot[i];
            solved.weight[j] = r.w[i];
            used |= int(j < n) << entering.slot[i];
        }
        solved.count = n;
        auto kept = [&](int j) -> const Vec3<T>& { return p[order.at[j]]; };
        sp = &solved;
        const T dist_sq = length_sq(v);
        if constexpr (Tracer::enabled) {
            detail::copy_simplex(m, solved.expand(store), rec.simplex_after);
            for (int i = 0; i < solved.count; ++i) rec.weights.push_back(double(solved.weight[i]));
            rec.region = region;
            rec.closest = m.dir_to_world(v);
            rec.distance = std::sqrt(double(dist_sq));
            rec.v_norm_sq = double(dist_sq);
            rec.tolerance = double(tol);
        }
        if (n == 4) {  // the origin is inside the tetrahedron
            emit(GjkStop::Overlap);
            break;
        }
        // Rounding made |v| grow, or left it where it was (the support hopping between equally
        // near corners of parallel faces): keep the previous simplex. |v| then shrinks strictly
        // from step to step, so a polytope's simplices never repeat.
        if (dist_sq >= previous_dist_sq) {
            sp = &entering;
            --sp->count;  // drop the new vertex; the others still carry the previous weights
            if constexpr (Tracer::enabled) {
                const Simplex3<T> previous = entering.expand(store);
                detail::copy_simplex(m, previous, rec.simplex_after);
                rec.weights.clear();
                for (int i = 0; i < previous.count; ++i)
                    rec.weights.push_back(double(previous.v[i].weight));
                rec.closest = m.dir_to_world(previous.closest());
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
        // Along -v; for a triangle along its cross product, which has v's direction in exact
        // arithmetic and keeps it near contact, where v's own is known only to eps scale / |v|
        // (gjk_common.h, converged: the progress test is only as good as this direction).
        // One vertex entering (the first step): v is (0 + p0) + 0 p0 (weighted_sum), written
        // out here with its weights as constants, so that d does not wait for the solver's.
        Vec3<T> d = entering.count == 1 ? -((Vec3<T>(0) + p[0]) + T(0) * p[0]) : -v;
        if (n == 3) {
            // A triangle that entered whole is p0 p1 p2 as they stand: read so, the direction
            // does not wait for the region's table (docs/performance.md, "GJK 3D's critical
            // path"); from a tetrahedron, the face the solver kept.
            const bool whole = entering.count == 3;
            const Vec3<T>& k0 = whole ? p[0] : kept(0);
            const Vec3<T> normal = whole ? glm::cross(p[1] - p[0], p[2] - p[0])
                                         : glm::cross(kept(1) - k0, kept(2) - k0);
            const T side = glm::dot(normal, k0);
            // -normal where side > 0, normal where side < 0 (neither: -v stays): the sign is
            // the triangle's winding, as often one as the other, so it is flipped without a
            // branch (simd.h).
            if (side > 0 || side < 0) d = gjk::negate_unless_positive(side, -normal);
        } else if (n == 2) {
            // A segment k0 k1 with e = k1 - k0: by a x (b x c) = b (a.c) - c (a.b),
            // e x (k0 x e) = (e.e) k0 - (e.k0) e = (e.e) v, so (k0 x e) x e is -v times e.e,
            // without waiting for the solver's divisions (docs/performance.md, "GJK 3D's
            // critical path"). Where its squared length is 0 or overflows (the origin on the
            // edge's line; in double, lengths below about 1e-51 or above 1e51, as it goes with
            // the sixth power), -v stays: a curved shape's progress test reads |d|.
            const bool whole = entering.count == 2;
            const Vec3<T>& k0 = whole ? p[0] : kept(0);
            const Vec3<T> e = (whole ? p[1] : kept(1)) - k0;
            const Vec3<T> towards = glm::cross(glm::cross(k0, e), e);
            const T size = length_sq(towards);
            if (size > 0 && size <= std::numeric_limits<T>::max()) d = towards;
        }
        int hint_a = -1, hint_b = -1;  // climbing starts from the simplex vertex farthest along d
        if (uses_hints) {
            int start = 0;
            for (int i = 1; i < n; ++i)
                if (glm::dot(kept(i), d) > glm::dot(kept(start), d)) start = i;
            hint_a = store[solved.slot[start]].ia;
            hint_b = store[solved.slot[start]].ib;
        }
        // Into the free slot (n <= 3 here), where it stays if it enters the simplex.
        const int free_slot = __builtin_ctz(~used);
        SupportVertex3<T>& w = store[free_slot];
        m.template support_into<kWayA, kWayB>(w, d, hint_a, hint_b);
        // The progress test along d (gjk_common.h, converged): how far w lies beyond the
        // simplex's feature, against tolerance x how far the feature is from the origin.
        const T beyond = glm::dot(d, w.w - kept(0));
        const T feature_distance = -glm::dot(d, kept(0));
        const T allowance = detail::progress_allowance<Pair::discrete>(scale, length_sq(d));
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
        bool duplicate = false;
        if constexpr (Pair::discrete) {
            for (int i = 0; i < 4; ++i) {  // slots past n name vertices written earlier
                const SupportVertex3<T>& s = store[solved.slot[i]];
                duplicate |= (i < n) & (s.ia == w.ia) & (s.ib == w.ib);
            }
        }
        if (duplicate) {
            const bool exact = detail::duplicate_is_converged(dist_sq, glm::dot(v, w.w), tol, scale,
                                                              length_sq(w.w - v));
            emit(exact ? GjkStop::DuplicateSupport : GjkStop::OriginOnSimplex);
            break;
        }
        if (detail::converged(beyond, feature_distance, tol, allowance)) {
            emit(GjkStop::Converged);
            break;
        }
        scale = std::max({scale, std::abs(w.w.x), std::abs(w.w.y), std::abs(w.w.z)});
        // The new vertex enters the next iteration last.
        entering = solved;
        entering.slot[n] = free_slot;
        entering.count = n + 1;
        emit(GjkStop::Running);
    }

    sp->expand_into(store, out.simplex);
    const Simplex3<T>& s = out.simplex;
    Vec3<T> pa, pb;
    sp->witness_points(store, pa, pb);
    const Vec3<T> gap = pb - pa;
    out.distance = s.count == 4 ? T(0) : glm::length(gap);
    // A tetrahedron holds the origin: no feature separates, and v is rounding (EPA finds n).
    if (s.count < 4) {
        const Vec3<T> w[3] = {s.v[0].w, s.v[1].w, s.v[2].w};
        const Vec3<T> normal = detail::separating_normal3(w, s.count, s.closest());
        if (length_sq(normal) > 0) out.normal = m.xa.rotate(normal);
    }
    out.point_a = m.xa.apply(pa);
    out.point_b = m.xa.apply(pb);
    if (cache) {
        cache->count = Pair::discrete ? s.count : 0;
        for (int i = 0; i < s.count; ++i) {
            cache->ia[i] = s.v[i].ia;
            cache->ib[i] = s.v[i].ib;
        }
    }
    return out;
}

#ifdef GJK_X86_SIMD
/// The same loop compiled for AVX2 (simd.h, GJK_TARGET_AVX2: the same roundings, so the same
/// bits). Here the packed polytope's column scan (farthest_point3d.h), which code for the
/// caller's target can only call, is inlined into the loop's supports; every other call too
/// (GJK_INLINE_ALL_CALLS), because in the library's file of instances, with EPA and the traced
/// queries beside it, GCC's budget for the unit left the scan a call (docs/performance.md,
/// "GJK 3D compiled for AVX2").
template <SupportWay kWayA = SupportWay::Any, SupportWay kWayB = SupportWay::Any, class T,
          class ProxyA, class ProxyB, class Tracer>
GJK_TARGET_AVX2 GJK_INLINE_ALL_CALLS GjkOutput3<T> gjk_distance3_avx2(
    const MinkowskiPair3<T, ProxyA, ProxyB>& m, const GjkSettings3<T>& settings,
    SimplexCache3* cache, Tracer* tracer) {
    return gjk_distance3_loop<kWayA, kWayB>(m, settings, cache, tracer);
}
#endif

}  // namespace detail

template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
GjkOutput3<T> gjk_distance3(const MinkowskiPair3<T, ProxyA, ProxyB>& m,
                            const GjkSettings3<T>& settings, SimplexCache3* cache = nullptr,
                            Tracer* tracer = nullptr) {
#ifdef GJK_X86_SIMD
    // Pairs in double or float with a PolytopeProxy3 on either side (packed or not) or a box
    // as B, on a CPU with AVX2 (float's boxes ran 3-8% faster in the copy, in cache:
    // docs/performance.md, "3D in float"); traced queries (the app's) stay on the caller's
    // copy. Pairs whose sides share a way of support (two box hulls, or two packed hulls neither
    // of which is a box hull: MinkowskiPair3::way_for_both) have a copy of their own: the loop
    // that can take any support spills more, and the 16-point pairs ran 7% slower in it at -O3
    // (docs/performance.md, "One loop per way of support").
    using Pair = MinkowskiPair3<T, ProxyA, ProxyB>;
    constexpr bool kVectorType = std::is_same_v<T, double> || std::is_same_v<T, float>;
    constexpr bool kAvx2Copy =
        kVectorType && (Pair::kPackA || Pair::kPackB || Pair::kBoxB) && !Tracer::enabled;
    if constexpr (kAvx2Copy) {
        if (detail::has_avx2()) {
            using W = SupportWay;
            if constexpr (Pair::kPackA && Pair::kPackB) {
                switch (m.way_for_both()) {
                    case W::BoxHull:
                        return detail::gjk_distance3_avx2<W::BoxHull, W::BoxHull>(m, settings,
                                                                                  cache, tracer);
                    case W::Packed:
                        return detail::gjk_distance3_avx2<W::Packed, W::Packed>(m, settings, cache,
                                                                                tracer);
                    case W::Any:
                        break;
                }
            }
            return detail::gjk_distance3_avx2(m, settings, cache, tracer);
        }
    }
#endif
    return detail::gjk_distance3_loop(m, settings, cache, tracer);
}

}  // namespace gjk
