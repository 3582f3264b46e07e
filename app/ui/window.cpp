#include "ui/window.h"

#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <iostream>
#include <limits>

#include "model/editing.h"
#include "model/lesson/text.h"
#include "render/canvas.h"
#include "render/caption_band.h"
#include "render/gl.h"
#include "render/gl_context.h"
#include "render/offscreen.h"
#include "render/palette.h"
#include "render/text.h"
#include "scene/link.h"
#include "scene/mesh_import.h"
#include "scene/presets.h"
#include "ui/panels.h"
#include "ui/platform.h"
#include "ui/practice.h"
#include "ui/twin.h"
#include "ui/ui_scale.h"
#include "ui/widgets.h"

namespace gjklab {

namespace {

/// SIGINT or SIGTERM received: the window quits as if closed (set by the handler; read by the
/// loop, which may be waiting for an event, where SDL's own handlers would not be seen).
volatile std::sig_atomic_t quit_signal = 0;

extern "C" void on_quit_signal(int sig) {
    quit_signal = sig;
}

void catch_quit_signals() {
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    struct sigaction sa {};
    sa.sa_handler = on_quit_signal;
    sigemptyset(&sa.sa_mask);
    for (int sig : {SIGINT, SIGTERM}) sigaction(sig, &sa, nullptr);
}

constexpr float kMinPanelWidth = 300, kMinBarHeight = 60;

void style() {
    ImGui::StyleColorsLight();
    ImGuiStyle& st = ImGui::GetStyle();
    st.WindowRounding = 0;
    st.FrameRounding = 3;
    st.WindowBorderSize = 1;
    st.Colors[ImGuiCol_WindowBg] = ImVec4(0.97f, 0.97f, 0.97f, 1);
}

/// Whether `after` asks a different question than `before`: other shapes, pair or settings
/// (what the views show aside).
bool changes_the_query(const Scene& before, const Scene& after) {
    Scene a = before, b = after;
    for (Scene* scene : {&a, &b}) {
        scene->display = {};
        scene->recording = {};
        scene->compare = {};
        scene->view = ViewMode::Split;
        scene->edited = false;
        scene->practice = false;
    }
    return scene_to_json(a) != scene_to_json(b);
}

/// The window draws only when something changes: not once a few frames have passed without an
/// event (ImGui settles hover and focus in two) while nothing plays, records or is being
/// measured. Scripts that count frames (--exit-after) and --frame-stats run continuously.
bool nothing_changes(const AppState& s, const WindowRequest& options, int quiet_frames) {
    const bool moving = s.view.playing || s.view.time_playing || s.ui.capture.session ||
                        s.ui.capture.want_screenshot || s.ui.want_ui_scale > 0 ||
                        s.view.want_frame_all || s.ui.want_fonts;
    return !moving && options.exit_after_frames <= 0 && !options.frame_stats && quiet_frames >= 3;
}

/// Seconds until the picture changes by itself: a message on screen going, a text field's
/// cursor blinking; infinity when nothing is due.
double seconds_until_due(const AppState& s) {
    double due = std::numeric_limits<double>::infinity();
    const double now = ImGui::GetTime();
    if (!s.ui.message.empty() && now < s.ui.message_until) due = s.ui.message_until - now + 0.02;
    if (ImGui::GetIO().WantTextInput) due = std::min(due, 0.53);
    return due;
}

/// On the desktop, while nothing changes: waits for the next event or until something is due.
[[maybe_unused]] void wait_while_nothing_changes(const AppState& s) {
    using Clock = std::chrono::steady_clock;
    const double seconds = seconds_until_due(s);
    const auto due = std::isinf(seconds)
                         ? Clock::time_point::max()  // none: until an event
                         : Clock::now() + std::chrono::milliseconds(int(seconds * 1000));
    // In slices of a quarter second: SDL turns SIGINT and SIGTERM into a quit event only when
    // it pumps its queue, which a wait without end would not do.
    while (Clock::now() < due && !quit_signal) {
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, 250)) {
            SDL_PushEvent(&e);  // handled with the others
            return;
        }
    }
}

