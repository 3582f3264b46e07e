// The scene model: what a scene file holds (see the README's "Scene files"), loaded and
// validated, independent of any window.
#pragma once

#include <gjk/shapes2d.h>
#include <gjk/shapes3d.h>

#include "scene/motion.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace gjklab {

/// Bad input (file, scene or usage): the CLI prints `gjklab: error: <what()>` and exits 2.
/// The message stays one short line whatever the input holds: control characters (a key
/// written "a\nb") are escaped, and it is cut at 500 characters (a 100,000-character shape
/// name quoted back).
struct InputError : std::runtime_error {
    explicit InputError(const std::string& what) : std::runtime_error(one_line(what)) {}

    static std::string one_line(const std::string& what) {
        std::string line;
        for (char c : what) {
            const auto u = static_cast<unsigned char>(c);
            if (u >= 32 && u != 127) {
                line += c;
            } else {
                static const char hex[] = "0123456789abcdef";
                line +=
                    c == '\n' ? std::string("\\n") : std::string("\\x") + hex[u >> 4] + hex[u & 15];
            }
            if (line.size() > 500) return line.substr(0, 497) + "...";
        }
        return line;
    }
};

/// The user stopped a long command with a signal: the CLI prints the line and exits 128 + the
/// signal's number, as a shell reports a process ended by it.
struct Interrupted : std::runtime_error {
    Interrupted(int signal, const std::string& what) : std::runtime_error(what), signal(signal) {}
    int signal;
};

/// A shape of a 2D scene: the shape in its own frame, where it is, how it is turned.
struct Entry2 {
    gjk::Shape2 shape;
    glm::dvec2 position{0, 0};
    double rotation_deg = 0;
    /// (cos, sin) exactly as the file gave them ("rotation": {"cos", "sin"}, as Box2D's b2Rot):
    /// the transform uses them; rotation_deg is their angle, for display. Cleared by an edit.
    std::optional<glm::dvec2> rotation_cos_sin;
    bool hull = false;  ///< polygon: take the hull of the vertices instead of requiring convexity
    /// The polygon's vertices as the user wrote them (saved back unchanged).
    std::vector<glm::dvec2> source_vertices;
};

/// A shape of a 3D scene.
struct Entry3 {
    gjk::Shape3 shape;
    glm::dvec3 position{0, 0, 0};
    glm::dvec3 rotation_deg{0, 0, 0};  ///< degrees about x, y, z: R = Rz Ry Rx
    /// The rotation exactly as the file gave it ("rotation": {"quaternion"} or {"matrix"}): the
    /// transform uses it; rotation_deg is its Euler angles, for display. Cleared by an edit.
    std::optional<glm::dmat3> rotation_matrix;
    std::vector<glm::dvec3> source_points;  ///< a polytope's points as written
};

struct SceneShape {
    std::string name;
    std::string label;
    std::string color;                   ///< "#rrggbb" or empty for the palette's colour
    std::variant<Entry2, Entry3> entry;  ///< of the scene's dimension
    ShapeMotion motion;                  ///< none: the shape stands still

    Entry2& entry2() { return std::get<Entry2>(entry); }
    const Entry2& entry2() const { return std::get<Entry2>(entry); }
    Entry3& entry3() { return std::get<Entry3>(entry); }
    const Entry3& entry3() const { return std::get<Entry3>(entry); }
};

enum class Variant { Distance, Boolean };
enum class Precision { Float, Double };
enum class ViewMode { Split, World, Minkowski };

struct SceneSettings {
    Precision precision = Precision::Double;
    Variant variant = Variant::Distance;
    int max_iterations = 64;
    int epa_max_iterations = 128;
    double tolerance = 1e-9;
    /// First GJK search direction; (0, 0) is "auto": from A's origin towards B's.
    glm::dvec2 initial_direction{0, 0};
    glm::dvec3 initial_direction3{0, 0, 0};  ///< the same, in 3D scenes
};

/// Which parts of the picture are drawn (the window, `render` and `record` alike).
struct Layers {
    bool shapes = true;      ///< A, B and the other shapes, in the world view
    bool difference = true;  ///< A - B (and the cores' A - B)
    bool simplex = true;     ///< GJK's simplex, EPA's polytope
    bool direction = true;   ///< d, n
    bool supports = true;    ///< support points, on A - B and on the shapes
    bool answer = true;      ///< closest points and distance, or depth and n
};

/// A 2D view's camera as the scene sets it (`set` false: fitted to the content).
struct Camera2Setting {
    bool set = false;
    glm::dvec2 center{0, 0};
    double zoom = 0;  ///< pixels per world unit, in a frame 720 pixels high
};

/// The 3D views' camera as the scene sets it (`set` false: the fitted default).
struct Camera3Setting {
    bool set = false;
    double yaw_deg = -35, pitch_deg = 22;
    double distance = 0;  ///< world radius the view fits (0: fitted)
};

