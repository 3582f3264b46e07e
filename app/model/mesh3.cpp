#include "model/mesh3.h"

#include <gjk/hull3d.h>

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>
#include <map>
#include <sstream>
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

/// What makes a core's mesh: its kind, sizes and vertices, printed exactly.
std::string core_key(const gjk::Core3<double>& c) {
    std::ostringstream k;
    k.precision(17);
    k << int(c.kind) << ' ' << c.radius << ' ' << c.half_height << ' ' << c.r << ' ' << c.radii.x
      << ' ' << c.radii.y << ' ' << c.radii.z;
    for (const auto& v : c.vertices) k << ' ' << v.x << ' ' << v.y << ' ' << v.z;
    return k.str();
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
        if (points.size() == 2) m.edges.push_back({0, 1});
        if (points.size() > 2) {
            // Order around the centre in the points' plane.
            glm::dvec3 n{0, 0, 0};
            for (size_t i = 1; i + 1 < points.size() && glm::length(n) == 0; ++i)
                n = glm::cross(points[i] - points[0], points[i + 1] - points[0]);
            if (glm::length(n) == 0) {  // collinear: the two extremes
                size_t lo = 0, hi = 0;
                const glm::dvec3 axis = points.back() - points.front();
                for (size_t i = 0; i < points.size(); ++i) {
                    if (glm::dot(points[i], axis) < glm::dot(points[lo], axis)) lo = i;
                    if (glm::dot(points[i], axis) > glm::dot(points[hi], axis)) hi = i;
                }
                m.edges.push_back({int(lo), int(hi)});
            } else {
                const glm::dvec3 u = glm::normalize(points[0] - m.centre == glm::dvec3(0)
                                                        ? points[1] - m.centre
                                                        : points[0] - m.centre),
                                 v = glm::normalize(glm::cross(n, u));
                std::vector<int> order(points.size());
                for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
                auto angle = [&](int i) {
                    const glm::dvec3 r = points[i] - m.centre;
                    return std::atan2(glm::dot(r, v), glm::dot(r, u));
                };
                std::sort(order.begin(), order.end(),
                          [&](int a, int b) { return angle(a) < angle(b); });
                for (size_t i = 0; i < order.size(); ++i)
                    m.edges.push_back({order[i], order[(i + 1) % order.size()]});
            }
        }
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
    // The mesh in the body's frame, from the cache when this core was meshed before.
    static std::map<std::string, Mesh3> cache;
    const std::string key = core_key(body.core);
    auto it = cache.find(key);
    if (it == cache.end()) {
        if (cache.size() >= 64) cache.clear();
        const gjk::Body3<double> local{body.core, {}};
        std::vector<glm::dvec3> pts;
        if (exact)
            pts = world_vertices(local);
        else
            for (const auto& d : sphere_directions(kSamples)) pts.push_back(body_support(local, d));
        it = cache.emplace(key, hull_mesh(pts, exact ? kAutoCrease : 25)).first;
    }
    Mesh3 m = it->second;
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
        m.normals.push_back(glm::normalize(dirs.points[f[0]] + dirs.points[f[1]] + dirs.points[f[2]]));
    return m;
}

}  // namespace gjklab
