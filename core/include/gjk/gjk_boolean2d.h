// The boolean GJK in 2D: "do A and B intersect?" on the full shapes (core + radius).
//
// The algorithm: GJK (Gilbert, Johnson and Keerthi 1988) reduced to the intersection test, in
// the form taught in class (Casey Muratori, "Implementing GJK", 2006), with the first support
// point tested as every later one (G. van den Bergen, "Collision Detection in Interactive 3D
// Environments", 2003, sec. 4.3.3; Jolt's GJKClosestPoint::Intersects). A and B intersect when
// the origin lies in A - B:
//
//     w = s(d0);  if w.d0 < 0: separated      (no point of A - B passes O along d0)
//     S = {w}
//     loop:
//         S, d = NearestSimplex(S)            (its feature nearest O; d from it towards O)
//         if S holds O: intersecting
//         w = s(d);  if w.d < 0: separated    (d is a separating axis)
//         S = S + {w}
//
// NearestSimplex uses cross and triple products only, no barycentric weights. Each pass of the
// loop is one trace step, in that order (the simplex as it enters, the part kept, d, w, the
// test), as the distance GJK's are; the first support and its test are step 0, entered with an
// empty simplex.
//
// Departures: the radii are added to the cores' supports along d (the full shapes, not the
// cores), an origin that lies on the simplex (d = 0) counts as touching, and the loop has an
// iteration cap. The simplex is stored oldest first; "A" in the comments is the newest point.
#pragma once

#include <gjk/gjk2d.h>
#include <gjk/shapes2d.h>  // Body2, with_proxy