/// What the views show: the scene's `view` object.
struct DisplaySettings {
    bool labels = true, grid = true, legend = true;
    bool axes = true;   ///< the axes through O (2D: with the numbers along the edges)
    bool panel = true;  ///< the pseudocode and convergence strip beside the views
    Layers layers;
    Camera2Setting world, minkowski;  ///< 2D
    Camera3Setting camera3;           ///< 3D, both views
    std::string language = "en";      ///< the lesson's language: "en" or "zh" (model/lesson/text.h)
};

/// How `gjklab record` plays the timeline.
struct RecordingSettings {
    double seconds_per_step = 1.0;
    double hold_end_seconds = 2.0;
    bool captions = true;
    bool introduction = true;      ///< the lesson's introduction before GJK's first iteration
    bool substeps = true;          ///< every iteration in sub-steps (false: one beat per step)
    double caption_size = 19;      ///< the captions' font size, in a frame 720 pixels high
    bool captions_at_top = false;  ///< the caption band along the top (else the bottom)
    double parallax_deg = 5;       ///< 3D: how far the cameras swing (record/plan.h); 0: still
};

/// Which of the comparison's volumes and rasters the world view draws.
struct CompareLayers {
    bool circles = false;  ///< bounding circles (spheres)
    bool aabbs = false;
    bool obbs = false;
    bool sat = false;  ///< the SAT axis of `sat_step` and both shapes' projections on it
    int sat_step = 0;  ///< 0: the axis that answers (the separating one, else the least overlap's);
                       ///< k: the k-th tested
    bool grid = false;    ///< the cells each shape occupies, the shared ones marked
    bool pixels = false;  ///< the pixel masks, the pixels in both marked
    bool mpr = false;     ///< overlapping: MPR's push and EPA's, from B's position
    bool any() const { return circles || aabbs || obbs || sat || grid || pixels || mpr; }
};

/// The comparison of the survey's tests (`compare`, the window's Compare panel): the raster
/// sizes of its grid and pixel tests (0: from the pair's size) and what the world view draws.
struct CompareSettings {
    double grid_cell = 0;
    double pixel_size = 0;
    int circles = 1;  ///< bounding circles per shape: more make a chain along it
    CompareLayers draw;
};

struct Scene {
    int dimension = 2;
    std::string title;
    std::string description;
    /// Changed in the window since the title and description were written for it: they may
    /// no longer fit ("two shapes just apart" after B was dragged onto A).
    bool edited = false;
    /// Open in practice mode (model/practice.h): the window asks before each reveal.
    bool practice = false;
    std::vector<SceneShape> shapes;
    std::string query_a, query_b;
    SceneSettings settings;
    ViewMode view = ViewMode::Split;
    DisplaySettings display;
    RecordingSettings recording;
    CompareSettings compare;
    TimeSettings time;

    int index_of(const std::string& name) const;
};

/// Parses and validates scene JSON. `source` names the file in error messages.
/// Throws InputError with a one-line message naming the file, the shape or key, and the problem.
Scene parse_scene(const std::string& text, const std::string& source);
/// Reads and parses a file; a missing or unreadable file is an InputError too.
Scene load_scene(const std::string& path);
/// Scene back to JSON text (stable key order), readable by parse_scene.
std::string scene_to_json(const Scene& scene);

/// The transform of a scene shape.
gjk::Transform2<double> transform2_of(const SceneShape& s);
gjk::Transform3<double> transform3_of(const SceneShape& s);

/// For each vertex of the shape's core (what GJK numbers a0, a1, ...), its number in the list
/// the user wrote: a polygon's `vertices` (reordered counter-clockwise, collinear ones dropped),
/// a polytope's `points` (the hull's). Empty when the two numberings are the same (a box, a
/// segment, ...).
std::vector<int> user_vertex_numbers(const SceneShape& s);

/// Core vertex `core` by the user's numbering (`numbers` from user_vertex_numbers).
inline int user_vertex_number(const std::vector<int>& numbers, int core) {
    return core >= 0 && core < int(numbers.size()) ? numbers[size_t(core)] : core;
}
/// The scene file's rotation_deg [x, y, z] of a rotation matrix: R = Rz Ry Rx, with y in
/// [-90, 90] (at +-90, where x and z turn about the same axis, x is 0).
glm::dvec3 rotation3_deg_of(const glm::dmat3& r);
/// The rotation matrix of a unit quaternion (x, y, z, w), Jolt's order (scene3.cpp).
glm::dmat3 matrix_of_quaternion(double x, double y, double z, double w);
/// A rotation matrix's unit quaternion (x, y, z, w), w >= 0 not guaranteed (Shepperd's method:
/// from the largest of the four candidates, so that no division is by a small number).
glm::dvec4 quaternion_of(const glm::dmat3& m);

const char* to_string(Precision p);
const char* to_string(Variant v);
const char* to_string(ViewMode v);

}  // namespace gjklab
