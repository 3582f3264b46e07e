// The two coarse tests of the collision survey that work on a raster of space: the uniform grid
// (which cells each shape overlaps; two shapes may touch only where they share a cell) and the
// pixel mask (which pixels' centres each shape covers; the shapes overlap where a pixel is in
// both). Both rasters are aligned at the world origin, so that anyone can redraw them.
#pragma once

#include <gjk/shapes2d.h>
#include <gjk/shapes3d.h>

#include <glm/vec3.hpp>

#include <vector>

namespace gjklab {

/// A cell or pixel index; 2D uses x and y, z = 0.
using CellIndex = glm::ivec3;

/// Cells of side `cell` (cell (i, j[, k]) spans [i cell, (i + 1) cell] on each axis, closed) that
/// the body overlaps, sorted; `tests` counts the cell-against-shape GJK tests run.
std::vector<CellIndex> occupied_cells(const gjk::Body2<double>& body, double cell,
                                      long* tests = nullptr);
std::vector<CellIndex> occupied_cells(const gjk::Body3<double>& body, double cell,
                                      long* tests = nullptr);

/// Pixels (voxels in 3D) of side `size` whose centre ((i + 1/2) size, ...) lies in the body,
/// sorted; `tests` counts the point-in-shape tests run (one per pixel of the body's box).
std::vector<CellIndex> covered_pixels(const gjk::Body2<double>& body, double size,
                                      long* tests = nullptr);
std::vector<CellIndex> covered_pixels(const gjk::Body3<double>& body, double size,
                                      long* tests = nullptr);

/// The indices in both sorted lists.
std::vector<CellIndex> shared_cells(const std::vector<CellIndex>& a,
                                    const std::vector<CellIndex>& b);

/// The most cells or pixels one shape may span before a raster is refused as too fine.
constexpr long kMostRasterCells = 4'000'000;

}  // namespace gjklab
