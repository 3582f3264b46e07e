// Reading scene JSON with errors that name the file, the key and the problem, and that reject
// unknown keys (typos must not pass silently). Shared by the 2D and 3D shape parsers.
#pragma once

#include <cmath>
#include <glm/vec3.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

using nlohmann::json;

/// Reads one JSON object, remembering where it is for error messages, and rejecting unknown
/// keys so that typos never pass silently.
class Reader {
  public:
    Reader(const json& j, std::string where, std::string source)
        : j_(j), where_(std::move(where)), source_(std::move(source)) {}

    [[noreturn]] void fail(const std::string& key, const std::string& what) const {
        std::string path = where_;
        if (!key.empty()) path += path.empty() ? key : "." + key;
        throw InputError(source_ + ": " + (path.empty() ? "" : path + ": ") + what);
    }

    /// Fails on the first key not in `keys`; `what` names the object in the message.
    void allow_only(const std::vector<const char*>& keys, const std::string& what = "") const {
        for (auto it = j_.begin(); it != j_.end(); ++it) {
            bool known = false;
            for (const char* k : keys) known |= it.key() == k;
            if (known) continue;
            std::string list;
            for (const char* k : keys) list += std::string(list.empty() ? "" : ", ") + k;
            fail(it.key(), "unknown key" + (what.empty() ? "" : " for " + what) +
                               " (expected one of: " + list + ")");
        }
    }

    bool has(const char* key) const { return j_.contains(key); }
    const json& at(const char* key) const { return j_.at(key); }

    double number(const char* key) const {
        const json& v = require(key);
        if (!v.is_number()) fail(key, "must be a number, got " + describe(v));
        double x = v.get<double>();
        if (!std::isfinite(x)) fail(key, "must be finite, got " + v.dump());
        return x;
    }
    double number_or(const char* key, double fallback) const {
        return has(key) ? number(key) : fallback;
    }
    int integer(const char* key) const {
        const json& v = require(key);
        if (!v.is_number_integer()) fail(key, "must be a whole number, got " + describe(v));
        auto x = v.get<long long>();
        if (x < -1000000000LL || x > 1000000000LL) fail(key, "is out of range: " + v.dump());
        return int(x);
    }
    std::string string(const char* key) const {
        const json& v = require(key);
        if (!v.is_string()) fail(key, "must be a string, got " + describe(v));
        return v.get<std::string>();
    }
    std::string string_or(const char* key, const std::string& fallback) const {
        return has(key) ? string(key) : fallback;
    }
    bool boolean_or(const char* key, bool fallback) const {
        if (!has(key)) return fallback;
        const json& v = j_.at(key);
        if (!v.is_boolean()) fail(key, "must be true or false, got " + describe(v));
        return v.get<bool>();
    }
    glm::dvec2 vec2(const char* key) const { return vec2_of(require(key), key); }
    glm::dvec2 vec2_or(const char* key, glm::dvec2 fallback) const {
        return has(key) ? vec2(key) : fallback;
    }
    glm::dvec2 vec2_of(const json& v, const std::string& key) const {
        if (!v.is_array()) fail(key, "must be an array of 2 numbers, got " + describe(v));
        if (v.size() != 2)
            fail(key, "must have 2 numbers (a 2D vector), got " + std::to_string(v.size()));
        glm::dvec2 r;
        for (int i = 0; i < 2; ++i) {
            if (!v[i].is_number()) fail(key, "must hold numbers, got " + describe(v[i]));
            r[i] = v[i].get<double>();
            if (!std::isfinite(r[i])) fail(key, "must hold finite numbers, got " + v[i].dump());
        }
        return r;
    }
    glm::dvec3 vec3(const char* key) const { return vec3_of(require(key), key); }
    glm::dvec3 vec3_or(const char* key, glm::dvec3 fallback) const {
        return has(key) ? vec3(key) : fallback;
    }
    glm::dvec3 vec3_of(const json& v, const std::string& key) const {
        if (!v.is_array()) fail(key, "must be an array of 3 numbers, got " + describe(v));
        if (v.size() != 3)
            fail(key, "must have 3 numbers (a 3D vector), got " + std::to_string(v.size()));
        glm::dvec3 r;
        for (int i = 0; i < 3; ++i) {
            if (!v[i].is_number()) fail(key, "must hold numbers, got " + describe(v[i]));
            r[i] = v[i].get<double>();
            if (!std::isfinite(r[i])) fail(key, "must hold finite numbers, got " + v[i].dump());
        }
        return r;
    }
    const json& require(const char* key) const {
        if (!j_.contains(key)) fail(key, "is missing");
        return j_.at(key);
    }
    const std::string& where() const { return where_; }
    const std::string& source() const { return source_; }

