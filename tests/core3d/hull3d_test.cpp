// The 3D convex hull (hull3d.h) against Qhull on thousands of seeded point sets: random clouds
// at scales from 1e-70 to 1e70, points on spheres, cube lattices and cube surfaces full of
// coplanar and collinear points, duplicates, thin and nearly flat sets, rings on circles. Every
// hull is checked for what the contract says (closed, outward, counter-clockwise, every point
// inside or within eps of every face plane, sorted vertices that are exactly the faces'
// corners) and its vertices against Qhull's. Heights are taken in long double, so that the
// check does not round like the hull it checks (on a sliver face, double heights of far points
// are off by a few eps).
//
// One allowance: points that are coplanar only to within rounding (a flat set turned through a
// rotation) are not on one plane, and any triangulation of them has faces tilted by that
// rounding, by about (a few ulps) / (the face's least altitude), which points at distance D
// see multiplied by D. Qhull's triangles are off by as much (4 to 13 eps on the cylinders
// below). On such sets each point may be that much above a face plane besides eps.
extern "C" {}

#include <gjk/hull3d.h>
#include <gtest/gtest.h>

#include "core3d/qhull_reference.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <random>
#include <string>

namespace {

using V = glm::dvec3;
using L = long double;

double largest_coordinate(const std::vector<V>& pts) {
    double scale = 0;
    for (const V& p : pts) scale = std::max({scale, std::abs(p.x), std::abs(p.y), std::abs(p.z)});
    return scale;
}

/// The eps of convex_hull3: 64 machine epsilons of the largest coordinate.
double hull_eps(const std::vector<V>& pts) {
    return 64 * std::numeric_limits<double>::epsilon() * std::max(largest_coordinate(pts), 1e-300);
}

/// Signed distance of q above the plane of the triangle a, b, c (counter-clockwise from
/// above), in long double from the corner nearest q.
L height(const V& a, const V& b, const V& c, const V& q) {
    const L ux = L(b.x) - a.x, uy = L(b.y) - a.y, uz = L(b.z) - a.z;
    const L vx = L(c.x) - a.x, vy = L(c.y) - a.y, vz = L(c.z) - a.z;
    const L nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const L len = std::sqrt(nx * nx + ny * ny + nz * nz);
    const V* corner = &a;
    for (const V* o : {&b, &c})
        if (glm::length(q - *o) < glm::length(q - *corner)) corner = o;
    return ((L(q.x) - corner->x) * nx + (L(q.y) - corner->y) * ny + (L(q.z) - corner->z) * nz) /
           len;
}

bool less(const V& a, const V& b) {
    return a.x != b.x ? a.x < b.x : a.y != b.y ? a.y < b.y : a.z < b.z;
}

/// Points as a sorted set (duplicates once).
std::vector<V> point_set(std::vector<V> v) {
    std::sort(v.begin(), v.end(), less);
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

/// Qhull's hull vertices as a point set (default options, which merge coplanar facets);
/// false when Qhull fails (a flat set).
bool qhull_vertices(const std::vector<V>& pts, std::vector<V>& out) {
    FILE* quiet = std::fopen("/dev/null", "w");
    bool ok = false;
    out.clear();
    {
        ref3::QhullRun run(pts, quiet);
        qhT* qh = run.qh();
        ok = run.ok;
        if (ok) {
            vertexT* vertex;
            FORALLvertices out.push_back(pts[size_t(qh_pointid(qh, vertex->point))]);
        }
    }
    std::fclose(quiet);
    out = point_set(out);
    return ok;
}

/// What the contract of Hull3 promises for a solid. `flat_to_rounding`: the set has parts that
/// are flat only to within rounding, and heights get the allowance of the header comment.
void expect_valid_solid(const std::vector<V>& pts, const gjk::Hull3<double>& h,
                        const std::string& what, bool flat_to_rounding = false) {
    EXPECT_EQ(h.dimension, 3) << what;
    if (h.dimension != 3) return;
    const int n = int(pts.size());
    // Vertices: sorted, distinct, exactly the faces' corners, at distinct places.
    std::vector<int> corners;
    for (const auto& f : h.faces)
        for (int v : f) {
            EXPECT_TRUE(v >= 0 && v < n) << what;
            if (v < 0 || v >= n) return;
            corners.push_back(v);
        }
    std::sort(corners.begin(), corners.end());
    corners.erase(std::unique(corners.begin(), corners.end()), corners.end());
    EXPECT_EQ(h.vertices, corners) << what;
    std::vector<V> places;
    for (int v : h.vertices) places.push_back(pts[size_t(v)]);
    EXPECT_EQ(point_set(places).size(), h.vertices.size()) << what << ": a point twice";
    // Closed: every directed edge once, and its reverse once. Then Euler: V - E + F = 2.
    std::map<std::pair<int, int>, int> edges;
    for (const auto& f : h.faces) {
        EXPECT_TRUE(f[0] != f[1] && f[1] != f[2] && f[2] != f[0]) << what;
        for (int k = 0; k < 3; ++k) ++edges[{f[k], f[(k + 1) % 3]}];
    }
    for (const auto& [e, count] : edges) {
        EXPECT_EQ(count, 1) << what << ": edge " << e.first << "-" << e.second;
        const auto twin = edges.find({e.second, e.first});
        EXPECT_TRUE(twin != edges.end() && twin->second == 1)
            << what << ": edge " << e.first << "-" << e.second << " has no twin";
    }
    EXPECT_EQ(int(h.vertices.size()) - int(edges.size()) / 2 + int(h.faces.size()), 2) << what;
    // Outward: the mean of the vertices is below every face. Inside: no point is more than
    // eps above any face plane.
    V mean(0);
    for (const V& p : places) mean += p / double(places.size());
    const double eps = hull_eps(pts);
    const double ulps = 4 * std::numeric_limits<double>::epsilon() * largest_coordinate(pts);
    L worst = 0;  // the largest height over eps + allowance, in eps
    for (const auto& f : h.faces) {
        const V &a = pts[size_t(f[0])], &b = pts[size_t(f[1])], &c = pts[size_t(f[2])];
        EXPECT_LT(height(a, b, c, mean), 0)
            << what << ": face " << f[0] << " " << f[1] << " " << f[2] << " is not outward";
        const double longest =
            std::max({glm::length(b - a), glm::length(c - b), glm::length(a - c)});
        const double altitude = glm::length(glm::cross(b - a, c - a)) / longest;
        for (const V& q : pts) {
            const double d = std::min({glm::length(q - a), glm::length(q - b), glm::length(q - c)});
            const double tilt = flat_to_rounding ? ulps * d / altitude : 0;
            worst = std::max(worst, (height(a, b, c, q) - tilt) / eps);
        }
    }
    EXPECT_LE(worst, 1) << what << ": a point " << double(worst) << " eps outside";
}

/// The vertices are Qhull's (as places: of duplicates each gives one).
void expect_qhull_vertices(const std::vector<V>& pts, const gjk::Hull3<double>& h,
                           const std::string& what) {
    std::vector<V> reference;
    ASSERT_TRUE(qhull_vertices(pts, reference)) << what;
    std::vector<V> ours;
    for (int v : h.vertices) ours.push_back(pts[size_t(v)]);
    ours = point_set(ours);
    EXPECT_EQ(ours.size(), reference.size()) << what;
    EXPECT_TRUE(ours == reference) << what;
}

void expect_hull(const std::vector<V>& pts, const std::string& what,
                 bool flat_to_rounding = false) {
    const gjk::Hull3<double> h = gjk::convex_hull3(pts);
    expect_valid_solid(pts, h, what, flat_to_rounding);
    expect_qhull_vertices(pts, h, what);
}

V on_sphere(std::mt19937_64& rng) {
    std::normal_distribution<double> g(0, 1);
    for (;;) {
        const V d(g(rng), g(rng), g(rng));
        if (glm::length(d) > 1e-3) return glm::normalize(d);
    }
}

/// A random rotation (from a random unit quaternion).
glm::dmat3 random_rotation(std::mt19937_64& rng) {
    std::normal_distribution<double> g(0, 1);
    double w = g(rng), x = g(rng), y = g(rng), z = g(rng);
    const double len = std::sqrt(w * w + x * x + y * y + z * z);
    w /= len, x /= len, y /= len, z /= len;
    return glm::transpose(
        glm::dmat3(1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y),
                   2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x),
                   2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)));
}

