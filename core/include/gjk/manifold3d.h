// Contact manifolds in 3D: up to four points for two touching shapes, from the query's normal.
//
// - Supporting faces. Along the query's normal n (from A towards B) each shape offers the
//   feature that faces the other: A along n, B along -n. A polytope offers the face whose normal
//   is closest to the direction (Jolt's ConvexHullShape::GetSupportingFace), with the triangles
//   of its plane merged into one polygon; a box its face; a capsule or segment its segment when
//   it lies across the direction (within `edge_slop`, as Jolt's CapsuleShape), else one end; a
//   cylinder its cap as an octagon when the direction is nearer its axis than its side, else
//   the line of its side (Jolt's CylinderShape::GetSupportingFace); a sphere, a cone and an
//   ellipsoid one point.
// - The reference face is the polygon of the two (three points or more) whose normal is closest
//   to n (A's is kept on a tie, as Box2D keeps A's edge); the other shape's face is incident.
//   When even the reference's normal is more than `face_angle_deg` from n, the shapes touch
//   edge on edge or at a vertex: the manifold is the query's one pair of witness points. Two
//   parallel segments (capsules side by side) take A's segment as reference.
// - Clipping (Sutherland-Hodgman; E. Catto, "Contact Manifolds", GDC 2007; D. Gregorius,
//   "Robust Contact Creation for Physics Simulations", GDC 2015): the incident polygon is cut by
//   the planes through the reference face's edges, perpendicular to the face and moved out by
//   its rounding radius (Box2D 2.4 moves them by both radii), one plane at a time. Each cut
//   makes a point on an incident edge, named by that edge and the reference edge of the plane.
//   A segment reference has the two planes across its ends, not moved (Box2D v3's
//   b2CollideCapsules): beyond them the two rounded ends curve away from each other.
// - The points kept lie at most the radii plus `speculative` above the reference plane; each
//   is moved onto the two surfaces and reported midway, as in 2D (manifold2d.h).
// - More than four are reduced by area (Gregorius; after Jolt's PruneContactPoints): the
//   deepest point, the point farthest from it, the point farthest from their line, then the
//   point that adds the most area. The four span the largest part of the contact: what an
//   engine needs to keep the shapes from rocking.
//
// Features: on each shape a vertex, an edge (two vertices) or a face (the manifold's face_a or
// face_b); vertex numbers are the core's. They depend only on the shapes, so they stay while
// the shapes move a little (what engines match to warm-start).
#pragma once

#include <gjk/hull3d.h>
#include <gjk/manifold2d.h>
#include <gjk/math3d.h>
#include <gjk/query3d.h>
#include <gjk/shapes3d.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace gjk {

/// A feature of one shape: a vertex (v0), an edge (v0, v1), the manifold's face of that shape,
/// or a curved surface.
struct Feature3 {
    FeatureType type = FeatureType::Vertex;
    int v0 = -1, v1 = -1;
    bool operator==(const Feature3& o) const { return type == o.type && v0 == o.v0 && v1 == o.v1; }
};

struct ContactFeature3 {
    Feature3 a, b;
    bool operator==(const ContactFeature3& o) const { return a == o.a && b == o.b; }
};

template <class T>
struct ManifoldPoint3 {
    Vec3<T> position;  ///< midway between the two surfaces
    Vec3<T> point_a, point_b;
    T separation;  ///< along the normal, A's surface to B's: < 0 overlap
    ContactFeature3 feature;
};

/// The feature a shape offers along a direction, in world coordinates.
template <class T>
struct SupportingFace3 {
    std::vector<Vec3<T>> points;  ///< a polygon counter-clockwise about `normal`, or 1-2 points
    std::vector<int> vertices;    ///< the core's vertex number of each point (-1: none)
    Vec3<T> normal{0, 0, 0};      ///< outward unit normal, polygons only
};

enum class ManifoldRule3 {
    None,      ///< apart by more than `speculative`
    Faces,     ///< a reference polygon and an incident face, clipped
    Segments,  ///< two parallel segments, clipped at the reference's ends
    Witness,   ///< one point: the query's witnesses (vertex or edge contacts, curved shapes)
};

