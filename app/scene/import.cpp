#include "scene/import.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

#include <gjk/shapes3d.h>

#include "scene/mesh_import.h"
#include "scene/scene.h"
#include "scene/snippet/box2d_dump.h"
#include "scene/snippet/dumps.h"
#include "scene/snippet/snippet.h"
#include "scene/snippet/syntax.h"
#include "scene/snippet/tokens.h"
#include "scene/snippet/value.h"

namespace gjklab {

namespace {

using json = nlohmann::json;

/// A number as C writes it (a decimal or hex literal, with a sign and an f, l or _r suffix),
/// read to the value the compiler gives it; nullopt when `word` is not one.
std::optional<double> number_word(const std::string& word) {
    std::string w = word;
    bool negative = false;
    if (!w.empty() && (w[0] == '-' || w[0] == '+')) {
        negative = w[0] == '-';
        w.erase(0, 1);
    }
    if (w.empty() || !(std::isdigit(static_cast<unsigned char>(w[0])) || w[0] == '.'))
        return std::nullopt;
    std::vector<snippet::Token> tokens;
    try {
        tokens = snippet::tokenize(w, "");
    } catch (const InputError& e) {
        // Too large for a double: said as such; anything else is not a number.
        if (std::string(e.what()).find("too large") != std::string::npos)
            throw InputError("the number " + w.substr(0, 17) + (w.size() > 17 ? "..." : "") +
                             " is too large for a double");
        return std::nullopt;
    }
    if (tokens.size() != 2 || tokens[0].kind != snippet::Token::Kind::Number) return std::nullopt;
    return negative ? -tokens[0].value : tokens[0].value;
}

/// The shape a printed label names: `shape A vertex 0` -> `shape A`, `polyA[2]` -> `polyA`,
/// `A 3` -> `A` (an index, and a word saying it is one, are dropped).
std::string shape_label(const std::string& label) {
    std::string plain;
    int depth = 0;
    for (char c : label) {  // without [index] groups
        if (c == '[') ++depth;
        if (depth == 0) plain += c;
        if (c == ']' && depth > 0) --depth;
    }
    std::vector<std::string> words;
    std::istringstream in(plain);
    for (std::string w; in >> w;) words.push_back(w);
    static const char* const kIndexWords[] = {
        "vertex", "vertices", "vert", "v", "point", "points", "pt", "p", "corner", "index", "i"};
    while (!words.empty()) {
        const std::string& w = words.back();
        bool index = w.find_first_not_of("0123456789") == std::string::npos;
        for (const char* k : kIndexWords) index |= w == k;
        if (!index) break;
        words.pop_back();
    }
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

/// The points of a row: each (x, y[, z]) group when the row has parentheses, else the row.
std::vector<std::vector<double>> row_points(std::string line, const std::string& source,
                                            int number_of_line) {
    std::vector<std::string> groups;
    if (line.find('(') != std::string::npos) {
        size_t at = 0;
        while ((at = line.find('(', at)) != std::string::npos) {
            const size_t close = line.find(')', at);
            if (close == std::string::npos)
                snippet::fail(source, number_of_line, "a '(' is not closed on its line");
            groups.push_back(line.substr(at + 1, close - at - 1));
            line.replace(at, close - at + 1, std::string(close - at + 1, ' '));
            at = close + 1;
        }
        for (char ch : line)
            if (std::isspace(static_cast<unsigned char>(ch)) == 0 && ch != ',' && ch != ';')
                snippet::fail(source, number_of_line,
                              "cannot read \"" + line.substr(line.find_first_not_of(" ,;\t"), 40) +
                                  "\" beside the points in parentheses");
    } else {
        groups.push_back(line);
    }
    std::vector<std::vector<double>> out;
    for (std::string g : groups) {
        for (char& ch : g)
            if (std::string(",;[]{}\t\r").find(ch) != std::string::npos) ch = ' ';
        std::istringstream words(g);
        std::vector<double> row;
        for (std::string word; words >> word;) {
            std::optional<double> x;
            try {
                x = number_word(word);
            } catch (const InputError& e) {
                snippet::fail(source, number_of_line, e.what());
            }
            if (!x)
                snippet::fail(source, number_of_line,
                              "cannot read \"" + word.substr(0, 40) + "\" as a number");
            row.push_back(*x);
        }
        if (!row.empty()) out.push_back(row);
    }
    return out;
}

/// Rows of 2 or 3 numbers (commas, brackets and braces are separators); a blank line ends a
/// shape, and so does a new label (`A: (1, 2)`, `polyA[0] = (1, 2)`, as printf dumps write
/// them); `#` and `//` start comments. Labels that end in distinct capitals (A, B; polyA,
/// polyB) order the shapes by them; `order` says how the shapes were ordered.
std::vector<json> point_rows(const std::string& text, const std::string& source,
                             std::string& order) {
    std::vector<json> shapes;
    std::vector<std::string> shape_labels;
    std::vector<std::vector<double>> run;
    std::string label;
    auto end_shape = [&] {
        if (!run.empty()) {
            std::vector<glm::dvec3> points;
            for (const auto& p : run) points.push_back({p[0], p[1], p.size() == 3 ? p[2] : 0.0});
            shapes.push_back(snippet::shape_of_points(points, int(run[0].size())));
            shape_labels.push_back(label);
        }
        run.clear();
    };
    std::istringstream in(text);
    std::string line;
    size_t dims = 0;
    for (int number_of_line = 1; std::getline(in, line); ++number_of_line) {
        for (const char* comment : {"#", "//"})
            if (const size_t at = line.find(comment); at != std::string::npos) line.resize(at);
        // A label before a colon or an equals sign: A: (1, 2), polyA[0] = (1, 2).
        const size_t separator = line.find_first_of(":=");
        if (separator != std::string::npos) {
            const std::string name = line.substr(0, separator);
            bool word = name.find_first_not_of(" \t") != std::string::npos;
            for (char c : name)
                word &= std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == ' ' ||
                        c == '\t' || c == '[' || c == ']' || c == '.';
            if (!word)
                snippet::fail(source, number_of_line,
                              "cannot read \"" + name.substr(0, 40) + "\" as a label");
            const std::string named = shape_label(name);
            if (named != label || named.empty()) {
                end_shape();
                label = named;
            }
            line = line.substr(separator + 1);
        }
        const auto points = row_points(line, source, number_of_line);
        if (points.empty()) {
            if (label.empty()) end_shape();
            continue;
        }
        for (const auto& row : points) {
            if (row.size() != 2 && row.size() != 3)
                snippet::fail(source, number_of_line,
                              "a row holds 2 numbers (x y) or 3 (x y z), this one " +
                                  std::to_string(row.size()));
            if (dims != 0 && row.size() != dims)
                snippet::fail(source, number_of_line,
                              "a row of " + std::to_string(row.size()) + " numbers after rows of " +
                                  std::to_string(dims) + ": one scene is 2D or 3D");
            dims = row.size();
            run.push_back(row);
        }
    }
    end_shape();
    // Labels ending in distinct capitals name A and B: ordered by them.
    bool lettered = shapes.size() >= 2;
    std::string letters;
    for (const std::string& l : shape_labels) {
        const char last = l.empty() ? '\0' : l.back();
        lettered &= std::isupper(static_cast<unsigned char>(last)) != 0 &&
                    letters.find(last) == std::string::npos;
        letters += last;
    }
    if (lettered) {
        std::vector<size_t> by(shapes.size());
        for (size_t k = 0; k < by.size(); ++k) by[k] = k;
        std::stable_sort(by.begin(), by.end(),
                         [&](size_t a, size_t b) { return letters[a] < letters[b]; });
        std::vector<json> sorted;
        std::string named;
        for (size_t k : by) {
            sorted.push_back(shapes[k]);
            named += (named.empty() ? "" : ", ") + shape_labels[k];
        }
        shapes = sorted;
        order = "Shapes in the order of their labels' letters (" + named + ").";
    } else if (!shape_labels.empty() && !shape_labels[0].empty()) {
        std::string named;
        for (const std::string& l : shape_labels) named += (named.empty() ? "" : ", ") + l;
        order = "Shapes in the order their labels appear (" + named + ").";
    }
    return shapes;
}

/// JSON with two-space indents, but each innermost array's numbers on one line: [0.5, -0.25].
std::string compact_points(const std::string& text) {
    std::string out;
    size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '[') {
            size_t j = i + 1;
            while (j < text.size() && std::string("[]{}\"").find(text[j]) == std::string::npos) ++j;
            if (j < text.size() && text[j] == ']') {
                std::string numbers = "[";
                for (size_t k = i + 1; k < j; ++k) {
                    if (std::isspace(static_cast<unsigned char>(text[k])) != 0) continue;
                    numbers += text[k] == ',' ? std::string(", ") : std::string(1, text[k]);
                }
                out += numbers + "]";
                i = j + 1;
                continue;
            }
        }
        out += text[i++];
    }
    return out;
}

bool has_word(const std::string& text, const std::string& word) {
    auto is_word = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
    };
    for (size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        if ((at == 0 || !is_word(text[at - 1])) &&
            (at + word.size() >= text.size() || !is_word(text[at + word.size()])))
            return true;
    }
    return false;
}

