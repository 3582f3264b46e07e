// Contact manifolds in 2D: the one or two points an engine keeps for two touching shapes.
//
// The query gives one normal and one pair of witness points; a box resting on a box needs two
// points, one at each end of the touching span, or it rocks. Reference-face clipping (E. Catto,
// "Contact Manifolds", GDC 2007; Box2D 2.4's b2CollidePolygons, b2_collide_polygon.cpp) builds
// them for polygon cores:
//
// - Separating axes. For each edge of A, the separation of B along its outward normal n is
//   min over B's vertices of n.(b - a_i); the largest is A's best edge (b2FindMaxSeparation).
//   The same for B's edges. Each is a lower bound of the distance between the cores; when both
//   are <= 0, the largest of them is minus the penetration depth (the SAT of sat2d.h).
// - The reference edge is the better of the two; A's is kept unless B's separates by more than
//   `reference_tolerance` (Box2D's k_tol = 0.1 * b2_linearSlop), so resting boxes do not flip
//   their reference from frame to frame. The manifold's normal is the reference edge's.
// - The incident edge is the edge of the other shape whose normal is most anti-parallel to the
//   reference normal (b2FindIncidentEdge).
// - Clipping: the incident edge is cut by the reference edge's two side lines (Sutherland-
//   Hodgman on a segment, b2ClipSegmentToLine), each moved out by the radii. A point made by a
//   cut takes the reference vertex of that side as its feature.
// - The points kept are those whose separation from the reference line is at most the radii
//   plus `speculative` (Box2D keeps separation <= the radii: speculative 0).
// - Each point is reported as b2WorldManifold does: the clipped point moved onto each shape's
//   surface (the reference side projected on its edge then out by its radius, the incident side
//   in by its radius), the position their midpoint, the separation their distance along the
//   normal (negative: overlap).
//
// Cores with two vertices (segments, capsules) are polygons with two edges, one per side, as in
// Box2D v3's b2MakeCapsule. A core of one vertex (point, circle) against an edge follows
// b2CollidePolygonAndCircle: the edge of largest separation, then the vertex regions at its
// ends; two one-vertex cores, b2CollideCircles. A curved core (an ellipse) has no edges: its
// manifold is the query's single pair of witness points.
//
// Features name where each point came from, as Box2D's b2ContactFeature: on each shape a vertex
// or a face (edge i runs from vertex i to vertex i + 1). They depend only on the shapes'
// vertices, not on where the shapes are, so they stay the same while the shapes move a little:
// what an engine matches to warm-start its contact impulses.
#pragma once

#include <gjk/math2d.h>
#include <gjk/query2d.h>
#include <gjk/shapes2d.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace gjk {

enum class FeatureType { Vertex, Edge, Face, Curve };

/// Where a manifold point came from on each shape (Box2D's b2ContactFeature).
struct ContactFeature2 {
    FeatureType type_a = FeatureType::Vertex;
    int index_a = 0;
    FeatureType type_b = FeatureType::Vertex;
    int index_b = 0;
    bool operator==(const ContactFeature2& o) const {
        return type_a == o.type_a && index_a == o.index_a && type_b == o.type_b &&
               index_b == o.index_b;
    }
};

template <class T>
struct ManifoldPoint2 {
    Vec2<T> position;  ///< midway between the two surfaces
    Vec2<T> point_a;   ///< on A's surface
    Vec2<T> point_b;   ///< on B's surface
    T separation;      ///< along the normal, from A's surface to B's: < 0 overlap
    ContactFeature2 feature;
};

/// How the manifold was found: what a lesson shows.
enum class ManifoldRule2 {
    None,        ///< apart by more than `speculative`
    Faces,       ///< reference edge and incident edge, clipped
    FaceVertex,  ///< an edge against a one-vertex core (b2CollidePolygonAndCircle)
    Corners,     ///< rounded cores apart, nearest corner to corner: one point (Box2D v3)
    Vertices,    ///< two one-vertex cores (b2CollideCircles)
    Curve,       ///< a curved core: the query's witness points
};