    /// The value's type and a short excerpt: never the whole of a large value.
    static std::string describe(const json& v) {
        if (v.is_array() || v.is_object())
            return std::string(v.type_name()) + " of " + std::to_string(v.size()) +
                   (v.is_array() ? " elements" : " keys");
        std::string d = v.dump();
        if (d.size() > 40) d = d.substr(0, 37) + "...";
        return std::string(v.type_name()) + " " + d;
    }

  private:
    const json& j_;
    std::string where_;
    std::string source_;
};

inline Reader object_reader(const json& j, const std::string& where, const std::string& source) {
    if (!j.is_object()) {
        throw InputError(source + ": " + (where.empty() ? "the scene" : where) +
                         " must be a JSON object, got " + Reader::describe(j));
    }
    return Reader(j, where, source);
}

bool valid_color(const std::string& c);
void require_positive(const Reader& r, const char* key, double x);

/// A shape's `velocity`, `angular_velocity_deg` and `path` (motion.cpp); with a path, the
/// shape's pose is set to the path's at time 0.
void parse_motion(const Reader& r, SceneShape& shape);
/// The scene's `time` object; and the duration of a scene without one (the last keyframe's time,
/// else 1).
void parse_time(const Reader& r, Scene& scene);
void default_duration(Scene& scene);
/// Writes a shape's motion keys into its JSON object (a path replaces the pose keys).
void motion_to_json(const SceneShape& s, nlohmann::ordered_json& o);
/// A 2D `rotation` object {"cos", "sin"}, checked to be a rotation (scene.cpp).
glm::dvec2 cos_sin_of(const Reader& r);
/// A 3D `rotation` object: a unit quaternion [x, y, z, w] or a matrix by rows (scene3.cpp).
glm::dmat3 rotation_of(const Reader& r);

/// What every shape entry shares: its name (required), its type, and a Reader whose messages
/// name the shape ("shapes[1] (\"B\")").
struct ShapeEntry {
    SceneShape shape;
    Reader r;
    std::string type;
    /// Fails on keys other than the common ones and `extra`; `kind` names the type ("a 3D cone").
    void allow(std::initializer_list<const char*> extra, const std::string& kind) const {
        std::vector<const char*> keys = {
            "name",  "type",  "position", "rotation_deg",         "rotation",
            "color", "label", "velocity", "angular_velocity_deg", "path"};
        keys.insert(keys.end(), extra.begin(), extra.end());
        r.allow_only(keys, kind);
    }
    /// Reads the optional colour and label.
    void finish() {
        shape.color = r.string_or("color", "");
        if (!shape.color.empty() && !valid_color(shape.color))
            r.fail("color", "must look like \"#4e79a7\", got \"" + shape.color + "\"");
        shape.label = r.string_or("label", "");
        parse_motion(r, shape);
    }
};

inline ShapeEntry begin_shape(const json& j, size_t index, const std::string& source) {
    std::string where = "shapes[" + std::to_string(index) + "]";
    Reader pre = object_reader(j, where, source);
    SceneShape s;
    s.name = pre.string("name");
    if (s.name.empty()) pre.fail("name", "must not be empty");
    Reader r(j, where + " (\"" + s.name + "\")", source);
    std::string type = r.string("type");
    return {std::move(s), r, std::move(type)};
}

/// One 3D shape of a scene file (scene3d.cpp).
SceneShape parse_shape3(const json& j, size_t index, const std::string& source);

}  // namespace gjklab
