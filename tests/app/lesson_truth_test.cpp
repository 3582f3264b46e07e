// Every beat of every preset's lesson, in both variants, replayed against the trace it tells:
// a beat names only support points found by then, the simplex (polytope) it shows is the
// algorithm's at that moment, and the pseudocode line it lights is the one that runs then.
// These properties are checked from the trace and the pseudocode's text, not from the lesson's
// tables (model/lesson/table.h), which the last test checks row by row.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

#include "app/scenes.h"
#include "model/lesson.h"
#include "model/lesson/pseudocode.h"
#include "model/lesson/table.h"
#include "model/lesson/text.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "scene/numbers.h"

namespace {

using namespace gjklab;

/// The numbers k of every "wk" in a text (w1, w12; not "w.d", "w =" or a word).
std::set<int> named_points(const std::string& text) {
    std::set<int> out;
    for (size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != 'w' || (i > 0 && std::isalnum(static_cast<unsigned char>(text[i - 1]))))
            continue;
        size_t j = i + 1;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        if (j > i + 1) out.insert(std::stoi(text.substr(i + 1, j - i - 1)));
    }
    return out;
}

std::string value(const Pseudocode& c, const std::string& name) {
    for (const auto& [n, v] : c.values)
        if (n == name) return v;
    return "";
}

template <class Vertices, class Names>
std::string set_text(const Vertices& vs, const Names& names) {
    std::string out = "{";
    for (size_t k = 0; k < vs.size(); ++k) out += (k ? ", " : "") + names.name(vs[k]);
    return out + "}";
}

/// The support points found by each beat, from the trace alone: a step's entering simplex (or
/// polytope) was found before it; its support point from its support sub-step on (the boolean
/// GJK's w1 from the introduction's support beat, which shows it).
template <class Timeline>
int found_by(const Timeline& t, const Beat& b) {
    int found = 0;
    auto see = [&](const auto& v) { found = std::max(found, t.names.number(v)); };
    if (in_intro(b.phase)) {
        if (b.phase == Phase::IntroSupport && t.first_point()) see(*t.first_point());
        return found;
    }
    for (int s = 0; s < b.step; ++s) {
        if (const auto* g = t.gjk_step(s)) {
            for (const auto& v : g->simplex_before) see(v);
            if (g->has_support) see(g->support);
        } else if (const auto* e = t.epa_step(s)) {
            if (e->has_support) see(e->support);
        }
    }
    const bool support_found = in_ending(b.phase) || b.phase == Phase::Whole ||
                               b.phase == Phase::GjkSupport || b.phase == Phase::GjkTest ||
                               b.phase == Phase::GjkAdd || b.phase == Phase::EpaSupport ||
                               b.phase == Phase::EpaTest || b.phase == Phase::EpaSees ||
                               b.phase == Phase::EpaHorizon || b.phase == Phase::EpaNew;
    if (const auto* g = t.gjk_step(b.step)) {
        for (const auto& v : g->simplex_before) see(v);
        if (g->has_support && support_found) see(g->support);
        // The boolean GJK's w1 was shown by the introduction's support beat.
        if (g->simplex_before.empty() && g->has_support && b.phase == Phase::GjkTest)
            see(g->support);
    } else if (const auto* e = t.epa_step(b.step)) {
        if constexpr (Timeline::dimension == 2)
            for (const auto& v : e->polytope) see(v);
        else
            for (const auto& v : e->vertices) see(v);
        if (e->has_support && support_found) see(e->support);
    }
    return found;
}

/// The line a beat lights, by its text.
std::string lit(const Pseudocode& c) {
    return c.current >= 0 ? c.lines[size_t(c.current)] : "";
}
/// A line that can end the run: a return, or a test that returns (or leaves for EPA) when true.
bool ends_run(const std::string& line) {
    return line.find("return") != std::string::npos || line.find("go to EPA") != std::string::npos;
}
/// A line that always ends the run when it runs.
bool returns(const std::string& line) {
    return line.find_first_not_of(' ') != std::string::npos &&
           line.substr(line.find_first_not_of(' ')).rfind("return", 0) == 0;
}
int loop_line(const Pseudocode& c) {
    for (size_t k = 0; k < c.lines.size(); ++k)
        if (c.lines[k] == "loop:") return int(k);
    return -1;
}