std::string name(const char* kind, int i, double scale = 1) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "%s #%d (scale %g)", kind, i, scale);
    return buf;
}

// Random clouds (in a ball, in a cube, on an ellipsoid's surface), 4 to 400 points, at scales
// from 1e-70 to 1e70 and off the origin.
TEST(Hull3DReference, RandomCloudsMatchQhull) {
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> u(-1, 1);
    const double scales[] = {1e-70, 1e-9, 1e-3, 1, 1e3, 1e9, 1e70};
    for (int i = 0; i < 1400; ++i) {
        const double s = scales[i % 7];
        const int n = 4 + int(rng() % (i % 10 == 0 ? 400 : 60));
        const V offset = s * V(u(rng), u(rng), u(rng)) * double(i % 3);
        std::vector<V> pts;
        for (int k = 0; k < n; ++k) {
            V p;
            switch (i % 3) {
                case 0:
                    p = on_sphere(rng) * std::cbrt(0.5 + 0.5 * u(rng));
                    break;
                case 1:
                    p = V(u(rng), u(rng), u(rng));
                    break;
                default:
                    p = on_sphere(rng) * V(1, 0.5, 0.2);
                    break;
            }
            pts.push_back(s * p + offset);
        }
        expect_hull(pts, name("cloud", i, s));
    }
}

