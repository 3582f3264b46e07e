// Time of impact: the first time in an interval at which two moving convex shapes come within a
// target distance of each other.
//
// Motion: each shape moves with a constant linear velocity v and a constant angular velocity
// w about its own origin (Sweep2, Sweep3), which is what a keyframed path is between two
// keyframes (linear position, shortest-arc rotation).
//
// Translation only: the GJK ray cast (ray_cast.h), on the relative translation.
// With rotation: conservative advancement (B. Mirtich, "Impulse-based Dynamic Simulation of
// Rigid Body Systems", PhD thesis, Berkeley 1996, 2.4; the form of Tang, Kim and Manocha,
// "C2A: Controlled Conservative Advancement for Continuous Collision Detection of Polygonal
// Soups", ICRA 2009). At time t the shapes are d apart along the unit normal n (from A to B),
// so the plane with normal n between them separates them with gap d. A point of B at r from
// B's origin moves along n at vB.n + (wB x r).n >= vB.n - |wB| |r|, a point of A at most at
// vA.n + |wA| |r|. Hence the gap along that fixed n shrinks at most at
//   speed = max(0, -(vB - vA).n) + |wA| reachA + |wB| reachB,
// reach = the farthest any point of the shape is from its origin, and the distance, which is
// at least the gap along any direction, stays above the target until
//   t' = t + (d - target) / speed.
// Step to t' and repeat; stop when d <= target + tolerance. If speed is 0 the gap along n never
// shrinks during the interval: no contact. Each step is safe, so no contact is passed; the steps
// shrink as the shapes approach, so they converge (slowly when they graze).
#pragma once

#include <gjk/query2d.h>
#include <gjk/query3d.h>
#include <gjk/ray_cast.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gjk {

/// A 2D shape's motion over an interval: at time t (from the interval's start) its position is
/// p0 + v t and its angle angle0 + w t (radians, counter-clockwise), about its own origin.
template <class T>
struct Sweep2 {
    Transform2<T> start;  ///< at t = 0 (exact: cos and sin as given)
    Vec2<T> velocity{0, 0};
    T angular_velocity = 0;  ///< radians per unit of time

    Transform2<T> at(T t) const {
        Transform2<T> x = start;
        x.p = start.p + velocity * t;
        if (angular_velocity != 0) {
            const T c = std::cos(angular_velocity * t), s = std::sin(angular_velocity * t);
            x.c = c * start.c - s * start.s;
            x.s = s * start.c + c * start.s;
        }
        return x;
    }
    bool rotates() const { return angular_velocity != 0; }
    T spin() const { return std::abs(angular_velocity); }
};

/// A 3D shape's motion: position p0 + v t, rotation exp(t [w]x) R0, w in world axes (radians
/// per unit of time) about the shape's origin.
template <class T>
struct Sweep3 {
    Transform3<T> start;
    Vec3<T> velocity{0, 0, 0};
    Vec3<T> angular_velocity{0, 0, 0};

    /// The rotation by angle |w| t about w (Rodrigues' formula: R = I + sin(a) K + (1 - cos a) K^2,
    /// K the cross-product matrix of the unit axis).
    static Mat3<T> rotation(const Vec3<T>& w, T t) {
        const T len = glm::length(w);
        if (!(len > 0) || t == 0) return Mat3<T>(1);
        const Vec3<T> k = w / len;
        const T a = len * t, s = std::sin(a), c1 = 1 - std::cos(a);
        const Mat3<T> K(0, k.z, -k.y, -k.z, 0, k.x, k.y, -k.x, 0);  // columns
        return Mat3<T>(1) + s * K + c1 * (K * K);
    }
    Transform3<T> at(T t) const {
        Transform3<T> x = start;
        x.p = start.p + velocity * t;
        if (rotates()) x.r = rotation(angular_velocity, t) * start.r;
        return x;
    }
    bool rotates() const { return length_sq(angular_velocity) > 0; }
    T spin() const { return glm::length(angular_velocity); }
};

/// How far the shape's points (core and radius) reach from its origin, an upper bound.
template <class T>
T reach(const Core2<T>& c) {
    T r = 0;
    if (c.is_ellipse) r = std::max(c.radii.x, c.radii.y);
    for (const Vec2<T>& v : c.vertices) r = std::max(r, glm::length(v));
    return r + c.radius;
}

template <class T>
T reach(const Core3<T>& c) {
    using K = typename Core3<T>::Kind;
    T r = 0;
    switch (c.kind) {
        case K::Box:
            r = glm::length(c.radii);
            break;
        case K::Cylinder:
        case K::Cone:  // inside the cylinder of the same height and radius
            r = std::sqrt(c.half_height * c.half_height + c.r * c.r);
            break;
        case K::Ellipsoid:
            r = std::max({c.radii.x, c.radii.y, c.radii.z});
            break;
        default:
            for (const Vec3<T>& v : c.vertices) r = std::max(r, glm::length(v));
    }
    return r + c.radius;
}

/// Why the time of impact search stopped.
enum class ToiStop {
    Hit,            ///< within target + tolerance at `t`
    InitialHit,     ///< within it at the interval's start
    Separated,      ///< no contact in the interval
    MaxIterations,  ///< undecided: the step cap was reached first (grazing); `t` is safe
};

inline const char* to_string(ToiStop s) {
    switch (s) {
        case ToiStop::Hit:
            return "hit";
        case ToiStop::InitialHit:
            return "initial_hit";
        case ToiStop::Separated:
            return "separated";
        default:
            return "max_iterations";
    }
}

