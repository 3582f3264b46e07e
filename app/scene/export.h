// A scene's query handed back as code a physics programmer pastes into a test suite: a
// self-contained GoogleTest of GJK Lab's core with the answer asserted.
#pragma once

#include <string>

#include "scene/scene.h"

namespace gjklab {

/// A GoogleTest (one TEST named after `test_name`) that builds the query pair with the core's
/// API exactly as `gjklab query` does (the same shapes, transforms, precision and settings) and
/// asserts the answer `gjklab query` gives: overlapping or not, the distance or the depth, the
/// normal, within a tolerance for the precision. It builds with
/// `g++ -std=c++17 t.cpp -Icore/include core/src/*.cpp -lgtest -lgtest_main -pthread`, or in a
/// project with find_package(gjk).
std::string export_gtest(const Scene& scene, const std::string& test_name);

/// `name` made a C++ identifier: letters, digits and underscores, not starting with a digit.
std::string cpp_identifier(const std::string& name);

}  // namespace gjklab