/// Applies what happened this frame: one undo entry per edit, then a fresh timeline. Edits
/// that put the query pair out of its precision's range are undone, with the reason.
void settle_edits(AppState& s, double now) {
    if (s.doc.changed) {
        const std::string refused = refuse_out_of_range(s.doc.scene, s.doc.before_frame);
        if (!refused.empty()) {  // the scene is back as it was: no undo entry, no recompute
            show_message(s, "edit refused: " + refused, true, now);
        } else {
            if (!s.doc.edit_open) {
                s.doc.history.push(s.doc.before_frame);
                s.doc.edit_open = true;
            }
            if (!s.doc.scene.edited && changes_the_query(s.doc.before_frame, s.doc.scene))
                s.doc.scene.edited = true;
            recompute(s);
        }
        s.doc.changed = false;
    }
    if (!ImGui::IsAnyItemActive() && s.ui.drag.kind == DragKind::None && s.doc.edit_open) {
        s.doc.edit_open = false;
        follow_the_shapes(s);  // the drag is over: the world view may follow too
    }
}

void advance_playback(AppState& s, double dt) {
    if (s.view.time_playing) {
        const double end = s.doc.scene.time.duration;
        const double t = std::min(end, s.view.time + dt * s.view.time_speed);
        if (t >= end) s.view.time_playing = false;
        set_time(s, t);
    }
    if (!s.view.playing) return;
    s.view.clock += dt * s.view.beats_per_second;
    while (s.view.clock >= 1) {
        s.view.clock -= 1;
        if (s.view.beat >= int(s.study->beats().size()) - 1) {
            s.view.playing = false;
            break;
        }
        set_beat(s, s.view.beat + 1);
    }
}

using Clock = std::chrono::steady_clock;

Image read_back(int w, int h) {
    Image img;
    img.width = w;
    img.height = h;
    img.rgba.resize(size_t(w) * h * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, img.rgba.data());
    const size_t row = size_t(w) * 4;
    for (int y = 0; y < h / 2; ++y)
        std::swap_ranges(img.rgba.begin() + y * row, img.rgba.begin() + (y + 1) * row,
                         img.rgba.begin() + (h - 1 - y) * row);
    for (size_t i = 3; i < img.rgba.size(); i += 4) img.rgba[i] = 255;
    return img;
}

}  // namespace

WindowLoop::WindowLoop(const WindowRequest& options) : options_(options) {}

