// The timeline of one query: every GJK step, then every EPA step, with the geometry the views
// draw (shape outlines, the Minkowski difference). Built from a scene, no window involved.
#pragma once

#include <gjk/minkowski2d.h>

#include <string>
#include <vector>

#include "model/timeline.h"

namespace gjklab {

/// A shape as drawn: its world outline (closed), its core vertices, where it is.
struct ShapeGeometry {
    std::vector<glm::dvec2> outline;        ///< closed outline in world space (empty: a point)
    std::vector<glm::dvec2> core_vertices;  ///< core vertices in world space (labels, handles)
    glm::dvec2 position{0, 0};
    double radius = 0;  ///< core radius (circle, capsule, rounded polygon)
    bool is_point = false;
    bool is_segment = false;

    /// Where the shape's name goes: its position when that lies inside the outline, else the
    /// mean of the outline's points (a polygon given in world coordinates has its position,
    /// and so its name, far from it: two such names once sat on top of each other at 0,0).
    glm::dvec2 name_anchor() const;
};

/// Whether the lesson's introduction numbers the shape's corners (a0, a1, ...), as the steps
/// name them: a polygon's or a rounded polygon's or capsule's core corners, at most 16 (more
/// would be a crowd; a circle's or an ellipse's points have no numbers).
inline bool corners_numbered(const ShapeGeometry& g) {
    return !g.is_point && g.core_vertices.size() >= 2 && g.core_vertices.size() <= 16;
}

/// Outline and vertices of a scene shape, curved parts sampled finely enough to draw.
ShapeGeometry shape_geometry(const SceneShape& s, int curve_samples = 96);

struct Timeline2 : TimelineSteps<gjk::GjkStep, gjk::EpaStep> {
    std::vector<gjk::MinkowskiVertex<double>> minkowski;  ///< A - B in world space, CCW
    bool minkowski_exact = true;  ///< false: sampled (curved or rounded shapes)
    /// Rounded shapes (circles, capsules, rounded polygons): A - B of their cores, the shapes
    /// without their rounding, which GJK and EPA walk on (empty when no shape is rounded).
    std::vector<gjk::MinkowskiVertex<double>> core_minkowski;
    std::vector<ShapeGeometry> shapes;  ///< one per scene shape
};

/// The simplex (GJK) or polygon (EPA) shown at `step`, for hit testing and highlighting.
const std::vector<gjk::TraceVertex>* displayed_vertices(const Timeline2& t, int step);

/// Runs the scene's query with a full trace. With `cache`, GJK starts from (and updates) it.
Timeline2 build_timeline2(const Scene& scene, WarmStart* warm = nullptr);

}  // namespace gjklab
