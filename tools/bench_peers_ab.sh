#!/usr/bin/env bash
# Ours at a git revision against ours in the working tree, each beside openGJK in a build of the
# working tree's outside comparison (tools/peers/peer_bench.cpp, so that both run the same
# harness, each against its own tree's core), every side compiled with the same flags. The two
# binaries run in turn, ROUNDS times, on the same 2,000 near-contact pairs (in cache), so that
# both see the same machine; each prints its rows (the time per query of every side, and for
# the GJK distance its pairs apart and overlapping apart). This is how a change to the core is
# measured before it is kept (docs/performance.md).
#
#   tools/bench_peers_ab.sh --opengjk DIR [--rev REV] [--flags FLAGS] [--align] [--only SHAPES]
#                           [--query TEXT] [--rounds N] [--seconds S]
#
#   --opengjk  openGJK's source (github.com/MattiaMontanari/openGJK): scalar/openGJK.c
#   --rev      the revision to compare with (HEAD)
#   --flags    every side's flags ("-O3")
#   --align    adds -falign-functions=64 to every side: a difference of a few percent that
#              vanishes with it is where the code landed, not the code (docs/performance.md)
#   --only     a row's shapes ("16 points", "boxes"; all rows without it)
#   --query    the rows whose query holds TEXT ("distance")
#   --rounds   runs of each binary (3); --seconds: each row's time (1)
# Work goes to build-ab/: the revision's worktree (shared with bench_ab.sh) and one folder per
# tree, flag set, openGJK source and harness.
set -euo pipefail
cd "$(dirname "$0")/.."
opengjk="" rev=HEAD flags="-O3" align=0 only="" query="distance" rounds=3 seconds=1
while [ $# -gt 0 ]; do
  case "$1" in
    --opengjk) opengjk="$(cd "$2" && pwd)"; shift 2 ;;
    --rev) rev="$2"; shift 2 ;;
    --flags) flags="$2"; shift 2 ;;
    --align) align=1; shift ;;
    --only) only="$2"; shift 2 ;;
    --query) query="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "bench_peers_ab: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ -z "$opengjk" ] || [ ! -f "$opengjk/scalar/openGJK.c" ]; then
  echo "bench_peers_ab: --opengjk DIR must hold scalar/openGJK.c" >&2
  exit 2
fi
[ "$align" = 0 ] || flags="$flags -falign-functions=64"
read -r -a f <<< "$flags"
short=$(git rev-parse --short "$rev")
# The revision's build is kept between runs, named by what it was built from besides the
# revision: the flags, openGJK's source and the working tree's harness.
source_sum=$(cat "$opengjk/scalar/openGJK.c" tools/peers/peer_bench.cpp | cksum | cut -d' ' -f1)
tag=$(echo "$flags" | tr -c 'A-Za-z0-9\n' '_')_$source_sum
tree="build-ab/$short"
[ -d "$tree" ] || git worktree add -f --detach "$tree" "$rev" >/dev/null

# build ROOT OUT: ROOT's core, the working tree's harness and openGJK, each to an object, two at
# a time; any failed compile stops the script.
build() {
  local root="$1" out="$2" source pid
  rm -rf "$out"
  mkdir -p "$out"
  local pids=()
  for source in "$root"/core/src/*.cpp; do
    g++ "${f[@]}" -std=c++17 -I"$root/core/include" -c "$source" \
      -o "$out/$(basename "$source" .cpp).o" &
    pids+=($!)
    if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
  done
  for pid in "${pids[@]}"; do wait "$pid"; done
  gcc "${f[@]}" -std=c11 -I"$opengjk/scalar/include" -c "$opengjk/scalar/openGJK.c" \
    -o "$out/openGJK.o"
  g++ "${f[@]}" -std=c++17 -DWITH_OPENGJK -I"$root/core/include" -I"$opengjk/scalar/include" \
    -Iapp -c tools/peers/peer_bench.cpp -o "$out/peer_bench.o"
  g++ -o "$out/peer_bench" "$out"/*.o -lpthread
}
old="build-ab/peers-$short$tag" new="build-ab/peers-work$tag"
[ -x "$old/peer_bench" ] || build "$tree" "$old"
build . "$new"

echo "Flags, every side: $flags; $rounds rounds, --pairs 2000"
for ((r = 1; r <= rounds; r++)); do
  for side in "$short:$old/peer_bench" "work:$new/peer_bench"; do
    # The harness prints its rows on stderr; the table after them is left out.
    rows=$("${side#*:}" --query "$query" ${only:+--only "$only"} --seconds "$seconds" \
      --pairs 2000 --flags "$flags" 2>&1 | { grep -E '^(GJK|boolean|depth|2D)|too few' || true; })
    if [ -z "$rows" ]; then
      echo "bench_peers_ab: no row matches --query '$query'${only:+ --only '$only'}" >&2
      exit 1
    fi
    echo "$rows" | sed "s/^/${side%%:*}  /"
  done
done
