// GJK Lab's core against its peers, each compiled from source with the same flags
// (tools/bench_peers.sh builds this file; docs/performance.md shows its table).
//
// Ours is called exactly as docs/core.md tells a user to: each shape's core made once with
// make_core3 (after make_polytope for a point cloud) into a Body3, then gjk_distance3 for a
// distance, gjk_intersect3 for a verdict, query3 for a depth. Each peer is called as its own
// code calls itself: openGJK's compute_minimum_distance on world-space points (it applies no
// transform); Jolt's GJKClosestPoint and EPAPenetrationDepth with B seen from A's frame, made
// from the two world frames in every query as its CollideConvexVsConvex makes it, and a
// ConvexHullShape-like scan or BoxShape's support;
// Bullet's btGjkEpaSolver2 on btConvexHullShape and btBoxShape without margins; libccd's
// ccdGJKIntersect and ccdGJKPenetration with FCL's kind of support callback; in 2D, Box2D v3's
// b2ShapeDistance (B's pose in A's frame made in every query, as its callers make it) and
// Box2D 2.4's b2Distance (box2d24_side.cpp). Each peer is compiled in only
// when the script gives its source (WITH_OPENGJK, WITH_JOLT, WITH_BULLET, WITH_LIBCCD,
// WITH_BOX2D3, WITH_BOX2D24).
//
// Options: --seconds S per row, --flags TEXT (printed with the table), --only SHAPES (a row's
// shapes: "16", "boxes", "8-gons"); for studying one side: --side NAME times that side alone
// (for a profiler), --query TEXT times only the rows whose query holds TEXT ("distance",
// "boolean", "depth"), --pairs N uses N pairs instead of enough to fill the cache.
//
// Pairs are near contact (centres 0 to 1.7 apart for every other pair, 1.0 to 2.5 for the
// others, shapes of radius 0.8 to 1), enough of them that one side's points fill twice a 32 MiB
// cache. Rounds alternate between the sides in one process (one pass over all pairs each); a
// side's figure is its median round in the thread's CPU time. The 3D GJK distance is also timed
// for ours and openGJK on the pairs apart and on those overlapping alone. After the timings, a
// table of the supports each 3D GJK distance query takes, in all and by outcome: ours, and
// openGJK's when the script gives a counting copy of it (WITH_OPENGJK_COUNT).
#include <gjk/gjk.h>
#include <time.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "bench/random_shapes.h"  // app/bench: the shapes gjklab bench times

#ifdef WITH_OPENGJK
#include "openGJK/openGJK.h"
#endif
#ifdef WITH_OPENGJK_COUNT
// A second copy of openGJK.c, renamed and counting its loop's supports (tools/bench_peers.sh).
extern "C" {
gkFloat opengjk_counted_distance(gkPolytope bd1, gkPolytope bd2, gkSimplex* s);
extern long opengjk_counted_supports;
}
#endif
#ifdef WITH_LIBCCD
#include <ccd/ccd.h>
#endif
#ifdef WITH_BULLET
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>

#include <memory>
#endif
#ifdef WITH_BOX2D3
#include <box2d/collision.h>
#include <box2d/math_functions.h>
#endif
#ifdef WITH_BOX2D24
/// box2d24_side.cpp: b2Distance on `pairs` pairs of polygons (x, y per vertex; counts per
/// shape; x, y, cos, sin per shape's pose), as Box2D 2.4 is called.
void box2d24_prepare(const float* points, const int* counts, const float* poses, int pairs);
double box2d24_distance(int pair);
bool box2d24_overlap(int pair);
#endif
#ifdef WITH_JOLT
#include <Jolt/Jolt.h>
// Jolt's headers after Jolt.h
#include <Jolt/Geometry/EPAPenetrationDepth.h>
#include <Jolt/Geometry/GJKClosestPoint.h>
#include <Jolt/Physics/PhysicsSettings.h>
#endif

namespace {

double thread_ns() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e9 + double(t.tv_nsec);
}

