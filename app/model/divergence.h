// Where two runs of the same query part ways: the first GJK or EPA step at which they pick
// different corners of A and B or stop for different reasons (float against double, say).
#pragma once

#include <gjk/trace.h>

#include "scene/evaluate.h"
#include "scene/scene.h"

#include <string>

namespace gjklab {

struct Divergence {
    bool found = false;
    bool in_epa = false;  ///< else in GJK
    int iteration = 0;    ///< 1-based, as the traces number them
    std::string what;     ///< a sentence: what differs, first run's words, then the second's
};

/// The first step where `first` and `second` (traces of the same scene, 2D or 3D) differ in the
/// corners they keep or add, or in why they stop, or where one ends and the other goes on.
/// `first_name` and `second_name` name the runs in `what` ("double", "float").
Divergence first_divergence(const gjk::TraceRecorder& first, const gjk::TraceRecorder& second,
                            bool three, const std::string& first_name,
                            const std::string& second_name);

/// A scene run in double and in float: both reports, and where the runs part ways.
struct PrecisionComparison {
    QueryReport double_run, float_run;
    Divergence divergence;
    /// "GJK step 3: the support point was ..." or "the same corners and stops at every step".
    std::string summary() const;
};

/// Runs `scene` in both precisions; InputError naming the precision when one cannot answer it
/// (scene/scale.h).
PrecisionComparison compare_precisions(Scene scene);

}  // namespace gjklab
