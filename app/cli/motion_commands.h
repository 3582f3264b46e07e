// `gjklab cast` (the first contact under the scene's motion) and `gjklab motion` (the query over
// time): their text and JSON (docs/format.md, "Motion").
#pragma once

#include <string>

namespace gjklab {

/// `--manifold [--speculative D]` of `query` and `motion`.
struct ManifoldRequest {
    bool on = false;
    double speculative = 0;
};

/// Throws InputError when the speculative distance is negative or not a number.
void check_manifold_request(const ManifoldRequest& request);

int cast_command(const std::string& file, bool json);
int motion_command(const std::string& file, int samples, bool json,
                   const ManifoldRequest& manifold);

}  // namespace gjklab
