#include "scene/mesh_import.h"

#include <tiny_obj_loader.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <sstream>

#include "scene/scene.h"

namespace gjklab {

namespace {

std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

[[noreturn]] void fail(const std::string& source, const std::string& why) {
    throw InputError(source + ": " + why);
}

std::vector<std::vector<glm::dvec3>> read_obj(const std::string& bytes, const std::string& source) {
    tinyobj::ObjReaderConfig config;
    config.triangulate = false;
    tinyobj::ObjReader reader;
    if (!reader.ParseFromString(bytes, "", config))
        fail(source, "not a readable OBJ file: " + reader.Error());
    const auto& xyz = reader.GetAttrib().vertices;
    std::vector<std::vector<glm::dvec3>> objects;
    // Each object's points: the vertices its faces (or lines, points) use.
    for (const tinyobj::shape_t& shape : reader.GetShapes()) {
        std::vector<int> used;
        for (const auto& i : shape.mesh.indices) used.push_back(i.vertex_index);
        for (const auto& i : shape.lines.indices) used.push_back(i.vertex_index);
        for (const auto& i : shape.points.indices) used.push_back(i.vertex_index);
        std::sort(used.begin(), used.end());
        used.erase(std::unique(used.begin(), used.end()), used.end());
        std::vector<glm::dvec3> points;
        for (int v : used) {
            if (v < 0 || 3 * size_t(v) + 2 >= xyz.size())
                fail(source, "object \"" + shape.name + "\" uses vertex " + std::to_string(v + 1) +
                                 ", which the file does not have");
            points.push_back({xyz[3 * size_t(v)], xyz[3 * size_t(v) + 1], xyz[3 * size_t(v) + 2]});
        }
        if (!points.empty()) objects.push_back(points);
    }
    if (objects.empty() && !xyz.empty()) {  // vertices without faces: one cloud
        std::vector<glm::dvec3> points;
        for (size_t i = 0; i + 2 < xyz.size(); i += 3)
            points.push_back({xyz[i], xyz[i + 1], xyz[i + 2]});
        objects.push_back(points);
    }
    return objects;
}

std::vector<std::vector<glm::dvec3>> read_stl(const std::string& bytes, const std::string& source) {
    // Binary: an 80-byte header, a triangle count, 50 bytes a triangle. ASCII files start with
    // "solid" (some binary ones do too: the size decides).
    if (bytes.size() >= 84) {
        uint32_t count = 0;
        std::memcpy(&count, bytes.data() + 80, 4);
        if (84 + uint64_t(count) * 50 == bytes.size()) {
            std::vector<glm::dvec3> points;
            for (uint32_t t = 0; t < count; ++t)
                for (int k = 0; k < 3; ++k) {
                    float v[3];
                    std::memcpy(v, bytes.data() + 84 + size_t(t) * 50 + 12 + size_t(k) * 12, 12);
                    points.push_back({v[0], v[1], v[2]});
                }
            if (points.empty()) fail(source, "the STL file holds no triangles");
            return {points};
        }
    }
    std::istringstream in(bytes);
    std::string word;
    if (!(in >> word) || lower(word) != "solid")
        fail(source, "not an STL file (neither \"solid\" text nor a binary file of its size)");
    std::vector<std::vector<glm::dvec3>> solids(1);
    while (in >> word) {
        const std::string w = lower(word);
        if (w == "vertex") {
            glm::dvec3 p;
            if (!(in >> p.x >> p.y >> p.z)) fail(source, "a vertex without three numbers");
            solids.back().push_back(p);
        } else if (w == "endsolid") {
            std::string rest;
            std::getline(in, rest);
            solids.emplace_back();
        }
    }
    solids.erase(
        std::remove_if(solids.begin(), solids.end(), [](const auto& s) { return s.empty(); }),
        solids.end());
    if (solids.empty()) fail(source, "the STL file holds no vertices");
    return solids;
}

std::vector<std::vector<glm::dvec3>> read_ply(const std::string& bytes, const std::string& source) {
    std::istringstream in(bytes);
    std::string line;
    if (!std::getline(in, line) || line.rfind("ply", 0) != 0) fail(source, "not a PLY file");
    std::string format;
    struct Property {
        std::string type, name;
        bool list = false;
    };
    struct Element {
        std::string name;
        size_t count = 0;
        std::vector<Property> properties;
    };
    std::vector<Element> elements;
    bool ended = false;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string key;
        words >> key;
        if (key == "format") {
            words >> format;
        } else if (key == "element") {
            Element e;
            words >> e.name >> e.count;
            elements.push_back(e);
        } else if (key == "property" && !elements.empty()) {
            Property p;
            words >> p.type;
            if (p.type == "list") {
                std::string count_type, item_type;
                words >> count_type >> item_type;
                p.list = true;
                p.type = count_type + " " + item_type;
            }
            words >> p.name;
            elements.back().properties.push_back(p);
        } else if (key == "end_header") {
            ended = true;
            break;
        }
    }
    if (!ended || !in) fail(source, "the PLY header has no end_header line");
    if (format != "ascii" && format != "binary_little_endian" && format != "binary_big_endian")
        fail(source, "a PLY format of ascii, binary_little_endian or binary_big_endian, got \"" +
                         format + "\"");
    auto size_of = [&](const std::string& t) -> int {
        if (t == "char" || t == "uchar" || t == "int8" || t == "uint8") return 1;
        if (t == "short" || t == "ushort" || t == "int16" || t == "uint16") return 2;
        if (t == "int" || t == "uint" || t == "float" || t == "int32" || t == "uint32" ||
            t == "float32")
            return 4;
        if (t == "double" || t == "float64") return 8;
        fail(source, "a PLY property type \"" + t + "\"");
    };
    const bool big = format == "binary_big_endian";
    size_t at = size_t(in.tellg());
    auto binary_value = [&](const std::string& t) -> double {
        const int n = size_of(t);
        if (at > bytes.size() || size_t(n) > bytes.size() - at)
            fail(source, "the PLY file is cut short");
        unsigned char b[8];
        std::memcpy(b, bytes.data() + at, size_t(n));
        at += size_t(n);
        if (big) std::reverse(b, b + n);
        if (t == "float" || t == "float32") {
            float f;
            std::memcpy(&f, b, 4);
            return f;
        }
        if (t == "double" || t == "float64") {
            double d;
            std::memcpy(&d, b, 8);
            return d;
        }
        if (t == "char" || t == "int8") return double(int8_t(b[0]));
        if (t == "uchar" || t == "uint8") return double(b[0]);
        if (t == "short" || t == "int16") {
            int16_t v;
            std::memcpy(&v, b, 2);
            return v;
        }
        if (t == "ushort" || t == "uint16") {
            uint16_t v;
            std::memcpy(&v, b, 2);
            return v;
        }
        if (t == "int" || t == "int32") {
            int32_t v;
            std::memcpy(&v, b, 4);
            return v;
        }
        uint32_t v;
        std::memcpy(&v, b, 4);
        return v;
    };
    std::vector<glm::dvec3> points;
    for (const Element& e : elements) {
        // Every element takes at least a byte (binary) or a line (ASCII) per item.
        if (e.count > bytes.size())
            fail(source, "the PLY " + e.name + " count is larger than the file");
        int ix = -1, iy = -1, iz = -1;
        for (size_t k = 0; k < e.properties.size(); ++k) {
            if (e.properties[k].name == "x") ix = int(k);
            if (e.properties[k].name == "y") iy = int(k);
            if (e.properties[k].name == "z") iz = int(k);
        }
        const bool wanted = e.name == "vertex" && ix >= 0 && iy >= 0 && iz >= 0;
        for (size_t i = 0; i < e.count; ++i) {
            std::vector<double> values(e.properties.size(), 0);
            if (format == "ascii") {
                if (!std::getline(in, line)) fail(source, "the PLY file is cut short");
                std::istringstream words(line);
                for (size_t k = 0; k < e.properties.size(); ++k) {
                    if (e.properties[k].list) {
                        double n = 0;
                        words >> n;
                        if (!(n >= 0 && n <= 1e6))
                            fail(source, "a PLY list of " + std::to_string(n) + " items");
                        for (int j = 0; j < int(n); ++j) {
                            double skip;
                            words >> skip;
                        }
                    } else if (!(words >> values[k])) {
                        fail(source, "a PLY " + e.name + " line without its numbers");
                    }
                }
            } else {
                for (size_t k = 0; k < e.properties.size(); ++k) {
                    const Property& p = e.properties[k];
                    if (p.list) {
                        const std::string count_type = p.type.substr(0, p.type.find(' '));
                        const std::string item_type = p.type.substr(p.type.find(' ') + 1);
                        const double n = binary_value(count_type);
                        if (!(n >= 0 && n <= 1e6))
                            fail(source, "a PLY list of " + std::to_string(n) + " items");
                        for (int j = 0; j < int(n); ++j) binary_value(item_type);
                    } else {
                        values[k] = binary_value(p.type);
                    }
                }
            }
            if (wanted)
                points.push_back({values[size_t(ix)], values[size_t(iy)], values[size_t(iz)]});
        }
        if (wanted) break;  // the vertices are what is needed
    }
    if (points.empty()) fail(source, "the PLY file has no vertex element with x, y and z");
    for (const glm::dvec3& p : points)
        if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z))
            fail(source, "a PLY vertex that is not finite");
    return {points};
}

}  // namespace

std::string mesh_format_of(const std::string& path) {
    const size_t dot = path.rfind('.');
    if (dot == std::string::npos) return "";
    const std::string ext = lower(path.substr(dot + 1));
    return ext == "obj" || ext == "stl" || ext == "ply" ? ext : "";
}

std::vector<std::vector<glm::dvec3>> read_mesh(const std::string& bytes, const std::string& format,
                                               const std::string& source) {
    std::vector<std::vector<glm::dvec3>> objects;
    if (format == "obj")
        objects = read_obj(bytes, source);
    else if (format == "stl")
        objects = read_stl(bytes, source);
    else if (format == "ply")
        objects = read_ply(bytes, source);
    else
        fail(source, "not a mesh format: \"" + format + "\"");
    for (const auto& points : objects)
        for (const glm::dvec3& p : points)
            if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z))
                fail(source, "a vertex that is not a finite number");
    return objects;
}

}  // namespace gjklab
