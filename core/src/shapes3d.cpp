#include <gjk/shapes3d.h>

namespace gjk {

const char* shape_type_name(const Shape3& s) {
    static const char* names[] = {"point",   "segment",  "polytope", "sphere",   "box",
                                  "capsule", "cylinder", "cone",     "ellipsoid"};
    return names[s.index()];
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
