#include "scene/snippet/snippet.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>

#include "scene/snippet/engines.h"
#include "scene/snippet/evaluate.h"
#include "scene/snippet/syntax.h"

namespace gjklab::snippet {

namespace {

bool contains_word(const std::string& text, const std::string& word) {
    size_t at = 0;
    auto is_word = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
    };
    while ((at = text.find(word, at)) != std::string::npos) {
        const bool left = at == 0 || !is_word(text[at - 1]);
        const bool right = at + word.size() >= text.size() || !is_word(text[at + word.size()]);
        if (left && right) return true;
        at += word.size();
    }
    return false;
}

/// +90 degrees about x: takes the scene's y axis to FCL's z.
Pose y_to_z() {
    Pose p;
    p.rotation[0] = {1, 0, 0};
    p.rotation[1] = {0, 0, 1};
    p.rotation[2] = {0, -1, 0};
    return p;
}

bool is_identity(const Pose& p) {
    return p.rotation == glm::dmat3(1.0) && p.translation == glm::dvec3(0.0);
}

/// How the description names a placed shape: its variable, else its kind and line.
std::string named_shape(const Placed& p) {
    const std::string& v = p.shape->variable;
    return v.empty() ? p.shape->kind + " (line " + std::to_string(p.shape->line) + ")" : v;
}

/// The scene shape of a placed shape: its own description with the pose the engine gives it.
json scene_shape(const Placed& placed, const std::string& source) {
    const ShapeData& d = *placed.shape;
    json shape = d.shape;
    Pose pose = placed.pose;
    bool exact_rotation = true;  // the pose's own cos/sin or quaternion still describe it
    auto then = [&](const Pose& inner) {
        pose = compose(pose, inner);
        exact_rotation = exact_rotation && inner.rotation == glm::dmat3(1.0);
    };
    if (placed.center_of_mass_frame && d.center_of_mass != glm::dvec3(0.0)) {
        Pose shift;  // the engine's frame is at the centre of mass: points are p - com
        shift.translation = -d.center_of_mass;
        then(shift);
    }
    if (d.local) then(*d.local);
    if (d.along_z) then(y_to_z());
    if (exact_rotation == false) pose.quaternion.reset(), pose.cos_sin.reset();
    const int dim = d.dimension;
    if (shape.contains("position")) {  // a centre given in the shape's frame
        glm::dvec3 c(0.0);
        for (int k = 0; k < dim; ++k) c[k] = shape["position"][size_t(k)].get<double>();
        shape["position"] = point_json(pose.rotation * c + pose.translation, dim);
        return shape;
    }
    if (is_identity(pose)) return shape;
    shape["position"] = point_json(pose.translation, dim);
    if (pose.rotation == glm::dmat3(1.0)) return shape;
    // A rotation the engine would take as given but that is no rotation (a b2Rot not of unit
    // length, a matrix typed to four digits) would scale or shear the shape: refused.
    const glm::dmat3 should_be_one = glm::transpose(pose.rotation) * pose.rotation;
    double off = 0;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) off = std::max(off, std::abs(should_be_one[i][j] - (i == j)));
    if (!(off <= 1e-6) || !(glm::determinant(pose.rotation) > 0))
        fail(source, placed.line,
             "the rotation placing " + named_shape(placed) +
                 " is not a rotation to 1e-6 (not of unit length or not orthogonal): the engine "
                 "would scale or shear the shape by it; give it to more digits");
    if (dim == 2) {
        const glm::dvec2 cs =
            pose.cos_sin ? *pose.cos_sin : glm::dvec2(pose.rotation[0][0], pose.rotation[0][1]);
        shape["rotation"] = {{"cos", cs.x}, {"sin", cs.y}};
    } else if (pose.quaternion) {
        const glm::dvec4 q = *pose.quaternion;
        shape["rotation"] = {{"quaternion", {q.x, q.y, q.z, q.w}}};
    } else {
        json rows = json::array();
        for (int row = 0; row < 3; ++row)
            rows.push_back({pose.rotation[0][row], pose.rotation[1][row], pose.rotation[2][row]});
        shape["rotation"] = {{"matrix", rows}};
    }
    return shape;
}

}  // namespace

bool fcl_in_float(const std::string& text) {
    for (const char* w :
         {"Transform3f", "Isometry3f", "RigidTransformf", "Vector3f", "Matrix3f", "Boxf", "Spheref",
          "Capsulef", "Cylinderf", "Conef", "Ellipsoidf", "Convexf"})
        if (contains_word(text, w)) return true;
    size_t at = 0;
    while ((at = text.find("float", at)) != std::string::npos) {  // <float>, < float >
        size_t before = at;
        while (before > 0 && text[before - 1] == ' ') --before;
        size_t after = at + 5;
        while (after < text.size() && text[after] == ' ') ++after;
        if (before > 0 && text[before - 1] == '<' && after < text.size() && text[after] == '>')
            return true;
        at += 5;
    }
    return false;
}

