// GJK ray cast: the first time two translating convex shapes come within a target distance.
//
// The algorithm (G. van den Bergen, "Ray Casting against General Convex Objects with
// Application to Continuous Collision Detection", 2004; the loop of Box2D's b2ShapeCast,
// b2_distance.cpp in Box2D 2.4):
//
// B moves by lambda r relative to A (r: B's translation minus A's over the interval). The
// shapes touch when the origin is in A - (B + lambda r) = D - lambda r, D = A - B at lambda 0,
// that is when the point x = lambda r of the ray from O along r reaches D. Keep a simplex of
// support points of D (at most 2 in 2D, 3 in 3D) and its point y closest to x; u = x - y.
//   1. The support point p of D along u gives the plane u.z = u.p with all of D behind it.
//      If x is more than sigma in front of it, (u/|u|).(x - p) > sigma, nothing of D comes
//      within sigma of the ray before the ray's point at height sigma over the plane:
//        (u/|u|).(lambda' r - p) = sigma  =>  lambda' = lambda + (gap - sigma) / (-(u/|u|).r),
//      gap = (u/|u|).(x - p). If the ray does not approach the plane ((u/|u|).r >= 0) or
//      lambda' passes the interval's end, the ray misses. Otherwise lambda advances and u/|u|
//      becomes the hit normal (from A towards B).
//   2. p joins the simplex; the sub-algorithm reduces it to the feature closest to x (the
//      support points are kept unshifted and taken relative to x each time).
//   3. Stop when |u| <= sigma + tolerance: x is within sigma + tolerance of D.
// Each lambda is where a plane that has all of D behind it is sigma away from the ray, so at no
// earlier lambda is D within sigma of the ray: the cast never passes a contact. With sigma the
// radii plus the target separation, the distance between the shapes at the answer is between
// the target and the target plus the tolerance.
//
// Departures from Box2D: the simplex is kept across advances (van den Bergen) where Box2D
// clears it; sigma and the tolerance are the caller's (Box2D: its polygon skin and linear
// slop); an overlap at lambda 0 is reported as a hit at 0 (Box2D returns false); every
// iteration can be recorded for the lesson.
#pragma once

#include <gjk/math2d.h>
#include <gjk/math3d.h>
#include <gjk/shapes2d.h>
#include <gjk/shapes3d.h>
#include <gjk/simplex2d.h>
#include <gjk/simplex3d.h>

#include <cmath>
#include <vector>

