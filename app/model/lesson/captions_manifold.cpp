// The captions of the contact manifold after the answer (scene/manifold.h): the reference and
// incident faces, each cut, the points kept with their separations and features; or, where the
// shapes meet at one point, that point and why.
#include <algorithm>

#include "model/lesson/detail.h"

namespace gjklab::lesson {

namespace {

/// "a2", "edge a2 a3" (2D), "face a0 a1 a3 a2" (3D) of a feature, by the file's numbering.
std::string feature_text(const FeatureReport& f, char shape, int dimension) {
    std::string corners;
    for (int v : f.vertices)
        corners += (corners.empty() ? "" : " ") + std::string(1, shape) + std::to_string(v);
    if (f.type == "vertex") return corners;
    if (f.type == "curve") return words("manifold.curve");
    const bool edge = f.type == "edge" || (f.type == "face" && dimension == 2);
    return words(edge ? "manifold.edge_of" : "manifold.face_of", {{"corners", corners}});
}

/// The manifold's normal (times `sign`) in the dimension's words.
template <class Timeline>
std::string normal_text(const Timeline& t, double sign = 1) {
    if constexpr (Timeline::dimension == 2)
        return vec_text(glm::dvec2(t.manifold.normal) * sign);
    else
        return vec_text(t.manifold.normal * sign);
}

/// The reference face and the incident face, as the core's clipping found them.
template <class Timeline>
std::pair<std::string, std::string> faces_of(const Timeline& t) {
    const ManifoldReport& m = t.manifold;
    const bool ref_a = m.reference == 0;
    // Every point names the reference's face or a side of it; the face itself is on the
    // points that are incident corners (kept or not, the manifold's first names it).
    std::string ref, inc;
    if constexpr (Timeline::dimension == 2) {
        const auto& st = m.two.steps;
        const int n_ref = int(ref_a ? t.shapes[size_t(t.index_a)].core_vertices.size()
                                    : t.shapes[size_t(t.index_b)].core_vertices.size());
        const int n_inc = int(ref_a ? t.shapes[size_t(t.index_b)].core_vertices.size()
                                    : t.shapes[size_t(t.index_a)].core_vertices.size());
        const auto& ref_numbers = ref_a ? t.numbers_a : t.numbers_b;
        const auto& inc_numbers = ref_a ? t.numbers_b : t.numbers_a;
        const int re = m.two.reference_edge, ie = st.incident_edge;
        ref = feature_text({"face",
                            {user_vertex_number(ref_numbers, re),
                             user_vertex_number(ref_numbers, (re + 1) % std::max(n_ref, 1))}},
                           ref_a ? 'a' : 'b', 2);
        inc = feature_text({"face",
                            {user_vertex_number(inc_numbers, ie),
                             user_vertex_number(inc_numbers, (ie + 1) % std::max(n_inc, 1))}},
                           ref_a ? 'b' : 'a', 2);
    } else {
        auto face = [&](const std::vector<int>& core, const std::vector<int>& numbers, char c) {
            FeatureReport f{core.size() >= 3 ? "face" : core.size() == 2 ? "edge" : "vertex", {}};
            for (int v : core) {
                if (v < 0) return feature_text({"curve", {}}, c, 3);
                f.vertices.push_back(user_vertex_number(numbers, v));
            }
            return feature_text(f, c, 3);
        };
        const std::string fa = face(m.three.face_a, t.numbers_a, 'a');
        const std::string fb = face(m.three.face_b, t.numbers_b, 'b');
        ref = ref_a ? fa : fb;
        inc = ref_a ? fb : fa;
    }
    return {ref, inc};
}

template <class Timeline>
std::string point_text(const Timeline& t, const ManifoldPointReport& p) {
    if constexpr (Timeline::dimension == 2)
        return vec_text(glm::dvec2(p.position));
    else
        return vec_text(p.position);
}

template <class Timeline>
Said manifold_of(const Timeline& t, Phase phase) {
    const ManifoldReport& m = t.manifold;
    const auto& w = words_of(t);
    const std::string feature = words(std::string("word.") + w.feature);
    const bool ref_a = m.reference == 0;
    if (phase == Phase::ManifoldFaces) {
        const auto [ref, inc] = faces_of(t);
        return say("manifold.faces", {{"max", Timeline::dimension == 2 ? "2" : "4"},
                                      {"feature", feature},
                                      {"ref", ref_a ? "A" : "B"},
                                      {"ref_face", ref},
                                      {"n", normal_text(t, ref_a ? 1.0 : -1.0)},
                                      {"inc", ref_a ? "B" : "A"},
                                      {"inc_face", inc}});
    }
    if constexpr (Timeline::dimension == 2) {
        if (phase == Phase::ManifoldClip || phase == Phase::ManifoldClipOther) {
            const int side = phase == Phase::ManifoldClip ? 0 : 1;
            const auto& ref_numbers = ref_a ? t.numbers_a : t.numbers_b;
            const int n_ref =
                int(t.shapes[size_t(ref_a ? t.index_a : t.index_b)].core_vertices.size());
            const int corner =
                side == 0 ? m.two.reference_edge : (m.two.reference_edge + 1) % std::max(n_ref, 1);
            const std::string corner_name = std::string(1, ref_a ? 'a' : 'b') +
                                            std::to_string(user_vertex_number(ref_numbers, corner));
            const auto& st = m.two.steps;
            const std::string cut =
                st.cut[size_t(side)]
                    ? words("manifold.cut_point", {{"p", vec_text(st.cut_point[size_t(side)])}})
                    : words("manifold.cut_nothing");
            return say("manifold.clip_line",
                       {{"feature", feature}, {"corner", corner_name}, {"cut", cut}});
        }
    } else {
        if (phase == Phase::ManifoldClip) {
            const auto& st = m.three.steps;
            const std::vector<glm::dvec3> none;
            const auto& corners = st.polygons.empty() ? none : st.polygons.front();
            size_t kept = 0;  // the clipped polygon's points that are the incident face's corners
            for (const auto& p : st.candidates)
                kept += std::any_of(corners.begin(), corners.end(), [&](const glm::dvec3& q) {
                    return glm::length(p - q) <= 1e-12 * (1 + glm::length(q));
                });
            return say("manifold.clip_planes",
                       {{"kept", std::to_string(kept)},
                        {"made", std::to_string(st.candidates.size() - kept)},
                        {"before", std::to_string(corners.size())}});
        }
    }
    // The points.
    if (m.rule != "faces" && m.rule != "segments") {
        const ManifoldPointReport& p = m.points.front();
        const bool round = m.rule == "face_vertex" || m.rule == "vertices";
        return say("manifold.one_point",
                   {{"why", words(round ? "manifold.why_round" : "manifold.why_not_faces")},
                    {"p", point_text(t, p)},
                    {"s", short_number(p.separation)}});
    }
    std::vector<std::string> kept;
    for (size_t k = 0; k < m.points.size(); ++k)
        kept.push_back(words("manifold.kept_point", {{"c", "c" + std::to_string(k + 1)},
                                                     {"s", short_number(m.points[k].separation)}}));
    size_t candidates = 0;
    if constexpr (Timeline::dimension == 2)
        candidates = 2;
    else
        candidates = m.three.steps.candidates.size();
    size_t below = 0;
    if constexpr (Timeline::dimension == 2) {
        for (bool k : m.two.steps.kept) below += k;
    } else {
        for (double s : m.three.steps.candidate_separation)
            below += s <= t.report.radii + m.speculative;
    }
    std::string dropped;
    if (candidates > below)
        dropped = words("manifold.dropped", {{"count", std::to_string(candidates - below)}});
    if (below > m.points.size())
        dropped += words("manifold.reduced", {{"count", std::to_string(below)}});
    return say("manifold.points", {{"feature", feature},
                                   {"kept", joined(kept)},
                                   {"dropped", dropped},
                                   {"n", normal_text(t)}});
}

}  // namespace

Said manifold_caption(const Timeline2& t, Phase p) {
    return manifold_of(t, p);
}
Said manifold_caption(const Timeline3& t, Phase p) {
    return manifold_of(t, p);
}

}  // namespace gjklab::lesson
