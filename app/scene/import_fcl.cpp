#include "scene/import_fcl.h"

#include <glm/geometric.hpp>
#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include "scene/scene.h"

namespace gjklab::import_text {

namespace {

/// A rigid pose: x_world = rotation * x_shape + translation.
struct Pose {
    glm::dmat3 rotation{1.0};
    glm::dvec3 translation{0.0};
    int line = 0;
    bool printed = false;  ///< an Eigen matrix print (a dump): places the shape printed before it
    size_t at = 0;         ///< where in the text
    bool used = false;
};

/// An FCL shape found in the text.
struct FclShape {
    json shape;
    bool along_z = false;  ///< a cylinder or cone: FCL's axis is z, the scene's is y
    std::string name;
    size_t at = 0;
    int line = 0;
    int placed_by = -1;  ///< line of the pose that placed it, -1 none
    Pose pose;
};

const std::string kN = "\\s*(" + kNumber + ")\\s*";
const std::string kTemplate = R"((?:\s*<\s*[\w:]+\s*>|[df]\b|\b))";
/// Vector3<double>(x, y, z), Vector3d{x, y, z}, Eigen::Vector3d(x, y, z).
const std::string kVector = "(?:Eigen::|fcl::)?Vector3" + kTemplate + "\\s*[({]" + kN + "," + kN + "," + kN + "[)}]";

int line_at(const std::string& text, size_t at) {
    return 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(std::min(at, text.size())), '\n'));
}

glm::dmat3 rows_to_matrix(const std::vector<double>& r) {  // 9 numbers, row by row
    glm::dmat3 m;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) m[col][row] = r[size_t(row * 3 + col)];
    return m;
}

glm::dmat3 axis_angle(glm::dvec3 axis, double angle) {
    axis = glm::normalize(axis);
    const double c = std::cos(angle), s = std::sin(angle), t = 1 - c;
    const double x = axis.x, y = axis.y, z = axis.z;
    return rows_to_matrix({t * x * x + c, t * x * y - s * z, t * x * z + s * y,  //
                           t * x * y + s * z, t * y * y + c, t * y * z - s * x,  //
                           t * x * z - s * y, t * y * z + s * x, t * z * z + c});
}

/// Eigen's Quaternion(w, x, y, z): w first.
glm::dmat3 quaternion_matrix(double w, double x, double y, double z) {
    const glm::dvec4 q = glm::normalize(glm::dvec4(x, y, z, w));
    x = q.x, y = q.y, z = q.z, w = q.w;
    return rows_to_matrix({1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y),  //
                           2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x),  //
                           2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)});
}

