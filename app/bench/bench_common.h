// What the benchmark cases share: timing two implementations fairly, and a case's record.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "bench/bench.h"

namespace gjklab {

struct Timing {
    double ours_ns = 0, peer_ns = 0;
    long queries = 0;
};

/// Best time per query of each implementation over alternating rounds of `queries_per_round`
/// queries (the best round is the one least disturbed by the rest of the machine).
Timing time_pair(const std::function<double()>& ours, const std::function<double()>& peer,
                 int queries_per_round, double seconds);

struct BenchCase {
    std::string name;
    std::string peer;
    Timing timing;
    double max_error = 0;  ///< accuracy figure of the case (see note)
    std::string note;
};

/// The 2D cases (bench2.cpp) and the 3D cases (bench3.cpp) the options ask for.
void bench2(const BenchOptions& opt, std::vector<BenchCase>& cases);
void bench3(const BenchOptions& opt, std::vector<BenchCase>& cases);

}  // namespace gjklab
