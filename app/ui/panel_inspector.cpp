#include "ui/panels.h"
#include "ui/widgets.h"

#include <imgui.h>  // before imgui_stdlib.h, which needs it
#include <imgui_stdlib.h>

#include <cstdio>

namespace gjklab {

namespace {

std::string color_hex(const float rgb[3]) {
    char b[8];
    std::snprintf(b, sizeof b, "#%02x%02x%02x", int(rgb[0] * 255 + 0.5f), int(rgb[1] * 255 + 0.5f),
                  int(rgb[2] * 255 + 0.5f));
    return b;
}

/// A size typed in: applied when positive, else the refusal says why.
void positive_input(const char* label, double& target, bool& changed, std::string& refusal) {
    double x = target;
    if (ui::input_double(label, x)) {
        if (x > 0)
            target = x, changed = true;
        else
            refusal = std::string(label) + " must be positive";
    }
}

/// Shape parameters by type; values that would make a zero-size shape are not applied.
bool edit_parameters(SceneShape& sh, std::string& refusal) {
    bool changed = false;
    auto positive = [&](double& target, const char* label) {
        positive_input(label, target, changed, refusal);
    };
    std::visit(
        [&](auto& g) {
            using S = std::decay_t<decltype(g)>;
            if constexpr (std::is_same_v<S, gjk::CircleShape>) {
                positive(g.radius, "radius");
            } else if constexpr (std::is_same_v<S, gjk::CapsuleShape>) {
                changed |= ui::input_vec2("a", g.a);
                changed |= ui::input_vec2("b", g.b);
                positive(g.radius, "radius");
            } else if constexpr (std::is_same_v<S, gjk::BoxShape>) {
                positive(g.half_extents.x, "half width");
                positive(g.half_extents.y, "half height");
            } else if constexpr (std::is_same_v<S, gjk::EllipseShape>) {
                positive(g.radii.x, "radius x");
                positive(g.radii.y, "radius y");
            } else if constexpr (std::is_same_v<S, gjk::SegmentShape>) {
                glm::dvec2 a = g.a, b = g.b;
                const bool edited_a = ui::input_vec2("a", a), edited_b = ui::input_vec2("b", b);
                if (edited_a || edited_b) {
                    if (a != b)
                        g.a = a, g.b = b, changed = true;
                    else
                        refusal = "a segment needs two different end points";
                }
            } else if constexpr (std::is_same_v<S, gjk::PolygonShape>) {
                double r = g.radius;
                if (ui::input_double("rounding radius", r)) {
                    if (r >= 0)
                        g.radius = r, changed = true;
                    else
                        refusal = "the rounding radius cannot be negative";
                }
            }
        },
        sh.entry2().shape);
    return changed;
}

/// Name (unique, not empty: kept in the query) and label of a shape.
void edit_name_and_label(AppState& s, SceneShape& sh, std::string& refusal) {
    std::string name = sh.name;
    if (ImGui::InputText("name", &name, ImGuiInputTextFlags_EnterReturnsTrue)) {
        if (!name.empty() && s.doc.scene.index_of(name) < 0) {
            if (s.doc.scene.query_a == sh.name) s.doc.scene.query_a = name;
            if (s.doc.scene.query_b == sh.name) s.doc.scene.query_b = name;
            sh.name = name;
            mark_changed(s);
        } else {
            refusal = "names must be unique and not empty";
        }
    }
    if (ImGui::InputText("label", &sh.label)) mark_changed(s);
}

/// A type picked from `names`; returns true (and the new type) when the user changed it.
bool type_combo(const std::string& current, const std::vector<std::string>& names,
                std::string& picked) {
    bool changed = false;
    if (ImGui::BeginCombo("type", current.c_str())) {
        for (const std::string& t : names)
            if (ImGui::Selectable(t.c_str(), t == current) && t != current)
                picked = t, changed = true;
        ImGui::EndCombo();
    }
    return changed;
}

/// "add shape" (of a type from the list of the scene's dimension) and the query pair.
void add_shape_and_query(AppState& s) {
    static std::string last_added[2] = {"polygon", "box"};  // in 2D and in 3D scenes
    const std::vector<std::string>& types = s.study->shape_types();
    std::string& type = last_added[s.doc.scene.dimension == 3];
    ImGui::Separator();
    ImGui::SetNextItemWidth(140);
    if (ImGui::BeginCombo("##addtype", type.c_str())) {
        for (const std::string& t : types)
            if (ImGui::Selectable(t.c_str(), t == type)) type = t;
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::Button("add shape")) {
        s.ui.selected = s.study->add_shape(s.doc.scene, type);
        mark_changed(s);
    }
    for (int k = 0; k < 2; ++k) {
        std::string& q = k == 0 ? s.doc.scene.query_a : s.doc.scene.query_b;
        const std::string& other = k == 0 ? s.doc.scene.query_b : s.doc.scene.query_a;
        ImGui::SetNextItemWidth(140);
        if (ImGui::BeginCombo(k == 0 ? "query A" : "query B", q.c_str())) {
            for (auto& sh : s.doc.scene.shapes)
                if (sh.name != other && ImGui::Selectable(sh.name.c_str(), sh.name == q))
                    q = sh.name, mark_changed(s);
            ImGui::EndCombo();
        }
        if (k == 0) ImGui::SameLine();
    }
}

/// 3D shapes' sizes; values that would make a zero-size shape are not applied.
bool edit_parameters3(SceneShape& sh, std::string& refusal) {
    bool changed = false;
    auto positive = [&](double& target, const char* label) {
        positive_input(label, target, changed, refusal);
    };
    auto positive3 = [&](glm::dvec3& target, const char* label) {
        glm::dvec3 v = target;
        if (ui::input_vec3(label, v)) {
            if (v.x > 0 && v.y > 0 && v.z > 0)
                target = v, changed = true;
            else
                refusal = std::string(label) + " must all be positive";
        }
    };
    std::visit(
        [&](auto& g) {
            using S = std::decay_t<decltype(g)>;
            if constexpr (std::is_same_v<S, gjk::SphereShape3>) {
                positive(g.radius, "radius");
            } else if constexpr (std::is_same_v<S, gjk::BoxShape3>) {
                positive3(g.half_extents, "half extents");
            } else if constexpr (std::is_same_v<S, gjk::CapsuleShape3>) {
                changed |= ui::input_vec3("a", g.a);
                changed |= ui::input_vec3("b", g.b);
                positive(g.radius, "radius");
            } else if constexpr (std::is_same_v<S, gjk::CylinderShape3> ||
                                 std::is_same_v<S, gjk::ConeShape3>) {
                positive(g.half_height, "half height");
                positive(g.radius, "radius");
            } else if constexpr (std::is_same_v<S, gjk::EllipsoidShape3>) {
                positive3(g.radii, "radii");
            } else if constexpr (std::is_same_v<S, gjk::SegmentShape3>) {
                glm::dvec3 a = g.a, b = g.b;
                const bool edited_a = ui::input_vec3("a", a), edited_b = ui::input_vec3("b", b);
                if (edited_a || edited_b) {
                    if (a != b)
                        g.a = a, g.b = b, changed = true;
                    else
                        refusal = "a segment needs two different end points";
                }
            }
        },
        sh.entry3().shape);
    return changed;
}

}  // namespace

/// 3D scenes: pick a shape from the list, then move, turn and size it by typing or dragging
/// the numbers (the views orbit with the mouse instead).
void draw_shape_editor3(AppState& s, double now) {
    for (int i = 0; i < int(s.doc.scene.shapes.size()); ++i) {
        const SceneShape& sh = s.doc.scene.shapes[i];
        const std::string item = sh.name + "  (" + gjk::shape_type_name(sh.entry3().shape) + ")";
        if (ImGui::Selectable(item.c_str(), s.ui.selected == i))
            s.ui.selected = s.ui.selected == i ? -1 : i;
    }
    if (s.ui.selected < 0 || s.ui.selected >= int(s.doc.scene.shapes.size())) {
        ui::text_wrapped("Click a shape or pick it here to move, turn, size or retype it.");
        return;
    }
    SceneShape& sh = s.doc.scene.shapes[s.ui.selected];
    std::string refusal;
    ImGui::PushID(s.ui.selected);
    ImGui::Separator();
    edit_name_and_label(s, sh, refusal);
    std::string picked;
    if (type_combo(gjk::shape_type_name(sh.entry3().shape), shape_type_names3(), picked))
        change_type3(s.doc.scene, s.ui.selected, picked), mark_changed(s);
    // Through the edits that carry a path along (model/editing.h).
    glm::dvec3 position = sh.entry3().position, rotation = sh.entry3().rotation_deg;
    if (ui::input_vec3("position", position))
        move_shape3(s.doc.scene, s.ui.selected, position), mark_changed(s);
    if (ui::input_vec3("rotation (deg)", rotation, 0.5f))
        set_rotation3(s.doc.scene, s.ui.selected, rotation), mark_changed(s);
    if (edit_parameters3(sh, refusal)) mark_changed(s);
    if (std::holds_alternative<gjk::PolytopeShape3>(sh.entry3().shape)) {
        // The points as written (the shape is their hull); edits that leave no volume are
        // refused. Long lists stay in the file: the panel shows the first 64.
        const int n = int(sh.entry3().source_points.size());
        ImGui::TextDisabled("%d points (local; the shape is their hull)", n);
        std::vector<glm::dvec3> points = sh.entry3().source_points;
        bool edited = false;
        for (int k = 0; k < std::min(n, 64); ++k) {
            ImGui::PushID(k);
            ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 60);
            edited |= ui::input_vec3("##p", points[k]);
            ImGui::SameLine();
            if (ImGui::SmallButton("remove")) points.erase(points.begin() + k), edited = true;
            ImGui::PopID();
            if (int(points.size()) != n) break;
        }
        if (ImGui::SmallButton("add a point")) {  // beyond the point farthest from the middle
            glm::dvec3 mid{0, 0, 0}, far{0, 0, 0};
            for (const auto& p : points) mid += p / double(points.size());
            for (const auto& p : points)
                if (glm::length(p - mid) > glm::length(far - mid)) far = p;
            points.push_back(mid + 1.2 * (far - mid) +
                             glm::dvec3(0, 0.1 * glm::length(far - mid), 0));
            edited = true;
        }
        if (edited) {
            const EditResult r = set_polytope_points(s.doc.scene, s.ui.selected, points);
            if (r.ok)
                mark_changed(s);
            else
                refusal = r.why;
        }
    }
    ImGui::PopID();
    if (!refusal.empty()) show_message(s, "refused: " + refusal, true, now);
}

