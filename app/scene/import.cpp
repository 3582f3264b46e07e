#include "scene/import.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>
#include <map>
#include <cstdlib>
#include <regex>
#include <sstream>
#include <vector>

#include <gjk/shapes3d.h>

#include "scene/import_fcl.h"
#include "scene/import_text.h"
#include "scene/mesh_import.h"
#include "scene/scene.h"

namespace gjklab {

namespace {

using namespace import_text;

/// A transform read from Box2D text: where, and the rotation's (cos, sin).
struct Transform2 {
    std::vector<double> position;
    double c = 1, s = 0;
    int line = 0;
    bool used = false;
    bool known = true;  ///< false: declared without a value, none given since
};

std::vector<json> box2d_shapes(const std::string& text, const std::string& source,
                               std::string& note) {
    const std::string n = "\\s*(" + kNumber + ")\\s*";
    const std::string vec = "(?:b2Vec2\\s*)?[({]" + n + "," + n + "[)}]";
    const std::regex pair(vec);
    const std::regex box("\\bb2MakeBox\\s*\\(" + n + "," + n + "\\)");
    const std::regex square("\\bb2MakeSquare\\s*\\(" + n + "\\)");
    const std::regex circle("\\{\\s*(?:\\.center\\s*=\\s*)?" + vec + "\\s*,\\s*(?:\\.radius\\s*=\\s*)?(" +
                            kNumber + ")\\s*\\}");
    const std::regex capsule("\\{\\s*(?:\\.center1\\s*=\\s*)?" + vec + "\\s*,\\s*(?:\\.center2\\s*=\\s*)?" +
                             vec + "\\s*,\\s*(?:\\.radius\\s*=\\s*)?(" + kNumber + ")\\s*\\}");
    const std::regex polygon_radius("\\bb2MakePolygon\\s*\\(\\s*&?\\s*\\w+\\s*," + n + "\\)");
    // b2Transform xf = {{px, py}, {c, s}} (or b2Rot{c, s}, or b2MakeRot(angle)); xf.Set(p, angle).
    const std::regex xf_cs("\\{\\s*" + vec + "\\s*,\\s*(?:b2Rot\\s*)?[({]" + n + "," + n + "[)}]\\s*\\}");
    const std::regex xf_angle("\\{\\s*" + vec + "\\s*,\\s*b2MakeRot\\s*\\(" + n + "\\)\\s*\\}");
    const std::regex xf_set("^\\s*(\\w+)\\s*\\.\\s*Set\\s*\\(\\s*" + vec + "\\s*," + n + "\\)");
    Found found;
    std::map<std::string, Transform2> transforms;
    bool used_angles = false;
    for (const Statement& st : statements(without_comments(text))) {
        for (const char* unread : {"b2MakeOffsetBox", "b2MakeOffsetPolygon", "b2MakeRoundedBox",
                                   "b2MakeOffsetRoundedBox", "b2MakeOffsetRoundedPolygon",
                                   "b2MakeCapsule", "SetAsBox", "b2CircleShape", "b2EdgeShape",
                                   "b2ChainShape", "b2ChainDef"})
            if (mentions(st.text, unread))
                fail(source, st.line,
                     std::string(unread) + " is not read yet: give the points where the engine "
                                           "has them (\"" + excerpt(st.text) + "\")");
        // Bodies place shapes through handles the text does not show: refused, not read as points.
        if (mentions(st.text, "b2BodyDef") || mentions(st.text, "b2DefaultBodyDef") ||
            std::regex_search(st.text, std::regex(R"(\.\s*(position|rotation|angle)\s*=)")))
            fail(source, st.line,
                 "body definitions are not read yet: give the shape's b2Transform and use it in a "
                 "call with the shape, as in b2CollidePolygons(&a, xfA, &b, xfB) (\"" +
                     excerpt(st.text) + "\")");
        const std::string name = declared_name(st.text);
        std::smatch m;
        // An angle's cosine and sine as Box2D 2.4 and 3.0 compute them, in float (3.1's
        // b2ComputeCosSin approximates: the scene's description says so).
        auto angle_transform = [&](double angle, double px, double py) {
            used_angles = true;
            const float a = float(angle);
            return Transform2{{px, py}, double(std::cos(a)), double(std::sin(a)), st.line};
        };
        if (mentions(st.text, "b2Transform") || std::regex_search(st.text, m, xf_set)) {
            found.end();
            if (std::regex_search(st.text, m, xf_set)) {
                transforms[m[1]] = angle_transform(literal_value(m[4]), literal_value(m[2]),
                                                   literal_value(m[3]));
            } else if (std::regex_search(st.text, m, xf_angle)) {
                transforms[name] =
                    angle_transform(literal_value(m[3]), literal_value(m[1]), literal_value(m[2]));
            } else if (std::regex_search(st.text, m, xf_cs)) {
                transforms[name] = {{literal_value(m[1]), literal_value(m[2])},
                                    literal_value(m[3]), literal_value(m[4]), st.line};
            } else if (mentions(st.text, "b2Transform_identity") && !name.empty()) {
                transforms[name] = {{0.0, 0.0}, 1, 0, st.line};
            } else if (std::regex_match(st.text, std::regex(R"(\s*b2Transform\s+\w+\s*)")) && !name.empty()) {
                transforms[name] = {{0.0, 0.0}, 1, 0, st.line, false, false};  // a value comes later
            } else {
                fail(source, st.line,
                     "cannot read this b2Transform: write it {{x, y}, {cos, sin}} (\"" +
                         excerpt(st.text) + "\")");
            }
            continue;
        }
        // xf.p = {x, y}; xf.q = b2MakeRot(a) or {c, s}: a declared transform given its value.
        if (std::regex_search(st.text, m, std::regex(R"(^\s*(\w+)\s*\.\s*([pq])\s*=)")) &&
            transforms.count(m[1])) {
            Transform2& xf = transforms[m[1]];
            const std::string part = m[2];
            std::smatch v;
            if (part == "p" && std::regex_search(st.text, v, pair)) {
                xf.position = {literal_value(v[1]), literal_value(v[2])};
            } else if (part == "q" && std::regex_search(st.text, v, std::regex("b2MakeRot\\s*\\(" + n + "\\)"))) {
                const Transform2 turned = angle_transform(literal_value(v[1]), 0, 0);
                xf.c = turned.c, xf.s = turned.s;
            } else if (part == "q" && std::regex_search(st.text, v, pair)) {
                xf.c = literal_value(v[1]), xf.s = literal_value(v[2]);
            } else {
                fail(source, st.line, "cannot read this value of " + std::string(m[1]) +
                                          ": give its numbers (\"" + excerpt(st.text) + "\")");
            }
            xf.known = true;
            continue;
        }
        if (std::regex_search(st.text, m, box) || std::regex_search(st.text, m, square)) {
            found.end();
            const double hx = literal_value(m[1].str()), hy = m.size() > 2 && m[2].matched
                                                                 ? literal_value(m[2].str())
                                                                 : hx;
            found.add({{"type", "box"}, {"half_extents", {hx, hy}}}, name);
        } else if (mentions(st.text, "b2Capsule") && std::regex_search(st.text, m, capsule)) {
            found.end();
            found.add({{"type", "capsule"},
                       {"a", {literal_value(m[1].str()), literal_value(m[2].str())}},
                       {"b", {literal_value(m[3].str()), literal_value(m[4].str())}},
                       {"radius", literal_value(m[5].str())}},
                      name);
        } else if (mentions(st.text, "b2Circle") && std::regex_search(st.text, m, circle)) {
            found.end();
            found.add({{"type", "circle"},
                       {"position", {literal_value(m[1].str()), literal_value(m[2].str())}},
                       {"radius", literal_value(m[3].str())}},
                      name);
        } else if (const auto points = tuples(st.text, pair); !points.empty()) {
            require_literal_points(st, points.size(), 2, source);
            found.points(points, name);
        } else {
            found.end();
            // A name declared from a shape (b2Hull hull = b2ComputeHull(points, 5), b2Polygon
            // poly = b2MakePolygon(&hull, r)) names that shape too; b2MakePolygon's radius rounds it.
            const auto named = found.named_in(st.text);
            bool names_transform = false;
            for (const auto& entry : transforms)
                names_transform |= std::regex_search(st.text, std::regex("\\b" + entry.first + "\\b"));
            if (!name.empty() && !named.empty() && !names_transform) {
                const int shape = named.back().second;
                found.names[size_t(shape)].push_back(name);
                if (std::regex_search(st.text, m, polygon_radius) && literal_value(m[1]) > 0)
                    found.shapes[size_t(shape)]["radius"] = literal_value(m[1]);
                continue;
            }
            // A call naming shapes and transforms (b2CollidePolygons(&a, xfA, &b, xfB),
            // b2DistanceInput{proxyA, proxyB, xfA, xfB}).
            std::vector<std::pair<size_t, std::string>> xfs;
            for (const auto& [xf_name, xf] : transforms) {
                const std::regex word("\\b" + xf_name + "\\b");
                for (std::sregex_iterator x(st.text.begin(), st.text.end(), word), end; x != end; ++x)
                    xfs.push_back({size_t(x->position(0)), xf_name});
            }
            for (const auto& [xf_name, shape] : pair_in_call(named, xfs)) {
                Transform2& xf = transforms[xf_name];
                if (!xf.known)
                    fail(source, st.line, "the transform " + xf_name + " (line " +
                                              std::to_string(xf.line) +
                                              ") has no value in the text: give its numbers");
                if (found.placed_on[size_t(shape)] != 0) continue;  // placed once: the first use
                const double c = xf.c, s = xf.s;
                place(found.shapes[size_t(shape)], xf.position, {{"cos", c}, {"sin", s}},
                      [&](const std::vector<double>& v) {
                          return std::vector<double>{c * v[0] - s * v[1], s * v[0] + c * v[1]};
                      });
                found.placed_on[size_t(shape)] = st.line;
                xf.used = true;
            }
        }
    }
    found.end();
    for (const auto& [xf_name, xf] : transforms)
        if (!xf.used)
            fail(source, xf.line,
                 "the transform " + xf_name +
                     " is used with no shape: name both in one call, as in "
                     "b2CollidePolygons(&a, xfA, &b, xfB)");
    if (used_angles)
        note = "b2MakeRot and Set angles are read as cosf and sinf of the float angle (Box2D 2.4 "
               "and 3.0); Box2D 3.1 approximates them (b2ComputeCosSin): give the b2Rot {c, s} "
               "where that matters.";
    return found.shapes;
}

/// A Jolt rotation in a statement: Quat(x, y, z, w), Quat::sRotation(axis, angle),
/// Quat::sIdentity(); null when there is none.
json jolt_rotation(const std::string& text, const std::string& n) {
    std::smatch m;
    if (std::regex_search(text, m, std::regex("\\bQuat\\s*[({]" + n + "," + n + "," + n + "," + n + "[)}]")))
        return {{"quaternion",
                 {literal_value(m[1]), literal_value(m[2]), literal_value(m[3]), literal_value(m[4])}}};
    if (std::regex_search(text, m,
                          std::regex("\\bQuat\\s*::\\s*sRotation\\s*\\(\\s*(?:(?:R|D)?Vec3|Float3)?\\s*[({]" +
                                     n + "," + n + "," + n + "[)}]\\s*," + n + "\\)"))) {
        const glm::dvec3 axis = glm::normalize(glm::dvec3(literal_value(m[1]), literal_value(m[2]),
                                                          literal_value(m[3])));
        const double half = literal_value(m[4]) / 2;
        return {{"quaternion", {axis.x * std::sin(half), axis.y * std::sin(half),
                                axis.z * std::sin(half), std::cos(half)}}};
    }
    return nullptr;
}

/// A Mat44 read from Jolt text: where, and the rotation (a scene "rotation" or null).
struct JoltTransform {
    std::vector<double> position{0, 0, 0};
    json rotation;
    int line = 0;
    bool used = false;
};

/// Places a Jolt shape at `position` turned by `rotation` ({"quaternion": [x, y, z, w]} or null).
void place_jolt(json& shape, const std::vector<double>& position, const json& rotation) {
    glm::dmat3 r(1);
    if (!rotation.is_null()) {
        const auto q = rotation["quaternion"].get<std::vector<double>>();
        const glm::dvec4 u = glm::normalize(glm::dvec4(q[0], q[1], q[2], q[3]));
        const double x = u.x, y = u.y, z = u.z, w = u.w;
        r = glm::dmat3(1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y),
                       2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x),
                       2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y));
    }
    place(shape, position, rotation, [&](const std::vector<double>& v) {
        const glm::dvec3 t = r * glm::dvec3(v[0], v[1], v[2]);
        return std::vector<double>{t.x, t.y, t.z};
    });
}

