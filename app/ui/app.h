// The window's state: the document (the scene and its undo history), the study derived from it
// (the query's timeline and the views on it), what is shown of it, and the window's own state;
// and the operations on them that the panels and the canvas share.
#pragma once

#include <gjk/gjk2d.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/compare.h"
#include "model/divergence.h"
#include "model/editing.h"
#include "model/motion_series.h"
#include "model/sweep.h"
#include "render/painter2.h"
#include "scene/scene.h"
#include "ui/capture.h"
#include "ui/side_study.h"
#include "ui/study.h"

namespace gjklab {

/// The scene being edited, where it lives, and its undo history.
struct Document {
    Scene scene;
    std::string path;  ///< where it was opened from or last saved to
    History history;
    bool edit_open = false;  ///< an edit (drag, typed value) is in progress: one undo entry
    bool changed = false;    ///< set by any edit this frame
    Scene before_frame;      ///< the scene as the frame began, for the undo entry
};

/// Which step is shown, how it plays, what is drawn.
struct Playback {
    int beat = 0;  ///< index into the study's beats (model/lesson.h)
    int step = 0;  ///< the beat's step
    LessonOptions lesson;
    LessonKind lesson_kind = LessonKind::Query;  ///< the query's lesson, the cast's or MPR's
    bool playing = false;
    float beats_per_second = 1.5f;
    double clock = 0;
    PaintOptions paint;  ///< highlight and selection; what is shown comes from the scene
    bool want_frame_all = true;
    bool follow_minkowski = true;     ///< refit the Minkowski view when an edit moves A - B out
    bool want_scene_cameras = false;  ///< after the next frame_all: the scene's cameras
    // A moving scene (scene/motion.h): the time shown, whether time plays and how fast.
    double time = 0;
    bool time_playing = false;
    float time_speed = 1;
    double warm_from_time = -1;  ///< the time whose answer warm-started the query (-1: none)
    Scene shown;                 ///< the scene at `time`: what the study runs and paints
};

/// The Result panel's sweep: what to nudge, and the last sweep with the scene it was run on.
struct SweepState {
    int samples = 200;
    double position_jitter = 0;  ///< 0: a thousandth of B's size
    double degrees_jitter = 0.1;
    std::optional<Sweep> result;
    Scene base;
    std::string error;
    bool reveal = false;  ///< a new sweep: open its section and scroll its plot into sight
};

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

/// Practice mode (model/practice.h): which beats' questions were answered, the score, the
/// corners ticked for the question on screen, the last verdict.
struct PracticeState {
    bool on = false;
    std::vector<int> answered;  ///< beats whose question was answered (revealed since)
    int right = 0, asked = 0;
    std::vector<int> ticked;  ///< the options ticked for the question on screen
    std::string verdict;      ///< after the last answer: right or not, and why
    bool verdict_right = false;
    int verdict_beat = -1;  ///< the beat it belongs to (shown while that beat is)
    /// "Where is w?" answered by a click: where it was (window pixels) and the w asked for,
    /// marked on the views while the verdict shows.
    std::optional<glm::dvec2> click;
    std::vector<double> asked_point;
    glm::dvec2 asked_at{0, 0};  ///< where w was on screen then: the mark goes when the view moves
};

/// The window's own state: selection, the drag in progress, editing aids, messages, files.
struct WindowState {
    int selected = -1;
    Drag drag;
    bool snap = false;
    double snap_step = 0.25;
    bool warm_start = false;
    WarmStart cache;  ///< the last run's simplex, when warm starting

    std::string message;  ///< status line: where a file went, why an edit was refused
    bool message_is_error = false;
    double message_until = 0;  ///< seconds (SDL ticks) after which the message fades
    std::string hint;          ///< next to the cursor while dragging (e.g. convexity refusal)
    glm::dvec2 hint_pos{0, 0};

    std::vector<std::string> recent;   ///< recently opened files, newest first
    std::vector<std::string> presets;  ///< assets/scenes/*.json
    std::string path_field;

