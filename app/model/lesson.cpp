#include "model/lesson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "model/caption_layout.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "model/words.h"

namespace gjklab {

namespace {

struct PhaseInfo {
    Phase phase;
    const char* name;
};
constexpr PhaseInfo kPhases[] = {
    {Phase::Whole, "whole"},
    {Phase::IntroShapes, "intro-shapes"},
    {Phase::IntroDifference, "intro-difference"},
    {Phase::IntroQuestion, "intro-question"},
    {Phase::IntroSupport, "intro-support"},
    {Phase::GjkClosest, "closest"},
    {Phase::GjkDrop, "drop"},
    {Phase::GjkDirection, "direction"},
    {Phase::GjkSupport, "support"},
    {Phase::GjkTest, "test"},
    {Phase::GjkAdd, "add"},
    {Phase::EpaClosest, "epa-closest"},
    {Phase::EpaSupport, "epa-support"},
    {Phase::EpaTest, "epa-test"},
    {Phase::EpaSees, "epa-sees"},
    {Phase::EpaHorizon, "epa-horizon"},
    {Phase::EpaNew, "epa-new"},
    {Phase::EndAnswer, "answer"},
    {Phase::EndSlide, "slide-out"},
};

/// Words for a sub-step in a title: "support", "closest edge".
const char* phase_title(Phase p) {
    switch (p) {
        case Phase::GjkClosest:
            return "closest point";
        case Phase::GjkDrop:
            return "drop";
        case Phase::GjkDirection:
            return "direction";
        case Phase::GjkSupport:
            return "support";
        case Phase::GjkTest:
            return "test";
        case Phase::GjkAdd:
            return "add";
        case Phase::EpaClosest:
            return "closest";
        case Phase::EpaSupport:
            return "support";
        case Phase::EpaTest:
            return "test";
        case Phase::EpaSees:
            return "what sees w";
        case Phase::EpaHorizon:
            return "horizon";
        case Phase::EpaNew:
            return "grow";
        default:
            return "";
    }
}

using words::list;
using words::piece;
using words::vec_text;
using words::Words;

std::string num(double x) {
    return short_number(x);
}

/// GJK's search direction at step `g` as a unit vector: the solver may scale d (an edge's
/// normal, say), and only its direction counts.
template <class Step>
auto unit_direction(const Step& g) {
    const double len = glm::length(g.direction);
    return len > 0 ? g.direction / len : g.direction;
}

/// Whether the introduction numbers A's and B's corners (2D: painter2 does; 3D: painter3),
/// and whether they are a rounded shape's core corners, inside it.
std::pair<bool, bool> numbered(const Timeline2& t, bool a) {
    const ShapeGeometry& g = t.shapes[size_t(a ? t.index_a : t.index_b)];
    return {corners_numbered(g), g.radius > 0};
}
std::pair<bool, bool> numbered(const Timeline3& t, bool a) {
    return {!(a ? t.corners_a : t.corners_b).empty(), false};
}

/// The introduction's words for the numbered corners: "Their corners are numbered ...".
template <class Timeline>
std::string corners_sentence(const Timeline& t) {
    const auto [a, a_core] = numbered(t, true);
    const auto [b, b_core] = numbered(t, false);
    if (!a && !b) return "";
    auto says = [](char letter, const char* shape, bool core) {
        return std::string(core ? std::string(shape) + "'s core (inside its rounding)" : shape) + " " + letter + "0, " +
               letter + "1, ...";
    };
    std::string out = " The corners are numbered as the steps name them: ";
    if (a) out += says('a', "A", a_core);
    if (a && b) out += "; ";
    if (b) out += says('b', "B", b_core);
    return out;  // ends in "...": the list goes on
}

const Words& words_of(const Timeline2&) {
    return words::kWords2;
}
const Words& words_of(const Timeline3&) {
    return words::kWords3;
}

const auto& epa_corners(const gjk::EpaStep& e) {
    return e.polytope;
}
const auto& epa_corners(const gjk::EpaStep3& e) {
    return e.vertices;
}


template <class Timeline>
std::vector<Beat> beats_of(const Timeline& t, const LessonOptions& o) {
    std::vector<Beat> out;
    if (t.size() == 0) return out;
    if (o.intro)
        for (Phase p : {Phase::IntroShapes, Phase::IntroDifference, Phase::IntroQuestion,
                        Phase::IntroSupport})
            out.push_back({0, p});
    if (!o.substeps) {
        for (int s = 0; s < t.size(); ++s) out.push_back({s, Phase::Whole});
        return out;
    }
    for (int s = 0; s < t.gjk_count(); ++s) {
        const auto& g = *t.gjk_step(s);
        out.push_back({s, Phase::GjkClosest});
        if (!words::gone(g.simplex_before, g.simplex_after, t.names).empty())
            out.push_back({s, Phase::GjkDrop});
        if (g.has_support)
            for (Phase p : {Phase::GjkDirection, Phase::GjkSupport, Phase::GjkTest})
                out.push_back({s, p});
        if (g.has_support && g.stop == gjk::GjkStop::Running) out.push_back({s, Phase::GjkAdd});
    }
    for (int s = t.gjk_count(); s < t.size(); ++s) {
        const auto& e = *t.epa_step(s);
        out.push_back({s, Phase::EpaClosest});
        if (e.has_support) {
            out.push_back({s, Phase::EpaSupport});
            out.push_back({s, Phase::EpaTest});
        }
        if (e.has_support && e.stop == gjk::EpaStop::Running && !e.removed.empty())
            for (Phase p : {Phase::EpaSees, Phase::EpaHorizon, Phase::EpaNew})
                out.push_back({s, p});
    }
    const int last = t.size() - 1;
    out.push_back({last, Phase::EndAnswer});
    const auto& r = t.result();
    if (t.variant == Variant::Distance && r.intersecting && r.penetration_depth > 0)
        out.push_back({last, Phase::EndSlide});
    return out;
}

template <class Timeline>
std::string title_of(const Timeline& t, const Beat& b) {
    if (in_intro(b.phase))
        return "Introduction " + std::to_string(int(b.phase) - int(Phase::IntroShapes) + 1) + "/4";
    if (in_ending(b.phase)) return "Answer";
    const std::string step = t.step_name(b.step);
    if (b.phase == Phase::Whole) return step;
    return step + ": " + phase_title(b.phase);
}

// --- the captions ---

template <class Timeline>
std::string intro_caption(const Timeline& t, Phase p) {
    const Words& w = words_of(t);
    switch (p) {
        case Phase::IntroShapes:
            return "Two convex shapes, A and B. Do they overlap? If not, how far apart are they; "
                   "if they do, how deep? GJK answers both by looking at one shape made from "
                   "them: A - B." +
                   corners_sentence(t);
        case Phase::IntroDifference: {
            std::string out =
                "A - B (the Minkowski difference) is every a - b: a point of A minus a point of "
                "B. Left: ";
            for (size_t k = 0; k < t.examples.size(); ++k) {
                const auto& e = t.examples[k];
                out += (k == 0 ? "" : k + 1 == t.examples.size() ? " and " : ", ") +
                       corner_name('a', e.index_a) + " - " + corner_name('b', e.index_b);
            }
            out += " as arrows from the point of B to the point of A. Right: the same vectors "
                   "drawn from O, ending at points of A - B.";
            if (!t.corner_differences.empty())
                out += " The small dots are a - b for every pair of corners; A - B is the "
                       "convex shape around them.";
            return out;
        }
        case Phase::IntroQuestion:
            return std::string("If A and B share a point p, then p - p = 0: the origin O is in "
                               "A - B. So A and B overlap exactly when A - B contains O, and "
                               "their distance is the distance from O to A - B. Moving B by t "
                               "moves every a - b, so all of A - B, by -t: overlapping, the "
                               "shortest move that takes O out of A - B is the depth. GJK finds "
                               "all this without ever building A - B: it walks on its corners, "
                               "a ") +
                   w.solid + " at most." +
                   (t.report.radii > 0
                        ? " A rounded shape (circle, capsule, sphere) is a core plus a radius: "
                          "GJK walks on the cores' A - B (dashed) and takes the radii off at "
                          "the end."
                        : "");
        case Phase::IntroSupport: {
            std::string out =
                std::string("GJK only asks for support points. The support point of A - B "
                            "along a direction d is its point farthest along d: s(d) = s_A(d) - "
                            "s_B(-d), A's farthest point along d minus B's farthest along -d "
                            "(the ") +
                w.wall + "s across d touch them there).";
            const auto* g = t.gjk_step(0);
            if (g && g->simplex_before.size() == 1) {
                const auto& w1 = g->simplex_before[0];
                out += " GJK starts along d0 = " + vec_text(t.first_direction) +
                       (t.first_direction_set ? " (the scene's choice" : " (from A's centre towards B's, where they likely meet") +
                       "; any direction works: GJK needs only a first point, and d0's length does not count)" +
                       ": w1 = s(d0) = " +
                       corner_name('a', w1.index_a) + " - " + corner_name('b', w1.index_b) + " = " +
                       vec_text(w1.point) + ". The simplex, the corners GJK keeps, is {w1}.";
                if (w1.index_a >= 0)
                    out += " (" + corner_name('a', w1.index_a) + " is A's point number " +
                           std::to_string(w1.index_a) + ".)";
            }
            return out;
        }
        default:
            return "";
    }
}

/// "0.37 w1 + 0.63 w2" (terms in the order the points were found; "- 0.2 w3" for a weight
/// below 0).
template <class Vertex>
std::string weighted_sum(const std::vector<Vertex>& corners, const std::vector<double>& weights,
                         const SupportNames<Vertex>& names) {
    std::vector<size_t> order(corners.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return names.number(corners[a]) < names.number(corners[b]); });
    std::string out;
    for (size_t k : order) {
        const double x = weights[k];
        out += out.empty() ? (x < 0 ? "-" : "") : (x < 0 ? " - " : " + ");
        out += num(std::abs(x)) + " " + names.name(corners[k]);
    }
    return out;
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
        const bool kept = part.size() == after.size() &&
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
    std::string out;
    const size_t said = std::min<size_t>(others.size(), 2);
    for (size_t k = 0; k < said; ++k)
        out += (k == 0 ? "; the next: " : k + 1 == said ? " and " : ", ") + others[k].second + " at " +
               num(others[k].first);
    return out;
}

template <class Timeline, class Step>
std::string gjk_caption(const Timeline& t, const Step& g, Phase p, int step) {
    const auto& names = t.names;
    const Words& w = words_of(t);
    const bool boolean = t.variant == Variant::Boolean;
    const std::string after = piece(g.simplex_after, names, w);
    const std::string verdict = t.explanation(step);
    switch (p) {
        case Phase::GjkClosest: {
            if (g.stop == gjk::GjkStop::Overlap && !boolean) {
                // O's weights on the whole simplex, all above 0: O is inside it.
                std::vector<decltype(g.closest)> points;
                for (const auto& c : g.simplex_before) points.push_back(c.point);
                const auto whole = words::weights_of(points, decltype(g.closest)(0.0));
                if (whole.size() == points.size() && points.size() >= 3)
                    return "The simplex is " + piece(g.simplex_before, names, w) + ". O = " +
                           weighted_sum(g.simplex_before, whole, names) + ": every weight is above 0, so O lies "
                           "inside it. " + verdict;
            }
            if (g.stop == gjk::GjkStop::Overlap || g.stop == gjk::GjkStop::OriginOnSimplex ||
                (!g.has_support && g.stop != gjk::GjkStop::Running))
                return verdict;
            const std::string before = piece(g.simplex_before, names, w);
            if (g.simplex_before.size() == 1)
                return "The simplex is " + before + (boolean ? "." : ", so its point closest to "
                                                                     "O is v = " +
                                                                         names.name(g.simplex_before[0]) +
                                                                         ", |v| = " + num(g.distance) + ".");
            const bool flat = w.solid == std::string("triangle");
            // In 2D the region itself is shaded; in 3D only the part it belongs to is drawn.
            const char* marked = flat ? "shaded" : "its part drawn thick and blue";
            if (boolean)
                return "The simplex is " + before + ". O lies in the Voronoi region of " + after +
                       " (the points nearer to it than to any other part of the simplex; " + marked + ").";
            // v as the solver has it: weights on the corners it keeps, each above 0.
            const std::string v_is =
                (g.simplex_after.size() == 1 ? names.name(g.simplex_after[0])
                 : g.weights.size() == g.simplex_after.size() ? weighted_sum(g.simplex_after, g.weights, names)
                                                              : std::string("O projected onto it")) +
                " = " + vec_text(g.closest) + ", |v| = " + num(g.distance);
            const auto gone = words::gone(g.simplex_before, g.simplex_after, names);
            if (gone.empty())
                return "The simplex is " + before + ". O projected onto it is v = " + v_is +
                       ". Every weight is above 0, so v lies inside it: O's Voronoi region (the points "
                       "nearer to it than to any other part; " + marked + ") is the whole " +
                       (g.simplex_after.size() == 2 ? "edge" : "triangle") +
                       "'s, and v needs every corner: none is dropped. (A corner goes when v lies on a "
                       "smaller part without it" +
                       (flat ? ": each other region is labelled with what GJK would keep and drop if O "
                               "were there; at O', v would be one corner alone.)"
                             : ".)");
            // Why corners go: O projected onto the whole simplex's line or plane (O itself in a
            // tetrahedron) has a weight below 0, so it falls outside; v is on the closest part.
            std::vector<decltype(g.closest)> points;
            for (const auto& c : g.simplex_before) points.push_back(c.point);
            const auto whole = words::weights_of(points, decltype(g.closest)(0.0));
            const size_t n = g.simplex_before.size();
            const std::string dropped =
                ": v = " + v_is + ". " + list(gone, names) + (gone.size() == 1 ? " is" : " are") + " not needed: dropped next.";
            if (whole.size() != n || !std::any_of(whole.begin(), whole.end(), [](double x) { return x < 0; }))
                return "The simplex is " + before + ". The closest part to O (O's Voronoi region: the points nearer "
                       "to it than to any other part; " + std::string(marked) + ") is " + after + dropped;
            // Which part: of the smaller ones, the nearest that O projects inside (the closest
            // point of the simplex is inside the part it lies on); a negative weight alone does
            // not say which corner goes.
            const std::string farther = next_parts(g.simplex_before, g.simplex_after, names, w);
            const std::string closest_part = "Of its smaller parts, the nearest to O that O projects inside (every "
                                             "weight above 0) is " + after + " (O's Voronoi region; " +
                                             std::string(marked) + farther + ")" + dropped;
            const std::string shape = n == 2 ? "edge" : n == 3 ? "triangle" : w.solid;
            const bool solid = n == (flat ? 3u : 4u);  // O itself is a sum of its corners
            // Weights far from 0..1 come from a nearly flat triangle (tetrahedron): each is a
            // ratio over its small area (volume), as the panel shows. Said where the caption has
            // room for it.
            const double largest = std::abs(*std::max_element(
                whole.begin(), whole.end(), [](double a, double b) { return std::abs(a) < std::abs(b); }));
            const std::string flat_note = largest > 20 ? " (Weights this large mean a nearly flat " + shape + ".)" : "";
            const std::string outside =
                "The simplex is " + before + ". " +
                (solid ? "O = " : n == 2 ? "O projected onto its line is " : "O projected onto its plane is ") +
                weighted_sum(g.simplex_before, whole, names) +
                (std::count_if(whole.begin(), whole.end(), [](double x) { return x < 0; }) > 1
                     ? ": weights below 0, so "
                     : ": a weight below 0, so ") +
                (solid ? "O" : "it") + " is outside the " + shape + ".";
            if (!flat_note.empty() && !layout_caption(outside + flat_note + " " + closest_part).cut)
                return outside + flat_note + " " + closest_part;
            return outside + " " + closest_part;
        }
        case Phase::GjkDrop: {
            const auto gone = words::gone(g.simplex_before, g.simplex_after, names);
            return list(gone, names) + (gone.size() == 1 ? " is" : " are") + " dropped: " +
                   (boolean ? "O is not on its side of " + after
                            : "v lies on " + after + ", which does not need " + (gone.size() == 1 ? "it" : "them")) +
                   ". GJK keeps only the corners of the closest part, so the simplex never has "
                   "more than " +
                   (w.solid == std::string("triangle") ? "3" : "4") + " corners.";
        }
        case Phase::GjkDirection:
            if (boolean)
                return "The search direction d = " + vec_text(g.direction) + " points from " +
                       after + " towards O: any point of A - B beyond O lies that way.";
            // Shown as a unit vector: only its direction counts (the solver may scale it).
            return "The search direction d = -v / |v| = " + vec_text(unit_direction(g)) +
                   " points the way from v to O (drawn from O; length 1, since only its "
                   "direction counts). A point of A - B closer to O than v would lie further "
                   "along d.";
        case Phase::GjkSupport:
            return std::string(t.report.radii > 0 ? "On the cores (the shapes without their rounding, added at the "
                                                    "end): " : "") +
                   "w = s(d): A's farthest point along d is " + corner_name('a', g.support.index_a) +
                   ", B's farthest along -d is " + corner_name('b', g.support.index_b) + " (the " +
                   w.wall + "s across d touch them there), so " + names.name_and_corners(g.support) +
                   " = " + vec_text(g.support.point) + ": A - B's farthest point along d.";
        case Phase::GjkTest: {
            if (boolean) {
                const bool past = g.w_dot_d >= 0;
                return "Test w.d < 0? w.d = " + num(g.w_dot_d) +
                       (past ? ": no, w reaches past O along d, so O may be inside; GJK goes on."
                             : ": yes. " + verdict);
            }
            const double lhs = g.v_norm_sq - g.v_dot_w;
            const double rhs = g.tolerance * g.v_norm_sq + g.rounding;
            const std::string v_dot_w =
                g.v_dot_w < 0 ? "(" + num(g.v_dot_w) + ")" : num(g.v_dot_w);
            const double ahead = g.distance > 0 ? lhs / g.distance : 0;
            const std::string test =
                "Can w still bring the simplex closer to O? GJK stops when |v|² - v.w is at "
                "most eps |v|² (eps = " + num(g.tolerance) + ", the tolerance): " +
                num(g.v_norm_sq) + " - " + v_dot_w + " = " + num(lhs) + " against " + num(rhs) +
                ". (|v|² - v.w = |v| x how much further w lies along d than v: " + num(lhs) +
                " = " + num(g.distance) + " x " + num(ahead) + ")";
            if (g.stop == gjk::GjkStop::Running)
                return test + ". It is larger: w is " + num(ahead) + " further along d than v, so "
                       "it can bring the simplex closer, and GJK goes on.";
            return test + ". " + verdict;
        }
        case Phase::GjkAdd: {
            auto grown = g.simplex_after;
            grown.push_back(g.support);
            return names.name(g.support) + " joins the simplex, which is now " +
                   piece(grown, names, w) + ". The next iteration looks for its point closest to O.";
        }
        default:
            return verdict;
    }
}

/// How far `w` lies beyond the line (plane) through `corners`, on the side away from the
/// polytope's `middle`: above 0, the edge (face) sees w.
template <class Vec>
double height_beyond(const std::vector<Vec>& corners, const Vec& middle, const Vec& w) {
    Vec normal;
    if constexpr (std::is_same_v<Vec, glm::dvec2>) {
        const glm::dvec2 along = corners[1] - corners[0];
        normal = {along.y, -along.x};
    } else {
        normal = glm::cross(corners[1] - corners[0], corners[2] - corners[0]);
    }
    const double length = glm::length(normal);
    if (!(length > 0)) return 0;
    normal /= length;
    if (glm::dot(normal, corners[0] - middle) < 0) normal = -normal;
    return glm::dot(normal, w - corners[0]);
}
/// The mean of the polytope's corners: inside it, for telling its faces' outer sides.
template <class Vertex>
auto middle_of(const std::vector<Vertex>& vs) {
    decltype(Vertex::point) sum(0.0);
    for (const auto& v : vs) sum += v.point;
    return vs.empty() ? sum : sum / double(vs.size());
}
/// "0.41 and 0.12 beyond their planes": how far w lies past each of them.
inline std::string beyond_each(const std::vector<double>& heights, bool one, const char* what) {
    std::string out;
    for (size_t k = 0; k < heights.size(); ++k)
        out += std::string(k == 0 ? "" : k + 1 == heights.size() ? " and " : ", ") + num(heights[k]);
    return out + " beyond " + (one ? "its " : "their ") + what;
}

std::string sees(const gjk::EpaStep& e, const SupportNames<gjk::TraceVertex>& names) {
    std::string out;
    std::vector<double> heights;
    const glm::dvec2 middle = middle_of(e.polytope);
    for (size_t k = 0; k < e.removed.size(); ++k) {
        const auto& r = e.removed[k];
        if (r.from >= int(e.polytope.size()) || r.to >= int(e.polytope.size())) continue;
        out += (k == 0 ? "" : ", ") + words::names_in_order(std::vector{e.polytope[r.from], e.polytope[r.to]}, names, "-");
        heights.push_back(height_beyond(std::vector{e.polytope[r.from].point, e.polytope[r.to].point}, middle,
                                        e.support.point));
    }
    const bool one = e.removed.size() == 1;
    return (one ? "The edge " : "The edges ") + out + (one ? " sees " : " see ") + names.name(e.support) +
           ": it lies " + beyond_each(heights, one, one ? "line" : "lines") + ", on the outer side, so " +
           (one ? "it is" : "they are") + " removed.";
}
std::string sees(const gjk::EpaStep3& e, const SupportNames<gjk::TraceVertex3>& names) {
    const int n = int(e.vertices.size());
    std::string faces;
    std::vector<double> heights;
    const glm::dvec3 middle = middle_of(e.vertices);
    for (size_t k = 0; k < e.removed.size(); ++k) {
        const int i = e.removed[k];
        if (i < 0 || i >= int(e.faces.size())) continue;
        const gjk::TraceFace& f = e.faces[size_t(i)];
        if (f.a >= n || f.b >= n || f.c >= n) continue;
        faces += std::string(k == 0 ? "" : k + 1 == e.removed.size() ? " and " : ", ") +
                 words::names_in_order(std::vector{e.vertices[size_t(f.a)], e.vertices[size_t(f.b)],
                                                   e.vertices[size_t(f.c)]},
                                       names, " ");
        heights.push_back(height_beyond(std::vector{e.vertices[size_t(f.a)].point, e.vertices[size_t(f.b)].point,
                                                    e.vertices[size_t(f.c)].point},
                                        middle, e.support.point));
    }
    const bool one = e.removed.size() == 1;
    return std::string(one ? "The face " : "The faces ") + faces + (one ? " sees " : " see ") +
           names.name(e.support) + ": it lies " + beyond_each(heights, one, one ? "plane" : "planes") +
           ", on the outer side, so " + (one ? "it is" : "they are") + " removed, leaving a hole.";
}
std::string horizon(const gjk::EpaStep& e, const SupportNames<gjk::TraceVertex>& names) {
    std::vector<gjk::TraceVertex> rim;
    for (int i : e.horizon)
        if (i >= 0 && i < int(e.polytope.size())) rim.push_back(e.polytope[i]);
    return "The horizon is where the removed edges meet the kept ones: the corners " +
           list(rim, names) + ". " + names.name(e.support) + " will be joined to them.";
}
/// The horizon's corners in the order its loop runs, each edge's end the next one's start (the
/// polytope keeps its edges in no such order).
std::vector<gjk::TraceVertex3> horizon_loop(const gjk::EpaStep3& e) {
    const size_t m = e.horizon.size();
    std::vector<bool> used(m, false);
    std::vector<size_t> order;
    for (size_t start = 0; start < m; ++start) {  // one loop, or the rest as they come
        if (used[start]) continue;
        used[start] = true;
        order.push_back(start);
        for (bool found = true; found;) {
            found = false;
            for (size_t k = 0; k < m && !found; ++k)
                if (!used[k] && e.horizon[k].from == e.horizon[order.back()].to)
                    used[k] = found = true, order.push_back(k);
        }
    }
    std::vector<gjk::TraceVertex3> rim;
    for (size_t k : order)
        if (e.horizon[k].from >= 0 && e.horizon[k].from < int(e.vertices.size()))
            rim.push_back(e.vertices[size_t(e.horizon[k].from)]);
    return rim;
}

/// The horizon loop as it is said: from its first-found corner round.
std::vector<gjk::TraceVertex3> said_horizon_loop(const gjk::EpaStep3& e,
                                                 const SupportNames<gjk::TraceVertex3>& names) {
    std::vector<gjk::TraceVertex3> rim = horizon_loop(e);
    const auto first = std::min_element(rim.begin(), rim.end(), [&](const auto& a, const auto& b) {
        return names.number(a) < names.number(b);
    });
    std::rotate(rim.begin(), first, rim.end());
    return rim;
}

std::string horizon(const gjk::EpaStep3& e, const SupportNames<gjk::TraceVertex3>& names) {
    const std::vector<gjk::TraceVertex3> rim = said_horizon_loop(e, names);
    if (rim.empty()) return "";
    // Said from its first-found corner round and back: "w1-w3-w2-w5-w1".
    std::string loop;
    for (const auto& v : rim) loop += names.name(v) + "-";
    loop += names.name(rim[0]);
    return "The horizon is the rim of the hole: the closed loop of " + std::to_string(e.horizon.size()) +
           " edges " + loop + ", outlined. " + names.name(e.support) + " will be joined to each of its edges.";
}
std::string grown(const gjk::EpaStep& e, const SupportNames<gjk::TraceVertex>& names) {
    std::string edges;
    for (size_t k = 0; k < e.horizon.size(); ++k)
        if (e.horizon[k] >= 0 && e.horizon[k] < int(e.polytope.size()))
            edges += std::string(edges.empty() ? "" : " and ") +
                     words::names_in_order(std::vector{e.polytope[size_t(e.horizon[k])], e.support},
                                           names, "-");
    return "The horizon is joined to " + names.name(e.support) + " by " +
           std::to_string(e.added.size()) + " new edges, " + edges +
           ". The polygon is still convex, still holds O, and reaches further out.";
}
std::string grown(const gjk::EpaStep3& e, const SupportNames<gjk::TraceVertex3>& names) {
    // Named along the horizon as the last beat said it: w1-w3 and w5 make w1 w3 w5, and so on.
    const std::vector<gjk::TraceVertex3> rim = said_horizon_loop(e, names);
    std::string faces;
    for (size_t k = 0; k < rim.size(); ++k)
        faces += std::string(k == 0 ? "" : k + 1 == rim.size() ? " and " : ", ") +
                 names.name(rim[k]) + " " + names.name(rim[(k + 1) % rim.size()]) + " " +
                 names.name(e.support);
    return "Each horizon edge and " + names.name(e.support) + " make a new face: " +
           std::to_string(e.added.size()) + " new faces, " + faces +
           ". The polytope is still convex, still holds O, and reaches further out.";
}

/// The smallest w.n of EPA's iterations up to `step`: each is an upper bound of the depth (no
/// point of A - B lies beyond its w along its n), so the smallest is the best one so far.
template <class Timeline>
double least_upper_bound(const Timeline& t, int step) {
    double least = std::numeric_limits<double>::infinity();
    for (int s = t.gjk_count(); s <= step; ++s)
        if (const auto* e = t.epa_step(s); e && e->has_support) least = std::min(least, e->support_distance);
    return least;
}

/// What EPA measures: the depth, or with rounded shapes the overlap of the cores it walks on.
template <class Timeline>
std::string depth_word(const Timeline& t) {
    return t.report.radii > 0 ? "the cores' overlap" : "the depth";
}

template <class Timeline, class Step>
std::string epa_caption(const Timeline& t, const Step& e, Phase p, int step) {
    const auto& names = t.names;
    const Words& w = words_of(t);
    // With rounded shapes EPA walks on the cores: their A - B is the one it grows inside.
    const std::string ab = t.report.radii > 0 ? "the cores' A - B" : "A - B";
    switch (p) {
        case Phase::EpaClosest: {
            const bool first = step == t.gjk_count();
            const std::string intro =
                first ? std::string("EPA grows a ") + w.polytope + " inside A - B around O, from GJK's last simplex. "
                      : "";
            if (!e.has_support) return intro + t.explanation(step);
            // Why this one: the lower bound on the depth, and when it is the depth.
            const std::string d = num(e.distance);
            return intro + (first ? "Its closest " : "The closest ") + w.feature + " to O is the " +
                   words::closest_piece(e, names) + ", " + d + " away, with outward normal n = " +
                   vec_text(e.normal) + ". The " + w.polytope + " lies inside " + ab + ", so a move of B shorter than " +
                   d + " leaves O inside " + ab + ": " + depth_word(t) + " is at least " + d + ", and exactly " + d + " if this " +
                   w.feature + " lies on " + ab + "'s boundary. Every other " + w.feature +
                   " is farther from O, so only this one can give that answer now: EPA checks it.";
        }
        case Phase::EpaSupport:
            return "w = s(n): A - B's farthest point along n is " +
                   names.name_and_corners(e.support) + ", " + num(e.support_distance) +
                   " along n (the " + w.wall + " across n touches A - B there).";
        case Phase::EpaTest: {
            // The depth is bracketed: at least dist(e) (the polytope lies inside A - B), at most
            // w.n (no point of A - B lies beyond w along n, so that move of B separates them).
            const std::string bounds = "Gap test: " + depth_word(t) + " lies between dist(e) = " + num(e.distance) +
                                       " (the " + w.polytope + " lies inside " + ab + ") and w.n = " +
                                       num(e.support_distance) + " (no point of " + ab + " lies beyond " +
                                       names.name(e.support) + " along n";
            if (e.stop == gjk::EpaStop::Running) {
                // An earlier w.n can bound the depth more tightly: the plot's bracket uses it.
                const double least = least_upper_bound(t, step);
                const std::string earlier =
                    least < e.support_distance ? " An earlier w.n, " + num(least) +
                                                     ", is a lower upper bound: the plot's bracket uses it."
                                               : "";
                return bounds + ", so moving B that far along n separates them). Their gap, " + num(e.gap) +
                       ", is above eps dist(e) = " + num(e.stop_gap) +
                       " (eps = 1e-9; rounding error can add a little): A - B goes past that " + w.feature +
                       ", so the " + w.polytope + " must grow." + earlier;
            }
            if (e.gap <= e.stop_gap) {
                const double radii = t.report.radii;
                const std::string depth = radii > 0 ? num(e.distance + radii) + " (the cores overlap by " +
                                                          num(e.distance) + ", plus their radii " + num(radii) + ")"
                                                    : num(e.distance);
                return bounds + "). Their gap, " + num(e.gap) + ", is at most eps dist(e) = " + num(e.stop_gap) +
                       ": the bounds meet, that " + w.feature + " lies on " + ab + "'s boundary. The depth is " + depth +
                       " along n = " + vec_text(e.normal) + ": moving B that far along n separates A and B.";
            }
            return bounds + "). Their gap is " + num(e.gap) + ". " + t.explanation(step);
        }
        case Phase::EpaSees:
            return sees(e, names);
        case Phase::EpaHorizon:
            return horizon(e, names);
        case Phase::EpaNew:
            return grown(e, names);
        default:
            return t.explanation(step);
    }
}

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
                                std::vector<double> weights, const std::string& point, const Vec& on_a_expected,
                                const Vec& on_b_expected, bool of_cores = false) {
    if (corners.empty() || weights.size() != corners.size()) return "";
    for (const Vertex& w : corners)
        if (w.index_a < 0 || w.index_b < 0) return "";
    const auto [on_a, on_b] = weighted_corners(corners, weights);
    const double scale = std::max({glm::length(on_a_expected), glm::length(on_b_expected), 1e-300});
    if (glm::length(on_a - on_a_expected) > 1e-6 * scale || glm::length(on_b - on_b_expected) > 1e-6 * scale)
        return "";
    const auto& names = t.names;
    // Each corner of A (of B) once, its weights added: two w made from a1 give "a1", not
    // "0.3 a1 + 0.7 a1".
    // In the order the w were found, as weighted_sum says them: the same weights line up.
    std::vector<size_t> found(corners.size());
    for (size_t k = 0; k < found.size(); ++k) found[k] = k;
    std::stable_sort(found.begin(), found.end(),
                     [&](size_t a, size_t b) { return names.number(corners[a]) < names.number(corners[b]); });
    struct Term {
        int corner;
        double weight;
        std::vector<size_t> from;  ///< the w made from this corner
    };
    auto sum = [&](auto corner_of) {
        std::vector<Term> terms;
        for (size_t k : found) {
            const int c = corner_of(corners[k]);
            auto it = std::find_if(terms.begin(), terms.end(), [&](const Term& x) { return x.corner == c; });
            if (it == terms.end()) terms.push_back({c, weights[k], {k}});
            else it->weight += weights[k], it->from.push_back(k);
        }
        return terms;
    };
    // A corner that made several w takes their weights added, which the text shows in the
    // order of the w: "(a3: 0.7116 + 0.05849)".
    auto said = [&](const std::vector<Term>& terms, char shape) {
        if (terms.size() == 1) return corner_name(shape, terms[0].corner) + " itself";
        std::string out, merged;
        for (size_t k = 0; k < terms.size(); ++k) {
            const double x = terms[k].weight;
            out += (k ? (x < 0 ? " - " : " + ") : (x < 0 ? "-" : "")) + num(std::abs(x)) + " " +
                   corner_name(shape, terms[k].corner);
            if (terms[k].from.size() < 2) continue;
            std::string parts;
            for (size_t i : terms[k].from) {
                parts += (parts.empty() ? "" : weights[i] < 0 ? " - " : " + ") + num(parts.empty() ? weights[i] : std::abs(weights[i]));
            }
            merged += (merged.empty() ? " (" : "; ") + corner_name(shape, terms[k].corner) + ": " + parts;
        }
        return out + (merged.empty() ? "" : merged + ")");
    };
    const std::string of_w = weighted_sum(corners, weights, names);
    if (corners.size() == 1)
        return " " + point + " is the corner " + names.name_and_corners(corners[0]) + " itself, so the points are " +
               corner_name('a', corners[0].index_a) + " and " + corner_name('b', corners[0].index_b) + ".";
    // A weight below 0: the point lies outside this triangle, in a neighbour on the same flat
    // face of A - B (boxes' faces are split into triangles), where it is just as near O.
    const bool outside = std::any_of(weights.begin(), weights.end(), [](double x) { return x < -1e-9; });
    return " " + point + " = " + of_w +
           (outside ? " (a weight below 0: the point lies just past this " + std::string(words_of(t).feature) +
                          ", on its flat neighbour)"
                    : "") +
           (of_cores ? ": the same weights on the corners of each w give the cores' points, " +
                           said(sum([](const Vertex& w) { return w.index_a; }), 'a') + " and " +
                           said(sum([](const Vertex& w) { return w.index_b; }), 'b') + "."
                     : ": the same weights on the corners that made each w give A's point, " +
                           said(sum([](const Vertex& w) { return w.index_a; }), 'a') + ", and B's, " +
                           said(sum([](const Vertex& w) { return w.index_b; }), 'b') + ".");
}

