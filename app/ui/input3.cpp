// Mouse on the 3D views: hover, pick, move and turn shapes, orbit, zoom.
#include <imgui.h>

#include <cmath>
#include <glm/geometric.hpp>

#include "model/hit_test3.h"
#include "ui/panels.h"
#include "ui/pointer.h"

namespace gjklab {

/// 3D views: in the world view the left button picks a shape and drags it in the plane facing
/// the eye (with Shift: turns it about the line of sight through its position, as the cursor
/// goes round it); elsewhere, or with the right or middle button, a drag orbits (both views
/// turn together, so that A - B is seen from the side the shapes are). The wheel zooms the
/// view under the cursor.
void handle_canvas_input3(AppState& s, Views3& views, const Timeline3& timeline, double) {
    ImGuiIO& io = ImGui::GetIO();
    const glm::dvec2 m{io.MousePos.x, io.MousePos.y};
    const bool free = !io.WantCaptureMouse;
    Camera3* cam = nullptr;
    if (views.shows_world() && views.world.viewport.contains(m)) cam = &views.world;
    if (views.shows_minkowski() && views.minkowski.viewport.contains(m)) cam = &views.minkowski;
    const bool in_world = cam == &views.world;
    if (free && cam && io.MouseWheel != 0)
        cam->radius = std::clamp(cam->radius * std::pow(1.15, -io.MouseWheel), 1e-12, 1e12);

    if (s.ui.drag.kind == DragKind::None) {
        s.view.paint.highlight = {};
        if (free && in_world) {
            s.view.paint.highlight.shape = pick_shape3(views.world, timeline, m, kPickPixels);
            s.view.paint.highlight.simplex_vertex =
                pick_vertex3(views.world, timeline, s.view.step, m, kPickPixels, true);
        } else if (free && cam) {
            s.view.paint.highlight.simplex_vertex =
                pick_vertex3(views.minkowski, timeline, s.view.step, m, kPickPixels, false);
        }
        if (free && cam && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
            const int hit = in_world ? s.view.paint.highlight.shape : -1;  // picked just above
            if (in_world) s.ui.selected = hit;
            s.ui.drag.kind = hit < 0       ? DragKind::Pan
                             : io.KeyShift ? DragKind::RotateShape
                                           : DragKind::MoveShape;
            s.ui.drag.shape = hit;
            if (hit >= 0) {
                const SceneShape& sh = s.doc.scene.shapes[hit];
                s.ui.drag.position3 = sh.entry3().position;
                s.ui.drag.rotation3 = transform3_of(sh).r;
                // About where it is shown (at the time shown, on its path).
                s.ui.drag.start_angle = angle_deg(
                    m - views.world.to_screen(s.view.shown.shapes[size_t(hit)].entry3().position));
            }
            return;  // this frame's mouse delta may hold the jump to the press
        }
        if (free && cam &&
            (ImGui::IsMouseClicked(ImGuiMouseButton_Right) ||
             ImGui::IsMouseClicked(ImGuiMouseButton_Middle))) {
            s.ui.drag.kind = DragKind::Pan;
            return;
        }
    }
    const bool any_button = ImGui::IsMouseDown(ImGuiMouseButton_Left) ||
                            ImGui::IsMouseDown(ImGuiMouseButton_Right) ||
                            ImGui::IsMouseDown(ImGuiMouseButton_Middle);
    if (s.ui.drag.kind == DragKind::None) return;
    if (!any_button) {
        s.ui.drag = {};
        return;
    }
    const glm::dvec2 delta{io.MouseDelta.x, io.MouseDelta.y};
    if (delta == glm::dvec2(0, 0)) return;
    if (s.ui.drag.kind == DragKind::RotateShape && s.ui.drag.shape >= 0 &&
        s.ui.drag.shape < int(s.doc.scene.shapes.size())) {
        const Camera3& world = views.world;
        const glm::dvec3 at = s.view.shown.shapes[size_t(s.ui.drag.shape)].entry3().position;
        turn_shape3(s.doc.scene, s.ui.drag.shape, s.ui.drag.rotation3, world.from_eye({0, 0, 1}),
                    angle_deg(m - world.to_screen(at)) - s.ui.drag.start_angle);
        mark_changed(s);
        return;
    }
    if (s.ui.drag.kind == DragKind::MoveShape && s.ui.drag.shape >= 0 &&
        s.ui.drag.shape < int(s.doc.scene.shapes.size())) {
        glm::dvec3& unsnapped = s.ui.drag.position3;
        // The mouse's move measured where the shape is shown (on its path at the time shown).
        const size_t i = size_t(s.ui.drag.shape);
        const glm::dvec3 shown_offset =
            s.view.shown.shapes[i].entry3().position - s.doc.scene.shapes[i].entry3().position;
        unsnapped += views.world.screen_to_world_delta(unsnapped + shown_offset, delta);
        move_shape3(
            s.doc.scene, s.ui.drag.shape,
            s.ui.snap ? glm::round(unsnapped / s.ui.snap_step) * s.ui.snap_step : unsnapped);
        mark_changed(s);
        return;
    }
    views.world.orbit(delta);
    views.minkowski.yaw_deg = views.world.yaw_deg;
    views.minkowski.pitch_deg = views.world.pitch_deg;
}

}  // namespace gjklab
