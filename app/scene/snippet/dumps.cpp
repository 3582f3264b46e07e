#include "scene/snippet/dumps.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <glm/vec2.hpp>
#include <optional>
#include <sstream>
#include <vector>

#include "scene/scene.h"
#include "scene/snippet/engines.h"
#include "scene/snippet/syntax.h"

namespace gjklab::snippet {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::string line;
    std::istringstream in(text);
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out.push_back(line);
    }
    return out;
}

std::string trimmed(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t");
    if (a == std::string::npos) return "";
    const size_t b = s.find_last_not_of(" \t");
    return s.substr(a, b - a + 1);
}

namespace {

/// The numbers of a line whose items are separated by spaces, commas or a final `;`; nullopt
/// when an item is not a number.
std::optional<std::vector<double>> numbers_in(const std::string& line) {
    std::string s = line;
    for (char& c : s)
        if (c == ',' || c == ';') c = ' ';
    std::istringstream in(s);
    std::vector<double> out;
    for (std::string w; in >> w;) {
        char* end = nullptr;
        const double x = std::strtod(w.c_str(), &end);
        if (end != w.c_str() + w.size() || w.find_first_of("xXnN") != std::string::npos)
            return std::nullopt;
        out.push_back(x);
    }
    return out;
}

/// 0.6 / 0.7's printed shape (`Box  x y z`, `Sphere(r)`, `Capsule(r: R, lz: L)`,
/// `Ellipsoid(radii: a b c)`) as the C++ master prints; nullopt for what is not one.
std::string old_shape_as_code(const std::string& printed, const std::string& source, int line) {
    std::string kind;
    size_t k = 0;
    while (k < printed.size() && std::isalpha(static_cast<unsigned char>(printed[k])) != 0)
        kind += printed[k++];
    std::string rest = printed.substr(k);
    if (kind == "Convex")
        fail(source, line,
             "FCL 0.6 and 0.7 print a Convex without its vertices (\"" + trimmed(printed) +
                 "\"): give its vertices as FCL's master prints them, Convex<double>(... "
                 "Vector3<double>(x, y, z) ...)");
    for (const char* label : {"r:", "lz:", "radii:"}) {
        size_t at;
        while ((at = rest.find(label)) != std::string::npos)
            rest.replace(at, std::string(label).size(), " ");
    }
    for (char& c : rest)
        if (c == '(' || c == ')') c = ' ';
    const auto n = numbers_in(rest);
    const size_t want = kind == "Sphere" ? 1 : kind == "Box" || kind == "Ellipsoid" ? 3 : 2;
    if (!(kind == "Box" || kind == "Sphere" || kind == "Capsule" || kind == "Cylinder" ||
          kind == "Cone" || kind == "Ellipsoid"))
        fail(source, line,
             "cannot read this shape of the dump (\"" + trimmed(printed).substr(0, 40) + "\")");
    if (!n || n->size() != want)
        fail(source, line,
             kind + " is printed with " + std::to_string(want) + " numbers here: cannot read \"" +
                 trimmed(printed).substr(0, 40) + "\"");
    std::ostringstream code;
    code.precision(17);
    code << kind << "<double>(";
    for (size_t i = 0; i < n->size(); ++i) code << (i ? ", " : "") << (*n)[i];
    code << ");";
    return code.str();
}

}  // namespace

bool looks_like_fcl_dump(const std::string& text) {
    return text.find("Shape 1:") != std::string::npos && text.find("X_FS1") != std::string::npos;
}

