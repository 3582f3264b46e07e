// GJK distance in 3D: the loop of gjk2d.h (duplicate-support and progress exits, the guard
// that keeps |v| monotone, warm-start cache) on the signed-volumes sub-algorithm of simplex3d.h.
#pragma once

#include <gjk/gjk2d.h>
#include <gjk/simplex3d.h>

#include <algorithm>

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
    Vec3<T> initial_direction{0, 0, 0};  ///< zero: towards B's origin
    /// Boolean query: stop as soon as a support point fails to pass the origin (a separating
    /// direction is found). The verdict is exact; the distance is then only an upper bound.
    bool stop_when_separated = false;
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

template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
GjkOutput3<T> gjk_distance3(const MinkowskiPair3<T, ProxyA, ProxyB>& m,
                            const GjkSettings3<T>& settings, SimplexCache3* cache = nullptr,
                            Tracer* tracer = nullptr) {
    using Pair = MinkowskiPair3<T, ProxyA, ProxyB>;
    const T tol = std::max(settings.tolerance, 16 * machine_eps<T>());
    const int max_iter = std::max(settings.max_iterations, 1);
    GjkOutput3<T> out;
    // Two buffers: the simplex entering an iteration (the previous one + the new support point)
    // stays intact while the reduced one is written to the other, so the monotonicity guard
    // needs no copy.
    Simplex3<T> buffers[2];
    int current = 0;
    Simplex3<T>* sp = &buffers[0];

    if constexpr (Pair::discrete) {
        if (cache && cache->count > 0 && cache->count <= 4) {
            sp->count = cache->count;
            for (int i = 0; i < sp->count; ++i)
                static_cast<SupportVertex3<T>&>(sp->v[i]) = m.vertex(cache->ia[i], cache->ib[i]);
        }
    }
    if (sp->count == 0) {
        Vec3<T> d = settings.initial_direction;
        if (!(length_sq(d) > 0)) d = m.rel.p;
        if (!(length_sq(d) > 0)) d = {1, 0, 0};
        static_cast<SupportVertex3<T>&>(sp->v[0]) = m.support(d);
        sp->count = 1;
    }

    T previous_dist_sq = std::numeric_limits<T>::max();
    T scale = sp->scale();

    for (int iter = 0;; ++iter) {
        out.iterations = iter + 1;
        [[maybe_unused]] detail::RecordIf<Tracer, GjkStep3> rec;
        if constexpr (Tracer::enabled) {
            rec.iteration = iter;
            detail::copy_simplex(m, *sp, rec.simplex_before);
        }
        auto emit = [&](GjkStop stop) {
            out.stop = stop;
            if constexpr (Tracer::enabled) {
                rec.stop = stop;
                if (tracer) tracer->on_gjk(rec);
            }
        };

        // Solve into a second simplex, so that the one entering (previous + w) survives for the
        // monotonicity guard without a copy each iteration.
        Simplex3<T>& solved = buffers[1 - current];
        const int region = sp->solve_into(solved);
        const Vec3<T> v = solved.closest();
        const T dist_sq = length_sq(v);
        if constexpr (Tracer::enabled) {
            detail::copy_simplex(m, solved, rec.simplex_after);
            for (int i = 0; i < solved.count; ++i)
                rec.weights.push_back(double(solved.v[i].weight));
            rec.region = region;
            rec.closest = m.dir_to_world(v);
            rec.distance = std::sqrt(double(dist_sq));
            rec.v_norm_sq = double(dist_sq);
            rec.tolerance = double(tol);
        }
        if (solved.count == 4) {  // the origin is inside the tetrahedron
            current = 1 - current;
            sp = &solved;
            emit(GjkStop::Overlap);
            break;
        }
        if (dist_sq > previous_dist_sq) {  // rounding made |v| grow: keep the previous simplex
            --sp->count;  // drop the new vertex; the others still carry the previous weights
            if constexpr (Tracer::enabled) {
                detail::copy_simplex(m, *sp, rec.simplex_after);
                rec.weights.clear();
                for (int i = 0; i < sp->count; ++i) rec.weights.push_back(double(sp->v[i].weight));
                rec.closest = m.dir_to_world(sp->closest());
                rec.distance = std::sqrt(double(previous_dist_sq));
                rec.v_norm_sq = double(previous_dist_sq);
            }
            emit(GjkStop::NoProgress);
            break;
        }
        current = 1 - current;
        sp = &solved;
        previous_dist_sq = dist_sq;
        const T touch = 8 * machine_eps<T>() * scale;
        if (dist_sq <= touch * touch) {
            emit(GjkStop::OriginOnSimplex);
            break;
        }
        if (iter + 1 >= max_iter) {
            emit(GjkStop::MaxIterations);
            break;
        }
        const Vec3<T> d = -v;
        int start = 0;  // climbing starts from the simplex vertex farthest along d
        for (int i = 1; i < sp->count; ++i)
            if (glm::dot(sp->v[i].w, d) > glm::dot(sp->v[start].w, d)) start = i;
        const SupportVertex3<T> w = m.support(d, sp->v[start].ia, sp->v[start].ib);
        const T v_dot_w = glm::dot(v, w.w);
        if constexpr (Tracer::enabled) {
            rec.direction = m.dir_to_world(d);
            rec.has_support = true;
            rec.support = m.to_world(w);
            rec.v_dot_w = double(v_dot_w);
        }
        if (settings.stop_when_separated && v_dot_w > 0) {  // w . d < 0: d separates A and B
            emit(GjkStop::Separated);
            break;
        }
        bool duplicate = false;
        if constexpr (Pair::discrete) {
            for (int i = 0; i < sp->count; ++i)
                duplicate |= (sp->v[i].ia == w.ia) & (sp->v[i].ib == w.ib);
        }
        if (duplicate) {
            emit(GjkStop::DuplicateSupport);
            break;
        }
        if (dist_sq - v_dot_w <= tol * dist_sq) {
            emit(GjkStop::Converged);
            break;
        }
        scale = std::max({scale, std::abs(w.w.x), std::abs(w.w.y), std::abs(w.w.z)});
        static_cast<SupportVertex3<T>&>(sp->v[sp->count]) = w;
        ++sp->count;
        emit(GjkStop::Running);
    }

    out.simplex = *sp;
    const Simplex3<T>& s = out.simplex;
    Vec3<T> pa, pb;
    s.witness_points(pa, pb);
    const Vec3<T> gap = pb - pa;
    out.distance = s.count == 4 ? T(0) : glm::length(gap);
    if (out.distance > 0) out.normal = m.xa.rotate(gap / out.distance);
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

}  // namespace gjk
