// The Voronoi regions of a 2D simplex (a point, a segment, a triangle): where the points lie
// whose closest point on the simplex is in one part of it. GJK keeps the part whose region
// holds the origin; the lesson shades that region. Pure geometry, tested against brute force.
#pragma once

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <vector>

namespace gjklab {

/// The part of convex polygon `poly` where n.x <= k (Sutherland and Hodgman, one plane).
inline std::vector<glm::dvec2> clip_half_plane(const std::vector<glm::dvec2>& poly, glm::dvec2 n,
                                               double k) {
    std::vector<glm::dvec2> out;
    for (size_t i = 0; i < poly.size(); ++i) {
        const glm::dvec2 p = poly[i], q = poly[(i + 1) % poly.size()];
        const double fp = glm::dot(n, p) - k, fq = glm::dot(n, q) - k;
        if (fp <= 0) out.push_back(p);
        if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) out.push_back(p + (q - p) * (fp / (fp - fq)));
    }
    return out;
}

/// The Voronoi region of the part `keep` (indices) of simplex `s` (world points), inside the
/// box lo..hi: the points whose closest point on the simplex lies in that part. A corner's
/// region lies behind the lines across its edges at it; an edge's between the lines across it
/// at its ends and outside it; a triangle's is the triangle.
inline std::vector<glm::dvec2> voronoi_region(const std::vector<glm::dvec2>& s,
                                              const std::vector<int>& keep, glm::dvec2 lo,
                                              glm::dvec2 hi) {
    std::vector<glm::dvec2> poly = {lo, {hi.x, lo.y}, hi, {lo.x, hi.y}};
    const int n = int(s.size());
    if (keep.size() == 1) {
        const glm::dvec2 p = s[size_t(keep[0])];
        for (int j = 0; j < n; ++j)
            if (j != keep[0])
                poly = clip_half_plane(poly, s[size_t(j)] - p, glm::dot(s[size_t(j)] - p, p));
    } else if (keep.size() == 2) {
        const glm::dvec2 p = s[size_t(keep[0])], q = s[size_t(keep[1])];
        poly = clip_half_plane(poly, p - q, glm::dot(p - q, p));
        poly = clip_half_plane(poly, q - p, glm::dot(q - p, q));
        if (n == 3) {
            const glm::dvec2 r = s[size_t(3 - keep[0] - keep[1])];
            glm::dvec2 out{-(q - p).y, (q - p).x};  // across the edge, away from r
            if (glm::dot(out, r - p) > 0) out = -out;
            poly = clip_half_plane(poly, -out, glm::dot(-out, p));
        }
    } else {
        poly = s;
    }
    return poly;
}

}  // namespace gjklab
