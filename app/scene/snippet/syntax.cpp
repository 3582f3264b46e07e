#include "scene/snippet/syntax.h"

#include <cmath>
#include <cstdlib>
#include <map>
#include <set>

#include "scene/scene.h"

namespace gjklab::snippet {

[[noreturn]] void fail(const std::string& source, int line, const std::string& why) {
    throw InputError(source + ": line " + std::to_string(line) + ": " + why);
}

namespace {

bool is_name_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_name_char(char c) {
    return is_name_start(c) || is_digit(c);
}
bool is_hex(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/// A numeric literal starting at text[i]; advances i past it.
Token read_number(const std::string& text, size_t& i, int line, const std::string& source) {
    Token t;
    t.kind = Token::Kind::Number;
    t.line = line;
    std::string body;
    bool fraction = false;  // a '.', an exponent: a floating literal
    bool exponent = false;  // in a hex literal, after its 'p' (decimal digits, then a suffix)
    const bool hex =
        text[i] == '0' && i + 1 < text.size() && (text[i + 1] == 'x' || text[i + 1] == 'X');
    if (hex) {
        body = "0x";
        i += 2;
    }
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\'' && i + 1 < text.size() && is_hex(text[i + 1])) {  // digit separator
            ++i;
            continue;
        }
        if (hex && exponent ? is_digit(c) : hex ? is_hex(c) : is_digit(c)) {
            body += c;
        } else if (c == '.') {
            body += c;
            fraction = true;
        } else if ((hex && (c == 'p' || c == 'P')) || (!hex && (c == 'e' || c == 'E'))) {
            body += c;
            fraction = true;
            exponent = true;
            if (i + 1 < text.size() && (text[i + 1] == '+' || text[i + 1] == '-'))
                body += text[++i];
        } else {
            break;
        }
        ++i;
    }
    std::string suffix;
    while (i < text.size() && is_name_char(text[i])) suffix += text[i++];
    t.text = body;
    if (suffix == "f" || suffix == "F") {
        t.type = Token::Type::Float;
        if (!fraction && !hex)
            fail(source, line, "cannot read the number \"" + body + suffix + "\"");
    } else if (suffix == "_r" || suffix == "l" || suffix == "L" || (suffix.empty() && fraction)) {
        t.type = Token::Type::Double;  // Jolt's Real literal: typed by the Vec3 or Real it fills
    } else if (!fraction &&
               (suffix.empty() || suffix.find_first_not_of("uUlL") == std::string::npos)) {
        t.type = Token::Type::Int;
    } else {
        fail(source, line, "cannot read the number \"" + body + suffix + "\"");
    }
    if (body == "0x" || body == "." || body.empty())
        fail(source, line, "cannot read the number \"" + body + suffix + "\"");
    errno = 0;
    char* end = nullptr;
    t.value = t.type == Token::Type::Float ? double(std::strtof(body.c_str(), &end))
                                           : std::strtod(body.c_str(), &end);
    if (end != body.c_str() + body.size())
        fail(source, line, "cannot read the number \"" + body + suffix + "\"");
    if (t.type == Token::Type::Int && t.value >= 9.2e18)
        fail(source, line,
             "the integer " + (body.size() > 20 ? body.substr(0, 17) + "..." : body) +
                 " is too large");
    if (!std::isfinite(t.value))
        fail(source, line,
             "the number " + (body.size() > 20 ? body.substr(0, 17) + "..." : body) + suffix +
                 " is too large for a " + (t.type == Token::Type::Float ? "float" : "double"));
    return t;
}

}  // namespace

