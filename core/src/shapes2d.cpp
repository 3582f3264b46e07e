#include <gjk/shapes2d.h>

#include <cmath>
#include <sstream>

namespace gjk {

const char* shape_type_name(const Shape2& s) {
    static const char* names[] = {"point",   "segment", "polygon", "circle",
                                  "capsule", "box",     "ellipse"};
    return names[s.index()];
}

namespace {

/// Distance from p to segment ab.
double point_segment_distance(glm::dvec2 p, glm::dvec2 a, glm::dvec2 b) {
    glm::dvec2 ab = b - a;
    double len_sq = glm::dot(ab, ab);
    double t = len_sq > 0 ? std::clamp(glm::dot(p - a, ab) / len_sq, 0.0, 1.0) : 0.0;
    return glm::length(p - (a + t * ab));
}

}  // namespace

PolygonCheck make_polygon(const std::vector<glm::dvec2>& vertices, double radius, bool take_hull) {
    PolygonCheck r;
    if (vertices.size() < 3) {
        r.error = "a polygon needs at least 3 vertices, got " + std::to_string(vertices.size());
        return r;
    }
    std::vector<int> hull = convex_hull_indices(vertices);
    double scale = 0;
    for (auto& p : vertices) scale = std::max({scale, std::abs(p.x), std::abs(p.y)});
    if (hull.size() < 3) {
        r.error = "the polygon has no area (its vertices are collinear or coincident)";
        return r;
    }
    std::vector<glm::dvec2> hv;
    for (int i : hull) hv.push_back(vertices[i]);
    double extent = 0;
    for (auto& p : hv) extent = std::max(extent, glm::length(p - hv[0]));
    if (signed_area2(hv) <= 1e-12 * extent * extent) {
        r.error = "the polygon has no area (its vertices are collinear or coincident)";
        return r;
    }
    if (!take_hull) {
        // Every vertex left out of the hull must lie on its boundary (collinear or repeated);
        // one strictly inside makes the polygon non-convex.
        std::vector<bool> on_hull(vertices.size(), false);
        for (int i : hull) on_hull[i] = true;
        const double tol = 1e-9 * std::max(extent, 1e-300);
        for (size_t i = 0; i < vertices.size(); ++i) {
            if (on_hull[i]) continue;
            double d = std::numeric_limits<double>::max();
            for (size_t k = 0; k < hv.size(); ++k)
                d = std::min(d,
                             point_segment_distance(vertices[i], hv[k], hv[(k + 1) % hv.size()]));
            if (d > tol) {
                std::ostringstream msg;
                msg.precision(10);
                msg << "the polygon is not convex at vertex " << i << " ([" << vertices[i].x << ", "
                    << vertices[i].y << "] lies inside the hull of the others); list "
                    << "the vertices of a convex polygon or set \"hull\": true";
                r.error = msg.str();
                r.bad_vertex = int(i);
                return r;
            }
        }
    }
    r.ok = true;
    r.polygon.vertices = hv;
    r.polygon.source_index = hull;
    r.polygon.radius = radius;
    return r;
}

}  // namespace gjk
