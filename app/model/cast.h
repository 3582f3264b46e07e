// `gjklab cast`: the first time in the scene's interval at which the query pair comes into
// contact under their motions, from the core's time of impact (gjk/time_of_impact.h) run on each
// piece of constant velocity in turn.
#pragma once

#include <gjk/time_of_impact.h>

#include <glm/vec3.hpp>
#include <string>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

/// One piece of the motion [t0, t1] and what the core did on it (times counted from t0).
struct CastPiece {
    int dimension = 2;
    double t0 = 0, t1 = 0;
    gjk::ToiOutput<double, glm::dvec2> two;    ///< 2D scenes
    gjk::ToiOutput<double, glm::dvec3> three;  ///< 3D scenes
    gjk::ToiStop stop() const { return dimension == 3 ? three.stop : two.stop; }
    gjk::ToiMethod method() const { return dimension == 3 ? three.method : two.method; }
};

struct CastReport {
    int dimension = 2;
    std::string a, b;
    bool hit = false;
    /// Undecided: the advancement reached its step cap before deciding (the pair grazes); no
    /// contact before `decided_until`.
    bool undecided = false;
    double decided_until = 0;
    bool initial = false;  ///< in contact at t = 0 already
    double toi = 0;
    double duration = 1;
    /// Contact means closer than `target`: at `toi` the distance is between target / 2 and
    /// 3 target / 4, and at every earlier time more than target / 2.
    double target = 0;
    std::string algorithm;  ///< of the piece that decided
    int iterations = 0;     ///< over all pieces
    // At toi (a hit): the query of the scene moved there, in double.
    double distance = 0;  ///< signed: negative is depth
    glm::dvec3 normal{0, 0, 0};
    glm::dvec3 point{0, 0, 0};  ///< on A's surface
    glm::dvec3 point_b{0, 0, 0};
    std::vector<CastPiece> pieces;  ///< with a trace
};

/// Runs the cast on the scene's query pair over [0, time.duration]; `trace` keeps every step.
CastReport run_cast(const Scene& scene, bool trace = false);

}  // namespace gjklab