/// With rounded shapes GJK and EPA walk on the cores: `weights` on `corners` give the cores'
/// points, and each moves by its shape's radius towards the other (A's along n, B's along -n)
/// to the answer's points. Said only when that is what the answer is (to 1e-6); `point` names
/// what the weights make ("v", "the cores' overlap × n").
template <class Timeline, class Vertex>
std::string rounded_from_weights(const Timeline& t, const std::vector<Vertex>& corners,
                                 const std::vector<double>& weights, const std::string& point, bool apart,
                                 const char* walker = "GJK") {
    const auto& r = t.result();
    if (weights.size() != corners.size() || corners.empty()) return "";
    const auto [core_a, core_b] = weighted_corners(corners, weights);
    const double radius_a = glm::dot(r.witness_a - core_a, r.normal), radius_b = glm::dot(core_b - r.witness_b, r.normal);
    const double tol = 1e-6 * std::max({glm::length(r.witness_a), glm::length(r.witness_b), t.report.radii});
    if (radius_a < -tol || radius_b < -tol || glm::length(r.witness_a - core_a - radius_a * r.normal) > tol ||
        glm::length(core_b - radius_b * r.normal - r.witness_b) > tol)
        return "";
    auto radius = [&](double x) { return std::abs(x) <= tol ? 0.0 : x; };  // rounding's crumbs: 0
    auto moves = [&](const char* shape, double x, const char* along) {
        return radius(x) == 0 ? std::string(shape) + " has no rounding"
                              : std::string(shape) + "'s " + num(x) + " along " + along;
    };
    // Apart, the cores' points and n are said here; overlapping, n is said before and the
    // caption has room for the weights only.
    return (apart ? " GJK walks on the cores (the shapes without their rounding): their closest points are " +
                        vec_text(core_a) + " and " + vec_text(core_b) + "."
                  : " " + std::string(walker) + " walks on the cores.") +
           answer_from_corners(t, corners, weights, point, core_a, core_b, true) +
           " Each moves by its radius towards the other: " + moves("A", radius_a, "n") + ", " +
           moves("B", radius_b, "-n") + (apart ? " (n = " + vec_text(r.normal) + ", from A to B)." : ".");
}

