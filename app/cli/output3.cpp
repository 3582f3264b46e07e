// Query results and traces of 3D scenes as text: the fields of the 2D output, with 3-vectors,
// and EPA steps that carry a polytope of triangles (the JSON of both is output.cpp's).
#include <sstream>

#include "cli/output.h"

namespace gjklab {

namespace {

std::string fmt3(glm::dvec3 v) {
    return "[" + fmt(v.x) + ", " + fmt(v.y) + ", " + fmt(v.z) + "]";
}

std::string label(const gjk::TraceVertex3& v) {
    auto idx = [](int i) { return i < 0 ? std::string("~") : std::to_string(i); };
    return fmt3(v.point) + " = a" + idx(v.index_a) + " - b" + idx(v.index_b);
}

}  // namespace

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
        if (s.simplex_before.empty()) o << "(empty: the first support point is fetched and tested)";
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