void draw_inspector_panel(AppState& s, double now) {
    s.study->draw_shape_editor(s, now);
    add_shape_and_query(s);
}

/// 2D scenes: the selected shape's name, type, place, size, vertices and colour; or how to
/// select one.
void draw_shape_editor2(AppState& s, double now) {
    if (s.ui.selected < 0 || s.ui.selected >= int(s.doc.scene.shapes.size())) {
        ui::text_wrapped(
            "Click a shape to select it; drag it to move it, Shift+drag or its handle to rotate "
            "it, drag a vertex to reshape it.");
    } else {
        const int i = s.ui.selected;
        SceneShape& sh = s.doc.scene.shapes[i];
        std::string refusal;
        ImGui::PushID(i);
        edit_name_and_label(s, sh, refusal);
        std::string picked;
        if (type_combo(gjk::shape_type_name(sh.entry2().shape), shape_type_names2(), picked))
            change_type2(s.doc.scene, i, picked), mark_changed(s);
        glm::dvec2 position = sh.entry2().position;  // a path moves along (model/editing.h)
        if (ui::input_vec2("position", position))
            move_shape(s.doc.scene, i, position), mark_changed(s);
        double rot = sh.entry2().rotation_deg;
        if (ui::input_double("rotation (deg)", rot))
            rotate_shape(s.doc.scene, i, rot), mark_changed(s);
        if (edit_parameters(s.doc.scene.shapes[i], refusal)) mark_changed(s);

        if (auto* poly = std::get_if<gjk::PolygonShape>(&s.doc.scene.shapes[i].entry2().shape)) {
            ImGui::TextDisabled("vertices (local, counter-clockwise)");
            const auto xf = transform2_of(s.doc.scene.shapes[i]);
            for (int k = 0; k < int(poly->vertices.size()); ++k) {
                ImGui::PushID(k);
                glm::dvec2 v = poly->vertices[k];
                ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 60);
                if (ui::input_vec2("##v", v)) {
                    EditResult r = move_vertex(s.doc.scene, i, k, xf.apply(v));
                    if (r.ok)
                        mark_changed(s);
                    else
                        refusal = r.why;
                }
                ImGui::SameLine();
                if (ImGui::SmallButton("remove")) {
                    EditResult r = remove_vertex(s.doc.scene, i, k);
                    if (r.ok)
                        mark_changed(s);
                    else
                        refusal = r.why;
                }
                ImGui::PopID();
                poly = std::get_if<gjk::PolygonShape>(&s.doc.scene.shapes[i].entry2().shape);
                if (!poly) break;
            }
            if (ImGui::Button("add vertex")) {
                EditResult r = add_vertex(s.doc.scene, i);
                if (r.ok)
                    mark_changed(s);
                else
                    refusal = r.why;
            }
        }
        SceneShape& cur = s.doc.scene.shapes[i];
        float rgb[3] = {0.5f, 0.5f, 0.5f};
        if (cur.color.size() == 7) {
            unsigned v = std::stoul(cur.color.substr(1), nullptr, 16);
            rgb[0] = ((v >> 16) & 255) / 255.0f, rgb[1] = ((v >> 8) & 255) / 255.0f,
            rgb[2] = (v & 255) / 255.0f;
        }
        if (ImGui::ColorEdit3("color", rgb, ImGuiColorEditFlags_NoInputs))
            cur.color = color_hex(rgb), mark_changed(s);
        ImGui::SameLine();
        if (ImGui::SmallButton("palette colour")) cur.color.clear(), mark_changed(s);

        if (ImGui::Button("query as A") && cur.name != s.doc.scene.query_b)
            s.doc.scene.query_a = cur.name, mark_changed(s);
        ImGui::SameLine();
        if (ImGui::Button("query as B") && cur.name != s.doc.scene.query_a)
            s.doc.scene.query_b = cur.name, mark_changed(s);
        ImGui::SameLine();
        if (ImGui::Button("delete")) {
            EditResult r = delete_shape(s.doc.scene, i);
            if (r.ok)
                s.ui.selected = -1, mark_changed(s);
            else
                refusal = r.why;
        }
        ImGui::PopID();
        if (!refusal.empty()) show_message(s, "refused: " + refusal, true, now);
    }
}

}  // namespace gjklab