// All points extreme: every point is a vertex, and the hull of n has 2n - 4 faces.
TEST(Hull3DReference, PointsOnSpheresAreAllVertices) {
    std::mt19937_64 rng(12);
    for (int i = 0; i < 300; ++i) {
        const int n = 4 + int(rng() % 300);
        const double s = i % 2 ? 1e-5 : 1e5;
        std::vector<V> pts;
        for (int k = 0; k < n; ++k) pts.push_back(s * on_sphere(rng));
        const gjk::Hull3<double> h = gjk::convex_hull3(pts);
        expect_valid_solid(pts, h, name("sphere", i, s));
        expect_qhull_vertices(pts, h, name("sphere", i, s));
        EXPECT_EQ(int(h.vertices.size()), n);
        EXPECT_EQ(int(h.faces.size()), 2 * n - 4);
    }
    // And large: 20,000 points (checked against Qhull, the O(n F) checks left out).
    std::vector<V> pts;
    for (int k = 0; k < 20000; ++k) pts.push_back(on_sphere(rng));
    const gjk::Hull3<double> h = gjk::convex_hull3(pts);
    EXPECT_EQ(h.vertices.size(), pts.size());
    EXPECT_EQ(h.faces.size(), 2 * pts.size() - 4);
    expect_qhull_vertices(pts, h, "20,000 on a sphere");
}

// Cube lattices (whole, or the surface only), shuffled, some turned through a random rotation
// (then the coplanar points are coplanar only to within rounding): only the 8 corners are
// vertices, whatever order the points come in.
TEST(Hull3DReference, CubeLatticesHaveEightVertices) {
    std::mt19937_64 rng(13);
    for (int i = 0; i < 200; ++i) {
        const int k = 2 + i % 9;
        const bool surface = i % 2, turned = i % 4 >= 2;
        const double s = i % 5 == 0 ? 1e-6 : i % 5 == 1 ? 1e6 : 1;
        const glm::dmat3 r = turned ? random_rotation(rng) : glm::dmat3(1);
        std::vector<V> pts;
        for (int x = 0; x <= k; ++x)
            for (int y = 0; y <= k; ++y)
                for (int z = 0; z <= k; ++z) {
                    const bool outer = x == 0 || y == 0 || z == 0 || x == k || y == k || z == k;
                    if (surface && !outer) continue;
                    pts.push_back(s * (r * (V(x, y, z) - V(k / 2.0))));
                }
        std::shuffle(pts.begin(), pts.end(), rng);
        const gjk::Hull3<double> h = gjk::convex_hull3(pts);
        expect_valid_solid(pts, h, name("lattice", i, s));
        expect_qhull_vertices(pts, h, name("lattice", i, s));
        EXPECT_EQ(h.vertices.size(), 8u) << name("lattice", i, s);
        EXPECT_EQ(h.faces.size(), 12u) << name("lattice", i, s);
    }
}

