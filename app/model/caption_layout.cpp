#include "model/caption_layout.h"

#include "model/lesson/text.h"

#include <algorithm>
#include <cstddef>

namespace gjklab {

namespace {

/// `caption` broken into lines of at most `width` logical pixels, a Latin character taking
/// 1 / chars_per_pixel (a CJK character two); lines break at spaces and, in Chinese, between
/// characters (lesson::break_points), never inside a number or a formula.
std::vector<std::string> wrap(const std::string& caption, double width, double chars_per_pixel) {
    const std::vector<std::string> pieces = lesson::break_points(caption);
    const size_t per_line = std::max<size_t>(20, size_t(width * chars_per_pixel));
    std::vector<std::string> lines(1);
    for (const std::string& piece : pieces) {
        if (piece == " ") {
            if (!lines.back().empty()) lines.back() += piece;
            continue;
        }
        // A piece that does not fit after the space before it starts a new line (the space
        // stays between them otherwise: dropping it to make room ran "two points" together).
        const std::string& line = lines.back();
        if (!line.empty() &&
            lesson::display_columns(line) + lesson::display_columns(piece) > per_line)
            lines.emplace_back();
        lines.back() += piece;
    }
    for (std::string& line : lines)
        while (!line.empty() && line.back() == ' ') line.pop_back();
    return lines;
}

}  // namespace

CaptionLayout layout_caption_whole(const std::string& caption, double width, double size) {
    const double k = size / kCaptionSize;
    CaptionLayout out;
    out.lines = wrap(caption, width, 1 / (10.5 * k));
    out.font = float(19 * k), out.line_height = 24 * k;
    return out;
}

CaptionLayout layout_caption(const std::string& caption, double width, double size) {
    auto wrap = [&](double chars_per_pixel) {
        return gjklab::wrap(caption, width, chars_per_pixel);
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
