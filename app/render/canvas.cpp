#include "render/canvas.h"

#include <cmath>
#include <glm/geometric.hpp>
#include <stdexcept>

#include "render/gl.h"
#include "render/shaders.h"

namespace gjklab {

const char* box_kind_name(BoxKind kind) {
    switch (kind) {
        case BoxKind::Label:
            return "label";
        case BoxKind::Legend:
            return "legend";
        case BoxKind::Caption:
            return "caption";
        case BoxKind::Inset:
            return "inset";
        case BoxKind::Plot:
            return "plot";
        case BoxKind::Pseudocode:
            return "pseudocode";
        case BoxKind::Axis:
            return "axis";
        case BoxKind::Title:
            return "title";
        case BoxKind::Part:
            return "part";
    }
    return "label";
}

namespace {
constexpr float kInf = 1e30f;
constexpr float kAa = 1.5f;  // extra logical pixels around edges for the coverage ramp
}  // namespace

void Canvas::quad(glm::dvec2 p[4], glm::vec4 sdf[4], Color c) {
    const int order[6] = {0, 1, 2, 0, 2, 3};
    for (int i : order) vertices_.push_back({glm::vec2(p[i]), sdf[i], c});
}

void Canvas::triangle(glm::dvec2 a, glm::dvec2 b, glm::dvec2 c, Color col) {
    const glm::vec4 solid{0, 0, kInf, -kInf};
    vertices_.push_back({glm::vec2(a), solid, col});
    vertices_.push_back({glm::vec2(b), solid, col});
    vertices_.push_back({glm::vec2(c), solid, col});
}

void Canvas::fill_convex(const std::vector<glm::dvec2>& pts, Color c) {
    for (size_t i = 1; i + 1 < pts.size(); ++i) triangle(pts[0], pts[i], pts[i + 1], c);
}

void Canvas::line(glm::dvec2 a, glm::dvec2 b, float width, Color c) {
    const float hw = width * 0.5f;
    glm::dvec2 d = b - a;
    double len = glm::length(d);
    glm::dvec2 t = len > 0 ? d / len : glm::dvec2(1, 0);
    glm::dvec2 n{-t.y, t.x};
    const double ext = hw + kAa;
    // sdf.x is the distance across, sdf.y along past the ends (0 inside the segment), which
    // rounds the caps.
    if (!(len > 0)) {  // a dot: one quad around the point
        glm::dvec2 p[4] = {a - t * ext - n * ext, b + t * ext - n * ext, b + t * ext + n * ext,
                           a - t * ext + n * ext};
        glm::vec4 s[4] = {{-float(ext), -float(ext), hw, -kInf},
                          {-float(ext), float(ext), hw, -kInf},
                          {float(ext), float(ext), hw, -kInf},
                          {float(ext), -float(ext), hw, -kInf}};
        quad(p, s, c);
        return;
    }
    // sdf.y must be 0 along the segment and grow past the ends: the body and two cap quads.
    segment_body(a, b, width, c);
    glm::dvec2 cap_a[4] = {a - t * ext - n * ext, a - n * ext, a + n * ext, a - t * ext + n * ext};
    glm::vec4 cs_a[4] = {{-float(ext), -float(ext), hw, -kInf},
                         {-float(ext), 0, hw, -kInf},
                         {float(ext), 0, hw, -kInf},
                         {float(ext), -float(ext), hw, -kInf}};
    quad(cap_a, cs_a, c);
    glm::dvec2 cap_b[4] = {b - n * ext, b + t * ext - n * ext, b + t * ext + n * ext, b + n * ext};
    glm::vec4 cs_b[4] = {{-float(ext), 0, hw, -kInf},
                         {-float(ext), float(ext), hw, -kInf},
                         {float(ext), float(ext), hw, -kInf},
                         {float(ext), 0, hw, -kInf}};
    quad(cap_b, cs_b, c);
}

void Canvas::segment_body(glm::dvec2 a, glm::dvec2 b, float width, Color c) {
    const float hw = width * 0.5f;
    glm::dvec2 d = b - a;
    double len = glm::length(d);
    if (len <= 0) return;
    glm::dvec2 n = glm::dvec2(-d.y, d.x) / len;
    const double ext = hw + kAa;
    glm::dvec2 body[4] = {a - n * ext, b - n * ext, b + n * ext, a + n * ext};
    glm::vec4 bs[4] = {{-float(ext), 0, hw, -kInf},
                       {-float(ext), 0, hw, -kInf},
                       {float(ext), 0, hw, -kInf},
                       {float(ext), 0, hw, -kInf}};
    quad(body, bs, c);
}

void Canvas::polyline(const std::vector<glm::dvec2>& pts, bool closed, float width, Color c) {
    const size_t n = pts.size();
    if (n == 0) return;
    if (n == 1) {
        disk(pts[0], width * 0.5f, c);
        return;
    }
    // One quad per segment; a round joint only where the line turns enough for a gap to show
    // (long outlines of curved shapes turn a little at every vertex and need none).
    const size_t segments = closed && n > 2 ? n : n - 1;
    for (size_t i = 0; i < segments; ++i) segment_body(pts[i], pts[(i + 1) % n], width, c);
    for (size_t i = 0; i < n; ++i) {
        const bool end = !closed && (i == 0 || i == n - 1);
        bool joint = end;
        if (!end) {
            glm::dvec2 d0 = pts[i] - pts[(i + n - 1) % n], d1 = pts[(i + 1) % n] - pts[i];
            double l0 = glm::length(d0), l1 = glm::length(d1);
            joint =
                l0 > 0 && l1 > 0 && glm::dot(d0, d1) < 0.94 * l0 * l1;  // turns over ~20 degrees
        }
        if (joint) disk(pts[i], width * 0.5f, c);
    }
}

void Canvas::dashed_line(glm::dvec2 a, glm::dvec2 b, float width, float dash, Color c) {
    glm::dvec2 d = b - a;
    double len = glm::length(d);
    if (len <= 0) return;
    int pieces = std::max(1, int(len / (2 * dash)));
    pieces = std::min(pieces, 2000);
    for (int i = 0; i < pieces; ++i) {
        double t0 = double(2 * i) / (2 * pieces), t1 = double(2 * i + 1) / (2 * pieces);
        line(a + d * t0, a + d * t1, width, c);
    }
}

void Canvas::disk(glm::dvec2 center, float radius, Color c) {
    const float e = radius + kAa;
    glm::dvec2 p[4] = {center + glm::dvec2(-e, -e), center + glm::dvec2(e, -e),
                       center + glm::dvec2(e, e), center + glm::dvec2(-e, e)};
    glm::vec4 s[4] = {{-e, -e, radius, -kInf},
                      {e, -e, radius, -kInf},
                      {e, e, radius, -kInf},
                      {-e, e, radius, -kInf}};
    quad(p, s, c);
}

void Canvas::ring(glm::dvec2 center, float radius, float width, Color c) {
    const float ro = radius + width * 0.5f, ri = radius - width * 0.5f, e = ro + kAa;
    glm::dvec2 p[4] = {center + glm::dvec2(-e, -e), center + glm::dvec2(e, -e),
                       center + glm::dvec2(e, e), center + glm::dvec2(-e, e)};
    glm::vec4 s[4] = {{-e, -e, ro, ri}, {e, -e, ro, ri}, {e, e, ro, ri}, {-e, e, ro, ri}};
    quad(p, s, c);
}

void Canvas::arrow(glm::dvec2 a, glm::dvec2 b, float width, float head, Color c) {
    glm::dvec2 d = b - a;
    double len = glm::length(d);
    if (len < 1e-9) return;
    glm::dvec2 t = d / len, n{-t.y, t.x};
    double h = std::min<double>(head, len * 0.6);
    glm::dvec2 base = b - t * h;
    line(a, base + t * (width * 0.5), width, c);
    glm::dvec2 l = base + n * (h * 0.5), r = base - n * (h * 0.5);
    triangle(b, l, r, c);
    // Thin outline for anti-aliased head edges.
    line(b, l, 1.0f, c);
    line(b, r, 1.0f, c);
    line(l, r, 1.0f, c);
}

std::vector<glm::dvec2> decimate(const std::vector<glm::dvec2>& pts, double min_pixels) {
    if (pts.size() < 64) return pts;
    std::vector<glm::dvec2> out;
    out.reserve(pts.size());
    for (const auto& p : pts)
        if (out.empty() || glm::length(p - out.back()) >= min_pixels) out.push_back(p);
    while (out.size() > 3 && glm::length(out.back() - out.front()) < min_pixels) out.pop_back();
    return out;
}

// --- GL ---

namespace {
unsigned compile(unsigned type, const char* src) {
    unsigned s = glCreateShader(type);
    glShaderSource(s, 1, &src, nullptr);
    glCompileShader(s);
    int ok = 0;
    glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[2048];
        glGetShaderInfoLog(s, sizeof log, nullptr, log);
        throw std::runtime_error(std::string("shader compile failed: ") + log);
    }
    return s;
}
}  // namespace