    CaptureState capture;
    double ui_scale = 1;       ///< everything on screen x this (ui/ui_scale.h)
    double want_ui_scale = 0;  ///< > 0: the settings panel asks for this scale
    double pixel_scale = 1;    ///< the display's physical pixels per window point
    /// The Result panel's float-and-double comparison of the scene as it is (empty: not asked
    /// for since the last edit), one line each.
    std::vector<std::string> precisions;
    Divergence divergence;  ///< of that comparison: where the runs part ways
    SweepState sweep;
    /// The comparison of the survey's tests (the Compare panel) computed for the scene as it is
    /// (cleared by an edit); what it draws and its raster sizes are the scene's `compare`.
    std::optional<CompareGeometry> compare_geometry;
    std::optional<Comparison> comparison;
    bool comparison_timed = false;
    std::string compare_error;
    /// Float and double side by side (ui/twin.h): the scene in the other precision and the
    /// study of it beside the main views (null: not shown); the main run's step where the two
    /// part ways (-1: they never do) and what differs there; the view mode to go back to.
    std::unique_ptr<Study> twin;
    Scene twin_scene;
    int twin_divergence_step = -1;
    std::string twin_divergence;
    ViewMode mode_before_twin = ViewMode::Split;
    bool panel_shown = true;  ///< the panel on the left (H hides it: more room for the views)
    float panel_width = 420;  ///< its width in window points / ui_scale (the user can drag it)
    float bar_height = 86;    ///< the timeline bar's height as its rows needed last frame
    bool frame_stats = false;
    bool want_quit = false;
    bool want_fonts = false;  ///< a font arrived (the browser's Chinese): rasterise them again
    /// The query over the moving scene's time (the time row's plots) and the scene it was
    /// sampled from, as JSON (resampled when that changes).
    std::optional<MotionSeries> motion;
    std::string motion_of;
    PracticeState practice;
};

struct AppState {
    Document doc;
    std::unique_ptr<Study> study;  ///< derived from doc.scene; never null once a scene is open
    Playback view;
    WindowState ui;
};

/// Loads a scene file into the state; on failure leaves the state untouched and returns the
/// error (the same one-line message as the CLI).
bool open_scene(AppState& s, const std::string& path, std::string* error);
bool save_scene(AppState& s, const std::string& path, std::string* error);
/// Opens a scene given as JSON text (a link's), unsaved; `name` is where it came from, for
/// the error message.
bool open_scene_text(AppState& s, const std::string& json, const std::string& name,
                     std::string* error);
/// Makes a new, unsaved scene of pasted text: a scene file's JSON, or Box2D or Jolt literals
/// or rows of numbers (scene/import.h). On failure the state is untouched and `error` says why.
bool paste_scene(AppState& s, const std::string& text, std::string* error);
/// With "follow" ticked: refits the views the shapes or A - B have left (the world view only
/// when no drag is going on).
void follow_the_shapes(AppState& s);
/// Rebuilds the timeline after an edit; keeps the current step where it was (clamped).
void recompute(AppState& s);
/// Shows the moving scene at time t (clamped to its interval): the query runs again there,
/// warm-started from the time before, and the lesson keeps its place.
void set_time(AppState& s, double t);
/// Plays the query's lesson, the time of impact's or MPR's (ui/side_study.h), from its start.
void set_lesson_kind(AppState& s, LessonKind kind);
/// The scene as the views show it: the document moved to the time shown.
inline const Scene& shown_scene(const AppState& s) {
    return s.view.shown;
}
/// Marks the scene edited this frame (the frame loop records one undo entry per edit).
void mark_changed(AppState& s);
void undo(AppState& s);
void redo(AppState& s);
/// Shows the answer: the last beat that has the shapes where the scene puts them.
void open_on_answer(AppState& s);
/// Shows beat `beat` (clamped) of the study's lesson.
void set_beat(AppState& s, int beat);
/// Shows the first beat of trace step `step` (clamped).
void set_step(AppState& s, int step);
/// Shows trace step `step`'s beat `phase` (a phase name; empty: the step's first beat), also
/// past an unanswered practice question (a link puts the student there). InputError when the
/// lesson has no such step or no such beat at it.
void go_to_beat(AppState& s, int step, const std::string& phase);
/// The beat shown.
Beat current_beat(const AppState& s);
void show_message(AppState& s, const std::string& text, bool error, double now);

}  // namespace gjklab