/// What the clipping did, for drawing and for tests.
template <class T>
struct ClipSteps3 {
    SupportingFace3<T> face_a, face_b;           ///< along n and along -n
    std::vector<std::vector<Vec3<T>>> polygons;  ///< the incident polygon, then after each plane
    std::vector<Vec3<T>> candidates;             ///< the clipped polygon's points
    std::vector<T> candidate_separation;         ///< of the cores, from the reference plane
    std::vector<int> kept;                       ///< candidates kept, in manifold order
};

template <class T>
struct Manifold3 {
    ManifoldRule3 rule = ManifoldRule3::None;
    int reference = 0;        ///< 0: A's face is the reference, 1: B's
    Vec3<T> normal{1, 0, 0};  ///< unit, from A towards B
    std::vector<ManifoldPoint3<T>> points;
    std::vector<int> face_a, face_b;  ///< vertex numbers of the faces named by features
    ClipSteps3<T> steps;
};

template <class T>
struct ManifoldSettings3 {
    T speculative = 0;      ///< points up to this far apart are kept
    T face_angle_deg = 5;   ///< the reference face's normal may be this far from n
    T edge_slop = T(0.02);  ///< a segment lies across d when |cos| is below this (Jolt's)
    int max_points = 4;
};

namespace detail {

template <class T>
Vec3<T> any_perpendicular(const Vec3<T>& n) {
    const Vec3<T> t = std::abs(n.x) < T(0.6) ? Vec3<T>(1, 0, 0) : Vec3<T>(0, 1, 0);
    return glm::normalize(glm::cross(n, t));
}

/// Orders `face` counter-clockwise about `normal` (around its centroid).
template <class T>
void order_about(SupportingFace3<T>& face) {
    Vec3<T> c{0, 0, 0};
    for (auto& p : face.points) c += p;
    c /= T(face.points.size());
    const Vec3<T> u = any_perpendicular(face.normal), v = glm::cross(face.normal, u);
    std::vector<std::pair<T, int>> order;
    for (size_t i = 0; i < face.points.size(); ++i) {
        const Vec3<T> d = face.points[i] - c;
        order.push_back({std::atan2(glm::dot(d, v), glm::dot(d, u)), int(i)});
    }
    std::sort(order.begin(), order.end());
    SupportingFace3<T> out;
    out.normal = face.normal;
    for (auto& o : order) {
        out.points.push_back(face.points[size_t(o.second)]);
        out.vertices.push_back(face.vertices[size_t(o.second)]);
    }
    face = out;
}

template <class T>
SupportingFace3<T> polytope_face(const Core3<T>& core, const Vec3<T>& d) {
    SupportingFace3<T> f;
    const auto& v = core.vertices;
    if (v.size() <= 2) return f;
    const Hull3<T> hull = convex_hull3(v);
    if (hull.dimension < 3) return f;
    T best = std::numeric_limits<T>::lowest(), scale = 0;
    Vec3<T> normal{0, 0, 0}, on_plane{0, 0, 0};
    for (auto& p : v) scale = std::max(scale, glm::length(p));
    for (const auto& t : hull.faces) {
        const Vec3<T> n = glm::cross(v[t[1]] - v[t[0]], v[t[2]] - v[t[0]]);
        const T len = glm::length(n);
        if (!(len > 0)) continue;
        if (const T dot = glm::dot(n / len, d); dot > best)
            best = dot, normal = n / len, on_plane = v[t[0]];
    }
    // The plane's other triangles: every hull vertex on it belongs to the face.
    const T eps = T(1e-9) * std::max(scale, T(1));
    f.normal = normal;
    for (int i : hull.vertices)
        if (std::abs(glm::dot(v[i] - on_plane, normal)) <= eps)
            f.points.push_back(v[i]), f.vertices.push_back(i);
    order_about(f);
    return f;
}

template <class T>
SupportingFace3<T> box_face(const Vec3<T>& half, const Vec3<T>& d) {
    int axis = 0;
    for (int k = 1; k < 3; ++k)
        if (std::abs(d[k]) > std::abs(d[axis])) axis = k;
    const bool positive = d[axis] > 0;
    SupportingFace3<T> f;
    f.normal = Vec3<T>(0, 0, 0);
    f.normal[axis] = positive ? 1 : -1;
    const BoxProxy3<T> box{half, 0};
    for (int k = 0; k < 8; ++k)
        if (bool(k >> axis & 1) == positive)
            f.points.push_back(box.vertex(k)), f.vertices.push_back(k);
    order_about(f);
    return f;
}

template <class T>
SupportingFace3<T> cylinder_face(const Core3<T>& c, const Vec3<T>& d) {
    SupportingFace3<T> f;
    const T xz = std::sqrt(d.x * d.x + d.z * d.z);
    if (xz > std::abs(d.y)) {  // the side: the line where it touches
        const T x = c.r * d.x / xz, z = c.r * d.z / xz;
        f.points = {{x, c.half_height, z}, {x, -c.half_height, z}};
        f.vertices = {-1, -1};
        return f;
    }
    // The cap as an octagon (Jolt's cCylinderTopFace), corners numbered 0 to 7 from +x; turned
    // to put a corner towards d when d is more than 5 degrees off the axis (as Jolt: the
    // deepest point is then a corner), else fixed, so that a standing cylinder's corners keep
    // their numbers from frame to frame.
    const T y = d.y > 0 ? c.half_height : -c.half_height;
    const T tan5_sq = T(0.00765427);  // tan(5 degrees) squared
    const T start = xz * xz > tan5_sq * d.y * d.y ? std::atan2(d.z, d.x) : T(0);
    for (int k = 0; k < 8; ++k) {
        const T angle = start + T(k) * T(M_PI / 4);
        f.points.push_back({c.r * std::cos(angle), y, c.r * std::sin(angle)});
        f.vertices.push_back(start == 0 ? k : -1);
    }
    f.normal = {0, d.y > 0 ? T(1) : T(-1), 0};
    order_about(f);
    return f;
}

}  // namespace detail

