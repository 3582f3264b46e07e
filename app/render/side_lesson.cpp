#include "render/side_lesson.h"

#include <algorithm>
#include <memory>

#include "model/cast_lesson.h"
#include "model/mpr_lesson.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/cast_painter2.h"
#include "render/cast_painter3.h"
#include "render/mpr_painter2.h"
#include "render/mpr_painter3.h"
#include "render/offscreen.h"

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
        s.lay_out = [l](const Rect& area, const std::string& view, bool panel, bool keep) {
            auto views = std::make_shared<Views3>(
                views_for_frame(l->start, build_timeline3(l->start), view, area, panel, keep));
            frame_cast_views3(*views, *l);
            return SideLesson::Painter([l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
                paint_cast_views3(c, *views, *l, b, o);
            });
        };
        return s;
    }
    auto l = std::make_shared<const CastLesson>(build_cast_lesson(scene));
    SideLesson s = cast_words(l);
    s.lay_out = [l](const Rect& area, const std::string& view, bool panel, bool keep) {
        auto views = std::make_shared<Views2>(
            views_for_frame(l->start, build_timeline2(l->start), view, area, panel, keep));
        frame_cast_views(*views, *l);
        return SideLesson::Painter([l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
            paint_cast_views(c, *views, *l, b, o);
        });
    };
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
    s.lay_out = [l](const Rect& area, const std::string& view, bool panel, bool keep) {
        if (l->dimension == 3) {
            auto views = std::make_shared<Views3>(
                views_for_frame(l->scene, build_timeline3(l->scene), view, area, panel, keep));
            return SideLesson::Painter([l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
                paint_mpr_views3(c, *views, *l, b, o);
            });
        }
        auto views = std::make_shared<Views2>(
            views_for_frame(l->scene, build_timeline2(l->scene), view, area, panel, keep));
        frame_mpr_views(*views, *l);
        return SideLesson::Painter([l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
            paint_mpr_views(c, *views, *l, b, o);
        });
    };
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
