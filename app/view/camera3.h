// A 3D view: an orbiting camera with a mild perspective, y up. Screen coordinates are logical
// pixels with y down, as for the 2D views.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>
#include <glm/vec3.hpp>
#include <string>
#include <vector>

#include "view/camera2.h"

namespace gjklab {

struct Camera3 {
    glm::dvec3 target{0, 0, 0};  ///< the point the camera orbits and looks at
    double radius = 2;           ///< world radius that fits the viewport
    double yaw_deg = -35;        ///< about the y axis
    double pitch_deg = 22;       ///< above the x-z plane
    double fov_deg = 30;         ///< field of view across the viewport's smaller side
    /// A last turn about the camera's own vertical (screen up): 90 shows the yaw-and-pitch view
    /// from its side, what was depth running across and screen up staying up.
    double turn_deg = 0;
    /// The part of yaw_deg that is a recording's parallax swing (record/plan.h): what the
    /// lesson's words say about depth ("nearer you than O", "towards you") is measured from
    /// the steady camera, so that the numbers hold still while the picture rocks.
    double sway_deg = 0;
    Rect viewport;

    /// This camera without its swing.
    Camera3 steady() const {
        Camera3 c = *this;
        c.yaw_deg -= sway_deg;
        c.sway_deg = 0;
        return c;
    }

