#include "model/lesson/text.h"
#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

void draw_settings_panel(AppState& s) {
    float scale = float(s.ui.ui_scale);
    ui::row_label("UI scale");
    if (ImGui::SliderFloat("##ui_scale", &scale, 0.75f, 3.0f, "%.2f x"))
        s.ui.want_ui_scale = scale;  // applied when the mouse lets go (window.cpp)
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+=  Ctrl+-  Ctrl+0");
    SceneSettings& st = s.doc.scene.settings;
    int variant = st.variant == Variant::Boolean;
    ImGui::TextDisabled("%s", lesson::tr("variant").c_str());
    ImGui::SameLine(ui::kValueColumn);
    const bool distance_clicked = ImGui::RadioButton(ui::L("distance").c_str(), &variant, 0);
    ImGui::SameLine();
    if (ImGui::RadioButton(ui::L("boolean").c_str(), &variant, 1) || distance_clicked)
        st.variant = variant ? Variant::Boolean : Variant::Distance, mark_changed(s);
    int chinese = s.doc.scene.display.language == "zh";
    ImGui::TextDisabled("%s", lesson::tr("lesson").c_str());
    ImGui::SameLine(ui::kValueColumn);
    const bool english_clicked = ImGui::RadioButton("English", &chinese, 0);
    ImGui::SameLine();
    if (ImGui::RadioButton("中文", &chinese, 1) || english_clicked) {
        s.doc.scene.display.language = chinese ? "zh" : "en";
        mark_changed(s);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("captions, pseudocode, legend and labels in Simplified Chinese");
    int precision = st.precision == Precision::Float;
    ImGui::TextDisabled("%s", lesson::tr("precision").c_str());
    ImGui::SameLine(ui::kValueColumn);
    const bool double_clicked = ImGui::RadioButton(ui::L("double").c_str(), &precision, 0);
    ImGui::SameLine();
    if (ImGui::RadioButton(ui::L("float").c_str(), &precision, 1) || double_clicked)
        st.precision = precision ? Precision::Float : Precision::Double, mark_changed(s);
    double tol = st.tolerance;
    ui::row_label("tolerance");
    if (ui::input_double("##tolerance", tol, "%.3g") && tol > 0 && tol < 1)
        st.tolerance = tol, mark_changed(s);
    int gjk_cap = st.max_iterations, epa_cap = st.epa_max_iterations;
    ui::row_label("GJK max steps");
    if (ImGui::InputInt("##gjk_cap", &gjk_cap) && gjk_cap >= 1 && gjk_cap <= 100000)
        st.max_iterations = gjk_cap, mark_changed(s);
    ui::row_label("EPA max steps");
    if (ImGui::InputInt("##epa_cap", &epa_cap) && epa_cap >= 1 && epa_cap <= 100000)
        st.epa_max_iterations = epa_cap, mark_changed(s);
    s.study->draw_settings(s);
    ImGui::Separator();
    ImGui::Checkbox(ui::L("labels").c_str(), &s.doc.scene.display.labels);
    ImGui::SameLine();
    ImGui::Checkbox(ui::L("grid").c_str(), &s.doc.scene.display.grid);
    ImGui::SameLine();
    ImGui::Checkbox(ui::L("axes").c_str(), &s.doc.scene.display.axes);
    ImGui::SameLine();
    ImGui::Checkbox(ui::L("legend").c_str(), &s.doc.scene.display.legend);
}

namespace {

/// The first search direction: automatic (from A towards B) or typed, 2D or 3D.
template <class Vec>
void initial_direction(AppState& s, Vec& setting) {
    bool automatic = setting == Vec(0);
    if (ImGui::Checkbox(ui::L("initial direction: towards B").c_str(), &automatic)) {
        setting = Vec(0);
        if (!automatic) setting.x = 1;
        mark_changed(s);
    }
    if (!automatic) {
        Vec d = setting;
        ui::row_label("direction");
        if (ui::input_vec("##initial_direction", d) && d != Vec(0)) setting = d, mark_changed(s);
    }
}

/// Warm starting: each run begins from the last run's simplex (as an engine does from frame to
/// frame), so dragging a shape shows how few steps a nearby configuration needs.
void warm_start_checkbox(AppState& s) {
    if (ImGui::Checkbox(ui::L("warm start (reuse the last simplex)").c_str(), &s.ui.warm_start)) {
        s.ui.cache = {};
        recompute(s);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "each run begins from the last run's final simplex, as engines do between frames");
}

}  // namespace

void draw_settings2(AppState& s) {
    initial_direction(s, s.doc.scene.settings.initial_direction);
    warm_start_checkbox(s);
    ImGui::Checkbox(ui::L("snap to grid").c_str(), &s.ui.snap);
    ImGui::SameLine(ui::kValueColumn);
    ImGui::SetNextItemWidth(-FLT_MIN);
    double step = s.ui.snap_step;
    if (ui::input_double("##snapstep", step, "%.3g") && step > 0) s.ui.snap_step = step;
}

void draw_settings3(AppState& s) {
    initial_direction(s, s.doc.scene.settings.initial_direction3);
    warm_start_checkbox(s);
}

}  // namespace gjklab
