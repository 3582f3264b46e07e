// The support function of A - B in 3D, in A's local frame: s_{A-B}(d) = s_A(d) - s_B(-d), as
// in minkowski_support2d.h (Gilbert, Johnson and Keerthi 1988); small polytopes are copied into
// that frame once per pair (packed_polytope3d.h).
#pragma once

#include <gjk/box_corners3d.h>
#include <gjk/box_in_frame3d.h>
#include <gjk/math3d.h>
#include <gjk/packed_polytope3d.h>
#include <gjk/support3d.h>
#include <gjk/trace.h>

#include <type_traits>

namespace gjk {

template <class T>
struct SupportVertex3 {
    Vec3<T> wa, wb, w;
    int ia, ib;
};

/// How one side's support is taken. Any: at each support, by what the pair holds (a box hull's
/// signs, columns, or the proxy's own support). Packed and BoxHull: the caller has checked that the
/// side is held so, for the whole query; a loop compiled for that way holds none of the others'
/// code (gjk3d.h says why that matters), but for a box hull B's read of its vertex, from its
/// columns or moved where not packed.
enum class SupportWay { Any, Packed, BoxHull };

template <class T, class ProxyA, class ProxyB>
struct MinkowskiPair3 {
    const ProxyA& a;
    const ProxyB& b;
    Transform3<T> xa;
    /// B's pose is A's (Transform3::same_as), checked where B is a polytope: its vertices are
    /// then taken as they are, packed or not, and not moved.
    bool same_frame;
    Transform3<T> rel;

    static constexpr bool kPackA = detail::kPackable3<T, ProxyA>;
    static constexpr bool kPackB = detail::kPackable3<T, ProxyB>;
    static constexpr bool kBoxB = std::is_same_v<ProxyB, BoxProxy3<T>>;
    static constexpr bool kHullA = std::is_same_v<ProxyA, PolytopeProxy3<T>>;
    static constexpr bool kHullB = std::is_same_v<ProxyB, PolytopeProxy3<T>>;
    /// Polytopes up to 64 vertices copied into A's frame as columns (packed_polytope3d.h);
    /// count 0 if not.
    std::conditional_t<kPackA, PackedPolytope3<T>, detail::NotPacked3> packed_a;
    std::conditional_t<kPackB, PackedPolytope3<T>, detail::NotPacked3> packed_b;
    /// B's box by its axes in A's frame (box_in_frame3d.h). A's box needs nothing: in its own
    /// frame BoxProxy3 picks the corner by the signs of d. An 8-vertex hull that is a box
    /// (box_corners3d.h) is not scanned: its support is the vertex that the signs of three dot
    /// products pick (BoxCornerPick3), A's read from its own array, B's from its columns when
    /// packed.
    std::conditional_t<kHullA, BoxCornerPick3<T>, detail::NotPacked3> box_a;
    std::conditional_t<kBoxB, BoxInFrame3<T>,
                       std::conditional_t<kHullB, BoxCornerPick3<T>, detail::NotPacked3>>
        box_b;
    bool a_is_box_hull = false, b_is_box_hull = false;

    MinkowskiPair3(const ProxyA& pa, const Transform3<T>& xfa, const ProxyB& pb,
                   const Transform3<T>& xfb)
        : a(pa),
          b(pb),
          xa(xfa),
          same_frame(kHullB && xfa.same_as(xfb)),
          rel(same_frame ? Transform3<T>{} : xfa.relative(xfb)) {
        // A box hull's edges from its vertices as the supports read them: B's from its columns
        // where packed, the same bits moved one by one where not; A's from its own array (a
        // copy into columns would only cost time).
        if constexpr (kHullA) {
            a_is_box_hull = a.corners.is_box();
            if (a_is_box_hull) box_a.place(a.corners, [&](int i) { return a.vertex(i); });
        }
        if constexpr (kPackA) {
            if (!a_is_box_hull) detail::pack_proxy<false>(packed_a, a, rel);
        }
        if constexpr (kPackB) {
            if (same_frame)
                detail::pack_proxy<false>(packed_b, b, rel);
            else
                detail::pack_proxy<true>(packed_b, b, rel);
        }
        if constexpr (kHullB) {
            b_is_box_hull = b.corners.is_box();
            if (b_is_box_hull) box_b.place(b.corners, [&](int i) { return vertex_b(i); });
        }
        if constexpr (kBoxB) box_b.place(b, rel);
    }

