// gjklab: the window by default, headless subcommands for scripts, tests and CI.
#include "cli/cli.h"

int main(int argc, char** argv) { return gjklab::run_cli(argc, argv); }
