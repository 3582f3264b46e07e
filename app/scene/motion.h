// Scenes that move: a shape's velocity and angular velocity, or a path of keyframes, and the
// scene's time interval (docs/format.md, "Motion"). A moving shape's pose at time t, the scene
// moved to t, and the pair's motion cut into pieces of constant velocity for the core's time of
// impact (gjk/time_of_impact.h).
#pragma once

#include <gjk/time_of_impact.h>

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>
#include <optional>
#include <vector>

namespace gjklab {

struct Scene;
struct SceneShape;

/// A pose of a path: where the shape is at time t (2D: z is 0, the angle in `angle_deg`).
struct Keyframe {
    double t = 0;
    glm::dvec3 position{0, 0, 0};
    double angle_deg = 0;                       ///< 2D
    std::optional<glm::dvec2> cos_sin;          ///< 2D, exactly as written ("rotation")
    glm::dvec3 rotation_deg{0, 0, 0};           ///< 3D, as written (R = Rz Ry Rx)
    std::optional<glm::dmat3> rotation_matrix;  ///< 3D, as written ("rotation")
};

/// How a shape moves. Either a constant velocity and angular velocity from its pose, or a path
/// (then the velocities are zero). Angular velocities turn the shape about its own origin; in
/// 3D about world axes.
struct ShapeMotion {
    glm::dvec3 velocity{0, 0, 0};              ///< units per second (2D: z is 0)
    glm::dvec3 angular_velocity_deg{0, 0, 0};  ///< degrees per second (2D: the z component)
    std::vector<Keyframe> path;                ///< in time order; empty: no path

    bool moves() const {
        return !path.empty() || velocity != glm::dvec3(0) || angular_velocity_deg != glm::dvec3(0);
    }
};

/// The scene's `time` object.
struct TimeSettings {
    bool set = false;     ///< the scene has a `time` object
    double duration = 1;  ///< seconds; default: the last keyframe's time, else 1
    /// The separation that counts as contact for `cast`; 0: 1e-4 of the query pair's size.
    double target = 0;
};

/// A 2D keyframe's angle, degrees (from its cos and sin when written so).
double keyframe_angle_deg(const Keyframe& k);
/// A 3D keyframe's rotation matrix (as written, or from its angles).
glm::dmat3 keyframe_matrix(const Keyframe& k);

/// True when any shape of the scene moves.
bool scene_moves(const Scene& scene);

/// The scene with every moving shape at its pose at time t (exact at t = 0 for a shape with a
/// velocity: the pose as written).
Scene scene_at(const Scene& scene, double t);

/// The times in [0, duration] where the query pair's velocities change (0, the keyframes
/// inside, the duration): between two of them both move with constant velocities.
std::vector<double> motion_breaks(const Scene& scene);

/// A shape's motion over [t0, t1] (constant there), its time counted from t0.
gjk::Sweep2<double> sweep2_of(const SceneShape& s, double t0, double t1);
gjk::Sweep3<double> sweep3_of(const SceneShape& s, double t0, double t1);

/// The contact target of `cast` for the scene: `time.target`, else 1e-4 of the larger reach
/// (gjk::reach) of the query pair.
double contact_target(const Scene& scene);

}  // namespace gjklab
