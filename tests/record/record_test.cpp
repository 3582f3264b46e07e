// `gjklab record`: MP4, GIF and PNG frames checked with ffprobe (codec, size, frame count,
// duration), recordings are reproducible, and failures leave nothing behind.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/run_binary.h"
#include "model/lesson.h"
#include "model/timeline2.h"
#include "record/plan.h"
#include "render/pixels.h"
#include "scene/scene.h"
#include "scratch_dir.h"

namespace {

namespace fs = std::filesystem;

std::string scene(const char* name) {
    return std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/" + name;
}

std::string tmp(const std::string& name) {
    static const gjklab::testing_support::ScratchDir dir("gjklab_record_test");
    return dir.path() + "/" + name;
}

/// A short scene: 3 GJK steps, a quarter second each, half a second held at the end; one beat
/// per whole step (no introduction, no sub-steps, no captions to read), or the whole lesson.
std::string short_scene(bool lesson = false) {
    std::string text = read_file(scene("default.json"));
    text.insert(
        text.rfind('}'),
        std::string(R"(, "recording": {"seconds_per_step": 0.25, "hold_end_seconds": 0.5, )") +
            (lesson ? R"("captions": true})"
                    : R"("introduction": false, "substeps": false, "captions": false})"));
    std::string path = tmp(lesson ? "lesson.json" : "short.json");
    std::ofstream(path) << text;
    return path;
}

std::string probe(const std::string& file, const std::string& entries) {
    std::string out = tmp("probe.txt");
    std::string cmd = "ffprobe -v error -count_frames -select_streams v:0 -show_entries " +
                      entries + " -of default=noprint_wrappers=1 " + file + " > " + out;
    EXPECT_EQ(std::system(cmd.c_str()), 0);
    return read_file(out);
}

std::string value(const std::string& probe_output, const std::string& key) {
    auto pos = probe_output.find(key + "=");
    if (pos == std::string::npos) return "";
    auto end = probe_output.find('\n', pos);
    return probe_output.substr(pos + key.size() + 1, end - pos - key.size() - 1);
}

TEST(RecordPlan, EveryStepHeldAndEased) {
    auto frames = gjklab::plan_frames({1.0, 1.0, 1.0, 1.0}, 30, 2.0);
    EXPECT_EQ(frames.size(), 4u * 30 + 60);
    for (int s = 0; s < 4; ++s) {
        EXPECT_EQ(frames[s * 30].step, s);
        EXPECT_LT(frames[s * 30].appear, 0.2f);       // the new elements start faint
        EXPECT_EQ(frames[s * 30 + 29].appear, 1.0f);  // and are fully there before the next step
    }
    for (size_t i = 1; i < frames.size(); ++i)
        if (frames[i].step == frames[i - 1].step) {
            EXPECT_GE(frames[i].appear, frames[i - 1].appear);
        }
    EXPECT_EQ(frames.back().step, 3);
    // Very short steps still get at least one frame each.
    auto quick = gjklab::plan_frames({0.1, 0.1, 0.1, 0.1, 0.1}, 1, 0);
    EXPECT_EQ(quick.size(), 5u);
}

TEST(RecordPlan, EveryBeatLongEnoughToRead) {
    const std::vector<gjklab::Beat> beats = {{0, gjklab::Phase::IntroShapes},
                                             {0, gjklab::Phase::GjkClosest},
                                             {0, gjklab::Phase::GjkTest},
                                             {0, gjklab::Phase::EndAnswer}};
    const std::string long_caption(10 * size_t(gjklab::kCaptionCharactersPerSecond), 'x');
    const auto seconds = gjklab::beat_seconds(beats, {"", "short", long_caption, ""}, 0.8);
    ASSERT_EQ(seconds.size(), 4u);
    EXPECT_DOUBLE_EQ(seconds[1], 0.8);       // a short sub-step: the pace itself
    EXPECT_DOUBLE_EQ(seconds[2], 0.8 * 10);  // a long caption: its reading time, at the pace
    EXPECT_GT(seconds[0], 2 * seconds[1]);   // the introduction and the answer say more
    EXPECT_GT(seconds[3], 2 * seconds[1]);
    const auto frames = gjklab::plan_frames(seconds, 10, 0);
    EXPECT_EQ(frames.size(), size_t(20 + 8 + 80 + 20));
}

TEST(RecordPlan, ThreeDBeatsSwingOnceThenRest) {
    // Two 3-second beats at 30 fps; the first swings: a sine out to +5 degrees, over to -5 and
    // back in 1.6 s, a new position every third frame, then still; the second never moves.
    auto plan = gjklab::plan_frames({3.0, 3.0}, 30, 0);
    const auto before = gjklab::holds_of(plan).size();
    gjklab::add_sway(plan, {true, false}, 30, 5);
    const int swing = int(std::lround(gjklab::kSwaySeconds * 30));
    float most = 0, least = 0;
    for (int i = 0; i < 180; ++i) {
        if (i >= swing) {
            EXPECT_EQ(plan[size_t(i)].sway_deg, 0.0f) << i;
        }
        if (i % 3 != 0) {
            EXPECT_EQ(plan[size_t(i)].sway_deg, plan[size_t(i - 1)].sway_deg) << i;
        }
        most = std::max(most, plan[size_t(i)].sway_deg);
        least = std::min(least, plan[size_t(i)].sway_deg);
    }
    EXPECT_NEAR(most, 5, 0.1);
    EXPECT_NEAR(least, -5, 0.1);
    EXPECT_LT(plan[size_t(swing / 4)].sway_deg, 5.01f);
    EXPECT_GT(plan[size_t(swing / 4)].sway_deg, 4.5f);  // a quarter in: out at its widest
    // Each position after the fade-in is one more image, none after the swing.
    const auto after = gjklab::holds_of(plan).size();
    EXPECT_GT(after, before + 8);
    EXPECT_LE(after, before + size_t(swing / 3) + 1);
    // Amplitude 0 (`--parallax-deg 0`, a 2D scene) changes nothing.
    auto still = gjklab::plan_frames({3.0, 3.0}, 30, 0);
    gjklab::add_sway(still, {true, true}, 30, 0);
    for (const auto& f : still) EXPECT_EQ(f.sway_deg, 0.0f);
    // A beat shorter than the swing (1 s, pace 0.5 without captions) swings within itself, out
    // both ways; at 24 and 60 fps the swing reaches its amplitude too.
    for (const int fps : {24, 30, 60}) {
        auto quick = gjklab::plan_frames({1.0, 1.0}, fps, 0);
        gjklab::add_sway(quick, {true, false}, fps, 5);
        float high = 0, low = 0;
        for (const auto& f : quick)
            if (f.step == 0)
                high = std::max(high, f.sway_deg), low = std::min(low, f.sway_deg);
            else
                EXPECT_EQ(f.sway_deg, 0.0f) << fps;
        EXPECT_GT(high, 4.0f) << fps;
        EXPECT_LT(low, -4.0f) << fps;
        auto slow = gjklab::plan_frames({3.0}, fps, 0);
        gjklab::add_sway(slow, {true}, fps, 5);
        float most_slow = 0;
        for (const auto& f : slow) most_slow = std::max(most_slow, f.sway_deg);
        EXPECT_NEAR(most_slow, 5, 0.2) << fps;
    }
    EXPECT_TRUE(gjklab::beat_sways({2, gjklab::Phase::GjkSupport}));
    EXPECT_FALSE(gjklab::beat_sways({2, gjklab::Phase::GjkTest}));
}

/// The frames `record` makes of the whole lesson of `file` at `fps` and `pace`, with captions.
int lesson_frames(const std::string& file, int fps, double pace, double hold) {
    const gjklab::Scene scene = gjklab::load_scene(file);
    const gjklab::Timeline2 t = gjklab::build_timeline2(scene);
    const auto beats = gjklab::lesson_beats(t, {});
    std::vector<std::string> captions;
    for (const auto& b : beats)
        captions.push_back(gjklab::beat_title(t, b) + ":  " + gjklab::beat_caption(t, b));
    return int(gjklab::plan_frames(gjklab::beat_seconds(beats, captions, pace), fps, hold).size());
}

TEST(Record, Mp4) {
    const std::string out = tmp("a.mp4");
    RunResult r =
        run_gjklab("record " + short_scene() + " --out " + out + " --fps 20 --size 640x360");
    ASSERT_EQ(r.code, 0) << r.err;
    std::string p =
        probe(out, "stream=codec_name,width,height,pix_fmt,nb_read_frames:format=duration");
    EXPECT_EQ(value(p, "codec_name"), "h264");
    EXPECT_EQ(value(p, "pix_fmt"), "yuv420p");
    EXPECT_EQ(value(p, "width"), "640");
    EXPECT_EQ(value(p, "height"), "360");
    // 3 steps x 0.25 s x 20 fps = 15 frames, plus 10 held: 25 frames, 1.25 s. Each step is one
    // fading frame, then one frame held 4 frames (the last one 14): 6 images, stored once each,
    // and the last one again on the last two frames so that the video lasts to its end.
    EXPECT_EQ(value(p, "nb_read_frames"), "8");
    EXPECT_NEAR(std::stod(value(p, "duration")), 1.25, 1e-6);
    EXPECT_NE(r.out.find("25 frames (6 distinct)"), std::string::npos) << r.out;
    const std::string times = tmp("times.txt");
    ASSERT_EQ(std::system(("ffprobe -v error -select_streams v:0 -show_entries frame=pts_time -of "
                           "csv=p=0 " +
                           out + " > " + times)
                              .c_str()),
              0);
    std::istringstream lines(read_file(times));
    std::vector<double> starts;
    for (std::string line; std::getline(lines, line);)
        if (!line.empty()) starts.push_back(std::stod(line));
    const std::vector<double> expected = {0, 0.05, 0.25, 0.30, 0.50, 0.55, 1.15, 1.20};
    ASSERT_EQ(starts.size(), expected.size()) << read_file(times);
    for (size_t i = 0; i < starts.size(); ++i) EXPECT_NEAR(starts[i], expected[i], 1e-6) << i;
}

TEST(Record, GifAndPngFrames) {
    const std::string gif = tmp("a.gif");
    ASSERT_EQ(
        run_gjklab("record " + short_scene() + " --out " + gif + " --fps 10 --size 320x200").code,
        0);
    std::string p = probe(gif, "stream=codec_name,width,height:format=duration");
    EXPECT_EQ(value(p, "codec_name"), "gif");
    EXPECT_EQ(value(p, "width"), "320");
    // 3 steps x round(10 x 0.25) = 9 frames, plus 5 held: 14 frames of 0.1 s.
    EXPECT_NEAR(std::stod(value(p, "duration")), 1.4, 1e-6);

    const std::string dir = tmp("frames");
    ASSERT_EQ(
        run_gjklab("record " + short_scene() + " --out " + dir + " --fps 8 --size 320x200").code,
        0);
    int count = 0;
    for (auto& e : fs::directory_iterator(dir)) count += e.path().extension() == ".png";
    EXPECT_EQ(count, 3 * 2 + 4);  // round(8 x 0.25) = 2 per step, 4 held
    // A held frame is written once; the frames repeating it are the same file (no fade at
    // 2 frames a step: each step one file, the last one 6 frames long).
    EXPECT_EQ(fs::hard_link_count(fs::path(dir) / "frame_00000.png"), 2u);
    EXPECT_EQ(fs::hard_link_count(fs::path(dir) / "frame_00009.png"), 6u);
}

TEST(Record, ThreeDimensionalScene) {
    // Scene 20 (3D boxes, GJK then EPA) as PNG frames: every step gets its frames, and the
    // frames change as the steps do.
    std::string text = read_file(scene("20_3d_boxes_epa.json"));
    text.insert(
        text.rfind('}'),
        R"(, "recording": {"seconds_per_step": 0.25, "hold_end_seconds": 0, "captions": false, )"
        R"("introduction": false, "substeps": false})");
    const std::string path = tmp("boxes3d.json");
    std::ofstream(path) << text;
    const std::string dir = tmp("frames3d");
    RunResult r = run_gjklab("record " + path + " --out " + dir + " --fps 4 --size 480x270");
    ASSERT_EQ(r.code, 0) << r.err;
    std::vector<std::string> frames;
    for (auto& e : fs::directory_iterator(dir))
        if (e.path().extension() == ".png") frames.push_back(e.path().string());
    std::sort(frames.begin(), frames.end());
    const auto steps = r.out.find(" steps");
    ASSERT_NE(steps, std::string::npos) << r.out;
    const int step_count = std::stoi(r.out.substr(r.out.rfind(' ', steps - 1) + 1));
    EXPECT_GE(step_count, 8);                   // 4 GJK steps and several EPA steps
    EXPECT_EQ(int(frames.size()), step_count);  // one frame per step at 4 fps x 0.25 s
    EXPECT_NE(read_file(frames.front()), read_file(frames.back()));
}

/// The number before `word` in `text` ("25 frames" -> 25), or -1.
int count_before(const std::string& text, const std::string& word) {
    const auto at = text.find(" " + word);
    if (at == std::string::npos) return -1;
    return std::stoi(text.substr(text.rfind(' ', at - 1) + 1));
}

/// K in record's "N frames (K distinct)", or -1.
int distinct(const std::string& said) {
    const auto at = said.find("frames (");
    return at == std::string::npos ? -1 : std::stoi(said.substr(at + 8));
}

TEST(Record, A3DLessonRocksItsCamerasAndEveryFrameIsInTheVideo) {
    // Preset 20's whole lesson (88 beats, each a held image, and a swing on every new point):
    // far more held images than ffmpeg's expression parser takes in one flat sum. The MP4 has
    // every frame; the swing adds images; --parallax-deg 0 and a 2D scene add none.
    auto record = [](const std::string& file, const std::string& out, const std::string& more) {
        RunResult r = run_gjklab("record " + file + " --out " + out +
                                 " --fps 10 --size 320x180 --seconds-per-step 0.3" + more);
        EXPECT_EQ(r.code, 0) << r.err;
        return r.out;
    };
    const std::string rocking = record(scene("20_3d_boxes_epa.json"), tmp("rock.mp4"), "");
    const std::string still =
        record(scene("20_3d_boxes_epa.json"), tmp("still.mp4"), " --parallax-deg 0");
    const int frames = count_before(rocking, "frames");
    EXPECT_EQ(frames, count_before(still, "frames"));
    EXPECT_GT(distinct(rocking), distinct(still) + 20) << rocking << still;
    // Every distinct image fed (and the last again on the last two frames), lasting to the end.
    const std::string p = probe(tmp("rock.mp4"), "stream=nb_read_frames:format=duration");
    EXPECT_EQ(value(p, "nb_read_frames"), std::to_string(distinct(rocking) + 2));
    EXPECT_NEAR(std::stod(value(p, "duration")), frames / 10.0, 1e-6);
    const std::string flat = record(scene("04_boxes_overlapping_epa.json"), tmp("flat.mp4"), "");
    const std::string flat_still =
        record(scene("04_boxes_overlapping_epa.json"), tmp("flat0.mp4"), " --parallax-deg 0");
    EXPECT_EQ(distinct(flat), distinct(flat_still));
}

TEST(Record, TheLessonFilmsEveryBeat) {
    // The default: the introduction, every iteration in sub-steps, the answer, each beat
    // long enough to read (plan.h), the end held 0.5 s (2 frames).
    const std::string dir = tmp("lesson_frames");
    RunResult r =
        run_gjklab("record " + short_scene(true) + " --out " + dir + " --fps 4 --size 480x270");
    ASSERT_EQ(r.code, 0) << r.err;
    const int beats = count_before(r.out, "beats"), steps = count_before(r.out, "steps");
    const int frames = count_before(r.out, "frames");
    EXPECT_GE(beats, 4 + 3 * 3 + 1) << r.out;  // intro, 3 steps of 3 sub-steps or more, answer
    EXPECT_EQ(steps, 3) << r.out;
    EXPECT_EQ(frames, lesson_frames(short_scene(true), 4, 0.25, 0.5)) << r.out;
    EXPECT_GT(frames, beats) << r.out;
    // --no-intro --no-substeps: one beat per step, as the scene's own settings above give.
    r = run_gjklab("record " + short_scene(true) + " --out " + tmp("whole_frames") +
                   " --fps 4 --size 480x270 --no-intro --no-substeps");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(count_before(r.out, "beats"), 3) << r.out;
    const int whole = count_before(r.out, "frames");
    EXPECT_GE(whole, 3 + 2) << r.out;
    // --seconds-per-step sets the pace instead of the scene's.
    r = run_gjklab("record " + short_scene(true) + " --out " + tmp("slow_frames") +
                   " --fps 4 --size 480x270 --no-intro --no-substeps --seconds-per-step 1");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_GT(count_before(r.out, "frames") - 2, 3 * (whole - 2)) << r.out;  // 4 x the pace
    r = run_gjklab("record " + short_scene(true) + " --out " + tmp("bad_pace") +
                   " --seconds-per-step 0");
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("gjklab: error: --seconds-per-step"), std::string::npos) << r.err;
}

