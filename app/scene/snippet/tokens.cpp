#include "scene/snippet/tokens.h"

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

std::string code_only(const std::string& text) {
    std::string out = text;
    size_t i = 0;
    while (i < out.size()) {
        if (out.compare(i, 2, "//") == 0) {
            while (i < out.size() && out[i] != '\n') out[i++] = ' ';
        } else if (out.compare(i, 2, "/*") == 0) {
            const size_t end = out.find("*/", i + 2);
            const size_t stop = end == std::string::npos ? out.size() : end + 2;
            for (; i < stop; ++i)
                if (out[i] != '\n') out[i] = ' ';
        } else if (out[i] == '"') {
            out[i++] = ' ';
            while (i < out.size() && out[i] != '"' && out[i] != '\n') {
                if (out[i] == '\\' && i + 1 < out.size()) out[i++] = ' ';
                out[i++] = ' ';
            }
            if (i < out.size() && out[i] == '"') out[i++] = ' ';
        } else {
            ++i;
        }
    }
    return out;
}

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
        // A name #defined in the text as a number (#define USE_FAR 0), or defined(NAME).
        if (tail.empty() && defines.count(w) != 0 && defines.at(w).size() == 1 &&
            defines.at(w)[0].kind == Token::Kind::Number)
            return defines.at(w)[0].value != 0;
        if (w == "defined") {
            std::string name = tail;
            for (char& ch : name)
                if (ch == '(' || ch == ')') ch = ' ';
            size_t p = 0;
            const std::string macro = first_word(name, p);
            if (!macro.empty() && name.find_first_not_of(" \t", p) == std::string::npos &&
                (defines.count(macro) != 0 || function_macros.count(macro) != 0))
                return true;
        }
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
            if (out.size() > 400000) fail(source, t.line, "the macros expand too far");
            continue;
        }
        out.push_back(t);
    }
    return out;
}

}  // namespace gjklab::snippet
