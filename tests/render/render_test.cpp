// The real renderer, checked pixel by pixel: `gjklab render` writes PNGs, and the test looks at
// known places computed with the same view layout: the origin marker, the inside of A - B, a
// simplex vertex, shape A's fill; two steps must differ. CTest runs this under Xvfb (GLX) and
// again with no display at all (EGL, offscreen driver).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <glm/vec3.hpp>
#include <nlohmann/json.hpp>

#include <imgui.h>
#include "cli/run_binary.h"
#include "model/compare.h"
#include "model/hit_test3.h"

#include "model/lesson.h"
#include "model/lesson/text.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/frame.h"
#include "render/offscreen.h"
#include "render/painter3.h"
#include "render/palette.h"
#include "render/pixels.h"
#include "render/text.h"

namespace {

using namespace gjklab;
using namespace gjklab::test;

/// The views exactly as `gjklab render` lays them out (`panel`: without --no-panel).
Views2 views_for(const Scene& s, const Timeline2& t, int w, int h, ViewMode mode,
                 bool panel = true) {
    Views2 v;
    v.mode = mode;
    v.lesson_panel = panel;
    v.layout({{0, 0}, {double(w), double(h)}});
    v.frame_all(t);
    return v;
}

TEST(Render, KnownPixelsOfAnOverlapStep) {
    const std::string file = scene_path("04_boxes_overlapping_epa.json");
    Scene scene = load_scene(file);
    Timeline2 t = build_timeline2(scene);
    const int step = t.gjk_count() - 1;  // the triangle that encloses the origin
    const std::string png = out_path("overlap.png");
    RunResult r = run_gjklab("render " + file + " --out " + png + " --step " +
                             std::to_string(step) + " --size 1000x600 --no-panel");
    ASSERT_EQ(r.code, 0) << r.err;
    Png img = load_png(png);
    ASSERT_EQ(img.w, 1000);
    ASSERT_EQ(img.h, 600);
    Views2 v = views_for(scene, t, 1000, 600, ViewMode::Split, false);

    // The origin marker: black crosshair at the origin of the Minkowski view.
    EXPECT_TRUE(dark(img.at(v.minkowski.to_screen({0, 0}) + glm::dvec2(6, 0)))) << "origin marker";

    // Inside A - B: the translucent purple fill (sampled between the centre and the corners,
    // most samples must show it; labels may cover a few).
    glm::dvec2 centre{0, 0};
    for (auto& m : t.minkowski) centre += m.point;
    centre /= double(t.minkowski.size());
    int purple = 0, samples = 0;
    for (auto& m : t.minkowski)
        for (double f : {0.35, 0.6}) {
            ++samples;
            purple += purple_tint(img.at(v.minkowski.to_screen(centre + f * (m.point - centre))));
        }
    EXPECT_GE(purple, samples * 7 / 10) << purple << " of " << samples;

    // The simplex colour at a simplex vertex.
    const auto& simplex = t.trace.gjk[step].simplex_after;
    ASSERT_EQ(simplex.size(), 3u);
    for (const auto& w : simplex)
        EXPECT_TRUE(dark(img.at(v.minkowski.to_screen(w.point)))) << "simplex vertex";

    // Shape A's fill in the world view, near its centre.
    const glm::dvec2 a_centre = scene.shapes[0].entry2().position + glm::dvec2(-0.6, -0.3);
    EXPECT_TRUE(blue_tint(img.at(v.world.to_screen(a_centre)))) << "shape A fill";

    // Outside everything: the white background.
    EXPECT_EQ(img.at({998, 300}), glm::ivec3(255, 255, 255));
}

TEST(Render, EpaStepNamesTheCornersOfTheNewSupport) {
    // EPA's first step on scene 04: the new support w = a0 - b2 is ringed on both shapes in
    // the world view and each corner is named next to it, in the support colour.
    const std::string file = scene_path("04_boxes_overlapping_epa.json");
    Scene scene = load_scene(file);
    Timeline2 t = build_timeline2(scene);
    const int step = t.gjk_count();
    const gjk::EpaStep* e = t.epa_step(step);
    ASSERT_TRUE(e && e->has_support);
    const std::string png = out_path("epa_support.png");
    ASSERT_EQ(run_gjklab("render " + file + " --out " + png + " --step " + std::to_string(step) +
                         " --size 1280x720")
                  .code,
              0);
    Png img = load_png(png);
    Views2 v = views_for(scene, t, 1280, 720, ViewMode::Split);
    auto support_green = [](glm::ivec3 c) { return c.g > c.r + 50 && c.b > c.r + 30; };
    for (glm::dvec2 corner : {e->support.a, e->support.b}) {
        const glm::dvec2 p = v.world.to_screen(corner);
        int ring = 0, label = 0;
        for (int k = 0; k < 16; ++k) {  // the ring, radius 9 px
            const double angle = k * M_PI / 8;
            ring += support_green(img.at(p + 9.0 * glm::dvec2(std::cos(angle), std::sin(angle))));
        }
        for (int y = -16; y <= -8; ++y)  // the name, up and right of the ring
            for (int x = 12; x <= 24; ++x) label += support_green(img.at(p + glm::dvec2(x, y)));
        EXPECT_GE(ring, 12) << "ring at " << p.x << "," << p.y;
        EXPECT_GE(label, 6) << "name at " << p.x << "," << p.y;
    }
}

TEST(Render, TwoStepsDiffer) {
    const std::string file = scene_path("default.json");
    const std::string a = out_path("step0.png"), b = out_path("step1.png");
    ASSERT_EQ(run_gjklab("render " + file + " --out " + a + " --step 0 --size 640x400").code, 0);
    ASSERT_EQ(run_gjklab("render " + file + " --out " + b + " --step 1 --size 640x400").code, 0);
    Png pa = load_png(a), pb = load_png(b);
    ASSERT_EQ(pa.px.size(), pb.px.size());
    size_t differ = 0;
    for (size_t i = 0; i < pa.px.size(); i += 4)
        differ +=
            pa.px[i] != pb.px[i] || pa.px[i + 1] != pb.px[i + 1] || pa.px[i + 2] != pb.px[i + 2];
    EXPECT_GT(differ, 500u);
    // The same request twice gives the same image (deterministic rendering).
    const std::string c = out_path("step0_again.png");
    ASSERT_EQ(run_gjklab("render " + file + " --out " + c + " --step 0 --size 640x400").code, 0);
    EXPECT_EQ(load_png(c).px, pa.px);
}

TEST(Render, SingleViews) {
    const std::string file = scene_path("08_ellipse_vs_polygon.json");
    for (const char* view : {"world", "minkowski"}) {
        const std::string png = out_path(std::string(view) + ".png");
        RunResult r =
            run_gjklab("render " + file + " --out " + png + " --view " + view + " --size 500x500");
        ASSERT_EQ(r.code, 0) << r.err;
        EXPECT_EQ(load_png(png).w, 500);
    }
}

TEST(Render, ANarrowViewKeepsItsTitleShorter) {
    // At 1024x768 beside the lesson strip, "Minkowski difference A - B  |  GJK 3/4: closest
    // point" is wider than the view: its short form "A - B  |  ..." is drawn, not nothing.
    const std::string file = scene_path("04_boxes_overlapping_epa.json");
    const std::string png = out_path("narrow_title.png");
    RunResult r = run_gjklab("render " + file + " --out " + png +
                             " --step 1 --phase closest --size 1024x768");
    ASSERT_EQ(r.code, 0) << r.err;
    const Png img = load_png(png);
    const Views2 v =
        views_for(load_scene(file), build_timeline2(load_scene(file)), 1024, 768, ViewMode::Split);
    const glm::dvec2 at = v.minkowski.viewport.min;
    int text = 0;
    for (int y = 10; y < 24; ++y)
        for (int x = 12; x < 60; ++x) text += dark(img.at(at + glm::dvec2(x, y)));
    EXPECT_GT(text, 20) << "no title at the Minkowski view's top left";
}

/// The 3D views exactly as `gjklab render` lays them out.
Views3 views3_for(const Timeline3& t, int w, int h, bool panel = true) {
    Views3 v;
    v.mode = ViewMode::Split;
    v.lesson_panel = panel;
    v.layout({{0, 0}, {double(w), double(h)}});
    v.frame_all(t);
    return v;
}

TEST(Render, ThreeDimensionalGjkStep) {
    // Scene 20, GJK's triangle step: the simplex vertices dark in the Minkowski view, the
    // origin marker, A - B's tint around them, both boxes shaded in their colours.
    const std::string file = scene_path("20_3d_boxes_epa.json");
    Scene scene = load_scene(file);
    Timeline3 t = build_timeline3(scene);
    ASSERT_GE(t.gjk_count(), 3);
    const int step = 2;
    const gjk::GjkStep3* g = t.gjk_step(step);
    ASSERT_TRUE(g);
    const std::string png = out_path("gjk3d.png");
    RunResult r = run_gjklab("render " + file + " --out " + png + " --step " +
                             std::to_string(step) + " --size 1280x720 --no-panel");
    ASSERT_EQ(r.code, 0) << r.err;
    Png img = load_png(png);
    ASSERT_EQ(img.w, 1280);
    Views3 v = views3_for(t, 1280, 720, false);
    for (const auto& w : g->simplex_after) {
        const glm::ivec3 c = img.at(v.minkowski.to_screen(w.point));
        EXPECT_TRUE(dark(c)) << "simplex vertex " << c.r << " " << c.g << " " << c.b;
    }
    // O's ring shows on some side (v, 0.003 from O here, may cover one of them).
    const glm::dvec2 o_at = v.minkowski.to_screen({0, 0, 0});
    int ring = 0;
    for (const glm::dvec2 side :
         {glm::dvec2(6, 0), glm::dvec2(-6, 0), glm::dvec2(0, 6), glm::dvec2(0, -6)})
        ring += dark(img.at(o_at + side));
    EXPECT_GE(ring, 2) << "origin marker";
    // A - B's tint halfway between its centre and each of its points.
    int purple = 0;
    const Mesh3& md = t.minkowski;
    for (const auto& p : md.points)
        purple += purple_tint(img.at(v.minkowski.to_screen(md.centre + 0.5 * (p - md.centre))));
    EXPECT_GE(purple, int(md.points.size()) * 6 / 10) << purple << " of " << md.points.size();
    // Each box at its centre: A blue, B orange (red above blue), shaded.
    EXPECT_TRUE(
        blue_tint(img.at(v.world.to_screen(t.shapes[0].centre + glm::dvec3(-0.5, -0.3, 0)))));
    const glm::ivec3 b = img.at(v.world.to_screen(t.shapes[1].centre + glm::dvec3(0.3, 0.3, 0)));
    EXPECT_GT(b.r, b.b + 60) << b.r << " " << b.g << " " << b.b;
    EXPECT_EQ(img.at({1278, 700}), glm::ivec3(255, 255, 255));
}

TEST(Render, ThreeDimensionalEpaAndCurvedShapes) {
    // EPA's last step on scene 20 paints the closest face in the direction colour; scene 21
    // (a cone and a sphere, sampled) shows the sphere as an orange disk and the distance.
    const std::string boxes = scene_path("20_3d_boxes_epa.json");
    Timeline3 t = build_timeline3(load_scene(boxes));
    ASSERT_GT(t.size(), t.gjk_count());
    const gjk::EpaStep3* e = t.epa_step(t.size() - 1);
    ASSERT_TRUE(e && e->closest_face >= 0);
    const std::string png = out_path("epa3d.png");
    ASSERT_EQ(run_gjklab("render " + boxes + " --out " + png + " --size 1280x720").code, 0);
    Png img = load_png(png);
    Views3 v = views3_for(t, 1280, 720);
    const auto& f = e->faces[e->closest_face];
    const glm::dvec3 mid =
        (e->vertices[f.a].point + e->vertices[f.b].point + e->vertices[f.c].point) / 3.0;
    const glm::ivec3 face = img.at(v.minkowski.to_screen(mid));
    EXPECT_GT(face.r, face.b + 40) << face.r << " " << face.g << " " << face.b;

    const std::string curved = scene_path("21_3d_sphere_vs_cone.json");
    Scene scene = load_scene(curved);
    Timeline3 c = build_timeline3(scene);
    EXPECT_FALSE(c.minkowski_exact);
    const std::string png2 = out_path("curved3d.png");
    ASSERT_EQ(run_gjklab("render " + curved + " --out " + png2 + " --size 1280x720").code, 0);
    Png img2 = load_png(png2);
    Views3 v2 = views3_for(c, 1280, 720);
    const glm::dvec2 sphere = v2.world.to_screen(scene.shapes[1].entry3().position);
    int orange = 0;
    for (int k = 0; k < 12; ++k) {  // halfway to the sphere's rim all round
        const double angle = k * M_PI / 6, r = 0.5 * v2.world.pixels(0.6);
        const glm::ivec3 px = img2.at(sphere + r * glm::dvec2(std::cos(angle), std::sin(angle)));
        orange += px.r > px.b + 60;
    }
    EXPECT_GE(orange, 9);  // the "closest on B" label may cover a sample or two
}

TEST(Render, AZoomedViewStaysInItsViewport) {
    // Zooming the world view far in must not spill its shapes over the Minkowski view (2D and
    // 3D): that half of the frame is the same as without the zoom.
    const int w = 960, h = 540;
    OffscreenRenderer renderer(w, h);
    auto minkowski_half_equal = [&](const Image& a, const Image& b) {
        for (int y = 0; y < h; ++y)
            for (int x = w / 2 + 2; x < w; ++x)
                for (int k = 0; k < 3; ++k)
                    if (a.rgba[(size_t(y) * w + x) * 4 + k] != b.rgba[(size_t(y) * w + x) * 4 + k])
                        return false;
        return true;
    };
    {
        const Scene scene = load_scene(scene_path("04_boxes_overlapping_epa.json"));
        const Timeline2 t = build_timeline2(scene);
        Views2 v = views_for_frame(scene, t, "split", {{0, 0}, {w, h}});
        const Image plain = renderer.render(scene, t, v, 0, PaintOptions{});
        v.world.scale *= 12;
        const Image zoomed = renderer.render(scene, t, v, 0, PaintOptions{});
        EXPECT_NE(plain.rgba, zoomed.rgba);
        EXPECT_TRUE(minkowski_half_equal(plain, zoomed));
    }
    {
        const Scene scene = load_scene(scene_path("20_3d_boxes_epa.json"));
        const Timeline3 t = build_timeline3(scene);
        Views3 v = views_for_frame(scene, t, "split", {{0, 0}, {w, h}});
        const Image plain = renderer.render(scene, t, v, 0, PaintOptions{});
        v.world.radius /= 12;
        const Image zoomed = renderer.render(scene, t, v, 0, PaintOptions{});
        EXPECT_NE(plain.rgba, zoomed.rgba);
        EXPECT_TRUE(minkowski_half_equal(plain, zoomed));
    }
}

// Every beat's caption of every preset fits the recording's caption band at 720 lines (four
// lines at most, in the smaller font): none ends in "...". The EPA captions that bracket the
// depth and the answers with weights are the longest.
TEST(Render, EveryCaptionOfEveryPresetFitsItsBand) {
    size_t longest = 0;
    std::vector<std::pair<std::string, Scene>> scenes;
    for (const auto& entry :
         std::filesystem::directory_iterator(GJKLAB_SOURCE_DIR "/assets/scenes"))
        scenes.push_back({entry.path().filename().string(), load_scene(entry.path().string())});
    // A rounded square pressed into a pentagon: EPA on the cores, the radii in every sentence.
    scenes.push_back({"rounded.json", parse_scene(R"({"version": 1, "dimension": 2, "shapes": [
        {"name": "A", "type": "polygon", "vertices": [[-1.1, -0.8], [0.9, -1.0], [1.3, 0.4], [0.1, 1.2], [-1.2, 0.5]]},
        {"name": "B", "type": "polygon", "vertices": [[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]], "radius": 0.2,
         "position": [1.35, 0.9], "rotation_deg": 20}]})",
                                                  "rounded.json")});
    // A pyramid sunk into a slab: the contact point's weights on EPA's face include one below
    // 0, whose note lengthens the answer.
    scenes.push_back({"slab.json", parse_scene(R"({"version": 1, "dimension": 3, "shapes": [
        {"name": "A", "type": "box", "half_extents": [1.2, 0.35, 0.9], "rotation_deg": [5, 15, -5]},
        {"name": "B", "type": "polytope", "points": [[-0.6, -0.4, -0.6], [0.6, -0.4, -0.6], [0.6, -0.4, 0.6],
         [-0.6, -0.4, 0.6], [0, 0.7, 0]], "position": [0.5, 0.5, 0.3], "rotation_deg": [160, 30, 20]}]})",
                                               "slab.json")});
    for (const auto& [name, scene] : scenes) {
        std::vector<std::string> captions;
        if (scene.dimension == 3) {
            const Timeline3 t = build_timeline3(scene);
            for (const Beat& b : lesson_beats(t, {})) captions.push_back(beat_caption(t, b));
        } else {
            const Timeline2 t = build_timeline2(scene);
            for (const Beat& b : lesson_beats(t, {})) captions.push_back(beat_caption(t, b));
        }
        for (const std::string& caption : captions) {
            longest = std::max(longest, caption.size());
            EXPECT_FALSE(layout_caption(caption, 1280, kCaptionSize).cut)
                << name << ": " << caption;
        }
    }
    EXPECT_GT(longest, 300u);  // the check saw the long ones
}