// Random points on the faces, on the edges and at the corners of a box (many coplanar and
// collinear points, some of them added before the corners): the corners are the vertices.
TEST(Hull3DReference, PointsOnABoxSurfaceLeaveItsCorners) {
    std::mt19937_64 rng(14);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 300; ++i) {
        const V half(0.5 + u(rng) * 0.4, 1, 0.5 + u(rng) * 0.4);
        std::vector<V> pts;
        for (int c = 0; c < 8; ++c)
            pts.push_back(half * V(c & 1 ? 1 : -1, c & 2 ? 1 : -1, c & 4 ? 1 : -1));
        const int n = 10 + int(rng() % 200);
        for (int k = 0; k < n; ++k) {
            V p(u(rng), u(rng), u(rng));
            const int axis = int(rng() % 3);
            p[axis] = rng() % 2 ? 1 : -1;                            // on a face
            if (k % 3 == 0) p[(axis + 1) % 3] = rng() % 2 ? 1 : -1;  // on an edge
            pts.push_back(half * p);
        }
        std::shuffle(pts.begin(), pts.end(), rng);
        const gjk::Hull3<double> h = gjk::convex_hull3(pts);
        expect_valid_solid(pts, h, name("box surface", i));
        expect_qhull_vertices(pts, h, name("box surface", i));
        EXPECT_EQ(h.vertices.size(), 8u) << name("box surface", i);
    }
}

// Every point two or three times (and the copies apart in the input): each place once.
TEST(Hull3DReference, DuplicatePointsGiveOneVertex) {
    std::mt19937_64 rng(15);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 300; ++i) {
        std::vector<V> pts;
        const int n = 4 + int(rng() % 60);
        for (int k = 0; k < n; ++k)
            pts.push_back(i % 2 ? on_sphere(rng) : V(u(rng), u(rng), u(rng)));
        const int copies = 2 + i % 2;
        for (int c = 1; c < copies; ++c)
            for (int k = 0; k < n; ++k) pts.push_back(pts[size_t(k)]);
        std::shuffle(pts.begin(), pts.end(), rng);
        expect_hull(pts, name("duplicates", i));
    }
}

// Thin sets: a random cloud squashed to a slab 1e-3 or 1e-6 of its width (a solid, every
// vertex clear of the others), and flat sets with one point off the plane (pyramids).
TEST(Hull3DReference, ThinAndNearlyFlatSets) {
    std::mt19937_64 rng(16);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 400; ++i) {
        const glm::dmat3 r = random_rotation(rng);
        const int n = 5 + int(rng() % 150);
        std::vector<V> pts;
        if (i % 2 == 0) {
            const double thickness = i % 4 == 0 ? 1e-3 : 1e-6;
            for (int k = 0; k < n; ++k) pts.push_back(r * V(u(rng), u(rng), thickness * u(rng)));
        } else {
            // A pyramid: a flat base of random points (whose hull is a polygon) and an apex
            // at height 1 or 1e-6; the base is flat only to within rounding when turned.
            const double apex = i % 4 == 1 ? 1 : 1e-6;
            for (int k = 0; k < n; ++k) pts.push_back(r * V(u(rng), u(rng), 0));
            pts.push_back(r * V(0.1, 0.2, apex));
        }
        expect_hull(pts, name("thin", i), i % 2 == 1);
    }
}

// Rings of points on circles: cylinders and cones, many coplanar points all of them vertices,
// and tiny ones far from the origin (where eps, relative to the coordinates, is large).
TEST(Hull3DReference, CylindersAndCones) {
    std::mt19937_64 rng(17);
    for (int i = 0; i < 100; ++i) {
        const int n = 3 + int(rng() % 200);
        const glm::dmat3 r = random_rotation(rng);
        const V offset = i % 5 == 0 ? V(1e3, -2e3, 5e2) : V(0);
        std::vector<V> pts;
        for (int k = 0; k < n; ++k) {
            const double a = 2 * M_PI * k / n;
            pts.push_back(offset + r * V(std::cos(a), std::sin(a), 0));
            if (i % 2) pts.push_back(offset + r * V(std::cos(a), std::sin(a), 1.5));
        }
        if (i % 2 == 0) pts.push_back(offset + r * V(0, 0, 2));
        std::shuffle(pts.begin(), pts.end(), rng);
        const gjk::Hull3<double> h = gjk::convex_hull3(pts);
        expect_valid_solid(pts, h, name(i % 2 ? "cylinder" : "cone", i), true);
        expect_qhull_vertices(pts, h, name(i % 2 ? "cylinder" : "cone", i));
        EXPECT_EQ(h.vertices.size(), pts.size()) << name(i % 2 ? "cylinder" : "cone", i);
    }
}

