// The words a caption uses for one dimension ("triangle" or "tetrahedron", "edge" or "face")
// and for the points of a run by their names: shared by the step explanations
// (model/explain.h) and the lesson's captions (model/lesson.h).
#pragma once

#include <gjk/trace.h>

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>
#include <string>
#include <type_traits>
#include <vector>

#include "model/explain.h"
#include "model/lesson/text.h"
#include "model/support_names.h"

namespace gjklab::words {

/// The words of one dimension, so that a caption never says "polygon (3D: polytope)".
struct Words {
    const char* solid;     ///< the largest simplex: "triangle", "tetrahedron"
    const char* polytope;  ///< what EPA grows: "polygon", "polytope"
    const char* feature;   ///< its boundary pieces: "edge", "face"
    const char* size;      ///< "area", "volume"
    const char* wall;      ///< what separates: "line", "plane"
};
constexpr Words kWords2{"triangle", "polygon", "edge", "area", "line"};
constexpr Words kWords3{"tetrahedron", "polytope", "face", "volume", "plane"};

inline const Words& words(const gjk::GjkStep&) {
    return kWords2;
}
inline const Words& words(const gjk::GjkStep3&) {
    return kWords3;
}
inline const Words& words(const gjk::EpaStep&) {
    return kWords2;
}
inline const Words& words(const gjk::EpaStep3&) {
    return kWords3;
}

inline std::string vec_text(glm::dvec2 v) {
    return "(" + short_number(v.x) + ", " + short_number(v.y) + ")";
}
inline std::string vec_text(glm::dvec3 v) {
    return "(" + short_number(v.x) + ", " + short_number(v.y) + ", " + short_number(v.z) + ")";
}
/// Points that must show a difference of `resolution` (closest points `resolution` apart).
inline std::string vec_text(glm::dvec2 v, double resolution) {
    return "(" + short_number(v.x, resolution) + ", " + short_number(v.y, resolution) + ")";
}
inline std::string vec_text(glm::dvec3 v, double resolution) {
    return "(" + short_number(v.x, resolution) + ", " + short_number(v.y, resolution) + ", " +
           short_number(v.z, resolution) + ")";
}

/// "w1", "w1 and w3", "w1, w2 and w4".
template <class Vertex>
std::string list(const std::vector<Vertex>& vs, const SupportNames<Vertex>& names) {
    std::vector<std::string> said;
    for (const Vertex& v : vs) said.push_back(names.name(v));
    return lesson::joined(said);
}

/// The names of a few corners in the order they were found, joined by `sep`: an edge or face
/// reads the same ("w1-w3") wherever it is named, whatever order the polygon keeps it in.
template <class Vertex>
std::string names_in_order(std::vector<Vertex> vs, const SupportNames<Vertex>& names,
                           const char* sep) {
    std::stable_sort(vs.begin(), vs.end(), [&](const Vertex& a, const Vertex& b) {
        return names.number(a) < names.number(b);
    });
    std::string out;
    for (size_t k = 0; k < vs.size(); ++k) out += (k ? sep : "") + names.name(vs[k]);
    return out;
}

/// A piece of a simplex: "the point w2", "the edge w1-w3", "the triangle w1 w2 w4", "the
/// tetrahedron w1 w2 w3 w4".
template <class Vertex>
std::string piece(const std::vector<Vertex>& vs, const SupportNames<Vertex>& names,
                  const Words& w) {
    switch (vs.size()) {
        case 0:
            return lesson::words("piece.nothing");
        case 1:
            return lesson::words("piece.point", {{"names", names.name(vs[0])}});
        case 2:
            return lesson::words("piece.edge", {{"names", names_in_order(vs, names, "-")}});
        case 3:
            return lesson::words("piece.triangle", {{"names", names_in_order(vs, names, " ")}});
        default:
            return lesson::words(std::string("piece.") + w.solid,
                                 {{"names", names_in_order(vs, names, " ")}});
    }
}

/// The corners of `before` that `after` no longer has (by name: the same support point).
template <class Vertex>
std::vector<Vertex> gone(const std::vector<Vertex>& before, const std::vector<Vertex>& after,
                         const SupportNames<Vertex>& names) {
    std::vector<Vertex> out;
    for (const Vertex& v : before) {
        bool kept = false;
        for (const Vertex& u : after) kept |= names.number(u) == names.number(v);
        if (!kept) out.push_back(v);
    }
    return out;
}

/// EPA's closest edge (2D) or face (3D), by the names of its corners.
/// The corners of EPA's closest edge (2D, two) or face (3D, three); none if it has none.
inline std::vector<gjk::TraceVertex> closest_corners(const gjk::EpaStep& e) {
    const int n = int(e.polytope.size());
    if (e.closest_edge < 0 || n == 0) return {};
    return {e.polytope[size_t(e.closest_edge)], e.polytope[size_t((e.closest_edge + 1) % n)]};
}
inline std::vector<gjk::TraceVertex3> closest_corners(const gjk::EpaStep3& e) {
    if (e.closest_face < 0 || e.closest_face >= int(e.faces.size())) return {};
    const gjk::TraceFace& f = e.faces[size_t(e.closest_face)];
    return {e.vertices[size_t(f.a)], e.vertices[size_t(f.b)], e.vertices[size_t(f.c)]};
}

/// Weights that make `p` from `corners` (1 to 4 points): p = sum of weights[k] corners[k]
/// (the closest point of their line or plane to p, which p is when it lies on them; four
/// corners of a tetrahedron make every point). Empty when the corners are degenerate.
template <class Vec>
inline std::vector<double> weights_of(const std::vector<Vec>& corners, const Vec& p) {
    if (corners.empty()) return {};
    if (corners.size() == 1) return {1.0};
    const Vec e1 = corners[1] - corners[0], q = p - corners[0];
    if (corners.size() == 2) {
        const double len_sq = glm::dot(e1, e1);
        if (!(len_sq > 0)) return {};
        const double t = glm::dot(q, e1) / len_sq;
        return {1 - t, t};
    }
    const Vec e2 = corners[2] - corners[0];
    if constexpr (std::is_same_v<Vec, glm::dvec3>) {
        if (corners.size() == 4) {
            // Cramer's rule on q = u e1 + v e2 + w e3: each weight is a ratio of volumes.
            const glm::dvec3 e3 = corners[3] - corners[0];
            const double vol = glm::dot(e1, glm::cross(e2, e3));
            if (!(std::abs(vol) > 1e-12 * glm::length(e1) * glm::length(e2) * glm::length(e3)))
                return {};
            const double u = glm::dot(q, glm::cross(e2, e3)) / vol,
                         v = glm::dot(e1, glm::cross(q, e3)) / vol,
                         w = glm::dot(e1, glm::cross(e2, q)) / vol;
            return {1 - u - v - w, u, v, w};
        }
    }
    if (corners.size() != 3) return {};
    // Cramer's rule on the 2x2 normal equations of q = v e1 + w e2.
    const double d00 = glm::dot(e1, e1), d01 = glm::dot(e1, e2), d11 = glm::dot(e2, e2);
    const double d20 = glm::dot(q, e1), d21 = glm::dot(q, e2), den = d00 * d11 - d01 * d01;
    if (!(std::abs(den) > 1e-12 * d00 * d11)) return {};
    const double v = (d11 * d20 - d01 * d21) / den, w = (d00 * d21 - d01 * d20) / den;
    return {1 - v - w, v, w};
}

/// The face of EPA's polytope that lies in the closest face's plane and holds `p` (depth x n)
/// with no weight below 0: a flat side of A - B (a box's face, say) is split into triangles,
/// and the point of the side nearest O may lie past the one EPA chose. Its corners, or none
/// (also when the closest face holds `p` itself).
inline std::vector<gjk::TraceVertex3> flat_face_holding(const gjk::EpaStep3& e,
                                                        const glm::dvec3& p) {
    const double scale = std::max(glm::length(p), 1e-300);
    const int n = int(e.vertices.size());
    auto holds = [&](const std::vector<glm::dvec3>& corners) {
        const std::vector<double> w = weights_of(corners, p);
        return w.size() == 3 && w[0] >= -1e-9 && w[1] >= -1e-9 && w[2] >= -1e-9;
    };
    std::vector<glm::dvec3> closest;
    for (const auto& v : closest_corners(e)) closest.push_back(v.point);
    if (closest.size() != 3 || holds(closest)) return {};  // the closest face is the answer's
    for (size_t i = 0; i < e.faces.size(); ++i) {
        const gjk::TraceFace& f = e.faces[i];
        if (int(i) == e.closest_face || f.a >= n || f.b >= n || f.c >= n) continue;
        const glm::dvec3 at[3] = {e.vertices[size_t(f.a)].point, e.vertices[size_t(f.b)].point,
                                  e.vertices[size_t(f.c)].point};
        const glm::dvec3 c = glm::cross(at[1] - at[0], at[2] - at[0]);
        if (!(glm::length(c) > 0)) continue;
        const glm::dvec3 normal = glm::normalize(c);
        if (std::abs(glm::dot(normal, e.normal)) < 1 - 1e-9 ||
            std::abs(glm::dot(normal, p - at[0])) > 1e-9 * scale)
            continue;  // not in the plane
        if (holds({at[0], at[1], at[2]}))
            return {e.vertices[size_t(f.a)], e.vertices[size_t(f.b)], e.vertices[size_t(f.c)]};
    }
    return {};
}
inline std::vector<gjk::TraceVertex> flat_face_holding(const gjk::EpaStep&, const glm::dvec2&) {
    return {};  // a closest edge holds the foot of the perpendicular from O
}

/// EPA's closest edge (2D) or face (3D), by the names of its corners: "edge w1-w3".
inline std::string closest_piece(const gjk::EpaStep& e,
                                 const SupportNames<gjk::TraceVertex>& names) {
    const auto corners = closest_corners(e);
    return corners.empty()
               ? lesson::words("word.edge")
               : lesson::words("piece.epa_edge", {{"names", names_in_order(corners, names, "-")}});
}
inline std::string closest_piece(const gjk::EpaStep3& e,
                                 const SupportNames<gjk::TraceVertex3>& names) {
    const auto corners = closest_corners(e);
    return corners.empty()
               ? lesson::words("word.face")
               : lesson::words("piece.epa_face", {{"names", names_in_order(corners, names, " ")}});
}
}  // namespace gjklab::words
