// The separating axis test walked one axis at a time, as a view steps through it: each axis in
// the order the test meets it (the edge normals of A, then of B; in 3D the face normals of A,
// of B, then the cross products of an edge of A with an edge of B), both shapes' projections on
// it, and whether it separates them. The first axis that separates ends the test; if none does,
// the shapes overlap and the axis of least overlap gives the penetration depth.
#pragma once

#include <gjk/sat2d.h>
#include <gjk/sat3d.h>
#include <gjk/shapes2d.h>
#include <gjk/shapes3d.h>

#include <array>
#include <string>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

/// One axis of the test. In 2D the z components are 0.
struct SatStep {
    /// CircleOfA/B: 2D, the line from that shape's centre (a circle) to the other shape's
    /// nearest vertex, `edge_b[0]` (CircleOfA) or `edge_a[0]` (CircleOfB).
    enum Kind { NormalOfA, NormalOfB, EdgeCross, CircleOfA, CircleOfB };
    Kind kind = NormalOfA;
    glm::dvec3 axis{1, 0, 0};    ///< unit, pointing from A towards B
    gjk::Interval<double> a, b;  ///< A's and B's projections on the axis
    double separation =
        0;  ///< b.min - a.max: > 0 the gap (the axis separates), else minus the overlap
    glm::dvec3 face_normal{
        0};  ///< NormalOfA/B: the outward normal of the face (2D: edge) it comes from
    std::array<int, 2> edge_a{-1, -1},
        edge_b{-1, -1};  ///< 2D: the edge whose normal it is; EdgeCross: the edges crossed
    bool separates() const { return separation > 0; }
};

struct SatSteps {
    bool applies = false;
    std::string why;  ///< why SAT cannot test this pair
    int dimension = 2;
    std::vector<glm::dvec3>
        vertices[2];              ///< world vertices of A and B (SatStep's edges index them)
    std::vector<int> numbers[2];  ///< each vertex's number as the views name it (a3, b0)
    double radius[2] = {0, 0};    ///< 2D: a circle's radius (its one vertex is its centre)
    std::vector<SatStep> steps;   ///< every axis tested, up to the first that separates
    int possible = 0;             ///< the axes it would test if none separated
    bool separated = false;
    /// The axis that answers: the separating one, else the one of least overlap. -1 if none.
    int deciding() const;
};

/// Why SAT cannot test the shape, or "" if it can: 2D a polygon or box without a radius, or a
/// circle (seed 004); 3D a polytope or box.
std::string sat_refusal(const SceneShape& s);

/// A polytope or box as SAT takes it: its hull's world vertices, face normals and edges.
gjk::SatPolytope3<double> sat_polytope_of(const SceneShape& s);

/// At most this many edge pairs in 3D (each is an axis whose test projects every vertex).
constexpr double kMaxSatEdgePairs = 250000;

/// SAT walked on the scene's query pair.
SatSteps sat_steps(const Scene& scene);

/// Which axis it is, in words: "the normal of A's edge a1-a2", "A's edge a0-a4 x B's edge b1-b2".
std::string sat_axis_name(const SatSteps& s, const SatStep& step);

/// A caption for axis `index` (from 0): the axis, both projections, and what the test concludes
/// there, to 3 significant digits.
std::string sat_step_caption(const SatSteps& s, int index);

/// A caption for the axis that answers: the separating one and its gap, or the least overlap
/// and why it is the penetration depth.
std::string sat_answer_caption(const SatSteps& s);

}  // namespace gjklab