SnippetShapes read_fcl_dump(const std::string& text, const std::string& source) {
    const std::vector<std::string> lines = lines_of(text);
    // The dump as FCL code on the same lines, so that errors name the user's lines.
    std::vector<std::string> code(lines.size());
    int shape_line[3] = {0, 0, 0};
    for (int which = 1; which <= 2; ++which) {
        const std::string shape_label = "Shape " + std::to_string(which) + ":";
        const std::string pose_label = "X_FS" + std::to_string(which);
        size_t s = 0;
        while (s < lines.size() && lines[s].find(shape_label) == std::string::npos) ++s;
        if (s == lines.size())
            fail(source, int(lines.size()), "the dump has no \"" + shape_label + "\"");
        size_t p = s;
        while (p < lines.size() && trimmed(lines[p]) != pose_label) ++p;
        if (p == lines.size())
            fail(source, int(s) + 1,
                 "Shape " + std::to_string(which) + " has no pose " + pose_label + " after it");
        shape_line[which] = int(s) + 1;
        // The shape: after the label on its line (0.6, 0.7) or the lines up to the pose (master).
        const std::string after =
            trimmed(lines[s].substr(lines[s].find(shape_label) + shape_label.size()));
        if (!after.empty() && after.find('<') == std::string::npos) {  // 0.6, 0.7: Box  x y z
            code[s] = "auto shape" + std::to_string(which) + " = " +
                      old_shape_as_code(after, source, int(s) + 1);
        } else {
            for (size_t k = s + 1; k < p; ++k) code[k] = lines[k];
            if (!after.empty()) code[s] = after;  // Shape 1: Box<double>(1, 2, 3);
            size_t first = after.empty() ? s + 1 : s;
            while (first < p && trimmed(lines[first]).empty()) ++first;
            if (first == p)
                fail(source, int(s) + 1,
                     "Shape " + std::to_string(which) + " is empty in the dump");
            code[first] = "auto shape" + std::to_string(which) + " = " + code[first];
        }
        // The pose: the next lines' 16 numbers (rows of 4, aligned or comma separated).
        std::vector<double> m;
        size_t k = p + 1;
        for (; k < lines.size() && m.size() < 16; ++k) {
            const auto n = numbers_in(lines[k]);
            if (!n || n->empty()) break;
            m.insert(m.end(), n->begin(), n->end());
        }
        if (m.size() != 16)
            fail(source, int(p) + 1,
                 "the pose " + pose_label + " must be 4 rows of 4 numbers, found " +
                     std::to_string(m.size()) + " numbers");
        std::ostringstream pose;
        pose.precision(17);
        pose << "Transform3d " << pose_label << "; " << pose_label << ".matrix() << ";
        for (size_t i = 0; i < 16; ++i) pose << (i ? ", " : "") << m[i];
        pose << ";";
        code[p] = pose.str();
        for (size_t j = p + 1; j < k; ++j) code[j].clear();
    }
    std::string joined;
    for (const std::string& l : code) joined += l + "\n";
    size_t dumps = 0;
    for (const std::string& l : lines) dumps += l.find("Shape 1:") != std::string::npos;
    joined += "solver.shapeSignedDistance(shape1, X_FS1, shape2, X_FS2);\n";
    // The dump's shapes are the query's: they are the shapes and poses FCL was given.
    SnippetShapes out = read_snippet(joined, Dialect::Fcl, source);
    out.notes.erase(out.notes.begin());
    if (dumps > 1)
        out.warnings.push_back("the text holds " + std::to_string(dumps) +
                               " dumps; the first (line " + std::to_string(shape_line[1]) +
                               ") is the scene's");
    out.notes.insert(out.notes.begin(), "A = Shape 1 (line " + std::to_string(shape_line[1]) +
                                            ") at X_FS1, B = Shape 2 (line " +
                                            std::to_string(shape_line[2]) +
                                            ") at X_FS2, as FCL printed them.");
    return out;
}

bool looks_like_gdb(const std::string& text) {
    for (const std::string& l : lines_of(text)) {
        const std::string t = trimmed(l);
        if (t.empty() || t.rfind("(gdb)", 0) == 0) continue;  // the prompt and its command
        return t.size() > 1 && t[0] == '$' && std::isdigit(static_cast<unsigned char>(t[1])) != 0;
    }
    return false;
}

namespace {

std::optional<double> number_node(const Node& n) {
    if (n.kind == Node::Kind::Number) return n.value;
    if (n.kind == Node::Kind::Unary && (n.op == "-" || n.op == "+") &&
        n.kids[0].kind == Node::Kind::Number)
        return n.op == "-" ? -n.kids[0].value : n.kids[0].value;
    return std::nullopt;
}

/// {x = 1, y = 2}, {1, 2}: a point; nullopt when the node is not one.
std::optional<std::vector<double>> point_node(const Node& n) {
    if (n.kind != Node::Kind::Brace || n.kids.size() < 2 || n.kids.size() > 3) return std::nullopt;
    std::vector<double> p;
    const char* axes[] = {"x", "y", "z"};
    for (size_t k = 0; k < n.kids.size(); ++k) {
        const Node& item = n.kids[k];
        const Node* value = &item;
        if (item.kind == Node::Kind::Designated) {
            if (item.text != axes[k]) return std::nullopt;
            value = &item.kids[0];
        }
        const auto x = number_node(*value);
        if (!x) return std::nullopt;
        p.push_back(*x);
    }
    return p;
}

/// A struct's member by one of its names, also in the base-class part gdb prints
/// (`{<b2Shape> = {..., m_radius = 0.01}, m_vertices = ...}`, read as `base`).
const Node* member(const Node& n, std::initializer_list<const char*> names) {
    for (const Node& k : n.kids)
        if (k.kind == Node::Kind::Designated)
            for (const char* name : names)
                if (k.text == name) return &k.kids[0];
    for (const Node& k : n.kids)
        if (k.kind == Node::Kind::Designated && k.text == "base")
            if (const Node* found = member(k.kids[0], names)) return found;
    return nullptr;
}

/// gdb's C++ decorations made plain: a base-class part `<b2Shape> = {` labelled `base = {`,
/// and annotations in angle brackets (`0x5555 <vtable for b2PolygonShape+16>`) dropped.
std::string without_cpp_decorations(std::string text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '<') {
            out += text[i];
            continue;
        }
        const size_t close = text.find('>', i);
        const size_t newline = text.find('\n', i);
        if (close == std::string::npos || (newline != std::string::npos && newline < close)) {
            out += text[i];
            continue;
        }
        size_t after = close + 1;
        while (after < text.size() && text[after] == ' ') ++after;
        const bool base = after < text.size() && text[after] == '=' &&
                          (out.empty() || out.back() == '{' || out.back() == ' ');
        if (base) out += "base";
        i = close;
    }
    return out;
}

}  // namespace