// Larger captions get a taller band (--caption-size, or the scene's recording.caption_size):
// the band's top line moves up in proportion.
TEST(Record, CaptionSize) {
    auto band_top = [](const std::string& dir) {
        const gjklab::test::Png img = gjklab::test::load_png(dir + "/frame_00000.png");
        for (int y = img.h - 1; y > img.h / 2; --y) {
            const glm::ivec3 a = img.at({20.0, double(y)}),
                             b = img.at({double(img.w) - 20, double(y)});
            if (a.r < 225 && a.r > 190 && b.r < 225 && b.r > 190) return y;  // the band's line
        }
        return -1;
    };
    const std::string normal = tmp("caption_normal"), large = tmp("caption_large");
    ASSERT_EQ(run_gjklab("record " + short_scene(true) + " --out " + normal +
                         " --fps 1 --size 1280x720 --no-substeps --no-intro")
                  .code,
              0);
    ASSERT_EQ(run_gjklab("record " + short_scene(true) + " --out " + large +
                         " --fps 1 --size 1280x720 --no-substeps --no-intro --caption-size 38")
                  .code,
              0);
    EXPECT_NEAR(band_top(normal), 720 - 88, 2);
    EXPECT_NEAR(band_top(large), 720 - 176, 2);
}

// Captions at the top (--caption-position, or the scene's recording.caption_position): the
// band's line is under it, the views below.
TEST(Record, CaptionPosition) {
    auto band_line = [](const gjklab::test::Png& img, int from, int to) {
        for (int y = from; y != to; y += from < to ? 1 : -1) {
            const glm::ivec3 a = img.at({20.0, double(y)}),
                             b = img.at({double(img.w) - 20, double(y)});
            if (a.r < 225 && a.r > 190 && b.r < 225 && b.r > 190) return y;
        }
        return -1;
    };
    const std::string top = tmp("caption_top");
    ASSERT_EQ(run_gjklab("record " + short_scene(true) + " --out " + top +
                         " --fps 1 --size 1280x720 --no-substeps --no-intro --caption-position top")
                  .code,
              0);
    const gjklab::test::Png img = gjklab::test::load_png(top + "/frame_00000.png");
    EXPECT_NEAR(band_line(img, 0, 200), 88, 2);
    EXPECT_EQ(band_line(img, 719, 600), -1) << "no band at the bottom";
    RunResult bad = run_gjklab("record " + short_scene(true) + " --out " + tmp("caption_side") +
                               " --caption-position left");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("gjklab: error: --caption-position must be top or bottom"),
              std::string::npos)
        << bad.err;
}

