// What the text readers of `import` share: C/C++ literals read as the engine saw them, the
// text cut into statements with their lines, errors that name the line, and the shapes found so
// far with the names the text gives them.
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <regex>
#include <string>
#include <utility>
#include <vector>

namespace gjklab::import_text {

using json = nlohmann::json;

/// A C/C++ floating literal: decimal or hex, with an optional float suffix (or Jolt's `_r`).
inline const std::string kNumber =
    R"([-+]?(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][-+]?[0-9]+)?|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)(?:[fF]|_r)?)";

/// The value the engine saw: `0.1f` is the float nearest 0.1, `0.1` the double.
double literal_value(std::string text);

/// The text with comments blanked out (newlines kept, so that lines still count).
std::string without_comments(const std::string& text);

struct Statement {
    std::string text;
    int line;  ///< where it starts, from 1
};

/// C++ statements (split at `;`), each with the line it starts on.

/// C++ statements (split at `;`), each with the line it starts on; runs of white space are one
/// space (long blank runs would make std::regex recurse deeply).
std::vector<Statement> statements(const std::string& text);

/// The first 40 characters of `text` on one line, for an error message.
std::string excerpt(const std::string& text);

/// InputError "SOURCE: line N: WHY".
[[noreturn]] void fail(const std::string& source, int line, const std::string& why);

/// Every match of `pattern` in `text`, each as its numbers.
std::vector<std::vector<double>> tuples(const std::string& text, const std::regex& pattern);

json point_json(const std::vector<double>& p);

/// A shape from a group of points: a point, a segment, else a polygon (2D) or polytope (3D),
/// hulled as the engines hull them.
json shape_of_points(const std::vector<std::vector<double>>& points);

/// Whether `word` appears in `text` as a whole word.
bool mentions(const std::string& text, const char* word);

/// In a statement of points, every bracketed group of `dimension` items must be numbers: a
/// point written as an expression or a variable ({0, 2.0f * h}) would silently be left out.
void require_literal_points(const Statement& st, size_t read, int dimension, const std::string& source);

/// The variable a statement declares (`b2Polygon box = ...`, `BoxShapeSettings box(...)`,
/// `auto* ball = new ...`, `b2Vec2 points[] = {...}`), or the container it pushes into
/// (`points.push_back(...)`); "" when neither.
std::string declared_name(const std::string& statement);

/// Places shape `shape` at `position` with `rotation` (a scene file's "rotation" object): a
/// point or circle has its centre moved (its own offset turned by `turn`), the others take the
/// position and the rotation.
void place(json& shape, const std::vector<double>& position, const json& rotation,
           const std::function<std::vector<double>(const std::vector<double>&)>& turn);

/// The shapes read so far, each with the names the text gives it (its variable, the container
/// its points were pushed into, names declared from it), so that a transform naming one of
/// them places that shape.
struct Found {
    std::vector<json> shapes;
    std::vector<std::vector<std::string>> names;
    std::vector<int> placed_on;  ///< the line of the transform that placed it (0: none)
    std::vector<std::vector<double>> run;  ///< points of statements holding one point each
    std::string run_name;

    void add(json shape, const std::string& name) {
        shapes.push_back(std::move(shape));
        names.push_back(name.empty() ? std::vector<std::string>{} : std::vector<std::string>{name});
        placed_on.push_back(0);
    }
    /// Statements holding one point each (push_back, one per line) make one shape; a statement
    /// with several is a shape of its own; a statement with none ends a run.
    void points(const std::vector<std::vector<double>>& found, const std::string& name) {
        if (found.size() == 1) {
            if (!run.empty() && name != run_name) end();  // pushes into another container
            if (run.empty()) run_name = name;
            run.push_back(found[0]);
            return;
        }
        end();
        if (!found.empty()) add(shape_of_points(found), name);
    }
    void end() {
        if (!run.empty()) add(shape_of_points(run), run_name);
        run.clear();
        run_name.clear();
    }
    /// The shapes `text` names, in the order the names appear in it.
    std::vector<std::pair<size_t, int>> named_in(const std::string& text) const {
        std::vector<std::pair<size_t, int>> out;  // (position in text, shape)
        for (size_t i = 0; i < names.size(); ++i)
            for (const std::string& n : names[i]) {
                std::smatch m;
                if (std::regex_search(text, m, std::regex("\\b" + n + "\\b")))
                    out.push_back({size_t(m.position(0)), int(i)});
            }
        std::sort(out.begin(), out.end());
        return out;
    }
};

/// Which shape each transform named in one call places, given where in the call the shapes
/// (position, shape) and the transforms (position, name) are named: when every shape comes
/// before every transform and there are as many of each (b2DistanceInput{proxyA, proxyB, xfA,
/// xfB}, sCollideShapeVsShape(a, b, ..., xfA, xfB)), in order; otherwise each transform places
/// the shape named last before it (b2CollidePolygons(&a, xfA, &b, xfB)). Pairs (transform's
/// name, shape); a transform with no shape before it is left out.
std::vector<std::pair<std::string, int>> pair_in_call(std::vector<std::pair<size_t, int>> shapes,
                                                      std::vector<std::pair<size_t, std::string>> transforms);

}  // namespace gjklab::import_text
