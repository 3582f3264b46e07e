// GJK Lab's core against its peers, each compiled from source with the same flags
// (tools/bench_peers.sh builds this file; docs/performance.md shows its table).
//
// Ours is called exactly as docs/core.md tells a user to: each shape's core made once with
// make_core3 (after make_polytope for a point cloud) into a Body3, then gjk_distance3 for a
// distance, gjk_intersect3 for a verdict, query3 for a depth. Each peer is called as its own
// code calls itself: openGJK's compute_minimum_distance on world-space points (it applies no
// transform); Jolt's GJKClosestPoint and EPAPenetrationDepth with B seen from A's frame, as
// its CollideConvexVsConvex does, and a ConvexHullShape-like scan or BoxShape's support.
//
// Pairs are near contact (centres 0 to 1.7 apart for every other pair, 1.0 to 2.5 for the
// others, shapes of radius 0.8 to 1), enough of them that one side's points fill twice a 32 MiB
// cache. Rounds alternate between the sides in one process (one pass over all pairs each); a
// side's figure is its median round in the thread's CPU time.
#include <gjk/gjk.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#ifdef WITH_OPENGJK
#include "openGJK/openGJK.h"
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

const glm::dvec3 kBoxHalf{0.8, 0.6, 0.5};

std::vector<glm::dvec3> random_points(std::mt19937_64& rng, int n) {
    std::normal_distribution<double> g(0, 1);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<glm::dvec3> pts;
    while (int(pts.size()) < n) {
        glm::dvec3 d(g(rng), g(rng), g(rng));
        if (glm::length(d) > 1e-9) pts.push_back(glm::normalize(d) * (0.8 + 0.2 * u(rng)));
    }
    return pts;
}

std::vector<glm::dvec3> box_points() {
    std::vector<glm::dvec3> p;
    for (int k = 0; k < 8; ++k)
        p.push_back({k & 1 ? kBoxHalf.x : -kBoxHalf.x, k & 2 ? kBoxHalf.y : -kBoxHalf.y,
                     k & 4 ? kBoxHalf.z : -kBoxHalf.z});
    return p;
}

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
    JPH::Mat44 b_in_a;  ///< B's frame seen from A's, as CollideConvexVsConvex makes it
    int a_first, a_count, b_first, b_count;
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
        jp.b_in_a = to_jolt(p.xa).InversedRotationTranslation() * to_jolt(p.xb);
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

// ---- the table -----------------------------------------------------------------------------

struct Row {
    std::string query, shape;
    std::vector<std::pair<std::string, double>> ns;  // ours first
    std::string accuracy;
};
std::vector<Row> table;

std::string only_side;
void run_case(const std::string& query, const std::string& shape, std::vector<Side> sides,
              int pairs, double seconds, std::string accuracy) {
    if (!only_side.empty()) {
        std::vector<Side> kept;
        for (auto& s : sides)
            if (s.name == only_side) kept.push_back(s);
        sides = kept;
    }
    time_sides(sides, pairs, seconds);
    Row r{query, shape, {}, std::move(accuracy)};
    for (auto& s : sides) r.ns.push_back({s.name, median(s.rounds)});
    table.push_back(r);
    std::fprintf(stderr, "%s %s:", query.c_str(), shape.c_str());
    for (auto& [name, ns] : r.ns) std::fprintf(stderr, " %s %.0f ns", name.c_str(), ns);
    std::fprintf(stderr, "\n");
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
        // The same shapes in one arena, as docs/core.md says for a batch of pairs.
        gjk::CoreArena3<double> arena;
        std::vector<gjk::ArenaBody3<double>> arena_bodies;
        for (const auto& body : bodies) arena_bodies.push_back({arena.add(body.core), body.xf});
        sides.push_back({"ours arena", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_distance3(arena, arena_bodies[2 * i],
                                                         arena_bodies[2 * i + 1], settings)
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
            const float d_sq = [&] {
                if (n == 0) {
                    const JoltBox box{
                        JPH::Vec3(float(kBoxHalf.x), float(kBoxHalf.y), float(kBoxHalf.z))};
                    JPH::TransformedConvexObject<JoltBox> b(p.b_in_a, box);
                    return gjk.GetClosestPoints(box, b, kJoltTolerance, FLT_MAX, v, pa, pb);
                }
                const JoltHull a{&js.points[size_t(p.a_first)], p.a_count};
                const JoltHull hb{&js.points[size_t(p.b_first)], p.b_count};
                JPH::TransformedConvexObject<JoltHull> b(p.b_in_a, hb);
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
        run_case("GJK distance", shape, std::move(sides), count, seconds, accuracy);

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
        sides.push_back({"ours float", [&] {
                             double s = 0;
                             for (int i = 0; i < count; ++i)
                                 s += gjk::gjk_intersect3(bodies_f[2 * i], bodies_f[2 * i + 1],
                                                          settings_f)
                                          .intersecting;
                             return s;
                         }});
        accuracy.clear();
#ifdef WITH_JOLT
        auto jolt_intersects = [&](const JoltPair& p) {
            JPH::GJKClosestPoint gjk;
            JPH::Vec3 v = p.b_in_a.GetTranslation();
            if (n == 0) {
                const JoltBox box{
                    JPH::Vec3(float(kBoxHalf.x), float(kBoxHalf.y), float(kBoxHalf.z))};
                JPH::TransformedConvexObject<JoltBox> b(p.b_in_a, box);
                return gjk.Intersects(box, b, kJoltTolerance, v);
            }
            const JoltHull a{&js.points[size_t(p.a_first)], p.a_count};
            const JoltHull hb{&js.points[size_t(p.b_first)], p.b_count};
            JPH::TransformedConvexObject<JoltHull> b(p.b_in_a, hb);
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
        sides.push_back({"ours float", [&] {
                             double s = 0;
                             for (int i : overlapping)
                                 s += gjk::query3(bodies_f[2 * i], bodies_f[2 * i + 1],
                                                  query_settings_f)
                                          .penetration_depth;
                             return s;
                         }});
        accuracy.clear();
#ifdef WITH_JOLT
        // ConvexShape::sCollideConvexVsConvex: GJK on the cores, then EPA, at Jolt's default
        // tolerances (CollideShapeSettings: collision 1e-4, penetration 1e-4).
        auto jolt_depth = [&](const JoltPair& p) {
            auto run = [&](const auto& a, const auto& b) {
                JPH::EPAPenetrationDepth epa;
                JPH::Vec3 v = p.b_in_a.GetTranslation(), pa, pb;
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
                return run(box, JPH::TransformedConvexObject<JoltBox>(p.b_in_a, box));
            }
            const JoltHull a{&js.points[size_t(p.a_first)], p.a_count};
            const JoltHull hb{&js.points[size_t(p.b_first)], p.b_count};
            return run(a, JPH::TransformedConvexObject<JoltHull>(p.b_in_a, hb));
        };
        {
            double worst = 0;
            for (size_t k = 0; k < overlapping.size(); ++k)
                worst = std::max(worst,
                                 std::abs(jolt_depth(js.pairs[size_t(overlapping[k])]) - depth[k]));
            char text[80];
            std::snprintf(text, sizeof text, "Jolt within %.1e; ", worst);
            accuracy += text;
        }
        sides.push_back({"Jolt", [&] {
                             double s = 0;
                             for (int i : overlapping) s += jolt_depth(js.pairs[size_t(i)]);
                             return s;
                         }});
#endif
        run_case("depth (GJK + EPA)", shape, std::move(sides), int(overlapping.size()), seconds,
                 accuracy);
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
}
