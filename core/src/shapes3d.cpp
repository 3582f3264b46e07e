#include <gjk/shapes3d.h>

namespace gjk {

const char* shape_type_name(const Shape3& s) {
    static const char* names[] = {"point",   "segment",  "polytope", "sphere",   "box",
                                  "capsule", "cylinder", "cone",     "ellipsoid"};
    return names[s.index()];
}

void hull_graph(const std::vector<std::array<int, 3>>& faces, int vertex_count,
                std::vector<int>& start, std::vector<int>& adj) {
    start.assign(size_t(vertex_count) + 1, 0);
    for (const auto& f : faces)
        for (int k = 0; k < 3; ++k) ++start[size_t(f[k]) + 1];
    for (int i = 0; i < vertex_count; ++i) start[size_t(i) + 1] += start[size_t(i)];
    adj.assign(size_t(start[size_t(vertex_count)]), 0);
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (const auto& f : faces)
        for (int k = 0; k < 3; ++k) adj[size_t(fill[size_t(f[k])]++)] = f[(k + 1) % 3];
}

bool make_polytope(const std::vector<glm::dvec3>& points, PolytopeShape3& out, std::string& error) {
    if (points.size() < 4) {
        error = "a polytope needs at least 4 points, got " + std::to_string(points.size());
        return false;
    }
    Hull3<double> hull = convex_hull3(points);
    if (hull.dimension < 3) {
        error = "the polytope has no volume (its points are coplanar, collinear or coincident)";
        return false;
    }
    out.vertices.clear();
    out.faces.clear();
    std::vector<int> remap(points.size(), -1);
    for (int i : hull.vertices) {
        remap[i] = int(out.vertices.size());
        out.vertices.push_back(points[i]);
    }
    for (const auto& f : hull.faces) out.faces.push_back({remap[f[0]], remap[f[1]], remap[f[2]]});
    return true;
}

}  // namespace gjk
