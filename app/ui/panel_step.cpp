#include "model/divergence.h"
#include "model/lesson/text.h"
#include "render/palette.h"
#include "ui/panels.h"
#include "ui/practice.h"
#include "ui/twin.h"
#include "ui/widgets.h"

namespace gjklab {

namespace {

using ui::field;
using ui::im;
using ui::num;
using ui::vec;

/// The Voronoi region of the simplex the origin is in, by its corners' names: "vertex w3",
/// "edge w1-w2", "triangle w1 w2 w4", lesson::tr("inside the tetrahedron").
template <class Vertex>
std::string region_words(const std::vector<int>& corners, const std::vector<Vertex>& simplex,
                         const SupportNames<Vertex>& names, size_t solid) {
    if (corners.empty()) return "-";
    if (corners.size() == solid)
        return solid == 3 ? lesson::tr("inside the triangle")
                          : lesson::tr("inside the tetrahedron");
    std::string out = corners.size() == 1 ? "vertex " : corners.size() == 2 ? "edge " : "triangle ";
    for (size_t k = 0; k < corners.size(); ++k) {
        const int c = corners[k];
        out += (k == 0                ? ""
                : corners.size() == 2 ? "-"
                                      : " ") +
               (c < int(simplex.size()) ? names.name(simplex[c]) : std::string("?"));
    }
    return out;
}

/// "a2 - b0", or "a(3) - b0" on a curved shape (support_names.h).
template <class Vertex>
std::string from(const Vertex& v, const SupportNames<Vertex>& names) {
    return names.corner_a(v) + " - " + names.corner_b(v);
}

template <class Vertex>
void vertex_table(const char* id, const std::vector<Vertex>& vs, const SupportNames<Vertex>& names,
                  const std::vector<double>* weights) {
    const int cols = weights ? 4 : 3;
    if (!ImGui::BeginTable(id, cols,
                           ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp))
        return;
    ImGui::TableSetupColumn("");
    ImGui::TableSetupColumn(lesson::tr("point").c_str());
    ImGui::TableSetupColumn(lesson::tr("from").c_str());
    if (weights) ImGui::TableSetupColumn(lesson::tr("weight").c_str());
    ImGui::TableHeadersRow();
    for (size_t k = 0; k < vs.size(); ++k) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(names.name(vs[k]).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(vec(vs[k].point, 5).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(from(vs[k], names).c_str());
        if (weights) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(k < weights->size() ? num((*weights)[k], 5).c_str() : "");
        }
    }
    ImGui::EndTable();
}

/// The support step's numbers, 2D or 3D: d, w, and the termination test of the variant.
template <class Step, class Names>
void support_fields(const Step& g, Variant variant, const Names& names) {
    field("direction d", vec(g.direction), im(palette::direction));
    field((lesson::tr("new support ") + names.name(g.support)).c_str(),
          vec(g.support.point) + "  " + from(g.support, names), im(palette::support));
    if (variant == Variant::Distance) {
        const double lhs = g.v_norm_sq - g.v_dot_w, rhs = g.tolerance * g.v_norm_sq + g.rounding;
        field("|v|^2 - v.w", num(lhs, 8));
        field("tolerance |v|^2 + rounding",
              num(rhs, 8) + "  (tolerance " + num(g.tolerance, 3) + ")");
        field("test",
              lhs <= rhs ? lesson::tr("passed: converged") : lesson::tr("not yet: keep going"));
    } else {
        field("w . d", num(g.w_dot_d, 8) + lesson::tr(g.w_dot_d < 0 ? "  < 0: separated"
                                                                    : "  >= 0: passes the origin"));
    }
}

/// EPA's new point, 2D or 3D: w, the upper bound, the gap, what it removed.
template <class Step, class Names>
void epa_support_fields(const Step& e, const char* removed, const Names& names) {
    field((lesson::tr("new support ") + names.name(e.support)).c_str(),
          vec(e.support.point) + "  " + from(e.support, names), im(palette::support));
    field("n . w", num(e.support_distance, 10) + lesson::tr(" (upper bound)"));
    field("gap", num(e.gap, 6));
    field(removed, std::to_string(e.removed.size()));
}

template <class Result>
void result_fields(const Scene& scene, const Result& r, Variant variant, bool boolean_verdict,
                   const std::vector<std::string>& warnings) {
    field("pair", scene.query_a + " vs " + scene.query_b);
    field("intersecting",
          r.intersecting ? (r.penetration_depth > 0 ? lesson::tr("yes") : lesson::tr("touching"))
                         : lesson::tr("no"),
          r.intersecting ? im(palette::direction) : ImVec4(0, 0, 0, 0));
    if (variant == Variant::Distance) {
        field("distance", num(r.distance, 12));
        field("penetration depth", num(r.penetration_depth, 12));
        field("normal (A to B)", vec(r.normal, 8));
        field("closest on A", vec(r.witness_a, 8));
        field("closest on B", vec(r.witness_b, 8));
    } else {
        field("distance, depth", lesson::tr("not measured: boolean GJK answers yes or no"));
    }
    field("GJK",
          std::to_string(r.gjk_iterations) + lesson::tr(" steps, ") + gjk::to_string(r.gjk_stop));
    if (r.epa_stop != gjk::EpaStop::Running)
        field("EPA", std::to_string(r.epa_iterations) + lesson::tr(" steps, ") +
                         gjk::to_string(r.epa_stop));
    if (variant == Variant::Boolean)
        field("boolean GJK",
              boolean_verdict ? lesson::tr("intersecting") : lesson::tr("separated"));
    // What the numbers alone do not say (scene/warnings.h), wrapped to the panel.
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.7f, 0.1f, 0.05f, 1));
    for (const std::string& w : warnings) ui::text_wrapped("warning: " + w);
    ImGui::PopStyleColor();
}

