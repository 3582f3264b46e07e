#include "model/lesson.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "model/lesson/detail.h"
#include "model/lesson/table.h"
#include "scene/scene.h"

namespace gjklab {

namespace {

/// Every phase: its name (for `render --phase`) and where it belongs.
struct PhaseInfo {
    Phase phase;
    const char* name;
    Stage stage;
};
constexpr PhaseInfo kPhases[] = {
    {Phase::Whole, "whole", Stage::Whole},
    {Phase::IntroShapes, "intro-shapes", Stage::Intro},
    {Phase::IntroDifference, "intro-difference", Stage::Intro},
    {Phase::IntroQuestion, "intro-question", Stage::Intro},
    {Phase::IntroSupport, "intro-support", Stage::Intro},
    {Phase::GjkClosest, "closest", Stage::Gjk},
    {Phase::GjkDrop, "drop", Stage::Gjk},
    {Phase::GjkDirection, "direction", Stage::Gjk},
    {Phase::GjkSupport, "support", Stage::Gjk},
    {Phase::GjkTest, "test", Stage::Gjk},
    {Phase::GjkAdd, "add", Stage::Gjk},
    {Phase::EpaClosest, "epa-closest", Stage::Epa},
    {Phase::EpaSupport, "epa-support", Stage::Epa},
    {Phase::EpaTest, "epa-test", Stage::Epa},
    {Phase::EpaSees, "epa-sees", Stage::Epa},
    {Phase::EpaHorizon, "epa-horizon", Stage::Epa},
    {Phase::EpaNew, "epa-new", Stage::Epa},
    {Phase::EndAnswer, "answer", Stage::Ending},
    {Phase::EndSlide, "slide-out", Stage::Ending},
    {Phase::ManifoldFaces, "manifold-faces", Stage::Ending},
    {Phase::ManifoldClip, "manifold-clip", Stage::Ending},
    {Phase::ManifoldClipOther, "manifold-clip-2", Stage::Ending},
    {Phase::ManifoldPoints, "manifold-points", Stage::Ending},
    {Phase::CastRay, "cast-ray", Stage::Cast},
    {Phase::CastSupport, "cast-support", Stage::Cast},
    {Phase::CastPlane, "cast-plane", Stage::Cast},
    {Phase::CastClosest, "cast-closest", Stage::Cast},
    {Phase::CastTest, "cast-test", Stage::Cast},
    {Phase::CastHit, "cast-hit", Stage::Cast},
    {Phase::CastDistance, "cast-distance", Stage::Cast},
    {Phase::CastAdvance, "cast-advance", Stage::Cast},
    {Phase::MprCentre, "mpr-centre", Stage::Mpr},
    {Phase::MprSupport, "mpr-support", Stage::Mpr},
    {Phase::MprAnswer, "mpr-answer", Stage::Mpr},
};
/// The introduction in the order it is told.
constexpr Phase kIntro[] = {Phase::IntroShapes, Phase::IntroDifference, Phase::IntroQuestion,
                            Phase::IntroSupport};

const PhaseInfo& info(Phase p) {
    for (const PhaseInfo& i : kPhases)
        if (i.phase == p) return i;
    return kPhases[0];
}

/// The sub-steps of a step, in its algorithm's table order, that this step goes through.
template <class Timeline>
void step_beats(const Timeline& t, int s, bool intro, std::vector<Beat>& out) {
    const Algorithm algorithm = beat_algorithm(t, {s, Phase::Whole});
    auto happens = [&](Phase p) {
        if (const auto* g = t.gjk_step(s)) {
            switch (p) {
                case Phase::GjkClosest:
                    return true;
                case Phase::GjkDrop:  // not after a stop at the closest point: the code ends there
                    return g->stop != gjk::GjkStop::Overlap &&
                           g->stop != gjk::GjkStop::OriginOnSimplex &&
                           !words::gone(g->simplex_before, g->simplex_after, t.names).empty();
                case Phase::GjkSupport:  // the boolean's w1 = s(d0) is the introduction's last beat
                    return g->has_support && !(intro && algorithm == Algorithm::BooleanStart);
                case Phase::GjkDirection:
                case Phase::GjkTest:
                    return g->has_support;
                case Phase::GjkAdd:
                    return g->has_support && g->stop == gjk::GjkStop::Running;
                default:
                    return false;
            }
        }
        const auto& e = *t.epa_step(s);
        switch (p) {
            case Phase::EpaClosest:
                return true;
            case Phase::EpaSupport:
            case Phase::EpaTest:
                return e.has_support;
            case Phase::EpaSees:
            case Phase::EpaHorizon:
            case Phase::EpaNew:
                return e.has_support && e.stop == gjk::EpaStop::Running && !e.removed.empty();
            default:
                return false;
        }
    };
    for (const LessonRow& row : lesson_rows(algorithm))
        if ((in_gjk(row.phase) || in_epa(row.phase)) && happens(row.phase))
            out.push_back({s, row.phase});
}

template <class Timeline>
std::vector<Beat> beats_of(const Timeline& t, const LessonOptions& o) {
    std::vector<Beat> out;
    if (t.size() == 0) return out;
    if (o.intro)
        for (Phase p : kIntro) out.push_back({0, p});
    if (!o.substeps) {
        for (int s = 0; s < t.size(); ++s) out.push_back({s, Phase::Whole});
        return out;
    }
    for (int s = 0; s < t.size(); ++s) step_beats(t, s, o.intro, out);
    const int last = t.size() - 1;
    out.push_back({last, Phase::EndAnswer});
    // The move that makes the shapes touch: B out by depth x n, or in by -distance x n.
    const auto& r = t.result();
    if (t.variant == Variant::Distance &&
        (r.intersecting ? r.penetration_depth > 0 : r.distance > 0))
        out.push_back({last, Phase::EndSlide});
    // Then the contact an engine keeps: the manifold, when they touch face to face (the clipping
    // told), else its one point.
    if (t.variant == Variant::Distance && !t.manifold.points.empty()) {
        const bool clipped = t.manifold.rule == "faces" || t.manifold.rule == "segments";
        if (clipped) {
            out.push_back({last, Phase::ManifoldFaces});
            out.push_back({last, Phase::ManifoldClip});
            if (Timeline::dimension == 2) out.push_back({last, Phase::ManifoldClipOther});
        }
        out.push_back({last, Phase::ManifoldPoints});
    }
    return out;
}

template <class Timeline>
std::string title_of(const Timeline& t, const Beat& b) {
    if (in_intro(b.phase))
        return lesson::words("title.intro", {{"k", std::to_string(intro_number(b.phase))}});
    if (in_manifold(b.phase)) {
        const LessonRow* row = lesson_row(Algorithm::Manifold, b.phase);
        // "reference edge" in 2D, "reference face" in 3D.
        const std::string part =
            b.phase == Phase::ManifoldFaces
                ? lesson::tr("reference") + " " +
                      lesson::words(Timeline::dimension == 2 ? "word.edge" : "word.face")
                : lesson::tr(row ? row->title : "");
        return lesson::words("title.manifold", {{"part", part}});
    }
    if (in_ending(b.phase)) return lesson::words("title.answer");
    const std::string step = t.step_name(b.step);
    if (b.phase == Phase::Whole) return step;
    const LessonRow* row = lesson_row(beat_algorithm(t, b), b.phase);
    std::string phase = row ? row->title : "";
    // EPA's closest piece is an edge in 2D, a face in 3D.
    if (b.phase == Phase::EpaClosest) phase += Timeline::dimension == 2 ? " edge" : " face";
    // The boolean GJK's last step ends at "if S contains O": the title says so.
    if (const auto* g = t.gjk_step(b.step); g && b.phase == Phase::GjkClosest &&
                                            t.variant == Variant::Boolean &&
                                            g->stop == gjk::GjkStop::Overlap)
        phase = "S holds O";
    return lesson::words("title.step", {{"step", step}, {"phase", lesson::tr(phase)}});
}

template <class Timeline>
lesson::Said said_of(const Timeline& t, const Beat& b) {
    if (in_intro(b.phase)) return lesson::intro_caption(t, b.phase);
    if (in_manifold(b.phase)) return lesson::manifold_caption(t, b.phase);
    if (in_ending(b.phase)) return lesson::ending_caption(t, b.phase);
    if (t.gjk_step(b.step)) return lesson::gjk_caption(t, b);
    if (t.epa_step(b.step)) return lesson::epa_caption(t, b);
    return lesson::say("empty");
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

lesson::Language lesson_language(const Scene& scene, const std::string& code) {
    const std::string& wanted = code.empty() ? scene.display.language : code;
    if (const auto l = lesson::language_named(wanted)) return *l;
    throw InputError("--lang must be en or zh, got \"" + wanted + "\"");
}

const char* phase_name(Phase p) {
    return info(p).name;
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

Stage stage_of(Phase p) {
    return info(p).stage;
}
bool in_intro(Phase p) {
    return stage_of(p) == Stage::Intro;
}
bool in_manifold(Phase p) {
    return p == Phase::ManifoldFaces || p == Phase::ManifoldClip || p == Phase::ManifoldClipOther ||
           p == Phase::ManifoldPoints;
}
bool in_ending(Phase p) {
    return stage_of(p) == Stage::Ending;
}
bool in_gjk(Phase p) {
    return stage_of(p) == Stage::Gjk;
}
bool in_epa(Phase p) {
    return stage_of(p) == Stage::Epa;
}
int intro_number(Phase p) {
    for (size_t k = 0; k < std::size(kIntro); ++k)
        if (kIntro[k] == p) return int(k) + 1;
    return 0;
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
lesson::Said beat_said(const Timeline2& t, const Beat& b) {
    return said_of(t, b);
}
lesson::Said beat_said(const Timeline3& t, const Beat& b) {
    return said_of(t, b);
}
std::string beat_caption(const Timeline2& t, const Beat& b) {
    return said_of(t, b).text;
}
std::string beat_caption(const Timeline3& t, const Beat& b) {
    return said_of(t, b).text;
}
Convergence convergence(const Timeline2& t, const Beat& b) {
    return convergence_of(t, b);
}
Convergence convergence(const Timeline3& t, const Beat& b) {
    return convergence_of(t, b);
}

namespace {

/// Where a beat is in the algorithm: the part (intro, GJK, EPA, ending), the iteration within
/// the part, the sub-step.
struct Place {
    Stage part;
    int iteration;
    Phase phase;
};

Place place_of(const Beat& b, int gjk_steps) {
    const Stage stage = stage_of(b.phase);
    if (stage == Stage::Intro || stage == Stage::Ending) return {stage, 0, b.phase};
    const bool gjk = b.step < gjk_steps;
    return {gjk ? Stage::Gjk : Stage::Epa, gjk ? b.step : b.step - gjk_steps, b.phase};
}

}  // namespace

int beat_at_same_place(const Beat& was, int was_gjk_steps, const std::vector<Beat>& beats,
                       int gjk_steps) {
    if (beats.empty()) return 0;
    const Place target = place_of(was, was_gjk_steps);
    int best = -1, best_distance = 0;
    int answer = int(beats.size()) - 1;
    for (int k = 0; k < int(beats.size()); ++k) {
        const Place p = place_of(beats[size_t(k)], gjk_steps);
        if (p.phase == Phase::EndAnswer && answer == int(beats.size()) - 1) answer = k;
        if (p.part != target.part || p.phase != target.phase) continue;
        const int distance = std::abs(p.iteration - target.iteration);
        if (best < 0 || distance < best_distance) best = k, best_distance = distance;
    }
    if (best >= 0) return best;
    if (target.part == Stage::Intro) return 0;
    return answer;
}

}  // namespace gjklab
