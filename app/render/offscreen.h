// Draws frames without showing a window: a hidden GL context (offscreen when no display), a
// framebuffer object of the requested size, the same painter as the window, pixels read back.
#pragma once

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/caption_layout.h"
#include "model/timeline2.h"
#include "render/frame.h"
#include "render/painter3.h"
#include "render/text.h"

namespace gjklab {

class GlContext;
class CanvasRenderer;

/// Height of the caption band along the bottom of a frame (up to three lines) at the default
/// caption size, kCaptionSize.
constexpr int kCaptionBand = 88;
/// The band for captions of `size` pixels (both in a 720-line frame).
inline double caption_band(double size) {
    return std::round(kCaptionBand * size / kCaptionSize);
}

struct Image {
    int width = 0, height = 0;
    std::vector<uint8_t> rgba;  ///< top row first
};

/// Writes a PNG (stb_image_write); throws std::runtime_error when the file cannot be written.
/// The image as the bytes of a PNG file.
std::string png_bytes(const Image& img);
/// Writes a PNG, complete or not at all (io/atomic_file.h); OutputError when it cannot.
void write_png(const Image& img, const std::string& path);

/// Frames are laid out for this height and scaled to the output's, so that every output shows
/// the same picture: a 3840x2160 frame is the 1280x720 frame at three times the resolution.
constexpr int kReferenceHeight = 720;

/// The scale of an output `height` pixels high: height / kReferenceHeight, at least 1 (smaller
/// outputs keep their text readable rather than shrink it).
double output_scale(int height);

class OffscreenRenderer {
  public:
    /// `own_context`: create a hidden GL context (headless); otherwise draw with the current
    /// one (the window recording its views). `scale`: physical pixels per logical pixel;
    /// canvases are painted in logical pixels, width / scale by height / scale, and text is
    /// rasterised at the scaled size.
    OffscreenRenderer(int width, int height, bool own_context = true, double scale = 1);
    ~OffscreenRenderer();

    /// One frame of the views at `step`; `caption` (optional) is drawn along the bottom.
    Image render(const Scene& scene, const Timeline2& t, const Views2& views, int step,
                 const PaintOptions& options, const std::string& caption = "");
    /// The same for a 3D scene.
    Image render(const Scene& scene, const Timeline3& t, const Views3& views, int step,
                 const PaintOptions& options, const std::string& caption = "");
    /// A painted canvas with the caption (optional) along the bottom: draws it and its labels,
    /// reads the pixels back.
    Image render_canvas(Canvas& canvas, const std::string& caption = "");
    /// The boxes of the last frame rendered (logical pixels; render/text.h).
    const std::vector<FrameBox>& last_layout() const { return layout_; }
    /// Lays out the frame `render` would draw, without drawing it: its boxes (logical pixels).
    /// `previous`: the boxes of the frame before (labels keep their places where still free).
    std::vector<FrameBox> layout(const Scene& scene, const Timeline2& t, const Views2& views,
                                 int step, const PaintOptions& options,
                                 const std::string& caption = "",
                                 const std::vector<FrameBox>* previous = nullptr);
    std::vector<FrameBox> layout(const Scene& scene, const Timeline3& t, const Views3& views,
                                 int step, const PaintOptions& options,
                                 const std::string& caption = "",
                                 const std::vector<FrameBox>* previous = nullptr);
    /// Lays out a painted canvas with the caption as render_canvas would draw it (a side
    /// lesson's frame, render/side_lesson_views.h), without drawing it.
    std::vector<FrameBox> layout_canvas(Canvas& canvas, const std::string& caption,
                                        const std::vector<FrameBox>* previous);
    /// Frames of a sequence (a recording): each frame's labels keep the places they had in the
    /// frame before, where still free.
    void set_steady_labels(bool steady) { steady_labels_ = steady; }
    /// Physical pixels per logical pixel.
    double scale() const { return scale_; }
    /// The captions' font size (logical pixels; default kCaptionSize).
    void set_caption_size(double size) { caption_size_ = size; }
    /// The caption band along the top of the frame instead of the bottom.
    void set_captions_at_top(bool top) { captions_at_top_ = top; }
    int width() const { return width_; }
    int height() const { return height_; }
    /// The size canvases are painted at (logical pixels).
    double logical_width() const { return width_ / scale_; }
    double logical_height() const { return height_ / scale_; }

  private:
    void add_caption(Canvas& canvas, const std::string& caption) const;

    std::vector<FrameBox> layout_;
    bool steady_labels_ = false;
    int width_, height_;
    double scale_;
    double caption_size_ = kCaptionSize;
    bool captions_at_top_ = false;
    std::unique_ptr<GlContext> context_;
    std::unique_ptr<CanvasRenderer> canvas_renderer_;
    unsigned fbo_ = 0, color_ = 0;
    void* imgui_ = nullptr;
};

/// Views of the requested mode (`view` "" keeps the scene's), laid out on `area` of a frame
/// (with the lesson strip when `lesson_panel` and there is room) and fitted to the content.
/// Throws InputError for an unknown view name.
/// `keep_strip`: a narrower pseudocode strip rather than none (render/views.h).
Views2 views_for_frame(const Scene& scene, const Timeline2& t, const std::string& view,
                       const Rect& area, bool lesson_panel = true, bool keep_strip = false);
Views3 views_for_frame(const Scene& scene, const Timeline3& t, const std::string& view,
                       const Rect& area, bool lesson_panel = true, bool keep_strip = false);

/// Where the views go in a frame `w` x `h` (logical pixels) whose captions take a band of
/// `band` at the top or the bottom (none when the frame is too short for it).
Rect views_area(double w, double h, double band, bool captions_at_top);

}  // namespace gjklab
