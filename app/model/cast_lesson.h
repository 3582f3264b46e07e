// The time of impact told as a lesson (2D). Shapes that translate: the GJK ray cast, the motion
// as a ray from O along r into A - B, then each iteration in sub-steps (support, plane, nearest
// part, test), then the time of impact. A shape that turns: conservative advancement, each step
// the distance and normal at its time, then the bound on the approach and the safe step.
// Their rows are the "gjk-ray-cast" and "conservative-advancement" tables of
// model/lesson/table.h, their sentences the "cast." templates of model/lesson/text.h;
// `record --cast` plays it.
#pragma once

#include <gjk/ray_cast.h>

#include <glm/vec2.hpp>
#include <string>
#include <vector>

#include "model/cast.h"
#include "model/lesson.h"
#include "scene/scene.h"

namespace gjklab {

struct CastLesson {
    Scene scene;
    CastReport report;
    Scene start;    ///< the scene at the start of the piece told (A - B is drawn from it)
    double t0 = 0;  ///< that piece's start and end
    double t1 = 0;
    glm::dvec2 r{0, 0};  ///< B's velocity relative to A on the piece: x = lambda r
    double sigma = 0, tolerance = 0;
    gjk::ToiStop stop = gjk::ToiStop::Separated;
    double lambda = 0;  ///< where the cast stopped (seconds from t0)
    gjk::ToiMethod method = gjk::ToiMethod::RayCast;
    std::vector<gjk::CastIteration<double, glm::dvec2>> steps;  ///< the ray cast's
    /// The advancement's steps shown (all, or 40 spread over them with the last), each with its
    /// number among all `advance_total`.
    std::vector<gjk::AdvanceStep<double, glm::dvec2>> advance;
    std::vector<int> advance_number;
    int advance_total = 0;
    glm::dvec2 relative_velocity{0, 0};  ///< B's velocity minus A's on the piece
    double spin = 0;                     ///< |wA| reachA + |wB| reachB
    std::vector<Beat> beats;  ///< step: the iteration (0-based); the ray and the answer have 0
                              ///< and the last

    /// The scene at time t0 + lambda (B moved along the ray).
    Scene at(double lambda_seconds) const;
};

/// The lesson of the scene's cast: the piece of the motion that decided. InputError for a 3D
/// scene.
CastLesson build_cast_lesson(const Scene& scene);

std::string cast_beat_title(const CastLesson& l, const Beat& b);
lesson::Said cast_beat_said(const CastLesson& l, const Beat& b);
Pseudocode cast_pseudocode(const CastLesson& l, const Beat& b);
/// |x - y| - sigma after each iteration, the current one marked.
Convergence cast_convergence(const CastLesson& l, const Beat& b);
/// "p0" for the first point s(-r), "p1", ... for the support point of iteration 1, ...
std::string cast_point_name(const CastLesson& l, const gjk::CastSupport<glm::dvec2>& p);

}  // namespace gjklab
