#include "model/hit_test3.h"

#include <glm/geometric.hpp>
#include <limits>

namespace gjklab {

namespace {

double cross2(glm::dvec2 a, glm::dvec2 b) {
    return a.x * b.y - a.y * b.x;
}

bool inside_triangle(glm::dvec2 p, glm::dvec2 a, glm::dvec2 b, glm::dvec2 c) {
    const double d1 = cross2(b - a, p - a), d2 = cross2(c - b, p - b), d3 = cross2(a - c, p - c);
    return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

double segment_distance(glm::dvec2 p, glm::dvec2 a, glm::dvec2 b) {
    const glm::dvec2 ab = b - a;
    const double len_sq = glm::dot(ab, ab);
    const double u = len_sq > 0 ? std::clamp(glm::dot(p - a, ab) / len_sq, 0.0, 1.0) : 0.0;
    return glm::length(p - (a + u * ab));
}

}  // namespace

int pick_vertex3(const Camera3& cam, const Timeline3& t, int step, glm::dvec2 m, double tolerance,
                 bool on_shapes) {
    const auto* vs = displayed_vertices(t, step);
    if (!vs) return -1;
    int best = -1;
    double best_d = tolerance;
    auto near = [&](const glm::dvec3& p, int k) {
        const double d = glm::length(cam.to_screen(p) - m);
        if (d <= best_d) best_d = d, best = k;
    };
    for (int k = 0; k < int(vs->size()); ++k) {
        if (on_shapes) {
            near((*vs)[k].a, k);
            near((*vs)[k].b, k);
        } else {
            near((*vs)[k].point, k);
        }
    }
    return best;
}

int pick_shape3(const Camera3& cam, const Timeline3& t, glm::dvec2 m, double tolerance) {
    int best = -1;
    double best_depth = std::numeric_limits<double>::infinity();
    for (int i = 0; i < int(t.shapes.size()); ++i) {
        const Mesh3& mesh = t.shapes[i];
        auto consider = [&](const glm::dvec3& at) {
            const double d = cam.depth(at);
            if (d < best_depth) best_depth = d, best = i;
        };
        std::vector<glm::dvec2> screen;  // each point projected once
        screen.reserve(mesh.points.size());
        for (const auto& p : mesh.points) screen.push_back(cam.to_screen(p));
        if (mesh.faces.empty()) {  // a point, a segment or a flat polygon
            for (size_t k = 0; k < screen.size(); ++k)
                if (glm::length(screen[k] - m) <= tolerance) consider(mesh.points[k]);
            for (const auto& e : mesh.edges)
                if (segment_distance(m, screen[e[0]], screen[e[1]]) <= tolerance)
                    consider((mesh.points[e[0]] + mesh.points[e[1]]) * 0.5);
            continue;
        }
        for (int f = 0; f < int(mesh.faces.size()); ++f) {
            const auto& tri = mesh.faces[f];
            if (!inside_triangle(m, screen[tri[0]], screen[tri[1]], screen[tri[2]])) continue;
            const glm::dvec3 a = mesh.points[tri[0]], b = mesh.points[tri[1]],
                             c = mesh.points[tri[2]];
            if (cam.faces_eye(a, mesh.face_normal(f))) consider((a + b + c) / 3.0);
        }
    }
    return best;
}

}  // namespace gjklab
