// `gjklab cast` (the first contact under the scene's motion) and `gjklab motion` (the query over
// time): their text and JSON (docs/format.md, "Motion").
#pragma once

#include <string>

namespace gjklab {

int cast_command(const std::string& file, bool json);
int motion_command(const std::string& file, int samples, bool json);

}  // namespace gjklab
