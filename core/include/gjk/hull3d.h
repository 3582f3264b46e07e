// 3D convex hull of a point set: randomized incremental construction with conflict lists
// (Clarkson and Shor, "Applications of random sampling in computational geometry, II", 1989;
// de Berg, Cheong, van Kreveld and Overmars, "Computational Geometry: Algorithms and
// Applications", 3rd ed., sections 11.2 and 11.3), where every point not yet added is kept by
// one face it sees, as in Quickhull's outside sets (Barber, Dobkin and Huhdanpaa, "The
// Quickhull algorithm for convex hulls", ACM TOMS 22(4), 1996).
//
//  1. Four extreme points span a tetrahedron (if they cannot, the points are coincident,
//     collinear or coplanar: dimension 0, 1 or 2, and no faces).
//  2. Each other point goes into the conflict list of one tetrahedron face that it sees, i.e.
//     is above by more than eps; a point that sees no face is inside and is dropped.
//  3. The points are added in a random order (biased for locality: see HullBuilder3). A point
//     p that still has a conflict face f
//     (otherwise an earlier point has put it inside) sees a cap of faces around f, found by
//     a flood fill over neighbours. The cap is removed and its boundary (the horizon, one loop
//     of edges) is joined to p by a fan of new faces. The points in the conflict lists of the
//     removed faces move to a new face they see, or are dropped.
//  4. The faces left are the hull.
//
// Why a point q of a removed face need only look at the new faces: if q is outside the new
// hull, it sees a connected cap of the old hull that holds a removed face; if that cap also
// holds a kept face, it crosses the horizon at an edge e between a removed face r and a kept
// face k, both seen by q. The new face on e lies between r and k: all three planes contain e
// and, the new hull being convex there, its outward normal is n = a n_r + b n_k with a, b >= 0.
// Heights over planes through e are linear in the normal, so height(q) = (a height_r(q) +
// b height_k(q)) / |n| > eps, as |n| <= a + b. If q sees no kept face, all it can see of the
// new hull is new faces. Either way, a point that sees no new face is inside the new hull.
//
// Cost: a point's conflict face changes only when that face is removed, and backwards analysis
// bounds the expected number of such changes over the whole run by O(n log n) (de Berg et al.,
// 11.3); each change tests the new faces of that step, O(1) of them on average (the point
// added last has fewer than 6 neighbours on average, by Euler's formula). The flood fill costs
// the size of the cap, O(1) amortised, as every face is made once and removed at most once.
// 10^6 points on a sphere take about 3 s, 10^5 points 0.25 s (where a scan of all faces for
// every point, O(n^2), took 2 to 3 minutes for 10^5).
//
// Near-coplanar points (eps = 64 machine epsilons of the largest coordinate): a point within
// eps of the hull is on it and is not added, and no vertex is to be within eps of the hull of
// the others. In exact arithmetic, two rules keep it so:
//  - A point that sees no face by more than eps is not added (the hull is below every face
//    plane, so the point's distance to it is at most eps).
//  - A vertex v that p leaves redundant goes. If p is above or within eps of the plane of every
//    face round v, then v lies between p and the old hull (for small s > 0, v + s (v - p) is
//    below all those planes, i.e. inside), so v is no vertex of the new hull: its faces are
//    removed with the cap, which takes v off the hull. On a cube lattice only the 8 corners
//    stay, whatever the order. A vertex next to a face that p is clearly below stays.
// Rounding adds one more thing to care for. On a region flat only to within rounding (a flat
// set turned through a rotation), a sliver face is tilted by the rounding of its corners, by
// about an ulp over its least altitude, and points far away see the tilt multiplied by their
// distance. So a point on the flat region can be more than eps above a sliver's plane; the
// region is then not quite convex, and plane heights no longer measure the distance to it:
//  - A point more than eps above a face but within eps of a face of its cap or next to it
//    (a triangle, not a plane) is on the hull and is not added (touches()).
//  - A new face that would fold back over a flat neighbour means that p sees faces past it
//    that the flood fill did not reach: the neighbour is removed too (folded()).
//  - A vertex that a later point made redundant can be kept, as that point can be more than
//    eps below a sliver round it. Once built, vertices within eps of the hull of their
//    neighbours are looked for (HullBuilder3::find_redundant()). If there are any, the hull
//    is built again, from the other vertices first and then the rest of the points, which
//    are then within eps of it (none, and one build, unless the input is flat to within
//    rounding somewhere).
// The tilt also means that there, points can be more than eps above the plane of a face by
// the tilt times their distance (so can they above Qhull's triangles).
#pragma once

#include <gjk/math3d.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <glm/geometric.hpp>
#include <limits>
#include <memory>
#include <vector>

