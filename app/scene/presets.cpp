#include "scene/presets.h"

#include <algorithm>
#include <filesystem>

#ifndef GJKLAB_SOURCE_DIR
#define GJKLAB_SOURCE_DIR "."
#endif

namespace gjklab {

namespace fs = std::filesystem;

std::string default_scene_path() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    const fs::path bin = ec ? fs::path() : exe.parent_path();
    // The build folder, an install prefix (bin/../share/gjklab), the source tree.
    for (const fs::path& root : {bin, bin.empty() ? bin : bin.parent_path() / "share" / "gjklab",
                                 fs::path(GJKLAB_SOURCE_DIR)}) {
        fs::path p = root / "assets" / "scenes" / "default.json";
        if (!root.empty() && fs::exists(p, ec)) return p.string();
    }
    return (fs::path(GJKLAB_SOURCE_DIR) / "assets" / "scenes" / "default.json").string();
}

std::vector<std::string> preset_paths() {
    std::vector<std::string> out;
    std::error_code ec;
    for (auto& e : fs::directory_iterator(fs::path(default_scene_path()).parent_path(), ec))
        if (e.path().extension() == ".json") out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace gjklab
