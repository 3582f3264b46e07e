#include "ui/capture.h"
#include "record/plan.h"
#include "record/recorder.h"
#include "render/offscreen.h"
#include "ui/app.h"

#include <imgui.h>  // before imgui_stdlib.h, which needs it
#include <imgui_stdlib.h>

#include <csignal>
#include <filesystem>

namespace gjklab {

namespace fs = std::filesystem;

struct RecordingSession {
    Scene scene;
    Timeline2 timeline;    ///< 2D scenes
    Timeline3 timeline3;  ///< 3D scenes
    Views2 views;
    Views3 views3;
    int steps() const { return scene.dimension == 3 ? timeline3.size() : timeline.size(); }
    std::string caption(int step) const {
        return scene.dimension == 3 ? timeline3.step_name(step) + ":  " + timeline3.explanation(step)
                                    : timeline.step_name(step) + ":  " + timeline.explanation(step);
    }
    Image render(int step, const PaintOptions& paint, const std::string& text) {
        return scene.dimension == 3 ? renderer->render(scene, timeline3, views3, step, paint, text)
                                    : renderer->render(scene, timeline, views, step, paint, text);
    }
    std::vector<PlannedFrame> plan;
    size_t next = 0;
    std::unique_ptr<Recorder> recorder;
    std::unique_ptr<OffscreenRenderer> renderer;
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

/// The window's views, rescaled to an output of w x h: same centres, zoom scaled with the width.
Views2 views_at(const AppState& s, int w, int h, int reserved_bottom = 0) {
    Views2 v = s.views;
    const double area_w = s.views.mode == ViewMode::Split ? s.views.world.viewport.size().x +
                                                                s.views.minkowski.viewport.size().x
                                                          : s.views.world.viewport.size().x;
    const double k = area_w > 0 ? w / area_w : 1;
    v.world.scale *= k;
    v.minkowski.scale *= k;
    v.layout({{0, 0}, {double(w), double(h - reserved_bottom)}});
    return v;
}

/// The same for 3D views: same orbits; the framed radius already scales with the viewport.
Views3 views3_at(const AppState& s, int w, int h, int reserved_bottom = 0) {
    Views3 v = s.views3;
    v.layout({{0, 0}, {double(w), double(h - reserved_bottom)}});
    return v;
}

std::string stem(const AppState& s) {
    std::string n = s.scene_path.empty() ? "scene" : fs::path(s.scene_path).stem().string();
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
        const Rect area{s.views.world.viewport.min, s.views.mode == ViewMode::Split
                                                        ? s.views.minkowski.viewport.max
                                                        : s.views.world.viewport.max};
        const int w = int(area.size().x) & ~1, h = int(area.size().y) & ~1;
        OffscreenRenderer renderer(w, h, false);
        PaintOptions paint = s.paint;
        paint.selected_shape = -1;
        const std::string path = fresh_path(s.capture.folder, stem(s), ".png");
        write_png(s.is_3d() ? renderer.render(s.scene, s.timeline3, views3_at(s, w, h), s.step,
                                              paint)
                            : renderer.render(s.scene, s.timeline, views_at(s, w, h), s.step, paint),
                  path);
        s.capture.last_file = path;
        show_message(s, "screenshot saved to " + path, false, now);
    } catch (const std::exception& e) {
        show_message(s, std::string("screenshot failed: ") + e.what(), true, now);
    }
}

}  // namespace

void start_recording(AppState& s, double now) {
    if (s.capture.session) return;
    std::signal(SIGPIPE, SIG_IGN);
    const Size size = kCaptureSizes[s.capture.resolution];
    const char* ext = s.capture.format == 0 ? ".mp4" : (s.capture.format == 1 ? ".gif" : "");
    try {
        auto session = std::make_shared<RecordingSession>();
        session->scene = s.scene;
        session->timeline = s.timeline;
        session->timeline3 = s.timeline3;
        const int band = session->scene.recording.captions ? kCaptionBand : 0;
        session->views = views_at(s, size.w, size.h, band);
        session->views3 = views3_at(s, size.w, size.h, band);
        const RecordingSettings& rs = session->scene.recording;
        session->plan = plan_frames(session->steps(), s.capture.fps, rs.seconds_per_step,
                                    rs.hold_end_seconds);
        const std::string out = fresh_path(s.capture.folder, stem(s), ext);
        session->recorder = std::make_unique<Recorder>(out, size.w, size.h, s.capture.fps);
        session->renderer = std::make_unique<OffscreenRenderer>(size.w, size.h, false);
        s.capture.session = session;
        show_message(s, "recording to " + out, false, now);
    } catch (const std::exception& e) {
        show_message(s, std::string("cannot record: ") + e.what(), true, now);
    }
}

void run_pending_captures(AppState& s, double now) {
    if (s.capture.want_screenshot) {
        s.capture.want_screenshot = false;
        take_screenshot(s, now);
    }
    auto session = s.capture.session;
    if (!session) return;
    try {
        // A few frames per window frame keeps the window responsive.
        for (int k = 0; k < 3 && session->next < session->plan.size(); ++k, ++session->next) {
            const PlannedFrame& f = session->plan[session->next];
            PaintOptions paint;
            paint.appear = f.appear;
            const RecordingSettings& rs = session->scene.recording;
            const std::string caption = rs.captions ? session->caption(f.step) : std::string();
            session->recorder->add_frame(session->render(f.step, paint, caption));
        }
        if (session->next >= session->plan.size()) {
            session->recorder->finish();
            s.capture.last_file = session->recorder->out();
            show_message(s, "recording saved to " + session->recorder->out(), false, now);
            s.capture.session.reset();
        }
    } catch (const std::exception& e) {
        session->recorder->abort();
        s.capture.session.reset();
        show_message(s, std::string("recording failed: ") + e.what(), true, now);
    }
}

void draw_capture_panel(AppState& s, double now) {
    CaptureState& c = s.capture;
    if (c.session) {
        const float done =
            float(c.session->next) / float(std::max<size_t>(1, c.session->plan.size()));
        ImGui::ProgressBar(done, ImVec2(-80, 0));
        ImGui::SameLine();
        if (ImGui::Button("stop")) {
            c.session->recorder->abort();
            c.session.reset();
            show_message(s, "recording stopped; nothing was kept", false, now);
        }
        return;
    }
    ImGui::SetNextItemWidth(-70);
    ImGui::InputText("folder", &c.folder);
    ImGui::SetNextItemWidth(170);
    if (ImGui::BeginCombo("##size", kCaptureSizes[c.resolution].name)) {
        for (int i = 0; i < int(std::size(kCaptureSizes)); ++i)
            if (ImGui::Selectable(kCaptureSizes[i].name, i == c.resolution)) c.resolution = i;
        ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    ImGui::Combo("##format", &c.format, kFormats, 3);
    ImGui::SetNextItemWidth(100);
    ImGui::InputInt("fps", &c.fps);
    c.fps = std::clamp(c.fps, 1, 120);
    ImGui::SameLine();
    ImGui::Checkbox("captions", &s.scene.recording.captions);
    float sps = float(s.scene.recording.seconds_per_step);
    ImGui::SetNextItemWidth(140);
    if (ImGui::SliderFloat("s per step", &sps, 0.2f, 5.0f, "%.2g"))
        s.scene.recording.seconds_per_step = sps;
    if (ImGui::Button("record (Ctrl+R)")) start_recording(s, now);
    ImGui::SameLine();
    if (ImGui::Button("screenshot (F12)")) request_screenshot(c);
    if (!c.last_file.empty()) ImGui::TextWrapped("last: %s", c.last_file.c_str());
}

}  // namespace gjklab
