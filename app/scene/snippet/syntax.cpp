#include "scene/snippet/syntax.h"

#include <algorithm>
#include <set>

#include "scene/scene.h"

namespace gjklab::snippet {

namespace {

bool is_name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$';
}

}  // namespace

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
    int class_depth_ = 0;     ///< classes entered
    int function_depth_ = 0;  ///< function bodies entered

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
                next();
                const size_t from = at_;
                if (is("(")) skip_group();
                if (is("{")) {
                    skip_group();
                } else {
                    skip_statement();
                }
                for (size_t k = from; k < at_; ++k)  // the names it mentions
                    if (t_[k].kind == Token::Kind::Name) s.mentions.push_back(t_[k].text);
                out.push_back(std::move(s));
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
            if ((w == "public" || w == "private" || w == "protected") && is(":", 1)) {
                next(), next();  // an access label in a class's body
                return;
            }
            if (w == "template") {  // template <typename S>: what follows is read as it is
                next();
                if (is("<")) {
                    int level = 0;
                    do {
                        if (peek().kind == Token::Kind::End)
                            fail(source_, line, "a template's '<' is never closed");
                        if (is("<")) ++level;
                        if (is(">")) --level;
                        next();
                    } while (level > 0);
                }
                return;
            }
            if ((w == "struct" || w == "class") && !declares_variable()) {
                // A class's body is read as code: its members are variables, its methods'
                // bodies statements (a test class: the constructor sets the case up).
                next();
                while (!is("{") && !is(";") && peek().kind != Token::Kind::End) {
                    if (is("(") || is("[")) {
                        skip_group();
                        continue;
                    }
                    next();
                }
                if (is("{")) {
                    // Its members are declared before its methods run, wherever the class
                    // writes them (Box2D's testbed declares them last).
                    next();
                    std::vector<Statement> body;
                    const int depth = ++class_depth_;
                    block(body, true);
                    --class_depth_;
                    std::stable_partition(body.begin(), body.end(), [&](const Statement& st) {
                        return st.kind == Statement::Kind::Declaration && st.class_depth == depth &&
                               st.member;
                    });
                    for (Statement& st : body) out.push_back(std::move(st));
                }
                if (is(";")) next();
                return;
            }
            if (w == "using" || w == "typedef" || w == "break" || w == "continue" || w == "case" ||
                w == "default" || w == "goto" || w == "static_assert" || w == "friend" ||
                ((w == "enum" || w == "union") && !declares_variable())) {
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
        const bool call = s.expr.kind == Node::Kind::Call ||
                          (s.expr.kind == Node::Kind::Unary && s.expr.op == "~" &&
                           s.expr.kids[0].kind == Node::Kind::Call);
        if (call && is(":")) {  // a constructor's initialiser list, then its body
            while (!is("{") && peek().kind != Token::Kind::End) {
                if (is("(")) {
                    skip_group();
                    continue;
                }
                next();
            }
        }
        if (is("{") && call) {  // TEST(a, b) { ... }, f() { ... }, X() { ... }, ~X() { ... }
            next();
            ++function_depth_;
            block(out, true);
            --function_depth_;
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
        // void Sample::PrePhysicsUpdate(...) { ... }: a method defined outside its class.
        if (is("::", 1) && peek(2).kind == Token::Kind::Name) {
            size_t k = 1;
            while (is("::", k) && peek(k + 1).kind == Token::Kind::Name) k += 2;
            if (is("(", k)) {
                for (size_t j = 0; j + 1 < k; ++j) next();
            }
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
            s.class_depth = class_depth_;
            s.member = function_depth_ == 0;
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
                    if (!is("{") && !is_word("const") && !is_word("override") &&
                        !is_word("final") && !is_word("noexcept"))
                        throw;
                    function_body(out);
                    return true;
                }
                if (is("{") || is_word("const") || is_word("override")) {  // a function's body
                    function_body(out);
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

    /// After a function's parameters: its qualifiers (const, override, noexcept), then its
    /// body, whose statements are read.
    void function_body(std::vector<Statement>& out) {
        while (peek().kind == Token::Kind::Name) next();
        expect("{", "to open the function's body");
        ++function_depth_;
        block(out, true);
        --function_depth_;
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
                if (is_word("template")) next();  // p.template head<2>()
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
