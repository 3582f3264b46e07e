#include "ui/side_study.h"

#include "model/lesson/text.h"
#include "render/side_lesson_views.h"
#include "ui/widgets.h"

namespace gjklab {

namespace {

const char* view_word(ViewMode mode) {
    return mode == ViewMode::World ? "world" : mode == ViewMode::Minkowski ? "minkowski" : "split";
}

class SideStudy final : public Study {
  public:
    SideStudy(const Scene& scene, LessonKind kind) : query_(Study::of(scene)), kind_(kind) {
        tell(scene);
    }
    SideStudy(const SideStudy& o)
        : query_(o.query_->clone()),
          kind_(o.kind_),
          lesson_(o.lesson_),
          unavailable_(o.unavailable_),
          area_(o.area_),
          panel_(o.panel_),
          keep_(o.keep_),
          painter_(o.painter_) {}
    std::unique_ptr<Study> clone() const override { return std::make_unique<SideStudy>(*this); }

    const std::string& unavailable() const { return unavailable_; }

    // The query's timeline and panels.
    void rebuild(const Scene& scene, WarmStart* warm) override {
        query_->rebuild(scene, warm);
        tell(scene);
        lay_out();
    }
    int warm_start_points() const override { return query_->warm_start_points(); }
    int gjk_count() const override { return query_->gjk_count(); }
    int dimension() const override { return query_->dimension(); }
    int size() const override { return query_->size(); }
    std::string step_name(int step) const override { return query_->step_name(step); }
    std::string explanation(int step) const override { return query_->explanation(step); }
    void set_lesson(const LessonOptions& options) override { query_->set_lesson(options); }

    // The side lesson's beats and words.
    const std::vector<Beat>& beats() const override {
        return lesson_ ? lesson_->beats : query_->beats();
    }
    std::string beat_title(const Beat& beat) const override {
        return lesson_ ? lesson_->title(beat) : query_->beat_title(beat);
    }
    std::string beat_caption(const Beat& beat) const override {
        return lesson_ ? lesson_->said(beat).text : query_->beat_caption(beat);
    }
    void set_lesson_panel(bool shown) override {
        query_->set_lesson_panel(shown);
        panel_ = shown;
        lay_out();
    }
    void set_keep_strip(bool keep) override {
        query_->set_keep_strip(keep);
        if (keep != keep_) keep_ = keep, lay_out();
    }
    // The side lessons draw their plot in their own strip, or none.
    bool plot_left_out(const Beat& beat) const override {
        return lesson_ ? false : query_->plot_left_out(beat);
    }
    void paint_plot(Canvas& canvas, const Rect& r, const Beat& beat) const override {
        if (!lesson_) query_->paint_plot(canvas, r, beat);
    }

    // The views: the side lesson frames its own (the cameras are not moved by the mouse).
    ViewMode mode() const override { return query_->mode(); }
    void set_mode(ViewMode mode) override {
        query_->set_mode(mode);
        lay_out();
    }
    void layout(const Rect& area) override {
        query_->layout(area);
        if (area.min != area_.min || area.max != area_.max || !painter_) area_ = area, lay_out();
    }
    Rect area() const override { return query_->area(); }
    void frame_all() override {
        query_->frame_all();
        lay_out();
    }
    void follow(bool world_too) override { query_->follow(world_too); }
    void apply_cameras(const DisplaySettings& d) override { query_->apply_cameras(d); }
    void store_cameras(DisplaySettings& d) const override { query_->store_cameras(d); }
    std::optional<PracticeQuestion> practice_question(const Beat& beat) const override {
        return lesson_ ? std::nullopt : query_->practice_question(beat);
    }
    std::optional<glm::dvec2> minkowski_screen(const std::vector<double>& p) const override {
        return lesson_ ? std::nullopt : query_->minkowski_screen(p);
    }
    void fit_output(const Rect& area) override {
        query_->fit_output(area);
        area_ = area;
        lay_out();
    }
    void paint(Canvas& canvas, const Scene& scene, int step,
               const PaintOptions& options) const override {
        if (lesson_ && painter_)
            painter_(canvas, {step, options.phase}, options);
        else
            query_->paint(canvas, scene, step, options);
    }

    void handle_input(AppState& s, double now) override {
        if (!lesson_) query_->handle_input(s, now);
    }
    void draw_step_numbers(const Beat& beat) const override {
        if (!lesson_) return query_->draw_step_numbers(beat);
        const Pseudocode code = lesson_->code(beat);
        for (const auto& [name, value] : code.values) ui::field(name.c_str(), value);
    }
    void draw_result(const Scene& scene) const override { query_->draw_result(scene); }
    void draw_shape_editor(AppState& s, double now) override { query_->draw_shape_editor(s, now); }
    void draw_settings(AppState& s) override { query_->draw_settings(s); }
    const std::vector<std::string>& shape_types() const override { return query_->shape_types(); }
    int add_shape(Scene& scene, const std::string& type) const override {
        return query_->add_shape(scene, type);
    }
    const char* controls() const override {
        return lesson_ ? "Space play  Left/Right step  Home/End  the shapes are edited in the panel"
                       : query_->controls();
    }

  private:
    /// The side lesson of `scene`, or the reason there is none.
    void tell(const Scene& scene) {
        try {
            lesson_ = kind_ == LessonKind::Cast ? cast_side_lesson(scene) : mpr_side_lesson(scene);
            unavailable_.clear();
        } catch (const InputError& e) {
            lesson_.reset();
            unavailable_ = e.what();
        }
        painter_ = nullptr;
    }
    void lay_out() {
        painter_ = nullptr;
        if (lesson_ && area_.size().x > 0 && area_.size().y > 0)
            painter_ =
                lay_out_side_lesson(*lesson_, area_, view_word(query_->mode()), panel_, keep_);
    }

    std::unique_ptr<Study> query_;
    LessonKind kind_;
    std::optional<SideLesson> lesson_;
    std::string unavailable_;
    Rect area_{{0, 0}, {0, 0}};
    bool panel_ = true, keep_ = false;
    SidePainter painter_;
};

}  // namespace

const char* lesson_kind_name(LessonKind kind) {
    switch (kind) {
        case LessonKind::Cast:
            return "time of impact";
        case LessonKind::Mpr:
            return "MPR";
        case LessonKind::Query:
            break;
    }
    return "GJK and EPA";
}

std::optional<LessonKind> lesson_kind_named(const std::string& word) {
    if (word == "query") return LessonKind::Query;
    if (word == "cast") return LessonKind::Cast;
    if (word == "mpr") return LessonKind::Mpr;
    return std::nullopt;
}

std::unique_ptr<Study> study_of(const Scene& scene, LessonKind kind) {
    if (kind == LessonKind::Query) return Study::of(scene);
    return std::make_unique<SideStudy>(scene, kind);
}

std::string side_lesson_unavailable(const Study& study) {
    const auto* side = dynamic_cast<const SideStudy*>(&study);
    return side ? side->unavailable() : std::string();
}

}  // namespace gjklab
