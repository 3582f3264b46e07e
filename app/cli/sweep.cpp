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
#include "model/sweep.h"
#include "scene/evaluate.h"

namespace gjklab {

int sweep_command(const SweepRequest& req) {
    const Scene base = load_scene(req.scene_path);
    SweepOptions options;
    options.samples = req.samples;
    options.position_jitter = req.position_jitter;
    options.degrees_jitter = req.degrees_jitter;
    options.seed = req.seed;
    options.move_a = req.move == "A" || req.move == "both";
    options.move_b = req.move == "B" || req.move == "both";
    if (!options.move_a && !options.move_b)
        throw InputError("--move must be A, B or both, got \"" + req.move + "\"");
    Sweep sweep;
    try {
        sweep = run_sweep(base, options);
    } catch (const InputError& e) {
        if (std::string(e.what()).rfind("no moved copy", 0) == 0)
            throw InputError(req.scene_path + ": " + e.what());
        throw;
    }
    const std::vector<SweepSample>& samples = sweep.samples;
    const SweepSample& unmoved = sweep.unmoved;
    const double position_jitter = sweep.position_jitter;

    // The spread.
    int intersecting = 0, flips = 0, warned = 0;
    double dmin = 1e300, dmax = -1e300, pmin = 1e300, pmax = -1e300, spread = 0;
    int gmin = 1 << 30, gmax = 0, emin = 1 << 30, emax = 0;
    std::map<std::string, int> gjk_stops, epa_stops;
    for (const SweepSample& s : samples) {
        intersecting += s.intersecting;
        warned += s.warned;
        dmin = std::min(dmin, s.distance), dmax = std::max(dmax, s.distance);
        pmin = std::min(pmin, s.depth), pmax = std::max(pmax, s.depth);
        gmin = std::min(gmin, s.gjk_iterations), gmax = std::max(gmax, s.gjk_iterations);
        emin = std::min(emin, s.epa_iterations), emax = std::max(emax, s.epa_iterations);
        ++gjk_stops[s.gjk_stop];
        if (!s.epa_stop.empty()) ++epa_stops[s.epa_stop];
        spread = std::max(spread, s.normal_angle);
    }
    flips = sweep.flipped;
    // The worst: the copies whose normal turned furthest from the unmoved one's.
    std::vector<const SweepSample*> worst;
    for (const SweepSample& s : samples) worst.push_back(&s);
    std::sort(worst.begin(), worst.end(), [](const SweepSample* a, const SweepSample* b) {
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
            Scene scene = with_sample(base, sweep, *worst[k]);
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
        ojson clusters = ojson::array();
        for (const NormalCluster& c : sweep.clusters) {
            ojson normal = ojson::array();
            for (int k = 0; k < base.dimension; ++k) normal.push_back(clean(c.normal[k]));
            clusters.push_back({{"normal", normal},
                                {"copies", c.copies},
                                {"first_copy", c.first_copy},
                                {"unmoved", c.holds_unmoved}});
        }
        ojson worst_json = ojson::array();
        for (size_t k = 0; k < worst.size(); ++k) {
            ojson w{{"sample", worst[k]->index},
                    {"normal_angle_deg", clean(worst[k]->normal_angle)},
                    {"distance", clean(worst[k]->distance)},
                    {"penetration_depth", clean(worst[k]->depth)}};
            if (k < files.size()) w["file"] = files[k];
            worst_json.push_back(w);
        }
        const ojson out{
            {"samples", n},
            {"jitter", {{"position", position_jitter}, {"degrees", req.degrees_jitter}}},
            {"seed", req.seed},
            {"unmoved", query_json(run_query(base))},
            {"intersecting", intersecting},
            {"distance", {{"min", clean(dmin)}, {"max", clean(dmax)}}},
            {"penetration_depth", {{"min", clean(pmin)}, {"max", clean(pmax)}}},
            {"normal_spread_deg", clean(spread)},
            {"normal_flips", flips},
            {"normal_clusters", clusters},
            {"cluster_angle_deg", clean(sweep.cluster_angle)},
            {"largest_jump_deg", clean(sweep.largest_jump)},
            {"moved", req.move},
            {"gjk_iterations", {{"min", gmin}, {"max", gmax}}},
            {"epa_iterations", {{"min", emin}, {"max", emax}}},
            {"stops", {{"gjk", stops_g}, {"epa", stops_e}}},
            {"with_warnings", warned},
            {"worst", worst_json}};
        std::cout << out.dump() << "\n";
        return 0;
    }
    const std::string moved = req.move == "both" ? base.query_a + " and " + base.query_b
                              : req.move == "A"  ? base.query_a
                                                 : base.query_b;
    std::printf("%d copies of %s with %s moved up to %s and turned up to %s degrees (seed %u)\n", n,
                req.scene_path.c_str(), moved.c_str(), short_number(position_jitter).c_str(),
                short_number(req.degrees_jitter).c_str(), req.seed);
    std::printf("  intersecting       %d of %d (unmoved: %s)\n", intersecting, n,
                unmoved.intersecting ? "yes" : "no");
    std::printf("  distance           %s to %s\n", short_number(dmin).c_str(),
                short_number(dmax).c_str());
    std::printf("  penetration_depth  %s to %s\n", short_number(pmin).c_str(),
                short_number(pmax).c_str());
    std::printf(
        "  normal             up to %s degrees from the unmoved one's; %zu cluster%s (normals "
        "within %s degrees)%s\n",
        short_number(spread).c_str(), sweep.clusters.size(), sweep.clusters.size() == 1 ? "" : "s",
        short_number(sweep.cluster_angle).c_str(),
        sweep.clusters.size() > 1
            ? (", jumping up to " + short_number(sweep.largest_jump) + " degrees").c_str()
            : "");
    for (const NormalCluster& c : sweep.clusters) {
        std::string normal;
        for (int k = 0; k < base.dimension; ++k)
            normal += (k ? ", " : "") + short_number(c.normal[k]);
        std::printf("    (%s)  %d of %d copies%s\n", normal.c_str(), c.copies, n,
                    c.holds_unmoved ? ", the unmoved scene's"
                                    : (", first copy " + std::to_string(c.first_copy)).c_str());
    }
    std::printf(
        "  flipped            %d of %d copies (in another cluster than the unmoved scene's)\n",
        flips, n);
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
