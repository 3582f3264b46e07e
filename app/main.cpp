// gjklab: the window by default, headless subcommands for scripts, tests and CI.
#include "cli/cli.h"
#include "record/record_command.h"
#include "render/render_command.h"
#include "ui/window_request.h"

int main(int argc, char** argv) {
    gjklab::FrontEnds front_ends;
    front_ends.window = gjklab::run_window;
    front_ends.render = gjklab::render_command;
    front_ends.record = gjklab::record_command;
    return gjklab::run_cli(argc, argv, front_ends);
}
