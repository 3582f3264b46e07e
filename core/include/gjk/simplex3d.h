// The 3D GJK sub-algorithm: the point of a simplex (1 to 4 vertices) closest to the origin, as
// barycentric weights, and the smallest sub-simplex that holds it.
//
// Source: the signed-volumes sub-algorithm of Montanari, Petrinic and Barbieri, "Improving the
// GJK algorithm for faster and more reliable distance queries between convex objects", ACM
// Transactions on Graphics 36(3), article 30, 2017 (procedures S3D, S2D, S1D). It replaces
// Johnson's distance sub-algorithm of the original GJK (Gilbert, Johnson and Keerthi 1988),
// which tests the sub-simplices through recursively computed cofactors, by ratios of signed
// volumes (tetrahedron), of signed areas in the best-conditioned coordinate plane (triangle)
// or of lengths along the longest axis (segment); a sub-simplex is only searched when the
// origin's projection falls outside, and no division by a tiny determinant happens. The
// Voronoi-region view of the same tests is Ericson, "Real-Time Collision Detection", 5.1.5
// and 5.1.6.
//
// Degenerate input, as handled here: a segment of zero length is its first vertex; a triangle
// of zero area is searched over its three edges and a tetrahedron of zero volume over its four
// faces; a barycentric coordinate that is exactly zero counts as outside, so the vertex with
// no weight is dropped. The tetrahedron's volumes are taken around p3, so the origin exactly on
// p0 or p3 gives exact zeros there; on p1 or p2 they are rounding, and the whole tetrahedron
// can be named with a distance of about zero (GJK never meets this: a support at the origin
// is its newest vertex, p3, and ends the query as touching).
#pragma once

#include <gjk/force_inline.h>
#include <gjk/minkowski_support3d.h>

#include <algorithm>
#include <array>

namespace gjk {

namespace detail {

/// The sub-algorithm on the points alone: weights of the closest point and the kept vertices
/// as a bit mask (bit i: vertex i). GJK calls it on its points without moving the rest of
/// each support vertex.
template <class T>
struct SignedVolumes3 {
    struct Result {
        T w[4];
        int mask;
    };

    GJK_FORCE_INLINE static Result solve(const Vec3<T>* p, int count) {
        switch (count) {
            case 1:
                return {{1, 0, 0, 0}, 0b1};
            case 2:
                return s1d(p, 0, 1);
            case 3:
                return s2d(p, 0, 1, 2);
            default:
                return s3d(p);
        }
    }

    static T dist_sq(const Vec3<T>* p, const Result& r) {
        Vec3<T> c{0, 0, 0};
        for (int i = 0; i < 4; ++i)
            if (r.mask & (1 << i)) c += r.w[i] * p[i];
        return length_sq(c);
    }

    /// Segment a = p[i], b = p[j] (S1D). Let p0 be the origin's projection on the line,
    /// p0 = a - (a.t / t.t) t with t = b - a. Its barycentric coordinates (la, lb),
    /// p0 = la a + lb b with la + lb = 1, hold in every coordinate k:
    ///   p0[k] = la a[k] + lb b[k]  =>  la = (p0[k] - b[k]) / mu,  lb = (a[k] - p0[k]) / mu,
    /// mu = a[k] - b[k]. Any k with mu != 0 gives them; the k with the largest |t[k]| gives
    /// the largest denominator, the least relative rounding. The closest point of the segment
    /// is p0 when both coordinates are positive (both numerators have mu's sign), else the end
    /// p0 lies beyond: a when la > 0 (then lb <= 0), b otherwise.
    GJK_FORCE_INLINE static Result s1d(const Vec3<T>* p, int i, int j) {
        const Vec3<T> a = p[i], b = p[j], t = b - a;
        Result r{{0, 0, 0, 0}, 0};
        const T tt = length_sq(t);
        if (!(tt > 0)) {
            r.w[i] = 1;
            r.mask = 1 << i;
            return r;
        }
        const Vec3<T> p0 = a - (glm::dot(a, t) / tt) * t;  // the origin projected on the line
        int k = 0;
        for (int c = 1; c < 3; ++c)
            if (std::abs(coordinate(t, c)) > std::abs(coordinate(t, k))) k = c;
        const T ak = coordinate(a, k), bk = coordinate(b, k), pk = coordinate(p0, k);
        const T mu = ak - bk;
        const T ci = pk - bk, cj = ak - pk;  // weights of a and b, times mu
        if ((mu > 0) == (ci > 0) && (mu > 0) == (cj > 0) && ci != 0 && cj != 0) {
            const T inv = T(1) / mu;
            r.w[i] = ci * inv;
            r.w[j] = cj * inv;
            r.mask = (1 << i) | (1 << j);
        } else if ((mu > 0) == (ci > 0) && ci != 0) {
            r.w[i] = 1;
            r.mask = 1 << i;
        } else {
            r.w[j] = 1;
            r.mask = 1 << j;
        }
        return r;
    }

