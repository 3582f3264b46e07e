#include "model/mesh3.h"

#include <gjk/hull2d.h>
#include <gjk/hull3d.h>

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>
#include <map>
#include <string>

namespace gjklab {

namespace {

/// Directions for sampled bodies: enough that the facets of a sphere read as a smooth surface
/// at the sizes the views draw (about 5 degrees apart).
constexpr int kSamples = 1500;

glm::dvec3 face_normal(const Mesh3& m, const std::array<int, 3>& f) {
    const glm::dvec3 n =
        glm::cross(m.points[f[1]] - m.points[f[0]], m.points[f[2]] - m.points[f[0]]);
    const double len = glm::length(n);
    return len > 0 ? n / len : n;
}

/// The sample directions, triangulated (the hull of points on the unit sphere), computed once.
const Mesh3& direction_mesh() {
    static const Mesh3 m = hull_mesh(sphere_directions(kSamples), 180);
    return m;
}

/// Whether two cores make the same mesh: same kind, sizes and vertices (the sizes first).
bool same_core(const gjk::Core3<double>& a, const gjk::Core3<double>& b) {
    return a.kind == b.kind && a.radius == b.radius && a.half_height == b.half_height &&
           a.r == b.r && a.radii == b.radii && a.vertices == b.vertices;
}

/// Support point of the body along a world direction (unit), radius included.
glm::dvec3 body_support(const gjk::Body3<double>& body, const glm::dvec3& dir) {
    return gjk::with_proxy3(body.core, [&](const auto& proxy) {
        return body.xf.apply(proxy.support(body.xf.inv_rotate(dir), -1).point) +
               body.core.radius * dir;
    });
}

bool is_exact(const gjk::Core3<double>& c) {
    using K = gjk::Core3<double>::Kind;
    return (c.kind == K::Polytope || c.kind == K::Box) && c.radius == 0;
}

std::vector<glm::dvec3> world_vertices(const gjk::Body3<double>& body) {
    std::vector<glm::dvec3> out;
    for (const auto& v : body.core.vertices) out.push_back(body.xf.apply(v));
    return out;
}

/// The outline of points without volume (a segment or a flat polygon), as edges: the 2D
/// convex hull (core/hull2d.h) of the points in a frame of their plane.
void flat_outline(Mesh3& m) {
    const glm::dvec3 p0 = m.points[0];
    glm::dvec3 far = p0, side = p0;
    for (const auto& p : m.points)
        if (glm::length(p - p0) > glm::length(far - p0)) far = p;
    if (far == p0) return;  // one point
    const glm::dvec3 u = glm::normalize(far - p0);
    for (const auto& p : m.points)
        if (glm::length(glm::cross(u, p - p0)) > glm::length(glm::cross(u, side - p0))) side = p;
    glm::dvec3 v = (side - p0) - glm::dot(side - p0, u) * u;  // zero when collinear
    if (glm::length(v) > 0) v = glm::normalize(v);
    std::vector<glm::dvec2> flat;
    for (const auto& p : m.points) flat.push_back({glm::dot(p - p0, u), glm::dot(p - p0, v)});
    const std::vector<int> ring = gjk::convex_hull_indices(flat);
    if (ring.size() == 2) m.edges.push_back({ring[0], ring[1]});
    if (ring.size() > 2)
        for (size_t i = 0; i < ring.size(); ++i)
            m.edges.push_back({ring[i], ring[(i + 1) % ring.size()]});
}

}  // namespace

glm::dvec3 Mesh3::face_normal(int face) const {
    if (face < int(normals.size())) return normals[face];
    return gjklab::face_normal(*this, faces[face]);
}

std::vector<glm::dvec3> sphere_directions(int count) {
    std::vector<glm::dvec3> dirs;
    const double golden = M_PI * (3 - std::sqrt(5.0));
    for (int i = 0; i < count; ++i) {
        const double y = 1 - 2 * (i + 0.5) / count, r = std::sqrt(1 - y * y);
        dirs.push_back({r * std::cos(golden * i), y, r * std::sin(golden * i)});
    }
    return dirs;
}

Mesh3 hull_mesh(const std::vector<glm::dvec3>& points, double crease_deg) {
    Mesh3 m;
    if (points.empty()) return m;
    const gjk::Hull3<double> hull = gjk::convex_hull3(points);
    if (hull.dimension < 3) {  // a point, a segment or a flat polygon: its outline
        m.points = points;
        for (const auto& p : points) m.centre += p;
        m.centre /= double(points.size());
        flat_outline(m);
        return m;
    }
    // Keep only the hull's points, renumbered.
    std::vector<int> remap(points.size(), -1);
    for (int i : hull.vertices) {
        remap[i] = int(m.points.size());
        m.points.push_back(points[i]);
        m.centre += points[i];
    }
    m.centre /= double(m.points.size());
    for (const auto& f : hull.faces) m.faces.push_back({remap[f[0]], remap[f[1]], remap[f[2]]});
    // Edges between faces that turn by more than the crease angle.
    std::map<std::pair<int, int>, int> first_face;
    if (crease_deg == kAutoCrease) crease_deg = m.faces.size() > 400 ? 20 : 0.5;
    const double cos_crease = std::cos(crease_deg * M_PI / 180);
    for (int fi = 0; fi < int(m.faces.size()); ++fi) {
        const auto& f = m.faces[fi];
        for (int k = 0; k < 3; ++k) {
            const int a = f[k], b = f[(k + 1) % 3];
            const auto key = std::minmax(a, b);
            const auto it = first_face.find(key);
            if (it == first_face.end()) {
                first_face[key] = fi;
                continue;
            }
            m.links.push_back({a, b, it->second, fi});
            const double c = glm::dot(face_normal(m, m.faces[it->second]), face_normal(m, f));
            if (c < cos_crease) {
                m.edges.push_back({a, b});
                m.edge_faces.push_back({it->second, fi});
            }
        }
    }
    return m;
}

Mesh3 body_mesh(const gjk::Body3<double>& body, bool& exact) {
    exact = is_exact(body.core);
    // The mesh in the body's frame, from the cache when this core was meshed before (a core
    // is compared field by field: no key to build from thousands of vertices every frame).
    struct Cached {
        gjk::Core3<double> core;
        Mesh3 mesh;
    };
    static std::vector<Cached> cache;
    auto it = std::find_if(cache.begin(), cache.end(),
                           [&](const Cached& c) { return same_core(c.core, body.core); });
    if (it == cache.end()) {
        if (cache.size() >= 64) cache.clear();
        const gjk::Body3<double> local{body.core, {}};
        std::vector<glm::dvec3> pts;
        if (exact)
            pts = world_vertices(local);
        else
            for (const auto& d : sphere_directions(kSamples)) pts.push_back(body_support(local, d));
        cache.push_back({body.core, hull_mesh(pts, exact ? kAutoCrease : 25)});
        it = cache.end() - 1;
    }
    Mesh3 m = it->mesh;
    for (auto& p : m.points) p = body.xf.apply(p);
    for (auto& n : m.normals) n = body.xf.rotate(n);
    m.centre = body.xf.apply(m.centre);
    return m;
}

Mesh3 minkowski_mesh(const gjk::Body3<double>& a, const gjk::Body3<double>& b, bool& exact) {
    exact = is_exact(a.core) && is_exact(b.core) &&
            a.core.vertices.size() * b.core.vertices.size() <= 4096;
    if (exact) {
        std::vector<glm::dvec3> pts;
        const auto wa = world_vertices(a), wb = world_vertices(b);
        for (const auto& p : wa)
            for (const auto& q : wb) pts.push_back(p - q);
        return hull_mesh(pts, kAutoCrease);
    }
    // A face of the directions' triangulation joins support points found along nearby
    // directions: on a convex body they are neighbours on its surface too.
    const Mesh3& dirs = direction_mesh();
    Mesh3 m;
    m.faces = dirs.faces;
    m.links = dirs.links;
    for (const auto& d : dirs.points) {
        m.points.push_back(body_support(a, d) - body_support(b, -d));
        m.centre += m.points.back();
    }
    m.centre /= double(m.points.size());
    for (const auto& f : dirs.faces)
        m.normals.push_back(
            glm::normalize(dirs.points[f[0]] + dirs.points[f[1]] + dirs.points[f[2]]));
    return m;
}

}  // namespace gjklab
