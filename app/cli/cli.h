// The `gjklab` command line: parses arguments and runs a subcommand (docs/format.md, Commands).
#pragma once

#include <functional>
#include <string>

namespace gjklab {

/// Parses "WxH" (each 16..8192); throws InputError.
void parse_size(const std::string& text, int& width, int& height);

struct WindowRequest;  // ui/window_request.h
struct RenderRequest;  // render/render_command.h
struct RecordRequest;  // record/record_command.h

/// Entry points the CLI can hand over to, filled in by the front end that has them (the window
/// and the renderer live outside the headless library).
struct FrontEnds {
    /// Opens the window on a scene file; returns the exit code.
    std::function<int(const WindowRequest& request)> window;
    /// Renders one frame to a PNG; returns the exit code.
    std::function<int(const RenderRequest& request)> render;
    /// Records the whole timeline to a video or PNG frames; returns the exit code.
    std::function<int(const RecordRequest& request)> record;
};

/// Runs the command line; returns the process exit code. Errors are printed as one line
/// `gjklab: error: ...` on stderr: exit 2 for bad input or usage, 1 for anything else.
int run_cli(int argc, char** argv, const FrontEnds& front_ends = {});

}  // namespace gjklab
