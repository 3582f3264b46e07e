#include "ui/capture.h"
#include "record/plan.h"
#include "record/recorder.h"
#include "render/canvas.h"
#include "render/offscreen.h"
#include "ui/app.h"
#include "ui/panels.h"
#include "ui/platform.h"
#include "ui/twin.h"
#include "ui/widgets.h"

#include <imgui.h>  // before imgui_stdlib.h, which needs it
#include <imgui_stdlib.h>

#include <cmath>
#include <csignal>
#include <filesystem>
#include <optional>

namespace gjklab {

namespace fs = std::filesystem;

namespace {

/// Draws one step of a study (its views fitted to the output) into a frame.
Image render_study(OffscreenRenderer& renderer, const Study& study, const Scene& scene, int step,
                   const PaintOptions& paint, const std::string& caption = "") {
    Canvas canvas;
    study.paint(canvas, scene, step, paint);
    return renderer.render_canvas(canvas, caption);
}

}  // namespace

struct RecordingSession {
    Scene scene;
    std::unique_ptr<Study> study;  ///< a copy of the window's, fitted to the output
    std::string caption(const Beat& beat) const {
        return study->beat_title(beat) + ":  " + study->beat_caption(beat);
    }
    std::vector<PlannedFrame> plan;
    std::vector<Hold> holds;             ///< the plan's runs of one image, each drawn once
    size_t next = 0;                     ///< the next hold to draw
    std::unique_ptr<Recorder> recorder;  ///< the desktop's (ffmpeg)
    /// The browser's video instead (ui/platform.h): each hold shown for its time, in real time.
    bool browser = false;
    std::string name;     ///< the download's name
    double due = 0;       ///< when the next hold is due (seconds, ImGui's clock)
    int frames_sent = 0;  ///< frames' worth of holds passed so far
    int frames() const { return recorder ? recorder->frames() : frames_sent; }
    std::string out() const { return recorder ? recorder->out() : name; }
    std::unique_ptr<OffscreenRenderer> renderer;
    std::optional<CompareGeometry> compare;  ///< the scene's compare.draw layers, once
};

namespace {

struct Size {
    int w, h;
    const char* name;
};
constexpr Size kCaptureSizes[] = {{1280, 720, "1280x720 (720p)"},
                                  {1920, 1080, "1920x1080 (1080p)"},
                                  {3840, 2160, "3840x2160 (4K)"},
                                  {960, 540, "960x540"},
                                  {640, 360, "640x360"}};
const char* kFormats[] = {"MP4 (H.264)", "GIF", "PNG frames"};

/// The window's study with its views fitted to `area` of an output.
std::unique_ptr<Study> study_at(const AppState& s, const Rect& area) {
    std::unique_ptr<Study> study = s.study->clone();
    study->fit_output(area);
    return study;
}

std::string stem(const AppState& s) {
    std::string n = s.doc.path.empty() ? "scene" : fs::path(s.doc.path).stem().string();
    return "gjklab_" + n;
}

std::string fresh_path(const std::string& folder, const std::string& base, const std::string& ext) {
    for (int k = 1;; ++k) {
        char suffix[16];
        std::snprintf(suffix, sizeof suffix, "_%03d", k);
        fs::path p = fs::path(folder) / (base + suffix + ext);
        if (!fs::exists(p)) return fs::absolute(p).string();
    }
}

}  // namespace

namespace {
void take_screenshot(AppState& s, double now) {
    try {
        // The views as the window shows them, at the display's pixels (the UI scale and the
        // pixel density included); with float and double side by side, both halves.
        const bool twin = bool(s.ui.twin);
        const Rect area = twin ? Rect{s.study->area().min, s.ui.twin->area().max} : s.study->area();
        const double k = s.ui.ui_scale * s.ui.pixel_scale;
        const int lw = int(area.size().x) & ~1, lh = int(area.size().y) & ~1;
        const int w = int(std::lround(lw * k)) & ~1, h = int(std::lround(lh * k)) & ~1;
        OffscreenRenderer renderer(w, h, false, k);
        PaintOptions paint = paint_options_of(s.doc.scene.display, s.doc.scene.compare.draw);
        paint.selected_shape = -1;
        if (paint.compare_layers.any()) {
            refresh_comparison(s, false);
            if (s.ui.compare_geometry) paint.compare = &*s.ui.compare_geometry;
        }
        const std::string path = fresh_path(s.ui.capture.folder, stem(s), ".png");
        paint.phase = current_beat(s).phase;
        // Each half where the window has it, moved to the image's origin.
        auto fitted = [&](const Study& study) {
            std::unique_ptr<Study> copy = study.clone();
            const Rect r = study.area();
            copy->fit_output({r.min - area.min, r.max - area.min});
            return copy;
        };
        const std::unique_ptr<Study> main =
            twin ? fitted(*s.study) : study_at(s, {{0, 0}, {double(lw), double(lh)}});
        Canvas canvas;
        main->paint(canvas, shown_scene(s), s.view.step, paint);
        if (twin) paint_twin(s, *main, *fitted(*s.ui.twin), canvas, paint);
        write_png(renderer.render_canvas(canvas), path);
        s.ui.capture.last_file = path;
        platform::deliver_file(path);  // the browser downloads it
        show_message(
            s, (platform::in_browser() ? "screenshot downloaded: " : "screenshot saved to ") + path,
            false, now);
    } catch (const std::exception& e) {
        show_message(s, std::string("screenshot failed: ") + e.what(), true, now);
    }
}

}  // namespace

void start_recording(AppState& s, double now) {
    if (s.ui.capture.session) return;
    std::signal(SIGPIPE, SIG_IGN);
    const Size size = kCaptureSizes[s.ui.capture.resolution];
    const char* ext = s.ui.capture.format == 0 ? ".mp4" : (s.ui.capture.format == 1 ? ".gif" : "");
    try {
        auto session = std::make_shared<RecordingSession>();
        session->scene = s.doc.scene;
        const RecordingSettings& rs = session->scene.recording;
        const double band = rs.captions ? caption_band(rs.caption_size) : 0;
        // Laid out as for 720 lines and scaled (offscreen.h): a 4K recording is the 720p one,
        // sharper.
        const double scale = output_scale(size.h);
        session->study = study_at(
            s, views_area(int(size.w / scale), int(size.h / scale), band, rs.captions_at_top));
        std::vector<std::string> captions;
        for (const Beat& beat : session->study->beats())
            captions.push_back(rs.captions ? session->caption(beat) : std::string());
        session->plan =
            plan_frames(beat_seconds(session->study->beats(), captions, rs.seconds_per_step),
                        s.ui.capture.fps, rs.hold_end_seconds);
        if (session->scene.dimension == 3) {
            std::vector<bool> sways;
            for (const Beat& beat : session->study->beats()) sways.push_back(beat_sways(beat));
            add_sway(session->plan, sways, s.ui.capture.fps, rs.parallax_deg);
        }
        session->holds = holds_of(session->plan);
        std::vector<int> counts;
        for (const Hold& hold : session->holds) counts.push_back(hold.count);
        std::string out;
        if (platform::in_browser()) {
            if (!platform::can_record_video())
                throw std::runtime_error(
                    "this browser cannot record WebM video (MediaRecorder): F12 takes PNG stills");
            session->browser = true;
            session->name = out = stem(s) + ".webm";
            session->due = now;
            platform::video_start(size.w, size.h, s.ui.capture.fps);
        } else {
            out = fresh_path(s.ui.capture.folder, stem(s), ext);
            session->recorder =
                std::make_unique<Recorder>(out, size.w, size.h, s.ui.capture.fps, counts);
        }
        session->renderer = std::make_unique<OffscreenRenderer>(size.w, size.h, false, scale);
        session->renderer->set_caption_size(rs.caption_size);
        session->renderer->set_captions_at_top(rs.captions_at_top);
        session->renderer->set_steady_labels(true);
        s.ui.capture.session = session;
        show_message(s,
                     platform::in_browser() ? "recording " + out + " (it plays in real time)"
                                            : "recording to " + out,
                     false, now);
    } catch (const std::exception& e) {
        show_message(s, std::string("cannot record: ") + e.what(), true, now);
    }
}

namespace {

/// The image of the session's next hold.
Image hold_image(RecordingSession& session) {
    const PlannedFrame& f = session.plan[session.holds[session.next].first];
    const Beat& beat = session.study->beats()[size_t(f.step)];
    PaintOptions paint = paint_options_of(session.scene.display, session.scene.compare.draw);
    if (paint.compare_layers.any()) {
        if (!session.compare) session.compare = compare_geometry(session.scene);
        paint.compare = &*session.compare;
    }
    paint.appear = f.appear;
    paint.sway_deg = f.sway_deg;
    paint.phase = beat.phase;
    const RecordingSettings& rs = session.scene.recording;
    const std::string caption = rs.captions ? session.caption(beat) : std::string();
    return render_study(*session.renderer, *session.study, session.scene, beat.step, paint,
                        caption);
}

/// The browser films what its canvas shows as it happens: each hold goes to the video when
/// it is due and stays for its count of frames.
void run_browser_recording(AppState& s, RecordingSession& session, double now) {
    if (now < session.due) return;
    if (session.next < session.holds.size()) {
        const Image image = hold_image(session);
        platform::video_frame(image.rgba, image.width, image.height);
        const int count = session.holds[session.next].count;
        session.frames_sent += count;
        session.due = now + double(count) / s.ui.capture.fps;
        ++session.next;
        return;
    }
    platform::video_finish(session.name);
    s.ui.capture.last_file = session.name;
    show_message(s, "recording downloaded: " + session.name, false, now);
    s.ui.capture.session.reset();
}

}  // namespace

void run_pending_captures(AppState& s, double now) {
    if (s.ui.capture.want_screenshot) {
        s.ui.capture.want_screenshot = false;
        take_screenshot(s, now);
    }
    auto session = s.ui.capture.session;
    if (!session) return;
    try {
        if (session->browser) return run_browser_recording(s, *session, now);
        // A few frames per window frame keeps the window responsive.
        for (int k = 0; k < 3 && session->next < session->holds.size(); ++k, ++session->next) {
            session->recorder->add_frame(hold_image(*session));
        }
        if (session->next >= session->holds.size()) {
            session->recorder->finish();
            s.ui.capture.last_file = session->recorder->out();
            show_message(s, "recording saved to " + session->recorder->out(), false, now);
            s.ui.capture.session.reset();
        }
    } catch (const std::exception& e) {
        if (session->recorder) session->recorder->abort();
        if (session->browser) platform::video_abort();
        s.ui.capture.session.reset();
        show_message(s, std::string("recording failed: ") + e.what(), true, now);
    }
}

bool draw_recording_progress(AppState& s, double now) {
    CaptureState& c = s.ui.capture;
    if (!c.session) return false;
    const size_t total = std::max<size_t>(1, c.session->plan.size());
    const int done = c.session->frames();
    char overlay[96];
    std::snprintf(overlay, sizeof overlay, "recording %s: frame %d of %zu",
                  fs::path(c.session->out()).filename().string().c_str(), done, total);
    ImGui::ProgressBar(float(done) / float(total), ImVec2(-80, 0), overlay);
    ImGui::SameLine();
    if (ImGui::Button("stop##recording")) {
        if (c.session->recorder) c.session->recorder->abort();
        if (c.session->browser) platform::video_abort();
        c.session.reset();
        show_message(s, "recording stopped; nothing was kept", false, now);
    }
    return true;
}

void draw_capture_panel(AppState& s, double now) {
    CaptureState& c = s.ui.capture;
    if (c.session) {
        ImGui::TextDisabled("recording: its progress is under the views");
        return;
    }
    const bool browser = platform::in_browser();  // files are downloaded, video is WebM
    if (!browser) {
        ImGui::SetNextItemWidth(-70);
        ImGui::InputText("folder", &c.folder);
    }
    ImGui::SetNextItemWidth(170);
    if (ImGui::BeginCombo("##size", kCaptureSizes[c.resolution].name)) {
        for (int i = 0; i < int(std::size(kCaptureSizes)); ++i)
            if (ImGui::Selectable(kCaptureSizes[i].name, i == c.resolution)) c.resolution = i;
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (browser) {
        ImGui::TextDisabled("WebM, in real time");
    } else {
        ImGui::SetNextItemWidth(-1);
        ImGui::Combo("##format", &c.format, kFormats, 3);
    }
    ImGui::SetNextItemWidth(100);
    ImGui::InputInt("fps", &c.fps);
    c.fps = std::clamp(c.fps, 1, 120);
    ImGui::SameLine();
    ImGui::Checkbox("captions", &s.doc.scene.recording.captions);
    float sps = float(s.doc.scene.recording.seconds_per_step);
    ImGui::SetNextItemWidth(140);
    if (ImGui::SliderFloat("s per step", &sps, 0.2f, 5.0f, "%.2g"))
        s.doc.scene.recording.seconds_per_step = sps;
    if (ImGui::Button("record (Ctrl+R)")) start_recording(s, now);
    ImGui::SameLine();
    if (ImGui::Button("screenshot (F12)")) request_screenshot(c);
    if (!c.last_file.empty()) ui::text_wrapped("last: " + c.last_file);
}

}  // namespace gjklab
