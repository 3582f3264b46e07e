// Shapes from FCL and Drake text: FCL's "Error with configuration" dumps (each shape's
// representation followed by its 4x4 pose printed to 20 digits) and the C++ that builds a query
// in FCL's tests and users' reports (Box<double>(x, y, z), Convex<double>(... Vector3 ...),
// Transform3 poses given as .matrix() << 16 or 12 numbers, .translation(), .linear(),
// quaternions, angle-axis; Drake's RigidTransformd).
#pragma once

#include <string>
#include <vector>

#include "scene/import_text.h"

namespace gjklab::import_text {

/// Whether `code` (comments removed) reads as FCL or Drake text.
bool looks_like_fcl(const std::string& code);

/// The shapes of `text`, each placed by the pose the text pairs with it: in a dump, the matrix
/// printed after the shape; in code, the pose named after the shape in one call
/// (shapeDistance(s1, X1, s2, X2), CollisionObject(geometry, X)). `note` says what was
/// converted (FCL boxes take full side lengths, cylinders and cones stand along z).
std::vector<json> fcl_shapes(const std::string& text, const std::string& source, std::string& note);

}  // namespace gjklab::import_text
