// The browser's entry point: the window's loop (ui/window.h) called once per display frame,
// opened where the page's link asks (scene/link.h), and the calls the page makes into it:
// a file picked or dropped, text pasted, a font fetched, a PNG still, the link of the beat shown.
#include <SDL.h>
#include <emscripten.h>
#include <imgui.h>

#include <iostream>
#include <memory>
#include <string>

#include "scene/link.h"
#include "scene/presets.h"
#include "ui/app.h"
#include "ui/capture.h"
#include "ui/link_of.h"
#include "ui/panels.h"
#include "ui/window.h"

namespace {

std::unique_ptr<gjklab::WindowLoop> loop;

/// The address bar follows what is shown, so that reloading the page or copying its address
/// keeps the place: after frames drawn, at most twice a second (an edited scene is packed into
/// the link), and once more after the last.
void show_link_in_address_bar(bool drew) {
    static bool pending = false;
    static double last = 0;
    static std::string shown;
    pending = pending || drew;
    const double now = emscripten_get_now();
    if (!pending || now - last < 500) return;
    pending = false;
    last = now;
    const std::string query = gjklab::link_query(gjklab::link_of(loop->state()));
    if (query == shown) return;
    shown = query;
    EM_ASM({ GjkLab.showLink(UTF8ToString($0)); }, query.c_str());
}

void one_frame() {
    const bool drew = loop->frame();
    static bool first = true;
    if (drew && first) EM_ASM({ GjkLab.firstFrameAt = performance.now(); });  // usable now
    first = first && !drew;
    show_link_in_address_bar(drew);
}

}  // namespace

extern "C" {

/// A file the page wrote into its file system (picked or dropped): opened as a drop.
EMSCRIPTEN_KEEPALIVE void gjklab_open_file(const char* path) {
    SDL_Event e{};
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(path);
    SDL_PushEvent(&e);
}

/// Text the browser pasted (Ctrl+V): into the text field being edited, else a new scene of it
/// (a scene, engine literals or rows of numbers).
EMSCRIPTEN_KEEPALIVE void gjklab_paste_text(const char* text) {
    if (!loop) return;
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput) return io.AddInputCharactersUTF8(text);
    gjklab::paste_text(loop->state(), text, ImGui::GetTime());
    loop->state().view.want_frame_all = true;
}

/// The Chinese font is in the page's file system now.
EMSCRIPTEN_KEEPALIVE void gjklab_font_arrived() {
    if (loop) loop->state().ui.want_fonts = true;
}

/// A PNG still of the views as shown (downloaded), as F12 takes.
EMSCRIPTEN_KEEPALIVE void gjklab_still() {
    if (loop) gjklab::request_screenshot(loop->state().ui.capture);
}

/// The link of what is shown (the query after '?'), for the page and its tests.
EMSCRIPTEN_KEEPALIVE const char* gjklab_link_query() {
    static std::string query;
    query = loop ? gjklab::link_query(gjklab::link_of(loop->state())) : "";
    return query.c_str();
}

}  // extern "C"

int main(int argc, char** argv) {
    gjklab::WindowRequest request;
    request.scene_path = gjklab::default_scene_path();
    request.link = argc > 1 ? argv[1] : "";  // the page passes its query (index.html)
    request.width = argc > 3 ? std::atoi(argv[2]) : 1280;
    request.height = argc > 3 ? std::atoi(argv[3]) : 720;
    request.ui_scale = argc > 4 ? std::atof(argv[4]) : 0;
    request.frame_stats = argc > 5 && std::string(argv[5]) == "1";  // ?stats=1: frame times
    loop = std::make_unique<gjklab::WindowLoop>(request);
    try {
        loop->open_window();
    } catch (const std::exception& e) {  // no WebGL2, most likely
        EM_ASM({ GjkLab.cannotStart(UTF8ToString($0)); }, e.what());
        return 1;
    }
    std::string err;
    if (!loop->open_request(&err)) {
        std::cerr << "gjklab: error: " << err << std::endl;
        // The page says why and opens the default scene: a bad link still gives a lesson.
        EM_ASM({ GjkLab.linkRefused(UTF8ToString($0)); }, err.c_str());
        if (!gjklab::open_scene(loop->state(), request.scene_path, &err)) {
            EM_ASM({ GjkLab.cannotStart(UTF8ToString($0)); }, err.c_str());
            return 1;
        }
    }
    emscripten_set_main_loop(one_frame, 0, true);
    return 0;
}
