// Runs a scene's query through the core, in the precision the scene asks for.
#pragma once

#include <gjk/query2d.h>
#include <gjk/query3d.h>
#include <gjk/trace.h>

#include "scene/scene.h"

#include <string>
#include <vector>

namespace gjklab {

struct QueryReport {
    std::string a, b;
    int dimension = 2;
    gjk::QueryResult<double> result;    ///< 2D; converted to double when the scene runs in float
    gjk::QueryResult3<double> result3;  ///< 3D scenes
    /// Boolean variant only: its verdict (the trace then holds the boolean iterations).
    bool boolean_intersecting = false;
    /// Where the run put the world's origin (float runs: at A's position, see evaluate.cpp);
    /// results and traces are moved back to world coordinates.
    glm::dvec3 run_origin{0, 0, 0};
    /// The radii of the query pair's cores added up: GJK and EPA run on the cores (a circle's
    /// centre, a capsule's segment, a rounded polygon's polygon) and the radii are added after.
    double radii = 0;
    /// What a user should know about this answer, one short line each (scene/warnings.h).
    std::vector<std::string> warnings;
    /// Warm-started runs: how many corners GJK began from, taken from the cache (0: it began
    /// from the initial direction).
    int warm_start_points = 0;
};

/// Bodies of the query pair, in precision T.
template <class T>
gjk::Body2<T> body2_of(const SceneShape& s) {
    return {gjk::make_core<T>(s.entry2().shape), transform2_of(s).cast<T>()};
}

template <class T>
gjk::Body3<T> body3_of(const SceneShape& s) {
    return {gjk::make_core3<T>(s.entry3().shape), transform3_of(s).cast<T>()};
}

/// The simplex a warm-started run begins from and leaves its final simplex in (Box2D's
/// b2SimplexCache): the corners' indices into A's and B's vertices, one cache per dimension.
struct WarmStart {
    gjk::SimplexCache2 two;
    gjk::SimplexCache3 three;
};

/// GJK (+ EPA when they overlap) on the scene's query pair. With `trace`, records every
/// iteration of the scene's variant (distance GJK + EPA, or boolean GJK).
/// `warm` (optional) warm-starts distance GJK and receives its final simplex; a cache naming
/// corners the shapes no longer have (an edit changed them) is emptied first.
QueryReport run_query(const Scene& scene, gjk::TraceRecorder* trace = nullptr,
                      WarmStart* warm = nullptr);

}  // namespace gjklab