/// Apart: v's weights on GJK's last simplex.
template <class Timeline>
std::string closest_points_from_weights(const Timeline& t) {
    const auto& r = t.result();
    const auto* last = t.gjk_count() > 0 ? t.gjk_step(t.gjk_count() - 1) : nullptr;
    if (!last || last->weights.size() != last->simplex_after.size() || last->simplex_after.empty()) return "";
    if (!(t.report.radii > 0))
        return answer_from_corners(t, last->simplex_after, last->weights, "Where they come from: v",
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
    std::string on = "On the closest " + std::string(words_of(t).feature);
    // depth x n just past the closest face, on a flat neighbour: the weights are said on the
    // face that holds it, each above 0.
    const auto target = (t.report.radii > 0 ? e->distance : r.penetration_depth) * r.normal;
    if (const auto holder = words::flat_face_holding(*e, target); !holder.empty()) {
        corners = holder;
        points.clear();
        for (const auto& c : corners) points.push_back(c.point);
        const std::string holder_name = words::names_in_order(corners, t.names, " ");
        on = brief ? "depth × n lies in " + holder_name + ", the closest " + words::closest_piece(*e, t.names) +
                         "'s neighbour in its plane: there"
                   : "The closest " + words::closest_piece(*e, t.names) + " and its neighbour " + holder_name +
                         " lie in one plane (a flat side of A - B cut in triangles); depth × n, O's nearest "
                         "point in that plane, lies in " + holder_name + ": there";
    }
    if (t.report.radii > 0)
        return rounded_from_weights(t, corners, words::weights_of(points, e->distance * r.normal),
                                    on + ", the cores' overlap × n", false, "EPA");
    return answer_from_corners(t, corners, words::weights_of(points, r.penetration_depth * r.normal), on + ", depth × n",
                               r.witness_a, r.witness_b);
}

template <class Timeline>
std::string ending_caption(const Timeline& t, Phase p) {
    const auto& r = t.result();
    if (t.variant == Variant::Boolean)
        return r.intersecting ? "A and B overlap. (The boolean test stops there: it "
                                "measures neither distance nor depth.)"
                              : "A and B are apart. (The boolean test stops there: "
                                "it does not measure how far.)";
    if (!r.intersecting)
        return "A and B are " + num(r.distance) + " apart. Their closest points are " +
               vec_text(r.witness_a, r.distance) + " on A and " + vec_text(r.witness_b, r.distance) +
               " on B: no two points of A and B are nearer." + closest_points_from_weights(t);
    if (!(r.penetration_depth > 0))
        return "A and B touch (depth 0) at " + vec_text(r.witness_a) + ".";
    const std::string n = vec_text(r.normal), depth = num(r.penetration_depth);
    const std::string answer = "A and B overlap by " + depth + "; n = " + n +
                               " points from A to B. The arrow from B's deepest point in A, " + vec_text(r.witness_b) +
                               ", to A's deepest point in B, " + vec_text(r.witness_a) +
                               " (the contact points) is B's shortest move that separates them.";
    const std::string moved = "B slides out by depth × n = " + vec_text(r.penetration_depth * r.normal) +
                              ": now A and B just touch.";
    const std::string slide = moved + " No shorter move, in any direction, separates them.";
    // Where the contact points come from goes with the answer, or, where the two would not fit
    // a recording's caption band at the default size, with the slide.
    const std::string from = deepest_points_from_weights(t);
    const bool spill = layout_caption(answer + from).cut;
    if (p == Phase::EndSlide) {
        if (!spill) return slide;
        // With the derivation, the slide says only where B goes if all of it would not fit, and
        // if that is still too long, names the flat neighbour without its reason.
        if (!layout_caption(slide + from).cut) return slide + from;
        if (!layout_caption(moved + from).cut) return moved + from;
        return moved + deepest_points_from_weights(t, true);
    }
    return answer + (spill ? " Where they come from: next." : from);
}

template <class Timeline>
std::string caption_of(const Timeline& t, const Beat& b) {
    if (in_intro(b.phase)) return intro_caption(t, b.phase);
    if (in_ending(b.phase)) return ending_caption(t, b.phase);
    if (const auto* g = t.gjk_step(b.step)) return gjk_caption(t, *g, b.phase, b.step);
    if (const auto* e = t.epa_step(b.step)) return epa_caption(t, *e, b.phase, b.step);
    return "";
}

// --- the pseudocode ---

/// How the closest-point step gets its weights, for the values beside the pseudocode: O's
/// weights on the whole simplex (on a segment or triangle, those of O's projection p onto its
/// line or plane), by the signed-volumes rule the solver uses, each with its number:
///   segment:     t = -w1.(w2 - w1) / |w2 - w1|², the weight of w2 (w1's is 1 - t);
///   triangle:    the weight of w1 is area(p w2 w3) / area(w1 w2 w3), and so on round;
///   tetrahedron: the weight of w1 is vol(O w2 w3 w4) / vol(w1 w2 w3 w4), and so on;
/// the whole's measure given as its formula, and what a weight below 0 says.
template <class Vertex, class Set>
void weight_rows(const std::vector<Vertex>& simplex, const SupportNames<Vertex>& names, Set set) {
    const size_t n = simplex.size();
    if (n < 2) return;
    std::vector<decltype(simplex[0].point)> points;
    for (const auto& c : simplex) points.push_back(c.point);
    const auto weights = words::weights_of(points, points[0] * 0.0);
    if (weights.size() != n) return;
    // In the order the corners were found, as every sum in the captions.
    std::vector<size_t> order(n);
    for (size_t k = 0; k < n; ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return names.number(simplex[a]) < names.number(simplex[b]); });
    auto name = [&](size_t k) { return names.name(simplex[order[k]]); };
    if (n == 2) {
        set("t", "-" + name(0) + ".(" + name(1) + " - " + name(0) + ") / |" + name(1) + " - " + name(0) +
                     "|² = " + num(weights[order[1]]));
        set(name(0) + " weight", "1 - t = " + num(weights[order[0]]));
        set(name(1) + " weight", "t");
        return;
    }
    // Signed: a weight below 0 says O (or p) lies on the far side of the opposite part. The
    // whole's measure is T (a triangle's area) or V (a volume); "A" would read as the shape.
    const bool solid = n == 4 || std::is_same_v<decltype(simplex[0].point), glm::dvec2>;
    const char* measure = n == 4 ? "vol" : "area";
    const char* whole = n == 4 ? "V" : "T";
    const char* at = solid ? "O" : "p";
    // The whole's measure as the formula a student computes; each part's is the same formula
    // with O (or p) in place of its corner, so its sign says on which side of the opposite
    // edge (face) O lies.
    auto minus = [&](size_t k) { return "(" + name(k) + " - " + name(0) + ")"; };
    if (n == 4)
        set(whole, minus(1) + ".(" + minus(2) + " × " + minus(3) + ") / 6");
    else if (solid)
        set(whole, minus(1) + " × " + minus(2) + " / 2");
    else
        set(whole, "|" + minus(1) + " × " + minus(2) + "| / 2");
    if (!solid) set("p", "O projected onto the plane");
    set("weight < 0", std::string(at) + " past the opposite " + (n == 4 ? "face" : "edge"));
    for (size_t k = 0; k < n; ++k) {
        std::string with;  // the corners with O (or p) in place of corner k
        for (size_t i = 0; i < n; ++i) with += (i ? " " : "") + (i == k ? std::string(at) : name(i));
        set(name(k) + " weight", std::string(measure) + "(" + with + ") / " + whole + " = " + num(weights[order[k]]));
    }
}

