#include "scene/motion.h"

#include "scene/reader.h"
#include "scene/scene.h"

#include <algorithm>
#include <cmath>

namespace gjklab {

namespace {

constexpr double kRadiansPerDegree = M_PI / 180;

bool is_3d(const SceneShape& s) {
    return std::holds_alternative<Entry3>(s.entry);
}

/// The angle in (-180, 180] that turns `from` onto `to` the short way.
double shortest_turn_deg(double from, double to) {
    double d = std::fmod(to - from, 360.0);
    if (d > 180) d -= 360;
    if (d <= -180) d += 360;
    return d;
}

/// The rotation vector (unit axis times angle in [0, pi]) of a rotation matrix: the short way
/// round. Through the unit quaternion q with q.w >= 0: angle = 2 atan2(|q.xyz|, q.w).
glm::dvec3 rotation_vector(const glm::dmat3& m) {
    glm::dvec4 q = quaternion_of(m);
    if (q.w < 0) q = -q;
    const double x = q.x, y = q.y, z = q.z, w = q.w;
    const double len = std::sqrt(x * x + y * y + z * z);
    if (!(len > 0)) return {0, 0, 0};
    const double angle = 2 * std::atan2(len, w);
    return glm::dvec3(x, y, z) * (angle / len);
}

/// The path's segment holding t: keyframes k and k + 1 and the fraction u of the way (k = -1
/// or the last index: before the first or after the last keyframe, holding it).
struct PathPlace {
    int k = 0;
    double u = 0;
    bool inside = false;
};

PathPlace place_on(const std::vector<Keyframe>& path, double t) {
    if (t <= path.front().t) return {0, 0, false};
    if (t >= path.back().t) return {int(path.size()) - 1, 0, false};
    size_t k = 0;
    while (k + 1 < path.size() && path[k + 1].t <= t) ++k;
    const double span = path[k + 1].t - path[k].t;
    return {int(k), (t - path[k].t) / span, true};
}

void set_pose2(Entry2& e, const ShapeMotion& m, const Entry2& start, double t) {
    if (m.path.empty()) {
        e.position = start.position + glm::dvec2(m.velocity) * t;
        if (m.angular_velocity_deg.z != 0 && t != 0) {
            e.rotation_cos_sin.reset();
            e.rotation_deg = start.rotation_deg + m.angular_velocity_deg.z * t;
        }
        return;
    }
    const PathPlace p = place_on(m.path, t);
    const Keyframe& k0 = m.path[size_t(p.k)];
    if (!p.inside || p.u == 0) {
        e.position = glm::dvec2(k0.position);
        e.rotation_deg = keyframe_angle_deg(k0);
        e.rotation_cos_sin = k0.cos_sin;
        return;
    }
    const Keyframe& k1 = m.path[size_t(p.k) + 1];
    const double a0 = keyframe_angle_deg(k0);
    e.position = glm::dvec2(k0.position + (k1.position - k0.position) * p.u);
    e.rotation_deg = a0 + shortest_turn_deg(a0, keyframe_angle_deg(k1)) * p.u;
    e.rotation_cos_sin.reset();
}

void set_pose3(Entry3& e, const ShapeMotion& m, const Entry3& start, double t,
               const gjk::Transform3<double>& start_xf) {
    if (m.path.empty()) {
        e.position = start.position + m.velocity * t;
        if (m.angular_velocity_deg != glm::dvec3(0) && t != 0) {
            const glm::dmat3 r =
                gjk::Sweep3<double>::rotation(m.angular_velocity_deg * kRadiansPerDegree, t) *
                start_xf.r;
            e.rotation_matrix = r;
            e.rotation_deg = rotation3_deg_of(r);
        }
        return;
    }
    const PathPlace p = place_on(m.path, t);
    const Keyframe& k0 = m.path[size_t(p.k)];
    if (!p.inside || p.u == 0) {
        e.position = k0.position;
        e.rotation_deg = k0.rotation_deg;
        e.rotation_matrix = k0.rotation_matrix;
        return;
    }
    const Keyframe& k1 = m.path[size_t(p.k) + 1];
    const glm::dmat3 r0 = keyframe_matrix(k0);
    const glm::dvec3 turn = rotation_vector(keyframe_matrix(k1) * glm::transpose(r0));
    const glm::dmat3 r = gjk::Sweep3<double>::rotation(turn, p.u) * r0;
    e.position = k0.position + (k1.position - k0.position) * p.u;
    e.rotation_matrix = r;
    e.rotation_deg = rotation3_deg_of(r);
}

/// The velocities of a shape over [t0, t1], inside one piece of its motion.
void velocities_of(const SceneShape& s, double t0, double t1, glm::dvec3& v, glm::dvec3& w_rad) {
    const ShapeMotion& m = s.motion;
    v = m.velocity;
    w_rad = m.angular_velocity_deg * kRadiansPerDegree;
    if (m.path.empty()) return;
    v = w_rad = glm::dvec3(0);
    const PathPlace p = place_on(m.path, 0.5 * (t0 + t1));
    if (!p.inside) return;
    const Keyframe& k0 = m.path[size_t(p.k)];
    const Keyframe& k1 = m.path[size_t(p.k) + 1];
    const double span = k1.t - k0.t;
    v = (k1.position - k0.position) / span;
    if (is_3d(s)) {
        w_rad = rotation_vector(keyframe_matrix(k1) * glm::transpose(keyframe_matrix(k0))) / span;
    } else {
        const double a0 = keyframe_angle_deg(k0);
        w_rad = {0, 0, shortest_turn_deg(a0, keyframe_angle_deg(k1)) * kRadiansPerDegree / span};
    }
}

}  // namespace

glm::dmat3 keyframe_matrix(const Keyframe& k) {
    if (k.rotation_matrix) return *k.rotation_matrix;
    return gjk::Transform3<double>::from_euler_deg({0, 0, 0}, k.rotation_deg).r;
}

double keyframe_angle_deg(const Keyframe& k) {
    return k.cos_sin ? std::atan2(k.cos_sin->y, k.cos_sin->x) / kRadiansPerDegree : k.angle_deg;
}

void parse_motion(const Reader& r, SceneShape& shape) {
    const bool three = is_3d(shape);
    ShapeMotion& m = shape.motion;
    if (r.has("velocity")) {
        m.velocity = three ? r.vec3("velocity") : glm::dvec3(r.vec2("velocity"), 0);
    }
    if (r.has("angular_velocity_deg")) {
        if (three)
            m.angular_velocity_deg = r.vec3("angular_velocity_deg");
        else
            m.angular_velocity_deg.z = r.number("angular_velocity_deg");
    }
    if (!r.has("path")) return;
    if (r.has("velocity") || r.has("angular_velocity_deg"))
        r.fail("path", "give a path or a velocity and angular_velocity_deg, not both");
    for (const char* pose : {"position", "rotation", "rotation_deg"})
        if (r.has(pose))
            r.fail(pose, "a shape with a path takes its pose from the path's keyframes; remove " +
                             std::string(pose));
    const json& path = r.at("path");
    if (!path.is_array() || path.empty())
        r.fail("path", "must be an array of keyframes {\"t\", \"position\", \"rotation_deg\"}");
    for (size_t i = 0; i < path.size(); ++i) {
        Reader k =
            object_reader(path[i], r.where() + ".path[" + std::to_string(i) + "]", r.source());
        k.allow_only({"t", "position", "rotation_deg", "rotation"}, "a keyframe");
        Keyframe f;
        f.t = k.number("t");
        if (f.t < 0) k.fail("t", "must not be negative, got " + k.at("t").dump());
        if (!m.path.empty() && !(f.t > m.path.back().t))
            k.fail("t", "must be later than the keyframe before (t = " + path[i - 1]["t"].dump() +
                            "), got " + k.at("t").dump());
        if (k.has("rotation") && k.has("rotation_deg"))
            k.fail("rotation", "give rotation or rotation_deg, not both");
        if (three) {
            f.position = k.vec3("position");
            f.rotation_deg = k.vec3_or("rotation_deg", {0, 0, 0});
            if (k.has("rotation")) {
                f.rotation_matrix = rotation_of(k);
                f.rotation_deg = rotation3_deg_of(*f.rotation_matrix);
            }
        } else {
            f.position = glm::dvec3(k.vec2("position"), 0);
            f.angle_deg = k.number_or("rotation_deg", 0);
            if (k.has("rotation")) {
                const glm::dvec2 cs = cos_sin_of(k);
                f.cos_sin = cs;
                f.angle_deg = std::atan2(cs.y, cs.x) / kRadiansPerDegree;
            }
        }
        m.path.push_back(f);
    }
    // The pose the frozen views show: the path's at time 0.
    if (three) {
        const Entry3 start = shape.entry3();
        set_pose3(shape.entry3(), m, start, 0, {});
    } else {
        const Entry2 start = shape.entry2();
        set_pose2(shape.entry2(), m, start, 0);
    }
}

void parse_time(const Reader& r, Scene& scene) {
    r.allow_only({"duration", "target"}, "the time object");
    TimeSettings& t = scene.time;
    t.set = true;
    t.duration = r.number("duration");
    if (!(t.duration > 0)) r.fail("duration", "must be positive, got " + r.at("duration").dump());
    if (r.has("target")) {
        t.target = r.number("target");
        if (!(t.target > 0)) r.fail("target", "must be positive, got " + r.at("target").dump());
    }
}

void default_duration(Scene& scene) {
    if (scene.time.set) return;
    double last = 0;
    for (const SceneShape& s : scene.shapes)
        if (!s.motion.path.empty()) last = std::max(last, s.motion.path.back().t);
    scene.time.duration = last > 0 ? last : 1;
}

bool scene_moves(const Scene& scene) {
    return std::any_of(scene.shapes.begin(), scene.shapes.end(),
                       [](const SceneShape& s) { return s.motion.moves(); });
}

Scene scene_at(const Scene& scene, double t) {
    Scene moved = scene;
    for (size_t i = 0; i < scene.shapes.size(); ++i) {
        const SceneShape& s = scene.shapes[i];
        if (!s.motion.moves()) continue;
        if (is_3d(s))
            set_pose3(moved.shapes[i].entry3(), s.motion, s.entry3(), t, transform3_of(s));
        else
            set_pose2(moved.shapes[i].entry2(), s.motion, s.entry2(), t);
    }
    return moved;
}

std::vector<double> motion_breaks(const Scene& scene) {
    const double end = scene.time.duration;
    std::vector<double> times{0, end};
    for (const std::string& name : {scene.query_a, scene.query_b})
        for (const Keyframe& k : scene.shapes[size_t(scene.index_of(name))].motion.path)
            if (k.t > 0 && k.t < end) times.push_back(k.t);
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    return times;
}

gjk::Sweep2<double> sweep2_of(const SceneShape& s, double t0, double t1) {
    SceneShape at = s;
    set_pose2(at.entry2(), s.motion, s.entry2(), t0);
    glm::dvec3 v, w;
    velocities_of(s, t0, t1, v, w);
    return {transform2_of(at), glm::dvec2(v), w.z};
}

gjk::Sweep3<double> sweep3_of(const SceneShape& s, double t0, double t1) {
    SceneShape at = s;
    set_pose3(at.entry3(), s.motion, s.entry3(), t0, transform3_of(s));
    glm::dvec3 v, w;
    velocities_of(s, t0, t1, v, w);
    return {transform3_of(at), v, w};
}

double contact_target(const Scene& scene) {
    if (scene.time.target > 0) return scene.time.target;
    double size = 0;
    for (const std::string& name : {scene.query_a, scene.query_b}) {
        const SceneShape& s = scene.shapes[size_t(scene.index_of(name))];
        size = std::max(size, is_3d(s) ? gjk::reach(gjk::make_core3<double>(s.entry3().shape))
                                       : gjk::reach(gjk::make_core<double>(s.entry2().shape)));
    }
    return 1e-4 * (size > 0 ? size : 1);
}

void motion_to_json(const SceneShape& s, nlohmann::ordered_json& o) {
    const ShapeMotion& m = s.motion;
    const bool three = is_3d(s);
    auto vec = [&](const glm::dvec3& v) {
        return three ? nlohmann::ordered_json::array({v.x, v.y, v.z})
                     : nlohmann::ordered_json::array({v.x, v.y});
    };
    if (m.path.empty()) {
        if (m.velocity != glm::dvec3(0)) o["velocity"] = vec(m.velocity);
        if (m.angular_velocity_deg != glm::dvec3(0)) {
            if (three)
                o["angular_velocity_deg"] = vec(m.angular_velocity_deg);
            else
                o["angular_velocity_deg"] = m.angular_velocity_deg.z;
        }
        return;
    }
    o.erase("position");
    o.erase("rotation");
    o.erase("rotation_deg");
    auto path = nlohmann::ordered_json::array();
    for (const Keyframe& k : m.path) {
        nlohmann::ordered_json f;
        f["t"] = k.t;
        f["position"] = vec(k.position);
        if (three) {
            if (const auto& r = k.rotation_matrix)
                f["rotation"] = {{"matrix",
                                  {vec({(*r)[0][0], (*r)[1][0], (*r)[2][0]}),
                                   vec({(*r)[0][1], (*r)[1][1], (*r)[2][1]}),
                                   vec({(*r)[0][2], (*r)[1][2], (*r)[2][2]})}}};
            else
                f["rotation_deg"] = vec(k.rotation_deg);
        } else if (k.cos_sin) {
            f["rotation"] = {{"cos", k.cos_sin->x}, {"sin", k.cos_sin->y}};
        } else {
            f["rotation_deg"] = k.angle_deg;
        }
        path.push_back(f);
    }
    o["path"] = path;
}

}  // namespace gjklab
