#include "render/offscreen.h"
#include "render/caption_band.h"

#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <stb_image_write.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "io/atomic_file.h"
#include "render/canvas.h"
#include "render/gl.h"
#include "render/gl_context.h"
#include "render/palette.h"
#include "render/text.h"

namespace gjklab {

std::string png_bytes(const Image& img) {
    std::string bytes;
    auto append = [](void* context, void* data, int size) {
        static_cast<std::string*>(context)->append(static_cast<const char*>(data), size_t(size));
    };
    if (!stbi_write_png_to_func(append, &bytes, img.width, img.height, 4, img.rgba.data(),
                                img.width * 4))
        throw std::runtime_error("cannot encode a PNG image");
    return bytes;
}

void write_png(const Image& img, const std::string& path) {
    write_file_atomically(path, png_bytes(img));
}

double output_scale(int height) {
    return std::max(1.0, double(height) / kReferenceHeight);
}

OffscreenRenderer::OffscreenRenderer(int width, int height, bool own_context, double scale)
    : width_(width), height_(height), scale_(scale > 0 ? scale : 1) {
    if (own_context) context_ = std::make_unique<GlContext>("gjklab", 64, 64, false);
    IMGUI_CHECKVERSION();
    ImGuiContext* previous = ImGui::GetCurrentContext();
    ImGuiContext* ctx = ImGui::CreateContext();
    imgui_ = ctx;
    ImGui::SetCurrentContext(ctx);
    ImGui::GetIO().IniFilename = nullptr;
    load_fonts(16.0f, float(scale_));
    ImGui_ImplOpenGL3_Init(kGlslVersion);
    canvas_renderer_ = std::make_unique<CanvasRenderer>();
    glGenFramebuffers(1, &fbo_);
    glGenRenderbuffers(1, &color_);
    glBindRenderbuffer(GL_RENDERBUFFER, color_);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color_);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
        throw std::runtime_error("cannot create a " + std::to_string(width) + "x" +
                                 std::to_string(height) + " framebuffer");
    if (previous) ImGui::SetCurrentContext(previous);
}

OffscreenRenderer::~OffscreenRenderer() {
    ImGuiContext* previous = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(static_cast<ImGuiContext*>(imgui_));
    ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext(static_cast<ImGuiContext*>(imgui_));
    if (previous != imgui_) ImGui::SetCurrentContext(previous);
    canvas_renderer_.reset();
    glDeleteRenderbuffers(1, &color_);
    glDeleteFramebuffers(1, &fbo_);
}

Image OffscreenRenderer::render(const Scene& scene, const Timeline2& t, const Views2& views,
                                int step, const PaintOptions& options, const std::string& caption) {
    Canvas canvas;
    paint_views(canvas, views, scene, t, step, options);
    return render_canvas(canvas, caption);
}

Image OffscreenRenderer::render(const Scene& scene, const Timeline3& t, const Views3& views,
                                int step, const PaintOptions& options, const std::string& caption) {
    Canvas canvas;
    paint_views(canvas, views, scene, t, step, options);
    return render_canvas(canvas, caption);
}

std::vector<FrameBox> OffscreenRenderer::layout(const Scene& scene, const Timeline2& t,
                                                const Views2& views, int step,
                                                const PaintOptions& options,
                                                const std::string& caption,
                                                const std::vector<FrameBox>* previous) {
    Canvas canvas;
    paint_views(canvas, views, scene, t, step, options);
    return layout_canvas(canvas, caption, previous);
}

std::vector<FrameBox> OffscreenRenderer::layout(const Scene& scene, const Timeline3& t,
                                                const Views3& views, int step,
                                                const PaintOptions& options,
                                                const std::string& caption,
                                                const std::vector<FrameBox>* previous) {
    Canvas canvas;
    paint_views(canvas, views, scene, t, step, options);
    return layout_canvas(canvas, caption, previous);
}

void OffscreenRenderer::add_caption(Canvas& canvas, const std::string& caption) const {
    if (caption.empty()) return;
    const double width = logical_width(), height = logical_height();
    const double band = caption_band(caption_size_);
    const double top = captions_at_top_ ? 0 : height - band;
    paint_caption_band(canvas, {{0, top}, {width, top + band}},
                       layout_caption(caption, width, caption_size_), captions_at_top_);
}

