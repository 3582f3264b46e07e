// After an edit the lesson stays at the same point of the algorithm (model/lesson.h,
// beat_at_same_place): the lecturer dragging B mid-lesson keeps the sub-step on screen.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/lesson.h"
#include "model/timeline2.h"
#include "scene/scene.h"
#include "scenes.h"

namespace {

using namespace gjklab;

/// Beats of a run with `gjk` GJK iterations and `epa` EPA iterations, each in the given
/// sub-steps, after a two-beat introduction and before a two-beat ending.
std::vector<Beat> run_of(int gjk, int epa) {
    std::vector<Beat> beats = {{0, Phase::IntroShapes}, {0, Phase::IntroSupport}};
    for (int k = 0; k < gjk; ++k)
        for (Phase p : {Phase::GjkClosest, Phase::GjkSupport, Phase::GjkTest})
            beats.push_back({k, p});
    for (int k = 0; k < epa; ++k)
        for (Phase p : {Phase::EpaClosest, Phase::EpaSupport, Phase::EpaHorizon})
            beats.push_back({gjk + k, p});
    const int last = gjk + epa - 1;
    beats.push_back({last, Phase::EndAnswer});
    if (epa > 0) beats.push_back({last, Phase::EndSlide});
    return beats;
}

Beat at(const std::vector<Beat>& beats, int index) {
    return beats[size_t(index)];
}

TEST(LessonPlace, SameSubStepOfTheSameIteration) {
    // GJK 2's support, before and after an edit that added a GJK iteration.
    const auto after = run_of(4, 0);
    const Beat was{1, Phase::GjkSupport};
    const Beat now = at(after, beat_at_same_place(was, 3, after, 4));
    EXPECT_EQ(now.step, 1);
    EXPECT_EQ(now.phase, Phase::GjkSupport);
}

TEST(LessonPlace, EpaCountsItsOwnIterations) {
    // EPA 2's horizon with 3 GJK steps before it; after the edit GJK takes 5: still EPA 2,
    // now trace step 6 (the step index alone would land in GJK).
    const auto after = run_of(5, 4);
    const Beat now = at(after, beat_at_same_place({3 + 1, Phase::EpaHorizon}, 3, after, 5));
    EXPECT_EQ(now.step, 5 + 1);
    EXPECT_EQ(now.phase, Phase::EpaHorizon);
}

TEST(LessonPlace, TheAnswerStaysTheAnswer) {
    // The lecturer's case: on the answer, drag; the new run is longer, the answer stays.
    const auto after = run_of(4, 6);
    const Beat now = at(after, beat_at_same_place({2, Phase::EndAnswer}, 3, after, 4));
    EXPECT_EQ(now.phase, Phase::EndAnswer);
    EXPECT_EQ(now.step, 4 + 6 - 1);
}

TEST(LessonPlace, NearestIterationThenTheAnswer) {
    // GJK 5's test, and the new run has 3 iterations: GJK 3's test.
    const auto shorter = run_of(3, 0);
    Beat now = at(shorter, beat_at_same_place({4, Phase::GjkTest}, 5, shorter, 3));
    EXPECT_EQ(now.step, 2);
    EXPECT_EQ(now.phase, Phase::GjkTest);
    // EPA 2, and the shapes were pulled apart: no EPA any more; the answer.
    now = at(shorter, beat_at_same_place({4 + 1, Phase::EpaSupport}, 4, shorter, 3));
    EXPECT_EQ(now.phase, Phase::EndAnswer);
    // The introduction keeps its beat.
    now = at(shorter, beat_at_same_place({0, Phase::IntroSupport}, 7, shorter, 3));
    EXPECT_EQ(now.phase, Phase::IntroSupport);
}

TEST(LessonPlace, ARealEditKeepsTheSubStep) {
    // The default scene, on GJK 2's direction; B nudged by 0.05: the same sub-step.
    Scene scene = load_scene(test::preset("default.json"));
    const Timeline2 t = build_timeline2(scene);
    const auto beats = lesson_beats(t, {});
    const Beat was{1, Phase::GjkDirection};
    ASSERT_NE(std::find(beats.begin(), beats.end(), was), beats.end());
    scene.shapes[1].entry2().position += glm::dvec2(0.05, -0.03);
    const Timeline2 moved = build_timeline2(scene);
    const auto after = lesson_beats(moved, {});
    const Beat now = at(after, beat_at_same_place(was, t.gjk_count(), after, moved.gjk_count()));
    EXPECT_EQ(now, was);
}

}  // namespace