namespace gjk {

template <class T>
struct Hull3 {
    int dimension = 0;                      ///< 3: a solid; 0..2: the points are degenerate
    std::vector<std::array<int, 3>> faces;  ///< outward, counter-clockwise, into the input
    std::vector<int> vertices;              ///< input indices on the hull (sorted)
};

namespace detail {

/// Step 1: the dimension of the points to within eps (0..3), and the points that span it.
template <class T>
struct Extremes {
    int dimension = 0;
    std::array<int, 4> corner{0, 0, 0, 0};  ///< the first dimension + 1 span the points
    Vec3<T> normal{0, 0, 0};                ///< dimension >= 2: of the plane of the first 3
};

/// Extreme points: the lowest x, the farthest from it, the farthest from that line, the
/// farthest from that plane, each more than eps out (else the dimension is lower). With
/// `only`, points where it is 0 are not taken.
template <class T>
Extremes<T> extremes(const std::vector<Vec3<T>>& pts, T eps, const std::vector<char>* only) {
    Extremes<T> e;
    const int n = int(pts.size());
    auto taken = [&](int i) { return !only || (*only)[size_t(i)]; };
    int i0 = 0;
    while (i0 < n && !taken(i0)) ++i0;
    if (i0 == n) return e;
    for (int i = i0 + 1; i < n; ++i)
        if (taken(i) && pts[i].x < pts[i0].x) i0 = i;
    int i1 = i0;
    for (int i = 0; i < n; ++i)
        if (taken(i) && length_sq(pts[i] - pts[i0]) > length_sq(pts[i1] - pts[i0])) i1 = i;
    e.corner = {i0, i1, i0, i0};
    if (!(glm::length(pts[i1] - pts[i0]) > eps)) return e;  // all the same point
    e.dimension = 1;
    const Vec3<T> axis = pts[i1] - pts[i0];
    int i2 = i0;
    T best = 0;
    for (int i = 0; i < n; ++i) {
        const T d = glm::length(glm::cross(pts[i] - pts[i0], axis));
        if (taken(i) && d > best) best = d, i2 = i;
    }
    if (!(best / glm::length(axis) > eps)) return e;  // collinear
    e.dimension = 2;
    e.corner[2] = i2;
    const Vec3<T> side = pts[i2] - pts[i0];
    e.normal = glm::normalize(glm::cross(axis, side));
    // The normal of a thin triangle is known only roughly: rounding the cross product (and the
    // differences in it) turns it by up to a few machine epsilons times |side| / (the distance
    // of i2 from the line), and a point at r from i0 sees that multiplied by r. Heights count
    // from there, so that three points of a thin triangle are not taken for a solid.
    const T turn = 4 * machine_eps<T>() * glm::length(side) * glm::length(axis) / best;
    int i3 = i0;
    best = 0;
    for (int i = 0; i < n; ++i) {
        const Vec3<T> r = pts[i] - pts[i0];
        const T d = std::abs(glm::dot(r, e.normal)) - turn * glm::length(r);
        if (taken(i) && d > best) best = d, i3 = i;
    }
    if (!(best > eps)) return e;  // coplanar
    e.dimension = 3;
    e.corner[3] = i3;
    return e;
}

/// The incremental construction of steps 2 to 4 above, on a closed surface of triangles that
/// know their neighbours. Removed faces are reused for new ones.
///
/// Memory order: the points are renumbered along a Morton (Z-order) curve, and added in a
/// biased randomized insertion order (BRIO: Amenta, Choi and Rote, "Incremental constructions
/// con BRIO", SoCG 2003): rounds of a random permutation, each as large as all before it, each
/// taken in curve order. Every round is a random sample of the points, which keeps the expected
/// O(n log n); within a round one point is added next to the last, so consecutive steps work
/// on nearby faces and points (docs/performance.md, "Convex hull 3D").
template <class T>
class HullBuilder3 {
  public:
    /// From this many points on, they are put in curve order.
    static constexpr size_t kCurveMin = 4096;

    /// Points within eps of the hull are not added. With `first`, the points where it is 1
    /// are added before the others.
    HullBuilder3(const std::vector<Vec3<T>>& input, T eps, const std::vector<char>* first)
        : eps_(eps), first_(first) {
        const size_t n = input.size();
        if (n >= kCurveMin) {
            ids_ = morton_order(input);
        } else {
            ids_.resize(n);
            for (size_t i = 0; i < n; ++i) ids_[i] = int(i);
        }
        pts_.reserve(n);
        for (int i : ids_) pts_.push_back(input[size_t(i)]);
        point_.assign(n, PointState{});
        faces_.reserve(2 * n);      // a hull of n vertices has 2n - 4 faces
        conflicts_.reserve(2 * n);  // what they usually take (see compact())
    }

    /// The hull of the points, from the tetrahedron of input points `corners` (not coplanar).
    void build(std::array<int, 4> corners) {
        const int n = int(pts_.size());
        for (int i = 0; i < n; ++i)  // to our numbering
            for (int& c : corners)
                if (ids_[i] == c) c = -1 - i;
        for (int& c : corners) c = -1 - c;
        tetrahedron(corners[0], corners[1], corners[2], corners[3]);
        // Step 2: initial conflicts, and the points left to add.
        pending_.clear();
        pending_.reserve(size_t(n));
        for (int q = 0; q < n; ++q)
            if (std::find(corners.begin(), corners.end(), q) == corners.end())
                pending_.push_back({pts_[q], q});
        const int tetrahedron_faces[4] = {0, 1, 2, 3};
        distribute(tetrahedron_faces, 4);
        // Step 3.
        std::vector<int> order, after;
        order.reserve(size_t(n));
        for (int q = 0; q < n; ++q)
            if (point_[q].face >= 0)
                (!first_ || (*first_)[size_t(ids_[q])] ? order : after).push_back(q);
        uint64_t state = 0x9E3779B97F4A7C15ull;
        brio(order, state);
        brio(after, state);
        order.insert(order.end(), after.begin(), after.end());
        for (int p : order)
            if (point_[p].face >= 0) add(p);
    }