CanvasRenderer::CanvasRenderer() {
    unsigned vs = compile(GL_VERTEX_SHADER, shaders::canvas_vert);
    unsigned fs = compile(GL_FRAGMENT_SHADER, shaders::canvas_frag);
    program_ = glCreateProgram();
    glAttachShader(program_, vs);
    glAttachShader(program_, fs);
    glLinkProgram(program_);
    glDeleteShader(vs);
    glDeleteShader(fs);
    int ok = 0;
    glGetProgramiv(program_, GL_LINK_STATUS, &ok);
    if (!ok) throw std::runtime_error("shader link failed");
    u_viewport_ = glGetUniformLocation(program_, "u_viewport");
    u_pixel_scale_ = glGetUniformLocation(program_, "u_pixel_scale");
    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vbo_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    using V = Canvas::Vertex;
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(V), (void*)offsetof(V, pos));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, sizeof(V), (void*)offsetof(V, sdf));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, sizeof(V), (void*)offsetof(V, color));
    glBindVertexArray(0);
}

CanvasRenderer::~CanvasRenderer() {
    glDeleteBuffers(1, &vbo_);
    glDeleteVertexArrays(1, &vao_);
    glDeleteProgram(program_);
}

void CanvasRenderer::draw(const Canvas& canvas, glm::vec2 logical_size, float pixel_scale,
                          glm::vec4 clip) {
    const auto& v = canvas.vertices();
    if (v.empty()) return;
    glUseProgram(program_);
    glUniform2f(u_viewport_, logical_size.x, logical_size.y);
    glUniform1f(u_pixel_scale_, pixel_scale);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    const size_t bytes = v.size() * sizeof(Canvas::Vertex);
    if (bytes > capacity_) {
        capacity_ = bytes * 2;
        glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(capacity_), nullptr, GL_STREAM_DRAW);
    }
    glBufferSubData(GL_ARRAY_BUFFER, 0, GLsizeiptr(bytes), v.data());
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    // The target's height in physical pixels (not asked of GL: in the browser a glGet waits
    // for the GPU to finish what came before).
    const GLint target_height = GLint(std::lround(logical_size.y * pixel_scale));
    auto scissor = [&](glm::vec4 r) {  // physical pixels with y up
        if (r.z > 0) {
            glEnable(GL_SCISSOR_TEST);
            glScissor(GLint(r.x * pixel_scale), GLint(target_height - (r.y + r.w) * pixel_scale),
                      GLsizei(r.z * pixel_scale), GLsizei(r.w * pixel_scale));
        } else {
            glDisable(GL_SCISSOR_TEST);
        }
    };
    const auto& batches = canvas.batches();
    if (batches.empty()) {
        scissor(clip);
        glDrawArrays(GL_TRIANGLES, 0, GLsizei(v.size()));
    }
    for (size_t b = 0; b < batches.size(); ++b) {
        const size_t end = b + 1 < batches.size() ? batches[b + 1].first : v.size();
        if (end <= batches[b].first) continue;
        scissor(batches[b].clip.z > 0 ? batches[b].clip : clip);
        glDrawArrays(GL_TRIANGLES, GLint(batches[b].first), GLsizei(end - batches[b].first));
    }
    glDisable(GL_SCISSOR_TEST);
    glBindVertexArray(0);
    glUseProgram(0);
}

}  // namespace gjklab
