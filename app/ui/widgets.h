// Small ImGui helpers shared by the panels.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <string>

#include "model/lesson/text.h"
#include "render/canvas.h"
#include "scene/numbers.h"

namespace gjklab::ui {

inline ImVec4 im(Color c) {
    return ImVec4(c.r, c.g, c.b, c.a);
}

/// `text` broken into lines of at most `width` pixels (see text_wrapped).
inline std::string wrap_lines(const std::string& text, float width) {
    width = std::max(40.0f, width);
    std::string out, line;
    for (const std::string& piece : lesson::break_points(text)) {
        if (!line.empty() && ImGui::CalcTextSize((line + piece).c_str()).x > width) {
            out += line + "\n";
            line = piece == " " ? "" : piece;
            continue;
        }
        line += piece;
    }
    return out + line;
}

/// How many lines text_wrapped makes of `text` at `width` pixels.
inline int wrapped_lines(const std::string& text, float width) {
    const std::string lines = wrap_lines(text, width);
    return 1 + int(std::count(lines.begin(), lines.end(), '\n'));
}

/// Text wrapped to the panel's width at spaces and, in Chinese, between characters; never
/// inside a number or a formula (ImGui's own wrapping breaks after any '.' or ',': "-0.⏎9848").
/// In `color` when given (alpha > 0).
inline void text_wrapped(const std::string& text, ImVec4 color = ImVec4(0, 0, 0, 0)) {
    const std::string out = wrap_lines(text, ImGui::GetContentRegionAvail().x);
    if (color.w > 0) ImGui::PushStyleColor(ImGuiCol_Text, color);
    ImGui::TextUnformatted(out.c_str());
    if (color.w > 0) ImGui::PopStyleColor();
}

/// text_wrapped in the dimmed colour of ImGui::TextDisabled.
inline void text_wrapped_disabled(const std::string& text) {
    text_wrapped(text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
}

inline std::string num(double x, int digits = 6) {
    return number_text(x, digits);
}
inline std::string vec(glm::dvec2 v, int digits = 6) {
    return "(" + num(v.x, digits) + ", " + num(v.y, digits) + ")";
}

inline std::string vec(glm::dvec3 v, int digits = 6) {
    return "(" + num(v.x, digits) + ", " + num(v.y, digits) + ", " + num(v.z, digits) + ")";
}

/// A double 3-vector dragged with the mouse or typed; returns true when edited.
inline bool input_vec3(const char* label, glm::dvec3& v, float speed = 0.01f) {
    double xyz[3] = {v.x, v.y, v.z};
    bool changed =
        ImGui::DragScalarN(label, ImGuiDataType_Double, xyz, 3, speed, nullptr, nullptr, "%.4g");
    if (changed) v = {xyz[0], xyz[1], xyz[2]};
    return changed;
}

/// Where the values of `field` and of labelled rows start, in the panel's own units.
constexpr float kValueColumn = 150;

/// "label: value", the label dimmed. A label wider than its column puts the value on the next
/// line; a value wider than the panel wraps, its lines starting under its first.
/// A widget's label in the lesson's language, its ImGui id kept from the English.
inline std::string L(const char* english) {
    const std::string said = lesson::tr(english);
    return said == english ? said : said + "##" + english;
}

inline void field(const char* label, const std::string& value, ImVec4 color = ImVec4(0, 0, 0, 0)) {
    ImGui::TextDisabled("%s", lesson::tr(label).c_str());
    const float label_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
    if (label_end + ImGui::GetStyle().ItemSpacing.x <= kValueColumn)
        ImGui::SameLine(kValueColumn);
    else
        ImGui::SetCursorPosX(kValueColumn);
    text_wrapped(value, color);
}

/// A dimmed label in the value column's left, the next widget filling the rest of the row.
inline void row_label(const char* label) {
    ImGui::TextDisabled("%s", lesson::tr(label).c_str());
    ImGui::SameLine(kValueColumn);
    ImGui::SetNextItemWidth(-FLT_MIN);
}

/// A double 2-vector input; returns true when edited.
inline bool input_vec2(const char* label, glm::dvec2& v) {
    double xy[2] = {v.x, v.y};
    bool changed =
        ImGui::InputScalarN(label, ImGuiDataType_Double, xy, 2, nullptr, nullptr, "%.6g");
    if (changed) v = {xy[0], xy[1]};
    return changed;
}

/// Either, by type.
inline bool input_vec(const char* label, glm::dvec2& v) {
    return input_vec2(label, v);
}
inline bool input_vec(const char* label, glm::dvec3& v) {
    return input_vec3(label, v);
}

inline bool input_double(const char* label, double& x, const char* format = "%.6g") {
    return ImGui::InputScalar(label, ImGuiDataType_Double, &x, nullptr, nullptr, format);
}

}  // namespace gjklab::ui
