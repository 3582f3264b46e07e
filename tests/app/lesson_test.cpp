// The lesson: the beats of a run (introduction, sub-steps, answer), their captions, the
// pseudocode line each is on, the convergence, and the Voronoi region the closest-point
// sub-step shades (against brute force).
#include <gtest/gtest.h>

#include <set>

#include "app/scenes.h"

#include "model/caption_layout.h"
#include "model/lesson.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "model/voronoi2.h"
#include "model/words.h"
#include "scene/evaluate.h"
#include "scene/numbers.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <random>
#include <sstream>

namespace {

using namespace gjklab;
using gjklab::test::most_significant_digits;
using gjklab::test::preset;

namespace {
/// The value the pseudocode's panel shows for `name` ("(none)" when it shows none).
std::string value(const gjklab::Pseudocode& c, const std::string& name) {
    for (const auto& [n, v] : c.values)
        if (n == name) return v;
    return "(none)";
}
}  // namespace

const char* kPresets[] = {
    "default.json",           "02_triangle_vs_circle.json", "04_boxes_overlapping_epa.json",
    "06_epa_many_steps.json", "09_touching_edges.json",     "16_boolean_gjk_classic.json",
    "20_3d_boxes_epa.json",   "21_3d_sphere_vs_cone.json",  "22_3d_boolean_gjk.json"};

/// Checks every beat of a timeline: the order of the lesson, plain captions, a pseudocode line
/// for every sub-step.
template <class Timeline>
void check_lesson(const Timeline& t, const std::string& name) {
    const std::vector<Beat> beats = lesson_beats(t, {});
    ASSERT_GE(beats.size(), 6u);
    // The introduction first, in order; the answer last.
    for (int k = 0; k < 4; ++k) EXPECT_EQ(int(beats[size_t(k)].phase), int(Phase::IntroShapes) + k);
    EXPECT_TRUE(in_ending(beats.back().phase));
    EXPECT_EQ(beats.back().step, t.size() - 1);
    // Every step appears, in order; each begins with its closest point (or closest edge/face).
    int step = -1;
    for (const Beat& b : beats) {
        if (in_intro(b.phase) || in_ending(b.phase)) continue;
        if (b.step != step) {
            EXPECT_EQ(b.step, step + 1);
            // The boolean GJK's step 0 is its first support point's test (the introduction
            // showed the support point itself).
            const bool first_test = t.variant == Variant::Boolean && b.step == 0;
            EXPECT_TRUE(b.phase == (first_test         ? Phase::GjkTest
                                    : t.is_epa(b.step) ? Phase::EpaClosest
                                                       : Phase::GjkClosest));
            step = b.step;
        }
        EXPECT_EQ(in_epa(b.phase), t.is_epa(b.step));
    }
    EXPECT_EQ(step, t.size() - 1);
    // A step that goes on adds w last; the slide (B moved until the shapes touch) for an
    // overlap with a depth and for shapes apart, in the distance GJK.
    const auto& r = t.result();
    const bool slides = std::any_of(beats.begin(), beats.end(),
                                    [](const Beat& b) { return b.phase == Phase::EndSlide; });
    EXPECT_EQ(slides, t.variant == Variant::Distance &&
                          (r.intersecting ? r.penetration_depth > 0 : r.distance > 0));
    for (const Beat& b : beats) {
        const std::string caption = beat_caption(t, b);
        SCOPED_TRACE(name + " " + beat_title(t, b) + ": " + caption);
        EXPECT_FALSE(caption.empty());
        EXPECT_EQ(caption.find("_1"), std::string::npos);  // no code names (vertex_1)
        EXPECT_EQ(caption.find("edge_"), std::string::npos);
        EXPECT_LE(most_significant_digits(caption), 4);
        const Pseudocode code = pseudocode(t, b);
        EXPECT_FALSE(code.lines.empty());
        if (in_gjk(b.phase) || in_epa(b.phase) || b.phase == Phase::IntroSupport) {
            EXPECT_GE(code.current, 0);
            EXPECT_LT(code.current, int(code.lines.size()));
            EXPECT_FALSE(code.values.empty());
        }
        EXPECT_EQ(
            code.title == "EPA",
            in_epa(b.phase) || (in_ending(b.phase) && !in_manifold(b.phase) && t.is_epa(b.step)));
        EXPECT_EQ(code.title == "Contact manifold", in_manifold(b.phase));
        if (in_manifold(b.phase)) {
            EXPECT_GE(code.current, 0);
        }
    }
    // The contact manifold follows the answer exactly when the shapes touch: its clipping told
    // beat by beat where faces meet (2D: both side lines), else its one point.
    int manifold_beats = 0;
    for (const Beat& b : beats) manifold_beats += in_manifold(b.phase);
    const bool clipped = t.manifold.rule == "faces" || t.manifold.rule == "segments";
    EXPECT_EQ(manifold_beats, t.variant == Variant::Distance && !t.manifold.points.empty()
                                  ? (clipped ? (Timeline::dimension == 2 ? 4 : 3) : 1)
                                  : 0);
    // Without sub-steps or introduction: one beat per step, each the step's explanation.
    const std::vector<Beat> whole = lesson_beats(t, {false, false});
    ASSERT_EQ(int(whole.size()), t.size());
    for (int s = 0; s < t.size(); ++s) {
        EXPECT_EQ(whole[size_t(s)].step, s);
        EXPECT_EQ(beat_caption(t, whole[size_t(s)]), t.explanation(s));
    }
}

TEST(Lesson, EveryPresetToldInOrderInPlainWords) {
    for (const char* name : kPresets) {
        const Scene scene = load_scene(preset(name));
        if (scene.dimension == 3)
            check_lesson(build_timeline3(scene), name);
        else
            check_lesson(build_timeline2(scene), name);
    }
}

/// The plot's EPA values: the smallest w.n so far minus dist(e), which holds the depth.
template <class Timeline>
void check_epa_bracket(const Timeline& t, bool& some_gap_rises, const char* name) {
    const Convergence c = convergence(t, {t.size() - 1, Phase::EpaTest});
    double least_upper = 1e300, last_gap = -1;
    for (size_t i = 0; i < c.epa.size(); ++i) {
        const auto& e = *t.epa_step(t.gjk_count() + int(i));
        if (!e.has_support) continue;
        least_upper = std::min(least_upper, e.support_distance);
        EXPECT_DOUBLE_EQ(c.epa[i], least_upper - e.distance) << name << " EPA iteration " << i;
        EXPECT_LE(c.epa[i], e.gap + 1e-12) << name;
        if (i > 0) {
            EXPECT_LE(c.epa[i], c.epa[i - 1] + 1e-9) << name << ": the bracket grew";
        }
        if (last_gap >= 0 && e.gap > last_gap) some_gap_rises = true;
        // The test's caption says when an earlier w.n bounds the depth more tightly.
        const bool earlier = least_upper < e.support_distance;
        if (e.stop == gjk::EpaStop::Running) {
            EXPECT_EQ(beat_caption(t, {t.gjk_count() + int(i), Phase::EpaTest})
                              .find("so the least, " + short_number(least_upper) + ", counts") !=
                          std::string::npos,
                      earlier)
                << name;
        }
        last_gap = e.gap;
    }
    // The panel beside the pseudocode shows the same bound at the last test.
    if (!c.epa.empty() && t.epa_step(t.size() - 1)->has_support) {
        EXPECT_EQ(value(pseudocode(t, {t.size() - 1, Phase::EpaTest}), "min w.n so far"),
                  short_number(least_upper))
            << name;
    }
}

TEST(Lesson, EpasPlotShowsABracketThatNeverGrows) {
    // One iteration's gap w.n - dist(e) can rise (a new face farther out, a support not as far
    // along its normal); the plot shows what a student can follow: the depth's bracket.
    bool some_gap_rises = false;
    for (const char* name : kPresets) {
        const Scene scene = load_scene(preset(name));
        if (scene.dimension == 3)
            check_epa_bracket(build_timeline3(scene), some_gap_rises, name);
        else
            check_epa_bracket(build_timeline2(scene), some_gap_rises, name);
    }
    EXPECT_TRUE(some_gap_rises) << "no preset shows why the bracket is plotted";
}

TEST(Lesson, SubStepsShowWhatTheAlgorithmDoes) {
    // default.json: the first step drops w1 (a drop sub-step), the test states its numbers,
    // and the pseudocode points at the test line with |v|² - v.w among the values.
    const Timeline2 t = build_timeline2(load_scene(preset("default.json")));
    const std::vector<Beat> beats = lesson_beats(t, {});
    auto has = [&](int step, Phase p) {
        return std::find(beats.begin(), beats.end(), Beat{step, p}) != beats.end();
    };
    EXPECT_TRUE(has(1, Phase::GjkDrop));
    EXPECT_FALSE(has(0, Phase::GjkDrop));  // a single point has nothing to drop
    EXPECT_TRUE(has(0, Phase::GjkAdd));
    const std::string test = beat_caption(t, {0, Phase::GjkTest});
    EXPECT_NE(test.find("GJK stops when |v|² - v.w is at most eps |v|²"), std::string::npos)
        << test;
    // The numbers of the test and what they mean agree: (|v|² - v.w) / |v| further along d.
    const gjk::GjkStep& g0 = *t.gjk_step(0);
    EXPECT_NE(
        test.find("It is larger: w is " + short_number((g0.v_norm_sq - g0.v_dot_w) / g0.distance) +
                  " further along d"),
        std::string::npos)
        << test;
    const Pseudocode code = pseudocode(t, {0, Phase::GjkTest});
    EXPECT_EQ(code.lines[size_t(code.current)].find("if |v|²"), 2u);
    EXPECT_EQ(value(code, "|v|² - v.w"), short_number(g0.v_norm_sq - g0.v_dot_w));
    EXPECT_EQ(value(code, "v.w"), short_number(g0.v_dot_w));  // the caption's v.w, in the panel too
    // The panel says the same "further along d" as the caption and the label.
    EXPECT_EQ(value(code, "w beyond v along d"),
              short_number((g0.v_norm_sq - g0.v_dot_w) / g0.distance));
    // d is shown as -v / |v|, whatever length the solver gave it: the numbers a student checks.
    for (int s = 0; s < t.gjk_count(); ++s) {
        const gjk::GjkStep& g = *t.gjk_step(s);
        if (!g.has_support || !(g.distance > 0)) continue;
        EXPECT_EQ(value(pseudocode(t, {s, Phase::GjkDirection}), "d"),
                  words::vec_text(-g.closest / g.distance))
            << "step " << s;
        EXPECT_NE(beat_caption(t, {s, Phase::GjkDirection})
                      .find("d = -v / |v| = " + words::vec_text(-g.closest / g.distance)),
                  std::string::npos);
    }
    EXPECT_NE(beat_caption(t, {1, Phase::GjkDrop}).find("w1 is dropped"), std::string::npos);
    // A step that keeps its corners still says when one would go.
    int kept_all = 0;
    for (int s = 0; s < t.gjk_count(); ++s) {
        const gjk::GjkStep& g = *t.gjk_step(s);
        if (g.simplex_before.size() < 2 || g.simplex_after.size() != g.simplex_before.size() ||
            g.stop == gjk::GjkStop::Overlap || g.stop == gjk::GjkStop::OriginOnSimplex)
            continue;
        ++kept_all;
        const std::string caption = beat_caption(t, {s, Phase::GjkClosest});
        EXPECT_NE(caption.find("Every weight is above 0, so v lies inside it"), std::string::npos)
            << caption;
        EXPECT_NE(caption.find(
                      "none is dropped. (A corner goes when v lies on a smaller part without it"),
                  std::string::npos)
            << caption;
        // v as the solver made it, its weights on the corners it keeps.
        for (size_t k = 0; k < g.simplex_after.size(); ++k)
            EXPECT_NE(
                caption.find(short_number(g.weights[k]) + " " + t.names.name(g.simplex_after[k])),
                std::string::npos)
                << caption;
        // In 2D the view labels the other regions and works one drop through at O'.
        EXPECT_NE(caption.find("labelled with what GJK would keep and drop"), std::string::npos)
            << caption;
        EXPECT_NE(caption.find("at O', v would be one corner alone"), std::string::npos) << caption;
    }
    EXPECT_GT(kept_all, 0);
    EXPECT_NE(beat_caption(t, {0, Phase::IntroSupport}).find("w1 = s(d0)"), std::string::npos);
    // The introduction's a - b are points of A minus points of B.
    ASSERT_FALSE(t.examples.empty());
    for (const auto& e : t.examples) EXPECT_EQ(e.point, e.a - e.b);
    EXPECT_EQ(t.corner_differences.size(), t.shapes[size_t(t.index_a)].core_vertices.size() *
                                               t.shapes[size_t(t.index_b)].core_vertices.size());
    // w1 is the support point of A - B along d0: no corner difference reaches further.
    const glm::dvec2 w1 = t.gjk_step(0)->simplex_before[0].point;
    for (const auto& p : t.corner_differences)
        EXPECT_LE(glm::dot(p, t.first_direction), glm::dot(w1, t.first_direction) + 1e-12);

    // EPA: the sub-steps of a growing step, and the answer with B sliding out.
    const Timeline2 epa = build_timeline2(load_scene(preset("04_boxes_overlapping_epa.json")));
    const int first = epa.gjk_count();
    EXPECT_NE(beat_caption(epa, {first, Phase::EpaSees}).find("sees w"), std::string::npos);
    EXPECT_NE(beat_caption(epa, {first, Phase::EpaHorizon}).find("horizon"), std::string::npos);
    // Why the closest edge and why the stop is final: the depth is bracketed between dist(e)
    // (the polygon lies inside A - B) and w.n (nothing of A - B lies beyond w along n).
    {
        const gjk::EpaStep& e = *epa.epa_step(first);
        const std::string closest = beat_caption(epa, {first, Phase::EpaClosest});
        EXPECT_NE(
            closest.find("the depth is at least " + short_number(e.distance) + ", and exactly"),
            std::string::npos)
            << closest;
        // Why this edge and not another: the others are farther, so only it can be the answer.
        EXPECT_NE(closest.find("Every other edge is farther from O"), std::string::npos) << closest;
        const std::string test = beat_caption(epa, {first, Phase::EpaTest});
        EXPECT_NE(test.find("the depth lies between dist(e) = " + short_number(e.distance) +
                            " (the polygon lies inside A - B) and w.n = " +
                            short_number(e.support_distance)),
                  std::string::npos)
            << test;
        EXPECT_NE(test.find("must grow"), std::string::npos) << test;
        const int last = epa.size() - 1;
        const std::string stop = beat_caption(epa, {last, Phase::EpaTest});
        EXPECT_NE(stop.find("the bounds meet"), std::string::npos) << stop;
    }
    // EPA's new point is named with its coordinates, as GJK's are.
    const gjk::EpaStep& e0 = *epa.epa_step(first);
    ASSERT_TRUE(e0.has_support);
    EXPECT_EQ(value(pseudocode(epa, {first, Phase::EpaSupport}), "w"),
              epa.names.name(e0.support) + " = " + words::vec_text(e0.support.point));
    EXPECT_NE(beat_caption(epa, {epa.size() - 1, Phase::EndSlide}).find("just touch"),
              std::string::npos);
    // The answer says what its arrow is, between which two points, with their coordinates.
    const std::string depth_answer = beat_caption(epa, {epa.size() - 1, Phase::EndAnswer});
    const auto& r = epa.report.result;
    EXPECT_NE(depth_answer.find("B's deepest point in A, " + words::vec_text(r.witness_b) + ","),
              std::string::npos)
        << depth_answer;
    EXPECT_NE(depth_answer.find("A's deepest point in B, " + words::vec_text(r.witness_a) +
                                " (the contact points"),
              std::string::npos)
        << depth_answer;
    // Convergence: |v| per GJK step, the gap per EPA step, the beat's step marked.
    const Convergence c = convergence(epa, {first, Phase::EpaTest});
    EXPECT_EQ(int(c.gjk.size()), epa.gjk_count());
    EXPECT_EQ(int(c.epa.size()), epa.size() - epa.gjk_count());
    EXPECT_EQ(c.current, first);
    EXPECT_EQ(convergence(epa, {0, Phase::IntroShapes}).current, -1);
    // EPA's gap is known from its test on: before, the plot marks the iteration without a value.
    EXPECT_TRUE(c.current_known);
    EXPECT_FALSE(convergence(epa, {first, Phase::EpaClosest}).current_known);
    EXPECT_FALSE(convergence(epa, {first, Phase::EpaSupport}).current_known);
    EXPECT_TRUE(convergence(epa, {0, Phase::GjkClosest}).current_known);
    // The boolean variant: no |v| to plot, no depth in the answer.
    const Timeline2 boolean = build_timeline2(load_scene(preset("16_boolean_gjk_classic.json")));
    EXPECT_TRUE(convergence(boolean, {0, Phase::GjkClosest}).gjk.empty());
    const std::string answer = beat_caption(boolean, lesson_beats(boolean, {}).back());
    EXPECT_NE(answer.find("neither distance nor depth"), std::string::npos) << answer;
}

// Apart, the answer says where the closest points come from: the weights of v on GJK's last
// simplex, put on the corners of A and of B that made each w. Those sums are the answer's
// points (checked here from the trace, not from the caption's rounding).
TEST(Lesson, TheClosestPointsAreShownAsWeightedCorners) {
    for (const char* name : {"01_two_boxes_far_apart.json", "default.json"}) {
        SCOPED_TRACE(name);
        const Timeline2 t = build_timeline2(load_scene(preset(name)));
        ASSERT_FALSE(t.report.result.intersecting);
        const gjk::GjkStep& last = *t.gjk_step(t.gjk_count() - 1);
        ASSERT_EQ(last.weights.size(), last.simplex_after.size());
        glm::dvec2 on_a{0, 0};
        for (size_t k = 0; k < last.weights.size(); ++k)
            on_a += last.weights[k] * last.simplex_after[k].a;
        EXPECT_NEAR(glm::length(on_a - t.report.result.witness_a), 0, 1e-9);
        const std::string answer = beat_caption(t, {t.size() - 1, Phase::EndAnswer});
        const auto& w0 = last.simplex_after[0];
        const std::string first_term =
            last.simplex_after.size() == 1
                ? "v is the corner " + t.names.name_and_corners(w0)
                : "v = " + short_number(last.weights[0]) + " " + t.names.name(w0);
        EXPECT_NE(answer.find(first_term), std::string::npos) << answer;
    }
    // Rounded shapes: GJK's weights give the cores' closest points, each moved out by its
    // radius towards the other shape to the answer's points, which the caption says with the radii.
    for (const char* name : {"02_triangle_vs_circle.json", "07_capsule_vs_box.json"}) {
        const Timeline2 t = build_timeline2(load_scene(preset(name)));
        ASSERT_FALSE(t.report.result.intersecting) << name;
        const std::string answer = beat_caption(t, {t.size() - 1, Phase::EndAnswer});
        EXPECT_NE(answer.find("GJK walks on the cores (the shapes without their rounding)"),
                  std::string::npos)
            << answer;
        // A's core point moves along n, B's along -n: each towards the other shape.
        EXPECT_NE(answer.find("A has no rounding, B's "), std::string::npos) << answer;
        EXPECT_NE(answer.find(" along -n (n = "), std::string::npos) << answer;
    }
    // Overlapping rounded shapes: EPA's weights give the cores' deepest points (or GJK's, when
    // only the rounding overlaps), and the caption says how each moves by its radius (B by its
    // radius along -n).
    {
        const Timeline2 t =
            build_timeline2(load_scene(preset("03_circle_vs_hexagon_overlap.json")));
        ASSERT_TRUE(t.report.result.intersecting);
        ASSERT_EQ(t.size(), t.gjk_count());  // the cores are apart
        const std::string answer = beat_caption(t, {t.size() - 1, Phase::EndAnswer});
        EXPECT_NE(answer.find("GJK walks on the cores. v = "), std::string::npos) << answer;
        EXPECT_NE(answer.find("A has no rounding, B's "), std::string::npos) << answer;
        const Timeline2 pressed =
            build_timeline2(gjklab::parse_scene(R"({"version": 1, "dimension": 2, "shapes": [
            {"name": "A", "type": "polygon", "vertices": [[-1.1, -0.8], [0.9, -1.0], [1.3, 0.4], [0.1, 1.2], [-1.2, 0.5]]},
            {"name": "B", "type": "polygon", "vertices": [[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]], "radius": 0.2,
             "position": [1.35, 0.9], "rotation_deg": 20}]})",
                                                "rounded.json"));
        ASSERT_GT(pressed.size(), pressed.gjk_count());  // EPA ran on the cores
        const std::string deep = beat_caption(pressed, {pressed.size() - 1, Phase::EndAnswer});
        EXPECT_NE(
            deep.find("EPA walks on the cores. On the closest edge, the cores' overlap × n = "),
            std::string::npos)
            << deep;
        EXPECT_NE(deep.find("A has no rounding, B's 0.2 along -n."), std::string::npos) << deep;
    }
    const Timeline3 ball = build_timeline3(load_scene(preset("21_3d_sphere_vs_cone.json")));
    const std::string ball_answer = beat_caption(ball, {ball.size() - 1, Phase::EndAnswer});
    EXPECT_NE(ball_answer.find("GJK walks on the cores"), std::string::npos) << ball_answer;
    // Two boxes whose A - B has a flat side split into triangles: depth x n lies just past EPA's
    // closest triangle, on its flat neighbour, where the weights are said (none below 0).
    // Which triangle of the flat side EPA ends on is up to rounding, so the first of a few turns
    // of B where it ends beside the one that holds depth x n is taken.
    auto boxes_turned = [](int turn) {
        const std::string rotation =
            std::to_string(25 + 3 * (turn % 4)) + ", " + std::to_string(10 + 2 * (turn / 4));
        return build_timeline3(gjklab::parse_scene(R"({"version": 1, "dimension": 3, "shapes": [
        {"name": "A", "type": "box", "half_extents": [1.0, 0.5, 0.6], "rotation_deg": [0, -15, 5]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.7, 0.5], "position": [0.9, 0.9, -0.3],
         "rotation_deg": [)" + rotation + R"(, 40]}]})",
                                                   "boxes.json"));
    };
    // ... and said on that neighbour, with every weight above 0.
    // (said with the slide when the answer has no room for it)
    auto derivation = [](const Timeline3& t) {
        return beat_caption(t, {t.size() - 1, Phase::EndAnswer}) +
               beat_caption(t, {t.size() - 1, Phase::EndSlide});
    };
    int turn = 0;
    while (turn < 16 &&
           derivation(boxes_turned(turn)).find(" and its neighbour w") == std::string::npos)
        ++turn;
    ASSERT_LT(turn, 16) << "no turn of B ends EPA beside the triangle that holds depth x n";
    const Timeline3 boxes = boxes_turned(turn);
    const std::string derived = derivation(boxes);
    EXPECT_NE(derived.find(
                  "The closest face " +
                  words::names_in_order(words::closest_corners(*boxes.epa_step(boxes.size() - 1)),
                                        boxes.names, " ") +
                  " and its neighbour w"),
              std::string::npos)
        << derived;
    EXPECT_NE(derived.find(" lie in one plane (a flat side of A - B cut in triangles); depth × n, "
                           "O's nearest point in "
                           "that plane, lies in w"),
              std::string::npos)
        << derived;
    EXPECT_NE(derived.find(": there, depth × n = "), std::string::npos) << derived;
    EXPECT_EQ(derived.find("× n = -"), std::string::npos) << derived;
    EXPECT_EQ(derived.find(" - 0."), std::string::npos) << derived;
    // Beside the pseudocode, the face that holds depth x n and its weights as GJK's are had:
    // the same numbers the caption sums.
    const Pseudocode answer_code = pseudocode(boxes, {boxes.size() - 1, Phase::EndAnswer});
    const std::string holder = value(answer_code, "face");
    ASSERT_FALSE(holder.empty());
    EXPECT_NE(derived.find("lies in " + holder + ": there"), std::string::npos)
        << holder << ": " << derived;
    const std::string corner = holder.substr(0, holder.find(' '));
    const std::string row = value(answer_code, corner + " weight");
    EXPECT_EQ(row.rfind("area(p ", 0), 0u) << row;
    EXPECT_NE(derived.find(row.substr(row.find(" = ") + 3) + " " + corner), std::string::npos)
        << row << ": " << derived;
    // Overlapping, the same for the deepest points: depth x n lies on EPA's closest edge
    // (face), and its weights there, on A's and B's corners, give them (the sentence is said
    // only when they do, to 1e-6), 2D and 3D.
    const Timeline2 epa2 = build_timeline2(load_scene(preset("04_boxes_overlapping_epa.json")));
    const Timeline3 epa3 = build_timeline3(load_scene(preset("20_3d_boxes_epa.json")));
    for (const std::string& answer : {beat_caption(epa2, {epa2.size() - 1, Phase::EndAnswer}),
                                      beat_caption(epa3, {epa3.size() - 1, Phase::EndAnswer})})
        EXPECT_NE(answer.find(", depth × n = "), std::string::npos) << answer;
    // A corner that made two of the face's w takes both weights, and the answer says which
    // weights were added (a wedge pushed into a tetrahedron: b0 made two of them).
    const Timeline3 wedge =
        build_timeline3(gjklab::parse_scene(R"({"version": 1, "dimension": 3, "shapes": [
        {"name": "A", "type": "polytope", "points": [[-1, -0.7, -0.8], [1.2, -0.6, -0.6], [0.1, -0.8, 1.1], [0.1, 1.2, 0.1]],
         "rotation_deg": [0, 15, 0]},
        {"name": "B", "type": "polytope", "points": [[-0.6, -0.4, -0.5], [0.6, -0.4, -0.5], [0, 0.5, -0.5],
         [-0.6, -0.4, 0.5], [0.6, -0.4, 0.5], [0, 0.5, 0.5]], "position": [0.5, 0.6, 0.3], "rotation_deg": [25, 40, -10]}]})",
                                            "wedge.json"));
    const auto corners = words::closest_corners(*wedge.epa_step(wedge.size() - 1));
    std::vector<glm::dvec3> points;
    for (const auto& c : corners) points.push_back(c.point);
    const auto& r = wedge.report.result3;
    // The weights of depth x n on the face, as the answer computes them (its sentence says them).
    const glm::dvec3 target = r.penetration_depth * r.normal;
    const glm::dvec3 e1 = points[1] - points[0], e2 = points[2] - points[0], q = target - points[0];
    const double d00 = glm::dot(e1, e1), d01 = glm::dot(e1, e2), d11 = glm::dot(e2, e2);
    const double den = d00 * d11 - d01 * d01,
                 v = (d11 * glm::dot(q, e1) - d01 * glm::dot(q, e2)) / den,
                 w = (d00 * glm::dot(q, e2) - d01 * glm::dot(q, e1)) / den;
    const double weight[3] = {1 - v - w, v, w};
    int repeats = 0;
    const std::string wedge_answer = beat_caption(wedge, {wedge.size() - 1, Phase::EndAnswer});
    for (size_t i = 0; i < corners.size(); ++i)
        for (size_t j = i + 1; j < corners.size(); ++j) {
            for (auto [shape, same] : {std::pair{'a', corners[i].index_a == corners[j].index_a},
                                       std::pair{'b', corners[i].index_b == corners[j].index_b}}) {
                if (!same) continue;
                ++repeats;
                const int index = shape == 'a' ? corners[i].index_a : corners[i].index_b;
                // "(b0: 0.7116 + 0.05849)", the weights in the order the w were found.
                const bool i_first =
                    wedge.names.number(corners[i]) < wedge.names.number(corners[j]);
                const double first = weight[i_first ? i : j], second = weight[i_first ? j : i];
                EXPECT_NE(wedge_answer.find(std::string(1, shape) + std::to_string(index) + ": " +
                                            short_number(first) + (second < 0 ? " - " : " + ") +
                                            short_number(std::abs(second))),
                          std::string::npos)
                    << wedge_answer;
            }
        }
    EXPECT_GT(repeats, 0) << wedge_answer;
}

