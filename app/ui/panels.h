// The window's panels, one function (and file) each. They read and edit AppState only.
#pragma once

#include "ui/app.h"

namespace gjklab {

void draw_scene_panel(AppState& s, double now);      // file: open, save, recent, presets
void draw_step_panel(AppState& s);                   // the numbers of the current step
void draw_result_panel(AppState& s);                 // the query's answer
void draw_inspector_panel(AppState& s, double now);  // the selected shape, typed exactly
void draw_settings_panel(AppState& s);               // algorithm and view settings
void draw_timeline_bar(AppState& s);                 // first/back/play/next/last, slider
/// Mouse and keyboard on the views (pan, zoom, select, drag, rotate, reshape, hover).
void handle_canvas_input(AppState& s, double now);
/// A key press from SDL's event queue (scancode and modifiers).
struct KeyPress {
    int key;
    bool ctrl, shift;
};
void handle_shortcuts(AppState& s, const std::vector<KeyPress>& keys, double now);

}  // namespace gjklab
