// The lesson's words as data: every sentence a caption says is a template in one table
// (text.cpp), with named slots ("{d}", "{eps}") that the caption code fills from the step's
// record. Code chooses which sentence applies and computes the values; it never writes prose.
// A caption keeps its template's key and its slots, so `gjklab lesson --json` can give both and
// the tests can check the values rather than the wording.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace gjklab::lesson {

using Slots = std::vector<std::pair<std::string, std::string>>;

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

/// The template of `key` as written in the table (nullptr for none).
const char* template_of(const std::string& key);
/// Every key of the table, in its order (for the tests).
std::vector<std::string> template_keys();
/// The slot names a template uses, in order ("{d}" gives "d").
std::vector<std::string> slot_names(const std::string& text);

/// "w1", "w1 and w3", "w1, w2 and w4": a list joined as the table's words say.
std::string joined(const std::vector<std::string>& items);

}  // namespace gjklab::lesson
