#include "scene/scale.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "scene/evaluate.h"

namespace gjklab {

namespace {

/// Lowest and highest world coordinate of a body along each axis (its support values).
template <class Body, class Vec>
void world_box(const Body& body, Vec& lo, Vec& hi) {
    auto extent = [&](const Vec& dir) {
        auto along = [&](const auto& proxy) {
            const Vec local = body.xf.inv_rotate(dir);
            return glm::dot(body.xf.apply(proxy.support(local).point), dir) + proxy.radius;
        };
        if constexpr (Vec::length() == 2)
            return gjk::with_proxy(body.core, along);
        else
            return gjk::with_proxy3(body.core, along);
    };
    for (int k = 0; k < Vec::length(); ++k) {
        Vec axis(0);
        axis[k] = 1;
        hi[k] = extent(axis);
        lo[k] = -extent(-axis);
    }
}

std::string format_number(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", x);
    return buf;
}

template <class Body, class Vec>
std::string scale_problem_of(const Scene& scene, const Body& a, const Body& b) {
    const bool single = scene.settings.precision == Precision::Float;
    const double lowest = single ? 1e-9 : 1e-70, highest = single ? 1e9 : 1e70;
    Vec a_lo, a_hi, b_lo, b_hi;
    world_box(a, a_lo, a_hi);
    world_box(b, b_lo, b_hi);
    double span = 0, coordinate = 0;  // A - B's largest coordinate; the bodies' largest
    for (int k = 0; k < Vec::length(); ++k) {
        span = std::max({span, std::abs(a_lo[k] - b_hi[k]), std::abs(a_hi[k] - b_lo[k])});
        coordinate = std::max({coordinate, std::abs(a_lo[k]), std::abs(a_hi[k]),
                               std::abs(b_lo[k]), std::abs(b_hi[k])});
    }
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
    if (scene.dimension == 3)
        return scale_problem_of<gjk::Body3<double>, glm::dvec3>(scene, body3_of<double>(a),
                                                                body3_of<double>(b));
    return scale_problem_of<gjk::Body2<double>, glm::dvec2>(scene, body_of<double>(a),
                                                            body_of<double>(b));
}

}  // namespace gjklab