TEST(Record, SameSceneSameFrames) {
    const std::string a = tmp("det_a"), b = tmp("det_b");
    ASSERT_EQ(
        run_gjklab("record " + short_scene() + " --out " + a + " --fps 8 --size 320x200").code, 0);
    ASSERT_EQ(
        run_gjklab("record " + short_scene() + " --out " + b + " --fps 8 --size 320x200").code, 0);
    for (auto& e : fs::directory_iterator(a))
        EXPECT_EQ(read_file(e.path().string()),
                  read_file((fs::path(b) / e.path().filename()).string()))
            << e.path();
    const std::string m1 = tmp("det1.mp4"), m2 = tmp("det2.mp4");
    ASSERT_EQ(
        run_gjklab("record " + short_scene() + " --out " + m1 + " --fps 10 --size 320x200").code,
        0);
    ASSERT_EQ(
        run_gjklab("record " + short_scene() + " --out " + m2 + " --fps 10 --size 320x200").code,
        0);
    EXPECT_EQ(read_file(m1), read_file(m2));
}

/// Pixels of the bluish green SAT draws a separating gap in (palette.h: 0x009E73).
int gap_green_pixels(const std::string& png) {
    const gjklab::test::Png p = gjklab::test::load_png(png);
    int n = 0;
    for (size_t i = 0; i + 3 < p.px.size(); i += 4)
        n += std::abs(p.px[i] - 0x00) < 30 && std::abs(p.px[i + 1] - 0x9E) < 30 &&
             std::abs(p.px[i + 2] - 0x73) < 30;
    return n;
}

