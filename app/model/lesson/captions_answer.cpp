// The captions of the ending: the answer in the world (closest points and distance, or n and
// depth) with where its points come from (weights on the corners of A - B, the same weights on
// the corners of A and of B), and, overlapping, B sliding out until the shapes touch.
#include <algorithm>

#include "model/caption_layout.h"
#include "model/lesson/detail.h"

namespace gjklab::lesson {

namespace {

/// The points of A and of B that `weights` make from the corners that made each w:
/// sum of weights[k] x corners[k].a, and the same with .b.
template <class Vertex>
auto weighted_corners(const std::vector<Vertex>& corners, const std::vector<double>& weights) {
    auto on_a = corners[0].a * 0.0, on_b = on_a;
    for (size_t k = 0; k < corners.size() && k < weights.size(); ++k)
        on_a += weights[k] * corners[k].a, on_b += weights[k] * corners[k].b;
    return std::pair{on_a, on_b};
}

/// How the answer's points come from corners of A - B: `point` (v, or depth x n on EPA's
/// closest feature) = sum of weights x w, and the same weights on the corners of A and of B
/// that made each w give the point on A and on B. Empty where that is not the answer (a
/// curved shape's point lies its radius further out) or the weights cannot be had.
template <class Timeline, class Vertex, class Vec>
std::string answer_from_corners(const Timeline& t, const std::vector<Vertex>& corners,
                                const std::vector<double>& weights, const std::string& point,
                                const Vec& on_a_expected, const Vec& on_b_expected,
                                bool of_cores = false) {
    if (corners.empty() || weights.size() != corners.size()) return "";
    for (const Vertex& w : corners)
        if (w.index_a < 0 || w.index_b < 0) return "";
    const auto [on_a, on_b] = weighted_corners(corners, weights);
    const double scale = std::max({glm::length(on_a_expected), glm::length(on_b_expected), 1e-300});
    if (glm::length(on_a - on_a_expected) > 1e-6 * scale ||
        glm::length(on_b - on_b_expected) > 1e-6 * scale)
        return "";
    const auto& names = t.names;
    // Each corner of A (of B) once, its weights added, in the order the w were found (as
    // weighted_sum says them): two w made from a1 give "a1", not "0.3 a1 + 0.7 a1".
    std::vector<size_t> found(corners.size());
    for (size_t k = 0; k < found.size(); ++k) found[k] = k;
    std::stable_sort(found.begin(), found.end(), [&](size_t a, size_t b) {
        return names.number(corners[a]) < names.number(corners[b]);
    });
    struct Term {
        int corner;
        double weight;
        std::vector<size_t> from;  ///< the w made from this corner
    };
    auto sum = [&](auto corner_of) {
        std::vector<Term> terms;
        for (size_t k : found) {
            const int c = corner_of(corners[k]);
            auto it = std::find_if(terms.begin(), terms.end(),
                                   [&](const Term& x) { return x.corner == c; });
            if (it == terms.end())
                terms.push_back({c, weights[k], {k}});
            else
                it->weight += weights[k], it->from.push_back(k);
        }
        return terms;
    };
    // A corner that made several w takes their weights added, which the text shows in the
    // order of the w: "(a3: 0.7116 + 0.05849)".
    auto said = [&](const std::vector<Term>& terms, char shape) {
        if (terms.size() == 1)
            return words("answer.corner_itself", {{"corner", corner_name(shape, terms[0].corner)}});
        std::string out, merged;
        for (size_t k = 0; k < terms.size(); ++k) {
            const double x = terms[k].weight;
            out += (k ? (x < 0 ? " - " : " + ") : (x < 0 ? "-" : "")) + short_number(std::abs(x)) +
                   " " + corner_name(shape, terms[k].corner);
            if (terms[k].from.size() < 2) continue;
            std::string parts;
            for (size_t i : terms[k].from)
                parts += (parts.empty()    ? ""
                          : weights[i] < 0 ? " - "
                                           : " + ") +
                         short_number(parts.empty() ? weights[i] : std::abs(weights[i]));
            merged +=
                (merged.empty() ? " (" : "; ") + corner_name(shape, terms[k].corner) + ": " + parts;
        }
        return out + (merged.empty() ? "" : merged + ")");
    };
    if (corners.size() == 1)
        return words("answer.from_one_corner", {{"point", point},
                                                {"w", names.name_and_corners(corners[0])},
                                                {"a", names.corner_a(corners[0])},
                                                {"b", names.corner_b(corners[0])}});
    // A weight below 0: the point lies outside this triangle, in a neighbour on the same flat
    // face of A - B (boxes' faces are split into triangles), where it is just as near O.
    const bool outside =
        std::any_of(weights.begin(), weights.end(), [](double x) { return x < -1e-9; });
    return words(of_cores ? "answer.from_corners_cores" : "answer.from_corners",
                 {{"point", point},
                  {"sum", weighted_sum(corners, weights, names)},
                  {"outside",
                   outside ? words("answer.past_feature",
                                   {{"feature", words(std::string("word.") + words_of(t).feature)}})
                           : ""},
                  {"on_a", said(sum([](const Vertex& w) { return w.index_a; }), 'a')},
                  {"on_b", said(sum([](const Vertex& w) { return w.index_b; }), 'b')}});
}

/// With rounded shapes GJK and EPA walk on the cores: `weights` on `corners` give the cores'
/// points, and each moves by its shape's radius towards the other (A's along n, B's along -n)
/// to the answer's points. Said only when that is what the answer is (to 1e-6); `point` names
/// what the weights make ("v", "the cores' overlap × n").
template <class Timeline, class Vertex>
std::string rounded_from_weights(const Timeline& t, const std::vector<Vertex>& corners,
                                 const std::vector<double>& weights, const std::string& point,
                                 bool apart, const char* walker = "GJK") {
    const auto& r = t.result();
    if (weights.size() != corners.size() || corners.empty()) return "";
    const auto [core_a, core_b] = weighted_corners(corners, weights);
    const double radius_a = glm::dot(r.witness_a - core_a, r.normal),
                 radius_b = glm::dot(core_b - r.witness_b, r.normal);
    const double tol =
        1e-6 * std::max({glm::length(r.witness_a), glm::length(r.witness_b), t.report.radii});
    if (radius_a < -tol || radius_b < -tol ||
        glm::length(r.witness_a - core_a - radius_a * r.normal) > tol ||
        glm::length(core_b - radius_b * r.normal - r.witness_b) > tol)
        return "";
    auto moves = [&](const char* shape, double x, const char* along) {
        return std::abs(x) <= tol
                   ? words("answer.no_rounding", {{"shape", shape}})  // rounding's crumbs: 0
                   : words("answer.moves_by",
                           {{"shape", shape}, {"radius", short_number(x)}, {"along", along}});
    };
    // Apart, the cores' points and n are said here; overlapping, n is said before and the
    // caption has room for the weights only.
    const std::string from = answer_from_corners(t, corners, weights, point, core_a, core_b, true);
    if (apart)
        return words("answer.rounded_apart", {{"core_a", vec_text(core_a)},
                                              {"core_b", vec_text(core_b)},
                                              {"from", from},
                                              {"move_a", moves("A", radius_a, "n")},
                                              {"move_b", moves("B", radius_b, "-n")},
                                              {"n", vec_text(r.normal)}});
    return words("answer.rounded_overlap", {{"walker", walker},
                                            {"from", from},
                                            {"move_a", moves("A", radius_a, "n")},
                                            {"move_b", moves("B", radius_b, "-n")}});
}

/// Apart: v's weights on GJK's last simplex.
template <class Timeline>
std::string closest_points_from_weights(const Timeline& t) {
    const auto& r = t.result();
    const auto* last = t.gjk_count() > 0 ? t.gjk_step(t.gjk_count() - 1) : nullptr;
    if (!last || last->weights.size() != last->simplex_after.size() || last->simplex_after.empty())
        return "";
    if (!(t.report.radii > 0))
        return answer_from_corners(t, last->simplex_after, last->weights, words("answer.where_v"),
                                   r.witness_a, r.witness_b);
    return rounded_from_weights(t, last->simplex_after, last->weights, "v", true);
}

/// Overlapping: depth x n lies on EPA's last closest edge (face); its weights there (with
/// rounded shapes, the cores' overlap x n's). `brief`: the flat neighbour named without its
/// reason, where the caption band has no room for it.
template <class Timeline>
std::string deepest_points_from_weights(const Timeline& t, bool brief = false) {
    const auto& r = t.result();
    const int last = t.size() - 1;
    const auto* e = last >= t.gjk_count() ? t.epa_step(last) : nullptr;
    if (!e) {
        // No EPA: the cores are apart, less than their radii; GJK's closest points on them,
        // each moved by its radius, are the deepest points.
        const auto* g = t.gjk_count() > 0 ? t.gjk_step(t.gjk_count() - 1) : nullptr;
        if (!g || !(t.report.radii > 0)) return "";
        return rounded_from_weights(t, g->simplex_after, g->weights, "v", false);
    }
    auto corners = words::closest_corners(*e);
    std::vector<decltype(r.normal)> points;
    for (const auto& c : corners) points.push_back(c.point);
    if (points.empty()) return "";
    const std::string feature = words(std::string("word.") + words_of(t).feature);
    std::string on = words("answer.on_closest", {{"feature", feature}});
    // depth x n just past the closest face, on a flat neighbour: the weights are said on the
    // face that holds it, each above 0.
    const auto target = (t.report.radii > 0 ? e->distance : r.penetration_depth) * r.normal;
    if (const auto holder = words::flat_face_holding(*e, target); !holder.empty()) {
        corners = holder;
        points.clear();
        for (const auto& c : corners) points.push_back(c.point);
        const Slots slots = {{"holder", words::names_in_order(corners, t.names, " ")},
                             {"closest", words::closest_piece(*e, t.names)}};
        on = words(brief ? "answer.on_neighbour_brief" : "answer.on_neighbour", slots);
    }
    if (t.report.radii > 0)
        return rounded_from_weights(t, corners, words::weights_of(points, e->distance * r.normal),
                                    words("answer.cores_overlap_n", {{"on", on}}), false, "EPA");
    return answer_from_corners(t, corners,
                               words::weights_of(points, r.penetration_depth * r.normal),
                               words("answer.depth_n", {{"on", on}}), r.witness_a, r.witness_b);
}

template <class Timeline>
Said ending_of(const Timeline& t, Phase p) {
    const auto& r = t.result();
    if (t.variant == Variant::Boolean)
        return say(r.intersecting ? "answer.boolean_overlap" : "answer.boolean_apart");
    if (!r.intersecting && p == Phase::EndSlide)
        return say("answer.slide_in", {{"move", vec_text(-r.distance * r.normal)},
                                       {"n", vec_text(r.normal)},
                                       {"distance", short_number(r.distance)}});
    if (!r.intersecting)
        return say("answer.apart", {{"distance", short_number(r.distance)},
                                    {"on_a", vec_text(r.witness_a, r.distance)},
                                    {"on_b", vec_text(r.witness_b, r.distance)},
                                    {"from", closest_points_from_weights(t)}});
    if (!(r.penetration_depth > 0)) return say("answer.touch", {{"at", vec_text(r.witness_a)}});
    const Slots answer = {{"depth", short_number(r.penetration_depth)},
                          {"n", vec_text(r.normal)},
                          {"deepest_b", vec_text(r.witness_b)},
                          {"deepest_a", vec_text(r.witness_a)}};
    const std::string move = vec_text(r.penetration_depth * r.normal);
    // Where the contact points come from goes with the answer, or, where the two would not fit
    // a recording's caption band at the default size, with the slide.
    const std::string from = deepest_points_from_weights(t);
    auto with = [](Slots slots, std::pair<std::string, std::string> more) {
        slots.push_back(std::move(more));
        return slots;
    };
    const Said whole = say("answer.overlap", with(answer, {"from", from}));
    const bool spill = layout_caption(whole.text).cut;
    if (p == Phase::EndSlide) {
        if (!spill) return say("answer.slide", {{"move", move}, {"from", ""}});
        // With the derivation, the slide says only where B goes if all of it would not fit, and
        // if that is still too long, names the flat neighbour without its reason.
        if (Said s = say("answer.slide", {{"move", move}, {"from", from}});
            !layout_caption(s.text).cut)
            return s;
        if (Said s = say("answer.slide_brief", {{"move", move}, {"from", from}});
            !layout_caption(s.text).cut)
            return s;
        return say("answer.slide_brief",
                   {{"move", move}, {"from", deepest_points_from_weights(t, true)}});
    }
    if (!spill) return whole;
    return say("answer.overlap", with(answer, {"from", words("answer.from_next")}));
}

}  // namespace

Said ending_caption(const Timeline2& t, Phase p) {
    return ending_of(t, p);
}
Said ending_caption(const Timeline3& t, Phase p) {
    return ending_of(t, p);
}

}  // namespace gjklab::lesson
