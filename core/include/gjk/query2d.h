// The full proximity query between two 2D shapes: GJK on the cores, radii added exactly, EPA
// when the cores overlap.
#pragma once

#include <gjk/epa2d.h>
#include <gjk/gjk2d.h>
#include <gjk/radii.h>
#include <gjk/shapes2d.h>

namespace gjk {

template <class T>
struct QuerySettings {
    GjkSettings<T> gjk;
    EpaSettings<T> epa;
};

template <class T>
struct QueryResult {
    bool intersecting = false;
    T distance = 0;           ///< separation distance (0 when intersecting)
    T penetration_depth = 0;  ///< how far B must move along `normal` to just touch A
    Vec2<T> normal{1, 0};     ///< unit, from A towards B
    Vec2<T> witness_a{0, 0};  ///< on A's surface
    Vec2<T> witness_b{0, 0};  ///< on B's surface
    int gjk_iterations = 0;
    int epa_iterations = 0;
    GjkStop gjk_stop = GjkStop::MaxIterations;
    EpaStop epa_stop = EpaStop::Running;  ///< Running: EPA was not needed
};

/// Distance, or depth when the shapes overlap, between A and B (radii: see radii.h).
template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
QueryResult<T> query(const ProxyA& a, const Transform2<T>& xa, const ProxyB& b,
                     const Transform2<T>& xb, const QuerySettings<T>& settings,
                     SimplexCache2* cache = nullptr, Tracer* tracer = nullptr) {
    MinkowskiPair<T, ProxyA, ProxyB> m(a, xa, b, xb);
    const GjkOutput<T> g = gjk_distance(m, settings.gjk, cache, tracer);
    QueryResult<T> r;
    if (shapes_from_gjk(r, g, a.radius, b.radius)) return r;
    shapes_from_epa(r, epa_penetration(m, g.simplex, settings.epa, tracer), a.radius, b.radius);
    return r;
}

/// GJK's distance between two bodies' cores alone (no radii, no EPA): the cheapest way to a
/// distance, with a warm-start cache for a pair queried frame after frame (docs/core.md).
template <class T, class Tracer = NoTrace>
GjkOutput<T> gjk_distance(const Body2<T>& a, const Body2<T>& b, const GjkSettings<T>& settings = {},
                          SimplexCache2* cache = nullptr, Tracer* tracer = nullptr) {
    return with_proxy(a.core, [&](const auto& pa) {
        return with_proxy(b.core, [&](const auto& pb) {
            MinkowskiPair<T, std::decay_t<decltype(pa)>, std::decay_t<decltype(pb)>> m(pa, a.xf, pb,
                                                                                       b.xf);
            return gjk_distance(m, settings, cache, tracer);
        });
    });
}

/// The same query on bodies whose proxy types are chosen at run time.
template <class T, class Tracer = NoTrace>
QueryResult<T> query(const Body2<T>& a, const Body2<T>& b, const QuerySettings<T>& settings,
                     SimplexCache2* cache = nullptr, Tracer* tracer = nullptr) {
    return with_proxy(a.core, [&](const auto& pa) {
        return with_proxy(b.core, [&](const auto& pb) {
            return query(pa, a.xf, pb, b.xf, settings, cache, tracer);
        });
    });
}

// Compiled once, in the library (query3d.h says why); KEYWORD: `extern` here.
#define GJK_QUERY2_INSTANCES(KEYWORD, T, Tracer)                                           \
    KEYWORD template GjkOutput<T> gjk_distance<T, Tracer>(                                 \
        const Body2<T>&, const Body2<T>&, const GjkSettings<T>&, SimplexCache2*, Tracer*); \
    KEYWORD template QueryResult<T> query<T, Tracer>(                                      \
        const Body2<T>&, const Body2<T>&, const QuerySettings<T>&, SimplexCache2*, Tracer*);
GJK_QUERY2_INSTANCES(extern, double, NoTrace)
GJK_QUERY2_INSTANCES(extern, double, TraceRecorder)
GJK_QUERY2_INSTANCES(extern, float, NoTrace)
GJK_QUERY2_INSTANCES(extern, float, TraceRecorder)

}  // namespace gjk
