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
        throw InputError("a raster of side " + short_number(size) + " over a shape " + short_number(hi - lo) +
                         " wide is too fine (at most " + std::to_string(kMostRasterCells) +
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

gjk::Body2<double> box_body2(glm::dvec2 centre, double half) {
    return {gjk::make_core<double>(gjk::BoxShape{{half, half}}), {centre, 1, 0}};
}

gjk::Body3<double> box_body3(glm::dvec3 centre, double half) {
    return {gjk::make_core3<double>(gjk::BoxShape3{{half, half, half}}), {centre, gjk::Mat3<double>(1)}};
}

}  // namespace

std::vector<CellIndex> occupied_cells(const gjk::Body2<double>& body, double cell, long* tests) {
    const gjk::Aabb2<double> box = gjk::aabb_of(body);
    int x0, x1, y0, y1;
    index_range(box.min.x, box.max.x, cell, false, x0, x1);
    index_range(box.min.y, box.max.y, cell, false, y0, y1);
    refuse_if_too_many(long(x1 - x0 + 1) * long(y1 - y0 + 1), cell, "grid cell");
    std::vector<CellIndex> out;
    long count = 0;
    for (int i = x0; i <= x1; ++i)
        for (int j = y0; j <= y1; ++j) {
            ++count;
            const auto c = box_body2({(i + 0.5) * cell, (j + 0.5) * cell}, cell / 2);
            if (gjk::gjk_intersect(c, body, gjk::GjkSettings<double>{}).intersecting) out.push_back({i, j, 0});
        }
    if (tests) *tests = count;
    return out;
}

std::vector<CellIndex> occupied_cells(const gjk::Body3<double>& body, double cell, long* tests) {
    const gjk::Aabb3<double> box = gjk::aabb_of(body);
    int lo[3], hi[3];
    for (int k = 0; k < 3; ++k) index_range(box.min[k], box.max[k], cell, false, lo[k], hi[k]);
    refuse_if_too_many(long(hi[0] - lo[0] + 1) * long(hi[1] - lo[1] + 1) * long(hi[2] - lo[2] + 1), cell,
                       "grid cell");
    std::vector<CellIndex> out;
    long count = 0;
    for (int i = lo[0]; i <= hi[0]; ++i)
        for (int j = lo[1]; j <= hi[1]; ++j)
            for (int k = lo[2]; k <= hi[2]; ++k) {
                ++count;
                const auto c = box_body3({(i + 0.5) * cell, (j + 0.5) * cell, (k + 0.5) * cell}, cell / 2);
                if (gjk::gjk_intersect3(c, body, gjk::GjkSettings3<double>{}).intersecting)
                    out.push_back({i, j, k});
            }
    if (tests) *tests = count;
    return out;
}

std::vector<CellIndex> covered_pixels(const gjk::Body2<double>& body, double size, long* tests) {
    const gjk::Aabb2<double> box = gjk::aabb_of(body);
    int x0, x1, y0, y1;
    index_range(box.min.x, box.max.x, size, true, x0, x1);
    index_range(box.min.y, box.max.y, size, true, y0, y1);
    refuse_if_too_many(long(std::max(0, x1 - x0 + 1)) * long(std::max(0, y1 - y0 + 1)), size, "pixel");
    gjk::Body2<double> point{gjk::make_core<double>(gjk::PointShape{}), {}};
    std::vector<CellIndex> out;
    long count = 0;
    for (int i = x0; i <= x1; ++i)
        for (int j = y0; j <= y1; ++j) {
            ++count;
            point.xf = {{(i + 0.5) * size, (j + 0.5) * size}, 1, 0};
            if (gjk::gjk_intersect(point, body, gjk::GjkSettings<double>{}).intersecting) out.push_back({i, j, 0});
        }
    if (tests) *tests = count;
    return out;
}

std::vector<CellIndex> covered_pixels(const gjk::Body3<double>& body, double size, long* tests) {
    const gjk::Aabb3<double> box = gjk::aabb_of(body);
    int lo[3], hi[3];
    for (int k = 0; k < 3; ++k) index_range(box.min[k], box.max[k], size, true, lo[k], hi[k]);
    long span = 1;
    for (int k = 0; k < 3; ++k) span *= long(std::max(0, hi[k] - lo[k] + 1));
    refuse_if_too_many(span, size, "voxel");
    gjk::Body3<double> point{gjk::make_core3<double>(gjk::PointShape3{}), {}};
    std::vector<CellIndex> out;
    long count = 0;
    for (int i = lo[0]; i <= hi[0]; ++i)
        for (int j = lo[1]; j <= hi[1]; ++j)
            for (int k = lo[2]; k <= hi[2]; ++k) {
                ++count;
                point.xf = {{(i + 0.5) * size, (j + 0.5) * size, (k + 0.5) * size}, gjk::Mat3<double>(1)};
                if (gjk::gjk_intersect3(point, body, gjk::GjkSettings3<double>{}).intersecting)
                    out.push_back({i, j, k});
            }
    if (tests) *tests = count;
    return out;
}

std::vector<CellIndex> shared_cells(const std::vector<CellIndex>& a, const std::vector<CellIndex>& b) {
    std::vector<CellIndex> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out), less);
    return out;
}

}  // namespace gjklab
