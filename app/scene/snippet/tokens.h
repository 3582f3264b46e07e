// The tokens of C and C++ snippets, with their lines: numbers read as the compiler reads them,
// comments skipped, and the preprocessor as far as snippets use it (#if 0 / #if 1 branches,
// #define NAME value). No regular expressions: every loop advances by at least one character.
#pragma once

#include <string>
#include <vector>

namespace gjklab::snippet {

/// InputError "SOURCE: line N: WHY" (the user's line).
[[noreturn]] void fail(const std::string& source, int line, const std::string& why);

struct Token {
    enum class Kind { Name, Number, String, Punct, Directive, End };
    Kind kind = Kind::End;
    std::string text;  ///< as written (a number without its suffix)
    int line = 0;
    /// Numbers: the value the compiler gives the literal, and its type.
    double value = 0;
    enum class Type { Int, Float, Double } type = Type::Double;
};

/// Tokens of `text`: comments skipped, `#if 0`/`#if 1`/`#else` branches chosen and `#define`d
/// names substituted (any other condition is refused); numbers read as the compiler reads them
/// (`0.1f` is the float nearest 0.1, hex floats exact, Jolt's `_r` a Real). A number too large
/// for its type is an error naming its line.
std::vector<Token> tokenize(const std::string& text, const std::string& source);

/// The text with its comments and string literals blanked (lines kept): what the code names,
/// for telling an engine or its version (a comment "ported from 3.0's b2DistanceCache" is not
/// code).
std::string code_only(const std::string& text);

}  // namespace gjklab::snippet
