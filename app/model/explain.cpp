#include "model/explain.h"

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
        return std::string(variant == Variant::Boolean ? "boolean GJK " : "GJK ") +
               std::to_string(step + 1) + "/" + std::to_string(gjk_count);
    return "EPA " + std::to_string(step - gjk_count + 1) + "/" + std::to_string(epa_count);
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
using words::words;

/// The corners the step dropped from the simplex: " w2 is dropped: <why>" (or "" when none
/// was).
template <class Step, class Vertex>
std::string dropped(const Step& s, const SupportNames<Vertex>& names, const char* why) {
    const std::vector<Vertex> gone = words::gone(s.simplex_before, s.simplex_after, names);
    if (gone.empty()) return "";
    return " " + list(gone, names) + (gone.size() == 1 ? " is" : " are") + " dropped: " + why;
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
    return "the cores (the shapes without their rounding) are " + short_number(core_distance) +
           " apart; less the sum of their radii, " + short_number(radii) + ", " +
           (gap > 0 ? "A and B are " + short_number(gap) + " apart."
                    : "A and B overlap by " + short_number(-gap) + ".");
}

template <class Step, class Vertex>
std::string explain_gjk(const Step& s, Variant variant, const ExplainContext<Vertex>& context) {
    const SupportNames<Vertex>& names = context.names;
    const bool rounded = context.radii > 0 && variant == Variant::Distance;
    const Words& w = words(s);
    const std::string v_on = piece(s.simplex_after, names, w);
    // Where v is: a corner itself, or on the piece the simplex was reduced to.
    const std::string v_where =
        s.simplex_after.size() == 1 ? names.name(s.simplex_after[0]) + " itself" : "on " + v_on;
    const std::string d = short_number(s.distance);
    const std::string new_w = s.has_support ? names.name_and_corners(s.support) : "";
    const bool boolean = variant == Variant::Boolean;
    switch (s.stop) {
        case gjk::GjkStop::Running: {
            if (boolean && s.simplex_before.empty())
                return "GJK's first support point " + new_w +
                       " reaches past the origin along d0 (w.d = " + short_number(s.w_dot_d) +
                       ", not below 0), so the origin may be inside: the simplex starts as {" +
                       names.name(s.support) + "}.";
            if (boolean)
                return "The part of the simplex nearest the origin is " + v_on + "." +
                       dropped(s, names, "the origin is not on its side of the rest.") +
                       " From there d points towards the origin and finds " + new_w +
                       ", which reaches past the origin (w.d = " + short_number(s.w_dot_d) +
                       ", not below 0), so it joins the simplex.";
            const double closer = s.distance > 0 ? (s.v_norm_sq - s.v_dot_w) / s.distance : 0;
            const std::string cores =
                rounded && s.simplex_before.size() == 1
                    ? "GJK walks on the cores' A - B (the shapes without their rounding); the "
                      "radii are added at the end. "
                    : "";
            return cores + "The point of the simplex closest to the origin is " + v_where +
                   ", at distance |v| = " + d + "." +
                   dropped(s, names, "the closest point lies on the rest.") +
                   " Searching towards the origin (d = -v) finds " + new_w + ", which reaches " +
                   short_number(closer) + " further along d than v does, so it joins the simplex.";
        }
        case gjk::GjkStop::Overlap:
            return "The simplex, " + piece(enclosing(s), names, w) + ", contains the origin" +
                   (s.distance > 0
                        ? " (|v| = " + short_number(s.distance) + " is zero up to rounding)"
                        : "") +
                   ", so A - B contains it: some point of A equals a point "
                   "of B, and A and B overlap. " +
                   (boolean ? "The boolean test ends here: it does not measure how deep."
                            : "EPA takes over to measure how deep.");
        case gjk::GjkStop::OriginOnSimplex:
            if (rounded)
                return "The origin lies on " + v_on +
                       ": the cores touch, so A and B overlap by their radii, " +
                       short_number(context.radii) + ".";
            return "The origin lies on " + v_on +
                   ": a point of A equals a point of B on the boundary, so A and B touch "
                   "(distance 0).";
        case gjk::GjkStop::DuplicateSupport:
            return "The support point along d, " + new_w +
                   ", is already in the simplex: no point of A - B is closer to the origin, so " +
                   (rounded ? with_radii(s.distance, context.radii)
                            : "the distance " + d + " (from " + v_on + ") is the answer.");
        case gjk::GjkStop::Converged:
            return "The new support point " + new_w +
                   " gets closer to the origin by less than the tolerance: " +
                   (rounded ? with_radii(s.distance, context.radii)
                            : "the distance " + d + " (from " + v_on + ") is the answer.");
        case gjk::GjkStop::NoProgress:
            return "Rounding stopped the distance from shrinking: the last distance, " + d +
                   ", is the answer.";
        case gjk::GjkStop::Separated:
            if (s.simplex_before.empty())
                return "GJK's first support point " + new_w +
                       " does not reach the origin along d0 (w.d = " + short_number(s.w_dot_d) +
                       " < 0): a " + w.wall +
                       " across d0 separates A - B from the origin, so A and B are apart after one "
                       "support point.";
            return "The support point " + new_w +
                   " does not reach the origin along d (w.d = " + short_number(s.w_dot_d) +
                   " < 0): a " + w.wall +
                   " across d separates A - B from the origin, so A and B are apart.";
        case gjk::GjkStop::MaxIterations:
            return "The iteration cap was reached before GJK finished; the distance so far is " +
                   d + ".";
    }
    return "";
}

