// Box2D 2.4's b2Distance for tools/peers/peer_bench.cpp, in a file of its own: its C++ types
// (b2Vec2, b2Transform, b2DistanceInput) share their names with Box2D v3's C ones.
#include <box2d/b2_distance.h>

#include <vector>

namespace {
std::vector<b2Vec2> all_points;
std::vector<b2DistanceInput> inputs;
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
}

double box2d24_distance(int pair) {
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput out;
    b2Distance(&out, &cache, &inputs[size_t(pair)]);
    return double(out.distance);
}
