// Numbers as the app prints them: in text output and explanations (10 significant digits, no
// "-0") and in short messages (3 significant digits).
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

namespace gjklab {

/// -0 as 0 (JSON and text never show "-0").
inline double clean(double x) {
    return x == 0 ? 0.0 : x;
}

/// A number with `digits` significant digits and no "-0": the one way the app writes a number
/// for people (captions and labels use 4 digits, the window's fields 6, text output 10).
inline std::string number_text(double x, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, std::abs(x) < 1e-300 ? 0.0 : x);
    return buf;
}

/// A number with 10 significant digits, for text output and explanations.
inline std::string fmt(double x) {
    return number_text(x, 10);
}

/// A number with 3 significant digits, for messages ("4.43e+10", "0.00954").
inline std::string format_number(double x) {
    return number_text(x, 3);
}

}  // namespace gjklab