TEST(Record, SatOneAxisABeat) {
    // Survey 5: SAT tries A's first edge normal (overlap), then its second (a gap): two axes,
    // then the answer. Each beat two seconds at pace 1 or longer to read its caption.
    const std::string dir = tmp("sat_frames");
    RunResult r = run_gjklab("record " + scene("28_survey_5_sat.json") + " --sat --out " + dir +
                             " --fps 1 --size 480x270");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(count_before(r.out, "steps"), 2) << r.out;
    EXPECT_EQ(count_before(r.out, "beats"), 3) << r.out;
    std::vector<std::string> frames;
    for (auto& e : fs::directory_iterator(dir)) frames.push_back(e.path().string());
    std::sort(frames.begin(), frames.end());
    ASSERT_GE(frames.size(), 6u);
    // The first axis overlaps: no gap drawn; the answer shows the separating gap.
    EXPECT_LT(gap_green_pixels(frames.front()), 5);
    EXPECT_GT(gap_green_pixels(frames.back()), 40);
    // Two 3D boxes overlapping: every one of the 15 axes, then the least overlap.
    r = run_gjklab("record " + scene("20_3d_boxes_epa.json") + " --sat --out " + tmp("sat3d") +
                   " --fps 1 --size 320x180 --seconds-per-step 0.5");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(count_before(r.out, "steps"), 15) << r.out;
    EXPECT_EQ(count_before(r.out, "beats"), 16) << r.out;
    // A triangle and a circle (seed 004): A's three edge normals, then the line from the
    // circle's centre to the nearest corner; the second axis already separates them.
    r = run_gjklab("record " + scene("02_triangle_vs_circle.json") + " --sat --out " +
                   tmp("sat_circle_ok") + " --fps 1 --size 320x180 --seconds-per-step 0.5");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(count_before(r.out, "steps"), 2) << r.out;
    // Shapes SAT cannot test, and views it does not draw in, are refused.
    for (const std::string& args :
         {"record " + scene("07_capsule_vs_box.json") + " --sat --out " + tmp("sat_circle"),
          "record " + scene("28_survey_5_sat.json") + " --sat --view minkowski --out " +
              tmp("sat_mink")}) {
        r = run_gjklab(args);
        EXPECT_EQ(r.code, 2) << args;
        EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
    }
    EXPECT_FALSE(fs::exists(tmp("sat_circle")));
}

