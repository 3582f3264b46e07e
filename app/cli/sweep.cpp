#include "cli/sweep.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <random>
#include <vector>

#include "cli/output.h"
#include "io/atomic_file.h"
#include "model/mesh3.h"
#include "model/timeline2.h"
#include "scene/evaluate.h"
#include "scene/scale.h"

namespace gjklab {

namespace {

/// B's size: the diagonal of its bounding box.
double size_of(const SceneShape& b) {
    glm::dvec3 lo(1e300), hi(-1e300);
    auto take = [&](glm::dvec3 p) { lo = glm::min(lo, p), hi = glm::max(hi, p); };
    if (std::holds_alternative<Entry2>(b.entry)) {
        const ShapeGeometry g = shape_geometry(b);
        for (const glm::dvec2& p : g.outline) take({p, 0});
        take({g.position, 0});
    } else {
        bool exact = true;
        for (const glm::dvec3& p : body_mesh(body3_of<double>(b), exact).points) take(p);
    }
    return std::max(glm::length(hi - lo), 1e-300);
}

struct Sample {
    int index = 0;
    bool intersecting = false;
    double distance = 0, depth = 0;
    glm::dvec3 normal{0, 0, 0};
    int gjk_iterations = 0, epa_iterations = 0;
    std::string gjk_stop, epa_stop;
    bool warned = false;
    double normal_angle = 0;  ///< degrees from the unmoved scene's normal
    SceneShape b;             ///< B as moved for this copy (the rest is the scene's)
};

Sample sample_of(const Scene& scene, int index, int b_index) {
    const QueryReport r = run_query(scene);
    Sample s;
    s.index = index;
    s.b = scene.shapes[size_t(b_index)];
    s.warned = !r.warnings.empty();
    auto fill = [&](const auto& q) {
        s.intersecting = q.intersecting;
        s.distance = q.distance;
        s.depth = q.penetration_depth;
        s.gjk_iterations = q.gjk_iterations;
        s.epa_iterations = q.epa_iterations;
        s.gjk_stop = gjk::to_string(q.gjk_stop);
        s.epa_stop = q.epa_stop == gjk::EpaStop::Running ? "" : gjk::to_string(q.epa_stop);
    };
    if (scene.dimension == 3) {
        fill(r.result3);
        s.normal = r.result3.normal;
    } else {
        fill(r.result);
        s.normal = glm::dvec3(r.result.normal, 0);
    }
    return s;
}

double angle_deg(glm::dvec3 a, glm::dvec3 b) {
    const double c = glm::dot(a, b) / std::max(glm::length(a) * glm::length(b), 1e-300);
    return std::acos(std::clamp(c, -1.0, 1.0)) * 180 / M_PI;
}

}  // namespace

int sweep_command(const SweepRequest& req) {
    if (req.samples < 1 || req.samples > 1000000)
        throw InputError("--samples must be between 1 and 1000000");
    if (!(req.degrees_jitter >= 0 && req.degrees_jitter <= 180))
        throw InputError("--jitter: degrees must be in [0, 180]");
    const Scene base = load_scene(req.scene_path);
    const int b_index = base.index_of(base.query_b);
    const double position_jitter =
        req.position_jitter >= 0 ? req.position_jitter : 1e-3 * size_of(base.shapes[b_index]);
    const Sample unmoved = sample_of(base, 0, b_index);
    std::mt19937_64 random(req.seed);
    std::uniform_real_distribution<double> unit(-1, 1);
    std::vector<Sample> samples;
    for (int i = 1; i <= req.samples; ++i) {
        Scene s = base;
        SceneShape& b = s.shapes[b_index];
        if (s.dimension == 3) {
            auto& e = b.entry3();
            e.position += position_jitter * glm::dvec3(unit(random), unit(random), unit(random));
            const glm::dvec3 turn = req.degrees_jitter * glm::dvec3(unit(random), unit(random), unit(random));
            if (e.rotation_matrix) {  // turn the exact rotation by the small Euler turn
                e.rotation_matrix = transform3_of(b).r;
                const auto small = gjk::Transform3<double>::from_euler_deg({0, 0, 0}, turn);
                e.rotation_matrix = small.r * *e.rotation_matrix;
                e.rotation_deg = rotation3_deg_of(*e.rotation_matrix);
            } else {
                e.rotation_deg += turn;
            }
        } else {
            auto& e = b.entry2();
            e.position += position_jitter * glm::dvec2(unit(random), unit(random));
            const double turn = req.degrees_jitter * unit(random);
            e.rotation_deg += turn;
            if (auto& cs = e.rotation_cos_sin) {  // turn the exact (cos, sin) by the small angle
                const double c = std::cos(turn * M_PI / 180), sn = std::sin(turn * M_PI / 180);
                cs = glm::dvec2(cs->x * c - cs->y * sn, cs->x * sn + cs->y * c);
            }
        }
        if (!scale_problem(s).empty()) continue;  // a copy the precision cannot answer
        Sample sample = sample_of(s, i, b_index);
        sample.normal_angle = angle_deg(sample.normal, unmoved.normal);
        samples.push_back(std::move(sample));
    }
    if (samples.empty()) throw InputError(req.scene_path + ": no moved copy could be answered");

    // The spread.
    int intersecting = 0, flips = 0, warned = 0;
    double dmin = 1e300, dmax = -1e300, pmin = 1e300, pmax = -1e300, spread = 0;
    int gmin = 1 << 30, gmax = 0, emin = 1 << 30, emax = 0;
    std::map<std::string, int> gjk_stops, epa_stops;
    for (const Sample& s : samples) {
        intersecting += s.intersecting;
        warned += s.warned;
        dmin = std::min(dmin, s.distance), dmax = std::max(dmax, s.distance);
        pmin = std::min(pmin, s.depth), pmax = std::max(pmax, s.depth);
        gmin = std::min(gmin, s.gjk_iterations), gmax = std::max(gmax, s.gjk_iterations);
        emin = std::min(emin, s.epa_iterations), emax = std::max(emax, s.epa_iterations);
        ++gjk_stops[s.gjk_stop];
        if (!s.epa_stop.empty()) ++epa_stops[s.epa_stop];
        spread = std::max(spread, s.normal_angle);
        flips += s.normal_angle > 90;
    }
    // The worst: the copies whose normal turned furthest from the unmoved one's.
    std::vector<const Sample*> worst;
    for (const Sample& s : samples) worst.push_back(&s);
    std::sort(worst.begin(), worst.end(), [](const Sample* a, const Sample* b) {
        return a->normal_angle > b->normal_angle;
    });
    worst.resize(std::min<size_t>(3, worst.size()));
    std::vector<std::string> files;
    if (!req.out.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(req.out, ec);
        if (ec) throw OutputError(req.out + ": cannot create the folder: " + ec.message());
        for (size_t k = 0; k < worst.size(); ++k) {
            const std::string file = (std::filesystem::path(req.out) /
                                      ("sweep_worst_" + std::to_string(k + 1) + ".json"))
                                         .string();
            Scene scene = base;
            scene.shapes[size_t(b_index)] = worst[k]->b;
            scene.title = "Sweep of " + std::filesystem::path(req.scene_path).filename().string() +
                          ": copy " + std::to_string(worst[k]->index) + ", normal " +
                          short_number(worst[k]->normal_angle) + " degrees off";
            write_file_atomically(file, scene_to_json(scene));
            files.push_back(file);
        }
    }
    const int n = int(samples.size());
    if (req.json) {
        ojson stops_g = ojson::object(), stops_e = ojson::object();
        for (const auto& [k, v] : gjk_stops) stops_g[k] = v;
        for (const auto& [k, v] : epa_stops) stops_e[k] = v;
        ojson worst_json = ojson::array();
        for (size_t k = 0; k < worst.size(); ++k) {
            ojson w{{"sample", worst[k]->index},
                    {"normal_angle_deg", clean(worst[k]->normal_angle)},
                    {"distance", clean(worst[k]->distance)},
                    {"penetration_depth", clean(worst[k]->depth)}};
            if (k < files.size()) w["file"] = files[k];
            worst_json.push_back(w);
        }
        const ojson out{{"samples", n},
                        {"jitter", {{"position", position_jitter}, {"degrees", req.degrees_jitter}}},
                        {"seed", req.seed},
                        {"unmoved", query_json(run_query(base))},
                        {"intersecting", intersecting},
                        {"distance", {{"min", clean(dmin)}, {"max", clean(dmax)}}},
                        {"penetration_depth", {{"min", clean(pmin)}, {"max", clean(pmax)}}},
                        {"normal_spread_deg", clean(spread)},
                        {"normal_flips", flips},
                        {"gjk_iterations", {{"min", gmin}, {"max", gmax}}},
                        {"epa_iterations", {{"min", emin}, {"max", emax}}},
                        {"stops", {{"gjk", stops_g}, {"epa", stops_e}}},
                        {"with_warnings", warned},
                        {"worst", worst_json}};
        std::cout << out.dump() << "\n";
        return 0;
    }
    std::printf("%d copies of %s with %s moved up to %s and turned up to %s degrees (seed %u)\n", n,
                req.scene_path.c_str(), base.query_b.c_str(), short_number(position_jitter).c_str(),
                short_number(req.degrees_jitter).c_str(), req.seed);
    std::printf("  intersecting       %d of %d (unmoved: %s)\n", intersecting, n,
                unmoved.intersecting ? "yes" : "no");
    std::printf("  distance           %s to %s\n", short_number(dmin).c_str(), short_number(dmax).c_str());
    std::printf("  penetration_depth  %s to %s\n", short_number(pmin).c_str(), short_number(pmax).c_str());
    std::printf("  normal             up to %s degrees from the unmoved one's; %d flipped (over 90)\n",
                short_number(spread).c_str(), flips);
    std::printf("  iterations         GJK %d to %d, EPA %d to %d\n", gmin, gmax, emin, emax);
    std::string stops;
    for (const auto& [k, v] : gjk_stops) stops += " " + k + " " + std::to_string(v);
    std::printf("  GJK stops         %s\n", stops.c_str());
    if (!epa_stops.empty()) {
        stops.clear();
        for (const auto& [k, v] : epa_stops) stops += " " + k + " " + std::to_string(v);
        std::printf("  EPA stops         %s\n", stops.c_str());
    }
    std::printf("  with warnings      %d\n", warned);
    for (size_t k = 0; k < worst.size(); ++k)
        std::printf("  worst %zu: copy %d, normal %s degrees off%s%s\n", k + 1, worst[k]->index,
                    short_number(worst[k]->normal_angle).c_str(), k < files.size() ? " -> " : "",
                    k < files.size() ? files[k].c_str() : "");
    return 0;
}

}  // namespace gjklab
