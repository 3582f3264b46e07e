#include "ui/app.h"
#include "ui/practice.h"
#include "ui/twin.h"

#include "io/atomic_file.h"
#include "model/lesson/text.h"
#include "scene/import.h"
#include "scene/motion.h"

#include <imgui.h>

#include <algorithm>
#include <fstream>

#include "render/offscreen.h"

namespace gjklab {

namespace {
/// Shows beat `beat` (clamped), whatever practice mode asks.
void place_beat(AppState& s, int beat) {
    const auto& beats = s.study->beats();
    s.view.beat = std::max(0, std::min(beat, int(beats.size()) - 1));
    s.view.step = beats.empty() ? 0 : beats[size_t(s.view.beat)].step;
}
}  // namespace

namespace {

/// A new study of the scene shown, playing lesson `kind`, with the lesson's options and strip.
void replace_study(AppState& s, LessonKind kind) {
    s.study = study_of(s.view.shown, kind);
    s.study->set_lesson(s.view.lesson);
    s.study->set_lesson_panel(s.doc.scene.display.panel);
}

/// Makes `scene` the document (from `path`, or "" for one not yet saved).
void adopt_scene(AppState& s, Scene scene, const std::string& path) {
    s.ui.precisions.clear();
    s.ui.twin.reset();  // a new scene: one run, in the view mode it had
    std::unique_ptr<Study> study = study_of(scene, s.view.lesson_kind);
    s.view.time = 0;
    s.view.time_playing = false;
    s.view.warm_from_time = -1;
    s.view.shown = scene;
    s.ui.motion.reset();
    s.doc = {};
    s.doc.scene = std::move(scene);
    s.doc.path = path;
    s.study = std::move(study);
    if (scene_moves(s.doc.scene)) {
        s.ui.motion = run_motion(s.doc.scene, 201);
        s.ui.motion_of = scene_to_json(s.doc.scene);
    }
    s.ui.path_field = path;
    s.ui.selected = -1;
    s.ui.cache = {};
    // The last sweep and comparison were of the scene before (the sweep's settings stay).
    s.ui.sweep.result.reset();
    s.ui.sweep.error.clear();
    s.ui.comparison.reset();
    s.ui.compare_geometry.reset();
    s.view.want_frame_all = true;
    s.study->set_lesson(s.view.lesson);
    s.study->set_lesson_panel(s.doc.scene.display.panel);
    s.view.want_scene_cameras = true;
    open_on_answer(s);
    set_practice(s, s.doc.scene.practice);  // from the first beat when the scene asks for it
}

}  // namespace

bool open_scene(AppState& s, const std::string& path, std::string* error) {
    try {
        adopt_scene(s, load_scene(path), path);
        s.ui.recent.erase(std::remove(s.ui.recent.begin(), s.ui.recent.end(), path),
                          s.ui.recent.end());
        s.ui.recent.insert(s.ui.recent.begin(), path);
        if (s.ui.recent.size() > 10) s.ui.recent.resize(10);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

bool open_scene_text(AppState& s, const std::string& json, const std::string& name,
                     std::string* error) {
    try {
        adopt_scene(s, parse_scene(json, name), "");
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

bool paste_scene(AppState& s, const std::string& text, std::string* error) {
    try {
        // A scene file's text as it is; anything else as engine data (scene/import.h).
        const size_t first = text.find_first_not_of(" \t\r\n");
        const bool json = first != std::string::npos && text[first] == '{';
        Scene pasted = parse_scene(
            json ? text : import_scene(text, ImportFormat::Auto, "clipboard"), "clipboard");
        // An edit like any other: Ctrl+Z brings back the scene it replaced, unsaved edits included.
        History history = s.doc.history;
        history.push(s.doc.scene);
        adopt_scene(s, std::move(pasted), "");
        s.doc.history = std::move(history);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

bool save_scene(AppState& s, const std::string& path, std::string* error) {
    s.doc.scene.view = s.study->mode();
    s.study->store_cameras(s.doc.scene.display);  // the views open as they were left
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

void follow_the_shapes(AppState& s) {
    if (s.view.follow_minkowski) s.study->follow(s.ui.drag.kind == DragKind::None);
}

void recompute(AppState& s) {
    s.ui.precisions.clear();  // of the scene as it was
    s.ui.compare_geometry.reset();
    s.ui.comparison.reset();
    const Beat was = current_beat(s);
    const int was_gjk_steps = s.study->gjk_count();
    s.view.time = std::clamp(s.view.time, 0.0, s.doc.scene.time.duration);
    s.view.shown = scene_moves(s.doc.scene) ? scene_at(s.doc.scene, s.view.time) : s.doc.scene;
    if (s.study->dimension() != s.doc.scene.dimension) {  // an undone paste of the other dimension
        s.ui.twin.reset();
        replace_study(s, s.view.lesson_kind);
        s.ui.cache = {};
        s.view.want_frame_all = true;
    }
    const bool warm = s.ui.warm_start || s.view.warm_from_time >= 0;
    s.study->rebuild(s.view.shown, warm ? &s.ui.cache : nullptr);
    // The query over time, for the time row's plots: sampled again when the scene changed.
    if (scene_moves(s.doc.scene)) {
        const std::string now = scene_to_json(s.doc.scene);
        if (!s.ui.motion || s.ui.motion_of != now) {
            s.ui.motion = run_motion(s.doc.scene, 201);
            s.ui.motion_of = now;
        }
    } else {
        s.ui.motion.reset();
    }
    follow_the_shapes(s);
    if (s.ui.twin) rebuild_twin(s);
    if (s.ui.twin && s.view.follow_minkowski) s.ui.twin->follow(false);
    // The lesson stays at the same point of the algorithm (model/lesson.h); a side lesson at
    // the same beat.
    place_beat(
        s, s.view.lesson_kind != LessonKind::Query
               ? s.view.beat
               : beat_at_same_place(was, was_gjk_steps, s.study->beats(), s.study->gjk_count()));
}

void set_lesson_kind(AppState& s, LessonKind kind) {
    if (kind == s.view.lesson_kind) return;
    show_twin(s, false);
    if (kind != LessonKind::Query) set_practice(s, false);  // the side lessons ask nothing
    s.view.lesson_kind = kind;
    s.view.time = 0;  // a side lesson tells the motion from its start
    s.view.time_playing = false;
    s.view.warm_from_time = -1;
    s.ui.cache = {};
    s.view.playing = false;
    s.view.shown = scene_moves(s.doc.scene) ? scene_at(s.doc.scene, 0) : s.doc.scene;
    replace_study(s, kind);
    s.view.want_frame_all = true;
    set_beat(s, 0);
}

void set_time(AppState& s, double t) {
    if (s.view.lesson_kind != LessonKind::Query) return;  // a side lesson has its own time
    const double was = s.view.time;
    s.view.time = std::clamp(t, 0.0, s.doc.scene.time.duration);
    if (s.view.time == was && s.view.shown.shapes.size() == s.doc.scene.shapes.size()) return;
    s.view.warm_from_time = was;  // the query at the new time starts from the last one's simplex
    recompute(s);
}

void mark_changed(AppState& s) {
    s.doc.changed = true;
    s.view.warm_from_time = -1;
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

void open_on_answer(AppState& s) {
    // The answer with the shapes where the scene has them (not B slid out).
    const auto& beats = s.study->beats();
    for (size_t k = beats.size(); k-- > 0;)
        if (beats[k].phase == Phase::EndAnswer || beats[k].phase == Phase::Whole)
            return set_beat(s, int(k));
    set_beat(s, int(beats.size()) - 1);
}

void set_beat(AppState& s, int beat) {
    // In practice, the lesson goes on past a question only once it is answered.
    if (beat > s.view.beat && pending_question(s)) {
        s.view.playing = false;
        show_message(s, lesson::tr("answer the question first (or untick practice)"), false,
                     ImGui::GetTime());
        return;
    }
    const auto& beats = s.study->beats();
    s.view.beat = std::max(0, std::min(beat, int(beats.size()) - 1));
    s.view.step = beats.empty() ? 0 : beats[size_t(s.view.beat)].step;
}

void set_step(AppState& s, int step) {
    if (s.view.lesson_kind != LessonKind::Query) return;  // a step of the query's lesson
    step = std::max(0, std::min(step, s.study->size() - 1));
    const auto& beats = s.study->beats();
    for (size_t k = 0; k < beats.size(); ++k)
        if (beats[k].step == step && !in_intro(beats[k].phase)) return set_beat(s, int(k));
    set_beat(s, int(beats.size()) - 1);
}

void go_to_beat(AppState& s, int step, const std::string& phase) {
    const auto& beats = s.study->beats();
    const int last = s.study->size() - 1;
    if (step > last)
        throw InputError("step " + std::to_string(step) + " is past the lesson's last step, " +
                         std::to_string(last));
    std::optional<Phase> wanted;
    if (!phase.empty()) {
        wanted = phase_named(phase);
        if (!wanted) throw InputError("phase " + phase + " is none of " + phase_names());
    }
    for (size_t k = 0; k < beats.size(); ++k) {
        const bool here = beats[k].step == step &&
                          (wanted ? beats[k].phase == *wanted : !in_intro(beats[k].phase));
        if (!here) continue;
        s.view.playing = false;
        s.view.beat = int(k);
        s.view.step = step;
        return;
    }
    throw InputError("step " + std::to_string(step) + " has no beat \"" + phase +
                     "\" in this lesson");
}

Beat current_beat(const AppState& s) {
    const auto& beats = s.study->beats();
    if (beats.empty()) return {};
    return beats[size_t(std::max(0, std::min(s.view.beat, int(beats.size()) - 1)))];
}

void show_message(AppState& s, const std::string& text, bool error, double now) {
    s.ui.message = text;
    s.ui.message_is_error = error;
    s.ui.message_until = now + (error ? 8 : 5);
}

}  // namespace gjklab
