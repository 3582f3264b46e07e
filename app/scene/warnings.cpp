#include "scene/warnings.h"
#include "scene/numbers.h"
#include "scene/scale.h"

#include <gjk/bounds2d.h>
#include <gjk/bounds3d.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace gjklab {

namespace {

/// The sizes that decide what rounding leaves of the answer, from the pair's world AABBs.
struct Extent {
    double span = 0;        ///< A - B's largest coordinate: the scale of GJK's numbers
    double coordinate = 0;  ///< the largest coordinate the run computes with (its frame)
};

template <class Box, class Vec>
Extent extent_of(const Box& a, const Box& b, const Vec& run_origin) {
    Extent e;
    for (int k = 0; k < a.min.length(); ++k) {
        e.span = std::max({e.span, std::abs(a.min[k] - b.max[k]), std::abs(a.max[k] - b.min[k])});
        for (double c : {a.min[k], a.max[k], b.min[k], b.max[k]})
            e.coordinate = std::max(e.coordinate, std::abs(c - run_origin[k]));
    }
    return e;
}

template <class Result>
std::vector<std::string> warnings_of(const Scene& scene, const Result& r, Extent e,
                                     double origin_norm) {
    std::vector<std::string> out;
    const SceneSettings& st = scene.settings;
    const bool single = st.precision == Precision::Float;
    const double eps =
        single ? std::numeric_limits<float>::epsilon() : std::numeric_limits<double>::epsilon();
    if (r.gjk_stop == gjk::GjkStop::MaxIterations)
        out.push_back("iteration cap: GJK stopped at max_iterations (" +
                      std::to_string(st.max_iterations) + ") before its test passed");
    if (r.epa_stop == gjk::EpaStop::MaxIterations)
        out.push_back("iteration cap: EPA stopped at epa_max_iterations (" +
                      std::to_string(st.epa_max_iterations) + "); the depth is a lower bound");
    if (r.gjk_stop == gjk::GjkStop::NoProgress)
        out.push_back(
            "no progress: rounding stopped GJK before its test passed (the distance stopped "
            "shrinking); the answer is as close as this precision gets");

    const double answer = r.intersecting ? r.penetration_depth : r.distance;
    // GJK's own threshold (gjk_common.h, touch_distance): the answer is zero within tolerance.
    const double touch = std::max(st.tolerance, 8 * eps) * e.span;
    if (answer <= touch)
        out.push_back("touching within tolerance: the shapes are within " + format_number(touch) +
                      " (tolerance x size) of touching; the normal is the contact's");

    // Rounding: each coordinate the run computes with carries about eps x its size, and moving
    // the pair to the run's origin (float) rounds in double.
    const double rounding =
        8 * (eps * e.coordinate + std::numeric_limits<double>::epsilon() * origin_norm);
    if (answer > touch && rounding > 1e-3 * answer)
        out.push_back(std::string("precision: ") + (single ? "float" : "double") +
                      " at coordinates up to " + format_number(e.coordinate) + " keeps about " +
                      format_number(rounding) + ", against an answer of " + format_number(answer) +
                      (rounding >= answer ? ": even whether the shapes overlap is uncertain"
                                          : ": only its first digits can be trusted") +
                      (single ? " (use \"precision\": \"double\")" : ""));
    return out;
}

}  // namespace

std::vector<std::string> query_warnings(const Scene& scene, const QueryReport& report) {
    const SceneShape& a = scene.shapes[scene.index_of(scene.query_a)];
    const SceneShape& b = scene.shapes[scene.index_of(scene.query_b)];
    const double origin_norm = glm::length(report.run_origin);
    if (scene.dimension == 3)
        return warnings_of(scene, report.result3,
                           extent_of(gjk::aabb_of(body3_of<double>(a)),
                                     gjk::aabb_of(body3_of<double>(b)), report.run_origin),
                           origin_norm);
    return warnings_of(scene, report.result,
                       extent_of(gjk::aabb_of(body2_of<double>(a)),
                                 gjk::aabb_of(body2_of<double>(b)), glm::dvec2(report.run_origin)),
                       origin_norm);
}

}  // namespace gjklab