std::vector<json> jolt_shapes(const std::string& text, const std::string& source, std::string& note) {
    const std::string n = "\\s*(" + kNumber + ")\\s*";
    const std::string vec3 = "(?:(?:R|D)?Vec3|Float3)?\\s*[({]" + n + "," + n + "," + n + "[)}]";
    const std::regex triple(vec3);
    // `BoxShapeSettings(...)`, `BoxShapeSettings box(...)`, `new BoxShapeSettings{...}`.
    const std::string made = "Shape(?:Settings)?\\s*(?:\\w+\\s*)?[({]";
    const std::regex box("\\bBox" + made + "\\s*" + vec3);
    const std::regex sphere("\\bSphere" + made + n + "[,)}]");
    const std::regex capsule("\\bCapsule" + made + n + "," + n + "[,)}]");
    const std::regex cylinder("\\bCylinder" + made + n + "," + n + "[,)}]");
    const std::regex quat_anywhere("\\bQuat\\b");
    const std::regex mat44(
        R"(^\s*(?:const\s+)?D?Mat44\s+(\w+)\s*(?:=|\(|\{)\s*D?Mat44\s*::\s*(sRotationTranslation|sTranslation|sRotation|sIdentity)\s*\()");
    std::map<std::string, JoltTransform> transforms;
    Found found;
    for (const Statement& st : statements(without_comments(text))) {
        for (const char* unread : {"ScaledShapeSettings",
                                   "OffsetCenterOfMassShapeSettings", "TaperedCapsuleShapeSettings",
                                   "TaperedCylinderShapeSettings", "MeshShapeSettings",
                                   "HeightFieldShapeSettings", "PlaneShapeSettings",
                                   "TriangleShapeSettings", "EmptyShapeSettings"})
            if (mentions(st.text, unread))
                fail(source, st.line,
                     std::string(unread) +
                         " is not read yet: give the position as a Vec3 and the rotation as a "
                         "Quat (\"" + excerpt(st.text) + "\")");
        const std::string name = declared_name(st.text);
        std::smatch m;
        // Mat44 t = Mat44::sRotationTranslation(Quat(...), Vec3(...)) (or sTranslation,
        // sRotation, sIdentity): a transform, placing the shape a call pairs it with.
        if (std::regex_search(st.text, m, mat44)) {
            found.end();
            const std::string maker = m[2];
            std::string rest = st.text.substr(size_t(m.position(0) + m.length(0)));
            const json rotation = jolt_rotation(rest, n);
            const bool identity_rotation = std::regex_search(rest, std::regex(R"(\bQuat\s*::\s*sIdentity\b)"));
            rest = std::regex_replace(rest, std::regex("\\bQuat\\s*::\\s*sRotation\\s*\\([^;]*?\\)\\s*,[^,)]*\\)"), " ");
            const auto positions = tuples(rest, triple);
            const bool wants_rotation = maker == "sRotationTranslation" || maker == "sRotation";
            const bool wants_position = maker == "sRotationTranslation" || maker == "sTranslation";
            if ((wants_rotation && rotation.is_null() && !identity_rotation) ||
                (wants_position && positions.empty() &&
                 !std::regex_search(rest, std::regex(R"(\b(R|D)?Vec3\s*::\s*sZero\b)"))))
                fail(source, st.line,
                     "cannot read this Mat44: give Mat44::sRotationTranslation(Quat(x, y, z, w), "
                     "Vec3(x, y, z)) with numbers (\"" + excerpt(st.text) + "\")");
            JoltTransform t;
            t.line = st.line;
            if (wants_position && !positions.empty()) t.position = positions.front();
            if (wants_rotation) t.rotation = rotation;
            transforms[m[1]] = t;
            continue;
        }
        if (mentions(st.text, "Mat44") || mentions(st.text, "DMat44"))
            fail(source, st.line,
                 "cannot read this Mat44: declare it as Mat44 name = "
                 "Mat44::sRotationTranslation(Quat(x, y, z, w), Vec3(x, y, z)) and use the name (\"" +
                     excerpt(st.text) + "\")");
        const bool places = std::regex_search(st.text, quat_anywhere) ||
                            mentions(st.text, "RotatedTranslatedShapeSettings") ||
                            mentions(st.text, "BodyCreationSettings");
        if (places) {
            found.end();
            // Which shape: the one the statement names (the shape settings it wraps).
            const auto named = found.named_in(st.text);
            if (named.empty())
                fail(source, st.line,
                     "cannot tell which shape this places: name the shape's variable in it (\"" +
                         excerpt(st.text) + "\")");
            const int shape = named.front().second;
            // The position: the first 3-vector that is not the rotation's axis.
            std::string rest = std::regex_replace(
                st.text, std::regex("\\bQuat\\s*::\\s*sRotation\\s*\\([^;]*?\\)\\s*,[^,)]*\\)"), " ");
            const auto positions = tuples(rest, triple);
            // The position and the rotation must be numbers in the text (sZero and sIdentity
            // are): a variable or an expression would be read as nothing.
            const bool zero = std::regex_search(rest, std::regex(R"(\b(R|D)?Vec3\s*::\s*sZero\b)"));
            if (positions.empty() && !zero)
                fail(source, st.line,
                     "cannot read the position: give it as RVec3(x, y, z) (\"" + excerpt(st.text) + "\")");
            const std::vector<double> position =
                positions.empty() ? std::vector<double>{0, 0, 0} : positions.front();
            const json rotation = jolt_rotation(st.text, n);
            if (rotation.is_null() && !std::regex_search(st.text, std::regex(R"(\bQuat\s*::\s*sIdentity\b)")))
                fail(source, st.line,
                     "cannot read the rotation: give it as Quat(x, y, z, w) (\"" + excerpt(st.text) + "\")");
            if (found.placed_on[size_t(shape)] != 0)
                fail(source, st.line,
                     "this places a shape placed already on line " +
                         std::to_string(found.placed_on[size_t(shape)]));
            place_jolt(found.shapes[size_t(shape)], position, rotation);
            found.placed_on[size_t(shape)] = st.line;
            if (!name.empty()) found.names[size_t(shape)].push_back(name);
            continue;
        }
        if (std::regex_search(st.text, m, box)) {
            found.end();
            found.add({{"type", "box"},
                       {"half_extents",
                        {literal_value(m[1].str()), literal_value(m[2].str()),
                         literal_value(m[3].str())}}},
                      name);
        } else if (std::regex_search(st.text, m, capsule)) {
            found.end();
            const double h = literal_value(m[1].str());
            found.add({{"type", "capsule"},
                       {"a", {0.0, -h, 0.0}},
                       {"b", {0.0, h, 0.0}},
                       {"radius", literal_value(m[2].str())}},
                      name);
        } else if (std::regex_search(st.text, m, cylinder)) {
            found.end();
            found.add({{"type", "cylinder"},
                       {"half_height", literal_value(m[1].str())},
                       {"radius", literal_value(m[2].str())}},
                      name);
        } else if (std::regex_search(st.text, m, sphere)) {
            found.end();
            found.add({{"type", "sphere"}, {"radius", literal_value(m[1].str())}}, name);
        } else if (const auto points = tuples(st.text, triple); !points.empty()) {
            require_literal_points(st, points.size(), 3, source);
            found.points(points, name);
        } else {
            // A container declared before its push_backs (Array<Vec3> points;) names them; a
            // name declared from a shape (ConvexHullShapeSettings hull(points)) names it too.
            found.end();
            const auto named = found.named_in(st.text);
            std::vector<std::pair<size_t, std::string>> named_transforms;
            for (const auto& entry : transforms) {
                const std::regex word("\\b" + entry.first + "\\b");
                for (std::sregex_iterator x(st.text.begin(), st.text.end(), word), end; x != end; ++x)
                    named_transforms.push_back({size_t(x->position(0)), entry.first});
            }
            if (named_transforms.empty()) {
                if (!name.empty() && !named.empty()) found.names[size_t(named.back().second)].push_back(name);
                continue;
            }
            // A call naming shapes and Mat44 transforms: sCollideShapeVsShape(a, b, ..., ta, tb).
            for (const auto& [t_name, shape] : pair_in_call(named, named_transforms)) {
                JoltTransform& t = transforms[t_name];
                t.used = true;
                if (found.placed_on[size_t(shape)] != 0) continue;  // placed once: the first use
                place_jolt(found.shapes[size_t(shape)], t.position, t.rotation);
                found.placed_on[size_t(shape)] = st.line;
            }
        }
    }
    found.end();
    // Jolt rounds boxes', cylinders' and hulls' edges by a convex radius (0.05 unless given), but
    // only in what its GJK sees: its EPA, its bounds and the shape the user declared are sharp.
    // The scene keeps the declared, sharp shape; the note says what Jolt's GJK may differ by.
    for (const json& shape : found.shapes)
        if (shape["type"] == "box" || shape["type"] == "cylinder" || shape["type"] == "polytope") {
            note = "Jolt rounds the edges of boxes, cylinders and hulls by a convex radius (0.05 "
                   "unless given) in its GJK only; this scene has the sharp shapes its EPA uses, "
                   "so near an edge or a corner Jolt's distance may be larger (at a box's corner by "
                   "0.73 x that radius, more at a sharper one).";
            break;
        }
    for (const auto& [t_name, t] : transforms)
        if (!t.used)
            fail(source, t.line,
                 "the transform " + t_name +
                     " is used with no shape: name the shapes and then their transforms in one "
                     "call, as in sCollideShapeVsShape(a, b, scaleA, scaleB, ta, tb, ...)");
    return found.shapes;
}

