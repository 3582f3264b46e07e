// Query results and traces of 3D scenes, as JSON and text: the fields of the 2D output, with
// 3-vectors, and EPA steps that carry a polytope of triangles.
#include <sstream>

#include "cli/output.h"

namespace gjklab {

namespace {

ojson vec(glm::dvec3 v) {
    return vec_json(v);
}
std::string fmt3(glm::dvec3 v) {
    return "[" + fmt(v.x) + ", " + fmt(v.y) + ", " + fmt(v.z) + "]";
}

ojson faces_json(const std::vector<gjk::TraceFace>& fs) {
    ojson arr = ojson::array();
    for (auto& f : fs) arr.push_back(ojson::array({f.a, f.b, f.c}));
    return arr;
}

std::string label(const gjk::TraceVertex3& v) {
    auto idx = [](int i) { return i < 0 ? std::string("~") : std::to_string(i); };
    return fmt3(v.point) + " = a" + idx(v.index_a) + " - b" + idx(v.index_b);
}

}  // namespace

ojson trace_json3(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant) {
    const auto names = name_supports(trace.gjk3, trace.epa3);
    const bool boolean = variant == Variant::Boolean;
    ojson gjk_steps = ojson::array();
    for (const gjk::GjkStep3& s : trace.gjk3) {
        ojson weights = ojson::array();
        for (double w : s.weights) weights.push_back(w);
        gjk_steps.push_back(
            {{"iteration", s.iteration},
             {"simplex_before", vertices_json(s.simplex_before)},
             {"simplex_after", vertices_json(s.simplex_after)},
             {"weights", weights},
             {"region", gjk::region3_name(s.region)},
             {"closest_point", vec(s.closest)},
             {"distance", clean(s.distance)},
             {"direction", vec(s.direction)},
             {"support", s.has_support ? vertex_json(s.support) : ojson(nullptr)},
             {"termination", boolean
                                 ? ojson{{"test", "w.d < 0"}, {"w_dot_d", clean(s.w_dot_d)}}
                                 : ojson{{"test", "|v|^2 - v.w <= tolerance * |v|^2 + rounding"},
                                         {"v_dot_w", clean(s.v_dot_w)},
                                         {"v_norm_sq", clean(s.v_norm_sq)},
                                         {"tolerance", s.tolerance},
                                         {"rounding", clean(s.rounding)}}},
             {"stop", gjk::to_string(s.stop)},
             {"explanation", explain_step(s, variant, {names, r.radii})}});
    }
    ojson epa_steps = ojson::array();
    for (const gjk::EpaStep3& s : trace.epa3) {
        ojson horizon = ojson::array();
        for (auto& e : s.horizon) horizon.push_back(ojson::array({e.from, e.to}));
        epa_steps.push_back(
            {{"iteration", s.iteration},
             {"polytope",
              {{"vertices", vertices_json(s.vertices)}, {"faces", faces_json(s.faces)}}},
             {"closest_face", s.closest_face},
             {"normal", vec(s.normal)},
             {"distance", clean(s.distance)},
             {"support", s.has_support ? vertex_json(s.support) : ojson(nullptr)},
             {"support_distance", clean(s.support_distance)},
             {"gap", clean(s.gap)},
             {"removed", s.removed},
             {"horizon", horizon},
             {"added", faces_json(s.added)},
             {"stop", gjk::to_string(s.stop)},
             {"explanation", explain_step(s, {names, r.radii})}});
    }
    ojson result = query_json(r);
    if (boolean) result["boolean_intersecting"] = r.boolean_intersecting;
    return ojson{{"variant", to_string(variant)},
                 {"gjk", gjk_steps},
                 {"epa", epa_steps},
                 {"result", result}};
}

std::string query_text3(const QueryReport& r) {
    return result_text(r, r.result3, " (3D)", fmt3);
}

std::string trace_text3(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant) {
    const auto names = name_supports(trace.gjk3, trace.epa3);
    const bool boolean = variant == Variant::Boolean;
    std::ostringstream o;
    o << "GJK (" << to_string(variant) << ", 3D) on " << r.a << " - " << r.b << "\n";
    for (const gjk::GjkStep3& s : trace.gjk3) {
        o << "iteration " << s.iteration << "\n  simplex     ";
        for (auto& v : s.simplex_before) o << label(v) << "  ";
        o << "\n  reduced to  ";
        for (size_t i = 0; i < s.simplex_after.size(); ++i)
            o << label(s.simplex_after[i]) << " (w " << fmt(i < s.weights.size() ? s.weights[i] : 0)
              << ")  ";
        o << "\n  region      " << gjk::region3_name(s.region) << "\n";
        if (!boolean)
            o << "  closest v   " << fmt3(s.closest) << "  |v| = " << fmt(s.distance) << "\n";
        if (s.has_support) {
            o << "  direction d " << fmt3(s.direction) << "\n  support w   " << label(s.support)
              << "\n";
            if (boolean)
                o << "  test        w.d = " << fmt(s.w_dot_d) << " (separated if < 0)\n";
            else
                o << "  test        |v|^2 - v.w = " << fmt(s.v_norm_sq - s.v_dot_w)
                  << " vs tolerance * |v|^2 + rounding = "
                  << fmt(s.tolerance * s.v_norm_sq + s.rounding) << "\n";
        }
        o << "  -> " << gjk::to_string(s.stop) << ": " << explain_step(s, variant, {names, r.radii})
          << "\n";
    }
    if (!trace.epa3.empty()) o << "EPA\n";
    for (const gjk::EpaStep3& s : trace.epa3) {
        o << "iteration " << s.iteration << "\n  polytope    " << s.vertices.size() << " vertices, "
          << s.faces.size() << " faces\n";
        if (s.closest_face >= 0)
            o << "  closest     face " << s.closest_face << ", normal " << fmt3(s.normal)
              << ", distance " << fmt(s.distance) << "\n";
        if (s.has_support)
            o << "  support w   " << label(s.support) << ", n.w = " << fmt(s.support_distance)
              << ", gap " << fmt(s.gap) << "\n";
        if (!s.removed.empty())
            o << "  removed     " << s.removed.size() << " faces, horizon of " << s.horizon.size()
              << " edges, " << s.added.size() << " new faces\n";
        o << "  -> " << gjk::to_string(s.stop) << ": " << explain_step(s, {names, r.radii}) << "\n";
    }
    o << "result\n" << query_text3(r);
    if (boolean)
        o << "  boolean GJK says   " << (r.boolean_intersecting ? "intersecting" : "separated")
          << "\n";
    return o.str();
}

}  // namespace gjklab
