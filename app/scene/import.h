// Scenes from what engine users paste into their bug reports: Box2D literals (b2Vec2 arrays,
// b2MakeBox), Jolt literals (Vec3 point lists, box, sphere, capsule and cylinder settings) and
// plain rows of 2 or 3 numbers. Numbers keep the value the engine saw: a literal with an `f`
// suffix is the float nearest it, hex floats are read exactly.
#pragma once

#include <string>

namespace gjklab {

enum class ImportFormat { Auto, Box2d, Jolt, Points };

/// "auto", "box2d", "jolt", "points"; InputError for anything else.
ImportFormat import_format_named(const std::string& name);

/// The format `text` looks like: Box2D when it names b2Vec2 or a b2Make maker, Jolt when it
/// names Vec3 or a ShapeSettings, else rows of numbers.
ImportFormat detect_import_format(const std::string& text);

/// A scene (JSON text, checked as any scene file is) with one shape per group of points or
/// shape maker in `text`, named A, B, ...; the query is A against B. `source` names the input
/// in errors, which say the line: InputError when nothing or only one shape can be read, or a
/// line cannot.
std::string import_scene(const std::string& text, ImportFormat format, const std::string& source);

}  // namespace gjklab