    /// p in the camera's frame: x right, y up, z towards the viewer; the eye at (0, 0, eye()).
    glm::dvec3 to_eye(const glm::dvec3& p) const {
        const glm::dvec3 q = p - target;
        const double y = yaw_deg * M_PI / 180, x = pitch_deg * M_PI / 180,
                     t = turn_deg * M_PI / 180;
        // Turn the world by -yaw about y, tilt by pitch about x, then turn about the new y.
        const double cx = std::cos(y) * q.x - std::sin(y) * q.z;
        const double cz = std::sin(y) * q.x + std::cos(y) * q.z;
        const double ey = std::cos(x) * q.y - std::sin(x) * cz,
                     ez = std::sin(x) * q.y + std::cos(x) * cz;
        return {std::cos(t) * cx - std::sin(t) * ez, ey, std::sin(t) * cx + std::cos(t) * ez};
    }
    /// A direction in the camera's frame back in world space (to_eye's rotation undone).
    glm::dvec3 from_eye(const glm::dvec3& e) const {
        const double y = yaw_deg * M_PI / 180, x = pitch_deg * M_PI / 180,
                     t = turn_deg * M_PI / 180;
        const double ex = std::cos(t) * e.x + std::sin(t) * e.z,
                     ez = -std::sin(t) * e.x + std::cos(t) * e.z;
        const double qy = std::cos(x) * e.y + std::sin(x) * ez;
        const double cz = -std::sin(x) * e.y + std::cos(x) * ez;
        return {std::cos(y) * ex + std::sin(y) * cz, qy, -std::sin(y) * ex + std::cos(y) * cz};
    }
    /// The world translation that moves a point at p by `screen_delta` logical pixels on screen
    /// (in the plane facing the eye through p).
    glm::dvec3 screen_to_world_delta(const glm::dvec3& p, glm::dvec2 screen_delta) const {
        const double per_pixel = std::max(depth(p), 1e-9 * eye()) / focal();
        return from_eye({screen_delta.x * per_pixel, -screen_delta.y * per_pixel, 0});
    }
    /// Distance from the eye to the target: the sphere of `radius` just fits the field of view.
    double eye() const { return radius / std::sin(fov_deg * M_PI / 360); }
    /// Logical pixels per world unit at the target's depth.
    double focal() const {
        const glm::dvec2 s = viewport.size();
        return 0.5 * std::min(s.x, s.y) / std::tan(fov_deg * M_PI / 360);
    }
    glm::dvec2 to_screen(const glm::dvec3& p) const {
        const glm::dvec3 e = to_eye(p);
        const double k = focal() / std::max(eye() - e.z, 1e-9 * eye());
        const glm::dvec2 c = viewport.center();
        return {c.x + e.x * k, c.y - e.y * k};
    }
    /// Distance along the view axis: larger is farther.
    double depth(const glm::dvec3& p) const { return eye() - to_eye(p).z; }
    /// Whether a face with outward normal n through point p faces the eye.
    bool faces_eye(const glm::dvec3& p, const glm::dvec3& n) const {
        const glm::dvec3 e = to_eye(p), ne = to_eye(target + n);
        return glm::dot(ne, glm::dvec3(0, 0, eye()) - e) > 0;
    }
    /// Screen length of a world length at the target's depth.
    double pixels(double world_length) const { return world_length * focal() / eye(); }
    /// Fits a box: orbit its centre, at the radius of its bounding sphere plus a margin.
    void frame(const glm::dvec3& lo, const glm::dvec3& hi, double margin = 0.12) {
        target = (lo + hi) * 0.5;
        radius = std::max(0.5 * glm::length(hi - lo), 1e-9) * (1 + margin);
    }
    /// Fits `points` and `focus` with the orbit centre pulled `pull` (0 to 1) of the way from
    /// their box's centre towards `focus`, at the radius that still holds every one of them.
    void frame_towards(const std::vector<glm::dvec3>& points, const glm::dvec3& focus, double pull,
                       double margin = 0.12) {
        glm::dvec3 lo = focus, hi = focus;
        for (const auto& p : points) lo = glm::min(lo, p), hi = glm::max(hi, p);
        target = (lo + hi) * 0.5 + pull * (focus - (lo + hi) * 0.5);
        double reach = glm::length(focus - target);
        for (const auto& p : points) reach = std::max(reach, glm::length(p - target));
        radius = std::max(reach, 1e-9) * (1 + margin);
    }
    /// Orbits by a screen-space drag (degrees per logical pixel).
    void orbit(glm::dvec2 screen_delta) {
        yaw_deg -= 0.4 * screen_delta.x;
        pitch_deg = std::clamp(pitch_deg + 0.4 * screen_delta.y, -89.0, 89.0);
    }
};

/// Which way direction `d` points in `cam`'s view, in words: "right, up and towards you". A
/// component under 0.6 of the largest is left out (an arrow pointing up, seen from a little
/// above, comes somewhat towards you: it reads "up").
inline std::string direction_words(const Camera3& swayed, const glm::dvec3& d) {
    const Camera3 cam = swayed.steady();
    const glm::dvec3 e = cam.to_eye(cam.target + d) - cam.to_eye(cam.target);
    const double len = glm::length(e);
    if (!(len > 0)) return "no direction";
    const glm::dvec3 u = e / len;
    const double kNotable = 0.6 * std::max({std::abs(u.x), std::abs(u.y), std::abs(u.z)});
    std::vector<std::string> parts;
    if (std::abs(u.x) >= kNotable) parts.push_back(u.x > 0 ? "right" : "left");
    if (std::abs(u.y) >= kNotable) parts.push_back(u.y > 0 ? "up" : "down");
    if (std::abs(u.z) >= kNotable) parts.push_back(u.z > 0 ? "towards you" : "away from you");
    std::string out;
    for (size_t k = 0; k < parts.size(); ++k)
        out += (k == 0 ? "" : k + 1 == parts.size() ? " and " : ", ") + parts[k];
    return out;
}

/// Direction `d` as a unit vector in `cam`'s screen terms, its largest parts first: "0.66 right,
/// 0.72 up, 0.23 away from you" (a part under 0.005 is left out). Unlike direction_words it
/// always says how far the direction comes towards the viewer or goes away, which an arrow on
/// a still frame cannot show.
inline std::string direction_parts(const Camera3& swayed, const glm::dvec3& d) {
    const Camera3 cam = swayed.steady();
    const glm::dvec3 e = cam.to_eye(cam.target + d) - cam.to_eye(cam.target);
    const double len = glm::length(e);
    if (!(len > 0)) return "no direction";
    const glm::dvec3 u = e / len;
    std::vector<std::pair<double, std::string>> parts = {
        {u.x, u.x > 0 ? "right" : "left"},
        {u.y, u.y > 0 ? "up" : "down"},
        {u.z, u.z > 0 ? "towards you" : "away from you"}};
    std::stable_sort(parts.begin(), parts.end(), [](const auto& a, const auto& b) {
        return std::abs(a.first) > std::abs(b.first);
    });
    std::string out;
    for (const auto& [x, word] : parts) {
        if (std::abs(x) < 0.005) continue;
        char number[16];
        std::snprintf(number, sizeof number, "%.2f", std::abs(x));
        out += (out.empty() ? "" : ", ") + std::string(number) + " " + word;
    }
    return out;
}

}  // namespace gjklab
