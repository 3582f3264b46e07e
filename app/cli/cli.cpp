#include "cli/cli.h"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "bench/bench.h"
#include "cli/compare_command.h"
#include "cli/lesson_command.h"
#include "cli/motion_commands.h"
#include "cli/output.h"
#include "cli/sweep.h"
#include "io/atomic_file.h"
#include "model/divergence.h"
#include "model/lesson.h"
#include "record/record_command.h"
#include "render/render_command.h"
#include "scene/evaluate.h"
#include "scene/export.h"
#include "scene/import.h"
#include "scene/link.h"
#include "scene/presets.h"
#include "scene/scale.h"
#include "scene/scene.h"
#include "scene/trajectory.h"
#include "ui/window_request.h"

namespace gjklab {

namespace fs = std::filesystem;

void parse_size(const std::string& text, int& width, int& height) {
    const size_t x = text.find('x');
    auto digits = [](const std::string& s) {
        return !s.empty() && s.size() <= 5 &&
               s.find_first_not_of("0123456789") == std::string::npos;
    };
    if (x == std::string::npos || !digits(text.substr(0, x)) || !digits(text.substr(x + 1)))
        throw InputError("--size must look like 1280x720, got \"" + text + "\"");
    width = std::stoi(text.substr(0, x));
    height = std::stoi(text.substr(x + 1));
    if (width < 16 || height < 16 || width > 8192 || height > 8192)
        throw InputError("--size must be between 16x16 and 8192x8192, got " + text);
}

namespace {

void print_error(const std::string& what) {
    std::cerr << "gjklab: error: " << what << std::endl;
}

/// The scene run in float and in double, side by side, and the first step where the two
/// runs part ways.
int cmd_query_both(const Scene& scene, bool as_json) {
    const PrecisionComparison c = compare_precisions(scene);
    const Divergence& d = c.divergence;
    if (as_json) {
        ojson out{{"double", query_json(c.double_run)}, {"float", query_json(c.float_run)}};
        out["first_divergence"] = d.found ? ojson{{"algorithm", d.in_epa ? "epa" : "gjk"},
                                                  {"iteration", d.iteration},
                                                  {"what", d.what}}
                                          : ojson(nullptr);
        std::cout << out.dump() << "\n";
        return 0;
    }
    for (const QueryReport* r : {&c.double_run, &c.float_run})
        std::cout << "-- " << (r == &c.double_run ? "double" : "float") << "\n"
                  << (scene.dimension == 3 ? query_text3(*r) : query_text(*r));
    std::cout << "-- " << (d.found ? "first divergence: " : "") << c.summary() << "\n";
    return 0;
}

int cmd_query(const std::string& file, bool as_json, const std::string& precision,
              const ManifoldRequest& manifold) {
    check_manifold_request(manifold);
    Scene scene = load_scene(file);
    if (precision == "both") {
        if (manifold.on) throw InputError("--manifold cannot go with --precision both");
        return cmd_query_both(scene, as_json);
    }
    if (precision == "float" || precision == "double") {
        scene.settings.precision = precision == "float" ? Precision::Float : Precision::Double;
        if (const std::string problem = scale_problem(scene); !problem.empty())
            throw InputError(file + ": in " + precision + ": " + problem);
    } else if (!precision.empty()) {
        throw InputError("--precision must be float, double or both, got \"" + precision + "\"");
    }
    QueryReport r = run_query(scene);
    if (as_json) {
        ojson out = query_json(r);
        if (manifold.on) out["manifold"] = manifold_json(run_manifold(scene, manifold.speculative));
        std::cout << out.dump() << "\n";
    } else {
        std::cout << query_text(r);
        if (manifold.on) std::cout << manifold_text(run_manifold(scene, manifold.speculative));
    }
    return 0;
}

int cmd_trace(const std::string& file, bool as_json) {
    Scene scene = load_scene(file);
    gjk::TraceRecorder trace;
    QueryReport r = run_query(scene, &trace);
    if (as_json)
        std::cout << trace_json(r, trace, scene.settings.variant).dump() << "\n";
    else
        std::cout << trace_text(r, trace, scene.settings.variant);
    return 0;
}

int cmd_check(const std::string& file) {
    load_scene(file);
    std::cout << "ok\n";
    return 0;
}

/// `gjklab export SCENE --as gtest|box2d|jolt`: the scene's query as a test to paste into a
/// suite, or its shapes and transforms as the engine's literals.
int cmd_export(const std::string& file, const std::string& as) {
    if (as != "gtest" && as != "box2d" && as != "jolt")
        throw InputError("--as must be gtest, box2d or jolt, got \"" + as + "\"");
    const Scene scene = load_scene(file);
    std::cout << (as == "box2d"  ? export_box2d(scene)
                  : as == "jolt" ? export_jolt(scene)
                                 : export_gtest(scene, fs::path(file).stem().string()));
    return 0;
}

constexpr size_t kLargestImport = size_t(256) << 20;

/// A stream's bytes, refused past kLargestImport (a pipe or device can be endless).
std::string read_at_most(std::istream& in, const std::string& name) {
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, size_t(in.gcount()));
        if (text.size() > kLargestImport) throw InputError(name + ": larger than 256 MB");
    }
    return text;
}

