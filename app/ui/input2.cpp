// Mouse on the 2D views: hover, pick, move, turn and reshape shapes, pan, zoom.
#include <imgui.h>

#include <cmath>
#include <glm/geometric.hpp>

#include "model/hit_test2.h"
#include "ui/panels.h"
#include "ui/pointer.h"

namespace gjklab {

namespace {

Camera2* camera_under(Views2& views, glm::dvec2 m) {
    if (views.shows_world() && views.world.viewport.contains(m)) return &views.world;
    if (views.shows_minkowski() && views.minkowski.viewport.contains(m)) return &views.minkowski;
    return nullptr;
}

/// Where shape `i` is shown (at the time shown, on its path): the centre it turns about.
glm::dvec2 shown_centre(const AppState& s, int i) {
    return s.view.shown.shapes[size_t(i)].entry2().position;
}

}  // namespace

void handle_canvas_input2(AppState& s, Views2& views, const Timeline2& timeline, double now) {
    ImGuiIO& io = ImGui::GetIO();
    const glm::dvec2 m{io.MousePos.x, io.MousePos.y};
    const bool free = !io.WantCaptureMouse;
    Camera2* cam = camera_under(views, m);
    Camera2& world = views.world;
    const bool in_world = cam == &world;
    const double tol = kPickPixels / world.scale;
    const glm::dvec2 wm = world.to_world(m);

    // Zoom around the cursor; pan with the middle or right button.
    if (free && cam && io.MouseWheel != 0) cam->zoom_at(m, std::pow(1.15, io.MouseWheel));
    if (free && cam && s.ui.drag.kind == DragKind::None &&
        (ImGui::IsMouseClicked(ImGuiMouseButton_Middle) ||
         ImGui::IsMouseClicked(ImGuiMouseButton_Right)))
        s.ui.drag = {DragKind::Pan, -1, -1, {0, 0}, 0, 0, cam, false};
    if (s.ui.drag.kind == DragKind::Pan) {
        if (ImGui::IsMouseDown(ImGuiMouseButton_Middle) ||
            ImGui::IsMouseDown(ImGuiMouseButton_Right))
            s.ui.drag.camera->pan({io.MouseDelta.x, io.MouseDelta.y});
        else
            s.ui.drag = {};
        return;
    }

    // Hover: both views highlight the same simplex vertex / shape vertex.
    if (s.ui.drag.kind == DragKind::None) {
        s.view.paint.highlight = {};
        if (free && in_world) {
            int hovered_shape = hit_shape(s.doc.scene, timeline, wm, tol);
            s.view.paint.highlight.shape = hovered_shape;
            for (int q : {timeline.index_a, timeline.index_b}) {
                int v = hit_vertex(timeline, q, wm, tol);
                if (v >= 0) s.view.paint.highlight = {q, v, -1};
            }
            int sv = hit_support_point(timeline, s.view.step, wm, tol);
            if (sv >= 0) s.view.paint.highlight.simplex_vertex = sv;
        } else if (free && cam == &views.minkowski) {
            s.view.paint.highlight.simplex_vertex = hit_simplex_vertex(
                timeline, s.view.step, cam->to_world(m), kPickPixels / cam->scale);
        }
    }

    // Press: pick a vertex handle, the rotation handle, or a shape.
    if (free && in_world && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        s.ui.hint.clear();
        const int sel = s.ui.selected;
        int v = sel >= 0 ? hit_vertex(timeline, sel, wm, tol) : -1;
        if (sel >= 0 && v >= 0 &&
            !std::holds_alternative<gjk::BoxShape>(s.doc.scene.shapes[sel].entry2().shape)) {
            s.ui.drag = {DragKind::MoveVertex, sel, v, {0, 0}, 0, 0, nullptr, false};
        } else if (sel >= 0 && glm::length(rotation_handle(s.doc.scene, sel,
                                                           kRotationHandlePixels / world.scale) -
                                           wm) <= tol * 1.3) {
            const SceneShape& sh = s.doc.scene.shapes[sel];
            s.ui.drag = {DragKind::RotateShape,
                         sel,
                         -1,
                         {0, 0},
                         angle_deg(wm - shown_centre(s, sel)),
                         sh.entry2().rotation_deg,
                         nullptr,
                         false};
        } else {
            int hit = hit_shape(s.doc.scene, timeline, wm, tol);
            s.ui.selected = hit;
            if (hit >= 0) {
                const SceneShape& sh = s.doc.scene.shapes[hit];
                if (io.KeyShift)
                    s.ui.drag = {DragKind::RotateShape,
                                 hit,
                                 -1,
                                 {0, 0},
                                 angle_deg(wm - shown_centre(s, hit)),
                                 sh.entry2().rotation_deg,
                                 nullptr,
                                 false};
                else
                    s.ui.drag = {DragKind::MoveShape,
                                 hit,
                                 -1,
                                 sh.entry2().position - wm,
                                 0,
                                 0,
                                 nullptr,
                                 false};
            }
        }
    }

    // Drag.
    if (s.ui.drag.kind != DragKind::None && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        if (io.MouseDelta.x == 0 && io.MouseDelta.y == 0) return;
        const int i = s.ui.drag.shape;
        switch (s.ui.drag.kind) {
            case DragKind::MoveShape: {
                glm::dvec2 p = wm + s.ui.drag.grab_offset;
                if (s.ui.snap) p = snap(p, s.ui.snap_step);
                move_shape(s.doc.scene, i, p);
                mark_changed(s);
                break;
            }
            case DragKind::RotateShape: {
                double a = s.ui.drag.start_rotation + angle_deg(wm - shown_centre(s, i)) -
                           s.ui.drag.start_angle;
                if (s.ui.snap) a = snap(a, 15.0);
                rotate_shape(s.doc.scene, i, a);
                mark_changed(s);
                break;
            }
            case DragKind::MoveVertex: {
                glm::dvec2 target = s.ui.snap ? snap(wm, s.ui.snap_step) : wm;
                EditResult r = move_vertex(s.doc.scene, i, s.ui.drag.vertex, target);
                if (r.ok) {
                    s.ui.drag.vertex = r.vertex;  // its number may change with the edit
                    s.ui.hint.clear();
                    mark_changed(s);
                } else {
                    s.ui.hint = "refused: " + r.why;
                    s.ui.hint_pos = m;
                }
                break;
            }
            default:
                break;
        }
        return;
    }
    if (s.ui.drag.kind != DragKind::None && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        s.ui.drag = {};
        if (!s.ui.hint.empty()) show_message(s, s.ui.hint, true, now);
        s.ui.hint.clear();
    }
}

}  // namespace gjklab
