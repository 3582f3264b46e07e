// A closed convex polytope of triangles that grows one point at a time: the faces the point
// sees are removed, and the horizon (the boundary of the removed region, a closed loop of
// edges) is joined to the point, as in the incremental 3D convex hull (Clarkson and Shor 1989;
// de Berg et al., "Computational Geometry", 11.2). Used by EPA, which grows the polytope
// towards the boundary of A - B. (The convex hull itself, hull3d.h, has its own surface, which
// keeps conflict lists and reuses removed faces.)
//
// Every face knows its three neighbours, so the visible region is found by a flood fill from
// one visible face (on a convex polytope the faces a point sees form one connected cap): the
// cost of a step follows the size of the cap, not of the polytope.
#pragma once

#include <gjk/face_array3d.h>
#include <gjk/math3d.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <vector>

namespace gjk {

template <class T>
class Polytope3 {
  public:
    struct Face {
        std::array<int, 3> v;                ///< counter-clockwise seen from outside
        std::array<int, 3> adj{-1, -1, -1};  ///< the face across edge v[k] -> v[k + 1]
        Vec3<T> normal;                      ///< unit outward (zero for a degenerate face)
        T offset;                            ///< normal . x for points on the face
        bool alive = true;
        uint32_t mark = 0;  ///< flood-fill scratch: seen_ / unseen_ in the current add
    };
    /// A read-only run of elements in the polytope's scratch memory (valid until the next add).
    template <class V>
    struct Span {
        const V* first = nullptr;
        int count = 0;
        const V* begin() const { return first; }
        const V* end() const { return first + count; }
        int size() const { return count; }
        const V& operator[](int i) const { return first[i]; }
    };
    using Edge = std::array<int, 2>;
    struct Change {
        Span<int> removed;   ///< faces the point saw
        Span<Edge> horizon;  ///< directed edges kept, joined to the point
        Span<int> added;     ///< new faces, one per horizon edge
    };

    /// The faces (face_array3d.h): new faces are written in place, memory is kept across
    /// clear().
    using FaceArray = detail::FaceArray<Face>;

    std::vector<Vec3<T>> points;
    FaceArray faces;

    /// A tetrahedron of points i0..i3 (not coplanar), faces oriented outward.
    void tetrahedron(int i0, int i1, int i2, int i3) {
        faces.clear();
        const Vec3<T>& p0 = points[i0];
        // Faces as listed point outward when i3 lies below (i0, i1, i2); otherwise mirror.
        if (glm::dot(glm::cross(points[i1] - p0, points[i2] - p0), points[i3] - p0) > 0)
            std::swap(i1, i2);
        const std::array<int, 3> vs[4] = {{i0, i1, i2}, {i0, i3, i1}, {i0, i2, i3}, {i1, i3, i2}};
        const std::array<int, 3> adj[4] = {{1, 3, 2}, {2, 3, 0}, {0, 3, 1}, {1, 2, 0}};
        Face* const fresh = faces.grow(4);  // filled in place, as set_face() says why
        for (int f = 0; f < 4; ++f) {
            set_face(fresh[f], vs[f]);
            fresh[f].adj = adj[f];
        }
        closed_ = true;
    }

    /// Faces given outright (e.g. a convex hull's): closed, oriented outward.
    void set_faces(const std::vector<std::array<int, 3>>& fs) {
        faces.clear();
        faces.resize(fs.size());
        for (size_t i = 0; i < fs.size(); ++i) set_face(faces[i], fs[i]);
        link_all();
        closed_ = std::all_of(faces.begin(), faces.end(), [](const Face& f) {
            return f.adj[0] >= 0 && f.adj[1] >= 0 && f.adj[2] >= 0;
        });
    }

    /// Signed distance of a point above a face's plane.
    T height(const Face& f, const Vec3<T>& p) const { return glm::dot(f.normal, p) - f.offset; }