WindowLoop::~WindowLoop() {
    if (!started_) return;
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

bool WindowLoop::start(std::string* error) {
    open_window();
    return open_request(error);
}

bool WindowLoop::open_request(std::string* error) {
    if (const auto kind = lesson_kind_named(options_.lesson)) s_.view.lesson_kind = *kind;
    if (options_.link.empty()) return open_scene(s_, options_.scene_path, error);
    return open_link(options_.link, error);
}

void WindowLoop::open_window() {
    catch_quit_signals();  // before SDL starts, so that it installs none of its own
    context_ = std::make_unique<GlContext>("GJK Lab", options_.width, options_.height, true);
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    started_ = true;
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    style();
    int dw, dh, ww, wh;
    SDL_GL_GetDrawableSize(context_->window(), &dw, &dh);
    SDL_GetWindowSize(context_->window(), &ww, &wh);
    pixel_scale_ = ww > 0 ? float(dw) / ww : 1.0f;
    // One scale for everything (ui/ui_scale.h): asked for, remembered, or from the DPI.
    settings_ = settings_path();
    double ui = options_.ui_scale > 0 ? options_.ui_scale : load_ui_scale(settings_);
    if (!(ui > 0)) {
        float ddpi = 0, hdpi = 0, vdpi = 0;
        const int display = SDL_GetWindowDisplayIndex(context_->window());
        if (SDL_GetDisplayDPI(display < 0 ? 0 : display, &ddpi, &hdpi, &vdpi) != 0) hdpi = 0;
        ui = ui_scale_for_dpi(hdpi);
    }
    ui_ = clamp_ui_scale(ui);
    load_fonts(16.0f, pixel_scale_ * float(ui_));
    ImGui_ImplSDL2_InitForOpenGL(context_->window(), context_->gl());
    ImGui_ImplOpenGL3_Init(kGlslVersion);
    if (platform::in_browser())  // Ctrl+C in a text field reaches the browser's clipboard
        io.SetClipboardTextFn = [](void*, const char* text) { platform::copy_text(text); };
    canvas_renderer_ = std::make_unique<CanvasRenderer>();
    SDL_EventState(SDL_DROPFILE, SDL_ENABLE);

    s_.ui.presets = preset_paths();
    s_.ui.ui_scale = ui_;
    s_.ui.pixel_scale = pixel_scale_;
}

bool WindowLoop::open_link(const std::string& url, std::string* error) {
    try {
        const Link link = parse_link(url);
        if (!link.scene_json.empty()) {
            if (!open_scene_text(s_, link.scene_json, "link", error)) return false;
        } else {
            const std::string preset = preset_of(link, s_.ui.presets);
            if (!open_scene(s_, preset.empty() ? options_.scene_path : preset, error)) return false;
        }
        if (!link.language.empty()) {
            s_.doc.scene.display.language = link.language;
            recompute(s_);
        }
        if (link.panel_hidden) s_.ui.panel_shown = false;
        if (link.practice) set_practice(s_, true);  // from the first beat, unless a step is given
        if (link.step >= 0) go_to_beat(s_, link.step, link.phase);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

// A new scale: the font atlas rasterised again at it (no bitmap blow-up), views refitted.
void WindowLoop::set_ui_scale(double scale, bool remember) {
    scale = clamp_ui_scale(scale);
    if (scale == s_.ui.ui_scale) return;
    s_.ui.ui_scale = ui_ = scale;
    reload_fonts();
    s_.view.want_frame_all = true;
    if (remember) save_ui_scale(settings_, ui_);
}

void WindowLoop::reload_fonts() {
    load_fonts(16.0f, pixel_scale_ * float(ui_));
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

void WindowLoop::open_dropped_file(const std::string& path) {
    std::string why;
    if (!mesh_format_of(path).empty()) {  // a mesh: its hull joins the scene
        const Scene before = s_.doc.scene;
        const EditResult r = add_mesh_shapes(s_.doc.scene, path);
        const std::string refused = r.ok ? refuse_out_of_range(s_.doc.scene, before) : "";
        if (r.ok && refused.empty()) {
            s_.doc.history.push(before);  // one undo entry: Ctrl+Z takes them out
            recompute(s_);
            s_.view.want_frame_all = true;
            show_message(s_,
                         "added " +
                             std::to_string(s_.doc.scene.shapes.size() - before.shapes.size()) +
                             " hull(s) from " + path,
                         false, ImGui::GetTime());
        } else if (r.ok) {
            show_message(s_, "cannot add " + path + ": " + refused, true, ImGui::GetTime());
        } else {
            show_message(s_, "cannot add " + path + ": " + r.why, true, ImGui::GetTime());
        }
    } else if (open_scene(s_, path, &why)) {
        show_message(s_, "opened " + path, false, ImGui::GetTime());
    } else {
        show_message(s_, why, true, ImGui::GetTime());
    }
}

bool WindowLoop::frame() {
    AppState& s = s_;
    ImGuiIO& io = ImGui::GetIO();
    SDL_Window* window = context_->window();
    keys_.clear();
    SDL_Event e;
#ifndef __EMSCRIPTEN__
    if (held_.empty() && nothing_changes(s, options_, quiet_frames_)) wait_while_nothing_changes(s);
#endif
    bool had_events = false;
    std::vector<int> pressed;  // scancodes pressed this frame
    auto next_event = [&](SDL_Event& event) {
        if (held_.empty()) return SDL_PollEvent(&event) != 0;
        event = held_.front();
        held_.pop_front();
        return true;
    };
    // Dear ImGui 1.86 reads a key as held or not once a frame: a key pressed and released
    // within one frame (a quick tap, xdotool, a slow frame) never reaches it, and Return in a
    // text field was lost. So a frame takes events up to the release of a key pressed in it;
    // that release and what follows wait for the next frame. Its SDL backend also takes Ctrl,
    // Shift and Alt from SDL's state after the whole queue (Ctrl already up for a quick
    // Ctrl+A): each key event sets them as they were at that event.
    while (next_event(e)) {
        had_events = true;
        if (e.type == SDL_KEYUP && std::find(pressed.begin(), pressed.end(),
                                             int(e.key.keysym.scancode)) != pressed.end()) {
            held_.push_front(e);  // before anything still held: the order stays
            break;
        }
        if (e.type == SDL_KEYDOWN) pressed.push_back(int(e.key.keysym.scancode));
        ImGui_ImplSDL2_ProcessEvent(&e);
        if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
            const Uint16 mod = e.key.keysym.mod;
            io.KeyCtrl = (mod & KMOD_CTRL) != 0;
            io.KeyShift = (mod & KMOD_SHIFT) != 0;
            io.KeyAlt = (mod & KMOD_ALT) != 0;
            io.KeySuper = (mod & KMOD_GUI) != 0;
        }
        if (e.type == SDL_KEYDOWN)
            keys_.push_back({int(e.key.keysym.scancode), (e.key.keysym.mod & KMOD_CTRL) != 0,
                             (e.key.keysym.mod & KMOD_SHIFT) != 0});
        if (e.type == SDL_MOUSEMOTION) last_motion_ = ImVec2(float(e.motion.x), float(e.motion.y));
        if (e.type == SDL_QUIT) s.ui.want_quit = true;
        if (e.type == SDL_DROPFILE) {
            const std::string path = e.drop.file;
            SDL_free(e.drop.file);
            open_dropped_file(path);
        }
    }
    quiet_frames_ = had_events ? 0 : quiet_frames_ + 1;
    if (quit_signal) s.ui.want_quit = true;
#ifdef __EMSCRIPTEN__
    // The browser calls us every display frame: while nothing changes the canvas keeps the
    // last picture and nothing is drawn.
    if (held_.empty() && nothing_changes(s, options_, quiet_frames_) &&
        std::isinf(seconds_until_due(s)))
        return false;
#endif
    for (const KeyPress& k : keys_) {  // Ctrl+= / Ctrl+- / Ctrl+0: the UI scale
        if (!k.ctrl) continue;
        if (k.key == SDL_SCANCODE_EQUALS || k.key == SDL_SCANCODE_KP_PLUS)
            set_ui_scale(step_ui_scale(ui_, true), true);
        if (k.key == SDL_SCANCODE_MINUS || k.key == SDL_SCANCODE_KP_MINUS)
            set_ui_scale(step_ui_scale(ui_, false), true);
        if (k.key == SDL_SCANCODE_0 || k.key == SDL_SCANCODE_KP_0) set_ui_scale(1, true);
    }
    if (s.ui.want_ui_scale > 0 && !ImGui::IsMouseDown(0)) {  // the slider, once let go
        set_ui_scale(s.ui.want_ui_scale, true);
        s.ui.want_ui_scale = 0;
    }
    if (s.ui.want_fonts) {  // a font arrived (the browser fetches Chinese when first asked)
        s.ui.want_fonts = false;
        reload_fonts();
    }
    run_pending_captures(s, ImGui::GetTime());  // outside the ImGui frame: it has its own
    const auto frame_start = Clock::now();
    if (s.doc.path != titled_path_) {  // the title names the open scene
        titled_path_ = s.doc.path;
        const std::string name = std::filesystem::path(titled_path_).filename().string();
        SDL_SetWindowTitle(window, ("GJK Lab - " + name).c_str());
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    // The backend reads the global pointer while a button is held, which some X servers
    // (Xvfb, remote desktops driven through XTEST) do not update: trust SDL's own events.
    if (last_motion_.x >= 0 && (SDL_GetWindowFlags(window) & SDL_WINDOW_MOUSE_FOCUS))
        io.MousePos = last_motion_;
    // Everything is laid out in units of `ui` window points: ImGui and the canvas see a
    // smaller display, drawn at a larger framebuffer scale.
    const float ui = float(ui_);
    io.DisplaySize = ImVec2(io.DisplaySize.x / ui, io.DisplaySize.y / ui);
    io.DisplayFramebufferScale =
        ImVec2(io.DisplayFramebufferScale.x * ui, io.DisplayFramebufferScale.y * ui);
    if (io.MousePos.x > -1e6f) io.MousePos = ImVec2(io.MousePos.x / ui, io.MousePos.y / ui);
    ImGui::NewFrame();
    // The lesson in the scene's language (the settings panel or the scene file choose it).
    lesson::set_language(
        lesson::language_named(s.doc.scene.display.language).value_or(lesson::Language::English));
    if (platform::in_browser() && s.doc.scene.display.language == "zh" && !chinese_font_installed())
        platform::fetch_chinese_font();  // the browser fetches it; it arrives in a moment
    const double now = ImGui::GetTime();
    s.doc.before_frame = s.doc.scene;

    // Layout: the panel on the left (hidden with H; its right edge can be dragged), the
    // timeline bar under the views, as tall as its rows were last frame.
    const ImVec2 display = io.DisplaySize;
    float panel_width = 0;
    if (s.ui.panel_shown) {
        const float widest = std::max(kMinPanelWidth, display.x * 0.6f);
        s.ui.panel_width = std::clamp(s.ui.panel_width, kMinPanelWidth, widest);
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(ImVec2(s.ui.panel_width, display.y));
        ImGui::SetNextWindowSizeConstraints(ImVec2(kMinPanelWidth, display.y),
                                            ImVec2(widest, display.y));
        ImGui::Begin("GJK Lab", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse);
        s.ui.panel_width = panel_width = ImGui::GetWindowWidth();
        if (ImGui::CollapsingHeader(ui::L("Scene").c_str(), ImGuiTreeNodeFlags_DefaultOpen))
            draw_scene_panel(s, now);
        if (ImGui::CollapsingHeader(ui::L("Step").c_str(), ImGuiTreeNodeFlags_DefaultOpen))
            draw_step_panel(s);
        if (s.ui.sweep.reveal) ImGui::SetNextItemOpen(true);  // W: the sweep's plot
        if (ImGui::CollapsingHeader(ui::L("Result").c_str(), ImGuiTreeNodeFlags_DefaultOpen))
            draw_result_panel(s);
        if (ImGui::CollapsingHeader(ui::L("Shapes").c_str(), ImGuiTreeNodeFlags_DefaultOpen))
            draw_inspector_panel(s, now);
        // Open at first for a scene that draws the survey's layers (the short course).
        if (s.doc.scene.compare.draw.any()) ImGui::SetNextItemOpen(true, ImGuiCond_Once);
        if (ImGui::CollapsingHeader(ui::L("Compare tests").c_str())) draw_compare_panel(s);
        if (ImGui::CollapsingHeader(ui::L("Settings").c_str())) draw_settings_panel(s);
        if (ImGui::CollapsingHeader(ui::L("Record and screenshot").c_str()))
            draw_capture_panel(s, now);
        ImGui::End();
    }
    const float bar_height = std::max(kMinBarHeight, s.ui.bar_height);
    ImGui::SetNextWindowPos(ImVec2(panel_width, display.y - bar_height));
    ImGui::SetNextWindowSize(ImVec2(display.x - panel_width, bar_height));
    ImGui::Begin("Timeline", nullptr,
                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                     ImGuiWindowFlags_NoTitleBar);
    draw_timeline_bar(s);
    ImGui::End();

    Rect area{{panel_width, 0}, {display.x, display.y - bar_height}};
    // With the panel hidden (a projector), the caption sits under the views as in a
    // recording, as many lines as it takes (up to 40% of the height).
    // When the strip beside the views has no room left for the convergence plot, the plot
    // moves under the views, right of the caption.
    CaptionLayout caption;
    Rect band, plot_box;
    if (s.ui.panel_shown != panel_was_shown_) {  // the views get (or give back) the width
        panel_was_shown_ = s.ui.panel_shown;
        s.view.want_frame_all = true;
    }
    s.study->set_keep_strip(!s.ui.panel_shown);  // the panel hidden: a projector
    const Rect whole = area;
    if (!s.ui.panel_shown) {
        const Beat beat = current_beat(s);
        const auto question = pending_question(s);  // practice: the question, not the answer
        const std::string text = s.study->beat_title(beat) + ":  " +
                                 (question ? question->prompt : s.study->beat_caption(beat));
        const double size = s.doc.scene.recording.caption_size;
        // The caption in a smaller type where it would take more than 45% of the height
        // (a large UI scale on a small screen), down to 12 px.
        const double most = 0.45 * whole.size().y;
        auto lay_out = [&](double plot_width, double least_height) {
            for (double k = size;; k -= 1) {
                caption = layout_caption_whole(text, whole.size().x - plot_width - 24, k);
                if (caption_band_height(caption) <= most || k <= 12) break;
            }
            const double height =
                std::min(std::max(caption_band_height(caption), least_height), most);
            band = {{whole.min.x, whole.max.y - height}, {whole.max.x - plot_width, whole.max.y}};
            plot_box = {{whole.max.x - plot_width, whole.max.y - height}, whole.max};
            area.max.y = band.min.y;
            layout_views(s, area);
        };
        lay_out(0, 0);
        if (s.study->plot_left_out(shown_beat(s)) && most >= 100)  // a compact plot at 100
            lay_out(std::clamp(0.3 * whole.size().x, 240.0, 320.0), most >= 150 ? 150 : 100);
    } else {
        layout_views(s, area);
    }
    if (s.view.want_frame_all) {
        s.study->frame_all();
        if (s.ui.twin) s.ui.twin->frame_all();
        s.view.want_frame_all = false;
        if (s.view.want_scene_cameras) s.study->apply_cameras(s.doc.scene.display);
        s.view.want_scene_cameras = false;
        last_labels_.clear();  // a new framing: the labels are laid out afresh
    }
    if (!take_practice_click(s)) s.study->handle_input(s, now);
    handle_shortcuts(s, keys_, now);
    settle_edits(s, now);
    if (options_.frame_stats) recompute(s);  // measure as if a shape were being dragged
    advance_playback(s, io.DeltaTime);

    // Draw: the views with our renderer, then labels and panels through ImGui.
    canvas_.clear();
    PaintOptions paint = paint_options_of(s.doc.scene.display, s.doc.scene.compare.draw);
    paint.highlight = s.view.paint.highlight;
    paint.selected_shape = s.ui.selected;
    // In practice, a beat that reveals waits for the answer: the views show the one before.
    const Beat shown = shown_beat(s);
    paint.phase = shown.phase;
    if (paint.compare_layers.any()) {
        refresh_comparison(s, false);
        if (s.ui.compare_geometry) paint.compare = &*s.ui.compare_geometry;
    }
    s.study->paint(canvas_, shown_scene(s), shown.step, paint);
    paint_twin(s, canvas_, paint);
    paint_practice_click(s, canvas_);
    if (!s.ui.panel_shown) {
        paint_caption_band(canvas_, band, caption, false);
        if (plot_box.size().x > 0) s.study->paint_plot(canvas_, plot_box, shown);
    }
    if (!s.ui.hint.empty())
        canvas_.label(
            {s.ui.hint_pos + glm::dvec2(16, 16), s.ui.hint, palette::error, {0, 0}, 0, true, 9});
    // Labels keep their places from frame to frame (and beat to beat) where still free.
    last_labels_ = draw_labels(ImGui::GetBackgroundDrawList(), canvas_.labels(), &last_labels_);
    ImGui::Render();
    int dw, dh;
    SDL_GL_GetDrawableSize(window, &dw, &dh);
    glViewport(0, 0, dw, dh);
    const Color bg = palette::background;
    glClearColor(bg.r, bg.g, bg.b, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    canvas_renderer_->draw(canvas_, {display.x, display.y}, io.DisplayFramebufferScale.x);
    // The app's own work ends here: Dear ImGui's renderer first reads the GL state back, which
    // waits for the GPU (in the browser, for the GPU process).
    const auto work_end = Clock::now();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    ++frame_;
    if (options_.frame_stats) {
#ifndef __EMSCRIPTEN__
        glFinish();  // the drawing done (in the browser the compositor does it after the frame)
#endif
        const double ms =
            std::chrono::duration<double, std::milli>(Clock::now() - frame_start).count();
        stats_sum_ += ms;
        stats_max_ = std::max(stats_max_, ms);
        stats_work_sum_ +=
            std::chrono::duration<double, std::milli>(work_end - frame_start).count();
        ++stats_frames_;
        if (std::chrono::duration<double>(Clock::now() - stats_start_).count() >= 1.0) {
            std::printf(
                "frame: %.2f ms mean, %.2f ms max over %d frames (recompute + draw); "
                "%.2f ms mean before the GPU\n",
                stats_sum_ / stats_frames_, stats_max_, stats_frames_,
                stats_work_sum_ / stats_frames_);
            std::fflush(stdout);
            stats_sum_ = stats_max_ = stats_work_sum_ = 0;
            stats_frames_ = 0;
            stats_start_ = Clock::now();
        }
    }
    if (options_.exit_after_frames > 0 && frame_ >= options_.exit_after_frames) {
        if (!options_.screenshot.empty()) write_png(read_back(dw, dh), options_.screenshot);
        s.ui.want_quit = true;
    }
    context_->swap();
    return true;
}

int WindowLoop::finish() {
    std::string err;
    if (!options_.save_on_exit.empty() && !save_scene(s_, options_.save_on_exit, &err)) {
        std::cerr << "gjklab: error: " << err << std::endl;
        return 1;
    }
    return 0;
}

int run_window(const WindowRequest& options) {
    WindowLoop loop(options);
    std::string err;
    if (!loop.start(&err)) {
        std::cerr << "gjklab: error: " << err << std::endl;
        return 2;
    }
    while (!loop.state().ui.want_quit) loop.frame();
    return loop.finish();
}

}  // namespace gjklab
