// One query as the window studies it, whichever the scene's dimension: the timeline derived from
// the scene and the views that look at it. The window, its panels, screenshots and recordings
// talk to this interface only. It is implemented once (study.cpp) over the types of a
// dimension, Timeline2 and Views2 or Timeline3 and Views3, whose functions overload by type the
// way `gjklab render` draws either; what truly differs by dimension (the mouse, the shape
// editor, the numbers of a step) lives in functions of the same name for each.
#pragma once

#include <gjk/gjk2d.h>

#include <glm/vec2.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/lesson.h"
#include "model/practice.h"
#include "render/canvas.h"
#include "render/painter2.h"
#include "scene/scene.h"

namespace gjklab {

struct AppState;

class Study {
  public:
    virtual ~Study() = default;
    /// A study of the scene's dimension, its timeline built (the views not yet laid out).
    static std::unique_ptr<Study> of(const Scene& scene);
    virtual std::unique_ptr<Study> clone() const = 0;

    // --- the timeline, derived from the scene ---
    /// Runs the scene's query again after an edit. `warm` (2D): GJK starts from and updates it.
    virtual void rebuild(const Scene& scene, WarmStart* warm) = 0;
    /// How many corners the last run's GJK took from the warm-start cache (0: a cold start).
    virtual int warm_start_points() const = 0;
    /// GJK's steps in the timeline (EPA's follow them).
    virtual int gjk_count() const = 0;
    /// 2 or 3: the scenes this study can be rebuilt from.
    virtual int dimension() const = 0;
    virtual int size() const = 0;
    /// "GJK 2/3" or "EPA 1/4".
    virtual std::string step_name(int step) const = 0;
    /// The one-sentence explanation of a step.
    virtual std::string explanation(int step) const = 0;

    // --- the lesson: the run told in beats (model/lesson.h) ---
    /// Which beats the lesson has (introduction, sub-steps); the beats follow.
    virtual void set_lesson(const LessonOptions& options) = 0;
    virtual const std::vector<Beat>& beats() const = 0;
    /// "GJK 2/3: support", "Introduction 1/4".
    virtual std::string beat_title(const Beat& beat) const = 0;
    /// What happens at the beat, in plain words.
    virtual std::string beat_caption(const Beat& beat) const = 0;
    /// Whether the pseudocode and convergence strip is beside the views (when there is room).
    virtual void set_lesson_panel(bool shown) = 0;
    /// Keeps a narrower strip rather than none when the views are narrow (a projector).
    virtual void set_keep_strip(bool keep) = 0;
    /// Whether the lesson strip, where it is, lacks room for the convergence plot (the window
    /// then draws the plot under the views, beside the caption).
    virtual bool plot_left_out(const Beat& beat) const = 0;
    /// The convergence plot at `beat` in `r`.
    virtual void paint_plot(Canvas& canvas, const Rect& r, const Beat& beat) const = 0;

    // --- the views ---
    virtual ViewMode mode() const = 0;
    virtual void set_mode(ViewMode mode) = 0;
    /// Splits `area` between the views the mode shows.
    virtual void layout(const Rect& area) = 0;
    /// The part of the window the views cover.
    virtual Rect area() const = 0;
    /// Fits each view to its content.
    virtual void frame_all() = 0;
    /// Refits the Minkowski view if A - B has left it (after an edit), and with `world_too`
    /// the world view if a shape has left it (render/views.h).
    virtual void follow(bool world_too) = 0;
    /// The cameras the scene sets (after frame_all, when a scene opens).
    virtual void apply_cameras(const DisplaySettings& d) = 0;
    /// The cameras as they are now, into the scene's settings (saved with it).
    virtual void store_cameras(DisplaySettings& d) const = 0;
    /// Practice mode: the question asked before `beat` reveals, if any (model/practice.h).
    virtual std::optional<PracticeQuestion> practice_question(const Beat& beat) const = 0;
    /// Where a point of A - B (2 or 3 coordinates) is in the Minkowski view, logical pixels;
    /// nullopt when that view is not shown.
    virtual std::optional<glm::dvec2> minkowski_screen(const std::vector<double>& p) const = 0;
    /// The views laid out on `area` of an output (a screenshot, a recording; the rest is kept
    /// free for captions): the same picture as in the window, at that size.
    virtual void fit_output(const Rect& area) = 0;
    /// Every visible view at `step`, with its frame and title.
    virtual void paint(Canvas& canvas, const Scene& scene, int step,
                       const PaintOptions& options) const = 0;

    // --- the window's parts that differ by dimension ---
    /// Mouse on the views: hover, pick, drag, orbit or pan, zoom.
    virtual void handle_input(AppState& s, double now) = 0;
    /// The numbers of a beat's step: the simplex and its weights, d, w, the test; or EPA's
    /// polytope.
    virtual void draw_step_numbers(const Beat& beat) const = 0;
    /// The query's answer and its warnings.
    virtual void draw_result(const Scene& scene) const = 0;
    /// The selected shape, typed exactly.
    virtual void draw_shape_editor(AppState& s, double now) = 0;
    /// Settings of the dimension (initial direction; 2D: warm start, snapping).
    virtual void draw_settings(AppState& s) = 0;
    /// The shape types a user can add, in menu order.
    virtual const std::vector<std::string>& shape_types() const = 0;
    /// Adds a shape of `type` in the middle of the world view; returns its index.
    virtual int add_shape(Scene& scene, const std::string& type) const = 0;
    /// One line of the controls, for the bar under the views.
    virtual const char* controls() const = 0;
};

}  // namespace gjklab