/// The identifiers of `text` (comments included: they only make a format likelier).
std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> out;
    std::string w;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_') {
            w += c;
        } else {
            if (!w.empty() && !std::isdigit(static_cast<unsigned char>(w[0]))) out.push_back(w);
            w.clear();
        }
        if (out.size() > 100000) break;
    }
    if (!w.empty() && !std::isdigit(static_cast<unsigned char>(w[0]))) out.push_back(w);
    return out;
}

/// The text as pasted from a bug report, without its markdown: ``` fence lines blanked and, when
/// it quotes (three lines or more start with `>`), the `> ` marks dropped (lines keep their
/// numbers).
std::string without_markdown(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    int quoted_lines = 0;
    for (const std::string& l : lines) {
        const size_t first = l.find_first_not_of(" \t\r");
        quoted_lines += first != std::string::npos && l[first] == '>';
    }
    const bool quoted = quoted_lines >= 3;
    std::string out;
    for (std::string l : lines) {
        const size_t first = l.find_first_not_of(" \t\r");
        if (first != std::string::npos && l.compare(first, 3, "```") == 0) l.clear();
        if (quoted && first != std::string::npos && l.size() > first && l[first] == '>') {
            l.erase(0, first + 1);
            if (!l.empty() && l[0] == ' ') l.erase(0, 1);
        }
        out += l + "\n";
    }
    return out;
}

}  // namespace

