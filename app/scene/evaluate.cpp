#include "scene/evaluate.h"
#include "scene/core_instances.h"

#include <gjk/gjk_boolean2d.h>
#include <gjk/gjk_boolean3d.h>

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

}  // namespace

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