    /// Step 4: the live faces and the sorted vertices, in input indices.
    void output(Hull3<T>& h) const {
        std::vector<bool> used(pts_.size(), false);
        h.faces.reserve(faces_.size() - free_.size());
        for (const Face& f : faces_) {
            if (!f.alive) continue;
            h.faces.push_back({ids_[f.v[0]], ids_[f.v[1]], ids_[f.v[2]]});
            for (int v : f.v) used[size_t(ids_[v])] = true;
        }
        for (int i = 0; i < int(pts_.size()); ++i)
            if (used[size_t(i)]) h.vertices.push_back(i);
    }

    /// Whether some vertex of the hull is within eps of the hull of its neighbours; if so,
    /// `others` (by input index) gets 1 for the other vertices and 0 for all other points.
    /// In exact arithmetic there is none (see the header comment), but rounding can leave
    /// some on nearly flat parts: a sliver face of a flat region is tilted by the rounding of
    /// its corners, and a point far away can be more than eps below it although on its plane,
    /// so that a vertex that point makes redundant is kept.
    bool find_redundant(std::vector<char>& others) const {
        const int n = int(pts_.size());
        std::vector<int> face_at(size_t(n), -1);  // a face round each vertex
        for (int f = 0; f < int(faces_.size()); ++f)
            if (faces_[f].alive)
                for (int v : faces_[f].v) face_at[size_t(v)] = f;
        std::vector<int> link;
        std::vector<int> redundant;
        for (int v = 0; v < n; ++v) {
            if (face_at[size_t(v)] < 0) continue;
            const Vec3<T> sum = link_of(v, face_at[size_t(v)], link);
            // The plane through v normal to that sum supports the hull (the sum is in the cone
            // of normals at v), and the vertex nearest below it is a neighbour (the second
            // highest vertex along a direction is next to the highest). So if every neighbour
            // is more than eps below it, v is more than eps out of the hull of the others.
            // That settles nearly every vertex; the rest are compared with their neighbours'
            // hull, which near v is the hull of all the other points (with v removed, the
            // hole is closed by faces between its neighbours).
            const T len = glm::length(sum);
            if (len > 0) {
                T margin = std::numeric_limits<T>::max();
                for (int u : link) margin = std::min(margin, glm::dot(sum, pts_[v] - pts_[u]));
                if (margin > eps_ * len) continue;
            }
            if (within_hull_of(pts_[v], link)) redundant.push_back(v);
        }
        if (redundant.empty()) return false;
        others.assign(size_t(n), 0);
        for (int v = 0; v < n; ++v) others[size_t(ids_[v])] = face_at[size_t(v)] >= 0;
        for (int v : redundant) others[size_t(ids_[v])] = 0;
        return true;
    }

    /// Indices of the points along a Morton curve over their bounding box: the bits of the
    /// three coordinates (21 each, scaled to the box) interleaved and sorted.
    static std::vector<int> morton_order(const std::vector<Vec3<T>>& pts) {
        Vec3<T> lo = pts[0], hi = pts[0];
        for (const Vec3<T>& p : pts) lo = glm::min(lo, p), hi = glm::max(hi, p);
        const T cells = T((1 << 21) - 1);
        Vec3<T> to_cell;
        for (int k = 0; k < 3; ++k) to_cell[k] = hi[k] > lo[k] ? cells / (hi[k] - lo[k]) : T(0);
        // Bit i of x moves to bit 3i (the classic five masked shifts).
        auto spread = [](uint64_t x) {
            x &= 0x1FFFFF;
            x = (x | x << 32) & 0x1F00000000FFFFull;
            x = (x | x << 16) & 0x1F0000FF0000FFull;
            x = (x | x << 8) & 0x100F00F00F00F00Full;
            x = (x | x << 4) & 0x10C30C30C30C30C3ull;
            x = (x | x << 2) & 0x1249249249249249ull;
            return x;
        };
        std::vector<std::pair<uint64_t, int>> keys(pts.size());
        for (size_t i = 0; i < pts.size(); ++i) {
            uint64_t key = 0;
            for (int k = 0; k < 3; ++k) {
                const T c = std::min(std::max((pts[i][k] - lo[k]) * to_cell[k], T(0)), cells);
                key |= spread(uint64_t(c)) << k;
            }
            keys[i] = {key, int(i)};
        }
        std::sort(keys.begin(), keys.end());
        std::vector<int> order(pts.size());
        for (size_t i = 0; i < pts.size(); ++i) order[i] = keys[i].second;
        return order;
    }

  private:
    struct Face {
        std::array<int, 3> v;    ///< counter-clockwise seen from outside
        std::array<int, 3> adj;  ///< adj[k]: the face across edge v[k] -> v[k + 1]
        Vec3<T> normal;          ///< unit outward (zero for a face of no area)
        T offset;                ///< normal . x for x on the face
        uint32_t mark;           ///< in_ / out_ of the current add()
        bool alive;
        int first, count;  ///< its conflict list: conflicts_[first .. first + count)
    };
    /// A point in a conflict list, with its coordinates, so that a list is read in order
    /// (docs/performance.md, "Convex hull 3D").
    struct Conflict {
        Vec3<T> x;
        int index;
    };
    /// The conflict lists, one after the other, with the garbage of removed faces' lists
    /// between them (compact() drops it).
    class ConflictArray {
      public:
        Conflict* data() { return store_.get(); }
        size_t size() const { return size_; }
        /// k more entries, not initialised (unlike std::vector::resize): they are written next.
        void grow_by(size_t k) {
            if (size_ + k > room_) {
                room_ = std::max(2 * room_, size_ + k);
                std::unique_ptr<Conflict[]> bigger(new Conflict[room_]);
                std::copy(store_.get(), store_.get() + size_, bigger.get());
                store_ = std::move(bigger);
            }
            size_ += k;
        }
        void shrink_to(size_t k) { size_ = k; }
        void reserve(size_t k) {
            const size_t size = size_;
            grow_by(std::max(k, size) - size);
            size_ = size;
        }

