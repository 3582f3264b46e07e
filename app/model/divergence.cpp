#include "model/divergence.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "model/support_names.h"
#include "scene/scale.h"

namespace gjklab {

namespace {

using Corners = std::set<std::pair<int, int>>;

template <class Vertex>
Corners corners_of(const std::vector<Vertex>& vs) {
    Corners out;
    for (const Vertex& v : vs) out.insert({v.index_a, v.index_b});
    return out;
}

template <class Vertex>
std::string said(const Vertex& v) {
    return corner_name('a', v.index_a) + " - " + corner_name('b', v.index_b);
}

std::string said(const Corners& cs) {
    std::string out = "{";
    for (const auto& [a, b] : cs)
        out += (out.size() > 1 ? ", " : "") + corner_name('a', a) + " - " + corner_name('b', b);
    return out + "}";
}

template <class GjkStep_, class EpaStep_, class Corners_>
Divergence compare(const std::vector<GjkStep_>& g1, const std::vector<GjkStep_>& g2,
                   const std::vector<EpaStep_>& e1, const std::vector<EpaStep_>& e2,
                   Corners_ epa_corners, const std::string& n1, const std::string& n2) {
    Divergence d;
    auto differ = [&](bool in_epa, int iteration, std::string what) {
        d = {true, in_epa, iteration, std::move(what)};
    };
    for (size_t i = 0; i < std::max(g1.size(), g2.size()); ++i) {
        const int it = int(i) + 1;
        if (i >= g1.size() || i >= g2.size()) {
            differ(false, it, "GJK ended after " + std::to_string(std::min(g1.size(), g2.size())) +
                                  " steps in " + (i >= g1.size() ? n1 : n2) + " and went on in " +
                                  (i >= g1.size() ? n2 : n1));
            return d;
        }
        const GjkStep_ &a = g1[i], &b = g2[i];
        if (corners_of(a.simplex_after) != corners_of(b.simplex_after)) {
            differ(false, it, "the simplex kept " + said(corners_of(a.simplex_after)) + " in " + n1 +
                                  ", " + said(corners_of(b.simplex_after)) + " in " + n2);
            return d;
        }
        if (a.has_support != b.has_support ||
            (a.has_support && (a.support.index_a != b.support.index_a ||
                               a.support.index_b != b.support.index_b))) {
            differ(false, it,
                   "the support point was " + (a.has_support ? said(a.support) : "none") + " in " +
                       n1 + ", " + (b.has_support ? said(b.support) : "none") + " in " + n2);
            return d;
        }
        if (a.stop != b.stop) {
            differ(false, it, std::string("GJK stopped (") + gjk::to_string(a.stop) + ") in " + n1 +
                                  ", (" + gjk::to_string(b.stop) + ") in " + n2);
            return d;
        }
    }
    for (size_t i = 0; i < std::max(e1.size(), e2.size()); ++i) {
        const int it = int(i) + 1;
        if (i >= e1.size() || i >= e2.size()) {
            differ(true, it, "EPA ended after " + std::to_string(std::min(e1.size(), e2.size())) +
                                 " steps in " + (i >= e1.size() ? n1 : n2) + " and went on in " +
                                 (i >= e1.size() ? n2 : n1));
            return d;
        }
        const EpaStep_ &a = e1[i], &b = e2[i];
        if (corners_of(epa_corners(a)) != corners_of(epa_corners(b))) {
            differ(true, it, "the polytope's corners were " + said(corners_of(epa_corners(a))) +
                                 " in " + n1 + ", " + said(corners_of(epa_corners(b))) + " in " + n2);
            return d;
        }
        if (a.has_support != b.has_support ||
            (a.has_support && (a.support.index_a != b.support.index_a ||
                               a.support.index_b != b.support.index_b))) {
            differ(true, it,
                   "the support point was " + (a.has_support ? said(a.support) : "none") + " in " +
                       n1 + ", " + (b.has_support ? said(b.support) : "none") + " in " + n2);
            return d;
        }
        if (a.stop != b.stop) {
            differ(true, it, std::string("EPA stopped (") + gjk::to_string(a.stop) + ") in " + n1 +
                                 ", (" + gjk::to_string(b.stop) + ") in " + n2);
            return d;
        }
    }
    return d;
}

}  // namespace

std::string PrecisionComparison::summary() const {
    if (!divergence.found) return "the same corners and stops at every step";
    return std::string(divergence.in_epa ? "EPA" : "GJK") + " step " +
           std::to_string(divergence.iteration) + ": " + divergence.what;
}

PrecisionComparison compare_precisions(Scene scene) {
    PrecisionComparison c;
    gjk::TraceRecorder traces[2];
    for (int k = 0; k < 2; ++k) {
        scene.settings.precision = k == 0 ? Precision::Double : Precision::Float;
        if (const std::string problem = scale_problem(scene); !problem.empty())
            throw InputError(std::string("in ") + to_string(scene.settings.precision) + ": " + problem);
        (k == 0 ? c.double_run : c.float_run) = run_query(scene, &traces[k]);
    }
    c.divergence = first_divergence(traces[0], traces[1], scene.dimension == 3, "double", "float");
    return c;
}

Divergence first_divergence(const gjk::TraceRecorder& first, const gjk::TraceRecorder& second,
                            bool three, const std::string& first_name,
                            const std::string& second_name) {
    if (three)
        return compare(first.gjk3, second.gjk3, first.epa3, second.epa3,
                       [](const gjk::EpaStep3& e) -> const auto& { return e.vertices; },
                       first_name, second_name);
    return compare(first.gjk, second.gjk, first.epa, second.epa,
                   [](const gjk::EpaStep& e) -> const auto& { return e.polytope; }, first_name,
                   second_name);
}

}  // namespace gjklab
