// Outputs are complete or absent: a full disk, a stopped or killed recording, a folder that
// already holds frames, an unknown extension. Each case lost or corrupted a file before (the
// stories are in the tests). A full disk is simulated with the file size limit (`ulimit -f`,
// SIGXFSZ ignored so that a write past it fails with EFBIG), which ffmpeg inherits too.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/run_binary.h"
#include "scratch_dir.h"

namespace {

namespace fs = std::filesystem;

const std::string kScene =
    std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/04_boxes_overlapping_epa.json";

std::string folder() {
    static const gjklab::testing_support::ScratchDir dir("gjklab_outputs_test");
    return dir.path();
}

/// A fresh, empty folder for one test.
std::string fresh(const std::string& name) {
    const std::string d = folder() + "/" + name;
    fs::remove_all(d);
    fs::create_directories(d);
    return d;
}

/// gjklab with writes limited to `kib` KiB per file: the disk is "full" past that.
RunResult run_limited(int kib, const std::string& args) {
    const std::string dir = folder();
    const std::string cmd = "bash -c \"trap '' XFSZ; ulimit -f " + std::to_string(kib) + "; exec " +
                            GJKLAB_BINARY + " " + args + "\" >" + dir + "/o.txt 2>" + dir +
                            "/e.txt";
    const int status = std::system(cmd.c_str());
    RunResult r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = read_file(dir + "/o.txt");
    r.err = read_file(dir + "/e.txt");
    return r;
}

/// The names in a folder, hidden ones included (temporary files must not be left).
std::vector<std::string> names_in(const std::string& dir) {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

void expect_one_error_line(const RunResult& r, int code, const std::string& part) {
    EXPECT_EQ(r.code, code) << r.err;
    EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_NE(r.err.find(part), std::string::npos) << r.err;
}

// render on a full disk left a truncated PNG and exited 0.
TEST(Outputs, RenderOnAFullDiskKeepsTheOldImage) {
    const std::string dir = fresh("render_full");
    const std::string png = dir + "/a.png";
    std::ofstream(png) << "the old image";
    expect_one_error_line(
        run_limited(40, "render " + kScene + " --out " + png + " --size 1920x1080"), 1,
        "a.png: cannot write");
    EXPECT_EQ(read_file(png), "the old image");
    EXPECT_EQ(names_in(dir), std::vector<std::string>{"a.png"});
    // /dev/full: the same line, nothing created.
    expect_one_error_line(run_gjklab("render " + kScene + " --out /dev/full"), 1, "/dev/full");
}

// record to MP4 on a full disk printed "wrote ... 240 frames" and left an unplayable file
// (ffmpeg itself can end with 0 after a truncated write: the file is checked with ffprobe).
TEST(Outputs, RecordOnAFullDiskLeavesNoVideo) {
    const std::string dir = fresh("record_full");
    for (const char* name : {"v.mp4", "v.gif"}) {
        const RunResult r = run_limited(
            60, "record " + kScene + " --out " + dir + "/" + name + " --size 640x360 --fps 10");
        EXPECT_EQ(r.code, 1) << name << ": " << r.err;
        EXPECT_EQ(r.err.rfind("gjklab: error: ", 0), 0u) << r.err;
        EXPECT_EQ(r.out.find("wrote"), std::string::npos) << r.out;
        EXPECT_TRUE(names_in(dir).empty()) << name;
    }
    // PNG frames used to come out 0 bytes: now no folder at all.
    const RunResult r =
        run_limited(20, "record " + kScene + " --out " + dir + "/frames --size 640x360 --fps 4");
    expect_one_error_line(r, 1, "frames/frame_0000");
    EXPECT_TRUE(names_in(dir).empty());
}

// record ignored SIGTERM and SIGINT (SDL turned them into quit events nobody read).
TEST(Outputs, StoppedRecordingRemovesItsOutput) {
    const std::string dir = fresh("record_stopped");
    for (const char* sig : {"TERM", "INT"}) {
        const std::string cmd = std::string("bash -c '") + GJKLAB_BINARY + " record " + kScene +
                                " --out " + dir + "/v.mp4 --size 1920x1080 2>" + dir +
                                "/err.txt & pid=$!; sleep 1.5; kill -" + sig +
                                " $pid; wait $pid; exit $?'";
        const int status = std::system(cmd.c_str());
        const int code = WEXITSTATUS(status);
        EXPECT_EQ(code, std::string(sig) == "TERM" ? 143 : 130) << sig;
        fs::remove(dir + "/err.txt");
        EXPECT_TRUE(names_in(dir).empty()) << sig;
    }
    // kill -9 cannot be caught: the target is still never half-written, and nothing is left
    // once the next recording to it has run (an unnamed temporary file, or a named one that the
    // next run removes).
    const std::string cmd = std::string("bash -c '") + GJKLAB_BINARY + " record " + kScene +
                            " --out " + dir + "/v.mp4 --size 1920x1080 2>/dev/null & pid=$!; " +
                            "sleep 1.5; kill -9 $pid; wait $pid; sleep 1; ls -a " + dir +
                            " | grep -c v.mp4'";
    EXPECT_NE(WEXITSTATUS(std::system(cmd.c_str())), 0) << "a file named for v.mp4 was left";
    const RunResult again =
        run_gjklab("record " + kScene + " --out " + dir + "/v.mp4 --size 320x180 --fps 5");
    EXPECT_EQ(again.code, 0) << again.err;
    EXPECT_EQ(names_in(dir), std::vector<std::string>{"v.mp4"});
}

// PNG frames into a folder that already held frames mixed two recordings.
TEST(Outputs, FramesReplaceOnlyEarlierFrames) {
    const std::string dir = fresh("frames_folder");
    const std::string frames = dir + "/frames";
    fs::create_directories(frames);
    std::ofstream(frames + "/notes.txt") << "mine";
    std::ofstream(frames + "/frame_00999.png") << "an old frame";
    const RunResult r = run_gjklab("record " + kScene + " --out " + frames +
                                   " --size 320x180 --fps 2 --no-intro --no-substeps");
    ASSERT_EQ(r.code, 0) << r.err;
    const std::vector<std::string> names = names_in(frames);
    EXPECT_EQ(read_file(frames + "/notes.txt"), "mine");
    EXPECT_EQ(std::count(names.begin(), names.end(), "frame_00999.png"), 0);
    // The new frames, as many as record says it wrote, and notes.txt.
    const auto said = r.out.find(" frames");
    ASSERT_NE(said, std::string::npos) << r.out;
    const size_t written = std::stoul(r.out.substr(r.out.rfind(' ', said - 1) + 1));
    EXPECT_GE(written, 8u);
    EXPECT_EQ(names.size(), 1 + written);
    EXPECT_EQ(names_in(dir), std::vector<std::string>{"frames"});
}

// `--out v.avi` quietly became a folder.
TEST(Outputs, UnknownExtensionsAreRefused) {
    const std::string dir = fresh("extensions");
    expect_one_error_line(run_gjklab("record " + kScene + " --out " + dir + "/v.avi"), 2, ".avi");
    expect_one_error_line(run_gjklab("render " + kScene + " --out " + dir + "/v.jpg"), 2, ".png");
    EXPECT_TRUE(names_in(dir).empty());
}

// Saving a scene on a full disk truncated the original first (save button, Ctrl+S,
// --save-on-exit): the user's file was destroyed.
TEST(Outputs, SavingOnAFullDiskKeepsTheScene) {
    if (!std::getenv("DISPLAY")) GTEST_SKIP() << "the window needs a display";
    const std::string dir = fresh("save_full");
    const std::string file = dir + "/scene.json";
    // 2,000 vertices: the saved scene is far larger than the 8 KiB the run may write (its
    // error line is not).
    const std::string original =
        read_file(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/19_thousand_vertices.json");
    std::ofstream(file) << original;
    const RunResult r = run_limited(8, file + " --exit-after 3 --save-on-exit " + file);
    EXPECT_EQ(r.code, 1) << r.err;
    EXPECT_NE(r.err.find("scene.json: cannot write"), std::string::npos) << r.err;
    EXPECT_EQ(read_file(file), original);
    EXPECT_EQ(names_in(dir), std::vector<std::string>{"scene.json"});
}

}  // namespace
