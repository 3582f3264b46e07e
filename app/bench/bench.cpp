// `gjklab bench`: runs the 2D and 3D cases (bench2.cpp, bench3.cpp) and prints their times and
// ratios against the peers, as a table or JSON.
#include "bench/bench.h"

#include <nlohmann/json.hpp>

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <tuple>
#include <utility>
#include <vector>

#include "bench/bench_common.h"

namespace gjklab {

using Clock = std::chrono::steady_clock;

namespace {

/// Nanoseconds of CPU time this thread has used.
double thread_ns() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e9 + double(t.tv_nsec);
}

/// The median of `v` and half its interquartile range relative to it.
std::pair<double, double> median_and_spread(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    auto at = [&](double q) { return v[size_t(std::lround(q * double(v.size() - 1)))]; };
    const double median = at(0.5);
    return {median, (at(0.75) - at(0.25)) / 2 / median};
}

}  // namespace

int pairs_beyond_cache(size_t bytes_per_pair, int at_least) {
    const double bytes = 2.0 * 32 * 1024 * 1024;
    return std::max(at_least, int(std::ceil(bytes / double(bytes_per_pair))));
}

Timing time_pair(const std::function<double()>& ours, const std::function<double()>& peer,
                 int queries_per_round, double seconds) {
    Timing t;
    volatile double sink = 0;
    // Warm caches, branch predictors and the clock before the first timed round.
    const auto warm_until = Clock::now() + std::chrono::milliseconds(50);
    do {
        sink = sink + ours() + peer();
    } while (Clock::now() < warm_until);
    std::vector<double> rounds[2];
    const auto deadline = Clock::now() + std::chrono::duration<double>(2 * seconds);
    while (rounds[0].size() < 5 || (Clock::now() < deadline && rounds[0].size() < 100000)) {
        for (int which = 0; which < 2; ++which) {
            const double start = thread_ns();
            sink = sink + (which == 0 ? ours() : peer());
            rounds[which].push_back((thread_ns() - start) / queries_per_round);
        }
        t.queries += 2L * queries_per_round;
    }
    std::tie(t.ours_ns, t.ours_spread) = median_and_spread(rounds[0]);
    std::tie(t.peer_ns, t.peer_spread) = median_and_spread(rounds[1]);
    t.rounds = int(rounds[0].size());
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
                           {"rounds", c.timing.rounds},
                           {"ours_spread", c.timing.ours_spread},
                           {"peer_spread", c.timing.peer_spread},
                           {"max_error", c.max_error},
                           {"note", c.note}});
        std::cout << nlohmann::ordered_json{{"cases", arr}}.dump(2) << "\n";
        return 0;
    }
    std::printf("%-34s %9s %6s %-13s %9s %6s %6s %7s %10s  %s\n", "case", "ours ns", "+-", "peer",
                "peer ns", "+-", "ratio", "pairs", "error", "error is");
    for (auto& c : cases)
        std::printf(
            "%-34s %9.1f %5.1f%% %-13s %9.1f %5.1f%% %6.2f %7ld %10.3g  %s\n", c.name.c_str(),
            c.timing.ours_ns, 100 * c.timing.ours_spread, c.peer.c_str(), c.timing.peer_ns,
            100 * c.timing.peer_spread, c.timing.peer_ns / c.timing.ours_ns,
            c.timing.queries / std::max(1L, 2L * c.timing.rounds), c.max_error, c.note.c_str());
    std::printf(
        "ratio = peer ns / ours ns (above 1: we are faster): medians of alternating rounds in "
        "thread\n"
        "CPU time, +- half the rounds' interquartile range; same process, same seeded inputs, "
        "enough\n"
        "pairs that each side's points fill twice a 32 MiB cache. Pairs near contact (centres "
        "0-1.7\n"
        "apart for one half, 1.0-2.5 for the other; EPA: overlapping ones only); \"warm\" starts "
        "from\n"
        "the previous frame of a moving pair. 2D float, 3D double (libccd double, Bullet float).\n"
        "Peers at their default settings; errors are against ours, which the tests check against\n"
        "Qhull and brute force.\n");
    return 0;
}

}  // namespace gjklab
