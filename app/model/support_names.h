// Names for the support points of one run, the same everywhere they are shown: w1, w2, ... in
// the order the run found them, kept from GJK through EPA (the third point found is w3 in
// every later simplex and polytope, in the views, the panel and the captions).
#pragma once

#include <gjk/trace.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace gjklab {

/// A corner of A or B by its number: "a3", or "a" for a point of a curved shape (index -1).
inline std::string corner_name(char shape, int index) {
    return index < 0 ? std::string(1, shape) : shape + std::to_string(index);
}

template <class Vertex>
class SupportNames {
  public:
    /// Names `v` unless it has a name already.
    void add(const Vertex& v) { numbers_.emplace(key(v), int(numbers_.size()) + 1); }
    /// 1 for the first point found, ...; 0 for a point this run never found.
    int number(const Vertex& v) const {
        const auto it = numbers_.find(key(v));
        return it == numbers_.end() ? 0 : it->second;
    }
    /// "w3" ("w" for a point this run never found).
    std::string name(const Vertex& v) const {
        const int n = number(v);
        return n > 0 ? "w" + std::to_string(n) : "w";
    }
    /// "w3 = a2 - b0": the name and the corners of A and B that make it.
    std::string name_and_corners(const Vertex& v) const {
        return name(v) + " = " + corner_a(v) + " - " + corner_b(v);
    }
    /// A's point of `v`: its corner "a2", or on a curved shape (no corners) "a(3)", named by
    /// the support point it made (w3), so that the points of one curved shape differ; "a" for
    /// a point this run never found.
    std::string corner_a(const Vertex& v) const { return corner_of('a', v.index_a, v); }
    std::string corner_b(const Vertex& v) const { return corner_of('b', v.index_b, v); }
    int size() const { return int(numbers_.size()); }

  private:
    std::string corner_of(char shape, int index, const Vertex& v) const {
        const int n = number(v);
        return index >= 0 || n == 0 ? corner_name(shape, index)
                                    : std::string(1, shape) + "(" + std::to_string(n) + ")";
    }
    /// A point is the same point when its coordinates are the same bits and it comes from the
    /// same corners (the trace copies points, it never recomputes them). Bits also order NaN.
    using Key = std::array<uint64_t, 5>;
    static Key key(const Vertex& v) {
        Key k{};
        for (int i = 0; i < v.point.length(); ++i) std::memcpy(&k[size_t(i)], &v.point[i], 8);
        k[3] = uint64_t(int64_t(v.index_a));
        k[4] = uint64_t(int64_t(v.index_b));
        return k;
    }
    std::map<Key, int> numbers_;  ///< lookups on every label of every frame: O(log n)
};

namespace detail {
inline const std::vector<gjk::TraceVertex>& corners(const gjk::EpaStep& e) {
    return e.polytope;
}
inline const std::vector<gjk::TraceVertex3>& corners(const gjk::EpaStep3& e) {
    return e.vertices;
}
}  // namespace detail

/// Names every support point of a run in the order it appeared: each GJK step's simplex, then
/// its new support point; each EPA step's polytope, then its new support point.
template <class GjkStep_, class EpaStep_>
auto name_supports(const std::vector<GjkStep_>& gjk, const std::vector<EpaStep_>& epa) {
    SupportNames<std::decay_t<decltype(gjk.front().support)>> names;
    for (const GjkStep_& g : gjk) {
        for (const auto& v : g.simplex_before) names.add(v);
        if (g.has_support) names.add(g.support);
    }
    for (const EpaStep_& e : epa) {
        for (const auto& v : detail::corners(e)) names.add(v);
        if (e.has_support) names.add(e.support);
    }
    return names;
}

}  // namespace gjklab
