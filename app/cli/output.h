// What the headless commands print: query results and traces, as text or JSON (docs/format.md).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "model/explain.h"
#include "scene/evaluate.h"
#include "scene/manifold.h"
#include "scene/numbers.h"

namespace gjklab {

using ojson = nlohmann::ordered_json;

ojson query_json(const QueryReport& r);
ojson trace_json(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

std::string query_text(const QueryReport& r);

/// The contact manifold (output_manifold.cpp): the `manifold` object of `query --manifold
/// --json`, and its lines in the text output.
ojson manifold_json(const ManifoldReport& m);
std::string manifold_text(const ManifoldReport& m);
std::string trace_text(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

// 3D versions (output3d.cpp), chosen by the report's dimension.
std::string query_text3(const QueryReport& r);
std::string trace_text3(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

/// Vectors as JSON arrays (-0 as 0), and trace vertices (2D or 3D) as JSON objects.
inline ojson vec_json(glm::dvec2 v) {
    return ojson::array({clean(v.x), clean(v.y)});
}
inline ojson vec_json(glm::dvec3 v) {
    return ojson::array({clean(v.x), clean(v.y), clean(v.z)});
}
/// A vector of a scene of `dimension` (a 2D one's z left out), as JSON and as "(x, y)" text.
inline ojson vector_json(const glm::dvec3& v, int dimension) {
    return dimension == 3 ? vec_json(v) : vec_json(glm::dvec2(v));
}
inline std::string vector_text(const glm::dvec3& v, int dimension) {
    std::string s = "(" + fmt(v.x) + ", " + fmt(v.y);
    if (dimension == 3) s += ", " + fmt(v.z);
    return s + ")";
}
template <class Vertex>
ojson vertex_json(const Vertex& v) {
    return ojson{{"point", vec_json(v.point)},
                 {"a", vec_json(v.a)},
                 {"b", vec_json(v.b)},
                 {"index_a", v.index_a},
                 {"index_b", v.index_b}};
}
template <class Vertex>
ojson vertices_json(const std::vector<Vertex>& vs) {
    ojson arr = ojson::array();
    for (auto& v : vs) arr.push_back(vertex_json(v));
    return arr;
}

/// The text of a query result, 2D or 3D: `vec` formats the vectors.
template <class Result, class VecFormat>
std::string result_text(const QueryReport& r, const Result& q, const char* tag, VecFormat vec) {
    std::string o =
        r.a + " vs " + r.b + tag + ": " +
        (q.intersecting ? (q.penetration_depth > 0 ? "intersecting" : "touching") : "separated") +
        "\n";
    o += "  distance           " + fmt(q.distance) + "\n";
    o += "  penetration_depth  " + fmt(q.penetration_depth) + "\n";
    o += "  normal (A to B)    " + vec(q.normal) + "\n";
    o += "  witness_a          " + vec(q.witness_a) + "\n";
    o += "  witness_b          " + vec(q.witness_b) + "\n";
    o += "  gjk_iterations     " + std::to_string(q.gjk_iterations) + " (" +
         gjk::to_string(q.gjk_stop) + ")\n";
    o += "  epa_iterations     " + std::to_string(q.epa_iterations);
    if (q.epa_stop != gjk::EpaStop::Running)
        o += std::string(" (") + gjk::to_string(q.epa_stop) + ")";
    o += "\n";
    for (const std::string& w : r.warnings) o += "  warning: " + w + "\n";
    return o;
}

}  // namespace gjklab
