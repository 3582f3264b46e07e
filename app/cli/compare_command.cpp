#include "cli/compare_command.h"

#include <glm/geometric.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "model/compare.h"
#include "scene/scene.h"

namespace gjklab {

namespace {

const char* verdict(const CompareRow& r) {
    if (!r.applies) return "-";
    if (!r.overlap) return "separate";
    return r.exact ? "overlap" : "maybe";
}

nlohmann::json vector_json(const glm::dvec3& v, int dimension) {
    if (dimension == 2) return {v.x, v.y};
    return {v.x, v.y, v.z};
}

std::string vector_text(const glm::dvec3& v, int dimension) {
    char b[96];
    if (dimension == 2)
        std::snprintf(b, sizeof b, "(%.4g, %.4g)", v.x, v.y);
    else
        std::snprintf(b, sizeof b, "(%.4g, %.4g, %.4g)", v.x, v.y, v.z);
    return b;
}

/// The angle between two unit vectors, in degrees.
double angle_deg(const glm::dvec3& a, const glm::dvec3& b) {
    return std::acos(std::clamp(glm::dot(a, b), -1.0, 1.0)) * 180 / M_PI;
}

}  // namespace

int compare_command(const CompareRequest& request) {
    const Scene scene = load_scene(request.scene_path);
    CompareOptions options;
    options.grid_cell = request.grid_cell;
    options.pixel_size = request.pixel_size;
    options.circles = request.circles;
    const Comparison c = compare_methods(scene, options);
    if (request.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const CompareRow& r : c.rows) {
            nlohmann::json row = {
                {"name", r.name},
                {"applies", r.applies},
                {"overlap", r.applies ? nlohmann::json(r.overlap) : nlohmann::json(nullptr)},
                {"exact", r.exact},
                {"conservative", r.conservative},
                {"agrees", r.applies ? nlohmann::json(r.agrees) : nlohmann::json(nullptr)},
                {"false_positive", r.applies && r.overlap && !c.overlap},
                {"ns", r.ns},
                {"test_ns", r.test_ns},
                {"operations", r.operations},
                {"operation", r.operation}};
            if (!r.applies) row["why"] = r.why;
            if (r.has_depth) {
                row["depth"] = r.depth;
                row["normal"] = vector_json(r.normal, c.dimension);
                row["normal_angle_deg"] = angle_deg(r.normal, c.normal);
            }
            rows.push_back(row);
        }
        const nlohmann::json out = {{"a", scene.query_a},
                                    {"b", scene.query_b},
                                    {"dimension", c.dimension},
                                    {"overlap", c.overlap},
                                    {"distance", c.distance},
                                    {"penetration_depth", c.penetration_depth},
                                    {"normal", vector_json(c.normal, c.dimension)},
                                    {"grid_cell", c.grid_cell},
                                    {"pixel_size", c.pixel_size},
                                    {"methods", rows}};
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::printf("%s vs %s (%dD): GJK/EPA says %s", scene.query_a.c_str(), scene.query_b.c_str(),
                c.dimension, c.overlap ? "overlapping" : "separated");
    if (c.overlap)
        std::printf(" (depth %.4g)\n", c.penetration_depth);
    else
        std::printf(" (distance %.4g)\n", c.distance);
    std::printf("grid cell %g, %s %g\n\n", c.grid_cell, c.dimension == 3 ? "voxel" : "pixel",
                c.pixel_size);
    std::printf("  %-16s %-9s %-6s %-7s %10s %10s  %s\n", "method", "says", "exact", "agrees", "ns",
                "test ns", "work");
    for (const CompareRow& r : c.rows) {
        if (!r.applies) {
            std::printf("  %-16s %-9s %s\n", r.name.c_str(), "-", r.why.c_str());
            continue;
        }
        std::printf("  %-16s %-9s %-6s %-7s %10.0f %10.0f  %ld %s%s\n", r.name.c_str(), verdict(r),
                    r.exact ? "yes" : "no", r.agrees ? "yes" : "NO", r.ns, r.test_ns, r.operations,
                    r.operation.c_str(), r.overlap && !c.overlap ? "  (false positive)" : "");
    }
    for (const CompareRow& r : c.rows) {
        if (!r.has_depth) continue;
        const double angle = angle_deg(r.normal, c.normal);
        std::printf("\nMPR's depth %.4g along %s; EPA's %.4g along %s", r.depth,
                    vector_text(r.normal, c.dimension).c_str(), c.penetration_depth,
                    vector_text(c.normal, c.dimension).c_str());
        if (r.depth > c.penetration_depth * (1 + 1e-6) + 1e-12)
            std::printf(
                ": %.3gx as deep, %.3g degrees apart. MPR measures along the ray from the "
                "centres' difference through O, EPA to the nearest boundary\n",
                r.depth / c.penetration_depth, angle);
        else
            std::printf(": the same\n");
    }
    return 0;
}

}  // namespace gjklab