struct Side {
    std::string name;
    std::function<double()> run;  ///< one pass over all pairs; returns a checksum
    std::vector<double> rounds;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/// Alternating rounds, at least `min_rounds` each and about `seconds` in all.
void time_sides(std::vector<Side>& sides, int pairs, double seconds) {
    volatile double sink = 0;
    for (int k = 0; k < 2; ++k)
        for (auto& s : sides) sink = sink + s.run();  // warm
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (sides[0].rounds.size() < 7 || std::chrono::steady_clock::now() < deadline) {
        for (auto& s : sides) {
            const double t0 = thread_ns();
            sink = sink + s.run();
            s.rounds.push_back((thread_ns() - t0) / pairs);
        }
    }
}

// ---- the pairs -----------------------------------------------------------------------------

using gjklab::bench_shapes::box_points;
using gjklab::bench_shapes::kBoxHalf;
using gjklab::bench_shapes::random_points;
using gjklab::bench_shapes::random_polygon;

/// One pair as every side gets it: the hull vertices of each shape (local) and the poses.
struct PairData {
    std::vector<glm::dvec3> a, b;
    gjk::Transform3<double> xa, xb;
};

std::vector<PairData> make_pairs(int n, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<PairData> pairs;
    auto hull = [&]() {
        if (n == 0) return box_points();
        gjk::PolytopeShape3 poly;
        std::string err;
        if (!gjk::make_polytope(random_points(rng, n), poly, err)) std::abort();
        return poly.vertices;
    };
    for (int i = 0; i < count; ++i) {
        PairData p;
        p.a = hull();
        p.b = hull();
        const double dist = i % 2 == 0 ? 1.7 * u(rng) : 1.0 + 1.5 * u(rng);
        const glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        p.xa = gjk::Transform3<double>::from_euler_deg({u(rng), u(rng), u(rng)},
                                                       {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        p.xb = gjk::Transform3<double>::from_euler_deg(p.xa.p + dist * dir,
                                                       {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        pairs.push_back(std::move(p));
    }
    return pairs;
}

// ---- ours, as docs/core.md says ------------------------------------------------------------

/// Every pair's two bodies, made one after another as a user's loader makes them.
template <class T>
std::vector<gjk::Body3<T>> our_bodies(const std::vector<PairData>& pairs, bool boxes) {
    std::vector<gjk::Body3<T>> bodies;
    bodies.reserve(2 * pairs.size());
    for (const PairData& p : pairs)
        for (int k = 0; k < 2; ++k) {
            gjk::Shape3 shape;
            if (boxes) {
                shape = gjk::BoxShape3{kBoxHalf};
            } else {
                gjk::PolytopeShape3 poly;
                std::string err;
                gjk::make_polytope(k ? p.b : p.a, poly, err);
                shape = poly;
            }
            bodies.push_back({gjk::make_core3<T>(shape), (k ? p.xb : p.xa).template cast<T>()});
        }
    return bodies;
}

/// The same pairs with each hull moved into world space and both frames the identity:
/// openGJK's input, for ours (GJK then starts from the hulls' centres, as their origins
/// coincide: docs/core.md). Their bodies are made by our_bodies, so that their cores lie in
/// memory as the other side's do. Made otherwise (each hull from a moved copy of its points, or
/// all hulls first and the cores after them), the cores landed in the holes the hulls' scratch
/// memory left, and a query on 64 points took 1.6 times as long beyond the cache (609 ns
/// against 367, `-O3`, each side timed alone).
std::vector<PairData> in_world_space(std::vector<PairData> pairs) {
    for (PairData& p : pairs) {
        for (auto& q : p.a) q = p.xa.apply(q);
        for (auto& q : p.b) q = p.xb.apply(q);
        p.xa = p.xb = gjk::Transform3<double>{};
    }
    return pairs;
}

// ---- openGJK -------------------------------------------------------------------------------
#ifdef WITH_OPENGJK
/// World-space points (openGJK applies no transform), as arrays of row pointers.
struct OpenGjkSet {
    std::vector<gkFloat> coords;
    std::vector<gkFloat*> rows;
    std::vector<gkPolytope> shapes;
};
OpenGjkSet opengjk_set(const std::vector<PairData>& pairs) {
    OpenGjkSet s;
    size_t total = 0;
    for (auto& p : pairs) total += p.a.size() + p.b.size();
    s.coords.resize(3 * total);
    s.rows.resize(total);
    size_t at = 0;
    for (auto& p : pairs)
        for (int k = 0; k < 2; ++k) {
            const auto& pts = k ? p.b : p.a;
            const auto& xf = k ? p.xb : p.xa;
            gkPolytope poly{};
            poly.numpoints = int(pts.size());
            poly.coord = &s.rows[at];
            for (const auto& q : pts) {
                const glm::dvec3 w = xf.apply(q);
                s.rows[at] = &s.coords[3 * at];
                s.coords[3 * at] = w.x, s.coords[3 * at + 1] = w.y, s.coords[3 * at + 2] = w.z;
                ++at;
            }
            s.shapes.push_back(poly);
        }
    return s;
}
#endif

// ---- Jolt ----------------------------------------------------------------------------------
#ifdef WITH_JOLT
/// ConvexHullShape's support: the farthest of its points (ConvexHullShape::HullNoConvex).
struct JoltHull {
    const JPH::Vec3* points;
    int count;
    JPH::Vec3 GetSupport(JPH::Vec3Arg d) const {
        int best = 0;
        float best_dot = points[0].Dot(d);
        for (int i = 1; i < count; ++i) {
            const float v = points[i].Dot(d);
            if (v > best_dot) best_dot = v, best = i;
        }
        return points[best];
    }
};
/// BoxShape's support (BoxShape::Box::GetSupport).
struct JoltBox {
    JPH::Vec3 half;
    JPH::Vec3 GetSupport(JPH::Vec3Arg d) const {
        return JPH::Vec3::sSelect(-half, half, JPH::Vec3::sGreaterOrEqual(d, JPH::Vec3::sZero()));
    }
};
struct JoltPair {
    JPH::Mat44 a_world, b_world;  ///< the bodies' frames, as a Jolt user's bodies have them
    int a_first, a_count, b_first, b_count;

    /// B's frame seen from A's, made in every query as ConvexShape::sCollideConvexVsConvex
    /// makes it (ConvexShape.cpp: inverse_transform1 * inCenterOfMassTransform2): ours moves B
    /// into A's frame inside its query too.
    JPH::Mat44 b_in_a() const { return a_world.InversedRotationTranslation() * b_world; }
};
struct JoltSet {
    std::vector<JPH::Vec3> points;
    std::vector<JoltPair> pairs;
};
JPH::Mat44 to_jolt(const gjk::Transform3<double>& x) {
    auto col = [&](int c) {
        return JPH::Vec4(float(x.r[c][0]), float(x.r[c][1]), float(x.r[c][2]), 0);
    };
    return JPH::Mat44(col(0), col(1), col(2),
                      JPH::Vec4(float(x.p.x), float(x.p.y), float(x.p.z), 1));
}
JoltSet jolt_set(const std::vector<PairData>& pairs) {
    JoltSet s;
    for (auto& p : pairs) {
        JoltPair jp;
        jp.a_world = to_jolt(p.xa);
        jp.b_world = to_jolt(p.xb);
        jp.a_first = int(s.points.size()), jp.a_count = int(p.a.size());
        for (auto& q : p.a) s.points.push_back(JPH::Vec3(float(q.x), float(q.y), float(q.z)));
        jp.b_first = int(s.points.size()), jp.b_count = int(p.b.size());
        for (auto& q : p.b) s.points.push_back(JPH::Vec3(float(q.x), float(q.y), float(q.z)));
        s.pairs.push_back(jp);
    }
    return s;
}
/// Jolt's collision tolerance (CollideShapeSettings::mCollisionTolerance's default).
constexpr float kJoltTolerance = JPH::cDefaultCollisionTolerance;
#endif

// ---- libccd --------------------------------------------------------------------------------
#ifdef WITH_LIBCCD
/// What libccd's support callback sees.
struct CcdShape {
    const glm::dvec3* points;
    int count;
    gjk::Transform3<double> xf;
    bool box;
};
/// A support callback as FCL writes one (fcl/narrowphase/detail/convexity_based_algorithm/
/// gjk_libccd-inl.h, supportConvex and supportBox): the direction into the shape's frame, the
/// farthest point (a box: the corner on the side of d), the point back into the world.
void ccd_support(const void* obj, const ccd_vec3_t* dir, ccd_vec3_t* out) {
    const auto* shape = static_cast<const CcdShape*>(obj);
    const glm::dvec3 d =
        shape->xf.inv_rotate(glm::dvec3(ccdVec3X(dir), ccdVec3Y(dir), ccdVec3Z(dir)));
    glm::dvec3 local;
    if (shape->box) {
        local = {d.x > 0 ? kBoxHalf.x : -kBoxHalf.x, d.y > 0 ? kBoxHalf.y : -kBoxHalf.y,
                 d.z > 0 ? kBoxHalf.z : -kBoxHalf.z};
    } else {
        int best = 0;
        double best_dot = glm::dot(shape->points[0], d);
        for (int i = 1; i < shape->count; ++i) {
            const double v = glm::dot(shape->points[i], d);
            if (v > best_dot) best_dot = v, best = i;
        }
        local = shape->points[best];
    }
    const glm::dvec3 w = shape->xf.apply(local);
    ccdVec3Set(out, w.x, w.y, w.z);
}
struct CcdSet {
    std::vector<glm::dvec3> points;
    std::vector<CcdShape> shapes;
    ccd_t settings;
};
CcdSet ccd_set(const std::vector<PairData>& pairs, bool boxes) {
    CcdSet s;
    size_t total = 0;
    for (auto& p : pairs) total += p.a.size() + p.b.size();
    s.points.reserve(total);
    for (auto& p : pairs)
        for (int k = 0; k < 2; ++k) {
            const auto& pts = k ? p.b : p.a;
            s.shapes.push_back(
                {s.points.data() + s.points.size(), int(pts.size()), k ? p.xb : p.xa, boxes});
            s.points.insert(s.points.end(), pts.begin(), pts.end());
        }
    CCD_INIT(&s.settings);  // libccd's defaults, as FCL leaves them
    s.settings.support1 = ccd_support;
    s.settings.support2 = ccd_support;
    return s;
}
#endif

// ---- Bullet -------------------------------------------------------------------------------
#ifdef WITH_BULLET
btTransform to_bullet(const gjk::Transform3<double>& x) {
    const btMatrix3x3 m(btScalar(x.r[0][0]), btScalar(x.r[1][0]), btScalar(x.r[2][0]),
                        btScalar(x.r[0][1]), btScalar(x.r[1][1]), btScalar(x.r[2][1]),
                        btScalar(x.r[0][2]), btScalar(x.r[1][2]), btScalar(x.r[2][2]));
    return btTransform(m, btVector3(btScalar(x.p.x), btScalar(x.p.y), btScalar(x.p.z)));
}
/// btConvexHullShape and btBoxShape with no margin (the shapes exactly), as btGjkEpaSolver2
/// takes them.
struct BulletSet {
    std::vector<std::unique_ptr<btConvexShape>> shapes;
    std::vector<btTransform> xfs;
};
BulletSet bullet_set(const std::vector<PairData>& pairs, bool boxes) {
    BulletSet s;
    for (auto& p : pairs)
        for (int k = 0; k < 2; ++k) {
            std::unique_ptr<btConvexShape> shape;
            if (boxes) {
                shape = std::make_unique<btBoxShape>(
                    btVector3(btScalar(kBoxHalf.x), btScalar(kBoxHalf.y), btScalar(kBoxHalf.z)));
            } else {
                auto hull = std::make_unique<btConvexHullShape>();
                for (auto& q : k ? p.b : p.a)
                    hull->addPoint(btVector3(btScalar(q.x), btScalar(q.y), btScalar(q.z)), false);
                hull->recalcLocalAabb();
                shape = std::move(hull);
            }
            shape->setMargin(0);
            s.shapes.push_back(std::move(shape));
            s.xfs.push_back(to_bullet(k ? p.xb : p.xa));
        }
    return s;
}
#endif

// ---- the table -----------------------------------------------------------------------------

struct Row {
    std::string query, shape;
    std::vector<std::pair<std::string, double>> ns;  // ours first
    std::string accuracy;
};
std::vector<Row> table;
/// Supports per GJK distance query, one line per 3D shape: what the timings above pay for.
std::vector<std::string> steps;

std::string only_side, only_query;
void run_case(const std::string& query, const std::string& shape, std::vector<Side> sides,
              int pairs, double seconds, std::string accuracy) {
    if (!only_query.empty() && query.find(only_query) == std::string::npos) return;
    if (!only_side.empty()) {
        std::vector<Side> kept;
        for (auto& s : sides)
            if (s.name == only_side) kept.push_back(s);
        sides = kept;
    }
    if (sides.empty()) return;
    time_sides(sides, pairs, seconds);
    Row r{query, shape, {}, std::move(accuracy)};
    for (auto& s : sides) r.ns.push_back({s.name, median(s.rounds)});
    table.push_back(r);
    std::fprintf(stderr, "%s %s:", query.c_str(), shape.c_str());
    for (auto& [name, ns] : r.ns) std::fprintf(stderr, " %s %.0f ns", name.c_str(), ns);
    std::fprintf(stderr, "\n");
}

// ---- 2D ------------------------------------------------------------------------------------

struct PairData2 {
    std::vector<glm::dvec2> a, b;
    gjk::Transform2<double> xa, xb;
};

/// Near contact as in 3D: centres 0 to 1.7 apart for every other pair, 1.0 to 2.5 for the
/// others.
std::vector<PairData2> make_pairs2(int n, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<PairData2> pairs;
    for (int i = 0; i < count; ++i) {
        PairData2 p;
        p.a = random_polygon(rng, n);
        p.b = random_polygon(rng, n);
        const double dist = i % 2 == 0 ? 1.7 * u(rng) : 1.0 + 1.5 * u(rng);
        const double dir = u(rng) * 2 * M_PI;
        const glm::dvec2 c{u(rng) * 10 - 5, u(rng) * 10 - 5};
        p.xa = gjk::Transform2<double>::from_angle(c, u(rng) * 2 * M_PI);
        p.xb = gjk::Transform2<double>::from_angle(
            c + dist * glm::dvec2(std::cos(dir), std::sin(dir)), u(rng) * 2 * M_PI);
        pairs.push_back(std::move(p));
    }
    return pairs;
}

template <class T>
std::vector<gjk::Body2<T>> our_bodies2(const std::vector<PairData2>& pairs) {
    std::vector<gjk::Body2<T>> bodies;
    bodies.reserve(2 * pairs.size());
    for (const PairData2& p : pairs)
        for (int k = 0; k < 2; ++k) {
            const gjk::PolygonCheck check = gjk::make_polygon(k ? p.b : p.a, 0, false);
            if (!check.ok) std::abort();
            bodies.push_back(
                {gjk::make_core<T>(check.polygon), (k ? p.xb : p.xa).template cast<T>()});
        }
    return bodies;
}

int pairs_beyond_cache(int hull_vertices) {
    const double bytes = 2.0 * 32 * 1024 * 1024;
    return std::max(256, int(bytes / (2.0 * hull_vertices * sizeof(glm::dvec3))));
}

}  // namespace

int main(int argc, char** argv) {
    double seconds = 3;
    int fixed_pairs = 0;
    std::string flags = "(unknown flags)", only;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--seconds")) seconds = std::atof(argv[i + 1]);
        if (!std::strcmp(argv[i], "--flags")) flags = argv[i + 1];
        if (!std::strcmp(argv[i], "--only")) only = argv[i + 1];
        if (!std::strcmp(argv[i], "--side")) only_side = argv[i + 1];
        if (!std::strcmp(argv[i], "--query")) only_query = argv[i + 1];
        if (!std::strcmp(argv[i], "--pairs")) fixed_pairs = std::atoi(argv[i + 1]);
    }
#ifdef WITH_JOLT
    JPH::RegisterDefaultAllocator();
#endif
    for (int n : {16, 64, 512, 0}) {
        const std::string shape = n ? std::to_string(n) + " points" : "boxes";
        if (!only.empty() && shape.find(only) == std::string::npos) continue;
        const int hull = n == 0 ? 8 : n == 512 ? n / 3 : n;
        const int count = fixed_pairs ? fixed_pairs : pairs_beyond_cache(hull);
        const std::vector<PairData> pairs = make_pairs(n, count, 0x3d000 + uint64_t(n));
        const auto bodies = our_bodies<double>(pairs, n == 0);
        const auto bodies_f = our_bodies<float>(pairs, n == 0);
        const gjk::GjkSettings3<double> settings;
        const gjk::GjkSettings3<float> settings_f;
        std::vector<double> ours(count);
        for (int i = 0; i < count; ++i)
            ours[i] = gjk::gjk_distance3(bodies[2 * i], bodies[2 * i + 1], settings).distance;

        // GJK distance
        std::vector<Side> sides;
        sides.push_back(
            {"ours", [&] {
                 double s = 0;
                 for (int i = 0; i < count; ++i)
                     s += gjk::gjk_distance3(bodies[2 * i], bodies[2 * i + 1], settings).distance;
                 return s;
             }});
        // What ours does before GJK's loop: the pair made (B moved into A's frame, small hulls
        // packed into columns) and its first support, which reads both shapes from memory.
        sides.push_back(
            {"ours' setup and first support", [&] {
                 double s = 0;
                 for (int i = 0; i < count; ++i) {
                     const gjk::Body3<double>& a = bodies[2 * i];
                     const gjk::Body3<double>& b = bodies[2 * i + 1];
                     s += gjk::with_proxy3(a.core, [&](const auto& pa) {
                         return gjk::with_proxy3(b.core, [&](const auto& pb) {
                             const gjk::MinkowskiPair3<double, std::decay_t<decltype(pa)>,
                                                       std::decay_t<decltype(pb)>>
                                 m(pa, a.xf, pb, b.xf);
                             return m.support(m.rel.p).w.x;
                         });
                     });
                 }
                 return s;
             }});
        // The same shapes in one arena, as docs/core.md says for a batch of pairs.
        gjk::CoreArena3<double> arena;
        std::vector<gjk::ArenaBody3<double>> arena_bodies;
        for (const auto& body : bodies) arena_bodies.push_back({arena.add(body.core), body.xf});
        // The distances over every pair of an arena's bodies, in double or float.
        auto arena_distances = [count](const auto& in, const auto& bodies_in, const auto& with) {
            double s = 0;
            for (int i = 0; i < count; ++i)
                s += gjk::gjk_distance3(in, bodies_in[2 * i], bodies_in[2 * i + 1], with).distance;
            return s;
        };
        sides.push_back(
            {"ours arena", [&] { return arena_distances(arena, arena_bodies, settings); }});
        // A box given as its 8 corners (make_polytope), as a user with a mesh would.
        const auto corner_bodies = n == 0 ? our_bodies<double>(pairs, false) : bodies;
        if (n == 0)
            sides.push_back({"ours box as 8 corners", [&] {
                                 double s = 0;
                                 for (int i = 0; i < count; ++i)
                                     s += gjk::gjk_distance3(corner_bodies[2 * i],
                                                             corner_bodies[2 * i + 1], settings)
                                              .distance;
                                 return s;
                             }});
        sides.push_back({"ours float", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_distance3(bodies_f[2 * i], bodies_f[2 * i + 1],
                                                         settings_f)
                                          .distance;
                             return s;
                         }});
        // Float's bodies are made after double's, and their cores land wherever the heap has
        // room by then (docs/performance.md, "3D in float"); in an arena they lie together.
        gjk::CoreArena3<float> arena_f;
        std::vector<gjk::ArenaBody3<float>> arena_bodies_f;
        for (const auto& body : bodies_f)
            arena_bodies_f.push_back({arena_f.add(body.core), body.xf});
        sides.push_back({"ours float arena",
                         [&] { return arena_distances(arena_f, arena_bodies_f, settings_f); }});
        // openGJK's input given to ours: the hulls in world space (a box as its 8 corners).
        const auto world_bodies = our_bodies<double>(in_world_space(pairs), false);
        sides.push_back({"ours world-space hulls", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_distance3(world_bodies[2 * i],
                                                         world_bodies[2 * i + 1], settings)
                                          .distance;
                             return s;
                         }});
        // Supports per query: one per iteration, plus the one a query ending on the progress
        // test (Converged, DuplicateSupport) took before it stopped; in all, then on the pairs
        // apart and on those overlapping (ours' verdict, for both sides).
        std::vector<char> gjk_overlaps(size_t(count), 0);
        {
            double supports[2] = {0, 0};
            int in_class[2] = {0, 0};
            // On pairs apart, the sub-algorithm's tetrahedra that do not hold the origin, and
            // how many of those end on a face (simplex3d.h, s3d), from the steps traced.
            int tetrahedra_outside = 0, ending_on_a_face = 0;
            gjk::TraceRecorder trace;
            for (int i = 0; i < count; ++i) {
                trace.clear();
                const gjk::GjkOutput3<double> o =
                    gjk::gjk_distance3(bodies[2 * i], bodies[2 * i + 1], settings, nullptr, &trace);
                const int c = o.stop == gjk::GjkStop::Overlap;
                gjk_overlaps[size_t(i)] = char(c);
                supports[c] += o.iterations + int(o.stop == gjk::GjkStop::Converged ||
                                                  o.stop == gjk::GjkStop::DuplicateSupport);
                ++in_class[c];
                if (c == 0)
                    for (const gjk::GjkStep3& step : trace.gjk3)
                        if (step.simplex_before.size() == 4 && step.region != 0b1111) {
                            ++tetrahedra_outside;
                            ending_on_a_face += __builtin_popcount(unsigned(step.region)) == 3;
                        }
            }
            // "a | b | c": all pairs, apart, overlapping.
            auto per_class = [&](const double* total) {
                char text[96];
                std::snprintf(text, sizeof text, " %.2f | %.2f | %.2f |",
                              (total[0] + total[1]) / count, total[0] / std::max(in_class[0], 1),
                              total[1] / std::max(in_class[1], 1));
                return std::string(text);
            };
            char text[96];
            std::snprintf(text, sizeof text, "| %s | %.0f%% |", shape.c_str(),
                          100.0 * in_class[1] / count);
            std::string line = text + per_class(supports);
#ifdef WITH_OPENGJK_COUNT
            OpenGjkSet counted = opengjk_set(pairs);
            double theirs[2] = {0, 0};
            for (int i = 0; i < count; ++i) {
                gkSimplex simplex;
                const long before = opengjk_counted_supports;
                opengjk_counted_distance(counted.shapes[2 * i], counted.shapes[2 * i + 1],
                                         &simplex);
                theirs[int(gjk_overlaps[size_t(i)])] += double(opengjk_counted_supports - before);
            }
            line += per_class(theirs);
#else
            line += " | | |";
#endif
            std::snprintf(text, sizeof text, " %.2f (%.0f%%) |",
                          double(tetrahedra_outside) / std::max(in_class[0], 1),
                          100.0 * ending_on_a_face / std::max(tetrahedra_outside, 1));
            line += text;
            steps.push_back(line);
        }
        std::string accuracy;
#ifdef WITH_OPENGJK
        OpenGjkSet og = opengjk_set(pairs);
        {
            double worst = 0;
            for (int i = 0; i < count; ++i) {
                gkSimplex simplex;
                worst =
                    std::max(worst, std::abs(compute_minimum_distance(
                                                 og.shapes[2 * i], og.shapes[2 * i + 1], &simplex) -
                                             ours[i]));
            }
            char text[80];
            std::snprintf(text, sizeof text, "openGJK within %.1e; ", worst);
            accuracy += text;
        }
        sides.push_back({"openGJK", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i) {
                                 gkSimplex simplex;
                                 s += compute_minimum_distance(og.shapes[2 * i],
                                                               og.shapes[2 * i + 1], &simplex);
                             }
                             return s;
                         }});
#endif
#ifdef WITH_JOLT
        JoltSet js = jolt_set(pairs);
        auto jolt_distance = [&](const JoltPair& p) {
            JPH::GJKClosestPoint gjk;
            JPH::Vec3 v = JPH::Vec3::sAxisX(), pa, pb;
            const JPH::Mat44 b_in_a = p.b_in_a();
            const float d_sq = [&] {
                if (n == 0) {
                    const JoltBox box{
                        JPH::Vec3(float(kBoxHalf.x), float(kBoxHalf.y), float(kBoxHalf.z))};
                    JPH::TransformedConvexObject<JoltBox> b(b_in_a, box);
                    return gjk.GetClosestPoints(box, b, kJoltTolerance, FLT_MAX, v, pa, pb);
                }
                const JoltHull a{&js.points[size_t(p.a_first)], p.a_count};
                const JoltHull hb{&js.points[size_t(p.b_first)], p.b_count};
                JPH::TransformedConvexObject<JoltHull> b(b_in_a, hb);
                return gjk.GetClosestPoints(a, b, kJoltTolerance, FLT_MAX, v, pa, pb);
            }();
            return std::sqrt(double(d_sq));
        };
        {
            double worst = 0;
            for (int i = 0; i < count; ++i)
                worst = std::max(worst, std::abs(jolt_distance(js.pairs[size_t(i)]) - ours[i]));
            char text[80];
            std::snprintf(text, sizeof text, "Jolt within %.1e; ", worst);
            accuracy += text;
        }
        sides.push_back({"Jolt", [&] {
                             double s = 0;
                             for (const JoltPair& p : js.pairs) s += jolt_distance(p);
                             return s;
                         }});
#endif
#ifdef WITH_BULLET
        const BulletSet bs = bullet_set(pairs, n == 0);
        auto bullet_distance = [&](int i) {
            btGjkEpaSolver2::sResults res;
            const size_t a = size_t(2 * i), b = a + 1;
            return btGjkEpaSolver2::Distance(bs.shapes[a].get(), bs.xfs[a], bs.shapes[b].get(),
                                             bs.xfs[b], btVector3(1, 0, 0), res)
                       ? double(res.distance)
                       : 0.0;
        };
        {
            double worst = 0;
            for (int i = 0; i < count; ++i)
                worst = std::max(worst, std::abs(bullet_distance(i) - ours[size_t(i)]));
            char text[80];
            std::snprintf(text, sizeof text, "Bullet within %.1e; ", worst);
            accuracy += text;
        }
        sides.push_back({"Bullet", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i) s += bullet_distance(i);
                             return s;
                         }});
