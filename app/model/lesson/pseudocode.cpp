// The pseudocode of each algorithm, its lines keyed by what they do, and the values panel
// beside it: the line a beat lights comes from the beat's row (table.h), the values from what
// the row knows of the step's record.
#include "model/lesson/pseudocode.h"

#include <type_traits>

#include "model/lesson/detail.h"
#include "model/lesson/table.h"

namespace gjklab {

namespace {

using lesson::vec_text;

// Each algorithm's lines, by key. "{feature}" is the dimension's word ("edge", "face").
const std::vector<CodeLine> kDistanceGjkCode = {
    {"start", "d = d0;  S = { s(d) }"},
    {"loop", "loop:"},
    {"closest", "  v = the point of S closest to O"},
    {"inside", "  if v = O (up to rounding): go to EPA"},
    {"drop", "  S = the part of S that v lies on"},
    {"direction", "  d = -v / |v|"},
    {"support", "  w = s(d) = s_A(d) - s_B(-d)"},
    {"test", "  if |v|² - v.w <= eps |v|²:"},
    {"return", "    return |v|"},
    {"add", "  S = S + { w }"},
};
const std::vector<CodeLine> kBooleanGjkCode = {
    {"start-support", "d = d0;  w = s(d)"},
    {"start-test", "if w.d < 0: return apart"},
    {"start-simplex", "S = { w }"},
    {"loop", "loop:"},
    {"closest", "  find the part of S nearest O"},
    {"overlap", "  if S contains O: return overlap"},
    {"drop", "  S = that part"},
    {"direction", "  d = from it towards O"},
    {"support", "  w = s(d) = s_A(d) - s_B(-d)"},
    {"test", "  if w.d < 0: return apart"},
    {"add", "  S = S + { w }"},
};
const std::vector<CodeLine> kEpaCode = {
    {"start", "P = GJK's last simplex (holds O)"},
    {"loop", "loop:"},
    {"closest", "  e = the {feature} of P closest to O"},
    {"normal", "  n = its outward normal"},
    {"support", "  w = s(n)"},
    {"test", "  if w.n - dist(e) <= eps dist(e):"},
    {"return", "    return depth dist(e), normal n"},
    {"remove", "  remove the {feature}s that see w"},
    {"horizon", "  horizon = the rim they leave"},
    {"join", "  join the horizon to w"},
};

// The GJK ray cast (van den Bergen 2004; ray_cast.h): x walks the ray from O along r.
const std::vector<CodeLine> kRayCastCode = {
    {"start", "λ = 0;  x = O;  S = {s(-r)}"},     {"loop", "loop:"},
    {"support", "  u = x - y;  p = s(u)"},        {"plane", "  if u.(x - p) / |u| > σ:"},
    {"miss", "    if u.r >= 0: return no hit"},   {"advance", "    λ: x σ before p's line"},
    {"closest", "  S = part of S+{p} nearest x"}, {"test", "  if |x - y| - σ <= tol:"},
    {"hit", "    return λ, n = u / |u|"},
};

// Conservative advancement (Mirtich 1996; time_of_impact.h).
const std::vector<CodeLine> kAdvancementCode = {
    {"start", "t = 0"},
    {"loop", "loop:"},
    {"distance", "  d, n = GJK's distance and normal at t"},
    {"hit", "  if d <= target + tol: return t, n"},
    {"speed", "  speed = max(0, -v.n) + spin"},
    {"advance", "  t = t + (d - target) / speed"},
    {"miss", "  if speed = 0 or t > end: no hit"},
};

// The contact manifold (Catto 2007, Box2D's b2CollidePolygons; manifold2d.h, manifold3d.h).
const std::vector<CodeLine> kManifoldCode = {
    {"reference", "ref = the best-facing {feature}"},
    {"incident", "inc = the other's {feature} most against n"},
    {"clip", "for each side of ref: cut inc there"},
    {"keep", "keep the points on or below ref"},
    {"reduce", "more than 4: keep the 4 of most area"},
    {"return", "return n, points, separations, features"},
};

// MPR (Snethen 2008; mpr2d.h).
const std::vector<CodeLine> kMprCode = {
    {"start", "v0 = centre(A) - centre(B)"},          {"first", "v1 = s(-v0), along the ray"},
    {"across", "v2 = s(n), n across v1 - v0"},        {"loop", "loop:"},
    {"inside", "  if n.v1 >= 0: return overlap"},     {"replace", "  v4 = s(n) replaces an end"},
    {"apart", "  if v4 does not pass: return apart"}, {"depth", "overlap: refine on; depth = n.v1"},
};

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
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return names.number(simplex[a]) < names.number(simplex[b]);
    });
    auto name = [&](size_t k) { return names.name(simplex[order[k]]); };
    if (n == 2) {
        set("t", "-" + name(0) + ".(" + name(1) + " - " + name(0) + ") / |" + name(1) + " - " +
                     name(0) + "|² = " + short_number(weights[order[1]]));
        set(lesson::words("label.weight_of", {{"w", name(0)}}),
            "1 - t = " + short_number(weights[order[0]]));
        set(lesson::words("label.weight_of", {{"w", name(1)}}), "t");
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
    if (!solid) set("p", lesson::words("label.p_projected"));
    set(lesson::words("label.weight_below_zero"),
        lesson::words(n == 4 ? "label.past_opposite_face" : "label.past_opposite_edge",
                      {{"at", at}}));
    for (size_t k = 0; k < n; ++k) {
        std::string with;  // the corners with O (or p) in place of corner k
        for (size_t i = 0; i < n; ++i)
            with += (i ? " " : "") + (i == k ? std::string(at) : name(i));
        set(lesson::words("label.weight_of", {{"w", name(k)}}),
            std::string(measure) + "(" + with + ") / " + whole + " = " +
                short_number(weights[order[k]]));
    }
}

