// Keyboard shortcuts of the window (both dimensions).
#include <SDL.h>
#include <imgui.h>

#include "ui/panels.h"
#include "ui/platform.h"
#include "ui/twin.h"

namespace gjklab {

void handle_shortcuts(AppState& s, const std::vector<KeyPress>& keys, double now) {
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantCaptureKeyboard) return;
    // Key presses come from SDL's event queue, so a tap shorter than a frame still counts.
    for (const KeyPress& k : keys) {
        if (k.ctrl) {
            if (k.key == SDL_SCANCODE_Z) k.shift ? redo(s) : undo(s);
            if (k.key == SDL_SCANCODE_Y) redo(s);
            if (k.key == SDL_SCANCODE_R) start_recording(s, now);
            // In the browser the page hands over its clipboard with the paste event itself
            // (app/web/index.html): SDL's own holds only what the app copied.
            if (k.key == SDL_SCANCODE_V && !platform::in_browser()) paste_from_clipboard(s, now);
            if (k.key == SDL_SCANCODE_S && (!s.doc.path.empty() || platform::in_browser()))
                save_for_user(s, s.doc.path, now);
            continue;
        }
        switch (k.key) {
            case SDL_SCANCODE_F12:
                request_screenshot(s.ui.capture);
                break;
            case SDL_SCANCODE_SPACE:
                if (!s.view.playing && s.view.beat >= int(s.study->beats().size()) - 1)
                    set_beat(s, 0);
                s.view.playing = !s.view.playing;
                s.view.clock = 0;
                break;
            case SDL_SCANCODE_RIGHT:
                set_beat(s, s.view.beat + 1), s.view.playing = false;
                break;
            case SDL_SCANCODE_LEFT:
                set_beat(s, s.view.beat - 1), s.view.playing = false;
                break;
            case SDL_SCANCODE_HOME:
                set_beat(s, 0), s.view.playing = false;
                break;
            case SDL_SCANCODE_END:
                set_beat(s, int(s.study->beats().size()) - 1), s.view.playing = false;
                break;
            case SDL_SCANCODE_F:
                s.view.want_frame_all = true;
                break;
            case SDL_SCANCODE_H:
                s.ui.panel_shown = !s.ui.panel_shown;
                break;
            case SDL_SCANCODE_G:
                s.ui.snap = !s.ui.snap;
                break;
            case SDL_SCANCODE_W:  // the sweep: how stable the answer is here
                sweep_now(s);
                break;
            case SDL_SCANCODE_P:  // float and double side by side
                show_twin(s, !s.ui.twin);
                break;
            case SDL_SCANCODE_DELETE:
                if (s.ui.selected >= 0) {
                    EditResult r = delete_shape(s.doc.scene, s.ui.selected);
                    if (r.ok)
                        s.ui.selected = -1, mark_changed(s);
                    else
                        show_message(s, r.why, true, now);
                }
                break;
            default:
                break;
        }
    }
}

}  // namespace gjklab