#endif
        run_case("GJK distance", shape, std::move(sides), count, seconds, accuracy);
#ifdef WITH_OPENGJK
        // The same, ours and openGJK alone, on pairs apart and on overlapping ones: the two end
        // differently (on the progress test; when a tetrahedron holds the origin), and
        // docs/performance.md, "Why, measured", reads the row above through these. As many
        // pairs of each outcome as the row has, laid out as its are (more pairs made where
        // needed), so that both sides read them from memory as above.
        for (const bool overlap : {false, true}) {
            std::vector<PairData> of_outcome;
            for (int i = 0; i < count; ++i)
                if (bool(gjk_overlaps[size_t(i)]) == overlap)
                    of_outcome.push_back(pairs[size_t(i)]);
            for (uint64_t round = 1; of_outcome.size() < size_t(count) && round <= 16; ++round) {
                const std::vector<PairData> more =
                    make_pairs(n, count, 0x3d000 + uint64_t(n) + 256 * round);
                const auto more_bodies = our_bodies<double>(more, n == 0);
                for (int i = 0; i < count && of_outcome.size() < size_t(count); ++i)
                    if ((gjk::gjk_distance3(more_bodies[2 * i], more_bodies[2 * i + 1], settings)
                             .stop == gjk::GjkStop::Overlap) == overlap)
                        of_outcome.push_back(more[size_t(i)]);
            }
            if (of_outcome.size() < size_t(count)) {
                std::fprintf(stderr, "%s: too few pairs %s; row not timed\n", shape.c_str(),
                             overlap ? "overlapping" : "apart");
                continue;
            }
            const auto outcome_bodies = our_bodies<double>(of_outcome, n == 0);
            const OpenGjkSet outcome_og = opengjk_set(of_outcome);
            sides.clear();
            sides.push_back({"ours", [&] {
                                 double s = 0;
                                 for (int i = 0; i < count; ++i)
                                     s += gjk::gjk_distance3(outcome_bodies[2 * i],
                                                             outcome_bodies[2 * i + 1], settings)
                                              .distance;
                                 return s;
                             }});
            sides.push_back({"openGJK", [&] {
                                 double s = 0;
                                 for (int i = 0; i < count; ++i) {
                                     gkSimplex simplex;
                                     s += compute_minimum_distance(outcome_og.shapes[2 * i],
                                                                   outcome_og.shapes[2 * i + 1],
                                                                   &simplex);
                                 }
                                 return s;
                             }});
            run_case(overlap ? "GJK distance, overlapping pairs" : "GJK distance, pairs apart",
                     shape, std::move(sides), count, seconds, "");
        }
