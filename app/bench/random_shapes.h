// The seeded random shapes that `gjklab bench` (bench2.cpp, bench3.cpp) and the peers' harness
// (tools/peers/peer_bench.cpp) time queries on: hulls of points near a unit sphere's shell,
// one box, convex polygons on ellipses.
#pragma once

#include <gjk/hull2d.h>

#include <algorithm>
#include <cmath>
#include <glm/glm.hpp>
#include <random>
#include <vector>

namespace gjklab::bench_shapes {

/// n points at radii 0.8 to 1 in uniformly random directions.
inline std::vector<glm::dvec3> random_points(std::mt19937_64& rng, int n) {
    std::normal_distribution<double> g(0, 1);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<glm::dvec3> pts;
    while (int(pts.size()) < n) {
        glm::dvec3 d(g(rng), g(rng), g(rng));
        if (glm::length(d) > 1e-9) pts.push_back(glm::normalize(d) * (0.8 + 0.2 * u(rng)));
    }
    return pts;
}

/// Every box of the box cases: these half extents.
inline const glm::dvec3 kBoxHalf{0.8, 0.6, 0.5};

/// The box's 8 corners; corner k has bit 0, 1, 2 set for +x, +y, +z.
inline std::vector<glm::dvec3> box_points() {
    std::vector<glm::dvec3> p;
    for (int k = 0; k < 8; ++k)
        p.push_back({k & 1 ? kBoxHalf.x : -kBoxHalf.x, k & 2 ? kBoxHalf.y : -kBoxHalf.y,
                     k & 4 ? kBoxHalf.z : -kBoxHalf.z});
    return p;
}

/// A convex polygon: the hull of n sorted random angles on an ellipse of radii 0.6 to 1.
inline std::vector<glm::dvec2> random_polygon(std::mt19937_64& rng, int n) {
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<double> angles(static_cast<size_t>(n));
    for (double& a : angles) a = u(rng) * 2 * M_PI;
    std::sort(angles.begin(), angles.end());
    const double rx = 0.6 + 0.4 * u(rng), ry = 0.6 + 0.4 * u(rng);
    std::vector<glm::dvec2> pts;
    for (double a : angles) pts.push_back({rx * std::cos(a), ry * std::sin(a)});
    std::vector<glm::dvec2> out;
    for (int i : gjk::convex_hull_indices(pts)) out.push_back(pts[size_t(i)]);
    return out;
}

}  // namespace gjklab::bench_shapes
