// The `gjklab` command line: parses arguments and runs a subcommand (DESIGN.md, Command line).
#pragma once

#include <functional>
#include <string>

namespace gjklab {

/// Entry points the CLI can hand over to, filled in by the front end that has them (the window
/// and the renderer live outside the headless library).
struct FrontEnds {
    /// Opens the window on a scene file; returns the exit code.
    std::function<int(const std::string& scene_path)> window;
};

/// Runs the command line; returns the process exit code. Errors are printed as one line
/// `gjklab: error: ...` on stderr: exit 2 for bad input or usage, 1 for anything else.
int run_cli(int argc, char** argv, const FrontEnds& front_ends = {});

/// The preset opened when no file is given.
std::string default_scene_path();

}  // namespace gjklab
