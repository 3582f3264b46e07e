#include "scene/snippet/box2d_dump.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "scene/scene.h"
#include "scene/snippet/dumps.h"

namespace gjklab::snippet {

namespace {

using nlohmann::json;

std::string number_text(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", x);
    return text;
}

bool starts_with(const std::string& s, const char* prefix) {
    return s.rfind(prefix, 0) == 0;
}

/// The frame a line `frame N` (alone, after // or #, with an optional ':' or '=') names.
bool frame_marker(const std::string& line, double& frame) {
    std::string t = trimmed(line);
    if (starts_with(t, "//"))
        t = trimmed(t.substr(2));
    else if (starts_with(t, "#"))
        t = trimmed(t.substr(1));
    if (!starts_with(t, "frame")) return false;
    t = trimmed(t.substr(5));
    if (!t.empty() && (t[0] == ':' || t[0] == '=')) t = trimmed(t.substr(1));
    if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0]))) return false;
    char* end = nullptr;
    frame = std::strtod(t.c_str(), &end);
    return trimmed(end).empty() && std::isfinite(frame);
}

/// `b2Body** bodies = (b2Body**)b2Alloc(N * sizeof(b2Body*));` as the array it makes.
std::string bodies_array(const std::string& line) {
    const size_t open = line.find("b2Alloc(");
    if (open == std::string::npos) return line;
    const std::string count = trimmed(line.substr(open + 8, line.find('*', open) - open - 8));
    return "b2Body* bodies[" + count + "];";
}

/// The dump's lines as code the Box2D rules run: the same lines (so that errors name the user's
/// lines), its bookkeeping blanked.
std::string as_code(std::vector<std::string> lines) {
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string t = trimmed(lines[i]);
        if (starts_with(t, "b2Body** bodies") && t.find("b2Alloc(") != std::string::npos) {
            lines[i] = bodies_array(t);
        } else if (starts_with(t, "b2Joint** joints") || starts_with(t, "b2Free(") ||
                   t == "joints = nullptr;" || t == "bodies = nullptr;" || t == "joints = NULL;" ||
                   t == "bodies = NULL;") {
            lines[i].clear();
        } else if (t == "{") {
            // A joint: its block, from its "b2...JointDef jd;" to its closing brace.
            size_t next = i + 1;
            while (next < lines.size() && trimmed(lines[next]).empty()) ++next;
            const std::string first = next < lines.size() ? trimmed(lines[next]) : "";
            if (!(starts_with(first, "b2") && first.find("JointDef jd;") != std::string::npos))
                continue;
            int depth = 0;
            for (size_t k = i; k < lines.size(); ++k) {
                for (char c : lines[k]) depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                lines[k].clear();
                if (depth <= 0) {
                    i = k;
                    break;
                }
            }
        }
    }
    std::string code;
    for (const std::string& l : lines) code += l + "\n";
    return code;
}

/// A shape's pose keys (position, rotation) out, the rest (its kind and size) left.
json pose_of(json& shape) {
    json pose = json::object();
    for (const char* key : {"position", "rotation", "rotation_deg"})
        if (shape.contains(key)) {
            pose[key] = shape[key];
            shape.erase(key);
        }
    return pose;
}

}  // namespace

bool looks_like_box2d_dump(const std::string& text) {
    return text.find("m_world->CreateBody(&bd)") != std::string::npos &&
           text.find("bodies[") != std::string::npos;
}