namespace {

/// The tokens of `text` as written, with each preprocessor line as one Directive token (its
/// text after the '#'); `first_line` numbers the first line.
std::vector<Token> lex(const std::string& text, const std::string& source, int first_line) {
    static const char* const kPunct[] = {"<<=", ">>=", "...", "::", "->", "<<", "<=", ">=", "==",
                                         "!=",  "&&",  "||",  "++", "--", "+=", "-=", "*=", "/="};
    std::vector<Token> out;
    int line = first_line;
    bool line_start = true;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            ++line, ++i;
            line_start = true;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++i;
            continue;
        }
        if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
            while (i < text.size() && text[i] != '\n') ++i;
            continue;
        }
        if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
            const int start = line;
            i += 2;
            while (i < text.size() &&
                   !(text[i] == '*' && i + 1 < text.size() && text[i + 1] == '/'))
                line += text[i++] == '\n';
            if (i >= text.size()) fail(source, start, "a comment /* is never closed");
            i += 2;
            continue;
        }
        if (c == '#' && line_start) {  // a preprocessor line (with its continuations)
            Token d;
            d.kind = Token::Kind::Directive;
            d.line = line;
            ++i;
            while (i < text.size() && text[i] != '\n') {
                if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '\n') {
                    ++line, i += 2;
                    d.text += ' ';
                    continue;
                }
                if (text[i] == '/' && i + 1 < text.size() && text[i + 1] == '/') {
                    while (i < text.size() && text[i] != '\n') ++i;
                    break;
                }
                d.text += text[i++];
            }
            out.push_back(std::move(d));
            continue;
        }
        line_start = false;
        Token t;
        t.line = line;
        if (is_digit(c) || (c == '.' && i + 1 < text.size() && is_digit(text[i + 1]))) {
            out.push_back(read_number(text, i, line, source));
            continue;
        }
        if (is_name_start(c)) {
            t.kind = Token::Kind::Name;
            while (i < text.size() && is_name_char(text[i])) t.text += text[i++];
            out.push_back(std::move(t));
            continue;
        }
        if (c == '"' || c == '\'') {
            t.kind = Token::Kind::String;
            const int start = line;
            ++i;
            while (i < text.size() && text[i] != c) {
                if (text[i] == '\\' && i + 1 < text.size()) t.text += text[i++];
                if (text[i] == '\n') fail(source, start, "a string is not closed on its line");
                t.text += text[i++];
            }
            if (i >= text.size()) fail(source, start, "a string is not closed on its line");
            ++i;
            out.push_back(std::move(t));
            continue;
        }
        t.kind = Token::Kind::Punct;
        for (const char* p : kPunct) {
            const std::string s = p;
            if (text.compare(i, s.size(), s) == 0) {
                t.text = s;
                break;
            }
        }
        if (t.text.empty()) {
            if (std::string("{}()[];,.<>=+-*/%&|^!~?:").find(c) == std::string::npos) {
                const unsigned char u = static_cast<unsigned char>(c);
                fail(source, line,
                     u < 0x80 && u >= 0x20
                         ? std::string("cannot read the character '") + c + "' here"
                         : "cannot read a character here (not C or C++)");
            }
            t.text = std::string(1, c);
        }
        i += t.text.size();
        out.push_back(std::move(t));
    }
    Token end;
    end.line = line;
    out.push_back(end);
    return out;
}

std::string first_word(const std::string& text, size_t& at) {
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
    std::string w;
    while (at < text.size() && is_name_char(text[at])) w += text[at++];
    return w;
}

}  // namespace

