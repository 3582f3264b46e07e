// The lesson's sentences in Simplified Chinese (text.h chooses the language).
#pragma once

#include <utility>
#include <vector>

namespace gjklab::lesson {

/// Key and template, as text_en.cpp's English table.
const std::vector<std::pair<const char*, const char*>>& chinese_templates();
/// The contact manifold's and MPR's (text_zh_contact.cpp), part of chinese_templates().
const std::vector<std::pair<const char*, const char*>>& chinese_contact_templates();

}  // namespace gjklab::lesson