// The introduction numbers the corners of polygons as the steps name them: corner a3 of a
// step is core vertex 3 of A (the scene's fourth vertex), for every support point of a run.
TEST(Lesson, ADroppedCornerIsExplainedByAWeightBelowZero) {
    // A rock and a box whose GJK shrinks a tetrahedron to a triangle (and, in 2D, a triangle
    // to an edge): the caption gives O in the whole simplex's weights, one below 0, then v on
    // the closest part with the solver's own weights, and names what goes.
    const Timeline3 t =
        build_timeline3(gjklab::parse_scene(R"({"version": 1, "dimension": 3, "shapes": [
        {"name": "A", "type": "polytope", "points": [[0.25, 0.48, 0.59], [0.88, 0.48, 0.84], [-0.94, -0.07, 0.89],
         [0.3, 0.8, -0.77], [-0.06, -0.51, 0.09], [0.15, -0.97, -0.57], [-0.44, 0.83, 0.53]]},
        {"name": "B", "type": "box", "half_extents": [0.5, 0.4, 0.6], "position": [1.33, 0.48, -0.58],
         "rotation_deg": [39, 28, 8]}]})",
                                            "rock.json"));
    int dropped = 0;
    for (int s = 0; s < t.gjk_count(); ++s) {
        const gjk::GjkStep3& g = *t.gjk_step(s);
        const auto gone = words::gone(g.simplex_before, g.simplex_after, t.names);
        if (gone.empty() || g.stop != gjk::GjkStop::Running) continue;
        ++dropped;
        const std::string caption = beat_caption(t, {s, Phase::GjkClosest});
        if (g.simplex_before.size() == 4) {
            EXPECT_NE(caption.find("The simplex is the tetrahedron w1 w2 w3 w4. O = "),
                      std::string::npos)
                << caption;
        }
        EXPECT_NE(caption.find(
                      "Of its smaller parts, the nearest to O that O projects inside (every weight "
                      "above 0) is " +
                      words::piece(g.simplex_after, t.names, words::kWords3)),
                  std::string::npos)
            << caption;
        EXPECT_NE(caption.find(" is not needed: dropped next."), std::string::npos) << caption;
        for (size_t k = 0; k < g.simplex_after.size(); ++k)
            EXPECT_NE(
                caption.find(short_number(g.weights[k]) + " " + t.names.name(g.simplex_after[k])),
                std::string::npos)
                << caption;
        // The weights said for O in the whole simplex do make O: sum w_k p_k = 0.
        glm::dvec3 o(0);
        double total = 0;
        int below = 0;
        const size_t from = caption.find("O = ");
        const std::string sum =
            " " + caption.substr(from + 4, caption.find(':', from) - from - 4) + " ";
        for (const auto& c : g.simplex_before) {
            const std::string name = t.names.name(c);
            const size_t at = sum.find(" " + name + " ");
            ASSERT_NE(at, std::string::npos) << name << ": " << caption;
            const size_t start = sum.rfind(' ', at - 1) + 1;
            double weight = std::stod(sum.substr(start, at - start));
            if (start >= 3 && sum.compare(start - 3, 3, " - ") == 0) weight = -weight;
            o += weight * c.point, total += weight;
            below += weight < 0;
        }
        EXPECT_NE(caption.find(below > 1 ? ": weights below 0, so" : ": a weight below 0, so"),
                  std::string::npos)
            << caption;
        // The next parts O projects inside are farther than v's.
        const size_t next = caption.find("; the next: ");
        if (next != std::string::npos) {
            const size_t at = caption.find(" at ", next);
            ASSERT_NE(at, std::string::npos) << caption;
            EXPECT_GT(std::stod(caption.substr(at + 4)), g.distance) << caption;
        }
        if (g.simplex_before.size() == 4) {
            EXPECT_NEAR(total, 1, 1e-3) << caption;
            EXPECT_NEAR(glm::length(o), 0, 2e-3 * glm::length(g.simplex_before[0].point))
                << caption;
            // Beside the pseudocode, each weight as the ratio of volumes that gives it, with the
            // caption's number: "w1 weight = vol(O w2 w3 w4) / V = -0.6623".
            const Pseudocode code = pseudocode(t, {s, Phase::GjkClosest});
            EXPECT_EQ(value(code, "V"), "(w2 - w1).((w3 - w1) × (w4 - w1)) / 6");
            EXPECT_EQ(value(code, "weight < 0"), "O past the opposite face");
            const std::string w1 = value(code, "w1 weight");
            EXPECT_EQ(w1.rfind("vol(O w2 w3 w4) / V = ", 0), 0u) << w1;
            const std::string said = w1.substr(w1.find(" = ") + 3);
            EXPECT_NE(caption.find("O = " + said + " w1"), std::string::npos)
                << said << ": " << caption;
        }
    }
    EXPECT_GT(dropped, 0);
}

