// Minkowski Portal Refinement in 3D (G. Snethen, "XenoCollide: Complex Collision Made Simple",
// Game Programming Gems 7, 2008), step for step as libccd's mpr.c (ccdMPRIntersect,
// ccdMPRPenetration), which engines built on libccd (FCL among them) use. The 2D version and
// the idea are in mpr2d.h; in 3D the portal is a triangle v1 v2 v3:
// - Discovery: v1 = s(-v0); v2 = s(v0 x v1); v3 = s(n) with n the normal of the triangle
//   v0 v1 v2 on O's side. While O lies outside the wedge of planes (v0, v1, v3) or (v0, v3, v2),
//   v3 replaces v2 or v1 and a new v3 is fetched.
// - Refinement: n = the portal's normal, away from v0. n . v1 >= 0: O is in the tetrahedron
//   v0 v1 v2 v3: overlap. Otherwise v4 = s(n); n . v4 <= 0: apart; v4 within tolerance of the
//   portal: the portal is on the boundary, O beyond: apart. Else v4 replaces one corner, the
//   one that keeps the ray v0 -> O through the portal (libccd's expandPortal).
// - Penetration: refinement on to the boundary; the depth is O's distance to the final portal's
//   plane along its normal (see mpr2d.h for why not libccd's distance to the portal triangle):
//   an upper bound of EPA's depth, equal only when the ray from v0 leaves A - B through the
//   face nearest O.
#pragma once

#include <gjk/minkowski_support3d.h>
#include <gjk/mpr2d.h>
#include <gjk/shapes3d.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace gjk {

template <class T>
struct MprVertex3 {
    Vec3<T> w, a, b;
    int ia = -1, ib = -1;
};

template <class T>
struct MprStep3 {
    int iteration = 0;
    MprPhase phase = MprPhase::Discovery;
    std::vector<MprVertex3<T>> portal;  ///< the points found before this support (1 to 3)
    Vec3<T> direction{1, 0, 0};
    MprVertex3<T> support;
    T portal_distance = 0;
    T support_distance = 0;
    MprStop stop = MprStop::Running;
};

template <class T>
struct MprOutput3 {
    bool intersecting = false;
    T depth = 0;
    Vec3<T> normal{1, 0, 0};  ///< moving B by depth along it makes the shapes touch
    Vec3<T> point_a{0, 0, 0}, point_b{0, 0, 0};
    MprVertex3<T> v0;
    std::vector<MprVertex3<T>> portal;
    int iterations = 0;
    MprStop stop = MprStop::Running;
};

namespace detail {

/// Barycentric weights of p, a point in the plane of triangle abc (outside it too).
template <class T>
std::array<T, 3> barycentric(const Vec3<T>& p, const Vec3<T>& a, const Vec3<T>& b,
                             const Vec3<T>& c) {
    const Vec3<T> n = glm::cross(b - a, c - a);
    const T area = glm::dot(n, n);
    if (!(area > 0)) return {1, 0, 0};
    const T wb = glm::dot(glm::cross(p - a, c - a), n) / area;
    const T wc = glm::dot(glm::cross(b - a, p - a), n) / area;
    return {1 - wb - wc, wb, wc};
}

}  // namespace detail