    static constexpr bool discrete = ProxyA::discrete && ProxyB::discrete;

    /// The one way both sides' supports can be taken for the whole query, for the loops compiled
    /// per way (gjk3d.h, gjk_boolean3d.h): two box hulls by their signs; two hulls packed, neither
    /// a box hull, from their columns (a box-hull B is packed too, but picked by its signs); any
    /// other pair at each support. BoxHull only where both sides are hulls, Packed only where both
    /// can be packed.
    SupportWay way_for_both() const {
        if constexpr (kHullA && kHullB) {
            if (a_is_box_hull && b_is_box_hull) return SupportWay::BoxHull;
        }
        if constexpr (kPackA && kPackB) {
            if (packed_a.count && packed_b.count && !a_is_box_hull && !b_is_box_hull)
                return SupportWay::Packed;
        }
        return SupportWay::Any;
    }

    /// The line from A's centre to B's, in A's frame: GJK's first direction where the two
    /// frames' origins coincide, as they do for hulls given in world space with identity frames
    /// (openGJK's users give them so), which would otherwise start from (1, 0, 0) wherever they
    /// lie. A polytope's centre is its vertex mean (two box hulls: their boxes' centres), every
    /// other shape's its frame's origin. Only that case reads the vertices: elsewhere GJK starts
    /// towards B's origin. Two packed hulls give it as n_a n_b (c_b - c_a) = n_a sum_b - n_b
    /// sum_a, from their columns (B's already in A's frame), without the divisions.
    Vec3<T> centre_line() const {
        if constexpr (kHullA && kHullB) {
            if (a_is_box_hull && b_is_box_hull) return box_b.centre() - box_a.centre();
        }
        if constexpr (kPackA && kPackB) {
            if (packed_a.count && packed_b.count)
                return T(packed_a.count) * packed_b.sum() - T(packed_b.count) * packed_a.sum();
        }
        return rel.apply(centre_of(b)) - centre_of(a);
    }
    template <class Proxy>
    static Vec3<T> centre_of(const Proxy& proxy) {
        if constexpr (std::is_same_v<Proxy, PolytopeProxy3<T>>)
            return vertex_mean(proxy.vertices, proxy.count);
        return {0, 0, 0};
    }

    /// Whether support() uses its hints: only a polytope that climbs its edge graph does (and
    /// such a polytope is never packed).
    bool uses_hints() const { return climbs(a) || climbs(b); }