namespace gjk {

template <class T>
struct BooleanGjkOutput {
    bool intersecting = false;
    int iterations = 0;  ///< trace steps: the first support's, then one per pass of the loop
    GjkStop stop = GjkStop::MaxIterations;
};

/// (a x b) x c in 2D, embedded in 3D: b (a.c) - a (b.c). With a = c = AB, b = AO it is the
/// perpendicular of AB on the side of the origin.
template <class T>
inline Vec2<T> triple_product(const Vec2<T>& a, const Vec2<T>& b, const Vec2<T>& c) {
    return b * glm::dot(a, c) - a * glm::dot(b, c);
}

namespace detail {

/// NearestSimplex in 2D: keeps the feature of `s` (oldest first, newest last) nearest the
/// origin and points d at the origin from it; returns true when the triangle holds the origin.
/// The newest point passed the origin along the last d, so the regions beyond the older points
/// need no test (Muratori).
template <class T>
bool nearest_simplex2(Simplex2<T>& s, Vec2<T>& d, Region& region) {
    if (s.count == 1) {
        d = -s.v[0].w;
        region = Region::Vertex1;
        return false;
    }
    if (s.count == 2) {
        const Vec2<T> a = s.v[1].w, ab = s.v[0].w - a, ao = -a;
        if (glm::dot(ab, ao) > 0) {
            d = triple_product(ab, ao, ab);
            region = Region::Edge12;
        } else {
            s.v[0] = s.v[1];
            s.count = 1;
            d = ao;
            region = Region::Vertex2;
        }
        return false;
    }
    const Vec2<T> a = s.v[2].w, ab = s.v[1].w - a, ac = s.v[0].w - a, ao = -a;
    const Vec2<T> ab_perp = triple_product(ac, ab, ab);  // normal of AB away from C
    const Vec2<T> ac_perp = triple_product(ab, ac, ac);  // normal of AC away from B
    if (glm::dot(ab_perp, ao) > 0) {
        s.v[0] = s.v[1];
        s.v[1] = s.v[2];
        s.count = 2;
        d = ab_perp;
        region = Region::Edge23;
    } else if (glm::dot(ac_perp, ao) > 0) {
        s.v[1] = s.v[2];
        s.count = 2;
        d = ac_perp;
        region = Region::Edge13;
    } else {
        region = Region::Interior;
        return true;
    }
    return false;
}

}  // namespace detail

template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
BooleanGjkOutput<T> gjk_intersect(const MinkowskiPair<T, ProxyA, ProxyB>& m,
                                  const GjkSettings<T>& settings, Tracer* tracer = nullptr) {
    const T ra = m.a.radius, rb = m.b.radius;
    // Support of the full shapes: the cores' support pushed out by the radii along d.
    auto support = [&](const Vec2<T>& d) {
        SupportVertex<T> w = m.support(d);
        const T len = glm::length(d);
        if (len > 0 && (ra > 0 || rb > 0)) {
            const Vec2<T> u = d / len;
            w.wa += ra * u;
            w.wb -= rb * u;
            w.w = w.wa - w.wb;
        }
        return w;
    };

    BooleanGjkOutput<T> out;
    Simplex2<T> s;  // weights unused here
    s.count = 0;
    Vec2<T> d = settings.initial_direction;
    if (!(length_sq(d) > 0)) d = m.rel.p;
    if (!(length_sq(d) > 0)) d = m.centre_line();
    if (!(length_sq(d) > 0)) d = {1, 0};

    for (int iter = 0;; ++iter) {
        out.iterations = iter + 1;
        [[maybe_unused]] detail::RecordIf<Tracer, GjkStep> rec;
        if constexpr (Tracer::enabled) {
            rec.iteration = iter;
            detail::copy_simplex(m, s, rec.simplex_before);
        }
        auto emit = [&](GjkStop stop, Region region) {
            out.stop = stop;
            if constexpr (Tracer::enabled) {
                rec.stop = stop;
                rec.region = region;
                detail::copy_simplex(m, s, rec.simplex_after);
                if (tracer) tracer->on_gjk(rec);
            }
        };
        Region region = Region::None;
        if (s.count > 0 && detail::nearest_simplex2(s, d, region)) {
            out.intersecting = true;
            emit(GjkStop::Overlap, region);
            break;
        }
        if constexpr (Tracer::enabled) rec.direction = m.dir_to_world(d);
        if (!(length_sq(d) > 0)) {  // the origin is on the simplex
            out.intersecting = true;
            emit(GjkStop::OriginOnSimplex, region);
            break;
        }
        if (iter + 1 >= std::max(settings.max_iterations, 1)) {
            emit(GjkStop::MaxIterations, region);
            break;
        }
        const SupportVertex<T> w = support(d);
        const T w_dot_d = glm::dot(w.w, d);
        if constexpr (Tracer::enabled) {
            rec.has_support = true;
            rec.support = m.to_world(w);
            rec.w_dot_d = double(w_dot_d);
        }
        // The farthest point of A - B along d does not pass the origin: d separates.
        if (w_dot_d < 0) {
            emit(GjkStop::Separated, region);
            break;
        }
        emit(GjkStop::Running, region);
        static_cast<SupportVertex<T>&>(s.v[s.count++]) = w;
    }
    return out;
}

template <class T, class Tracer = NoTrace>
BooleanGjkOutput<T> gjk_intersect(const Body2<T>& a, const Body2<T>& b,
                                  const GjkSettings<T>& settings, Tracer* tracer = nullptr) {
    return with_proxy(a.core, [&](const auto& pa) {
        return with_proxy(b.core, [&](const auto& pb) {
            MinkowskiPair<T, std::decay_t<decltype(pa)>, std::decay_t<decltype(pb)>> m(pa, a.xf, pb,
                                                                                       b.xf);
            return gjk_intersect(m, settings, tracer);
        });
    });
}

// Compiled once, in the library (query3d.h says why); KEYWORD: `extern` here.
#define GJK_BOOLEAN2_INSTANCES(KEYWORD, T, Tracer)                 \
    KEYWORD template BooleanGjkOutput<T> gjk_intersect<T, Tracer>( \
        const Body2<T>&, const Body2<T>&, const GjkSettings<T>&, Tracer*);
GJK_BOOLEAN2_INSTANCES(extern, double, NoTrace)
GJK_BOOLEAN2_INSTANCES(extern, double, TraceRecorder)
GJK_BOOLEAN2_INSTANCES(extern, float, NoTrace)
GJK_BOOLEAN2_INSTANCES(extern, float, TraceRecorder)

}  // namespace gjk
