// The timeline of a 3D query: every GJK step, then every EPA step, with the meshes the 3D
// views draw (the shapes and A - B). Built from a scene, no window involved.
#pragma once

#include <string>
#include <vector>

#include "model/mesh3.h"
#include "model/timeline.h"

namespace gjklab {

struct Timeline3 : TimelineSteps<gjk::GjkStep3, gjk::EpaStep3> {
    std::vector<Mesh3> shapes;    ///< one per scene shape, world space
    Mesh3 minkowski;              ///< A - B
    bool minkowski_exact = true;  ///< false: sampled (curved shapes)
    /// Rounded shapes: A - B of their cores, which GJK and EPA walk on (empty: none rounded).
    Mesh3 core_minkowski;
    /// A's and B's corners in world space, by core index, when the introduction numbers them
    /// (a polytope without rounding, at most 16 corners; else empty).
    std::vector<glm::dvec3> corners_a, corners_b;
};

/// The simplex (GJK) or polytope (EPA) shown at `step`, for hit testing and highlighting.
const std::vector<gjk::TraceVertex3>* displayed_vertices(const Timeline3& t, int step);

/// Runs a 3D scene's query with a full trace and builds the meshes.
/// With `warm`, GJK starts from (and updates) its cache.
Timeline3 build_timeline3(const Scene& scene, WarmStart* warm = nullptr);

}  // namespace gjklab
