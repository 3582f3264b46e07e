#include "model/caption_layout.h"

#include <algorithm>
#include <cstddef>

namespace gjklab {

CaptionLayout layout_caption(const std::string& caption, double width, double size) {
    auto wrap = [&](double chars_per_pixel) {
        const size_t per_line = std::max<size_t>(20, size_t(width * chars_per_pixel));
        std::vector<std::string> lines(1);
        std::string word;
        auto flush = [&] {
            if (word.empty()) return;
            if (!lines.back().empty() && lines.back().size() + 1 + word.size() > per_line)
                lines.emplace_back();
            lines.back() += (lines.back().empty() ? "" : " ") + word;
            word.clear();
        };
        for (char ch : caption + " ") ch == ' ' ? flush() : void(word += ch);
        return lines;
    };
    // Sizes for the default caption size, scaled to the one asked for.
    const double k = size / kCaptionSize;
    CaptionLayout out;
    out.lines = wrap(1 / (10.5 * k));
    out.font = float(19 * k), out.line_height = 24 * k;
    if (out.lines.size() > 3) {
        out.lines = wrap(1 / (9.0 * k));
        out.font = float(16 * k), out.line_height = 20 * k;
        if (out.lines.size() > 4) {
            out.lines.resize(4);
            out.lines.back() += " ...";
            out.cut = true;
        }
    }
    return out;
}

}  // namespace gjklab
