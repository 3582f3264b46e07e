#include "scene/evaluate.h"
#include "scene/core_instances.h"
#include "scene/warnings.h"

#include <type_traits>

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

/// Where the bodies are placed for the run. Float keeps 24 bits: a position of 1e8 holds
/// nothing finer than 8, so two unit boxes 1 apart at x = 1e8 came out overlapping. As
/// large-world engines do, the pair is moved in double so that A's position is the origin
/// before anything is rounded to float, and the answer is moved back in double. (Double runs
/// as given: the core already works in A's frame, and moving first would round the same
/// subtraction the same way.)
template <class T, class Vec>
Vec run_origin(const Vec& position_a) {
    return std::is_same_v<T, float> ? position_a : Vec(0);
}

/// Moves what the run recorded in world space (the support points on A and B; points of
/// A - B and directions do not move) from the run's frame back to the world.
void move_trace(gjk::TraceRecorder& t, size_t gjk_from, size_t epa_from, glm::dvec2 by) {
    auto move = [&](gjk::TraceVertex& v) { v.a += by, v.b += by; };
    for (size_t i = gjk_from; i < t.gjk.size(); ++i) {
        for (auto& v : t.gjk[i].simplex_before) move(v);
        for (auto& v : t.gjk[i].simplex_after) move(v);
        move(t.gjk[i].support);
    }
    for (size_t i = epa_from; i < t.epa.size(); ++i) {
        for (auto& v : t.epa[i].polytope) move(v);
        move(t.epa[i].support);
    }
}
void move_trace(gjk::TraceRecorder& t, size_t gjk_from, size_t epa_from, glm::dvec3 by) {
    auto move = [&](gjk::TraceVertex3& v) { v.a += by, v.b += by; };
    for (size_t i = gjk_from; i < t.gjk3.size(); ++i) {
        for (auto& v : t.gjk3[i].simplex_before) move(v);
        for (auto& v : t.gjk3[i].simplex_after) move(v);
        move(t.gjk3[i].support);
    }
    for (size_t i = epa_from; i < t.epa3.size(); ++i) {
        for (auto& v : t.epa3[i].vertices) move(v);
        move(t.epa3[i].support);
    }
}

/// Names the corners in the trace (index_a, index_b) by the user's numbering of the query
/// pair's vertices (scene.h), as the scene file lists them, instead of the core's.
template <class Vertex>
void renumber(Vertex& v, const std::vector<int>& a, const std::vector<int>& b) {
    v.index_a = user_vertex_number(a, v.index_a);
    v.index_b = user_vertex_number(b, v.index_b);
}
void renumber_trace(gjk::TraceRecorder& t, size_t gjk_from, size_t epa_from, bool three,
                    const std::vector<int>& a, const std::vector<int>& b) {
    if (a.empty() && b.empty()) return;
    auto all = [&](auto& gjk_steps, auto& epa_steps, auto corners) {
        for (size_t i = gjk_from; i < gjk_steps.size(); ++i) {
            for (auto& v : gjk_steps[i].simplex_before) renumber(v, a, b);
            for (auto& v : gjk_steps[i].simplex_after) renumber(v, a, b);
            renumber(gjk_steps[i].support, a, b);
        }
        for (size_t i = epa_from; i < epa_steps.size(); ++i) {
            for (auto& v : corners(epa_steps[i])) renumber(v, a, b);
            renumber(epa_steps[i].support, a, b);
        }
    };
    if (three)
        all(
            t.gjk3, t.epa3, [](gjk::EpaStep3 & e) -> auto& { return e.vertices; });
    else
        all(
            t.gjk, t.epa, [](gjk::EpaStep & e) -> auto& { return e.polytope; });
}

template <class Result>
void move_result(Result& r, const decltype(r.witness_a)& by) {
    r.witness_a += by;
    r.witness_b += by;
}

/// Empties a cache that names corners the cores do not have (the shapes were edited).
template <class Cache, class Core>
void drop_stale(Cache* cache, const Core& a, const Core& b, bool discrete) {
    if (!cache) return;
    for (int i = 0; i < cache->count; ++i)
        if (!discrete || cache->ia[i] < 0 || cache->ib[i] < 0 ||
            size_t(cache->ia[i]) >= a.vertices.size() || size_t(cache->ib[i]) >= b.vertices.size())
            cache->count = 0;
}

