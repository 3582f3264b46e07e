// Minkowski Portal Refinement in 2D (G. Snethen, "XenoCollide: Complex Collision Made Simple",
// Game Programming Gems 7, 2008; libccd's mpr.c in 3D), the 2D version of mpr3d.h.
//
// MPR asks the same question as GJK, whether the origin O lies in A - B, by another path:
// - An interior point v0 of A - B: A's centre minus B's centre. The ray from v0 through O leaves
//   A - B somewhere; O is inside exactly when it comes before that exit.
// - Portal discovery: v1 = s(-v0), the support along the ray; if it does not pass O the shapes
//   are apart. v2 = s(n), n perpendicular to v1 - v0 on O's side. The segment v1 v2 is a portal
//   when the ray passes through it; otherwise v1 is replaced by v2 and a new v2 is fetched.
// - Refinement: n = the portal's outward normal. O on v0's side of the portal line: O is in the
//   triangle v0 v1 v2, inside A - B: overlap. Otherwise v4 = s(n): if it does not pass O, a
//   line separates; if it lies within tolerance of the portal, the portal is on the boundary and
//   O beyond it: apart. Else v4 replaces the end of the portal on its side of the ray.
// - Penetration (after an overlap): refinement goes on until the portal reaches the boundary;
//   the depth is O's distance to the portal's line, along the portal's normal (XenoCollide's
//   contact normal): moving B that far along it makes the shapes touch. The portal lies where
//   the ray from v0 leaves A - B, not on the boundary nearest O: MPR's depth is an upper bound
//   of the true depth (EPA's), equal only when the ray leaves through the nearest edge. Which
//   edge it leaves through depends on the centres, not on O. (libccd's ccdMPRPenetration takes
//   O's distance to the nearest point of the final portal triangle instead, and its direction:
//   in 3D that triangle is one half of a parallelogram face or a part of a larger face, so its
//   answer depends on which triangle the refinement ended on.)
//
// Supports include the radii (a rounded core's support is the core's plus the radius along d),
// so MPR sees the whole shapes.
#pragma once

#include <gjk/minkowski_support2d.h>
#include <gjk/shapes2d.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gjk {

enum class MprPhase { Discovery, Refinement, Penetration };

enum class MprStop {
    Running,
    Separated,  ///< a support point did not pass the origin
    Boundary,   ///< the portal reached A - B's boundary with the origin beyond it
    Inside,     ///< the origin is on v0's side of the portal: overlap (boolean test)
    OnRay,      ///< the origin lies on the segment v0 v1: overlap, depth |v1|
    Converged,  ///< penetration: the portal reached the boundary; its distance is the depth
    MaxIterations,
};

inline const char* to_string(MprStop s) {
    switch (s) {
        case MprStop::Running:
            return "running";
        case MprStop::Separated:
            return "separated";
        case MprStop::Boundary:
            return "boundary";
        case MprStop::Inside:
            return "inside";
        case MprStop::OnRay:
            return "on_ray";
        case MprStop::Converged:
            return "converged";
        case MprStop::MaxIterations:
            break;
    }
    return "max_iterations";
}

/// A point of A - B with the shapes' points that made it (world).
template <class T>
struct MprVertex2 {
    Vec2<T> w, a, b;
    int ia = -1, ib = -1;
};

/// One step of MPR as a lesson shows it: the portal it starts from, the direction it searched
/// and the support point found there.
template <class T>
struct MprStep2 {
    int iteration = 0;
    MprPhase phase = MprPhase::Discovery;
    std::vector<MprVertex2<T>> portal;  ///< 1 (v1 alone) or 2 points
    Vec2<T> direction{1, 0};            ///< unit, where the support was fetched
    MprVertex2<T> support;              ///< the new point
    T portal_distance = 0;              ///< direction . v1: the portal line's distance from O
    T support_distance = 0;             ///< direction . support
    MprStop stop = MprStop::Running;
};

template <class T>
struct MprOutput2 {
    bool intersecting = false;
    T depth = 0;            ///< penetration: O's distance to the final portal
    Vec2<T> normal{1, 0};   ///< moving B by depth along it makes the shapes touch
    Vec2<T> point_a{0, 0};  ///< on the final portal, A's and B's points (world)
    Vec2<T> point_b{0, 0};
    MprVertex2<T> v0;                   ///< the interior point (world)
    std::vector<MprVertex2<T>> portal;  ///< the final portal
    int iterations = 0;
    MprStop stop = MprStop::Running;
};