    /// Support of A - B along d; the hints are vertices to start climbing from (-1: none).
    SupportVertex3<T> support(const Vec3<T>& d, int hint_a = -1, int hint_b = -1) const {
        SupportVertex3<T> v;
        support_into(v, d, hint_a, hint_b);
        return v;
    }
    /// support(), written field by field into `out` (docs/performance.md, "Results written in
    /// place"; the same for each shape's point below: a SupportPoint3 built and then copied whole
    /// is read back before its parts have left the store buffer).
    template <SupportWay kWayA = SupportWay::Any, SupportWay kWayB = SupportWay::Any>
    GJK_FORCE_INLINE void support_into(SupportVertex3<T>& out, const Vec3<T>& d, int hint_a = -1,
                                       int hint_b = -1) const {
        Vec3<T> pa, pb;
        int ia, ib;
        support_a_into<kWayA>(pa, ia, d, hint_a);
        support_b_into<kWayB>(pb, ib, d, hint_b);
        out.wa = pa;
        out.wb = pb;
        out.w = pa - pb;
        out.ia = ia;
        out.ib = ib;
    }
    /// From the packed copies when there are some: the vertex support() returned, bit for bit.
    SupportVertex3<T> vertex(int ia, int ib) const {
        const Vec3<T> wa = vertex_a(ia), wb = vertex_b(ib);
        return {wa, wb, wa - wb, ia, ib};
    }
    /// Whether B's points are read as they are (same_frame; known false at compile time for
    /// every B but a polytope, so that their reads keep no branch).
    bool b_unmoved() const {
        if constexpr (kHullB) return same_frame;
        return false;
    }
    /// A's vertex i and B's vertex i, in A's frame.
    Vec3<T> vertex_a(int i) const {
        if constexpr (kPackA) {
            if (packed_a.count) return packed_a.vertex(i);
        }
        return a.vertex(i);
    }
    Vec3<T> vertex_b(int i) const {
        if constexpr (kBoxB) return box_b.vertex(i);
        if constexpr (kPackB) {
            if (packed_b.count) return packed_b.vertex(i);
        }
        return b_unmoved() ? b.vertex(i) : rel.apply(b.vertex(i));
    }
    /// A's support along d (A's frame): the point and its vertex index.
    template <SupportWay kWay = SupportWay::Any>
    GJK_FORCE_INLINE void support_a_into(Vec3<T>& point, int& index, const Vec3<T>& d,
                                         int hint) const {
        if constexpr (kWay == SupportWay::Packed) {
            packed_a.support_into(point, index, d);
        } else if constexpr (kWay == SupportWay::BoxHull) {
            index = box_a.farthest(d);
            point = a.vertex(index);  // never packed: vertex_a(index)
        } else {
            if constexpr (kHullA) {
                if (a_is_box_hull)
                    return support_a_into<SupportWay::BoxHull>(point, index, d, hint);
            }
            if constexpr (kPackA) {
                if (packed_a.count)
                    return support_a_into<SupportWay::Packed>(point, index, d, hint);
            }
            const SupportPoint3<T> s = a.support(d, hint);
            point = s.point;
            index = s.index;
        }
    }
    /// B's support along -d, in A's frame.
    template <SupportWay kWay = SupportWay::Any>
    GJK_FORCE_INLINE void support_b_into(Vec3<T>& point, int& index, const Vec3<T>& d,
                                         int hint) const {
        if constexpr (kBoxB) {
            box_b.support_into(point, index, -d);
        } else if constexpr (kWay == SupportWay::Packed) {
            packed_b.support_into(point, index, -d);
        } else if constexpr (kWay == SupportWay::BoxHull) {
            index = box_b.farthest(-d);
            point = vertex_b(index);
        } else {
            if constexpr (kHullB) {
                if (b_is_box_hull)
                    return support_b_into<SupportWay::BoxHull>(point, index, d, hint);
            }
            if constexpr (kPackB) {
                if (packed_b.count)
                    return support_b_into<SupportWay::Packed>(point, index, d, hint);
            }
            const bool unmoved = b_unmoved();
            const SupportPoint3<T> s = b.support(unmoved ? -d : -rel.inv_rotate(d), hint);
            point = unmoved ? s.point : rel.apply(s.point);
            index = s.index;
        }
    }
    template <class Proxy>
    static bool climbs(const Proxy& proxy) {
        if constexpr (std::is_same_v<Proxy, PolytopeProxy3<T>>) return proxy.climbs();
        return false;
    }
    TraceVertex3 to_world(const SupportVertex3<T>& v) const {
        const Vec3<T> aw = xa.apply(v.wa), bw = xa.apply(v.wb);
        return {glm::dvec3(aw - bw), glm::dvec3(aw), glm::dvec3(bw), v.ia, v.ib};
    }
    glm::dvec3 dir_to_world(const Vec3<T>& d) const { return glm::dvec3(xa.rotate(d)); }
};

}  // namespace gjk
