// 3D benchmarks: our GJK against libccd's ccdGJKIntersect and Bullet's
// btGjkEpaSolver2::Distance, our EPA against Bullet's btGjkEpaSolver2::Penetration and libccd's
// ccdGJKPenetration, on the same seeded random polytopes (16, 64, 512 points) and boxes, half
// overlapping (EPA: all overlapping). Beside speed, the peers' accuracy: how far their depths
// are from ours (ours match Qhull to 1e-9 in the tests).
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>
#include <ccd/ccd.h>
#include <gjk/gjk_boolean3d.h>
#include <gjk/query3d.h>

#include <memory>
#include <random>

#include "bench/bench_common.h"

namespace gjklab {

namespace {

struct Pair3 {
    std::vector<glm::dvec3> a, b;  // local points: the hull vertices, the same for every side
    std::vector<int> a_start, a_adj, b_start, b_adj;  // our hull edge graphs (climbing supports)
    gjk::Transform3<double> xa, xb;
    struct CcdShape {
        const std::vector<glm::dvec3>* local;
        gjk::Transform3<double> xf;
    } ca, cb;  // what libccd's support callback sees
    std::unique_ptr<btConvexShape> ba, bb;
    btTransform ta, tb;
};

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
        p.push_back({k & 1 ? 0.8 : -0.8, k & 2 ? 0.6 : -0.6, k & 4 ? 0.5 : -0.5});
    return p;
}

btTransform to_bullet(const gjk::Transform3<double>& x) {
    btMatrix3x3 m(btScalar(x.r[0][0]), btScalar(x.r[1][0]), btScalar(x.r[2][0]),
                  btScalar(x.r[0][1]), btScalar(x.r[1][1]), btScalar(x.r[2][1]),
                  btScalar(x.r[0][2]), btScalar(x.r[1][2]), btScalar(x.r[2][2]));
    return btTransform(m, btVector3(btScalar(x.p.x), btScalar(x.p.y), btScalar(x.p.z)));
}

std::unique_ptr<btConvexShape> bullet_shape(const std::vector<glm::dvec3>& pts, bool box) {
    std::unique_ptr<btConvexShape> s;
    if (box) {
        s = std::make_unique<btBoxShape>(btVector3(0.8f, 0.6f, 0.5f));
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

/// `n` points per shape (0: boxes). overlap: 0 none, 1 all, 2 every other pair.
std::vector<Pair3> make_pairs3(int n, int count, int overlap, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<Pair3> pairs(count);
    for (int i = 0; i < count; ++i) {
        Pair3& p = pairs[i];
        auto hull = [&](std::vector<glm::dvec3>& pts, std::vector<int>& start,
                        std::vector<int>& adj) {
            gjk::PolytopeShape3 poly;
            std::string err;
            if (!gjk::make_polytope(pts, poly, err)) return;
            pts = poly.vertices;
            gjk::hull_graph(poly.faces, int(pts.size()), start, adj);
        };
        p.a = n ? random_points(rng, n) : box_points();
        p.b = n ? random_points(rng, n) : box_points();
        hull(p.a, p.a_start, p.a_adj);
        hull(p.b, p.b_start, p.b_adj);
        const bool deep = overlap == 1 || (overlap == 2 && i % 2 == 0);
        const double dist =
            deep ? 0.6 * u(rng) : 2.2 + 1.5 * u(rng);  // inradius > 0.5, circumradius <= 1
        glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        p.xa = gjk::Transform3<double>::from_euler_deg({u(rng), u(rng), u(rng)},
                                                       {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        p.xb = gjk::Transform3<double>::from_euler_deg(p.xa.p + dist * dir,
                                                       {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        p.ca = {&p.a, p.xa};
        p.cb = {&p.b, p.xb};
        p.ba = bullet_shape(p.a, n == 0);
        p.bb = bullet_shape(p.b, n == 0);
        p.ta = to_bullet(p.xa);
        p.tb = to_bullet(p.xb);
    }
    return pairs;
}

/// A libccd support callback as FCL writes one for a convex shape: the direction into the
/// shape's frame, a scan of its points, the point back into the world.
void ccd_support(const void* obj, const ccd_vec3_t* dir, ccd_vec3_t* out) {
    const auto* shape = static_cast<const Pair3::CcdShape*>(obj);
    const std::vector<glm::dvec3>* pts = shape->local;
    const glm::dvec3 d =
        shape->xf.inv_rotate(glm::dvec3(ccdVec3X(dir), ccdVec3Y(dir), ccdVec3Z(dir)));
    size_t best = 0;
    double best_dot = glm::dot((*pts)[0], d);
    for (size_t i = 1; i < pts->size(); ++i) {
        const double v = glm::dot((*pts)[i], d);
        if (v > best_dot) best_dot = v, best = i;
    }
    const glm::dvec3 w = shape->xf.apply((*pts)[best]);
    ccdVec3Set(out, w.x, w.y, w.z);
}

ccd_t ccd_settings() {
    ccd_t c;
    CCD_INIT(&c);
    c.support1 = ccd_support;
    c.support2 = ccd_support;
    c.max_iterations = 100;
    c.epa_tolerance = 1e-6;
    return c;
}

gjk::PolytopeProxy3<double> proxy(const std::vector<glm::dvec3>& pts, const std::vector<int>& start,
                                  const std::vector<int>& adj) {
    gjk::PolytopeProxy3<double> p{pts.data(), int(pts.size()), 0};
    if (!adj.empty()) p.adj_start = start.data(), p.adj = adj.data();
    return p;
}

/// Our GJK: the exact distance, or (`boolean`) only the verdict with the boolean GJK, as
/// ccdGJKIntersect gives.
double ours_gjk(const Pair3& p, bool boolean = false) {
    const auto pa = proxy(p.a, p.a_start, p.a_adj),
               pb = proxy(p.b, p.b_start, p.b_adj);  // the pair keeps references: name them
    gjk::MinkowskiPair3<double, gjk::PolytopeProxy3<double>, gjk::PolytopeProxy3<double>> m(
        pa, p.xa, pb, p.xb);
    gjk::GjkSettings3<double> s;
    if (boolean) return double(!gjk::gjk_intersect3(m, s).intersecting);
    return gjk::gjk_distance3(m, s).distance;
}

double ours_query(const Pair3& p) {
    gjk::QuerySettings3<double> s;
    const auto r =
        gjk::query3(proxy(p.a, p.a_start, p.a_adj), p.xa, proxy(p.b, p.b_start, p.b_adj), p.xb, s);
    return r.penetration_depth + r.distance;
}

}  // namespace

void bench3d(const BenchOptions& opt, std::vector<BenchCase>& cases) {
    const int count = 256;
    for (int n : {16, 64, 512, 0}) {
        const std::string shape = n ? "polytope" + std::to_string(n) : std::string("box");
        {  // GJK, half overlapping
            auto pairs = make_pairs3(n, count, 2, 0x3d000 + n);
            ccd_t ccd = ccd_settings();
            auto ours = [&] {
                double s = 0;
                for (auto& p : pairs) s += ours_gjk(p);
                return s;
            };
            auto ours_boolean = [&] {
                double s = 0;
                for (auto& p : pairs) s += ours_gjk(p, true);
                return s;
            };
            auto libccd = [&] {
                double s = 0;
                for (auto& p : pairs) s += ccdGJKIntersect(&p.ca, &p.cb, &ccd);
                return s;
            };
            auto bullet = [&] {
                double s = 0;
                btGjkEpaSolver2::sResults res;
                for (auto& p : pairs)
                    s += btGjkEpaSolver2::Distance(p.ba.get(), p.ta, p.bb.get(), p.tb,
                                                   btVector3(1, 0, 0), res);
                return s;
            };
            int wrong = 0;  // libccd verdicts against ours
            for (auto& p : pairs) {
                const bool separated = ours_gjk(p, true) != 0;
                wrong += (ccdGJKIntersect(&p.ca, &p.cb, &ccd) != 0) == separated;
                wrong += separated != (ours_gjk(p) > 0);  // the boolean and distance queries agree
            }
            BenchCase c1{"gjk_3d_boolean/" + shape, "libccd",
                         time_pair(ours_boolean, libccd, count, opt.seconds_per_case),
                         double(wrong),
                         "verdicts differing from ours (of " + std::to_string(count) + ")"};
            cases.push_back(c1);
            double max_err = 0;
            for (auto& p : pairs) {
                btGjkEpaSolver2::sResults res;
                if (btGjkEpaSolver2::Distance(p.ba.get(), p.ta, p.bb.get(), p.tb,
                                              btVector3(1, 0, 0), res))
                    max_err = std::max(max_err, std::abs(res.distance - ours_gjk(p)));
            }
            cases.push_back({"gjk_3d/" + shape, "bullet",
                             time_pair(ours, bullet, count, opt.seconds_per_case), max_err,
                             "bullet float; max |distance - ours| shown"});
        }
        if (n == 512) continue;  // EPA on 512-point hulls: A - B has ~10^5 faces' worth of vertices
        {                        // EPA, all overlapping
            auto pairs = make_pairs3(n, count, 1, 0xe9a000 + n);
            ccd_t ccd = ccd_settings();
            std::vector<double> exact(pairs.size());
            for (size_t i = 0; i < pairs.size(); ++i) exact[i] = ours_query(pairs[i]);
            auto ours = [&] {
                double s = 0;
                for (auto& p : pairs) s += ours_query(p);
                return s;
            };
            auto bullet = [&] {
                double s = 0;
                btGjkEpaSolver2::sResults res;
                for (auto& p : pairs)
                    s += btGjkEpaSolver2::Penetration(p.ba.get(), p.ta, p.bb.get(), p.tb,
                                                      btVector3(1, 0, 0), res);
                return s;
            };
            auto libccd = [&] {
                double s = 0;
                ccd_real_t depth;
                ccd_vec3_t dir, pos;
                for (auto& p : pairs)
                    s += ccdGJKPenetration(&p.ca, &p.cb, &ccd, &depth, &dir, &pos);
                return s;
            };
            double bullet_err = 0, ccd_err = 0;
            int ccd_off = 0, bullet_off = 0;
            for (size_t i = 0; i < pairs.size(); ++i) {
                btGjkEpaSolver2::sResults res;
                if (btGjkEpaSolver2::Penetration(pairs[i].ba.get(), pairs[i].ta, pairs[i].bb.get(),
                                                 pairs[i].tb, btVector3(1, 0, 0), res)) {
                    const double e = std::abs(-res.distance - exact[i]) / exact[i];
                    bullet_err = std::max(bullet_err, e);
                    bullet_off += e > 1e-3;
                }
                ccd_real_t depth;
                ccd_vec3_t dir, pos;
                if (ccdGJKPenetration(&pairs[i].ca, &pairs[i].cb, &ccd, &depth, &dir, &pos) == 0) {
                    const double e = std::abs(depth - exact[i]) / exact[i];
                    ccd_err = std::max(ccd_err, e);
                    ccd_off += e > 1e-3;
                }
            }
            auto pct = [&](int k) {
                return std::to_string(k * 100 / count) + "% of pairs more than 0.1% off";
            };
            cases.push_back({"epa_3d/" + shape, "bullet",
                             time_pair(ours, bullet, count, opt.seconds_per_case), bullet_err,
                             "max relative depth error shown; " + pct(bullet_off)});
            cases.push_back({"epa_3d/" + shape, "libccd",
                             time_pair(ours, libccd, count, opt.seconds_per_case), ccd_err,
                             "max relative depth error shown; " + pct(ccd_off)});
        }
    }
}

}  // namespace gjklab