std::vector<Token> tokenize(const std::string& text, const std::string& source) {
    // The preprocessor as far as snippets use it: #if 0 / #if 1 / #else / #elif / #endif
    // choose the lines that compile, #define NAME tokens is substituted; #include and the
    // like are skipped. A condition it cannot decide is refused, never guessed.
    struct Branch {
        bool active, taken, outer;
    };
    std::vector<Branch> branches;
    std::map<std::string, std::vector<Token>> defines;
    std::set<std::string> function_macros;
    auto active = [&] {
        return branches.empty() || (branches.back().active && branches.back().outer);
    };
    auto condition = [&](const Token& d, const std::string& rest) {
        size_t at = 0;
        const std::string w = first_word(rest, at);
        std::string tail = rest.substr(at);
        while (!tail.empty() && (tail.back() == ' ' || tail.back() == '\t' || tail.back() == '\r'))
            tail.pop_back();
        if (tail.empty() && (w == "0" || w == "false")) return false;
        if (tail.empty() && (w == "1" || w == "true")) return true;
        fail(source, d.line,
             "a preprocessor condition GJK Lab cannot decide (#" + d.text.substr(0, 40) +
                 "): keep the branch that runs");
    };
    auto is_defined = [&](const std::string& name) {
        return defines.count(name) != 0 || function_macros.count(name) != 0;
    };
    std::vector<Token> out;
    const std::vector<Token> raw = lex(text, source, 1);
    for (const Token& t : raw) {
        if (t.kind == Token::Kind::Directive) {
            size_t at = 0;
            const std::string word = first_word(t.text, at);
            const std::string rest = t.text.substr(at);
            size_t p = 0;
            const std::string name = first_word(rest, p);
            if (word == "if") {
                const bool outer = active();
                const bool c = outer && condition(t, rest);
                branches.push_back({c, c, outer});
            } else if (word == "ifdef" || word == "ifndef") {
                const bool outer = active();
                if (outer && !is_defined(name))
                    fail(source, t.line,
                         "#" + word + " " + name.substr(0, 40) +
                             ": the text does not say whether it is defined; keep the branch that "
                             "runs");
                const bool c = outer && is_defined(name) == (word == "ifdef");
                branches.push_back({c, c, outer});
            } else if (word == "elif" || word == "else") {
                if (branches.empty()) fail(source, t.line, "#" + word + " with no #if before it");
                Branch& b = branches.back();
                const bool c = !b.taken && b.outer && (word == "else" || condition(t, rest));
                b.active = c;
                b.taken = b.taken || c;
            } else if (word == "endif") {
                if (branches.empty()) fail(source, t.line, "#endif with no #if before it");
                branches.pop_back();
            } else if (word == "define" && active()) {
                if (name.empty()) fail(source, t.line, "#define with no name");
                if (p < rest.size() && rest[p] == '(') {
                    function_macros.insert(name);
                } else {
                    std::vector<Token> body = lex(rest.substr(p), source, t.line);
                    body.pop_back();  // its end
                    defines[name] = body;
                }
            } else if (word == "undef" && active()) {
                defines.erase(name);
                function_macros.erase(name);
            }
            continue;
        }
        if (t.kind == Token::Kind::End) {
            if (!branches.empty()) fail(source, t.line, "an #if is never closed by #endif");
            out.push_back(t);
            break;
        }
        if (!active()) continue;
        if (t.kind == Token::Kind::Name && function_macros.count(t.text) != 0)
            fail(source, t.line,
                 "the macro " + t.text + "(...) is not expanded: give the values it makes");
        if (t.kind == Token::Kind::Name && defines.count(t.text) != 0) {
            // Substituted, and the macros it names in turn, to a bounded depth.
            std::vector<Token> expanded = defines[t.text];
            for (int depth = 0; depth < 16; ++depth) {
                bool again = false;
                std::vector<Token> next;
                for (const Token& e : expanded) {
                    if (e.kind == Token::Kind::Name && defines.count(e.text) != 0 &&
                        e.text != t.text) {
                        for (const Token& x : defines[e.text]) next.push_back(x);
                        again = true;
                    } else {
                        next.push_back(e);
                    }
                    if (next.size() > 100000)
                        fail(source, t.line, "the macro " + t.text + " expands too far");
                }
                expanded = std::move(next);
                if (!again) break;
            }
            for (Token e : expanded) {
                e.line = t.line;
                out.push_back(std::move(e));
            }
            if (out.size() > 4000000) fail(source, t.line, "the macros expand too far");
            continue;
        }
        out.push_back(t);
    }
    return out;
}