template <class T>
void run(const Scene& scene, QueryReport& report, gjk::TraceRecorder* trace,
         gjk::SimplexCache2* cache) {
    const SceneShape& sa = scene.shapes[scene.index_of(scene.query_a)];
    const SceneShape& sb = scene.shapes[scene.index_of(scene.query_b)];
    const glm::dvec2 origin = run_origin<T>(sa.entry2().position);
    report.run_origin = glm::dvec3(origin, 0);
    auto body = [&](const SceneShape& s) {
        gjk::Transform2<double> xf = transform2_of(s);
        xf.p -= origin;
        return gjk::Body2<T>{gjk::make_core<T>(s.entry2().shape), xf.cast<T>()};
    };
    const gjk::Body2<T> a = body(sa), b = body(sb);
    report.radii = double(a.core.radius) + double(b.core.radius);
    const gjk::QuerySettings<T> settings = settings_of<T>(scene.settings);
    drop_stale(cache, a.core, b.core, !a.core.is_ellipse && !b.core.is_ellipse);
    if (cache && scene.settings.variant == Variant::Distance)
        report.warm_start_points = cache->count;
    const size_t gjk_from = trace ? trace->gjk.size() : 0, epa_from = trace ? trace->epa.size() : 0;
    if (scene.settings.variant == Variant::Boolean) {
        report.boolean_intersecting = gjk::gjk_intersect(a, b, settings.gjk, trace).intersecting;
        report.result = to_double<gjk::QueryResult<double>>(gjk::query(a, b, settings));
    } else if (trace) {
        report.result =
            to_double<gjk::QueryResult<double>>(gjk::query(a, b, settings, cache, trace));
    } else {
        report.result = to_double<gjk::QueryResult<double>>(gjk::query(a, b, settings, cache));
    }
    move_result(report.result, origin);
    if (trace && origin != glm::dvec2(0)) move_trace(*trace, gjk_from, epa_from, origin);
    if (trace)
        renumber_trace(*trace, gjk_from, epa_from, false, user_vertex_numbers(sa),
                       user_vertex_numbers(sb));
}

template <class T>
void run3(const Scene& scene, QueryReport& report, gjk::TraceRecorder* trace,
          gjk::SimplexCache3* cache) {
    const SceneShape& sa = scene.shapes[scene.index_of(scene.query_a)];
    const SceneShape& sb = scene.shapes[scene.index_of(scene.query_b)];
    const glm::dvec3 origin = run_origin<T>(sa.entry3().position);
    report.run_origin = origin;
    auto body = [&](const SceneShape& s) {
        gjk::Transform3<double> xf = transform3_of(s);
        xf.p -= origin;
        return gjk::Body3<T>{gjk::make_core3<T>(s.entry3().shape), xf.cast<T>()};
    };
    const gjk::Body3<T> a = body(sa), b = body(sb);
    report.radii = double(a.core.radius) + double(b.core.radius);
    using Kind = typename gjk::Core3<T>::Kind;
    drop_stale(cache, a.core, b.core,
               a.core.kind == Kind::Polytope && b.core.kind == Kind::Polytope);
    if (cache && scene.settings.variant == Variant::Distance)
        report.warm_start_points = cache->count;
    gjk::QuerySettings3<T> q;
    q.gjk.max_iterations = scene.settings.max_iterations;
    q.gjk.tolerance = T(scene.settings.tolerance);
    q.gjk.initial_direction = gjk::Vec3<T>(scene.settings.initial_direction3);
    q.epa.max_iterations = scene.settings.epa_max_iterations;
    q.epa.tolerance = T(scene.settings.tolerance);
    const size_t gjk_from = trace ? trace->gjk3.size() : 0,
                 epa_from = trace ? trace->epa3.size() : 0;
    if (scene.settings.variant == Variant::Boolean) {
        report.boolean_intersecting = gjk::gjk_intersect3(a, b, q.gjk, trace).intersecting;
        report.result3 = to_double<gjk::QueryResult3<double>>(gjk::query3(a, b, q));
    } else if (trace) {
        report.result3 = to_double<gjk::QueryResult3<double>>(gjk::query3(a, b, q, cache, trace));
    } else {
        report.result3 = to_double<gjk::QueryResult3<double>>(gjk::query3(a, b, q, cache));
    }
    move_result(report.result3, origin);
    if (trace && origin != glm::dvec3(0)) move_trace(*trace, gjk_from, epa_from, origin);
    if (trace)
        renumber_trace(*trace, gjk_from, epa_from, true, user_vertex_numbers(sa),
                       user_vertex_numbers(sb));
}

}  // namespace

QueryReport run_query(const Scene& scene, gjk::TraceRecorder* trace, WarmStart* warm) {
    gjk::SimplexCache2* cache = warm ? &warm->two : nullptr;
    gjk::SimplexCache3* cache3 = warm ? &warm->three : nullptr;
    QueryReport report;
    report.a = scene.query_a;
    report.b = scene.query_b;
    report.dimension = scene.dimension;
    const bool single = scene.settings.precision == Precision::Float;
    if (scene.dimension == 3) {
        if (single)
            run3<float>(scene, report, trace, cache3);
        else
            run3<double>(scene, report, trace, cache3);
    } else if (single) {
        run<float>(scene, report, trace, cache);
    } else {
        run<double>(scene, report, trace, cache);
    }
    report.warnings = query_warnings(scene, report);
    return report;
}

}  // namespace gjklab
