#include "render/side_lesson_views.h"

#include <memory>

#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/cast_painter2.h"
#include "render/cast_painter3.h"
#include "render/mpr_painter2.h"
#include "render/mpr_painter3.h"
#include "render/offscreen.h"

namespace gjklab {

namespace {

SidePainter lay_out_told(const std::shared_ptr<const CastLesson3>& l, const Rect& area,
                         const std::string& view, bool panel, bool keep) {
    auto views = std::make_shared<Views3>(
        views_for_frame(l->start, build_timeline3(l->start), view, area, panel, keep));
    frame_cast_views3(*views, *l);
    return [l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
        paint_cast_views3(c, *views, *l, b, o);
    };
}

SidePainter lay_out_told(const std::shared_ptr<const CastLesson>& l, const Rect& area,
                         const std::string& view, bool panel, bool keep) {
    auto views = std::make_shared<Views2>(
        views_for_frame(l->start, build_timeline2(l->start), view, area, panel, keep));
    frame_cast_views(*views, *l);
    return [l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
        paint_cast_views(c, *views, *l, b, o);
    };
}

SidePainter lay_out_told(const std::shared_ptr<const MprLesson>& l, const Rect& area,
                         const std::string& view, bool panel, bool keep) {
    if (l->dimension == 3) {
        auto views = std::make_shared<Views3>(
            views_for_frame(l->scene, build_timeline3(l->scene), view, area, panel, keep));
        return [l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
            paint_mpr_views3(c, *views, *l, b, o);
        };
    }
    auto views = std::make_shared<Views2>(
        views_for_frame(l->scene, build_timeline2(l->scene), view, area, panel, keep));
    frame_mpr_views(*views, *l);
    return [l, views](Canvas& c, const Beat& b, const PaintOptions& o) {
        paint_mpr_views(c, *views, *l, b, o);
    };
}

}  // namespace

SidePainter lay_out_side_lesson(const SideLesson& lesson, const Rect& area, const std::string& view,
                                bool lesson_panel, bool keep_strip) {
    return std::visit(
        [&](const auto& told) { return lay_out_told(told, area, view, lesson_panel, keep_strip); },
        lesson.told);
}

}  // namespace gjklab