/// The feature of `body` that faces along world direction `d` (unit).
template <class T>
SupportingFace3<T> supporting_face3(const Body3<T>& body, const Vec3<T>& d,
                                    const ManifoldSettings3<T>& settings = {}) {
    using K = typename Core3<T>::Kind;
    const Core3<T>& c = body.core;
    const Vec3<T> local = body.xf.inv_rotate(d);
    SupportingFace3<T> f;
    if (c.kind == K::Box) {
        f = detail::box_face(c.radii, local);
    } else if (c.kind == K::Cylinder) {
        f = detail::cylinder_face(c, local);
    } else if (c.kind == K::Polytope && c.vertices.size() >= 3) {
        f = detail::polytope_face(c, local);
    } else if (c.kind == K::Polytope && c.vertices.size() == 2) {
        const Vec3<T> axis = glm::normalize(c.vertices[1] - c.vertices[0]);
        if (std::abs(glm::dot(axis, local)) < settings.edge_slop) {
            f.points = c.vertices;
            f.vertices = {0, 1};
        } else {
            const int end = glm::dot(c.vertices[1] - c.vertices[0], local) > 0 ? 1 : 0;
            f.points = {c.vertices[size_t(end)]};
            f.vertices = {end};
        }
    } else if (c.kind == K::Polytope && c.vertices.size() == 1) {
        f.points = c.vertices;
        f.vertices = {0};
    }
    for (auto& p : f.points) p = body.xf.apply(p);
    f.normal = body.xf.rotate(f.normal);
    return f;
}

