#include "cli/motion_commands.h"

#include "cli/output.h"
#include "model/cast.h"
#include "model/motion_series.h"
#include "scene/manifold.h"
#include "scene/motion.h"

#include <algorithm>
#include <cmath>
#include <iostream>

namespace gjklab {

namespace {

ojson cast_json(const CastReport& r) {
    ojson j{{"a", r.a}, {"b", r.b}, {"hit", r.hit}};
    j["toi"] = r.hit ? ojson(clean(r.toi)) : ojson(nullptr);
    j["initial"] = r.initial;
    j["normal"] = r.hit ? vector_json(r.normal, r.dimension) : ojson(nullptr);
    j["point"] = r.hit ? vector_json(r.point, r.dimension) : ojson(nullptr);
    j["point_b"] = r.hit ? vector_json(r.point_b, r.dimension) : ojson(nullptr);
    j["distance"] = r.hit ? ojson(clean(r.distance)) : ojson(nullptr);
    j["target"] = r.target;
    j["iterations"] = r.iterations;
    j["algorithm"] = r.algorithm;
    j["duration"] = r.duration;
    j["undecided"] = r.undecided;
    j["decided_until"] = clean(r.decided_until);
    ojson pieces = ojson::array();
    for (const CastPiece& p : r.pieces)
        pieces.push_back(
            {{"from", p.t0},
             {"to", p.t1},
             {"algorithm", gjk::to_string(p.method())},
             {"stop", gjk::to_string(p.stop())},
             {"iterations", p.dimension == 3 ? p.three.iterations : p.two.iterations}});
    j["pieces"] = pieces;
    return j;
}

/// Where the manifold's points changed between consecutive samples, by their features: a
/// point that appears, one that vanishes, or, both at once, ids that change (jitter's
/// signature when the points themselves stay).
struct ManifoldChange {
    double t;
    std::vector<std::string> appeared, vanished;
};

std::vector<ManifoldChange> manifold_changes(const std::vector<double>& times,
                                             const std::vector<ManifoldReport>& manifolds) {
    std::vector<ManifoldChange> changes;
    for (size_t i = 1; i < manifolds.size(); ++i) {
        auto ids = [](const ManifoldReport& m) {
            std::vector<std::string> v;
            for (const auto& p : m.points) v.push_back(p.id());
            return v;
        };
        const auto before = ids(manifolds[i - 1]), after = ids(manifolds[i]);
        ManifoldChange c{times[i], {}, {}};
        for (const auto& id : after)
            if (std::find(before.begin(), before.end(), id) == before.end())
                c.appeared.push_back(id);
        for (const auto& id : before)
            if (std::find(after.begin(), after.end(), id) == after.end()) c.vanished.push_back(id);
        if (!c.appeared.empty() || !c.vanished.empty()) changes.push_back(c);
    }
    return changes;
}

std::string change_kind(const ManifoldChange& c) {
    if (!c.appeared.empty() && !c.vanished.empty()) return "manifold_ids_change";
    return c.appeared.empty() ? "manifold_point_vanishes" : "manifold_point_appears";
}

}  // namespace

void check_manifold_request(const ManifoldRequest& request) {
    if (!(request.speculative >= 0) || !std::isfinite(request.speculative))
        throw InputError("--speculative must be a distance of 0 or more, got " +
                         fmt(request.speculative));
}

int cast_command(const std::string& file, bool json) {
    const Scene scene = load_scene(file);
    const CastReport r = run_cast(scene);
    if (r.undecided)
        std::cerr << "gjklab: warning: the pair grazes: no contact before t = "
                  << fmt(r.decided_until)
                  << ", and the search stopped there undecided (100000 steps)\n";
    if (json) {
        std::cout << cast_json(r).dump(2) << "\n";
        return 0;
    }
    std::string o = r.a + " vs " + r.b + ": ";
    if (r.hit) {
        o += (r.initial ? "in contact at the start, t = 0" : "first contact at t = " + fmt(r.toi)) +
             " (" + r.algorithm + ", " + std::to_string(r.iterations) + " iterations)\n";
        o += "  distance at toi    " + fmt(r.distance) + "  (contact: closer than " +
             fmt(r.target) + ")\n";
        o += "  normal (A to B)    " + vector_text(r.normal, r.dimension) + "\n";
        o += "  point on A         " + vector_text(r.point, r.dimension) + "\n";
        o += "  point on B         " + vector_text(r.point_b, r.dimension) + "\n";
    } else if (r.undecided) {
        o += "undecided after t = " + fmt(r.decided_until) + " (no contact before)\n";
    } else {
        o += "no contact in [0, " + fmt(r.duration) + "] (" + r.algorithm + ", " +
             std::to_string(r.iterations) + " iterations)\n";
    }
    std::cout << o;
    return 0;
}

int motion_command(const std::string& file, int samples, bool json,
                   const ManifoldRequest& manifold) {
    if (samples < 2 || samples > 1000000)
        throw InputError("--samples must be between 2 and 1000000, got " + std::to_string(samples));
    check_manifold_request(manifold);
    const Scene scene = load_scene(file);
    const MotionSeries m = run_motion(scene, samples);
    std::vector<ManifoldReport> manifolds;
    std::vector<double> times;
    for (const MotionSample& s : m.samples) {
        times.push_back(s.t);
        if (manifold.on)
            manifolds.push_back(run_manifold(scene_at(scene, s.t), manifold.speculative));
    }
    const std::vector<ManifoldChange> changes = manifold_changes(times, manifolds);
    if (json) {
        ojson j{{"a", scene.query_a}, {"b", scene.query_b}, {"duration", m.duration}};
        ojson rows = ojson::array();
        for (const MotionSample& s : m.samples) {
            ojson row{{"t", clean(s.t)}, {"signed_distance", clean(signed_distance(s.report))}};
            const ojson query = query_json(s.report);
            for (auto it = query.begin(); it != query.end(); ++it) row[it.key()] = *it;
            row["warm_start_points"] = s.report.warm_start_points;
            if (manifold.on) row["manifold"] = manifold_json(manifolds[rows.size()]);
            rows.push_back(row);
        }
        j["samples"] = rows;
        ojson events = ojson::array();
        for (const MotionEvent& e : m.events) {
            ojson ev{{"kind", e.kind}, {"t", clean(e.t)}};
            if (e.kind == "warning") ev["until"] = clean(e.until), ev["detail"] = e.detail;
            if (e.kind == "normal_jump") {
                ev["angle_deg"] = clean(e.angle_deg);
                ev["normal_before"] = vector_json(e.normal_before, m.dimension);
                ev["normal_after"] = vector_json(e.normal_after, m.dimension);
            }
            events.push_back(ev);
        }
        for (const ManifoldChange& c : changes)
            events.push_back({{"kind", change_kind(c)},
                              {"t", clean(c.t)},
                              {"appeared", c.appeared},
                              {"vanished", c.vanished}});
        j["events"] = events;
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    std::cout << scene.query_a << " vs " << scene.query_b << " over [0, " << fmt(m.duration)
              << "], " << m.samples.size() << " samples\n";
    std::cout << "         t     distance  normal (A to B)\n";
    for (const MotionSample& s : m.samples) {
        std::string t = fmt(s.t), d = fmt(signed_distance(s.report));
        std::cout << std::string(t.size() < 10 ? 10 - t.size() : 0, ' ') << t << "  "
                  << std::string(d.size() < 11 ? 11 - d.size() : 0, ' ') << d << "  "
                  << vector_text(normal_of(s.report), m.dimension)
                  << (s.report.warnings.empty() ? "" : "  (warning)");
        if (manifold.on) {
            const ManifoldReport& mf = manifolds[size_t(&s - m.samples.data())];
            std::cout << "  " << mf.points.size() << " contact point"
                      << (mf.points.size() == 1 ? "" : "s");
        }
        std::cout << "\n";
    }
    for (const MotionEvent& e : m.events) {
        std::cout << "event: " << e.kind << " at t = " << fmt(e.t);
        if (e.kind == "normal_jump")
            std::cout << ", the normal turns " << fmt(e.angle_deg)
                      << " degrees: " << vector_text(e.normal_before, m.dimension) << " to "
                      << vector_text(e.normal_after, m.dimension);
        if (e.kind == "warning") std::cout << " to " << fmt(e.until) << ": " << e.detail;
        std::cout << "\n";
    }
    for (const ManifoldChange& c : changes) {
        std::cout << "event: " << change_kind(c) << " at t = " << fmt(c.t);
        for (const auto& id : c.appeared) std::cout << "; appears: " << id;
        for (const auto& id : c.vanished) std::cout << "; vanishes: " << id;
        std::cout << "\n";
    }
    return 0;
}

}  // namespace gjklab