/// MPR on bodies A and B in 3D (see mpr2d.h for `penetration` and `steps`).
template <class T>
MprOutput3<T> mpr3(const Body3<T>& body_a, const Body3<T>& body_b, bool penetration,
                   const MprSettings<T>& settings = {}, std::vector<MprStep3<T>>* steps = nullptr) {
    return with_proxy3(body_a.core, [&](const auto& pa) {
        return with_proxy3(body_b.core, [&](const auto& pb) {
            MinkowskiPair3<T, std::decay_t<decltype(pa)>, std::decay_t<decltype(pb)>> m(
                pa, body_a.xf, pb, body_b.xf);
            const Transform3<T>& xa = body_a.xf;
            auto support = [&](const Vec3<T>& d) {
                const SupportVertex3<T> s = m.support(xa.inv_rotate(d));
                MprVertex3<T> v;
                const Vec3<T> u = d / glm::length(d);
                v.a = xa.apply(s.wa) + pa.radius * u;
                v.b = xa.apply(s.wb) - pb.radius * u;
                v.w = v.a - v.b;
                v.ia = pa.radius > 0 ? -1 : s.ia;
                v.ib = pb.radius > 0 ? -1 : s.ib;
                return v;
            };
            MprOutput3<T> out;
            MprVertex3<T>& v0 = out.v0;
            v0.a = body_a.xf.apply(centre_of(body_a.core));
            v0.b = body_b.xf.apply(centre_of(body_b.core));
            v0.w = v0.a - v0.b;
            // The same centres: v0 nudged off O by a few ulps of A - B's size (mpr2d.h).
            T scale = glm::length(v0.w);
            if (v0.w == Vec3<T>(0, 0, 0)) {
                scale = glm::length(support({1, 0, 0}).w - support({-1, 0, 0}).w);
                if (!(scale > 0)) scale = T(1);
                v0.w = {T(64) * machine_eps<T>() * scale, 0, 0};
            }
            int iteration = 0;
            std::vector<MprVertex3<T>> portal;
            auto record = [&](MprPhase phase, const Vec3<T>& dir, const MprVertex3<T>& s,
                              MprStop stop) {
                if (!steps) return;
                MprStep3<T> st;
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
                out.portal = portal;
                return out;
            };
            auto fetch = [&](MprPhase phase, const Vec3<T>& dir, MprVertex3<T>& v) {
                v = support(dir);
                ++iteration;
                scale = std::max(scale, glm::length(v.w));
                const bool passes = glm::dot(v.w, dir) > 0;
                record(phase, dir, v, passes ? MprStop::Running : MprStop::Separated);
                return passes;
            };

            // Discovery (libccd's discoverPortal).
            MprVertex3<T> v1, v2, v3;
            Vec3<T> dir = glm::normalize(-v0.w);
            if (!fetch(MprPhase::Discovery, dir, v1))
                return portal = {v1}, finish(MprStop::Separated, false);
            portal = {v1};
            dir = glm::cross(v0.w, v1.w);
            if (length_sq(dir) == 0) {  // O on the segment v0 v1
                out.depth = glm::length(v1.w);
                if (out.depth > 0) out.normal = v1.w / out.depth;
                out.point_a = v1.a, out.point_b = v1.b;
                return finish(MprStop::OnRay, true);
            }
            dir = glm::normalize(dir);
            if (!fetch(MprPhase::Discovery, dir, v2))
                return portal = {v1, v2}, finish(MprStop::Separated, false);
            portal = {v1, v2};
            dir = glm::normalize(glm::cross(v1.w - v0.w, v2.w - v0.w));
            if (glm::dot(dir, v0.w) > 0) std::swap(v1, v2), dir = -dir;
            for (;;) {
                portal = {v1, v2};
                if (!fetch(MprPhase::Discovery, dir, v3))
                    return portal = {v1, v2, v3}, finish(MprStop::Separated, false);
                if (glm::dot(glm::cross(v1.w, v3.w), v0.w) < 0) {
                    v2 = v3;  // O outside (v1, v0, v3)
                } else if (glm::dot(glm::cross(v3.w, v2.w), v0.w) < 0) {
                    v1 = v3;  // O outside (v3, v0, v2)
                } else {
                    break;
                }
                if (iteration >= settings.max_iterations)
                    return portal = {v1, v2, v3}, finish(MprStop::MaxIterations, false);
                dir = glm::normalize(glm::cross(v1.w - v0.w, v2.w - v0.w));
            }

            // Refinement, then (penetration) on to the boundary.
            bool hit = false;
            for (;;) {
                portal = {v1, v2, v3};
                Vec3<T> n = glm::cross(v2.w - v1.w, v3.w - v1.w);
                const T len = glm::length(n);
                if (!(len > 0)) return finish(MprStop::MaxIterations, hit);
                n /= len;
                if (!hit && glm::dot(n, v1.w) >= 0) {
                    hit = true;
                    if (!penetration) {
                        record(MprPhase::Refinement, n, v1, MprStop::Inside);
                        return finish(MprStop::Inside, true);
                    }
                }
                const MprPhase phase = hit ? MprPhase::Penetration : MprPhase::Refinement;
                const MprVertex3<T> v4 = support(n);
                ++iteration;
                scale = std::max(scale, glm::length(v4.w));
                if (!hit && glm::dot(v4.w, n) <= 0) {
                    record(phase, n, v4, MprStop::Separated);
                    return finish(MprStop::Separated, false);
                }
                // libccd's portalReachTolerance: the least of n . (v4 - vi).
                const T reach = std::min(
                    {glm::dot(v4.w - v1.w, n), glm::dot(v4.w - v2.w, n), glm::dot(v4.w - v3.w, n)});
                if (reach <= settings.tolerance * scale || iteration >= settings.max_iterations) {
                    const MprStop stop = reach > settings.tolerance * scale
                                             ? MprStop::MaxIterations
                                             : (hit ? MprStop::Converged : MprStop::Boundary);
                    record(phase, n, v4, stop);
                    if (hit) {  // O to the portal's plane, along its normal
                        out.depth = glm::dot(n, v1.w);
                        out.normal = n;
                        const std::array<T, 3> wt =
                            detail::barycentric(out.depth * n, v1.w, v2.w, v3.w);
                        out.point_a = wt[0] * v1.a + wt[1] * v2.a + wt[2] * v3.a;
                        out.point_b = wt[0] * v1.b + wt[1] * v2.b + wt[2] * v3.b;
                    }
                    return finish(stop, hit);
                }
                record(phase, n, v4, MprStop::Running);
                // libccd's expandPortal: the corner whose replacement keeps O's ray inside.
                const Vec3<T> v4v0 = glm::cross(v4.w, v0.w);
                if (glm::dot(v1.w, v4v0) > 0) {
                    if (glm::dot(v2.w, v4v0) > 0)
                        v1 = v4;
                    else
                        v3 = v4;
                } else {
                    if (glm::dot(v3.w, v4v0) > 0)
                        v2 = v4;
                    else
                        v1 = v4;
                }
            }
        });
    });
}

// Compiled once, in the library (query3d.h says why); KEYWORD: `extern` here.
#define GJK_MPR3_INSTANCES(KEYWORD, T)                                             \
    KEYWORD template MprOutput3<T> mpr3<T>(const Body3<T>&, const Body3<T>&, bool, \
                                           const MprSettings<T>&, std::vector<MprStep3<T>>*);
GJK_MPR3_INSTANCES(extern, double)
GJK_MPR3_INSTANCES(extern, float)

}  // namespace gjk