template <class Timeline>
Pseudocode code_of(const Timeline& t, const Beat& b) {
    const Words& w = words_of(t);
    const auto& names = t.names;
    Pseudocode code;
    const bool epa = in_epa(b.phase) || (!in_gjk(b.phase) && !in_intro(b.phase) && t.is_epa(b.step));
    const std::string f = w.feature;
    if (epa) {
        code.title = "EPA";
        code.lines = {"P = GJK's last simplex (holds O)",
                      "loop:",
                      "  e = the " + f + " of P closest to O",
                      "  n = its outward normal",
                      "  w = s(n)",
                      "  if w.n - dist(e) <= eps dist(e):",
                      "    return depth dist(e), normal n",
                      "  remove the " + f + "s that see w",
                      "  horizon = the rim they leave",
                      "  join the horizon to w"};
    } else if (t.variant == Variant::Boolean) {
        code.title = "Boolean GJK";
        code.lines = {"d = d0;  S = { s(d) }",
                      "loop:",
                      "  find the part of S nearest O",
                      "  if S contains O: return overlap",
                      "  S = that part",
                      "  d = from it towards O",
                      "  w = s(d) = s_A(d) - s_B(-d)",
                      "  if w.d < 0: return apart",
                      "  S = S + { w }"};
    } else {
        code.title = "GJK";
        code.lines = {"d = d0;  S = { s(d) }",
                      "loop:",
                      "  v = the point of S closest to O",
                      "  if v = O (up to rounding): go to EPA",
                      "  S = the part of S that v lies on",
                      "  d = -v / |v|",
                      "  w = s(d) = s_A(d) - s_B(-d)",
                      "  if |v|² - v.w <= eps |v|²:",
                      "    return |v|",
                      "  S = S + { w }"};
    }
    const bool boolean = t.variant == Variant::Boolean;
    auto set = [&](const std::string& name, const std::string& value) {
        code.values.push_back({name, value});
    };
    auto simplex = [&](const auto& vs) {
        std::string out = "{";
        for (size_t k = 0; k < vs.size(); ++k) out += (k ? ", " : "") + names.name(vs[k]);
        return out + "}";
    };
    if (b.phase == Phase::IntroSupport) {
        code.current = 0;
        set("d0", vec_text(t.first_direction));
        if (const auto* g = t.gjk_step(0); g && !g->simplex_before.empty())
            set("S", simplex(g->simplex_before));
        return code;
    }
    if (in_intro(b.phase)) return code;
    if (const auto* g = t.gjk_step(b.step)) {
        const int p = int(b.phase);
        const bool stopped_inside =
            g->stop == gjk::GjkStop::Overlap || g->stop == gjk::GjkStop::OriginOnSimplex;
        switch (b.phase) {
            case Phase::GjkClosest:
                code.current = stopped_inside ? 3 : 2;
                break;
            case Phase::GjkDrop:
                code.current = 4;
                break;
            case Phase::GjkDirection:
                code.current = 5;
                break;
            case Phase::GjkSupport:
                code.current = 6;
                break;
            case Phase::GjkTest:
                code.current = boolean ? 7 : (g->stop == gjk::GjkStop::Running ? 7 : 8);
                break;
            case Phase::GjkAdd:
                code.current = boolean ? 8 : 9;
                break;
            case Phase::EndAnswer:
            case Phase::EndSlide:
                code.current = stopped_inside ? 3 : boolean ? 7 : 8;
                break;
            default:
                break;
        }
        const bool whole = b.phase == Phase::Whole || in_ending(b.phase);
        auto at_least = [&](Phase q) { return whole || p >= int(q); };
        set("S", simplex(at_least(Phase::GjkDrop) ? g->simplex_after : g->simplex_before));
        if (!boolean) {
            set("v", vec_text(g->closest));
            set("|v|", num(g->distance));
        }
        if (!boolean && b.phase == Phase::GjkClosest) weight_rows(g->simplex_before, names, set);
        if (g->has_support && at_least(Phase::GjkDirection))
            set("d", vec_text(boolean ? g->direction : unit_direction(*g)));
        if (g->has_support && at_least(Phase::GjkSupport))
            set("w", names.name(g->support) + " = " + vec_text(g->support.point));
        if (g->has_support && at_least(Phase::GjkTest)) {
            if (boolean) {
                set("w.d", num(g->w_dot_d));
            } else {
                const double lhs = g->v_norm_sq - g->v_dot_w;
                set("v.w", num(g->v_dot_w));
                set("|v|² - v.w", num(lhs));
                set("eps |v|²", num(g->tolerance * g->v_norm_sq + g->rounding));
                set("w beyond v along d", num(lhs / std::max(g->distance, 1e-300)));
            }
        }
        if (b.phase == Phase::GjkAdd) {
            auto grown = g->simplex_after;
            grown.push_back(g->support);
            code.values.front().second = simplex(grown);
        }
        return code;
    }
    if (const auto* e = t.epa_step(b.step)) {
        const int p = int(b.phase);
        switch (b.phase) {
            case Phase::EpaClosest:
                code.current = 2;
                break;
            case Phase::EpaSupport:
                code.current = 4;
                break;
            case Phase::EpaTest:
                code.current = e->stop == gjk::EpaStop::Running ? 5 : 6;
                break;
            case Phase::EpaSees:
                code.current = 7;
                break;
            case Phase::EpaHorizon:
                code.current = 8;
                break;
            case Phase::EpaNew:
                code.current = 9;
                break;
            case Phase::EndAnswer:
            case Phase::EndSlide:
                code.current = 6;
                break;
            default:
                break;
        }
        // The answer: depth × n as weights on the face that holds it (the closest one, or its
        // flat neighbour), had as GJK's are: O projected onto the face's plane is dist(e) n.
        if (in_ending(b.phase) && e->has_support && t.variant != Variant::Boolean) {
            auto corners = words::closest_corners(*e);
            const auto holder = words::flat_face_holding(*e, e->distance * e->normal);
            if (!holder.empty()) corners = holder;
            set(std::string(w.feature), words::names_in_order(corners, names, corners.size() == 2 ? "-" : " "));
            set(t.report.radii > 0 ? "overlap × n" : "depth × n", vec_text(e->distance * e->normal));
            weight_rows(corners, names, set);
            return code;
        }
        const bool whole = b.phase == Phase::Whole || in_ending(b.phase);
        auto at_least = [&](Phase q) { return whole || p >= int(q); };
        set("P", std::to_string(epa_corners(*e).size()) + " corners");
        set("e", words::closest_piece(*e, names));
        set("dist(e)", num(e->distance));
        set("n", vec_text(e->normal));
        if (e->has_support && at_least(Phase::EpaSupport))
            set("w", names.name(e->support) + " = " + vec_text(e->support.point));
        if (e->has_support && at_least(Phase::EpaSupport)) set("w.n", num(e->support_distance));
        if (e->has_support && at_least(Phase::EpaTest)) {
            set("w.n - dist(e)", num(e->gap));
            set("eps dist(e)", num(e->stop_gap));
            set("min w.n so far", num(least_upper_bound(t, b.step)));  // the plot's upper bound
        }
        return code;
    }
    return code;
}