std::vector<DumpFrame> read_box2d_dumps(const std::string& text, const std::string& source) {
    const std::vector<std::string> lines = lines_of(text);
    // Where each dump starts: its gravity line `b2Vec2 g(...)`; what precedes the first one is
    // its own (a header, a frame line).
    std::vector<size_t> starts;
    for (size_t i = 0; i < lines.size(); ++i)
        if (starts_with(trimmed(lines[i]), "b2Vec2 g(")) starts.push_back(i);
    if (starts.empty())
        starts.push_back(0);
    else
        starts[0] = 0;
    auto is_code = [](const std::string& line) {
        const std::string t = trimmed(line);
        return !t.empty() && !starts_with(t, "//") && !starts_with(t, "#");
    };
    std::vector<DumpFrame> dumps;
    // A frame line after a dump's code: the next dump's frame (NaN: none).
    double pending = std::nan("");
    for (size_t d = 0; d < starts.size(); ++d) {
        const size_t begin = starts[d], end = d + 1 < starts.size() ? starts[d + 1] : lines.size();
        DumpFrame frame;
        frame.frame = !std::isnan(pending) ? pending : dumps.empty() ? 0 : dumps.back().frame + 1;
        frame.line = int(begin) + 1;
        pending = std::nan("");
        // Its own lines only (the reader's line numbers are then moved by `begin`).
        std::string code;
        bool any = false;
        for (size_t i = begin; i < end; ++i) {
            double marked = 0;
            if (frame_marker(lines[i],
                             marked)) {  // before its code: this dump's; after: the next's
                if (any)
                    pending = marked;
                else
                    frame.frame = marked;
                code += "\n";
                continue;
            }
            if (is_code(lines[i]) && !any) any = true, frame.line = int(i) + 1;
            code += lines[i] + "\n";
        }
        if (!any) continue;  // comments and frame lines only
        if (!dumps.empty() && !(frame.frame > dumps.back().frame))
            throw InputError(source + ": line " + std::to_string(frame.line) + ": frame " +
                             number_text(frame.frame) + " is not after the frame before (" +
                             number_text(dumps.back().frame) + ")");
        try {
            frame.shapes = read_snippet(as_code(lines_of(code)), Dialect::Box2d, source);
        } catch (const InputError& e) {  // its line in the whole text
            const std::string what = e.what(), prefix = source + ": line ";
            if (what.rfind(prefix, 0) != 0) throw;
            size_t digits = prefix.size();
            while (digits < what.size() && std::isdigit(static_cast<unsigned char>(what[digits])))
                ++digits;
            if (digits == prefix.size()) throw;
            const long line = std::strtol(what.c_str() + prefix.size(), nullptr, 10);
            throw InputError(prefix + std::to_string(line + long(begin)) + what.substr(digits));
        }
        // Every fixture of a dump is called `shape`: say the order by the bodies instead.
        for (auto* said : {&frame.shapes.notes, &frame.shapes.warnings})
            for (std::string& line : *said)
                if (line.find("no query call found, the bodies taken in the order made") !=
                    std::string::npos)
                    line =
                        "A, B, ...: the dump's fixtures in the order of its bodies (bodies[0] "
                        "first), as a dump names no query" +
                        std::string(said == &frame.shapes.notes ? "." : "");
        if (!dumps.empty()) {  // the same bodies and fixtures, only their poses changed
            const auto& first = dumps.front().shapes.shapes;
            const auto& now = frame.shapes.shapes;
            if (first.size() != now.size())
                throw InputError(source + ": line " + std::to_string(frame.line) +
                                 ": this dump has " + std::to_string(now.size()) +
                                 " shapes, the first " + std::to_string(first.size()) +
                                 ": a trajectory keeps the same bodies");
            for (size_t k = 0; k < now.size(); ++k) {
                json a = first[k], b = now[k];
                pose_of(a);
                pose_of(b);
                if (a != b)
                    throw InputError(source + ": line " + std::to_string(frame.line) + ": shape " +
                                     std::to_string(k + 1) +
                                     " is not the first dump's (another kind or size): a "
                                     "trajectory keeps the same bodies, only their poses move");
            }
        }
        dumps.push_back(std::move(frame));
    }
    return dumps;
}

SnippetShapes shapes_along_dumps(const std::vector<DumpFrame>& dumps, double hz) {
    if (dumps.empty()) return {};
    SnippetShapes out = dumps.front().shapes;
    if (dumps.size() < 2) return out;
    const double start = dumps.front().frame;
    for (size_t k = 0; k < out.shapes.size(); ++k) {
        json path = json::array();
        bool moves = false;
        json first_pose;
        for (const DumpFrame& d : dumps) {
            json shape = d.shapes.shapes[k];
            json pose = pose_of(shape);
            if (path.empty()) first_pose = pose;
            moves = moves || pose != first_pose;
            const double t = (d.frame - start) / hz;
            if (!std::isfinite(t))
                throw InputError("--hz " + number_text(hz) + ": frame " + number_text(d.frame) +
                                 " comes at no finite time");
            json key = {{"t", t}, {"position", pose.value("position", json{0, 0})}};
            if (pose.contains("rotation")) key["rotation"] = pose["rotation"];
            if (pose.contains("rotation_deg")) key["rotation_deg"] = pose["rotation_deg"];
            path.push_back(key);
        }
        if (!moves) continue;
        pose_of(out.shapes[k]);  // the path gives the pose
        out.shapes[k]["path"] = path;
    }
    out.notes.push_back("Read from " + std::to_string(dumps.size()) +
                        " b2World dumps, one a frame at " + number_text(hz) +
                        " frames a second: the shapes that move follow paths through their poses.");
    return out;
}

}  // namespace gjklab::snippet
