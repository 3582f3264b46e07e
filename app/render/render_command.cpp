#include <algorithm>
#include <optional>

#include "render/render_command.h"

#include "model/lesson/text.h"
#include "render/text.h"

#include <sys/stat.h>

#include <cctype>
#include <filesystem>

#include "io/atomic_file.h"
#include "model/with_timeline.h"
#include "render/cast_painter2.h"
#include "render/offscreen.h"
#include "render/side_lesson_views.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace gjklab {

namespace {

int checked_step(int requested, int size) {
    const int step = requested < 0 ? size - 1 : requested;
    if (step >= size)
        throw InputError("--step " + std::to_string(requested) + " is past the last step (" +
                         std::to_string(size - 1) + "; steps count from 0)");
    return step;
}

/// Fails on a path that cannot be a PNG, or cannot be written, before any time is spent
/// rendering.
void check_png_path(const std::string& out) {
    std::string ext = std::filesystem::path(out).extension().string();
    for (auto& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
    struct stat st;
    const bool regular_or_new = ::stat(out.c_str(), &st) != 0 || S_ISREG(st.st_mode);
    if (ext != ".png" && regular_or_new)
        throw InputError(out + ": render writes PNG images; name the file .png");
    try {
        AtomicFile probe(out);  // opened and removed again: the folder takes new files
    } catch (const OutputError& e) {
        throw InputError(e.what());
    }
}

/// The step a phase is drawn at: the introduction before the first, the ending at the last;
/// a GJK or EPA sub-step only at a step of that algorithm.
template <class Timeline_>
int step_for_phase(const Timeline_& t, Phase phase, int requested) {
    if (in_intro(phase)) return 0;
    if (in_ending(phase)) return t.size() - 1;
    const int step = checked_step(requested, t.size());
    if ((in_gjk(phase) && t.is_epa(step)) || (in_epa(phase) && !t.is_epa(step)))
        throw InputError(std::string("--phase ") + phase_name(phase) + " is a sub-step of " +
                         (in_gjk(phase) ? "GJK" : "EPA") + ", but step " + std::to_string(step) +
                         " is " + t.step_name(step));
    return step;
}

/// Writes the frame's layout (when asked) and then the PNG: both whole or neither changed (a bad
/// layout path stops before the PNG).
void write_outputs(const RenderRequest& req, const OffscreenRenderer& renderer, const Image& image,
                   double scale) {
    if (!req.layout_json.empty())
        write_file_atomically(req.layout_json,
                              layout_json(renderer.last_layout(), req.width, req.height, scale));
    write_png(image, req.out);
}

/// `gjklab render --cast` or `--mpr`: one beat of that lesson (`lesson --cast` / `--mpr` list
/// them): `--phase` one of its phases, `--step` the iteration it belongs to; without them the
/// answer.
int render_side(const RenderRequest& req, const SideLesson& l) {
    const Beat beat = side_beat(l, req.phase, req.step);
    const Scene& scene = l.start;
    PaintOptions options = paint_options_of(scene.display, scene.compare.draw);
    req.overrides.apply(options);
    options.phase = beat.phase;
    const double scale = req.ui_scale > 0 ? req.ui_scale : output_scale(req.height);
    const RecordingSettings& rs = scene.recording;
    const std::string caption =
        req.caption ? l.title(beat) + ":  " + l.said(beat).text : std::string();
    const double band = req.caption ? caption_band(rs.caption_size) : 0;
    const SidePainter paint = lay_out_side_lesson(
        l, views_area(req.width / scale, req.height / scale, band, rs.captions_at_top), req.view,
        req.lesson_panel, false);
    check_png_path(req.out);
    OffscreenRenderer renderer(req.width, req.height, true, scale);
    renderer.set_caption_size(rs.caption_size);
    renderer.set_captions_at_top(rs.captions_at_top);
    Canvas canvas;
    paint(canvas, beat, options);
    write_outputs(req, renderer, renderer.render_canvas(canvas, caption), scale);
    return 0;
}

/// `gjklab render` of a 2D or 3D timeline.
template <class Timeline_>
int render_timeline(const RenderRequest& req, const Scene& scene, const Timeline_& t) {
    PaintOptions options = paint_options_of(scene.display, scene.compare.draw);
    req.overrides.apply(options);
    options.phase = phase_named(req.phase).value_or(Phase::Whole);
    if (stage_of(options.phase) == Stage::Cast)
        throw InputError("--phase " + req.phase + " is a beat of the time of impact: add --cast");
    if (stage_of(options.phase) == Stage::Mpr)
        throw InputError("--phase " + req.phase + " is a beat of MPR's lesson: add --mpr");
    std::optional<CompareGeometry> compare;  // the scene's `compare.draw` layers
    if (req.sat_step >= 0) {
        options.compare_layers.sat = true;
        options.compare_layers.sat_step = req.sat_step;
    }
    if (options.compare_layers.any()) options.compare = &compare.emplace(compare_geometry(scene));
    if (req.sat_step >= 0) {
        const SatSteps& sat = compare->sat;
        if (!sat.applies) throw InputError("--sat-step: " + sat.why);
        if (options.compare_layers.sat_step > int(sat.steps.size()))
            throw InputError("SAT step " + std::to_string(options.compare_layers.sat_step) +
                             " is past the last axis it tests (" +
                             std::to_string(sat.steps.size()) + ")");
    }
    const int step = step_for_phase(t, options.phase, req.step);
    const double scale = req.ui_scale > 0 ? req.ui_scale : output_scale(req.height);
    const RecordingSettings& rs = scene.recording;
    const Beat beat{step, options.phase};
    const std::string caption =
        req.caption ? beat_title(t, beat) + ":  " + beat_caption(t, beat) : std::string();
    const double band = req.caption ? caption_band(rs.caption_size) : 0;
    const auto views =
        views_for_frame(scene, t, req.view,
                        views_area(req.width / scale, req.height / scale, band, rs.captions_at_top),
                        req.lesson_panel);
    check_png_path(req.out);
    OffscreenRenderer renderer(req.width, req.height, true, scale);
    renderer.set_caption_size(rs.caption_size);
    renderer.set_captions_at_top(rs.captions_at_top);
    write_outputs(req, renderer, renderer.render(scene, t, views, step, options, caption), scale);
    return 0;
}

}  // namespace

std::string layout_json(const std::vector<FrameBox>& boxes, int width, int height, double scale) {
    nlohmann::ordered_json j;
    j["size"] = {width, height};
    std::vector<nlohmann::ordered_json> list;
    auto px = [&](double v) { return std::round(v * scale * 10) / 10; };  // 0.1 px
    for (const FrameBox& b : boxes) {
        nlohmann::ordered_json o;
        o["kind"] = box_kind_name(b.kind);
        o["text"] = b.text;
        o["rect"] = {px(b.rect.x), px(b.rect.y), px(b.rect.z), px(b.rect.w)};
        if (std::isfinite(b.anchor.x) && std::isfinite(b.anchor.y))
            o["anchor"] = {px(b.anchor.x), px(b.anchor.y)};
        else
            o["anchor"] = nullptr;
        list.push_back(std::move(o));
    }
    // One box a line: a reader (or grep) sees each box whole.
    std::string text = "{\"size\": " + j["size"].dump() + ", \"boxes\": [";
    for (size_t i = 0; i < list.size(); ++i) text += (i ? ",\n  " : "\n  ") + list[i].dump();
    return text + "\n]}\n";
}

int render_command(const RenderRequest& req) {
    Scene scene = load_scene(req.scene_path);
    const lesson::LanguageScope language(lesson_language(scene, req.language));
    if (lesson::language() == lesson::Language::Chinese && !chinese_font_installed())
        throw InputError(
            "--lang zh needs the Chinese font of Debian's fonts-wqy-microhei (tools/setup.sh "
            "installs it)");
    if (req.cast && req.mpr) throw InputError("--cast and --mpr are two lessons: give one");
    if (req.cast) return render_side(req, cast_side_lesson(scene));
    if (req.mpr) return render_side(req, mpr_side_lesson(scene));
    return with_timeline(scene, [&](const auto& t) { return render_timeline(req, scene, t); });
}

}  // namespace gjklab