/// The line a beat of `row` lights, for a step that ends the algorithm (`stops`) with O inside
/// the simplex (`inside`) or not.
const char* lit_line(const LessonRow& row, bool stops, bool inside) {
    if (!stops) return row.line;
    if (inside && row.line_inside) return row.line_inside;
    return row.line_stops ? row.line_stops : row.line;
}

template <class Timeline>
Pseudocode code_of(const Timeline& t, const Beat& b) {
    const auto& w = lesson::words_of(t);
    const auto& names = t.names;
    const Algorithm algorithm = beat_algorithm(t, b);
    Pseudocode code;
    code.title = algorithm == Algorithm::Epa        ? "EPA"
                 : algorithm == Algorithm::Manifold ? "Contact manifold"
                 : t.variant == Variant::Boolean    ? "Boolean GJK"
                                                    : "GJK";
    code.title = lesson::tr(code.title);
    for (const CodeLine& line : code_lines(algorithm)) {
        // A 2D manifold never has more than two points to reduce.
        if (algorithm == Algorithm::Manifold && Timeline::dimension == 2 &&
            std::string(line.key) == "reduce")
            continue;
        // Indented as written, the rest in the lesson's language.
        const std::string english = line.text;
        const size_t indent = english.find_first_not_of(' ');
        std::string text = english.substr(0, indent) + lesson::tr(english.substr(indent));
        if (const size_t at = text.find("{feature}"); at != std::string::npos)
            text.replace(at, 9, lesson::words(std::string("word.") + w.feature));
        code.keys.push_back(line.key);
        code.lines.push_back(text);
    }
    const LessonRow* row = lesson_row(algorithm, b.phase);
    if (!row) return code;
    auto set = [&](const std::string& name, const std::string& value) {
        code.values.push_back({name, value});
    };
    auto simplex = [&](const auto& vs) {
        std::string out = "{";
        for (size_t k = 0; k < vs.size(); ++k) out += (k ? ", " : "") + names.name(vs[k]);
        return out + "}";
    };
    auto light = [&](bool stops, bool inside) {
        const char* key = lit_line(*row, stops, inside);
        for (size_t k = 0; key && k < code.keys.size(); ++k)
            if (code.keys[k] == key) code.current = int(k);
    };
    const unsigned knows = row->knows;
    if (algorithm == Algorithm::Manifold) {
        light(false, false);
        const ManifoldReport& m = t.manifold;
        if constexpr (Timeline::dimension == 2)
            set("n", vec_text(glm::dvec2(m.normal)));
        else
            set("n", vec_text(m.normal));
        if (m.reference >= 0) set(lesson::tr("reference"), m.reference == 0 ? "A" : "B");
        if (b.phase == Phase::ManifoldPoints)
            for (size_t k = 0; k < m.points.size(); ++k)
                set("c" + std::to_string(k + 1),
                    short_number(m.points[k].separation) + "  " + m.points[k].id());
        return code;
    }
    if (b.phase == Phase::IntroSupport) {
        light(false, false);
        set("d0", vec_text(t.first_direction));
        if (const auto* w1 = t.first_point()) {
            if (t.variant == Variant::Boolean)
                set("w", names.name(*w1) + " = " + vec_text(w1->point));
            else
                set("S", simplex(std::vector{*w1}));
        }
        return code;
    }
    if (in_intro(b.phase)) return code;
    if (const auto* g = t.gjk_step(b.step)) {
        const bool boolean = t.variant == Variant::Boolean;
        const bool inside =
            g->stop == gjk::GjkStop::Overlap || g->stop == gjk::GjkStop::OriginOnSimplex;
        // The step ends the algorithm at this beat: at the closest point with O inside, else at
        // the test (the ending lights the line it ended on).
        const bool stops = g->stop != gjk::GjkStop::Running &&
                           (in_ending(b.phase) ||
                            (inside ? b.phase == Phase::GjkClosest : b.phase == Phase::GjkTest) ||
                            (!g->has_support && b.phase == Phase::GjkClosest));
        light(stops, inside);
        if (!lesson::is_first_support(*g) || (knows & kKnowsAdded))
            set("S", simplex((knows & kKnowsKept) ? g->simplex_after : g->simplex_before));
        if (!boolean) {
            set("v", vec_text(g->closest));
            set("|v|", short_number(g->distance));
        }
        if (!boolean && (knows & kKnowsWeights)) weight_rows(g->simplex_before, names, set);
        if (g->has_support && (knows & kKnowsDirection))
            set(lesson::is_first_support(*g) ? "d0" : "d",
                vec_text(boolean ? g->direction : lesson::unit_direction(*g)));
        if (g->has_support && (knows & kKnowsSupport))
            set("w", names.name(g->support) + " = " + vec_text(g->support.point));
        if (g->has_support && (knows & kKnowsTest)) {
            if (boolean) {
                set("w.d", short_number(g->w_dot_d));
            } else {
                const double lhs = g->v_norm_sq - g->v_dot_w;
                set("v.w", short_number(g->v_dot_w));
                set("|v|² - v.w", short_number(lhs));
                set("eps |v|²", short_number(g->tolerance * g->v_norm_sq + g->rounding));
                set(lesson::tr("w beyond v along d"),
                    short_number(lhs / std::max(g->distance, 1e-300)));
            }
        }
        if ((knows & kKnowsAdded) && b.phase == Phase::GjkAdd) {
            auto grown = g->simplex_after;
            grown.push_back(g->support);
            const std::string s = simplex(grown);
            if (code.values.empty() || code.values.front().first != "S")
                code.values.insert(code.values.begin(), {"S", s});
            else
                code.values.front().second = s;
        }
        return code;
    }
    if (const auto* e = t.epa_step(b.step)) {
        light(e->stop != gjk::EpaStop::Running && (in_ending(b.phase) || b.phase == Phase::EpaTest),
              false);
        // The answer: depth × n as weights on the face that holds it (the closest one, or its
        // flat neighbour), had as GJK's are: O projected onto the face's plane is dist(e) n.
        if (in_ending(b.phase) && e->has_support && t.variant != Variant::Boolean) {
            auto corners = words::closest_corners(*e);
            const auto holder = words::flat_face_holding(*e, e->distance * e->normal);
            if (!holder.empty()) corners = holder;
            set(lesson::words(std::string("word.") + w.feature),
                words::names_in_order(corners, names, corners.size() == 2 ? "-" : " "));
            set(t.report.radii > 0 ? "overlap × n" : "depth × n",
                vec_text(e->distance * e->normal));
            weight_rows(corners, names, set);
            return code;
        }
        if constexpr (Timeline::dimension == 2)
            set("P",
                lesson::words("label.corners", {{"count", std::to_string(e->polytope.size())}}));
        else
            set("P",
                lesson::words("label.corners", {{"count", std::to_string(e->vertices.size())}}));
        set("e", words::closest_piece(*e, names));
        set("dist(e)", short_number(e->distance));
        set("n", vec_text(e->normal));
        if (e->has_support && (knows & kKnowsSupport)) {
            set("w", names.name(e->support) + " = " + vec_text(e->support.point));
            set("w.n", short_number(e->support_distance));
        }
        if (e->has_support && (knows & kKnowsTest)) {
            set("w.n - dist(e)", short_number(e->gap));
            set("eps", short_number(e->tolerance));
            set("eps dist(e)", short_number(e->stop_gap));
            set(lesson::tr("min w.n so far"),
                short_number(lesson::least_upper_bound(t, b.step)));  // the plot's upper bound
        }
        return code;
    }
    return code;
}

}  // namespace

const std::vector<CodeLine>& code_lines(Algorithm a) {
    switch (a) {
        case Algorithm::DistanceGjk:
            return kDistanceGjkCode;
        case Algorithm::BooleanStart:
        case Algorithm::BooleanGjk:
            return kBooleanGjkCode;
        case Algorithm::Epa:
            return kEpaCode;
        case Algorithm::RayCast:
            return kRayCastCode;
        case Algorithm::Advancement:
            return kAdvancementCode;
        case Algorithm::Manifold:
            return kManifoldCode;
        case Algorithm::Mpr:
            return kMprCode;
    }
    return kEpaCode;
}

Pseudocode pseudocode(const Timeline2& t, const Beat& b) {
    return code_of(t, b);
}
Pseudocode pseudocode(const Timeline3& t, const Beat& b) {
    return code_of(t, b);
}

}  // namespace gjklab
