// Triangle meshes of 3D shapes and of A - B, in world space, for drawing: the convex hull of
// the shape's points (polytopes, boxes: exact) or of its support points along many directions
// (spheres, capsules, cylinders, cones, ellipsoids: sampled finely enough to draw).
#pragma once

#include <gjk/shapes3d.h>

#include <array>
#include <glm/vec3.hpp>
#include <vector>

namespace gjklab {

struct Mesh3 {
    std::vector<glm::dvec3> points;         ///< world space
    std::vector<std::array<int, 3>> faces;  ///< outward, counter-clockwise (empty: flat)
    std::vector<std::array<int, 2>> edges;  ///< creases to outline (not a flat face's diagonals)
    /// For each crease, the two faces that meet there (outline them when one faces the eye).
    std::vector<std::array<int, 2>> edge_faces;
    /// Every edge of the triangulation: its two corners and its two faces (silhouettes).
    std::vector<std::array<int, 4>> links;
    glm::dvec3 centre{0, 0, 0};  ///< mean of the points
    /// Per face, when the corners do not give it: a sampled A - B takes the direction its
    /// corners were found along (faces where a flat part was sampled have no area of their own).
    std::vector<glm::dvec3> normals;

    glm::dvec3 face_normal(int face) const;
};

/// Hull of `points` as a mesh. Fewer than four points, or points without volume, give a mesh
/// without faces whose edges join consecutive hull points (a point, a segment, a polygon).
/// Creases are edges whose faces turn by more than `crease_deg`; kAutoCrease: every edge of a
/// polytope with few faces, only the sharp ones (20 degrees) when it has so many that it reads
/// as a smooth surface (a hull of thousands of points: outlining every edge would only grey it).
constexpr double kAutoCrease = -1;
Mesh3 hull_mesh(const std::vector<glm::dvec3>& points, double crease_deg);

/// `count` unit directions spread evenly over the sphere (Fibonacci lattice).
std::vector<glm::dvec3> sphere_directions(int count);

/// The body (core + radius) as a mesh in world space; `exact` says whether it is the body
/// itself (polytope, box, point, segment) or sampled. The mesh in the body's own frame is
/// kept for the next call with the same core (moving or turning a shape costs no hull).
Mesh3 body_mesh(const gjk::Body3<double>& body, bool& exact);

/// A - B as a mesh: the hull of the vertex differences when both are exact (and not too many),
/// else the support points along a fixed set of directions on the triangulation of those
/// directions (no hull to build: the window redraws it at every edit).
Mesh3 minkowski_mesh(const gjk::Body3<double>& a, const gjk::Body3<double>& b, bool& exact);

}  // namespace gjklab