#endif

        // The boolean GJK: a verdict alone.
        std::vector<char> ours_verdict(size_t(count), 0);
        for (int i = 0; i < count; ++i)
            ours_verdict[size_t(i)] =
                gjk::gjk_intersect3(bodies[2 * i], bodies[2 * i + 1], settings).intersecting;
        sides.clear();
        sides.push_back({"ours", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s +=
                                     gjk::gjk_intersect3(bodies[2 * i], bodies[2 * i + 1], settings)
                                         .intersecting;
                             return s;
                         }});
        if (n == 0)
            sides.push_back({"ours box as 8 corners", [&] {
                                 double s = 0;
                                 for (int i = 0; i < count; ++i)
                                     s += gjk::gjk_intersect3(corner_bodies[2 * i],
                                                              corner_bodies[2 * i + 1], settings)
                                              .intersecting;
                                 return s;
                             }});
        sides.push_back({"ours float", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_intersect3(bodies_f[2 * i], bodies_f[2 * i + 1],
                                                          settings_f)
                                          .intersecting;
                             return s;
                         }});
        sides.push_back({"ours float arena", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_intersect3(arena_f, arena_bodies_f[2 * i],
                                                          arena_bodies_f[2 * i + 1], settings_f)
                                          .intersecting;
                             return s;
                         }});
        accuracy.clear();
