// EPA in 3D (van den Bergen, "Proximity Queries and Penetration Depth Computation on 3D Game
// Objects", GDC 2001):
// - Seed: GJK's final tetrahedron. When GJK stopped with fewer vertices (the origin on a face,
//   an edge or a vertex of A - B: the shapes touch) or a flat tetrahedron, support points along
//   the directions out of the points' span are added until they span a solid, and the seed is
//   their convex hull. Only when A - B itself has no extent out of a plane is the depth 0.
// - Faces wait in a queue by distance from the origin (a packed array scanned for the
//   closest; faces beyond the best upper bound on the depth never enter it).
// - Each step takes the closest face, fetches the support point w along its normal, and stops
//   when w is no farther than the face (relative gap below the tolerance) or is already a vertex.
// - Otherwise the faces that see w are removed, and the horizon edges are joined to w
//   (Polytope3::add), which keeps the polytope closed and convex.
// Departures from the paper: the hull-based seed (robust for every touching case), and the
// duplicate-vertex exit, which ends exactly on polytopes.
#pragma once

#include <gjk/common.h>
#include <gjk/face_queue3d.h>
#include <gjk/gjk3d.h>
#include <gjk/hull3d.h>
#include <gjk/polytope3d.h>

#include <algorithm>
#include <limits>