/// The rotation written in `text` (Eigen Quaternion(w, x, y, z), AngleAxis(angle, axis), Drake's
/// RollPitchYaw(r, p, y) and RotationMatrix::MakeX/Y/ZRotation(a)); every match is blanked out
/// of `text` so that its numbers are not read again. False when there is none.
bool take_rotation(std::string& text, glm::dmat3& rotation) {
    const std::string axis = "(?:" + kVector + "|(?:Eigen::|fcl::)?Vector3" + kTemplate +
                             "\\s*::\\s*Unit([XYZ])\\s*\\(\\s*\\))";
    const std::regex quaternion("\\b(?:Eigen::|fcl::)?Quaternion" + kTemplate + "\\s*[({]" + kN + "," + kN + "," +
                                kN + "," + kN + "[)}](?:\\s*\\.\\s*(?:toRotationMatrix|matrix)\\s*\\(\\s*\\))?");
    const std::regex angle_axis("\\b(?:Eigen::|fcl::)?AngleAxis" + kTemplate + "\\s*[({]" + kN + ",\\s*" + axis +
                                "\\s*[)}](?:\\s*\\.\\s*(?:toRotationMatrix|matrix)\\s*\\(\\s*\\))?");
    const std::regex roll_pitch_yaw("\\b(?:drake::math::|math::)?RollPitchYaw" + kTemplate + "\\s*[({]" + kN +
                                    "," + kN + "," + kN + "[)}]");
    const std::regex about_axis("\\b(?:drake::math::|math::)?RotationMatrix" + kTemplate +
                                "\\s*::\\s*Make([XYZ])Rotation\\s*\\(" + kN + "\\)");
    std::smatch m;
    bool found = false;
    glm::dmat3 r(1.0);
    auto blank = [&](const std::smatch& match) {
        text.replace(size_t(match.position(0)), size_t(match.length(0)), size_t(match.length(0)), ' ');
    };
    while (true) {
        if (std::regex_search(text, m, quaternion)) {
            r = r * quaternion_matrix(literal_value(m[1]), literal_value(m[2]), literal_value(m[3]),
                                      literal_value(m[4]));
        } else if (std::regex_search(text, m, angle_axis)) {
            glm::dvec3 a;
            if (m[2].matched)
                a = {literal_value(m[2]), literal_value(m[3]), literal_value(m[4])};
            else
                a = m[5] == "X" ? glm::dvec3(1, 0, 0) : m[5] == "Y" ? glm::dvec3(0, 1, 0) : glm::dvec3(0, 0, 1);
            r = r * axis_angle(a, literal_value(m[1]));
        } else if (std::regex_search(text, m, roll_pitch_yaw)) {
            // Drake: R = Rz(yaw) Ry(pitch) Rx(roll).
            r = r * axis_angle({0, 0, 1}, literal_value(m[3])) * axis_angle({0, 1, 0}, literal_value(m[2])) *
                axis_angle({1, 0, 0}, literal_value(m[1]));
        } else if (std::regex_search(text, m, about_axis)) {
            const glm::dvec3 a = m[1] == "X" ? glm::dvec3(1, 0, 0) : m[1] == "Y" ? glm::dvec3(0, 1, 0) : glm::dvec3(0, 0, 1);
            r = r * axis_angle(a, literal_value(m[2]));
        } else {
            break;
        }
        blank(m);
        found = true;
    }
    if (found) rotation = r;
    return found;
}

/// The numbers of a comma list (`<< 1, 0, 0, ...`), or empty when one item is not a number.
std::vector<double> number_list(const std::string& text) {
    static const std::regex number("^\\s*" + kNumber + "\\s*$");
    std::vector<double> out;
    std::stringstream items(text);
    for (std::string item; std::getline(items, item, ',');) {
        if (!std::regex_match(item, number)) return {};
        out.push_back(literal_value(item));
    }
    return out;
}

/// A pose from a 4x4 (16 numbers) or 3x4 (12 numbers) matrix, row by row.
Pose pose_of_matrix(const std::vector<double>& v, const std::string& source, int line) {
    if (v.size() == 16 && (v[12] != 0 || v[13] != 0 || v[14] != 0 || v[15] != 1))
        fail(source, line, "this 4x4 pose's last row is not 0 0 0 1: not a rigid pose");
    for (double x : v)
        if (!std::isfinite(x)) fail(source, line, "this pose holds a number that is not finite");
    Pose p;
    p.rotation = rows_to_matrix({v[0], v[1], v[2], v[4], v[5], v[6], v[8], v[9], v[10]});
    p.translation = {v[3], v[7], v[11]};
    p.line = line;
    return p;
}

/// A shape's arguments between the parenthesis at `open` and its match; npos when unmatched.
size_t matching_close(const std::string& text, size_t open) {
    int depth = 0;
    for (size_t i = open; i < text.size(); ++i) {
        if (text[i] == '(' || text[i] == '{') ++depth;
        if (text[i] == ')' || text[i] == '}')
            if (--depth == 0) return i;
    }
    return std::string::npos;
}

struct Cut {
    std::string text;
    size_t at;
};

/// The text cut at `;`, each piece with where it starts.
std::vector<Cut> pieces(const std::string& code) {
    std::vector<Cut> out;
    size_t start = 0;
    for (size_t i = 0; i <= code.size(); ++i)
        if (i == code.size() || code[i] == ';') {
            out.push_back({code.substr(start, i - start), start});
            start = i + 1;
        }
    return out;
}

