// The 3D GJK sub-algorithm: the point of a simplex (1 to 4 vertices) closest to the origin, as
// barycentric weights, and the smallest sub-simplex that holds it. Signed volumes (Montanari,
// Bartoletti, Maggiore, "Improving the GJK algorithm for faster and more reliable distance
// queries between convex objects", ACM TOG 36(3), 2017): barycentric coordinates come from
// ratios of signed volumes (tetrahedron), of signed areas in the best-conditioned coordinate
// plane (triangle) or of lengths along the longest axis (segment), and a sub-simplex is only
// searched when the origin's projection falls outside; no division by a tiny determinant.
#pragma once

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

    static Result solve(const Vec3<T>* p, int count) {
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

    /// Segment i j: parameter along the longest coordinate axis.
    static Result s1d(const Vec3<T>* p, int i, int j) {
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
            if (std::abs(t[c]) > std::abs(t[k])) k = c;
        const T mu = a[k] - b[k];
        const T ci = p0[k] - b[k], cj = a[k] - p0[k];  // weights of a and b, times mu
        if ((mu > 0) == (ci > 0) && (mu > 0) == (cj > 0) && ci != 0 && cj != 0) {
            r.w[i] = ci / mu;
            r.w[j] = cj / mu;
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

    /// Triangle i j k: signed areas in the coordinate plane where the triangle is largest.
    static Result s2d(const Vec3<T>* pts, int i, int j, int k) {
        const Vec3<T> a = pts[i], b = pts[j], c = pts[k];
        const Vec3<T> n = glm::cross(b - a, c - a);
        const T nn = length_sq(n);
        if (nn > 0) {
            const Vec3<T> p0 = (glm::dot(a, n) / nn) * n;  // the origin projected on the plane
            int drop = 0;
            for (int q = 1; q < 3; ++q)
                if (std::abs(n[q]) > std::abs(n[drop])) drop = q;
            const int x = (drop + 1) % 3, y = (drop + 2) % 3;
            auto area = [&](const Vec3<T>& p, const Vec3<T>& q, const Vec3<T>& s) {
                return (q[x] - p[x]) * (s[y] - p[y]) - (q[y] - p[y]) * (s[x] - p[x]);
            };
            const T mu = area(a, b, c);
            const T ca = area(p0, b, c), cb = area(a, p0, c), cc = area(a, b, p0);
            const bool sa = (ca > 0) == (mu > 0) && ca != 0, sb = (cb > 0) == (mu > 0) && cb != 0,
                       sc = (cc > 0) == (mu > 0) && cc != 0;
            if (sa && sb && sc && mu != 0) {
                Result r{{0, 0, 0, 0}, (1 << i) | (1 << j) | (1 << k)};
                r.w[i] = ca / mu;
                r.w[j] = cb / mu;
                r.w[k] = cc / mu;
                return r;
            }
            // Outside an edge: the best of the edges the projection is beyond.
            Result best{{0, 0, 0, 0}, 0};
            T best_d = std::numeric_limits<T>::max();
            auto consider = [&](bool outside, int p, int q) {
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

    /// Tetrahedron: signed volumes with the origin in place of each vertex.
    static Result s3d(const Vec3<T>* p) {
        auto vol = [](const Vec3<T>& a, const Vec3<T>& b, const Vec3<T>& c, const Vec3<T>& d) {
            return glm::dot(b - a, glm::cross(c - a, d - a));
        };
        const Vec3<T> o{0, 0, 0};
        const T mu = vol(p[0], p[1], p[2], p[3]);
        const T c[4] = {vol(o, p[1], p[2], p[3]), vol(p[0], o, p[2], p[3]),
                        vol(p[0], p[1], o, p[3]), vol(p[0], p[1], p[2], o)};
        bool inside[4];
        for (int q = 0; q < 4; ++q) inside[q] = (c[q] > 0) == (mu > 0) && c[q] != 0;
        if (mu != 0 && inside[0] && inside[1] && inside[2] && inside[3]) {
            Result r{{c[0] / mu, c[1] / mu, c[2] / mu, c[3] / mu}, 0b1111};
            return r;
        }
        // The faces the origin is beyond (all of them when the tetrahedron is flat).
        Result best{{0, 0, 0, 0}, 0};
        T best_d = std::numeric_limits<T>::max();
        const int face[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
        for (int q = 0; q < 4; ++q) {
            if (mu != 0 && inside[q]) continue;
            Result r = s2d(p, face[q][0], face[q][1], face[q][2]);
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

    Vec3<T> closest() const {
        Vec3<T> p{0, 0, 0};
        for (int i = 0; i < count; ++i) p += v[i].weight * v[i].w;
        return p;
    }
    void witness_points(Vec3<T>& pa, Vec3<T>& pb) const {
        pa = pb = Vec3<T>{0, 0, 0};
        for (int i = 0; i < count; ++i) {
            pa += v[i].weight * v[i].wa;
            pb += v[i].weight * v[i].wb;
        }
    }
};

}  // namespace gjk
