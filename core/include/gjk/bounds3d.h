// Bounding box of a 3D body (the 3D counterpart of bounds2d.h's AABB).
#pragma once

#include <gjk/shapes3d.h>

namespace gjk {

template <class T>
struct Aabb3 {
    Vec3<T> min{0, 0, 0}, max{0, 0, 0};
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

}  // namespace gjk