#ifdef WITH_JOLT
        auto jolt_intersects = [&](const JoltPair& p) {
            JPH::GJKClosestPoint gjk;
            const JPH::Mat44 b_in_a = p.b_in_a();
            JPH::Vec3 v = b_in_a.GetTranslation();
            if (n == 0) {
                const JoltBox box{
                    JPH::Vec3(float(kBoxHalf.x), float(kBoxHalf.y), float(kBoxHalf.z))};
                JPH::TransformedConvexObject<JoltBox> b(b_in_a, box);
                return gjk.Intersects(box, b, kJoltTolerance, v);
            }
            const JoltHull a{&js.points[size_t(p.a_first)], p.a_count};
            const JoltHull hb{&js.points[size_t(p.b_first)], p.b_count};
            JPH::TransformedConvexObject<JoltHull> b(b_in_a, hb);
            return gjk.Intersects(a, b, kJoltTolerance, v);
        };
        {
            int differ = 0;
            for (int i = 0; i < count; ++i)
                differ += jolt_intersects(js.pairs[size_t(i)]) != bool(ours_verdict[size_t(i)]);
            accuracy += "Jolt's verdict differs on " + std::to_string(differ) + " of " +
                        std::to_string(count) + " pairs; ";
        }
        sides.push_back({"Jolt", [&] {
                             double s = 0;
                             for (const JoltPair& p : js.pairs) s += jolt_intersects(p);
                             return s;
                         }});
