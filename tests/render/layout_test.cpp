// Clean frames, measured: every preset's every beat, laid out as `record` films it (captions on)
// at 1280x720, 1920x1080 and 3840x2160, and the boxes of each frame (render/text.h, the ones
// `render --layout-json` writes) checked: no two overlap, none leaves the frame.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <glm/geometric.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cli/run_binary.h"
#include "model/lesson.h"
#include "model/timeline3.h"
#include "model/with_timeline.h"
#include "record/plan.h"
#include "render/offscreen.h"
#include "render/pixels.h"
#include "render/side_lesson_views.h"
#include "render/text.h"
#include "scene/motion.h"

namespace {

using namespace gjklab;

struct Faults {
    int frames = 0, boxes = 0, overlaps = 0, outside = 0;
    int jumps = 0;     ///< a label that moved between consecutive beats, its point where it was
    int unforced = 0;  ///< of those, the ones whose place no other box took
    std::map<std::string, int> overlap_kinds;  ///< "label/legend": count
    std::vector<std::string> examples;
};

/// Counts the overlapping pairs and the boxes out of a w x h frame (logical pixels; a pair
/// touching by less than half a pixel does not count).
void check(const std::vector<FrameBox>& boxes, double w, double h, const std::string& where,
           Faults& f) {
    ++f.frames;
    f.boxes += int(boxes.size());
    auto note = [&](const std::string& what) {
        if (f.examples.size() < 40) f.examples.push_back(where + ": " + what);
    };
    for (const FrameBox& b : boxes) {
        const glm::vec4 r = b.rect;
        if (r.x < -0.5f || r.y < -0.5f || r.x + r.z > w + 0.5 || r.y + r.w > h + 0.5) {
            ++f.outside;
            note(std::string(box_kind_name(b.kind)) + " \"" + b.text + "\" leaves the frame");
        }
    }
    for (size_t i = 0; i < boxes.size(); ++i)
        for (size_t j = i + 1; j < boxes.size(); ++j) {
            const glm::vec4 a = boxes[i].rect, b = boxes[j].rect;
            const float dx = std::min(a.x + a.z, b.x + b.z) - std::max(a.x, b.x);
            const float dy = std::min(a.y + a.w, b.y + b.w) - std::max(a.y, b.y);
            if (dx <= 0.5f || dy <= 0.5f) continue;
            ++f.overlaps;
            std::string ka = box_kind_name(boxes[i].kind), kb = box_kind_name(boxes[j].kind);
            if (kb < ka) std::swap(ka, kb);
            ++f.overlap_kinds[ka + "/" + kb];
            note("\"" + boxes[i].text + "\" (" + box_kind_name(boxes[i].kind) + ") over \"" +
                 boxes[j].text + "\" (" + box_kind_name(boxes[j].kind) + ")");
        }
}

/// Counts the labels of `now` that name the same point with the same words as in `before`
/// (the beat before) but moved: a label jumping while its point stays is read as a new one.
void check_steady(const std::vector<FrameBox>& before, const std::vector<FrameBox>& now,
                  const std::string& where, Faults& f) {
    for (const FrameBox& b : now) {
        if (b.kind != BoxKind::Label || !std::isfinite(b.anchor.x)) continue;
        for (const FrameBox& a : before) {
            if (a.kind != BoxKind::Label || a.text != b.text || !std::isfinite(a.anchor.x) ||
                glm::length(a.anchor - b.anchor) > 0.5f)
                continue;
            if (glm::length(glm::vec2(a.rect) - glm::vec2(b.rect)) > 0.5f) {
                ++f.jumps;
                std::string why;
                const glm::vec4 r = a.rect;
                for (const FrameBox& c : now)
                    if (&c != &b && c.rect.x < r.x + r.z && r.x < c.rect.x + c.rect.z &&
                        c.rect.y < r.y + r.w && r.y < c.rect.y + c.rect.w)
                        why += " \"" + c.text + "\"";
                for (const FrameBox& c : now)  // a named point's marker (10 px) now there
                    if (&c != &b && std::isfinite(c.anchor.x) && c.anchor != b.anchor &&
                        c.anchor.x > r.x - 10 && c.anchor.x < r.x + r.z + 10 &&
                        c.anchor.y > r.y - 10 && c.anchor.y < r.y + r.w + 10)
                        why += " the marker of \"" + c.text + "\"";
                f.unforced += why.empty();
                if (f.examples.size() < 60 && why.empty()) {
                    f.examples.push_back(where + ": \"" + b.text + "\" jumped" +
                                         (why.empty() ? "" : ": its place now holds" + why));
                }
            }
            break;
        }
    }
}

std::vector<std::string> presets() {
    std::vector<std::string> files;
    for (const auto& e :
         std::filesystem::directory_iterator(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes"))
        if (e.path().extension() == ".json") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

TEST(Layout, EveryPresetsEveryBeatAtThreeSizesIsClean) {
    struct Size {
        int w, h;
    };
    const Size sizes[] = {{1280, 720}, {1920, 1080}, {3840, 2160}};
    Faults faults;
    std::map<std::string, int> per_scene;
    for (const Size size : sizes) {
        const double scale = output_scale(size.h);
        OffscreenRenderer renderer(size.w, size.h, true, scale);
        for (const std::string& file : presets()) {
            const Scene scene = load_scene(file);
            const RecordingSettings& rs = scene.recording;
            renderer.set_caption_size(rs.caption_size);
            renderer.set_captions_at_top(rs.captions_at_top);
            const std::string name = std::filesystem::path(file).stem().string();
            with_timeline(scene, [&](const auto& t) {
                const Rect area = views_area(size.w / scale, size.h / scale,
                                             caption_band(rs.caption_size), rs.captions_at_top);
                const auto views = views_for_frame(scene, t, "", area);
                PaintOptions options = paint_options_of(scene.display, scene.compare.draw);
                const int before = faults.overlaps + faults.outside;
                std::vector<FrameBox> last;
                for (const Beat& beat : lesson_beats(t, {})) {
                    options.phase = beat.phase;
                    const std::string caption = beat_title(t, beat) + ":  " + beat_caption(t, beat);
                    const std::vector<FrameBox> boxes =
                        renderer.layout(scene, t, views, beat.step, options, caption, &last);
                    check(boxes, size.w / scale, size.h / scale,
                          name + " " + std::to_string(size.h) + "p " + beat_title(t, beat), faults);
                    check_steady(last, boxes,
                                 name + " " + std::to_string(size.h) + "p " + beat_title(t, beat),
                                 faults);
                    last = boxes;
                }
                per_scene[name] += faults.overlaps + faults.outside - before;
                return 0;
            });
        }
    }
    std::ostringstream report;
    report << faults.frames << " frames, " << faults.boxes << " boxes: " << faults.overlaps
           << " overlapping pairs, " << faults.outside << " boxes out of the frame, "
           << faults.jumps << " labels moved while their point stayed (" << faults.unforced
           << " of them where no other box took their place)\n";
    for (const auto& [kinds, n] : faults.overlap_kinds)
        report << "  " << kinds << ": " << n << "\n";
    for (const auto& [scene, n] : per_scene)
        if (n) report << "  " << scene << ": " << n << "\n";
    for (const std::string& e : faults.examples) report << "  " << e << "\n";
    std::printf("%s", report.str().c_str());
    EXPECT_EQ(faults.overlaps, 0) << report.str();
    EXPECT_EQ(faults.outside, 0) << report.str();
    // A label keeps its place from beat to beat unless a new box or a named point's marker
    // takes it. The few left: the marker of a point whose own label was left out (the same
    // words already said), which the boxes do not show (3D preset 22's "b").
    EXPECT_LE(faults.unforced, 3) << report.str();
    EXPECT_GT(faults.frames, 2000);  // every preset's every beat, three times
}

TEST(Layout, EverySideLessonsEveryBeatAtThreeSizesIsClean) {
    // The time of impact's lesson of every moving preset (2D and 3D) and MPR's lesson of every
    // preset, as `record --cast` and `record --mpr` film them and the window plays them.
    struct Size {
        int w, h;
    };
    const Size sizes[] = {{1280, 720}, {1920, 1080}, {3840, 2160}};
    Faults faults;
    int casts = 0;
    for (const Size size : sizes) {
        const double scale = output_scale(size.h);
        OffscreenRenderer renderer(size.w, size.h, true, scale);
        for (const std::string& file : presets()) {
            const Scene scene = load_scene(file);
            const RecordingSettings& rs = scene.recording;
            renderer.set_caption_size(rs.caption_size);
            renderer.set_captions_at_top(rs.captions_at_top);
            const std::string name = std::filesystem::path(file).stem().string();
            std::vector<SideLesson> lessons{mpr_side_lesson(scene)};
            if (scene_moves(scene)) lessons.push_back(cast_side_lesson(scene)), ++casts;
            const Rect area = views_area(size.w / scale, size.h / scale,
                                         caption_band(rs.caption_size), rs.captions_at_top);
            PaintOptions options = paint_options_of(scene.display, scene.compare.draw);
            for (const SideLesson& l : lessons) {
                const SidePainter paint = lay_out_side_lesson(l, area, "", true, false);
                std::vector<FrameBox> last;
                for (const Beat& beat : l.beats) {
                    options.phase = beat.phase;
                    Canvas canvas;
                    paint(canvas, beat, options);
                    const std::string where =
                        name + " " + l.flag + " " + std::to_string(size.h) + "p " + l.title(beat);
                    const std::vector<FrameBox> boxes = renderer.layout_canvas(
                        canvas, l.title(beat) + ":  " + l.said(beat).text, &last);
                    check(boxes, size.w / scale, size.h / scale, where, faults);
                    check_steady(last, boxes, where, faults);
                    last = boxes;
                }
            }
        }
    }
    std::ostringstream report;
    report << faults.frames << " frames, " << faults.boxes << " boxes: " << faults.overlaps
           << " overlapping pairs, " << faults.outside << " boxes out of the frame, "
           << faults.jumps << " labels moved while their point stayed (" << faults.unforced
           << " unforced)\n";
    for (const auto& [kinds, n] : faults.overlap_kinds)
        report << "  " << kinds << ": " << n << "\n";
    for (const std::string& e : faults.examples) report << "  " << e << "\n";
    std::printf("%s", report.str().c_str());
    EXPECT_EQ(faults.overlaps, 0) << report.str();
    EXPECT_EQ(faults.outside, 0) << report.str();
    EXPECT_EQ(faults.unforced, 0) << report.str();
    EXPECT_GE(casts, 3 * 3);  // the three moving presets, at each size
}

TEST(Layout, ARockingCameraKeepsTheWordsAndTheFrameClean) {
    // A 3D recording swings its cameras on the beats that show a new point (record/plan.h):
    // at either end of the swing the frame stays clean, and every text says what the steady
    // frame says (depths "nearer you than O" and directions are measured from the steady
    // camera), while the picture itself moves.
    Faults faults;
    int moved = 0, compared = 0;
    OffscreenRenderer renderer(1920, 1080, true, output_scale(1080));
    for (const std::string& file : presets()) {
        const Scene scene = load_scene(file);
        if (scene.dimension != 3) continue;
        const std::string name = std::filesystem::path(file).stem().string();
        const Timeline3 t = build_timeline3(scene);
        const double scale = output_scale(1080);
        const Rect area = views_area(1920 / scale, 1080 / scale,
                                     caption_band(scene.recording.caption_size), false);
        const auto views = views_for_frame(scene, t, "", area);
        PaintOptions options = paint_options_of(scene.display, scene.compare.draw);
        for (const Beat& beat : lesson_beats(t, {})) {
            if (!beat_sways(beat)) continue;
            options.phase = beat.phase;
            const std::string caption = beat_title(t, beat) + ":  " + beat_caption(t, beat);
            options.sway_deg = 0;
            const auto steady = renderer.layout(scene, t, views, beat.step, options, caption);
            std::multiset<std::string> steady_texts;
            for (const FrameBox& b : steady) steady_texts.insert(b.text);
            for (const double sway : {-5.0, 5.0}) {
                options.sway_deg = sway;
                const auto swayed = renderer.layout(scene, t, views, beat.step, options, caption);
                check(swayed, 1920 / scale, 1080 / scale,
                      name + " sway " + std::to_string(int(sway)) + " " + beat_title(t, beat),
                      faults);
                std::multiset<std::string> texts;
                for (const FrameBox& b : swayed) texts.insert(b.text);
                for (const std::string& text : steady_texts)
                    if (text.find("nearer you") != std::string::npos ||
                        text.find("away from you") != std::string::npos ||
                        text.find("towards you") != std::string::npos) {
                        EXPECT_EQ(texts.count(text), steady_texts.count(text))
                            << name << " " << beat_title(t, beat) << ": \"" << text
                            << "\" changed with the camera's swing";
                    }
                for (const FrameBox& a : steady)
                    for (const FrameBox& b : swayed)
                        if (a.kind == BoxKind::Label && a.text == b.text &&
                            !std::isnan(a.anchor.x) && !std::isnan(b.anchor.x)) {
                            ++compared;
                            moved += glm::length(a.anchor - b.anchor) > 2;
                        }
            }
        }
    }
    EXPECT_EQ(faults.overlaps, 0) << (faults.examples.empty() ? "" : faults.examples[0]);
    EXPECT_EQ(faults.outside, 0) << (faults.examples.empty() ? "" : faults.examples[0]);
    EXPECT_GT(faults.frames, 40);
    // The points the labels name move on screen: the swing is there to be seen.
    EXPECT_GT(moved, compared / 2) << moved << " of " << compared;
}

TEST(Layout, TheCheckFindsOverlapsAndBoxesOutOfTheFrame) {
    Faults f;
    const std::vector<FrameBox> boxes = {
        {BoxKind::Label, "w1", {10, 10, 40, 18}},
        {BoxKind::Legend, "", {45, 20, 100, 60}},    // under w1's right end
        {BoxKind::Label, "v", {1270, 100, 30, 18}},  // past the right edge of 1280
        {BoxKind::Label, "d", {50.2f, 10, 10, 8}},   // touching w1 by 0.2 px: not an overlap
    };
    check(boxes, 1280, 720, "made up", f);
    EXPECT_EQ(f.overlaps, 1);
    EXPECT_EQ(f.overlap_kinds["label/legend"], 1);
    EXPECT_EQ(f.outside, 1);
}

TEST(Layout, RenderWritesTheLayoutAsJson) {
    // `render --caption --layout-json` at 1080p: the boxes in the frame's pixels (the 720-line
    // layout x 1.5), one for each title, the legend, the caption band and the strip's parts.
    const std::string json = gjklab::test::out_path("layout.json"),
                      png = gjklab::test::out_path("layout.png");
    const RunResult r =
        run_gjklab("render " + gjklab::test::scene_path("04_boxes_overlapping_epa.json") +
                   " --step 1 --phase support --caption --size 1920x1080 --out " + png +
                   " --layout-json " + json);
    ASSERT_EQ(r.code, 0) << r.err;
    const nlohmann::json j = nlohmann::json::parse(read_file(json));
    EXPECT_EQ(j["size"], nlohmann::json({1920, 1080}));
    std::map<std::string, int> kinds;
    for (const auto& b : j["boxes"]) {
        ++kinds[b["kind"].get<std::string>()];
        const auto& rect = b["rect"];
        ASSERT_EQ(rect.size(), 4u);
        EXPECT_TRUE(b["anchor"].is_null() || b["anchor"].size() == 2);
        if (b["kind"] == "caption") {
            EXPECT_DOUBLE_EQ(rect[2].get<double>(), 1920);  // across the frame
            EXPECT_DOUBLE_EQ(rect[1].get<double>() + rect[3].get<double>(), 1080);  // at the bottom
        }
    }
    EXPECT_EQ(kinds["title"], 2);
    EXPECT_EQ(kinds["caption"], 1);
    EXPECT_EQ(kinds["legend"], 1);
    EXPECT_EQ(kinds["pseudocode"], 1);
    EXPECT_EQ(kinds["plot"], 1);
    EXPECT_GT(kinds["label"], 3);
    EXPECT_EQ(kinds.count("part"), 0u);  // text inside a box is the box
}

}  // namespace
