#include "scene/scene.h"

#include "scene/scale.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "scene/reader.h"

namespace gjklab {

bool valid_color(const std::string& c) {
    if (c.size() != 7 || c[0] != '#') return false;
    for (size_t i = 1; i < 7; ++i)
        if (!std::isxdigit(static_cast<unsigned char>(c[i]))) return false;
    return true;
}

glm::dvec2 cos_sin_of(const Reader& r) {
    Reader rot = object_reader(r.at("rotation"), r.where() + ".rotation", r.source());
    rot.allow_only({"cos", "sin"}, "a 2D rotation");
    const glm::dvec2 cs{rot.number("cos"), rot.number("sin")};
    if (!(std::abs(glm::dot(cs, cs) - 1) <= 1e-6))
        rot.fail("", "cos² + sin² must be 1, got " + std::to_string(glm::dot(cs, cs)));
    return cs;
}

void require_positive(const Reader& r, const char* key, double x) {
    if (!(x > 0)) {
        std::ostringstream s;
        s << "must be positive, got " << x;
        r.fail(key, s.str());
    }
}

namespace {

SceneShape parse_shape(const json& j, size_t index, const std::string& source) {
    ShapeEntry e = begin_shape(j, index, source);
    SceneShape& s = e.shape;
    const Reader& r = e.r;
    const std::string& type = e.type;
    auto allow = [&](std::initializer_list<const char*> extra) { e.allow(extra, "a " + type); };

    if (type == "point") {
        allow({});
        s.entry2().shape = gjk::PointShape{};
    } else if (type == "segment") {
        allow({"a", "b"});
        gjk::SegmentShape seg{r.vec2("a"), r.vec2("b")};
        if (seg.a == seg.b) r.fail("b", "a segment needs two different end points");
        s.entry2().shape = seg;
    } else if (type == "polygon") {
        allow({"vertices", "radius", "hull"});
        const json& vs = r.require("vertices");
        if (!vs.is_array()) r.fail("vertices", "must be an array of [x, y] points");
        for (size_t i = 0; i < vs.size(); ++i)
            s.entry2().source_vertices.push_back(
                r.vec2_of(vs[i], "vertices[" + std::to_string(i) + "]"));
        double radius = r.number_or("radius", 0);
        if (radius < 0) r.fail("radius", "must not be negative, got " + std::to_string(radius));
        s.entry2().hull = r.boolean_or("hull", false);
        gjk::PolygonCheck check =
            gjk::make_polygon(s.entry2().source_vertices, radius, s.entry2().hull);
        if (!check.ok) r.fail("vertices", check.error);
        s.entry2().shape = check.polygon;
    } else if (type == "circle") {
        allow({"radius"});
        gjk::CircleShape c{r.number("radius")};
        require_positive(r, "radius", c.radius);
        s.entry2().shape = c;
    } else if (type == "capsule") {
        allow({"a", "b", "radius"});
        gjk::CapsuleShape c{r.vec2("a"), r.vec2("b"), r.number("radius")};
        require_positive(r, "radius", c.radius);
        s.entry2().shape = c;
    } else if (type == "box") {
        allow({"half_extents"});
        gjk::BoxShape b{r.vec2("half_extents")};
        if (!(b.half_extents.x > 0 && b.half_extents.y > 0))
            r.fail("half_extents", "must both be positive");
        s.entry2().shape = b;
    } else if (type == "ellipse") {
        allow({"radii"});
        gjk::EllipseShape e{r.vec2("radii")};
        if (!(e.radii.x > 0 && e.radii.y > 0)) r.fail("radii", "must both be positive");
        s.entry2().shape = e;
    } else {
        r.fail("type", "unknown shape type \"" + type +
                           "\" (2D types: point, segment, polygon, circle, capsule, box, ellipse)");
    }
    s.entry2().position = r.vec2_or("position", {0, 0});
    s.entry2().rotation_deg = r.number_or("rotation_deg", 0);
    if (r.has("rotation")) {
        if (r.has("rotation_deg")) r.fail("rotation", "give rotation or rotation_deg, not both");
        const glm::dvec2 cs = cos_sin_of(r);
        s.entry2().rotation_cos_sin = cs;
        s.entry2().rotation_deg = std::atan2(cs.y, cs.x) * 180 / M_PI;
    }
    e.finish();
    return s;
}

void parse_settings(const json& j, SceneSettings& s, int dimension, const std::string& source) {
    Reader r = object_reader(j, "settings", source);
    r.allow_only({"precision", "variant", "max_iterations", "epa_max_iterations", "tolerance",
                  "initial_direction"});
    std::string p = r.string_or("precision", "double");
    if (p == "double")
        s.precision = Precision::Double;
    else if (p == "float")
        s.precision = Precision::Float;
    else
        r.fail("precision", "must be \"float\" or \"double\", got \"" + p + "\"");
    std::string v = r.string_or("variant", "distance");
    if (v == "distance")
        s.variant = Variant::Distance;
    else if (v == "boolean")
        s.variant = Variant::Boolean;
    else
        r.fail("variant", "must be \"distance\" or \"boolean\", got \"" + v + "\"");
    auto iterations = [&](const char* key, int& out) {
        if (!r.has(key)) return;
        out = r.integer(key);
        if (out < 1 || out > 100000)
            r.fail(key, "must be between 1 and 100000, got " + std::to_string(out));
    };
    iterations("max_iterations", s.max_iterations);
    iterations("epa_max_iterations", s.epa_max_iterations);
    s.tolerance = r.number_or("tolerance", s.tolerance);
    if (!(s.tolerance > 0 && s.tolerance < 1))
        r.fail("tolerance", "must be between 0 and 1 (exclusive), got " + r.at("tolerance").dump());
    if (r.has("initial_direction") &&
        !(r.at("initial_direction").is_string() && r.at("initial_direction") == "auto")) {
        bool zero;
        if (dimension == 3) {
            s.initial_direction3 = r.vec3("initial_direction");
            zero = s.initial_direction3 == glm::dvec3(0, 0, 0);
        } else {
            s.initial_direction = r.vec2("initial_direction");
            zero = s.initial_direction == glm::dvec2(0, 0);
        }
        if (zero)
            r.fail("initial_direction", "must not be the zero vector (use \"auto\" to aim at B)");
    }
}

void parse_recording(const json& j, RecordingSettings& rec, const std::string& source) {
    Reader r = object_reader(j, "recording", source);
    r.allow_only({"seconds_per_step", "hold_end_seconds", "captions", "introduction", "substeps",
                  "caption_size", "caption_position", "parallax_deg"});
    rec.seconds_per_step = r.number_or("seconds_per_step", rec.seconds_per_step);
    if (!(rec.seconds_per_step > 0 && rec.seconds_per_step <= 60))
        r.fail("seconds_per_step", "must be in (0, 60]");
    rec.hold_end_seconds = r.number_or("hold_end_seconds", rec.hold_end_seconds);
    if (!(rec.hold_end_seconds >= 0 && rec.hold_end_seconds <= 600))
        r.fail("hold_end_seconds", "must be in [0, 600]");
    rec.captions = r.boolean_or("captions", rec.captions);
    rec.introduction = r.boolean_or("introduction", rec.introduction);
    rec.substeps = r.boolean_or("substeps", rec.substeps);
    rec.caption_size = r.number_or("caption_size", rec.caption_size);
    if (!(rec.caption_size >= 8 && rec.caption_size <= 60))
        r.fail("caption_size", "must be in [8, 60] (pixels in a 720-line frame)");
    const std::string position =
        r.string_or("caption_position", rec.captions_at_top ? "top" : "bottom");
    if (position != "top" && position != "bottom")
        r.fail("caption_position", "must be \"top\" or \"bottom\", got \"" + position + "\"");
    rec.captions_at_top = position == "top";
    rec.parallax_deg = r.number_or("parallax_deg", rec.parallax_deg);
    if (!(rec.parallax_deg >= 0 && rec.parallax_deg <= 30))
        r.fail("parallax_deg", "must be in [0, 30] (degrees)");
}

void parse_compare(const json& j, CompareSettings& c, const std::string& source) {
    Reader r = object_reader(j, "compare", source);
    r.allow_only({"grid_cell", "pixel_size", "circles", "draw", "sat_step"});
    if (r.has("sat_step")) {
        const double k = r.number("sat_step");
        if (!(k >= 0 && k <= 1e6 && k == std::floor(k)))
            r.fail("sat_step", "must be a whole number from 0 (the axis that answers) up");
        c.draw.sat_step = int(k);
    }
    if (r.has("circles")) {
        const double n = r.number("circles");
        if (!(n >= 1 && n <= 64 && n == std::floor(n)))
            r.fail("circles", "must be a whole number from 1 to 64");
        c.circles = int(n);
    }
    for (auto [key, value] : {std::pair<const char*, double*>{"grid_cell", &c.grid_cell},
                              {"pixel_size", &c.pixel_size}}) {
        *value = r.number_or(key, *value);
        if (r.has(key) && !(*value > 0 && std::isfinite(*value)))
            r.fail(key, "must be a positive length");
    }
    if (!r.has("draw")) return;
    const json& draw = r.at("draw");
    if (!draw.is_array()) r.fail("draw", "must be a list of layer names");
    for (const json& item : draw) {
        const std::string name = item.is_string() ? item.get<std::string>() : item.dump();
        bool* layer = name == "circles"  ? &c.draw.circles
                      : name == "aabbs"  ? &c.draw.aabbs
                      : name == "obbs"   ? &c.draw.obbs
                      : name == "sat"    ? &c.draw.sat
                      : name == "grid"   ? &c.draw.grid
                      : name == "pixels" ? &c.draw.pixels
                      : name == "mpr"    ? &c.draw.mpr
                                         : nullptr;
        if (!layer)
            r.fail("draw",
                   "unknown layer \"" + name + "\" (circles, aabbs, obbs, sat, grid, pixels, mpr)");
        *layer = true;
    }
}

/// `view.camera`: 2D {"world": {"center", "zoom"}, "minkowski": {...}}; 3D {"yaw", "pitch",
/// "distance"}.
void parse_camera(const json& j, DisplaySettings& d, int dimension, const std::string& source) {
    Reader c = object_reader(j, "view.camera", source);
    if (dimension == 3) {
        c.allow_only({"yaw", "pitch", "distance"});
        Camera3Setting& cam = d.camera3;
        cam.set = true;
        cam.yaw_deg = c.number_or("yaw", cam.yaw_deg);
        cam.pitch_deg = c.number_or("pitch", cam.pitch_deg);
        if (!(cam.pitch_deg >= -89 && cam.pitch_deg <= 89)) c.fail("pitch", "must be in [-89, 89]");
        cam.distance = c.number_or("distance", 0);
        if (!(cam.distance >= 0 && cam.distance < 1e12)) c.fail("distance", "must be 0 or more");
        return;
    }
    c.allow_only({"world", "minkowski"});
    for (const char* key : {"world", "minkowski"}) {
        if (!c.has(key)) continue;
        Reader v = object_reader(c.at(key), std::string("view.camera.") + key, source);
        v.allow_only({"center", "zoom"});
        Camera2Setting& cam = std::string(key) == "world" ? d.world : d.minkowski;
        cam.set = true;
        cam.center = v.vec2("center");
        cam.zoom = v.number("zoom");
        if (!(cam.zoom > 1e-9 && cam.zoom < 1e12))
            v.fail("zoom", "must be positive (pixels per unit in a 720-line frame)");
    }
}

void parse_view(const json& j, Scene& scene, const std::string& source) {
    Reader v = object_reader(j, "view", source);
    v.allow_only(
        {"mode", "labels", "grid", "axes", "legend", "panel", "layers", "camera", "language"});
    std::string mode = v.string_or("mode", "split");
    if (mode == "split")
        scene.view = ViewMode::Split;
    else if (mode == "world")
        scene.view = ViewMode::World;
    else if (mode == "minkowski")
        scene.view = ViewMode::Minkowski;
    else
        v.fail("mode", "must be \"split\", \"world\" or \"minkowski\", got \"" + mode + "\"");
    DisplaySettings& d = scene.display;
    d.labels = v.boolean_or("labels", d.labels);
    d.grid = v.boolean_or("grid", d.grid);
    d.axes = v.boolean_or("axes", d.axes);
    d.legend = v.boolean_or("legend", d.legend);
    d.panel = v.boolean_or("panel", d.panel);
    d.language = v.string_or("language", d.language);
    if (d.language != "en" && d.language != "zh")
        v.fail("language", "must be \"en\" or \"zh\", got \"" + d.language + "\"");
    if (v.has("layers")) {
        Reader l = object_reader(v.at("layers"), "view.layers", source);
        l.allow_only({"shapes", "difference", "simplex", "direction", "supports", "answer"});
        Layers& y = d.layers;
        y.shapes = l.boolean_or("shapes", y.shapes);
        y.difference = l.boolean_or("difference", y.difference);
        y.simplex = l.boolean_or("simplex", y.simplex);
        y.direction = l.boolean_or("direction", y.direction);
        y.supports = l.boolean_or("supports", y.supports);
        y.answer = l.boolean_or("answer", y.answer);
    }
    if (v.has("camera")) parse_camera(v.at("camera"), d, scene.dimension, source);
}

}  // namespace

int Scene::index_of(const std::string& name) const {
    for (size_t i = 0; i < shapes.size(); ++i)
        if (shapes[i].name == name) return int(i);
    return -1;
}

namespace {

/// Parses JSON with the limits a scene file needs: nesting at most kMaxNesting deep (the
/// parser and the error messages recurse), and no key twice in one object (the parser would
/// keep the last silently, like an unknown key).
json parse_json(const std::string& text, const std::string& source) {
    constexpr int kMaxNesting = 64;
    if (const size_t nul = text.find('\0'); nul != std::string::npos) {
        const auto line = std::count(text.begin(), text.begin() + long(nul), '\n') + 1;
        throw InputError(source + ": holds a NUL byte at line " + std::to_string(line) + " (byte " +
                         std::to_string(nul) + "): not a JSON text file");
    }
    // The objects and arrays being read, innermost last: an object's keys so far, or an
    // array's element count (for the path in the message).
    struct Open {
        bool is_array = false;
        std::set<std::string> keys;
        std::string key;
        size_t index = 0;
    };
    std::vector<Open> open;
    auto path = [&] {
        std::string p;
        for (size_t i = 0; i + 1 < open.size(); ++i)
            p += open[i].is_array ? "[" + std::to_string(open[i].index) + "]"
                                  : (p.empty() ? "" : ".") + open[i].key;
        return p;
    };
    auto element_done = [&] {
        if (!open.empty() && open.back().is_array) ++open.back().index;
    };
    using event = nlohmann::json::parse_event_t;
    auto check = [&](int depth, event e, json& parsed) {
        switch (e) {
            case event::object_start:
            case event::array_start:
                if (depth >= kMaxNesting)
                    throw InputError(source + ": values nest deeper than " +
                                     std::to_string(kMaxNesting) + " levels");
                open.push_back({e == event::array_start, {}, {}, 0});
                break;
            case event::key: {
                const std::string key = parsed.get<std::string>();
                if (!open.back().keys.insert(key).second) {
                    const std::string where = path();
                    throw InputError(source + ": " + (where.empty() ? "" : where + ": ") +
                                     "key \"" + key + "\" appears twice in one object");
                }
                open.back().key = key;
                break;
            }
            case event::object_end:
            case event::array_end:
                open.pop_back();
                element_done();
                break;
            case event::value:
                element_done();
                break;
        }
        return true;
    };
    try {
        return json::parse(text, check);
    } catch (const json::exception& e) {
        // "[json.exception.parse_error.101] parse error at line 1, ..." -> keep what follows "] "
        std::string what = e.what();
        auto pos = what.find("] ");
        if (pos != std::string::npos) what = what.substr(pos + 2);
        // The parser quotes the token it last read, which can be a whole long string: keep a
        // short excerpt, on one line.
        const std::string quoted = "; last read: '";
        if (const size_t at = what.find(quoted); at != std::string::npos) {
            std::string token = what.substr(at + quoted.size());
            if (!token.empty() && token.back() == '\'') token.pop_back();
            if (token.size() > 40) token = token.substr(0, 37) + "...";
            what = what.substr(0, at) + quoted + token + "'";
        }
        for (char& c : what)
            if (static_cast<unsigned char>(c) < 32) c = ' ';
        throw InputError(source + ": not valid JSON: " + what);
    }
}

}  // namespace

Scene parse_scene(const std::string& text, const std::string& source) {
    const json j = parse_json(text, source);
    Reader r = object_reader(j, "", source);
    r.allow_only({"version", "dimension", "title", "description", "edited", "practice", "shapes",
                  "query", "settings", "view", "recording", "compare", "time"});
    Scene scene;
    if (r.has("version") && r.integer("version") != 1)
        r.fail("version",
               "unsupported version " + r.at("version").dump() + " (this gjklab reads version 1)");
    scene.dimension = r.has("dimension") ? r.integer("dimension") : 2;
    if (scene.dimension != 2 && scene.dimension != 3)
        r.fail("dimension", "must be 2 or 3, got " + std::to_string(scene.dimension));
    scene.title = r.string_or("title", "");
    scene.description = r.string_or("description", "");
    scene.edited = r.boolean_or("edited", false);
    scene.practice = r.boolean_or("practice", false);

    const json& shapes = r.require("shapes");
    if (!shapes.is_array()) r.fail("shapes", "must be an array of shapes");
    std::set<std::string> names;
    for (size_t i = 0; i < shapes.size(); ++i) {
        SceneShape s = scene.dimension == 3 ? parse_shape3(shapes[i], i, source)
                                            : parse_shape(shapes[i], i, source);
        if (!names.insert(s.name).second)
            throw InputError(source + ": shapes[" + std::to_string(i) +
                             "]: duplicate shape name \"" + s.name + "\"");
        scene.shapes.push_back(std::move(s));
    }
    if (scene.shapes.size() < 2)
        r.fail("shapes", "a scene needs at least two shapes to query, got " +
                             std::to_string(scene.shapes.size()));

    scene.query_a = scene.shapes[0].name;
    scene.query_b = scene.shapes[1].name;
    if (r.has("query")) {
        Reader q = object_reader(r.at("query"), "query", source);
        q.allow_only({"a", "b"});
        scene.query_a = q.string_or("a", scene.query_a);
        scene.query_b = q.string_or("b", scene.query_b);
        if (scene.index_of(scene.query_a) < 0)
            q.fail("a", "no shape is named \"" + scene.query_a + "\"");
        if (scene.index_of(scene.query_b) < 0)
            q.fail("b", "no shape is named \"" + scene.query_b + "\"");
        if (scene.query_a == scene.query_b)
            q.fail("b", "must name a different shape than query.a (\"" + scene.query_a + "\")");
    }
    if (r.has("settings"))
        parse_settings(r.at("settings"), scene.settings, scene.dimension, source);
    if (const std::string problem = scale_problem(scene); !problem.empty())
        throw InputError(source + ": query: " + problem);
    if (r.has("view")) {
        parse_view(r.at("view"), scene, source);
    }
    if (r.has("recording")) parse_recording(r.at("recording"), scene.recording, source);
    if (r.has("compare")) parse_compare(r.at("compare"), scene.compare, source);
    if (r.has("time")) parse_time(object_reader(r.at("time"), "time", source), scene);
    default_duration(scene);
    return scene;
}

Scene load_scene(const std::string& path) {
    // Scene files are small (a 100,000-point polytope is a few MB); a cap keeps `check
    // /dev/zero` or a wrong path to a huge file from reading forever.
    constexpr std::streamsize kMaxBytes = 256 << 20;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw InputError(path + ": is a directory, not a scene file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path + ": cannot open file (" + std::strerror(errno) + ")");
    std::string text;
    char chunk[1 << 16];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        text.append(chunk, size_t(in.gcount()));
        if (std::streamsize(text.size()) > kMaxBytes)
            throw InputError(path + ": is larger than 256 MB, too large for a scene file");
    }
    if (in.bad()) throw InputError(path + ": cannot read file");
    return parse_scene(text, path);
}

namespace {
nlohmann::ordered_json vec_json(glm::dvec2 v) {
    return nlohmann::ordered_json::array({v.x, v.y});
}
nlohmann::ordered_json vec3_json(glm::dvec3 v) {
    return nlohmann::ordered_json::array({v.x, v.y, v.z});
}

void shape3_to_json(const SceneShape& s, nlohmann::ordered_json& o) {
    o["type"] = gjk::shape_type_name(s.entry3().shape);
    std::visit(
        [&](const auto& sh) {
            using S = std::decay_t<decltype(sh)>;
            if constexpr (std::is_same_v<S, gjk::SegmentShape3> ||
                          std::is_same_v<S, gjk::CapsuleShape3>) {
                o["a"] = vec3_json(sh.a);
                o["b"] = vec3_json(sh.b);
            }
            if constexpr (std::is_same_v<S, gjk::PolytopeShape3>) {
                auto arr = nlohmann::ordered_json::array();
                for (auto& p :
                     s.entry3().source_points.empty() ? sh.vertices : s.entry3().source_points)
                    arr.push_back(vec3_json(p));
                o["points"] = arr;
            }
            if constexpr (std::is_same_v<S, gjk::SphereShape3> ||
                          std::is_same_v<S, gjk::CapsuleShape3>)
                o["radius"] = sh.radius;
            if constexpr (std::is_same_v<S, gjk::BoxShape3>)
                o["half_extents"] = vec3_json(sh.half_extents);
            if constexpr (std::is_same_v<S, gjk::CylinderShape3> ||
                          std::is_same_v<S, gjk::ConeShape3>) {
                o["half_height"] = sh.half_height;
                o["radius"] = sh.radius;
            }
            if constexpr (std::is_same_v<S, gjk::EllipsoidShape3>) o["radii"] = vec3_json(sh.radii);
        },
        s.entry3().shape);
    o["position"] = vec3_json(s.entry3().position);
    if (const auto& m = s.entry3().rotation_matrix)
        o["rotation"] = {{"matrix",
                          {vec3_json({(*m)[0][0], (*m)[1][0], (*m)[2][0]}),
                           vec3_json({(*m)[0][1], (*m)[1][1], (*m)[2][1]}),
                           vec3_json({(*m)[0][2], (*m)[1][2], (*m)[2][2]})}}};
    else
        o["rotation_deg"] = vec3_json(s.entry3().rotation_deg);
    motion_to_json(s, o);
    if (!s.color.empty()) o["color"] = s.color;
    if (!s.label.empty()) o["label"] = s.label;
}
}  // namespace

std::string scene_to_json(const Scene& scene) {
    nlohmann::ordered_json j;
    j["version"] = 1;
    j["dimension"] = scene.dimension;
    if (!scene.title.empty()) j["title"] = scene.title;
    if (!scene.description.empty()) j["description"] = scene.description;
    if (scene.edited) j["edited"] = true;
    if (scene.practice) j["practice"] = true;
    j["shapes"] = nlohmann::ordered_json::array();
    for (const SceneShape& s : scene.shapes) {
        nlohmann::ordered_json o;
        o["name"] = s.name;
        if (scene.dimension == 3) {
            shape3_to_json(s, o);
            j["shapes"].push_back(o);
            continue;
        }
        o["type"] = gjk::shape_type_name(s.entry2().shape);
        std::visit(
            [&](const auto& sh) {
                using S = std::decay_t<decltype(sh)>;
                if constexpr (std::is_same_v<S, gjk::SegmentShape>) {
                    o["a"] = vec_json(sh.a);
                    o["b"] = vec_json(sh.b);
                } else if constexpr (std::is_same_v<S, gjk::PolygonShape>) {
                    auto arr = nlohmann::ordered_json::array();
                    const auto& vs = s.entry2().source_vertices.empty()
                                         ? sh.vertices
                                         : s.entry2().source_vertices;
                    for (auto& v : vs) arr.push_back(vec_json(v));
                    o["vertices"] = arr;
                    if (sh.radius > 0) o["radius"] = sh.radius;
                    if (s.entry2().hull) o["hull"] = true;
                } else if constexpr (std::is_same_v<S, gjk::CircleShape>) {
                    o["radius"] = sh.radius;
                } else if constexpr (std::is_same_v<S, gjk::CapsuleShape>) {
                    o["a"] = vec_json(sh.a);
                    o["b"] = vec_json(sh.b);
                    o["radius"] = sh.radius;
                } else if constexpr (std::is_same_v<S, gjk::BoxShape>) {
                    o["half_extents"] = vec_json(sh.half_extents);
                } else if constexpr (std::is_same_v<S, gjk::EllipseShape>) {
                    o["radii"] = vec_json(sh.radii);
                }
            },
            s.entry2().shape);
        o["position"] = vec_json(s.entry2().position);
        if (const auto& cs = s.entry2().rotation_cos_sin)
            o["rotation"] = {{"cos", cs->x}, {"sin", cs->y}};
        else
            o["rotation_deg"] = s.entry2().rotation_deg;
        motion_to_json(s, o);
        if (!s.color.empty()) o["color"] = s.color;
        if (!s.label.empty()) o["label"] = s.label;
        j["shapes"].push_back(o);
    }
    j["query"] = {{"a", scene.query_a}, {"b", scene.query_b}};
    if (scene.time.set) {
        j["time"] = {{"duration", scene.time.duration}};
        if (scene.time.target > 0) j["time"]["target"] = scene.time.target;
    }
    const SceneSettings& st = scene.settings;
    j["settings"] = {{"precision", to_string(st.precision)},
                     {"variant", to_string(st.variant)},
                     {"max_iterations", st.max_iterations},
                     {"epa_max_iterations", st.epa_max_iterations},
                     {"tolerance", st.tolerance},
                     {"initial_direction", "auto"}};
    if (scene.dimension == 3 && st.initial_direction3 != glm::dvec3(0, 0, 0))
        j["settings"]["initial_direction"] = vec3_json(st.initial_direction3);
    if (scene.dimension == 2 && st.initial_direction != glm::dvec2(0, 0))
        j["settings"]["initial_direction"] = vec_json(st.initial_direction);
    const DisplaySettings& d = scene.display;
    j["view"] = {{"mode", to_string(scene.view)},
                 {"labels", d.labels},
                 {"grid", d.grid},
                 {"axes", d.axes},
                 {"legend", d.legend},
                 {"panel", d.panel}};
    if (d.language != "en") j["view"]["language"] = d.language;
    const Layers& y = d.layers;
    if (!(y.shapes && y.difference && y.simplex && y.direction && y.supports && y.answer))
        j["view"]["layers"] = {{"shapes", y.shapes},     {"difference", y.difference},
                               {"simplex", y.simplex},   {"direction", y.direction},
                               {"supports", y.supports}, {"answer", y.answer}};
    if (scene.dimension == 3 && d.camera3.set) {
        j["view"]["camera"] = {{"yaw", d.camera3.yaw_deg}, {"pitch", d.camera3.pitch_deg}};
        if (d.camera3.distance > 0) j["view"]["camera"]["distance"] = d.camera3.distance;
    }
    if (scene.dimension == 2)
        for (const auto& [key, cam] :
             {std::pair<const char*, const Camera2Setting&>{"world", d.world},
              {"minkowski", d.minkowski}})
            if (cam.set)
                j["view"]["camera"][key] = {{"center", vec_json(cam.center)}, {"zoom", cam.zoom}};
    j["recording"] = {{"seconds_per_step", scene.recording.seconds_per_step},
                      {"hold_end_seconds", scene.recording.hold_end_seconds},
                      {"captions", scene.recording.captions},
                      {"introduction", scene.recording.introduction},
                      {"substeps", scene.recording.substeps},
                      {"caption_size", scene.recording.caption_size},
                      {"caption_position", scene.recording.captions_at_top ? "top" : "bottom"},
                      {"parallax_deg", scene.recording.parallax_deg}};
    if (scene.compare.grid_cell > 0) j["compare"]["grid_cell"] = scene.compare.grid_cell;
    if (scene.compare.pixel_size > 0) j["compare"]["pixel_size"] = scene.compare.pixel_size;
    if (scene.compare.circles > 1) j["compare"]["circles"] = scene.compare.circles;
    if (scene.compare.draw.sat_step > 0) j["compare"]["sat_step"] = scene.compare.draw.sat_step;
    const CompareLayers& layers = scene.compare.draw;
    if (layers.any()) {
        json draw = json::array();
        for (auto [on, name] : {std::pair{layers.circles, "circles"},
                                {layers.aabbs, "aabbs"},
                                {layers.obbs, "obbs"},
                                {layers.sat, "sat"},
                                {layers.grid, "grid"},
                                {layers.pixels, "pixels"},
                                {layers.mpr, "mpr"}})
            if (on) draw.push_back(name);
        j["compare"]["draw"] = draw;
    }
    return j.dump(2) + "\n";
}

glm::dvec3 rotation3_deg_of(const glm::dmat3& r) {
    // With R = Rz(c) Ry(b) Rx(a) (GLM: r[column][row]): R20 = -sin b, R21 = cos b sin a,
    // R22 = cos b cos a, R10 = sin c cos b, R00 = cos c cos b.
    const double k = 180 / M_PI;
    const double sb = std::clamp(-r[0][2], -1.0, 1.0);
    const double b = std::asin(sb);
    if (std::abs(sb) > 1 - 1e-12) {  // gimbal lock: only a -+ c is determined; take a = 0
        const double c = std::atan2(-r[1][0], r[1][1]);
        return {0, b * k, c * k};
    }
    return {std::atan2(r[1][2], r[2][2]) * k, b * k, std::atan2(r[0][1], r[0][0]) * k};
}

gjk::Transform3<double> transform3_of(const SceneShape& s) {
    if (s.entry3().rotation_matrix) return {s.entry3().position, *s.entry3().rotation_matrix};
    return gjk::Transform3<double>::from_euler_deg(s.entry3().position, s.entry3().rotation_deg);
}

std::vector<int> user_vertex_numbers(const SceneShape& s) {
    if (std::holds_alternative<Entry2>(s.entry)) {
        if (const auto* p = std::get_if<gjk::PolygonShape>(&s.entry2().shape))
            return p->source_index;
        return {};
    }
    const auto* p = std::get_if<gjk::PolytopeShape3>(&s.entry3().shape);
    if (!p || s.entry3().source_points.empty()) return {};
    // The hull's vertices are copies of the user's points: found by value (the first of equal
    // points), in a map so that a hull of many thousands costs n log n.
    std::map<std::array<double, 3>, int> first;
    const auto& pts = s.entry3().source_points;
    for (size_t i = pts.size(); i-- > 0;) first[{pts[i].x, pts[i].y, pts[i].z}] = int(i);
    std::vector<int> numbers;
    for (const glm::dvec3& v : p->vertices) {
        const auto it = first.find({v.x, v.y, v.z});
        numbers.push_back(it == first.end() ? int(numbers.size()) : it->second);
    }
    return numbers;
}

gjk::Transform2<double> transform2_of(const SceneShape& s) {
    if (const auto& cs = s.entry2().rotation_cos_sin) return {s.entry2().position, cs->x, cs->y};
    return gjk::Transform2<double>::from_angle(s.entry2().position,
                                               s.entry2().rotation_deg * M_PI / 180.0);
}

const char* to_string(Precision p) {
    return p == Precision::Float ? "float" : "double";
}
const char* to_string(Variant v) {
    return v == Variant::Boolean ? "boolean" : "distance";
}
const char* to_string(ViewMode v) {
    switch (v) {
        case ViewMode::World:
            return "world";
        case ViewMode::Minkowski:
            return "minkowski";
        default:
            return "split";
    }
}

}  // namespace gjklab
