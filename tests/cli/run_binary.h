// Runs the real gjklab binary and captures its exit code, stdout and stderr.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>

#include "scratch_dir.h"

struct RunResult {
    int code = -1;
    std::string out, err;
};

inline std::string read_file(const std::string& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

/// `args` is appended to the binary's path as shell words (quote them yourself); `env` (e.g.
/// "PATH=/x") is set for the run.
/// The folder a test program's files go to (removed when the program ends).
inline const std::string& cli_scratch() {
    static const gjklab::testing_support::ScratchDir dir("gjklab_cli_test");
    return dir.path();
}

inline RunResult run_gjklab_env(const std::string& env, const std::string& args) {
    static int counter = 0;
    const std::string base = cli_scratch() + "/run_" + std::to_string(counter++);
    const std::string cmd = (env.empty() ? "" : "env " + env + " ") + std::string(GJKLAB_BINARY) +
                            " " + args + " >" + base + ".out 2>" + base + ".err";
    int status = std::system(cmd.c_str());
    RunResult r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = read_file(base + ".out");
    r.err = read_file(base + ".err");
    std::remove((base + ".out").c_str());
    std::remove((base + ".err").c_str());
    return r;
}

inline RunResult run_gjklab(const std::string& args) {
    return run_gjklab_env("", args);
}

/// Writes `text` to a fresh temporary .json file and returns its path.
inline std::string temp_scene(const std::string& text) {
    static int counter = 0;
    std::string path = cli_scratch() + "/scene_" + std::to_string(counter++) + ".json";
    std::ofstream(path) << text;
    return path;
}