namespace gjk {

template <class T>
struct EpaOutput3 {
    T depth = 0;
    Vec3<T> normal{1, 0, 0};   ///< unit, world, from A towards B
    Vec3<T> point_a{0, 0, 0};  ///< deepest point of A's core in B (world)
    Vec3<T> point_b{0, 0, 0};
    int iterations = 0;
    EpaStop stop = EpaStop::MaxIterations;
};

namespace detail {

/// Directions in which A - B may extend beyond the affine span of `pts` (a point, a line or a
/// plane; `dimension` from convex_hull3): both ways along the plane's normal, along two
/// perpendiculars of the line, along the axes from a point.
template <class T>
std::vector<Vec3<T>> directions_out_of_span(const std::vector<Vec3<T>>& pts, int dimension) {
    if (dimension == 0)
        return {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    // The span's frame from its extreme points: p0, the farthest point p1 from it, and (for a
    // plane) the point p2 farthest from the line p0 p1.
    const Vec3<T> p0 = pts[0];
    Vec3<T> e{0, 0, 0};
    for (const Vec3<T>& p : pts)
        if (length_sq(p - p0) > length_sq(e)) e = p - p0;
    if (dimension == 1) {
        const Vec3<T> u =
            glm::cross(e, std::abs(e.x) < std::abs(e.y) ? Vec3<T>{1, 0, 0} : Vec3<T>{0, 1, 0});
        const Vec3<T> w = glm::cross(e, u);
        return {u, -u, w, -w};
    }
    Vec3<T> n{0, 0, 0};
    for (const Vec3<T>& p : pts) {
        const Vec3<T> c = glm::cross(e, p - p0);
        if (length_sq(c) > length_sq(n)) n = c;
    }
    return {n, -n};
}

/// Seed polytope for EPA; false when A - B is flat.
///
/// GJK ends on a tetrahedron that holds the origin, or, when the shapes touch, on a triangle,
/// segment or point that the origin lies on. The seed must be a solid inside A - B that holds
/// the origin, so a short simplex is grown: find the affine span of the points so far, add the
/// supports of A - B along the directions out of it (the plane's two normals, the line's four
/// perpendiculars), and repeat. Each round raises the dimension of the span, or shows that A - B
/// has no extent out of it: the support along n is the farthest any point of A - B reaches
/// along n, so if the supports along n and -n both stay in the plane, A - B is flat. (Fixed
/// directions are not enough: two identical tetrahedra at the same place have supports along
/// all 26 axis and diagonal directions in one plane through the origin, although A - B has
/// volume.) The points include the simplex's, so their hull holds the origin.
template <class T, class Pair>
bool epa_seed3(const Pair& m, const Simplex3<T>& s, Polytope3<T>& poly,
               std::vector<SupportVertex3<T>>& verts) {
    verts.clear();
    for (int i = 0; i < s.count; ++i) verts.push_back(s.v[i]);
    T scale = 0;
    for (auto& v : verts)
        scale = std::max({scale, std::abs(v.w.x), std::abs(v.w.y), std::abs(v.w.z)});
    auto pts = [&] {
        std::vector<Vec3<T>> p;
        for (auto& v : verts) p.push_back(v.w);
        return p;
    };
    if (s.count == 4) {
        const Vec3<T> a = verts[0].w;
        const T vol = glm::dot(verts[1].w - a, glm::cross(verts[2].w - a, verts[3].w - a));
        if (std::abs(vol) > 64 * machine_eps<T>() * scale * scale * scale) {
            poly.points.clear();
            for (auto& v : verts) poly.points.push_back(v.w);
            poly.tetrahedron(0, 1, 2, 3);
            return true;
        }
    }
    Hull3<T> hull = convex_hull3(pts());
    for (int dimension = hull.dimension; dimension < 3;) {
        for (const Vec3<T>& d : directions_out_of_span(pts(), dimension))
            if (length_sq(d) > 0) verts.push_back(m.support(d));
        hull = convex_hull3(pts());
        if (hull.dimension <= dimension) return false;  // nothing of A - B outside the span
        dimension = hull.dimension;
    }
    poly.points = pts();
    poly.set_faces(hull.faces);
    return true;
}

}  // namespace detail

template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
EpaOutput3<T> epa_penetration3(const MinkowskiPair3<T, ProxyA, ProxyB>& m,
                               const Simplex3<T>& simplex, const EpaSettings<T>& settings,
                               Tracer* tracer = nullptr) {
    using Pair = MinkowskiPair3<T, ProxyA, ProxyB>;
    EpaOutput3<T> out;
    const T tol = std::max(settings.tolerance, 16 * machine_eps<T>());
    const int max_iter = std::max(settings.max_iterations, 1);
    // Working memory is kept per thread between calls: EPA allocates nothing in steady use.
    thread_local Polytope3<T> poly;
    thread_local std::vector<SupportVertex3<T>> verts;
    thread_local detail::FaceQueue<T> queue;
    poly.clear();
    verts.clear();

    auto finish = [&](const typename Polytope3<T>::Face& f) {
        // Barycentric coordinates of the origin's projection on the face (Ericson 3.4).
        const Vec3<T> p = f.offset * f.normal;
        const Vec3<T> a = poly.points[f.v[0]], b = poly.points[f.v[1]], c = poly.points[f.v[2]];
        const Vec3<T> n = glm::cross(b - a, c - a);
        const T nn = length_sq(n);
        T u = T(1) / 3, v = T(1) / 3, w = T(1) / 3;
        if (nn > 0) {
            u = glm::dot(n, glm::cross(b - p, c - p)) / nn;
            v = glm::dot(n, glm::cross(c - p, a - p)) / nn;
            w = 1 - u - v;
        }
        const auto& A = verts[f.v[0]];
        const auto& B = verts[f.v[1]];
        const auto& C = verts[f.v[2]];
        out.depth = std::max(f.offset, T(0));
        out.normal = m.xa.rotate(f.normal);
        out.point_a = m.xa.apply(u * A.wa + v * B.wa + w * C.wa);
        out.point_b = m.xa.apply(u * A.wb + v * B.wb + w * C.wb);
    };

    if (!detail::epa_seed3(m, simplex, poly, verts)) {
        // A - B is flat: the shapes only touch. Depth 0, along the flat set's normal if any.
        out.depth = 0;
        out.stop = EpaStop::Degenerate;
        Vec3<T> n{0, 0, 0};
        for (size_t i = 2; i < verts.size() && !(length_sq(n) > 0); ++i)
            n = glm::cross(verts[1].w - verts[0].w, verts[i].w - verts[0].w);
        out.normal = length_sq(n) > 0 ? m.xa.rotate(glm::normalize(n)) : Vec3<T>{1, 0, 0};
        // The GJK simplex holds the origin: its weighted supports are the touching points.
        Vec3<T> pa, pb;
        simplex.witness_points(pa, pb);
        out.point_a = out.point_b = m.xa.apply((pa + pb) / T(2));
        if constexpr (Tracer::enabled) {
            EpaStep3 rec;
            for (auto& v : verts) rec.vertices.push_back(m.to_world(v));
            rec.stop = out.stop;
            if (tracer) tracer->on_epa(rec);
        }
        return out;
    }

    T scale = 0;
    for (auto& p : poly.points)
        scale = std::max({scale, std::abs(p.x), std::abs(p.y), std::abs(p.z)});
    queue.clear();
    // The depth lies between the closest face's distance and the smallest support distance
    // seen so far (`upper`). The closest face is never farther than the depth, so a face
    // clearly farther than `upper` (beyond the stopping tolerance, so that rounding cannot
    // keep out the face EPA ends on) is never the closest: it stays out of the queue.
    T upper = std::numeric_limits<T>::max() / 4;
    auto push = [&](auto id, int n) {
        queue.make_room(int(poly.faces.size()), n);
        queue.push_within(id, n, poly.faces.data(),
                          upper + tol * std::abs(upper) + 64 * machine_eps<T>() * scale);
    };
    push([](int k) { return k; }, int(poly.faces.size()));

    for (int iter = 0;; ++iter) {
        if (queue.empty()) {  // cannot happen on a closed polytope; stop safely
            out.stop = EpaStop::Degenerate;
            break;
        }
        const int fi = queue.closest();
        // Read in place (docs/performance.md, "Results written in place"). Valid to the end
        // of the step: add() moves the faces only when it succeeds, and then the step no longer
        // reads this one.
        const auto& face = poly.faces[fi];

        [[maybe_unused]] detail::RecordIf<Tracer, EpaStep3> rec;
        [[maybe_unused]] std::vector<int> face_slot;
        if constexpr (Tracer::enabled) {
            rec.iteration = iter;
            for (auto& v : verts) rec.vertices.push_back(m.to_world(v));
            face_slot.assign(poly.faces.size(), -1);
            for (int i = 0; i < int(poly.faces.size()); ++i)
                if (poly.faces[i].alive) {
                    face_slot[i] = int(rec.faces.size());
                    rec.faces.push_back(
                        {poly.faces[i].v[0], poly.faces[i].v[1], poly.faces[i].v[2]});
                }
            rec.closest_face = face_slot[fi];
            rec.normal = m.dir_to_world(face.normal);
            rec.distance = double(face.offset);
        }
        auto emit = [&](EpaStop stop) {
            out.stop = stop;
            if constexpr (Tracer::enabled) {
                rec.stop = stop;
                if (tracer) tracer->on_epa(rec);
            }
        };
        if (iter >= max_iter) {
            finish(face);
            emit(EpaStop::MaxIterations);
            break;
        }
        // The support goes straight to its place among the vertices; on the exits below it
        // stays there unused.
        const int hint_a = verts[face.v[0]].ia, hint_b = verts[face.v[0]].ib;
        const int known = int(verts.size());
        SupportVertex3<T>& w = verts.emplace_back();
        m.support_into(w, face.normal, hint_a, hint_b);
        ++out.iterations;
        const T support_distance = glm::dot(w.w, face.normal);
        const T gap = support_distance - face.offset;
        upper = std::min(upper, support_distance);
        if constexpr (Tracer::enabled) {
            rec.has_support = true;
            rec.support = m.to_world(w);
            rec.support_distance = double(support_distance);
            rec.gap = double(gap);
        }
        // A support point that is already a vertex ends EPA exactly. Such a point lies on or
        // behind every face plane up to rounding, so only a small gap can be one: the scan
        // over the vertices runs only within a wide band of the stopping gap.
        const T floor = 64 * machine_eps<T>() * scale;
        const T stop_gap = tol * std::abs(face.offset) + floor;
        if constexpr (Tracer::enabled) rec.stop_gap = double(stop_gap), rec.tolerance = double(tol);
        int duplicate = 0;
        if constexpr (Pair::discrete) {
            if (gap <= 1024 * stop_gap)
                for (int i = 0; i < known; ++i)
                    duplicate |= int(verts[i].ia == w.ia) & int(verts[i].ib == w.ib);
        }
        if (duplicate) {
            finish(face);
            emit(EpaStop::DuplicateSupport);
            break;
        }
        if (gap <= stop_gap) {
            finish(face);
            emit(EpaStop::Converged);
            break;
        }
        poly.points.push_back(w.w);
        scale = std::max({scale, std::abs(w.w.x), std::abs(w.w.y), std::abs(w.w.z)});
        // From the chosen face, which w sees by the gap. Seeing nothing: as far as it gets.
        if (!poly.add(int(verts.size()) - 1, floor, fi)) {
            finish(face);
            emit(EpaStop::Converged);
            break;
        }
        const auto& change = poly.change();
        for (int i : change.removed) queue.remove(i);
        push([&](int k) { return change.added[k]; }, change.added.size());
        if constexpr (Tracer::enabled) {
            for (int i : change.removed) rec.removed.push_back(face_slot[i]);
            for (auto& e : change.horizon) rec.horizon.push_back({e[0], e[1]});
            for (int i : change.added)
                rec.added.push_back({poly.faces[i].v[0], poly.faces[i].v[1], poly.faces[i].v[2]});
        }
        emit(EpaStop::Running);
    }
    return out;
}

}  // namespace gjk