TEST(Lesson, PointsOfACurvedShapeAreNamedByTheSupportPointTheyMake) {
    // A curved shape has no corners: every point GJK finds on it was "a", so a reader took
    // w1 = a - b0 and w3 = a - b0 for the same a. Now each is named by its support point,
    // a(1), a(3), in the labels and the captions alike, and the introduction says so.
    auto check = [](const auto& t, const char* name) {
        SCOPED_TRACE(name);
        std::set<std::string> seen;
        int curved = 0;
        for (int s = 0; s < t.gjk_count(); ++s) {
            const auto& w = t.gjk_step(s)->support;
            if (!t.gjk_step(s)->has_support || w.index_a >= 0) continue;
            ++curved;
            const std::string a = t.names.corner_a(w);
            EXPECT_EQ(a, "a(" + std::to_string(t.names.number(w)) + ")");
            seen.insert(a);
            EXPECT_NE(t.names.name_and_corners(w).find(" = " + a + " - "), std::string::npos);
            EXPECT_NE(beat_caption(t, {s, Phase::GjkSupport}).find(a), std::string::npos)
                << beat_caption(t, {s, Phase::GjkSupport});
        }
        EXPECT_GT(curved, 0);
        EXPECT_NE(beat_caption(t, {0, Phase::IntroShapes})
                      .find("the number of the support point they make, a(1), a(2)"),
                  std::string::npos)
            << beat_caption(t, {0, Phase::IntroShapes});
        return seen.size();
    };
    EXPECT_GE(check(build_timeline2(load_scene(preset("08_ellipse_vs_polygon.json"))), "08"), 3u);
    EXPECT_GE(check(build_timeline3(load_scene(preset("21_3d_sphere_vs_cone.json"))), "21"), 1u);
}

