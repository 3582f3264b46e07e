#include "ui/twin.h"

#include <imgui.h>

#include <algorithm>

#include "model/divergence.h"
#include "render/palette.h"
#include "ui/app.h"

namespace gjklab {

namespace {

Precision other(Precision p) {
    return p == Precision::Float ? Precision::Double : Precision::Float;
}

/// A title in the top right corner of a half.
void banner(Canvas& c, const Rect& area, const std::string& text, Color colour, double below = 0) {
    Label l;
    l.pos = {area.max.x - 12, area.min.y + 10 + below};
    l.text = text;
    l.color = colour;
    l.align = {1, 0};
    l.size = 20;
    l.priority = 9;
    c.label(l);
}

}  // namespace

void show_twin(AppState& s, bool shown) {
    if (shown == bool(s.ui.twin)) return;
    if (shown && s.view.lesson_kind != LessonKind::Query) {
        show_message(s, "float and double side by side show the GJK and EPA lesson", true,
                     ImGui::GetTime());
        return;
    }
    if (shown) {
        s.ui.mode_before_twin = s.study->mode();
        // Two split views side by side would be four small ones: one view per run.
        if (s.study->mode() == ViewMode::Split) s.study->set_mode(ViewMode::Minkowski);
        s.study->set_lesson_panel(false);
        rebuild_twin(s);
    } else {
        s.ui.twin.reset();
        s.study->set_mode(s.ui.mode_before_twin);
        s.study->set_lesson_panel(s.doc.scene.display.panel);
    }
    s.view.want_frame_all = true;
}

void rebuild_twin(AppState& s) {
    s.ui.twin_scene = s.doc.scene;
    s.ui.twin_scene.settings.precision = other(s.doc.scene.settings.precision);
    s.ui.twin_divergence_step = -1;
    s.ui.twin_divergence.clear();
    try {
        if (!s.ui.twin || s.ui.twin->dimension() != s.doc.scene.dimension) {
            s.ui.twin = Study::of(s.ui.twin_scene);
            s.ui.twin->set_lesson(s.view.lesson);
            s.ui.twin->set_lesson_panel(false);
            s.ui.twin->set_mode(s.study->mode());
            s.view.want_frame_all = true;
        } else {
            s.ui.twin->rebuild(s.ui.twin_scene, nullptr);
        }
        const PrecisionComparison c = compare_precisions(s.doc.scene);
        if (c.divergence.found) {
            s.ui.twin_divergence_step =
                (c.divergence.in_epa ? s.study->gjk_count() : 0) + c.divergence.iteration - 1;
            s.ui.twin_divergence = c.divergence.what;
        }
    } catch (const std::exception& e) {  // a scene one precision cannot answer
        s.ui.twin.reset();
        s.study->set_mode(s.ui.mode_before_twin);
        s.study->set_lesson_panel(s.doc.scene.display.panel);
        show_message(s, std::string("cannot show float and double side by side: ") + e.what(), true,
                     ImGui::GetTime());
    }
}

void layout_views(AppState& s, const Rect& area) {
    if (!s.ui.twin) {
        s.study->layout(area);
        return;
    }
    const double middle = std::round((area.min.x + area.max.x) / 2);
    s.study->layout({area.min, {middle - 2, area.max.y}});
    if (s.ui.twin->mode() != s.study->mode()) {
        s.ui.twin->set_mode(s.study->mode());
        s.view.want_frame_all = true;
    }
    s.ui.twin->layout({{middle + 2, area.min.y}, area.max});
}

void paint_twin(const AppState& s, Canvas& canvas, const PaintOptions& options) {
    if (s.ui.twin) paint_twin(s, *s.study, *s.ui.twin, canvas, options);
}

void paint_twin(const AppState& s, const Study& main, const Study& twin, Canvas& canvas,
                const PaintOptions& options) {
    const int step = std::min(s.view.step, twin.size() - 1);
    // The same sub-step where the other run has it at this step, else the whole step.
    PaintOptions o = options;
    const auto& beats = twin.beats();
    if (std::find(beats.begin(), beats.end(), Beat{step, options.phase}) == beats.end())
        o.phase = Phase::Whole;
    o.highlight = {};
    o.selected_shape = -1;
    twin.paint(canvas, s.ui.twin_scene, step, o);
    // Each half says which run it is, and where they part.
    const std::string mine = to_string(s.doc.scene.settings.precision);
    const std::string theirs = to_string(s.ui.twin_scene.settings.precision);
    const Color ink = palette::text;
    std::string title = theirs + " run";
    if (s.view.step > step) title += " (ended at " + twin.step_name(step) + ")";
    banner(canvas, main.area(), mine + " run", ink);
    banner(canvas, twin.area(), title, ink);
    const int parts = s.ui.twin_divergence_step;
    std::string note;
    if (parts < 0)
        note = "same corners and stops at every step";
    else if (s.view.step < parts)
        note = "same corners so far; they part at " + main.step_name(parts);
    else if (s.view.step == parts)
        note = "they part ways at this step";
    else
        note = "parted at " + main.step_name(parts);
    const Color colour = parts >= 0 && s.view.step >= parts ? palette::error : palette::support;
    banner(canvas, main.area(), note, colour, 28);
    banner(canvas, twin.area(), note, colour, 28);
}

}  // namespace gjklab