/// Which lesson plays: the query's (GJK and EPA), the time of impact of a moving scene, MPR.
void draw_lesson_choice(AppState& s) {
    const LessonKind now = s.view.lesson_kind;
    ImGui::SetNextItemWidth(std::min(260.0f, ImGui::GetContentRegionAvail().x * 0.6f));
    if (ImGui::BeginCombo(ui::L("lesson").c_str(), ui::L(lesson_kind_name(now)).c_str())) {
        for (const LessonKind k : {LessonKind::Query, LessonKind::Cast, LessonKind::Mpr})
            if (ImGui::Selectable(ui::L(lesson_kind_name(k)).c_str(), k == now))
                set_lesson_kind(s, k);
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "time of impact: the first contact of a moving scene, by the GJK ray "
            "cast or conservative advancement; MPR: Minkowski portal refinement");
    if (const std::string why = side_lesson_unavailable(*s.study); !why.empty())
        ui::text_wrapped_disabled(lesson::tr("this scene shows GJK and EPA: ") + why);
}

}  // namespace

void draw_step_panel(AppState& s) {
    draw_lesson_choice(s);
    const Beat beat = current_beat(s);
    ImGui::Text("%s", s.study->beat_title(beat).c_str());
    if (s.view.lesson_kind == LessonKind::Query) {  // the side lessons ask nothing
        ImGui::SameLine();
        bool practice = s.ui.practice.on;
        if (ImGui::Checkbox(lesson::tr("practice").c_str(), &practice)) set_practice(s, practice);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "before each reveal the lesson asks you first: where the next support point is, "
                "which corners GJK drops, which edge EPA expands, whether O is inside");
    }
    const bool asking = pending_question(s).has_value();
    if (draw_practice(s)) {
        if (asking)
            ui::text_wrapped_disabled(lesson::tr("the numbers come with the answer"));
        else
            s.study->draw_step_numbers(beat);
        return;
    }
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.95f, 0.95f, 0.90f, 1));
    // As tall as the caption, up to half the window (then it scrolls).
    const std::string caption = s.study->beat_caption(beat);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float inner = ImGui::GetContentRegionAvail().x - 2 * style.WindowPadding.x;
    const float lines = float(ui::wrapped_lines(caption, inner));
    const float height =
        std::min(lines * ImGui::GetTextLineHeight() + 2 * style.WindowPadding.y + 2,
                 0.5f * ImGui::GetIO().DisplaySize.y);
    ImGui::BeginChild("explain", ImVec2(0, height), true);
    ui::text_wrapped(caption);
    ImGui::EndChild();
    ImGui::PopStyleColor();
    bool changed = false;
    if (s.view.lesson_kind == LessonKind::Query) {  // the side lessons are told whole
        changed = ImGui::Checkbox(ui::L("introduction").c_str(), &s.view.lesson.intro);
        ImGui::SameLine();
        changed |= ImGui::Checkbox(ui::L("sub-steps").c_str(), &s.view.lesson.substeps);
        ImGui::SameLine();
    }
    if (ImGui::Checkbox(ui::L("pseudocode").c_str(), &s.doc.scene.display.panel)) {
        s.study->set_lesson_panel(s.doc.scene.display.panel &&
                                  !s.ui.twin);  // no room beside two runs
        s.view.want_frame_all = true;
    }
    if (changed) {
        s.study->set_lesson(s.view.lesson);
        if (s.ui.twin) s.ui.twin->set_lesson(s.view.lesson);
        set_step(s, beat.step);
    }
    if (in_intro(beat.phase))  // the introduction comes before GJK's first iteration
        ui::text_wrapped_disabled(
            lesson::tr("the numbers of each iteration come after the introduction"));
    else
        s.study->draw_step_numbers(beat);
}

