// The time of impact told as a lesson (2D and 3D alike). Shapes that translate: the GJK ray cast,
// the motion as a ray from O along r into A - B, then each iteration in sub-steps (support, plane,
// nearest part, test), then the time of impact. A shape that turns: conservative advancement, each
// step the distance and normal at its time, then the bound on the approach and the safe step. Their
// rows are the "gjk-ray-cast" and "conservative-advancement" tables of model/lesson/table.h, their
// sentences the "cast." templates of model/lesson/text.h; `record --cast` plays it.
#pragma once

#include <gjk/ray_cast.h>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <string>
#include <vector>

#include "model/cast.h"
#include "model/lesson.h"
#include "scene/scene.h"

namespace gjklab {

/// The lesson of a cast in 2D (Vec = glm::dvec2) or 3D (glm::dvec3).
template <class Vec>
struct CastLessonOf {
    Scene scene;
    CastReport report;
    Scene start;    ///< the scene at the start of the piece told (A - B is drawn from it)
    double t0 = 0;  ///< that piece's start and end
    double t1 = 0;
    Vec r{0};  ///< B's velocity relative to A on the piece: x = lambda r
    double sigma = 0, tolerance = 0;
    gjk::ToiStop stop = gjk::ToiStop::Separated;
    double lambda = 0;  ///< where the cast stopped (seconds from t0)
    gjk::ToiMethod method = gjk::ToiMethod::RayCast;
    std::vector<gjk::CastIteration<double, Vec>> steps;  ///< the ray cast's
    /// The advancement's steps shown (all, or 40 spread over them with the last), each with its
    /// number among all `advance_total`.
    std::vector<gjk::AdvanceStep<double, Vec>> advance;
    std::vector<int> advance_number;
    int advance_total = 0;
    Vec relative_velocity{0};  ///< B's velocity minus A's on the piece
    double spin = 0;           ///< |wA| reachA + |wB| reachB
    std::vector<Beat> beats;   ///< step: the iteration (0-based); the ray and the answer have 0
                               ///< and the last

    /// The scene at time t0 + lambda (B moved along the ray).
    Scene at(double lambda_seconds) const;
};
using CastLesson = CastLessonOf<glm::dvec2>;
using CastLesson3 = CastLessonOf<glm::dvec3>;

/// The lesson of the scene's cast: the piece of the motion that decided. InputError for a 3D
/// scene (build_cast_lesson) or a 2D one (build_cast_lesson3).
CastLesson build_cast_lesson(const Scene& scene);
CastLesson3 build_cast_lesson3(const Scene& scene);

template <class Vec>
std::string cast_beat_title(const CastLessonOf<Vec>& l, const Beat& b);
template <class Vec>
lesson::Said cast_beat_said(const CastLessonOf<Vec>& l, const Beat& b);
template <class Vec>
Pseudocode cast_pseudocode(const CastLessonOf<Vec>& l, const Beat& b);
/// |x - y| - sigma after each iteration, the current one marked.
template <class Vec>
Convergence cast_convergence(const CastLessonOf<Vec>& l, const Beat& b);
/// Where the ray stands at beat b, seconds from t0: lambda as the beat begins (support) or after
/// its plane test; for the advancement, the step's time; at the answer, where the cast stopped.
template <class Vec>
double cast_lambda_at(const CastLessonOf<Vec>& l, const Beat& b);
/// S as beat b shows it: as it entered the iteration (support, plane), as kept (nearest part,
/// test, answer); the ray's beat none.
template <class Vec>
std::vector<gjk::CastSupport<Vec>> cast_simplex_shown(const CastLessonOf<Vec>& l, const Beat& b);
/// The times the advancement lesson shows (seconds from t0): the start, each step's, the answer.
template <class Vec>
std::vector<double> cast_advance_times(const CastLessonOf<Vec>& l);
/// "p0" for the first point s(-r), "p1", ... for the support point of iteration 1, ...
template <class Vec>
std::string cast_point_name(const CastLessonOf<Vec>& l, const gjk::CastSupport<Vec>& p);

}  // namespace gjklab