      private:
        std::unique_ptr<Conflict[]> store_;
        size_t size_ = 0, room_ = 0;
    };
    /// Where a list was written: [first, first + count) of conflicts_, for `face`.
    struct Segment {
        int first, count, face;
    };
    struct PointState {
        int face = -1;           ///< the face whose conflict list holds it, or -1
        uint32_t checked = 0;    ///< in_: checked by the current add() (take_redundant())
        uint32_t from_mark = 0;  ///< from_stamp_: from_edge is set (find_horizon())
        int from_edge = 0;       ///< the horizon edge that starts at it
    };
    struct HorizonEdge {
        int a, b;    ///< directed as in the removed face
        int beyond;  ///< the kept face across it
    };

    // --- Geometry of faces ---

    T height(const Face& f, const Vec3<T>& x) const { return glm::dot(f.normal, x) - f.offset; }

    /// Plane of a face (as Polytope3::set_face: the offset from all three corners).
    void set_plane(Face& f) const {
        const Vec3<T>&a = pts_[f.v[0]], &b = pts_[f.v[1]], &c = pts_[f.v[2]];
        const Vec3<T> n = glm::cross(b - a, c - a);
        const T len = glm::length(n);
        if (!(len > 0)) {  // no area: never seen (its neighbours cover the same place)
            f.normal = {0, 0, 0};
            f.offset = std::numeric_limits<T>::max() / 4;
            return;
        }
        f.normal = n / len;
        f.offset = (glm::dot(f.normal, a) + glm::dot(f.normal, b) + glm::dot(f.normal, c)) / 3;
    }

    /// Distance from x to a face (a triangle): to its plane when x is over the triangle (on
    /// the inner side of all three edges), else to the nearest edge. (Not squared: at the
    /// scales the scenes allow, a square of a plane distance computed from the unnormalised
    /// normal, six lengths multiplied, would underflow.)
    T distance(const Face& f, const Vec3<T>& x) const {
        const Vec3<T>&a = pts_[f.v[0]], &b = pts_[f.v[1]], &c = pts_[f.v[2]];
        const Vec3<T> n = glm::cross(b - a, c - a);
        auto inner = [&](const Vec3<T>& p, const Vec3<T>& q) {
            return glm::dot(glm::cross(q - p, x - p), n) >= 0;
        };
        const T area = glm::length(n);
        if (area > 0 && inner(a, b) && inner(b, c) && inner(c, a))
            return std::abs(glm::dot(n, x - a)) / area;
        // The nearest point of segment p q: p + t (q - p), t clamped to [0, 1].
        auto to_segment = [&](const Vec3<T>& p, const Vec3<T>& q) {
            const Vec3<T> d = q - p;
            const T len = length_sq(d);
            const T t = len > 0 ? std::min(std::max(glm::dot(x - p, d) / len, T(0)), T(1)) : T(0);
            return glm::length(x - (p + t * d));
        };
        return std::min({to_segment(a, b), to_segment(b, c), to_segment(c, a)});
    }

    static int corner(const Face& f, int v) { return f.v[0] == v ? 0 : f.v[1] == v ? 1 : 2; }

    /// The neighbours of vertex v in order round it, from face f (one of its faces); returns
    /// the sum of the normals of its faces.
    Vec3<T> link_of(int v, int f, std::vector<int>& link) const {
        link.clear();
        Vec3<T> sum(0);
        const int first = f;
        do {
            const Face& face = faces_[f];
            const int k = corner(face, v);
            link.push_back(face.v[k == 2 ? 0 : k + 1]);
            sum += face.normal;
            f = face.adj[k];  // across the edge from v to that neighbour
        } while (f != first);
        return sum;
    }

    // --- Building ---

    /// BRIO order (see the class comment): a random permutation of fixed seed (the same input
    /// gives the same hull; the shuffle is written out, as std::shuffle differs between
    /// libraries), cut into rounds of 64, 64, 128, 256, ... points, each sorted into curve
    /// order (our numbering).
    static void brio(std::vector<int>& order, uint64_t& state) {
        for (size_t i = order.size(); i > 1; --i) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;  // Knuth's LCG
            std::swap(order[i - 1], order[size_t((state >> 33) % i)]);
        }
        for (size_t lo = 0, len = 64; lo < order.size(); lo += len, len = lo)
            std::sort(order.begin() + lo, order.begin() + std::min(lo + len, order.size()));
    }

    int new_face(int a, int b, int c) {
        int f;
        if (!free_.empty()) {
            f = free_.back();
            free_.pop_back();
        } else {
            f = int(faces_.size());
            faces_.emplace_back();
        }
        Face& face = faces_[f];
        face.v = {a, b, c};
        face.adj = {-1, -1, -1};
        face.mark = 0;
        face.alive = true;
        face.first = -1;
        face.count = 0;
        set_plane(face);
        return f;
    }

