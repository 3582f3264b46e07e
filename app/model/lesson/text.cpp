#include "model/lesson/text.h"

#include "model/lesson/text_en.h"
#include "model/lesson/text_zh.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <unordered_map>

namespace gjklab::lesson {

namespace {

Language current = Language::English;

const std::unordered_map<std::string, const char*>& table(Language l) {
    static const auto english = [] {
        std::unordered_map<std::string, const char*> m;
        for (const auto& [key, text] : english_templates()) m.emplace(key, text);
        return m;
    }();
    static const auto chinese = [] {
        std::unordered_map<std::string, const char*> m;
        for (const auto& [key, text] : chinese_templates()) m.emplace(key, text);
        return m;
    }();
    return l == Language::Chinese ? chinese : english;
}

/// Walks a template: literal text to `text`, each slot name to `slot`.
template <class Text, class Slot>
void walk(const std::string& in, Text text, Slot slot) {
    for (size_t i = 0; i < in.size(); ++i) {
        if ((in[i] == '{' || in[i] == '}') && i + 1 < in.size() && in[i + 1] == in[i]) {
            text(in[i]);
            ++i;
        } else if (in[i] == '{') {
            const size_t end = in.find('}', i);
            if (end == std::string::npos) throw std::logic_error("unclosed slot in \"" + in + "\"");
            slot(in.substr(i + 1, end - i - 1));
            i = end;
        } else {
            text(in[i]);
        }
    }
}

}  // namespace

const char* language_code(Language l) {
    return l == Language::Chinese ? "zh" : "en";
}

std::optional<Language> language_named(const std::string& code) {
    if (code == "en") return Language::English;
    if (code == "zh") return Language::Chinese;
    return std::nullopt;
}

void set_language(Language l) {
    current = l;
}
Language language() {
    return current;
}

const char* template_in(Language language, const std::string& key) {
    const auto& t = table(language);
    const auto it = t.find(key);
    return it == t.end() ? nullptr : it->second;
}

const char* template_of(const std::string& key) {
    if (const char* text = template_in(current, key)) return text;
    return template_in(Language::English, key);
}

std::vector<std::string> template_keys() {
    std::vector<std::string> keys;
    for (const auto& [key, text] : english_templates()) keys.push_back(key);
    return keys;
}

std::vector<std::string> slot_names(const std::string& text) {
    std::vector<std::string> names;
    walk(
        text, [](char) {}, [&](const std::string& name) { names.push_back(name); });
    return names;
}

std::string spaced(const std::string& text);  // below

Said say(const std::string& key, Slots slots) {
    const char* text = template_of(key);
    if (!text) throw std::logic_error("no lesson template \"" + key + "\"");
    std::vector<bool> used(slots.size(), false);
    std::string out;
    walk(
        text, [&](char c) { out += c; },
        [&](const std::string& name) {
            for (size_t k = 0; k < slots.size(); ++k)
                if (slots[k].first == name) {
                    out += slots[k].second;
                    used[k] = true;
                    return;
                }
            throw std::logic_error("lesson template \"" + key + "\": no value for {" + name + "}");
        });
    for (size_t k = 0; k < slots.size(); ++k)
        if (!used[k])
            throw std::logic_error("lesson template \"" + key + "\" has no slot {" +
                                   slots[k].first + "}");
    if (current == Language::Chinese) out = spaced(out);
    return {key, std::move(slots), std::move(out)};
}

std::vector<std::string> texts_in(Language language) {
    std::vector<std::string> out;
    if (language == Language::Chinese)
        for (const auto& [key, text] : chinese_templates()) out.push_back(text);
    else
        for (const auto& [key, text] : english_templates()) out.push_back(text);
    return out;
}

std::string tr(const std::string& english) {
    if (current == Language::English) return english;
    const char* text = template_in(current, "ui." + english);
    return text ? text : english;
}

namespace {
/// The length of the UTF-8 sequence that starts with `lead`.
size_t sequence_length(unsigned char lead) {
    return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}
/// Punctuation that never starts a line (Chinese line breaking rules).
bool ends_a_line(const std::string& ch) {
    static const char* const kClosing[] = {"，", "。", "：", "；", "、",
                                           "）", "！", "？", "”",  "…"};
    for (const char* c : kClosing)
        if (ch == c) return true;
    return false;
}
}  // namespace

size_t display_columns(const std::string& text) {
    size_t columns = 0;
    for (size_t i = 0; i < text.size();) {
        const size_t n = sequence_length(static_cast<unsigned char>(text[i]));
        columns += n >= 3 ? 2 : 1;
        i += n;
    }
    return columns;
}

std::vector<std::string> break_points(const std::string& text) {
    std::vector<std::string> out;
    std::string run;  // a word or number: never broken
    auto flush = [&] {
        if (!run.empty()) out.push_back(run), run.clear();
    };
    for (size_t i = 0; i < text.size();) {
        const size_t n =
            std::min(sequence_length(static_cast<unsigned char>(text[i])), text.size() - i);
        const std::string ch = text.substr(i, n);
        i += n;
        if (ch == " ") {
            flush();
            out.push_back(ch);
        } else if (n >= 3) {
            flush();
            if (ends_a_line(ch) && !out.empty() && out.back() != " ")
                out.back() += ch;  // kept with the character before it
            else
                out.push_back(ch);
        } else {
            run += ch;
        }
    }
    flush();
    // A formula is not broken at its operators: "w2 = a3 - b1", "0.8265 - (-3.579)" and
    // "n = (0.866, 0.5)" keep each operator with both of its operands.
    auto is_operator = [](const std::string& p) {
        return p == "=" || p == "-" || p == "+" || p == "×" || p == "x" || p == "<" || p == ">" ||
               p == "<=";
    };
    std::vector<std::string> glued;
    for (size_t i = 0; i < out.size(); ++i) {
        if (is_operator(out[i]) && !glued.empty() && glued.back() == " " && glued.size() >= 2 &&
            i + 2 < out.size() && out[i + 1] == " ") {
            glued.pop_back();
            glued.back() += " " + out[i] + " " + out[i + 2];
            i += 2;
        } else {
            glued.push_back(out[i]);
        }
    }
    return glued;
}

/// Chinese text with a space between a CJK character and a Latin letter or digit next to it
/// (the usual spacing of mixed text; the templates' slots hold names like w1 and numbers).
std::string spaced(const std::string& text) {
    std::string out;
    int last = 0;  // 0: none or other, 1: CJK, 2: Latin letter or digit
    for (size_t i = 0; i < text.size();) {
        const size_t n =
            std::min(sequence_length(static_cast<unsigned char>(text[i])), text.size() - i);
        const std::string ch = text.substr(i, n);
        i += n;
        const bool cjk = n >= 3 && !ends_a_line(ch) && ch != "（" && ch != "“" && ch != "—";
        const bool latin = n == 1 && std::isalnum(static_cast<unsigned char>(ch[0]));
        const int kind = cjk ? 1 : latin ? 2 : 0;
        if (kind != 0 && last != 0 && kind != last) out += ' ';
        out += ch;
        last = kind;
    }
    return out;
}

std::string words(const std::string& key, Slots slots) {
    return say(key, std::move(slots)).text;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (size_t k = 0; k < items.size(); ++k)
        out += (k == 0                  ? ""
                : k + 1 == items.size() ? words("list.and")
                                        : words("list.comma")) +
               items[k];
    return out;
}

}  // namespace gjklab::lesson