TEST(Render, CanvasClipBatches) {
    // What is drawn before the first clip stays unclipped; each clip starts a run of vertices;
    // labels carry the clip in force when they were added.
    Canvas c;
    c.triangle({0, 0}, {1, 0}, {0, 1}, palette::text);
    const glm::vec4 left{0, 0, 100, 50}, none{0, 0, 0, 0};
    c.set_clip(left);
    c.triangle({0, 0}, {1, 0}, {0, 1}, palette::text);
    c.label({{5, 5}, "in", palette::text});
    c.set_clip(none);
    const glm::vec4 right{100, 0, 100, 50};
    c.set_clip(right);  // no vertex since the last clip: that run's clip is replaced
    ASSERT_EQ(c.batches().size(), 3u);
    EXPECT_EQ(c.batches()[0].first, 0u);
    EXPECT_EQ(c.batches()[0].clip, none);
    EXPECT_EQ(c.batches()[1].first, 3u);
    EXPECT_EQ(c.batches()[1].clip, left);
    EXPECT_EQ(c.batches()[2].first, 6u);
    EXPECT_EQ(c.batches()[2].clip, right);
    EXPECT_EQ(c.labels()[0].clip, left);
}

TEST(Render, BadRequestsExit2AndWriteNothing) {
    const std::string file = scene_path("default.json");
    struct Case {
        std::string args, part;
    };
    const std::string out = out_path("never.png");
    const Case cases[] = {
        {"render " + file + " --out " + out + " --step 99", "--step 99"},
        {"render " + file + " --out " + out + " --size 10x10", "--size"},
        {"render " + file + " --out " + out + " --size big", "--size"},
        {"render " + file + " --out " + out + " --view sideways", "--view"},
        {"render " + file + " --out /nonexistent/dir/x.png", "cannot write"},
        {"render /nonexistent.json --out " + out, "/nonexistent.json"},
        {"render " + file, "--out"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.args);
        RunResult r = run_gjklab(c.args);
        EXPECT_EQ(r.code, 2) << r.err;
        EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
        EXPECT_NE(r.err.find(c.part), std::string::npos) << r.err;
        EXPECT_FALSE(std::filesystem::exists(out));
    }
}

}  // namespace