/// Rows of 2 or 3 numbers (commas, brackets and braces are separators); a blank line ends a
/// shape; `#` and `//` start comments.
std::vector<json> point_rows(const std::string& text, const std::string& source) {
    std::vector<json> shapes;
    std::vector<std::vector<double>> run;
    const std::regex number("^" + kNumber + "$");
    auto end_shape = [&] {
        if (!run.empty()) shapes.push_back(shape_of_points(run));
        run.clear();
    };
    std::istringstream in(without_comments(text));
    std::string line;
    size_t dims = 0;
    for (int number_of_line = 1; std::getline(in, line); ++number_of_line) {
        if (const size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
        for (char& ch : line)
            if (std::string(",;()[]{}\t\r").find(ch) != std::string::npos) ch = ' ';
        std::istringstream words(line);
        std::vector<double> row;
        for (std::string word; words >> word;) {
            if (!std::regex_match(word, number))
                fail(source, number_of_line, "cannot read \"" + excerpt(word) + "\" as a number");
            row.push_back(literal_value(word));
        }
        if (row.empty()) {
            end_shape();
            continue;
        }
        if (row.size() != 2 && row.size() != 3)
            fail(source, number_of_line,
                 "a row holds 2 numbers (x y) or 3 (x y z), this one " + std::to_string(row.size()));
        if (dims != 0 && row.size() != dims)
            fail(source, number_of_line,
                 "a row of " + std::to_string(row.size()) + " numbers after rows of " +
                     std::to_string(dims) + ": one scene is 2D or 3D");
        dims = row.size();
        run.push_back(row);
    }
    end_shape();
    return shapes;
}

/// JSON with two-space indents, but each point's numbers on one line: [0.5, -0.25].
std::string compact_points(const std::string& text) {
    const std::regex innermost(R"(\[[^\[\]{}"]*\])");
    std::string out;
    auto last = text.cbegin();
    for (std::sregex_iterator it(text.begin(), text.end(), innermost), end; it != end; ++it) {
        out.append(last, (*it)[0].first);
        std::string numbers;
        for (char ch : it->str())
            if (!std::isspace(static_cast<unsigned char>(ch))) numbers += ch == ',' ? std::string(", ") : std::string(1, ch);
        out += numbers;
        last = (*it)[0].second;
    }
    out.append(last, text.cend());
    return out;
}

}  // namespace