TEST(Lesson, TheIntroductionNumbersCornersAsTheStepsNameThem) {
    for (const char* name :
         {"04_boxes_overlapping_epa.json", "01_two_boxes_far_apart.json", "default.json"}) {
        SCOPED_TRACE(name);
        const Timeline2 t = build_timeline2(load_scene(preset(name)));
        ASSERT_TRUE(corners_numbered(t.shapes[size_t(t.index_a)]));
        EXPECT_NE(beat_caption(t, {0, Phase::IntroShapes})
                      .find("The corners are numbered as the steps name them: A a0, a1"),
                  std::string::npos);
        int checked = 0;
        for (int s = 0; s < t.gjk_count(); ++s)
            for (const auto& w : t.gjk_step(s)->simplex_before) {
                if (w.index_a < 0 || w.index_b < 0) continue;
                // The corner numbered as the step names it is the step's point, up to the last
                // bit of the transform's rounding.
                auto numbered = [](const ShapeGeometry& g, const std::vector<int>& numbers,
                                   int number) {
                    for (size_t k = 0; k < g.core_vertices.size(); ++k)
                        if (user_vertex_number(numbers, int(k)) == number)
                            return g.core_vertices[k];
                    return glm::dvec2(1e300);
                };
                EXPECT_LT(glm::length(
                              numbered(t.shapes[size_t(t.index_a)], t.numbers_a, w.index_a) - w.a),
                          1e-12);
                EXPECT_LT(glm::length(
                              numbered(t.shapes[size_t(t.index_b)], t.numbers_b, w.index_b) - w.b),
                          1e-12);
                ++checked;
            }
        EXPECT_GT(checked, 0);
    }
    // 3D the same: the corners of polytopes, numbered as the steps name them.
    const Timeline3 t3 = build_timeline3(load_scene(preset("20_3d_boxes_epa.json")));
    ASSERT_EQ(t3.corners_a.size(), 8u);
    EXPECT_NE(beat_caption(t3, {0, Phase::IntroShapes})
                  .find("The corners are numbered as the steps name them: A a0, a1"),
              std::string::npos);
    int checked3 = 0;
    for (int s = 0; s < t3.gjk_count(); ++s)
        for (const auto& w : t3.gjk_step(s)->simplex_before) {
            for (size_t k = 0; k < t3.corners_a.size(); ++k)
                if (user_vertex_number(t3.numbers_a, int(k)) == w.index_a) {
                    EXPECT_LT(glm::length(t3.corners_a[k] - w.a), 1e-12);
                    ++checked3;
                }
            for (size_t k = 0; k < t3.corners_b.size(); ++k)
                if (user_vertex_number(t3.numbers_b, int(k)) == w.index_b) {
                    EXPECT_LT(glm::length(t3.corners_b[k] - w.b), 1e-12);
                    ++checked3;
                }
        }
    EXPECT_GT(checked3, 0);
    // A capsule's core corners are numbered, inside it (the steps name them); a circle has none.
    const Timeline2 capsule = build_timeline2(load_scene(preset("07_capsule_vs_box.json")));
    EXPECT_TRUE(corners_numbered(capsule.shapes[size_t(capsule.index_b)]));
    EXPECT_NE(beat_caption(capsule, {0, Phase::IntroShapes})
                  .find("B's core (inside its rounding) b0, b1"),
              std::string::npos)
        << beat_caption(capsule, {0, Phase::IntroShapes});
    const Timeline2 circle = build_timeline2(load_scene(preset("02_triangle_vs_circle.json")));
    EXPECT_FALSE(corners_numbered(circle.shapes[size_t(circle.index_b)]));
    EXPECT_EQ(beat_caption(circle, {0, Phase::IntroShapes}).find("B b0"), std::string::npos);
}

