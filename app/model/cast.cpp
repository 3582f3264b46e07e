#include "model/cast.h"

#include "scene/evaluate.h"
#include "scene/motion.h"

namespace gjklab {

namespace {

/// The query of the scene moved to t, in double, as a 3D result (2D: z = 0).
void answer_at(const Scene& scene, double t, CastReport& r) {
    const Scene at = scene_at(scene, t);
    const SceneShape& a = at.shapes[size_t(at.index_of(at.query_a))];
    const SceneShape& b = at.shapes[size_t(at.index_of(at.query_b))];
    if (scene.dimension == 3) {
        const auto q =
            gjk::query3(body3_of<double>(a), body3_of<double>(b), gjk::QuerySettings3<double>{});
        r.distance = q.intersecting ? -q.penetration_depth : q.distance;
        r.normal = q.normal, r.point = q.witness_a, r.point_b = q.witness_b;
    } else {
        const auto q =
            gjk::query(body2_of<double>(a), body2_of<double>(b), gjk::QuerySettings<double>{});
        r.distance = q.intersecting ? -q.penetration_depth : q.distance;
        r.normal = glm::dvec3(q.normal, 0), r.point = glm::dvec3(q.witness_a, 0);
        r.point_b = glm::dvec3(q.witness_b, 0);
    }
}

}  // namespace

CastReport run_cast(const Scene& scene, bool trace) {
    CastReport r;
    r.dimension = scene.dimension;
    r.a = scene.query_a, r.b = scene.query_b;
    r.duration = scene.time.duration;
    r.target = contact_target(scene);
    gjk::ToiSettings<double> s;
    s.target = r.target / 2;
    s.tolerance = r.target / 4;
    s.max_iterations = 100000;
    s.ray_cast_iterations = std::max(64, scene.settings.max_iterations);
    const SceneShape& a = scene.shapes[size_t(scene.index_of(scene.query_a))];
    const SceneShape& b = scene.shapes[size_t(scene.index_of(scene.query_b))];
    const std::vector<double> breaks = motion_breaks(scene);
    for (size_t k = 0; k + 1 < breaks.size(); ++k) {
        CastPiece piece;
        piece.dimension = scene.dimension;
        piece.t0 = breaks[k], piece.t1 = breaks[k + 1];
        s.duration = piece.t1 - piece.t0;
        gjk::ToiStop stop;
        double t;
        if (scene.dimension == 3) {
            piece.three = gjk::time_of_impact(body3_of<double>(a), body3_of<double>(b),
                                              sweep3_of(a, piece.t0, piece.t1),
                                              sweep3_of(b, piece.t0, piece.t1), s, trace);
            stop = piece.three.stop, t = piece.three.t;
            r.iterations += piece.three.iterations;
        } else {
            piece.two = gjk::time_of_impact(body2_of<double>(a), body2_of<double>(b),
                                            sweep2_of(a, piece.t0, piece.t1),
                                            sweep2_of(b, piece.t0, piece.t1), s, trace);
            stop = piece.two.stop, t = piece.two.t;
            r.iterations += piece.two.iterations;
        }
        r.algorithm = gjk::to_string(piece.method());
        r.pieces.push_back(std::move(piece));
        if (stop == gjk::ToiStop::Hit || stop == gjk::ToiStop::InitialHit) {
            r.hit = true;
            r.toi = breaks[k] + t;
            r.initial = r.toi == 0;
            r.decided_until = r.toi;
            answer_at(scene, r.toi, r);
            return r;
        }
        if (stop == gjk::ToiStop::MaxIterations) {
            r.undecided = true;
            r.decided_until = breaks[k] + t;
            return r;
        }
    }
    r.decided_until = r.duration;
    return r;
}

}  // namespace gjklab
