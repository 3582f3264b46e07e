// The lesson's sentences in English: the table every other language follows.
#pragma once

#include <utility>
#include <vector>

namespace gjklab::lesson {

/// Key and template, in the order the lesson meets them.
const std::vector<std::pair<const char*, const char*>>& english_templates();

}  // namespace gjklab::lesson