std::vector<FclShape> shapes_in(const std::string& code, const std::string& source) {
    static const std::regex unread(
        R"(\b(Halfspace|Plane|TriangleP|BVHModel|OcTree|HalfSpace|MeshcatCone)(?:\s*<\s*[\w:]+\s*>|[df]\b|\b)\s*\w*\s*[({])");
    std::smatch m;
    if (std::regex_search(code, m, unread))
        fail(source, line_at(code, size_t(m.position(0))),
             m[1].str() + " is not a convex shape GJK Lab reads: give a box, sphere, capsule, "
                          "cylinder, cone, ellipsoid or convex hull");
    static const std::regex maker(
        R"(\b(?:fcl::|geometry::|drake::geometry::)?(Box|Sphere|Capsule|Cylinder|Cone|Ellipsoid|Convex)(?:\s*<\s*[\w:]+\s*>+|[df]\b|\b)\s*(?:[A-Za-z_]\w*\s*)?\()");
    std::vector<FclShape> out;
    const auto cuts = pieces(code);
    for (std::sregex_iterator it(code.begin(), code.end(), maker), end; it != end; ++it) {
        const size_t at = size_t(it->position(0));
        const size_t open = at + size_t(it->length(0)) - 1;
        const size_t close = matching_close(code, open);
        const int line = line_at(code, at);
        if (close == std::string::npos) fail(source, line, "this shape's parenthesis is never closed");
        const std::string kind = (*it)[1];
        const std::string args = code.substr(open + 1, close - open - 1);
        FclShape s;
        s.at = at;
        s.line = line;
        if (kind == "Convex") {
            const auto points = tuples(args, std::regex(kVector));
            if (points.size() < 4)
                fail(source, line,
                     "a Convex needs its vertices written as Vector3<double>(x, y, z) (found " +
                         std::to_string(points.size()) + "): give them, not a file or a variable");
            json list = json::array();
            for (const auto& p : points) list.push_back(point_json(p));
            s.shape = {{"type", "polytope"}, {"points", list}};
        } else {
            const std::vector<double> v = number_list(args);
            const size_t want = kind == "Sphere" ? 1 : kind == "Box" || kind == "Ellipsoid" ? 3 : 2;
            if (v.size() != want)
                fail(source, line,
                     kind + " takes " + std::to_string(want) + " number" + (want == 1 ? "" : "s") +
                         " here: give them as numbers (\"" + excerpt(code.substr(at, close - at + 1)) + "\")");
            if (kind == "Box") {  // FCL and Drake give full side lengths
                s.shape = {{"type", "box"}, {"half_extents", {v[0] / 2, v[1] / 2, v[2] / 2}}};
            } else if (kind == "Sphere") {
                s.shape = {{"type", "sphere"}, {"radius", v[0]}};
            } else if (kind == "Ellipsoid") {
                s.shape = {{"type", "ellipsoid"}, {"radii", {v[0], v[1], v[2]}}};
            } else if (kind == "Capsule") {  // (radius, length) along z
                s.shape = {{"type", "capsule"},
                           {"a", {0.0, 0.0, -v[1] / 2}},
                           {"b", {0.0, 0.0, v[1] / 2}},
                           {"radius", v[0]}};
            } else {  // Cylinder, Cone: (radius, length) along z; the cone's apex at +z
                s.shape = {{"type", kind == "Cone" ? "cone" : "cylinder"},
                           {"half_height", v[1] / 2},
                           {"radius", v[0]}};
                s.along_z = true;
            }
        }
        // The variable the statement declares, when this is its first shape.
        for (const Cut& c : cuts)
            if (c.at <= at && at < c.at + c.text.size()) {
                const bool first = std::none_of(out.begin(), out.end(), [&](const FclShape& o) {
                    return o.at >= c.at && o.at < at;
                });
                if (first) s.name = declared_name(c.text);
            }
        out.push_back(std::move(s));
    }
    return out;
}

