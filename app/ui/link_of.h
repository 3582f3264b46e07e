// The link (scene/link.h) of what the window shows: the preset by name while it is unedited,
// else the scene itself inline; the beat, the language, practice and the panel.
#pragma once

#include "scene/link.h"
#include "ui/app.h"

namespace gjklab {

Link link_of(const AppState& s);
/// The whole address: platform::page_url() and the query.
std::string link_url(const AppState& s);

}  // namespace gjklab
