// The 3D shapes a user can build, and their cores for the algorithms (see shapes2d.h).
#pragma once

#include <gjk/hull3d.h>
#include <gjk/support3d.h>

#include <string>
#include <variant>
#include <vector>

namespace gjk {

struct PointShape3 {};
struct SegmentShape3 {
    glm::dvec3 a{0, 0, 0}, b{1, 0, 0};
};
/// The convex hull of `points`: its vertices and outward triangles.
struct PolytopeShape3 {
    std::vector<glm::dvec3> vertices;
    std::vector<std::array<int, 3>> faces;  ///< into vertices
};
struct SphereShape3 {
    double radius = 1;
};
struct BoxShape3 {
    glm::dvec3 half_extents{0.5, 0.5, 0.5};
};
struct CapsuleShape3 {
    glm::dvec3 a{0, -0.5, 0}, b{0, 0.5, 0};
    double radius = 0.25;
};
struct CylinderShape3 {
    double half_height = 0.5, radius = 0.5;
};
struct ConeShape3 {
    double half_height = 0.5, radius = 0.5;
};
struct EllipsoidShape3 {
    glm::dvec3 radii{1, 0.75, 0.5};
};

using Shape3 = std::variant<PointShape3, SegmentShape3, PolytopeShape3, SphereShape3, BoxShape3,
                            CapsuleShape3, CylinderShape3, ConeShape3, EllipsoidShape3>;

const char* shape_type_name(const Shape3& s);

/// Hull of the user's points; `error` says why it failed (fewer than 4 points, no volume).
bool make_polytope(const std::vector<glm::dvec3>& points, PolytopeShape3& out, std::string& error);

/// The edge graph of a closed triangulated hull as CSR arrays: each directed edge a -> b of a
/// face makes b a neighbour of a (every undirected edge appears once in each direction).
void hull_graph(const std::vector<std::array<int, 3>>& faces, int vertex_count,
                std::vector<int>& start, std::vector<int>& adj);

template <class T>
struct Core3 {
    enum class Kind { Polytope, Box, Cylinder, Cone, Ellipsoid } kind = Kind::Polytope;
    /// Polytope kind: which vertex is which corner when the vertices are a box's, found by
    /// make_core3 (box_corners3d.h). Whoever changes `vertices` afterwards resets it (or calls
    /// find_box_corners again), as they would the edge graph.
    BoxCorners box_corners = {};
    std::vector<Vec3<T>> vertices;    ///< polytope kind
    std::vector<int> adj_start, adj;  ///< the hull's edge graph (CSR), when known
    T radius = 0;                     ///< added around the core
    T half_height = 0, r = 0;         ///< cylinder, cone
    Vec3<T> radii{0, 0, 0};           ///< ellipsoid; box half extents
};

template <class T>
Core3<T> make_core3(const Shape3& shape) {
    using K = typename Core3<T>::Kind;
    Core3<T> c;
    std::visit(
        [&](const auto& s) {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, PointShape3>) {
                c.vertices = {Vec3<T>{0, 0, 0}};
            } else if constexpr (std::is_same_v<S, SegmentShape3>) {
                c.vertices = {Vec3<T>(s.a), Vec3<T>(s.b)};
            } else if constexpr (std::is_same_v<S, PolytopeShape3>) {
                // The vertices in one exact-size block, and the edge graph only where the
                // support climbs it: cores made one after another lie one after another
                // (docs/core.md, "Many shapes").
                c.vertices.reserve(s.vertices.size());
                for (auto& v : s.vertices) c.vertices.push_back(Vec3<T>(v));
                if (int(s.vertices.size()) >= PolytopeProxy3<T>::kClimbMin)
                    hull_graph(s.faces, int(s.vertices.size()), c.adj_start, c.adj);
                // Found on the user's points in double, for float cores too.
                c.box_corners = find_box_corners(s.vertices.data(), int(s.vertices.size()));
            } else if constexpr (std::is_same_v<S, SphereShape3>) {
                c.vertices = {Vec3<T>{0, 0, 0}};
                c.radius = T(s.radius);
            } else if constexpr (std::is_same_v<S, BoxShape3>) {
                c.kind = K::Box;
                c.radii = Vec3<T>(s.half_extents);
                const BoxProxy3<T> box{c.radii, 0};
                for (int k = 0; k < 8; ++k) c.vertices.push_back(box.vertex(k));  // for drawing
            } else if constexpr (std::is_same_v<S, CapsuleShape3>) {
                c.vertices = {Vec3<T>(s.a), Vec3<T>(s.b)};
                if (s.a == s.b) c.vertices.pop_back();
                c.radius = T(s.radius);
            } else if constexpr (std::is_same_v<S, CylinderShape3>) {
                c.kind = K::Cylinder;
                c.half_height = T(s.half_height);
                c.r = T(s.radius);
            } else if constexpr (std::is_same_v<S, ConeShape3>) {
                c.kind = K::Cone;
                c.half_height = T(s.half_height);
                c.r = T(s.radius);
            } else if constexpr (std::is_same_v<S, EllipsoidShape3>) {
                c.kind = K::Ellipsoid;
                c.radii = Vec3<T>(s.radii);
            }
        },
        shape);
    return c;
}

/// A point inside the core, in its frame: a polytope's vertex mean (a capsule's or a segment's
/// midpoint), the origin for the shapes centred on it.
template <class T>
Vec3<T> centre_of(const Core3<T>& core) {
    if (core.kind != Core3<T>::Kind::Polytope) return {0, 0, 0};
    return vertex_mean(core.vertices.data(), int(core.vertices.size()));
}

/// What the queries read of a core, wherever its arrays live (a Core3's own vectors, or a
/// CoreArena3's shared ones).
template <class T>
struct CoreView3 {
    typename Core3<T>::Kind kind = Core3<T>::Kind::Polytope;
    BoxCorners box_corners = {};
    const Vec3<T>* vertices = nullptr;
    int count = 0;
    const int* adj_start = nullptr;  ///< the edge graph, or null
    const int* adj = nullptr;
    T radius = 0, half_height = 0, r = 0;
    Vec3<T> radii{0, 0, 0};

    /// Calls f(proxy) with the core's proxy type.
    template <class F>
    decltype(auto) with_proxy(F&& f) const {
        using K = typename Core3<T>::Kind;
        switch (kind) {
            case K::Box:
                return f(BoxProxy3<T>{radii, radius});
            case K::Cylinder:
                return f(CylinderProxy3<T>{half_height, r, radius});
            case K::Cone:
                return f(ConeProxy3<T>{half_height, r, radius});
            case K::Ellipsoid:
                return f(EllipsoidProxy3<T>{radii, radius});
            default:
                return f(PolytopeProxy3<T>{vertices, count, radius, adj_start, adj, box_corners});
        }
    }
};

template <class T>
CoreView3<T> view_of(const Core3<T>& c) {
    const bool graph = !c.adj.empty();
    return {c.kind,
            c.box_corners,
            c.vertices.data(),
            int(c.vertices.size()),
            graph ? c.adj_start.data() : nullptr,
            graph ? c.adj.data() : nullptr,
            c.radius,
            c.half_height,
            c.r,
            c.radii};
}

/// Calls f(proxy) with the core's proxy type.
template <class T, class F>
decltype(auto) with_proxy3(const Core3<T>& c, F&& f) {
    return view_of(c).with_proxy(std::forward<F>(f));
}

template <class T>
struct Body3 {
    Core3<T> core;
    Transform3<T> xf;
};

}  // namespace gjk
