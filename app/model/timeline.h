// What the timeline of a query holds in either dimension: the query's report and its full
// trace, every GJK step then every EPA step, numbered from 0. Timeline2 and Timeline3 add the
// geometry their views draw.
#pragma once

#include <gjk/trace.h>

#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "model/explain.h"
#include "scene/evaluate.h"
#include "scene/manifold.h"
#include "scene/scene.h"

namespace gjklab {

template <class GjkStep_, class EpaStep_>
struct TimelineSteps {
    static constexpr int dimension = std::is_same_v<GjkStep_, gjk::GjkStep> ? 2 : 3;

    QueryReport report;
    gjk::TraceRecorder trace;
    /// w1, w2, ... for every support point of the trace (name_supports() after the run).
    SupportNames<std::decay_t<decltype(GjkStep_{}.support)>> names;
    Variant variant = Variant::Distance;
    int index_a = 0, index_b = 1;  ///< the query pair in scene.shapes
    /// A's and B's core vertices by the user's numbering (scene.h): the trace names corners
    /// that way, and so does everything else that names them.
    std::vector<int> numbers_a, numbers_b;
    /// The contact manifold of the pair (none when apart), told after the answer.
    ManifoldReport manifold;

    // What the introduction shows (model/lesson.h).
    using Vertex = std::decay_t<decltype(GjkStep_{}.support)>;
    using Vec = decltype(Vertex{}.point);
    /// d0, in world space: the direction of GJK's first support point w1 = s(d0).
    Vec first_direction{};
    /// Whether the scene set d0 (else GJK took the line from A's position to B's).
    bool first_direction_set = false;
    /// A few a - b of points of A and B (corners, or outline points of a curved shape).
    std::vector<Vertex> examples;
    /// Every a - b of the points above, when there are few: for polytopes, the points whose
    /// hull is A - B (empty when there are many).
    std::vector<Vec> corner_differences;

    /// Fills `examples` and `corner_differences` from the points of A and B (`exact`: they
    /// are corners of polytopes, not samples of a curved outline).
    void add_intro_points(const std::vector<Vec>& a, const std::vector<Vec>& b, bool exact) {
        examples.clear();
        corner_differences.clear();
        const int n = int(a.size()), m = int(b.size());
        if (n == 0 || m == 0) return;
        const int picks[3][2] = {{0, 0}, {n / 2, m / 3}, {n / 4, (2 * m) / 3}};
        for (const auto& pick : picks) {
            Vertex v;
            v.a = a[size_t(pick[0])];
            v.b = b[size_t(pick[1])];
            v.point = v.a - v.b;
            v.index_a = exact ? user_vertex_number(numbers_a, pick[0]) : -1;
            v.index_b = exact ? user_vertex_number(numbers_b, pick[1]) : -1;
            const bool repeated = std::any_of(examples.begin(), examples.end(),
                                              [&](const Vertex& u) { return u.point == v.point; });
            if (!repeated) examples.push_back(v);
        }
        if (n * m <= 400)
            for (const Vec& p : a)
                for (const Vec& q : b) corner_differences.push_back(p - q);
    }

    /// The trace's GJK and EPA iterations of this dimension.
    const std::vector<GjkStep_>& gjk_steps() const {
        if constexpr (dimension == 2)
            return trace.gjk;
        else
            return trace.gjk3;
    }
    const std::vector<EpaStep_>& epa_steps() const {
        if constexpr (dimension == 2)
            return trace.epa;
        else
            return trace.epa3;
    }

    /// The query's answer.
    const auto& result() const {
        if constexpr (dimension == 2)
            return report.result;
        else
            return report.result3;
    }

    /// Names the trace's support points; the build functions call it after the run.
    void name_supports() { names = gjklab::name_supports(gjk_steps(), epa_steps()); }

    int size() const { return gjk_count() + int(epa_steps().size()); }
    int gjk_count() const { return int(gjk_steps().size()); }
    bool is_epa(int step) const { return step >= gjk_count(); }
    const GjkStep_* gjk_step(int step) const {
        return step >= 0 && step < gjk_count() ? &gjk_steps()[step] : nullptr;
    }
    const EpaStep_* epa_step(int step) const {
        const int k = step - gjk_count();
        return k >= 0 && k < int(epa_steps().size()) ? &epa_steps()[k] : nullptr;
    }
    /// w1 = s(d0), GJK's first point: the simplex step 0 enters with, or (the boolean GJK,
    /// whose step 0 fetches and tests it) step 0's support point; nullptr for none.
    const Vertex* first_point() const {
        const GjkStep_* g = gjk_step(0);
        if (!g) return nullptr;
        if (g->simplex_before.size() == 1) return &g->simplex_before[0];
        if (g->simplex_before.empty() && g->has_support) return &g->support;
        return nullptr;
    }
    int clamp(int step) const { return std::max(0, std::min(step, size() - 1)); }
    /// "GJK 2/3" or "EPA 1/4".
    std::string step_name(int step) const {
        return step_label(variant, step, gjk_count(), int(epa_steps().size()));
    }
    /// The one-sentence explanation of a step (as `gjklab trace` prints it).
    std::string explanation(int step) const {
        const ExplainContext<std::decay_t<decltype(GjkStep_{}.support)>> context{names,
                                                                                 report.radii};
        if (const GjkStep_* g = gjk_step(step)) return explain_step(*g, variant, context);
        if (const EpaStep_* e = epa_step(step)) return explain_step(*e, context);
        return "";
    }
};

}  // namespace gjklab
