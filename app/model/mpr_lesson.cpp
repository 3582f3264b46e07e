#include "model/mpr_lesson.h"

#include "model/explain.h"
#include "model/lesson/pseudocode.h"
#include "model/lesson/table.h"
#include "model/words.h"
#include "scene/evaluate.h"

namespace gjklab {

namespace {

using words::vec_text;

std::string num(double x) {
    return short_number(x);
}

/// One dimension's run of the lesson, for the functions that tell both.
template <class Out, class Step, class Result>
struct Run {
    int dimension;
    const Out& verdict;
    const Out& depth;
    const std::vector<Step>& steps;
    const Result& epa;
};
Run<gjk::MprOutput2<double>, gjk::MprStep2<double>, gjk::QueryResult<double>> run2(
    const MprLesson& l) {
    return {2, l.verdict, l.depth, l.steps, l.epa};
}
Run<gjk::MprOutput3<double>, gjk::MprStep3<double>, gjk::QueryResult3<double>> run3(
    const MprLesson& l) {
    return {3, l.verdict3, l.depth3, l.steps3, l.epa3};
}
/// Calls f with the lesson's run of its dimension.
template <class F>
decltype(auto) with_run(const MprLesson& l, F&& f) {
    if (l.dimension == 3) return f(run3(l));
    return f(run2(l));
}

template <class R>
const auto* step_of(const R& r, const Beat& b) {
    return b.phase == Phase::MprSupport && b.step >= 0 && b.step < int(r.steps.size())
               ? &r.steps[size_t(b.step)]
               : nullptr;
}

/// "v1", "v2" (and in 3D "v3") for discovery's points in order; refinement's "v4".
template <class R>
std::string point_name(const R& r, int k) {
    if (r.steps[size_t(k)].phase == gjk::MprPhase::Discovery)
        return "v" + std::to_string(std::min(k + 1, r.dimension));
    return "v4";
}

/// The name of the point a step found (the verdict's own record found none).
template <class R>
std::string found_name(const R& r, int k) {
    return r.steps[size_t(k)].stop == gjk::MprStop::Inside ? "" : point_name(r, k);
}

/// The first run records the verdict; the second, on overlap, the supports after it.
template <class Step, class Run_>
void join_runs(std::vector<Step>& steps, Run_ run_on) {
    std::vector<Step> all;
    run_on(all);
    // The depth run repeats the verdict's supports (all but its last record, the portal found
    // holding O), then goes on: keep the new ones.
    for (size_t k = steps.size() - 1; k < all.size(); ++k) steps.push_back(all[k]);
}

template <class R>
std::string title_of(const R& r, const Beat& b) {
    if (b.phase == Phase::MprCentre) return lesson::words("mpr.title_centre");
    if (b.phase == Phase::MprAnswer) return lesson::words("mpr.title_answer");
    const auto* s = step_of(r, b);
    const char* what = !s                                      ? ""
                       : s->phase == gjk::MprPhase::Discovery  ? "finding the portal"
                       : s->phase == gjk::MprPhase::Refinement ? "refining"
                                                               : "on to the boundary";
    return lesson::words("mpr.title_step", {{"k", std::to_string(b.step + 1)},
                                            {"n", std::to_string(r.steps.size())},
                                            {"what", lesson::tr(what)}});
}

template <class R>
lesson::Said said_of(const R& r, const Beat& b) {
    const auto& v0 = r.verdict.v0;
    const bool three = r.dimension == 3;
    if (b.phase == Phase::MprCentre)
        return lesson::say(
            "mpr.centre", {{"ca", vec_text(v0.a)}, {"cb", vec_text(v0.b)}, {"v0", vec_text(v0.w)}});
    if (b.phase == Phase::MprAnswer) {
        if (!r.verdict.intersecting) return lesson::say("mpr.apart");
        const double angle =
            std::acos(std::clamp(glm::dot(r.depth.normal, r.epa.normal), -1.0, 1.0)) * 180 / M_PI;
        const bool same = r.depth.depth <= r.epa.penetration_depth * (1 + 1e-6) + 1e-12;
        const std::string feature = lesson::words(three ? "word.face" : "word.edge");
        if (same)
            return lesson::say("mpr.depth_same", {{"depth", num(r.depth.depth)},
                                                  {"n", vec_text(r.depth.normal)},
                                                  {"epa", num(r.epa.penetration_depth)},
                                                  {"feature", feature}});
        return lesson::say("mpr.depth_differs", {{"depth", num(r.depth.depth)},
                                                 {"n", vec_text(r.depth.normal)},
                                                 {"epa", num(r.epa.penetration_depth)},
                                                 {"epa_n", vec_text(r.epa.normal)},
                                                 {"angle", num(angle)},
                                                 {"feature", feature}});
    }
    const auto* s = step_of(r, b);
    if (!s) return lesson::say("empty");
    const std::string name = point_name(r, b.step);
    const std::string p = vec_text(s->support.w), d = vec_text(s->direction);
    const std::string dot = num(s->support_distance);
    const std::string reach = num(s->support_distance - s->portal_distance);
    if (s->stop == gjk::MprStop::Separated)
        return lesson::say("mpr.separated", {{"v", name}, {"p", p}, {"d", d}, {"dot", dot}});
    if (s->stop == gjk::MprStop::Inside)
        return lesson::say(three ? "mpr.inside3" : "mpr.inside",
                           {{"dot", num(glm::dot(s->direction, s->portal[0].w))}, {"n", d}});
    if (s->phase == gjk::MprPhase::Discovery) {
        if (b.step == 0) return lesson::say("mpr.first", {{"v", name}, {"p", p}, {"dot", dot}});
        if (!three) return lesson::say("mpr.across", {{"v", name}, {"p", p}, {"d", d}});
        if (b.step == 1) return lesson::say("mpr.across3", {{"v", name}, {"p", p}, {"d", d}});
        return lesson::say("mpr.third", {{"v", name}, {"p", p}, {"d", d}});
    }
    if (s->stop == gjk::MprStop::Boundary || s->stop == gjk::MprStop::Converged)
        return lesson::say(
            s->stop == gjk::MprStop::Boundary ? "mpr.boundary_apart" : "mpr.boundary_depth",
            {{"v", name}, {"p", p}, {"reach", reach}});
    return lesson::say(three ? "mpr.refine3" : "mpr.refine",
                       {{"v", name}, {"p", p}, {"reach", reach}, {"d", d}});
}

template <class R>
Pseudocode code_of(const R& r, const Beat& b) {
    Pseudocode code;
    code.title = "MPR";
    for (const CodeLine& line : code_lines(Algorithm::Mpr)) {
        const std::string english = line.text;
        const size_t indent = english.find_first_not_of(' ');
        code.keys.push_back(line.key);
        code.lines.push_back(english.substr(0, indent) + lesson::tr(english.substr(indent)));
    }
    std::string lit;
    const auto* s = step_of(r, b);
    if (b.phase == Phase::MprCentre) {
        lit = "start";
    } else if (b.phase == Phase::MprAnswer) {
        lit = !r.verdict.intersecting ? "apart" : "depth";
    } else if (s) {
        if (s->stop == gjk::MprStop::Separated || s->stop == gjk::MprStop::Boundary)
            lit = "apart";
        else if (s->stop == gjk::MprStop::Inside)
            lit = "inside";
        else if (s->phase == gjk::MprPhase::Discovery)
            lit = b.step == 0 ? "first" : "across";
        else if (s->phase == gjk::MprPhase::Penetration)
            lit = "depth";
        else
            lit = "replace";
    }
    for (size_t k = 0; k < code.keys.size(); ++k)
        if (code.keys[k] == lit) code.current = int(k);
    auto set = [&](const std::string& name, const std::string& value) {
        code.values.push_back({name, value});
    };
    set("v0", vec_text(r.verdict.v0.w));
    if (s) {
        for (size_t k = 0; k < s->portal.size(); ++k)
            set("v" + std::to_string(k + 1), vec_text(s->portal[k].w));
        set("n", vec_text(s->direction));
        if (const std::string v = found_name(r, b.step); !v.empty()) {
            set(v, vec_text(s->support.w));
            set("n." + v, num(s->support_distance));
        }
    }
    if (b.phase == Phase::MprAnswer && r.verdict.intersecting) {
        set("n", vec_text(r.depth.normal));
        set(lesson::tr("depth"), num(r.depth.depth));
        set("EPA", num(r.epa.penetration_depth) + ", " + vec_text(r.epa.normal));
    }
    return code;
}

template <class R>
Convergence convergence_of(const R& r, const Beat& b) {
    Convergence c;
    c.title = lesson::words("mpr.plot");
    c.gjk_label = "n.v4 - n.v1";
    for (const auto& s : r.steps)
        if (s.phase != gjk::MprPhase::Discovery)
            c.gjk.push_back(std::max(0.0, s.support_distance - s.portal_distance));
    int k = -1;
    for (int i = 0; i <= std::min(b.step, int(r.steps.size()) - 1); ++i)
        k += r.steps[size_t(i)].phase != gjk::MprPhase::Discovery;
    c.current = b.phase == Phase::MprCentre ? -1 : std::min(k, int(c.gjk.size()) - 1);
    return c;
}

}  // namespace

MprLesson build_mpr_lesson(const Scene& scene) {
    MprLesson l;
    l.scene = scene;
    l.dimension = scene.dimension;
    const SceneShape& sa = scene.shapes[size_t(scene.index_of(scene.query_a))];
    const SceneShape& sb = scene.shapes[size_t(scene.index_of(scene.query_b))];
    size_t count = 0;
    if (scene.dimension == 3) {
        const auto a = body3_of<double>(sa), b = body3_of<double>(sb);
        l.verdict3 = gjk::mpr3(a, b, false, {}, &l.steps3);
        if (l.verdict3.intersecting)
            join_runs(l.steps3, [&](auto& all) { l.depth3 = gjk::mpr3(a, b, true, {}, &all); });
        l.epa3 = gjk::query3(a, b, gjk::QuerySettings3<double>{});
        count = l.steps3.size();
    } else {
        const auto a = body2_of<double>(sa), b = body2_of<double>(sb);
        l.verdict = gjk::mpr(a, b, false, {}, &l.steps);
        if (l.verdict.intersecting)
            join_runs(l.steps, [&](auto& all) { l.depth = gjk::mpr(a, b, true, {}, &all); });
        l.epa = gjk::query(a, b, gjk::QuerySettings<double>{});
        count = l.steps.size();
    }
    l.beats.push_back({0, Phase::MprCentre});
    for (int k = 0; k < int(count); ++k) l.beats.push_back({k, Phase::MprSupport});
    l.beats.push_back({int(count), Phase::MprAnswer});
    return l;
}

Scene mpr_moved(const MprLesson& l, glm::dvec2 by) {
    Scene s = l.scene;
    s.shapes[size_t(s.index_of(s.query_b))].entry2().position += by;
    return s;
}

std::string mpr_beat_title(const MprLesson& l, const Beat& b) {
    return with_run(l, [&](const auto& r) { return title_of(r, b); });
}
lesson::Said mpr_beat_said(const MprLesson& l, const Beat& b) {
    return with_run(l, [&](const auto& r) { return said_of(r, b); });
}
Pseudocode mpr_pseudocode(const MprLesson& l, const Beat& b) {
    return with_run(l, [&](const auto& r) { return code_of(r, b); });
}
Convergence mpr_convergence(const MprLesson& l, const Beat& b) {
    return with_run(l, [&](const auto& r) { return convergence_of(r, b); });
}

}  // namespace gjklab
