// The lesson in Simplified Chinese: the same templates and slots as in English, every beat of
// every preset told without an English sentence left, and every caption inside a recording's
// caption band.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

#include "model/caption_layout.h"
#include "model/lesson.h"
#include "model/lesson/text.h"
#include "model/timeline2.h"
#include "model/timeline3.h"

namespace {

using namespace gjklab;
using lesson::Language;

std::set<std::string> slots_of(const char* text) {
    const auto names = lesson::slot_names(text);
    return {names.begin(), names.end()};
}

TEST(LessonLanguage, EveryTemplateHasItsChineseWithTheSameSlots) {
    for (const std::string& key : lesson::template_keys()) {
        const char* zh = lesson::template_in(Language::Chinese, key);
        ASSERT_NE(zh, nullptr) << key;
        EXPECT_EQ(slots_of(zh), slots_of(lesson::template_in(Language::English, key))) << key;
    }
}

/// English words that would mean a sentence was left untranslated.
bool has_english_sentence(const std::string& text) {
    for (const char* word :
         {" the ", " is ", " and ", " of ", " to O", "simplex", "closest", "support point"})
        if (text.find(word) != std::string::npos) return true;
    return false;
}

/// A "{name}" left in a text: a slot nobody filled (a set such as "{w1}" has a digit).
bool has_unfilled_slot(const std::string& text) {
    for (size_t at = text.find('{'); at != std::string::npos; at = text.find('{', at + 1)) {
        const size_t end = text.find('}', at);
        if (end == std::string::npos) return false;
        const std::string name = text.substr(at + 1, end - at - 1);
        if (name.size() >= 2 && std::all_of(name.begin(), name.end(),
                                            [](char c) { return std::islower(c) || c == '_'; }))
            return true;
    }
    return false;
}

template <class Timeline>
void check_chinese(const Timeline& t, const std::string& name, int& beats) {
    const lesson::LanguageScope scope(Language::Chinese);
    for (const Beat& b : lesson_beats(t, {})) {
        const std::string title = beat_title(t, b), caption = beat_caption(t, b);
        SCOPED_TRACE(name + " " + title + ": " + caption);
        EXPECT_FALSE(caption.empty());
        EXPECT_FALSE(has_english_sentence(caption));
        EXPECT_FALSE(has_unfilled_slot(caption));
        EXPECT_FALSE(layout_caption(title + ":  " + caption).cut);
        const Pseudocode code = pseudocode(t, b);
        for (const std::string& line : code.lines)
            EXPECT_FALSE(has_english_sentence(" " + line + " ")) << line;
        ++beats;
    }
}

TEST(LessonLanguage, EveryPresetToldInChineseInsideTheCaptionBand) {
    int beats = 0;
    for (const auto& f :
         std::filesystem::directory_iterator(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes")) {
        if (f.path().extension() != ".json") continue;
        for (Variant v : {Variant::Distance, Variant::Boolean}) {
            Scene scene = load_scene(f.path().string());
            scene.settings.variant = v;
            const std::string name = f.path().filename().string();
            if (scene.dimension == 3)
                check_chinese(build_timeline3(scene), name, beats);
            else
                check_chinese(build_timeline2(scene), name, beats);
        }
    }
    EXPECT_GT(beats, 1000);
    EXPECT_EQ(lesson::language(), Language::English);  // the scope put English back
}

// The wrapping the caption band and the panels use: Chinese breaks between characters but not
// before its closing punctuation; a Chinese character is two columns wide.
TEST(LessonLanguage, ChineseBreaksBetweenCharacters) {
    // A formula keeps its operators with their operands; a signed number stays whole.
    const std::vector<std::string> formula = lesson::break_points("w2 = a3 - b1 at (0.17, -0.98)");
    const std::vector<std::string> formula_expected = {"w2 = a3 - b1", " ", "at",    " ",
                                                       "(0.17,",       " ", "-0.98)"};
    EXPECT_EQ(formula, formula_expected);
    const std::vector<std::string> pieces = lesson::break_points("单纯形，w1 = (1, 2)。");
    const std::vector<std::string> expected = {"单", "纯", "形，", "w1 = (1,", " ", "2)。"};
    EXPECT_EQ(pieces, expected);
    EXPECT_EQ(lesson::display_columns("单纯形 w1"), 9u);
    std::string long_chinese;
    for (int k = 0; k < 120; ++k) long_chinese += "单";
    const CaptionLayout wrapped = layout_caption(long_chinese);
    EXPECT_GE(wrapped.lines.size(), 2u);
    for (const std::string& line : wrapped.lines) EXPECT_LE(lesson::display_columns(line), 130u);
}

}  // namespace
