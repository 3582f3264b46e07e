#include "model/raster.h"

#include <gjk/bounds2d.h>
#include <gjk/bounds3d.h>
#include <gjk/gjk_boolean2d.h>
#include <gjk/gjk_boolean3d.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "scene/scene.h"

namespace gjklab {

namespace {

std::string short_number(double x) {
    char b[32];
    std::snprintf(b, sizeof b, "%.4g", x);
    return b;
}

bool less(const CellIndex& a, const CellIndex& b) {
    return a.x != b.x ? a.x < b.x : a.y != b.y ? a.y < b.y : a.z < b.z;
}

/// Index range of the cells [i size, (i + 1) size] that touch [lo, hi] (closed), or of the
/// pixels whose centres (i + 1/2) size lie in it.
void index_range(double lo, double hi, double size, bool centres, int& first, int& last) {
    // More indices than a raster may hold (or than an int counts): refused before converting.
    if (!((hi - lo) / size < double(kMostRasterCells)) || !(std::abs(lo) / size < 1e9) ||
        !(std::abs(hi) / size < 1e9))
        throw InputError("a raster of side " + short_number(size) + " over a shape " +
                         short_number(hi - lo) + " wide is too fine (at most " +
                         std::to_string(kMostRasterCells) +
                         " cells or pixels over one shape): choose a larger one");
    if (centres) {
        first = int(std::ceil(lo / size - 0.5));
        last = int(std::floor(hi / size - 0.5));
    } else {
        first = int(std::floor(lo / size));
        last = int(std::floor(hi / size));
        if (double(first) * size == lo) --first;  // a closed cell ending exactly at lo touches it
    }
}

void refuse_if_too_many(long count, double size, const char* what) {
    if (count > kMostRasterCells)
        throw InputError(std::string("a ") + what + " of " + short_number(size) + " makes " +
                         std::to_string(count) + " " + what + "s over one shape (at most " +
                         std::to_string(kMostRasterCells) + "): choose a larger one");
}

/// The cells (`centres` false) or pixels (true) of side `size` over the body's AABB, in order,
/// each kept when `inside(index)` says so; `tests` counts the calls.
template <int N, class Body, class Inside>
std::vector<CellIndex> raster(const Body& body, double size, bool centres, long* tests,
                              const char* what, const Inside& inside) {
    const auto box = gjk::aabb_of(body);
    int lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};
    long span = 1;
    for (int k = 0; k < N; ++k) {
        index_range(box.min[k], box.max[k], size, centres, lo[k], hi[k]);
        span *= long(std::max(0, hi[k] - lo[k] + 1));
    }
    refuse_if_too_many(span, size, what);
    std::vector<CellIndex> out;
    long count = 0;
    for (int i = lo[0]; i <= hi[0]; ++i)
        for (int j = lo[1]; j <= hi[1]; ++j)
            for (int k = lo[2]; k <= hi[2]; ++k) {
                ++count;
                if (inside(CellIndex(i, j, k))) out.push_back({i, j, k});
            }
    if (tests) *tests = count;
    return out;
}

}  // namespace

std::vector<CellIndex> occupied_cells(const gjk::Body2<double>& body, double cell, long* tests) {
    return raster<2>(body, cell, false, tests, "grid cell", [&](CellIndex i) {
        const gjk::Body2<double> c{gjk::make_core<double>(gjk::BoxShape{{cell / 2, cell / 2}}),
                                   {{(i.x + 0.5) * cell, (i.y + 0.5) * cell}, 1, 0}};
        return gjk::gjk_intersect(c, body, gjk::GjkSettings<double>{}).intersecting;
    });
}

std::vector<CellIndex> occupied_cells(const gjk::Body3<double>& body, double cell, long* tests) {
    const auto core = gjk::make_core3<double>(gjk::BoxShape3{{cell / 2, cell / 2, cell / 2}});
    return raster<3>(body, cell, false, tests, "grid cell", [&](CellIndex i) {
        const gjk::Body3<double> c{core, {(glm::dvec3(i) + 0.5) * cell, gjk::Mat3<double>(1)}};
        return gjk::gjk_intersect3(c, body, gjk::GjkSettings3<double>{}).intersecting;
    });
}

std::vector<CellIndex> covered_pixels(const gjk::Body2<double>& body, double size, long* tests) {
    gjk::Body2<double> point{gjk::make_core<double>(gjk::PointShape{}), {}};
    return raster<2>(body, size, true, tests, "pixel", [&](CellIndex i) {
        point.xf = {{(i.x + 0.5) * size, (i.y + 0.5) * size}, 1, 0};
        return gjk::gjk_intersect(point, body, gjk::GjkSettings<double>{}).intersecting;
    });
}

std::vector<CellIndex> covered_pixels(const gjk::Body3<double>& body, double size, long* tests) {
    gjk::Body3<double> point{gjk::make_core3<double>(gjk::PointShape3{}), {}};
    return raster<3>(body, size, true, tests, "voxel", [&](CellIndex i) {
        point.xf = {(glm::dvec3(i) + 0.5) * size, gjk::Mat3<double>(1)};
        return gjk::gjk_intersect3(point, body, gjk::GjkSettings3<double>{}).intersecting;
    });
}

std::vector<CellIndex> shared_cells(const std::vector<CellIndex>& a,
                                    const std::vector<CellIndex>& b) {
    std::vector<CellIndex> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out), less);
    return out;
}

}  // namespace gjklab
