// The timeline of one query: every GJK step, then every EPA step, with the geometry the views
// draw (shape outlines, the Minkowski difference). Built from a scene, no window involved.
#pragma once

#include <gjk/minkowski2d.h>
#include <gjk/trace.h>

#include <string>
#include <vector>

#include "scene/evaluate.h"
#include "scene/scene.h"

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

/// Outline and vertices of a scene shape, curved parts sampled finely enough to draw.
ShapeGeometry shape_geometry(const SceneShape& s, int curve_samples = 96);

struct Timeline {
    QueryReport report;
    gjk::TraceRecorder trace;
    Variant variant = Variant::Distance;
    int index_a = 0, index_b = 1;                         ///< the query pair in scene.shapes
    std::vector<gjk::MinkowskiVertex<double>> minkowski;  ///< A - B in world space, CCW
    bool minkowski_exact = true;        ///< false: sampled (curved or rounded shapes)
    std::vector<ShapeGeometry> shapes;  ///< one per scene shape

    int size() const { return int(trace.gjk.size() + trace.epa.size()); }
    int gjk_count() const { return int(trace.gjk.size()); }
    bool is_epa(int step) const { return step >= gjk_count(); }
    const gjk::GjkStep* gjk_step(int step) const {
        return step >= 0 && step < gjk_count() ? &trace.gjk[step] : nullptr;
    }
    const gjk::EpaStep* epa_step(int step) const {
        int k = step - gjk_count();
        return k >= 0 && k < int(trace.epa.size()) ? &trace.epa[k] : nullptr;
    }
    int clamp(int step) const { return std::max(0, std::min(step, size() - 1)); }
    /// "GJK 2/3" or "EPA 1/4".
    std::string step_name(int step) const;
    /// The one-sentence explanation of a step.
    std::string explanation(int step) const;
};

/// "GJK 2/3", "boolean GJK 1/4" or "EPA 1/4" for step `step` of a timeline with those counts.
std::string step_label(Variant variant, int step, int gjk_count, int epa_count);

/// The simplex (GJK) or polygon (EPA) shown at `step`, for hit testing and highlighting.
const std::vector<gjk::TraceVertex>* displayed_vertices(const Timeline& t, int step);

/// Runs the scene's query with a full trace. With `cache`, GJK starts from (and updates) it.
Timeline build_timeline(const Scene& scene, gjk::SimplexCache2* cache = nullptr);

}  // namespace gjklab
