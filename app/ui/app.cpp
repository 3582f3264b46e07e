#include "ui/app.h"

#include "io/atomic_file.h"

#include <algorithm>
#include <fstream>

#include "render/offscreen.h"

namespace gjklab {

bool open_scene(AppState& s, const std::string& path, std::string* error) {
    try {
        Scene scene = load_scene(path);
        s.scene = std::move(scene);
        s.scene_path = path;
        s.path_field = path;
        s.history.clear();
        s.selected = -1;
        s.step = 0;
        s.cache = {};
        s.views.mode = s.scene.view;
        s.want_frame_all = true;
        s.recent.erase(std::remove(s.recent.begin(), s.recent.end(), path), s.recent.end());
        s.recent.insert(s.recent.begin(), path);
        if (s.recent.size() > 10) s.recent.resize(10);
        s.timeline = {};
        s.timeline3 = {};
        if (s.is_3d())
            s.timeline3 = build_timeline3(s.scene);
        else
            s.timeline = build_timeline2(s.scene);
        s.step = s.step_count() - 1;  // open on the answer
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

bool save_scene(AppState& s, const std::string& path, std::string* error) {
    s.scene.view = s.views.mode;
    try {  // complete or not at all: a full disk must not eat the user's scene
        write_file_atomically(path, scene_to_json(s.scene));
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
    s.scene_path = path;
    s.recent.erase(std::remove(s.recent.begin(), s.recent.end(), path), s.recent.end());
    s.recent.insert(s.recent.begin(), path);
    return true;
}

void recompute(AppState& s) {
    if (s.is_3d())
        s.timeline3 = build_timeline3(s.scene);
    else
        s.timeline = build_timeline2(s.scene, s.warm_start ? &s.cache : nullptr);
    set_step(s, s.step);
}

void mark_changed(AppState& s) {
    s.scene_changed = true;
}

void undo(AppState& s) {
    if (s.history.undo(s.scene)) {
        if (s.selected >= int(s.scene.shapes.size())) s.selected = -1;
        recompute(s);
    }
}

void redo(AppState& s) {
    if (s.history.redo(s.scene)) {
        if (s.selected >= int(s.scene.shapes.size())) s.selected = -1;
        recompute(s);
    }
}

void set_step(AppState& s, int step) {
    s.step = std::max(0, std::min(step, s.step_count() - 1));
}

void show_message(AppState& s, const std::string& text, bool error, double now) {
    s.message = text;
    s.message_is_error = error;
    s.message_until = now + (error ? 8 : 5);
}

}  // namespace gjklab
