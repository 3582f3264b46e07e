#include "scene/evaluate.h"

#include <gjk/gjk_boolean2d.h>
#include <gjk/gjk_boolean3d.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gjklab {

namespace {

template <class T>
gjk::QuerySettings<T> settings_of(const SceneSettings& s) {
    gjk::QuerySettings<T> q;
    q.gjk.max_iterations = s.max_iterations;
    q.gjk.tolerance = T(s.tolerance);
    q.gjk.initial_direction = gjk::Vec2<T>(s.initial_direction);
    q.epa.max_iterations = s.epa_max_iterations;
    q.epa.tolerance = T(s.tolerance);
    return q;
}

/// A query result in double, whatever precision it was computed in (2D or 3D).
template <class Out, class In>
Out to_double(const In& r) {
    Out d;
    d.intersecting = r.intersecting;
    d.distance = r.distance;
    d.penetration_depth = r.penetration_depth;
    d.normal = decltype(d.normal)(r.normal);
    d.witness_a = decltype(d.witness_a)(r.witness_a);
    d.witness_b = decltype(d.witness_b)(r.witness_b);
    d.gjk_iterations = r.gjk_iterations;
    d.epa_iterations = r.epa_iterations;
    d.gjk_stop = r.gjk_stop;
    d.epa_stop = r.epa_stop;
    return d;
}

template <class T>
void run(const Scene& scene, QueryReport& report, gjk::TraceRecorder* trace,
         gjk::SimplexCache2* cache) {
    const gjk::Body2<T> a = body_of<T>(scene.shapes[scene.index_of(scene.query_a)]);
    const gjk::Body2<T> b = body_of<T>(scene.shapes[scene.index_of(scene.query_b)]);
    const gjk::QuerySettings<T> settings = settings_of<T>(scene.settings);
    if (scene.settings.variant == Variant::Boolean) {
        report.boolean_intersecting = gjk::gjk_intersect(a, b, settings.gjk, trace).intersecting;
        report.result = to_double<gjk::QueryResult<double>>(gjk::query(a, b, settings));
        return;
    }
    if (trace)
        report.result =
            to_double<gjk::QueryResult<double>>(gjk::query(a, b, settings, cache, trace));
    else
        report.result = to_double<gjk::QueryResult<double>>(gjk::query(a, b, settings, cache));
}

template <class T>
void run3(const Scene& scene, QueryReport& report, gjk::TraceRecorder* trace) {
    const gjk::Body3<T> a = body3_of<T>(scene.shapes[scene.index_of(scene.query_a)]);
    const gjk::Body3<T> b = body3_of<T>(scene.shapes[scene.index_of(scene.query_b)]);
    gjk::QuerySettings3<T> q;
    q.gjk.max_iterations = scene.settings.max_iterations;
    q.gjk.tolerance = T(scene.settings.tolerance);
    q.gjk.initial_direction = gjk::Vec3<T>(scene.settings.initial_direction3);
    q.epa.max_iterations = scene.settings.epa_max_iterations;
    q.epa.tolerance = T(scene.settings.tolerance);
    if (scene.settings.variant == Variant::Boolean) {
        report.boolean_intersecting = gjk::gjk_intersect3(a, b, q.gjk, trace).intersecting;
        report.result3 = to_double<gjk::QueryResult3<double>>(gjk::query3(a, b, q));
        return;
    }
    if (trace)
        report.result3 = to_double<gjk::QueryResult3<double>>(gjk::query3(a, b, q, nullptr, trace));
    else
        report.result3 = to_double<gjk::QueryResult3<double>>(gjk::query3(a, b, q));
}

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

QueryReport run_query(const Scene& scene, gjk::TraceRecorder* trace, gjk::SimplexCache2* cache) {
    QueryReport report;
    report.a = scene.query_a;
    report.b = scene.query_b;
    report.dimension = scene.dimension;
    const bool single = scene.settings.precision == Precision::Float;
    if (scene.dimension == 3) {
        if (single)
            run3<float>(scene, report, trace);
        else
            run3<double>(scene, report, trace);
    } else if (single) {
        run<float>(scene, report, trace, cache);
    } else {
        run<double>(scene, report, trace, cache);
    }
    return report;
}

}  // namespace gjklab
