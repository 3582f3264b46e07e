// The algorithms' pseudocode as tables of keyed lines (a beat's row names the line it lights by
// key, never by position), and the pseudocode panel at a beat.
#pragma once

#include <vector>

#include "model/lesson.h"
#include "model/lesson/table.h"

namespace gjklab {

struct CodeLine {
    const char* key;   ///< what the line does: "closest", "test", ...
    const char* text;  ///< as shown ("{feature}": the dimension's word)
};

/// An algorithm's lines, top to bottom (the boolean GJK's start and loop share one listing).
const std::vector<CodeLine>& code_lines(Algorithm a);

}  // namespace gjklab
