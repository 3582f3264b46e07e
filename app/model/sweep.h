// The query on many slightly moved and turned copies of B: how stable the answer is there. A
// flipping normal or a tolerance-sensitive case shows itself in the spread of the copies'
// answers (`gjklab sweep`, the window's sweep plot).
#pragma once

#include <string>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

struct SweepSample {
    int index = 0;
    bool intersecting = false;
    double distance = 0, depth = 0;
    glm::dvec3 normal{0, 0, 0};
    int gjk_iterations = 0, epa_iterations = 0;
    std::string gjk_stop, epa_stop;
    bool warned = false;
    double normal_angle = 0;  ///< degrees from the unmoved scene's normal
    SceneShape a, b;          ///< A and B as moved for this copy (the rest is the scene's)
};

struct SweepOptions {
    int samples = 200;
    bool move_a = false, move_b = true;  ///< which of the pair the copies move
    double position_jitter = -1;         ///< < 0: a thousandth of B's size
    double degrees_jitter = 0.1;
    unsigned seed = 1;
};

/// Copies whose normals point the same way (within the sweep's cluster angle of the first
/// normal of the cluster): a normal that jumps shows as two clusters or more.
struct NormalCluster {
    glm::dvec3 normal{0, 0, 0};  ///< the first copy's normal in it
    int copies = 0;
    int first_copy = 0;  ///< its first copy's index
    bool holds_unmoved = false;
};

struct Sweep {
    SweepSample unmoved;
    std::vector<SweepSample> samples;  ///< the copies the precision can answer
    double position_jitter = 0;        ///< as used
    int a_index = 0, b_index = 0;
    std::vector<NormalCluster> clusters;  ///< the unmoved scene's first, then by copies
    double cluster_angle = 0;             ///< degrees: normals closer than this share a cluster
    /// The largest angle between two clusters' normals (0 with one cluster).
    double largest_jump = 0;
    /// Copies whose normal lies in another cluster than the unmoved scene's.
    int flipped = 0;
};

/// N copies of the scene with B (or A, or both) moved up to the jitter along each axis and
/// turned up to the degrees about each, each queried; their normals clustered (10 degrees, or
/// three times the degrees jitter when that is larger, apart). InputError for a bad count or angle,
/// or when no copy can be answered.
Sweep run_sweep(const Scene& base, const SweepOptions& options);

/// The scene with B as in `sample`.
Scene with_sample(const Scene& base, const Sweep& sweep, const SweepSample& sample);

}  // namespace gjklab