TEST(Record, ErrorsLeaveNoFile) {
    struct Case {
        std::string args, out, part;
        int code;
    };
    const std::string sc = short_scene();
    const Case cases[] = {
        {"record " + sc + " --out " + tmp("odd.mp4") + " --size 321x200", tmp("odd.mp4"), "even",
         2},
        {"record " + sc + " --out " + tmp("bad.mp4") + " --size 5x5", tmp("bad.mp4"), "--size", 2},
        {"record " + sc + " --out " + tmp("fps.mp4") + " --fps 0", tmp("fps.mp4"), "--fps", 2},
        {"record " + sc + " --out /nonexistent/dir/a.mp4", "/nonexistent/dir/a.mp4", "cannot write",
         2},
        {"record " + sc + " --out " + tmp("view.gif") + " --view nope", tmp("view.gif"), "--view",
         2},
        {"record /nonexistent.json --out " + tmp("x.mp4"), tmp("x.mp4"), "/nonexistent.json", 2},
        // No ffmpeg on the PATH: a clear error (not bad input: exit 1), no file.
        {"record " + sc + " --out " + tmp("noff.mp4"), tmp("noff.mp4"), "ffmpeg", 1},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.args);
        std::string args = c.args;
        RunResult r =
            c.part == "ffmpeg" ? run_gjklab_env("PATH=/nonexistent", args) : run_gjklab(args);
        EXPECT_EQ(r.code, c.code) << r.err;
        EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
        EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
        EXPECT_NE(r.err.find(c.part), std::string::npos) << r.err;
        EXPECT_FALSE(fs::exists(c.out)) << c.out;
    }
}

}  // namespace

