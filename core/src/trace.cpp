#include <gjk/trace.h>

namespace gjk {

const char* to_string(GjkStop s) {
    switch (s) {
        case GjkStop::Running:
            return "running";
        case GjkStop::Overlap:
            return "overlap";
        case GjkStop::OriginOnSimplex:
            return "origin_on_simplex";
        case GjkStop::DuplicateSupport:
            return "duplicate_support";
        case GjkStop::Converged:
            return "converged";
        case GjkStop::NoProgress:
            return "no_progress";
        case GjkStop::Separated:
            return "separated";
        case GjkStop::MaxIterations:
            return "max_iterations";
    }
    return "unknown";
}

const char* to_string(EpaStop s) {
    switch (s) {
        case EpaStop::Running:
            return "running";
        case EpaStop::Converged:
            return "converged";
        case EpaStop::DuplicateSupport:
            return "duplicate_support";
        case EpaStop::Degenerate:
            return "degenerate";
        case EpaStop::MaxIterations:
            return "max_iterations";
    }
    return "unknown";
}

const char* to_string(Region r) {
    switch (r) {
        case Region::None:
            return "none";
        case Region::Vertex1:
            return "vertex_1";
        case Region::Vertex2:
            return "vertex_2";
        case Region::Vertex3:
            return "vertex_3";
        case Region::Edge12:
            return "edge_12";
        case Region::Edge13:
            return "edge_13";
        case Region::Edge23:
            return "edge_23";
        case Region::Interior:
            return "interior";
    }
    return "unknown";
}

std::string region3_name(int mask) {
    int count = 0;
    std::string digits;
    for (int i = 0; i < 4; ++i)
        if (mask & (1 << i)) ++count, digits += char('1' + i);
    switch (count) {
        case 1:
            return "vertex_" + digits;
        case 2:
            return "edge_" + digits;
        case 3:
            return "face_" + digits;
        case 4:
            return "interior";
        default:
            return "none";
    }
}

const char* explain(GjkStop s) {
    switch (s) {
        case GjkStop::Running:
            return "The new support point is farther along the search direction than the "
                   "simplex, so it is added and the search goes on.";
        case GjkStop::Overlap:
            return "The simplex of support points (a triangle in 2D, a tetrahedron in 3D) encloses "
                   "the origin, so A - B contains the origin: the shapes overlap.";
        case GjkStop::OriginOnSimplex:
            return "The origin lies on the simplex itself, so the shapes touch (distance 0).";
        case GjkStop::DuplicateSupport:
            return "The support point along the search direction is already in the simplex: "
                   "no point of A - B is closer, the distance is exact.";
        case GjkStop::Converged:
            return "The new support point improves the distance by less than the tolerance, "
                   "so the search stops.";
        case GjkStop::NoProgress:
            return "Rounding errors stopped the distance from shrinking, so the previous "
                   "simplex is kept as the answer.";
        case GjkStop::Separated:
            return "The support point does not reach past the origin along the search "
                   "direction: that direction separates the shapes.";
        case GjkStop::MaxIterations:
            return "The iteration cap was reached before the algorithm converged.";
    }
    return "";
}

const char* explain(EpaStop s) {
    switch (s) {
        case EpaStop::Running:
            return "The support point lies beyond the closest edge (face), so the polygon "
                   "(polytope) grows to include it.";
        case EpaStop::Converged:
            return "The support point along the closest edge's (3D: face's) normal lies on it: it "
                   "is "
                   "the boundary of A - B, and its distance is the penetration depth.";
        case EpaStop::DuplicateSupport:
            return "The support point is already a corner of the polygon (3D: polytope): the "
                   "closest edge (face) is on the boundary of A - B.";
        case EpaStop::Degenerate:
            return "A - B has no area (3D: no volume): the shapes are flat and aligned, so the "
                   "depth is 0.";
        case EpaStop::MaxIterations:
            return "The iteration cap was reached; the best edge so far is reported.";
    }
    return "";
}

}  // namespace gjk