std::string last_part(const std::string& name) {
    const size_t at = name.rfind("::");
    return at == std::string::npos ? name : name.substr(at + 2);
}

std::string name_of(const Node& n) {
    return n.kind == Node::Kind::Name ? n.text : "";
}

std::string base_type(const std::string& type, std::string* targs) {
    std::string t = type;
    const size_t open = t.find('<');
    if (targs != nullptr) {
        *targs = "";
        if (open != std::string::npos) {
            const size_t close = t.rfind('>');
            if (close != std::string::npos && close > open)
                *targs = t.substr(open + 1, close - open - 1);
        }
    }
    if (open != std::string::npos) t.resize(open);
    std::string word, last;
    for (size_t i = 0; i <= t.size(); ++i) {
        if (i < t.size() && (is_name_char(t[i]) || t[i] == ':')) {
            word += t[i];
        } else {
            if (!word.empty() && word != "const" && word != "static" && word != "constexpr")
                last = word;
            word.clear();
        }
    }
    return last_part(last);
}

namespace {

const std::set<std::string> kQualifiers = {"const",    "static", "constexpr", "volatile", "inline",
                                           "unsigned", "signed", "struct",    "typename", "mutable",
                                           "register", "extern", "class"};
const std::set<std::string> kKeywords = {"return", "new",   "delete", "if",    "else",  "for",
                                         "while",  "do",    "switch", "case",  "break", "continue",
                                         "sizeof", "throw", "try",    "catch", "goto",  "operator"};
const std::set<std::string> kScalarTypes = {
    "float", "double", "int",  "long", "short",   "char",   "bool",  "float32", "float64",
    "int32", "uint32", "Real", "real", "decimal", "size_t", "Float", "unsigned"};

class Parser {
  public:
    Parser(std::vector<Token> tokens, std::string source)
        : t_(std::move(tokens)), source_(std::move(source)) {}

    std::vector<Statement> all() {
        std::vector<Statement> out;
        block(out, false);
        if (peek().kind != Token::Kind::End)
            fail(source_, peek().line, "a '}' with no '{' before it");
        return out;
    }

  private:
    std::vector<Token> t_;
    std::string source_;
    size_t at_ = 0;
    int depth_ = 0;

    const Token& peek(size_t ahead = 0) const { return t_[std::min(at_ + ahead, t_.size() - 1)]; }
    bool is(const char* punct, size_t ahead = 0) const {
        const Token& t = peek(ahead);
        return t.kind == Token::Kind::Punct && t.text == punct;
    }
    bool is_word(const char* word, size_t ahead = 0) const {
        const Token& t = peek(ahead);
        return t.kind == Token::Kind::Name && t.text == word;
    }
    const Token& next() {
        const Token& t = peek();
        if (at_ < t_.size() - 1) ++at_;
        return t;
    }
    void expect(const char* punct, const char* what) {
        if (!is(punct))
            fail(source_, peek().line,
                 std::string("expected '") + punct + "' " + what + ", found " + shown(peek()));
        next();
    }
    static std::string shown(const Token& t) {
        if (t.kind == Token::Kind::End) return "the end of the text";
        std::string s = t.text.size() > 30 ? t.text.substr(0, 27) + "..." : t.text;
        return "'" + s + "'";
    }

    struct Deeper {  // bounds the nesting of expressions and blocks
        Parser& p;
        explicit Deeper(Parser& parser) : p(parser) {
            if (++p.depth_ > 200)
                fail(p.source_, p.peek().line, "this is nested too deeply to read");
        }
        ~Deeper() { --p.depth_; }
    };

