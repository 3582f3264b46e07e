// `gjklab bench`: times the core against peer libraries in the same process, on the same
// seeded inputs, and prints ratios (DESIGN.md, bench --json).
#pragma once

namespace gjklab {

struct BenchOptions {
    bool json = false;
    double seconds_per_case = 0.25;  ///< measuring time per implementation and case
};

int run_bench(const BenchOptions& options);

}  // namespace gjklab
