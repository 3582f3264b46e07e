// A box as B in A's frame (minkowski_support3d.h), or an 8-vertex hull that is a box
// (box_corners3d.h) on either side: its support is picked by signs, with no scan and nothing
// copied per vertex.
//
// A box with half extents h and rotation R (columns c0 c1 c2), centred at p, has corners
// p + s0 h0 c0 + s1 h1 c1 + s2 h2 c2 with s_i = +-1, and the corner farthest along d takes
// s_i = +1 exactly where d.(h_i c_i) > 0 (van den Bergen 2003 lists the box's support in its
// own frame; this is the same pick in another frame). So with the three vectors a_i = h_i c_i
// had once per pair, a support costs three dot products and three signed adds; before, B's
// eight corners were moved into A's frame and scanned each time. Corner k has bit i set for
// s_i = +1, BoxProxy3's numbering, and vertex(k) forms the same sum as support(), so a corner
// named by the warm-start cache is the point support() gave, bit for bit.
#pragma once

#include <gjk/box_corners3d.h>
#include <gjk/force_inline.h>
#include <gjk/math3d.h>
#include <gjk/support3d.h>

namespace gjk {

template <class T>
struct BoxInFrame3 {
    Vec3<T> centre{0, 0, 0};
    Vec3<T> axis[3] = {};  ///< h_i c_i

    void place(const BoxProxy3<T>& box, const Transform3<T>& xf) {
        centre = xf.p;
        for (int i = 0; i < 3; ++i) axis[i] = box.half[i] * xf.r[i];  // GLM: r[i] is column i
    }

    /// An 8-vertex hull that is a box (box_corners3d.h), in its own frame or moved by `xf`
    /// (kMove): its centre and half edges formed as find_box_corners forms them.
    template <bool kMove>
    void place_hull(const Vec3<T>* vertices, BoxCorners corners, const Transform3<T>& xf) {
        // Named values, not an array: a copy of an array element stored in 8-byte parts and
        // read back in 16-byte ones waits for the stores (docs/performance.md, "Results
        // written in place"); the boolean test's pair setup spent 38% of its time there.
        const Vec3<T> p0 = vertices[corners.vertex(0)];
        const Vec3<T> e0 = (vertices[corners.vertex(1)] - p0) * T(0.5),
                      e1 = (vertices[corners.vertex(2)] - p0) * T(0.5),
                      e2 = (vertices[corners.vertex(4)] - p0) * T(0.5);
        const Vec3<T> c = p0 + (e0 + (e1 + e2));
        if constexpr (kMove) {
            centre = xf.apply(c);
            axis[0] = xf.rotate(e0);
            axis[1] = xf.rotate(e1);
            axis[2] = xf.rotate(e2);
        } else {
            centre = c;
            axis[0] = e0;
            axis[1] = e1;
            axis[2] = e2;
        }
    }

    Vec3<T> vertex(int k) const { return corner(k & 1 ? 1 : -1, k & 2 ? 1 : -1, k & 4 ? 1 : -1); }

    /// The corner farthest along d; ties (d.a_i = 0) take s_i = -1, as BoxProxy3 does.
    /// Written into `point` and `index` (minkowski_support3d.h says why).
    GJK_FORCE_INLINE void support_into(Vec3<T>& point, int& index, const Vec3<T>& d) const {
        const T e0 = glm::dot(axis[0], d), e1 = glm::dot(axis[1], d), e2 = glm::dot(axis[2], d);
        point = corner(e0, e1, e2);
        index = int(e0 > 0) | int(e1 > 0) << 1 | int(e2 > 0) << 2;
    }

  private:
    /// The sum with a_i where e_i > 0 and -a_i elsewhere; the same bits from both callers.
    GJK_FORCE_INLINE Vec3<T> corner(T e0, T e1, T e2) const {
        const Vec3<T> a0 = negate_unless_positive(e0, axis[0]),
                      a1 = negate_unless_positive(e1, axis[1]),
                      a2 = negate_unless_positive(e2, axis[2]);
        return centre + (a0 + (a1 + a2));
    }
};

}  // namespace gjk