// Points that no plane separates: one place (dimension 0), a line (1), a plane (2), also
// spread far or within eps of them; no faces then.
TEST(Hull3DReference, DegenerateSetsHaveNoFaces) {
    std::mt19937_64 rng(18);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 300; ++i) {
        const glm::dmat3 r = random_rotation(rng);
        const int dimension = i % 3, n = 1 + int(rng() % 50);
        const double s = i % 4 == 0 ? 1e-40 : i % 4 == 1 ? 1e40 : 1;
        const V base = s * V(u(rng), u(rng), u(rng));
        std::vector<V> pts;
        for (int k = 0; k < n; ++k) {
            V p(dimension >= 1 ? u(rng) : 0, dimension >= 2 ? u(rng) : 0, 0);
            if (dimension == 2 && k % 2) p = V(p.x, p.y, 0) * 3.0;
            pts.push_back(base + s * (r * p));
        }
        const gjk::Hull3<double> h = gjk::convex_hull3(pts);
        const int expected = n == 1 ? 0 : std::min(dimension, n - 1);
        // A random set may happen to be of a lower dimension only when it has few points.
        if (n > 3) {
            EXPECT_EQ(h.dimension, expected) << name("degenerate", i, s);
        } else {
            EXPECT_LE(h.dimension, expected) << name("degenerate", i, s);
        }
        EXPECT_TRUE(h.faces.empty()) << name("degenerate", i, s);
        EXPECT_TRUE(h.vertices.empty()) << name("degenerate", i, s);
    }
    EXPECT_EQ(gjk::convex_hull3<double>({}).dimension, 0);
}

// A point within eps of the hull is no vertex (it is on the hull as far as eps can tell); one
// a few eps out is. Here on the face of a tetrahedron and outside its edge.
TEST(Hull3DReference, PointsWithinEpsAreNotVertices) {
    const std::vector<V> tetra = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    const double eps = hull_eps(tetra);
    for (const double d : {-eps, 0.0, 0.5 * eps, 4 * eps, 1e3 * eps}) {
        for (const V& at : {V(1, 1, 1) / 3.0, V(0.5, 0.5, 0)}) {
            std::vector<V> pts = tetra;
            pts.push_back(at + d * glm::normalize(at));  // out of face x + y + z = 1 (edge too)
            const gjk::Hull3<double> h = gjk::convex_hull3(pts);
            expect_valid_solid(pts, h, "d = " + std::to_string(d / eps) + " eps");
            const bool vertex = std::binary_search(h.vertices.begin(), h.vertices.end(), 4);
            EXPECT_EQ(vertex, d > 2 * eps) << d / eps << " eps";
        }
    }
}