TEST(Lesson, PhaseNamesRoundTrip) {
    for (int p = int(Phase::Whole); p <= int(Phase::EndSlide); ++p)
        EXPECT_EQ(int(phase_named(phase_name(Phase(p))).value()), p);
    EXPECT_FALSE(phase_named("nonsense").has_value());
}

/// The closest point of segment p q to x.
glm::dvec2 closest_on_segment(glm::dvec2 p, glm::dvec2 q, glm::dvec2 x) {
    const double t = std::clamp(glm::dot(x - p, q - p) / glm::dot(q - p, q - p), 0.0, 1.0);
    return p + t * (q - p);
}

/// Inside a convex polygon (either orientation), with a margin.
bool inside(const std::vector<glm::dvec2>& poly, glm::dvec2 x, double margin) {
    bool pos = true, neg = true;
    for (size_t i = 0; i < poly.size(); ++i) {
        const glm::dvec2 a = poly[i], b = poly[(i + 1) % poly.size()];
        const double c = ((b - a).x * (x - a).y - (b - a).y * (x - a).x) / glm::length(b - a);
        pos &= c > margin;
        neg &= c < -margin;
    }
    return pos || neg;
}

// The region voronoi_region gives for each part of a segment or a triangle holds exactly the
// points whose closest point on the simplex is in that part (brute force over the pieces).
TEST(Voronoi2, RegionsMatchTheClosestPart) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(-3, 3);
    const glm::dvec2 lo{-10, -10}, hi{10, 10};
    for (int trial = 0; trial < 200; ++trial) {
        const int n = 2 + trial % 2;
        std::vector<glm::dvec2> s;
        for (int k = 0; k < n; ++k) s.push_back({u(rng), u(rng)});
        if (n == 3 &&
            std::abs((s[1] - s[0]).x * (s[2] - s[0]).y - (s[1] - s[0]).y * (s[2] - s[0]).x) < 0.5)
            continue;
        std::vector<std::vector<int>> parts;
        for (int i = 0; i < n; ++i) parts.push_back({i});
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) parts.push_back({i, j});
        if (n == 3) parts.push_back({0, 1, 2});
        for (int probe = 0; probe < 50; ++probe) {
            const glm::dvec2 x{u(rng) * 2, u(rng) * 2};
            // The part whose relative interior holds x's closest point.
            glm::dvec2 best{0, 0};
            double best_d = 1e300;
            std::vector<int> owner;
            for (const auto& part : parts) {
                glm::dvec2 c;
                if (part.size() == 1)
                    c = s[size_t(part[0])];
                else if (part.size() == 2)
                    c = closest_on_segment(s[size_t(part[0])], s[size_t(part[1])], x);
                else if (inside(s, x, 0))
                    c = x;
                else
                    continue;
                const double d = glm::length(x - c);
                if (d < best_d - 1e-9) best_d = d, best = c, owner = part;
            }
            for (const auto& part : parts) {
                const auto region = voronoi_region(s, part, lo, hi);
                if (region.size() >= 3 && inside(region, x, 1e-6)) {
                    EXPECT_EQ(part, owner) << "trial " << trial;
                }
            }
        }
    }
}

}  // namespace