ImportFormat import_format_named(const std::string& name) {
    if (name == "auto") return ImportFormat::Auto;
    if (name == "obj") return ImportFormat::Obj;
    if (name == "stl") return ImportFormat::Stl;
    if (name == "ply") return ImportFormat::Ply;
    if (name == "box2d") return ImportFormat::Box2d;
    if (name == "jolt") return ImportFormat::Jolt;
    if (name == "fcl") return ImportFormat::Fcl;
    if (name == "points") return ImportFormat::Points;
    throw InputError("--format must be auto, box2d, jolt, fcl, points, obj, stl or ply, got \"" +
                     name + "\"");
}

ImportFormat detect_import_format(const std::string& pasted) {
    const std::string text = snippet::code_only(pasted);  // what the code names, not its comments
    if (snippet::looks_like_fcl_dump(text)) return ImportFormat::Fcl;
    if (snippet::looks_like_gdb(pasted))
        return ImportFormat::Points;  // gdb's prints name types too
    bool box2d = false, fcl = false, jolt = false;
    const std::vector<std::string> words = words_of(text);
    for (size_t k = 0; k < words.size(); ++k) {
        const std::string& w = words[k];
        if (w.size() > 2 && w[0] == 'b' && w[1] == '2' &&
            (std::isupper(static_cast<unsigned char>(w[2])) != 0 || w[2] == '_'))
            box2d = true;
        for (const char* f : {"fcl",
                              "Transform3",
                              "Transform3d",
                              "Transform3f",
                              "Isometry3",
                              "Isometry3d",
                              "RigidTransform",
                              "RigidTransformd",
                              "RollPitchYaw",
                              "RollPitchYawd",
                              "Boxd",
                              "Sphered",
                              "Capsuled",
                              "Cylinderd",
                              "Coned",
                              "Ellipsoidd",
                              "Convexd",
                              "Boxf",
                              "Vector3d",
                              "drake",
                              "CollisionObject",
                              "CollisionObjectd",
                              "Eigen",
                              "AngleAxisd",
                              "Quaterniond"})
            fcl |= w == f;
        for (const char* j : {"Vec3", "RVec3", "DVec3", "Float3", "Quat", "Mat44", "RMat44", "JPH",
                              "BodyCreationSettings", "BoxShape", "SphereShape", "CapsuleShape",
                              "CylinderShape", "ConvexHullShape", "CollisionDispatch", "JPH_PI"})
            jolt |= w == j;
        if (w.size() > 13 && w.compare(w.size() - 13, 13, "ShapeSettings") == 0) jolt = true;
    }
    // FCL's and Drake's shapes as templates: Box<double>, Sphere<S>.
    for (const char* shape :
         {"Box", "Sphere", "Capsule", "Cylinder", "Cone", "Ellipsoid", "Convex"})
        for (size_t at = text.find(shape); at != std::string::npos; at = text.find(shape, at + 1)) {
            size_t k = at + std::string(shape).size();
            while (k < text.size() && text[k] == ' ') ++k;
            if (k < text.size() && text[k] == '<' &&
                (at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]))))
                fcl = true;
        }
    if (box2d) return ImportFormat::Box2d;
    if (jolt) return ImportFormat::Jolt;
    if (fcl) return ImportFormat::Fcl;
    // Drake's untemplated shapes with poses (const Box box(1, 2, 3); RigidTransformd ...) are
    // caught above by their poses; plain shapes alone read as FCL's.
    for (const char* shape : {"Box", "Sphere", "Capsule", "Cylinder", "Ellipsoid"})
        if (has_word(text, shape) && text.find('(') != std::string::npos &&
            text.find(';') != std::string::npos)
            return ImportFormat::Fcl;
    return ImportFormat::Points;
}