namespace {

using namespace gjklab;
using namespace gjklab::test;

// The Minkowski view carries a legend in its bottom-left corner whose marks are drawn as the
// view draws them: at GJK step 2 of the default scene (six rows: A - B, simplex corner, v, d,
// support point, dropped corner) the first swatch is A - B's tint and the second the simplex's
// dark dot.
TEST(Render, MinkowskiViewHasALegend) {
    const std::string png = out_path("legend.png");
    ASSERT_EQ(run_gjklab("render " + scene_path("default.json") + " --step 1 --out " + png +
                         " --size 1280x720 --no-panel")
                  .code,
              0);
    const Png img = load_png(png);
    const double rows = 6, row_h = 19, h = row_h * rows + 8;
    const double top = 720 - 8 - h, x = 640 + 8 + 17;
    EXPECT_TRUE(purple_tint(img.at({x, top + 4 + row_h * 0.5})));
    EXPECT_TRUE(dark(img.at({x, top + 4 + row_h * 1.5})));
    // Above the legend's box: the view's background, not a swatch.
    EXPECT_FALSE(dark(img.at({x, top - 12})));
}

// The lesson: beside the views, the pseudocode with the current line on a yellow bar (none
// without --no-panel); each sub-step draws something of its own; a sub-step of the other
// algorithm, or an unknown one, is refused.
TEST(Render, LessonPanelAndSubSteps) {
    const std::string file = scene_path("default.json");
    auto render = [&](const std::string& args, const std::string& name) {
        const std::string png = out_path(name);
        RunResult r = run_gjklab("render " + file + " --out " + png + " --size 1280x720 " + args);
        EXPECT_EQ(r.code, 0) << r.err;
        return load_png(png);
    };
    auto yellow_rows = [](const Png& img, double x0) {
        int rows = 0;
        for (int y = 0; y < img.h; ++y) {
            const glm::ivec3 p = img.at({x0 + 40, double(y)});
            rows += p.r > 220 && p.g > 200 && p.b < 150;
        }
        return rows;
    };
    const double strip = 1280 - 307;  // lesson_panel_width(1280) = floor(0.24 x 1280)
    const Png test = render("--step 0 --phase test", "phase_test.png");
    EXPECT_GE(yellow_rows(test, strip), 12);  // the current line's bar
    const Png plain = render("--step 0 --phase test --no-panel", "phase_test_plain.png");
    EXPECT_EQ(yellow_rows(plain, strip), 0);
    const Png closest = render("--step 1 --phase closest", "phase_closest.png");
    const Png support = render("--step 1 --phase support", "phase_support.png");
    const Png intro = render("--phase intro-shapes", "phase_intro.png");
    EXPECT_NE(closest.px, support.px);
    EXPECT_NE(closest.px, intro.px);
    RunResult r = run_gjklab("render " + file + " --out " + out_path("x.png") +
                             " --step 0 --phase epa-closest");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("gjklab: error: --phase epa-closest is a sub-step of EPA"),
              std::string::npos)
        << r.err;
    r = run_gjklab("render " + file + " --out " + out_path("y.png") + " --phase sideways");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("gjklab: error: --phase sideways is none of"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(out_path("x.png")));
}

