// Anti-aliased 2D vector drawing: fills, lines of real thickness, disks, rings, arrows. Shapes
// are built on the CPU in logical pixels and drawn in one call with shaders/canvas.*; coverage
// comes from a signed distance in the fragment shader, so edges stay crisp at any zoom and on
// high-DPI screens. Text is collected as labels for the UI layer to draw.
#pragma once

#include <cstdint>
#include <glm/vec2.hpp>
#include <glm/vec4.hpp>
#include <limits>
#include <string>
#include <vector>

namespace gjklab {

using Color = glm::vec4;  ///< straight (not premultiplied) RGBA in [0, 1]

/// What a text or a region of a frame is, for the frame's layout (`render --layout-json`,
/// docs/format.md): a label naming something in a view, the legend, the caption band, an inset
/// view, the convergence plot, the pseudocode, an axis number, a view's title; `Part`: text
/// inside one of those boxes (reported as the box, not alone).
enum class BoxKind { Label, Legend, Caption, Inset, Plot, Pseudocode, Axis, Title, Part };
const char* box_kind_name(BoxKind kind);

struct Label {
    glm::dvec2 pos;  ///< logical pixels
    std::string text;
    Color color;
    glm::vec2 align{0, 0};   ///< 0: left/top, 0.5: centred, 1: right/bottom
    float size = 0;          ///< font size in pixels; 0: the default
    bool background = true;  ///< a translucent plate behind the text, for readability
    int priority = 1;        ///< where labels collide, the higher priority one is drawn
    /// The point the label names, if any (NaN: none): its marker stays uncovered by the
    /// other labels, so that no label seems to name a point it does not.
    glm::dvec2 anchor{std::numeric_limits<double>::quiet_NaN()};
    /// Drawn only inside (x, y, width, height), logical pixels; width 0: anywhere. Set by the
    /// canvas from its current clip.
    glm::vec4 clip{0, 0, 0, 0};
    /// Nonzero: not text but a region of this size at `pos` that the other labels keep out of
    /// (an inset view drawn over a view).
    glm::vec2 keep_clear{0, 0};
    /// Drawn only where it asks to go (or further along `slide`), or not at all (see
    /// LabelBox::only_here).
    bool only_here = false;
    glm::vec2 slide{0, 0};
    BoxKind kind = BoxKind::Label;
};

class Canvas {
  public:
    struct Vertex {
        glm::vec2 pos;
        glm::vec4 sdf;
        glm::vec4 color;
    };

    /// What is drawn or labelled from now on shows only inside (x, y, width, height), logical
    /// pixels (width 0: anywhere): a view zoomed in stays in its own viewport.
    void set_clip(glm::vec4 clip) {
        if (batches_.empty() && !vertices_.empty())  // what came before stays unclipped
            batches_.push_back({0, {0, 0, 0, 0}});
        if (batches_.empty() || batches_.back().first != vertices_.size())
            batches_.push_back({vertices_.size(), clip});
        else
            batches_.back().clip = clip;
        clip_ = clip;
    }
    /// Runs of vertices that share a clip rectangle, in order.
    struct Batch {
        size_t first;
        glm::vec4 clip;
    };
    const std::vector<Batch>& batches() const { return batches_; }

    void clear() {
        vertices_.clear();
        labels_.clear();
        batches_.clear();
        clip_ = {0, 0, 0, 0};
    }
    /// Convex polygon fill (points in order, either orientation).
    void fill_convex(const std::vector<glm::dvec2>& pts, Color c);
    void triangle(glm::dvec2 a, glm::dvec2 b, glm::dvec2 c, Color col);
    /// A line of `width` logical pixels with round caps.
    void line(glm::dvec2 a, glm::dvec2 b, float width, Color c);
    /// A line without caps (grid lines, polyline segments).
    void segment_body(glm::dvec2 a, glm::dvec2 b, float width, Color c);
    void polyline(const std::vector<glm::dvec2>& pts, bool closed, float width, Color c);
    void dashed_line(glm::dvec2 a, glm::dvec2 b, float width, float dash, Color c);
    void disk(glm::dvec2 center, float radius, Color c);
    void ring(glm::dvec2 center, float radius, float width, Color c);
    /// Line from a to b with a filled head at b.
    void arrow(glm::dvec2 a, glm::dvec2 b, float width, float head, Color c);
    void label(Label l) {
        l.clip = clip_;
        labels_.push_back(std::move(l));
    }
    /// A label of `kind` (a view's title, an axis number, text inside a box: BoxKind::Part).
    void label(Label l, BoxKind kind) {
        l.kind = kind;
        label(std::move(l));
    }
    /// Keeps the labels out of `area` (logical pixels), whatever their priority: a box of
    /// `kind` (the legend, an inset, ...) in the frame's layout.
    void keep_labels_clear(glm::dvec2 min, glm::dvec2 max, BoxKind kind) {
        Label l;
        l.pos = min;
        l.keep_clear = glm::vec2(max - min);
        l.background = false;
        l.kind = kind;
        labels_.push_back(std::move(l));
    }

    const std::vector<Vertex>& vertices() const { return vertices_; }
    const std::vector<Label>& labels() const { return labels_; }

  private:
    void quad(glm::dvec2 p[4], glm::vec4 sdf[4], Color c);
    std::vector<Vertex> vertices_;
    std::vector<Label> labels_;
    std::vector<Batch> batches_;  ///< empty: one run, unclipped
    glm::vec4 clip_{0, 0, 0, 0};
};

/// Drops points closer than `min_pixels` to the last kept one (screen space): outlines of
/// 1,000-vertex shapes keep their look with a fraction of the triangles.
std::vector<glm::dvec2> decimate(const std::vector<glm::dvec2>& pts, double min_pixels = 4.0);

/// The GL side: a shader program and a vertex buffer. Needs a current OpenGL 3.3 context.
class CanvasRenderer {
  public:
    CanvasRenderer();
    ~CanvasRenderer();
    CanvasRenderer(const CanvasRenderer&) = delete;
    CanvasRenderer& operator=(const CanvasRenderer&) = delete;

    /// Draws the canvas into the current framebuffer: `logical_size` is the target in logical
    /// pixels, `pixel_scale` physical pixels per logical pixel. Clips to `clip` (logical) when
    /// its width is positive.
    void draw(const Canvas& canvas, glm::vec2 logical_size, float pixel_scale,
              glm::vec4 clip = {0, 0, 0, 0});

  private:
    unsigned program_ = 0, vao_ = 0, vbo_ = 0;
    int u_viewport_ = -1, u_pixel_scale_ = -1;
    size_t capacity_ = 0;
};

}  // namespace gjklab
