// `query --manifold` and `motion --manifold`: the contact manifold as JSON and as text
// (docs/format.md, "query --manifold").
#include "cli/output.h"

namespace gjklab {

namespace {

ojson feature_json(const FeatureReport& f) {
    return {{"type", f.type}, {"vertices", f.vertices}};
}

}  // namespace

ojson manifold_json(const ManifoldReport& m) {
    ojson points = ojson::array();
    for (const ManifoldPointReport& p : m.points)
        points.push_back({{"position", vector_json(p.position, m.dimension)},
                          {"separation", clean(p.separation)},
                          {"point_a", vector_json(p.point_a, m.dimension)},
                          {"point_b", vector_json(p.point_b, m.dimension)},
                          {"feature", {{"a", feature_json(p.a)}, {"b", feature_json(p.b)}}}});
    ojson j{{"rule", m.rule}};
    j["reference"] = m.reference < 0 ? ojson(nullptr) : ojson(m.reference == 0 ? "a" : "b");
    j["normal"] = m.points.empty() ? ojson(nullptr) : vector_json(m.normal, m.dimension);
    j["speculative"] = m.speculative;
    j["points"] = points;
    return j;
}

std::string manifold_text(const ManifoldReport& m) {
    if (m.points.empty())
        return "  manifold           none (apart by more than " + fmt(m.speculative) + ")\n";
    std::string o = "  manifold           " + std::to_string(m.points.size()) + " point" +
                    (m.points.size() > 1 ? "s" : "") + " (" + m.rule +
                    (m.reference < 0    ? ""
                     : m.reference == 0 ? ", A's face"
                                        : ", B's face") +
                    "), normal " + vector_text(m.normal, m.dimension) + "\n";
    for (const ManifoldPointReport& p : m.points)
        o += "    " + vector_text(p.position, m.dimension) + "  separation " + fmt(p.separation) +
             "  " + p.id() + "\n";
    return o;
}

}  // namespace gjklab
