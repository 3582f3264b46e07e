// How big the window draws everything: text, panels, strokes, markers and labels scale
// together by one factor (on top of the display's own pixel density). Ctrl+= and Ctrl+- step
// it, Ctrl+0 resets it; the choice is remembered in the user's settings file.
#pragma once

#include <string>

namespace gjklab {

constexpr double kMinUiScale = 0.75, kMaxUiScale = 3.0;

/// `s` within [kMinUiScale, kMaxUiScale], to a quarter step.
double clamp_ui_scale(double s);
/// The next larger (`up`) or smaller scale of the steps 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3.
double step_ui_scale(double s, bool up);
/// From the display's horizontal DPI: 1 up to 120 DPI, then by DPI / 96 (0: unknown).
double ui_scale_for_dpi(double dpi);

/// Where the window's settings live: $XDG_CONFIG_HOME/gjklab/settings.json, else
/// $HOME/.config/gjklab/settings.json ("" when neither is set).
std::string settings_path();
/// The remembered scale, or 0 when none is (no file, or one that cannot be read).
double load_ui_scale(const std::string& path);
/// Remembers the scale (written whole or not at all); false when it cannot be written.
bool save_ui_scale(const std::string& path, double scale);

}  // namespace gjklab