    void tetrahedron(int i0, int i1, int i2, int i3) {
        // Faces as listed point outward when i3 lies below (i0, i1, i2); otherwise mirror.
        const Vec3<T>& p0 = pts_[i0];
        if (glm::dot(glm::cross(pts_[i1] - p0, pts_[i2] - p0), pts_[i3] - p0) > 0)
            std::swap(i1, i2);
        const std::array<int, 3> vs[4] = {{i0, i1, i2}, {i0, i3, i1}, {i0, i2, i3}, {i1, i3, i2}};
        const std::array<int, 3> adj[4] = {{1, 3, 2}, {2, 3, 0}, {0, 3, 1}, {1, 2, 0}};
        for (int f = 0; f < 4; ++f) new_face(vs[f][0], vs[f][1], vs[f][2]);
        for (int f = 0; f < 4; ++f) faces_[f].adj = adj[f];
    }

    // --- Conflict lists ---

    /// Gives each point of pending_ to the face of faces[0 .. k) (new faces) that it sees
    /// most; the points that see none go to orphans_. The lists are written one after the
    /// other at the end of conflicts_. (The most, not the first: a point nearly on the plane
    /// of a flat region can see a sliver of it by a little more than eps, by rounding, and
    /// lose sight of the faces it does see, which the flood fill would not reach from there.)
    void distribute(const int* faces, int k) {
        target_.resize(pending_.size());
        place_.assign(size_t(k) + 1, 0);
        for (size_t i = 0; i < pending_.size(); ++i) {
            int t = k;  // none
            T most = eps_;
            for (int j = 0; j < k; ++j) {
                const T h = height(faces_[faces[j]], pending_[i].x);
                if (h > most) most = h, t = j;
            }
            target_[i] = t;
            ++place_[t];
        }
        const size_t placed = pending_.size() - size_t(place_[k]);
        compact(placed);
        int at = int(conflicts_.size());
        conflicts_.grow_by(placed);
        for (int t = 0; t < k; ++t) {
            faces_[faces[t]].first = at;
            if (place_[t] > 0) segments_.push_back({at, place_[t], faces[t]});
            at += place_[t];
        }
        Conflict* const list = conflicts_.data();
        orphans_.clear();
        for (size_t i = 0; i < pending_.size(); ++i) {
            const int t = target_[i], q = pending_[i].index;
            if (t == k) {
                point_[q].face = -1;
                orphans_.push_back(pending_[i]);
                continue;
            }
            Face& f = faces_[faces[t]];
            list[f.first + f.count++] = pending_[i];
            point_[q].face = faces[t];
        }
        live_ += placed;
    }

    /// The points that saw a removed face and see no new face are inside the new hull, or see
    /// a face beyond the horizon: the argument in the header comment takes p to be above the
    /// removed faces, but it can be up to eps below those round a redundant vertex, and the
    /// new face on an edge of such a face need not lie between it and the face beyond. A point
    /// that sees a face beyond joins its list (rewritten at the end of conflicts_).
    void adopt() {
        for (const Conflict& c : orphans_) {
            int g = -1;
            for (const HorizonEdge& e : horizon_)
                if (height(faces_[e.beyond], c.x) > eps_) {
                    g = e.beyond;
                    break;
                }
            if (g < 0) continue;  // inside
            // This is rare (it needs a redundant vertex and a point nearly on the plane of a
            // new face), and the list is moved whole for it.
            compact(size_t(faces_[g].count) + 1);
            Face& f = faces_[g];
            const int at = int(conflicts_.size());
            conflicts_.grow_by(size_t(f.count) + 1);
            Conflict* const list = conflicts_.data();
            std::copy(list + f.first, list + f.first + f.count, list + at);
            list[at + f.count] = c;
            f.first = at;
            ++f.count;
            segments_.push_back({at, f.count, g});
            point_[c.index].face = g;
            ++live_;
        }
    }

    /// Drops the lists of removed faces from conflicts_ before `incoming` more entries would
    /// take it past live_ + n, so that it stays within 2n: every point changes lists
    /// O(log n) times, so this happens O(log n) times. The lists of live faces move down, in
    /// order. A segment is a face's list while the face starts its list there: every list is
    /// written at the end, where nothing started before.
    void compact(size_t incoming) {
        if (conflicts_.size() + incoming <= live_ + pts_.size()) return;
        Conflict* const list = conflicts_.data();
        int w = 0;
        size_t kept = 0;
        for (const Segment& s : segments_) {
            Face& f = faces_[s.face];
            if (!f.alive || f.first != s.first || f.count == 0) continue;  // garbage
            std::copy(list + s.first, list + s.first + f.count, list + w);
            f.first = w;
            segments_[kept++] = {w, f.count, s.face};
            w += f.count;
        }
        segments_.resize(kept);
        conflicts_.shrink_to(size_t(w));
    }

    // --- Adding a point ---

