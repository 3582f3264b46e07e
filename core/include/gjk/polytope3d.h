// A closed convex polytope of triangles that grows one point at a time: the faces the point
// sees are removed, and the horizon (the boundary of the removed region, a closed loop of
// edges) is joined to the point. Used by the 3D convex hull (incremental construction,
// Clarkson and Shor 1989; de Berg et al., "Computational Geometry", 11.2) and by EPA, which
// grows the polytope towards the boundary of A - B in the same way.
#pragma once

#include <gjk/math3d.h>

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace gjk {

template <class T>
class Polytope3 {
  public:
    struct Face {
        std::array<int, 3> v;  ///< counter-clockwise seen from outside
        Vec3<T> normal;        ///< unit outward (zero for a degenerate face)
        T offset;              ///< normal . x for points on the face
        bool alive = true;
    };
    struct Change {
        std::vector<int> removed;                 ///< faces the point saw
        std::vector<std::array<int, 2>> horizon;  ///< directed edges kept, joined to the point
        std::vector<int> added;                   ///< new faces
    };

    std::vector<Vec3<T>> points;
    std::vector<Face> faces;

    /// A tetrahedron of points i0..i3 (not coplanar), faces oriented outward.
    void tetrahedron(int i0, int i1, int i2, int i3) {
        faces.clear();
        const Vec3<T> c = (points[i0] + points[i1] + points[i2] + points[i3]) / T(4);
        for (auto f : {std::array<int, 3>{i0, i1, i2}, {i0, i3, i1}, {i0, i2, i3}, {i1, i3, i2}}) {
            Face face = make_face(f);
            if (glm::dot(face.normal, c) > face.offset) {  // points inward: flip
                std::swap(f[1], f[2]);
                face = make_face(f);
            }
            faces.push_back(face);
        }
        rebuild_alive();
    }

    /// Faces given outright (e.g. a convex hull's), oriented outward.
    void set_faces(const std::vector<std::array<int, 3>>& fs) {
        faces.clear();
        for (const auto& f : fs) faces.push_back(make_face(f));
        rebuild_alive();
    }

    /// Signed distance of a point above a face's plane.
    T height(const Face& f, const Vec3<T>& p) const { return glm::dot(f.normal, p) - f.offset; }

    /// Adds point `index` (already in `points`): faces it sees by more than `eps` are replaced.
    /// Returns false (and changes nothing) when it sees none: it is inside or on the polytope.
    bool add(int index, T eps, Change* change = nullptr) {
        const Vec3<T>& p = points[index];
        Change& c = change ? *change : scratch_;
        c.removed.clear();
        c.horizon.clear();
        c.added.clear();
        for (int i : alive_)
            if (faces[i].alive && height(faces[i], p) > eps) c.removed.push_back(i);
        if (c.removed.empty()) return false;
        // Directed edges of the visible faces; an edge whose reverse is not among them lies on
        // the horizon. The visible region is small, so a linear search beats hashing.
        edges_.clear();
        for (int i : c.removed)
            for (int k = 0; k < 3; ++k)
                edges_.push_back(key(faces[i].v[k], faces[i].v[(k + 1) % 3]));
        sorted_ = edges_;
        std::sort(sorted_.begin(), sorted_.end());
        for (long long e : edges_) {  // in face order, so the horizon comes out as it was found
            const int a = int(e >> 32), b = int(e & 0xffffffff);
            if (!std::binary_search(sorted_.begin(), sorted_.end(), key(b, a)))
                c.horizon.push_back({a, b});
        }
        for (int i : c.removed) faces[i].alive = false;
        for (const auto& e : c.horizon) {
            faces.push_back(make_face({e[0], e[1], index}));
            c.added.push_back(int(faces.size()) - 1);
        }
        // Keep the list of live faces short: drop the removed ones, append the new ones.
        size_t k = 0;
        for (int i : alive_)
            if (faces[i].alive) alive_[k++] = i;
        alive_.resize(k);
        alive_.insert(alive_.end(), c.added.begin(), c.added.end());
        return true;
    }

    int alive_faces() const {
        int n = 0;
        for (const Face& f : faces) n += f.alive;
        return n;
    }

    /// Empties the polytope, keeping its memory for the next use.
    void clear() {
        points.clear();
        faces.clear();
        alive_.clear();
    }

    void reserve(size_t n_points, size_t n_faces) {
        points.reserve(n_points);
        faces.reserve(n_faces);
    }

    Face make_face(std::array<int, 3> v) const {
        const Vec3<T>&a = points[v[0]], &b = points[v[1]], &c = points[v[2]];
        Vec3<T> n = glm::cross(b - a, c - a);
        const T len = glm::length(n);
        if (!(len > 0))
            return {v, {0, 0, 0}, std::numeric_limits<T>::max() / 4, true};  // degenerate
        n /= len;
        // The offset from the three corners together, less sensitive to which one is far.
        return {v, n, (glm::dot(n, a) + glm::dot(n, b) + glm::dot(n, c)) / T(3), true};
    }

  private:
    void rebuild_alive() {
        alive_.clear();
        for (int i = 0; i < int(faces.size()); ++i)
            if (faces[i].alive) alive_.push_back(i);
    }
    static long long key(int a, int b) { return (long long)a << 32 | (unsigned)b; }
    std::vector<int> alive_;  ///< ids of the live faces
    Change scratch_;
    std::vector<long long> edges_, sorted_;  ///< directed edges of the visible faces
};

}  // namespace gjk
