// The support function of A - B in 3D, in A's local frame (see minkowski_support2d.h).
#pragma once

#include <gjk/math3d.h>
#include <gjk/support3d.h>
#include <gjk/trace.h>

namespace gjk {

template <class T>
struct SupportVertex3 {
    Vec3<T> wa, wb, w;
    int ia, ib;
};

template <class T, class ProxyA, class ProxyB>
struct MinkowskiPair3 {
    const ProxyA& a;
    const ProxyB& b;
    Transform3<T> xa;
    Transform3<T> rel;

    MinkowskiPair3(const ProxyA& pa, const Transform3<T>& xfa, const ProxyB& pb,
                   const Transform3<T>& xfb)
        : a(pa), b(pb), xa(xfa), rel(xfa.relative(xfb)) {}

    static constexpr bool discrete = ProxyA::discrete && ProxyB::discrete;

    /// Support of A - B along d; the hints are vertices to start climbing from (-1: none).
    SupportVertex3<T> support(const Vec3<T>& d, int hint_a = -1, int hint_b = -1) const {
        const SupportPoint3<T> sa = a.support(d, hint_a);
        const SupportPoint3<T> sb = b.support(-rel.inv_rotate(d), hint_b);
        const Vec3<T> wb = rel.apply(sb.point);
        return {sa.point, wb, sa.point - wb, sa.index, sb.index};
    }
    SupportVertex3<T> vertex(int ia, int ib) const {
        const Vec3<T> wa = a.vertex(ia), wb = rel.apply(b.vertex(ib));
        return {wa, wb, wa - wb, ia, ib};
    }
    TraceVertex3 to_world(const SupportVertex3<T>& v) const {
        const Vec3<T> aw = xa.apply(v.wa), bw = xa.apply(v.wb);
        return {glm::dvec3(aw - bw), glm::dvec3(aw), glm::dvec3(bw), v.ia, v.ib};
    }
    glm::dvec3 dir_to_world(const Vec3<T>& d) const { return glm::dvec3(xa.rotate(d)); }
};

}  // namespace gjk