    /// Adds point p (outside: it sees its conflict face by more than eps).
    void add(int p) {
        const Vec3<T> x = pts_[p];
        next_marks();
        // The faces to remove: the cap p sees, the faces round the vertices it makes redundant
        // (see the header comment), and any face a new face would fold over, with what p sees
        // beyond it.
        region_.clear();
        const int start = point_[p].face;
        take(start, x);
        const size_t seen = region_.size();  // the cap
        size_t checked = 0;                  // region_[0 .. checked): corners checked
        take_redundant(checked, p);
        bool fits = close_region();
        const bool on_hull = fits && touches(x, start);
        while (fits && !on_hull) {
            const int fold = folded(x);
            if (fold < 0) break;
            take(fold, x);
            take_redundant(checked, p);
            fits = close_region();
        }
        if (!fits && region_.size() > seen) {
            // Rounding made the region other than a disk. Without what was added to the cap,
            // it is a disk in exact arithmetic.
            for (size_t r = seen; r < region_.size(); ++r) faces_[region_[r]].mark = 0;
            region_.resize(seen);
            fits = close_region() && folded(x) < 0;
        }
        if (!fits || on_hull) {
            // p is left out, as on the hull (to rounding). Out of its face's list with it, the
            // last point of the list taking its place.
            Face& f = faces_[start];
            Conflict* const list = conflicts_.data();
            int i = f.first;
            while (list[i].index != p) ++i;
            list[i] = list[f.first + --f.count];
            point_[p].face = -1;
            --live_;
            return;
        }
        // The points of the removed faces wait for the new faces; the removed faces are free.
        pending_.clear();
        const Conflict* const list = conflicts_.data();
        for (int f : region_) {
            for (int i = faces_[f].first, end = i + faces_[f].count; i < end; ++i)
                if (list[i].index != p) pending_.push_back(list[i]);
            live_ -= size_t(faces_[f].count);
            faces_[f].alive = false;
            free_.push_back(f);
        }
        point_[p].face = -1;
        // The fan from the horizon to p. Edge a -> b of new face i borders the face beyond;
        // b -> p borders the new face of the edge from b, whose edge p -> b borders face i.
        const int h = int(horizon_.size());
        added_.resize(size_t(h));
        for (int i = 0; i < h; ++i) added_[i] = new_face(horizon_[i].a, horizon_[i].b, p);
        for (int i = 0; i < h; ++i) {
            const HorizonEdge& e = horizon_[i];
            Face& beyond = faces_[e.beyond];
            beyond.adj[corner(beyond, e.b)] = added_[i];  // its edge b -> a
            faces_[added_[i]].adj[0] = e.beyond;
            faces_[added_[i]].adj[1] = added_[next_edge_[i]];
            faces_[added_[next_edge_[i]]].adj[2] = added_[i];
        }
        // Each waiting point moves to a new face it sees, or is inside (header comment).
        distribute(added_.data(), h);
        adopt();
    }

    /// Face f into the region, and by a flood fill over neighbours the faces x sees (is more
    /// than eps above) that can be reached from it through faces it sees.
    void take(int f, const Vec3<T>& x) {
        faces_[f].mark = in_;
        region_.push_back(f);
        stack_.assign(1, f);
        while (!stack_.empty()) {
            const int g = stack_.back();
            stack_.pop_back();
            for (int k = 0; k < 3; ++k) {
                const int n = faces_[g].adj[k];
                Face& fn = faces_[n];
                if (fn.mark == in_ || fn.mark == out_) continue;
                if (height(fn, x) > eps_) {
                    fn.mark = in_;
                    region_.push_back(n);
                    stack_.push_back(n);
                } else {
                    fn.mark = out_;
                }
            }
        }
    }

    /// The faces round the vertices that adding p leaves redundant into the region (with what
    /// p sees beyond them), for the corners of region_[checked ..] and of the faces this adds
    /// in turn.
    void take_redundant(size_t& checked, int p) {
        const Vec3<T> x = pts_[p];
        for (; checked < region_.size(); ++checked) {
            for (int k = 0; k < 3; ++k) {
                const int v = faces_[region_[checked]].v[k];
                if (point_[v].checked == in_) continue;
                point_[v].checked = in_;
                if (!redundant(v, region_[checked], x)) continue;
                // With the tolerance, p can be up to eps below the faces round v, which leaves
                // v up to eps times (their size / the distance from p) out of the new hull:
                // v goes only if it is within eps of the hull of its neighbours and p.
                link_of(v, region_[checked], link_);
                link_.push_back(p);
                if (!within_hull_of(pts_[v], link_)) continue;
                for (int g : fan_)
                    if (faces_[g].mark != in_) take(g, x);
            }
        }
    }

    /// Whether x is within eps of the hull of points `ids` (a vertex's neighbours).
    bool within_hull_of(const Vec3<T>& x, const std::vector<int>& ids) const {
        std::vector<Vec3<T>> pts;
        for (int i : ids) pts.push_back(pts_[size_t(i)]);
        const Extremes<T> e = extremes(pts, eps_, nullptr);
        if (e.dimension == 2)  // flat: within eps of their plane (and round x: inside)
            return std::abs(glm::dot(e.normal, x - pts[size_t(e.corner[0])])) <= eps_;
        if (e.dimension < 2) return false;
        HullBuilder3 hull(pts, eps_, nullptr);
        hull.build(e.corner);
        for (const Face& f : hull.faces_)
            if (f.alive && hull.height(f, x) > eps_) return false;
        return true;
    }