#endif
#ifdef WITH_LIBCCD
        CcdSet cs = ccd_set(pairs, n == 0);
        auto ccd_intersects = [&](int i) {
            return ccdGJKIntersect(&cs.shapes[size_t(2 * i)], &cs.shapes[size_t(2 * i + 1)],
                                   &cs.settings) != 0;
        };
        {
            int differ = 0;
            for (int i = 0; i < count; ++i)
                differ += ccd_intersects(i) != bool(ours_verdict[size_t(i)]);
            accuracy += "libccd's verdict differs on " + std::to_string(differ) + "; ";
        }
        sides.push_back({"libccd", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i) s += ccd_intersects(i);
                             return s;
                         }});
#endif
        run_case("boolean GJK", shape, std::move(sides), count, seconds, accuracy);

        // The depth (query3: GJK, then EPA), on the overlapping pairs.
        if (n == 512)
            continue;  // A - B of two 170-vertex hulls: EPA is not what such a
                       // query would use
        std::vector<int> overlapping;
        for (int i = 0; i < count; ++i)
            if (ours_verdict[size_t(i)]) overlapping.push_back(i);
        const gjk::QuerySettings3<double> query_settings;
        const gjk::QuerySettings3<float> query_settings_f;
        std::vector<double> depth;
        for (int i : overlapping)
            depth.push_back(
                gjk::query3(bodies[2 * i], bodies[2 * i + 1], query_settings).penetration_depth);
        sides.clear();
        sides.push_back({"ours", [&] {
                             double s = 0;
                             for (int i : overlapping)
                                 s += gjk::query3(bodies[2 * i], bodies[2 * i + 1], query_settings)
                                          .penetration_depth;
                             return s;
                         }});
        if (n == 0)
            sides.push_back({"ours box as 8 corners", [&] {
                                 double s = 0;
                                 for (int i : overlapping)
                                     s += gjk::query3(corner_bodies[2 * i],
                                                      corner_bodies[2 * i + 1], query_settings)
                                              .penetration_depth;
                                 return s;
                             }});
        sides.push_back({"ours float", [&] {
                             double s = 0;
                             for (int i : overlapping)
                                 s += gjk::query3(bodies_f[2 * i], bodies_f[2 * i + 1],
                                                  query_settings_f)
                                          .penetration_depth;
                             return s;
                         }});
        // A peer's depths against ours (the largest difference, the pairs off by more than
        // 1e-4), then the peer timed on the same pairs.
        auto add_depth_side = [&](const char* name, auto depth_of) {
            double worst = 0;
            int off = 0;
            for (size_t k = 0; k < overlapping.size(); ++k) {
                const double e = std::abs(depth_of(overlapping[k]) - depth[k]);
                worst = std::max(worst, e);
                off += e > 1e-4;
            }
            char text[120];
            std::snprintf(text, sizeof text, "%s within %.1e (%d pairs over 1e-4); ", name, worst,
                          off);
            accuracy += text;
            sides.push_back({name, [&overlapping, depth_of] {
                                 double s = 0;
                                 for (int i : overlapping) s += depth_of(i);
                                 return s;
                             }});
        };
        accuracy.clear();
