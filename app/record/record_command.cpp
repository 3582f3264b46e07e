#include <optional>

#include "record/record_command.h"

#include <unistd.h>

#include <SDL.h>
#include <signal.h>

#include <csignal>
#include <cstdio>

#include "model/with_timeline.h"
#include "record/plan.h"
#include "record/recorder.h"

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

/// Plays timeline `t` through `views` into the recorder's output (2D or 3D alike).
template <class Timeline_, class Views_>
int record_timeline(const RecordRequest& req, const Scene& scene, const Timeline_& t,
                    const Views_& views, double scale) {
    const RecordingSettings& rs = scene.recording;
    Recorder recorder(req.out, req.width, req.height, req.fps);
    OffscreenRenderer renderer(req.width, req.height, true, scale);
    renderer.set_caption_size(req.caption_size > 0 ? req.caption_size : rs.caption_size);
    renderer.set_captions_at_top(captions_at_top(req, rs));
    const std::vector<Beat> beats =
        lesson_beats(t, {rs.introduction && req.intro, rs.substeps && req.substeps});
    const double pace = req.seconds_per_step > 0 ? req.seconds_per_step : rs.seconds_per_step;
    std::vector<std::string> captions;
    for (const Beat& beat : beats)
        captions.push_back(rs.captions ? beat_title(t, beat) + ":  " + beat_caption(t, beat)
                                       : std::string());
    const std::vector<PlannedFrame> plan =
        plan_frames(beat_seconds(beats, captions, pace), req.fps, rs.hold_end_seconds);
    std::optional<CompareGeometry> compare;  // the scene's `compare.draw` layers
    if (scene.compare.draw.any()) compare.emplace(compare_geometry(scene));
    for (size_t i = 0; i < plan.size(); ++i) {
        stop_if_asked();
        const int b = plan[i].step;
        const Beat& beat = beats[size_t(b)];
        PaintOptions options = paint_options_of(scene.display, scene.compare.draw);
        req.overrides.apply(options);
        options.appear = plan[i].appear;
        options.phase = beat.phase;
        if (compare) options.compare = &*compare;
        recorder.add_frame(
            renderer.render(scene, t, views, beat.step, options, captions[size_t(b)]));
        progress(int(i + 1), int(plan.size()));
    }
    stop_if_asked();
    recorder.finish();
    std::printf("wrote %s: %d frames, %dx%d, %d fps, %.2f s, %d steps in %d beats\n",
                req.out.c_str(), recorder.frames(), req.width, req.height, req.fps,
                double(recorder.frames()) / req.fps, t.size(), int(beats.size()));
    return 0;
}

}  // namespace

int record_command(const RecordRequest& req) {
    std::signal(SIGPIPE, SIG_IGN);  // a dying ffmpeg must be an error, not a crash
    catch_stop_signals();
    Scene scene = load_scene(req.scene_path);
    const RecordingSettings& rs = scene.recording;
    // Laid out in logical pixels (offscreen.h); with captions, the views keep clear of the
    // caption band.
    const double scale = req.ui_scale > 0 ? req.ui_scale : output_scale(req.height);
    const double width = req.width / scale, height = req.height / scale;
    const double band = caption_band(req.caption_size > 0 ? req.caption_size : rs.caption_size);
    const Rect area = views_area(width, height, rs.captions ? band : 0, captions_at_top(req, rs));
    return with_timeline(scene, [&](const auto& t) {
        return record_timeline(req, scene, t,
                               views_for_frame(scene, t, req.view, area, req.lesson_panel),
                               scale);
    });
}

}  // namespace gjklab
