// The full proximity query between two 3D shapes: GJK on the cores, radii added exactly, EPA
// when the cores overlap (the 3D counterpart of query2d.h).
#pragma once

#include <gjk/common.h>
#include <gjk/epa3d.h>
#include <gjk/gjk3d.h>
#include <gjk/radii.h>
#include <gjk/shapes3d.h>

namespace gjk {

template <class T>
struct QuerySettings3 {
    GjkSettings3<T> gjk;
    EpaSettings<T> epa;
};

template <class T>
struct QueryResult3 {
    bool intersecting = false;
    T distance = 0;
    T penetration_depth = 0;
    Vec3<T> normal{1, 0, 0};
    Vec3<T> witness_a{0, 0, 0};
    Vec3<T> witness_b{0, 0, 0};
    int gjk_iterations = 0;
    int epa_iterations = 0;
    GjkStop gjk_stop = GjkStop::MaxIterations;
    EpaStop epa_stop = EpaStop::Running;
};

template <class T, class ProxyA, class ProxyB, class Tracer = NoTrace>
QueryResult3<T> query3(const ProxyA& a, const Transform3<T>& xa, const ProxyB& b,
                       const Transform3<T>& xb, const QuerySettings3<T>& settings,
                       SimplexCache3* cache = nullptr, Tracer* tracer = nullptr) {
    MinkowskiPair3<T, ProxyA, ProxyB> m(a, xa, b, xb);
    const GjkOutput3<T> g = gjk_distance3(m, settings.gjk, cache, tracer);
    QueryResult3<T> r;
    if (shapes_from_gjk(r, g, a.radius, b.radius)) return r;
    shapes_from_epa(r, epa_penetration3(m, g.simplex, settings.epa, tracer), a.radius, b.radius);
    return r;
}

/// GJK's distance between two bodies' cores alone (no radii, no EPA): the cheapest way to a
/// distance, with a warm-start cache for a pair queried frame after frame (docs/core.md).
template <class T, class Tracer = NoTrace>
GjkOutput3<T> gjk_distance3(const Body3<T>& a, const Body3<T>& b,
                            const GjkSettings3<T>& settings = {}, SimplexCache3* cache = nullptr,
                            Tracer* tracer = nullptr) {
    return with_proxy3(a.core, [&](const auto& pa) {
        return with_proxy3(b.core, [&](const auto& pb) {
            MinkowskiPair3<T, std::decay_t<decltype(pa)>, std::decay_t<decltype(pb)>> m(pa, a.xf,
                                                                                        pb, b.xf);
            return gjk_distance3(m, settings, cache, tracer);
        });
    });
}

template <class T, class Tracer = NoTrace>
QueryResult3<T> query3(const Body3<T>& a, const Body3<T>& b, const QuerySettings3<T>& settings,
                       SimplexCache3* cache = nullptr, Tracer* tracer = nullptr) {
    return with_proxy3(a.core, [&](const auto& pa) {
        return with_proxy3(b.core, [&](const auto& pb) {
            return query3(pa, a.xf, pb, b.xf, settings, cache, tracer);
        });
    });
}

// Compiled once, in the library (core/src/instances2d.cpp, instances3d_*.cpp), for double and
// float, untraced and traced, with the same queries of the other headers that end so: a file
// that calls them on bodies does not compile GJK and EPA again for every pair of shape kinds
// (docs/core.md, "Compile time"). KEYWORD: `extern` here, empty where they are compiled.
#define GJK_QUERY3_INSTANCES(KEYWORD, T, Tracer)                                            \
    KEYWORD template GjkOutput3<T> gjk_distance3<T, Tracer>(                                \
        const Body3<T>&, const Body3<T>&, const GjkSettings3<T>&, SimplexCache3*, Tracer*); \
    KEYWORD template QueryResult3<T> query3<T, Tracer>(                                     \
        const Body3<T>&, const Body3<T>&, const QuerySettings3<T>&, SimplexCache3*, Tracer*);
GJK_QUERY3_INSTANCES(extern, double, NoTrace)
GJK_QUERY3_INSTANCES(extern, double, TraceRecorder)
GJK_QUERY3_INSTANCES(extern, float, NoTrace)
GJK_QUERY3_INSTANCES(extern, float, TraceRecorder)

}  // namespace gjk