    /// Whether x is within eps of a face, i.e. of the hull, though more than eps above the
    /// plane of face `start`: in exact arithmetic no point is (the hull is below every face
    /// plane), but a sliver of a region flat to within rounding is tilted by that rounding,
    /// and a point by it on the flat region can be above its plane. Only faces whose plane x
    /// is within eps of can be that near (a triangle is no nearer than its plane): usually
    /// none, as x is clearly above the faces of its cap and below the others. Those of the
    /// region and next to it are tried, and a walk over the faces towards x from `start`:
    /// from a face that x is not over, across the edge that x is beyond, to the face x is
    /// over, through faces that x is neither clearly below nor more above than `start` (the
    /// flat region; a step or two, but possibly more).
    bool touches(const Vec3<T>& x, int start) const {
        auto near = [&](const Face& f) {
            return std::abs(height(f, x)) <= eps_ && distance(f, x) <= eps_;
        };
        for (int f : region_)
            if (near(faces_[f])) return true;
        for (const HorizonEdge& e : horizon_)
            if (near(faces_[e.beyond])) return true;
        const T most = height(faces_[start], x);
        int f = start;
        for (int step = 0; step < 64; ++step) {
            const Face& face = faces_[f];
            const Vec3<T> n =
                glm::cross(pts_[face.v[1]] - pts_[face.v[0]], pts_[face.v[2]] - pts_[face.v[0]]);
            int beyond = -1;  // an edge x is beyond
            for (int k = 0; k < 3 && beyond < 0; ++k) {
                const Vec3<T>&a = pts_[face.v[k]], &b = pts_[face.v[k == 2 ? 0 : k + 1]];
                if (glm::dot(glm::cross(b - a, x - a), n) < 0) beyond = k;
            }
            if (beyond < 0) return std::abs(height(face, x)) <= eps_;  // x is over this face
            f = face.adj[beyond];
            const T h = height(faces_[f], x);
            if (!(h > -eps_ && h <= most)) return false;  // off the flat region
        }
        return false;
    }

    /// A face beyond the horizon that a new face would fold back over, or -1: x is within eps
    /// of the face's plane and lies on its side of their edge a -> b. In exact arithmetic the
    /// face would then be flat with the removed face across the edge, and x could not see that
    /// one. With rounding, a sliver of a flat region is tilted, and x, on the plane, can be
    /// more than eps above it. x is then outside the flat region (within it, touches() has
    /// left x out), and sees faces past it that the flood fill did not reach: the face goes
    /// too, and the flood fill goes on from it.
    int folded(const Vec3<T>& x) const {
        for (const HorizonEdge& e : horizon_) {
            const Face& g = faces_[e.beyond];
            if (!(height(g, x) > -eps_)) continue;  // clearly below it: a convex edge
            const Vec3<T> a = pts_[e.a];
            if (!(glm::dot(glm::cross(pts_[e.b] - a, x - a), g.normal) > 0)) return e.beyond;
        }
        return -1;
    }

    /// Whether adding x leaves vertex v redundant: x is above or within eps of the plane of
    /// every face round v. Walks round v both ways from face f (in the region) and stops at the
    /// first face x is clearly below, usually a step or two from the cap even round a vertex of
    /// high degree. When v is redundant, fan_ holds its faces outside the region.
    bool redundant(int v, int f, const Vec3<T>& x) {
        fan_.clear();
        auto takes = [&](int g) {
            if (faces_[g].mark == in_) return true;
            if (!(height(faces_[g], x) > -eps_)) return false;
            fan_.push_back(g);
            return true;
        };
        // Across edge v -> next corner, or across edge previous corner -> v.
        auto forward = [&](int g) { return faces_[g].adj[corner(faces_[g], v)]; };
        auto backward = [&](int g) { return faces_[g].adj[(corner(faces_[g], v) + 2) % 3]; };
        int ahead = f, behind = f;  // the faces between them (going forward) are not yet seen
        for (;;) {
            int g = forward(ahead);
            if (g == behind) return true;
            if (!takes(g)) return false;
            ahead = g;
            g = backward(behind);
            if (g == ahead) return true;
            if (!takes(g)) return false;
            behind = g;
        }
    }

    /// find_horizon(), after taking into the region any small islands of faces that it
    /// surrounds. In exact arithmetic the faces p sees form a disk, but on a region flat to
    /// within rounding a face that p is a little below can be ringed by faces p is a little
    /// above: a hole in the region, whose rim is a second loop of the horizon. The faces
    /// outside the region are split into the parts that meet the region, each found by a flood
    /// fill that stops past kIsland faces. A part that does not stop, or that meets one that
    /// did not, is the rest of the hull (if all stop, the largest part is); it stays, and the
    /// islands join the region.
    bool close_region() {
        if (find_horizon()) return true;
        constexpr size_t kIsland = 16;
        islands_.clear();
        parts_.clear();  // where each island starts in islands_
        rest_.clear();   // faces of the rest of the hull that the flood fills reached
        for (size_t r = 0, end = region_.size(); r < end; ++r)
            for (int k = 0; k < 3; ++k) {
                const int g = faces_[region_[r]].adj[k];
                const uint32_t mark = faces_[g].mark;
                if (mark == in_ || mark == island_ || mark == rest_mark_) continue;
                // The part of g: a flood fill over faces outside the region.
                const size_t first = islands_.size();
                bool rest = false;
                faces_[g].mark = island_;
                islands_.push_back(g);
                for (size_t i = first; i < islands_.size() && !rest; ++i)
                    for (int j = 0; j < 3; ++j) {
                        const int h = faces_[islands_[i]].adj[j];
                        const uint32_t m = faces_[h].mark;
                        if (m == in_ || m == island_) continue;
                        if (m == rest_mark_ || islands_.size() - first > kIsland) {
                            rest = true;
                            break;
                        }
                        faces_[h].mark = island_;
                        islands_.push_back(h);
                    }
                if (rest) {  // marked as such, so that it is not flooded again
                    for (size_t i = first; i < islands_.size(); ++i) {
                        faces_[islands_[i]].mark = rest_mark_;
                        rest_.push_back(islands_[i]);
                    }
                    islands_.resize(first);
                } else {
                    parts_.push_back(int(first));
                }
            }
        if (rest_.empty() && parts_.size() >= 2) {  // all parts small: the largest is the rest
            parts_.push_back(int(islands_.size()));
            size_t largest = 0;
            for (size_t i = 1; i + 1 < parts_.size(); ++i)
                if (parts_[i + 1] - parts_[i] > parts_[largest + 1] - parts_[largest]) largest = i;
            rest_.assign(islands_.begin() + parts_[largest],
                         islands_.begin() + parts_[largest + 1]);
            islands_.erase(islands_.begin() + parts_[largest],
                           islands_.begin() + parts_[largest + 1]);
        }
        // Unmarked again: outside the region, tested anew by any later flood fill.
        for (int g : rest_) faces_[g].mark = 0;
        if (rest_.empty()) {  // a single part: no island
            for (int g : islands_) faces_[g].mark = 0;
            return false;
        }
        for (int g : islands_) {
            faces_[g].mark = in_;
            region_.push_back(g);
        }
        return find_horizon();
    }