// A 3840x2160 frame is the 1280x720 frame at three times the resolution: reduced 3x (each
// 3x3 block averaged) it differs from the 720p frame only by anti-aliasing, in 2D and 3D, split
// and single views; a smaller --ui-scale on the 4K frame makes a different picture.
TEST(Render, FourKIsThe720pFrameSharper) {
    auto difference = [](const Png& small, const Png& big) {
        double total = 0;
        int far = 0;
        for (int y = 0; y < small.h; ++y)
            for (int x = 0; x < small.w; ++x) {
                glm::dvec3 mean{0, 0, 0};
                for (int dy = 0; dy < 3; ++dy)
                    for (int dx = 0; dx < 3; ++dx)
                        mean += glm::dvec3(big.at({3.0 * x + dx, 3.0 * y + dy})) / 9.0;
                const glm::dvec3 d = glm::abs(mean - glm::dvec3(small.at({double(x), double(y)})));
                total += (d.x + d.y + d.z) / 3;
                far += std::max({d.x, d.y, d.z}) > 96;
            }
        return std::pair<double, double>{total / (small.w * small.h),
                                         double(far) / (small.w * small.h)};
    };
    for (const auto& [scene, view] :
         {std::pair<std::string, std::string>{"04_boxes_overlapping_epa.json", "split"},
          {"04_boxes_overlapping_epa.json", "minkowski"},
          {"20_3d_boxes_epa.json", "split"}}) {
        SCOPED_TRACE(scene + " " + view);
        const std::string file = scene_path(scene.c_str());
        const std::string small = out_path("720.png"), big = out_path("2160.png");
        ASSERT_EQ(
            run_gjklab("render " + file + " --step 3 --out " + small + " --view " + view).code, 0);
        ASSERT_EQ(run_gjklab("render " + file + " --step 3 --out " + big + " --view " + view +
                             " --size 3840x2160")
                      .code,
                  0);
        const auto [mean, far] = difference(load_png(small), load_png(big));
        EXPECT_LT(mean, 2.5);   // grey levels of 255, on average
        EXPECT_LT(far, 0.005);  // pixels off by more than 96 (an edge a pixel away)
    }
    const std::string file = scene_path("04_boxes_overlapping_epa.json");
    const std::string small = out_path("720.png"), big = out_path("2160_s1.png");
    ASSERT_EQ(run_gjklab("render " + file + " --step 3 --out " + small).code, 0);
    ASSERT_EQ(
        run_gjklab("render " + file + " --step 3 --out " + big + " --size 3840x2160 --ui-scale 1")
            .code,
        0);
    EXPECT_GT(difference(load_png(small), load_png(big)).first, 5.0);
}

