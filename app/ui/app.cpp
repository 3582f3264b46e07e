#include "ui/app.h"

#include "io/atomic_file.h"

#include <algorithm>
#include <fstream>

#include "render/offscreen.h"

namespace gjklab {

bool open_scene(AppState& s, const std::string& path, std::string* error) {
    try {
        Scene scene = load_scene(path);
        std::unique_ptr<Study> study = Study::of(scene);
        s.doc = {};
        s.doc.scene = std::move(scene);
        s.doc.path = path;
        s.study = std::move(study);
        s.ui.path_field = path;
        s.ui.selected = -1;
        s.ui.cache = {};
        s.view.want_frame_all = true;
        s.ui.recent.erase(std::remove(s.ui.recent.begin(), s.ui.recent.end(), path),
                          s.ui.recent.end());
        s.ui.recent.insert(s.ui.recent.begin(), path);
        if (s.ui.recent.size() > 10) s.ui.recent.resize(10);
        s.view.step = s.study->size() - 1;  // open on the answer
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

bool save_scene(AppState& s, const std::string& path, std::string* error) {
    s.doc.scene.view = s.study->mode();
    try {  // complete or not at all: a full disk must not eat the user's scene
        write_file_atomically(path, scene_to_json(s.doc.scene));
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
    s.doc.path = path;
    s.ui.recent.erase(std::remove(s.ui.recent.begin(), s.ui.recent.end(), path), s.ui.recent.end());
    s.ui.recent.insert(s.ui.recent.begin(), path);
    return true;
}

void recompute(AppState& s) {
    s.study->rebuild(s.doc.scene, s.ui.warm_start ? &s.ui.cache : nullptr);
    set_step(s, s.view.step);
}

void mark_changed(AppState& s) {
    s.doc.changed = true;
}

void undo(AppState& s) {
    if (s.doc.history.undo(s.doc.scene)) {
        if (s.ui.selected >= int(s.doc.scene.shapes.size())) s.ui.selected = -1;
        recompute(s);
    }
}

void redo(AppState& s) {
    if (s.doc.history.redo(s.doc.scene)) {
        if (s.ui.selected >= int(s.doc.scene.shapes.size())) s.ui.selected = -1;
        recompute(s);
    }
}

void set_step(AppState& s, int step) {
    s.view.step = std::max(0, std::min(step, s.study->size() - 1));
}

void show_message(AppState& s, const std::string& text, bool error, double now) {
    s.ui.message = text;
    s.ui.message_is_error = error;
    s.ui.message_until = now + (error ? 8 : 5);
}

}  // namespace gjklab
