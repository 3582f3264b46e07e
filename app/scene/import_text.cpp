#include "scene/import_text.h"

#include <algorithm>
#include <cstdlib>

#include "scene/scene.h"

namespace gjklab::import_text {

/// The value the engine saw: `0.1f` is the float nearest 0.1, `0.1` the double.
double literal_value(std::string text) {
    if (text.size() > 2 && text.compare(text.size() - 2, 2, "_r") == 0)  // Jolt's Real literal
        text.resize(text.size() - 2);
    // In a hex literal an f is a digit, unless it follows the binary exponent.
    const bool hex = text.find_first_of("xX") != std::string::npos;
    const bool single = !text.empty() && (text.back() == 'f' || text.back() == 'F') &&
                        (!hex || text.find_first_of("pP") != std::string::npos);
    if (single) {  // rounded once, to float, as the compiler does
        text.pop_back();
        return double(std::strtof(text.c_str(), nullptr));
    }
    return std::strtod(text.c_str(), nullptr);
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

/// C++ statements (split at `;`), each with the line it starts on; runs of white space are one
/// space (long blank runs would make std::regex recurse deeply).
std::vector<Statement> statements(const std::string& text) {
    std::vector<Statement> out;
    int line = 1, start_line = 1;
    std::string current;
    for (char ch : text) {
        const bool blank = ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n';
        if (ch == ';') {
            if (!current.empty()) out.push_back({current, start_line});
            current.clear();
        } else if (blank) {
            if (!current.empty() && current.back() != ' ') current += ' ';
        } else {
            if (current.empty()) start_line = line;
            current += ch;
        }
        if (ch == '\n') ++line;
    }
    if (!current.empty()) out.push_back({current, start_line});
    return out;
}

std::string excerpt(const std::string& text) {
    const size_t first = text.find_first_not_of(" \t\r\n");
    std::string s = first == std::string::npos ? "" : text.substr(first);
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

bool mentions(const std::string& text, const char* word) {
    return std::regex_search(text, std::regex(std::string("\\b") + word + "\\b"));
}

/// In a statement of points, every bracketed group of `dimension` items must be numbers: a
/// point written as an expression or a variable ({0, 2.0f * h}) would silently be left out.
void require_literal_points(const Statement& st, size_t read, int dimension, const std::string& source) {
    const std::string item = R"([^{}(),;]+)";
    std::string group = R"([({]\s*)" + item;
    for (int k = 1; k < dimension; ++k) group += "," + item;
    group += R"([)}])";
    const std::regex any_group(group);
    size_t groups = 0;
    for (std::sregex_iterator it(st.text.begin(), st.text.end(), any_group), end; it != end; ++it)
        ++groups;
    if (groups > read)
        fail(source, st.line,
             "a point here is not written as numbers (an expression or a variable): give its "
             "numbers (\"" + excerpt(st.text) + "\")");
}

/// The variable a statement declares (`b2Polygon box = ...`, `BoxShapeSettings box(...)`,
/// `auto* ball = new ...`, `b2Vec2 points[] = {...}`), or the container it pushes into
/// (`points.push_back(...)`); "" when neither.
std::string declared_name(const std::string& statement) {
    static const std::regex push(R"(^\s*(\w+)\s*(?:\.|->)\s*(?:push_back|emplace_back)\s*\()");
    static const std::regex declaration(
        R"(^\s*(?:static\s+)?(?:const\s+)?[A-Za-z_][\w:]*(?:\s*<[^;=(){}]*>)?\s*[*&]*\s+[*&]*\s*([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\s*(?:=|\(|\{|$))");
    std::smatch m;
    if (std::regex_search(statement, m, push)) return m[1];
    if (std::regex_search(statement, m, declaration)) return m[1];
    return "";
}

/// Places shape `shape` at `position` with `rotation` (a scene file's "rotation" object): a
/// point or circle has its centre moved (its own offset turned by the rotation), the others
/// take the position and the rotation.
void place(json& shape, const std::vector<double>& position, const json& rotation,
           const std::function<std::vector<double>(const std::vector<double>&)>& turn) {
    if (shape.contains("position")) {  // a centre given in the shape's own frame
        std::vector<double> centre = turn(shape["position"].get<std::vector<double>>());
        for (size_t k = 0; k < centre.size(); ++k) centre[k] += position[k];
        shape["position"] = point_json(centre);
        return;
    }
    shape["position"] = point_json(position);
    if (!rotation.is_null()) shape["rotation"] = rotation;
}


std::vector<std::pair<std::string, int>> pair_in_call(std::vector<std::pair<size_t, int>> shapes,
                                                      std::vector<std::pair<size_t, std::string>> transforms) {
    std::sort(shapes.begin(), shapes.end());
    std::sort(transforms.begin(), transforms.end());
    std::vector<std::pair<std::string, int>> out;
    if (shapes.empty() || transforms.empty()) return out;
    if (shapes.size() == transforms.size() && shapes.back().first < transforms.front().first) {
        for (size_t k = 0; k < shapes.size(); ++k) out.push_back({transforms[k].second, shapes[k].second});
        return out;
    }
    for (const auto& [at, name] : transforms) {
        int shape = -1;
        for (const auto& [where, index] : shapes)
            if (where < at) shape = index;
        if (shape >= 0) out.push_back({name, shape});
    }
    return out;
}

}  // namespace gjklab::import_text