SnippetShapes read_snippet(const std::string& text, Dialect dialect, const std::string& source) {
    const std::vector<Statement> statements = parse_statements(text, source);
    // Box2D 3.0 (b2_pi, b2DistanceCache, b2DistanceProxy) and 2.4 take cosf and sinf; 3.1
    // and later approximate them.
    // Told from the code, not its comments; 3.1's own names win.
    const std::string code = code_only(text);
    bool before_31 = false, from_31 = false;
    for (const char* w :
         {"b2_pi", "b2DistanceCache", "b2DistanceProxy", "b2PolygonShape", "b2CircleShape"})
        before_31 |= contains_word(code, w);
    for (const char* w :
         {"B2_PI", "b2SimplexCache", "b2ShapeProxy", "b2MakeOffsetProxy", "B2_LINEAR_SLOP"})
        from_31 |= contains_word(code, w);
    std::unique_ptr<Engine> engine = dialect == Dialect::Box2d ? box2d_engine(!before_31 || from_31)
                                     : dialect == Dialect::Jolt ? jolt_engine()
                                                                : fcl_engine(fcl_in_float(code));
    Evaluator e(*engine, source);
    e.run(statements);
    engine->finish(e);

    SnippetShapes out;
    std::vector<Placed> chosen;
    if (!e.queries.empty()) {
        const QueryCall& q = e.queries.front();
        chosen = {q.a, q.b};
        out.notes.push_back("A = " + named_shape(q.a) + ", B = " + named_shape(q.b) + ": as " +
                            q.function + " takes them on line " + std::to_string(q.line) + ".");
        // Another pair queried later (not the same two shapes again, as an export's distance
        // and manifold calls are) is said on stderr.
        bool other_pairs = false;
        for (const QueryCall& later : e.queries) {
            const std::string a = later.a.shape->variable, b = later.b.shape->variable;
            const std::string qa = q.a.shape->variable, qb = q.b.shape->variable;
            other_pairs |=
                a.empty() || b.empty() || !((a == qa && b == qb) || (a == qb && b == qa));
        }
        if (e.queries.size() > 1 && other_pairs)
            out.warnings.push_back("the text queries " + std::to_string(e.queries.size()) +
                                   " pairs; the first (line " + std::to_string(q.line) +
                                   ") is the scene's");
    } else {
        chosen = e.bodies;
        // Shapes declared and never handed on (to a body, a hull, a query) join in order, as
        // do point lists never made into a shape.
        for (const std::string& name : e.declared_names()) {
            if (e.consumed(name)) continue;
            const Value& v = *e.variable(name);
            Placed p;
            p.line = v.line;
            if (v.kind == Value::Kind::List && !v.items.empty()) {
                bool points = true;
                for (const Value& item : v.items)
                    points &=
                        item.kind == Value::Kind::Vector && item.dimension == engine->dimension();
                if (!points) continue;
                auto d = std::make_shared<ShapeData>();
                d->dimension = engine->dimension();
                d->variable = name;
                d->kind = "points";
                d->line = v.line;
                std::vector<glm::dvec3> corners;
                for (const Value& item : v.items) corners.push_back(item.v);
                d->shape = shape_of_points(corners, d->dimension);
                p.shape = d;
            } else if (auto s = engine->shape_of(v, e, v.line)) {
                bool again = false;  // the same shape under another name (settings.Create())
                for (const Placed& c : chosen) again |= c.shape == s;
                if (again) continue;
                p.shape = s;
                if (p.shape->variable.empty()) p.shape->variable = name;
            } else {
                continue;
            }
            chosen.push_back(p);
        }
        if (chosen.size() >= 2) {
            std::string order;
            for (size_t k = 0; k < chosen.size() && k < 26; ++k)
                order += (k ? ", " : "") + std::string(1, char('A' + k)) + " = " +
                         named_shape(chosen[k]);
            const std::string why = e.bodies.size() >= 2
                                        ? "no query call found, the bodies taken in the order made"
                                        : "no query call found, taken in order";
            out.notes.push_back(order + ": " + why + ".");
            out.warnings.push_back(order + ": " + why);
        }
    }
    // Never a pose lost: every pose the text gives places a shape of the scene.
    for (const std::string& w : e.warnings) out.warnings.push_back(w);
    const int query_line = e.queries.empty() ? 1 << 30 : e.queries.front().line;
    for (const auto& d : e.pose_declarations())
        if (!d.used && d.line <= query_line)
            e.fail(d.line,
                   d.what +
                       " places no shape of the query: use it in the query call with its "
                       "shape (as in b2CollidePolygons(&a, xfA, &b, xfB), "
                       "sCollideShapeVsShape(a, b, ..., xfA, xfB), shapeDistance(a, X_A, b, X_B))");
    for (const Placed& p : chosen) {
        for (const auto& [k, v] : p.shape->shape.items())
            if (v.is_number() && !std::isfinite(v.get<double>()))
                e.fail(p.shape->line, "this shape holds a number that is not finite");
        out.shapes.push_back(scene_shape(p, source));
    }
    for (const std::string& n : e.notes) out.notes.push_back(n);
    return out;
}

}  // namespace gjklab::snippet