namespace detail {

struct ClipTag {
    Feature3 reference, incident;
};

/// The name of a point where `plane` cuts `edge`: an incident edge against the plane's
/// reference edge; or, on an edge an earlier plane made (marked Face), the reference vertex the
/// two planes share against the incident face.
inline ClipTag cut_tag(const Feature3& edge, const Feature3& plane) {
    if (edge.type != FeatureType::Face) return {plane, edge};
    const int shared = edge.v0 == plane.v0 || edge.v0 == plane.v1 ? edge.v0 : edge.v1;
    return {{FeatureType::Vertex, shared, -1}, {FeatureType::Face}};
}

/// Keeps the part of closed polygon (or segment, when `closed` is false) `in` where
/// dot(normal, x) <= offset; a cut point is named by the incident edge it lies on and
/// `plane_feature`.
template <class T>
void clip_polygon(const std::vector<Vec3<T>>& in, const std::vector<ClipTag>& in_tag,
                  const std::vector<Feature3>& in_edge, bool closed, const Vec3<T>& normal,
                  T offset, const Feature3& plane_feature, std::vector<Vec3<T>>& out,
                  std::vector<ClipTag>& out_tag, std::vector<Feature3>& out_edge) {
    out.clear(), out_tag.clear(), out_edge.clear();
    const size_t n = in.size();
    if (n == 0) return;
    const size_t edges = closed ? n : n - 1;
    // The edge leaving each kept point, for the cut points made on it later.
    auto distance = [&](size_t i) { return glm::dot(normal, in[i]) - offset; };
    if (!closed && n == 1) {
        if (distance(0) <= 0) out = in, out_tag = in_tag, out_edge = in_edge;
        return;
    }
    for (size_t i = 0; i < n; ++i) {
        const T di = distance(i);
        if (di <= 0) {
            out.push_back(in[i]), out_tag.push_back(in_tag[i]);
            out_edge.push_back(i < edges ? in_edge[i] : Feature3{});
        }
        if (i >= edges) continue;
        const size_t j = (i + 1) % n;
        const T dj = distance(j);
        if ((di < 0 && dj > 0) || (di > 0 && dj < 0)) {
            out.push_back(in[i] + di / (di - dj) * (in[j] - in[i]));
            out_tag.push_back(cut_tag(in_edge[i], plane_feature));
            // Inside after the cut (entering): the rest of edge i; leaving: the plane's own
            // edge, marked as a face feature naming the plane's reference edge.
            out_edge.push_back(
                di > 0 ? in_edge[i]
                       : Feature3{FeatureType::Face, plane_feature.v0, plane_feature.v1});
        }
    }
}

template <class T>
ManifoldPoint3<T> surface_point3(const Vec3<T>& clip, const Vec3<T>& plane_point, const Vec3<T>& n,
                                 T ref_radius, T inc_radius, bool ref_is_a, const ClipTag& tag) {
    const Vec3<T> on_ref = clip + (ref_radius - glm::dot(clip - plane_point, n)) * n;
    const Vec3<T> on_inc = clip - inc_radius * n;
    ManifoldPoint3<T> p;
    p.position = T(0.5) * (on_ref + on_inc);
    p.separation = glm::dot(on_inc - on_ref, n);
    p.point_a = ref_is_a ? on_ref : on_inc;
    p.point_b = ref_is_a ? on_inc : on_ref;
    p.feature = ref_is_a ? ContactFeature3{tag.reference, tag.incident}
                         : ContactFeature3{tag.incident, tag.reference};
    return p;
}

/// Area of the convex hull of up to four points in the plane of unit normal n.
template <class T>
T hull_area(std::vector<Vec3<T>> p, const Vec3<T>& n) {
    Vec3<T> c{0, 0, 0};
    for (auto& q : p) c += q;
    c /= T(p.size());
    const Vec3<T> u = any_perpendicular(n), v = glm::cross(n, u);
    std::sort(p.begin(), p.end(), [&](const Vec3<T>& x, const Vec3<T>& y) {
        return std::atan2(glm::dot(x - c, v), glm::dot(x - c, u)) <
               std::atan2(glm::dot(y - c, v), glm::dot(y - c, u));
    });
    T area = 0;
    for (size_t i = 0; i < p.size(); ++i)
        area += glm::dot(glm::cross(p[i] - c, p[(i + 1) % p.size()] - c), n);
    return area / 2;
}

/// At most `max_points` (2 to 4) of `points` (core positions in polygon order, `sep` their
/// separations), returned in polygon order,
/// chosen greedily by area: the deepest, the farthest from it, the farthest from their line,
/// then the one that adds the most area (Gregorius; Jolt's PruneContactPoints takes the
/// farthest on each side of the line instead, and keeps three when all lie on one side).
template <class T>
std::vector<int> reduce_by_area(const std::vector<Vec3<T>>& points, const std::vector<T>& sep,
                                const Vec3<T>& n, int max_points) {
    const int count = int(points.size());
    std::vector<int> keep;
    if (count <= max_points) {
        for (int i = 0; i < count; ++i) keep.push_back(i);
        return keep;
    }
    if (count == 0 || max_points <= 0) return keep;
    auto at = [&](int i) { return points[size_t(i)] - glm::dot(points[size_t(i)], n) * n; };
    int p1 = 0;
    for (int i = 1; i < count; ++i)
        if (sep[size_t(i)] < sep[size_t(p1)]) p1 = i;
    keep.push_back(p1);
    if (max_points == 1) return keep;
    int p2 = -1;
    T far = -1;
    for (int i = 0; i < count; ++i)
        if (const T d = length_sq(at(i) - at(p1)); i != p1 && d > far) far = d, p2 = i;
    if (p2 < 0) return keep;  // NaN points
    keep.push_back(p2);
    while (int(keep.size()) < max_points) {
        int best = -1;
        T best_area = -1;
        for (int i = 0; i < count; ++i) {
            if (std::find(keep.begin(), keep.end(), i) != keep.end()) continue;
            std::vector<Vec3<T>> hull;
            for (int k : keep) hull.push_back(at(k));
            hull.push_back(at(i));
            const T area = keep.size() == 2
                               ? std::abs(glm::dot(glm::cross(at(p2) - at(p1), at(i) - at(p1)), n))
                               : hull_area(hull, n);
            if (area > best_area) best_area = area, best = i;
        }
        if (best < 0) break;
        keep.push_back(best);
    }
    std::sort(keep.begin(), keep.end());  // in the clipped polygon's order, around it
    return keep;
}

}  // namespace detail