namespace gjk {

/// Why a ray cast stopped.
enum class CastStop {
    Hit,            ///< the shapes came within sigma + tolerance
    InitialHit,     ///< they were within it at lambda 0 already (touching or overlapping)
    MissedAway,     ///< the ray does not approach a plane that separates it from D
    MissedBeyond,   ///< the next contact would be after the interval's end
    MaxIterations,  ///< not decided: the caller must go on another way
};

inline const char* to_string(CastStop s) {
    switch (s) {
        case CastStop::Hit:
            return "hit";
        case CastStop::InitialHit:
            return "initial_hit";
        case CastStop::MissedAway:
            return "missed_away";
        case CastStop::MissedBeyond:
            return "missed_beyond";
        default:
            return "max_iterations";
    }
}

/// A support point of D = A - B at lambda 0: p = a - b.
template <class V>
struct CastSupport {
    V p, a, b;
};

/// One pass of the loop, for traces and the lesson.
template <class T, class V>
struct CastIteration {
    T lambda_before = 0;
    V direction{};           ///< u = x - y before this pass (the support is taken along it)
    CastSupport<V> support;  ///< p, with its points on A and B
    T gap = 0;               ///< (u/|u|).(x - p): the ray point's height over p's plane
    bool advanced = false;   ///< the plane test moved lambda
    T lambda = 0;            ///< after the plane test
    std::vector<CastSupport<V>> simplex;  ///< after the reduction
    V closest{};                          ///< y: the simplex's point closest to x
    T distance = 0;                       ///< |x - y| after this pass
};

template <class T, class V>
struct RayCastOutput {
    CastStop stop = CastStop::MaxIterations;
    T lambda = 0;            ///< where it stopped (the hit, or the last safe lambda)
    V normal{};              ///< unit, from A towards B, at the hit
    V point_a{}, point_b{};  ///< closest points of the cores at the hit (B moved by lambda r)
    T distance = 0;          ///< |u| at the end: distance between the cores at lambda (within the
                             ///< simplex's accuracy)
    int iterations = 0;
    bool hit() const { return stop == CastStop::Hit || stop == CastStop::InitialHit; }
};

template <class T>
struct RayCastSettings {
    T sigma = 0;       ///< the cores' target distance: radii + target separation
    T tolerance = 0;   ///< stop when the cores are within sigma + tolerance
    T lambda_max = 1;  ///< the interval's end
    int max_iterations = 64;
};

namespace detail {

/// The point of the simplex {p_i - x} closest to the origin: keeps the vertices that hold it,
/// in place, and returns their weights. 2D: Box2D's Voronoi-region solver (simplex2d.h).
template <class T>
int reduce_to_closest(std::vector<CastSupport<Vec2<T>>>& s, const Vec2<T>& x, T* weights) {
    Simplex2<T> q;
    q.count = int(s.size());
    for (int i = 0; i < q.count; ++i) {
        q.v[i].w = s[size_t(i)].p - x;
        q.v[i].ia = i;
    }
    q.solve();
    std::vector<CastSupport<Vec2<T>>> kept;
    for (int i = 0; i < q.count; ++i) {
        kept.push_back(s[size_t(q.v[i].ia)]);
        weights[i] = q.count == 1 ? T(1) : q.v[i].weight;
    }
    s = kept;
    return q.count;
}

/// 3D: the signed-volumes solver (simplex3d.h).
template <class T>
int reduce_to_closest(std::vector<CastSupport<Vec3<T>>>& s, const Vec3<T>& x, T* weights) {
    Vec3<T> w[4];
    for (size_t i = 0; i < s.size(); ++i) w[i] = s[i].p - x;
    const auto r = SignedVolumes3<T>::solve(w, int(s.size()));
    std::vector<CastSupport<Vec3<T>>> kept;
    int n = 0;
    for (size_t i = 0; i < s.size(); ++i)
        if (r.mask & (1 << i)) {
            kept.push_back(s[i]);
            weights[n++] = r.w[i];
        }
    s = kept;
    return n;
}

template <class V>
constexpr int dimension_of() {
    return sizeof(V) / sizeof(typename V::value_type);
}

}  // namespace detail

/// The GJK ray cast of D = A - B along r. `support(d)` returns D's support point along d with
/// its points on A and B (lambda 0).
template <class T, class V, class Support>
RayCastOutput<T, V> gjk_ray_cast(Support&& support, const V& r, const RayCastSettings<T>& settings,
                                 std::vector<CastIteration<T, V>>* trace = nullptr) {
    constexpr int kDim = detail::dimension_of<V>();
    RayCastOutput<T, V> out;
    T lambda = 0;
    V x = r * T(0);
    V normal = -r;
    std::vector<CastSupport<V>> simplex;
    // The first point: D's support against the motion, the side the ray enters from.
    const CastSupport<V> first = support(-r);
    simplex.push_back(first);
    T weights[4] = {1, 0, 0, 0};
    V y = first.p;
    V u = x - y;
    int iter = 0;
    while (true) {
        const T dist = glm::length(u);
        if (dist - settings.sigma <= settings.tolerance) {
            out.stop = lambda == 0 ? CastStop::InitialHit : CastStop::Hit;
            break;
        }
        if (iter >= settings.max_iterations) {
            out.stop = CastStop::MaxIterations;
            break;
        }
        ++iter;
        CastIteration<T, V> step;
        step.lambda_before = lambda;
        step.direction = u;
        const V unit = u / dist;
        const CastSupport<V> p = support(u);
        step.support = p;
        const T gap = glm::dot(unit, x - p.p);
        step.gap = gap;
        if (gap > settings.sigma) {
            const T approach = -glm::dot(unit, r);
            if (!(approach > 0)) {
                out.stop = CastStop::MissedAway;
                if (trace) trace->push_back(step);
                break;
            }
            const T next = lambda + (gap - settings.sigma) / approach;
            if (next > settings.lambda_max) {
                out.stop = CastStop::MissedBeyond;
                step.lambda = next;
                if (trace) trace->push_back(step);
                break;
            }
            lambda = next;
            x = lambda * r;
            normal = unit;
            step.advanced = true;
        }
        step.lambda = lambda;
        simplex.push_back(p);
        const int kept = detail::reduce_to_closest(simplex, x, weights);
        y = x * T(0);
        for (int i = 0; i < kept; ++i) y += weights[i] * simplex[size_t(i)].p;
        u = kept == kDim + 1 ? x * T(0) : x - y;  // a full simplex holds x: the cores overlap
        step.simplex = simplex;
        step.closest = y;
        step.distance = glm::length(u);
        if (trace) trace->push_back(step);
    }
    out.lambda = lambda;
    out.iterations = iter;
    out.distance = glm::length(u);
    // The normal: along u at the end when it is long enough to have a direction, else the
    // last plane's.
    if (out.distance > 0) normal = u / out.distance;
    const T n_len = glm::length(normal);
    out.normal = n_len > 0 ? normal / n_len : normal;
    V pa = x * T(0), pb = x * T(0);
    for (size_t i = 0; i < simplex.size(); ++i) {
        pa += weights[i] * simplex[i].a;
        pb += weights[i] * simplex[i].b;
    }
    out.point_a = pa;
    out.point_b = pb + lambda * r;
    return out;
}

/// World-space support of D = A - B for two placed 2D bodies (the cores, without radii).
template <class T>
CastSupport<Vec2<T>> world_support(const Body2<T>& a, const Body2<T>& b, const Vec2<T>& d) {
    CastSupport<Vec2<T>> s;
    with_proxy(a.core,
               [&](const auto& pa) { s.a = a.xf.apply(pa.support(a.xf.inv_rotate(d)).point); });
    with_proxy(b.core,
               [&](const auto& pb) { s.b = b.xf.apply(pb.support(b.xf.inv_rotate(-d)).point); });
    s.p = s.a - s.b;
    return s;
}

template <class T>
CastSupport<Vec3<T>> world_support(const Body3<T>& a, const Body3<T>& b, const Vec3<T>& d) {
    CastSupport<Vec3<T>> s;
    with_proxy3(a.core,
                [&](const auto& pa) { s.a = a.xf.apply(pa.support(a.xf.inv_rotate(d)).point); });
    with_proxy3(b.core,
                [&](const auto& pb) { s.b = b.xf.apply(pb.support(b.xf.inv_rotate(-d)).point); });
    s.p = s.a - s.b;
    return s;
}

/// The ray cast of two placed bodies, B translating by `r` relative to A (Box2D's b2ShapeCast
/// with translationB): `settings.sigma` is usually a.radius + b.radius + a target separation.
template <class T, class Body, class V>
RayCastOutput<T, V> shape_cast(const Body& a, const Body& b, const V& r,
                               const RayCastSettings<T>& settings,
                               std::vector<CastIteration<T, V>>* trace = nullptr) {
    return gjk_ray_cast<T, V>([&](const V& d) { return world_support(a, b, d); }, r, settings,
                              trace);
}

}  // namespace gjk
