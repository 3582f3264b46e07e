#!/usr/bin/env bash
# Installs what is missing, checks the code's format (tools/check_format.sh), builds the desktop
# and the browser build (tools/web.sh), and runs every test (ctest); then builds the core, scene and command-line tests again with clang under AddressSanitizer and UndefinedBehaviorSanitizer and
# runs them, with the scene loader's fuzz target (docs/tests.md).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
tools/check_format.sh
tools/build.sh -DGJKLAB_WERROR=ON -DGJKLAB_WEB_TESTS=ON
tools/web.sh --build-only  # the browser build, tested in Chromium by ctest (docs/web.md)
(cd build && ctest --output-on-failure -j"$(nproc)")

# Sanitizers: no window tests (Mesa's own allocations), no peers (their code is not ours);
# -O1 and a unity build (16 sources a unit) keep the build short.
cmake -S . -B build-sanitize -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DGJKLAB_SANITIZE=ON -DGJKLAB_FUZZ=ON -DGJKLAB_WERROR=ON \
  -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 \
  -DGJKLAB_WINDOW_TESTS=OFF -DGJKLAB_BENCH=OFF -DGJKLAB_PEER_TESTS=OFF >/dev/null
cmake --build build-sanitize -j"$(nproc)"
cd build-sanitize
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --output-on-failure -j"$(nproc)"