/// The 2D step: the simplex before and after, its weights and Voronoi region, v, d, w, the
/// test; or EPA's polygon, closest edge and gap.
void draw_step_numbers(const Timeline2& t, int step) {
    if (const gjk::GjkStep* g = t.gjk_step(step)) {
        ImGui::TextDisabled("%s", lesson::tr("simplex entering this step").c_str());
        vertex_table("before", g->simplex_before, t.names, nullptr);
        if (t.variant == Variant::Distance) {
            ImGui::TextDisabled("%s",
                                lesson::tr("reduced to the feature nearest the origin").c_str());
            vertex_table("after", g->simplex_after, t.names, &g->weights);
            field("Voronoi region",
                  region_words(region_corners(g->region), g->simplex_before, t.names, 3));
            field("closest point v", vec(g->closest), im(palette::closest));
            field("|v|", num(g->distance, 10), im(palette::closest));
        } else {
            ImGui::TextDisabled("%s", lesson::tr("kept by NearestSimplex").c_str());
            vertex_table("after", g->simplex_after, t.names, nullptr);
            field("region", region_words(region_corners(g->region), g->simplex_before, t.names, 3));
        }
        if (g->has_support) support_fields(*g, t.variant, t.names);
        field("stop", gjk::to_string(g->stop));
    } else if (const gjk::EpaStep* e = t.epa_step(step)) {
        field("polygon", std::to_string(e->polytope.size()) + " vertices");
        if (e->polytope.size() <= 16) vertex_table("poly", e->polytope, t.names, nullptr);
        if (e->closest_edge >= 0) {
            const int n = int(e->polytope.size());
            field("closest edge",
                  t.names.name(e->polytope[e->closest_edge]) + "-" +
                      t.names.name(e->polytope[(e->closest_edge + 1) % n]),
                  im(palette::direction));
            field("its distance", num(e->distance, 10) + lesson::tr(" (lower bound)"));
            field("normal n", vec(e->normal), im(palette::closest));
        }
        if (e->has_support) epa_support_fields(*e, "edges removed", t.names);
        field("stop", gjk::to_string(e->stop));
    }
}

/// The 3D step: the simplex with its weights and region, v, d, w, the test; or EPA's polytope,
/// closest face and gap.
void draw_step_numbers(const Timeline3& t, int step) {
    if (const gjk::GjkStep3* g = t.gjk_step(step)) {
        ImGui::TextDisabled("%s", lesson::tr("simplex entering this step").c_str());
        vertex_table("before", g->simplex_before, t.names, nullptr);
        ImGui::TextDisabled(t.variant == Variant::Distance
                                ? "reduced to the feature nearest the origin"
                                : "kept by NearestSimplex");
        vertex_table("after", g->simplex_after, t.names,
                     t.variant == Variant::Distance ? &g->weights : nullptr);
        field("Voronoi region",
              region_words(region_corners(g->region), g->simplex_before, t.names, 4));
        if (t.variant == Variant::Distance) {
            field("closest point v", vec(g->closest), im(palette::closest));
            field("|v|", num(g->distance, 10), im(palette::closest));
        }
        if (g->has_support) support_fields(*g, t.variant, t.names);
        field("stop", gjk::to_string(g->stop));
    } else if (const gjk::EpaStep3* e = t.epa_step(step)) {
        field("polytope", std::to_string(e->vertices.size()) + " vertices, " +
                              std::to_string(e->faces.size()) + " faces");
        if (e->closest_face >= 0) {
            const gjk::TraceFace& f = e->faces[e->closest_face];
            field("closest face",
                  t.names.name(e->vertices[f.a]) + " " + t.names.name(e->vertices[f.b]) + " " +
                      t.names.name(e->vertices[f.c]),
                  im(palette::direction));
            field("its distance", num(e->distance, 10) + lesson::tr(" (lower bound)"));
            field("normal n", vec(e->normal), im(palette::closest));
        }
        if (e->has_support) epa_support_fields(*e, "faces removed", t.names);
        field("stop", gjk::to_string(e->stop));
    }
}

