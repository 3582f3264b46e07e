// The lesson's words as data: every sentence a caption says is a template in one table
// (text_en.cpp), with named slots ("{d}", "{eps}") that the caption code fills from the step's
// record. Code chooses which sentence applies and computes the values; it never writes prose.
// A caption keeps its template's key and its slots, so `gjklab lesson --json` can give both and
// the tests can check the values rather than the wording.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gjklab::lesson {

using Slots = std::vector<std::pair<std::string, std::string>>;

/// The languages the lesson is told in (text_en.cpp, text_zh.cpp).
enum class Language { English, Chinese };
/// "en" or "zh".
const char* language_code(Language l);
/// The language of a code ("en", "zh"); nullopt for another.
std::optional<Language> language_named(const std::string& code);
/// The language every sentence is said in from now on (English by default). The window, `render`,
/// `record` and `lesson` set it from `--lang`, the window's settings or the scene.
void set_language(Language l);
Language language();

/// Sets the language for a scope and puts the one before back at its end.
class LanguageScope {
  public:
    explicit LanguageScope(Language l) : before_(language()) { set_language(l); }
    ~LanguageScope() { set_language(before_); }
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;

  private:
    Language before_;
};

/// A filled template: the sentence, the key it came from and the values of its slots.
struct Said {
    std::string key;
    Slots slots;
    std::string text;
};

/// The template `key` with its slots filled. Every slot of the template must be given and
/// every given slot must be used: a mismatch throws std::logic_error (a defect, found by the
/// tests that say every beat of every preset).
Said say(const std::string& key, Slots slots = {});
/// say(key, slots).text: for a piece that goes into a slot of a larger sentence.
std::string words(const std::string& key, Slots slots = {});

/// The template of `key` in the current language as written in its table (nullptr for none;
/// a key the language's table lacks falls back to English).
const char* template_of(const std::string& key);
/// The template of `key` in `language`'s own table (nullptr when that table lacks it).
const char* template_in(Language language, const std::string& key);
/// Every key of the table, in its order (for the tests).
std::vector<std::string> template_keys();
/// The slot names a template uses, in order ("{d}" gives "d").
std::vector<std::string> slot_names(const std::string& text);

/// Every template of a language's own table (for the font's glyphs).
std::vector<std::string> texts_in(Language language);

/// A fixed word or phrase of the views and panels ("World: A and B", "values") in the current
/// language: the table's "ui." entry for it, else the English itself.
std::string tr(const std::string& english);

/// The width of a text in columns of a Latin character: 2 for a CJK character (UTF-8 of 3 or
/// more bytes), 1 for the others.
size_t display_columns(const std::string& text);
/// A text cut where a line may break: each space alone, each CJK character alone (not before
/// the punctuation that must end a line), runs of the rest (words, numbers) whole.
std::vector<std::string> break_points(const std::string& text);

/// "w1", "w1 and w3", "w1, w2 and w4": a list joined as the table's words say.
std::string joined(const std::vector<std::string>& items);

}  // namespace gjklab::lesson