#ifdef WITH_JOLT
        // ConvexShape::sCollideConvexVsConvex: GJK on the cores, then EPA, at Jolt's default
        // tolerances (CollideShapeSettings: collision 1e-4, penetration 1e-4).
        auto jolt_depth = [&](const JoltPair& p) {
            const JPH::Mat44 b_in_a = p.b_in_a();
            auto run = [&](const auto& a, const auto& b) {
                JPH::EPAPenetrationDepth epa;
                JPH::Vec3 v = b_in_a.GetTranslation(), pa, pb;
                if (v.IsNearZero()) v = JPH::Vec3::sAxisX();
                auto status =
                    epa.GetPenetrationDepthStepGJK(a, 0.0f, b, 0.0f, kJoltTolerance, v, pa, pb);
                if (status == JPH::EPAPenetrationDepth::EStatus::NotColliding) return 0.0;
                if (status == JPH::EPAPenetrationDepth::EStatus::Indeterminate &&
                    !epa.GetPenetrationDepthStepEPA(a, b, JPH::cDefaultPenetrationTolerance, v, pa,
                                                    pb))
                    return 0.0;
                return double((pb - pa).Length());
            };
            if (n == 0) {
                const JoltBox box{
                    JPH::Vec3(float(kBoxHalf.x), float(kBoxHalf.y), float(kBoxHalf.z))};
                return run(box, JPH::TransformedConvexObject<JoltBox>(b_in_a, box));
            }
            const JoltHull a{&js.points[size_t(p.a_first)], p.a_count};
            const JoltHull hb{&js.points[size_t(p.b_first)], p.b_count};
            return run(a, JPH::TransformedConvexObject<JoltHull>(b_in_a, hb));
        };
        add_depth_side("Jolt", [&](int i) { return jolt_depth(js.pairs[size_t(i)]); });
#endif
#ifdef WITH_BULLET
        auto bullet_depth = [&](int i) {
            btGjkEpaSolver2::sResults res;
            const size_t a = size_t(2 * i), b = a + 1;
            return btGjkEpaSolver2::Penetration(bs.shapes[a].get(), bs.xfs[a], bs.shapes[b].get(),
                                                bs.xfs[b], btVector3(1, 0, 0), res)
                       ? -double(res.distance)
                       : 0.0;
        };
        add_depth_side("Bullet", bullet_depth);
#endif
#ifdef WITH_LIBCCD
        auto ccd_depth = [&](int i) {
            ccd_real_t d;
            ccd_vec3_t dir, pos;
            return ccdGJKPenetration(&cs.shapes[size_t(2 * i)], &cs.shapes[size_t(2 * i + 1)],
                                     &cs.settings, &d, &dir, &pos) == 0
                       ? double(d)
                       : 0.0;
        };
        add_depth_side("libccd", ccd_depth);
#endif
        run_case("depth (GJK + EPA)", shape, std::move(sides), int(overlapping.size()), seconds,
                 accuracy);
    }
    // 2D: polygons of 8 vertices (Box2D's most), a distance from a cold start.
    if (only.empty() || std::string("8-gons").find(only) != std::string::npos) {
        const int n = 8;
        const int count =
            fixed_pairs
                ? fixed_pairs
                : std::max(256, int(2.0 * 32 * 1024 * 1024 / (2.0 * n * sizeof(glm::vec2))));
        const std::vector<PairData2> pairs = make_pairs2(n, count, 0x2d000 + n);
        const auto bodies_f = our_bodies2<float>(pairs);
        const auto bodies = our_bodies2<double>(pairs);
        const gjk::GjkSettings<float> settings_f;
        const gjk::GjkSettings<double> settings;
        std::vector<double> ours(static_cast<size_t>(count));
        for (int i = 0; i < count; ++i)
            ours[size_t(i)] =
                gjk::gjk_distance(bodies[2 * i], bodies[2 * i + 1], settings).distance;
        std::vector<Side> sides;
        sides.push_back({"ours float", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_distance(bodies_f[2 * i], bodies_f[2 * i + 1],
                                                        settings_f)
                                          .distance;
                             return s;
                         }});
        sides.push_back(
            {"ours double", [&] {
                 double s = 0;
                 for (int i = 0; i < count; ++i)
                     s += gjk::gjk_distance(bodies[2 * i], bodies[2 * i + 1], settings).distance;
                 return s;
             }});
        std::string accuracy;
