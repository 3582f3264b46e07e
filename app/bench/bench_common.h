// What the benchmark cases share: timing two implementations fairly, and a case's record.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "bench/bench.h"

namespace gjklab {

struct Timing {
    double ours_ns = 0, peer_ns = 0;  ///< the median round's time per query
    double ours_spread = 0,
           peer_spread = 0;  ///< half the rounds' interquartile range over the median
    long queries = 0;
    int rounds = 0;  ///< per implementation
};

/// Time per query of each implementation: the median over alternating rounds of
/// `queries_per_round` queries each, in the thread's CPU time (time the machine gives to other
/// processes is not counted), with the spread of the rounds. At least 5 rounds each.
Timing time_pair(const std::function<double()>& ours, const std::function<double()>& peer,
                 int queries_per_round, double seconds);

/// Pairs enough that one implementation's data for them fills twice the last-level cache
/// (32 MiB on the machines we measure on), as the data of a real scene's many pairs does;
/// `bytes_per_pair` is what one pair's points take.
int pairs_beyond_cache(size_t bytes_per_pair, int at_least = 256);

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