    /// Triangle a = p[i], b = p[j], c = p[k] (S2D). Let n = (b - a) x (c - a) and p0 the
    /// origin's projection on the plane, p0 = (a.n / n.n) n. Points x of the plane satisfy
    /// |x|^2 = |x - p0|^2 + |p0|^2, so the point of the triangle closest to the origin is the
    /// one closest to p0. Barycentric coordinates of p0 are ratios of signed areas,
    ///   la = area(p0, b, c) / area(a, b, c), and likewise lb, lc,
    /// and projecting the plane onto a coordinate plane scales every signed area by the same
    /// factor, so the ratios can be taken in 2D: dropping axis q, twice the projected area of
    /// a b c is n[q]. The q with the largest |n[q]| gives the largest denominator mu (a normal
    /// given by the caller is a multiple of this n up to rounding, so the same q but at ties).
    /// If la, lb, lc > 0 (each numerator has mu's sign), p0 is inside and is the answer.
    /// Otherwise the answer lies on an edge whose line has p0 on its far side, i.e. an edge
    /// opposite a vertex with a non-positive coordinate: at the closest point q, p0 - q lies
    /// in the cone of the outward normals of the edges through q, and when q is a vertex a
    /// positive combination of the two edge normals (at an angle below 180 degrees) has a
    /// positive component along at least one of them. Each such edge is solved by s1d and the
    /// nearest result kept. A triangle with no area is searched over its three edges.
    /// kInsideOnly: only the case where the projection is strictly inside; otherwise no vertex
    /// (mask 0).
    template <bool kInsideOnly = false>
    GJK_FORCE_INLINE static Result s2d(const Vec3<T>* pts, int i, int j, int k) {
        return s2d<kInsideOnly>(pts, i, j, k, glm::cross(pts[j] - pts[i], pts[k] - pts[i]));
    }
    /// s2d with the plane's normal n given (either sign, any length): s3d has it already.
    template <bool kInsideOnly = false>
    GJK_FORCE_INLINE static Result s2d(const Vec3<T>* pts, int i, int j, int k, const Vec3<T>& n) {
        const Vec3<T> a = pts[i], b = pts[j], c = pts[k];
        const T nn = length_sq(n);
        if (nn > 0) {
            const Vec3<T> p0 = (glm::dot(a, n) / nn) * n;  // the origin projected on the plane
            int drop = 0;
            for (int q = 1; q < 3; ++q)
                if (std::abs(coordinate(n, q)) > std::abs(coordinate(n, drop))) drop = q;
            const int x = (drop + 1) % 3, y = (drop + 2) % 3;
            auto area = [&](const Vec3<T>& p, const Vec3<T>& q, const Vec3<T>& s)
                            GJK_INLINE_LAMBDA {
                                const T px = coordinate(p, x), py = coordinate(p, y);
                                return (coordinate(q, x) - px) * (coordinate(s, y) - py) -
                                       (coordinate(q, y) - py) * (coordinate(s, x) - px);
                            };
            const T mu = area(a, b, c);
            const T ca = area(p0, b, c), cb = area(a, p0, c), cc = area(a, b, p0);
            const bool sa = ((ca > 0) == (mu > 0)) & (ca != 0),
                       sb = ((cb > 0) == (mu > 0)) & (cb != 0),
                       sc = ((cc > 0) == (mu > 0)) & (cc != 0);
            if (sa & sb & sc & (mu != 0)) {
                Result r{{0, 0, 0, 0}, (1 << i) | (1 << j) | (1 << k)};
                const T inv = T(1) / mu;
                r.w[i] = ca * inv;
                r.w[j] = cb * inv;
                r.w[k] = cc * inv;
                return r;
            }
            if constexpr (kInsideOnly) return Result{{0, 0, 0, 0}, 0};
            // Outside an edge: the best of the edges the projection is beyond.
            Result best{{0, 0, 0, 0}, 0};
            T best_d = std::numeric_limits<T>::max();
            auto consider = [&](bool outside, int p, int q) GJK_INLINE_LAMBDA {
                if (!outside) return;
                Result r = s1d(pts, p, q);
                T d = dist_sq(pts, r);
                if (d < best_d) best_d = d, best = r;
            };
            consider(!sa, j, k);
            consider(!sb, i, k);
            consider(!sc, i, j);
            if (best.mask) return best;
        }
        if constexpr (kInsideOnly) return Result{{0, 0, 0, 0}, 0};
        // Degenerate (flat) triangle: the best of its three edges.
        Result best = s1d(pts, i, j);
        T best_d = dist_sq(pts, best);
        for (auto e : {std::array<int, 2>{i, k}, {j, k}}) {
            Result r = s1d(pts, e[0], e[1]);
            T d = dist_sq(pts, r);
            if (d < best_d) best_d = d, best = r;
        }
        return best;
    }