/// The contact manifold of A and B: up to `settings.max_points` points, the normal from A
/// towards B. Empty (rule None) when they are apart by more than `settings.speculative`.
template <class T>
Manifold3<T> contact_manifold3(const Body3<T>& a, const Body3<T>& b,
                               const ManifoldSettings3<T>& settings = {},
                               const QuerySettings3<T>& query_settings = {}) {
    Manifold3<T> m;
    const QueryResult3<T> q = query3(a, b, query_settings);
    const T separation = q.intersecting ? -q.penetration_depth : q.distance;
    if (!(separation <= settings.speculative)) return m;  // apart (or no answer)
    const Vec3<T> n = q.normal;
    m.normal = n;
    ClipSteps3<T>& st = m.steps;
    st.face_a = supporting_face3(a, n, settings);
    st.face_b = supporting_face3(b, -n, settings);
    auto witness = [&] {
        m.rule = ManifoldRule3::Witness;
        m.normal = n;
        m.reference = 0;
        m.face_a.clear();
        m.face_b.clear();
        ManifoldPoint3<T> p;
        p.point_a = q.witness_a;
        p.point_b = q.witness_b;
        p.position = T(0.5) * (q.witness_a + q.witness_b);
        p.separation = separation;
        // On each shape the corner or edge of its face the witness lies on (its core point).
        auto one = [](const SupportingFace3<T>& f, const Vec3<T>& at) {
            T scale = 1;
            for (const auto& v : f.points) scale = std::max(scale, glm::length(v));
            const T tol = T(1e-7) * scale;
            for (size_t i = 0; i < f.points.size(); ++i)
                if (f.vertices[i] >= 0 && glm::length(f.points[i] - at) <= tol)
                    return Feature3{FeatureType::Vertex, f.vertices[i], -1};
            const size_t k = f.points.size();
            for (size_t i = 0; k >= 2 && i < (k == 2 ? 1 : k); ++i) {
                const Vec3<T> p0 = f.points[i], e = f.points[(i + 1) % k] - p0;
                const T along = glm::dot(at - p0, e) / glm::dot(e, e);
                const int v0 = f.vertices[i], v1 = f.vertices[(i + 1) % k];
                if (v0 >= 0 && v1 >= 0 && along >= 0 && along <= 1 &&
                    glm::length(p0 + along * e - at) <= tol)
                    return Feature3{FeatureType::Edge, v0, v1};
            }
            return Feature3{FeatureType::Curve};
        };
        p.feature = {one(st.face_a, q.witness_a - a.core.radius * n),
                     one(st.face_b, q.witness_b + b.core.radius * n)};
        m.points = {p};
        return m;
    };
    const size_t na = st.face_a.points.size(), nb = st.face_b.points.size();
    if (na < 2 || nb < 2) return witness();
    const T cos_max = std::cos(settings.face_angle_deg * T(M_PI / 180));
    const T align_a = na >= 3 ? glm::dot(st.face_a.normal, n) : T(-2);
    const T align_b = nb >= 3 ? glm::dot(st.face_b.normal, -n) : T(-2);
    const bool segments = na == 2 && nb == 2;
    if (!segments && std::max(align_a, align_b) < cos_max) return witness();
    // A's face unless B's is better aligned by more than a little (Box2D keeps A's edge within
    // its k_tol), so that nearly parallel faces do not swap roles from frame to frame.
    const bool ref_is_a = segments || !(align_b > align_a + T(1e-3));
    const SupportingFace3<T>& ref = ref_is_a ? st.face_a : st.face_b;
    const SupportingFace3<T>& inc = ref_is_a ? st.face_b : st.face_a;
    const T ref_radius = ref_is_a ? a.core.radius : b.core.radius;
    const T inc_radius = ref_is_a ? b.core.radius : a.core.radius;
    const T total_radius = a.core.radius + b.core.radius;

    // The reference plane's normal; for a segment, n made perpendicular to it.
    Vec3<T> rn = ref.normal;
    if (segments) {
        const Vec3<T> axis = glm::normalize(ref.points[1] - ref.points[0]);
        const Vec3<T> other = glm::normalize(inc.points[1] - inc.points[0]);
        if (glm::length(glm::cross(axis, other)) >
            std::sin(settings.face_angle_deg * T(M_PI / 180)))
            return witness();
        rn = (ref_is_a ? n : -n) - glm::dot(ref_is_a ? n : -n, axis) * axis;
        if (!(glm::length(rn) > 0)) return witness();
        rn = glm::normalize(rn);
    }
    m.rule = segments ? ManifoldRule3::Segments : ManifoldRule3::Faces;
    m.reference = ref_is_a ? 0 : 1;
    m.normal = ref_is_a ? rn : -rn;
    m.face_a = st.face_a.vertices;
    m.face_b = st.face_b.vertices;

    // The incident polygon, each point named by its vertex, each edge by its two vertices.
    std::vector<Vec3<T>> poly = inc.points, next;
    std::vector<detail::ClipTag> tags, next_tags;
    std::vector<Feature3> edges, next_edges;
    const Feature3 ref_face = segments
                                  ? Feature3{FeatureType::Edge, ref.vertices[0], ref.vertices[1]}
                                  : Feature3{FeatureType::Face};
    const size_t k = inc.points.size();
    for (size_t i = 0; i < k; ++i) {
        const int v = inc.vertices[i], w = inc.vertices[(i + 1) % k];
        tags.push_back({ref_face, v >= 0 ? Feature3{FeatureType::Vertex, v, -1}
                                         : Feature3{FeatureType::Curve}});
        edges.push_back(v >= 0 && w >= 0 ? Feature3{FeatureType::Edge, v, w}
                                         : Feature3{FeatureType::Curve});
    }
    const bool closed = k >= 3;
    st.polygons.push_back(poly);
    const size_t rk = ref.points.size();
    for (size_t i = 0; i < (segments ? 2 : rk); ++i) {
        Vec3<T> side;
        T offset;
        Feature3 plane;
        if (segments) {  // across the segment's ends
            const Vec3<T> axis = glm::normalize(ref.points[1] - ref.points[0]);
            side = i == 0 ? -axis : axis;
            offset = glm::dot(side, ref.points[i]);
            plane = {FeatureType::Vertex, ref.vertices[i], -1};
        } else {  // through edge i, perpendicular to the face, outward
            const Vec3<T> e = ref.points[(i + 1) % rk] - ref.points[i];
            side = glm::normalize(glm::cross(e, rn));
            offset = glm::dot(side, ref.points[i]) + ref_radius;
            plane = {FeatureType::Edge, ref.vertices[i], ref.vertices[(i + 1) % rk]};
        }
        detail::clip_polygon(poly, tags, edges, closed, side, offset, plane, next, next_tags,
                             next_edges);
        poly.swap(next), tags.swap(next_tags), edges.swap(next_edges);
        st.polygons.push_back(poly);
        if (poly.empty()) break;
    }
    st.candidates = poly;
    std::vector<Vec3<T>> kept_points;
    std::vector<T> kept_sep;
    std::vector<int> kept_index;
    for (size_t i = 0; i < poly.size(); ++i) {
        const T s = glm::dot(poly[i] - ref.points[0], rn);
        st.candidate_separation.push_back(s);
        if (s <= total_radius + settings.speculative)
            kept_points.push_back(poly[i]), kept_sep.push_back(s), kept_index.push_back(int(i));
    }
    if (kept_points.empty()) return witness();
    for (int i : detail::reduce_by_area(kept_points, kept_sep, rn, settings.max_points)) {
        st.kept.push_back(kept_index[size_t(i)]);
        m.points.push_back(detail::surface_point3(kept_points[size_t(i)], ref.points[0], rn,
                                                  ref_radius, inc_radius, ref_is_a,
                                                  tags[size_t(kept_index[size_t(i)])]));
    }
    return m;
}

}  // namespace gjk