namespace {

// The introduction says w1 = s(d0): in 3D too, no point of the shapes' meshes (their corners,
// or points of their rounded outline) gives an a - b further along d0 than w1, up to the
// radii GJK adds after running on the cores.
TEST(Lesson, FirstPointIsTheSupportAlongTheFirstDirection3D) {
    for (const char* name :
         {"20_3d_boxes_epa.json", "23_3d_capsules_crossing.json", "21_3d_sphere_vs_cone.json"}) {
        const Timeline3 t = build_timeline3(load_scene(preset(name)));
        const glm::dvec3 d = glm::normalize(t.first_direction);
        const glm::dvec3 w1 = t.gjk_step(0)->simplex_before.at(0).point;
        double best = -1e300;
        for (const auto& p : t.shapes[size_t(t.index_a)].points)
            for (const auto& q : t.shapes[size_t(t.index_b)].points)
                best = std::max(best, glm::dot(p - q, d));
        EXPECT_NEAR(glm::dot(w1, d) + t.report.radii, best, 0.05 * (1 + std::abs(best))) << name;
    }
}

}  // namespace

namespace {

// The 3D horizon is said as the loop runs, "w1-w3-w2-w5-w1": each two names in a row are the
// ends of one of its edges (the polytope keeps them in no order; said as kept, a reader saw
// corners joined that were not).
// GJK's overlap is shown as it is found: O's weights on the whole tetrahedron (triangle in 2D),
// every one above 0, with the same weights beside the pseudocode as ratios of volumes.
TEST(Lesson, AnOverlapShowsOsWeightsOnTheSimplex) {
    const Timeline3 t = build_timeline3(load_scene(preset("20_3d_boxes_epa.json")));
    const int last = t.gjk_count() - 1;
    ASSERT_EQ(t.gjk_step(last)->stop, gjk::GjkStop::Overlap);
    const std::string caption = beat_caption(t, {last, Phase::GjkClosest});
    EXPECT_NE(caption.find("The simplex is the tetrahedron w1 w2 w3 w4. O = "), std::string::npos)
        << caption;
    EXPECT_NE(caption.find(": every weight is above 0, so O lies inside it."), std::string::npos)
        << caption;
    const size_t from = caption.find("O = ");
    const std::string sum = caption.substr(from, caption.find(':', from) - from);
    EXPECT_EQ(sum.find(" - "), std::string::npos) << sum;  // no weight below 0
    const Pseudocode code = pseudocode(t, {last, Phase::GjkClosest});
    EXPECT_EQ(value(code, "V"), "(w2 - w1).((w3 - w1) × (w4 - w1)) / 6");
    const Timeline2 t2 = build_timeline2(load_scene(preset("04_boxes_overlapping_epa.json")));
    const std::string flat = beat_caption(t2, {t2.gjk_count() - 1, Phase::GjkClosest});
    EXPECT_NE(flat.find(": every weight is above 0, so O lies inside it."), std::string::npos)
        << flat;
}

// A nearly flat simplex gives weights far from 0..1; the caption says why (where it has room).
// Over seeded random polytope pairs, every caption that says so has such a weight, and every
// closest-point caption with a weight above 20 in size that fits it says so.
TEST(Lesson, LargeWeightsAreSaidToComeFromAFlatSimplex) {
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> u(-1, 1);
    int said = 0;
    for (int k = 0; k < 300; ++k) {
        std::string a, b;
        for (int i = 0; i < 8; ++i) {
            a += std::string(i ? ", " : "") + "[" + std::to_string(u(rng)) + ", " +
                 std::to_string(u(rng)) + ", " + std::to_string(0.05 * u(rng)) + "]";
            b += std::string(i ? ", " : "") + "[" + std::to_string(u(rng)) + ", " +
                 std::to_string(0.05 * u(rng)) + ", " + std::to_string(u(rng)) + "]";
        }
        const Timeline3 t = build_timeline3(gjklab::parse_scene(
            R"({"version": 1, "dimension": 3, "shapes": [{"name": "A", "type": "polytope", "points": [)" +
                a + R"(]}, {"name": "B", "type": "polytope", "points": [)" + b +
                R"(], "position": [)" + std::to_string(1.5 * u(rng)) + ", " +
                std::to_string(1.5 * u(rng)) + ", " + std::to_string(1.5 * u(rng)) + "]}]}",
            "flat.json"));
        for (int s = 0; s < t.gjk_count(); ++s) {
            const std::string caption = beat_caption(t, {s, Phase::GjkClosest});
            const size_t from = caption.find(" is outside the ");
            if (from == std::string::npos) continue;
            // The weights: the numbers of the sentence after "The simplex is ...", up to ": a
            // weight below 0" (names like w1 start with a letter, so only weights are read).
            const size_t sum_at = caption.find(". ") + 2;
            const std::string sum = caption.substr(sum_at, caption.find(": ", sum_at) - sum_at);
            double largest = 0;
            for (size_t i = 0; i < sum.size(); ++i)
                if ((std::isdigit(static_cast<unsigned char>(sum[i])) != 0) &&
                    (i == 0 || sum[i - 1] == ' ' || sum[i - 1] == '-')) {
                    largest = std::max(largest, std::stod(sum.substr(i)));
                    while (i < sum.size() && sum[i] != ' ') ++i;
                }
            const bool note = caption.find("Weights this large") != std::string::npos;
            if (note) {
                ++said;
                EXPECT_GT(largest, 20) << caption;
            } else if (largest > 20) {
                const size_t shape_at = from + std::strlen(" is outside the "),
                             end = caption.find('.', from);
                const std::string with =
                    caption.substr(0, end + 1) + " (Weights this large mean a nearly flat " +
                    caption.substr(shape_at, end - shape_at) + ".)" + caption.substr(end + 1);
                EXPECT_TRUE(layout_caption(with).cut) << caption;
            }
        }
    }
    EXPECT_GT(said, 0);
}

/// The heights a "see" caption gives: "it lies 0.41 and 0.12 beyond their planes".
std::vector<double> heights_said(const std::string& caption) {
    const size_t from = caption.find(": it lies "), to = caption.find(" beyond ");
    std::vector<double> out;
    if (from == std::string::npos || to == std::string::npos) return out;
    std::string list = caption.substr(from + 10, to - from - 10);
    for (const char* sep : {" and ", ", "})
        for (size_t at; (at = list.find(sep)) != std::string::npos;)
            list.replace(at, std::strlen(sep), " ");
    std::istringstream in(list);
    for (double h; in >> h;) out.push_back(h);
    return out;
}

TEST(Lesson, WhatSeesWIsSaidWithHowFarBeyond) {
    // Each edge (face) that sees w: w lies beyond its line (plane), by a height above 0, one per
    // removed edge (face), 2D and 3D.
    int checked = 0;
    const Timeline2 t2 = build_timeline2(load_scene(preset("06_epa_many_steps.json")));
    for (int s = t2.gjk_count(); s < t2.size(); ++s) {
        const gjk::EpaStep& e = *t2.epa_step(s);
        if (e.removed.empty()) continue;
        const std::vector<double> h = heights_said(beat_caption(t2, {s, Phase::EpaSees}));
        EXPECT_EQ(h.size(), e.removed.size()) << beat_caption(t2, {s, Phase::EpaSees});
        for (double x : h) EXPECT_GT(x, 0);
        ++checked;
    }
    const Timeline3 t3 = build_timeline3(load_scene(preset("20_3d_boxes_epa.json")));
    for (int s = t3.gjk_count(); s < t3.size(); ++s) {
        const gjk::EpaStep3& e = *t3.epa_step(s);
        if (e.removed.empty()) continue;
        const std::string caption = beat_caption(t3, {s, Phase::EpaSees});
        const std::vector<double> h = heights_said(caption);
        EXPECT_EQ(h.size(), e.removed.size()) << caption;
        for (double x : h) EXPECT_GT(x, 0) << caption;
        EXPECT_NE(
            caption.find(e.removed.size() == 1 ? " beyond its plane" : " beyond their planes"),
            std::string::npos)
            << caption;
        ++checked;
    }
    EXPECT_GT(checked, 2);
}

TEST(Lesson, TheHorizonIsSaidInLoopOrder) {
    int checked = 0;
    for (const char* name : {"20_3d_boxes_epa.json", "23_3d_capsules_crossing.json"}) {
        const Timeline3 t = build_timeline3(load_scene(preset(name)));
        for (int s = t.gjk_count(); s < t.size(); ++s) {
            const gjk::EpaStep3& e = *t.epa_step(s);
            if (e.horizon.size() < 3) continue;
            const std::string caption = beat_caption(t, {s, Phase::EpaHorizon});
            const size_t from = caption.find(" edges ") + 7, to = caption.find(", outlined");
            ASSERT_NE(to, std::string::npos) << caption;
            std::vector<std::string> loop;
            std::string part;
            for (char ch : caption.substr(from, to - from) + "-")
                if (ch == '-')
                    loop.push_back(part), part.clear();
                else
                    part += ch;
            ASSERT_EQ(loop.size(), e.horizon.size() + 1) << caption;
            EXPECT_EQ(loop.front(), loop.back()) << caption;
            for (size_t k = 0; k + 1 < loop.size(); ++k) {
                const bool edge =
                    std::any_of(e.horizon.begin(), e.horizon.end(), [&](const gjk::TraceEdge& h) {
                        const std::string a = t.names.name(e.vertices[size_t(h.from)]),
                                          b = t.names.name(e.vertices[size_t(h.to)]);
                        return (a == loop[k] && b == loop[k + 1]) ||
                               (b == loop[k] && a == loop[k + 1]);
                    });
                EXPECT_TRUE(edge) << loop[k] << "-" << loop[k + 1] << ": " << caption;
            }
            // The new faces are named along the same loop, each horizon edge with w.
            const std::string grown = beat_caption(t, {s, Phase::EpaNew});
            const std::string w = t.names.name(e.support);
            for (size_t k = 0; k + 1 < loop.size(); ++k)
                EXPECT_NE(grown.find(loop[k] + " " + loop[k + 1] + " " + w), std::string::npos)
                    << grown;
            ++checked;
        }
    }
    EXPECT_GT(checked, 0);
}

}  // namespace

