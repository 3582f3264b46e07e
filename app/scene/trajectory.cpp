#include "scene/trajectory.h"

#include <cmath>
#include <cstdlib>
#include <vector>

namespace gjklab {

namespace {

/// The numbers of a line (commas, spaces, tabs between them); false when a piece is not a
/// finite number.
bool numbers_of(const std::string& line, std::vector<double>& out) {
    out.clear();
    size_t at = 0;
    while (at < line.size()) {
        const size_t start = line.find_first_not_of(" \t,\r", at);
        if (start == std::string::npos) break;
        size_t end = line.find_first_of(" \t,\r", start);
        if (end == std::string::npos) end = line.size();
        const std::string piece = line.substr(start, end - start);
        char* stop = nullptr;
        const double x = std::strtod(piece.c_str(), &stop);
        if (stop != piece.c_str() + piece.size() || !std::isfinite(x)) return false;
        out.push_back(x);
        at = end;
    }
    return true;
}

}  // namespace

void apply_trajectory(Scene& scene, const std::string& text, const std::string& source, double hz) {
    if (!(hz > 0) || !std::isfinite(hz)) throw InputError("--hz must be positive");
    const bool three = scene.dimension == 3;
    const size_t one = three ? 8 : 4, both = three ? 15 : 7;
    SceneShape& a = scene.shapes[size_t(scene.index_of(scene.query_a))];
    SceneShape& b = scene.shapes[size_t(scene.index_of(scene.query_b))];
    std::vector<Keyframe> path_a, path_b;
    size_t line_number = 0, width = 0;
    std::vector<double> v;
    for (size_t at = 0; at <= text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(at, end - at);
        at = end + 1;
        ++line_number;
        const size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        const std::string where = source + ":" + std::to_string(line_number) + ": ";
        if (!numbers_of(line, v)) {
            if (path_b.empty() && width == 0) continue;  // a header
            throw InputError(where + "a row must be numbers separated by commas or spaces");
        }
        if (width == 0) {
            if (v.size() != one && v.size() != both)
                throw InputError(where + "expected " + std::to_string(one) +
                                 " numbers (frame and B's pose) or " + std::to_string(both) +
                                 " (frame, A's pose, B's pose) in a " + (three ? "3D" : "2D") +
                                 " scene, got " + std::to_string(v.size()));
            width = v.size();
        } else if (v.size() != width) {
            throw InputError(where + "expected " + std::to_string(width) +
                             " numbers as in the rows before, got " + std::to_string(v.size()));
        }
        Keyframe frame;
        frame.t = v[0] / hz;
        if (!(v[0] >= 0)) throw InputError(where + "the frame number must not be negative");
        if (!path_b.empty() && !(frame.t > path_b.back().t))
            throw InputError(where + "frame " + std::to_string(v[0]) +
                             " is not after the frame before");
        auto pose = [&](size_t k) {
            Keyframe f = frame;
            if (three) {
                f.position = {v[k], v[k + 1], v[k + 2]};
                const double n2 = v[k + 3] * v[k + 3] + v[k + 4] * v[k + 4] + v[k + 5] * v[k + 5] +
                                  v[k + 6] * v[k + 6];
                if (!(std::abs(n2 - 1) <= 1e-3))
                    throw InputError(
                        where + "the quaternion [qx, qy, qz, qw] must have length 1, got length² " +
                        std::to_string(n2));
                const double s = 1 / std::sqrt(n2);
                f.rotation_matrix =
                    matrix_of_quaternion(v[k + 3] * s, v[k + 4] * s, v[k + 5] * s, v[k + 6] * s);
                f.rotation_deg = rotation3_deg_of(*f.rotation_matrix);
            } else {
                f.position = {v[k], v[k + 1], 0};
                f.angle_deg = v[k + 2] * 180 / M_PI;
            }
            return f;
        };
        if (width == both) path_a.push_back(pose(1));
        path_b.push_back(pose(width == both ? 1 + (both - 1) / 2 : 1));
    }
    if (path_b.size() < 2)
        throw InputError(source + ": a trajectory needs at least two rows of poses, got " +
                         std::to_string(path_b.size()));
    // The paths start at time 0 (the first frame).
    const double start = path_b.front().t;
    for (auto* path : {&path_a, &path_b})
        for (Keyframe& k : *path) k.t -= start;
    auto give = [&](SceneShape& s, std::vector<Keyframe> path) {
        if (path.empty()) return;
        s.motion = {};
        s.motion.path = std::move(path);
    };
    give(a, path_a);
    give(b, path_b);
    scene.time.set = true;
    scene.time.duration = path_b.back().t;
    // The frozen views show the first frame.
    for (SceneShape* s : {&a, &b}) {
        if (s->motion.path.empty()) continue;
        const Keyframe& k = s->motion.path.front();
        if (three) {
            s->entry3().position = k.position;
            s->entry3().rotation_matrix = k.rotation_matrix;
            s->entry3().rotation_deg = k.rotation_deg;
        } else {
            s->entry2().position = glm::dvec2(k.position);
            s->entry2().rotation_deg = k.angle_deg;
            s->entry2().rotation_cos_sin.reset();
        }
    }
}

}  // namespace gjklab