template <class Timeline>
Convergence convergence_of(const Timeline& t, const Beat& b) {
    Convergence c;
    if (t.variant == Variant::Distance)
        for (const auto& g : t.gjk_steps()) c.gjk.push_back(g.distance);
    // EPA's bracket: the smallest w.n so far (an upper bound of the depth) minus dist(e) (the
    // newest lower bound) holds the depth and never grows, where one iteration's own gap can.
    double least_upper = std::numeric_limits<double>::infinity();
    for (const auto& e : t.epa_steps()) {
        if (e.has_support) least_upper = std::min(least_upper, e.support_distance);
        c.epa.push_back(e.has_support ? least_upper - e.distance : 0);
    }
    c.current = in_intro(b.phase) ? -1 : b.step;
    c.current_known = !(b.phase == Phase::EpaClosest || b.phase == Phase::EpaSupport);
    return c;
}

}  // namespace

const char* phase_name(Phase p) {
    for (const PhaseInfo& i : kPhases)
        if (i.phase == p) return i.name;
    return "whole";
}

std::optional<Phase> phase_named(const std::string& name) {
    for (const PhaseInfo& i : kPhases)
        if (name == i.name) return i.phase;
    return std::nullopt;
}

std::string phase_names() {
    std::string out;
    for (const PhaseInfo& i : kPhases) out += (out.empty() ? "" : ", ") + std::string(i.name);
    return out;
}

