// What engines and debuggers print, read into the same shapes as code: FCL's "Error with
// configuration" dumps in every layout FCL has printed (0.6 and 0.7: `Shape 1: Box  x y z` and
// the pose as four rows of aligned numbers; master: `Shape 1:` on its own line, the shape as
// C++ (`Box<double>(x, y, z);`, a Convex with its vertices) and the pose as rows `a, b, c, d,`
// ending `;`), gdb's `$1 = {{x = 1, y = 2}, ...}` prints, and printf lines `A: (1, 2)`.
#pragma once

#include <string>
#include <vector>

#include "scene/snippet/snippet.h"

namespace gjklab::snippet {

/// The lines of a text (a carriage return before a line feed dropped), and a line without the
/// spaces and tabs around it: for readers of printed dumps.
std::vector<std::string> lines_of(const std::string& text);
std::string trimmed(const std::string& s);

/// An FCL dump: it names "Shape 1:" and the pose "X_FS1".
bool looks_like_fcl_dump(const std::string& text);
SnippetShapes read_fcl_dump(const std::string& text, const std::string& source);

/// gdb's print of values: lines starting `$N = `.
bool looks_like_gdb(const std::string& text);
/// One shape per `$N = ` value: a list of points ({x = .., y = ..[, z = ..]}), a struct with
/// vertices and a count (a b2Polygon), a circle's centre and radius.
SnippetShapes read_gdb(const std::string& text, const std::string& source, int& dimension);

}  // namespace gjklab::snippet
