// What the pixel-checking tests share: PNGs read back, the presets, a folder for outputs, and
// colour tests.
#pragma once

#include <stb_image.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <string>
#include <vector>

#include "scratch_dir.h"

namespace gjklab::test {

struct Png {
    int w = 0, h = 0;
    std::vector<unsigned char> px;
    glm::ivec3 at(glm::dvec2 p) const {
        int x = std::clamp(int(std::floor(p.x)), 0, w - 1),
            y = std::clamp(int(std::floor(p.y)), 0, h - 1);
        const unsigned char* c = &px[(size_t(y) * w + x) * 4];
        return {c[0], c[1], c[2]};
    }
};

inline Png load_png(const std::string& path) {
    Png p;
    int n = 0;
    unsigned char* data = stbi_load(path.c_str(), &p.w, &p.h, &n, 4);
    if (!data) return p;
    p.px.assign(data, data + size_t(p.w) * p.h * 4);
    stbi_image_free(data);
    return p;
}

inline std::string scene_path(const char* name) {
    return std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/" + name;
}

inline std::string out_path(const std::string& name) {
    static const gjklab::testing_support::ScratchDir dir("gjklab_render_test");
    return dir.path() + "/" + name;
}

inline bool dark(glm::ivec3 c) {
    return c.r < 90 && c.g < 90 && c.b < 90;
}
inline bool purple_tint(glm::ivec3 c) {
    return c.r > c.g + 8 && c.b > c.g + 4;
}
inline bool blue_tint(glm::ivec3 c) {
    return c.b > c.r + 20;
}

}  // namespace gjklab::test