/// The steps of the clipping rule, in world coordinates, for drawing.
template <class T>
struct ClipSteps2 {
    T separation_a = 0, separation_b = 0;  ///< best edge separations of A's and of B's edges
    int edge_a = 0, edge_b = 0;            ///< those edges
    std::array<Vec2<T>, 2> reference{};    ///< reference edge, its two vertices
    std::array<Vec2<T>, 2> incident{};     ///< incident edge before clipping
    int incident_edge = 0;
    Vec2<T> tangent{1, 0};                 ///< along the reference edge
    std::array<T, 2> side_offsets{};       ///< side lines: -t.x <= [0], t.x <= [1]
    int after_first_side = 0;              ///< points left after the first side line
    std::array<Vec2<T>, 2> after_first{};  ///< the incident edge after the first side line
    /// Whether each side line cut the edge, and where (the new end it made).
    std::array<bool, 2> cut{};
    std::array<Vec2<T>, 2> cut_point{};
    std::array<Vec2<T>, 2> clipped{};       ///< the incident edge after both side lines
    std::array<T, 2> clipped_separation{};  ///< of the cores, from the reference line
    std::array<bool, 2> kept{};
    /// Rounded cores apart whose nearest points are corners: one point there, or none when the
    /// rounded shapes do not reach each other (Box2D v3; 2.4 clips the edges).
    bool corner_to_corner = false;
};

template <class T>
struct Manifold2 {
    ManifoldRule2 rule = ManifoldRule2::None;
    int reference = 0;       ///< 0: the reference edge is A's, 1: B's (Faces and FaceVertex)
    int reference_edge = 0;  ///< on the reference shape
    Vec2<T> normal{1, 0};    ///< unit, from A towards B
    int count = 0;
    std::array<ManifoldPoint2<T>, 2> points{};
    ClipSteps2<T> steps;  ///< Faces only
};

template <class T>
struct ManifoldSettings2 {
    /// Points up to this far apart are kept (an engine's speculative margin); 0: touching or
    /// overlapping only.
    T speculative = 0;
    /// B's edge becomes the reference only when it separates by more than this beyond A's
    /// (Box2D 2.4: 0.1 * b2_linearSlop = 0.0005 m).
    T reference_tolerance = T(0.0005);
};

