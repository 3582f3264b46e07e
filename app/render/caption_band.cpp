#include "render/caption_band.h"

#include "render/palette.h"

namespace gjklab {

double caption_band_height(const CaptionLayout& layout) {
    return double(layout.lines.size()) * layout.line_height + 2 * 0.6 * layout.line_height;
}

void paint_caption_band(Canvas& canvas, const Rect& band, const CaptionLayout& layout,
                        bool views_below) {
    const std::vector<std::string>& lines = layout.lines;
    const double line_h = layout.line_height;
    const double first = (band.min.y + band.max.y) / 2 - line_h * double(lines.size() - 1) / 2.0;
    const double edge = views_below ? band.max.y : band.min.y;
    canvas.set_clip({0, 0, 0, 0});
    canvas.fill_convex({band.min, {band.max.x, band.min.y}, band.max, {band.min.x, band.max.y}},
                       palette::background);
    canvas.segment_body({band.min.x, edge}, {band.max.x, edge}, 1, palette::grid_major);
    canvas.keep_labels_clear(band.min, band.max, BoxKind::Caption);
    for (size_t i = 0; i < lines.size(); ++i)
        canvas.label({{(band.min.x + band.max.x) / 2.0, first + line_h * double(i)},
                      lines[i],
                      palette::text,
                      {0.5f, 0.5f},
                      layout.font,
                      false,
                      0},  // drawn where they are: the band is kept clear of the rest
                     BoxKind::Part);
}

}  // namespace gjklab