/// Poses printed by Eigen (a dump): a line holding only a name, then 3 or 4 lines of 4 numbers.
void printed_poses(const std::string& code, const std::string& source, std::map<std::string, Pose>& poses,
                   std::vector<std::pair<std::string, Pose>>& unnamed) {
    static const std::regex label(R"(^\s*([A-Za-z_]\w*)\s*:?\s*$)");
    static const std::regex row("^\\s*(" + kNumber + ")\\s+(" + kNumber + ")\\s+(" + kNumber + ")\\s+(" +
                                kNumber + ")\\s*$");
    std::vector<std::string> lines;
    std::vector<size_t> starts;
    size_t start = 0;
    for (size_t i = 0; i <= code.size(); ++i)
        if (i == code.size() || code[i] == '\n') {
            lines.push_back(code.substr(start, i - start));
            starts.push_back(start);
            start = i + 1;
        }
    for (size_t i = 0; i < lines.size(); ++i) {
        std::smatch name, r;
        const bool labelled = std::regex_match(lines[i], name, label);
        const size_t first = labelled ? i + 1 : i;
        std::vector<double> v;
        size_t k = first;
        for (; k < lines.size() && k < first + 4 && std::regex_match(lines[k], r, row); ++k)
            for (int c = 1; c <= 4; ++c) v.push_back(literal_value(r[c]));
        if (v.size() < 12) continue;
        if (v.size() == 12 || v.size() == 16) {
            Pose p = pose_of_matrix(v, source, int(first) + 1);
            p.printed = true;
            p.at = starts[first];
            if (labelled)
                poses[name[1]] = p;
            else
                unnamed.push_back({"", p});
        }
        i = k - 1;
    }
}