    /// Adds point `index` (already in `points`): the faces it sees by more than `eps`, found
    /// from `start` (a face it sees; -1: the one it sees most), are replaced by a fan from the
    /// horizon to the point; `change()` tells which. Returns false, changing nothing, when it
    /// sees no face (it is inside or on the polytope), when rounding made the visible region
    /// something other than a disk (the horizon is not one simple loop), or when the faces
    /// given to set_faces() did not close (an open surface is not ours to grow).
    bool add(int index, T eps, int start = -1) {
        const Vec3<T> p = points[index];
        change_ = {};
        if (!closed_) return false;
        if (start < 0) {
            T most = eps;
            for (int i = 0; i < int(faces.size()); ++i)
                if (faces[i].alive && height(faces[i], p) > most)
                    most = height(faces[i], p), start = i;
            if (start < 0) return false;
        } else if (!(faces[start].alive && height(faces[start], p) > eps)) {
            return false;
        }
        next_stamp();
        reserve_scratch();
        // Flood fill over the visible faces; an edge to a face not seen is a horizon edge.
        // (Counts in locals, arrays through raw pointers: docs/performance.md, "Polytope".)
        Face* const face = faces.data();
        int* const removed = removed_.data();
        int* const stack = stack_.data();
        int* const beyond = beyond_.data();
        Edge* const horizon = horizon_.data();
        int n_removed = 0, n_stack = 0, h = 0;
        face[start].mark = seen_;
        removed[n_removed++] = start;
        stack[n_stack++] = start;
        while (n_stack > 0) {
            const int f = stack[--n_stack];
            for (int k = 0; k < 3; ++k) {
                const int g = face[f].adj[k];  // a face: the surface is closed
                Face& fg = face[g];
                if (fg.mark == seen_) continue;
                if (fg.mark != unseen_ && height(fg, p) > eps) {
                    fg.mark = seen_;
                    removed[n_removed++] = g;
                    stack[n_stack++] = g;
                    continue;
                }
                fg.mark = unseen_;
                horizon[h] = {face[f].v[k], face[f].v[k == 2 ? 0 : k + 1]};
                beyond[h++] = g;
            }
        }
        if (!link_horizon(h, n_removed)) return false;
        for (int i = 0; i < n_removed; ++i) face[removed[i]].alive = false;
        const int base = int(faces.size());
        faces.extend(h);  // may move the faces: `face` is stale from here
        Face* const fresh = faces.data();
        int* const added = added_.data();
        const int* const next = next_.data();
        for (int i = 0; i < h; ++i) {
            const auto [a, b] = horizon[i];
            // The face beyond: its edge b->a (the one that starts at b) now borders the new
            // face.
            Face& g = fresh[beyond[i]];
            g.adj[int(g.v[1] == b) + 2 * int(g.v[2] == b)] = base + i;
            Face& nf = fresh[base + i];
            set_face(nf, {a, b, index});
            nf.alive = true;
            nf.mark = 0;
            // Edge a->b borders the face beyond; b->p the next new face, whose edge p->b'
            // borders this one (that link is written here: no table of previous faces).
            nf.adj[0] = beyond[i];
            nf.adj[1] = base + next[i];
            fresh[base + next[i]].adj[2] = base + i;
            added[i] = base + i;
        }
        change_ = {{removed, n_removed}, {horizon, h}, {added, h}};
        return true;
    }

    const Change& change() const { return change_; }

    int alive_faces() const {
        int n = 0;
        for (const Face& f : faces) n += f.alive;
        return n;
    }

    /// Empties the polytope, keeping its memory for the next use.
    void clear() {
        points.clear();
        faces.clear();
        closed_ = false;
    }

    void reserve(size_t n_points, size_t n_faces) {
        points.reserve(n_points);
        faces.reserve(n_faces);
    }

    /// Corners, unit normal and offset of a face (links untouched), written in place
    /// (docs/performance.md, "Results written in place").
    void set_face(Face& f, std::array<int, 3> v) const {
        const Vec3<T>&a = points[v[0]], &b = points[v[1]], &c = points[v[2]];
        const Vec3<T> n = glm::cross(b - a, c - a);
        // The offset from the three corners together, less sensitive to which one is far,
        // taken on the unnormalised normal and scaled with it.
        const T corners = glm::dot(n, a) + glm::dot(n, b) + glm::dot(n, c);
        const T len = glm::length(n);
        f.v = v;
        if (!(len > 0)) {  // degenerate: never seen, never closest
            f.normal = {0, 0, 0};
            f.offset = std::numeric_limits<T>::max() / 4;
            return;
        }
        const T inv = T(1) / len;
        f.normal = n * inv;
        f.offset = corners * (inv * (T(1) / T(3)));
    }