namespace {

// Where the contact points come from goes with the answer, or, where the two would not fit the
// caption band, with the slide's beat, whole (and the answer says so); no caption is cut. Over
// 400 seeded random overlapping pairs of polytopes and of capsules, both ways are taken.
TEST(Lesson, ALongAnswerSpillsIntoTheSlideNotOffTheBand) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(-1, 1);
    int spilled = 0, whole = 0, flat = 0;
    const std::string derivation = "the same weights on the corners";  // how the points are had
    for (int k = 0; k < 400; ++k) {
        auto points = [&] {
            std::string out;
            for (int i = 0; i < 12; ++i)
                out += std::string(i ? ", " : "") + "[" + std::to_string(u(rng)) + ", " +
                       std::to_string(u(rng)) + ", " + std::to_string(u(rng)) + "]";
            return out;
        };
        auto at = [&](double s) {
            return std::to_string(s * u(rng)) + ", " + std::to_string(s * u(rng)) + ", " +
                   std::to_string(s * u(rng));
        };
        // Polytopes (EPA's answers), rounded shapes (the cores' weights and the radii make long
        // answers) and boxes against boxes or octahedra (flat sides cut in triangles: the answer
        // on the closest face's flat neighbour makes the longest).
        const int kind = k % 3;
        const std::string a = points(), b = points();
        auto box = [&](const char* name, double offset) {
            return std::string(R"({"name": ")") + name + R"(", "type": "box", "half_extents": [)" +
                   std::to_string(0.3 + 0.4 * (1 + u(rng))) + ", " +
                   std::to_string(0.3 + 0.4 * (1 + u(rng))) + ", " +
                   std::to_string(0.3 + 0.4 * (1 + u(rng))) + R"(], "rotation_deg": [)" + at(90) +
                   R"(], "position": [)" + at(offset) + "]}";
        };
        auto octahedron = [&](const char* name, double offset) {
            const double r = 0.5 + 0.2 * (1 + u(rng));
            const std::string p = std::to_string(r), m = std::to_string(-r);
            return std::string(R"({"name": ")") + name + R"(", "type": "polytope", "points": [[)" +
                   p + ",0,0],[" + m + ",0,0],[0," + p + ",0],[0," + m + ",0],[0,0," + p +
                   "],[0,0," + m + R"(]], "rotation_deg": [)" + at(90) + R"(], "position": [)" +
                   at(offset) + "]}";
        };
        const Timeline3 t = build_timeline3(gjklab::parse_scene(
            kind == 1
                ? R"({"version": 1, "dimension": 3, "shapes": [{"name": "A", "type": "capsule", "a": [)" +
                      at(1) + R"(], "b": [)" + at(1) +
                      R"(], "radius": 0.3}, {"name": "B", "type": "capsule", "a": [)" + at(1) +
                      R"(], "b": [)" + at(1) + R"(], "radius": 0.3, "position": [)" + at(0.3) +
                      "]}]}"
            : kind == 2
                ? R"({"version": 1, "dimension": 3, "shapes": [)" + box("A", 0) + ", " +
                      (k % 2 ? box("B", 1) : octahedron("B", 1)) + "]}"
                : R"({"version": 1, "dimension": 3, "shapes": [{"name": "A", "type": "polytope", "points": [)" +
                      a + R"(]}, {"name": "B", "type": "polytope", "points": [)" + b +
                      R"(], "position": [)" + at(0.5) + "]}]}",
            "random.json"));
        if (!t.report.result3.intersecting) continue;
        const std::string answer = beat_caption(t, {t.size() - 1, Phase::EndAnswer});
        const std::string slide = beat_caption(t, {t.size() - 1, Phase::EndSlide});
        EXPECT_FALSE(layout_caption(answer).cut) << answer;
        EXPECT_FALSE(layout_caption(slide).cut) << slide;
        if ((answer + slide).find(" lie in one plane ") != std::string::npos) ++flat;
        if (answer.find("Where they come from: next.") != std::string::npos) {
            ++spilled;
            EXPECT_NE(slide.find(derivation), std::string::npos) << slide;
        } else if (answer.find(derivation) != std::string::npos) {
            ++whole;
            EXPECT_EQ(slide.find(derivation), std::string::npos) << slide;
        }
    }
    EXPECT_GT(spilled, 0);
    EXPECT_GT(whole, 0);
    EXPECT_GT(flat, 0);
    // An octahedron in a slanted box: corners of A and of B each made two of the face's w, and
    // the flat neighbour's reason made the slide's caption too long for the band (it was cut).
    const Timeline3 slanted =
        build_timeline3(gjklab::parse_scene(R"({"version": 1, "dimension": 3, "shapes": [
        {"name": "A", "type": "box", "half_extents": [0.9, 0.9, 0.5], "rotation_deg": [25, 0, 30]},
        {"name": "B", "type": "polytope", "points": [[0.7, 0, 0], [-0.7, 0, 0], [0, 0.7, 0], [0, -0.7, 0], [0, 0, 0.7],
         [0, 0, -0.7]], "position": [0.7, 0.5, 0.6], "rotation_deg": [0, 15, 40]}]})",
                                            "slanted.json"));
    const std::string slanted_slide = beat_caption(slanted, {slanted.size() - 1, Phase::EndSlide});
    EXPECT_FALSE(layout_caption(slanted_slide).cut) << slanted_slide;
    EXPECT_NE(slanted_slide.find("lies in w1 w7 w11"), std::string::npos) << slanted_slide;
}