namespace detail {

/// A core's world vertices and outward edge normals (edge i: vertex i to i + 1).
template <class T>
struct WorldPolygon2 {
    std::vector<Vec2<T>> v, n;
    T radius = 0;
    int count() const { return int(v.size()); }
    int next(int i) const { return i + 1 < count() ? i + 1 : 0; }
};

template <class T>
WorldPolygon2<T> world_polygon(const Core2<T>& core, const Transform2<T>& xf) {
    WorldPolygon2<T> w;
    w.radius = core.radius;
    for (const auto& p : core.vertices) w.v.push_back(xf.apply(p));
    if (w.v.size() == 2 && w.v[0] == w.v[1]) w.v.pop_back();  // a segment of no length
    const int n = w.count();
    for (int i = 0; n >= 2 && i < n; ++i) {
        Vec2<T> e = w.v[w.next(i)] - w.v[i];
        const T len = glm::length(e);
        w.n.push_back(len > 0 ? perp_right(e / len) : Vec2<T>(1, 0));
    }
    return w;
}

/// Largest separation of `other` along `poly`'s edge normals (b2FindMaxSeparation).
template <class T>
T max_separation(const WorldPolygon2<T>& poly, const WorldPolygon2<T>& other, int& edge) {
    T best = std::numeric_limits<T>::lowest();
    edge = 0;
    for (int i = 0; i < poly.count(); ++i) {
        T s = std::numeric_limits<T>::max();
        for (const auto& q : other.v) s = std::min(s, glm::dot(poly.n[i], q - poly.v[i]));
        if (s > best) best = s, edge = i;
    }
    return best;
}

struct ClipId {
    FeatureType ref_type;
    int ref_index;
    FeatureType inc_type;
    int inc_index;
};

/// Keeps the part of segment `in` where dot(normal, x) <= offset (b2ClipSegmentToLine); a cut
/// point takes reference vertex `vertex` and the incident face as its feature.
template <class T>
int clip_segment(const std::array<Vec2<T>, 2>& in, const std::array<ClipId, 2>& in_id,
                 const Vec2<T>& normal, T offset, int vertex, std::array<Vec2<T>, 2>& out,
                 std::array<ClipId, 2>& out_id) {
    int count = 0;
    const T d0 = glm::dot(normal, in[0]) - offset, d1 = glm::dot(normal, in[1]) - offset;
    if (d0 <= 0) out[count] = in[0], out_id[count++] = in_id[0];
    if (d1 <= 0) out[count] = in[1], out_id[count++] = in_id[1];
    if (d0 * d1 < 0) {
        out[count] = in[0] + d0 / (d0 - d1) * (in[1] - in[0]);
        out_id[count++] = {FeatureType::Vertex, vertex, FeatureType::Face, in_id[0].inc_index};
    }
    return count;
}

template <class T>
ManifoldPoint2<T> surface_point(const Vec2<T>& clip, const Vec2<T>& plane_point,
                                const Vec2<T>& ref_normal, T ref_radius, T inc_radius,
                                bool reference_is_a, const ClipId& id) {
    // b2WorldManifold::Initialize: onto the reference edge and out by its radius; in by the
    // incident's radius.
    const Vec2<T> on_ref =
        clip + (ref_radius - glm::dot(clip - plane_point, ref_normal)) * ref_normal;
    const Vec2<T> on_inc = clip - inc_radius * ref_normal;
    ManifoldPoint2<T> p;
    p.position = T(0.5) * (on_ref + on_inc);
    p.separation = glm::dot(on_inc - on_ref, ref_normal);
    p.point_a = reference_is_a ? on_ref : on_inc;
    p.point_b = reference_is_a ? on_inc : on_ref;
    p.feature = reference_is_a
                    ? ContactFeature2{id.ref_type, id.ref_index, id.inc_type, id.inc_index}
                    : ContactFeature2{id.inc_type, id.inc_index, id.ref_type, id.ref_index};
    return p;
}

/// The points of segments p0 p1 and q0 q1 nearest each other, as fractions s along p and t
/// along q (Ericson, "Real-Time Collision Detection", 5.1.9).
template <class T>
void nearest_on_segments(const Vec2<T>& p0, const Vec2<T>& p1, const Vec2<T>& q0, const Vec2<T>& q1,
                         T& s, T& t) {
    const Vec2<T> d1 = p1 - p0, d2 = q1 - q0, r = p0 - q0;
    const T a = glm::dot(d1, d1), e = glm::dot(d2, d2), f = glm::dot(d2, r);
    const T c = glm::dot(d1, r), b = glm::dot(d1, d2), denom = a * e - b * b;
    s = denom > 0 ? std::clamp((b * f - c * e) / denom, T(0), T(1)) : T(0);
    t = e > 0 ? (b * s + f) / e : T(0);
    if (t < 0) {
        t = 0, s = a > 0 ? std::clamp(-c / a, T(0), T(1)) : T(0);
    } else if (t > 1) {
        t = 1, s = a > 0 ? std::clamp((b - c) / a, T(0), T(1)) : T(0);
    }
}

/// Rounded cores apart: when the reference edge and the incident edge are nearest at a corner
/// of each, one point between those corners (true when it wrote the manifold or found them too
/// far apart).
template <class T>
bool corner_to_corner(const WorldPolygon2<T>& a, const WorldPolygon2<T>& b,
                      const WorldPolygon2<T>& ref, int edge, const WorldPolygon2<T>& inc,
                      const ManifoldSettings2<T>& settings, Manifold2<T>& m) {
    const Vec2<T> normal = ref.n[edge];
    int incident = 0;
    T min_dot = std::numeric_limits<T>::max();
    for (int i = 0; i < inc.count(); ++i)
        if (T d = glm::dot(normal, inc.n[i]); d < min_dot) min_dot = d, incident = i;
    const int r1 = edge, r2 = ref.next(edge), i1 = incident, i2 = inc.next(incident);
    T s = 0, t = 0;
    nearest_on_segments(ref.v[r1], ref.v[r2], inc.v[i1], inc.v[i2], s, t);
    const bool corner_r = s == 0 || s == 1, corner_i = t == 0 || t == 1;
    if (!corner_r || !corner_i) return false;
    const bool ref_is_a = &ref == &a;
    const int rv = s == 0 ? r1 : r2, iv = t == 0 ? i1 : i2;
    const Vec2<T> pa = ref_is_a ? ref.v[rv] : inc.v[iv], pb = ref_is_a ? inc.v[iv] : ref.v[rv];
    const T distance = glm::length(pb - pa);
    if (!(distance > 0)) return false;
    const Vec2<T> n = (pb - pa) / distance;
    const T separation = distance - a.radius - b.radius;
    m.steps.corner_to_corner = true;
    if (separation > settings.speculative) return true;  // apart: no manifold
    ManifoldPoint2<T> p;
    p.point_a = pa + a.radius * n;
    p.point_b = pb - b.radius * n;
    p.position = T(0.5) * (p.point_a + p.point_b);
    p.separation = separation;
    p.feature = {FeatureType::Vertex, ref_is_a ? rv : iv, FeatureType::Vertex, ref_is_a ? iv : rv};
    m.rule = ManifoldRule2::Corners;
    m.normal = n;
    m.count = 1;
    m.points[0] = p;
    return true;
}

template <class T>
void collide_faces(const WorldPolygon2<T>& a, const WorldPolygon2<T>& b,
                   const ManifoldSettings2<T>& settings, Manifold2<T>& m) {
    const T total_radius = a.radius + b.radius, reach = total_radius + settings.speculative;
    ClipSteps2<T>& st = m.steps;
    st.separation_a = max_separation(a, b, st.edge_a);
    if (st.separation_a > reach) return;
    st.separation_b = max_separation(b, a, st.edge_b);
    if (st.separation_b > reach) return;
    const bool flip = st.separation_b > st.separation_a + settings.reference_tolerance;
    const WorldPolygon2<T>& ref = flip ? b : a;
    const WorldPolygon2<T>& inc = flip ? a : b;
    const int edge = flip ? st.edge_b : st.edge_a;
    // Rounded cores that are apart may meet corner to corner, where no edge normal is the
    // contact's: Box2D v3's b2CollidePolygons finds the nearest points of the two edges and,
    // when both are corners, makes one point along the line between them.
    if (total_radius > 0 &&
        std::max(st.separation_a, st.separation_b) > settings.reference_tolerance &&
        corner_to_corner(a, b, ref, edge, inc, settings, m))
        return;
    const Vec2<T> normal = ref.n[edge];

    int incident = 0;  // b2FindIncidentEdge: the most anti-parallel normal
    T min_dot = std::numeric_limits<T>::max();
    for (int i = 0; i < inc.count(); ++i)
        if (T d = glm::dot(normal, inc.n[i]); d < min_dot) min_dot = d, incident = i;
    const int i1 = incident, i2 = inc.next(incident);
    st.incident = {inc.v[i1], inc.v[i2]};
    st.incident_edge = incident;
    const std::array<ClipId, 2> ids{ClipId{FeatureType::Face, edge, FeatureType::Vertex, i1},
                                    ClipId{FeatureType::Face, edge, FeatureType::Vertex, i2}};

    const int iv1 = edge, iv2 = ref.next(edge);
    const Vec2<T> v11 = ref.v[iv1], v12 = ref.v[iv2];
    st.reference = {v11, v12};
    const Vec2<T> tangent = perp_left(normal);  // normal = perp_right(tangent)
    st.tangent = tangent;
    st.side_offsets = {-glm::dot(tangent, v11) + total_radius,
                       glm::dot(tangent, v12) + total_radius};
    std::array<Vec2<T>, 2> clip1{}, clip2{};
    std::array<ClipId, 2> id1{}, id2{};
    st.after_first_side =
        clip_segment(st.incident, ids, -tangent, st.side_offsets[0], iv1, clip1, id1);
    st.after_first = clip1;
    auto note_cut = [&](int side, const std::array<Vec2<T>, 2>& pts,
                        const std::array<ClipId, 2>& id, int vertex) {
        for (int k = 0; k < 2; ++k)
            if (id[k].ref_type == FeatureType::Vertex && id[k].ref_index == vertex)
                st.cut[side] = true, st.cut_point[side] = pts[k];
    };
    if (st.after_first_side < 2) return;
    note_cut(0, clip1, id1, iv1);
    if (clip_segment(clip1, id1, tangent, st.side_offsets[1], iv2, clip2, id2) < 2) return;
    note_cut(1, clip2, id2, iv2);
    st.clipped = clip2;

    m.rule = ManifoldRule2::Faces;
    m.reference = flip ? 1 : 0;
    m.reference_edge = edge;
    m.normal = flip ? -normal : normal;
    const T front = glm::dot(normal, v11);
    for (int i = 0; i < 2; ++i) {
        st.clipped_separation[i] = glm::dot(normal, clip2[i]) - front;
        st.kept[i] = st.clipped_separation[i] <= reach;
        if (st.kept[i])
            m.points[m.count++] =
                surface_point(clip2[i], v11, normal, ref.radius, inc.radius, !flip, id2[i]);
    }
}

/// An edge core `poly` against a one-vertex core `dot` (b2CollidePolygonAndCircle); the
/// manifold is written as if `poly` were A, and flipped by the caller when it is B.
template <class T>
void collide_face_vertex(const WorldPolygon2<T>& poly, const WorldPolygon2<T>& dot,
                         const ManifoldSettings2<T>& settings, Manifold2<T>& m) {
    const Vec2<T> c = dot.v[0];
    const T reach = poly.radius + dot.radius + settings.speculative;
    int edge = 0;
    T separation = std::numeric_limits<T>::lowest();
    for (int i = 0; i < poly.count(); ++i) {
        const T s = glm::dot(poly.n[i], c - poly.v[i]);
        if (s > reach) return;
        if (s > separation) separation = s, edge = i;
    }
    const int i1 = edge, i2 = poly.next(edge);
    const Vec2<T> v1 = poly.v[i1], v2 = poly.v[i2];
    Vec2<T> normal = poly.n[edge], on_poly = T(0.5) * (v1 + v2);
    ContactFeature2 feature{FeatureType::Face, edge, FeatureType::Vertex, 0};
    // The centre outside; on a segment's line every edge separation is 0, inside or beyond an
    // end, so a segment always looks at its end regions.
    if (separation >= std::numeric_limits<T>::epsilon() || poly.count() == 2) {
        const T u1 = glm::dot(c - v1, v2 - v1), u2 = glm::dot(c - v2, v1 - v2);
        const int corner = u1 <= 0 ? i1 : (u2 <= 0 ? i2 : -1);
        if (corner >= 0) {  // in the region of a vertex: the normal runs from it to the centre
            const Vec2<T> v = poly.v[corner];
            if (length_sq(c - v) > reach * reach) return;
            normal = glm::normalize(c - v);
            on_poly = v;
            feature = {FeatureType::Vertex, corner, FeatureType::Vertex, 0};
        } else if (glm::dot(c - on_poly, normal) > reach) {
            return;
        }
    }
    m.rule = ManifoldRule2::FaceVertex;
    m.reference = 0;
    m.reference_edge = edge;
    m.normal = normal;
    m.count = 1;
    const ClipId id{feature.type_a, feature.index_a, feature.type_b, feature.index_b};
    m.points[0] = surface_point(c, on_poly, normal, poly.radius, dot.radius, true, id);
}

template <class T>
void collide_vertices(const WorldPolygon2<T>& a, const WorldPolygon2<T>& b,
                      const ManifoldSettings2<T>& settings, Manifold2<T>& m) {
    const Vec2<T> d = b.v[0] - a.v[0];
    const T reach = a.radius + b.radius + settings.speculative;
    if (length_sq(d) > reach * reach) return;
    // b2WorldManifold: the normal along the centres, (1, 0) when they coincide.
    const T eps = std::numeric_limits<T>::epsilon();
    const Vec2<T> normal = length_sq(d) > eps * eps ? glm::normalize(d) : Vec2<T>(1, 0);
    ManifoldPoint2<T> p;
    p.point_a = a.v[0] + a.radius * normal;
    p.point_b = b.v[0] - b.radius * normal;
    p.position = T(0.5) * (p.point_a + p.point_b);
    p.separation = glm::dot(p.point_b - p.point_a, normal);
    p.feature = {FeatureType::Vertex, 0, FeatureType::Vertex, 0};
    m.rule = ManifoldRule2::Vertices;
    m.normal = normal;
    m.count = 1;
    m.points[0] = p;
}

template <class T>
void flip_manifold(Manifold2<T>& m) {
    m.reference = 1 - m.reference;
    m.normal = -m.normal;
    for (int i = 0; i < m.count; ++i) {
        auto& p = m.points[i];
        std::swap(p.point_a, p.point_b);
        p.feature = {p.feature.type_b, p.feature.index_b, p.feature.type_a, p.feature.index_a};
    }
}

}  // namespace detail