std::vector<FrameBox> OffscreenRenderer::layout_canvas(Canvas& canvas, const std::string& caption,
                                                       const std::vector<FrameBox>* previous) {
    ImGuiContext* outer = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(static_cast<ImGuiContext*>(imgui_));
    add_caption(canvas, caption);
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(float(logical_width()), float(logical_height()));
    io.DisplayFramebufferScale = ImVec2(float(scale_), float(scale_));
    io.DeltaTime = 1.0f / 60;
    ImGui_ImplOpenGL3_NewFrame();  // builds the font atlas the first time
    ImGui::NewFrame();
    std::vector<FrameBox> boxes = draw_labels(nullptr, canvas.labels(), previous);
    ImGui::EndFrame();
    if (outer) ImGui::SetCurrentContext(outer);
    return boxes;
}

Image OffscreenRenderer::render_canvas(Canvas& canvas, const std::string& caption) {
    ImGuiContext* previous = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(static_cast<ImGuiContext*>(imgui_));
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glViewport(0, 0, width_, height_);
    const Color bg = palette::background;
    glClearColor(bg.r, bg.g, bg.b, 1);
    glClear(GL_COLOR_BUFFER_BIT);

    const double width = logical_width(), height = logical_height();
    add_caption(canvas, caption);
    canvas_renderer_->draw(canvas, {float(width), float(height)}, float(scale_));

    // Labels through ImGui: one frame with only the background draw list.
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(float(width), float(height));
    io.DisplayFramebufferScale = ImVec2(float(scale_), float(scale_));
    io.DeltaTime = 1.0f / 60;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui::NewFrame();
    layout_ = draw_labels(ImGui::GetBackgroundDrawList(), canvas.labels(),
                          steady_labels_ ? &layout_ : nullptr, steady_labels_);
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    Image img;
    img.width = width_;
    img.height = height_;
    img.rgba.resize(size_t(width_) * height_ * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width_, height_, GL_RGBA, GL_UNSIGNED_BYTE, img.rgba.data());
    // GL's rows start at the bottom.
    const size_t row = size_t(width_) * 4;
    std::vector<uint8_t> tmp(row);
    for (int y = 0; y < height_ / 2; ++y) {
        uint8_t* a = img.rgba.data() + y * row;
        uint8_t* b = img.rgba.data() + (height_ - 1 - y) * row;
        std::copy(a, a + row, tmp.data());
        std::copy(b, b + row, a);
        std::copy(tmp.data(), tmp.data() + row, b);
    }
    for (size_t i = 3; i < img.rgba.size(); i += 4) img.rgba[i] = 255;  // opaque output
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (previous) ImGui::SetCurrentContext(previous);
    return img;
}

namespace {

ViewMode view_mode(const Scene& scene, const std::string& view) {
    if (view == "split") return ViewMode::Split;
    if (view == "world") return ViewMode::World;
    if (view == "minkowski") return ViewMode::Minkowski;
    if (!view.empty())
        throw InputError("--view must be split, world or minkowski, got \"" + view + "\"");
    return scene.view;
}

template <class Views_, class Timeline_>
Views_ fitted_views(const Scene& scene, const Timeline_& t, const std::string& view,
                    const Rect& area, bool lesson_panel, bool keep_strip) {
    Views_ views;
    views.mode = view_mode(scene, view);
    views.lesson_panel = lesson_panel && scene.display.panel;
    views.keep_strip = keep_strip;
    views.layout(area);
    views.frame_all(t);
    views.apply_cameras(scene.display);
    return views;
}

}  // namespace

Rect views_area(double w, double h, double band, bool captions_at_top) {
    if (!(band > 0 && h > 2 * band)) return {{0, 0}, {w, h}};
    return captions_at_top ? Rect{{0, band}, {w, h}} : Rect{{0, 0}, {w, h - band}};
}

Views2 views_for_frame(const Scene& scene, const Timeline2& t, const std::string& view,
                       const Rect& area, bool lesson_panel, bool keep_strip) {
    return fitted_views<Views2>(scene, t, view, area, lesson_panel, keep_strip);
}

Views3 views_for_frame(const Scene& scene, const Timeline3& t, const std::string& view,
                       const Rect& area, bool lesson_panel, bool keep_strip) {
    return fitted_views<Views3>(scene, t, view, area, lesson_panel, keep_strip);
}

}  // namespace gjklab
