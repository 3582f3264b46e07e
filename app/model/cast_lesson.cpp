#include "model/cast_lesson.h"

#include <type_traits>

#include "model/explain.h"
#include "model/lesson/pseudocode.h"
#include "model/lesson/table.h"
#include "model/words.h"
#include "scene/evaluate.h"
#include "scene/motion.h"

namespace gjklab {

using words::vec_text;

namespace {

std::string num(double x) {
    return short_number(x);
}

/// "line" in 2D, "plane" in 3D: what is across u (or n) through a point.
template <class Vec>
std::string line_word() {
    return lesson::words(std::is_same_v<Vec, glm::dvec3> ? "cast.line_3d" : "cast.line_2d");
}

template <class Vec>
const gjk::CastIteration<double, Vec>* step_of(const CastLessonOf<Vec>& l, const Beat& b) {
    return b.step >= 0 && b.step < int(l.steps.size()) ? &l.steps[size_t(b.step)] : nullptr;
}

/// The point the ray is at when beat b begins (before its plane test) or ends.
template <class Vec>
Vec ray_point(const CastLessonOf<Vec>& l, double lambda) {
    return lambda * l.r;
}

}  // namespace

template <class Vec>
Scene CastLessonOf<Vec>::at(double lambda_seconds) const {
    return scene_at(scene, t0 + lambda_seconds);
}

template <class Vec>
std::string cast_point_name(const CastLessonOf<Vec>& l, const gjk::CastSupport<Vec>& p) {
    // p0 = s(-r), the first point: x = O then, so u = -p0.
    if (!l.steps.empty() && p.p == -l.steps.front().direction) return "p0";
    for (size_t k = 0; k < l.steps.size(); ++k)
        if (l.steps[k].support.p == p.p) return "p" + std::to_string(k + 1);
    return "p0";
}

namespace {
/// Whether iteration k's support point was in S already (as it entered the iteration).
template <class Vec>
bool support_again(const CastLessonOf<Vec>& l, int k) {
    const auto& s = l.steps[size_t(k)];
    if (k == 0) return s.support.p == -s.direction;
    for (const auto& v : l.steps[size_t(k) - 1].simplex)
        if (v.p == s.support.p) return true;
    return false;
}
}  // namespace

/// What the lesson needs of a dimension: its sweeps, bodies and the core's output.
template <class Vec>
struct CastDimension;
template <>
struct CastDimension<glm::dvec2> {
    static auto sweep(const SceneShape& s, double t0, double t1) { return sweep2_of(s, t0, t1); }
    static auto body(const SceneShape& s) { return body2_of<double>(s); }
    static const gjk::ToiOutput<double, glm::dvec2>& output(const CastPiece& p) { return p.two; }
};
template <>
struct CastDimension<glm::dvec3> {
    static auto sweep(const SceneShape& s, double t0, double t1) { return sweep3_of(s, t0, t1); }
    static auto body(const SceneShape& s) { return body3_of<double>(s); }
    static const gjk::ToiOutput<double, glm::dvec3>& output(const CastPiece& p) { return p.three; }
};

template <class Vec>
CastLessonOf<Vec> build_lesson(const Scene& scene) {
    using D = CastDimension<Vec>;
    CastLessonOf<Vec> l;
    l.scene = scene;
    l.report = run_cast(scene, true);
    if (l.report.pieces.empty()) throw InputError("the scene has no motion to cast");
    const CastPiece& piece = l.report.pieces.back();
    l.method = piece.method();
    l.t0 = piece.t0, l.t1 = piece.t1;
    l.start = scene_at(scene, l.t0);
    const SceneShape& a = scene.shapes[size_t(scene.index_of(scene.query_a))];
    const SceneShape& b = scene.shapes[size_t(scene.index_of(scene.query_b))];
    const auto sa = D::sweep(a, l.t0, l.t1), sb = D::sweep(b, l.t0, l.t1);
    l.r = sb.velocity - sa.velocity;
    l.sigma = D::body(a).core.radius + D::body(b).core.radius + l.report.target / 2;
    l.tolerance = l.report.target / 4;
    l.stop = D::output(piece).stop;
    l.lambda = D::output(piece).t;
    l.steps = D::output(piece).cast_steps;
    l.beats.push_back({0, Phase::CastRay});
    if (l.method == gjk::ToiMethod::ConservativeAdvancement) {
        l.relative_velocity = sb.velocity - sa.velocity;
        l.spin = sa.spin() * gjk::reach(D::body(a).core) + sb.spin() * gjk::reach(D::body(b).core);
        const auto& all = D::output(piece).advance_steps;
        l.advance_total = int(all.size());
        constexpr int kShown = 40;
        for (int k = 0; k < l.advance_total; ++k) {
            const bool shown = l.advance_total <= kShown || k == l.advance_total - 1 ||
                               k % ((l.advance_total + kShown - 1) / kShown) == 0;
            if (!shown) continue;
            l.advance.push_back(all[size_t(k)]);
            l.advance_number.push_back(k + 1);
        }
        for (int k = 0; k < int(l.advance.size()); ++k) {
            l.beats.push_back({k, Phase::CastDistance});
            const bool last = k + 1 == int(l.advance.size());
            if (!(last && l.report.hit)) l.beats.push_back({k, Phase::CastAdvance});
        }
        l.beats.push_back({std::max(0, int(l.advance.size()) - 1), Phase::CastHit});
        return l;
    }
    for (int k = 0; k < int(l.steps.size()); ++k) {
        const auto& s = l.steps[size_t(k)];
        l.beats.push_back({k, Phase::CastSupport});
        l.beats.push_back({k, Phase::CastPlane});
        const bool missed = s.simplex.empty();
        if (missed) break;
        l.beats.push_back({k, Phase::CastClosest});
        l.beats.push_back({k, Phase::CastTest});
    }
    l.beats.push_back({std::max(0, int(l.steps.size()) - 1), Phase::CastHit});
    return l;
}

CastLesson build_cast_lesson(const Scene& scene) {
    if (scene.dimension != 2) throw InputError("the scene is 3D: its cast lesson is 3D");
    return build_lesson<glm::dvec2>(scene);
}

CastLesson3 build_cast_lesson3(const Scene& scene) {
    if (scene.dimension != 3) throw InputError("the scene is 2D: its cast lesson is 2D");
    return build_lesson<glm::dvec3>(scene);
}

namespace {
template <class Vec>
Algorithm algorithm_of(const CastLessonOf<Vec>& l) {
    return l.method == gjk::ToiMethod::RayCast ? Algorithm::RayCast : Algorithm::Advancement;
}
template <class Vec>
const gjk::AdvanceStep<double, Vec>* advance_of(const CastLessonOf<Vec>& l, const Beat& b) {
    return b.step >= 0 && b.step < int(l.advance.size()) ? &l.advance[size_t(b.step)] : nullptr;
}
}  // namespace

template <class Vec>
std::string cast_beat_title(const CastLessonOf<Vec>& l, const Beat& b) {
    const bool advancing = l.method != gjk::ToiMethod::RayCast;
    if (b.phase == Phase::CastRay)
        return lesson::words(advancing ? "cast.title_motion" : "cast.title_ray");
    if (advancing && b.phase != Phase::CastHit) {
        const LessonRow* row = lesson_row(Algorithm::Advancement, b.phase);
        return lesson::words("cast.title_advance",
                             {{"k", std::to_string(l.advance_number[size_t(b.step)])},
                              {"n", std::to_string(l.advance_total)},
                              {"what", lesson::tr(row ? row->title : "")}});
    }
    if (b.phase == Phase::CastHit)
        return lesson::words(l.report.hit ? "cast.title_hit" : "cast.title_miss");
    const LessonRow* row = lesson_row(Algorithm::RayCast, b.phase);
    return lesson::words("cast.title_step", {{"k", std::to_string(b.step + 1)},
                                             {"n", std::to_string(l.steps.size())},
                                             {"what", lesson::tr(row ? row->title : "")}});
}

namespace {
template <class Vec>
lesson::Said advance_said(const CastLessonOf<Vec>& l, const Beat& b) {
    const auto* a = advance_of(l, b);
    const double target = l.report.target / 2, limit = l.report.target * 3 / 4;
    switch (b.phase) {
        case Phase::CastRay:
            return lesson::say("cast.advance_intro",
                               {{"v", vec_text(l.relative_velocity)}, {"target", num(target)}});
        case Phase::CastDistance:
            if (a->distance <= limit)
                return lesson::say(
                    "cast.advance_distance_hit",
                    {{"t", num(l.t0 + a->t)}, {"d", num(a->distance)}, {"limit", num(limit)}});
            return lesson::say("cast.advance_distance", {{"t", num(l.t0 + a->t)},
                                                         {"d", num(a->distance)},
                                                         {"n", vec_text(a->normal)},
                                                         {"line", line_word<Vec>()}});
        case Phase::CastAdvance: {
            const double slide = std::max(0.0, -glm::dot(l.relative_velocity, a->normal));
            if (!(a->speed > 0)) return lesson::say("cast.advance_step_none");
            const double dt = (a->distance - target) / a->speed;
            if (a->next_t > l.t1 - l.t0)
                return lesson::say("cast.advance_step_beyond",
                                   {{"speed", num(a->speed)}, {"dt", num(dt)}, {"end", num(l.t1)}});
            return lesson::say("cast.advance_step", {{"speed", num(a->speed)},
                                                     {"slide", num(slide)},
                                                     {"spin", num(l.spin)},
                                                     {"dt", num(dt)},
                                                     {"next", num(l.t0 + a->next_t)}});
        }
        default:
            break;
    }
    if (l.report.hit && l.advance_total == 1)
        return lesson::say("cast.advance_hit_first",
                           {{"t", num(l.report.toi)}, {"n", vec_text(Vec(l.report.normal))}});
    if (l.report.hit)
        return lesson::say("cast.advance_hit", {{"t", num(l.report.toi)},
                                                {"n", vec_text(Vec(l.report.normal))},
                                                {"k", std::to_string(l.advance_total)}});
    return lesson::say("cast.miss", {{"end", num(l.report.duration)}});
}
}  // namespace

template <class Vec>
lesson::Said cast_beat_said(const CastLessonOf<Vec>& l, const Beat& b) {
    if (l.method != gjk::ToiMethod::RayCast) return advance_said(l, b);
    const auto* s = step_of(l, b);
    switch (b.phase) {
        case Phase::CastRay: {
            const auto first = l.steps.empty() ? Vec(0) : l.steps.front().direction;
            return lesson::say(
                "cast.ray",
                {{"r", vec_text(l.r)}, {"sigma", num(l.sigma)}, {"p", vec_text(-first)}});
        }
        case Phase::CastSupport:
            // The dashed cores' A - B where the shapes are rounded (the cast walks on the cores).
            return lesson::say(
                support_again(l, b.step) ? "cast.support_again" : "cast.support",
                {{"u", vec_text(s->direction)},
                 {"name", cast_point_name(l, s->support)},
                 {"p", vec_text(s->support.p)},
                 {"behind", lesson::words(l.sigma - l.report.target / 2 > 0 ? "cast.behind_cores"
                                                                            : "cast.behind_whole")},
                 {"line", line_word<Vec>()}});
        case Phase::CastPlane:
            if (s->advanced)
                return lesson::say("cast.plane_advance",
                                   {{"gap", num(s->gap)},
                                    {"sigma", num(l.sigma)},
                                    {"lambda", num(s->lambda)},
                                    {"t", num(l.t0 + s->lambda)},
                                    {"x", vec_text(ray_point(l, s->lambda))},
                                    {"n", vec_text(s->direction / glm::length(s->direction))},
                                    {"line", line_word<Vec>()}});
            if (s->simplex.empty() && s->lambda > s->lambda_before)
                return lesson::say("cast.plane_miss_beyond", {{"gap", num(s->gap)},
                                                              {"lambda", num(s->lambda)},
                                                              {"end", num(l.t1 - l.t0)},
                                                              {"line", line_word<Vec>()}});
            if (s->simplex.empty())
                return lesson::say("cast.plane_miss_away",
                                   {{"gap", num(s->gap)}, {"line", line_word<Vec>()}});
            return lesson::say(s->gap < 0 ? "cast.plane_stay_behind" : "cast.plane_stay",
                               {{"gap", num(std::abs(s->gap))},
                                {"sigma", num(l.sigma)},
                                {"lambda", num(s->lambda)},
                                {"name", cast_point_name(l, s->support)},
                                {"line", line_word<Vec>()}});
        case Phase::CastClosest: {
            std::vector<std::string> names;
            for (const auto& v : s->simplex) names.push_back(cast_point_name(l, v));
            std::string set = "{";
            for (size_t k = 0; k < names.size(); ++k) set += (k ? ", " : "") + names[k];
            return lesson::say("cast.closest", {{"name", cast_point_name(l, s->support)},
                                                {"simplex", set + "}"},
                                                {"y", vec_text(s->closest)},
                                                {"dist", num(s->distance)}});
        }
        case Phase::CastTest: {
            const double left = s->distance - l.sigma;
            if (left <= l.tolerance)
                return lesson::say(
                    "cast.test_hit",
                    {{"left", num(left)}, {"tol", num(l.tolerance)}, {"lambda", num(s->lambda)}});
            return lesson::say("cast.test_go", {{"left", num(left)}, {"tol", num(l.tolerance)}});
        }
        default:
            break;
    }
    if (l.report.hit && l.report.initial)
        return lesson::say("cast.initial", {{"t", num(l.report.toi)}});
    if (l.report.hit)
        return lesson::say("cast.hit", {{"t", num(l.report.toi)},
                                        {"move", vec_text(ray_point(l, l.lambda))},
                                        {"n", vec_text(Vec(l.report.normal))},
                                        {"k", std::to_string(l.steps.size())}});
    return lesson::say("cast.miss", {{"end", num(l.report.duration)}});
}

namespace {
template <class Vec>
void advance_values(const CastLessonOf<Vec>& l, const Beat& b, Pseudocode& code) {
    const LessonRow* row = lesson_row(Algorithm::Advancement, b.phase);
    const auto* a = advance_of(l, b);
    const double limit = l.report.target * 3 / 4;
    std::string lit = row ? row->line : "";
    if (b.phase == Phase::CastDistance && a && a->distance <= limit) lit = "hit";
    if (b.phase == Phase::CastAdvance && a && (!(a->speed > 0) || a->next_t > l.t1 - l.t0))
        lit = "miss";
    if (b.phase == Phase::CastHit) lit = l.report.hit ? "hit" : "miss";
    for (size_t k = 0; k < code.keys.size(); ++k)
        if (code.keys[k] == lit) code.current = int(k);
    auto set = [&](const std::string& name, const std::string& value) {
        code.values.push_back({name, value});
    };
    set("v", vec_text(l.relative_velocity));
    set(lesson::tr("spin = |ω| x reach, summed"), num(l.spin));
    set("target", num(l.report.target / 2));
    set("tol", num(l.report.target / 4));
    if (!a || b.phase == Phase::CastRay) {
        set("t", num(l.t0));
        return;
    }
    set("t", num(l.t0 + a->t));
    set("d", num(a->distance));
    set("n", vec_text(a->normal));
    if (b.phase == Phase::CastAdvance) {
        set("speed", num(a->speed));
        set(lesson::tr("next t"), num(l.t0 + a->next_t));
    }
}
}  // namespace

template <class Vec>
Pseudocode cast_pseudocode(const CastLessonOf<Vec>& l, const Beat& b) {
    Pseudocode code;
    const Algorithm algorithm = algorithm_of(l);
    code.title =
        lesson::tr(algorithm == Algorithm::RayCast ? "GJK ray cast" : "conservative advancement");
    for (const CodeLine& line : code_lines(algorithm)) {
        const std::string english = line.text;
        const size_t indent = english.find_first_not_of(' ');
        code.keys.push_back(line.key);
        code.lines.push_back(english.substr(0, indent) + lesson::tr(english.substr(indent)));
    }
    if (algorithm == Algorithm::Advancement) {
        advance_values(l, b, code);
        return code;
    }
    const LessonRow* row = lesson_row(Algorithm::RayCast, b.phase);
    const auto* s = step_of(l, b);
    std::string lit = row ? row->line : "";
    if (b.phase == Phase::CastPlane && s) {
        if (s->simplex.empty())
            lit = "miss";
        else if (s->advanced)
            lit = "advance";
    }
    if (b.phase == Phase::CastTest && s && s->distance - l.sigma <= l.tolerance) lit = "hit";
    if (b.phase == Phase::CastHit && !l.report.hit) lit = "miss";
    for (size_t k = 0; k < code.keys.size(); ++k)
        if (code.keys[k] == lit) code.current = int(k);
    auto set = [&](const std::string& name, const std::string& value) {
        code.values.push_back({name, value});
    };
    set("r", vec_text(l.r));
    set("σ", lesson::words("cast.sigma_value", {{"radii", num(l.sigma - l.report.target / 2)},
                                                {"target", num(l.report.target / 2)},
                                                {"sigma", num(l.sigma)}}));
    set("tol", num(l.tolerance));
    if (!s || b.phase == Phase::CastRay) {
        set("λ", "0");
        return code;
    }
    const bool after_plane = b.phase != Phase::CastSupport;
    set("λ", num(after_plane ? s->lambda : s->lambda_before));
    set("x", vec_text(ray_point(l, after_plane ? s->lambda : s->lambda_before)));
    set("u", vec_text(s->direction));
    set("p", cast_point_name(l, s->support) + " = " + vec_text(s->support.p));
    if (after_plane) set(lesson::words("cast.gap_value"), num(s->gap));
    if (b.phase == Phase::CastClosest || b.phase == Phase::CastTest || b.phase == Phase::CastHit) {
        set("y", vec_text(s->closest));
        set("|x - y|", num(s->distance));
    }
    return code;
}

template <class Vec>
Convergence cast_convergence(const CastLessonOf<Vec>& l, const Beat& b) {
    Convergence c;
    if (l.method != gjk::ToiMethod::RayCast) {
        c.title = lesson::words("cast.advance_plot");
        c.gjk_label = "d - target";
        for (const auto& a : l.advance)
            c.gjk.push_back(std::max(0.0, a.distance - l.report.target / 2));
        c.current = b.phase == Phase::CastRay ? -1 : std::min(b.step, int(c.gjk.size()) - 1);
        return c;
    }
    c.title = lesson::words("cast.plot");
    c.gjk_label = "|x - y| - σ";
    for (const auto& s : l.steps)
        if (!s.simplex.empty()) c.gjk.push_back(std::max(0.0, s.distance - l.sigma));
    c.current = b.phase == Phase::CastRay ? -1 : std::min(b.step, int(c.gjk.size()) - 1);
    c.current_known =
        b.phase == Phase::CastClosest || b.phase == Phase::CastTest || b.phase == Phase::CastHit;
    return c;
}

template <class Vec>
double cast_lambda_at(const CastLessonOf<Vec>& l, const Beat& b) {
    if (b.phase == Phase::CastRay) return 0;
    if (l.method != gjk::ToiMethod::RayCast) {
        if (b.phase == Phase::CastHit || l.advance.empty()) return l.lambda;
        return l.advance[size_t(b.step)].t;
    }
    if (b.phase == Phase::CastHit) return l.lambda;
    const auto& s = l.steps[size_t(b.step)];
    if (b.phase == Phase::CastSupport) return s.lambda_before;
    return s.simplex.empty() ? s.lambda_before : s.lambda;
}

template <class Vec>
std::vector<gjk::CastSupport<Vec>> cast_simplex_shown(const CastLessonOf<Vec>& l, const Beat& b) {
    if (b.phase == Phase::CastRay || l.steps.empty()) return {};
    const bool kept =
        b.phase == Phase::CastClosest || b.phase == Phase::CastTest || b.phase == Phase::CastHit;
    if (kept) return l.steps[size_t(b.step)].simplex;
    if (b.step > 0) return l.steps[size_t(b.step) - 1].simplex;
    return {{-l.steps.front().direction, {}, {}}};  // p0 = s(-r), as x = O starts
}

template <class Vec>
std::vector<double> cast_advance_times(const CastLessonOf<Vec>& l) {
    std::vector<double> times{0, l.lambda};
    for (const auto& a : l.advance) times.push_back(a.t);
    return times;
}

// The lessons of both dimensions.
#define GJKLAB_CAST_LESSON(Vec)                                                                   \
    template struct CastLessonOf<Vec>;                                                            \
    template std::string cast_beat_title(const CastLessonOf<Vec>&, const Beat&);                  \
    template lesson::Said cast_beat_said(const CastLessonOf<Vec>&, const Beat&);                  \
    template Pseudocode cast_pseudocode(const CastLessonOf<Vec>&, const Beat&);                   \
    template Convergence cast_convergence(const CastLessonOf<Vec>&, const Beat&);                 \
    template std::string cast_point_name(const CastLessonOf<Vec>&, const gjk::CastSupport<Vec>&); \
    template double cast_lambda_at(const CastLessonOf<Vec>&, const Beat&);                        \
    template std::vector<double> cast_advance_times(const CastLessonOf<Vec>&);                    \
    template std::vector<gjk::CastSupport<Vec>> cast_simplex_shown(const CastLessonOf<Vec>&,      \
                                                                   const Beat&);
GJKLAB_CAST_LESSON(glm::dvec2)
GJKLAB_CAST_LESSON(glm::dvec3)
#undef GJKLAB_CAST_LESSON

}  // namespace gjklab
