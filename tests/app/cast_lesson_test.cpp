// The ray cast lesson (model/cast_lesson.h) against the cast it tells: its beats in the
// algorithm's order, captions whose numbers are the trace's, the pseudocode lit in order, the
// answer the one `gjklab cast` gives; and what it refuses.
#include <gtest/gtest.h>

#include "model/cast_lesson.h"
#include "model/explain.h"
#include "model/lesson/pseudocode.h"
#include "model/lesson/table.h"
#include "scene/scene.h"

namespace gjklab {
namespace {

// A disc sliding into a rounded triangle: curved, so the cast takes several iterations.
const char* kDiscIntoTriangle = R"({"shapes": [
    {"name": "A", "type": "polygon", "vertices": [[-1, -0.8], [1.2, -0.6], [0.2, 1.1]],
     "radius": 0.1},
    {"name": "B", "type": "ellipse", "radii": [0.6, 0.3], "position": [4.5, 2.2],
     "rotation_deg": 20, "velocity": [-3.2, -1.5]}], "time": {"duration": 2}})";

int line_of(const Pseudocode& code) {
    return code.current;
}

TEST(CastLesson, BeatsFollowTheCastAndEndAtItsAnswer) {
    const CastLesson l = build_cast_lesson(parse_scene(kDiscIntoTriangle, "disc"));
    ASSERT_TRUE(l.report.hit);
    ASSERT_GE(l.steps.size(), 3u);
    ASSERT_EQ(l.beats.front().phase, Phase::CastRay);
    ASSERT_EQ(l.beats.back().phase, Phase::CastHit);
    EXPECT_EQ(l.beats.size(), 2 + 4 * l.steps.size());
    double lambda = 0;
    int tests_said_hit = 0;
    for (size_t i = 1; i + 1 < l.beats.size(); i += 4) {
        const int k = l.beats[i].step;
        EXPECT_EQ(l.beats[i].phase, Phase::CastSupport);
        EXPECT_EQ(l.beats[i + 1].phase, Phase::CastPlane);
        EXPECT_EQ(l.beats[i + 2].phase, Phase::CastClosest);
        EXPECT_EQ(l.beats[i + 3].phase, Phase::CastTest);
        // Within an iteration the lines lit go down the code.
        const int support = line_of(cast_pseudocode(l, l.beats[i]));
        const int plane = line_of(cast_pseudocode(l, l.beats[i + 1]));
        const int closest = line_of(cast_pseudocode(l, l.beats[i + 2]));
        const int test = line_of(cast_pseudocode(l, l.beats[i + 3]));
        EXPECT_LT(support, plane);
        EXPECT_LT(plane, closest);
        EXPECT_LT(closest, test);
        // Lambda never goes back, and the plane's caption says whether it moved.
        const auto& s = l.steps[size_t(k)];
        EXPECT_GE(s.lambda, lambda);
        lambda = s.lambda;
        EXPECT_EQ(cast_beat_said(l, l.beats[i + 1]).key,
                  s.advanced ? "cast.plane_advance" : "cast.plane_stay");
        tests_said_hit += cast_beat_said(l, l.beats[i + 3]).key == "cast.test_hit";
    }
    EXPECT_EQ(tests_said_hit, 1);  // the last test, and only it
    EXPECT_EQ(cast_beat_said(l, l.beats[l.beats.size() - 2]).key, "cast.test_hit");
    // The answer said is the cast's.
    const lesson::Said hit = cast_beat_said(l, l.beats.back());
    EXPECT_EQ(hit.key, "cast.hit");
    for (const auto& [slot, value] : hit.slots) {
        if (slot == "t") {
            EXPECT_EQ(value, short_number(l.report.toi));
        }
    }
    EXPECT_DOUBLE_EQ(l.t0 + l.lambda, l.report.toi);
    // The plot has one value per iteration, falling to the tolerance.
    const Convergence c = cast_convergence(l, l.beats.back());
    ASSERT_EQ(c.gjk.size(), l.steps.size());
    EXPECT_LE(c.gjk.back(), l.tolerance);
}

TEST(CastLesson, EveryBeatIsSaidInBothLanguages) {
    for (const char* text : {kDiscIntoTriangle,
                             R"({"shapes": [{"name": "A", "type": "box", "half_extents": [1, 1]},
                                 {"name": "B", "type": "circle", "radius": 0.5, "position": [4, 3],
                                  "velocity": [1, 0]}]})"}) {
        const CastLesson l = build_cast_lesson(parse_scene(text, "scene"));
        for (auto language : {lesson::Language::English, lesson::Language::Chinese}) {
            const lesson::LanguageScope scope(language);
            for (const Beat& b : l.beats) {
                EXPECT_FALSE(cast_beat_title(l, b).empty());
                EXPECT_NO_THROW(cast_beat_said(l, b));
                EXPECT_GE(cast_pseudocode(l, b).current, 0) << phase_name(b.phase);
            }
        }
    }
}

TEST(CastLesson, AMissIsToldAsOne) {
    const CastLesson l = build_cast_lesson(parse_scene(
        R"({"shapes": [{"name": "A", "type": "box", "half_extents": [1, 1]},
            {"name": "B", "type": "circle", "radius": 0.5, "position": [4, 3], "velocity": [1, 0]}]})",
        "miss"));
    EXPECT_FALSE(l.report.hit);
    EXPECT_EQ(l.beats.back().phase, Phase::CastHit);
    EXPECT_EQ(cast_beat_said(l, l.beats.back()).key, "cast.miss");
    EXPECT_EQ(cast_beat_said(l, l.beats[l.beats.size() - 2]).key, "cast.plane_miss_away");
}

