// Practice mode's questions (model/practice.h) checked against the run they ask about: the
// support point is the step's w, the corners to drop are the ones the next simplex lacks, the
// edge (face) EPA expands is its closest, the origin's answer is the query's.
#include <gtest/gtest.h>

#include "app/scenes.h"
#include "model/practice.h"
#include "model/timeline2.h"
#include "model/timeline3.h"

namespace {

using namespace gjklab;
using Kind = PracticeQuestion::Kind;

template <class Timeline>
void check_every_question(const Timeline& t, int& asked) {
    for (const Beat& b : lesson_beats(t, {})) {
        const auto q = practice_question(t, b);
        const bool reveals = b.phase == Phase::GjkSupport || b.phase == Phase::GjkDrop ||
                             b.phase == Phase::EpaClosest || b.phase == Phase::EndAnswer;
        EXPECT_EQ(q.has_value(), reveals) << phase_name(b.phase);
        if (!q) continue;
        ++asked;
        EXPECT_FALSE(q->prompt.empty());
        switch (q->kind) {
            case Kind::ClickSupport: {
                const auto& w = t.gjk_step(b.step)->support.point;
                ASSERT_GE(q->point.size(), 2u);
                EXPECT_EQ(q->point[0], w[0]);
                EXPECT_EQ(q->point[1], w[1]);
                break;
            }
            case Kind::DropCorners: {
                const auto* g = t.gjk_step(b.step);
                EXPECT_EQ(q->options.size(), g->simplex_before.size());
                EXPECT_EQ(q->answer.size(), g->simplex_before.size() - g->simplex_after.size());
                EXPECT_FALSE(q->answer.empty());  // a drop beat drops something
                EXPECT_TRUE(practice_right(*q, q->answer));
                EXPECT_FALSE(practice_right(*q, {}));
                break;
            }
            case Kind::ExpandEdge:
                ASSERT_EQ(q->answer.size(), 1u);
                EXPECT_LT(q->answer[0], int(q->options.size()));
                EXPECT_TRUE(practice_right(*q, q->answer));
                EXPECT_FALSE(practice_right(*q, {(q->answer[0] + 1) % int(q->options.size())}));
                break;
            case Kind::OriginInside:
                EXPECT_EQ(q->answer, std::vector<int>{t.result().intersecting ? 0 : 1});
                break;
        }
    }
}

TEST(Practice, EveryRevealAsksAndItsAnswerIsTheRuns) {
    int asked = 0;
    for (const char* name : {"default.json", "04_boxes_overlapping_epa.json",
                             "06_epa_many_steps.json", "16_boolean_gjk_classic.json"}) {
        SCOPED_TRACE(name);
        check_every_question(build_timeline2(load_scene(test::preset(name))), asked);
    }
    for (const char* name : {"20_3d_boxes_epa.json", "21_3d_sphere_vs_cone.json"}) {
        SCOPED_TRACE(name);
        check_every_question(build_timeline3(load_scene(test::preset(name))), asked);
    }
    EXPECT_GT(asked, 40);
    EXPECT_EQ(practice_verdict(true, "Because."), "Right. Because.");
}

}  // namespace
