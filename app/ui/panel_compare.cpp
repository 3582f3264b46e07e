// The Compare tests panel: the collision survey's tests on the query pair, coarse to exact,
// each one's verdict live as the shapes move, whether it agrees with GJK (false positives
// marked), what it costs, and which of their volumes and rasters the world view draws.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>

#include "ui/panels.h"
#include "ui/widgets.h"

namespace gjklab {

namespace {

const char* title_of(const std::string& name, int dimension) {
    if (name == "bounding_circle") return dimension == 3 ? "spheres" : "circles";
    if (name == "circle_aabb") return dimension == 3 ? "sphere vs AABB" : "circle vs AABB";
    if (name == "aabb") return "AABB";
    if (name == "obb") return "OBB";
    if (name == "grid") return "grid";
    if (name == "pixel") return dimension == 3 ? "voxels" : "pixels";
    if (name == "sat") return "SAT";
    if (name == "mpr") return "MPR";
    return "GJK";
}

/// SAT one axis at a time, like GJK's steps: back and forward through the axes in the order the
/// test meets them, the world view drawing the current one, a caption saying what it shows.
void draw_sat_stepper(AppState& s, const SatSteps& sat) {
    ImGui::Separator();
    ImGui::TextUnformatted("SAT, one axis at a time");
    if (!sat.applies) {
        ui::text_wrapped_disabled(sat.why);
        return;
    }
    CompareLayers& l = s.doc.scene.compare.draw;
    const int count = int(sat.steps.size());
    int& step = l.sat_step;
    step = std::clamp(step, 0, count);
    auto go = [&](int k) {
        step = std::clamp(k, 0, count);
        l.sat = true;  // stepping shows the axis
    };
    if (ImGui::Button("first##sat")) go(1);
    ImGui::SameLine();
    if (ImGui::ArrowButton("##sat_back", ImGuiDir_Left)) go(step <= 1 ? 1 : step - 1);
    ImGui::SameLine();
    if (ImGui::ArrowButton("##sat_forward", ImGuiDir_Right)) go(step == 0 ? count : step + 1);
    ImGui::SameLine();
    if (ImGui::Button("the answer##sat")) go(0);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    int shown = step;
    if (ImGui::SliderInt("##sat_step", &shown, 0, count, shown == 0 ? "the answer" : "axis %d"))
        go(shown);
    const int index = step == 0 ? sat.deciding() : step - 1;
    ui::text_wrapped(sat_step_caption(sat, index));
    if (!l.sat) ui::text_wrapped_disabled("(tick \"SAT axis\" to see it in the world view)");
}

/// MPR's penetration estimate beside EPA's: how much deeper, how far its normal turns, and why.
void draw_mpr_depth(const Comparison& c) {
    for (const CompareRow& r : c.rows) {
        if (!r.has_depth) continue;
        const double angle =
            std::acos(std::clamp(glm::dot(r.normal, c.normal), -1.0, 1.0)) * 180 / M_PI;
        ImGui::Text("depth: MPR %.4g, EPA %.4g", r.depth, c.penetration_depth);
        if (r.depth > c.penetration_depth * (1 + 1e-6) + 1e-12) {
            ImGui::TextColored(ImVec4(0.80f, 0.20f, 0.07f, 1),
                               "MPR: %.3gx as deep, its normal %.0f degrees off",
                               r.depth / std::max(c.penetration_depth, 1e-300), angle);
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip(
                    "MPR follows the ray from the centres' difference through O and measures to "
                    "the edge (face) of A - B where that ray leaves it; EPA measures to the "
                    "nearest one. Where they differ, an engine pushing the shapes apart along "
                    "MPR's normal pushes them farther than needed, the wrong way.");
        }
    }
}

}  // namespace

void refresh_comparison(AppState& s, bool timed) {
    if (s.ui.comparison && s.ui.compare_geometry && (!timed || s.ui.comparison_timed)) return;
    CompareOptions options;  // the raster sizes: the scene's, else the pair's
    options.timed = timed;
    try {
        s.ui.comparison = compare_methods(s.doc.scene, options);
        s.ui.compare_geometry = compare_geometry(s.doc.scene, options);
        s.ui.comparison_timed = timed;
        s.ui.compare_error.clear();
    } catch (const std::exception& e) {
        s.ui.comparison.reset();
        s.ui.compare_geometry.reset();
        s.ui.compare_error = e.what();
    }
}

void draw_compare_panel(AppState& s) {
    refresh_comparison(s, false);
    ui::text_wrapped_disabled(
        "The survey's tests, coarse to exact. \"maybe\": a bounding test cannot rule "
        "contact out; red: it says so where GJK says apart.");
    CompareLayers& l = s.doc.scene.compare.draw;
    const bool three = s.doc.scene.dimension == 3;
    ImGui::TextDisabled("draw in the world view");
    ImGui::Checkbox(three ? "spheres" : "circles", &l.circles);
    ImGui::SameLine();
    ImGui::Checkbox("AABBs", &l.aabbs);
    ImGui::SameLine();
    ImGui::Checkbox("OBBs", &l.obbs);
    ImGui::Checkbox("SAT axis", &l.sat);
    ImGui::SameLine();
    ImGui::Checkbox("grid cells", &l.grid);
    ImGui::SameLine();
    ImGui::Checkbox(three ? "voxels" : "pixels", &l.pixels);
    ImGui::Checkbox("MPR's push and EPA's", &l.mpr);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "overlapping shapes: the move of B that MPR's answer makes them touch, and EPA's "
            "(the least); where they differ, MPR followed the line of the centres");
    bool changed = false;
    ui::row_label("grid cell");
    CompareSettings& settings = s.doc.scene.compare;
    double cell = s.ui.comparison ? s.ui.comparison->grid_cell : settings.grid_cell;
    if (ui::input_double("##compare_cell", cell, "%.4g") && cell > 0)
        settings.grid_cell = cell, changed = true;
    ui::row_label(three ? "voxel size" : "pixel size");
    double pixel = s.ui.comparison ? s.ui.comparison->pixel_size : settings.pixel_size;
    if (ui::input_double("##compare_pixel", pixel, "%.4g") && pixel > 0)
        settings.pixel_size = pixel, changed = true;
    ui::row_label(three ? "spheres per shape" : "circles per shape");
    int circles = settings.circles;
    if (ImGui::InputInt("##compare_circles", &circles) && circles >= 1 && circles <= 64)
        settings.circles = circles, changed = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "more than one: a chain along the shape's long axis (the survey's car hugged by "
            "circles)");
    if (changed) {
        s.ui.comparison.reset();
        s.ui.compare_geometry.reset();
        refresh_comparison(s, false);
    }
    if (!s.ui.compare_error.empty()) {
        ui::text_wrapped(s.ui.compare_error, ImVec4(0.84f, 0.37f, 0, 1));
        return;
    }
    if (!s.ui.comparison) return;
    const Comparison& c = *s.ui.comparison;
    ui::field("GJK says", c.overlap ? "overlapping" : "apart");
    if (ImGui::BeginTable("compare", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn("test");
        ImGui::TableSetupColumn("says");
        ImGui::TableSetupColumn("exact");
        ImGui::TableSetupColumn(s.ui.comparison_timed ? "ns" : "work",
                                ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableHeadersRow();
        for (const CompareRow& r : c.rows) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(title_of(r.name, c.dimension));
            ImGui::TableNextColumn();
            if (!r.applies) {
                ImGui::TextDisabled("n/a");
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", r.why.c_str());
            } else if (r.overlap && !c.overlap) {
                ImGui::TextColored(ImVec4(0.80f, 0.20f, 0.07f, 1), "maybe");
                if (ImGui::IsItemHovered())
                    ImGui::SetTooltip(
                        "a false positive: this test cannot rule contact out, GJK finds them "
                        "apart");
            } else if (r.overlap) {
                ImGui::TextUnformatted(r.exact ? "overlap" : "maybe");
            } else {
                ImGui::TextColored(
                    r.agrees ? ImVec4(0, 0.45f, 0.3f, 1) : ImVec4(0.80f, 0.20f, 0.07f, 1), "%s",
                    r.agrees ? "apart" : "apart!");
                if (!r.agrees && ImGui::IsItemHovered())
                    ImGui::SetTooltip(
                        "missed: GJK finds them overlapping (a sampled test can miss thin "
                        "overlaps)");
            }
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(r.applies ? (r.exact ? "yes" : "no") : "");
            ImGui::TableNextColumn();
            if (s.ui.comparison_timed && r.applies) {
                ImGui::Text("%.0f", r.ns);
                if (ImGui::IsItemHovered())
                    ImGui::SetTooltip(
                        "%.0f ns building its volumes from the shapes and testing; %.0f ns the "
                        "test "
                        "alone; %ld %s",
                        r.ns, r.test_ns, r.operations, r.operation.c_str());
            } else if (r.applies) {
                ImGui::TextDisabled("%ld", r.operations);
                if (ImGui::IsItemHovered())
                    ImGui::SetTooltip("%ld %s", r.operations, r.operation.c_str());
            }
        }
        ImGui::EndTable();
    }
    draw_mpr_depth(c);
    if (s.ui.compare_geometry) draw_sat_stepper(s, s.ui.compare_geometry->sat);
    if (ImGui::Button(s.ui.comparison_timed ? "measure again" : "measure ns")) {
        s.ui.comparison.reset();
        refresh_comparison(s, true);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "times each test here (about a tenth of a second); an edit clears the times");
}

}  // namespace gjklab
