// The README's library snippet, built against the installed package; exits 0 when the answer is
// the one the README states (distance 1.5, normal (1, 0)), and the same for a 3D pair; then
// docs/core.md's calls on that pair, and its sizes check.
#include <gjk/gjk.h>

#include <cmath>
#include <cstdio>

int main() {
    gjk::Body2<double> a{gjk::make_core<double>(gjk::BoxShape{{1, 1}}), {}};
    gjk::Body2<double> b{gjk::make_core<double>(gjk::CircleShape{0.5}),
                         gjk::Transform2<double>::from_angle({3, 0}, 0)};
    gjk::QueryResult<double> r = gjk::query(a, b, gjk::QuerySettings<double>{});
    std::printf("2D: distance %.17g, normal (%g, %g)\n", r.distance, r.normal.x, r.normal.y);
    const bool ok2 = std::abs(r.distance - 1.5) < 1e-12 && std::abs(r.normal.x - 1) < 1e-12 &&
                     std::abs(r.normal.y) < 1e-12;

    gjk::Body3<double> c{gjk::make_core3<double>(gjk::BoxShape3{{1, 1, 1}}), {}};
    gjk::Body3<double> d{gjk::make_core3<double>(gjk::SphereShape3{0.5}),
                         gjk::Transform3<double>::from_euler_deg({0, 0, 4}, {0, 0, 0})};
    gjk::QueryResult3<double> q = gjk::query3(c, d, gjk::QuerySettings3<double>{});
    std::printf("3D: distance %.17g\n", q.distance);
    const bool ok3 = std::abs(q.distance - 2.5) < 1e-12;

    // docs/core.md's calls: a distance alone (the cores: the sphere's is its centre), a verdict,
    // and the same pair in an arena.
    const double core_gap = gjk::gjk_distance3(c, d).distance;
    const bool touching = gjk::gjk_intersect3(c, d, {}).intersecting;
    gjk::CoreArena3<double> arena;
    const gjk::ArenaBody3<double> e{arena.add(gjk::BoxShape3{{1, 1, 1}}), c.xf};
    const gjk::ArenaBody3<double> f{arena.add(gjk::SphereShape3{0.5}), d.xf};
    const double arena_gap = gjk::gjk_distance3(arena, e, f).distance;
    const double arena_query = gjk::query3(arena, e, f).distance;
    std::printf("core.md: distance alone %.17g, in an arena %.17g, query %.17g, touching %d\n",
                core_gap, arena_gap, arena_query, int(touching));
    // The sizes check (README, core.md): this pair is within double's range; B moved 1e80 away
    // is not.
    const gjk::Body3<double> far{d.core,
                                 gjk::Transform3<double>::from_euler_deg({0, 0, 1e80}, {0, 0, 0})};
    const bool in_range = gjk::within_precision(a, b) && gjk::within_precision(c, d) &&
                          !gjk::within_precision(c, far);
    std::printf("within precision: %d\n", int(in_range));
    const bool ok_core = std::abs(core_gap - 3) < 1e-12 && arena_gap == core_gap &&
                         arena_query == q.distance && !touching && in_range;
    return ok2 && ok3 && ok_core ? 0 : 1;
}