    /// Tetrahedron p0 p1 p2 p3 (S3D). Write the origin as p3 + a0 e0 + a1 e1 + a2 e2 with
    /// e_q = p_q - p3: (a0, a1, a2) are the origin's barycentric coordinates l0, l1, l2, and
    /// l3 = 1 - l0 - l1 - l2. By Cramer's rule on the 3x3 system with columns e0 e1 e2, each is
    /// a ratio of determinants, that is of signed volumes (six times the volume, D(x, y, z) =
    /// x.(y x z)):
    ///   mu = D(e0, e1, e2) = e0.n0,   n0 = e1 x e2, n1 = e2 x e0, n2 = e0 x e1,
    ///   l0 mu = D(-p3, e1, e2) = -p3.n0,  l1 mu = -p3.n1,  l2 mu = -p3.n2,
    /// and l3 mu, the volume with the origin in place of p3, is D(p0, p1, p2) = p0.n3 with
    /// n3 = (p1 - p0) x (p2 - p0). Each volume is one cross product of edges and a dot (the
    /// ratios of Montanari et al.'s S3D, taken around p3), and n_q is the normal of the face
    /// opposite p_q, which the face search below reuses. If all four l_q are positive (c[q] has
    /// mu's sign), the origin is inside: weights c[q] / mu.
    /// Otherwise, by the argument of s2d one dimension up (at the closest point, the normal
    /// cone is spanned by the outward normals of the faces through it, and the origin lies
    /// outside at least one of those faces), the answer lies on a face opposite a vertex with
    /// l_q <= 0. Each such face is solved by s2d and the nearest result kept; a flat
    /// tetrahedron (mu = 0) is searched over all four faces.
    ///
    /// A face the origin is beyond and projects inside holds the closest point: every point x
    /// of the tetrahedron lies behind that face's plane, so |x| >= |p0|, p0 the projection.
    /// The face's answer is then the answer and no edge need be searched: the faces are first
    /// asked only that, and searched whole only when none answers (in GJK most such solves end
    /// on a face: docs/performance.md, "GJK 3D's sub-algorithm"). With volume, only one face
    /// can answer (but for a projection within rounding of an edge, where the full search may
    /// have named the edge); in a flat tetrahedron two faces may hold the same point, and the
    /// first asked names it.
    static Result s3d(const Vec3<T>* p) {
        const Vec3<T> e0 = p[0] - p[3], e1 = p[1] - p[3], e2 = p[2] - p[3];
        const Vec3<T> n[4] = {glm::cross(e1, e2), glm::cross(e2, e0), glm::cross(e0, e1),
                              glm::cross(p[1] - p[0], p[2] - p[0])};
        const T mu = glm::dot(e0, n[0]);
        const T c[4] = {-glm::dot(p[3], n[0]), -glm::dot(p[3], n[1]), -glm::dot(p[3], n[2]),
                        glm::dot(p[0], n[3])};
        // Bit q: l_q > 0. Formed without branches: each sign is as often one way as the other.
        int inside = 0;
        for (int q = 0; q < 4; ++q) inside |= int(((c[q] > 0) == (mu > 0)) & (c[q] != 0)) << q;
        if (mu != 0 && inside == 0b1111) {
            const T inv = T(1) / mu;
            Result r{{c[0] * inv, c[1] * inv, c[2] * inv, c[3] * inv}, 0b1111};
            return r;
        }
        // The faces the origin is beyond (all of them when the tetrahedron is flat).
        return s3d_beyond(p, n, mu != 0 ? ~inside & 0b1111 : 0b1111);
    }

