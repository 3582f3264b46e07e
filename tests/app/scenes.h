// Scenes the app's tests share.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>

#include "scene/scene.h"

namespace gjklab::test {

/// A box A, a square polygon B 4 to the right, a circle C above.
inline Scene two_boxes() {
    return parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"polygon","vertices":[[-1,-1],[1,-1],[1,1],[-1,1]],"position":[4,0]},
      {"name":"C","type":"circle","radius":0.5,"position":[0,5]}]})",
                       "test");
}

/// A preset scene file.
inline std::string preset(const char* name) {
    return std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/" + name;
}

/// The most significant digits of any number in `text` (not counting names like w12 or a33).
inline int most_significant_digits(const std::string& text) {
    int most = 0;
    for (size_t i = 0; i < text.size();) {
        const bool starts = std::isdigit(static_cast<unsigned char>(text[i])) &&
                            (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1])));
        if (!starts) {
            ++i;
            continue;
        }
        std::string mantissa;
        while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) ||
                                   (text[i] == '.' && i + 1 < text.size() &&
                                    std::isdigit(static_cast<unsigned char>(text[i + 1])))))
            mantissa += text[i++];
        std::string digits;
        for (char c : mantissa)
            if (c != '.') digits += c;
        digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size()));
        most = std::max(most, int(digits.size()));
    }
    return most;
}

}  // namespace gjklab::test