template <class Timeline>
void check_truth(const Timeline& t, const std::string& name, bool intro) {
    const std::vector<Beat> beats = lesson_beats(t, {intro, true});
    ASSERT_FALSE(beats.empty());
    int last_line = -1, last_step = -1;
    std::string last_title;
    for (size_t k = 0; k < beats.size(); ++k) {
        const Beat& b = beats[k];
        const Pseudocode code = pseudocode(t, b);
        const std::string caption = beat_caption(t, b);
        SCOPED_TRACE(name + (intro ? "" : " (no intro)") + ", " + beat_title(t, b) + ": " +
                     caption);
        // 1. Only points found by then.
        const int found = found_by(t, b);
        std::string values;
        for (const auto& [n, v] : code.values) values += n + " " + v + "; ";
        for (int k2 : named_points(caption)) EXPECT_LE(k2, found) << "the caption names w" << k2;
        for (int k2 : named_points(values))
            EXPECT_LE(k2, found) << "the values name w" << k2 << ": " << values;
        // 2. The simplex shown is the algorithm's at that moment.
        if (const auto* g = t.gjk_step(b.step); g && (in_gjk(b.phase))) {
            const std::string s = value(code, "S");
            switch (b.phase) {
                case Phase::GjkClosest:
                    EXPECT_EQ(s, set_text(g->simplex_before, t.names));
                    break;
                case Phase::GjkAdd: {
                    auto grown = g->simplex_after;
                    grown.push_back(g->support);
                    EXPECT_EQ(s, set_text(grown, t.names));
                    // ... and it is what the next step enters with (as a set).
                    if (const auto* next = t.gjk_step(b.step + 1)) {
                        std::set<int> a, n;
                        for (const auto& v : grown) a.insert(t.names.number(v));
                        for (const auto& v : next->simplex_before) n.insert(t.names.number(v));
                        EXPECT_EQ(a, n);
                    }
                    break;
                }
                default:
                    if (!g->simplex_before.empty()) {
                        EXPECT_EQ(s, set_text(g->simplex_after, t.names));
                    }
                    break;
            }
        }
        // 3. The lit line runs then: in order within a step, back to the top of the loop for
        // the next one, a line that ends the run exactly where the run ends.
        const bool sub_step = in_gjk(b.phase) || in_epa(b.phase);
        if (sub_step || b.phase == Phase::IntroSupport) {
            ASSERT_GE(code.current, 0);
            const std::string line = lit(code);
            const bool run_ends_here = k + 1 < beats.size() && in_ending(beats[k + 1].phase) &&
                                       beats[k + 1].step == b.step;
            const auto* g = t.gjk_step(b.step);
            const auto* e = t.epa_step(b.step);
            const bool stops =
                g ? g->stop != gjk::GjkStop::Running : e->stop != gjk::EpaStop::Running;
            const bool ends =
                run_ends_here || (stops && k + 1 < beats.size() && beats[k + 1].step != b.step);
            if (sub_step && ends) {
                EXPECT_TRUE(ends_run(line)) << line;
            }
            if (sub_step && !ends) {
                EXPECT_FALSE(returns(line)) << line;
            }
            if (sub_step && k > 0 && (in_gjk(beats[k - 1].phase) || in_epa(beats[k - 1].phase))) {
                if (b.step == last_step)
                    EXPECT_GT(code.current, last_line) << "lines out of order";
                else if (code.current !=
                         loop_line(code) + 1) {  // the top of the loop, or the run ends
                    EXPECT_TRUE(ends && code.current == loop_line(code) + 2)
                        << "an iteration starts at the top";
                }
            }
            last_line = code.current;
            last_step = b.step;
        }
        if (in_ending(b.phase) && !in_manifold(b.phase)) {
            EXPECT_TRUE(ends_run(lit(code))) << lit(code);
        }
        // The manifold's beats walk down its pseudocode: the faces, the cuts, the points kept.
        if (in_manifold(b.phase)) {
            const std::string line = lit(code);
            const char* expected = b.phase == Phase::ManifoldFaces    ? "ref ="
                                   : b.phase == Phase::ManifoldPoints ? "keep"
                                                                      : "cut inc";
            EXPECT_NE(line.find(expected), std::string::npos) << line;
            // Every kept point's separation is said as the manifold has it.
            for (const auto& p : b.phase == Phase::ManifoldPoints
                                     ? t.manifold.points
                                     : std::vector<gjklab::ManifoldPointReport>{}) {
                EXPECT_NE(beat_caption(t, b).find(short_number(p.separation)), std::string::npos);
            }
        }
        last_title = beat_title(t, b);
    }
}

