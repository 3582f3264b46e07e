// The timeline of a 3D query: every GJK step, then every EPA step, with the meshes the 3D
// views draw (the shapes and A - B). Built from a scene, no window involved.
#pragma once

#include <gjk/trace.h>

#include <string>
#include <vector>

#include "model/mesh3.h"
#include "scene/evaluate.h"
#include "scene/scene.h"

namespace gjklab {

struct Timeline3 {
    QueryReport report;
    gjk::TraceRecorder trace;
    Variant variant = Variant::Distance;
    int index_a = 0, index_b = 1;  ///< the query pair in scene.shapes
    std::vector<Mesh3> shapes;     ///< one per scene shape, world space
    Mesh3 minkowski;               ///< A - B
    bool minkowski_exact = true;   ///< false: sampled (curved shapes)

    int size() const { return int(trace.gjk3.size() + trace.epa3.size()); }
    int gjk_count() const { return int(trace.gjk3.size()); }
    bool is_epa(int step) const { return step >= gjk_count(); }
    const gjk::GjkStep3* gjk_step(int step) const {
        return step >= 0 && step < gjk_count() ? &trace.gjk3[step] : nullptr;
    }
    const gjk::EpaStep3* epa_step(int step) const {
        const int k = step - gjk_count();
        return k >= 0 && k < int(trace.epa3.size()) ? &trace.epa3[k] : nullptr;
    }
    int clamp(int step) const { return std::max(0, std::min(step, size() - 1)); }
    /// "GJK 2/3" or "EPA 1/4".
    std::string step_name(int step) const;
    /// The one-sentence explanation of a step (as `gjklab trace` prints it).
    std::string explanation(int step) const;
};

/// The simplex (GJK) or polytope (EPA) shown at `step`, for hit testing and highlighting.
const std::vector<gjk::TraceVertex3>* displayed_vertices3(const Timeline3& t, int step);

/// Runs a 3D scene's query with a full trace and builds the meshes.
Timeline3 build_timeline3(const Scene& scene);

}  // namespace gjklab