// The Minkowski view follows A - B as an edit moves it: untouched while A - B stays in view,
// refitted (A - B and the origin inside) once it leaves, in 2D and 3D; the world view follows
// the shapes only when asked (not during a drag).
TEST(Views, MinkowskiViewFollowsTheDifference) {
    Scene scene = load_scene(scene_path("default.json"));
    Views2 v = views_for(scene, build_timeline2(scene), 1280, 720, ViewMode::Split);
    EXPECT_FALSE(v.follow(build_timeline2(scene), true));
    scene.shapes[1].entry2().position += glm::dvec2(40, 25);  // B far away
    const Timeline2 moved = build_timeline2(scene);
    const Camera2 world_before = v.world;
    ASSERT_TRUE(v.follow(moved, false));
    EXPECT_EQ(v.world.center, world_before.center);  // during a drag the world view stays
    const Rect& vp = v.minkowski.viewport;
    for (const auto& m : moved.minkowski) {
        const glm::dvec2 p = v.minkowski.to_screen(m.point);
        EXPECT_TRUE(p.x > vp.min.x && p.x < vp.max.x && p.y > vp.min.y && p.y < vp.max.y);
    }
    EXPECT_FALSE(v.follow(moved, false));  // now it fits
    ASSERT_TRUE(v.follow(moved, true));    // the drag over: the world view takes B in
    const glm::dvec2 b = v.world.to_screen(scene.shapes[1].entry2().position);
    EXPECT_TRUE(b.x > v.world.viewport.min.x && b.x < v.world.viewport.max.x &&
                b.y > v.world.viewport.min.y && b.y < v.world.viewport.max.y);
    EXPECT_FALSE(v.follow(moved, true));

    Scene scene3 = load_scene(scene_path("20_3d_boxes_epa.json"));
    Views3 v3 = views3_for(build_timeline3(scene3), 1280, 720);
    EXPECT_FALSE(v3.follow(build_timeline3(scene3), true));
    scene3.shapes[1].entry3().position += glm::dvec3(30, 0, -20);
    const Timeline3 moved3 = build_timeline3(scene3);
    EXPECT_TRUE(v3.follow(moved3, true));
    EXPECT_FALSE(v3.follow(moved3, true));
}

