// Numbers as the app prints them: in text output and explanations (10 significant digits, no
// "-0") and in short messages (3 significant digits).
#pragma once

#include <cstdio>
#include <string>

namespace gjklab {

/// -0 as 0 (JSON and text never show "-0").
inline double clean(double x) {
    return x == 0 ? 0.0 : x;
}

/// A number with 10 significant digits, for text output and explanations.
inline std::string fmt(double x) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.10g", clean(x));
    return buf;
}

/// A number with 3 significant digits, for messages ("4.43e+10", "0.00954").
inline std::string format_number(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", x);
    return buf;
}

}  // namespace gjklab
