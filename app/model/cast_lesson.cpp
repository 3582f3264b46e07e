#include "model/cast_lesson.h"

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

const gjk::CastIteration<double, glm::dvec2>* step_of(const CastLesson& l, const Beat& b) {
    return b.step >= 0 && b.step < int(l.steps.size()) ? &l.steps[size_t(b.step)] : nullptr;
}

/// The point the ray is at when beat b begins (before its plane test) or ends.
glm::dvec2 ray_point(const CastLesson& l, double lambda) {
    return lambda * l.r;
}

}  // namespace

Scene CastLesson::at(double lambda_seconds) const {
    return scene_at(scene, t0 + lambda_seconds);
}

std::string cast_point_name(const CastLesson& l, const gjk::CastSupport<glm::dvec2>& p) {
    // p0 = s(-r), the first point: x = O then, so u = -p0.
    if (!l.steps.empty() && p.p == -l.steps.front().direction) return "p0";
    for (size_t k = 0; k < l.steps.size(); ++k)
        if (l.steps[k].support.p == p.p) return "p" + std::to_string(k + 1);
    return "p0";
}

namespace {
/// Whether iteration k's support point was in S already (as it entered the iteration).
bool support_again(const CastLesson& l, int k) {
    const auto& s = l.steps[size_t(k)];
    if (k == 0) return s.support.p == -s.direction;
    for (const auto& v : l.steps[size_t(k) - 1].simplex)
        if (v.p == s.support.p) return true;
    return false;
}
}  // namespace

CastLesson build_cast_lesson(const Scene& scene) {
    if (scene.dimension != 2)
        throw InputError(
            "the cast lesson is drawn in 2D; for a 3D scene, gjklab cast gives the "
            "time of impact");
    CastLesson l;
    l.scene = scene;
    l.report = run_cast(scene, true);
    if (l.report.pieces.empty()) throw InputError("the scene has no motion to cast");
    const CastPiece& piece = l.report.pieces.back();
    if (piece.method() != gjk::ToiMethod::RayCast)
        throw InputError(
            "the cast lesson shows the GJK ray cast of shapes that translate; "
            "here a shape turns between t = " +
            short_number(piece.t0) + " and " + short_number(piece.t1) +
            " (conservative advancement): gjklab cast gives its answer");
    l.t0 = piece.t0, l.t1 = piece.t1;
    l.start = scene_at(scene, l.t0);
    const SceneShape& a = scene.shapes[size_t(scene.index_of(scene.query_a))];
    const SceneShape& b = scene.shapes[size_t(scene.index_of(scene.query_b))];
    const auto sa = sweep2_of(a, l.t0, l.t1), sb = sweep2_of(b, l.t0, l.t1);
    l.r = sb.velocity - sa.velocity;
    l.sigma =
        body2_of<double>(a).core.radius + body2_of<double>(b).core.radius + l.report.target / 2;
    l.tolerance = l.report.target / 4;
    l.stop = piece.two.stop;
    l.lambda = piece.two.t;
    l.steps = piece.two.cast_steps;
    l.beats.push_back({0, Phase::CastRay});
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

std::string cast_beat_title(const CastLesson& l, const Beat& b) {
    if (b.phase == Phase::CastRay) return lesson::words("cast.title_ray");
    if (b.phase == Phase::CastHit)
        return lesson::words(l.report.hit ? "cast.title_hit" : "cast.title_miss");
    const LessonRow* row = lesson_row(Algorithm::RayCast, b.phase);
    return lesson::words("cast.title_step", {{"k", std::to_string(b.step + 1)},
                                             {"n", std::to_string(l.steps.size())},
                                             {"what", lesson::tr(row ? row->title : "")}});
}

lesson::Said cast_beat_said(const CastLesson& l, const Beat& b) {
    const auto* s = step_of(l, b);
    switch (b.phase) {
        case Phase::CastRay: {
            const auto first = l.steps.empty() ? glm::dvec2(0) : l.steps.front().direction;
            return lesson::say(
                "cast.ray",
                {{"r", vec_text(l.r)}, {"sigma", num(l.sigma)}, {"p", vec_text(-first)}});
        }
        case Phase::CastSupport:
            return lesson::say(support_again(l, b.step) ? "cast.support_again" : "cast.support",
                               {{"u", vec_text(s->direction)},
                                {"name", cast_point_name(l, s->support)},
                                {"p", vec_text(s->support.p)}});
        case Phase::CastPlane:
            if (s->advanced)
                return lesson::say("cast.plane_advance",
                                   {{"gap", num(s->gap)},
                                    {"sigma", num(l.sigma)},
                                    {"lambda", num(s->lambda)},
                                    {"t", num(l.t0 + s->lambda)},
                                    {"x", vec_text(ray_point(l, s->lambda))},
                                    {"n", vec_text(s->direction / glm::length(s->direction))}});
            if (s->simplex.empty() && s->lambda > s->lambda_before)
                return lesson::say(
                    "cast.plane_miss_beyond",
                    {{"gap", num(s->gap)}, {"lambda", num(s->lambda)}, {"end", num(l.t1 - l.t0)}});
            if (s->simplex.empty())
                return lesson::say("cast.plane_miss_away", {{"gap", num(s->gap)}});
            return lesson::say(s->gap < 0 ? "cast.plane_stay_behind" : "cast.plane_stay",
                               {{"gap", num(std::abs(s->gap))},
                                {"sigma", num(l.sigma)},
                                {"lambda", num(s->lambda)},
                                {"name", cast_point_name(l, s->support)}});
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
                                        {"n", vec_text(glm::dvec2(l.report.normal))},
                                        {"k", std::to_string(l.steps.size())}});
    return lesson::say("cast.miss", {{"end", num(l.report.duration)}});
}

Pseudocode cast_pseudocode(const CastLesson& l, const Beat& b) {
    Pseudocode code;
    code.title = lesson::tr("GJK ray cast");
    for (const CodeLine& line : code_lines(Algorithm::RayCast)) {
        const std::string english = line.text;
        const size_t indent = english.find_first_not_of(' ');
        code.keys.push_back(line.key);
        code.lines.push_back(english.substr(0, indent) + lesson::tr(english.substr(indent)));
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

Convergence cast_convergence(const CastLesson& l, const Beat& b) {
    Convergence c;
    c.title = lesson::words("cast.plot");
    c.gjk_label = "|x - y| - σ";
    for (const auto& s : l.steps)
        if (!s.simplex.empty()) c.gjk.push_back(std::max(0.0, s.distance - l.sigma));
    c.current = b.phase == Phase::CastRay ? -1 : std::min(b.step, int(c.gjk.size()) - 1);
    c.current_known =
        b.phase == Phase::CastClosest || b.phase == Phase::CastTest || b.phase == Phase::CastHit;
    return c;
}

}  // namespace gjklab
