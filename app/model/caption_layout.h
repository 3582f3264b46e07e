// How a caption wraps in a recording's caption band: pure text, so that the lesson can tell
// whether a sentence fits before any frame is drawn (the renderer draws what this lays out).
#pragma once

#include <string>
#include <vector>

namespace gjklab {

/// The default caption size: pixels of text in a 720-line frame (1280 logical pixels wide).
constexpr double kCaptionSize = 19;
/// The logical width of a frame at the reference height (720 lines, 16:9).
constexpr double kReferenceWidth = 1280;

/// A caption wrapped on words for a frame `width` logical pixels wide: at most three lines at
/// `size`; a longer one gets a smaller font and a fourth line, and what still does not fit ends
/// in " ..." (`cut`: never cut silently).
struct CaptionLayout {
    std::vector<std::string> lines;
    float font = 19;
    double line_height = 24;
    bool cut = false;
};
CaptionLayout layout_caption(const std::string& caption, double width = kReferenceWidth,
                             double size = kCaptionSize);
/// The caption at `size` however many lines it takes (the window's band grows to hold it).
CaptionLayout layout_caption_whole(const std::string& caption, double width = kReferenceWidth,
                                   double size = kCaptionSize);

}  // namespace gjklab
