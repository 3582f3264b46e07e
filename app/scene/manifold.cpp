#include "scene/manifold.h"

#include "scene/evaluate.h"

namespace gjklab {

namespace {

const char* type_name(gjk::FeatureType t) {
    switch (t) {
        case gjk::FeatureType::Vertex:
            return "vertex";
        case gjk::FeatureType::Edge:
            return "edge";
        case gjk::FeatureType::Face:
            return "face";
        case gjk::FeatureType::Curve:
            break;
    }
    return "curve";
}

/// A 2D feature: vertex i, or face i (from vertex i to i + 1 of `count`).
FeatureReport feature2(gjk::FeatureType type, int index, int count,
                       const std::vector<int>& numbers) {
    FeatureReport f{type_name(type), {}};
    if (type == gjk::FeatureType::Curve) return f;
    f.vertices.push_back(user_vertex_number(numbers, index));
    if (type == gjk::FeatureType::Face)
        f.vertices.push_back(user_vertex_number(numbers, (index + 1) % count));
    return f;
}

FeatureReport feature3(const gjk::Feature3& feature, const std::vector<int>& face,
                       const std::vector<int>& numbers) {
    FeatureReport f{type_name(feature.type), {}};
    if (feature.type == gjk::FeatureType::Vertex) {
        f.vertices = {user_vertex_number(numbers, feature.v0)};
    } else if (feature.type == gjk::FeatureType::Edge) {
        f.vertices = {user_vertex_number(numbers, feature.v0),
                      user_vertex_number(numbers, feature.v1)};
    } else if (feature.type == gjk::FeatureType::Face) {
        for (int v : face) f.vertices.push_back(user_vertex_number(numbers, v));
    }
    if (feature.type != gjk::FeatureType::Curve)
        for (int v : f.vertices)
            if (v < 0) return {"curve", {}};  // a cylinder's cap or side: no vertices
    return f;
}

std::string rule_name(gjk::ManifoldRule2 r) {
    switch (r) {
        case gjk::ManifoldRule2::Faces:
            return "faces";
        case gjk::ManifoldRule2::FaceVertex:
            return "face_vertex";
        case gjk::ManifoldRule2::Corners:
            return "corners";
        case gjk::ManifoldRule2::Vertices:
            return "vertices";
        case gjk::ManifoldRule2::Curve:
            return "curve";
        case gjk::ManifoldRule2::None:
            break;
    }
    return "none";
}

std::string rule_name(gjk::ManifoldRule3 r) {
    switch (r) {
        case gjk::ManifoldRule3::Faces:
            return "faces";
        case gjk::ManifoldRule3::Segments:
            return "segments";
        case gjk::ManifoldRule3::Witness:
            return "witness";
        case gjk::ManifoldRule3::None:
            break;
    }
    return "none";
}

}  // namespace

std::string ManifoldPointReport::id() const {
    std::string s;
    for (const FeatureReport* f : {&a, &b}) {
        s += (s.empty() ? "" : " x ") + f->type;
        for (size_t i = 0; i < f->vertices.size(); ++i)
            s += (i ? "," : " ") + std::to_string(f->vertices[i]);
    }
    return s;
}

ManifoldReport run_manifold(const Scene& scene, double speculative) {
    const SceneShape& sa = scene.shapes[size_t(scene.index_of(scene.query_a))];
    const SceneShape& sb = scene.shapes[size_t(scene.index_of(scene.query_b))];
    const std::vector<int> na = user_vertex_numbers(sa), nb = user_vertex_numbers(sb);
    ManifoldReport r;
    r.dimension = scene.dimension;
    r.speculative = speculative;
    if (scene.dimension == 2) {
        const auto a = body2_of<double>(sa), b = body2_of<double>(sb);
        gjk::ManifoldSettings2<double> settings;
        settings.speculative = speculative;
        r.two = gjk::contact_manifold(a, b, settings);
        r.rule = rule_name(r.two.rule);
        r.normal = glm::dvec3(r.two.normal, 0);
        if (r.two.rule == gjk::ManifoldRule2::Faces || r.two.rule == gjk::ManifoldRule2::FaceVertex)
            r.reference = r.two.reference;
        const int ca = int(a.core.vertices.size()), cb = int(b.core.vertices.size());
        for (int i = 0; i < r.two.count; ++i) {
            const auto& p = r.two.points[size_t(i)];
            r.points.push_back({glm::dvec3(p.position, 0), glm::dvec3(p.point_a, 0),
                                glm::dvec3(p.point_b, 0), p.separation,
                                feature2(p.feature.type_a, p.feature.index_a, ca, na),
                                feature2(p.feature.type_b, p.feature.index_b, cb, nb)});
        }
        return r;
    }
    const auto a = body3_of<double>(sa), b = body3_of<double>(sb);
    gjk::ManifoldSettings3<double> settings;
    settings.speculative = speculative;
    r.three = gjk::contact_manifold3(a, b, settings);
    r.rule = rule_name(r.three.rule);
    r.normal = r.three.normal;
    if (r.three.rule == gjk::ManifoldRule3::Faces || r.three.rule == gjk::ManifoldRule3::Segments)
        r.reference = r.three.reference;
    for (const auto& p : r.three.points)
        r.points.push_back({p.position, p.point_a, p.point_b, p.separation,
                            feature3(p.feature.a, r.three.face_a, na),
                            feature3(p.feature.b, r.three.face_b, nb)});
    return r;
}

}  // namespace gjklab
