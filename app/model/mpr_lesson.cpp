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

const gjk::MprStep2<double>* step_of(const MprLesson& l, const Beat& b) {
    return b.phase == Phase::MprSupport && b.step >= 0 && b.step < int(l.steps.size())
               ? &l.steps[size_t(b.step)]
               : nullptr;
}

/// "v1", "v2" for discovery's points in order; refinement's "v4".
std::string point_name(const MprLesson& l, int k) {
    if (l.steps[size_t(k)].phase == gjk::MprPhase::Discovery)
        return "v" + std::to_string(std::min(k + 1, 3));
    return "v4";
}

/// The name of the point a step found (the verdict's own record found none).
std::string found_name(const MprLesson& l, int k) {
    return l.steps[size_t(k)].stop == gjk::MprStop::Inside ? "" : point_name(l, k);
}

}  // namespace

MprLesson build_mpr_lesson(const Scene& scene) {
    if (scene.dimension != 2)
        throw InputError(
            "--mpr tells MPR in 2D; for a 3D scene `gjklab compare` gives MPR's "
            "verdict and depth beside EPA's");
    MprLesson l;
    l.scene = scene;
    const SceneShape& sa = scene.shapes[size_t(scene.index_of(scene.query_a))];
    const SceneShape& sb = scene.shapes[size_t(scene.index_of(scene.query_b))];
    const auto a = body2_of<double>(sa), b = body2_of<double>(sb);
    l.verdict = gjk::mpr(a, b, false, {}, &l.steps);
    if (l.verdict.intersecting) {
        std::vector<gjk::MprStep2<double>> all;
        l.depth = gjk::mpr(a, b, true, {}, &all);
        // The depth run repeats the verdict's supports (all but its last record, the portal
        // found holding O), then goes on: keep the new ones.
        for (size_t k = l.steps.size() - 1; k < all.size(); ++k) l.steps.push_back(all[k]);
    }
    gjk::QuerySettings<double> q;
    l.epa = gjk::query(a, b, q);
    l.beats.push_back({0, Phase::MprCentre});
    for (int k = 0; k < int(l.steps.size()); ++k) l.beats.push_back({k, Phase::MprSupport});
    l.beats.push_back({int(l.steps.size()), Phase::MprAnswer});
    return l;
}

Scene mpr_moved(const MprLesson& l, glm::dvec2 by) {
    Scene s = l.scene;
    s.shapes[size_t(s.index_of(s.query_b))].entry2().position += by;
    return s;
}

std::string mpr_beat_title(const MprLesson& l, const Beat& b) {
    if (b.phase == Phase::MprCentre) return lesson::words("mpr.title_centre");
    if (b.phase == Phase::MprAnswer) return lesson::words("mpr.title_answer");
    const auto* s = step_of(l, b);
    const char* what = !s                                      ? ""
                       : s->phase == gjk::MprPhase::Discovery  ? "finding the portal"
                       : s->phase == gjk::MprPhase::Refinement ? "refining"
                                                               : "on to the boundary";
    return lesson::words("mpr.title_step", {{"k", std::to_string(b.step + 1)},
                                            {"n", std::to_string(l.steps.size())},
                                            {"what", lesson::tr(what)}});
}

