#!/usr/bin/env bash
# Compares the speed of the working tree with a git revision: builds REV in a worktree under
# build-ab/, then runs `gjklab bench --filter FILTER` from both binaries in turn, ROUNDS times,
# so that both see the same machine (this VM's speed drifts by 20-40% for seconds at a time:
# trust the rounds where both sides' peers read their usual times).
#
#   tools/bench_ab.sh [REV=HEAD] [FILTER=gjk_distance_2d/polygon8] [ROUNDS=4]
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:-HEAD}
filter=${2:-gjk_distance_2d/polygon8}
rounds=${3:-4}

old=build-ab/$(git rev-parse --short "$rev")
if [ ! -x "$old/build/gjklab" ]; then
    rm -rf "$old"
    git worktree add -f --detach "$old" "$rev" >/dev/null
    cmake -S "$old" -B "$old/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    make -C "$old/build" -j"$(nproc)" gjklab >/dev/null
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
make -C build -j"$(nproc)" gjklab >/dev/null

for ((r = 1; r <= rounds; r++)); do
    for side in "$rev:$old/build/gjklab" "work:build/gjklab"; do
        name=${side%%:*}
        # Columns: case, ours ns, spread, the peer's name (one or two words), peer ns,
        # spread, ratio.
        "${side#*:}" bench --filter "$filter" --seconds 0.4 | awk -v n="$name" \
            'NF > 5 && $1 ~ /\// {
                 k = 4; peer = $4
                 while ($(k + 1) !~ /^[0-9.]+$/) { k++; peer = peer " " $k }
                 printf "%-8s %-34s ours %8s  %-12s %8s  ratio %s\n", n, $1, $2, peer, $(k + 1), $(k + 3)
             }'
    done
done