TEST(Views, TheMinkowskiViewCentresTowardsTheOrigin) {
    // Near contact, O lies on A - B's rim: framed on A - B's centre alone it would sit at the
    // view's edge, under the side view, with the simplex, v and d around it. Pulled towards O,
    // it lies in the middle 60% of the view, and A - B stays whole in view.
    const Timeline3 t =
        build_timeline3(gjklab::parse_scene(R"({"version": 1, "dimension": 3, "shapes": [
        {"name": "A", "type": "polytope", "points": [[1,0,0],[-1,0,0],[0,1,0],[0,-1,0],[0,0,1],[0,0,-1]]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.4, 0.6], "position": [1.6, 0.9, 0.7],
         "rotation_deg": [20, 10, 30]}]})",
                                            "near.json"));
    const Views3 v = views3_for(t, 1280, 720);
    const Rect& vp = v.minkowski.viewport;
    const glm::dvec2 o = v.minkowski.to_screen({0, 0, 0});
    const glm::dvec2 middle = (vp.min + vp.max) * 0.5, half = vp.size() * 0.5;
    EXPECT_LT(std::abs(o.x - middle.x), 0.6 * half.x) << o.x;
    EXPECT_LT(std::abs(o.y - middle.y), 0.6 * half.y) << o.y;
    for (const auto& p : t.minkowski.points) {
        const glm::dvec2 q = v.minkowski.to_screen(p);
        EXPECT_TRUE(q.x > vp.min.x && q.x < vp.max.x && q.y > vp.min.y && q.y < vp.max.y);
    }
}