std::string grows(const gjk::EpaStep& e, const std::string& w) {
    return e.removed.size() == 1 ? "the edge that sees it is replaced by two edges to " + w + "."
                                 : "the " + std::to_string(e.removed.size()) +
                                       " edges that see it are replaced by two edges to " + w + ".";
}
std::string grows(const gjk::EpaStep3& e, const std::string& w) {
    return (e.removed.size() == 1
                ? std::string("the face that sees it is removed")
                : "the " + std::to_string(e.removed.size()) + " faces that see it are removed") +
           " and the rim of the hole (the horizon) is joined to " + w + ".";
}

template <class Step, class Vertex>
std::string explain_epa(const Step& e, const ExplainContext<Vertex>& context) {
    const SupportNames<Vertex>& names = context.names;
    const Words& w = words(e);
    const std::string piece = words::closest_piece(e, names);
    const std::string n = vec_text(e.normal);
    const std::string depth = context.radii > 0
                                  ? short_number(e.distance + context.radii) +
                                        " (the cores overlap by " + short_number(e.distance) +
                                        ", plus their radii " + short_number(context.radii) + ")"
                                  : short_number(e.distance);
    const std::string new_w = e.has_support ? names.name_and_corners(e.support) : "";
    switch (e.stop) {
        case gjk::EpaStop::Running:
            return "The closest " + piece + " of the " + w.polytope + " is " +
                   short_number(e.distance) +
                   " from the origin. Along its normal A - B reaches further, to " + new_w + " (" +
                   short_number(e.gap) + " beyond it), so the " + w.polytope +
                   " grows: " + grows(e, names.name(e.support));
        case gjk::EpaStop::Converged:
            return "Along the normal of the closest " + piece + ", A - B reaches no further (" +
                   short_number(e.gap) + " beyond it): that " + w.feature +
                   " is on A - B's boundary. The depth is " + depth + " along n = " + n +
                   ": moving B that far along n separates A and B.";
        case gjk::EpaStop::DuplicateSupport:
            return "The support point along the normal of the closest " + piece + ", " + new_w +
                   ", is already a corner of the " + w.polytope + ": that " + w.feature +
                   " is on A - B's boundary. The depth is " + depth + " along n = " + n +
                   ": moving B that far along n separates A and B.";
        case gjk::EpaStop::Degenerate:
            return std::string("A - B has no ") + w.size +
                   ": the shapes are flat and lie in one another, so they touch with depth 0.";
        case gjk::EpaStop::MaxIterations:
            return "The iteration cap was reached; the closest " + piece + " so far gives depth " +
                   depth + " along n = " + n + ".";
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