/// `gjklab import FILE|-... [--format F] [--out SCENE]`: a scene from an engine's literals or
/// mesh files, their shapes in order.
int cmd_import(const std::vector<std::string>& files, const std::string& format,
               const std::string& out, const std::string& trajectory, double hz) {
    // The scene moved along the poses of `trajectory` (scene/trajectory.h), as JSON that loads.
    auto moving = [&](Scene scene) {
        std::ifstream in(trajectory, std::ios::binary);
        if (!in || fs::is_directory(trajectory))
            throw InputError(trajectory + ": cannot read the file");
        apply_trajectory(scene, read_at_most(in, trajectory), trajectory, hz);
        const std::string text = scene_to_json(scene);
        parse_scene(text, "the imported scene");
        return text;
    };
    auto write = [&](const std::string& text) {
        if (out.empty())
            std::cout << text;
        else
            write_file_atomically(out, text);
    };
    if (!trajectory.empty() && files.size() == 1 && fs::path(files[0]).extension() == ".json") {
        write(moving(load_scene(files[0])));  // a scene file given its motion
        return 0;
    }
    const ImportFormat f = import_format_named(format);
    std::vector<ImportInput> inputs;
    for (const std::string& file : files) {
        std::string text;
        if (file == "-") {
            text = read_at_most(std::cin, "stdin");
        } else {
            std::error_code ec;
            if (fs::is_regular_file(file, ec) && fs::file_size(file, ec) > kLargestImport)
                throw InputError(file + ": larger than 256 MB");
            std::ifstream in(file, std::ios::binary);
            if (!in || fs::is_directory(file)) throw InputError(file + ": cannot read the file");
            text = read_at_most(in, file);
        }
        inputs.push_back({text, f, file == "-" ? "stdin" : file, hz});
    }
    std::vector<std::string> warnings;
    std::string scene = import_scene(inputs, &warnings);
    for (const std::string& w : warnings) std::cerr << "gjklab: note: " << w << "\n";
    write(trajectory.empty() ? scene : moving(parse_scene(scene, "the imported scene")));
    return 0;
}

}  // namespace

