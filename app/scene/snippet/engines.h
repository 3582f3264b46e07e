// The engines whose code the snippet importer reads, each with its own rules (cited in its
// file): Box2D v3 and 2.4 (engine_box2d.cpp), Jolt (engine_jolt.cpp), FCL and Drake
// (engine_fcl.cpp).
#pragma once

#include <memory>

#include "scene/snippet/evaluate.h"

namespace gjklab::snippet {

/// `approximates`: b2MakeRot as Box2D 3.1 and later compute it (b2ComputeCosSin); false for
/// 3.0's and 2.4's cosf and sinf.
std::unique_ptr<Engine> box2d_engine(bool approximates);
std::unique_ptr<Engine> jolt_engine();
/// `single`: the text is FCL in float (Box<float>, Transform3f): numbers rounded to float.
std::unique_ptr<Engine> fcl_engine(bool single);

/// Helpers the engines share.
double to_float(double x);
json point_json(glm::dvec3 p, int dimension);
/// The object's field, or an unknown value saying it is missing.
Value field_or_unknown(const Value& object, const std::string& name, int line);

}  // namespace gjklab::snippet