#ifdef WITH_BOX2D3
        // b2ShapeDistance as Box2D v3 calls it: b2DistanceInput takes B's pose in A's frame,
        // which its callers make per query from the two world poses (collision.h: "the relative
        // pose B in A (b2InvMulTransforms( worldA, worldB ))"; distance.c, b2TimeOfImpact), as
        // ours moves B into A's frame inside its query.
        std::vector<b2DistanceInput> inputs3;
        std::vector<std::array<b2Transform, 2>> poses3;
        for (const PairData2& p : pairs) {
            b2DistanceInput in{};
            b2Vec2 va[B2_MAX_POLYGON_VERTICES], vb[B2_MAX_POLYGON_VERTICES];
            for (size_t k = 0; k < p.a.size(); ++k) va[k] = {float(p.a[k].x), float(p.a[k].y)};
            for (size_t k = 0; k < p.b.size(); ++k) vb[k] = {float(p.b[k].x), float(p.b[k].y)};
            in.proxyA = b2MakeProxy(va, int(p.a.size()), 0);
            in.proxyB = b2MakeProxy(vb, int(p.b.size()), 0);
            auto to_b2 = [](const gjk::Transform2<double>& x) {
                return b2Transform{{float(x.p.x), float(x.p.y)}, {float(x.c), float(x.s)}};
            };
            poses3.push_back({to_b2(p.xa), to_b2(p.xb)});
            in.useRadii = false;
            inputs3.push_back(in);
        }
        auto box2d3 = [&](int i) {
            b2DistanceInput& in = inputs3[size_t(i)];
            in.transform = b2InvMulTransforms(poses3[size_t(i)][0], poses3[size_t(i)][1]);
            b2SimplexCache cache{};
            return double(b2ShapeDistance(&in, &cache, nullptr, 0).distance);
        };
        {
            double worst = 0;
            for (int i = 0; i < count; ++i)
                worst = std::max(worst, std::abs(box2d3(i) - ours[size_t(i)]));
            char text[80];
            std::snprintf(text, sizeof text, "Box2D v3 within %.1e; ", worst);
            accuracy += text;
        }
        sides.push_back({"Box2D v3", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i) s += box2d3(i);
                             return s;
                         }});
#endif
#ifdef WITH_BOX2D24
        // b2Distance as Box2D 2.4 calls it, in a file of its own (box2d24_side.cpp: Box2D 2.4's
        // C++ types and v3's C types share their names).
        {
            std::vector<float> points, poses;
            std::vector<int> counts;
            for (const PairData2& p : pairs)
                for (int k = 0; k < 2; ++k) {
                    for (auto& q : k ? p.b : p.a)
                        points.push_back(float(q.x)), points.push_back(float(q.y));
                    counts.push_back(int((k ? p.b : p.a).size()));
                    const auto& x = k ? p.xb : p.xa;
                    for (double v : {x.p.x, x.p.y, x.c, x.s}) poses.push_back(float(v));
                }
            box2d24_prepare(points.data(), counts.data(), poses.data(), count);
            double worst = 0;
            for (int i = 0; i < count; ++i)
                worst = std::max(worst, std::abs(box2d24_distance(i) - ours[size_t(i)]));
            char text[80];
            std::snprintf(text, sizeof text, "Box2D 2.4 within %.1e; ", worst);
            accuracy += text;
        }
        sides.push_back({"Box2D 2.4", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i) s += box2d24_distance(i);
                             return s;
                         }});
#endif
        run_case("2D GJK distance", "8-gons", std::move(sides), count, seconds, accuracy);

        // The boolean test: ours' gjk_intersect; each Box2D answers it with its distance, below
        // 10 epsilon (Box2D v3's sensor.c, b2ShapeDistance with useRadii; Box2D 2.4's
        // b2TestOverlap, which also adds its polygons' skin, b2_polygonRadius).
        std::vector<char> verdict(static_cast<size_t>(count));
        for (int i = 0; i < count; ++i)
            verdict[size_t(i)] =
                gjk::gjk_intersect(bodies_f[2 * i], bodies_f[2 * i + 1], settings_f).intersecting;
        sides.clear();
        accuracy.clear();
        sides.push_back({"ours float", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_intersect(bodies_f[2 * i], bodies_f[2 * i + 1],
                                                         settings_f)
                                          .intersecting;
                             return s;
                         }});
        sides.push_back({"ours double", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_intersect(bodies[2 * i], bodies[2 * i + 1], settings)
                                          .intersecting;
                             return s;
                         }});
        auto count_differ = [&](const char* name, auto overlaps) {
            int differ = 0;
            for (int i = 0; i < count; ++i) differ += overlaps(i) != bool(verdict[size_t(i)]);
            accuracy += std::string(name) + "'s verdict differs on " + std::to_string(differ) +
                        " of " + std::to_string(count) + " pairs; ";
        };
#ifdef WITH_BOX2D3
        auto box2d3_overlaps = [&](int i) {
            b2DistanceInput& in = inputs3[size_t(i)];
            in.transform = b2InvMulTransforms(poses3[size_t(i)][0], poses3[size_t(i)][1]);
            in.useRadii = true;
            b2SimplexCache cache{};
            return b2ShapeDistance(&in, &cache, nullptr, 0).distance < 10.0f * FLT_EPSILON;
        };
        count_differ("Box2D v3", box2d3_overlaps);
        sides.push_back({"Box2D v3", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i) s += box2d3_overlaps(i);
                             return s;
                         }});
#endif
#ifdef WITH_BOX2D24
        count_differ("Box2D 2.4", box2d24_overlap);
        sides.push_back({"Box2D 2.4", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i) s += box2d24_overlap(i);
                             return s;
                         }});
#endif
        run_case("2D boolean GJK", "8-gons", std::move(sides), count, seconds, accuracy);
    }

    std::printf("Flags, every side: %s\n\n", flags.c_str());
    std::printf(
        "| query | shapes | ours ns | peers ns (ours faster by) | accuracy against ours |\n");
    std::printf("|---|---|---:|---|---|\n");
    for (const Row& r : table) {
        std::printf("| %s | %s | %.0f |", r.query.c_str(), r.shape.c_str(), r.ns[0].second);
        for (size_t k = 1; k < r.ns.size(); ++k)
            std::printf("%s %s %.0f (%.2f)", k > 1 ? "," : "", r.ns[k].first.c_str(),
                        r.ns[k].second, r.ns[k].second / r.ns[0].second);
        std::printf(" | %s |\n", r.accuracy.c_str());
    }
    if (!steps.empty()) {
        std::printf(
            "\nSupports per GJK distance query (3D, double; openGJK's first simplex vertex, "
            "A's vertex 0 minus B's, is not a support):\n\n");
        std::printf(
            "| shapes | pairs overlapping | ours | ours, apart | ours, overlapping | openGJK | "
            "openGJK, apart | openGJK, overlapping | ours' tetrahedra without O per pair apart "
            "(ending on a face) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (const std::string& line : steps) std::printf("%s\n", line.c_str());
    }
}
