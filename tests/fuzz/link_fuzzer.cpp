// libFuzzer target for links (scene/link.h): any bytes as a link's query either give a Link
// whose query reads back as the same Link, and whose inline scene is a scene or a scene's
// InputError, or an InputError of one line that names the link; never a crash, a hang or
// another exception.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "scene/link.h"
#include "scene/scene.h"

namespace {
bool same(const gjklab::Link& a, const gjklab::Link& b) {
    return a.preset == b.preset && a.scene_json == b.scene_json && a.step == b.step &&
           a.phase == b.phase && a.language == b.language && a.practice == b.practice &&
           a.panel_hidden == b.panel_hidden;
}
void one_line_naming(const gjklab::InputError& e, const char* name) {
    const std::string what = e.what();
    if (what.find('\n') != std::string::npos || what.size() > 1000) std::abort();
    if (what.rfind(name, 0) != 0) std::abort();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    gjklab::Link link;
    try {
        link = gjklab::parse_link(text);
    } catch (const gjklab::InputError& e) {
        one_line_naming(e, "link");
        return 0;
    }
    if (!same(gjklab::parse_link(gjklab::link_query(link)), link)) std::abort();
    if (!link.scene_json.empty()) {
        try {
            gjklab::parse_scene(link.scene_json, "link");
        } catch (const gjklab::InputError& e) {
            one_line_naming(e, "link");
        }
    }
    return 0;
}
