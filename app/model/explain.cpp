#include "model/explain.h"

#include "model/lesson/text.h"
#include "model/words.h"
#include "scene/numbers.h"

#include <algorithm>
#include <cstdio>
#include <type_traits>

namespace gjklab {

std::string step_label(Variant variant, int step, int gjk_count, int epa_count) {
    if (gjk_count + epa_count == 0) return "-";
    step = std::max(0, std::min(step, gjk_count + epa_count - 1));
    if (step < gjk_count)
        return lesson::words(
            variant == Variant::Boolean ? "title.boolean_gjk_step" : "title.gjk_step",
            {{"k", std::to_string(step + 1)}, {"n", std::to_string(gjk_count)}});
    return lesson::words("title.epa_step", {{"k", std::to_string(step - gjk_count + 1)},
                                            {"n", std::to_string(epa_count)}});
}

std::string short_number(double x) {
    return number_text(x, 4);
}

std::string short_number(double x, double resolution) {
    int digits = 4;
    if (resolution > 0 && std::abs(x) > resolution)
        digits = std::clamp(int(std::ceil(std::log10(std::abs(x) / resolution))) + 2, 4, 10);
    return number_text(x, digits);
}

std::vector<int> region_corners(gjk::Region r) {
    switch (r) {
        case gjk::Region::Vertex1:
            return {0};
        case gjk::Region::Vertex2:
            return {1};
        case gjk::Region::Vertex3:
            return {2};
        case gjk::Region::Edge12:
            return {0, 1};
        case gjk::Region::Edge13:
            return {0, 2};
        case gjk::Region::Edge23:
            return {1, 2};
        case gjk::Region::Interior:
            return {0, 1, 2};
        default:
            return {};
    }
}

std::vector<int> region_corners(int mask) {
    std::vector<int> out;
    for (int i = 0; i < 4; ++i)
        if (mask & (1 << i)) out.push_back(i);
    return out;
}

namespace {

using words::kWords2;
using words::kWords3;
using words::list;
using words::piece;
using words::vec_text;
using words::Words;

using lesson::say;
using lesson::words;

/// A word of the dimension's vocabulary ("line", "plane"), in the lesson's language.
std::string word(const char* english) {
    return words(std::string("word.") + english);
}

/// The corners the step dropped from the simplex: " w2 is dropped: <why>" (or "" when none
/// was).
template <class Step, class Vertex>
std::string dropped(const Step& s, const SupportNames<Vertex>& names, const char* why) {
    const std::vector<Vertex> gone = words::gone(s.simplex_before, s.simplex_after, names);
    if (gone.empty()) return "";
    return words(gone.size() == 1 ? "explain.dropped_one" : "explain.dropped_many",
                 {{"gone", list(gone, names)}, {"why", words(why)}});
}

/// The simplex that encloses the origin when GJK stops with an overlap: the largest of the one
/// it entered with and the one it kept, with the new point if that completes it.
template <class Step>
auto enclosing(const Step& s) {
    auto vs = s.simplex_after.size() > s.simplex_before.size() ? s.simplex_after : s.simplex_before;
    const size_t solid = std::is_same_v<Step, gjk::GjkStep> ? 3 : 4;
    if (vs.size() < solid && s.has_support) vs.push_back(s.support);
    return vs;
}

/// The answer of a distance run whose shapes are cores plus radii: "the cores are 1.12 apart;
/// less the sum of their radii, 0.6, A and B are 0.52 apart".
std::string with_radii(double core_distance, double radii) {
    const double gap = core_distance - radii;
    return words(gap > 0 ? "explain.radii_apart" : "explain.radii_overlap",
                 {{"cores", short_number(core_distance)},
                  {"radii", short_number(radii)},
                  {"gap", short_number(std::abs(gap))}});
}

template <class Step, class Vertex>
std::string explain_gjk(const Step& s, Variant variant, const ExplainContext<Vertex>& context) {
    const SupportNames<Vertex>& names = context.names;
    const bool rounded = context.radii > 0 && variant == Variant::Distance;
    const Words& w = words::words(s);
    const std::string v_on = piece(s.simplex_after, names, w);
    // Where v is: a corner itself, or on the piece the simplex was reduced to.
    const std::string v_where =
        s.simplex_after.size() == 1
            ? words("explain.itself", {{"name", names.name(s.simplex_after[0])}})
            : words("explain.on", {{"piece", v_on}});
    const std::string d = short_number(s.distance);
    const std::string new_w = s.has_support ? names.name_and_corners(s.support) : "";
    const bool boolean = variant == Variant::Boolean;
    const std::string answer = rounded ? with_radii(s.distance, context.radii)
                                       : words("explain.answer", {{"d", d}, {"piece", v_on}});
    switch (s.stop) {
        case gjk::GjkStop::Running: {
            if (boolean && s.simplex_before.empty())
                return words("explain.first_passes", {{"w", new_w},
                                                      {"w_dot_d", short_number(s.w_dot_d)},
                                                      {"name", names.name(s.support)}});
            if (boolean)
                return words("explain.boolean_goes_on",
                             {{"piece", v_on},
                              {"dropped", dropped(s, names, "explain.why_boolean")},
                              {"w", new_w},
                              {"w_dot_d", short_number(s.w_dot_d)}});
            const double closer = s.distance > 0 ? (s.v_norm_sq - s.v_dot_w) / s.distance : 0;
            return words(
                "explain.goes_on",
                {{"cores", rounded && s.simplex_before.size() == 1 ? words("explain.cores") : ""},
                 {"where", v_where},
                 {"d", d},
                 {"dropped", dropped(s, names, "explain.why_distance")},
                 {"w", new_w},
                 {"closer", short_number(closer)}});
        }
        case gjk::GjkStop::Overlap:
            return words("explain.overlap",
                         {{"simplex", piece(enclosing(s), names, w)},
                          {"rounding", s.distance > 0 ? words("explain.rounding", {{"v", d}}) : ""},
                          {"then", words(boolean ? "explain.boolean_ends" : "explain.epa_next")}});
        case gjk::GjkStop::OriginOnSimplex:
            if (rounded)
                return words("explain.on_simplex_rounded",
                             {{"piece", v_on}, {"radii", short_number(context.radii)}});
            return words("explain.on_simplex", {{"piece", v_on}});
        case gjk::GjkStop::DuplicateSupport:
            return words("explain.duplicate", {{"w", new_w}, {"answer", answer}});
        case gjk::GjkStop::Converged:
            return words("explain.converged", {{"w", new_w}, {"answer", answer}});
        case gjk::GjkStop::NoProgress:
            return words("explain.no_progress", {{"d", d}});
        case gjk::GjkStop::Separated:
            return words(
                s.simplex_before.empty() ? "explain.first_separates" : "explain.separates",
                {{"w", new_w}, {"w_dot_d", short_number(s.w_dot_d)}, {"wall", word(w.wall)}});
        case gjk::GjkStop::MaxIterations:
            return words("explain.gjk_cap", {{"d", d}});
    }
    return "";
}

std::string grows(size_t removed, const char* one, const char* many, const std::string& w) {
    if (removed == 1) return words(one, {{"w", w}});
    return words(many, {{"count", std::to_string(removed)}, {"w", w}});
}
std::string grows(const gjk::EpaStep& e, const std::string& w) {
    return grows(e.removed.size(), "explain.grows_2d_one", "explain.grows_2d_many", w);
}
std::string grows(const gjk::EpaStep3& e, const std::string& w) {
    return grows(e.removed.size(), "explain.grows_3d_one", "explain.grows_3d_many", w);
}

template <class Step, class Vertex>
std::string explain_epa(const Step& e, const ExplainContext<Vertex>& context) {
    const SupportNames<Vertex>& names = context.names;
    const Words& w = words::words(e);
    const std::string piece = words::closest_piece(e, names);
    const std::string n = vec_text(e.normal);
    const std::string depth =
        context.radii > 0
            ? words("epa.depth_with_radii", {{"depth", short_number(e.distance + context.radii)},
                                             {"cores", short_number(e.distance)},
                                             {"radii", short_number(context.radii)}})
            : short_number(e.distance);
    const std::string new_w = e.has_support ? names.name_and_corners(e.support) : "";
    const std::string polytope = word(w.polytope), feature = word(w.feature);
    switch (e.stop) {
        case gjk::EpaStop::Running:
            return words("explain.epa_goes_on", {{"piece", piece},
                                                 {"polytope", polytope},
                                                 {"distance", short_number(e.distance)},
                                                 {"w", new_w},
                                                 {"gap", short_number(e.gap)},
                                                 {"grows", grows(e, names.name(e.support))}});
        case gjk::EpaStop::Converged:
            return words("explain.epa_converged", {{"piece", piece},
                                                   {"gap", short_number(e.gap)},
                                                   {"feature", feature},
                                                   {"depth", depth},
                                                   {"n", n}});
        case gjk::EpaStop::DuplicateSupport:
            return words("explain.epa_duplicate", {{"piece", piece},
                                                   {"w", new_w},
                                                   {"polytope", polytope},
                                                   {"feature", feature},
                                                   {"depth", depth},
                                                   {"n", n}});
        case gjk::EpaStop::Degenerate:
            return words("explain.epa_degenerate", {{"size", word(w.size)}});
        case gjk::EpaStop::MaxIterations:
            return words("explain.epa_cap", {{"piece", piece}, {"depth", depth}, {"n", n}});
    }
    return "";
}

}  // namespace

std::string explain_step(const gjk::GjkStep& step, Variant variant,
                         const ExplainContext<gjk::TraceVertex>& context) {
    return explain_gjk(step, variant, context);
}
std::string explain_step(const gjk::EpaStep& step,
                         const ExplainContext<gjk::TraceVertex>& context) {
    return explain_epa(step, context);
}
std::string explain_step(const gjk::GjkStep3& step, Variant variant,
                         const ExplainContext<gjk::TraceVertex3>& context) {
    return explain_gjk(step, variant, context);
}
std::string explain_step(const gjk::EpaStep3& step,
                         const ExplainContext<gjk::TraceVertex3>& context) {
    return explain_epa(step, context);
}

}  // namespace gjklab