  private:
    static uint64_t key(int a, int b) { return uint64_t(uint32_t(a)) << 32 | uint32_t(b); }

    /// Neighbours of every face, by matching each directed edge with its reverse.
    void link_all() {
        edges_.clear();
        for (int f = 0; f < int(faces.size()); ++f)
            for (int k = 0; k < 3; ++k)
                edges_.push_back({key(faces[f].v[k], faces[f].v[(k + 1) % 3]), f});
        std::sort(edges_.begin(), edges_.end());
        for (Face& f : faces)
            for (int k = 0; k < 3; ++k) {
                const uint64_t twin = key(f.v[(k + 1) % 3], f.v[k]);
                auto it = std::lower_bound(edges_.begin(), edges_.end(),
                                           std::pair<uint64_t, int>{twin, -1});
                f.adj[k] = it != edges_.end() && it->first == twin ? it->second : -1;
            }
    }

    /// Links the h horizon edges into a loop: next_[i] is the edge that starts where edge i
    /// ends. False unless the edges form exactly one simple loop. (Every loop here runs a
    /// count known in advance: docs/performance.md, "Polytope".)
    /// from_[v] is the edge starting at point v when it is at least from_base_ (the entries
    /// of earlier adds are all below it, so the scratch needs no clearing).
    bool link_horizon(int h, int n_removed) {
        const Edge* hz = horizon_.data();
        if (h < 3) return false;
        int* const from = from_.data();
        int* const next = next_.data();
        const int base = from_base_;
        from_base_ += h;
        bool ok = true;  // no point starts two edges (the region is not pinched) ...
        for (int i = 0; i < h; ++i) {
            ok &= from[hz[i][0]] < base;
            from[hz[i][0]] = base + i;
        }
        for (int i = 0; i < h; ++i) {
            const int j = from[hz[i][1]] - base;
            ok &= j >= 0;  // ... and every edge ends where one starts
            next[i] = j;
        }
        if (!ok) return false;
        // The edges now form loops. One loop, not several: the removed faces are a connected
        // patch of the closed surface, so with F faces, c loops and V interior points Euler's
        // formula gives h = F + 4 - 2c - 2V. Hence h = F + 2 means one loop (and no interior
        // point, the usual case), and no walk round it is needed.
        if (h == n_removed + 2) return true;
        // Otherwise walk: from edge 0, h steps come back to it and none before.
        int i = 0;
        for (int step = 1; step <= h; ++step) {
            i = next[i];
            ok &= (i != 0) == (step != h);
        }
        return ok;
    }

    /// Room for the largest change a point can make: it removes at most every face, and each
    /// removed face gives at most three horizon edges.
    void reserve_scratch() {
        const size_t n_faces = faces.size(), n_edges = 3 * n_faces + 3;
        if (removed_.size() < n_faces + 1) {
            removed_.resize(2 * n_faces + 16);
            stack_.resize(2 * n_faces + 16);
        }
        if (horizon_.size() < n_edges) {
            horizon_.resize(2 * n_edges);
            beyond_.resize(2 * n_edges);
            added_.resize(2 * n_edges);
            next_.resize(2 * n_edges);
        }
        if (from_.size() < points.size()) from_.resize(2 * points.size(), -1);
        if (from_base_ > std::numeric_limits<int>::max() / 2 - int(n_edges)) {
            std::fill(from_.begin(), from_.end(), -1);
            from_base_ = 0;
        }
    }

    void next_stamp() {
        if (seen_ > std::numeric_limits<uint32_t>::max() - 4) {
            for (Face& f : faces) f.mark = 0;
            seen_ = 1;
        }
        seen_ += 2;
        unseen_ = seen_ + 1;
    }

    Change change_;
    // Scratch of add(), grown by reserve_scratch() and never shrunk.
    std::vector<int> removed_, stack_, beyond_, added_, from_, next_;
    std::vector<Edge> horizon_;
    uint32_t seen_ = 1, unseen_ = 2;
    int from_base_ = 0;    ///< see link_horizon()
    bool closed_ = false;  ///< every face has three neighbours
    std::vector<std::pair<uint64_t, int>> edges_;
};

}  // namespace gjk