enum class ToiMethod { RayCast, ConservativeAdvancement };

inline const char* to_string(ToiMethod m) {
    return m == ToiMethod::RayCast ? "gjk_ray_cast" : "conservative_advancement";
}

/// One step of conservative advancement, for traces and the lesson.
template <class T, class V>
struct AdvanceStep {
    T t = 0;
    T distance = 0;  ///< signed: negative is depth
    V normal{};
    V point_a{}, point_b{};
    T speed = 0;  ///< the bound on how fast the gap along `normal` can shrink
    T next_t = 0;
};

template <class T>
struct ToiSettings {
    T target = 0;     ///< the separation that counts as contact (> 0)
    T tolerance = 0;  ///< stop within target + tolerance
    T duration = 1;   ///< the interval is [0, duration]
    int max_iterations = 100000;
    int ray_cast_iterations = 64;
};

template <class T, class V>
struct ToiOutput {
    ToiStop stop = ToiStop::MaxIterations;
    ToiMethod method = ToiMethod::ConservativeAdvancement;
    T t = 0;  ///< the time of impact (a hit), else how far it got
    int iterations = 0;
    std::vector<CastIteration<T, V>> cast_steps;   ///< with a trace: the ray cast's passes
    std::vector<AdvanceStep<T, V>> advance_steps;  ///< with a trace: the advancement's steps
    bool hit() const { return stop == ToiStop::Hit || stop == ToiStop::InitialHit; }
};

namespace detail {

template <class T>
QueryResult<T> query_at(const Body2<T>& a, const Body2<T>& b) {
    return query(a, b, QuerySettings<T>{});
}
template <class T>
QueryResult3<T> query_at(const Body3<T>& a, const Body3<T>& b) {
    return query3(a, b, QuerySettings3<T>{});
}

/// Conservative advancement from `t` on.
template <class T, class Body, class Sweep, class V>
void advance(Body a, Body b, const Sweep& sa, const Sweep& sb, const ToiSettings<T>& s, T t,
             ToiOutput<T, V>& out, bool trace) {
    out.method = ToiMethod::ConservativeAdvancement;
    const T reach_a = reach(a.core), reach_b = reach(b.core);
    const T spin = sa.spin() * reach_a + sb.spin() * reach_b;
    const V relative_velocity = sb.velocity - sa.velocity;
    const T start = t;
    for (int i = 0; i < s.max_iterations; ++i) {
        a.xf = sa.at(t);
        b.xf = sb.at(t);
        const auto q = query_at(a, b);
        const T d = q.intersecting ? -q.penetration_depth : q.distance;
        AdvanceStep<T, V> step{t, d, q.normal, q.witness_a, q.witness_b, 0, t};
        ++out.iterations;
        if (!std::isfinite(d)) break;  // undecided, never "separated" on a NaN
        if (d <= s.target + s.tolerance) {
            out.stop = t == start && start == 0 ? ToiStop::InitialHit : ToiStop::Hit;
            out.t = t;
            if (trace) out.advance_steps.push_back(step);
            return;
        }
        const T speed = std::max(T(0), -glm::dot(relative_velocity, q.normal)) + spin;
        step.speed = speed;
        if (!std::isfinite(speed)) break;
        const T next = speed > 0 ? t + (d - s.target) / speed : s.duration + 1;
        step.next_t = next;
        if (trace) out.advance_steps.push_back(step);
        if (!(next <= s.duration)) {
            out.stop = ToiStop::Separated;
            out.t = s.duration;
            return;
        }
        t = next;
    }
    out.stop = ToiStop::MaxIterations;
    out.t = t;
}

}  // namespace detail

/// The first time in [0, settings.duration] at which A and B, moving as their sweeps say, come
/// within settings.target (+ tolerance) of each other. Translation only: the GJK ray cast;
/// otherwise (or if the ray cast does not decide within its iterations) conservative
/// advancement.
template <class T, class Body, class Sweep, class V = decltype(Sweep{}.velocity)>
ToiOutput<T, V> time_of_impact(Body a, Body b, const Sweep& sa, const Sweep& sb,
                               const ToiSettings<T>& settings, bool trace = false) {
    ToiOutput<T, V> out;
    a.xf = sa.at(0);
    b.xf = sb.at(0);
    // Translation only, and moving relative to each other (standing still: the advancement
    // below answers at once, from one distance).
    if (!sa.rotates() && !sb.rotates() && length_sq(sb.velocity - sa.velocity) > 0) {
        out.method = ToiMethod::RayCast;
        RayCastSettings<T> rs;
        rs.sigma = a.core.radius + b.core.radius + settings.target;
        rs.tolerance = settings.tolerance;
        rs.lambda_max = settings.duration;
        rs.max_iterations = settings.ray_cast_iterations;
        const V r = sb.velocity - sa.velocity;
        const auto cast = shape_cast(a, b, r, rs, trace ? &out.cast_steps : nullptr);
        out.iterations = cast.iterations;
        out.t = cast.lambda;
        switch (cast.stop) {
            case CastStop::Hit:
                out.stop = ToiStop::Hit;
                return out;
            case CastStop::InitialHit:
                out.stop = ToiStop::InitialHit;
                return out;
            case CastStop::MissedAway:
            case CastStop::MissedBeyond:
                out.stop = ToiStop::Separated;
                out.t = settings.duration;
                return out;
            case CastStop::MaxIterations:
                break;  // undecided: advance conservatively from the last safe lambda
        }
    }
    detail::advance(a, b, sa, sb, settings, out.t, out, trace);
    return out;
}

}  // namespace gjk
