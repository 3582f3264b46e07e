#include "model/compare.h"

#include <gjk/bounds2d.h>
#include <gjk/bounds3d.h>
#include <gjk/gjk_boolean2d.h>
#include <gjk/gjk_boolean3d.h>
#include <gjk/mpr2d.h>
#include <gjk/mpr3d.h>
#include <gjk/sat2d.h>
#include <gjk/sat3d.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>

#include "model/raster.h"
#include "model/sat_steps.h"
#include "model/timeline2.h"
#include "scene/evaluate.h"

namespace gjklab {

namespace {

/// Nanoseconds one call of `f` takes: the median of 5 batches, each repeating it for at least
/// 100 microseconds (the clock read once per batch, so that it does not count).
double time_ns(const std::function<void()>& f) {
    using clock = std::chrono::steady_clock;
    long reps = 1;
    for (;;) {  // enough calls to fill a batch
        const auto start = clock::now();
        for (long i = 0; i < reps; ++i) f();
        if (std::chrono::duration<double, std::nano>(clock::now() - start).count() >= 1e5) break;
        reps *= 2;
    }
    std::vector<double> batches;
    for (int batch = 0; batch < 5; ++batch) {
        const auto start = clock::now();
        for (long i = 0; i < reps; ++i) f();
        batches.push_back(std::chrono::duration<double, std::nano>(clock::now() - start).count() /
                          double(reps));
    }
    std::sort(batches.begin(), batches.end());
    return batches[2];
}

volatile bool g_sink = false;  // keeps timed verdicts from being optimised away

/// 1, 2 or 5 times a power of ten, at most x.
double nice_floor(double x) {
    const double power = std::pow(10.0, std::floor(std::log10(x)));
    for (double m : {5.0, 2.0, 1.0})
        if (m * power <= x) return m * power;
    return power;
}

/// Whether a 3D rotation maps each axis onto an axis (a box so turned is its own AABB), to
/// within the rounding of a turn by a multiple of 90 degrees.
bool axis_aligned(const gjk::Mat3<double>& r) {
    for (int c = 0; c < 3; ++c) {
        int nonzero = 0;
        for (int k = 0; k < 3; ++k) nonzero += std::abs(r[c][k]) > 1e-12;
        if (nonzero != 1) return false;
    }
    return true;
}

/// A bound grown by rounding room, so that a bound computed in double never falls short of the
/// shape by an ulp (conservative tests must not say "apart" for shapes that touch).
double grow(double radius, double scale) {
    return radius + 1e-12 * scale;
}

CompareRow named_row(const char* name) {
    CompareRow r;
    r.name = name;
    return r;
}

bool round2(const SceneShape& s) {
    return std::holds_alternative<gjk::CircleShape>(s.entry2().shape) ||
           std::holds_alternative<gjk::PointShape>(s.entry2().shape);
}
bool aligned_box2(const SceneShape& s) {
    const auto xf = transform2_of(s);
    return std::holds_alternative<gjk::PointShape>(s.entry2().shape) ||
           (std::holds_alternative<gjk::BoxShape>(s.entry2().shape) &&
            std::abs(xf.c * xf.s) < 1e-12);
}
bool box2(const SceneShape& s) {
    return std::holds_alternative<gjk::BoxShape>(s.entry2().shape) ||
           std::holds_alternative<gjk::PointShape>(s.entry2().shape);
}
bool round3(const SceneShape& s) {
    return std::holds_alternative<gjk::SphereShape3>(s.entry3().shape) ||
           std::holds_alternative<gjk::PointShape3>(s.entry3().shape);
}
bool aligned_box3(const SceneShape& s) {
    return std::holds_alternative<gjk::PointShape3>(s.entry3().shape) ||
           (std::holds_alternative<gjk::BoxShape3>(s.entry3().shape) &&
            axis_aligned(transform3_of(s).r));
}
bool box3(const SceneShape& s) {
    return std::holds_alternative<gjk::BoxShape3>(s.entry3().shape) ||
           std::holds_alternative<gjk::PointShape3>(s.entry3().shape);
}

/// Runs `build_and_test` (timed as `ns`) and `test` (timed as `test_ns`) unless untimed.
void measure(CompareRow& row, bool timed, const std::function<bool()>& build_and_test,
             const std::function<bool()>& test) {
    row.overlap = build_and_test();
    if (!timed) return;
    row.ns = time_ns([&] { g_sink = build_and_test(); });
    row.test_ns = time_ns([&] { g_sink = test(); });
}

/// What differs between the dimensions: the bounding circle or sphere, the boolean GJK, how
/// many axes an OBB test used, which shapes each bound is exact for, and the SAT row.
struct Dim2 {
    using Body = gjk::Body2<double>;
    using Vec = glm::dvec2;
    static constexpr int intervals = 4;
    static constexpr const char* pixel_tests = "pixel tests";
    static gjk::Circle2<double> bound(const Body& b) { return gjk::bounding_circle(b); }
    static bool gjk_overlap(const Body& a, const Body& b, int* iterations = nullptr) {
        const auto out = gjk::gjk_intersect(a, b, gjk::GjkSettings<double>{});
        if (iterations) *iterations = out.iterations;
        return out.intersecting;
    }
    static gjk::MprOutput2<double> mpr(const Body& a, const Body& b, bool depth) {
        return gjk::mpr(a, b, depth);
    }
    static glm::dvec3 vec3(const glm::dvec2& v) { return glm::dvec3(v, 0); }
    static int obb_axes(const gjk::Obb2<double>& a, const gjk::Obb2<double>& b) {
        return gjk::sat(gjk::corners(a), gjk::corners(b)).axes_tested;
    }
    static bool round(const SceneShape& s) { return round2(s); }
    static bool aligned_box(const SceneShape& s) { return aligned_box2(s); }
    static bool box(const SceneShape& s) { return box2(s); }
    static CompareRow sat_row(const Body& a, const Body& b, const SceneShape& sa,
                              const SceneShape& sb, bool timed);
};

struct Dim3 {
    using Body = gjk::Body3<double>;
    using Vec = glm::dvec3;
    static constexpr int intervals = 6;
    static constexpr const char* pixel_tests = "voxel tests";
    static gjk::Sphere3<double> bound(const Body& b) { return gjk::bounding_sphere(b); }
    static gjk::MprOutput3<double> mpr(const Body& a, const Body& b, bool depth) {
        return gjk::mpr3(a, b, depth);
    }
    static glm::dvec3 vec3(const glm::dvec3& v) { return v; }
    static bool gjk_overlap(const Body& a, const Body& b, int* iterations = nullptr) {
        const auto out = gjk::gjk_intersect3(a, b, gjk::GjkSettings3<double>{});
        if (iterations) *iterations = out.iterations;
        return out.intersecting;
    }
    static int obb_axes(const gjk::Obb3<double>& a, const gjk::Obb3<double>& b) {
        int axes = 0;
        gjk::overlap(a, b, &axes);
        return axes;
    }
    static bool round(const SceneShape& s) { return round3(s); }
    static bool aligned_box(const SceneShape& s) { return aligned_box3(s); }
    static bool box(const SceneShape& s) { return box3(s); }
    static CompareRow sat_row(const Body& a, const Body& b, const SceneShape& sa,
                              const SceneShape& sb, bool timed);
};

CompareRow Dim2::sat_row(const Body& a, const Body& b, const SceneShape& sa, const SceneShape& sb,
                         bool timed) {
    CompareRow r = named_row("sat");
    r.operation = "axes";
    for (const SceneShape* s : {&sa, &sb})
        if (r.applies && !(r.why = sat_refusal(*s)).empty()) r.applies = false;
    if (!r.applies) return r;
    r.exact = true;
    auto world = [](const Body& body) {
        std::vector<glm::dvec2> w;
        for (const auto& v : body.core.vertices) w.push_back(body.xf.apply(v));
        return w;
    };
    const auto wa = world(a), wb = world(b);
    const double ra = a.core.radius, rb = b.core.radius;  // a circle's; a polygon's is 0
    r.operations = gjk::sat(wa, ra, wb, rb).axes_tested;
    measure(
        r, timed, [&] { return !gjk::sat(world(a), ra, world(b), rb).separated; },
        [&] { return !gjk::sat(wa, ra, wb, rb).separated; });
    return r;
}

CompareRow Dim3::sat_row(const Body&, const Body&, const SceneShape& sa, const SceneShape& sb,
                         bool timed) {
    CompareRow r = named_row("sat");
    r.operation = "axes";
    for (const SceneShape* s : {&sa, &sb})
        if (r.applies && !(r.why = sat_refusal(*s)).empty()) r.applies = false;
    if (!r.applies) return r;
    const gjk::SatPolytope3<double> pa = sat_polytope_of(sa), pb = sat_polytope_of(sb);
    const double pairs = double(pa.edge_directions.size()) * double(pb.edge_directions.size());
    if (pairs > kMaxSatEdgePairs) {
        r.applies = false;
        r.why = "SAT would test " + std::to_string(long(pairs)) + " edge pairs (at most " +
                std::to_string(long(kMaxSatEdgePairs)) + " here)";
        return r;
    }
    r.exact = true;
    r.operations = gjk::sat3(pa, pb).axes_tested;
    measure(
        r, timed, [&] { return !gjk::sat3(sat_polytope_of(sa), sat_polytope_of(sb)).separated; },
        [&] { return !gjk::sat3(pa, pb).separated; });
    return r;
}

/// Every method's row for bodies `a` and `b` (of scene shapes `sa` and `sb`), in the survey's
/// order, coarse to exact.
template <class Dim>
std::vector<CompareRow> rows_of(const typename Dim::Body& a, const typename Dim::Body& b,
                                const SceneShape& sa, const SceneShape& sb, double cell,
                                double pixel, double scale, int circles, bool timed) {
    using Vec = typename Dim::Vec;
    const double slack = 1e-12 * scale;
    auto grown_bound = [&](const typename Dim::Body& body) {
        auto c = Dim::bound(body);
        c.radius = grow(c.radius, scale);
        return c;
    };
    auto grown_aabb = [&](const typename Dim::Body& body) {
        auto box = gjk::aabb_of(body);
        box.min -= Vec(slack), box.max += Vec(slack);
        return box;
    };
    auto grown_obb = [&](const typename Dim::Body& body) {
        auto o = gjk::obb_of(body);
        o.half += Vec(slack);
        return o;
    };
    std::vector<CompareRow> rows;
    {
        CompareRow r = named_row("bounding_circle");  // a sphere in 3D
        r.exact = circles == 1 && Dim::round(sa) && Dim::round(sb);
        r.conservative = true;
        r.operations = circles * circles,
        r.operation = circles == 1 ? "distance comparison" : "distance comparisons";
        if (circles == 1) {
            const auto ca = grown_bound(a), cb = grown_bound(b);
            measure(
                r, timed, [&] { return gjk::overlap(grown_bound(a), grown_bound(b)); },
                [&] { return gjk::overlap(ca, cb); });
        } else {  // chains: any circle of A against any of B
            auto grown_chain = [&](const typename Dim::Body& body) {
                auto chain = circle_chain(body, circles);
                for (auto& c : chain) c.radius = grow(c.radius, scale);
                return chain;
            };
            auto any = [](const auto& x, const auto& y) {
                for (const auto& p : x)
                    for (const auto& q : y)
                        if (gjk::overlap(p, q)) return true;
                return false;
            };
            const auto ca = grown_chain(a), cb = grown_chain(b);
            measure(
                r, timed, [&] { return any(grown_chain(a), grown_chain(b)); },
                [&] { return any(ca, cb); });
        }
        rows.push_back(r);
    }
    {
        CompareRow r = named_row("circle_aabb");
        r.exact = Dim::round(sa) && Dim::aligned_box(sb);
        r.conservative = true;
        r.operations = 1, r.operation = "clamp and distance comparison";
        const auto ca = grown_bound(a);
        const auto bb = grown_aabb(b);
        measure(
            r, timed, [&] { return gjk::overlap(grown_bound(a), grown_aabb(b)); },
            [&] { return gjk::overlap(ca, bb); });
        rows.push_back(r);
    }
    {
        CompareRow r = named_row("aabb");
        r.exact = Dim::aligned_box(sa) && Dim::aligned_box(sb);
        r.conservative = true;
        r.operations = Dim::intervals, r.operation = "interval comparisons";
        const auto ba = grown_aabb(a), bb = grown_aabb(b);
        measure(
            r, timed, [&] { return gjk::overlap(grown_aabb(a), grown_aabb(b)); },
            [&] { return gjk::overlap(ba, bb); });
        rows.push_back(r);
    }
    {
        CompareRow r = named_row("obb");
        r.exact = Dim::box(sa) && Dim::box(sb);
        r.conservative = true;
        r.operation = "axes";
        const auto oa = grown_obb(a), ob = grown_obb(b);
        r.operations = Dim::obb_axes(oa, ob);
        measure(
            r, timed, [&] { return gjk::overlap(grown_obb(a), grown_obb(b)); },
            [&] { return gjk::overlap(oa, ob); });
        rows.push_back(r);
    }
    {
        CompareRow r = named_row("grid");
        r.conservative = true;
        r.operation = "cell tests";
        long ta = 0, tb = 0;
        const auto ga = occupied_cells(a, cell, &ta), gb = occupied_cells(b, cell, &tb);
        r.operations = ta + tb;
        measure(
            r, timed,
            [&] { return !shared_cells(occupied_cells(a, cell), occupied_cells(b, cell)).empty(); },
            [&] { return !shared_cells(ga, gb).empty(); });
        rows.push_back(r);
    }
    {
        CompareRow r = named_row("pixel");  // voxels in 3D
        r.operation = Dim::pixel_tests;
        long ta = 0, tb = 0;
        const auto ma = covered_pixels(a, pixel, &ta), mb = covered_pixels(b, pixel, &tb);
        r.operations = ta + tb;
        measure(
            r, timed,
            [&] {
                return !shared_cells(covered_pixels(a, pixel), covered_pixels(b, pixel)).empty();
            },
            [&] { return !shared_cells(ma, mb).empty(); });
        rows.push_back(r);
    }
    rows.push_back(Dim::sat_row(a, b, sa, sb, timed));
    {
        CompareRow r = named_row("gjk");
        r.exact = true;
        r.operation = "iterations";
        int iterations = 0;
        Dim::gjk_overlap(a, b, &iterations);
        r.operations = iterations;
        measure(
            r, timed, [&] { return Dim::gjk_overlap(a, b); },
            [&] { return Dim::gjk_overlap(a, b); });
        rows.push_back(r);
    }
    {
        CompareRow r = named_row("mpr");
        r.exact = true;
        r.operation = "support points";
        const auto verdict = Dim::mpr(a, b, false);
        r.operations = verdict.iterations;
        measure(
            r, timed, [&] { return Dim::mpr(a, b, false).intersecting; },
            [&] { return Dim::mpr(a, b, false).intersecting; });
        if (verdict.intersecting) {
            const auto depth = Dim::mpr(a, b, true);
            r.has_depth = true;
            r.depth = depth.depth;
            r.normal = Dim::vec3(depth.normal);
        }
        rows.push_back(r);
    }
    return rows;
}

}  // namespace

std::vector<gjk::Circle2<double>> circle_chain(const gjk::Body2<double>& body, int count) {
    const gjk::Obb2<double> o = gjk::obb_of(body);
    const int m = o.half.x >= o.half.y ? 0 : 1;  // the long axis
    const double step = 2 * o.half[m] / count, across = o.half[1 - m];
    // Each circle covers a slab step long and 2 across wide: its half diagonal.
    const double radius = std::sqrt(step * step / 4 + across * across);
    std::vector<gjk::Circle2<double>> chain;
    for (int i = 0; i < count; ++i)
        chain.push_back({o.center + o.axis[m] * (-o.half[m] + (i + 0.5) * step), radius});
    return chain;
}

std::vector<gjk::Sphere3<double>> circle_chain(const gjk::Body3<double>& body, int count) {
    const gjk::Obb3<double> o = gjk::obb_of(body);
    int m = 0;
    for (int k = 1; k < 3; ++k)
        if (o.half[k] > o.half[m]) m = k;
    const double step = 2 * o.half[m] / count;
    const double u = o.half[(m + 1) % 3], v = o.half[(m + 2) % 3];
    const double radius = std::sqrt(step * step / 4 + u * u + v * v);
    std::vector<gjk::Sphere3<double>> chain;
    for (int i = 0; i < count; ++i)
        chain.push_back({o.center + o.axis[m] * (-o.half[m] + (i + 0.5) * step), radius});
    return chain;
}

double default_grid_cell(double extent) {
    return extent > 0 ? nice_floor(extent / 4) : 1.0;
}

double default_pixel_size(double extent, int dimension) {
    return extent > 0 ? nice_floor(extent / (dimension == 3 ? 24 : 64)) : 0.1;
}

namespace {

/// The pair's size (the larger side of the box around both shapes), how far its coordinates
/// reach from the origin, and the raster sizes the options, the scene or the size give.
struct PairSize {
    double extent = 0, scale = 0, cell = 0, pixel = 0;
    int circles = 1;
};

PairSize pair_size(const Scene& scene, const CompareOptions& options) {
    const SceneShape& sa = scene.shapes[scene.index_of(scene.query_a)];
    const SceneShape& sb = scene.shapes[scene.index_of(scene.query_b)];
    PairSize p;
    if (scene.dimension == 2) {
        const auto ba = gjk::aabb_of(body2_of<double>(sa)), bb = gjk::aabb_of(body2_of<double>(sb));
        const glm::dvec2 lo = glm::min(ba.min, bb.min), hi = glm::max(ba.max, bb.max);
        p.extent = std::max(hi.x - lo.x, hi.y - lo.y);
        p.scale =
            std::max({std::abs(lo.x), std::abs(lo.y), std::abs(hi.x), std::abs(hi.y), p.extent});
    } else {
        const auto ba = gjk::aabb_of(body3_of<double>(sa)), bb = gjk::aabb_of(body3_of<double>(sb));
        const glm::dvec3 lo = glm::min(ba.min, bb.min), hi = glm::max(ba.max, bb.max);
        p.extent = std::max({hi.x - lo.x, hi.y - lo.y, hi.z - lo.z});
        for (int k = 0; k < 3; ++k) p.scale = std::max({p.scale, std::abs(lo[k]), std::abs(hi[k])});
        p.scale = std::max(p.scale, p.extent);
    }
    p.cell = options.grid_cell.value_or(scene.compare.grid_cell > 0 ? scene.compare.grid_cell
                                                                    : default_grid_cell(p.extent));
    p.pixel = options.pixel_size.value_or(scene.compare.pixel_size > 0
                                              ? scene.compare.pixel_size
                                              : default_pixel_size(p.extent, scene.dimension));
    p.circles = options.circles.value_or(scene.compare.circles);
    if (p.circles < 1 || p.circles > 64) throw InputError("circles per shape must be from 1 to 64");
    for (auto [value, name] : {std::pair{p.cell, "grid cell"}, std::pair{p.pixel, "pixel size"}})
        if (!(value > 0 && std::isfinite(value)))
            throw InputError(std::string("the ") + name + " must be a positive length");
    return p;
}

}  // namespace

Comparison compare_methods(const Scene& scene, const CompareOptions& options) {
    Scene exact = scene;
    exact.settings.precision = Precision::Double;
    const QueryReport reference = run_query(exact);
    Comparison c;
    c.dimension = scene.dimension;
    const SceneShape& sa = scene.shapes[scene.index_of(scene.query_a)];
    const SceneShape& sb = scene.shapes[scene.index_of(scene.query_b)];
    const PairSize size = pair_size(scene, options);
    c.grid_cell = size.cell;
    c.pixel_size = size.pixel;
    if (scene.dimension == 2) {
        c.overlap = reference.result.intersecting;
        c.distance = reference.result.distance;
        c.penetration_depth = reference.result.penetration_depth;
        c.normal = glm::dvec3(reference.result.normal, 0);
        c.rows = rows_of<Dim2>(body2_of<double>(sa), body2_of<double>(sb), sa, sb, c.grid_cell,
                               c.pixel_size, size.scale, size.circles, options.timed);
    } else {
        c.overlap = reference.result3.intersecting;
        c.distance = reference.result3.distance;
        c.penetration_depth = reference.result3.penetration_depth;
        c.normal = reference.result3.normal;
        c.rows = rows_of<Dim3>(body3_of<double>(sa), body3_of<double>(sb), sa, sb, c.grid_cell,
                               c.pixel_size, size.scale, size.circles, options.timed);
    }
    for (CompareRow& r : c.rows) r.agrees = !r.applies || r.overlap == c.overlap;
    return c;
}

CompareGeometry compare_geometry(const Scene& scene, const CompareOptions& options) {
    const SceneShape* shapes[2] = {&scene.shapes[scene.index_of(scene.query_a)],
                                   &scene.shapes[scene.index_of(scene.query_b)]};
    const PairSize size = pair_size(scene, options);
    CompareGeometry g;
    g.dimension = scene.dimension;
    g.cell = size.cell;
    g.pixel = size.pixel;
    for (int k = 0; k < 2; ++k) {
        if (scene.dimension == 2) {
            const auto body = body2_of<double>(*shapes[k]);
            g.circle[k] = gjk::bounding_circle(body);
            if (size.circles > 1) g.chain[k] = circle_chain(body, size.circles);
            g.aabb[k] = gjk::aabb_of(body);
            g.obb[k] = gjk::corners(gjk::obb_of(body));
            g.cells[k] = occupied_cells(body, g.cell);
            g.pixels[k] = covered_pixels(body, g.pixel);
        } else {
            const auto body = body3_of<double>(*shapes[k]);
            g.sphere[k] = gjk::bounding_sphere(body);
            if (size.circles > 1) g.chain3[k] = circle_chain(body, size.circles);
            g.aabb3[k] = gjk::aabb_of(body);
            g.obb3[k] = gjk::obb_of(body);
            g.cells[k] = occupied_cells(body, g.cell);
            g.pixels[k] = covered_pixels(body, g.pixel);
        }
    }
    g.cells_shared = shared_cells(g.cells[0], g.cells[1]);
    g.pixels_shared = shared_cells(g.pixels[0], g.pixels[1]);
    g.sat = sat_steps(scene);
    // MPR's push beside EPA's (the least one).
    if (scene.dimension == 2) {
        const auto a = body2_of<double>(*shapes[0]), b = body2_of<double>(*shapes[1]);
        const auto m = gjk::mpr(a, b, true);
        const auto q = gjk::query(a, b, gjk::QuerySettings<double>{});
        g.mpr_overlap = m.intersecting && q.intersecting;
        g.mpr_push = glm::dvec3(m.depth * m.normal, 0);
        g.epa_push = glm::dvec3(q.penetration_depth * q.normal, 0);
        g.b_position = glm::dvec3(b.xf.p, 0);
        g.b_outline = shape_geometry(*shapes[1]).outline;
    } else {
        const auto a = body3_of<double>(*shapes[0]), b = body3_of<double>(*shapes[1]);
        const auto m = gjk::mpr3(a, b, true);
        const auto q = gjk::query3(a, b, gjk::QuerySettings3<double>{});
        g.mpr_overlap = m.intersecting && q.intersecting;
        g.mpr_push = m.depth * m.normal;
        g.epa_push = q.penetration_depth * q.normal;
        g.b_position = b.xf.p;
    }
    return g;
}

}  // namespace gjklab