// The scene says what is shown, and the command line turns it off the same way: a scene with
// "grid": false renders as --no-grid does; labels and legend likewise; a camera the scene sets
// puts the origin where it says; layers leave parts out.
TEST(Render, TheSceneSaysWhatIsShown) {
    const nlohmann::json base = nlohmann::json::parse(read_file(scene_path("default.json")));
    auto with_view = [&](const std::string& view, const std::string& name) {
        nlohmann::json scene = base;
        scene["view"] = nlohmann::json::parse(view);
        const std::string path = out_path(name + ".json");
        std::ofstream(path) << scene.dump();
        return path;
    };
    auto render = [&](const std::string& file, const std::string& args, const std::string& name) {
        const std::string png = out_path(name + ".png");
        RunResult r = run_gjklab("render " + file + " --step 1 --out " + png + " " + args);
        EXPECT_EQ(r.code, 0) << r.err;
        return load_png(png);
    };
    const std::string plain_file = scene_path("default.json");
    const Png plain = render(plain_file, "", "view_plain");
    const Png no_grid = render(with_view(R"({"grid": false})", "no_grid"), "", "view_no_grid");
    EXPECT_NE(no_grid.px, plain.px);
    EXPECT_EQ(no_grid.px, render(plain_file, "--no-grid", "flag_no_grid").px);
    // No axes: the vertical axis through O (dark grey where the grid is light) is gone, and
    // --no-axes does the same.
    const Png no_axes =
        render(with_view(R"({"axes": false})", "no_axes"), "--no-panel", "view_no_axes");
    EXPECT_EQ(no_axes.px, render(plain_file, "--no-panel --no-axes", "flag_no_axes").px);
    {
        const Scene scene = load_scene(plain_file);
        const Timeline2 t = build_timeline2(scene);
        const Views2 v = views_for(scene, t, 1280, 720, ViewMode::Split, false);
        const Png axes = render(plain_file, "--no-panel", "view_axes");
        // Along the world view's y axis, a third of the way down (clear of shapes and labels).
        const glm::dvec2 o = v.world.to_screen({0, 0});
        const glm::dvec2 on_axis{o.x, v.world.viewport.min.y + 60};
        EXPECT_LT(axes.at(on_axis).r, 200) << "the axis";
        EXPECT_GT(no_axes.at(on_axis).r, 200) << "no axis";
    }
    const Png quiet =
        render(with_view(R"({"labels": false, "legend": false})", "quiet"), "", "view_quiet");
    EXPECT_EQ(quiet.px, render(plain_file, "--no-labels --no-legend", "flag_quiet").px);
    EXPECT_NE(quiet.px, plain.px);
    // The Minkowski view centred on the origin at 20 pixels a unit: O in the view's middle.
    const Png framed = render(
        with_view(R"({"camera": {"minkowski": {"center": [0, 0], "zoom": 20}}, "grid": false})",
                  "camera"),
        "--no-panel", "view_camera");
    EXPECT_TRUE(dark(framed.at({640 + 320, 720 / 2.0 - 6})) ||
                dark(framed.at({640 + 320 + 6, 720 / 2.0})));
    // No shapes layer: the world view holds no shape's tint.
    const Png bare =
        render(with_view(R"({"layers": {"shapes": false}})", "bare"), "--no-panel", "view_bare");
    const Png full = render(plain_file, "--no-panel", "view_full");
    const Scene scene = load_scene(plain_file);
    const Timeline2 t = build_timeline2(scene);
    const Views2 v = views_for(scene, t, 1280, 720, ViewMode::Split, false);
    // Just inside A's first corner, towards its centre: A's tint, or the view's white.
    const auto& a_shape = t.shapes[size_t(t.index_a)];
    const glm::dvec2 inside = a_shape.core_vertices[0] * 0.8 + a_shape.position * 0.2;
    const glm::ivec3 with_shape = full.at(v.world.to_screen(inside)),
                     without = bare.at(v.world.to_screen(inside));
    EXPECT_LT(with_shape.r, 235) << "A's tint";
    EXPECT_GT(without.r, 235) << "no shape";
}

}  // namespace

