// A box as B in A's frame (minkowski_support3d.h): its support is picked by signs, with no scan
// and nothing copied per vertex.
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
