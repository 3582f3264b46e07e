// Box2D 2.4's b2Distance and b2TestOverlap for tools/peers/peer_bench.cpp, in a file of its
// own: its C++ types (b2Vec2, b2Transform, b2DistanceInput) share their names with Box2D v3's C
// ones.
#include <box2d/b2_collision.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_polygon_shape.h>

#include <vector>

namespace {
std::vector<b2Vec2> all_points;
std::vector<b2DistanceInput> inputs;
std::vector<b2PolygonShape> shapes;  ///< two per pair, for b2TestOverlap
std::vector<b2Transform> poses_of_shapes;
}  // namespace

void box2d24_prepare(const float* points, const int* counts, const float* poses, int pairs) {
    size_t total = 0;
    for (int k = 0; k < 2 * pairs; ++k) total += size_t(counts[k]);
    all_points.resize(total);
    for (size_t i = 0; i < total; ++i) all_points[i].Set(points[2 * i], points[2 * i + 1]);
    inputs.assign(size_t(pairs), b2DistanceInput{});
    size_t at = 0;
    for (int i = 0; i < pairs; ++i) {
        b2DistanceInput& in = inputs[size_t(i)];
        for (int k = 0; k < 2; ++k) {
            const int shape = 2 * i + k;
            (k ? in.proxyB : in.proxyA).Set(&all_points[at], counts[shape], 0);
            at += size_t(counts[shape]);
            b2Transform& t = k ? in.transformB : in.transformA;
            const float* pose = poses + 4 * shape;
            t.p.Set(pose[0], pose[1]);
            t.q.c = pose[2], t.q.s = pose[3];
        }
        in.useRadii = false;
    }
    // The same polygons as b2PolygonShape, as a Box2D 2.4 fixture holds them (Set computes
    // their hull; the shape keeps b2_polygonRadius as its skin).
    shapes.assign(size_t(2 * pairs), b2PolygonShape{});
    poses_of_shapes.resize(size_t(2 * pairs));
    at = 0;
    for (int k = 0; k < 2 * pairs; ++k) {
        shapes[size_t(k)].Set(&all_points[at], counts[k]);
        at += size_t(counts[k]);
        const float* pose = poses + 4 * k;
        poses_of_shapes[size_t(k)].p.Set(pose[0], pose[1]);
        poses_of_shapes[size_t(k)].q.c = pose[2], poses_of_shapes[size_t(k)].q.s = pose[3];
    }
}

double box2d24_distance(int pair) {
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput out;
    b2Distance(&out, &cache, &inputs[size_t(pair)]);
    return double(out.distance);
}

/// Box2D 2.4's overlap test on two shapes (b2_collision.cpp: b2Distance with the shapes' radii,
/// overlapping when the distance is below 10 b2_epsilon).
bool box2d24_overlap(int pair) {
    const size_t a = size_t(2 * pair), b = a + 1;
    return b2TestOverlap(&shapes[a], 0, &shapes[b], 0, poses_of_shapes[a], poses_of_shapes[b]);
}