namespace {

/// The shapes of one input, whether they are 3D, what the reader notes and what it warns of.
struct InputShapes {
    std::vector<json> shapes;
    bool three = false;
    std::vector<std::string> notes, warnings;
};

InputShapes shapes_of(const ImportInput& input) {
    ImportFormat format = input.format;
    if (format == ImportFormat::Auto) {
        const std::string mesh = mesh_format_of(input.source);
        format = mesh == "obj"   ? ImportFormat::Obj
                 : mesh == "stl" ? ImportFormat::Stl
                 : mesh == "ply" ? ImportFormat::Ply
                                 : detect_import_format(without_markdown(input.text));
    }
    if (format == ImportFormat::Obj || format == ImportFormat::Stl || format == ImportFormat::Ply) {
        const char* name = format == ImportFormat::Obj   ? "obj"
                           : format == ImportFormat::Stl ? "stl"
                                                         : "ply";
        InputShapes out;
        out.three = true;
        for (const auto& points : read_mesh(input.text, name, input.source)) {
            // The hull, as the scene keeps it: its vertices only (a mesh may have thousands
            // of points inside it).
            gjk::PolytopeShape3 hull;
            std::string error;
            if (!gjk::make_polytope(points, hull, error))
                throw InputError(input.source + ": " + error);
            json list = json::array();
            for (const glm::dvec3& v : hull.vertices) list.push_back({v.x, v.y, v.z});
            out.shapes.push_back({{"type", "polytope"}, {"points", list}});
        }
        return out;
    }
    const std::string text = without_markdown(input.text);
    const std::string& source = input.source;
    InputShapes out;
    if (format == ImportFormat::Points) {
        if (snippet::looks_like_gdb(text)) {
            int dimension = 2;
            snippet::SnippetShapes read = snippet::read_gdb(text, source, dimension);
            out.shapes = read.shapes;
            out.notes = read.notes;
            out.three = dimension == 3;
            return out;
        }
        std::string order;
        out.shapes = point_rows(text, source, order);
        if (!order.empty() && out.shapes.size() >= 2) out.notes.push_back(order);
        if (!out.shapes.empty()) {
            const json& first = out.shapes[0];
            const json& p = first.contains("vertices") ? first["vertices"][0]
                            : first.contains("points") ? first["points"][0]
                            : first.contains("a")      ? first["a"]
                                                       : first["position"];
            out.three = p.size() == 3;
        }
        return out;
    }
    snippet::SnippetShapes read;
    if (format == ImportFormat::Fcl && snippet::looks_like_fcl_dump(text)) {
        read = snippet::read_fcl_dump(text, source);
    } else if (format == ImportFormat::Box2d && snippet::looks_like_box2d_dump(text)) {
        if (!(input.hz > 0) || !std::isfinite(input.hz)) throw InputError("--hz must be positive");
        read = snippet::shapes_along_dumps(snippet::read_box2d_dumps(text, source), input.hz);
    } else {
        const snippet::Dialect d = format == ImportFormat::Box2d  ? snippet::Dialect::Box2d
                                   : format == ImportFormat::Jolt ? snippet::Dialect::Jolt
                                                                  : snippet::Dialect::Fcl;
        read = snippet::read_snippet(text, d, source);
    }
    out.shapes = read.shapes;
    out.notes = read.notes;
    out.warnings = read.warnings;
    out.three = format != ImportFormat::Box2d;
    return out;
}

}  // namespace