    /// The closest point on the faces in `beyond` (bit q: the face opposite p[q], normal n[q]).
    static Result s3d_beyond(const Vec3<T>* p, const Vec3<T>* n, int beyond) {
        static constexpr int face[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
        // First a face that holds the origin's projection, trying faces 1 and 2 (through p[0]
        // and p[3]) first. In GJK, p[3] is the newest support and p[0] the oldest kept, usually
        // the first support, taken towards the other shape, which tends to stay in the closest
        // feature; face 3, the previous triangle, is beyond only by rounding, as p[3] was found
        // on the origin's side of it. The order changes only how soon the answer comes.
        for (int q : {1, 2, 0, 3}) {
            if (!(beyond & (1 << q))) continue;
            const Result r = s2d<true>(p, face[q][0], face[q][1], face[q][2], n[q]);
            if (r.mask) return r;
        }
        Result best{{0, 0, 0, 0}, 0};
        T best_d = std::numeric_limits<T>::max();
        for (; beyond; beyond &= beyond - 1) {
            const int q = __builtin_ctz(unsigned(beyond));
            Result r = s2d(p, face[q][0], face[q][1], face[q][2], n[q]);
            T d = dist_sq(p, r);
            if (d < best_d) best_d = d, best = r;
        }
        return best;
    }
};

}  // namespace detail

template <class T>
struct SimplexVertex3 : SupportVertex3<T> {
    T weight;
};

/// A simplex with its weights, as GJK ends with it (GjkOutput3, EPA's seed) and as traces
/// show it; GJK itself works on slots (gjk3d.h, SlotSimplex3) and solves with SignedVolumes3.
template <class T>
struct Simplex3 {
    SimplexVertex3<T> v[4];
    int count = 0;

    GJK_FORCE_INLINE Vec3<T> closest() const {
        Vec3<T> p{0, 0, 0};
        for (int i = 0; i < count; ++i) p += v[i].weight * v[i].w;
        return p;
    }
    GJK_FORCE_INLINE void witness_points(Vec3<T>& pa, Vec3<T>& pb) const {
        pa = pb = Vec3<T>{0, 0, 0};
        for (int i = 0; i < count; ++i) {
            pa += v[i].weight * v[i].wa;
            pb += v[i].weight * v[i].wb;
        }
    }
};

}  // namespace gjk