/// gdb's `{x = 0, y = 0} <repeats 4 times>` written out as the four values it stands for.
std::string with_repeats_written_out(std::string text, const std::string& source) {
    const std::string mark = "<repeats ";
    size_t at;
    int guard = 0;
    while ((at = text.find(mark)) != std::string::npos) {
        if (++guard > 10000) fail(source, 1, "too many <repeats ...> to write out");
        const size_t close = text.find('>', at);
        const int line = 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(at), '\n'));
        if (close == std::string::npos) fail(source, line, "a <repeats ...> is not closed");
        const long count = std::strtol(text.c_str() + at + mark.size(), nullptr, 10);
        if (count < 1 || count > 1000)
            fail(source, line, "cannot write out <repeats " + std::to_string(count) + " times>");
        // The value before it: a braced group, or a word up to the ',' or '{' before it.
        size_t end = at;
        while (end > 0 && text[end - 1] == ' ') --end;
        size_t start = end;
        if (start > 0 && text[start - 1] == '}') {
            int depth = 0;
            do {
                --start;
                if (text[start] == '}') ++depth;
                if (text[start] == '{') --depth;
            } while (start > 0 && depth > 0);
            if (depth != 0) fail(source, line, "cannot find the value <repeats> repeats");
        } else {
            while (start > 0 && text[start - 1] != ',' && text[start - 1] != '{') --start;
        }
        const std::string value = text.substr(start, end - start);
        std::string written = value;
        for (long k = 1; k < count; ++k) written += ", " + value;
        text.replace(start, close + 1 - start, written);
    }
    return text;
}