int run_cli(int argc, char** argv, const FrontEnds& front_ends) {
    CLI::App app{"GJK Lab: see the GJK and EPA collision algorithms step by step.", "gjklab"};
    app.require_subcommand(0, 1);
    WindowRequest window_request;
    std::string window_size = "1600x900";
    app.add_option("file", window_request.scene_path,
                   "scene file to open in the window (default: a preset)");
    app.add_flag("--frame-stats", window_request.frame_stats, "print frame times once a second");
    app.add_option("--ui-scale", window_request.ui_scale,
                   "text, panels and strokes x S (default: remembered, else from the DPI)")
        ->check(CLI::Range(0.75, 3.0));
    app.add_option("--exit-after", window_request.exit_after_frames, "quit after N frames")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--screenshot", window_request.screenshot,
                   "with --exit-after: PNG of the last frame");
    app.add_option("--link", window_request.link,
                   "open where a link says: its scene, step, phase, language, practice, panel "
                   "(docs/format.md, Links; the browser build's address)");
    app.add_option("--size", window_size, "window size WxH (default 1600x900)");
    app.add_option("--lesson", window_request.lesson,
                   "the lesson the window plays: query (GJK and EPA), cast (the time of impact "
                   "of a moving scene) or mpr")
        ->check(CLI::IsMember({"query", "cast", "mpr"}));
    app.add_option("--save-on-exit", window_request.save_on_exit,
                   "write the edited scene here on exit (for scripts)");

    std::string file;
    bool as_json = false;
    auto* query =
        app.add_subcommand("query", "run GJK (and EPA when they overlap) on the query pair");
    query->add_option("file", file, "scene file")->required();
    query->add_flag("--json", as_json, "print JSON");
    std::string query_precision;
    query->add_option("--precision", query_precision,
                      "float or double instead of the scene's, or both side by side with the "
                      "first step where they part ways");
    ManifoldRequest manifold_request;
    query->add_flag("--manifold", manifold_request.on,
                    "the contact manifold too: up to 2 points (2D) or 4 (3D), with their features");
    query->add_option("--speculative", manifold_request.speculative,
                      "with --manifold: keep points up to this far apart (default 0)");
    auto* trace = app.add_subcommand("trace", "print every GJK and EPA iteration");
    trace->add_option("file", file, "scene file")->required();
    trace->add_flag("--json", as_json, "print JSON");
    LessonRequest lesson_request;
    bool lesson_no_intro = false, lesson_no_substeps = false;
    auto* lesson =
        app.add_subcommand("lesson", "every beat of the lesson: title, pseudocode line, caption");
    lesson->add_option("file", lesson_request.file, "scene file")->required();
    lesson->add_flag("--json", lesson_request.json,
                     "print JSON (the beats, their lines, marks, captions and slots)");
    lesson->add_flag("--no-intro", lesson_no_intro, "without the four introduction beats");
    lesson->add_flag("--no-substeps", lesson_no_substeps, "one beat per step");
    lesson->add_flag("--cast", lesson_request.cast,
                     "the time of impact's lesson of a moving scene, as record --cast films it");
    lesson->add_flag("--mpr", lesson_request.mpr,
                     "MPR's lesson (the portal, each refinement, its depth beside "
                     "EPA's), as record --mpr films it");
    lesson->add_option("--lang", lesson_request.language,
                       "en or zh (default: the scene's view.language, else en)");
    auto* cast = app.add_subcommand(
        "cast", "the first contact of the query pair under the scene's motion (time of impact)");
    cast->add_option("file", file, "scene file")->required();
    cast->add_flag("--json", as_json, "print JSON");
    int motion_samples = 101;
    auto* motion = app.add_subcommand(
        "motion", "the query over the scene's time: distance, normal and where the normal jumps");
    motion->add_option("file", file, "scene file")->required();
    motion->add_option("--samples", motion_samples, "evenly spaced times (default 101)");
    motion->add_flag("--json", as_json, "print JSON");
    ManifoldRequest motion_manifold;
    motion->add_flag("--manifold", motion_manifold.on,
                     "the contact manifold at each sample, and where its points appear, vanish "
                     "or change features");
    motion->add_option("--speculative", motion_manifold.speculative,
                       "with --manifold: keep points up to this far apart (default 0)");
    auto* check = app.add_subcommand("check", "validate a scene file; prints ok or the error");
    check->add_option("file", file, "scene file")->required();
    std::string import_format = "auto", import_out;
    std::vector<std::string> import_files;
    auto* import = app.add_subcommand(
        "import", "a scene from Box2D, Jolt or FCL text, rows of numbers or mesh files");
    import
        ->add_option("files", import_files, "text files, mesh files (.obj .stl .ply), - for stdin")
        ->required();
    import->add_option(
        "--format", import_format,
        "auto (default: by extension, else by content), box2d, jolt, fcl, points, obj, "
        "stl or ply");
    import->add_option("--out", import_out, "scene file to write (default: stdout)");
    std::string import_trajectory;
    double import_hz = 60;
    import->add_option("--trajectory", import_trajectory,
                       "rows of poses per frame (frame, x, y, angle / frame, x, y, z, qx, qy, qz, "
                       "qw; B's, or A's then B's): the query pair moves along them");
    import->add_option(
        "--hz", import_hz,
        "frames per second of --trajectory or of repeated b2World dumps (default 60)");
    CompareRequest compare_request;
    auto* compare = app.add_subcommand(
        "compare",
        "the survey's tests side by side: bounding circles, AABB, OBB, grid, pixels, SAT, GJK");
    compare->add_option("file", compare_request.scene_path, "scene file")->required();
    compare->add_flag("--json", compare_request.json, "print JSON");
    compare->add_option(
        "--grid-cell", compare_request.grid_cell,
        "the grid's cell side (default: the scene's, else about a quarter of the pair's size)");
    compare->add_option(
        "--pixel-size", compare_request.pixel_size,
        "the pixel (voxel) side (default: the scene's, else 1/64 of the pair's size, 1/24 in 3D)");
    compare->add_option(
        "--circles", compare_request.circles,
        "bounding circles (spheres) per shape, a chain along it (default: the scene's, else 1)");
    SweepRequest sweep_request;
    std::string sweep_jitter;
    auto* sweep = app.add_subcommand(
        "sweep", "the query on many slightly moved copies of B: how stable the answer is there");
    sweep->add_option("file", sweep_request.scene_path, "scene file")->required();
    sweep->add_option("--samples", sweep_request.samples, "copies (default 200)");
    sweep->add_option("--jitter", sweep_jitter,
                      "POS,DEG: move B up to POS along each axis, turn it up to DEG degrees "
                      "(default: a thousandth of B's size, 0.1)");
    sweep->add_option("--seed", sweep_request.seed, "random seed (default 1)");
    sweep->add_option("--move", sweep_request.move,
                      "which the copies move: A, B (default) or both");
    sweep->add_flag("--json", sweep_request.json, "print JSON");
    sweep->add_option("--out", sweep_request.out, "folder for the worst copies as scenes");
    std::string export_as = "gtest";
    auto* export_cmd = app.add_subcommand(
        "export",
        "the scene's query as a GoogleTest of GJK Lab's core, or as Box2D or Jolt literals");
    export_cmd->add_option("file", file, "scene file")->required();
    export_cmd->add_option("--as", export_as,
                           "gtest (default: a test of GJK Lab's core), box2d (2D) or jolt (3D)");
    RenderRequest render_request;
    std::string size_text = "1280x720";
    auto* render =
        app.add_subcommand("render", "draw one frame of the views to a PNG, no window shown");
    render->add_option("file", render_request.scene_path, "scene file")->required();
    render->add_option("--out", render_request.out, "PNG file to write")->required();
    render->add_option("--step", render_request.step, "timeline step, from 0 (default: the last)");
    render->add_option("--size", size_text, "image size WxH (default 1280x720)");
    render->add_option("--view", render_request.view,
                       "split, world or minkowski (default: the scene's)");
    render->add_option("--phase", render_request.phase,
                       "a sub-step of the step: closest, drop, direction, support, test, add, "
                       "epa-closest, ..., intro-shapes, ..., answer, slide-out (default: whole)");
    render->add_option("--ui-scale", render_request.ui_scale,
                       "text and strokes x S (default: the height / 720, at least 1)");
    render->add_option("--sat-step", render_request.sat_step,
                       "draw the SAT layer at its K-th axis tested (0: the axis that answers)");
    render->add_flag("--no-labels", render_request.overrides.no_labels, "no text in the views");
    render->add_flag("--no-grid", render_request.overrides.no_grid, "no grid");
    render->add_flag("--no-axes", render_request.overrides.no_axes, "no axes (nor their numbers)");
    render->add_flag("--no-legend", render_request.overrides.no_legend, "no legend");
    render->add_flag("--caption", render_request.caption,
                     "the beat's title and caption in a band, as record draws them");
    render->add_option("--layout-json", render_request.layout_json,
                       "also write every text box and panel drawn, as JSON (docs/format.md)");
    render->add_flag("--cast", render_request.cast,
                     "a beat of the moving scene's time of impact lesson (--phase cast-..., "
                     "--step its iteration; default: the answer)");
    render->add_flag("--mpr", render_request.mpr,
                     "a beat of MPR's lesson (--phase mpr-centre, mpr-support --step K, "
                     "mpr-answer; default: the answer)");
    bool render_no_panel = false;
    render->add_flag("--no-panel", render_no_panel, "without the pseudocode and convergence strip");
    render->add_option("--lang", render_request.language,
                       "en or zh: the lesson's language (default: the scene's)");
    RecordRequest record_request;
    std::string record_size = "1280x720";
    auto* record = app.add_subcommand(
        "record", "play every GJK and EPA step into a video (MP4, GIF) or PNG frames");
    record->add_option("file", record_request.scene_path, "scene file")->required();
    record->add_option("--out", record_request.out, "F.mp4, F.gif or a folder for PNG frames")
        ->required();
    record->add_option("--fps", record_request.fps, "frames per second (default 30)");
    record->add_option("--size", record_size, "frame size WxH (default 1280x720)");
    record->add_option("--view", record_request.view,
                       "split, world or minkowski (default: the scene's)");
    record->add_option("--seconds-per-step", record_request.seconds_per_step,
                       "the pace: seconds per sub-step (default: the scene's, else 1)");
    record->add_option("--ui-scale", record_request.ui_scale,
                       "text and strokes x S (default: the height / 720, at least 1)");
    record->add_flag("--no-labels", record_request.overrides.no_labels, "no text in the views");
    record->add_flag("--no-grid", record_request.overrides.no_grid, "no grid");
    record->add_flag("--no-axes", record_request.overrides.no_axes, "no axes (nor their numbers)");
    record->add_flag("--no-legend", record_request.overrides.no_legend, "no legend");
    record->add_option("--caption-size", record_request.caption_size,
                       "captions' font size in a 720-line frame (default: the scene's, else 19)");
    record->add_option("--caption-position", record_request.caption_position,
                       "top or bottom (default: the scene's, else bottom)");
    record
        ->add_option("--parallax-deg", record_request.parallax_deg,
                     "3D: how far the cameras swing on a new point, for depth (default: the "
                     "scene's, else 5; 0: still)")
        ->check(CLI::Range(0.0, 30.0));
    bool record_no_intro = false, record_no_substeps = false, record_no_panel = false;
    record->add_flag("--no-intro", record_no_intro, "start at GJK's first iteration");
    record->add_flag("--no-substeps", record_no_substeps, "one frame group per whole step");
    record->add_flag("--no-panel", record_no_panel, "without the pseudocode and convergence strip");
    record->add_option("--lang", record_request.language,
                       "en or zh: the lesson's language (default: the scene's)");
    record->add_flag("--sat", record_request.sat,
                     "the separating axis test, one axis a step, instead of GJK and EPA (polygons, "
                     "polytopes, boxes)");
    record->add_flag("--cast", record_request.cast,
                     "the time of impact of the scene's motion (the GJK ray cast; conservative "
                     "advancement when a shape turns), 2D or 3D, instead of GJK and EPA");
    record->add_flag("--mpr", record_request.mpr,
                     "MPR (Minkowski Portal Refinement) on the query pair instead: the ray from "
                     "the centres, the portal, each refinement, its depth beside EPA's");
    record->add_flag("--motion", record_request.motion,
                     "a moving scene in real time: the answer at each frame, distance and normal "
                     "plotted over time");
    BenchOptions bench_options;
    auto* bench = app.add_subcommand("bench", "benchmark the core against Box2D in the same run");
    bench->add_flag("--json", bench_options.json, "print JSON");
    bench
        ->add_option("--seconds", bench_options.seconds_per_case,
                     "time spent measuring each case (default 0.25)")
        ->check(CLI::Range(0.01, 10.0));
    bench->add_option("--filter", bench_options.filter,
                      "run only the cases whose name contains this text (e.g. epa_3d)");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        print_error(std::string(e.what()) + " (see gjklab --help)");
        return 2;
    }

    try {
        if (*query) return cmd_query(file, as_json, query_precision, manifold_request);
        if (*trace) return cmd_trace(file, as_json);
        if (*check) return cmd_check(file);
        if (*cast) return cast_command(file, as_json);
        if (*motion) return motion_command(file, motion_samples, as_json, motion_manifold);
        if (*lesson) {
            lesson_request.intro = !lesson_no_intro;
            lesson_request.substeps = !lesson_no_substeps;
            return lesson_command(lesson_request);
        }
        if (*import)
            return cmd_import(import_files, import_format, import_out, import_trajectory,
                              import_hz);
        if (*export_cmd) return cmd_export(file, export_as);
        if (*compare) return compare_command(compare_request);
        if (*sweep) {
            if (!sweep_jitter.empty()) {
                // Two numbers and a comma, read whole (no regular expression on user input).
                const size_t comma = sweep_jitter.find(',');
                auto number = [&](const std::string& part) {
                    char* end = nullptr;
                    const double x = std::strtod(part.c_str(), &end);
                    while (end && (*end == ' ' || *end == '\t')) ++end;
                    if (part.find_first_not_of(" \t") == std::string::npos || end == nullptr ||
                        *end != '\0' || !std::isfinite(x))
                        throw InputError(
                            "--jitter must look like 0.001,0.5 (position, degrees), got \"" +
                            sweep_jitter + "\"");
                    return x;
                };
                if (comma == std::string::npos)
                    throw InputError(
                        "--jitter must look like 0.001,0.5 (position, degrees), got \"" +
                        sweep_jitter + "\"");
                sweep_request.position_jitter = number(sweep_jitter.substr(0, comma));
                sweep_request.degrees_jitter = number(sweep_jitter.substr(comma + 1));
                if (!(sweep_request.position_jitter >= 0))
                    throw InputError("--jitter: the position must be 0 or more");
            }
            return sweep_command(sweep_request);
        }
        if (*bench) {
#ifdef GJKLAB_HAS_BENCH
            return run_bench(bench_options);
#else
            throw std::runtime_error(
                "this build of gjklab has no benchmark (configure with -DGJKLAB_BENCH=ON)");
#endif
        }
        if (*record) {
            parse_size(record_size, record_request.width, record_request.height);
            if (record_request.fps < 1 || record_request.fps > 120)
                throw InputError("--fps must be between 1 and 120, got " +
                                 std::to_string(record_request.fps));
            if (record->count("--seconds-per-step") &&
                !(record_request.seconds_per_step > 0 && record_request.seconds_per_step <= 60))
                throw InputError("--seconds-per-step must be in (0, 60], got " +
                                 std::to_string(record_request.seconds_per_step));
            if (record->count("--ui-scale") &&
                !(record_request.ui_scale >= 0.25 && record_request.ui_scale <= 8))
                throw InputError("--ui-scale must be between 0.25 and 8");
            if (record->count("--caption-size") &&
                !(record_request.caption_size >= 8 && record_request.caption_size <= 60))
                throw InputError("--caption-size must be between 8 and 60");
            if (record->count("--caption-position") && record_request.caption_position != "top" &&
                record_request.caption_position != "bottom")
                throw InputError("--caption-position must be top or bottom, got \"" +
                                 record_request.caption_position + "\"");
            record_request.intro = !record_no_intro;
            record_request.substeps = !record_no_substeps;
            record_request.lesson_panel = !record_no_panel;
            if (!front_ends.record) throw std::runtime_error("this build of gjklab cannot record");
            return front_ends.record(record_request);
        }
        if (*render) {
            parse_size(size_text, render_request.width, render_request.height);
            if (render_request.step < -1) throw InputError("--step must be 0 or more");
            if (!phase_named(render_request.phase))
                throw InputError("--phase " + render_request.phase + " is none of " +
                                 phase_names());
            render_request.lesson_panel = !render_no_panel;
            if (render->count("--ui-scale") &&
                !(render_request.ui_scale >= 0.25 && render_request.ui_scale <= 8))
                throw InputError("--ui-scale must be between 0.25 and 8");
            if (!front_ends.render) throw std::runtime_error("this build of gjklab cannot render");
            return front_ends.render(render_request);
        }
        std::string& path = window_request.scene_path;
        if (!path.empty() && !window_request.link.empty())
            throw InputError("give a scene FILE or --link, not both");
        if (path.empty()) path = default_scene_path();
        parse_size(window_size, window_request.width, window_request.height);
        if (front_ends.window) {
            load_scene(path);                    // a bad file fails here, before any window opens
            if (!window_request.link.empty()) {  // and a bad link: its keys and its scene
                const Link link = parse_link(window_request.link);
                preset_of(link, preset_paths());
                if (!link.scene_json.empty()) parse_scene(link.scene_json, "link");
            }
            return front_ends.window(window_request);
        }
        return cmd_query(path, false, "", ManifoldRequest{});
    } catch (const InputError& e) {
        print_error(e.what());
        return 2;
    } catch (const Interrupted& e) {
        print_error(e.what());
        return 128 + e.signal;
    } catch (const std::exception& e) {
        print_error(e.what());
        return 1;
    }
}

}  // namespace gjklab
