// The collision survey's tests side by side on a scene's query pair, coarse to exact: bounding
// circles (spheres in 3D), a circle against an AABB, AABBs, OBBs, a uniform grid, pixel masks,
// SAT, GJK and MPR. For each: its verdict, whether it can be exact for these shapes, whether it
// agrees with GJK/EPA's answer, and what it costs.
#pragma once

#include <gjk/bounds2d.h>
#include <gjk/bounds3d.h>
#include <gjk/sat2d.h>

#include <glm/vec3.hpp>
#include <optional>
#include <string>
#include <vector>

#include "model/raster.h"
#include "model/sat_steps.h"
#include "scene/scene.h"

namespace gjklab {

struct CompareRow {
    std::string name;           ///< bounding_circle, circle_aabb, aabb, obb, grid, pixel, sat, gjk
    bool applies = true;        ///< false: the method cannot answer for these shapes (`why`)
    std::string why;            ///< why it does not apply
    bool overlap = false;       ///< its verdict (true: overlap or "maybe")
    bool exact = false;         ///< whether its verdict is exact for these two shapes
    bool conservative = false;  ///< never says "separate" for shapes that overlap
    bool agrees = true;         ///< its verdict equals GJK/EPA's
    double ns = 0;              ///< building its volumes or rasters from the shapes, then the test
    double test_ns = 0;         ///< the test alone, volumes built
    long operations = 0;        ///< how much work, counted in `operation`s
    std::string operation;      ///< what is counted
    /// MPR only, on overlapping shapes: its penetration estimate, O's distance to its final
    /// portal along the portal's normal (model: mpr2d.h), beside EPA's in Comparison.
    bool has_depth = false;
    double depth = 0;
    glm::dvec3 normal{0, 0, 0};
};

struct Comparison {
    int dimension = 2;
    bool overlap = false;  ///< GJK/EPA's answer: the reference
    double distance = 0, penetration_depth = 0;
    glm::dvec3 normal{0, 0, 0};  ///< GJK/EPA's normal, from A towards B
    double grid_cell = 0, pixel_size = 0;
    std::vector<CompareRow> rows;
};

struct CompareOptions {
    std::optional<double> grid_cell;   ///< default: the scene's, else from the pair's size
    std::optional<double> pixel_size;  ///< default: the scene's, else from the pair's size
    std::optional<int> circles;  ///< circles per shape (a chain); default: the scene's, else 1
    bool timed = true;           ///< false: verdicts only (ns left 0), for live views
};

/// Every method on the scene's query pair, in double. InputError for a grid cell or pixel size
/// that is not positive or would make too many cells.
Comparison compare_methods(const Scene& scene, const CompareOptions& options = {});

/// The comparison's volumes and rasters for the query pair, as the world view draws them.
struct CompareGeometry {
    int dimension = 2;
    gjk::Circle2<double> circle[2];
    std::vector<gjk::Circle2<double>>
        chain[2];  ///< with more circles per shape: each shape's chain
    gjk::Aabb2<double> aabb[2];
    std::vector<glm::dvec2> obb[2];  ///< corners
    gjk::Sphere3<double> sphere[2];
    std::vector<gjk::Sphere3<double>> chain3[2];
    gjk::Aabb3<double> aabb3[2];
    gjk::Obb3<double> obb3[2];
    SatSteps sat;  ///< SAT walked one axis at a time
    double cell = 0, pixel = 0;
    std::vector<CellIndex> cells[2], cells_shared, pixels[2], pixels_shared;
    /// Overlapping shapes: the moves of B that MPR's answer and EPA's make them touch (depth x
    /// normal, 2D in x and y), from B's position.
    bool mpr_overlap = false;
    glm::dvec3 mpr_push{0, 0, 0}, epa_push{0, 0, 0}, b_position{0, 0, 0};
    std::vector<glm::dvec2> b_outline;  ///< 2D: B's outline, to draw where each push takes it
};

/// The volumes and rasters of the scene's query pair (raster sizes as compare_methods takes
/// them: `options`, the scene's, else from the pair).
CompareGeometry compare_geometry(const Scene& scene, const CompareOptions& options = {});

/// `count` circles (spheres) in a row along the long axis of the body's OBB, each reaching
/// across it: together they cover the OBB, hence the shape (the survey's car hugged by a chain
/// of circles: tighter than one circle for long shapes).
std::vector<gjk::Circle2<double>> circle_chain(const gjk::Body2<double>& body, int count);
std::vector<gjk::Sphere3<double>> circle_chain(const gjk::Body3<double>& body, int count);

/// The default raster sizes for a pair whose bounding box's larger side is `extent`: a grid of
/// about 4 cells and a mask of about 64 pixels (24 voxels in 3D) across, rounded down to 1, 2 or
/// 5 times a power of ten.
double default_grid_cell(double extent);
double default_pixel_size(double extent, int dimension);

}  // namespace gjklab