// `record --cast`: the ray cast of a moving scene, a beat per sub-step (the lesson's own test
// checks what each says), conservative advancement when a shape turns; a 3D scene in 3D views.
TEST(Record, CastLesson) {
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "polygon", "vertices": [[-1, -0.8], [1.2, -0.6], [0.2, 1.1]]},
        {"name": "B", "type": "circle", "radius": 0.4, "position": [4.5, 2.2],
         "velocity": [-3.2, -1.5]}], "time": {"duration": 2}})");
    const std::string dir = tmp("cast_frames");
    const RunResult r =
        run_gjklab("record " + scene + " --cast --out " + dir + " --fps 2 --size 640x360");
    ASSERT_EQ(r.code, 0) << r.err;
    const RunResult cast = run_gjklab("cast " + scene + " --json");
    const size_t at = cast.out.find("\"iterations\": ");
    ASSERT_NE(at, std::string::npos) << cast.out;
    const int iterations = std::stoi(cast.out.substr(at + 14));
    EXPECT_NE(r.out.find(std::to_string(iterations) + " steps in " +
                         std::to_string(2 + 4 * iterations) + " beats"),
              std::string::npos)
        << r.out;
    // `render --cast` draws one of those beats; a beat the cast does not have is one error line.
    const RunResult beat = run_gjklab("render " + scene + " --cast --step 1 --phase cast-plane " +
                                      "--out " + tmp("cast_plane.png") + " --size 640x360");
    EXPECT_EQ(beat.code, 0) << beat.err;
    EXPECT_TRUE(fs::exists(tmp("cast_plane.png")));
    const RunResult missing = run_gjklab("render " + scene + " --cast --step 40 --phase " +
                                         "cast-plane --out " + tmp("none.png"));
    EXPECT_EQ(missing.code, 2);
    EXPECT_NE(missing.err.find("is not a beat of this cast"), std::string::npos) << missing.err;
    // A turning shape: conservative advancement, a distance and a step beat per step.
    const RunResult turning = run_gjklab(
        "record " + temp_scene(R"({"shapes": [{"name": "A", "type": "box", "half_extents": [1, 1]},
            {"name": "B", "type": "box", "half_extents": [1, 1], "position": [4, 0],
             "velocity": [-2, 0], "angular_velocity_deg": 90}]})") +
        " --cast --out " + tmp("turning") + " --fps 2 --size 640x360");
    EXPECT_EQ(turning.code, 0) << turning.err;
    EXPECT_NE(turning.out.find(" beats"), std::string::npos) << turning.out;
    // A 3D scene: the same lesson in 3D views, a beat per sub-step.
    const RunResult deep = run_gjklab(
        "record " +
        temp_scene(R"({"dimension": 3, "shapes": [{"name": "A", "type": "sphere", "radius": 1},
            {"name": "B", "type": "box", "half_extents": [0.5, 0.4, 0.3], "position": [4, 0.5, 0.2],
             "velocity": [-2, 0, 0]}]})") +
        " --cast --out " + tmp("cast3d") + " --fps 2 --size 640x360");
    EXPECT_EQ(deep.code, 0) << deep.err;
    EXPECT_NE(deep.out.find(" beats"), std::string::npos) << deep.out;
    EXPECT_TRUE(fs::exists(tmp("cast3d") + "/frame_00000.png"));
}