ImportFormat import_format_named(const std::string& name) {
    if (name == "auto") return ImportFormat::Auto;
    if (name == "obj") return ImportFormat::Obj;
    if (name == "stl") return ImportFormat::Stl;
    if (name == "ply") return ImportFormat::Ply;
    if (name == "box2d") return ImportFormat::Box2d;
    if (name == "jolt") return ImportFormat::Jolt;
    if (name == "fcl") return ImportFormat::Fcl;
    if (name == "points") return ImportFormat::Points;
    throw InputError("--format must be auto, box2d, jolt, fcl, points, obj, stl or ply, got \"" + name +
                     "\"");
}

ImportFormat detect_import_format(const std::string& text) {
    const std::string code = without_comments(text);
    if (std::regex_search(code, std::regex(R"(\bb2(Vec2|Make\w+|Circle|Capsule|Polygon|Hull)\b)")))
        return ImportFormat::Box2d;
    if (looks_like_fcl(code)) return ImportFormat::Fcl;
    if (std::regex_search(code, std::regex(R"(\b((R|D)?Vec3|Float3|\w+ShapeSettings)\b)")))
        return ImportFormat::Jolt;
    return ImportFormat::Points;
}

namespace {

/// The shapes of one input, whether they are 3D, and what the reader could not be sure of.
struct InputShapes {
    std::vector<json> shapes;
    bool three = false;
    std::string note;
};

InputShapes shapes_of(const ImportInput& input) {
    ImportFormat format = input.format;
    if (format == ImportFormat::Auto) {
        const std::string mesh = mesh_format_of(input.source);
        format = mesh == "obj"   ? ImportFormat::Obj
                 : mesh == "stl" ? ImportFormat::Stl
                 : mesh == "ply" ? ImportFormat::Ply
                                 : detect_import_format(input.text);
    }
    if (format == ImportFormat::Obj || format == ImportFormat::Stl || format == ImportFormat::Ply) {
        const char* name = format == ImportFormat::Obj ? "obj" : format == ImportFormat::Stl ? "stl" : "ply";
        std::vector<json> shapes;
        for (const auto& points : read_mesh(input.text, name, input.source)) {
            // The hull, as the scene keeps it: its vertices only (a mesh may have thousands
            // of points inside it).
            gjk::PolytopeShape3 hull;
            std::string error;
            if (!gjk::make_polytope(points, hull, error)) throw InputError(input.source + ": " + error);
            json list = json::array();
            for (const glm::dvec3& v : hull.vertices) list.push_back({v.x, v.y, v.z});
            shapes.push_back({{"type", "polytope"}, {"points", list}});
        }
        return {shapes, true, ""};
    }
    const std::string& text = input.text;
    const std::string& source = input.source;
    std::string note;
    std::vector<json> shapes = format == ImportFormat::Box2d ? box2d_shapes(text, source, note)
                               : format == ImportFormat::Jolt ? jolt_shapes(text, source, note)
                               : format == ImportFormat::Fcl  ? fcl_shapes(text, source, note)
                                                              : point_rows(text, source);
    bool three = format == ImportFormat::Jolt || format == ImportFormat::Fcl;
    if (format == ImportFormat::Points && !shapes.empty()) {
        const json& first = shapes[0];
        const json& p = first.contains("vertices")  ? first["vertices"][0]
                        : first.contains("points")  ? first["points"][0]
                        : first.contains("a")       ? first["a"]
                                                    : first["position"];
        three = p.size() == 3;
    }
    return {shapes, three, note};
}

}  // namespace

