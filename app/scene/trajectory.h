// Trajectories from engines: the poses of the query pair frame by frame, as an engine user logs
// them (printf of b2Body::GetPosition and GetAngle, Jolt's GetPosition and GetRotation), turned
// into keyframed paths (scene/motion.h) on a scene's shapes.
//
// One row per frame, numbers separated by commas, spaces or tabs; blank lines, lines starting
// with '#' and a first line that is not numbers (a header) are skipped:
//   2D: frame, x, y, angle                     B's pose (A stays where the scene puts it)
//       frame, xA, yA, angleA, xB, yB, angleB   both
//   3D: frame, x, y, z, qx, qy, qz, qw          B's pose (Jolt's quaternion order)
//       frame, then A's 7 numbers, then B's 7   both
// Angles are in radians (as b2Body::GetAngle gives them); frame f is at time f / hz.
#pragma once

#include <string>

#include "scene/scene.h"

namespace gjklab {

/// Gives the scene's query pair the paths of `text` (keyframes at frame / hz) and the time
/// interval they span. InputError naming `source` and the line for a row that cannot be read, a
/// frame out of order, a quaternion not of length 1, fewer than two rows.
void apply_trajectory(Scene& scene, const std::string& text, const std::string& source,
                      double hz = 60);

}  // namespace gjklab
