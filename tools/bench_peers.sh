#!/usr/bin/env bash
# Builds the outside comparison (tools/peers/peer_bench.cpp) from the peers' source folders and
# runs it: every side compiled from source with the same flags, once per flag set, alternating
# rounds in one process. Prints each run's table (the one docs/performance.md shows).
#
#   tools/bench_peers.sh [--opengjk OPENGJK_SOURCE] [--jolt JOLT_SOURCE]
#                        [--flags "-O2"] [--flags "-O3"] [--seconds S] [--only SHAPES]
#
# Without --flags: "-O2" and then "-O3". openGJK is its scalar/openGJK.c (double); Jolt its
# GJKClosestPoint and EPAPenetrationDepth headers with Jolt/Core's allocator and issue
# reporting. Work goes to build-peers/.
set -euo pipefail
cd "$(dirname "$0")/.."
opengjk="" jolt="" seconds=3 only="" flag_sets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --opengjk) opengjk="$(cd "$2" && pwd)"; shift 2 ;;
    --jolt) jolt="$(cd "$2" && pwd)"; shift 2 ;;
    --flags) flag_sets+=("$2"); shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "bench_peers: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ ${#flag_sets[@]} -gt 0 ] || flag_sets=("-O2" "-O3")
work="$PWD/build-peers"
mkdir -p "$work"
glm_include=/usr/include

for flags in "${flag_sets[@]}"; do
  tag="$(echo "$flags" | tr -c 'A-Za-z0-9' '_')"
  out="$work/$tag"
  mkdir -p "$out"
  defines=() sources=() includes=(-Icore/include)
  if [ -n "$opengjk" ]; then
    # shellcheck disable=SC2086
    gcc $flags -std=c11 -c "$opengjk/scalar/openGJK.c" -I"$opengjk/scalar/include" -o "$out/openGJK.o"
    defines+=(-DWITH_OPENGJK) includes+=(-I"$opengjk/scalar/include") sources+=("$out/openGJK.o")
  fi
  if [ -n "$jolt" ]; then
    for f in Memory IssueReporting; do
      # shellcheck disable=SC2086
      g++ $flags -std=c++17 -c "$jolt/Jolt/Core/$f.cpp" -I"$jolt" -o "$out/jolt_$f.o"
      sources+=("$out/jolt_$f.o")
    done
    defines+=(-DWITH_JOLT) includes+=(-I"$jolt")
  fi
  # shellcheck disable=SC2086
  g++ $flags -std=c++17 "${defines[@]}" "${includes[@]}" -I"$glm_include" \
    tools/peers/peer_bench.cpp core/src/shapes3d.cpp core/src/shapes2d.cpp "${sources[@]}" \
    -o "$out/peer_bench"
  echo "== every side built with: $flags"
  "$out/peer_bench" --seconds "$seconds" --flags "$flags" ${only:+--only "$only"}
  echo
done
