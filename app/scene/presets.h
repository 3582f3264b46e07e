// The preset scenes that come with GJK Lab (assets/scenes): next to the binary (a build
// folder), in the install prefix's share/gjklab, else in the source tree it was built from.
#pragma once

#include <string>
#include <vector>

namespace gjklab {

/// The preset opened when no file is given.
std::string default_scene_path();
/// Every preset, sorted by file name (they are numbered in the order a lecture meets them).
std::vector<std::string> preset_paths();

}  // namespace gjklab