/// The contact manifold of bodies A and B: up to two points, the normal from A towards B.
/// Empty (rule None) when they are apart by more than `settings.speculative`.
template <class T>
Manifold2<T> contact_manifold(const Body2<T>& a, const Body2<T>& b,
                              const ManifoldSettings2<T>& settings = {},
                              const QuerySettings<T>& query_settings = {}) {
    Manifold2<T> m;
    if (a.core.is_ellipse || b.core.is_ellipse) {
        const QueryResult<T> q = query(a, b, query_settings);
        const T separation = q.intersecting ? -q.penetration_depth : q.distance;
        if (separation > settings.speculative) return m;
        ManifoldPoint2<T> p;
        p.point_a = q.witness_a;
        p.point_b = q.witness_b;
        p.position = T(0.5) * (q.witness_a + q.witness_b);
        p.separation = separation;
        // The polygon's side: the corner or edge its core point lies on.
        auto feature_at = [&](const Body2<T>& body, const Vec2<T>& core_point) {
            std::pair<FeatureType, int> f{FeatureType::Curve, 0};
            if (body.core.is_ellipse) return f;
            const auto w = detail::world_polygon(body.core, body.xf);
            T scale = 1;
            for (const auto& v : w.v) scale = std::max(scale, glm::length(v));
            const T tol = T(1e-7) * scale;
            for (int i = 0; i < w.count(); ++i)
                if (glm::length(w.v[i] - core_point) <= tol) return f = {FeatureType::Vertex, i};
            for (int i = 0; i < w.count() && w.count() >= 2; ++i) {
                const Vec2<T> e = w.v[w.next(i)] - w.v[i];
                const T along = glm::dot(core_point - w.v[i], e) / glm::dot(e, e);
                if (along >= 0 && along <= 1 &&
                    std::abs(cross(e, core_point - w.v[i])) <= tol * glm::length(e))
                    return f = {FeatureType::Face, i};
            }
            return f = {FeatureType::Vertex, 0};
        };
        const auto fa = feature_at(a, q.witness_a - a.core.radius * q.normal);
        const auto fb = feature_at(b, q.witness_b + b.core.radius * q.normal);
        p.feature = {fa.first, fa.second, fb.first, fb.second};
        m.rule = ManifoldRule2::Curve;
        m.normal = q.normal;
        m.count = 1;
        m.points[0] = p;
        return m;
    }
    const auto wa = detail::world_polygon(a.core, a.xf), wb = detail::world_polygon(b.core, b.xf);
    if (wa.count() >= 2 && wb.count() >= 2) {
        detail::collide_faces(wa, wb, settings, m);
    } else if (wa.count() >= 2) {
        detail::collide_face_vertex(wa, wb, settings, m);
    } else if (wb.count() >= 2) {
        detail::collide_face_vertex(wb, wa, settings, m);
        detail::flip_manifold(m);
    } else {
        detail::collide_vertices(wa, wb, settings, m);
    }
    return m;
}

}  // namespace gjk