std::string import_scene(const std::vector<ImportInput>& inputs,
                         std::vector<std::string>* warnings) {
    std::vector<json> shapes;
    int dimension = 0;
    std::string sources, notes;
    for (const ImportInput& input : inputs) {
        auto [found, three, input_notes, input_warnings] = shapes_of(input);
        for (const std::string& note : input_notes) notes += (notes.empty() ? "" : " ") + note;
        if (warnings != nullptr)
            for (const std::string& w : input_warnings)
                warnings->push_back(input.source + ": " + w);
        if (found.empty()) continue;
        if (dimension != 0 && dimension != (three ? 3 : 2))
            throw InputError(input.source + ": " + (three ? "3D" : "2D") + " shapes after " +
                             (three ? "2D" : "3D") + " ones: one scene is 2D or 3D");
        dimension = three ? 3 : 2;
        for (json& s : found) shapes.push_back(std::move(s));
        sources += (sources.empty() ? "" : ", ") + input.source;
    }
    const std::string source = inputs.size() == 1 ? inputs[0].source : sources;
    if (shapes.size() < 2)
        throw InputError(source + ": found " + std::to_string(shapes.size()) + " shape" +
                         (shapes.size() == 1 ? "" : "s") +
                         "; a query needs two (in rows of numbers, a blank line separates shapes)");
    json scene = {{"version", 1}, {"dimension", dimension}};
    json list = json::array();
    for (size_t i = 0; i < shapes.size(); ++i) {
        json s = shapes[i];
        const std::string name =
            i < 26 ? std::string(1, char('A' + i)) : "S" + std::to_string(i + 1);
        s["name"] = name;
        list.push_back(s);
    }
    scene["title"] = "Imported from " + source;
    if (!notes.empty()) scene["description"] = notes;
    scene["shapes"] = list;
    const std::string out = compact_points(scene.dump(2)) + "\n";
    parse_scene(out, source);  // the shapes must make a valid scene, else its error
    return out;
}

std::string import_scene(const std::string& text, ImportFormat format, const std::string& source,
                         std::vector<std::string>* warnings) {
    return import_scene({{text, format, source}}, warnings);
}

}  // namespace gjklab
