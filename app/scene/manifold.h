// The contact manifold of a scene's query pair (core/include/gjk/manifold2d.h, manifold3d.h),
// with every feature in the scene file's vertex numbering: what `query --manifold` prints and
// `motion --manifold` follows over time.
#pragma once

#include <gjk/manifold2d.h>
#include <gjk/manifold3d.h>

#include <string>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

/// Where a manifold point came from on one shape: `type` vertex, edge, face or curve, and the
/// vertices that name it in the scene file's numbering (1 for a vertex, 2 for an edge or a 2D
/// face, the face's corners for a 3D face, none on a curve).
struct FeatureReport {
    std::string type;
    std::vector<int> vertices;
    bool operator==(const FeatureReport& o) const {
        return type == o.type && vertices == o.vertices;
    }
};

struct ManifoldPointReport {
    glm::dvec3 position{0, 0, 0}, point_a{0, 0, 0}, point_b{0, 0, 0};
    double separation = 0;
    FeatureReport a, b;
    /// The point's name across time: its two features.
    std::string id() const;
};

struct ManifoldReport {
    int dimension = 2;
    /// "faces", "face_vertex", "vertices", "curve" (2D), "faces", "segments", "witness" (3D),
    /// or "none" (apart by more than `speculative`).
    std::string rule = "none";
    int reference = -1;  ///< 0: A's face is the reference, 1: B's, -1: none
    glm::dvec3 normal{1, 0, 0};
    double speculative = 0;
    std::vector<ManifoldPointReport> points;
    gjk::Manifold2<double> two;    ///< the core's manifold (2D), for drawing
    gjk::Manifold3<double> three;  ///< 3D
};

/// The manifold of the scene's query pair, in double precision; points up to `speculative`
/// apart are kept.
ManifoldReport run_manifold(const Scene& scene, double speculative = 0);

}  // namespace gjklab
