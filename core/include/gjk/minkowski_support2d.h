// The support function of the Minkowski difference A - B, evaluated in A's local frame.
//
// Working in A's frame (as Box2D v3 does) saves one rotation per support call: only B's
// direction and B's vertex need transforming, through the relative transform inv(xA) * xB.
#pragma once

#include <gjk/math2d.h>
#include <gjk/support2d.h>
#include <gjk/trace.h>

namespace gjk {

/// A vertex of A - B with the support points that made it (all in A's local frame).
template <class T>
struct SupportVertex {
    Vec2<T> wa;  ///< support point on A
    Vec2<T> wb;  ///< support point on B
    Vec2<T> w;   ///< wa - wb
    int ia;      ///< vertex index on A (-1: curved)
    int ib;
};

template <class T, class ProxyA, class ProxyB>
struct MinkowskiPair {
    const ProxyA& a;
    const ProxyB& b;
    Transform2<T> xa;   ///< A's world transform (to report results in world space)
    Transform2<T> rel;  ///< B's transform seen from A

    MinkowskiPair(const ProxyA& pa, const Transform2<T>& xfa, const ProxyB& pb,
                  const Transform2<T>& xfb)
        : a(pa), b(pb), xa(xfa), rel(xfa.relative(xfb)) {}

    static constexpr bool discrete = ProxyA::discrete && ProxyB::discrete;

    /// Support of A - B along d: s_A(d) - s_B(-d). `hint` carries the last indices.
    SupportVertex<T> support(const Vec2<T>& d, int hint_a = -1, int hint_b = -1) const {
        SupportPoint<T> sa = a.support(d, hint_a);
        SupportPoint<T> sb = b.support(-rel.inv_rotate(d), hint_b);
        Vec2<T> wb = rel.apply(sb.point);
        return {sa.point, wb, sa.point - wb, sa.index, sb.index};
    }

    /// Rebuilds a vertex from cached indices (discrete proxies only).
    SupportVertex<T> vertex(int ia, int ib) const {
        Vec2<T> wa = a.vertex(ia);
        Vec2<T> wb = rel.apply(b.vertex(ib));
        return {wa, wb, wa - wb, ia, ib};
    }

    /// World-space copy of a vertex, for traces.
    TraceVertex to_world(const SupportVertex<T>& v) const {
        Vec2<T> a_world = xa.apply(v.wa);
        Vec2<T> b_world = xa.apply(v.wb);
        return {glm::dvec2(a_world - b_world), glm::dvec2(a_world), glm::dvec2(b_world), v.ia,
                v.ib};
    }
    glm::dvec2 dir_to_world(const Vec2<T>& d) const { return glm::dvec2(xa.rotate(d)); }
};

}  // namespace gjk
