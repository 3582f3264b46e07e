#include "ui/link_of.h"

#include <algorithm>

#include "model/lesson.h"
#include "scene/scene.h"
#include "ui/platform.h"

namespace gjklab {

Link link_of(const AppState& s) {
    Link link;
    const bool preset =
        std::find(s.ui.presets.begin(), s.ui.presets.end(), s.doc.path) != s.ui.presets.end();
    const bool unchanged = preset && !s.doc.history.can_undo() && !s.doc.scene.edited;
    if (unchanged) {
        link.preset = preset_name_of(s.doc.path);
    } else {
        link.scene_json = scene_to_json(s.doc.scene);
    }
    // A link names a beat of the query's lesson: in a side lesson (ui/side_study.h), none.
    if (s.view.lesson_kind == LessonKind::Query) {
        const Beat beat = current_beat(s);
        link.step = beat.step;
        link.phase = phase_name(beat.phase);
    }
    if (s.doc.scene.display.language != "en") link.language = s.doc.scene.display.language;
    link.practice = s.ui.practice.on;
    link.panel_hidden = !s.ui.panel_shown;
    return link;
}

std::string link_url(const AppState& s) {
    return platform::page_url() + "?" + link_query(link_of(s));
}

}  // namespace gjklab
