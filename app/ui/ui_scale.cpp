#include "ui/ui_scale.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/atomic_file.h"

namespace gjklab {

namespace {
constexpr double kSteps[] = {0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3};
}

double clamp_ui_scale(double s) {
    if (!std::isfinite(s)) return 1;
    return std::clamp(std::round(s * 4) / 4, kMinUiScale, kMaxUiScale);
}

double step_ui_scale(double s, bool up) {
    if (up) {
        for (double step : kSteps)
            if (step > s + 1e-9) return step;
        return kMaxUiScale;
    }
    for (size_t i = std::size(kSteps); i-- > 0;)
        if (kSteps[i] < s - 1e-9) return kSteps[i];
    return kMinUiScale;
}

double ui_scale_for_dpi(double dpi) {
    if (!(dpi > 120)) return 1;
    return clamp_ui_scale(dpi / 96);
}

std::string settings_path() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return (std::filesystem::path(xdg) / "gjklab" / "settings.json").string();
    if (const char* home = std::getenv("HOME"); home && *home)
        return (std::filesystem::path(home) / ".config" / "gjklab" / "settings.json").string();
    return "";
}

double load_ui_scale(const std::string& path) {
    if (path.empty()) return 0;
    std::ifstream in(path);
    if (!in) return 0;
    std::stringstream text;
    text << in.rdbuf();
    const auto j = nlohmann::json::parse(text.str(), nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("ui_scale") || !j["ui_scale"].is_number())
        return 0;
    return clamp_ui_scale(j["ui_scale"].get<double>());
}

bool save_ui_scale(const std::string& path, double scale) {
    if (path.empty()) return false;
    try {
        std::error_code ec;
        std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
        nlohmann::json j = nlohmann::json::object();
        if (std::ifstream in(path); in) {  // keep what else the file holds
            std::stringstream text;
            text << in.rdbuf();
            const auto old = nlohmann::json::parse(text.str(), nullptr, false);
            if (!old.is_discarded() && old.is_object()) j = old;
        }
        j["ui_scale"] = clamp_ui_scale(scale);
        write_file_atomically(path, j.dump(2) + "\n");
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace gjklab