SnippetShapes read_gdb(const std::string& text, const std::string& source, int& dimension) {
    const std::vector<std::string> lines =
        lines_of(without_cpp_decorations(with_repeats_written_out(text, source)));
    std::string code;
    bool open = false;
    for (const std::string& l : lines) {
        const std::string t = trimmed(l);
        if (t.rfind("(gdb)", 0) == 0) {  // a prompt line: what follows is gdb's answer
            code += "\n";
            continue;
        }
        if (t.size() > 1 && t[0] == '$' && std::isdigit(static_cast<unsigned char>(t[1])) != 0) {
            if (open) code += ";";
            code += "\nauto " + t;
            open = true;
        } else {
            code += "\n" + l;
        }
    }
    if (open) code += ";";
    code.erase(0, 1);
    SnippetShapes out;
    dimension = 0;
    struct Printed {
        glm::dvec2 p, cs;
        int line;
    };
    std::vector<Printed> transforms;  // b2Transform prints: {p = {..}, q = {c = .., s = ..}}
    for (const Statement& s : parse_statements(code, source)) {
        if (s.kind != Statement::Kind::Declaration || s.init != Statement::Init::Assign)
            fail(source, s.line, "cannot read this as a value gdb printed");
        const Node& v = s.args[0];
        std::vector<std::vector<double>> points;
        double radius = 0;
        if (v.kind == Node::Kind::Brace && !v.kids.empty() && point_node(v.kids[0])) {
            for (const Node& k : v.kids) {
                const auto p = point_node(k);
                if (!p) fail(source, k.line, "an item of this list is not a point");
                points.push_back(*p);
            }
        } else if (const Node* vertices = member(v, {"vertices", "m_vertices", "points"})) {
            const Node* count = member(v, {"count", "m_count"});
            size_t n = vertices->kids.size();
            if (count != nullptr) {
                const auto c = number_node(*count);
                if (!c || *c < 1 || *c > double(n))
                    fail(source, s.line, "the count does not fit the vertices printed");
                n = size_t(*c);
            }
            for (size_t k = 0; k < n; ++k) {
                const auto p = point_node(vertices->kids[k]);
                if (!p) fail(source, s.line, "vertex " + std::to_string(k) + " is not a point");
                points.push_back(*p);
            }
            if (const Node* r = member(v, {"radius", "m_radius"}))
                radius = number_node(*r).value_or(0);
        } else if (member(v, {"p"}) != nullptr && member(v, {"q"}) != nullptr) {
            const auto p = point_node(*member(v, {"p"}));
            const Node* q = member(v, {"q"});
            const Node* c = member(*q, {"c"});
            const Node* sn = member(*q, {"s"});
            if (!p || p->size() != 2 || c == nullptr || sn == nullptr || !number_node(*c) ||
                !number_node(*sn))
                fail(source, s.line, "a transform needs p = {x, y} and q = {c, s}");
            transforms.push_back(
                {{(*p)[0], (*p)[1]}, {*number_node(*c), *number_node(*sn)}, s.line});
            continue;
        } else if (member(v, {"center1", "point1"}) != nullptr) {  // a capsule or a segment
            const auto p = point_node(*member(v, {"center1", "point1"}));
            const Node* second = member(v, {"center2", "point2"});
            const auto q = second ? point_node(*second) : std::nullopt;
            if (!p || !q) fail(source, s.line, "a capsule or segment needs both its points");
            points = {*p, *q};
            if (const Node* r = member(v, {"radius"})) radius = number_node(*r).value_or(0);
        } else if (const Node* centre = member(v, {"center", "m_p"})) {
            const auto p = point_node(*centre);
            const Node* r = member(v, {"radius", "m_radius"});
            if (!p || r == nullptr || !number_node(*r))
                fail(source, s.line, "a circle needs its centre and radius");
            points.push_back(*p);
            radius = *number_node(*r);
        } else if (const auto p = point_node(v)) {
            points.push_back(*p);
        } else {
            fail(
                source, s.line,
                "cannot read this printed value as points: print the vertices, as p poly.vertices");
        }
        const int dim = int(points[0].size());
        for (const auto& p : points)
            if (int(p.size()) != dim) fail(source, s.line, "points of 2 and 3 numbers mixed");
        if (dimension != 0 && dim != dimension)
            fail(source, s.line, "2D and 3D values mixed: one scene is 2D or 3D");
        dimension = dim;
        std::vector<glm::dvec3> corners;
        for (const auto& p : points) corners.push_back({p[0], p[1], dim == 3 ? p[2] : 0.0});
        if (dim == 3 && points.size() > 2 && radius > 0)
            fail(source, s.line, "a rounded polytope is not a shape GJK Lab reads");
        out.shapes.push_back(shape_of_points(corners, dim, radius));
    }
    // Transforms printed beside the shapes place them in order, one each.
    if (!transforms.empty()) {
        if (transforms.size() != out.shapes.size() || dimension != 2)
            fail(source, transforms[0].line,
                 "gdb printed " + std::to_string(transforms.size()) + " transform(s) for " +
                     std::to_string(out.shapes.size()) +
                     " shape(s): GJK Lab places the shapes by transforms printed one per shape, in "
                     "order");
        for (size_t k = 0; k < transforms.size(); ++k) {
            const Printed& t = transforms[k];
            if (std::abs(t.cs.x * t.cs.x + t.cs.y * t.cs.y - 1) > 1e-6)
                fail(source, t.line, "this transform's q is not of unit length");
            json& shape = out.shapes[k];
            if (shape.contains("position")) {  // a circle's or a point's centre
                const double x = shape["position"][0], y = shape["position"][1];
                shape["position"] = {t.cs.x * x - t.cs.y * y + t.p.x,
                                     t.cs.y * x + t.cs.x * y + t.p.y};
            } else {
                shape["position"] = {t.p.x, t.p.y};
                shape["rotation"] = {{"cos", t.cs.x}, {"sin", t.cs.y}};
            }
        }
        out.notes.push_back(
            "Each shape gdb printed is placed by the transform printed in the same place "
            "among the transforms.");
    }
    if (out.shapes.size() >= 2)
        out.notes.push_back("A and B are gdb's values in the order printed ($1 first).");
    return out;
}

}  // namespace gjklab::snippet
