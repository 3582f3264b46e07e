#include <SDL.h>
#include <imgui.h>

#include <cmath>
#include <glm/geometric.hpp>

#include "model/hit_test2.h"
#include "model/hit_test3.h"
#include "ui/panels.h"

namespace gjklab {

namespace {

constexpr double kPickPixels = 9;     // how close the cursor must be to pick something
constexpr double kHandlePixels = 28;  // rotation handle distance beyond the shape

Camera2* camera_under(AppState& s, glm::dvec2 m) {
    if (s.views.shows_world() && s.views.world.viewport.contains(m)) return &s.views.world;
    if (s.views.shows_minkowski() && s.views.minkowski.viewport.contains(m))
        return &s.views.minkowski;
    return nullptr;
}

double angle_deg(glm::dvec2 v) {
    return std::atan2(v.y, v.x) * 180 / M_PI;
}

}  // namespace

/// 3D views: in the world view the left button picks a shape and drags it in the plane facing
/// the eye (with Shift: turns it about the line of sight through its position, as the cursor
/// goes round it); elsewhere, or with the right or middle button, a drag orbits (both views
/// turn together, so that A - B is seen from the side the shapes are). The wheel zooms the
/// view under the cursor.
void handle_canvas_input3(AppState& s) {
    ImGuiIO& io = ImGui::GetIO();
    const glm::dvec2 m{io.MousePos.x, io.MousePos.y};
    const bool free = !io.WantCaptureMouse;
    Camera3* cam = nullptr;
    if (s.views3.shows_world() && s.views3.world.viewport.contains(m)) cam = &s.views3.world;
    if (s.views3.shows_minkowski() && s.views3.minkowski.viewport.contains(m))
        cam = &s.views3.minkowski;
    const bool in_world = cam == &s.views3.world;
    if (free && cam && io.MouseWheel != 0)
        cam->radius = std::clamp(cam->radius * std::pow(1.15, -io.MouseWheel), 1e-12, 1e12);

    if (s.drag.kind == DragKind::None) {
        s.paint.highlight = {};
        if (free && in_world) {
            s.paint.highlight.shape = pick_shape3(s.views3.world, s.timeline3, m, kPickPixels);
            s.paint.highlight.simplex_vertex =
                pick_vertex3(s.views3.world, s.timeline3, s.step, m, kPickPixels, true);
        } else if (free && cam) {
            s.paint.highlight.simplex_vertex =
                pick_vertex3(s.views3.minkowski, s.timeline3, s.step, m, kPickPixels, false);
        }
        if (free && cam && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
            const int hit = in_world ? s.paint.highlight.shape : -1;  // picked just above
            if (in_world) s.selected = hit;
            s.drag.kind = hit < 0 ? DragKind::Pan
                          : io.KeyShift ? DragKind::RotateShape
                                        : DragKind::MoveShape;
            s.drag.shape = hit;
            if (hit >= 0) {
                const SceneShape& sh = s.scene.shapes[hit];
                s.drag.position3 = sh.position3;
                s.drag.rotation3 = transform3_of(sh).r;
                s.drag.start_angle = angle_deg(m - s.views3.world.to_screen(sh.position3));
            }
            return;  // this frame's mouse delta may hold the jump to the press
        }
        if (free && cam &&
            (ImGui::IsMouseClicked(ImGuiMouseButton_Right) ||
             ImGui::IsMouseClicked(ImGuiMouseButton_Middle))) {
            s.drag.kind = DragKind::Pan;
            return;
        }
    }
    const bool any_button = ImGui::IsMouseDown(ImGuiMouseButton_Left) ||
                            ImGui::IsMouseDown(ImGuiMouseButton_Right) ||
                            ImGui::IsMouseDown(ImGuiMouseButton_Middle);
    if (s.drag.kind == DragKind::None) return;
    if (!any_button) {
        s.drag = {};
        return;
    }
    const glm::dvec2 delta{io.MouseDelta.x, io.MouseDelta.y};
    if (delta == glm::dvec2(0, 0)) return;
    if (s.drag.kind == DragKind::RotateShape && s.drag.shape >= 0 &&
        s.drag.shape < int(s.scene.shapes.size())) {
        const Camera3& world = s.views3.world;
        const glm::dvec3 at = s.scene.shapes[s.drag.shape].position3;
        turn_shape3(s.scene, s.drag.shape, s.drag.rotation3, world.from_eye({0, 0, 1}),
                    angle_deg(m - world.to_screen(at)) - s.drag.start_angle);
        mark_changed(s);
        return;
    }
    if (s.drag.kind == DragKind::MoveShape && s.drag.shape >= 0 &&
        s.drag.shape < int(s.scene.shapes.size())) {
        glm::dvec3& unsnapped = s.drag.position3;
        unsnapped += s.views3.world.screen_to_world_delta(unsnapped, delta);
        s.scene.shapes[s.drag.shape].position3 =
            s.snap ? glm::round(unsnapped / s.snap_step) * s.snap_step : unsnapped;
        mark_changed(s);
        return;
    }
    s.views3.world.orbit(delta);
    s.views3.minkowski.yaw_deg = s.views3.world.yaw_deg;
    s.views3.minkowski.pitch_deg = s.views3.world.pitch_deg;
}

void handle_canvas_input(AppState& s, double now) {
    if (s.is_3d()) return handle_canvas_input3(s);
    ImGuiIO& io = ImGui::GetIO();
    const glm::dvec2 m{io.MousePos.x, io.MousePos.y};
    const bool free = !io.WantCaptureMouse;
    Camera2* cam = camera_under(s, m);
    Camera2& world = s.views.world;
    const bool in_world = cam == &world;
    const double tol = kPickPixels / world.scale;
    const glm::dvec2 wm = world.to_world(m);

    // Zoom around the cursor; pan with the middle or right button.
    if (free && cam && io.MouseWheel != 0) cam->zoom_at(m, std::pow(1.15, io.MouseWheel));
    if (free && cam && s.drag.kind == DragKind::None &&
        (ImGui::IsMouseClicked(ImGuiMouseButton_Middle) ||
         ImGui::IsMouseClicked(ImGuiMouseButton_Right)))
        s.drag = {DragKind::Pan, -1, -1, {0, 0}, 0, 0, cam, false};
    if (s.drag.kind == DragKind::Pan) {
        if (ImGui::IsMouseDown(ImGuiMouseButton_Middle) ||
            ImGui::IsMouseDown(ImGuiMouseButton_Right))
            s.drag.camera->pan({io.MouseDelta.x, io.MouseDelta.y});
        else
            s.drag = {};
        return;
    }

    // Hover: both views highlight the same simplex vertex / shape vertex.
    if (s.drag.kind == DragKind::None) {
        s.paint.highlight = {};
        if (free && in_world) {
            int hovered_shape = hit_shape(s.scene, s.timeline, wm, tol);
            s.paint.highlight.shape = hovered_shape;
            for (int q : {s.timeline.index_a, s.timeline.index_b}) {
                int v = hit_vertex(s.timeline, q, wm, tol);
                if (v >= 0) s.paint.highlight = {q, v, -1};
            }
            int sv = hit_support_point(s.timeline, s.step, wm, tol);
            if (sv >= 0) s.paint.highlight.simplex_vertex = sv;
        } else if (free && cam == &s.views.minkowski) {
            s.paint.highlight.simplex_vertex =
                hit_simplex_vertex(s.timeline, s.step, cam->to_world(m), kPickPixels / cam->scale);
        }
    }

    // Press: pick a vertex handle, the rotation handle, or a shape.
    if (free && in_world && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        s.hint.clear();
        const int sel = s.selected;
        int v = sel >= 0 ? hit_vertex(s.timeline, sel, wm, tol) : -1;
        if (sel >= 0 && v >= 0 &&
            !std::holds_alternative<gjk::BoxShape>(s.scene.shapes[sel].shape)) {
            s.drag = {DragKind::MoveVertex, sel, v, {0, 0}, 0, 0, nullptr, false};
        } else if (sel >= 0 &&
                   glm::length(rotation_handle(s.scene, sel, kHandlePixels / world.scale) - wm) <=
                       tol * 1.3) {
            const SceneShape& sh = s.scene.shapes[sel];
            s.drag = {DragKind::RotateShape, sel,     -1,   {0, 0}, angle_deg(wm - sh.position),
                      sh.rotation_deg,       nullptr, false};
        } else {
            int hit = hit_shape(s.scene, s.timeline, wm, tol);
            s.selected = hit;
            if (hit >= 0) {
                const SceneShape& sh = s.scene.shapes[hit];
                if (io.KeyShift)
                    s.drag = {
                        DragKind::RotateShape, hit,     -1,   {0, 0}, angle_deg(wm - sh.position),
                        sh.rotation_deg,       nullptr, false};
                else
                    s.drag = {DragKind::MoveShape, hit, -1, sh.position - wm, 0, 0, nullptr, false};
            }
        }
    }

    // Drag.
    if (s.drag.kind != DragKind::None && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        if (io.MouseDelta.x == 0 && io.MouseDelta.y == 0) return;
        const int i = s.drag.shape;
        switch (s.drag.kind) {
            case DragKind::MoveShape: {
                glm::dvec2 p = wm + s.drag.grab_offset;
                if (s.snap) p = snap(p, s.snap_step);
                move_shape(s.scene, i, p);
                mark_changed(s);
                break;
            }
            case DragKind::RotateShape: {
                double a = s.drag.start_rotation + angle_deg(wm - s.scene.shapes[i].position) -
                           s.drag.start_angle;
                if (s.snap) a = snap(a, 15.0);
                rotate_shape(s.scene, i, a);
                mark_changed(s);
                break;
            }
            case DragKind::MoveVertex: {
                glm::dvec2 target = s.snap ? snap(wm, s.snap_step) : wm;
                EditResult r = move_vertex(s.scene, i, s.drag.vertex, target);
                if (r.ok) {
                    s.hint.clear();
                    mark_changed(s);
                } else {
                    s.hint = "refused: " + r.why;
                    s.hint_pos = m;
                }
                break;
            }
            default:
                break;
        }
        return;
    }
    if (s.drag.kind != DragKind::None && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        s.drag = {};
        if (!s.hint.empty()) show_message(s, s.hint, true, now);
        s.hint.clear();
    }
}

void handle_shortcuts(AppState& s, const std::vector<KeyPress>& keys, double now) {
    ImGuiIO& io = ImGui::GetIO();
    if (io.WantCaptureKeyboard) return;
    // Key presses come from SDL's event queue, so a tap shorter than a frame still counts.
    for (const KeyPress& k : keys) {
        if (k.ctrl) {
            if (k.key == SDL_SCANCODE_Z) k.shift ? redo(s) : undo(s);
            if (k.key == SDL_SCANCODE_Y) redo(s);
            if (k.key == SDL_SCANCODE_R) start_recording(s, now);
            if (k.key == SDL_SCANCODE_S) {
                std::string err;
                if (!s.scene_path.empty() && save_scene(s, s.scene_path, &err))
                    show_message(s, "saved " + s.scene_path, false, now);
                else if (!err.empty())
                    show_message(s, err, true, now);
            }
            continue;
        }
        switch (k.key) {
            case SDL_SCANCODE_F12:
                request_screenshot(s.capture);
                break;
            case SDL_SCANCODE_SPACE:
                if (!s.playing && s.step >= s.step_count() - 1) set_step(s, 0);
                s.playing = !s.playing;
                s.play_clock = 0;
                break;
            case SDL_SCANCODE_RIGHT:
                set_step(s, s.step + 1), s.playing = false;
                break;
            case SDL_SCANCODE_LEFT:
                set_step(s, s.step - 1), s.playing = false;
                break;
            case SDL_SCANCODE_HOME:
                set_step(s, 0), s.playing = false;
                break;
            case SDL_SCANCODE_END:
                set_step(s, s.step_count() - 1), s.playing = false;
                break;
            case SDL_SCANCODE_F:
                s.want_frame_all = true;
                break;
            case SDL_SCANCODE_G:
                s.snap = !s.snap;
                break;
            case SDL_SCANCODE_DELETE:
                if (s.selected >= 0) {
                    EditResult r = delete_shape(s.scene, s.selected);
                    if (r.ok)
                        s.selected = -1, mark_changed(s);
                    else
                        show_message(s, r.why, true, now);
                }
                break;
            default:
                break;
        }
    }
}

}  // namespace gjklab