bool in_intro(Phase p) {
    return p >= Phase::IntroShapes && p <= Phase::IntroSupport;
}
bool in_ending(Phase p) {
    return p == Phase::EndAnswer || p == Phase::EndSlide;
}
bool in_gjk(Phase p) {
    return p >= Phase::GjkClosest && p <= Phase::GjkAdd;
}
bool in_epa(Phase p) {
    return p >= Phase::EpaClosest && p <= Phase::EpaNew;
}

double beat_weight(const Beat& b) {
    return in_intro(b.phase) || in_ending(b.phase) ? 2.5 : 1.0;
}

std::vector<Beat> lesson_beats(const Timeline2& t, const LessonOptions& o) {
    return beats_of(t, o);
}
std::vector<Beat> lesson_beats(const Timeline3& t, const LessonOptions& o) {
    return beats_of(t, o);
}
std::string beat_title(const Timeline2& t, const Beat& b) {
    return title_of(t, b);
}
std::string beat_title(const Timeline3& t, const Beat& b) {
    return title_of(t, b);
}
std::string beat_caption(const Timeline2& t, const Beat& b) {
    return caption_of(t, b);
}
std::string beat_caption(const Timeline3& t, const Beat& b) {
    return caption_of(t, b);
}
Pseudocode pseudocode(const Timeline2& t, const Beat& b) {
    return code_of(t, b);
}
Pseudocode pseudocode(const Timeline3& t, const Beat& b) {
    return code_of(t, b);
}
Convergence convergence(const Timeline2& t, const Beat& b) {
    return convergence_of(t, b);
}
Convergence convergence(const Timeline3& t, const Beat& b) {
    return convergence_of(t, b);
}

}  // namespace gjklab
