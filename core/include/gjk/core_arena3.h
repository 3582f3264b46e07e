// Many 3D cores in one arena: every polytope's vertices in one shared array, in the order the
// shapes were added, and the queries on bodies that name their core by its index. A batch of
// pairs then reads its shapes' vertices one after another, as the hardware prefetches them,
// instead of from wherever each core's own vector landed (docs/core.md, "Many shapes").
#pragma once

#include <gjk/gjk3d.h>
#include <gjk/gjk_boolean3d.h>
#include <gjk/query3d.h>
#include <gjk/shapes3d.h>

#include <vector>

namespace gjk {

template <class T>
class CoreArena3 {
  public:
    /// Room for `shapes` cores with `vertices` polytope vertices in all, so that adding them
    /// moves nothing.
    void reserve(size_t shapes, size_t vertices) {
        cores_.reserve(shapes);
        vertices_.reserve(vertices);
    }

    /// Adds the shape's core (make_core3) and returns its index.
    int add(const Shape3& shape) { return add(make_core3<T>(shape)); }
    int add(const Core3<T>& core) {
        Entry e{view_of(core), vertices_.size(), adj_start_.size(), adj_.size()};
        e.view.vertices = nullptr;  // the arena's arrays, not the core's (view() points them)
        e.graph = e.view.adj != nullptr;
        e.view.adj_start = e.view.adj = nullptr;
        vertices_.insert(vertices_.end(), core.vertices.begin(), core.vertices.end());
        adj_start_.insert(adj_start_.end(), core.adj_start.begin(), core.adj_start.end());
        adj_.insert(adj_.end(), core.adj.begin(), core.adj.end());
        cores_.push_back(e);
        return int(cores_.size()) - 1;
    }

    size_t size() const { return cores_.size(); }

    /// Core `index`, pointing into the arena's arrays (valid until the next add()).
    CoreView3<T> view(int index) const {
        const Entry& e = cores_[size_t(index)];
        CoreView3<T> v = e.view;
        v.vertices = vertices_.data() + e.first_vertex;
        if (e.graph)
            v.adj_start = adj_start_.data() + e.first_start, v.adj = adj_.data() + e.first_adj;
        return v;
    }

  private:
    struct Entry {
        CoreView3<T> view;  ///< without its pointers: the arrays may move as cores are added
        size_t first_vertex, first_start, first_adj;
        bool graph = false;  ///< the core has an edge graph (adj_start_, adj_)
    };
    std::vector<Entry> cores_;
    std::vector<Vec3<T>> vertices_;
    std::vector<int> adj_start_, adj_;
};

/// A body whose core lives in a CoreArena3.
template <class T>
struct ArenaBody3 {
    int core = 0;  ///< index in the arena
    Transform3<T> xf;
};

/// Calls f(pa, pb) with the two bodies' proxies, each of its own type.
template <class T, class F>
decltype(auto) with_proxies3(const CoreArena3<T>& arena, const ArenaBody3<T>& a,
                             const ArenaBody3<T>& b, F&& f) {
    const CoreView3<T> va = arena.view(a.core), vb = arena.view(b.core);
    return va.with_proxy(
        [&](const auto& pa) { return vb.with_proxy([&](const auto& pb) { return f(pa, pb); }); });
}

/// The queries of query3d.h and gjk_boolean3d.h, on bodies in an arena.
template <class T, class F>
decltype(auto) with_pair3(const CoreArena3<T>& arena, const ArenaBody3<T>& a,
                          const ArenaBody3<T>& b, F&& f) {
    return with_proxies3(arena, a, b, [&](const auto& pa, const auto& pb) {
        MinkowskiPair3<T, std::decay_t<decltype(pa)>, std::decay_t<decltype(pb)>> m(pa, a.xf, pb,
                                                                                    b.xf);
        return f(m);
    });
}

template <class T>
GjkOutput3<T> gjk_distance3(const CoreArena3<T>& arena, const ArenaBody3<T>& a,
                            const ArenaBody3<T>& b, const GjkSettings3<T>& settings = {},
                            SimplexCache3* cache = nullptr) {
    return with_pair3(arena, a, b,
                      [&](const auto& m) { return gjk_distance3(m, settings, cache); });
}

template <class T>
BooleanGjkOutput3<T> gjk_intersect3(const CoreArena3<T>& arena, const ArenaBody3<T>& a,
                                    const ArenaBody3<T>& b, const GjkSettings3<T>& settings = {}) {
    return with_pair3(arena, a, b, [&](const auto& m) { return gjk_intersect3(m, settings); });
}

template <class T>
QueryResult3<T> query3(const CoreArena3<T>& arena, const ArenaBody3<T>& a, const ArenaBody3<T>& b,
                       const QuerySettings3<T>& settings = {}, SimplexCache3* cache = nullptr) {
    return with_proxies3(arena, a, b, [&](const auto& pa, const auto& pb) {
        return query3(pa, a.xf, pb, b.xf, settings, cache);
    });
}

// Compiled once, in the library (query3d.h says why; the boolean test, as gjk_boolean3d.h
// says, where it is called); KEYWORD: `extern` here.
#define GJK_ARENA3_INSTANCES(KEYWORD, T)                                                          \
    KEYWORD template GjkOutput3<T> gjk_distance3<T>(const CoreArena3<T>&, const ArenaBody3<T>&,   \
                                                    const ArenaBody3<T>&, const GjkSettings3<T>&, \
                                                    SimplexCache3*);                              \
    KEYWORD template QueryResult3<T> query3<T>(const CoreArena3<T>&, const ArenaBody3<T>&,        \
                                               const ArenaBody3<T>&, const QuerySettings3<T>&,    \
                                               SimplexCache3*);
GJK_ARENA3_INSTANCES(extern, double)
GJK_ARENA3_INSTANCES(extern, float)

}  // namespace gjk