// `record --motion`: a moving scene in real time, one distinct frame per frame of its time (its
// answer changes every frame), the plots beside; a scene where nothing moves is refused.
TEST(Record, MotionFilm) {
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "A", "type": "box", "half_extents": [1, 2]},
        {"name": "B", "type": "circle", "radius": 0.5, "position": [-3, 0.4],
         "velocity": [3, 0]}], "time": {"duration": 2},
        "recording": {"hold_end_seconds": 0}})");
    const std::string dir = tmp("motion_frames");
    const RunResult r =
        run_gjklab("record " + scene + " --motion --out " + dir + " --fps 5 --size 640x360");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("11 frames (11 distinct)"), std::string::npos) << r.out;
    const RunResult still =
        run_gjklab("record " + short_scene() + " --motion --out " + tmp("still.mp4"));
    EXPECT_EQ(still.code, 2);
    EXPECT_NE(still.err.find("--motion: nothing in the scene moves"), std::string::npos)
        << still.err;
}

namespace {

TEST(Record, MprLesson) {
    // A crate sunk 0.2 into a slab's top, hanging 0.4 over its end: MPR's ray from the centres
    // leaves A - B through its side, so its depth is 0.4 along +x where EPA's is 0.2 along +y.
    const std::string scene = temp_scene(R"({"shapes": [
        {"name": "slab", "type": "box", "half_extents": [2, 0.5]},
        {"name": "crate", "type": "box", "half_extents": [0.5, 0.5], "position": [2.1, 0.8]}]})");
    const RunResult listing = run_gjklab("lesson " + scene + " --mpr --json");
    ASSERT_EQ(listing.code, 0) << listing.err;
    const nlohmann::json j = nlohmann::json::parse(listing.out);
    EXPECT_EQ(j["algorithm"], "mpr");
    const auto& beats = j["beats"];
    ASSERT_GE(beats.size(), 4u);
    EXPECT_EQ(beats.front()["phase"], "mpr-centre");
    EXPECT_EQ(beats.back()["phase"], "mpr-answer");
    EXPECT_EQ(beats.back()["template"], "mpr.depth_differs");
    EXPECT_EQ(beats.back()["slots"]["depth"], "0.4");
    EXPECT_EQ(beats.back()["slots"]["epa"], "0.2");
    bool inside = false;
    for (const auto& b : beats) inside |= b["template"] == "mpr.inside";
    EXPECT_TRUE(inside) << listing.out;
    const std::string dir = tmp("mpr_frames");
    const RunResult r =
        run_gjklab("record " + scene + " --mpr --out " + dir + " --fps 2 --size 640x360");
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_FALSE(fs::is_empty(dir));
    const RunResult beat = run_gjklab("render " + scene + " --mpr --step 1 --phase mpr-support " +
                                      "--out " + tmp("mpr_support.png") + " --size 640x360");
    EXPECT_EQ(beat.code, 0) << beat.err;
    EXPECT_TRUE(fs::exists(tmp("mpr_support.png")));
    const RunResult wrong =
        run_gjklab("render " + scene + " --mpr --phase cast-plane --out " + tmp("none.png"));
    EXPECT_EQ(wrong.code, 2);
    EXPECT_NE(wrong.err.find("--mpr takes the phases mpr-centre, mpr-support, mpr-answer"),
              std::string::npos)
        << wrong.err;
    // In 3D the portal is a triangle: the same beats, the same answer.
    const std::string scene3 = temp_scene(R"({"dimension": 3, "shapes": [
        {"name": "slab", "type": "box", "half_extents": [2, 0.5, 2]},
        {"name": "crate", "type": "box", "half_extents": [0.5, 0.5, 0.5],
         "position": [2.1, 0.8, 0.3]}]})");
    const RunResult three = run_gjklab("lesson " + scene3 + " --mpr --json");
    ASSERT_EQ(three.code, 0) << three.err;
    const nlohmann::json j3 = nlohmann::json::parse(three.out);
    EXPECT_EQ(j3["dimension"], 3);
    EXPECT_EQ(j3["beats"].back()["template"], "mpr.depth_differs");
    EXPECT_EQ(j3["beats"].back()["slots"]["depth"], "0.4");
    EXPECT_EQ(j3["beats"].back()["slots"]["epa"], "0.2");
    const RunResult frame3 =
        run_gjklab("render " + scene3 + " --mpr --step 3 --phase mpr-support " + "--out " +
                   tmp("mpr3.png") + " --size 640x360");
    EXPECT_EQ(frame3.code, 0) << frame3.err;
    EXPECT_TRUE(fs::exists(tmp("mpr3.png")));
}

}  // namespace
