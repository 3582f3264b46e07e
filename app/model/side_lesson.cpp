#include "model/side_lesson.h"

#include <algorithm>
#include <memory>

namespace gjklab {

namespace {

/// The words, pseudocode and pace of a cast lesson of either dimension.
template <class Vec>
SideLesson cast_words(const std::shared_ptr<const CastLessonOf<Vec>>& l) {
    SideLesson s;
    s.flag = "--cast";
    s.noun = "cast";
    s.stage = Stage::Cast;
    s.start = l->start;
    s.beats = l->beats;
    s.steps = l->method == gjk::ToiMethod::RayCast ? int(l->steps.size()) : l->advance_total;
    const Algorithm algorithm =
        l->method == gjk::ToiMethod::RayCast ? Algorithm::RayCast : Algorithm::Advancement;
    s.algorithm = [algorithm](const Beat&) { return algorithm; };
    s.title = [l](const Beat& b) { return cast_beat_title(*l, b); };
    s.said = [l](const Beat& b) { return cast_beat_said(*l, b); };
    s.code = [l](const Beat& b) { return cast_pseudocode(*l, b); };
    return s;
}

}  // namespace

SideLesson cast_side_lesson(const Scene& scene) {
    if (scene.dimension == 3) {
        auto l = std::make_shared<const CastLesson3>(build_cast_lesson3(scene));
        SideLesson s = cast_words(l);
        s.dimension = 3;
        s.told = l;
        return s;
    }
    auto l = std::make_shared<const CastLesson>(build_cast_lesson(scene));
    SideLesson s = cast_words(l);
    s.told = l;
    return s;
}

SideLesson mpr_side_lesson(const Scene& scene) {
    auto l = std::make_shared<const MprLesson>(build_mpr_lesson(scene));
    SideLesson s;
    s.flag = "--mpr";
    s.dimension = l->dimension;
    s.noun = "MPR lesson";
    s.stage = Stage::Mpr;
    s.start = l->scene;
    s.beats = l->beats;
    s.algorithm = [](const Beat&) { return Algorithm::Mpr; };
    s.title = [l](const Beat& b) { return mpr_beat_title(*l, b); };
    s.said = [l](const Beat& b) { return mpr_beat_said(*l, b); };
    s.code = [l](const Beat& b) { return mpr_pseudocode(*l, b); };
    s.steps = int(l->dimension == 3 ? l->steps3.size() : l->steps.size());
    s.told = l;
    return s;
}

Beat side_beat(const SideLesson& l, const std::string& phase_text, int step) {
    if (phase_text == "whole" || phase_text.empty()) return l.beats.back();
    std::string names;
    for (const Beat& b : l.beats)
        if (names.find(phase_name(b.phase)) == std::string::npos)
            names += (names.empty() ? "" : ", ") + std::string(phase_name(b.phase));
    const std::optional<Phase> phase = phase_named(phase_text);
    if (!phase || stage_of(*phase) != l.stage)
        throw InputError(l.flag + " takes the phases " + names + ", got " + phase_text);
    const long count = std::count_if(l.beats.begin(), l.beats.end(),
                                     [&](const Beat& b) { return b.phase == *phase; });
    const auto at = std::find_if(l.beats.begin(), l.beats.end(), [&](const Beat& b) {
        return b.phase == *phase && (count == 1 || b.step == std::max(0, step));
    });
    if (at == l.beats.end())
        throw InputError("--phase " + phase_text + " at --step " +
                         std::to_string(std::max(0, step)) + " is not a beat of this " + l.noun +
                         " (gjklab lesson " + l.flag + " lists them)");
    return *at;
}

}  // namespace gjklab