    /// Skips a balanced ( ), [ ] or { } group starting at the current token.
    void skip_group() {
        int level = 0;
        const int line = peek().line;
        do {
            if (peek().kind == Token::Kind::End)
                fail(source_, line, "a bracket here is never closed");
            const Token& t = next();
            if (t.kind == Token::Kind::Punct) {
                if (t.text == "(" || t.text == "[" || t.text == "{") ++level;
                if (t.text == ")" || t.text == "]" || t.text == "}") --level;
            }
        } while (level > 0);
    }
    void skip_statement() {  // to the `;` or through the block that ends it
        while (peek().kind != Token::Kind::End && !is(";")) {
            if (is("{")) {
                skip_group();
                return;
            }
            if (is("(") || is("[")) {
                skip_group();
                continue;
            }
            next();
        }
        if (is(";")) next();
    }

    void block(std::vector<Statement>& out, bool braced) {
        Deeper guard(*this);
        while (peek().kind != Token::Kind::End && !is("}")) statement(out);
        if (braced) expect("}", "to close the block");
    }

    void statement(std::vector<Statement>& out) {
        const Token& first = peek();
        const int line = first.line;
        if (is(";")) {
            next();
            return;
        }
        if (is("{")) {
            next();
            block(out, true);
            return;
        }
        if (first.kind == Token::Kind::Name) {
            const std::string w = first.text;
            if (w == "for" || w == "while" || w == "do" || w == "if" || w == "switch" ||
                w == "else") {
                Statement s;
                s.kind = (w == "for" || w == "while" || w == "do") ? Statement::Kind::Loop
                                                                   : Statement::Kind::Branch;
                s.line = line;
                s.name = w;
                out.push_back(s);
                next();
                if (is("(")) skip_group();
                if (is("{")) {
                    skip_group();
                } else {
                    skip_statement();
                }
                return;
            }
            if (w == "namespace" || w == "extern") {
                next();
                while (peek().kind == Token::Kind::Name || peek().kind == Token::Kind::String)
                    next();
                if (is("{")) {
                    next();
                    block(out, true);
                } else {
                    skip_statement();
                }
                return;
            }
            if (w == "using" || w == "typedef" || w == "template" || w == "public" ||
                w == "private" || w == "break" || w == "continue" || w == "case" ||
                w == "default" || w == "goto" || w == "static_assert" || w == "friend" ||
                ((w == "struct" || w == "class" || w == "enum" || w == "union") &&
                 !declares_variable())) {
                skip_statement();
                return;
            }
            if (w == "return") next();
        }
        if (try_declaration(out)) return;
        Statement s;
        s.kind = Statement::Kind::Expression;
        s.line = line;
        s.expr = comma_expression();
        if (is("{") && s.expr.kind == Node::Kind::Call) {  // TEST(a, b) { ... }, f() { ... }
            next();
            block(out, true);
            return;
        }
        if (peek().kind == Token::Kind::End) {
            out.push_back(std::move(s));
            return;
        }
        if (!is(";"))
            fail(source_, peek().line, "expected ';' to end the statement, found " + shown(peek()));
        next();
        out.push_back(std::move(s));
    }

    /// `struct b2Vec2 v = ...` declares; `struct X { ... };` defines a type (skipped).
    bool declares_variable() const {
        return peek(1).kind == Token::Kind::Name && peek(2).kind == Token::Kind::Name;
    }

    /// A type as written, or "" (and the position unchanged) when none starts here.
    std::string type_here() {
        const size_t start = at_;
        std::string type;
        while (peek().kind == Token::Kind::Name && kQualifiers.count(peek().text) != 0)
            type += next().text + " ";
        bool any = false;
        if (is("::")) type += next().text;
        while (peek().kind == Token::Kind::Name && kKeywords.count(peek().text) == 0) {
            any = true;
            type += next().text;
            if (is("<")) {
                std::string args;
                if (!template_arguments(args)) {
                    at_ = start;
                    return "";
                }
                type += "<" + args + ">";
            }
            if (!is("::")) break;
            type += next().text;
        }
        // long long, unsigned int, long double
        while (any && peek().kind == Token::Kind::Name && kScalarTypes.count(peek().text) != 0 &&
               kScalarTypes.count(last_part(type)) != 0)
            type += " " + next().text;
        if (!any) {
            at_ = start;
            return "";
        }
        while (is("*") || is("&") || is("&&") || is_word("const")) type += next().text;
        return type;
    }

