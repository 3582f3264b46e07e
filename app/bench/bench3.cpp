// 3D benchmarks: our GJK against libccd's ccdGJKIntersect and Bullet's
// btGjkEpaSolver2::Distance, our EPA against Bullet's btGjkEpaSolver2::Penetration and libccd's
// ccdGJKPenetration, on the same seeded random polytopes (16, 64, 512 points) and boxes near
// contact (EPA: the overlapping ones), and our GJK in float against ours in double. A box is a
// box to every side: ours as a scene's box reaches the core (BoxProxy3), Bullet's btBoxShape,
// libccd with a box support that picks the corner by signs, as FCL's does. Beside
// speed, the peers' accuracy at their default settings: how far their depths are from ours
// (ours match Qhull to 1e-9 in the tests).
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>
#include <ccd/ccd.h>
#include <gjk/gjk_boolean3d.h>
#include <gjk/query3d.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <random>

#include "bench/bench_common.h"
#include "bench/random_shapes.h"
#include "scene/core_instances.h"

namespace gjklab {

namespace {

/// One implementation's view of a pair: each keeps its own array, so that a timed loop walks
/// only its own data, and the points of all pairs sit together in one array, in order.
template <class Proxy, class T>
struct OurPairOf3 {
    Proxy a, b;
    gjk::Transform3<T> xa, xb;
};
/// Local hull vertices (and edge graphs, for climbing).
using OurPair3 = OurPairOf3<gjk::PolytopeProxy3<double>, double>;
/// The same pair in float: the points rounded once, the edge graphs shared.
using OurPair3f = OurPairOf3<gjk::PolytopeProxy3<float>, float>;
/// Boxes as a scene's box gives them to the core (BoxProxy3), beside Bullet's btBoxShape.
using OurBoxPair3 = OurPairOf3<gjk::BoxProxy3<double>, double>;
using OurBoxPair3f = OurPairOf3<gjk::BoxProxy3<float>, float>;
struct CcdShape3 {  // what libccd's support callback sees
    const glm::dvec3* points;
    int count;
    gjk::Transform3<double> xf;
    bool box = false;  ///< a box of half extents kBoxHalf (points unused)
};
struct CcdPair3 {
    CcdShape3 a, b;
};
struct BulletPair3 {
    const btConvexShape *a, *b;
    btTransform ta, tb;
};

/// The same seeded pairs for the three implementations.
struct PairSet3 {
    std::vector<glm::dvec3> points;   // every shape's local points, one after another
    std::vector<int> adj_start, adj;  // every shape's hull edge graph (CSR), likewise
    std::vector<OurPair3> ours;
    std::vector<glm::vec3> points_f;  // the points in float, for the float case
    std::vector<OurPair3f> ours_f;
    std::vector<OurBoxPair3> ours_box;  // boxes only: what ours runs on them
    std::vector<OurBoxPair3f> ours_box_f;
    std::vector<CcdPair3> ccd;
    std::vector<BulletPair3> bullet;
    std::vector<std::unique_ptr<btConvexShape>> bullet_shapes;
    size_t size() const { return ours.size(); }
};

using bench_shapes::box_points;
using bench_shapes::kBoxHalf;
using bench_shapes::random_points;

btTransform to_bullet(const gjk::Transform3<double>& x) {
    btMatrix3x3 m(btScalar(x.r[0][0]), btScalar(x.r[1][0]), btScalar(x.r[2][0]),
                  btScalar(x.r[0][1]), btScalar(x.r[1][1]), btScalar(x.r[2][1]),
                  btScalar(x.r[0][2]), btScalar(x.r[1][2]), btScalar(x.r[2][2]));
    return btTransform(m, btVector3(btScalar(x.p.x), btScalar(x.p.y), btScalar(x.p.z)));
}

std::unique_ptr<btConvexShape> bullet_shape(const std::vector<glm::dvec3>& pts, bool box) {
    std::unique_ptr<btConvexShape> s;
    if (box) {
        s = std::make_unique<btBoxShape>(
            btVector3(btScalar(kBoxHalf.x), btScalar(kBoxHalf.y), btScalar(kBoxHalf.z)));
    } else {
        auto h = std::make_unique<btConvexHullShape>();
        for (auto& p : pts)
            h->addPoint(btVector3(btScalar(p.x), btScalar(p.y), btScalar(p.z)), false);
        h->recalcLocalAabb();
        s = std::move(h);
    }
    s->setMargin(0);
    return s;
}

/// `count` pairs of `n` points per shape (0: boxes; radii 0.8 to 1) near contact: centres 0 to
/// 1.7 apart for every other pair, 1.0 to 2.5 for the others.
PairSet3 make_pairs3(int n, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, 1);
    struct Shape {
        size_t first, count, start, adj;  // offsets into the set's arrays
    };
    std::vector<Shape> shapes;
    std::vector<gjk::Transform3<double>> xfs;
    PairSet3 set;
    auto add_shape = [&](std::vector<glm::dvec3> pts) {
        gjk::PolytopeShape3 poly;
        std::string err;
        std::vector<int> start, adj;
        if (gjk::make_polytope(pts, poly, err)) {  // the hull's vertices and edge graph
            pts = poly.vertices;
            gjk::hull_graph(poly.faces, int(pts.size()), start, adj);
        }
        shapes.push_back({set.points.size(), pts.size(), set.adj_start.size(), set.adj.size()});
        set.points.insert(set.points.end(), pts.begin(), pts.end());
        set.adj_start.insert(set.adj_start.end(), start.begin(), start.end());
        set.adj.insert(set.adj.end(), adj.begin(), adj.end());
        set.bullet_shapes.push_back(bullet_shape(pts, n == 0));
    };
    for (int i = 0; i < count; ++i) {
        add_shape(n ? random_points(rng, n) : box_points());
        add_shape(n ? random_points(rng, n) : box_points());
        const double dist = i % 2 == 0 ? 1.7 * u(rng) : 1.0 + 1.5 * u(rng);
        glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        const auto xa = gjk::Transform3<double>::from_euler_deg(
            {u(rng), u(rng), u(rng)}, {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        xfs.push_back(xa);
        xfs.push_back(gjk::Transform3<double>::from_euler_deg(
            xa.p + dist * dir, {u(rng) * 360, u(rng) * 360, u(rng) * 360}));
    }
    // The arrays are complete: now the views may point into them.
    auto proxy = [&](const Shape& sh) {
        gjk::PolytopeProxy3<double> p{set.points.data() + sh.first, int(sh.count), 0};
        if (set.adj_start.size() > sh.start)
            p.adj_start = set.adj_start.data() + sh.start, p.adj = set.adj.data() + sh.adj;
        return p;
    };
    for (const auto& p : set.points) set.points_f.push_back(glm::vec3(p));
    auto proxy_f = [&](const Shape& sh) {
        const gjk::PolytopeProxy3<double> d = proxy(sh);
        gjk::PolytopeProxy3<float> p{set.points_f.data() + sh.first, int(sh.count), 0};
        p.adj_start = d.adj_start, p.adj = d.adj;
        return p;
    };
    for (int i = 0; i < count; ++i) {
        const Shape &a = shapes[2 * i], &b = shapes[2 * i + 1];
        const auto &xa = xfs[2 * i], &xb = xfs[2 * i + 1];
        set.ours.push_back({proxy(a), proxy(b), xa, xb});
        set.ours_f.push_back({proxy_f(a), proxy_f(b), xa.cast<float>(), xb.cast<float>()});
        if (n == 0) {
            const gjk::BoxProxy3<double> box{kBoxHalf};
            const gjk::BoxProxy3<float> box_f{glm::vec3(kBoxHalf)};
            set.ours_box.push_back({box, box, xa, xb});
            set.ours_box_f.push_back({box_f, box_f, xa.cast<float>(), xb.cast<float>()});
        }
        set.ccd.push_back({{set.points.data() + a.first, int(a.count), xa, n == 0},
                           {set.points.data() + b.first, int(b.count), xb, n == 0}});
        set.bullet.push_back({set.bullet_shapes[2 * i].get(), set.bullet_shapes[2 * i + 1].get(),
                              to_bullet(xa), to_bullet(xb)});
    }
    return set;
}

/// A libccd support callback as FCL writes one for a convex shape: the direction into the
/// shape's frame, a scan of its points (a box: the corner on the side of d, ties to the minus
/// side where FCL's takes the face's centre), the point back into the world.
void ccd_support(const void* obj, const ccd_vec3_t* dir, ccd_vec3_t* out) {
    const auto* shape = static_cast<const CcdShape3*>(obj);
    const glm::dvec3* pts = shape->points;
    const glm::dvec3 d =
        shape->xf.inv_rotate(glm::dvec3(ccdVec3X(dir), ccdVec3Y(dir), ccdVec3Z(dir)));
    if (shape->box) {
        const glm::dvec3 w =
            shape->xf.apply({d.x > 0 ? kBoxHalf.x : -kBoxHalf.x, d.y > 0 ? kBoxHalf.y : -kBoxHalf.y,
                             d.z > 0 ? kBoxHalf.z : -kBoxHalf.z});
        ccdVec3Set(out, w.x, w.y, w.z);
        return;
    }
    int best = 0;
    double best_dot = glm::dot(pts[0], d);
    for (int i = 1; i < shape->count; ++i) {
        const double v = glm::dot(pts[i], d);
        if (v > best_dot) best_dot = v, best = i;
    }
    const glm::dvec3 w = shape->xf.apply(pts[best]);
    ccdVec3Set(out, w.x, w.y, w.z);
}

/// libccd as it comes (CCD_INIT's tolerances and iteration cap), with FCL's kind of support.
ccd_t ccd_settings() {
    ccd_t c;
    CCD_INIT(&c);
    c.support1 = ccd_support;
    c.support2 = ccd_support;
    return c;
}

/// Our GJK: the exact distance, or (`boolean`) only the verdict with the boolean GJK, as
/// ccdGJKIntersect gives.
template <class Pair>
double ours_gjk(const Pair& p, bool boolean = false) {
    using T = typename decltype(p.xa.p)::value_type;
    gjk::MinkowskiPair3<T, decltype(p.a), decltype(p.b)> m(p.a, p.xa, p.b, p.xb);
    gjk::GjkSettings3<T> s;
    if (boolean) return double(!gjk::gjk_intersect3(m, s).intersecting);
    return double(gjk::gjk_distance3(m, s).distance);
}

template <class Pair>
double ours_query(const Pair& p) {
    gjk::QuerySettings3<double> s;
    const auto r = gjk::query3(p.a, p.xa, p.b, p.xb, s);
    return r.penetration_depth + r.distance;
}

/// A timed run: `query` on every pair, the results summed (so that none is optimised away).
template <class Pairs, class Query>
std::function<double()> sum_over(const Pairs& pairs, Query query) {
    return [&pairs, query] {
        double s = 0;
        for (const auto& p : pairs) s += query(p);
        return s;
    };
}

}  // namespace

void bench3(const BenchOptions& opt, std::vector<BenchCase>& cases) {
    // Enough distinct pairs that no branch predictor learns the answers (on 256 pairs run again
    // and again, a scan that branches on every point learns its outcomes and looks up to 3x
    // faster than on queries it has not seen) and that their points do not stay in the cache.
    // A hull keeps most of 16 or 64 points on a shell, about a third of 512.
    auto pairs_for = [](int n) {
        const int hull = n == 0 ? 8 : n == 512 ? n / 3 : n;
        return pairs_beyond_cache(2 * size_t(hull) * sizeof(glm::dvec3));
    };
    // GJK rows on one set of pairs, ours on `ours_pairs` (its polytopes or its boxes) and in
    // float on `ours_f`, half of them overlapping.
    auto gjk_rows = [&](const std::string& shape, const PairSet3& set, const auto& ours_pairs,
                        const auto& ours_f, int count) {
        ccd_t ccd = ccd_settings();
        auto ours = sum_over(ours_pairs, [](const auto& p) { return ours_gjk(p); });
        auto ours_boolean = sum_over(ours_pairs, [](const auto& p) { return ours_gjk(p, true); });
        auto libccd = sum_over(
            set.ccd, [&](const CcdPair3& p) { return double(ccdGJKIntersect(&p.a, &p.b, &ccd)); });
        auto bullet = sum_over(set.bullet, [](const BulletPair3& p) {
            btGjkEpaSolver2::sResults res;
            return double(btGjkEpaSolver2::Distance(p.a, p.ta, p.b, p.tb, btVector3(1, 0, 0), res));
        });
        int wrong = 0;  // libccd verdicts against ours
        for (size_t i = 0; i < set.size(); ++i) {
            const bool separated = ours_gjk(ours_pairs[i], true) != 0;
            wrong += (ccdGJKIntersect(&set.ccd[i].a, &set.ccd[i].b, &ccd) != 0) == separated;
            // The boolean and the distance queries agree.
            wrong += separated != (ours_gjk(ours_pairs[i]) > 0);
        }
        if (opt.wants("gjk_3d_boolean/" + shape))
            cases.push_back({"gjk_3d_boolean/" + shape, "libccd",
                             time_pair(ours_boolean, libccd, count, opt.seconds_per_case),
                             double(wrong),
                             "verdicts differing from ours (of " + std::to_string(count) + ")"});
        double max_err = 0;
        for (size_t i = 0; i < set.size(); ++i) {
            const BulletPair3& p = set.bullet[i];
            btGjkEpaSolver2::sResults res;
            if (btGjkEpaSolver2::Distance(p.a, p.ta, p.b, p.tb, btVector3(1, 0, 0), res))
                max_err = std::max(max_err, std::abs(res.distance - ours_gjk(ours_pairs[i])));
        }
        if (opt.wants("gjk_3d/" + shape))
            cases.push_back({"gjk_3d/" + shape, "bullet",
                             time_pair(ours, bullet, count, opt.seconds_per_case), max_err,
                             "bullet float; max |distance - ours| shown"});
        if (opt.wants("gjk_3d_float/" + shape)) {  // float against double: no slower
            double float_err = 0;
            for (size_t i = 0; i < set.size(); ++i)
                float_err =
                    std::max(float_err, std::abs(ours_gjk(ours_f[i]) - ours_gjk(ours_pairs[i])));
            auto ours_float = sum_over(ours_f, [](const auto& p) { return ours_gjk(p); });
            cases.push_back({"gjk_3d_float/" + shape, "ours double",
                             time_pair(ours_float, ours, count, opt.seconds_per_case), float_err,
                             "max |distance - double| shown"});
        }
    };
    // EPA rows on the overlapping pairs, ours on `ours_pairs`.
    auto epa_rows = [&](const std::string& shape, PairSet3& set, const auto& ours_pairs,
                        int count) {
        ccd_t ccd = ccd_settings();
        std::vector<double> exact(set.size());
        for (size_t i = 0; i < set.size(); ++i) exact[i] = ours_query(ours_pairs[i]);
        auto ours = sum_over(ours_pairs, [](const auto& p) { return ours_query(p); });
        auto bullet = sum_over(set.bullet, [](const BulletPair3& p) {
            btGjkEpaSolver2::sResults res;
            return double(
                btGjkEpaSolver2::Penetration(p.a, p.ta, p.b, p.tb, btVector3(1, 0, 0), res));
        });
        auto libccd = sum_over(set.ccd, [&](const CcdPair3& p) {
            ccd_real_t depth;
            ccd_vec3_t dir, pos;
            return double(ccdGJKPenetration(&p.a, &p.b, &ccd, &depth, &dir, &pos));
        });
        double bullet_err = 0, ccd_err = 0;
        int ccd_off = 0, bullet_off = 0;
        for (size_t i = 0; i < set.size(); ++i) {
            const BulletPair3& b = set.bullet[i];
            btGjkEpaSolver2::sResults res;
            if (btGjkEpaSolver2::Penetration(b.a, b.ta, b.b, b.tb, btVector3(1, 0, 0), res)) {
                const double e = std::abs(-res.distance - exact[i]);
                bullet_err = std::max(bullet_err, e);
                bullet_off += e > 1e-4;
            }
            ccd_real_t depth;
            ccd_vec3_t dir, pos;
            if (ccdGJKPenetration(&set.ccd[i].a, &set.ccd[i].b, &ccd, &depth, &dir, &pos) == 0) {
                const double e = std::abs(depth - exact[i]);
                ccd_err = std::max(ccd_err, e);
                ccd_off += e > 1e-4;
            }
        }
        auto pct = [&](int k) {
            char text[64];
            std::snprintf(text, sizeof text, "%.1f%% of pairs more than 1e-4 off",
                          100.0 * k / std::max(count, 1));
            return std::string(text);
        };
        cases.push_back({"epa_3d/" + shape, "bullet",
                         time_pair(ours, bullet, count, opt.seconds_per_case), bullet_err,
                         "max |depth - ours| shown; " + pct(bullet_off)});
        cases.push_back({"epa_3d/" + shape, "libccd",
                         time_pair(ours, libccd, count, opt.seconds_per_case), ccd_err,
                         "max |depth - ours| shown; " + pct(ccd_off)});
    };
    for (int n : {16, 64, 512, 0}) {
        const std::string shape = n ? "polytope" + std::to_string(n) : std::string("box");
        if (opt.wants("gjk_3d_boolean/" + shape) || opt.wants("gjk_3d/" + shape) ||
            opt.wants("gjk_3d_float/" + shape)) {
            // GJK, half overlapping
            const int count = pairs_for(n);
            const PairSet3 set = make_pairs3(n, count, 0x3d000 + n);
            if (n == 0)
                gjk_rows(shape, set, set.ours_box, set.ours_box_f, count);
            else
                gjk_rows(shape, set, set.ours, set.ours_f, count);
        }
        if (n >= 512) continue;  // EPA on 512-point hulls: A - B has ~10^5 faces' worth of vertices
        if (opt.wants("epa_3d/" + shape)) {  // EPA, all overlapping
            PairSet3 set = make_pairs3(n, pairs_for(n), 0xe9a000 + n);
            // The overlapping ones: their views, their points left where they are.
            size_t kept = 0;
            for (size_t i = 0; i < set.size(); ++i)
                if (ours_gjk(set.ours[i], true) == 0) {
                    set.ours[kept] = set.ours[i], set.ccd[kept] = set.ccd[i],
                    set.bullet[kept] = set.bullet[i];
                    if (n == 0) set.ours_box[kept] = set.ours_box[i];
                    ++kept;
                }
            set.ours.resize(kept), set.ccd.resize(kept), set.bullet.resize(kept);
            if (n == 0) set.ours_box.resize(kept);
            if (n == 0)
                epa_rows(shape, set, set.ours_box, int(kept));
            else
                epa_rows(shape, set, set.ours, int(kept));
        }
    }
}

}  // namespace gjklab
