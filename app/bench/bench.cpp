// `gjklab bench`: runs the 2D and 3D cases (bench2.cpp, bench3.cpp) and prints their times and
// ratios against the peers, as a table or JSON.
#include "bench/bench.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <iostream>

#include "bench/bench_common.h"

namespace gjklab {

using Clock = std::chrono::steady_clock;

Timing time_pair(const std::function<double()>& ours, const std::function<double()>& peer,
                 int queries_per_round, double seconds) {
    Timing t;
    t.ours_ns = t.peer_ns = 1e300;
    volatile double sink = 0;
    // Warm caches, branch predictors and the clock before the first timed round.
    const auto warm_until = Clock::now() + std::chrono::milliseconds(50);
    do {
        sink = sink + ours() + peer();
    } while (Clock::now() < warm_until);
    const auto deadline = Clock::now() + std::chrono::duration<double>(2 * seconds);
    int rounds = 0;
    while (rounds < 3 || Clock::now() < deadline) {
        for (int which = 0; which < 2; ++which) {
            auto start = Clock::now();
            sink = sink + (which == 0 ? ours() : peer());
            double ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count() /
                        queries_per_round;
            (which == 0 ? t.ours_ns : t.peer_ns) = std::min(which == 0 ? t.ours_ns : t.peer_ns, ns);
        }
        t.queries += 2L * queries_per_round;
        if (++rounds > 100000) break;
    }
    return t;
}

int run_bench(const BenchOptions& opt) {
    std::vector<BenchCase> cases;
    bench2(opt, cases);
    bench3(opt, cases);
    if (cases.empty()) {
        std::fprintf(stderr, "gjklab: error: --filter '%s' matches no bench case\n",
                     opt.filter.c_str());
        return 2;
    }

    if (opt.json) {
        nlohmann::ordered_json arr = nlohmann::ordered_json::array();
        for (auto& c : cases)
            arr.push_back({{"name", c.name},
                           {"ours_ns", c.timing.ours_ns},
                           {"peer", c.peer},
                           {"peer_ns", c.timing.peer_ns},
                           {"ratio", c.timing.peer_ns / c.timing.ours_ns},
                           {"queries", c.timing.queries},
                           {"max_error", c.max_error},
                           {"note", c.note}});
        std::cout << nlohmann::ordered_json{{"cases", arr}}.dump(2) << "\n";
        return 0;
    }
    std::printf("%-34s %9s %-13s %9s %6s %9s %10s  %s\n", "case", "ours ns", "peer", "peer ns",
                "ratio", "queries", "error", "error is");
    for (auto& c : cases)
        std::printf("%-34s %9.1f %-13s %9.1f %6.2f %9ld %10.3g  %s\n", c.name.c_str(),
                    c.timing.ours_ns, c.peer.c_str(), c.timing.peer_ns,
                    c.timing.peer_ns / c.timing.ours_ns, c.timing.queries, c.max_error,
                    c.note.c_str());
    std::printf(
        "ratio = peer ns / ours ns (above 1: we are faster); same process, same seeded inputs.\n"
        "2D: float, half overlapping. 3D: double (libccd double, Bullet float), GJK half "
        "overlapping,\n"
        "EPA all overlapping; errors are relative to ours, which the tests check against Qhull.\n");
    return 0;
}

}  // namespace gjklab
