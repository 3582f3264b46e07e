// MPR in 3D against libccd 2.1's ccdMPRIntersect and ccdMPRPenetration (the same algorithm,
// given the same centres), against GJK's verdicts and against the exact face of A - B where the
// ray from the centres leaves it, on random polytopes: the same verdicts, the depth to that
// face's plane, never below EPA's depth, never above libccd's.
#include <ccd/ccd.h>
#include <gjk/hull3d.h>
#include <gjk/mpr3d.h>

#include "core3d/helpers3d.h"

using namespace testing_gjk3;

namespace {

struct CcdBody {
    std::vector<glm::dvec3> pts;  // world
    glm::dvec3 centre;
};

void support(const void* obj, const ccd_vec3_t* dir, ccd_vec3_t* out) {
    const auto* o = static_cast<const CcdBody*>(obj);
    const glm::dvec3 d(ccdVec3X(dir), ccdVec3Y(dir), ccdVec3Z(dir));
    size_t best = 0;
    for (size_t i = 1; i < o->pts.size(); ++i)
        if (glm::dot(o->pts[i], d) > glm::dot(o->pts[best], d)) best = i;
    ccdVec3Set(out, o->pts[best].x, o->pts[best].y, o->pts[best].z);
}

void centre(const void* obj, ccd_vec3_t* out) {
    const auto* o = static_cast<const CcdBody*>(obj);
    ccdVec3Set(out, o->centre.x, o->centre.y, o->centre.z);
}

glm::dvec3 mean(const std::vector<glm::dvec3>& pts) {
    glm::dvec3 c(0);
    for (auto& p : pts) c += p;
    return c / double(pts.size());
}

/// O's distance to the plane of the face of A - B (the hull of all differences) where the ray
/// from `from` through O leaves it: what MPR converges to.
double exit_depth(const std::vector<glm::dvec3>& a, const std::vector<glm::dvec3>& b,
                  glm::dvec3 from) {
    std::vector<glm::dvec3> diff;
    for (auto& p : a)
        for (auto& q : b) diff.push_back(p - q);
    const auto hull = gjk::convex_hull3(diff);
    const glm::dvec3 d = -from;
    double best_t = 1e300, depth = -1;
    for (const auto& f : hull.faces) {
        const glm::dvec3 p0 = diff[size_t(f[0])], p1 = diff[size_t(f[1])], p2 = diff[size_t(f[2])];
        const glm::dvec3 n = glm::cross(p1 - p0, p2 - p0);
        const double den = glm::dot(n, d);
        if (den <= 0) continue;  // the ray leaves through faces facing along it
        const double t = glm::dot(n, p0 - from) / den;
        const glm::dvec3 x = from + t * d;
        // Inside the triangle (with a little slack): all three edge tests.
        const double s0 = glm::dot(glm::cross(p1 - p0, x - p0), n),
                     s1 = glm::dot(glm::cross(p2 - p1, x - p1), n),
                     s2 = glm::dot(glm::cross(p0 - p2, x - p2), n);
        const double slack = -1e-12 * glm::dot(n, n);
        if (s0 >= slack && s1 >= slack && s2 >= slack && t < best_t) {
            best_t = t;
            depth = glm::dot(n, p0) / glm::length(n);  // O to the face's plane
        }
    }
    return depth;
}

TEST(Mpr3, SameAsLibccdAndGjk) {
    std::mt19937_64 rng(4303);
    std::uniform_real_distribution<double> u(0, 1);
    int overlapping = 0, apart = 0, same_depth = 0, deeper = 0;
    for (int i = 0; i < 3000; ++i) {
        auto pa = random_points(rng, 6 + int(u(rng) * 20),
                                glm::dvec3(0.5 + u(rng), 0.5 + u(rng), 0.5 + u(rng)));
        auto pb = random_points(rng, 6 + int(u(rng) * 20),
                                glm::dvec3(0.5 + u(rng), 0.5 + u(rng), 0.5 + u(rng)));
        const glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        auto a = polytope_body(pa, {0, 0, 0}, {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        auto b = polytope_body(pb, dir * (3 * u(rng)), {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        const auto q = run(a, b);
        if (q.distance + q.penetration_depth < 1e-6) continue;
        CcdBody oa{world(a), {}}, ob{world(b), {}};
        oa.centre = mean(oa.pts), ob.centre = mean(ob.pts);
        ccd_t ccd;
        CCD_INIT(&ccd);
        ccd.support1 = support, ccd.support2 = support;
        ccd.center1 = centre, ccd.center2 = centre;
        ccd.max_iterations = 500;
        ccd.mpr_tolerance = 1e-12;
        const bool ccd_hit = ccdMPRIntersect(&oa, &ob, &ccd) != 0;
        gjk::MprSettings<double> s;
        s.tolerance = 1e-12;
        s.max_iterations = 500;
        const auto m = gjk::mpr3(a, b, true, s);
        ASSERT_EQ(m.intersecting, q.intersecting) << "case " << i;
        ASSERT_EQ(ccd_hit, q.intersecting) << "case " << i;
        ASSERT_EQ(gjk::mpr3(a, b, false, s).intersecting, q.intersecting) << "case " << i;
        if (!q.intersecting) {
            ++apart;
            continue;
        }
        ++overlapping;
        ccd_real_t depth;
        ccd_vec3_t d, pos;
        ASSERT_EQ(ccdMPRPenetration(&oa, &ob, &ccd, &depth, &d, &pos), 0) << "case " << i;
        const glm::dvec3 ccd_dir(ccdVec3X(&d), ccdVec3Y(&d), ccdVec3Z(&d));
        // libccd measures to the nearest point of its last portal triangle, in the same face:
        // never nearer than the face's plane, the same where that point is inside the triangle.
        ASSERT_NEAR(m.depth, exit_depth(oa.pts, ob.pts, m.v0.w), 1e-9) << "case " << i;
        ASSERT_GE(depth, m.depth - 1e-9) << "case " << i;
        if (std::abs(m.depth - depth) <= 1e-7 * (1 + depth) &&
            glm::length(m.normal - ccd_dir) < 1e-5)
            ++same_depth;

        ASSERT_GE(m.depth, q.penetration_depth - 1e-9) << "case " << i;
        deeper += m.depth > q.penetration_depth * (1 + 1e-3);
    }
    std::printf(
        "%d overlapping (%d with libccd's depth and direction, the rest deeper in "
        "libccd), %d apart; MPR's depth more than 0.1%% above EPA's on %d\n",
        overlapping, same_depth, apart, deeper);
    EXPECT_GT(overlapping, 800);
    EXPECT_GT(apart, 800);
    EXPECT_GT(same_depth, overlapping / 3);
    EXPECT_GT(deeper, overlapping / 4);
}

}  // namespace
