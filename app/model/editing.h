// Edits a user makes to a scene, and the undo history. Pure model code: the window calls it,
// the tests call it without a window.
#pragma once

#include <string>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

/// Undo/redo by whole-scene snapshots (scenes are small; this keeps every edit undoable).
class History {
  public:
    /// Records the state before an edit; clears the redo stack.
    void push(const Scene& before);
    bool can_undo() const { return !undo_.empty(); }
    bool can_redo() const { return !redo_.empty(); }
    /// Replaces `current` with the previous state; returns false when there is none.
    bool undo(Scene& current);
    bool redo(Scene& current);
    void clear();

  private:
    std::vector<Scene> undo_, redo_;
    static constexpr size_t kLimit = 500;
};

/// Shape types a user can choose, in menu order.
const std::vector<std::string>& shape_type_names2();
/// The 3D types, in the order the panels list them.
const std::vector<std::string>& shape_type_names3();

/// Result of an edit that can be refused.
struct EditResult {
    bool ok = true;
    std::string why;  ///< for the hint shown when refused
    int vertex = -1;  ///< move_vertex: the moved vertex's index in the polygon after the edit
};

/// Moves (turns) a 2D shape's pose; a shape on a path carries its whole path along (every
/// keyframe moved, or turned about its own position, by the same amount).
void move_shape(Scene& s, int shape, glm::dvec2 position);
void rotate_shape(Scene& s, int shape, double degrees);
/// 3D: moves the shape's pose, and its path with it.
void move_shape3(Scene& s, int shape, glm::dvec3 position);
/// 3D: sets the shape's rotation angles (R = Rz Ry Rx); a path's keyframes turn by the same
/// rotation.
void set_rotation3(Scene& s, int shape, glm::dvec3 rotation_deg);
/// 3D: sets the shape's rotation to `start` turned about the unit `towards_viewer` axis by
/// `screen_turn_deg` as seen on screen (screen angles grow clockwise, y down); a path's keyframes
/// turn by the same rotation.
void turn_shape3(Scene& s, int shape, const glm::dmat3& start, const glm::dvec3& towards_viewer,
                 double screen_turn_deg);
/// Moves core vertex `vertex` (polygon, segment or capsule end) to a world position. Refused
/// when a polygon would stop being convex (or lose a vertex); the scene is then unchanged. A
/// polygon is stored counter-clockwise from a canonical first vertex, so a move can renumber
/// its vertices: `vertex` of the result is where the moved one is now (a drag keeps moving
/// that one, not whichever takes its old number).
EditResult move_vertex(Scene& s, int shape, int vertex, glm::dvec2 world);
/// Adds a vertex in the middle of the polygon's longest edge, pushed out a little so that it
/// stays a corner.
EditResult add_vertex(Scene& s, int shape);
/// Removes a polygon vertex (a polygon keeps at least 3).
EditResult remove_vertex(Scene& s, int shape, int vertex);
/// Replaces a shape by another type of about the same size, keeping name, place and colour.
void change_type2(Scene& s, int shape, const std::string& type);
/// 3D: the shape becomes a `type` of about its present size, where it is, turned as it was.
void change_type3(Scene& s, int shape, const std::string& type);
/// Adds a shape of `type` at `position` with a fresh name; returns its index.
int add_shape2(Scene& s, const std::string& type, glm::dvec2 position);
/// 3D: a new `type` of size about 1 at `position`, named like add_shape2's; returns its index.
int add_shape3(Scene& s, const std::string& type, glm::dvec3 position);
/// 3D polytope: its points (local) set to `points`, refused when their hull has no volume.
EditResult set_polytope_points(Scene& s, int shape, const std::vector<glm::dvec3>& points);
/// Adds each object of a mesh file (OBJ, STL, PLY) to a 3D scene as a new polytope, its hull
/// (the first named A, B, ... not taken). Refused with the reason for a 2D scene, a file that
/// cannot be read, or an object without volume; the scene is then unchanged.
EditResult add_mesh_shapes(Scene& s, const std::string& path);
/// Deletes a shape unless it would leave fewer than two; fixes the query pair.
EditResult delete_shape(Scene& s, int shape);
/// Undoes this frame's edits (back to `before`) when they left the query pair out of the
/// range its precision computes reliably (scale_problem(): e.g. switching to float on shapes
/// 1e-12 apart, or typing a position of 1e40); returns why, or "" when the edits stand.
std::string refuse_out_of_range(Scene& s, const Scene& before);
/// Rough size of a shape (largest distance of its outline from its position).
double shape_extent(const SceneShape& s);
/// Snaps a value to the nearest multiple of `step`.
inline double snap(double x, double step) {
    return step > 0 ? std::round(x / step) * step : x;
}
inline glm::dvec2 snap(glm::dvec2 p, double step) {
    return {snap(p.x, step), snap(p.y, step)};
}

}  // namespace gjklab
