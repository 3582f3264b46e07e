// The window's state: a plain struct the panels read and edit, and the operations on it that
// the panels and the canvas share.
#pragma once

#include <gjk/gjk2d.h>

#include <string>
#include <vector>

#include "model/editing.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/frame.h"
#include "render/painter2.h"
#include "render/painter3.h"
#include "scene/scene.h"
#include "ui/capture.h"

namespace gjklab {

/// What the left mouse button is doing in the world view.
enum class DragKind { None, MoveShape, RotateShape, MoveVertex, Pan };

struct Drag {
    DragKind kind = DragKind::None;
    int shape = -1, vertex = -1;
    glm::dvec2 grab_offset{0, 0};  ///< shape position minus the grabbed world point
    double start_angle = 0, start_rotation = 0;
    Camera2* camera = nullptr;  ///< the view being panned
    bool changed = false;
    glm::dvec3 position3{0, 0, 0};  ///< 3D: where the dragged shape would be without snapping
    glm::dmat3 rotation3{1};        ///< 3D: the turned shape's rotation when the drag began
};

struct AppState {
    Scene scene;
    std::string scene_path;
    Timeline2 timeline;    ///< 2D scenes
    Timeline3 timeline3;  ///< 3D scenes
    int step = 0;
    Views2 views;    ///< 2D scenes; its mode is the view mode of 3D scenes too
    Views3 views3;  ///< 3D scenes: orbiting cameras
    PaintOptions paint;

    bool is_3d() const { return scene.dimension == 3; }
    /// The open scene's timeline, whichever its dimension.
    int step_count() const { return is_3d() ? timeline3.size() : timeline.size(); }
    std::string step_name(int k) const {
        return is_3d() ? timeline3.step_name(k) : timeline.step_name(k);
    }
    std::string explanation(int k) const {
        return is_3d() ? timeline3.explanation(k) : timeline.explanation(k);
    }

    bool playing = false;
    float steps_per_second = 1.5f;
    double play_clock = 0;

    int selected = -1;
    Drag drag;
    History history;
    bool edit_open = false;      ///< an edit (drag, typed value) is in progress: one undo entry
    bool scene_changed = false;  ///< set by any edit this frame
    Scene before_frame;          ///< the scene as the frame began, for the undo entry

    bool snap = false;
    double snap_step = 0.25;
    bool warm_start = false;
    gjk::SimplexCache2 cache;

    std::string message;  ///< status line: where a file went, why an edit was refused
    bool message_is_error = false;
    double message_until = 0;  ///< seconds (SDL ticks) after which the message fades
    std::string hint;          ///< next to the cursor while dragging (e.g. convexity refusal)
    glm::dvec2 hint_pos{0, 0};

    std::vector<std::string> recent;   ///< recently opened files, newest first
    std::vector<std::string> presets;  ///< assets/scenes/*.json
    std::string path_field;

    CaptureState capture;

    bool frame_stats = false;
    bool want_frame_all = true;
    bool want_quit = false;
};

/// Loads a scene file into the state; on failure leaves the state untouched and returns the
/// error (the same one-line message as the CLI).
bool open_scene(AppState& s, const std::string& path, std::string* error);
bool save_scene(AppState& s, const std::string& path, std::string* error);
/// Rebuilds the timeline after an edit; keeps the current step where it was (clamped).
void recompute(AppState& s);
/// Marks the scene edited this frame (the frame loop records one undo entry per edit).
void mark_changed(AppState& s);
void undo(AppState& s);
void redo(AppState& s);
void set_step(AppState& s, int step);
void show_message(AppState& s, const std::string& text, bool error, double now);

}  // namespace gjklab