std::string import_scene(const std::vector<ImportInput>& inputs) {
    std::vector<json> shapes;
    int dimension = 0;
    std::string sources, notes;
    for (const ImportInput& input : inputs) {
        auto [found, three, note] = shapes_of(input);
        if (!note.empty()) notes += (notes.empty() ? "" : " ") + note;
        if (found.empty()) continue;
        if (dimension != 0 && dimension != (three ? 3 : 2))
            throw InputError(input.source + ": " + (three ? "3D" : "2D") + " shapes after " +
                             (three ? "2D" : "3D") + " ones: one scene is 2D or 3D");
        dimension = three ? 3 : 2;
        for (json& s : found) shapes.push_back(std::move(s));
        sources += (sources.empty() ? "" : ", ") + input.source;
    }
    const std::string source = inputs.size() == 1 ? inputs[0].source : sources;
    if (shapes.size() < 2)
        throw InputError(source + ": found " + std::to_string(shapes.size()) +
                         " shape" + (shapes.size() == 1 ? "" : "s") +
                         "; a query needs two (in rows of numbers, a blank line separates shapes)");
    json scene = {{"version", 1}, {"dimension", dimension}};
    json list = json::array();
    for (size_t i = 0; i < shapes.size(); ++i) {
        json s = shapes[i];
        const std::string name =
            i < 26 ? std::string(1, char('A' + i)) : "S" + std::to_string(i + 1);
        s["name"] = name;
        list.push_back(s);
    }
    scene["title"] = "Imported from " + source;
    if (!notes.empty()) scene["description"] = notes;
    scene["shapes"] = list;
    const std::string out = compact_points(scene.dump(2)) + "\n";
    parse_scene(out, source);  // the shapes must make a valid scene, else its error
    return out;
}

std::string import_scene(const std::string& text, ImportFormat format, const std::string& source) {
    return import_scene({{text, format, source}});
}

}  // namespace gjklab