lesson::Said mpr_beat_said(const MprLesson& l, const Beat& b) {
    const auto& v0 = l.verdict.v0;
    if (b.phase == Phase::MprCentre)
        return lesson::say(
            "mpr.centre", {{"ca", vec_text(v0.a)}, {"cb", vec_text(v0.b)}, {"v0", vec_text(v0.w)}});
    if (b.phase == Phase::MprAnswer) {
        if (!l.verdict.intersecting) return lesson::say("mpr.apart");
        const double angle =
            std::acos(std::clamp(glm::dot(l.depth.normal, l.epa.normal), -1.0, 1.0)) * 180 / M_PI;
        const bool same = l.depth.depth <= l.epa.penetration_depth * (1 + 1e-6) + 1e-12;
        return lesson::say(same ? "mpr.depth_same" : "mpr.depth_differs",
                           {{"depth", num(l.depth.depth)},
                            {"n", vec_text(l.depth.normal)},
                            {"epa", num(l.epa.penetration_depth)},
                            {"epa_n", vec_text(l.epa.normal)},
                            {"angle", num(angle)}});
    }
    const auto* s = step_of(l, b);
    if (!s) return lesson::say("empty");
    const std::string name = point_name(l, b.step);
    const std::string p = vec_text(s->support.w), d = vec_text(s->direction);
    const std::string dot = num(s->support_distance);
    const std::string reach = num(s->support_distance - s->portal_distance);
    if (s->stop == gjk::MprStop::Separated)
        return lesson::say("mpr.separated", {{"v", name}, {"p", p}, {"d", d}, {"dot", dot}});
    if (s->stop == gjk::MprStop::Inside)
        return lesson::say("mpr.inside",
                           {{"dot", num(glm::dot(s->direction, s->portal[0].w))}, {"n", d}});
    if (s->phase == gjk::MprPhase::Discovery) {
        if (b.step == 0) return lesson::say("mpr.first", {{"v", name}, {"p", p}, {"dot", dot}});
        return lesson::say("mpr.across", {{"v", name}, {"p", p}, {"d", d}});
    }
    if (s->stop == gjk::MprStop::Boundary || s->stop == gjk::MprStop::Converged)
        return lesson::say(
            s->stop == gjk::MprStop::Boundary ? "mpr.boundary_apart" : "mpr.boundary_depth",
            {{"v", name}, {"p", p}, {"reach", reach}});
    return lesson::say("mpr.refine", {{"v", name}, {"p", p}, {"reach", reach}, {"d", d}});
}

Pseudocode mpr_pseudocode(const MprLesson& l, const Beat& b) {
    Pseudocode code;
    code.title = "MPR";
    for (const CodeLine& line : code_lines(Algorithm::Mpr)) {
        const std::string english = line.text;
        const size_t indent = english.find_first_not_of(' ');
        code.keys.push_back(line.key);
        code.lines.push_back(english.substr(0, indent) + lesson::tr(english.substr(indent)));
    }
    std::string lit;
    const auto* s = step_of(l, b);
    if (b.phase == Phase::MprCentre) {
        lit = "start";
    } else if (b.phase == Phase::MprAnswer) {
        lit = !l.verdict.intersecting ? "apart" : "depth";
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
    set("v0", vec_text(l.verdict.v0.w));
    if (s) {
        for (size_t k = 0; k < s->portal.size(); ++k)
            set("v" + std::to_string(k + 1), vec_text(s->portal[k].w));
        set("n", vec_text(s->direction));
        if (const std::string v = found_name(l, b.step); !v.empty()) {
            set(v, vec_text(s->support.w));
            set("n." + v, num(s->support_distance));
        }
    }
    if (b.phase == Phase::MprAnswer && l.verdict.intersecting) {
        set("n", vec_text(l.depth.normal));
        set(lesson::tr("depth"), num(l.depth.depth));
        set("EPA", num(l.epa.penetration_depth) + ", " + vec_text(l.epa.normal));
    }
    return code;
}

Convergence mpr_convergence(const MprLesson& l, const Beat& b) {
    Convergence c;
    c.title = lesson::words("mpr.plot");
    c.gjk_label = "n.v4 - n.v1";
    for (const auto& s : l.steps)
        if (s.phase != gjk::MprPhase::Discovery)
            c.gjk.push_back(std::max(0.0, s.support_distance - s.portal_distance));
    int k = -1;
    for (int i = 0; i <= std::min(b.step, int(l.steps.size()) - 1); ++i)
        k += l.steps[size_t(i)].phase != gjk::MprPhase::Discovery;
    c.current = b.phase == Phase::MprCentre ? -1 : std::min(k, int(c.gjk.size()) - 1);
    return c;
}

}  // namespace gjklab