    /// The region's boundary into horizon_, linked into a loop by next_edge_ (the edge that
    /// starts where edge i ends). False unless it is exactly one simple loop.
    bool find_horizon() {
        horizon_.clear();
        for (int f : region_)
            for (int k = 0; k < 3; ++k) {
                const int g = faces_[f].adj[k];
                if (faces_[g].mark != in_)
                    horizon_.push_back({faces_[f].v[k], faces_[f].v[k == 2 ? 0 : k + 1], g});
            }
        const int h = int(horizon_.size());
        if (h < 3) return false;
        ++from_stamp_;
        for (int i = 0; i < h; ++i) {  // no point starts two edges (the region is not pinched)
            const int a = horizon_[i].a;
            if (point_[a].from_mark == from_stamp_) return false;
            point_[a].from_mark = from_stamp_;
            point_[a].from_edge = i;
        }
        next_edge_.resize(size_t(h));
        for (int i = 0; i < h; ++i) {  // every edge ends where one starts
            const int b = horizon_[i].b;
            if (point_[b].from_mark != from_stamp_) return false;
            next_edge_[i] = point_[b].from_edge;
        }
        int i = 0;  // one loop: from edge 0, h steps come back to it and no fewer
        for (int step = 1; step <= h; ++step) {
            i = next_edge_[i];
            if ((i == 0) != (step == h)) return false;
        }
        return true;
    }

    /// Fresh marks for faces (in the region / tested and not seen / in an island / in the rest
    /// of the hull) and vertices (checked).
    void next_marks() {
        if (rest_mark_ >= std::numeric_limits<uint32_t>::max() - 4) {
            for (Face& f : faces_) f.mark = 0;
            for (PointState& q : point_) q.checked = 0;
            rest_mark_ = 0;
        }
        in_ = rest_mark_ + 1;
        out_ = in_ + 1;
        island_ = out_ + 1;
        rest_mark_ = island_ + 1;
        if (from_stamp_ >= std::numeric_limits<uint32_t>::max() - 4) {
            for (PointState& q : point_) q.from_mark = 0;
            from_stamp_ = 0;
        }
    }

    const T eps_;
    const std::vector<char>* const first_;  ///< input points to add first, or null
    std::vector<Vec3<T>> pts_;              ///< the input in curve order
    std::vector<int> ids_;                  ///< input index of each point
    std::vector<PointState> point_;         ///< per point, all its state together
    std::vector<Face> faces_;
    std::vector<int> free_;  ///< removed faces, to reuse
    ConflictArray conflicts_;
    std::vector<Segment> segments_;  ///< every list written since the last compact()
    size_t live_ = 0;                ///< points in the lists of live faces
    // Scratch of add(), kept between points.
    std::vector<int> region_, stack_, fan_, link_, islands_, parts_, rest_, added_, next_edge_,
        target_, place_;
    std::vector<Conflict> pending_, orphans_;
    std::vector<HorizonEdge> horizon_;
    uint32_t in_ = 0, out_ = 0, island_ = 0, rest_mark_ = 0, from_stamp_ = 0;
};

}  // namespace detail

template <class T>
Hull3<T> convex_hull3(const std::vector<Vec3<T>>& pts) {
    Hull3<T> h;
    if (pts.empty()) return h;
    T scale = 0;
    for (auto& p : pts) scale = std::max({scale, std::abs(p.x), std::abs(p.y), std::abs(p.z)});
    const T eps = 64 * machine_eps<T>() * std::max(scale, T(1e-300));
    // If rounding left vertices within eps of the hull of their neighbours, built again with
    // the other vertices first (see the header comment); `first` is null in the first build.
    std::vector<char> first;
    for (int build = 0;; ++build) {
        const std::vector<char>* const order = first.empty() ? nullptr : &first;
        const detail::Extremes<T> e = detail::extremes(pts, eps, order);
        h.dimension = e.dimension;
        if (e.dimension < 3) return h;
        detail::HullBuilder3<T> builder(pts, eps, order);
        builder.build(e.corner);
        if (build < 2 && builder.find_redundant(first)) continue;
        builder.output(h);
        return h;
    }
}

}  // namespace gjk
