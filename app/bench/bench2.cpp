// Benchmarks: our 2D GJK distance against Box2D 2.4's b2Distance, cold and warm-started from
// the previous frame of moving pairs, and the cost of the recording tracer. Each case runs both
// implementations on the same seeded polygon pairs near contact, alternating rounds
// (bench.cpp).
#include "scene/core_instances.h"

#include <box2d/b2_distance.h>
#include <gjk/gjk2d.h>
#include <gjk/shapes2d.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <iostream>
#include <random>
#include <vector>

#include "bench/bench_common.h"
#include "bench/random_shapes.h"

namespace gjklab {

namespace {

using Clock = std::chrono::steady_clock;

using bench_shapes::random_polygon;

/// How a warm-started pair moves from one frame to the next, as bodies in an engine do: B moves
/// up to kStep and turns up to kTurn radians; kFrames frames, played forwards then backwards so
/// that each query's previous frame is one such step away.
constexpr int kFrames = 16;
constexpr double kStep = 0.02, kTurn = 0.02;

struct PairInput {
    std::vector<glm::dvec2> a, b;
    gjk::Transform2<double> xa, xb;
    std::vector<gjk::Transform2<double>> frames;  ///< B's transforms as the pair moves
};

/// Pairs of n-gons (radii 0.6 to 1) near contact: centres 0 to 1.7 apart for half of them,
/// 1.0 to 2.5 for the others, so that most pairs are within a few tenths of touching.
std::vector<PairInput> make_pairs(int n, int count, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<PairInput> pairs;
    for (int i = 0; i < count; ++i) {
        PairInput p;
        p.a = random_polygon(rng, n);
        p.b = random_polygon(rng, n);
        double dist = (i % 2 == 0) ? 1.7 * u(rng) : 1.0 + 1.5 * u(rng);
        double dir = u(rng) * 2 * M_PI;
        glm::dvec2 c{u(rng) * 10 - 5, u(rng) * 10 - 5};
        p.xa = gjk::Transform2<double>::from_angle(c, u(rng) * 2 * M_PI);
        double angle = u(rng) * 2 * M_PI;
        glm::dvec2 at = c + dist * glm::dvec2(std::cos(dir), std::sin(dir));
        p.xb = gjk::Transform2<double>::from_angle(at, angle);
        for (int f = 0; f < kFrames; ++f) {
            p.frames.push_back(gjk::Transform2<double>::from_angle(at, angle));
            const double heading = u(rng) * 2 * M_PI;
            at += kStep * u(rng) * glm::dvec2(std::cos(heading), std::sin(heading));
            angle += kTurn * (2 * u(rng) - 1);
        }
        pairs.push_back(std::move(p));
    }
    return pairs;
}

/// The frame a warm run plays on its `call`-th round: 0, 1, ..., kFrames - 1, kFrames - 2, ...
int frame_of(long call) {
    const long k = call % (2 * kFrames - 2);
    return int(k < kFrames ? k : 2 * kFrames - 2 - k);
}

/// Each side's inputs in arrays of its own, every pair's vertices and frames one after the
/// other, as an engine keeps its bodies: what a timed loop reads does not depend on how the heap
/// was left by the cases before (it did, by 50% for warm 8-gons, with a vector per pair).
template <class T>
struct OurPair {
    const gjk::Vec2<T>* a;
    const gjk::Vec2<T>* b;
    int na, nb;
    gjk::Transform2<T> xa, xb;
    gjk::SimplexCache2 cache;
    const gjk::Transform2<T>* frames;
};
template <class T>
struct OurPairs {
    std::vector<gjk::Vec2<T>> points;
    std::vector<gjk::Transform2<T>> frames;
    std::vector<OurPair<T>> pairs;
};

struct Box2DPair {
    b2DistanceInput input;
    b2SimplexCache cache;
    const b2Transform* frames;
};
struct Box2DPairs {
    std::vector<b2Vec2> points;
    std::vector<b2Transform> frames;
    std::vector<Box2DPair> pairs;
};

/// How many points and frames all the pairs hold, to size each side's arrays once.
size_t point_count(const std::vector<PairInput>& in) {
    size_t n = 0;
    for (auto& p : in) n += p.a.size() + p.b.size();
    return n;
}

template <class T>
OurPairs<T> ours_from(const std::vector<PairInput>& in) {
    OurPairs<T> out;
    out.points.reserve(point_count(in));
    out.frames.reserve(in.size() * kFrames);
    for (auto& p : in) {
        for (auto& v : p.a) out.points.push_back(gjk::Vec2<T>(v));
        for (auto& v : p.b) out.points.push_back(gjk::Vec2<T>(v));
        for (auto& f : p.frames) out.frames.push_back(f.cast<T>());
    }
    size_t at = 0, frame = 0;
    for (auto& p : in) {
        OurPair<T> o{&out.points[at],
                     &out.points[at + p.a.size()],
                     int(p.a.size()),
                     int(p.b.size()),
                     p.xa.cast<T>(),
                     p.xb.cast<T>(),
                     {},
                     &out.frames[frame]};
        at += p.a.size() + p.b.size();
        frame += p.frames.size();
        out.pairs.push_back(o);
    }
    return out;
}

Box2DPairs box2d_from(const std::vector<PairInput>& in) {
    auto xf = [](const gjk::Transform2<double>& x) {
        b2Transform t;
        t.p = b2Vec2(float(x.p.x), float(x.p.y));
        t.q.c = float(x.c);
        t.q.s = float(x.s);
        return t;
    };
    Box2DPairs out;
    out.points.reserve(point_count(in));
    out.frames.reserve(in.size() * kFrames);
    for (auto& p : in) {
        for (auto& v : p.a) out.points.push_back(b2Vec2(float(v.x), float(v.y)));
        for (auto& v : p.b) out.points.push_back(b2Vec2(float(v.x), float(v.y)));
        for (auto& f : p.frames) out.frames.push_back(xf(f));
    }
    size_t at = 0, frame = 0;
    for (auto& p : in) {
        Box2DPair o;
        o.input.proxyA.Set(&out.points[at], int32(p.a.size()), 0.0f);
        o.input.proxyB.Set(&out.points[at + p.a.size()], int32(p.b.size()), 0.0f);
        o.input.transformA = xf(p.xa);
        o.input.transformB = xf(p.xb);
        o.input.useRadii = false;
        o.cache.count = 0;
        o.frames = &out.frames[frame];
        at += p.a.size() + p.b.size();
        frame += p.frames.size();
        out.pairs.push_back(o);
    }
    return out;
}

template <class T, class Tracer = gjk::NoTrace>
double our_distance(OurPair<T>& p, const gjk::GjkSettings<T>& s, bool warm,
                    Tracer* tracer = nullptr) {
    gjk::PolygonProxy<T> pa{p.a, p.na, 0};
    gjk::PolygonProxy<T> pb{p.b, p.nb, 0};
    gjk::MinkowskiPair<T, gjk::PolygonProxy<T>, gjk::PolygonProxy<T>> m(pa, p.xa, pb, p.xb);
    if (!warm) p.cache.count = 0;
    return double(gjk::gjk_distance(m, s, &p.cache, tracer).distance);
}

double box2d_distance(Box2DPair& p, bool warm) {
    if (!warm) p.cache.count = 0;
    b2DistanceOutput out;
    b2Distance(&out, &p.cache, &p.input);
    return out.distance;
}

template <class T>
BenchCase gjk_case(const std::string& name, int n, bool warm, const BenchOptions& opt) {
    // Distinct pairs, more than a branch predictor can learn and more than the cache holds.
    const int count = pairs_beyond_cache(2 * size_t(n) * sizeof(gjk::Vec2<T>));
    auto inputs = make_pairs(n, count, 0x5eed0000u + n);
    OurPairs<T> our_set = ours_from<T>(inputs);
    Box2DPairs peer_set = box2d_from(inputs);
    auto& ours = our_set.pairs;
    auto& peer = peer_set.pairs;
    gjk::GjkSettings<T> settings;
    settings.tolerance = T(1e-6);  // Box2D's own exits are exact-vertex ones

    BenchCase c{name, "box2d", {}, 0, "max |distance - box2d| (float both)"};
    for (int i = 0; i < count; ++i) {
        const double e =
            std::abs(our_distance(ours[i], settings, false) - box2d_distance(peer[i], false));
        c.max_error = std::max(c.max_error, e);
    }
    // Warm: each round is the next frame of every pair, its cache left by the previous one.
    long our_round = 0, peer_round = 0;
    auto run_ours = [&] {
        double s = 0;
        const int f = frame_of(our_round++);
        for (auto& p : ours) {
            if (warm) p.xb = p.frames[size_t(f)];
            s += our_distance(p, settings, warm);
        }
        return s;
    };
    auto run_peer = [&] {
        double s = 0;
        const int f = frame_of(peer_round++);
        for (auto& p : peer) {
            if (warm) p.input.transformB = p.frames[size_t(f)];
            s += box2d_distance(p, warm);
        }
        return s;
    };
    c.timing = time_pair(run_ours, run_peer, count, opt.seconds_per_case);
    return c;
}

/// What recording costs: the recording tracer against the no-op one on the same queries.
BenchCase trace_case(const BenchOptions& opt) {
    const int count = 256;
    auto inputs = make_pairs(8, count, 0x7ace);
    OurPairs<double> our_set = ours_from<double>(inputs);
    auto& ours = our_set.pairs;
    gjk::GjkSettings<double> settings;
    gjk::TraceRecorder recorder;
    auto traced = [&] {
        double s = 0;
        for (auto& p : ours) {
            recorder.clear();
            s += our_distance(p, settings, false, &recorder);
        }
        return s;
    };
    auto plain = [&] {
        double s = 0;
        for (auto& p : ours) s += our_distance(p, settings, false);
        return s;
    };
    BenchCase c{"trace_recording/polygon8_double",
                "no-op tracer",
                {},
                0,
                "what recording every step costs"};
    c.timing = time_pair(traced, plain, count, opt.seconds_per_case);
    return c;
}

}  // namespace

void bench2(const BenchOptions& opt, std::vector<BenchCase>& cases) {
    auto run = [&](const std::string& name, auto make) {  // only the cases --filter wants
        if (opt.wants(name)) cases.push_back(make(name));
    };
    for (int n : {8, 32, 256}) {
        const std::string poly = "polygon" + std::to_string(n);
        run("gjk_distance_2d/" + poly,
            [&](const std::string& name) { return gjk_case<float>(name, n, false, opt); });
        run("gjk_distance_2d_warm/" + poly,
            [&](const std::string& name) { return gjk_case<float>(name, n, true, opt); });
    }
    run("gjk_distance_2d_double/polygon8",
        [&](const std::string& name) { return gjk_case<double>(name, 8, false, opt); });
    run("trace_recording/polygon8_double", [&](const std::string&) { return trace_case(opt); });
}

}  // namespace gjklab