/// Poses written in code: declarations (Transform3d X = Transform3d::Identity(), Drake's
/// RigidTransformd X(rotation, Vector3d(...))) and assignments (X.matrix() << 16 numbers,
/// X.translation() = ..., X.linear() = ...). Anything else about a known pose is refused.
void coded_poses(const std::string& code, const std::string& source, std::map<std::string, Pose>& poses) {
    static const std::regex declaration(
        R"(^\s*(?:static\s+)?(?:const\s+)?(?:fcl::|Eigen::|drake::math::|math::)?(Transform3|Isometry3|RigidTransform)(?:\s*<\s*[\w:]+\s*>|[df]\b|\b)\s*([A-Za-z_]\w*)\s*([\s\S]*)$)");
    static const std::regex member(R"(^\s*([A-Za-z_]\w*)\s*\.\s*(matrix|translation|linear|rotation|setIdentity)\s*\(\s*\)\s*([\s\S]*)$)");
    // Any other statement that changes a known pose (X = ..., X.rotate(...), X *= ...).
    static const std::regex changes(R"(^\s*([A-Za-z_]\w*)\s*(?:\.|->|\*=|=[^=]))");
    static const std::regex translation("\\b(?:Eigen::|fcl::)?Translation3" + kTemplate + "\\s*[({]" + kN + "," + kN +
                                        "," + kN + "[)}]");
    static const std::regex vector(kVector);
    static const std::regex token("(" + kNumber + ")|([A-Za-z_]\\w*)");  // a number or a word
    static const std::set<std::string> plain = {
        "Transform3", "Transform3d", "Transform3f", "Isometry3", "Isometry3d", "Isometry3f", "Identity",
        "fcl", "Eigen", "drake", "math", "double", "float", "S", "RigidTransform", "RigidTransformd",
        "RotationMatrix", "RotationMatrixd", "Translation3", "Translation3d", "Translation3f", "Vector3",
        "Vector3d", "Vector3f", "toRotationMatrix", "matrix", "setIdentity"};
    for (const Cut& c : pieces(code)) {
        std::smatch m;
        std::string name, what, rest;
        bool declared = false;
        if (std::regex_match(c.text, m, declaration)) {
            name = m[2], rest = m[3], declared = true;
            what = m[1];
        } else if (std::regex_match(c.text, m, member) && poses.count(m[1])) {
            name = m[1], what = m[2], rest = m[3];
        } else if (std::regex_search(c.text, m, changes) && poses.count(m[1])) {
            fail(source, line_at(code, c.at + size_t(m.position(1))),
                 "cannot read this change of the pose " + m[1].str() + ": give its numbers as " +
                     m[1].str() + ".matrix() << the 16 numbers of the 4x4 matrix (\"" + excerpt(c.text) + "\")");
        } else {
            continue;
        }
        const int line = line_at(code, c.at + c.text.find_first_not_of(" \t\r\n"));
        auto refuse = [&] {
            fail(source, line,
                 "cannot read the pose " + name + " here: give its numbers as " + name +
                     ".matrix() << the 16 numbers of the 4x4 matrix (\"" + excerpt(c.text) + "\")");
        };
        Pose& pose = poses[name];
        if (declared) pose = Pose{}, pose.line = line, pose.at = c.at;
        if (!declared && what == "matrix") {
            const size_t shift = rest.find("<<");
            const std::vector<double> v = shift == std::string::npos ? std::vector<double>{} : number_list(rest.substr(shift + 2));
            if (v.size() != 16 && v.size() != 12) refuse();
            const size_t keep = pose.at;
            pose = pose_of_matrix(v, source, line);
            pose.at = keep;
            continue;
        }
        if (!declared && what == "setIdentity") {
            pose.rotation = glm::dmat3(1.0), pose.translation = glm::dvec3(0.0);
            continue;
        }
        std::string text = rest;
        if (!declared && (what == "linear" || what == "rotation")) {
            const size_t shift = text.find("<<");
            if (shift != std::string::npos) {
                const std::vector<double> v = number_list(text.substr(shift + 2));
                if (v.size() != 9) refuse();
                pose.rotation = rows_to_matrix(v);
                continue;
            }
            glm::dmat3 r;
            if (!take_rotation(text, r)) refuse();
            pose.rotation = r;
        } else if (!declared && what == "translation") {
            const size_t shift = text.find("<<");
            std::vector<double> v;
            if (shift != std::string::npos) {
                v = number_list(text.substr(shift + 2));
                text.clear();
            } else if (std::smatch t; std::regex_search(text, t, vector)) {
                v = {literal_value(t[1]), literal_value(t[2]), literal_value(t[3])};
                text = t.prefix().str() + t.suffix().str();
            }
            if (v.size() != 3) refuse();
            pose.translation = {v[0], v[1], v[2]};
        } else {  // a declaration: rotation and translation as its initialiser writes them
            glm::dmat3 r;
            if (take_rotation(text, r)) pose.rotation = r;
            std::smatch t;
            if (std::regex_search(text, t, translation) ||
                (what == "RigidTransform" && std::regex_search(text, t, vector))) {
                pose.translation = {literal_value(t[1]), literal_value(t[2]), literal_value(t[3])};
                text = t.prefix().str() + t.suffix().str();
            }
        }
        // What is left may only be the type's words: a variable or a call would change the pose.
        for (std::sregex_iterator w(text.begin(), text.end(), token), end; w != end; ++w)
            if ((*w)[2].matched && !plain.count((*w)[2].str()) && (*w)[2].str() != name) refuse();
    }
}

/// The rotation of a placed shape as a scene's {"matrix": rows}.
json matrix_json(const glm::dmat3& r) {
    json rows = json::array();
    for (int row = 0; row < 3; ++row) rows.push_back({r[0][row], r[1][row], r[2][row]});
    return {{"matrix", rows}};
}

}  // namespace

bool looks_like_fcl(const std::string& code) {
    static const std::regex fcl(
        R"(\b(Box|Sphere|Capsule|Cylinder|Cone|Ellipsoid|Convex)\s*<\s*(double|float|S)\s*>|\bShape 1:|\b(Transform3|Isometry3)(<\w+>|[df])?\b|\bRigidTransform[df]?\b|\bfcl::)");
    return std::regex_search(code, fcl);
}

