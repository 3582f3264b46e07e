// The window's panels, one function (and file) each, and the parts of them that differ by
// dimension (called through the Study, ui/study.h). They read and edit AppState only.
#pragma once

#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/frame.h"
#include "render/painter3.h"
#include "ui/app.h"

namespace gjklab {

void draw_scene_panel(AppState& s, double now);  // file: open, save, recent, presets
/// A new scene of the clipboard's text (Ctrl+V, the Scene panel), or a message why not.
void paste_from_clipboard(AppState& s, double now);
/// A new scene of pasted text (a scene file's, engine literals, rows of numbers), saying so or
/// why not.
void paste_text(AppState& s, const std::string& text, double now);
/// Saves the scene to `path` and says where; in the browser, downloads it instead (named after
/// the scene's file, else "scene.json").
void save_for_user(AppState& s, const std::string& path, double now);
void draw_step_panel(AppState& s);                   // the explanation and numbers of the step
void draw_result_panel(AppState& s);                 // the query's answer
void draw_inspector_panel(AppState& s, double now);  // the shapes, the selected one typed exactly
void draw_settings_panel(AppState& s);               // algorithm and view settings
void draw_sweep_section(AppState& s);                // the Result panel's sweep plot
void sweep_now(AppState& s);                         // runs the sweep, its plot opened and in sight
void draw_compare_panel(AppState& s);  // the survey's tests side by side, their layers
/// Computes the comparison of the scene as it is, if not done since the last edit (`timed`:
/// with each method's cost measured, ~0.1 s).
void refresh_comparison(AppState& s, bool timed);
void draw_timeline_bar(AppState& s);
/// A moving scene's time: play, slider, speed and the query's plots over time (time_row.cpp).
void draw_time_row(AppState& s);  // first/back/play/next/last, slider

/// A key press from SDL's event queue (scancode and modifiers).
struct KeyPress {
    int key;
    bool ctrl, shift;
};
void handle_shortcuts(AppState& s, const std::vector<KeyPress>& keys, double now);

// --- by dimension ---

/// Mouse and keyboard on the 2D views: pan, zoom, select, drag, rotate, reshape, hover.
void handle_canvas_input2(AppState& s, Views2& views, const Timeline2& timeline, double now);
/// Mouse on the 3D views: pick and move or turn a shape, orbit, zoom, hover.
void handle_canvas_input3(AppState& s, Views3& views, const Timeline3& timeline, double now);
/// The numbers of a step (panel_step.cpp).
void draw_step_numbers(const Timeline2& timeline, int step);
void draw_step_numbers(const Timeline3& timeline, int step);
/// The query's answer (panel_step.cpp).
void draw_result(const Scene& scene, const Timeline2& timeline);
void draw_result(const Scene& scene, const Timeline3& timeline);
/// The selected shape's editor (panel_inspector.cpp).
void draw_shape_editor2(AppState& s, double now);
void draw_shape_editor3(AppState& s, double now);
/// The settings of a dimension (panel_settings.cpp).
void draw_settings2(AppState& s);
void draw_settings3(AppState& s);

}  // namespace gjklab
