// The C and C++ that engine users paste into bug reports, read as a compiler's front end reads
// it, for the snippet importer: from the tokens (tokens.h), statements (declarations,
// assignments, calls) whose expressions are trees. Only what such snippets hold: no templates
// beyond type arguments, no control flow (a loop or a branch is refused by the evaluator), no
// preprocessor beyond skipping its lines. No regular expressions: every loop here advances by at
// least one token, and nesting is bounded, so no input can exhaust the stack.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "scene/snippet/tokens.h"

namespace gjklab::snippet {

/// One expression node.
struct Node {
    enum class Kind {
        Number,  ///< value, type
        Name,    ///< text: a (qualified) name; targs: its template arguments, as written
        String,
        Call,        ///< kids[0] the callee, the rest its arguments
        Brace,       ///< a braced list (kids), possibly typed: text is the type, "" when bare
        Member,      ///< kids[0].text (`.` or `->` in op)
        Index,       ///< kids[0][kids[1]]
        Unary,       ///< op kids[0]: - + ! & * ~
        Binary,      ///< kids[0] op kids[1]: * / % + - << >> and comparisons
        Assign,      ///< kids[0] op kids[1]: = += -= *= /=
        Comma,       ///< kids, in order (Eigen's `m << 1, 0, 0;`)
        New,         ///< new kids[0]: a Call or Brace whose callee is the type
        Cast,        ///< (text) kids[0] or static_cast<text>(kids[0])
        Designated,  ///< .text = kids[0] in a braced list (also gdb's `text = value`)
    };
    Kind kind = Kind::Number;
    std::string text, op, targs;
    double value = 0;
    Token::Type type = Token::Type::Double;
    std::vector<Node> kids;
    int line = 0;
};

/// One statement: a declaration of one variable (a statement declaring several gives one each),
/// or an expression.
struct Statement {
    enum class Kind { Declaration, Expression, Loop, Branch };
    Kind kind = Kind::Expression;
    std::string type;  ///< declarations: the type as written, template arguments included
    std::string name;
    bool array = false;  ///< name[] or name[N]
    bool pointer = false;
    enum class Init { None, Assign, Paren, Brace } init = Init::None;
    std::vector<Node> args;             ///< Assign: one expression; Paren, Brace: the arguments
    Node expr;                          ///< expressions
    std::vector<std::string> mentions;  ///< loops and branches: the names they mention
    int class_depth = 0;                ///< how many class bodies hold it
    bool member = false;                ///< declared outside any function body (a class's member)
    int line = 0;
};

/// The statements of `text`, in order; a function or test body's braces are entered (TEST(a,
/// b) { ... } reads as its statements). Syntax it cannot read is an error naming the line.
std::vector<Statement> parse_statements(const std::string& text, const std::string& source);

/// The name a node spells when it is a plain or qualified name ("" otherwise).
std::string name_of(const Node& n);

/// The last part of a qualified name: "JPH::Vec3" -> "Vec3".
std::string last_part(const std::string& name);

/// The name of a type without qualifiers, pointers, references or template arguments:
/// "const fcl::Box<double>&" -> "Box"; the template argument, when one, in `targs`.
std::string base_type(const std::string& type, std::string* targs = nullptr);

}  // namespace gjklab::snippet