std::vector<json> fcl_shapes(const std::string& text, const std::string& source, std::string& note) {
    const std::string code = without_comments(text);
    std::vector<FclShape> shapes = shapes_in(code, source);
    std::map<std::string, Pose> poses;
    std::vector<std::pair<std::string, Pose>> unnamed;
    printed_poses(code, source, poses, unnamed);
    coded_poses(code, source, poses);

    auto place_with = [&](FclShape& s, Pose& p) {
        if (s.placed_by >= 0) return;
        s.pose = p;
        s.placed_by = p.line;
        p.used = true;
    };
    // A call naming a shape and then a pose: shapeDistance(s1, X1, s2, X2), CollisionObject(g, X).
    for (const Cut& c : pieces(code)) {
        std::vector<std::pair<size_t, int>> shape_names;  // (where, shape)
        std::vector<std::pair<size_t, std::string>> pose_names;
        for (size_t i = 0; i < shapes.size(); ++i) {
            if (shapes[i].name.empty() || (shapes[i].at >= c.at && shapes[i].at < c.at + c.text.size())) continue;
            std::smatch m;
            if (std::regex_search(c.text, m, std::regex("\\b" + shapes[i].name + "\\b")))
                shape_names.push_back({size_t(m.position(0)), int(i)});
        }
        if (shape_names.empty()) continue;
        for (const auto& entry : poses) {
            const std::regex w("\\b" + entry.first + "\\b");
            for (std::sregex_iterator x(c.text.begin(), c.text.end(), w), end; x != end; ++x)
                pose_names.push_back({size_t(x->position(0)), entry.first});
        }
        std::sort(shape_names.begin(), shape_names.end());
        std::sort(pose_names.begin(), pose_names.end());
        for (const auto& [at, pose_name] : pose_names) {
            int shape = -1;
            for (const auto& [where, index] : shape_names)
                if (where < at) shape = index;
            if (shape >= 0) place_with(shapes[size_t(shape)], poses[pose_name]);
        }
    }
    // A printed pose no call names places the shape printed last before it.
    std::vector<Pose*> printed;
    for (auto& entry : poses)
        if (entry.second.printed && !entry.second.used) printed.push_back(&entry.second);
    for (auto& entry : unnamed) printed.push_back(&entry.second);
    std::sort(printed.begin(), printed.end(), [](const Pose* a, const Pose* b) { return a->at < b->at; });
    for (Pose* p : printed) {
        FclShape* before = nullptr;
        for (FclShape& s : shapes)
            if (s.at < p->at) before = &s;
        if (before != nullptr && before->placed_by < 0) place_with(*before, *p);
    }
    for (const auto& [name, p] : poses)
        if (!p.used)
            fail(source, p.line,
                 "cannot tell which shape the pose " + name +
                     " places: name the shape and then the pose in one call, as in "
                     "shapeDistance(s1, X1, s2, X2) or CollisionObject(shape, X)");

    std::vector<json> out;
    bool turned = false, boxes = false;
    for (FclShape& s : shapes) {
        // A cylinder or cone stands along the scene's y: turned by +90 degrees about x first,
        // which takes y to z exactly.
        glm::dmat3 r = s.pose.rotation;
        if (s.along_z) {
            r = r * rows_to_matrix({1, 0, 0, 0, 0, -1, 0, 1, 0});
            turned = true;
        }
        boxes |= s.shape["type"] == "box";
        json shape = s.shape;
        if (s.placed_by >= 0 || s.along_z) {
            shape["position"] = {s.pose.translation.x, s.pose.translation.y, s.pose.translation.z};
            shape["rotation"] = matrix_json(r);
        }
        out.push_back(shape);
    }
    std::string what;
    if (boxes) what += "FCL boxes give full side lengths: the scene's half extents are half of them.";
    if (turned)
        what += std::string(what.empty() ? "" : " ") +
                "FCL cylinders and cones stand along z, the scene's along y: each is turned by +90 "
                "degrees about x before its pose (its matrix is pose x that turn).";
    // FCL in single precision: the numbers are kept, the scene runs in double (closer to the
    // exact answer); the note says how to see what float makes of it.
    if (std::regex_search(code, std::regex(R"(<\s*float\s*>|\b(Transform3f|Isometry3f|RigidTransformf|Vector3f|Matrix3f)\b)")))
        what += std::string(what.empty() ? "" : " ") +
                "The dump is in float; the scene runs in double: query --precision both (or P in "
                "the window) shows the float run beside it, or set settings.precision to float.";
    if (!what.empty()) note += (note.empty() ? "" : " ") + what;
    return out;
}

}  // namespace gjklab::import_text
