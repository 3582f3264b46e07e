#include "ui/practice.h"

#include <imgui.h>

#include <algorithm>
#include <glm/geometric.hpp>

#include "model/lesson/text.h"
#include "render/palette.h"
#include "ui/app.h"
#include "ui/widgets.h"

namespace gjklab {

namespace {

bool answered(const AppState& s, int beat) {
    const auto& a = s.ui.practice.answered;
    return std::find(a.begin(), a.end(), beat) != a.end();
}

/// Records the answer to the question at the current beat and reveals the beat.
void judge(AppState& s, bool right) {
    PracticeState& p = s.ui.practice;
    p.answered.push_back(s.view.beat);
    ++p.asked;
    p.right += right;
    p.verdict_right = right;
    p.verdict = practice_verdict(right, s.study->beat_caption(current_beat(s)));
    p.verdict_beat = s.view.beat;
    p.ticked.clear();
    p.click.reset();
}

}  // namespace

std::optional<PracticeQuestion> pending_question(const AppState& s) {
    if (!s.ui.practice.on || answered(s, s.view.beat)) return std::nullopt;
    return s.study->practice_question(current_beat(s));
}

Beat shown_beat(const AppState& s) {
    const auto& beats = s.study->beats();
    if (!pending_question(s) || s.view.beat <= 0 || beats.empty()) return current_beat(s);
    return beats[size_t(std::min(s.view.beat, int(beats.size())) - 1)];
}

void set_practice(AppState& s, bool on) {
    s.ui.practice = {};
    s.ui.practice.on = on && s.view.lesson_kind == LessonKind::Query;  // side lessons ask nothing
    s.view.playing = false;
    if (on) set_beat(s, 0);
}

bool take_practice_click(AppState& s) {
    const auto q = pending_question(s);
    if (!q || q->kind != PracticeQuestion::Kind::ClickSupport) return false;
    if (ImGui::GetIO().WantCaptureMouse || !ImGui::IsMouseClicked(ImGuiMouseButton_Left))
        return false;
    const auto w = s.study->minkowski_screen(q->point);
    if (!w) return false;
    const ImVec2 m = ImGui::GetIO().MousePos;
    judge(s, glm::length(glm::dvec2(m.x, m.y) - *w) <= kPracticeClickPixels);
    s.ui.practice.click = glm::dvec2(m.x, m.y);
    s.ui.practice.asked_point = q->point;
    s.ui.practice.asked_at = *w;
    return true;
}

void paint_practice_click(const AppState& s, Canvas& c) {
    const PracticeState& p = s.ui.practice;
    if (!p.on || !p.click || p.verdict_beat != s.view.beat || pending_question(s)) return;
    const auto w = s.study->minkowski_screen(p.asked_point);
    // The click was made on the view as it was: once the view moves (an edit, a pan, a resize),
    // the mark no longer means anything.
    if (!w || glm::length(*w - p.asked_at) > 1) return;
    const Color col = p.verdict_right ? palette::support : palette::error;
    // The click, ringed in the verdict's colour, and (when it missed) a dashed line to w.
    c.ring(*p.click, 9, 2.5f, col);
    c.line(*p.click - glm::dvec2(5, 0), *p.click + glm::dvec2(5, 0), 2, col);
    c.line(*p.click - glm::dvec2(0, 5), *p.click + glm::dvec2(0, 5), 2, col);
    if (!p.verdict_right) c.dashed_line(*p.click, *w, 2, 6, col);
    c.label({*p.click + glm::dvec2(12, 8), lesson::tr("your click"), col, {0, 0}, 0, true, 3});
}

bool draw_practice(AppState& s) {
    PracticeState& p = s.ui.practice;
    if (!p.on) return false;
    const auto q = pending_question(s);
    if (q) {
        ui::text_wrapped(q->prompt, ImVec4(0.1f, 0.3f, 0.6f, 1));
        using Kind = PracticeQuestion::Kind;
        if (q->kind == Kind::DropCorners) {
            for (int i = 0; i < int(q->options.size()); ++i) {
                bool ticked = std::find(p.ticked.begin(), p.ticked.end(), i) != p.ticked.end();
                if (i > 0) ImGui::SameLine();
                if (ImGui::Checkbox((q->options[size_t(i)] + "##practice").c_str(), &ticked)) {
                    if (ticked)
                        p.ticked.push_back(i);
                    else
                        p.ticked.erase(std::remove(p.ticked.begin(), p.ticked.end(), i),
                                       p.ticked.end());
                }
            }
            if (ImGui::Button(lesson::tr("answer").c_str())) judge(s, practice_right(*q, p.ticked));
        } else if (q->kind == Kind::ExpandEdge || q->kind == Kind::OriginInside) {
            for (int i = 0; i < int(q->options.size()); ++i) {
                if (i > 0 && q->kind == Kind::ExpandEdge) ImGui::SameLine();
                if (ImGui::Button((q->options[size_t(i)] + "##practice").c_str())) {
                    judge(s, practice_right(*q, {i}));
                    break;
                }
            }
        }
    }
    const bool verdict = !q && p.verdict_beat == s.view.beat && !p.verdict.empty();
    if (verdict)
        ui::text_wrapped(p.verdict, p.verdict_right ? ImVec4(0, 0.45f, 0.3f, 1)
                                                    : ImVec4(0.80f, 0.20f, 0.07f, 1));
    if (p.asked > 0)
        ImGui::TextDisabled("%s",
                            lesson::words("practice.score", {{"right", std::to_string(p.right)},
                                                             {"asked", std::to_string(p.asked)}})
                                .c_str());
    return bool(q) || verdict;
}

}  // namespace gjklab
