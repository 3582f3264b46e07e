// Tracing: what every algorithm can record about each iteration.
//
// Algorithms take a tracer type. `NoTrace` has `enabled = false`; every recording site sits
// behind `if constexpr (Tracer::enabled)`, so an untraced build contains no tracing code at all.
// `TraceRecorder` stores the records below. Records are in world coordinates and in double
// precision whatever the precision the algorithm ran in (float converts to double exactly).
#pragma once

#include <gjk/common.h>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <string>
#include <type_traits>
#include <vector>

namespace gjk {

/// The Voronoi region of the simplex that holds the origin's closest point.
enum class Region { None, Vertex1, Vertex2, Vertex3, Edge12, Edge13, Edge23, Interior };

const char* to_string(GjkStop s);
const char* to_string(EpaStop s);
const char* to_string(Region r);
/// One sentence for a student: what this stop reason means.
const char* explain(GjkStop s);
const char* explain(EpaStop s);

/// A vertex of a simplex or polytope of A - B, with the support points that made it.
struct TraceVertex {
    glm::dvec2 point{0, 0};  ///< a - b
    glm::dvec2 a{0, 0};      ///< support point on A
    glm::dvec2 b{0, 0};      ///< support point on B
    int index_a = -1;        ///< vertex index on A (-1 on a curved core)
    int index_b = -1;
};

/// One GJK iteration (distance or boolean variant).
struct GjkStep {
    int iteration = 0;
    std::vector<TraceVertex> simplex_before;  ///< simplex entering the iteration
    std::vector<TraceVertex> simplex_after;   ///< after reduction to the closest feature
    std::vector<double> weights;              ///< barycentric weights of simplex_after
    Region region = Region::None;             ///< where the origin's closest point fell
    glm::dvec2 closest{0, 0};                 ///< closest point v of the simplex to the origin
    double distance = 0;                      ///< |v|
    glm::dvec2 direction{0, 0};               ///< search direction d
    bool has_support = false;
    TraceVertex support;              ///< new support point w along d
    double v_dot_w = 0;               ///< termination test numbers: v.w (along d) ...
    double v_norm_sq = 0;             ///< ... against |v|^2 ...
    double tolerance = 0;             ///< ... with this relative tolerance
    double rounding = 0;              ///< ... plus 8 eps scale |v| for curved shapes (gjk_common.h)
    double w_dot_d = 0;               ///< boolean GJK's test: w.d < 0 separates
    GjkStop stop = GjkStop::Running;  ///< why the loop ended here (Running: it goes on)
};

/// An index pair (i, j) into an EPA polygon's vertex list.
struct TraceEdge {
    int from = 0;
    int to = 0;
};

/// One EPA iteration (2D: an expanding polygon).
struct EpaStep {
    int iteration = 0;
    std::vector<TraceVertex> polytope;  ///< counter-clockwise polygon before this step
    int closest_edge = -1;              ///< edge (i, i+1) of polytope closest to the origin
    glm::dvec2 normal{0, 0};            ///< its outward unit normal
    double distance = 0;                ///< its distance from the origin (lower bound)
    bool has_support = false;
    TraceVertex support;          ///< support point along normal
    double support_distance = 0;  ///< normal.support (upper bound)
    double gap = 0;               ///< support_distance - distance
    double stop_gap = 0;   ///< EPA stops at a gap this small: tolerance x distance + rounding
    double tolerance = 0;  ///< ... with this relative tolerance
    std::vector<TraceEdge> removed;  ///< edges that see the support point, removed
    std::vector<int> horizon;        ///< the two vertices the new point is joined to
    std::vector<TraceEdge> added;    ///< new edges; index polytope.size() is the new point
    EpaStop stop = EpaStop::Running;
};

/// 3D: a vertex of a simplex or polytope of A - B.
struct TraceVertex3 {
    glm::dvec3 point{0, 0, 0};
    glm::dvec3 a{0, 0, 0};
    glm::dvec3 b{0, 0, 0};
    int index_a = -1;
    int index_b = -1;
};

/// 3D GJK iteration. `region` names the kept vertices of simplex_before as a bit mask
/// (bit i: vertex i+1), so 0b011 is the edge w1-w2 and 0b1111 the inside of the tetrahedron.
struct GjkStep3 {
    int iteration = 0;
    std::vector<TraceVertex3> simplex_before;
    std::vector<TraceVertex3> simplex_after;
    std::vector<double> weights;
    int region = 0;
    glm::dvec3 closest{0, 0, 0};
    double distance = 0;
    glm::dvec3 direction{0, 0, 0};
    bool has_support = false;
    TraceVertex3 support;
    double v_dot_w = 0;
    double v_norm_sq = 0;
    double tolerance = 0;
    double rounding = 0;
    double w_dot_d = 0;  ///< boolean GJK's test: w.d < 0 separates
    GjkStop stop = GjkStop::Running;
};

/// A triangle of an EPA polytope: three indices into its vertex list.
struct TraceFace {
    int a = 0, b = 0, c = 0;
};

/// 3D EPA iteration: the polytope before the step, the face chosen, the new point, the faces
/// it removed, the horizon and the faces that close it again.
struct EpaStep3 {
    int iteration = 0;
    std::vector<TraceVertex3> vertices;
    std::vector<TraceFace> faces;
    int closest_face = -1;  ///< index into faces
    glm::dvec3 normal{0, 0, 0};
    double distance = 0;
    bool has_support = false;
    TraceVertex3 support;
    double support_distance = 0;
    double gap = 0;
    double stop_gap = 0;       ///< EPA stops at a gap this small: tolerance x distance + rounding
    double tolerance = 0;      ///< ... with this relative tolerance
    std::vector<int> removed;  ///< indices into faces
    std::vector<TraceEdge> horizon;  ///< directed edges (vertex indices) kept
    std::vector<TraceFace> added;    ///< new faces; vertex index vertices.size() is the new point
    EpaStop stop = EpaStop::Running;
};

/// Name of a 3D region mask: "vertex_2", "edge_13", "face_124", "interior".
std::string region3_name(int mask);

namespace detail {
struct Empty {};
/// A record variable that exists only when the tracer records.
template <class Tracer, class Record>
using RecordIf = std::conditional_t<Tracer::enabled, Record, Empty>;

/// The simplex in world space, for a trace record (2D or 3D).
template <class Pair, class Simplex, class Vertex>
void copy_simplex(const Pair& m, const Simplex& s, std::vector<Vertex>& out) {
    out.clear();
    for (int i = 0; i < s.count; ++i) out.push_back(m.to_world(s.v[i]));
}
}  // namespace detail

/// The default tracer: records nothing, costs nothing.
struct NoTrace {
    static constexpr bool enabled = false;
    void on_gjk(const GjkStep&) {}
    void on_epa(const EpaStep&) {}
    void on_gjk(const GjkStep3&) {}
    void on_epa(const EpaStep3&) {}
};

/// Stores every step.
struct TraceRecorder {
    static constexpr bool enabled = true;
    std::vector<GjkStep> gjk;
    std::vector<EpaStep> epa;
    std::vector<GjkStep3> gjk3;
    std::vector<EpaStep3> epa3;
    void on_gjk(const GjkStep& s) { gjk.push_back(s); }
    void on_epa(const EpaStep& s) { epa.push_back(s); }
    void on_gjk(const GjkStep3& s) { gjk3.push_back(s); }
    void on_epa(const EpaStep3& s) { epa3.push_back(s); }
    void clear() {
        gjk.clear();
        epa.clear();
        gjk3.clear();
        epa3.clear();
    }
};

}  // namespace gjk
