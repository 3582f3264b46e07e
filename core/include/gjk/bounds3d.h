// Bounding volumes of 3D bodies and their overlap tests: AABB, bounding sphere, OBB (the 3D
// counterparts of bounds2d.h).
#pragma once

#include <gjk/shapes3d.h>

#include <algorithm>
#include <cmath>

namespace gjk {

template <class T>
struct Aabb3 {
    Vec3<T> min{0, 0, 0}, max{0, 0, 0};
};

template <class T>
struct Sphere3 {
    Vec3<T> center{0, 0, 0};
    T radius = 0;
};

/// Oriented box: centre, unit axes, half extents along them.
template <class T>
struct Obb3 {
    Vec3<T> center{0, 0, 0};
    Vec3<T> axis[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    Vec3<T> half{0, 0, 0};
};

/// Extent of a body's core + radius along a world direction (its support value).
template <class T>
T support_value(const Body3<T>& body, const Vec3<T>& world_dir) {
    return with_proxy3(body.core, [&](const auto& p) {
        const Vec3<T> local = body.xf.inv_rotate(world_dir);
        return glm::dot(body.xf.apply(p.support(local).point), world_dir) +
               p.radius * glm::length(world_dir);
    });
}

/// Tight AABB from six support queries.
template <class T>
Aabb3<T> aabb_of(const Body3<T>& b) {
    Aabb3<T> box;
    for (int k = 0; k < 3; ++k) {
        Vec3<T> axis(0);
        axis[k] = 1;
        box.max[k] = support_value(b, axis);
        box.min[k] = -support_value(b, -axis);
    }
    return box;
}

/// OBB on the body's own axes, tight along them (six support queries).
template <class T>
Obb3<T> obb_of(const Body3<T>& b) {
    Obb3<T> o;
    Vec3<T> middle(0);
    for (int k = 0; k < 3; ++k) {
        Vec3<T> local(0);
        local[k] = 1;
        o.axis[k] = b.xf.rotate(local);
        const T hi = support_value(b, o.axis[k]), lo = -support_value(b, -o.axis[k]);
        o.half[k] = (hi - lo) / 2;
        middle += o.axis[k] * ((hi + lo) / 2);
    }
    o.center = middle;
    return o;
}

/// A sphere around the body: for a polytope (box, segment, point) centred on its vertices' box,
/// reaching the farthest vertex; for a cylinder, cone or ellipsoid centred on its origin,
/// reaching the rim, the apex or the longest semi-axis; the rounding radius added. Not the
/// smallest sphere in general, but always around the whole body.
template <class T>
Sphere3<T> bounding_sphere(const Body3<T>& b) {
    using K = typename Core3<T>::Kind;
    const Core3<T>& c = b.core;
    Sphere3<T> s;
    switch (c.kind) {
        case K::Box:
            s = {b.xf.p, glm::length(c.radii)};
            break;
        case K::Cylinder:
        case K::Cone:  // the base rim (at -h) is the farthest: sqrt(h^2 + r^2) >= h
            s = {b.xf.p, std::sqrt(c.half_height * c.half_height + c.r * c.r)};
            break;
        case K::Ellipsoid:
            s = {b.xf.p, std::max({c.radii.x, c.radii.y, c.radii.z})};
            break;
        default: {
            Vec3<T> lo = c.vertices[0], hi = c.vertices[0];
            for (const auto& v : c.vertices) lo = glm::min(lo, v), hi = glm::max(hi, v);
            const Vec3<T> centre = (lo + hi) / T(2);
            T far = 0;
            for (const auto& v : c.vertices) far = std::max(far, glm::length(v - centre));
            s = {b.xf.apply(centre), far};
        }
    }
    s.radius += c.radius;
    return s;
}

template <class T>
bool overlap(const Aabb3<T>& a, const Aabb3<T>& b) {
    for (int k = 0; k < 3; ++k)
        if (a.max[k] < b.min[k] || b.max[k] < a.min[k]) return false;
    return true;
}

template <class T>
bool overlap(const Sphere3<T>& a, const Sphere3<T>& b) {
    const T r = a.radius + b.radius;
    return glm::dot(a.center - b.center, a.center - b.center) <= r * r;
}

/// A sphere and an AABB: the box's point nearest the centre within the radius.
template <class T>
bool overlap(const Sphere3<T>& s, const Aabb3<T>& box) {
    const Vec3<T> nearest = glm::clamp(s.center, box.min, box.max);
    return glm::dot(nearest - s.center, nearest - s.center) <= s.radius * s.radius;
}

/// Two OBBs overlap unless one of 15 axes separates them: the 3 face normals of each and the 9
/// cross products of an axis of one with an axis of the other (Gottschalk, Lin and Manocha,
/// "OBBTree", SIGGRAPH 1996). Along unit axis L a box's projection has radius
/// sum_k half[k] |axis[k] . L|. A cross product of (nearly) parallel axes is skipped: the face
/// normals cover that case.
template <class T>
bool overlap(const Obb3<T>& a, const Obb3<T>& b, int* axes_tested = nullptr) {
    const Vec3<T> d = b.center - a.center;
    int tested = 0;
    auto separates = [&](Vec3<T> axis) {
        const T len = glm::length(axis);
        if (!(len > T(1e-6))) return false;
        axis /= len;
        ++tested;
        T ra = 0, rb = 0;
        for (int k = 0; k < 3; ++k) {
            ra += a.half[k] * std::abs(glm::dot(a.axis[k], axis));
            rb += b.half[k] * std::abs(glm::dot(b.axis[k], axis));
        }
        return std::abs(glm::dot(d, axis)) > ra + rb;
    };
    bool apart = false;
    for (int k = 0; k < 3 && !apart; ++k) apart = separates(a.axis[k]) || separates(b.axis[k]);
    for (int i = 0; i < 3 && !apart; ++i)
        for (int j = 0; j < 3 && !apart; ++j) apart = separates(glm::cross(a.axis[i], b.axis[j]));
    if (axes_tested) *axes_tested = tested;
    return !apart;
}

}  // namespace gjk
