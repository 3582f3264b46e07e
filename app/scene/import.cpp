#include "scene/import.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <cstdlib>
#include <regex>
#include <sstream>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

namespace {

using json = nlohmann::json;

/// A C/C++ floating literal: decimal or hex, with an optional float suffix.
const std::string kNumber =
    R"([-+]?(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][-+]?[0-9]+)?|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)[fF]?)";

/// The value the engine saw: `0.1f` is the float nearest 0.1, `0.1` the double.
double literal_value(std::string text) {
    // In a hex literal an f is a digit, unless it follows the binary exponent.
    const bool hex = text.find_first_of("xX") != std::string::npos;
    const bool single = !text.empty() && (text.back() == 'f' || text.back() == 'F') &&
                        (!hex || text.find_first_of("pP") != std::string::npos);
    if (single) text.pop_back();
    const double v = std::strtod(text.c_str(), nullptr);
    return single ? double(float(v)) : v;
}

/// The text with comments blanked out (newlines kept, so that lines still count).
std::string without_comments(const std::string& text) {
    std::string out = text;
    for (size_t i = 0; i + 1 < out.size(); ++i) {
        if (out[i] == '/' && out[i + 1] == '/') {
            while (i < out.size() && out[i] != '\n') out[i++] = ' ';
        } else if (out[i] == '/' && out[i + 1] == '*') {
            size_t end = out.find("*/", i + 2);
            end = end == std::string::npos ? out.size() : end + 2;
            for (; i < end; ++i)
                if (out[i] != '\n') out[i] = ' ';
        }
    }
    return out;
}

struct Statement {
    std::string text;
    int line;  ///< where it starts, from 1
};

/// C++ statements (split at `;`), each with the line it starts on.
std::vector<Statement> statements(const std::string& text) {
    std::vector<Statement> out;
    int line = 1, start_line = 1;
    std::string current;
    for (char ch : text) {
        if (current.find_first_not_of(" \t\r\n") == std::string::npos) start_line = line;
        if (ch == ';') {
            out.push_back({current, start_line});
            current.clear();
        } else {
            current += ch;
        }
        if (ch == '\n') ++line;
    }
    if (current.find_first_not_of(" \t\r\n") != std::string::npos) out.push_back({current, start_line});
    return out;
}

std::string excerpt(const std::string& text) {
    std::string s = text.substr(text.find_first_not_of(" \t\r\n"));
    for (char& ch : s)
        if (ch == '\n' || ch == '\t' || ch == '\r') ch = ' ';
    return s.size() > 40 ? s.substr(0, 40) + "..." : s;
}

[[noreturn]] void fail(const std::string& source, int line, const std::string& why) {
    throw InputError(source + ": line " + std::to_string(line) + ": " + why);
}

/// Every match of `pattern` in `text`, each as its numbers.
std::vector<std::vector<double>> tuples(const std::string& text, const std::regex& pattern) {
    std::vector<std::vector<double>> out;
    for (std::sregex_iterator it(text.begin(), text.end(), pattern), end; it != end; ++it) {
        std::vector<double> values;
        for (size_t k = 1; k < it->size(); ++k) values.push_back(literal_value((*it)[k].str()));
        out.push_back(values);
    }
    return out;
}

json point_json(const std::vector<double>& p) {
    json a = json::array();
    for (double x : p) a.push_back(x);
    return a;
}

/// A shape from a group of points: a point, a segment, else a polygon (2D) or polytope (3D),
/// hulled as the engines hull them.
json shape_of_points(const std::vector<std::vector<double>>& points) {
    const bool flat = points[0].size() == 2;
    if (points.size() == 1) return {{"type", "point"}, {"position", point_json(points[0])}};
    if (points.size() == 2)
        return {{"type", "segment"}, {"a", point_json(points[0])}, {"b", point_json(points[1])}};
    json list = json::array();
    for (const auto& p : points) list.push_back(point_json(p));
    if (flat) return {{"type", "polygon"}, {"vertices", list}, {"hull", true}};
    return {{"type", "polytope"}, {"points", list}};
}

/// Statements holding one point each (push_back, one per line) make one group; a statement
/// with several is a group of its own; a statement with none ends a group.
struct Grouper {
    std::vector<json>& shapes;
    std::vector<std::vector<double>> run;
    void points(const std::vector<std::vector<double>>& found) {
        if (found.size() == 1) {
            run.push_back(found[0]);
            return;
        }
        end();
        if (!found.empty()) shapes.push_back(shape_of_points(found));
    }
    void end() {
        if (!run.empty()) shapes.push_back(shape_of_points(run));
        run.clear();
    }
};

bool mentions(const std::string& text, const char* word) {
    return std::regex_search(text, std::regex(std::string("\\b") + word + "\\b"));
}

std::vector<json> box2d_shapes(const std::string& text, const std::string& source) {
    const std::string n = "\\s*(" + kNumber + ")\\s*";
    const std::regex pair("(?:b2Vec2\\s*)?[({]" + n + "," + n + "[)}]");
    const std::regex box("\\bb2MakeBox\\s*\\(" + n + "," + n + "\\)");
    const std::regex square("\\bb2MakeSquare\\s*\\(" + n + "\\)");
    const std::regex circle("\\{\\s*(?:b2Vec2\\s*)?[({]" + n + "," + n + "[)}]\\s*,\\s*(?:\\.radius\\s*=\\s*)?(" +
                            kNumber + ")\\s*\\}");
    const std::regex capsule("\\{\\s*(?:b2Vec2\\s*)?[({]" + n + "," + n + "[)}]\\s*,\\s*(?:b2Vec2\\s*)?[({]" + n +
                             "," + n + "[)}]\\s*,\\s*(" + kNumber + ")\\s*\\}");
    std::vector<json> shapes;
    Grouper group{shapes, {}};
    for (const Statement& st : statements(without_comments(text))) {
        for (const char* transform : {"b2Transform", "b2Rot", "b2MakeRot", "b2MakeOffsetBox",
                                      "b2MakeOffsetPolygon", "b2MakeRoundedBox", "b2MakeOffsetRoundedBox"})
            if (mentions(st.text, transform))
                fail(source, st.line,
                     std::string(transform) +
                         " is not read yet: give the points where the engine has them (the "
                         "transform applied), or set the shape's position in the scene (\"" +
                         excerpt(st.text) + "\")");
        std::smatch m;
        if (std::regex_search(st.text, m, box) || std::regex_search(st.text, m, square)) {
            group.end();
            const double hx = literal_value(m[1].str()), hy = m.size() > 2 && m[2].matched
                                                                 ? literal_value(m[2].str())
                                                                 : hx;
            shapes.push_back({{"type", "box"}, {"half_extents", {hx, hy}}});
        } else if (mentions(st.text, "b2Capsule") && std::regex_search(st.text, m, capsule)) {
            group.end();
            shapes.push_back({{"type", "capsule"},
                              {"a", {literal_value(m[1].str()), literal_value(m[2].str())}},
                              {"b", {literal_value(m[3].str()), literal_value(m[4].str())}},
                              {"radius", literal_value(m[5].str())}});
        } else if (mentions(st.text, "b2Circle") && std::regex_search(st.text, m, circle)) {
            group.end();
            shapes.push_back({{"type", "circle"},
                              {"position", {literal_value(m[1].str()), literal_value(m[2].str())}},
                              {"radius", literal_value(m[3].str())}});
        } else {
            group.points(tuples(st.text, pair));
        }
    }
    group.end();
    return shapes;
}

std::vector<json> jolt_shapes(const std::string& text, const std::string& source) {
    const std::string n = "\\s*(" + kNumber + ")\\s*";
    const std::regex triple("(?:(?:R|D)?Vec3|Float3)?\\s*[({]" + n + "," + n + "," + n + "[)}]");
    // `BoxShapeSettings(...)`, `BoxShapeSettings box(...)`, `new BoxShapeSettings{...}`.
    const std::string made = "ShapeSettings\\s*(?:\\w+\\s*)?[({]";
    const std::regex box("\\bBox" + made + "\\s*(?:(?:R|D)?Vec3|Float3)?\\s*[({]" + n + "," + n + "," + n +
                         "[)}]");
    const std::regex sphere("\\bSphere" + made + n + "[,)}]");
    const std::regex capsule("\\bCapsule" + made + n + "," + n + "[,)}]");
    const std::regex cylinder("\\bCylinder" + made + n + "," + n + "[,)}]");
    std::vector<json> shapes;
    Grouper group{shapes, {}};
    for (const Statement& st : statements(without_comments(text))) {
        for (const char* transform : {"Quat", "Mat44", "DMat44", "RotatedTranslatedShapeSettings",
                                      "ScaledShapeSettings", "OffsetCenterOfMassShapeSettings"})
            if (mentions(st.text, transform))
                fail(source, st.line,
                     std::string(transform) +
                         " is not read yet: give the points where the engine has them (the "
                         "transform applied), or set the shape's position and rotation in the "
                         "scene (\"" +
                         excerpt(st.text) + "\")");
        std::smatch m;
        if (std::regex_search(st.text, m, box)) {
            group.end();
            shapes.push_back({{"type", "box"},
                              {"half_extents",
                               {literal_value(m[1].str()), literal_value(m[2].str()),
                                literal_value(m[3].str())}}});
        } else if (std::regex_search(st.text, m, capsule)) {
            group.end();
            const double h = literal_value(m[1].str());
            shapes.push_back({{"type", "capsule"},
                              {"a", {0.0, -h, 0.0}},
                              {"b", {0.0, h, 0.0}},
                              {"radius", literal_value(m[2].str())}});
        } else if (std::regex_search(st.text, m, cylinder)) {
            group.end();
            shapes.push_back({{"type", "cylinder"},
                              {"half_height", literal_value(m[1].str())},
                              {"radius", literal_value(m[2].str())}});
        } else if (std::regex_search(st.text, m, sphere)) {
            group.end();
            shapes.push_back({{"type", "sphere"}, {"radius", literal_value(m[1].str())}});
        } else {
            group.points(tuples(st.text, triple));
        }
    }
    group.end();
    return shapes;
}

/// Rows of 2 or 3 numbers (commas, brackets and braces are separators); a blank line ends a
/// shape; `#` and `//` start comments.
std::vector<json> point_rows(const std::string& text, const std::string& source) {
    std::vector<json> shapes;
    std::vector<std::vector<double>> run;
    const std::regex number("^" + kNumber + "$");
    auto end_shape = [&] {
        if (!run.empty()) shapes.push_back(shape_of_points(run));
        run.clear();
    };
    std::istringstream in(without_comments(text));
    std::string line;
    size_t dims = 0;
    for (int number_of_line = 1; std::getline(in, line); ++number_of_line) {
        if (const size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
        for (char& ch : line)
            if (std::string(",;()[]{}\t\r").find(ch) != std::string::npos) ch = ' ';
        std::istringstream words(line);
        std::vector<double> row;
        for (std::string word; words >> word;) {
            if (!std::regex_match(word, number))
                fail(source, number_of_line, "cannot read \"" + excerpt(word) + "\" as a number");
            row.push_back(literal_value(word));
        }
        if (row.empty()) {
            end_shape();
            continue;
        }
        if (row.size() != 2 && row.size() != 3)
            fail(source, number_of_line,
                 "a row holds 2 numbers (x y) or 3 (x y z), this one " + std::to_string(row.size()));
        if (dims != 0 && row.size() != dims)
            fail(source, number_of_line,
                 "a row of " + std::to_string(row.size()) + " numbers after rows of " +
                     std::to_string(dims) + ": one scene is 2D or 3D");
        dims = row.size();
        run.push_back(row);
    }
    end_shape();
    return shapes;
}

/// JSON with two-space indents, but each point's numbers on one line: [0.5, -0.25].
std::string compact_points(const std::string& text) {
    const std::regex innermost(R"(\[[^\[\]{}"]*\])");
    std::string out;
    auto last = text.cbegin();
    for (std::sregex_iterator it(text.begin(), text.end(), innermost), end; it != end; ++it) {
        out.append(last, (*it)[0].first);
        std::string numbers;
        for (char ch : it->str())
            if (!std::isspace(static_cast<unsigned char>(ch))) numbers += ch == ',' ? std::string(", ") : std::string(1, ch);
        out += numbers;
        last = (*it)[0].second;
    }
    out.append(last, text.cend());
    return out;
}

}  // namespace

