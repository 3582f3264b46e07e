#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

void draw_settings_panel(AppState& s) {
    SceneSettings& st = s.scene.settings;
    int variant = st.variant == Variant::Boolean;
    ImGui::TextDisabled("variant");
    ImGui::SameLine(110);
    if (ImGui::RadioButton("distance GJK", &variant, 0) |
        (ImGui::SameLine(), ImGui::RadioButton("boolean GJK", &variant, 1)))
        st.variant = variant ? Variant::Boolean : Variant::Distance, mark_changed(s);
    int precision = st.precision == Precision::Float;
    ImGui::TextDisabled("precision");
    ImGui::SameLine(110);
    if (ImGui::RadioButton("double", &precision, 0) |
        (ImGui::SameLine(), ImGui::RadioButton("float", &precision, 1)))
        st.precision = precision ? Precision::Float : Precision::Double, mark_changed(s);
    double tol = st.tolerance;
    if (ui::input_double("tolerance", tol, "%.3g") && tol > 0 && tol < 1)
        st.tolerance = tol, mark_changed(s);
    int gjk_cap = st.max_iterations, epa_cap = st.epa_max_iterations;
    if (ImGui::InputInt("GJK max iterations", &gjk_cap) && gjk_cap >= 1 && gjk_cap <= 100000)
        st.max_iterations = gjk_cap, mark_changed(s);
    if (ImGui::InputInt("EPA max iterations", &epa_cap) && epa_cap >= 1 && epa_cap <= 100000)
        st.epa_max_iterations = epa_cap, mark_changed(s);
    if (s.is_3d()) {
        bool automatic = st.initial_direction3 == glm::dvec3(0, 0, 0);
        if (ImGui::Checkbox("initial direction: towards B", &automatic)) {
            st.initial_direction3 = automatic ? glm::dvec3(0, 0, 0) : glm::dvec3(1, 0, 0);
            mark_changed(s);
        }
        if (!automatic) {
            glm::dvec3 d = st.initial_direction3;
            if (ui::input_vec3("initial direction", d) && d != glm::dvec3(0, 0, 0))
                st.initial_direction3 = d, mark_changed(s);
        }
        ImGui::Separator();
        ImGui::Checkbox("labels", &s.paint.labels);
        ImGui::SameLine();
        ImGui::Checkbox("floor grid", &s.paint.grid);
        return;
    }
    bool automatic = st.initial_direction == glm::dvec2(0, 0);
    if (ImGui::Checkbox("initial direction: towards B", &automatic)) {
        st.initial_direction = automatic ? glm::dvec2(0, 0) : glm::dvec2(1, 0);
        mark_changed(s);
    }
    if (!automatic) {
        glm::dvec2 d = st.initial_direction;
        if (ui::input_vec2("initial direction", d) && d != glm::dvec2(0, 0))
            st.initial_direction = d, mark_changed(s);
    }
    if (ImGui::Checkbox("warm start (reuse the last simplex)", &s.warm_start)) {
        s.cache = {};
        recompute(s);
    }
    ImGui::Separator();
    ImGui::Checkbox("snap to grid", &s.snap);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(90);
    double step = s.snap_step;
    if (ui::input_double("##snapstep", step, "%.3g") && step > 0) s.snap_step = step;
    ImGui::Checkbox("labels", &s.paint.labels);
    ImGui::SameLine();
    ImGui::Checkbox("grid", &s.paint.grid);
}

}  // namespace gjklab
