// From the cores' answer to the shapes' answer, in 2D and 3D alike: shapes are cores plus
// radii, so the radii are added exactly along the cores' normal.
//
// Cores apart by d: with radii rA + rB < d the shapes are apart by d - rA - rB; otherwise they
// overlap by rA + rB - d along the same normal (no EPA needed). Cores overlapping: EPA gives
// the core depth D and the shapes overlap by D + rA + rB.
#pragma once

#include <gjk/trace.h>

namespace gjk {

/// True when GJK settled the query on its own (the cores do not meet); fills `r`.
template <class Result, class GjkOut, class T>
bool shapes_from_gjk(Result& r, const GjkOut& g, T ra, T rb) {
    r.gjk_iterations = g.iterations;
    r.gjk_stop = g.stop;
    const bool cores_meet = g.stop == GjkStop::Overlap || g.stop == GjkStop::OriginOnSimplex;
    if (cores_meet || !(g.distance > 0)) return false;
    r.normal = g.normal;
    r.witness_a = g.point_a + ra * g.normal;
    r.witness_b = g.point_b - rb * g.normal;
    if (g.distance > ra + rb) {
        r.distance = g.distance - ra - rb;
    } else {
        r.intersecting = true;
        r.penetration_depth = ra + rb - g.distance;
    }
    return true;
}

/// Fills `r` from EPA on overlapping cores.
template <class Result, class EpaOut, class T>
void shapes_from_epa(Result& r, const EpaOut& e, T ra, T rb) {
    r.intersecting = true;
    r.epa_iterations = e.iterations;
    r.epa_stop = e.stop;
    r.normal = e.normal;
    r.penetration_depth = e.depth + ra + rb;
    r.witness_a = e.point_a + ra * e.normal;
    r.witness_b = e.point_b - rb * e.normal;
}

}  // namespace gjk
