// `gjklab compare`: the collision survey's tests on the scene's query pair, one row per method.
#pragma once

#include <optional>
#include <string>

namespace gjklab {

struct CompareRequest {
    std::string scene_path;
    bool json = false;
    std::optional<double> grid_cell, pixel_size;
    std::optional<int> circles;
};

int compare_command(const CompareRequest& request);

}  // namespace gjklab