namespace {

template <class Timeline_>
void result_of(const Scene& scene, const Timeline_& t) {
    result_fields(scene, t.result(), t.variant, t.report.boolean_intersecting, t.report.warnings);
}

}  // namespace

void draw_result(const Scene& scene, const Timeline2& t) {
    result_of(scene, t);
}

void draw_result(const Scene& scene, const Timeline3& t) {
    result_of(scene, t);
}

void draw_result_panel(AppState& s) {
    s.study->draw_result(s.doc.scene);
    if (s.ui.warm_start) {
        const int corners = s.study->warm_start_points();
        ui::field(
            "warm start",
            corners > 0
                ? "began from the last run's simplex (" + std::to_string(corners) +
                      (corners == 1 ? " corner)" : " corners)")
                : std::string("cold: no usable simplex cached (first run, or the shapes changed)"));
    }
    // Both runs drawn side by side, stepping together.
    bool side_by_side = bool(s.ui.twin);
    if (ImGui::Checkbox(ui::L("float and double side by side").c_str(), &side_by_side))
        show_twin(s, side_by_side);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "the same scene run in both precisions, drawn side by side at the same step; the "
            "step where they part ways is marked on the timeline");
    // Float next to double, on request: both answers and the first step where they part ways.
    if (ImGui::Button("compare float and double")) {
        s.ui.precisions.clear();
        try {
            const PrecisionComparison c = compare_precisions(s.doc.scene);
            for (const QueryReport* r : {&c.double_run, &c.float_run}) {
                const bool three = r->dimension == 3;
                const bool hit = three ? r->result3.intersecting : r->result.intersecting;
                const double dist = three ? r->result3.distance : r->result.distance;
                const double depth =
                    three ? r->result3.penetration_depth : r->result.penetration_depth;
                s.ui.precisions.push_back(
                    std::string(r == &c.double_run ? "double" : "float") + ": " +
                    (hit ? "overlap, depth " + num(depth, 10)
                         : "apart, distance " + num(dist, 10)) +
                    ", normal " + (three ? vec(r->result3.normal, 7) : vec(r->result.normal, 7)));
            }
            s.ui.precisions.push_back((c.divergence.found ? "they part ways at " : "") +
                                      c.summary());
            s.ui.divergence = c.divergence;
        } catch (const std::exception& e) {
            s.ui.precisions.push_back(std::string("cannot compare: ") + e.what());
        }
    }
    for (const std::string& line : s.ui.precisions) ui::text_wrapped(line);
    if (!s.ui.precisions.empty()) {
        // Step through either run: the step where they part, and the other precision's run.
        const Divergence& d = s.ui.divergence;
        if (d.found) {
            const int step = (d.in_epa ? s.study->gjk_count() : 0) + d.iteration - 1;
            if (ImGui::Button((std::string("show ") + (d.in_epa ? "EPA" : "GJK") + " step " +
                               std::to_string(d.iteration))
                                  .c_str()))
                set_step(s, step);
            ImGui::SameLine();
        }
        const bool single = s.doc.scene.settings.precision == Precision::Float;
        if (ImGui::Button(single ? "view the double run" : "view the float run")) {
            const auto lines = s.ui.precisions;
            const Divergence kept = s.ui.divergence;
            const int step = s.view.step;
            s.doc.scene.settings.precision = single ? Precision::Double : Precision::Float;
            recompute(s);  // the same scene in the other precision: the comparison still holds
            s.ui.precisions = lines;
            s.ui.divergence = kept;
            set_step(s, step);
        }
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "the same scene run in the other precision, at the same step (Settings: "
                "precision)");
    }
    if (s.ui.sweep.reveal) ImGui::SetNextItemOpen(true);
    if (ImGui::TreeNode("sweep: is the answer stable here?")) {
        draw_sweep_section(s);
        ImGui::TreePop();
    }
}

}  // namespace gjklab
