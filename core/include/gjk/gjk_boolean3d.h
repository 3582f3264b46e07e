// The boolean GJK in 3D: "do A and B intersect?" on the full shapes (core + radius).
//
// The algorithm: GJK (Gilbert, Johnson and Keerthi 1988) reduced to the intersection test, in
// the form taught in class (Casey Muratori, "Implementing GJK", 2006) and with the structure of
// libccd's ccdGJKIntersect (Daniel Fiser), the first support point tested as every later one
// (G. van den Bergen 2003; Jolt's GJKClosestPoint::Intersects). The loop is gjk_boolean2d.h's:
// w = s(d0), separated if w.d0 < 0; then NearestSimplex (line, triangle or tetrahedron reduced
// to its feature nearest the origin with cross products only, no barycentric weights; a
// tetrahedron that holds the origin proves the intersection), w = s(d), separated if w.d < 0,
// add w. One trace step per pass, in that order; the first support's is step 0.
//
// Departures: as gjk_boolean2d.h (radii added along d, d = 0 counts as touching, an iteration
// cap), and the supports climb from the last support point's vertices (hints).
// The simplex is stored oldest first; "A" in the comments is the newest point.
#pragma once

#include <gjk/gjk3d.h>
#include <gjk/shapes3d.h>

#include <type_traits>