// Mixed degenerate sets, some turned (flat to within rounding), at scales from 1e-6 to 1e6:
// random subsets of lattices, points on the faces and edges of an octahedron, cylinders with
// points inside their caps, a circle with two poles and points inside it, grids on the faces
// of a box. (Each kind once broke an earlier version of the hull: lost corners, folded faces,
// vertices left within eps of the others.)
TEST(Hull3DReference, DegenerateMixesMatchQhull) {
    std::mt19937_64 rng(20);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 1500; ++i) {
        std::vector<V> pts;
        const int kind = i % 5;
        if (kind == 0) {  // a random subset of a lattice
            const int k = 2 + int(rng() % 10);
            const double keep = 0.2 + 0.4 * (u(rng) + 1);
            for (int x = 0; x <= k; ++x)
                for (int y = 0; y <= k; ++y)
                    for (int z = 0; z <= k; ++z)
                        if ((u(rng) + 1) / 2 < keep) pts.push_back(V(x, y, z) - V(k / 2.0));
        } else if (kind == 1) {  // the corners of an octahedron, points on its faces and edges
            for (int c = 0; c < 6; ++c) pts.push_back(V(0));
            for (int c = 0; c < 6; ++c) pts[size_t(c)][c / 2] = c % 2 ? -1 : 1;
            const int n = 10 + int(rng() % 200);
            for (int k = 0; k < n; ++k) {
                double a = (u(rng) + 1) / 2, b = (u(rng) + 1) / 2;
                if (a + b > 1) a = 1 - a, b = 1 - b;
                if (rng() % 4 == 0) b = 0;  // on an edge
                const V p(rng() % 2 ? 1 : -1, 0, 0), q(0, rng() % 2 ? 1 : -1, 0),
                    r(0, 0, rng() % 2 ? 1 : -1);
                pts.push_back(p + a * (q - p) + b * (r - p));
            }
        } else if (kind == 2) {  // a cylinder, with points inside its caps
            const int n = 3 + int(rng() % 100);
            for (int k = 0; k < n; ++k) {
                const double a = 2 * M_PI * k / n;
                pts.push_back(V(std::cos(a), std::sin(a), 0));
                pts.push_back(V(std::cos(a), std::sin(a), 1));
            }
            const int m = int(rng() % 100);
            for (int k = 0; k < m; ++k) {
                const double a = M_PI * (u(rng) + 1), r = std::sqrt((u(rng) + 1) / 2);
                pts.push_back(V(r * std::cos(a), r * std::sin(a), k % 2));
            }
        } else if (kind == 3) {  // a circle and two poles, with points inside the circle
            const int n = 3 + int(rng() % 200);
            for (int k = 0; k < n; ++k) {
                const double a = M_PI * (u(rng) + 1);
                pts.push_back(V(std::cos(a), std::sin(a), 0));
            }
            pts.push_back(V(0, 0, 1));
            pts.push_back(V(0, 0, -0.5));
            const int m = int(rng() % 50);
            for (int k = 0; k < m; ++k) pts.push_back(V(u(rng), u(rng), 0) * 0.6);
        } else {  // a box, and points of a grid on its faces
            const int k = 2 + int(rng() % 8);
            const V size(1, 0.7, 1.3);
            for (int x = 0; x <= k; ++x)
                for (int y = 0; y <= k; ++y)
                    for (int z = 0; z <= k; ++z) {
                        const bool outer = x == 0 || y == 0 || z == 0 || x == k || y == k || z == k;
                        if (outer && rng() % 3 == 0)
                            pts.push_back(size * (V(x, y, z) - V(k / 2.0)));
                    }
            for (int c = 0; c < 8; ++c)
                pts.push_back(size * V(c & 1 ? 1 : -1, c & 2 ? 1 : -1, c & 4 ? 1 : -1) * (k / 2.0));
        }
        const double s = std::pow(10.0, int(rng() % 13) - 6);
        const V offset = s * V(u(rng), u(rng), u(rng)) * double(rng() % 3);
        const bool turned = rng() % 2;
        const glm::dmat3 r = random_rotation(rng);
        for (V& p : pts) p = offset + s * (turned ? r * p : p);
        std::shuffle(pts.begin(), pts.end(), rng);
        if (pts.size() < 4) continue;
        const std::string what =
            name("mix", i, s) + " kind " + std::to_string(kind) + (turned ? ", turned" : "");
        const gjk::Hull3<double> h = gjk::convex_hull3(pts);
        if (h.dimension < 3) {  // a sparse subset of a lattice can be flat: so says Qhull too
            std::vector<V> reference;
            EXPECT_FALSE(qhull_vertices(pts, reference)) << what << ": flat, but not to Qhull";
            continue;
        }
        expect_valid_solid(pts, h, what, turned);
        expect_qhull_vertices(pts, h, what);
    }
}

// Larger random sets (ball, cube, sphere shells), 2,000 to 50,000 points: the same checks.
TEST(Hull3DReference, LargeSetsMatchQhull) {
    std::mt19937_64 rng(19);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 6; ++i) {
        const int n = i < 3 ? 2000 : 50000;
        std::vector<V> pts;
        for (int k = 0; k < n; ++k) {
            switch (i % 3) {
                case 0:
                    pts.push_back(on_sphere(rng) * std::cbrt(0.5 + 0.5 * u(rng)));
                    break;
                case 1:
                    pts.push_back(V(u(rng), u(rng), u(rng)));
                    break;
                default:
                    pts.push_back(on_sphere(rng) * (1 - 1e-3 * (1 + u(rng))));
                    break;
            }
        }
        const gjk::Hull3<double> h = gjk::convex_hull3(pts);
        if (n <= 2000) expect_valid_solid(pts, h, name("large", i));
        expect_qhull_vertices(pts, h, name("large", i));
    }
}

}  // namespace
