#include "record/record_command.h"

#include "model/lesson/text.h"
#include "render/text.h"

#include <unistd.h>

#include <SDL.h>
#include <signal.h>

#include <csignal>
#include <cstdio>
#include <optional>

#include "model/compare.h"
#include "model/explain.h"
#include "model/motion_series.h"
#include "model/with_timeline.h"
#include "model/words.h"
#include "record/plan.h"
#include "record/recorder.h"
#include "render/cast_painter2.h"
#include "render/frame.h"
#include "render/motion_plot.h"
#include "render/side_lesson_views.h"
#include "scene/motion.h"

namespace gjklab {

namespace {

/// SIGINT, SIGTERM or SIGHUP, once received: the recording stops at the next frame, removes
/// what it wrote and exits non-zero (SDL would turn them into quit events nobody reads).
volatile std::sig_atomic_t stop_signal = 0;

extern "C" void on_stop_signal(int sig) {
    stop_signal = sig;
}

void catch_stop_signals() {
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    struct sigaction sa {};
    sa.sa_handler = on_stop_signal;
    sigemptyset(&sa.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaction(sig, &sa, nullptr);
}

void stop_if_asked() {
    if (stop_signal)
        throw Interrupted(stop_signal, std::string("recording stopped by ") +
                                           (stop_signal == SIGINT    ? "SIGINT"
                                            : stop_signal == SIGTERM ? "SIGTERM"
                                                                     : "SIGHUP") +
                                           "; nothing was written");
}

void progress(int done, int total) {
    if (!isatty(fileno(stderr))) return;
    const int width = 40, filled = total ? done * width / total : width;
    std::fprintf(stderr, "\rrecording [%.*s%*s] %3d%%  frame %d/%d", filled,
                 "########################################", width - filled, "",
                 total ? done * 100 / total : 100, done, total);
    if (done == total) std::fprintf(stderr, "\n");
    std::fflush(stderr);
}

}  // namespace

namespace {

bool captions_at_top(const RecordRequest& req, const RecordingSettings& rs) {
    return req.caption_position.empty() ? rs.captions_at_top : req.caption_position == "top";
}

/// One beat of a recording: the step and sub-step shown, the SAT axis drawn (-1: none), the
/// caption, and how long it stays.
struct Shot {
    Beat beat;
    int sat_step = -1;
    std::string caption;
    double seconds = 1;
};

double parallax_of(const RecordRequest& req, const Scene& scene) {
    return req.parallax_deg >= 0 ? req.parallax_deg : scene.recording.parallax_deg;
}

/// Plays `shots` into the recorder's output: `draw(renderer, shot, options)` makes each distinct
/// frame (2D or 3D alike, a lesson or the cast); `steps` is what the summary line counts.
/// `sway_deg`: how far 3D cameras swing on the beats that sway (record/plan.h; 0: none).
template <class Draw>
int play(const RecordRequest& req, const Scene& scene, const std::vector<Shot>& shots,
         const PaintOptions& base, int steps, Draw draw, double sway_deg = 0) {
    const RecordingSettings& rs = scene.recording;
    std::vector<double> seconds;
    std::vector<bool> sways;
    for (const Shot& shot : shots) {
        seconds.push_back(shot.seconds);
        sways.push_back(beat_sways(shot.beat));
    }
    std::vector<PlannedFrame> plan = plan_frames(seconds, req.fps, rs.hold_end_seconds);
    add_sway(plan, sways, req.fps, sway_deg);
    const std::vector<Hold> holds = holds_of(plan);
    std::vector<int> counts;
    for (const Hold& hold : holds) counts.push_back(hold.count);
    Recorder recorder(req.out, req.width, req.height, req.fps, counts);
    const double scale = req.ui_scale > 0 ? req.ui_scale : output_scale(req.height);
    OffscreenRenderer renderer(req.width, req.height, true, scale);
    renderer.set_caption_size(req.caption_size > 0 ? req.caption_size : rs.caption_size);
    renderer.set_captions_at_top(captions_at_top(req, rs));
    renderer.set_steady_labels(true);
    // A held frame is drawn once (recorder.h).
    for (const Hold& hold : holds) {
        stop_if_asked();
        const PlannedFrame& frame = plan[hold.first];
        const Shot& shot = shots[size_t(frame.step)];
        PaintOptions options = base;
        options.appear = frame.appear;
        options.sway_deg = frame.sway_deg;
        options.phase = shot.beat.phase;
        recorder.add_frame(draw(renderer, shot, options));
        progress(recorder.frames(), int(plan.size()));
    }
    stop_if_asked();
    recorder.finish();
    std::printf("wrote %s: %d frames (%d distinct), %dx%d, %d fps, %.2f s, %d steps in %d beats\n",
                req.out.c_str(), recorder.frames(), recorder.images(), req.width, req.height,
                req.fps, double(recorder.frames()) / req.fps, steps, int(shots.size()));
    return 0;
}

/// Plays a timeline's shots through `views` (the lesson, or SAT one axis a beat).
template <class Timeline_, class Views_>
int play(const RecordRequest& req, const Scene& scene, const Timeline_& t, const Views_& views,
         const std::vector<Shot>& shots, const PaintOptions& base, const CompareGeometry* compare) {
    return play(
        req, scene, shots, base, req.sat ? int(shots.size()) - 1 : t.size(),
        [&](OffscreenRenderer& renderer, const Shot& shot, PaintOptions options) {
            options.compare = compare;
            if (shot.sat_step >= 0) {
                options.compare_layers.sat = true;
                options.compare_layers.sat_step = shot.sat_step;
            }
            return renderer.render(scene, t, views, shot.beat.step, options, shot.caption);
        },
        Timeline_::dimension == 3 && !req.sat ? parallax_of(req, scene) : 0);
}

/// A lesson beside the query's own (model/side_lesson.h): the time of impact (`--cast`) or MPR
/// (`--mpr`), 2D.
int record_side(const RecordRequest& req, const SideLesson& lesson, const Rect& area) {
    const Scene& scene = lesson.start;
    const RecordingSettings& rs = scene.recording;
    PaintOptions base = paint_options_of(scene.display, scene.compare.draw);
    req.overrides.apply(base);
    const double pace = req.seconds_per_step > 0 ? req.seconds_per_step : rs.seconds_per_step;
    std::vector<Shot> shots;
    for (const Beat& beat : lesson.beats) {
        const std::string caption =
            rs.captions ? lesson.title(beat) + ":  " + lesson.said(beat).text : std::string();
        const double reading =
            double(lesson::display_columns(caption)) / kCaptionCharactersPerSecond;
        shots.push_back({beat, -1, caption, pace * std::max(1.5, reading)});
    }
    const SidePainter paint = lay_out_side_lesson(lesson, area, req.view, req.lesson_panel, false);
    return play(req, scene, shots, base, lesson.steps,
                [&](OffscreenRenderer& renderer, const Shot& shot, const PaintOptions& options) {
                    Canvas canvas;
                    paint(canvas, shot.beat, options);
                    return renderer.render_canvas(canvas, shot.caption);
                });
}

/// A moving scene filmed in real time (`--motion`): at each frame's time the views with the
/// query's answer (closest points and distance, or depth and normal), the strip plotting the
/// query over the whole interval with the time marked, a caption with the numbers.
int record_motion(const RecordRequest& req, const Scene& scene, const Rect& area) {
    if (!scene_moves(scene))
        throw InputError(
            "--motion: nothing in the scene moves (give a shape a velocity, an "
            "angular velocity or a path)");
    const MotionSeries series = run_motion(scene, 201);
    const double end = scene.time.duration;
    const int frames = std::max(2, int(std::lround(end * req.fps)) + 1);
    auto time_of = [&](int frame) { return std::min(end, frame / double(req.fps)); };
    // The caption of the answer at time t, from the query the frame draws.
    auto caption_of = [&](const QueryReport& q, double t) {
        if (!scene.recording.captions) return std::string();
        const double d = signed_distance(q);
        const int k = q.dimension == 3 ? q.result3.gjk_iterations + q.result3.epa_iterations
                                       : q.result.gjk_iterations + q.result.epa_iterations;
        const glm::dvec3 n = normal_of(q);
        return lesson::words("motion.title") + ":  " +
               lesson::words(
                   d < 0 ? "motion.caption_overlap" : "motion.caption_apart",
                   {{"t", short_number(t)},
                    {"d", short_number(std::abs(d))},
                    {"n", q.dimension == 3 ? words::vec_text(n) : words::vec_text(glm::dvec2(n))},
                    {"k", std::to_string(k)}});
    };
    std::vector<Shot> shots;
    for (int i = 0; i < frames; ++i) shots.push_back({{i, Phase::Whole}, -1, "", 1.0 / req.fps});
    PaintOptions base = paint_options_of(scene.display, scene.compare.draw);
    req.overrides.apply(base);
    base.layers.simplex = base.layers.direction = base.layers.supports = false;
    base.legend = false;  // the legend names the steps' marks, not drawn here
    return with_timeline(scene, [&](const auto& first) {
        using Timeline_ = std::decay_t<decltype(first)>;
        auto build = [](const Scene& moved) {
            if constexpr (Timeline_::dimension == 2)
                return build_timeline2(moved);
            else
                return build_timeline3(moved);
        };
        auto views = views_for_frame(scene, first, req.view, area, true);
        if constexpr (Timeline_::dimension == 2) {
            // Framed on the whole motion, so that the views hold still while the shapes move.
            glm::dvec2 wlo{1e300, 1e300}, whi{-1e300, -1e300}, mlo{0, 0}, mhi{0, 0};
            for (int k = 0; k <= 24; ++k) {
                const Timeline2 t = build_timeline2(scene_at(scene, end * k / 24));
                glm::dvec2 lo, hi;
                world_bounds(t, lo, hi);
                wlo = glm::min(wlo, lo), whi = glm::max(whi, hi);
                minkowski_bounds(t, lo, hi);
                mlo = glm::min(mlo, lo), mhi = glm::max(mhi, hi);
            }
            if (!scene.display.world.set) views.world.frame(wlo, whi);
            if (!scene.display.minkowski.set) views.minkowski.frame(mlo, mhi);
        }
        auto bare = views;  // the views without the lesson strip: the motion's plots go there
        bare.panel = {};
        return play(req, scene, shots, base, frames,
                    [&](OffscreenRenderer& renderer, const Shot& shot, PaintOptions options) {
                        const double t = time_of(shot.beat.step);
                        const Scene moved = scene_at(scene, t);
                        const Timeline_ timeline = build(moved);
                        options.appear = 1;
                        options.moment = "t = " + short_number(t) + " s";
                        Canvas canvas;
                        paint_views(canvas, bare, moved, timeline, timeline.size() - 1, options);
                        if (views.panel.size().x > 0)
                            paint_motion_strip(canvas, views.panel, series, t);
                        return renderer.render_canvas(canvas, caption_of(timeline.report, t));
                    });
    });
}

/// The beats of GJK and EPA: the introduction, every sub-step, the ending.
template <class Timeline_>
std::vector<Shot> lesson_shots(const RecordRequest& req, const Scene& scene, const Timeline_& t) {
    const RecordingSettings& rs = scene.recording;
    const std::vector<Beat> beats =
        lesson_beats(t, {rs.introduction && req.intro, rs.substeps && req.substeps});
    const double pace = req.seconds_per_step > 0 ? req.seconds_per_step : rs.seconds_per_step;
    std::vector<std::string> captions;
    for (const Beat& beat : beats)
        captions.push_back(rs.captions ? beat_title(t, beat) + ":  " + beat_caption(t, beat)
                                       : std::string());
    const std::vector<double> seconds = beat_seconds(beats, captions, pace);
    std::vector<Shot> shots;
    for (size_t i = 0; i < beats.size(); ++i)
        shots.push_back({beats[i], -1, captions[i], seconds[i]});
    return shots;
}

/// The separating axis test one axis a beat, over the shapes alone, then the axis that answers.
template <class Timeline_>
std::vector<Shot> sat_shots(const RecordRequest& req, const Scene& scene, const Timeline_& t,
                            const SatSteps& sat) {
    const RecordingSettings& rs = scene.recording;
    const double pace = req.seconds_per_step > 0 ? req.seconds_per_step : rs.seconds_per_step;
    const int count = int(sat.steps.size());
    auto shot = [&](int sat_step, const std::string& title, const std::string& text) {
        const std::string caption = rs.captions ? title + ":  " + text : std::string();
        const double reading = double(caption.size()) / kCaptionCharactersPerSecond;
        return Shot{{t.size() - 1, Phase::Whole}, sat_step, caption, pace * std::max(2.0, reading)};
    };
    std::vector<Shot> shots;
    for (int k = 0; k < count; ++k)
        shots.push_back(shot(k + 1,
                             lesson::words("sat.title_step", {{"k", std::to_string(k + 1)},
                                                              {"n", std::to_string(count)}}),
                             sat_step_caption(sat, k)));
    shots.push_back(shot(0, lesson::words("sat.title_answer"), sat_answer_caption(sat)));
    return shots;
}

/// SAT's axis lines run past both shapes: the world view, fitted to the shapes, widened to show
/// them (unless the scene sets its camera).
void widen_for_axes(Views2& v, const Scene& scene) {
    if (!scene.display.world.set) v.world.scale /= 1.6;
}
void widen_for_axes(Views3& v, const Scene& scene) {
    if (!scene.display.camera3.set) v.world.radius *= 1.6;
}

/// Records timeline `t`: GJK and EPA as a lesson, or (`--sat`) the separating axis test.
template <class Timeline_, class Views_>
int record_timeline(const RecordRequest& req, const Scene& scene, const Timeline_& t,
                    const Views_& views) {
    PaintOptions base = paint_options_of(scene.display, scene.compare.draw);
    req.overrides.apply(base);
    std::optional<CompareGeometry> compare;  // the scene's `compare.draw` layers, SAT's axes
    if (scene.compare.draw.any() || req.sat) compare.emplace(compare_geometry(scene));
    if (!req.sat)
        return play(req, scene, t, views, lesson_shots(req, scene, t), base,
                    compare ? &*compare : nullptr);
    if (!compare->sat.applies) throw InputError("--sat: " + compare->sat.why);
    // SAT works on the shapes: GJK's simplex, directions and answer stay out of the picture.
    base.layers.simplex = base.layers.direction = base.layers.supports = base.layers.answer = false;
    base.compare_layers.sat = true;
    return play(req, scene, t, views, sat_shots(req, scene, t, compare->sat), base, &*compare);
}

}  // namespace

int record_command(const RecordRequest& req) {
    std::signal(SIGPIPE, SIG_IGN);  // a dying ffmpeg must be an error, not a crash
    catch_stop_signals();
    Scene scene = load_scene(req.scene_path);
    const lesson::LanguageScope language(lesson_language(scene, req.language));
    if (lesson::language() == lesson::Language::Chinese && !chinese_font_installed())
        throw InputError(
            "--lang zh needs the Chinese font of Debian's fonts-wqy-microhei (tools/setup.sh "
            "installs it)");
    const RecordingSettings& rs = scene.recording;
    if (req.sat && !req.view.empty() && req.view != "world")
        throw InputError(
            "--sat records the world view (SAT projects the shapes themselves), not --view " +
            req.view);
    // Laid out in logical pixels (offscreen.h); with captions, the views keep clear of the
    // caption band.
    const double scale = req.ui_scale > 0 ? req.ui_scale : output_scale(req.height);
    const double width = req.width / scale, height = req.height / scale;
    const double band = caption_band(req.caption_size > 0 ? req.caption_size : rs.caption_size);
    const Rect area = views_area(width, height, rs.captions ? band : 0, captions_at_top(req, rs));
    if (int(req.cast) + int(req.sat) + int(req.motion) + int(req.mpr) > 1)
        throw InputError("--cast, --mpr, --motion and --sat each record their own film: give one");
    if (req.cast) return record_side(req, cast_side_lesson(scene), area);
    if (req.mpr) return record_side(req, mpr_side_lesson(scene), area);
    if (req.motion) return record_motion(req, scene, area);
    return with_timeline(scene, [&](const auto& t) {
        // SAT is drawn on the shapes, and the lesson panel's pseudocode is GJK's.
        const std::string view = req.sat ? "world" : req.view;
        auto views = views_for_frame(scene, t, view, area, req.lesson_panel && !req.sat);
        if (req.sat) widen_for_axes(views, scene);
        return record_timeline(req, scene, t, views);
    });
}

}  // namespace gjklab
