// Scenes from what engine users paste into their bug reports: Box2D literals (b2Vec2 arrays,
// b2MakeBox), Jolt literals (Vec3 point lists, box, sphere, capsule and cylinder settings), FCL
// and Drake dumps and code (shapes and their 4x4 poses),
// plain rows of 2 or 3 numbers, and mesh files (OBJ, STL, PLY) as their hulls. Numbers keep the
// value the engine saw: a literal with an `f` suffix is the float nearest it, hex floats are read
// exactly.
#pragma once

#include <string>
#include <vector>

namespace gjklab {

enum class ImportFormat { Auto, Box2d, Jolt, Fcl, Points, Obj, Stl, Ply };

/// "auto", "box2d", "jolt", "fcl", "points", "obj", "stl", "ply"; InputError for anything else.
ImportFormat import_format_named(const std::string& name);

/// The format `text` looks like: Box2D when it names b2Vec2 or a b2Make maker, FCL when it names
/// Box<double> and the like, a Transform3 or an FCL dump's "Shape 1:", Jolt when it names Vec3
/// or a ShapeSettings, else rows of numbers.
ImportFormat detect_import_format(const std::string& text);

/// A scene (JSON text, checked as any scene file is) with one shape per group of points or
/// shape maker in `text`, named A, B, ...; the query is A against B. `source` names the input
/// in errors, which say the line: InputError when nothing or only one shape can be read, or a
/// line cannot.
std::string import_scene(const std::string& text, ImportFormat format, const std::string& source,
                         std::vector<std::string>* warnings = nullptr);

/// One input of a scene made of several: its text or bytes, its format (Auto: a mesh by the
/// source's extension .obj, .stl or .ply, else as above), its name.
struct ImportInput {
    std::string text;
    ImportFormat format = ImportFormat::Auto;
    std::string source;
    /// Box2D's b2World::Dump, several one after the other: the frames a second they were taken
    /// at (scene/snippet/box2d_dump.h).
    double hz = 60;
};

/// A scene of the shapes of every input in order (meshes: each object's hull, a polytope); all
/// 2D or all 3D, at least two.
/// `warnings` (when given) gets what the user should hear at once: how A and B were chosen
/// when no query call says.
std::string import_scene(const std::vector<ImportInput>& inputs,
                         std::vector<std::string>* warnings = nullptr);

}  // namespace gjklab
