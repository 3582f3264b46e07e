// The points of mesh files (OBJ, STL, PLY; ASCII or binary), for shapes that are their hulls.
#pragma once

#include <glm/vec3.hpp>
#include <string>
#include <vector>

namespace gjklab {

/// "obj", "stl" or "ply" from a file name's extension (any case); "" for anything else.
std::string mesh_format_of(const std::string& path);

/// The vertices of each object in mesh file `bytes` (OBJ: each `o`/`g` object, else the file;
/// STL: each ASCII `solid`, or the binary file; PLY: the `vertex` element). `source` names the
/// file in errors (InputError): a file that is not the format, is cut short, or has no points.
std::vector<std::vector<glm::dvec3>> read_mesh(const std::string& bytes, const std::string& format,
                                               const std::string& source);

}  // namespace gjklab
