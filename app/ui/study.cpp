// The study of a query, written once over a dimension's traits (see study.h).
#include "ui/study.h"

#include <type_traits>

#include "model/editing.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "render/frame.h"
#include "render/lesson_panel.h"
#include "render/painter3.h"
#include "ui/panels.h"

namespace gjklab {

namespace {

/// What a study needs of the 2D types that their names alone do not give.
struct Dimension2 {
    using Timeline = Timeline2;
    using Views = Views2;
    static Timeline build(const Scene& scene, WarmStart* warm) {
        return build_timeline2(scene, warm);
    }
    /// Same centres; the zoom grows with the width, so the output shows what the window does.
    static void fit_output(Views& v, const Rect& area) {
        auto views_width = [&] {
            return v.mode == ViewMode::Split
                       ? v.world.viewport.size().x + v.minkowski.viewport.size().x
                       : v.world.viewport.size().x;
        };
        const double before = views_width();
        v.layout(area);
        const double k = before > 0 ? views_width() / before : 1;
        v.world.scale *= k;
        v.minkowski.scale *= k;
    }
    static void input(AppState& s, Views& v, const Timeline& t, double now) {
        handle_canvas_input2(s, v, t, now);
    }
    static void shape_editor(AppState& s, double now) { draw_shape_editor2(s, now); }
    static void settings(AppState& s) { draw_settings2(s); }
    static const std::vector<std::string>& shape_types() { return shape_type_names2(); }
    static int add_shape(Scene& scene, const std::string& type, const Views& v) {
        return add_shape2(scene, type, v.world.center);
    }
    static constexpr const char* controls =
        "Space play  Left/Right step  Home/End  Ctrl+Z/Y undo/redo  F frame  G snap  P "
        "float|double";
};

struct Dimension3 {
    using Timeline = Timeline3;
    using Views = Views3;
    static Timeline build(const Scene& scene, WarmStart* warm) {
        return build_timeline3(scene, warm);
    }
    /// Same orbits; the framed radius already scales with the viewport.
    static void fit_output(Views& v, const Rect& area) { v.layout(area); }
    static void input(AppState& s, Views& v, const Timeline& t, double now) {
        handle_canvas_input3(s, v, t, now);
    }
    static void shape_editor(AppState& s, double now) { draw_shape_editor3(s, now); }
    static void settings(AppState& s) { draw_settings3(s); }
    static const std::vector<std::string>& shape_types() { return shape_type_names3(); }
    static int add_shape(Scene& scene, const std::string& type, const Views& v) {
        return add_shape3(scene, type, v.world.target);
    }
    static constexpr const char* controls =
        "Space play  Left/Right step  drag a shape: move (Shift: turn)  elsewhere: orbit  wheel: "
        "zoom  Ctrl+Z/Y  F frame  P float|double";
};

template <class Dimension>
class StudyOf final : public Study {
  public:
    explicit StudyOf(const Scene& scene) : timeline_(Dimension::build(scene, nullptr)) {
        views_.mode = scene.view;
        beats_ = lesson_beats(timeline_, lesson_);
    }
    std::unique_ptr<Study> clone() const override { return std::make_unique<StudyOf>(*this); }

    int warm_start_points() const override { return timeline_.report.warm_start_points; }
    int gjk_count() const override { return timeline_.gjk_count(); }
    int dimension() const override { return std::is_same_v<Dimension, Dimension3> ? 3 : 2; }
    void rebuild(const Scene& scene, WarmStart* warm) override {
        timeline_ = Dimension::build(scene, warm);
        beats_ = lesson_beats(timeline_, lesson_);
    }
    void set_lesson(const LessonOptions& options) override {
        lesson_ = options;
        beats_ = lesson_beats(timeline_, lesson_);
    }
    const std::vector<Beat>& beats() const override { return beats_; }
    std::string beat_title(const Beat& beat) const override {
        return gjklab::beat_title(timeline_, beat);
    }
    std::string beat_caption(const Beat& beat) const override {
        return gjklab::beat_caption(timeline_, beat);
    }
    void set_lesson_panel(bool shown) override { views_.lesson_panel = shown; }
    void set_keep_strip(bool keep) override { views_.keep_strip = keep; }
    bool plot_left_out(const Beat& beat) const override {
        return views_.panel.size().x > 0 &&
               !strip_holds_plot(views_.panel, pseudocode(timeline_, beat));
    }
    void paint_plot(Canvas& canvas, const Rect& r, const Beat& beat) const override {
        paint_convergence_plot(canvas, r, convergence(timeline_, beat));
    }
    int size() const override { return timeline_.size(); }
    std::string step_name(int step) const override { return timeline_.step_name(step); }
    std::string explanation(int step) const override { return timeline_.explanation(step); }

    ViewMode mode() const override { return views_.mode; }
    void set_mode(ViewMode mode) override { views_.mode = mode; }
    void layout(const Rect& area) override { views_.layout(area); }
    Rect area() const override {
        const glm::dvec2 max = views_.mode == ViewMode::Split ? views_.minkowski.viewport.max
                                                              : views_.world.viewport.max;
        return {views_.world.viewport.min, views_.panel.size().x > 0 ? views_.panel.max : max};
    }
    void frame_all() override { views_.frame_all(timeline_); }
    void follow(bool world_too) override { views_.follow(timeline_, world_too); }
    void apply_cameras(const DisplaySettings& d) override { views_.apply_cameras(d); }
    void store_cameras(DisplaySettings& d) const override { views_.store_cameras(d); }
    std::optional<PracticeQuestion> practice_question(const Beat& beat) const override {
        return gjklab::practice_question(timeline_, beat);
    }
    std::optional<glm::dvec2> minkowski_screen(const std::vector<double>& p) const override {
        if (!views_.shows_minkowski() || p.size() < 2) return std::nullopt;
        if constexpr (std::is_same_v<typename Dimension::Timeline, Timeline3>) {
            if (p.size() < 3) return std::nullopt;
            return views_.minkowski.to_screen(glm::dvec3(p[0], p[1], p[2]));
        } else {
            return views_.minkowski.to_screen(glm::dvec2(p[0], p[1]));
        }
    }
    void fit_output(const Rect& area) override { Dimension::fit_output(views_, area); }
    void paint(Canvas& canvas, const Scene& scene, int step,
               const PaintOptions& options) const override {
        paint_views(canvas, views_, scene, timeline_, step, options);
    }

    void handle_input(AppState& s, double now) override {
        Dimension::input(s, views_, timeline_, now);
    }
    void draw_step_numbers(const Beat& beat) const override {
        gjklab::draw_step_numbers(timeline_, beat.step);
    }
    void draw_result(const Scene& scene) const override { gjklab::draw_result(scene, timeline_); }
    void draw_shape_editor(AppState& s, double now) override { Dimension::shape_editor(s, now); }
    void draw_settings(AppState& s) override { Dimension::settings(s); }
    const std::vector<std::string>& shape_types() const override {
        return Dimension::shape_types();
    }
    int add_shape(Scene& scene, const std::string& type) const override {
        return Dimension::add_shape(scene, type, views_);
    }
    const char* controls() const override { return Dimension::controls; }

  private:
    typename Dimension::Timeline timeline_;
    typename Dimension::Views views_;
    LessonOptions lesson_;
    std::vector<Beat> beats_;
};

}  // namespace

std::unique_ptr<Study> Study::of(const Scene& scene) {
    if (scene.dimension == 3) return std::make_unique<StudyOf<Dimension3>>(scene);
    return std::make_unique<StudyOf<Dimension2>>(scene);
}

}  // namespace gjklab