    /// Template arguments after a `<` (consumed with their `>`) as text; false when the `<` is
    /// not one (a comparison), the position then unchanged.
    bool template_arguments(std::string& out) {
        const size_t start = at_;
        next();  // <
        int level = 1;
        std::string text;
        while (level > 0) {
            const Token& t = peek();
            if (t.kind == Token::Kind::End || is(";") || is("{") || is("}") || is("=") ||
                is("&&") || is("||")) {
                at_ = start;
                return false;
            }
            next();
            if (t.kind == Token::Kind::Punct && t.text == "<") ++level;
            if (t.kind == Token::Kind::Punct && t.text == ">" && --level == 0) break;
            if (t.kind == Token::Kind::Punct && t.text == "(") {  // e.g. std::function<void(int)>
                --at_;
                skip_group();
                text += "(...)";
                continue;
            }
            if (!text.empty() && t.kind == Token::Kind::Name && is_name_char(text.back()))
                text += " ";
            text += t.text;
        }
        // A template's arguments are followed by what can follow a type or a callee.
        if (!(is("(") || is("{") || is("::") || is(">") || is(")") || is(",") || is("*") ||
              is("&") || is(";") || peek().kind == Token::Kind::Name)) {
            at_ = start;
            return false;
        }
        out = text;
        return true;
    }

    bool try_declaration(std::vector<Statement>& out) {
        const size_t start = at_;
        const int line = peek().line;
        const std::string type = type_here();
        if (type.empty() || peek().kind != Token::Kind::Name || kKeywords.count(peek().text) != 0 ||
            kQualifiers.count(peek().text) != 0) {
            at_ = start;
            return false;
        }
        const Token& after = peek(1);
        if (!(after.kind == Token::Kind::Punct &&
              (after.text == "=" || after.text == "(" || after.text == "{" || after.text == "[" ||
               after.text == ";" || after.text == ","))) {
            at_ = start;
            return false;
        }
        std::vector<Statement> found;
        while (true) {
            Statement s;
            s.kind = Statement::Kind::Declaration;
            s.type = type;
            s.line = line;
            s.pointer = type.find('*') != std::string::npos;
            while (is("*") || is("&")) s.pointer |= next().text == "*";
            if (peek().kind != Token::Kind::Name)
                fail(source_, peek().line,
                     "expected a name in this declaration, found " + shown(peek()));
            s.name = next().text;
            while (is("[")) {
                s.array = true;
                skip_group();
            }
            if (is("=")) {
                next();
                s.init = Statement::Init::Assign;
                s.args.push_back(assignment());
            } else if (is("(")) {
                // `void f(int a) {` is a function, not a variable: its body is read.
                const size_t open = at_;
                try {
                    s.init = Statement::Init::Paren;
                    s.args = arguments("(", ")");
                } catch (const InputError&) {
                    at_ = open;
                    skip_group();
                    if (!is("{") && !is_word("const")) throw;
                    while (!is("{")) next();
                    next();
                    block(out, true);
                    return true;
                }
                if (is("{") || is_word("const") || is_word("override")) {  // a function's body
                    while (!is("{")) next();
                    next();
                    block(out, true);
                    return true;
                }
            } else if (is("{")) {
                s.init = Statement::Init::Brace;
                s.args = arguments("{", "}");
            }
            found.push_back(std::move(s));
            if (is(",")) {
                next();
                continue;
            }
            break;
        }
        if (!is(";") && peek().kind != Token::Kind::End)
            fail(source_, peek().line,
                 "expected ';' to end the declaration, found " + shown(peek()));
        if (is(";")) next();
        for (Statement& s : found) out.push_back(std::move(s));
        return true;
    }

