// Differential tests against libccd 2.1 and Bullet's btGjkEpaSolver2 on random polytopes:
// libccd's GJK verdicts agree with ours; Bullet's distances and depths agree within its single
// precision. libccd's EPA depth is often wrong: where it disagrees with Qhull, ours must match
// Qhull.
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>
#include <ccd/ccd.h>

#include "core3d/helpers3d.h"
#include "core3d/qhull_reference.h"

using namespace testing_gjk3;

namespace {

struct CcdObject {
    std::vector<glm::dvec3> pts;  // world
};

void ccd_support(const void* obj, const ccd_vec3_t* dir, ccd_vec3_t* out) {
    const auto* o = static_cast<const CcdObject*>(obj);
    glm::dvec3 d(ccdVec3X(dir), ccdVec3Y(dir), ccdVec3Z(dir));
    size_t best = 0;
    for (size_t i = 1; i < o->pts.size(); ++i)
        if (glm::dot(o->pts[i], d) > glm::dot(o->pts[best], d)) best = i;
    ccdVec3Set(out, o->pts[best].x, o->pts[best].y, o->pts[best].z);
}

std::unique_ptr<btConvexHullShape> bullet_hull(const std::vector<glm::dvec3>& local) {
    auto s = std::make_unique<btConvexHullShape>();
    for (auto& p : local)
        s->addPoint(btVector3(btScalar(p.x), btScalar(p.y), btScalar(p.z)), false);
    s->recalcLocalAabb();
    s->setMargin(0);
    return s;
}

btTransform bullet_transform(const gjk::Transform3<double>& x) {
    btMatrix3x3 m(btScalar(x.r[0][0]), btScalar(x.r[1][0]), btScalar(x.r[2][0]),
                  btScalar(x.r[0][1]), btScalar(x.r[1][1]), btScalar(x.r[2][1]),
                  btScalar(x.r[0][2]), btScalar(x.r[1][2]), btScalar(x.r[2][2]));
    return btTransform(m, btVector3(btScalar(x.p.x), btScalar(x.p.y), btScalar(x.p.z)));
}

TEST(Peers3D, LibccdVerdictsAndBulletNumbers) {
    std::mt19937_64 rng(777);
    std::uniform_real_distribution<double> u(0, 1);
    int compared = 0, ccd_depth_wrong = 0, ccd_depth_runs = 0, bullet_runs = 0, bullet_off = 0;
    for (int i = 0; i < 2000; ++i) {
        auto pa = random_points(rng, 6 + int(u(rng) * 20),
                                glm::dvec3(0.5 + u(rng), 0.5 + u(rng), 0.5 + u(rng)));
        auto pb = random_points(rng, 6 + int(u(rng) * 20),
                                glm::dvec3(0.5 + u(rng), 0.5 + u(rng), 0.5 + u(rng)));
        glm::dvec3 dir =
            glm::normalize(glm::dvec3(u(rng) - 0.5, u(rng) - 0.5, u(rng) - 0.5) + 1e-9);
        auto a = polytope_body(pa, {0, 0, 0}, {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        auto b =
            polytope_body(pb, dir * (3.5 * u(rng)), {u(rng) * 360, u(rng) * 360, u(rng) * 360});
        ref3::Answer ans = ref3::origin_vs_hull(ref3::differences(world(a), world(b)));
        if (ans.distance + ans.depth < 1e-6) continue;  // too close to touching to compare verdicts
        auto ours = run(a, b);
        ++compared;

        CcdObject oa{world(a)}, ob{world(b)};
        ccd_t ccd;
        CCD_INIT(&ccd);
        ccd.support1 = ccd_support;
        ccd.support2 = ccd_support;
        ccd.max_iterations = 200;
        ASSERT_EQ(ccdGJKIntersect(&oa, &ob, &ccd) != 0, ours.intersecting) << "case " << i;
        if (ours.intersecting) {
            ccd_real_t depth;
            ccd_vec3_t d, pos;
            if (ccdGJKPenetration(&oa, &ob, &ccd, &depth, &d, &pos) == 0) {
                ++ccd_depth_runs;
                if (!(std::abs(depth - ans.depth) <= 1e-3 * ans.depth)) ++ccd_depth_wrong;
            }
            ASSERT_NEAR(ours.penetration_depth, ans.depth, 1e-9)
                << "ours must match Qhull, case " << i;
        }

        auto sa = bullet_hull(pa), sb = bullet_hull(pb);
        btGjkEpaSolver2::sResults res;
        const btTransform ta = bullet_transform(a.xf), tb = bullet_transform(b.xf);
        if (!ours.intersecting) {
            if (btGjkEpaSolver2::Distance(sa.get(), ta, sb.get(), tb, btVector3(1, 0, 0), res)) {
                ++bullet_runs;
                const double err = std::abs(ours.distance - res.distance);
                if (err > 2e-4 * (1 + ours.distance)) {  // Bullet stopped early: ours matches Qhull
                    ++bullet_off;
                    ASSERT_NEAR(ours.distance, ans.distance, 1e-9) << "case " << i;
                    std::printf("case %d: bullet distance %.9g ours %.9g qhull %.9g\n", i,
                                res.distance, ours.distance, ans.distance);
                }
            }
        } else if (btGjkEpaSolver2::Penetration(sa.get(), ta, sb.get(), tb, btVector3(1, 0, 0),
                                                res)) {
            ++bullet_runs;
            const double err = std::abs(ours.penetration_depth + res.distance);
            if (err > 2e-3 * (1 + ours.penetration_depth)) {
                ++bullet_off;
                ASSERT_NEAR(ours.penetration_depth, ans.depth, 1e-9) << "case " << i;
                std::printf("case %d: bullet depth %.9g ours %.9g qhull %.9g\n", i, -res.distance,
                            ours.penetration_depth, ans.depth);
            }
        }
    }
    EXPECT_GT(compared, 1500);
    EXPECT_GT(bullet_runs, 1400);
    EXPECT_LT(bullet_off, bullet_runs / 100);  // within single precision on 99% of the pairs
    std::printf("libccd EPA depth more than 0.1%% off Qhull on %d of %d overlapping pairs\n",
                ccd_depth_wrong, ccd_depth_runs);
}

}  // namespace