TEST(Lesson, ShapesApartEndWithBMovedUntilTheyTouch) {
    // Both separated presets, 2D and 3D: the ending slides B by -distance x n, and B moved by
    // that much touches A (the query on the moved scene finds distance 0 and no overlap deeper
    // than rounding).
    for (const char* name : {"01_two_boxes_far_apart.json", "21_3d_sphere_vs_cone.json"}) {
        SCOPED_TRACE(name);
        Scene scene = load_scene(preset(name));
        auto check = [&](const auto& t, auto& position) {
            const auto& r = t.result();
            ASSERT_FALSE(r.intersecting);
            const auto beats = lesson_beats(t, {});
            ASSERT_EQ(beats.back().phase, Phase::EndSlide);
            EXPECT_NE(beat_caption(t, beats.back()).find(short_number(r.distance) + " towards A"),
                      std::string::npos)
                << beat_caption(t, beats.back());
            position -= r.distance * r.normal;
        };
        double scale = 0;
        if (scene.dimension == 2) {
            const Timeline2 t = build_timeline2(scene);
            check(t, scene.shapes[size_t(t.index_b)].entry2().position);
            scale = t.result().distance;
        } else {
            const Timeline3 t = build_timeline3(scene);
            check(t, scene.shapes[size_t(t.index_b)].entry3().position);
            scale = t.result().distance;
        }
        const QueryReport moved = run_query(scene);
        const bool touching = scene.dimension == 2 ? moved.result.distance < 1e-6 * scale
                                                   : moved.result3.distance < 1e-6 * scale;
        const double depth =
            scene.dimension == 2 ? moved.result.penetration_depth : moved.result3.penetration_depth;
        EXPECT_TRUE(touching);
        EXPECT_LT(depth, 1e-6 * scale);
    }
}

}  // namespace
