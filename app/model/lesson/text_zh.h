// The lesson's sentences in Simplified Chinese (text.h chooses the language).
#pragma once

#include <utility>
#include <vector>

namespace gjklab::lesson {

/// Key and template, as text_en.cpp's English table.
const std::vector<std::pair<const char*, const char*>>& chinese_templates();

}  // namespace gjklab::lesson