TEST(CastLesson, ATurningShapeIsToldAsConservativeAdvancement) {
    const CastLesson l = build_cast_lesson(parse_scene(
        R"({"shapes": [{"name": "A", "type": "box", "half_extents": [1.6, 0.15],
             "angular_velocity_deg": 120},
            {"name": "B", "type": "box", "half_extents": [0.3, 0.3], "position": [0.9, 2.2],
             "rotation_deg": 10, "velocity": [0, -0.6]}], "time": {"duration": 3}})",
        "turns"));
    ASSERT_EQ(l.method, gjk::ToiMethod::ConservativeAdvancement);
    ASSERT_TRUE(l.report.hit);
    ASSERT_EQ(int(l.advance.size()), l.advance_total);        // 40 or fewer: every step shown
    EXPECT_EQ(l.beats.size(), 2 + 2 * l.advance.size() - 1);  // the last distance is the hit
    double t = -1;
    for (size_t k = 0; k < l.advance.size(); ++k) {
        EXPECT_GT(l.advance[k].t, t);  // time only goes forward...
        t = l.advance[k].t;
        if (k + 1 < l.advance.size()) {
            // ...by the safe step the caption says: (d - target) / speed.
            EXPECT_DOUBLE_EQ(l.advance[k].next_t, l.advance[k + 1].t);
            EXPECT_GT(l.advance[k].distance, l.report.target * 3 / 4);
        }
    }
    EXPECT_DOUBLE_EQ(l.t0 + t, l.report.toi);
    EXPECT_EQ(cast_beat_said(l, l.beats[l.beats.size() - 2]).key, "cast.advance_distance_hit");
    EXPECT_EQ(cast_beat_said(l, l.beats.back()).key, "cast.advance_hit");
    for (auto language : {lesson::Language::English, lesson::Language::Chinese}) {
        const lesson::LanguageScope scope(language);
        for (const Beat& b : l.beats) {
            EXPECT_NO_THROW(cast_beat_said(l, b));
            EXPECT_GE(cast_pseudocode(l, b).current, 0) << phase_name(b.phase);
        }
    }
}

TEST(CastLesson, In3DTheRayCastIsToldWithPlanesAndTheAdvancementToo) {
    // A sphere thrown at a box (preset 31's pair): the ray cast, as in 2D, with planes across u.
    const CastLesson3 l = build_cast_lesson3(parse_scene(
        R"({"dimension": 3, "shapes": [{"name": "A", "type": "box", "half_extents": [1, 1, 1]},
            {"name": "B", "type": "sphere", "radius": 0.6, "position": [4, 1.2, 0.8],
             "velocity": [-3, -0.5, -0.4]}], "time": {"duration": 2}})",
        "3d"));
    ASSERT_EQ(l.method, gjk::ToiMethod::RayCast);
    ASSERT_TRUE(l.report.hit);
    EXPECT_EQ(l.beats.size(), 2 + 4 * l.steps.size());
    EXPECT_DOUBLE_EQ(l.t0 + l.lambda, l.report.toi);
    EXPECT_EQ(cast_beat_said(l, l.beats.back()).key, "cast.hit");
    EXPECT_NE(cast_beat_said(l, l.beats[1]).text.find("behind the plane through p1"),
              std::string::npos)
        << cast_beat_said(l, l.beats[1]).text;
    const Convergence c = cast_convergence(l, l.beats.back());
    ASSERT_EQ(c.gjk.size(), l.steps.size());
    EXPECT_LE(c.gjk.back(), l.tolerance);
    // A box turning as it falls onto another: conservative advancement, time only forward.
    const CastLesson3 turns = build_cast_lesson3(parse_scene(
        R"({"dimension": 3, "shapes": [{"name": "A", "type": "box", "half_extents": [2, 0.2, 2]},
            {"name": "B", "type": "box", "half_extents": [0.6, 0.3, 0.4], "position": [0, 2.5, 0],
             "velocity": [0, -1.5, 0], "angular_velocity_deg": [40, 0, 90]}],
            "time": {"duration": 3}})",
        "turns"));
    ASSERT_EQ(turns.method, gjk::ToiMethod::ConservativeAdvancement);
    ASSERT_TRUE(turns.report.hit);
    double t = -1;
    ASSERT_FALSE(turns.advance.empty());
    for (const auto& a : turns.advance) {
        EXPECT_GT(a.t, t);
        t = a.t;
    }
    EXPECT_DOUBLE_EQ(turns.t0 + t, turns.report.toi);
    for (auto language : {lesson::Language::English, lesson::Language::Chinese}) {
        const lesson::LanguageScope scope(language);
        for (const auto* lesson : {&l, &turns})
            for (const Beat& b : lesson->beats) {
                EXPECT_FALSE(cast_beat_title(*lesson, b).empty());
                EXPECT_NO_THROW(cast_beat_said(*lesson, b));
                EXPECT_GE(cast_pseudocode(*lesson, b).current, 0) << phase_name(b.phase);
            }
    }
    // Each dimension's lesson takes its own scenes.
    EXPECT_THROW(build_cast_lesson(l.scene), InputError);
    EXPECT_THROW(build_cast_lesson3(parse_scene(kDiscIntoTriangle, "disc")), InputError);
}

}  // namespace
}  // namespace gjklab
