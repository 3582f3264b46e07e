// The captions of the introduction and of GJK's sub-steps (distance and boolean variants):
// which sentence of the table (text.cpp) applies at a beat, and the values of its slots.
#include <algorithm>
#include <type_traits>

#include "model/caption_layout.h"
#include "model/lesson/detail.h"

namespace gjklab::lesson {

namespace {

using words::piece;
using words::Words;

/// Whether the introduction numbers A's and B's corners (2D: painter2 does; 3D: painter3),
/// and whether they are a rounded shape's core corners, inside it.
std::pair<bool, bool> numbered(const Timeline2& t, bool a) {
    const ShapeGeometry& g = t.shapes[size_t(a ? t.index_a : t.index_b)];
    return {corners_numbered(g), g.radius > 0};
}
std::pair<bool, bool> numbered(const Timeline3& t, bool a) {
    return {!(a ? t.corners_a : t.corners_b).empty(), false};
}

/// Whether the run found a point of A (of B) that is no corner: a curved shape's, which the
/// steps name by the support point it makes, "a(3)" (support_names.h).
template <class Timeline>
bool curved_points(const Timeline& t, bool a) {
    auto curved = [a](const auto& v) { return (a ? v.index_a : v.index_b) < 0; };
    for (const auto& g : t.gjk_steps()) {
        for (const auto& v : g.simplex_before)
            if (curved(v)) return true;
        if (g.has_support && curved(g.support)) return true;
    }
    return false;
}

/// The introduction's words for the numbered corners: " The corners are numbered ...", and
/// how a curved shape's points are named.
template <class Timeline>
std::string corners_sentence(const Timeline& t) {
    const auto [a, a_core] = numbered(t, true);
    const auto [b, b_core] = numbered(t, false);
    const bool a_curved = !a && curved_points(t, true), b_curved = !b && curved_points(t, false);
    if (!a && !b && !a_curved && !b_curved) return "";
    auto says = [](const char* shape, const char* letter, bool core, bool curved) {
        return words(curved ? "intro.corners.curved"
                     : core ? "intro.corners.of_core"
                            : "intro.corners.of",
                     {{"shape", shape}, {"letter", letter}});
    };
    std::vector<std::string> parts;
    if (a || a_curved) parts.push_back(says("A", "a", a_core, a_curved));
    if (b || b_curved) parts.push_back(says("B", "b", b_core, b_curved));
    return words("intro.corners",
                 {{"shapes", parts.size() == 2 ? words("list.semicolon",
                                                       {{"first", parts[0]}, {"second", parts[1]}})
                                               : parts[0]}});
}

template <class Timeline>
Said intro_of(const Timeline& t, Phase p) {
    const Words& w = words_of(t);
    switch (p) {
        case Phase::IntroShapes:
            return say("intro.shapes", {{"corners", corners_sentence(t)}});
        case Phase::IntroDifference: {
            std::vector<std::string> examples;
            for (const auto& e : t.examples)
                examples.push_back(corner_name('a', e.index_a) + " - " +
                                   corner_name('b', e.index_b));
            return say(
                "intro.difference",
                {{"examples", joined(examples)},
                 {"dots", t.corner_differences.empty() ? "" : words("intro.difference.dots")}});
        }
        case Phase::IntroQuestion:
            return say("intro.question",
                       {{"solid", words(std::string("word.") + w.solid)},
                        {"rounded", t.report.radii > 0 ? words("intro.question.rounded") : ""}});
        case Phase::IntroSupport: {
            std::string start;
            if (const auto* w1 = t.first_point()) {
                const bool boolean = t.variant == Variant::Boolean;
                start =
                    words(boolean ? "intro.support.start_boolean" : "intro.support.start",
                          {{"d0", vec_text(t.first_direction)},
                           {"why", words(t.first_direction_set ? "intro.support.d0_scene"
                                                               : "intro.support.d0_centres")},
                           {"a", t.names.corner_a(*w1)},
                           {"b", t.names.corner_b(*w1)},
                           {"point", vec_text(w1->point)},
                           {"numbered", w1->index_a < 0
                                            ? ""
                                            : words("intro.support.numbered",
                                                    {{"a", corner_name('a', w1->index_a)},
                                                     {"number", std::to_string(w1->index_a)}})}});
            }
            return say("intro.support",
                       {{"wall", words(std::string("word.") + w.wall)}, {"start", start}});
        }
        default:
            return say("empty");
    }
}

/// The parts of `before` other than the kept one (`after`) that O projects inside (every weight
/// above 0), nearest first: "; the next: the edge w1-w4 at 0.6534 and the triangle w1 w2 w3 at
/// 0.7527" (the two nearest; empty if there are none). They are farther than v, which is why
/// GJK keeps the part it keeps.
template <class Vertex>
std::string next_parts(const std::vector<Vertex>& before, const std::vector<Vertex>& after,
                       const SupportNames<Vertex>& names, const Words& w) {
    const size_t n = before.size();
    std::vector<std::pair<double, std::string>> others;
    for (unsigned mask = 1; mask + 1 < (1u << n); ++mask) {
        std::vector<Vertex> part;
        std::vector<decltype(before[0].point)> at;
        for (size_t k = 0; k < n; ++k)
            if (mask & (1u << k)) part.push_back(before[k]), at.push_back(before[k].point);
        const bool kept =
            part.size() == after.size() &&
            std::is_permutation(part.begin(), part.end(), after.begin(),
                                [](const auto& a, const auto& b) { return a.point == b.point; });
        const auto weights = words::weights_of(at, at[0] * 0.0);
        if (kept || weights.size() != at.size() ||
            std::any_of(weights.begin(), weights.end(), [](double x) { return x <= 0; }))
            continue;
        auto projected = at[0] * 0.0;
        for (size_t k = 0; k < at.size(); ++k) projected += weights[k] * at[k];
        others.push_back({glm::length(projected), piece(part, names, w)});
    }
    std::sort(others.begin(), others.end());
    std::vector<std::string> said;
    for (size_t k = 0; k < std::min<size_t>(others.size(), 2); ++k)
        said.push_back(words("gjk.next.part", {{"part", others[k].second},
                                               {"distance", short_number(others[k].first)}}));
    return said.empty() ? "" : words("gjk.next", {{"parts", joined(said)}});
}

/// "one" or "many": the form of a sentence about `n` corners.
const char* how_many(size_t n) {
    return n == 1 ? "one" : "many";
}

/// The closest-point sub-step: the simplex, O's place against it (its weights), the part kept.
template <class Timeline, class Step>
Said closest_of(const Timeline& t, const Step& g, int step) {
    const auto& names = t.names;
    const Words& w = words_of(t);
    const bool boolean = t.variant == Variant::Boolean;
    const std::string simplex = piece(g.simplex_before, names, w),
                      kept = piece(g.simplex_after, names, w);
    const std::string verdict = t.explanation(step);
    if (g.stop == gjk::GjkStop::Overlap && !boolean) {
        // O's weights on the whole simplex, all above 0: O is inside it.
        std::vector<decltype(g.closest)> points;
        for (const auto& c : g.simplex_before) points.push_back(c.point);
        const auto whole = words::weights_of(points, decltype(g.closest)(0.0));
        if (whole.size() == points.size() && points.size() >= 3)
            return say("gjk.closest.inside", {{"simplex", simplex},
                                              {"sum", weighted_sum(g.simplex_before, whole, names)},
                                              {"verdict", verdict}});
    }
    if (g.stop == gjk::GjkStop::Overlap || g.stop == gjk::GjkStop::OriginOnSimplex ||
        (!g.has_support && g.stop != gjk::GjkStop::Running))
        return say("verdict", {{"verdict", verdict}});
    if (g.simplex_before.size() == 1) {
        if (boolean) return say("gjk.closest.one_boolean", {{"simplex", simplex}});
        return say("gjk.closest.one", {{"simplex", simplex},
                                       {"v", names.name(g.simplex_before[0])},
                                       {"distance", short_number(g.distance)}});
    }
    const bool flat = w.solid == std::string("triangle");
    // In 2D the region itself is shaded; in 3D only the part it belongs to is drawn.
    const std::string marked = words(flat ? "mark.region_shaded" : "mark.region_part");
    if (boolean)
        return say("gjk.closest.boolean",
                   {{"simplex", simplex}, {"kept", kept}, {"marked", marked}});
    // v as the solver has it: weights on the corners it keeps, each above 0.
    const std::string v_is =
        words("gjk.v_is", {{"sum", g.simplex_after.size() == 1 ? names.name(g.simplex_after[0])
                                   : g.weights.size() == g.simplex_after.size()
                                       ? weighted_sum(g.simplex_after, g.weights, names)
                                       : words("gjk.v_projected")},
                           {"v", vec_text(g.closest)},
                           {"distance", short_number(g.distance)}});
    const auto gone = words::gone(g.simplex_before, g.simplex_after, names);
    if (gone.empty())
        return say(flat ? "gjk.closest.whole_2d" : "gjk.closest.whole_3d",
                   {{"simplex", simplex},
                    {"v", v_is},
                    {"marked", marked},
                    {"shape", words(g.simplex_after.size() == 2 ? "word.edge" : "word.triangle")}});
    // Why corners go: O projected onto the whole simplex's line or plane (O itself in a
    // tetrahedron) has a weight below 0, so it falls outside; v is on the closest part.
    std::vector<decltype(g.closest)> points;
    for (const auto& c : g.simplex_before) points.push_back(c.point);
    const auto whole = words::weights_of(points, decltype(g.closest)(0.0));
    const size_t n = g.simplex_before.size();
    const std::string dropped = words(std::string("gjk.closest.dropped_") + how_many(gone.size()),
                                      {{"v", v_is}, {"gone", words::list(gone, names)}});
    if (whole.size() != n ||
        !std::any_of(whole.begin(), whole.end(), [](double x) { return x < 0; }))
        return say(
            "gjk.closest.kept",
            {{"simplex", simplex}, {"marked", marked}, {"kept", kept}, {"dropped", dropped}});
    // Which part: of the smaller ones, the nearest that O projects inside (the closest point of
    // the simplex is inside the part it lies on); a negative weight alone does not say which
    // corner goes.
    const std::string closest_part = words(
        "gjk.closest.part", {{"kept", kept},
                             {"marked", marked},
                             {"next", next_parts(g.simplex_before, g.simplex_after, names, w)},
                             {"dropped", dropped}});
    const std::string shape = words(n == 2   ? "word.edge"
                                    : n == 3 ? "word.triangle"
                                             : std::string("word.") + w.solid);
    const bool solid = n == (flat ? 3u : 4u);  // O itself is a sum of its corners
    // Weights far from 0..1 come from a nearly flat triangle (tetrahedron): each is a ratio over
    // its small area (volume), as the panel shows. Said where the caption has room for it.
    const double largest = std::abs(*std::max_element(
        whole.begin(), whole.end(), [](double a, double b) { return std::abs(a) < std::abs(b); }));
    const std::string flat_note = largest > 20 ? words("gjk.flat_note", {{"shape", shape}}) : "";
    const bool many = std::count_if(whole.begin(), whole.end(), [](double x) { return x < 0; }) > 1;
    const std::string key = std::string("gjk.closest.outside_") +
                            (solid    ? "solid"
                             : n == 2 ? "line"
                                      : "plane") +
                            "_" + (many ? "many" : "one");
    auto outside = [&](const std::string& note) {
        return say(key, {{"simplex", simplex},
                         {"sum", weighted_sum(g.simplex_before, whole, names)},
                         {"shape", shape},
                         {"note", note},
                         {"part", closest_part}});
    };
    if (!flat_note.empty())
        if (Said noted = outside(flat_note); !layout_caption(noted.text).cut) return noted;
    return outside("");
}

template <class Timeline, class Step>
Said gjk_of(const Timeline& t, const Step& g, Phase p, int step) {
    const auto& names = t.names;
    const Words& w = words_of(t);
    const bool boolean = t.variant == Variant::Boolean;
    const std::string kept = piece(g.simplex_after, names, w);
    const std::string verdict = t.explanation(step);
    const std::string wall = words(std::string("word.") + w.wall);
    if (is_first_support(g)) {  // the boolean GJK's step 0: w1 = s(d0) and its test
        switch (p) {
            case Phase::GjkSupport:
                return say("gjk.first.support", {{"d0", vec_text(g.direction)},
                                                 {"a", names.corner_a(g.support)},
                                                 {"b", names.corner_b(g.support)},
                                                 {"wall", wall},
                                                 {"w", names.name_and_corners(g.support)},
                                                 {"point", vec_text(g.support.point)}});
            case Phase::GjkTest:
                if (g.stop == gjk::GjkStop::Running)
                    return say("gjk.first.test_passes", {{"w", names.name(g.support)},
                                                         {"w_dot_d", short_number(g.w_dot_d)}});
                return say("gjk.first.test_separates", {{"w", names.name(g.support)},
                                                        {"w_dot_d", short_number(g.w_dot_d)},
                                                        {"verdict", verdict}});
            case Phase::GjkAdd:
                return say("gjk.first.add", {{"w", names.name(g.support)}});
            default:
                return say("verdict", {{"verdict", verdict}});
        }
    }
    switch (p) {
        case Phase::GjkClosest:
            return closest_of(t, g, step);
        case Phase::GjkDrop: {
            const auto gone = words::gone(g.simplex_before, g.simplex_after, names);
            return say(std::string(boolean ? "gjk.drop.boolean_" : "gjk.drop.distance_") +
                           how_many(gone.size()),
                       {{"gone", words::list(gone, names)},
                        {"kept", kept},
                        {"max", w.solid == std::string("triangle") ? "3" : "4"}});
        }
        case Phase::GjkDirection:
            if (boolean)
                return say("gjk.direction.boolean", {{"d", vec_text(g.direction)}, {"kept", kept}});
            // Shown as a unit vector: only its direction counts (the solver may scale it).
            return say("gjk.direction", {{"d", vec_text(unit_direction(g))}});
        case Phase::GjkSupport:
            return say("gjk.support",
                       {{"cores", t.report.radii > 0 ? words("gjk.support.cores") : ""},
                        {"a", names.corner_a(g.support)},
                        {"b", names.corner_b(g.support)},
                        {"wall", wall},
                        {"w", names.name_and_corners(g.support)},
                        {"point", vec_text(g.support.point)}});
        case Phase::GjkTest: {
            if (boolean) {
                if (g.w_dot_d >= 0)
                    return say("gjk.test.boolean_passes", {{"w_dot_d", short_number(g.w_dot_d)}});
                return say("gjk.test.boolean_separates",
                           {{"w_dot_d", short_number(g.w_dot_d)}, {"verdict", verdict}});
            }
            const double lhs = g.v_norm_sq - g.v_dot_w;
            const double rhs = g.tolerance * g.v_norm_sq + g.rounding;
            const double ahead = g.distance > 0 ? lhs / g.distance : 0;
            Slots slots = {{"eps", short_number(g.tolerance)},
                           {"v2", short_number(g.v_norm_sq)},
                           {"v_dot_w", g.v_dot_w < 0 ? "(" + short_number(g.v_dot_w) + ")"
                                                     : short_number(g.v_dot_w)},
                           {"lhs", short_number(lhs)},
                           {"rhs", short_number(rhs)},
                           {"v", short_number(g.distance)},
                           {"ahead", short_number(ahead)}};
            if (g.stop == gjk::GjkStop::Running) return say("gjk.test.goes_on", slots);
            slots.push_back({"verdict", verdict});
            return say("gjk.test.stops", slots);
        }
        case Phase::GjkAdd: {
            auto grown = g.simplex_after;
            grown.push_back(g.support);
            return say(boolean ? "gjk.add.boolean" : "gjk.add",
                       {{"w", names.name(g.support)}, {"simplex", piece(grown, names, w)}});
        }
        default:
            return say("verdict", {{"verdict", verdict}});
    }
}

}  // namespace

Said intro_caption(const Timeline2& t, Phase p) {
    return intro_of(t, p);
}
Said intro_caption(const Timeline3& t, Phase p) {
    return intro_of(t, p);
}
Said gjk_caption(const Timeline2& t, const Beat& b) {
    return gjk_of(t, *t.gjk_step(b.step), b.phase, b.step);
}
Said gjk_caption(const Timeline3& t, const Beat& b) {
    return gjk_of(t, *t.gjk_step(b.step), b.phase, b.step);
}

}  // namespace gjklab::lesson