    std::vector<Node> arguments(const char* open, const char* close) {
        expect(open, "");
        std::vector<Node> args;
        while (!is(close)) {
            Node a = assignment();
            if (a.kind == Node::Kind::Assign && a.op == "=" && a.kids[0].kind == Node::Kind::Name &&
                std::string(open) == "{") {  // gdb's {x = 1, y = 2}
                Node d;
                d.kind = Node::Kind::Designated;
                d.text = a.kids[0].text;
                d.line = a.line;
                d.kids.push_back(std::move(a.kids[1]));
                a = std::move(d);
            }
            args.push_back(std::move(a));
            if (is(",")) {
                next();
                continue;
            }
            if (!is(close))
                fail(source_, peek().line,
                     std::string("expected ',' or '") + close + "' in this list, found " +
                         shown(peek()));
        }
        next();
        return args;
    }

    Node comma_expression() {
        Node first = assignment();
        if (!is(",")) return first;
        Node n;
        n.kind = Node::Kind::Comma;
        n.line = first.line;
        n.kids.push_back(std::move(first));
        while (is(",")) {
            next();
            n.kids.push_back(assignment());
        }
        return n;
    }

    Node assignment() {
        Deeper guard(*this);
        Node lhs = binary(0);
        if (is("?"))
            fail(source_, peek().line, "a conditional (a ? b : c): give the value it takes");
        for (const char* op : {"=", "+=", "-=", "*=", "/="})
            if (is(op)) {
                Node n;
                n.kind = Node::Kind::Assign;
                n.op = next().text;
                n.line = lhs.line;
                n.kids.push_back(std::move(lhs));
                n.kids.push_back(assignment());
                return n;
            }
        return lhs;
    }

    static int precedence(const Token& t) {
        if (t.kind != Token::Kind::Punct) return -1;
        const std::string& s = t.text;
        if (s == "||") return 1;
        if (s == "&&") return 2;
        if (s == "|") return 3;
        if (s == "^") return 4;
        if (s == "&") return 5;
        if (s == "==" || s == "!=") return 6;
        if (s == "<" || s == ">" || s == "<=" || s == ">=") return 7;
        if (s == "<<") return 8;
        if (s == "+" || s == "-") return 9;
        if (s == "*" || s == "/" || s == "%") return 10;
        return -1;
    }

    Node binary(int min) {
        Deeper guard(*this);
        Node lhs = unary();
        while (true) {
            int p = precedence(peek());
            bool shift_right = false;
            if (is(">") && is(">", 1)) p = 8, shift_right = true;  // >> comes as two >
            if (p < 0 || p <= min - 1 || p < min) break;
            std::string op = next().text;
            if (shift_right) next(), op = ">>";
            Node n;
            n.kind = Node::Kind::Binary;
            n.op = op;
            n.line = lhs.line;
            n.kids.push_back(std::move(lhs));
            n.kids.push_back(binary(p + 1));
            lhs = std::move(n);
        }
        return lhs;
    }

    Node unary() {
        Deeper guard(*this);
        const int line = peek().line;
        for (const char* op : {"-", "+", "!", "~", "&", "*", "++", "--"})
            if (is(op)) {
                Node n;
                n.kind = Node::Kind::Unary;
                n.op = next().text;
                n.line = line;
                n.kids.push_back(unary());
                return n;
            }
        if (is_word("new")) {
            next();
            Node n;
            n.kind = Node::Kind::New;
            n.line = line;
            n.kids.push_back(postfix());
            return n;
        }
        if (is_word("sizeof")) fail(source_, line, "sizeof: give the number");
        // (float) x: a C cast to a scalar type.
        if (is("(") && peek(1).kind == Token::Kind::Name && kScalarTypes.count(peek(1).text) != 0 &&
            is(")", 2)) {
            next();
            Node n;
            n.kind = Node::Kind::Cast;
            n.text = next().text;
            n.line = line;
            next();
            n.kids.push_back(unary());
            return n;
        }
        return postfix();
    }