std::vector<std::string> every_preset() {
    std::vector<std::string> out;
    for (const auto& f :
         std::filesystem::directory_iterator(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes"))
        if (f.path().extension() == ".json") out.push_back(f.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

TEST(LessonTruth, EveryBeatOfEveryPresetInBothVariants) {
    int lessons = 0, boolean_beats = 0;
    for (const std::string& file : every_preset()) {
        for (Variant v : {Variant::Distance, Variant::Boolean}) {
            Scene scene = load_scene(file);
            scene.settings.variant = v;
            const std::string name = std::filesystem::path(file).filename().string() +
                                     (v == Variant::Boolean ? " boolean" : " distance");
            for (bool intro : {true, false}) {
                if (scene.dimension == 3)
                    check_truth(build_timeline3(scene), name, intro);
                else
                    check_truth(build_timeline2(scene), name, intro);
            }
            ++lessons;
            if (v == Variant::Boolean)
                boolean_beats += scene.dimension == 3
                                     ? int(lesson_beats(build_timeline3(scene), {}).size())
                                     : int(lesson_beats(build_timeline2(scene), {}).size());
        }
    }
    EXPECT_GE(lessons, 50);
    EXPECT_GT(boolean_beats, 200);
}

// The classic boolean lesson, beat by beat as a lecturer steps it: the first support point is
// tested before it is kept; no beat names w3 before the support sub-step that finds it; the
// overlap is found at the nearest-part sub-step of the triangle w1 w2 w3.
TEST(LessonTruth, TheClassicBooleanLessonInOrder) {
    const Timeline2 t = build_timeline2(load_scene(test::preset("16_boolean_gjk_classic.json")));
    const std::vector<Beat> beats = lesson_beats(t, {});
    std::vector<std::string> keys;
    for (const Beat& b : beats)
        if (const Pseudocode c = pseudocode(t, b); c.current >= 0)
            keys.push_back(c.keys[size_t(c.current)]);
    const std::vector<std::string> expected = {
        "start-support", "start-test", "start-simplex",                 // w1 = s(d0), tested, kept
        "closest",       "direction",  "support",       "test", "add",  // {w1}: w2
        "closest",       "direction",  "support",       "test", "add",  // {w1, w2}: w3
        "overlap",       "overlap"};  // {w1, w2, w3} holds O; answer
    EXPECT_EQ(keys, expected);
    const auto w3 = std::find_if(beats.begin(), beats.end(), [&](const Beat& b) {
        return named_points(beat_caption(t, b)).count(3) > 0;
    });
    ASSERT_NE(w3, beats.end());
    EXPECT_EQ(w3->phase, Phase::GjkSupport);
    EXPECT_EQ(w3->step, 2);
    EXPECT_EQ(value(pseudocode(t, {3, Phase::GjkClosest}), "S"), "{w1, w2, w3}");
}

// The tables: every row's lines exist in its algorithm's pseudocode, every sub-step draws
// something, and the sub-steps of an algorithm light lines in the order the code runs them.
TEST(LessonTruth, EveryRowLightsALineOfItsPseudocode) {
    for (Algorithm a : {Algorithm::DistanceGjk, Algorithm::BooleanStart, Algorithm::BooleanGjk,
                        Algorithm::Epa, Algorithm::RayCast}) {
        const auto& code = code_lines(a);
        auto index = [&](const char* key) {
            for (size_t k = 0; k < code.size(); ++k)
                if (std::string(code[k].key) == key) return int(k);
            return -1;
        };
        int last = -1;
        for (const LessonRow& row : lesson_rows(a)) {
            SCOPED_TRACE(std::string(algorithm_name(a)) + " " + phase_name(row.phase));
            for (const char* key : {row.line, row.line_stops, row.line_inside})
                if (key) {
                    EXPECT_GE(index(key), 0) << key;
                }
            if (in_gjk(row.phase) || in_epa(row.phase) ||
                (stage_of(row.phase) == Stage::Cast && row.phase != Phase::CastHit)) {
                ASSERT_NE(row.line, nullptr);
                EXPECT_GT(index(row.line), last) << "sub-steps out of the code's order";
                last = index(row.line);
                EXPECT_NE(row.marks, 0u);
                EXPECT_FALSE(std::string(row.title).empty());
            }
        }
    }
}

// Every template's slots are well formed, and a caption's slots carry the step's numbers: the
// tolerance said by EPA's gap test is the scene's (editable in the window), not a constant.
TEST(LessonTruth, SlotsCarryTheStepsValues) {
    for (const std::string& key : lesson::template_keys())
        EXPECT_NO_THROW(lesson::slot_names(lesson::template_of(key)));
    EXPECT_THROW(lesson::say("gjk.add", {{"w", "w2"}}), std::logic_error);  // a slot left empty
    EXPECT_THROW(lesson::say("gjk.add", {{"w", "w2"}, {"simplex", "x"}, {"extra", "y"}}),
                 std::logic_error);
    for (double tolerance : {1e-9, 1e-4}) {
        Scene scene = load_scene(test::preset("04_boxes_overlapping_epa.json"));
        scene.settings.tolerance = tolerance;
        const Timeline2 t = build_timeline2(scene);
        bool said = false;
        for (const Beat& b : lesson_beats(t, {}))
            if (b.phase == Phase::EpaTest && t.epa_step(b.step)->stop == gjk::EpaStop::Running) {
                const lesson::Said s = beat_said(t, b);
                for (const auto& [slot, text] : s.slots)
                    if (slot == "eps") {
                        EXPECT_EQ(text, short_number(tolerance));
                        said = true;
                    }
            }
        EXPECT_TRUE(said) << tolerance;
    }
}

}  // namespace
