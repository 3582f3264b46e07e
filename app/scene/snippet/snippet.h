// A scene's shapes from engine code: the snippet is run as the engine would run it (syntax.h,
// evaluate.h, the engine's rules) and the shapes that reach its query call, in that call's
// order, become A and B, each where the engine puts it. With no query call, the bodies made,
// else the shapes declared, in order, and the scene says so. A pose the text gives that places
// no shape is an error naming its line.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gjklab::snippet {

enum class Dialect { Box2d, Jolt, Fcl };

struct SnippetShapes {
    std::vector<nlohmann::json> shapes;  ///< scene shapes (no names), A first
    std::vector<std::string> notes;      ///< for the scene's description
    std::vector<std::string> warnings;   ///< also said on stderr (how A and B were chosen)
};

SnippetShapes read_snippet(const std::string& text, Dialect dialect, const std::string& source);

/// Whether FCL text is in float (Box<float>, Boxf, Transform3f, Vector3f).
bool fcl_in_float(const std::string& text);

}  // namespace gjklab::snippet
