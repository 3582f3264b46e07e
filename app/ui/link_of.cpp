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
        const std::string name = s.doc.path.substr(s.doc.path.find_last_of('/') + 1);
        const size_t digits = name.find_first_not_of("0123456789");
        link.preset = digits > 0 && digits != std::string::npos && name[digits] == '_'
                          ? name.substr(0, digits)
                          : name.substr(0, name.rfind('.'));
    } else {
        link.scene_json = scene_to_json(s.doc.scene);
    }
    const Beat beat = current_beat(s);
    link.step = beat.step;
    link.phase = phase_name(beat.phase);
    if (s.doc.scene.display.language != "en") link.language = s.doc.scene.display.language;
    link.practice = s.ui.practice.on;
    link.panel_hidden = !s.ui.panel_shown;
    return link;
}

std::string link_url(const AppState& s) {
    return platform::page_url() + "?" + link_query(link_of(s));
}

}  // namespace gjklab
