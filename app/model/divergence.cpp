#include "model/divergence.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "model/support_names.h"
#include "scene/scale.h"

namespace gjklab {

namespace {

/// The corners a simplex or polytope is made of, sorted; kept with repeats, so that the points
/// of curved shapes (all numbered -1) still count.
using Corners = std::vector<std::pair<int, int>>;

template <class Vertex>
Corners corners_of(const std::vector<Vertex>& vs) {
    Corners out;
    for (const Vertex& v : vs) out.push_back({v.index_a, v.index_b});
    std::sort(out.begin(), out.end());
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
    // One algorithm's steps, side by side: the first where the runs differ, if any.
    auto walk = [&](const auto& s1, const auto& s2, bool in_epa, const auto& kept,
                    const std::string& kept_words) {
        const std::string algorithm = in_epa ? "EPA" : "GJK";
        for (size_t i = 0; i < std::max(s1.size(), s2.size()); ++i) {
            const int it = int(i) + 1;
            std::string what;
            if (i >= s1.size() || i >= s2.size()) {
                const bool first_ended = i >= s1.size();
                what = algorithm + " ended after " +
                       std::to_string(std::min(s1.size(), s2.size())) + " steps in " +
                       (first_ended ? n1 : n2) + " and went on in " + (first_ended ? n2 : n1);
            } else {
                const auto &a = s1[i], &b = s2[i];
                const Corners ka = corners_of(kept(a)), kb = corners_of(kept(b));
                const bool support_differs =
                    a.has_support != b.has_support ||
                    (a.has_support && (a.support.index_a != b.support.index_a ||
                                       a.support.index_b != b.support.index_b));
                if (ka != kb)
                    what = kept_words + said(ka) + " in " + n1 + ", " + said(kb) + " in " + n2;
                else if (support_differs)
                    what = "the support point was " + (a.has_support ? said(a.support) : "none") +
                           " in " + n1 + ", " + (b.has_support ? said(b.support) : "none") +
                           " in " + n2;
                else if (a.stop != b.stop)
                    what = algorithm + " stopped (" + gjk::to_string(a.stop) + ") in " + n1 +
                           ", (" + gjk::to_string(b.stop) + ") in " + n2;
            }
            if (!what.empty()) {
                d = {true, in_epa, it, what};
                return true;
            }
        }
        return false;
    };
    if (walk(
            g1, g2, false, [](const GjkStep_& g) -> const auto& { return g.simplex_after; },
            "the simplex kept "))
        return d;
    walk(e1, e2, true, epa_corners, "the polytope's corners were ");
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
            throw InputError(std::string("in ") + to_string(scene.settings.precision) + ": " +
                             problem);
        (k == 0 ? c.double_run : c.float_run) = run_query(scene, &traces[k]);
    }
    c.divergence = first_divergence(traces[0], traces[1], scene.dimension == 3, "double", "float");
    return c;
}

Divergence first_divergence(const gjk::TraceRecorder& first, const gjk::TraceRecorder& second,
                            bool three, const std::string& first_name,
                            const std::string& second_name) {
    if (three)
        return compare(
            first.gjk3, second.gjk3, first.epa3, second.epa3,
            [](const gjk::EpaStep3& e) -> const auto& { return e.vertices; }, first_name,
            second_name);
    return compare(
        first.gjk, second.gjk, first.epa, second.epa,
        [](const gjk::EpaStep& e) -> const auto& { return e.polytope; }, first_name, second_name);
}

}  // namespace gjklab