namespace gjk {

template <class T>
struct BooleanGjkOutput3 {
    bool intersecting = false;
    int iterations = 0;  ///< trace steps: the first support's, then one per pass of the loop
    GjkStop stop = GjkStop::MaxIterations;
};

namespace detail {

/// (a x b) x c: with a = c = AB, b = AO, the component of AO perpendicular to AB.
template <class T>
inline Vec3<T> triple3(const Vec3<T>& a, const Vec3<T>& b, const Vec3<T>& c) {
    return glm::cross(glm::cross(a, b), c);
}

/// The point of A - B a simplex vertex stands for: the whole support vertex when a trace
/// wants its points on A and B, the difference alone otherwise (a fifth of the copying).
template <class T>
const Vec3<T>& point_of(const SupportVertex3<T>& v) {
    return v.w;
}
template <class T>
const Vec3<T>& point_of(const Vec3<T>& v) {
    return v;
}

/// NearestSimplex: keeps the feature of the simplex (oldest first, newest last) nearest the
/// origin, sets the next direction; returns true when the origin is enclosed. `mask` gets the
/// kept vertices of the input (bit i: vertex i).
template <class T, class Vertex>
bool nearest_simplex3(Vertex* s, int& count, Vec3<T>& d, int& mask) {
    auto line = [&](int ib, int ia, int mb, int ma) {  // segment B A, A newest
        const Vec3<T> a = point_of(s[ia]), ab = point_of(s[ib]) - a, ao = -a;
        if (glm::dot(ab, ao) > 0) {
            d = triple3(ab, ao, ab);
            const Vertex B = s[ib], A = s[ia];
            s[0] = B, s[1] = A, count = 2, mask = mb | ma;
        } else {
            s[0] = s[ia], count = 1, d = ao, mask = ma;
        }
    };
    auto triangle = [&](int ic, int ib, int ia, int mc, int mb, int ma) {  // C B A, A newest
        const Vec3<T> a = point_of(s[ia]), ab = point_of(s[ib]) - a, ac = point_of(s[ic]) - a,
                      ao = -a;
        const Vec3<T> abc = glm::cross(ab, ac);
        if (glm::dot(glm::cross(abc, ac), ao) > 0) {  // beyond edge AC
            if (glm::dot(ac, ao) > 0) {
                d = triple3(ac, ao, ac);
                const Vertex C = s[ic], A = s[ia];
                s[0] = C, s[1] = A, count = 2, mask = mc | ma;
            } else {
                line(ib, ia, mb, ma);
            }
        } else if (glm::dot(glm::cross(ab, abc), ao) > 0) {  // beyond edge AB
            line(ib, ia, mb, ma);
        } else {  // above or below the face
            const Vertex C = s[ic], B = s[ib], A = s[ia];
            if (glm::dot(abc, ao) > 0)
                s[0] = C, s[1] = B, d = abc;
            else
                s[0] = B, s[1] = C, d = -abc;  // flip so that d is always "above"
            s[2] = A, count = 3, mask = mc | mb | ma;
        }
    };
    switch (count) {
        case 1:
            d = -point_of(s[0]);
            mask = 1;
            return false;
        case 2:
            line(0, 1, 1, 2);
            return false;
        case 3:
            triangle(0, 1, 2, 1, 2, 4);
            return false;
        default: {  // tetrahedron: the old triangle s0 s1 s2 and the new point A = s3
            const Vec3<T> a = point_of(s[3]), ao = -a;
            const int faces[3][3] = {
                {0, 1, 2}, {1, 2, 0}, {2, 0, 1}};  // x, y, and the vertex opposite
            for (const auto& f : faces) {
                // Normal of face A x y, turned away from the remaining vertex.
                Vec3<T> n = glm::cross(point_of(s[f[0]]) - a, point_of(s[f[1]]) - a);
                if (glm::dot(n, point_of(s[f[2]]) - a) > 0) n = -n;
                if (glm::dot(n, ao) > 0) {  // the origin is outside this face
                    triangle(f[0], f[1], 3, 1 << f[0], 1 << f[1], 8);
                    return false;
                }
            }
            mask = 15;
            return true;
        }
    }
}

/// The boolean GJK's loop, each side's support taken as kWayA and kWayB say (gjk_intersect3
/// below chooses).
template <SupportWay kWayA, SupportWay kWayB, class T, class ProxyA, class ProxyB, class Tracer>
BooleanGjkOutput3<T> gjk_intersect3_loop(const MinkowskiPair3<T, ProxyA, ProxyB>& m,
                                         const GjkSettings3<T>& settings, Tracer* tracer) {
    const T ra = m.a.radius, rb = m.b.radius;
    int hint_a = -1, hint_b = -1;           // climbing starts from the last support point
    auto support = [&](const Vec3<T>& d) {  // the full shapes: cores pushed out by the radii
        SupportVertex3<T> w;
        m.template support_into<kWayA, kWayB>(w, d, hint_a, hint_b);
        hint_a = w.ia;
        hint_b = w.ib;
        if (ra > 0 || rb > 0) {
            const Vec3<T> u = d / glm::length(d);
            w.wa += ra * u;
            w.wb -= rb * u;
            w.w = w.wa - w.wb;
        }
        return w;
    };
    BooleanGjkOutput3<T> out;
    using Vertex = std::conditional_t<Tracer::enabled, SupportVertex3<T>, Vec3<T>>;
    auto vertex = [](const SupportVertex3<T>& w) -> Vertex {
        if constexpr (Tracer::enabled)
            return w;
        else
            return w.w;
    };
    Vertex s[4];
    int count = 0;
    Vec3<T> d = settings.initial_direction;
    if (!(length_sq(d) > 0)) d = m.rel.p;
    if (!(length_sq(d) > 0)) d = m.centre_line();
    if (!(length_sq(d) > 0)) d = {1, 0, 0};
    auto to_trace = [&](std::vector<TraceVertex3>& v) {
        if constexpr (Tracer::enabled) {
            v.clear();
            for (int i = 0; i < count; ++i) v.push_back(m.to_world(s[i]));
        }
    };
    for (int iter = 0;; ++iter) {
        out.iterations = iter + 1;
        [[maybe_unused]] detail::RecordIf<Tracer, GjkStep3> rec;
        if constexpr (Tracer::enabled) {
            rec.iteration = iter;
            to_trace(rec.simplex_before);
        }
        auto emit = [&](GjkStop stop, int mask) {
            out.stop = stop;
            if constexpr (Tracer::enabled) {
                rec.stop = stop;
                rec.region = mask;
                to_trace(rec.simplex_after);
                if (tracer) tracer->on_gjk(rec);
            }
        };
        int mask = 0;
        if (count > 0 && detail::nearest_simplex3(s, count, d, mask)) {
            out.intersecting = true;
            emit(GjkStop::Overlap, mask);
            break;
        }
        if constexpr (Tracer::enabled) rec.direction = m.dir_to_world(d);
        if (!(length_sq(d) > 0)) {  // the origin is on the simplex
            out.intersecting = true;
            emit(GjkStop::OriginOnSimplex, mask);
            break;
        }
        if (iter + 1 >= std::max(settings.max_iterations, 1)) {
            emit(GjkStop::MaxIterations, mask);
            break;
        }
        const SupportVertex3<T> w = support(d);
        const T w_dot_d = glm::dot(w.w, d);
        if constexpr (Tracer::enabled) {
            rec.has_support = true;
            rec.support = m.to_world(w);
            rec.w_dot_d = double(w_dot_d);
        }
        if (w_dot_d < 0) {  // the farthest point along d does not pass the origin: d separates
            emit(GjkStop::Separated, mask);
            break;
        }
        emit(GjkStop::Running, mask);
        s[count++] = vertex(w);
    }
    return out;
}

}  // namespace detail

template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
BooleanGjkOutput3<T> gjk_intersect3(const MinkowskiPair3<T, ProxyA, ProxyB>& m,
                                    const GjkSettings3<T>& settings, Tracer* tracer = nullptr) {
    // Pairs whose sides share a way of support (two box hulls, or two packed hulls neither of
    // which is a box hull: MinkowskiPair3::way_for_both) have a loop of their own, as GJK's
    // distance has (gjk3d.h): the loop that can take any support spills more.
    using Pair = MinkowskiPair3<T, ProxyA, ProxyB>;
    using W = SupportWay;
    if constexpr (Pair::kHullA && Pair::kHullB && !Tracer::enabled) {
        const W way = m.way_for_both();
        if (way == W::BoxHull)
            return detail::gjk_intersect3_loop<W::BoxHull, W::BoxHull>(m, settings, tracer);
        if constexpr (Pair::kPackA && Pair::kPackB) {
            if (way == W::Packed)
                return detail::gjk_intersect3_loop<W::Packed, W::Packed>(m, settings, tracer);
        }
    }
    return detail::gjk_intersect3_loop<W::Any, W::Any>(m, settings, tracer);
}

template <class T, class Tracer = NoTrace>
BooleanGjkOutput3<T> gjk_intersect3(const Body3<T>& a, const Body3<T>& b,
                                    const GjkSettings3<T>& settings, Tracer* tracer = nullptr) {
    return with_proxy3(a.core, [&](const auto& pa) {
        return with_proxy3(b.core, [&](const auto& pb) {
            MinkowskiPair3<T, std::decay_t<decltype(pa)>, std::decay_t<decltype(pb)>> m(pa, a.xf,
                                                                                        pb, b.xf);
            return gjk_intersect3(m, settings, tracer);
        });
    });
}

// Unlike GJK's distance and the depth, the boolean test on bodies is compiled where it is
// called, not once in the library (query3d.h): compiled there it ran 5-20% slower on box and
// 16-point pairs, in double and in float, at -O2 and -O3, and here it costs the README's
// snippet about 2.5 s of compiling at -O3 (docs/performance.md, "Changes measured with this
// harness").

}  // namespace gjk