    Node postfix() {
        Node n = primary();
        while (true) {
            const int line = peek().line;
            if (is("(")) {
                Node call;
                call.kind = Node::Kind::Call;
                call.line = n.line;
                call.kids.push_back(std::move(n));
                for (Node& a : arguments("(", ")")) call.kids.push_back(std::move(a));
                n = std::move(call);
            } else if (is("{") && n.kind == Node::Kind::Name) {  // b2Vec2{1, 2}
                Node brace;
                brace.kind = Node::Kind::Brace;
                brace.text = n.text + (n.targs.empty() ? "" : "<" + n.targs + ">");
                brace.line = n.line;
                brace.kids = arguments("{", "}");
                n = std::move(brace);
            } else if (is(".") || is("->")) {
                Node m;
                m.kind = Node::Kind::Member;
                m.op = next().text;
                m.line = line;
                if (is("~")) next();
                if (peek().kind != Token::Kind::Name)
                    fail(source_, peek().line, "expected a member's name, found " + shown(peek()));
                m.text = next().text;
                if (is("<")) template_arguments(m.targs);  // .template cast<double>()
                m.kids.push_back(std::move(n));
                n = std::move(m);
            } else if (is("[")) {
                next();
                Node x;
                x.kind = Node::Kind::Index;
                x.line = line;
                x.kids.push_back(std::move(n));
                if (is("]")) fail(source_, line, "an empty index");
                x.kids.push_back(comma_expression());
                expect("]", "to close the index");
                n = std::move(x);
            } else if (is("++") || is("--")) {
                Node u;
                u.kind = Node::Kind::Unary;
                u.op = next().text;
                u.line = line;
                u.kids.push_back(std::move(n));
                n = std::move(u);
            } else {
                return n;
            }
        }
    }

    Node primary() {
        const Token& t = peek();
        Node n;
        n.line = t.line;
        if (t.kind == Token::Kind::Number) {
            n.kind = Node::Kind::Number;
            n.value = t.value;
            n.type = t.type;
            n.text = t.text;
            next();
            return n;
        }
        if (t.kind == Token::Kind::String) {
            n.kind = Node::Kind::String;
            n.text = t.text;
            next();
            while (peek().kind == Token::Kind::String) n.text += next().text;
            return n;
        }
        if (is("(")) {
            next();
            Node inner = comma_expression();
            expect(")", "to close the parenthesis");
            return inner;
        }
        if (is("{")) {
            n.kind = Node::Kind::Brace;
            n.kids = arguments("{", "}");
            return n;
        }
        if (is("[")) fail(source_, t.line, "a lambda: give the values it computes");
        if (is(".") && peek(1).kind == Token::Kind::Name) {  // .radius = 0.5 in a braced list
            next();
            n.kind = Node::Kind::Designated;
            n.text = next().text;
            expect("=", "after the designated member");
            n.kids.push_back(assignment());
            return n;
        }
        if (t.kind == Token::Kind::Name || is("::")) {
            n.kind = Node::Kind::Name;
            if (is("::")) next();
            while (true) {
                if (peek().kind != Token::Kind::Name)
                    fail(source_, peek().line, "expected a name, found " + shown(peek()));
                n.text += next().text;
                if (is("<")) {
                    std::string args;
                    if (template_arguments(args)) n.targs = args;
                }
                if (is("::") && peek(1).kind == Token::Kind::Name) {
                    next();
                    n.text += "::";
                    continue;
                }
                break;
            }
            if (kKeywords.count(n.text) != 0)
                fail(source_, t.line, "cannot read '" + n.text + "' in an expression here");
            return n;
        }
        fail(source_, t.line, "cannot read " + shown(t) + " here");
    }
};

}  // namespace

std::vector<Statement> parse_statements(const std::string& text, const std::string& source) {
    Parser p(tokenize(text, source), source);
    return p.all();
}

}  // namespace gjklab::snippet