namespace {

using namespace gjklab;
using namespace gjklab::test;

// The comparison's layers (the scene's compare.draw): the pixels both shapes cover are drawn
// solid red in the world view, exactly where compare_geometry says, and not without the layer.
TEST(Render, CompareLayersShowThePixelsBothShapesCover) {
    nlohmann::json scene =
        nlohmann::json::parse(read_file(scene_path("04_boxes_overlapping_epa.json")));
    // All layers but SAT's, which marks an edge across the shared pixels (its own test below).
    scene["compare"] = {{"draw", {"pixels", "grid", "circles", "aabbs", "obbs"}},
                        {"pixel_size", 0.1}};
    const std::string path = out_path("compare_layers.json");
    std::ofstream(path) << scene.dump();
    const std::string png = out_path("compare_layers.png");
    // Without labels: the answer's names lie over the overlap, where the shared pixels are.
    RunResult r =
        run_gjklab("render " + path + " --view world --no-panel --no-labels --out " + png);
    ASSERT_EQ(r.code, 0) << r.err;
    const Png img = load_png(png);
    const Scene s = load_scene(path);
    const CompareGeometry g = compare_geometry(s);
    ASSERT_FALSE(g.pixels_shared.empty());
    const Timeline2 t = build_timeline2(s);
    const Views2 v = views_for(s, t, 1280, 720, ViewMode::World, false);
    auto red = [](glm::ivec3 c) { return c.r > 170 && c.g < 90 && c.b < 60; };
    int hits = 0;
    for (const CellIndex& i : g.pixels_shared)
        hits += red(img.at(v.world.to_screen({(i.x + 0.5) * g.pixel, (i.y + 0.5) * g.pixel})));
    EXPECT_GT(hits, int(g.pixels_shared.size() * 9 / 10)) << "of " << g.pixels_shared.size();
    scene.erase("compare");
    std::ofstream(path) << scene.dump();
    ASSERT_EQ(
        run_gjklab("render " + path + " --view world --no-panel --no-labels --out " + png).code, 0);
    const Png without = load_png(png);
    int still = 0;
    for (const CellIndex& i : g.pixels_shared)
        still += red(without.at(v.world.to_screen({(i.x + 0.5) * g.pixel, (i.y + 0.5) * g.pixel})));
    EXPECT_EQ(still, 0);
}

// SAT one axis at a time: `render --sat-step K` draws the K-th axis tested with the edge it is
// the normal of (indigo, the feature colour). In the short course's SAT scene the first axis is
// the normal of A's edge a0-a1 and the second, which separates, of a1-a2: each step marks its
// own edge and not the other's. Past the last axis, or on a circle, the request is refused.
TEST(Render, SatStepsMarkTheEdgeWhoseNormalIsTheAxis) {
    const std::string file = scene_path("28_survey_5_sat.json");
    const Scene s = load_scene(file);
    const SatSteps w = sat_steps(s);
    ASSERT_EQ(w.steps.size(), 2u);
    const Timeline2 t = build_timeline2(s);
    const Views2 v = views_for(s, t, 1280, 720, ViewMode::World, false);
    auto midpoint = [&](int a, int b) {
        return v.world.to_screen(glm::dvec2(w.vertices[0][size_t(a)] + w.vertices[0][size_t(b)]) /
                                 2.0);
    };
    auto indigo = [](glm::ivec3 c) { return c.b > 100 && c.r < 90 && c.g < 80 && c.b > c.r + 40; };
    for (int step : {1, 2}) {
        SCOPED_TRACE("step " + std::to_string(step));
        const std::string png = out_path("sat_step.png");
        RunResult r = run_gjklab("render " + file + " --view world --no-panel --out " + png +
                                 " --sat-step " + std::to_string(step));
        ASSERT_EQ(r.code, 0) << r.err;
        const Png img = load_png(png);
        EXPECT_EQ(indigo(img.at(midpoint(0, 1))), step == 1);
        EXPECT_EQ(indigo(img.at(midpoint(1, 2))), step == 2);
    }
    const std::string out = out_path("never.png");
    RunResult past = run_gjklab("render " + file + " --out " + out + " --sat-step 3");
    EXPECT_EQ(past.code, 2);
    EXPECT_NE(past.err.find("past the last axis it tests (2)"), std::string::npos) << past.err;
    // A capsule is refused (SAT takes polygons and circles: seed 004).
    RunResult capsule = run_gjklab("render " + scene_path("07_capsule_vs_box.json") + " --out " +
                                   out + " --sat-step 1");
    EXPECT_EQ(capsule.code, 2);
    EXPECT_EQ(capsule.err.rfind("gjklab: error: --sat-step: SAT tests polygons", 0), 0u)
        << capsule.err;
    EXPECT_FALSE(std::filesystem::exists(out));
    // A circle is not: its line from the centre to the nearest corner is an axis it steps to.
    const std::string circle_png = out_path("sat_circle.png");
    RunResult circle = run_gjklab("render " + scene_path("02_triangle_vs_circle.json") + " --out " +
                                  circle_png + " --sat-step 1");
    EXPECT_EQ(circle.code, 0) << circle.err;
    EXPECT_TRUE(std::filesystem::exists(circle_png));
}

}  // namespace

namespace {

// Every character the Chinese lesson says has a glyph in the font the frames are drawn with
// (Debian's WenQuanYi Micro Hei merged into DejaVu Sans): none is drawn as ImGui's "?".
TEST(RenderChinese, EveryCharacterOfTheLessonHasAGlyph) {
    ImGui::CreateContext();
    load_fonts(16.0f, 1.0f);
    ImGuiIO& io = ImGui::GetIO();
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
    ImFont* font = io.Fonts->Fonts[0];
    int checked = 0;
    for (const std::string& text : gjklab::lesson::texts_in(gjklab::lesson::Language::Chinese)) {
        for (size_t i = 0; i < text.size();) {
            const unsigned char lead = static_cast<unsigned char>(text[i]);
            const size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
            unsigned int c = n == 1 ? lead : lead & (0xFF >> (n + 1));
            for (size_t k = 1; k < n && i + k < text.size(); ++k)
                c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
            i += n;
            if (c < 0x80) continue;
            EXPECT_NE(font->FindGlyphNoFallback(ImWchar(c)), nullptr) << "U+" << std::hex << c;
            ++checked;
        }
    }
    EXPECT_GT(checked, 3000);
    ImGui::DestroyContext();
}

// `render --lang zh` draws the lesson strip in Chinese: a different frame from English's.
TEST(RenderChinese, TheLangOptionChangesTheFrame) {
    const std::string scene =
        std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/16_boolean_gjk_classic.json";
    const std::string en = cli_scratch() + "/en.png", zh = cli_scratch() + "/zh.png";
    ASSERT_EQ(run_gjklab("render " + scene + " --step 0 --phase test --out " + en).code, 0);
    const RunResult r =
        run_gjklab("render " + scene + " --step 0 --phase test --lang zh --out " + zh);
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(read_file(en), read_file(zh));
}

}  // namespace
