#include "scene/scale.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <gjk/bounds2d.h>
#include <gjk/bounds3d.h>
#include <gjk/precision.h>

#include "scene/evaluate.h"
#include "scene/numbers.h"

namespace gjklab {

namespace {

/// From the world AABBs of the query pair; `origin` is where the run puts the world's origin
/// (float: A's position, see evaluate.cpp), so coordinates count from there.
template <class Box, class Vec>
std::string scale_problem_of(const Scene& scene, const Box& a, const Box& b, const Vec& origin) {
    const bool single = scene.settings.precision == Precision::Float;
    const double lowest =
        single ? gjk::PrecisionRange<float>::lowest : gjk::PrecisionRange<double>::lowest;
    const double highest =
        single ? gjk::PrecisionRange<float>::highest : gjk::PrecisionRange<double>::highest;
    const double span = gjk::minkowski_extent(a, b);  // A - B's largest coordinate
    double coordinate = 0;                            // the bodies' largest
    for (int k = 0; k < a.min.length(); ++k)
        for (double c : {a.min[k], a.max[k], b.min[k], b.max[k]})
            coordinate = std::max(coordinate, std::abs(c - origin[k]));
    const std::string pair = "\"" + scene.query_a + "\" - \"" + scene.query_b + "\"";
    const std::string range = std::string(single ? "float" : "double") + " precision needs " +
                              format_number(lowest) + " to " + format_number(highest);
    if (single && !(coordinate <= 1e30))
        return pair + " reaches coordinates of " + format_number(coordinate) +
               ", beyond float precision (1e30): use \"precision\": \"double\"";
    if (!(span <= highest))
        return pair + " spans " + format_number(span) + " and " + range +
               " (products of four lengths would overflow): use smaller units" +
               (single ? " or \"precision\": \"double\"" : "");
    if (span > 0 && span < lowest)
        return pair + " spans only " + format_number(span) + " and " + range +
               " (products of four lengths would underflow): use larger units" +
               (single ? " or \"precision\": \"double\"" : "");
    return "";
}

}  // namespace

std::string scale_problem(const Scene& scene) {
    const SceneShape& a = scene.shapes[scene.index_of(scene.query_a)];
    const SceneShape& b = scene.shapes[scene.index_of(scene.query_b)];
    const bool single = scene.settings.precision == Precision::Float;
    if (scene.dimension == 3)
        return scale_problem_of(scene, gjk::aabb_of(body3_of<double>(a)),
                                gjk::aabb_of(body3_of<double>(b)),
                                single ? a.entry3().position : glm::dvec3(0));
    return scale_problem_of(scene, gjk::aabb_of(body2_of<double>(a)),
                            gjk::aabb_of(body2_of<double>(b)),
                            single ? a.entry2().position : glm::dvec2(0));
}

}  // namespace gjklab
