// The support function of the Minkowski difference A - B, evaluated in A's local frame.
//
// s_{A-B}(d) = s_A(d) - s_B(-d): the point of A - B farthest along d is the difference of A's
// farthest point along d and B's farthest along -d (Gilbert, Johnson and Keerthi 1988; van den
// Bergen, Journal of Graphics Tools 4(2), 1999). The support vertex keeps both points and their
// vertex indices, for witness points, duplicate tests and warm starts.
//
// Working in A's frame (as Box2D v3 does) saves one rotation per support call: only B's
// direction and B's vertex need transforming, through the relative transform inv(xA) * xB.
// Small polygons go further: copied into A's frame once per pair (packed_polygon2d.h), they
// need no transform at all.
#pragma once

#include <gjk/force_inline.h>
#include <gjk/math2d.h>
#include <gjk/packed_polygon2d.h>
#include <gjk/support2d.h>
#include <gjk/trace.h>

#include <type_traits>

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

    static constexpr bool kPackA = detail::kPackable<T, ProxyA>;
    static constexpr bool kPackB = detail::kPackable<T, ProxyB>;
    /// Small polygons copied into A's frame as columns (packed_polygon2d.h); count 0 if not.
    std::conditional_t<kPackA, PackedPolygon2<T>, detail::NotPacked> packed_a;
    std::conditional_t<kPackB, PackedPolygon2<T>, detail::NotPacked> packed_b;

    MinkowskiPair(const ProxyA& pa, const Transform2<T>& xfa, const ProxyB& pb,
                  const Transform2<T>& xfb)
        : a(pa), b(pb), xa(xfa), rel(xfa.relative(xfb)) {
        if constexpr (kPackA) {
            packed_a.template pack<false>(a.vertices, a.count, rel);
        }
        if constexpr (kPackB) {
            packed_b.template pack<true>(b.vertices, b.count, rel);
        }
    }

    static constexpr bool discrete = ProxyA::discrete && ProxyB::discrete;

    /// The line from A's centre to B's, in A's frame: GJK's first direction where the frames'
    /// origins coincide (minkowski_support3d.h's centre_line says why). A polygon's centre is
    /// its vertex mean, an ellipse's its origin.
    Vec2<T> centre_line() const { return rel.apply(centre_of(b)) - centre_of(a); }
    template <class Proxy>
    static Vec2<T> centre_of(const Proxy& proxy) {
        if constexpr (std::is_same_v<Proxy, PolygonProxy<T>>)
            return vertex_mean(proxy.vertices, proxy.count);
        return {0, 0};
    }

    /// Whether support() uses its hints (a packed polygon is scanned, not climbed).
    bool uses_hints() const {
        if constexpr (kPackA && kPackB) return !(packed_a.count && packed_b.count);
        return true;
    }

    /// Support of A - B along d: s_A(d) - s_B(-d). `hint` carries the last indices.
    GJK_FORCE_INLINE SupportVertex<T> support(const Vec2<T>& d, int hint_a = -1,
                                              int hint_b = -1) const {
        SupportPoint<T> sa = support_a(d, hint_a);
        SupportPoint<T> sb = support_b(d, hint_b);
        return {sa.point, sb.point, sa.point - sb.point, sa.index, sb.index};
    }

    /// Rebuilds a vertex from cached indices (discrete proxies only); from the packed copies
    /// when there are some, so that it is the vertex support() returned, bit for bit. (Both
    /// are computed and one kept: docs/performance.md, "GJK 2D".)
    SupportVertex<T> vertex(int ia, int ib) const {
        Vec2<T> wa = a.vertex(ia);
        Vec2<T> wb = rel.apply(b.vertex(ib));
        if constexpr (kPackA) {
            if (packed_a.count) wa = packed_a.vertex(ia);
        }
        if constexpr (kPackB) {
            if (packed_b.count) wb = packed_b.vertex(ib);
        }
        return {wa, wb, wa - wb, ia, ib};
    }

    /// GJK's last step on separated polygons finds its own simplex edge again. When the edge
    /// w1 w2 shares its vertex on one shape, that vertex is a local maximum along d (on A) or
    /// -d (on B), and the two ends of the other shape's edge are local maxima apart from each
    /// other (d is perpendicular to that edge, up to rounding), the support along d is w1 or
    /// w2, since on a convex polygon a local maximum is global: a few dot products instead of
    /// two scans, and the same end the scans would pick (PackedPolygon2::edge_support).
    /// Returns which (0, 1), or -1 when that cannot be confirmed (or the polygons are not
    /// packed).
    int support_from_edge(const SupportVertex<T>& w1, const SupportVertex<T>& w2,
                          const Vec2<T>& d) const {
        if constexpr (kPackA && kPackB) {
            if (!packed_a.count || !packed_b.count) return -1;
            if (w1.ia == w2.ia)
                return packed_a.is_local_max(w1.ia, d) ? packed_b.edge_support(w1.ib, w2.ib, -d)
                                                       : -1;
            if (w1.ib == w2.ib)
                return packed_b.is_local_max(w1.ib, -d) ? packed_a.edge_support(w1.ia, w2.ia, d)
                                                        : -1;
            return -1;
        }
        return -1;
    }

    /// The same for a simplex that is one vertex w: its corners are local maxima along d and
    /// -d. Returns 0, or -1.
    int support_from_vertex(const SupportVertex<T>& w, const Vec2<T>& d) const {
        if constexpr (kPackA && kPackB) {
            if (!packed_a.count || !packed_b.count) return -1;
            return (int(packed_a.is_local_max(w.ia, d)) & int(packed_b.is_local_max(w.ib, -d)))
                       ? 0
                       : -1;
        }
        return -1;
    }

    /// A's support along d (A's frame).
    GJK_FORCE_INLINE SupportPoint<T> support_a(const Vec2<T>& d, int hint) const {
        if constexpr (kPackA) {
            if (packed_a.count) {
                return packed_a.support(d);
            }
        }
        return a.support(d, hint);
    }
    /// B's support along -d, in A's frame.
    GJK_FORCE_INLINE SupportPoint<T> support_b(const Vec2<T>& d, int hint) const {
        if constexpr (kPackB) {
            if (packed_b.count) {
                return packed_b.support(-d);
            }
        }
        const SupportPoint<T> sb = b.support(-rel.inv_rotate(d), hint);
        return {rel.apply(sb.point), sb.index};
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
