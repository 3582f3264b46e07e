#include "cli/output.h"

#include <cstdio>
#include <sstream>

namespace gjklab {

namespace {

ojson edges_json(const std::vector<gjk::TraceEdge>& es) {
    ojson arr = ojson::array();
    for (auto& e : es) arr.push_back(ojson::array({e.from, e.to}));
    return arr;
}

using gjklab::fmt;
std::string fmt(glm::dvec2 v) {
    return "[" + fmt(v.x) + ", " + fmt(v.y) + "]";
}

std::string vertex_label(const gjk::TraceVertex& v) {
    auto idx = [](int i) { return i < 0 ? std::string("~") : std::to_string(i); };
    return fmt(v.point) + " = a" + idx(v.index_a) + " - b" + idx(v.index_b);
}

}  // namespace

namespace {
/// The query fields of docs/format.md, for a 2D or a 3D result.
template <class Result>
ojson query_fields(const QueryReport& r, const Result& q) {
    return ojson{
        {"a", r.a},
        {"b", r.b},
        {"dimension", r.dimension},
        {"intersecting", q.intersecting},
        {"distance", clean(q.distance)},
        {"penetration_depth", clean(q.penetration_depth)},
        {"normal", vec_json(q.normal)},
        {"witness_a", vec_json(q.witness_a)},
        {"witness_b", vec_json(q.witness_b)},
        {"gjk_iterations", q.gjk_iterations},
        {"epa_iterations", q.epa_iterations},
        {"gjk_stop", gjk::to_string(q.gjk_stop)},
        {"epa_stop",
         q.epa_stop == gjk::EpaStop::Running ? ojson(nullptr) : ojson(gjk::to_string(q.epa_stop))},
        {"warnings", r.warnings}};
}
}  // namespace

ojson query_json(const QueryReport& r) {
    return r.dimension == 3 ? query_fields(r, r.result3) : query_fields(r, r.result);
}

namespace {

std::string region_name(gjk::Region r) {
    return gjk::to_string(r);
}
std::string region_name(int mask) {
    return gjk::region3_name(mask);
}

ojson faces_json(const std::vector<gjk::TraceFace>& fs) {
    ojson arr = ojson::array();
    for (auto& f : fs) arr.push_back(ojson::array({f.a, f.b, f.c}));
    return arr;
}

/// An EPA step's polytope and what changed in it: 2D a polygon (edges i, i+1), 3D triangles.
ojson epa_fields(const gjk::EpaStep& s) {
    ojson edges = ojson::array();
    const int n = int(s.polytope.size());
    for (int i = 0; i < n; ++i) edges.push_back(ojson::array({i, (i + 1) % n}));
    return {{"polytope", {{"vertices", vertices_json(s.polytope)}, {"edges", edges}}},
            {"closest_edge", s.closest_edge},
            {"removed", edges_json(s.removed)},
            {"horizon", s.horizon},
            {"added", edges_json(s.added)}};
}
ojson epa_fields(const gjk::EpaStep3& s) {
    ojson horizon = ojson::array();
    for (auto& e : s.horizon) horizon.push_back(ojson::array({e.from, e.to}));
    return {{"polytope", {{"vertices", vertices_json(s.vertices)}, {"faces", faces_json(s.faces)}}},
            {"closest_face", s.closest_face},
            {"removed", s.removed},
            {"horizon", horizon},
            {"added", faces_json(s.added)}};
}

/// The trace as docs/format.md gives it, for either dimension.
template <class GjkStep, class EpaStep>
ojson trace_json_of(const QueryReport& r, const std::vector<GjkStep>& gjk,
                    const std::vector<EpaStep>& epa, Variant variant) {
    const auto names = name_supports(gjk, epa);
    ojson gjk_steps = ojson::array();
    for (const GjkStep& s : gjk) {
        ojson weights = ojson::array();
        for (double w : s.weights) weights.push_back(w);
        ojson o{{"iteration", s.iteration},
                {"simplex_before", vertices_json(s.simplex_before)},
                {"simplex_after", vertices_json(s.simplex_after)},
                {"weights", weights},
                {"region", region_name(s.region)},
                {"closest_point", vec_json(s.closest)},
                {"distance", clean(s.distance)},
                {"direction", vec_json(s.direction)},
                {"support", s.has_support ? vertex_json(s.support) : ojson(nullptr)}};
        if (variant == Variant::Boolean)
            o["termination"] = {{"test", "w.d < 0"}, {"w_dot_d", clean(s.w_dot_d)}};
        else
            o["termination"] = {{"test", "|v|^2 - v.w <= tolerance * |v|^2 + rounding"},
                                {"v_dot_w", clean(s.v_dot_w)},
                                {"v_norm_sq", clean(s.v_norm_sq)},
                                {"tolerance", s.tolerance},
                                {"rounding", clean(s.rounding)}};
        o["stop"] = gjk::to_string(s.stop);
        o["explanation"] = explain_step(s, variant, {names, r.radii});
        gjk_steps.push_back(o);
    }
    ojson epa_steps = ojson::array();
    for (const EpaStep& s : epa) {
        ojson o{{"iteration", s.iteration}};
        o.update(epa_fields(s));
        o.update(ojson{{"normal", vec_json(s.normal)},
                       {"distance", clean(s.distance)},
                       {"support", s.has_support ? vertex_json(s.support) : ojson(nullptr)},
                       {"support_distance", clean(s.support_distance)},
                       {"gap", clean(s.gap)},
                       {"tolerance", s.tolerance},
                       {"stop_gap", clean(s.stop_gap)},
                       {"stop", gjk::to_string(s.stop)},
                       {"explanation", explain_step(s, {names, r.radii})}});
        epa_steps.push_back(o);
    }
    ojson result = query_json(r);
    if (variant == Variant::Boolean) result["boolean_intersecting"] = r.boolean_intersecting;
    return ojson{{"variant", to_string(variant)},
                 {"gjk", gjk_steps},
                 {"epa", epa_steps},
                 {"result", result}};
}

}  // namespace

ojson trace_json(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant) {
    if (r.dimension == 3) return trace_json_of(r, trace.gjk3, trace.epa3, variant);
    return trace_json_of(r, trace.gjk, trace.epa, variant);
}

std::string query_text(const QueryReport& r) {
    if (r.dimension == 3) return query_text3(r);
    return result_text(r, r.result, "", [](glm::dvec2 v) { return fmt(v); });
}

std::string trace_text(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant) {
    if (r.dimension == 3) return trace_text3(r, trace, variant);
    const auto names = name_supports(trace.gjk, trace.epa);
    std::ostringstream o;
    o << "GJK (" << to_string(variant) << ") on " << r.a << " - " << r.b << "\n";
    for (const gjk::GjkStep& s : trace.gjk) {
        o << "iteration " << s.iteration << "\n";
        o << "  simplex     ";
        if (s.simplex_before.empty()) o << "(empty: the first support point is fetched and tested)";
        for (auto& v : s.simplex_before) o << vertex_label(v) << "  ";
        o << "\n  reduced to  ";
        for (size_t i = 0; i < s.simplex_after.size(); ++i) {
            o << vertex_label(s.simplex_after[i]);
            if (i < s.weights.size()) o << " (w " << fmt(s.weights[i]) << ")";
            o << "  ";
        }
        o << "\n  region      " << gjk::to_string(s.region) << "\n";
        if (variant == Variant::Distance)
            o << "  closest v   " << fmt(s.closest) << "  |v| = " << fmt(s.distance) << "\n";
        if (s.has_support) {
            o << "  direction d " << fmt(s.direction) << "\n";
            o << "  support w   " << vertex_label(s.support) << "\n";
            if (variant == Variant::Distance)
                o << "  test        |v|^2 - v.w = " << fmt(s.v_norm_sq - s.v_dot_w)
                  << " vs tolerance * |v|^2 + rounding = "
                  << fmt(s.tolerance * s.v_norm_sq + s.rounding) << "\n";
            else
                o << "  test        w.d = " << fmt(s.w_dot_d) << " (separated if < 0)\n";
        }
        o << "  -> " << gjk::to_string(s.stop) << ": " << explain_step(s, variant, {names, r.radii})
          << "\n";
    }
    if (!trace.epa.empty()) o << "EPA\n";
    for (const gjk::EpaStep& s : trace.epa) {
        o << "iteration " << s.iteration << "\n";
        o << "  polygon     " << s.polytope.size() << " vertices:";
        for (auto& v : s.polytope) o << " " << fmt(v.point);
        o << "\n";
        if (s.closest_edge >= 0)
            o << "  closest     edge " << s.closest_edge << ", normal " << fmt(s.normal)
              << ", distance " << fmt(s.distance) << "\n";
        if (s.has_support)
            o << "  support w   " << vertex_label(s.support)
              << ", n.w = " << fmt(s.support_distance) << ", gap " << fmt(s.gap) << "\n";
        o << "  -> " << gjk::to_string(s.stop) << ": " << explain_step(s, {names, r.radii}) << "\n";
    }
    o << "result\n" << query_text(r);
    if (variant == Variant::Boolean)
        o << "  boolean GJK says   " << (r.boolean_intersecting ? "intersecting" : "separated")
          << "\n";
    return o.str();
}

}  // namespace gjklab