template <class T>
struct MprSettings {
    int max_iterations = 128;
    /// The portal is on the boundary when the support along its normal is this close to it,
    /// relative to the size of A - B (libccd: an absolute mpr_tolerance, 1e-4 by default).
    T tolerance = T(1e-9);
};

/// MPR on bodies A and B. `penetration`: after an overlap, refine on to the depth (libccd's
/// ccdMPRPenetration); otherwise stop at the verdict (ccdMPRIntersect). `steps` receives every
/// support fetched.
template <class T>
MprOutput2<T> mpr(const Body2<T>& body_a, const Body2<T>& body_b, bool penetration,
                  const MprSettings<T>& settings = {}, std::vector<MprStep2<T>>* steps = nullptr) {
    return with_proxy(body_a.core, [&](const auto& pa) {
        return with_proxy(body_b.core, [&](const auto& pb) {
            MinkowskiPair<T, std::decay_t<decltype(pa)>, std::decay_t<decltype(pb)>> m(
                pa, body_a.xf, pb, body_b.xf);
            const Transform2<T>& xa = body_a.xf;
            // Supports in world coordinates, the radii included.
            auto support = [&](const Vec2<T>& d) {
                const SupportVertex<T> s = m.support(xa.inv_rotate(d));
                MprVertex2<T> v;
                const Vec2<T> u = d / glm::length(d);
                v.a = xa.apply(s.wa) + pa.radius * u;
                v.b = xa.apply(s.wb) - pb.radius * u;
                v.w = v.a - v.b;
                v.ia = pa.radius > 0 ? -1 : s.ia;
                v.ib = pb.radius > 0 ? -1 : s.ib;
                return v;
            };
            MprOutput2<T> out;
            MprVertex2<T>& v0 = out.v0;
            v0.a = body_a.xf.apply(centre_of(body_a.core));
            v0.b = body_b.xf.apply(centre_of(body_b.core));
            v0.w = v0.a - v0.b;
            // The same centres: v0 at O, which the ray needs to leave. Nudged by a few ulps
            // of A - B's size (libccd nudges by 10 eps, absolute).
            T scale = glm::length(v0.w);
            if (v0.w == Vec2<T>(0, 0)) {
                scale = glm::length(support({1, 0}).w - support({-1, 0}).w);
                if (!(scale > 0)) scale = T(1);
                v0.w = {T(64) * machine_eps<T>() * scale, 0};
            }
            int iteration = 0;
            auto record = [&](MprPhase phase, const std::vector<MprVertex2<T>>& portal,
                              const Vec2<T>& dir, const MprVertex2<T>& s, MprStop stop) {
                if (!steps) return;
                MprStep2<T> st;
                st.iteration = iteration;
                st.phase = phase;
                st.portal = portal;
                st.direction = dir;
                st.support = s;
                st.portal_distance = portal.empty() ? T(0) : glm::dot(dir, portal[0].w);
                st.support_distance = glm::dot(dir, s.w);
                st.stop = stop;
                steps->push_back(st);
            };
            auto finish = [&](MprStop stop, bool hit) {
                out.stop = stop;
                out.intersecting = hit;
                out.iterations = iteration;
                return out;
            };

            // Discovery.
            Vec2<T> dir = glm::normalize(-v0.w);
            MprVertex2<T> v1 = support(dir);
            ++iteration;
            scale = std::max(scale, glm::length(v1.w));
            if (glm::dot(v1.w, dir) <= 0) {
                record(MprPhase::Discovery, {}, dir, v1, MprStop::Separated);
                out.portal = {v1};
                return finish(MprStop::Separated, false);
            }
            record(MprPhase::Discovery, {}, dir, v1, MprStop::Running);
            if (cross(v0.w, v1.w) == 0) {  // O on the line v0 v1, between them
                out.portal = {v1};
                out.depth = glm::length(v1.w);
                if (out.depth > 0) out.normal = v1.w / out.depth;
                out.point_a = v1.a, out.point_b = v1.b;
                return finish(MprStop::OnRay, true);
            }
            // Towards O, across the line v0 v1.
            auto across = [&](const MprVertex2<T>& v) {
                Vec2<T> n = perp_left(v.w - v0.w);
                if (glm::dot(n, -v0.w) < 0) n = -n;
                return glm::normalize(n);
            };
            dir = across(v1);
            MprVertex2<T> v2;
            for (;;) {
                v2 = support(dir);
                ++iteration;
                if (glm::dot(v2.w, dir) <= 0) {
                    record(MprPhase::Discovery, {v1}, dir, v2, MprStop::Separated);
                    out.portal = {v1, v2};
                    return finish(MprStop::Separated, false);
                }
                // The ray passes between v1 and v2 when O and v1 lie on the same side of the
                // line v0 v2; otherwise v2 takes v1's place and the search turns further.
                const T side_o = cross(v2.w - v0.w, -v0.w),
                        side_v1 = cross(v2.w - v0.w, v1.w - v0.w);
                if (side_o * side_v1 >= 0 || iteration >= settings.max_iterations) {
                    record(MprPhase::Discovery, {v1}, dir, v2, MprStop::Running);
                    break;
                }
                record(MprPhase::Discovery, {v1}, dir, v2, MprStop::Running);
                v1 = v2;
                dir = across(v1);
            }

            // Refinement, then (penetration) on to the boundary.
            bool hit = false;
            const T tolerance = settings.tolerance;
            for (;;) {
                scale = std::max({scale, glm::length(v1.w), glm::length(v2.w)});
                Vec2<T> n = perp_left(v2.w - v1.w);
                if (glm::dot(n, v1.w - v0.w) < 0) n = -n;  // away from v0
                const T len = glm::length(n);
                if (!(len > 0)) return finish(MprStop::MaxIterations, hit);
                n /= len;
                if (!hit && glm::dot(n, v1.w) >= 0) {  // O behind the portal: inside
                    hit = true;
                    if (!penetration) {
                        out.portal = {v1, v2};
                        record(MprPhase::Refinement, {v1, v2}, n, v1, MprStop::Inside);
                        return finish(MprStop::Inside, true);
                    }
                }
                const MprVertex2<T> v4 = support(n);
                ++iteration;
                const MprPhase phase = hit ? MprPhase::Penetration : MprPhase::Refinement;
                const T reach = glm::dot(v4.w - v1.w, n);
                if (!hit && glm::dot(v4.w, n) <= 0) {
                    record(phase, {v1, v2}, n, v4, MprStop::Separated);
                    out.portal = {v1, v2};
                    return finish(MprStop::Separated, false);
                }
                if (reach <= tolerance * scale || iteration >= settings.max_iterations) {
                    const MprStop stop =
                        iteration >= settings.max_iterations && reach > tolerance * scale
                            ? MprStop::MaxIterations
                            : (hit ? MprStop::Converged : MprStop::Boundary);
                    record(phase, {v1, v2}, n, v4, stop);
                    out.portal = {v1, v2};
                    if (hit) {  // the depth: O to the portal's line, along its normal
                        out.depth = glm::dot(n, v1.w);
                        out.normal = n;
                        const Vec2<T> e = v2.w - v1.w;
                        const T t = glm::dot(out.depth * n - v1.w, e) / glm::dot(e, e);
                        out.point_a = v1.a + t * (v2.a - v1.a);
                        out.point_b = v1.b + t * (v2.b - v1.b);
                    }
                    return finish(stop, hit);
                }
                record(phase, {v1, v2}, n, v4, MprStop::Running);
                // v4 replaces the end on its side of the ray v0 -> O.
                const T side_v4 = cross(-v0.w, v4.w - v0.w), side_v1 = cross(-v0.w, v1.w - v0.w);
                if (side_v4 * side_v1 > 0)
                    v1 = v4;
                else
                    v2 = v4;
            }
        });
    });
}

// Compiled once, in the library (query3d.h says why); KEYWORD: `extern` here.
#define GJK_MPR2_INSTANCES(KEYWORD, T)                                            \
    KEYWORD template MprOutput2<T> mpr<T>(const Body2<T>&, const Body2<T>&, bool, \
                                          const MprSettings<T>&, std::vector<MprStep2<T>>*);
GJK_MPR2_INSTANCES(extern, double)
GJK_MPR2_INSTANCES(extern, float)

}  // namespace gjk
