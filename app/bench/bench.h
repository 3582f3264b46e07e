// `gjklab bench`: times the core against peer libraries in the same process, on the same
// seeded inputs, and prints ratios (docs/format.md, bench --json).
#pragma once

#include <string>

namespace gjklab {

struct BenchOptions {
    bool json = false;
    double seconds_per_case = 0.25;  ///< measuring time per implementation and case
    std::string filter;              ///< run only the cases whose name contains this

    bool wants(const std::string& case_name) const {
        return filter.empty() || case_name.find(filter) != std::string::npos;
    }
};

int run_bench(const BenchOptions& options);

}  // namespace gjklab
