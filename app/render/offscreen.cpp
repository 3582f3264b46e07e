#include "render/offscreen.h"

#include "render/canvas.h"
#include "render/gl.h"
#include "render/gl_context.h"
#include "render/palette.h"
#include "render/text.h"

#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <stb_image_write.h>

#include <cstdio>
#include <iostream>
#include <cstring>

namespace gjklab {

void write_png(const Image& img, const std::string& path) {
    if (!stbi_write_png(path.c_str(), img.width, img.height, 4, img.rgba.data(), img.width * 4))
        throw std::runtime_error("cannot write " + path);
}

OffscreenRenderer::OffscreenRenderer(int width, int height) : width_(width), height_(height) {
    context_ = std::make_unique<GlContext>("gjklab", 64, 64, false);
    IMGUI_CHECKVERSION();
    ImGuiContext* previous = ImGui::GetCurrentContext();
    ImGuiContext* ctx = ImGui::CreateContext();
    imgui_ = ctx;
    ImGui::SetCurrentContext(ctx);
    ImGui::GetIO().IniFilename = nullptr;
    load_fonts(16.0f, 1.0f);
    ImGui_ImplOpenGL3_Init("#version 330");
    canvas_renderer_ = std::make_unique<CanvasRenderer>();
    glGenFramebuffers(1, &fbo_);
    glGenRenderbuffers(1, &color_);
    glBindRenderbuffer(GL_RENDERBUFFER, color_);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color_);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
        throw std::runtime_error("cannot create a " + std::to_string(width) + "x" + std::to_string(height) + " framebuffer");
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

Image OffscreenRenderer::render(const Scene& scene, const Timeline& t, const Views& views, int step,
                                const PaintOptions& options, const std::string& caption) {
    ImGuiContext* previous = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(static_cast<ImGuiContext*>(imgui_));
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glViewport(0, 0, width_, height_);
    const Color bg = palette::background;
    glClearColor(bg.r, bg.g, bg.b, 1);
    glClear(GL_COLOR_BUFFER_BIT);

    Canvas canvas;
    paint_views(canvas, views, scene, t, step, options);
    if (!caption.empty()) {
        canvas.fill_convex({{0, height_ - 44.0}, {double(width_), height_ - 44.0}, {double(width_), double(height_)}, {0, double(height_)}},
                           palette::with_alpha(palette::background, 0.92f));
        canvas.label({{width_ / 2.0, height_ - 22.0}, caption, palette::text, {0.5f, 0.5f}, 18, false});
    }
    canvas_renderer_->draw(canvas, {float(width_), float(height_)}, 1.0f);

    // Labels through ImGui: one frame with only the background draw list.
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(float(width_), float(height_));
    io.DisplayFramebufferScale = ImVec2(1, 1);
    io.DeltaTime = 1.0f / 60;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui::NewFrame();
    draw_labels(ImGui::GetBackgroundDrawList(), canvas.labels());
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

int render_command(const RenderRequest& req) {
    Scene scene = load_scene(req.scene_path);
    Timeline t = build_timeline(scene);
    int step = req.step < 0 ? t.size() - 1 : req.step;
    if (step >= t.size())
        throw InputError("--step " + std::to_string(req.step) + " is past the last step (" +
                         std::to_string(t.size() - 1) + "; steps count from 0)");
    Views views;
    views.mode = scene.view;
    if (req.view == "split") views.mode = ViewMode::Split;
    else if (req.view == "world") views.mode = ViewMode::World;
    else if (req.view == "minkowski") views.mode = ViewMode::Minkowski;
    else if (!req.view.empty()) throw InputError("--view must be split, world or minkowski, got \"" + req.view + "\"");
    {  // fail on an unwritable path before spending time rendering
        std::FILE* f = std::fopen(req.out.c_str(), "ab");
        if (!f) throw InputError(req.out + ": cannot write (" + std::strerror(errno) + ")");
        std::fclose(f);
    }
    OffscreenRenderer renderer(req.width, req.height);
    views.layout({{0, 0}, {double(req.width), double(req.height)}});
    views.frame_all(t);
    PaintOptions options;
    Image img = renderer.render(scene, t, views, step, options);
    write_png(img, req.out);
    return 0;
}

}  // namespace gjklab