ImportFormat import_format_named(const std::string& name) {
    if (name == "auto") return ImportFormat::Auto;
    if (name == "box2d") return ImportFormat::Box2d;
    if (name == "jolt") return ImportFormat::Jolt;
    if (name == "points") return ImportFormat::Points;
    throw InputError("--format must be auto, box2d, jolt or points, got \"" + name + "\"");
}

ImportFormat detect_import_format(const std::string& text) {
    const std::string code = without_comments(text);
    if (std::regex_search(code, std::regex(R"(\bb2(Vec2|Make\w+|Circle|Capsule|Polygon|Hull)\b)")))
        return ImportFormat::Box2d;
    if (std::regex_search(code, std::regex(R"(\b((R|D)?Vec3|Float3|\w+ShapeSettings)\b)")))
        return ImportFormat::Jolt;
    return ImportFormat::Points;
}

std::string import_scene(const std::string& text, ImportFormat format, const std::string& source) {
    if (format == ImportFormat::Auto) format = detect_import_format(text);
    const std::vector<json> shapes = format == ImportFormat::Box2d ? box2d_shapes(text, source)
                                     : format == ImportFormat::Jolt ? jolt_shapes(text, source)
                                                                    : point_rows(text, source);
    if (shapes.size() < 2)
        throw InputError(source + ": found " + std::to_string(shapes.size()) +
                         " shape" + (shapes.size() == 1 ? "" : "s") +
                         "; a query needs two (in rows of numbers, a blank line separates shapes)");
    bool three = format == ImportFormat::Jolt;
    if (format == ImportFormat::Points) {
        const json& first = shapes[0];
        const json& p = first.contains("vertices")  ? first["vertices"][0]
                        : first.contains("points")  ? first["points"][0]
                        : first.contains("a")       ? first["a"]
                                                    : first["position"];
        three = p.size() == 3;
    }
    json scene = {{"version", 1}, {"dimension", three ? 3 : 2}};
    json list = json::array();
    for (size_t i = 0; i < shapes.size(); ++i) {
        json s = shapes[i];
        const std::string name =
            i < 26 ? std::string(1, char('A' + i)) : "S" + std::to_string(i + 1);
        s["name"] = name;
        list.push_back(s);
    }
    scene["title"] = "Imported from " + source;
    scene["shapes"] = list;
    const std::string out = compact_points(scene.dump(2)) + "\n";
    parse_scene(out, source);  // the shapes must make a valid scene, else its error
    return out;
}

}  // namespace gjklab
