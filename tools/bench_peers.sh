#!/usr/bin/env bash
# The outside comparison: GJK Lab's core, called as docs/core.md says, against six peers, every
# side compiled here from its source with the same flags (tools/peers/peer_bench.cpp; the table
# docs/performance.md shows), and the supports per GJK distance query (ours and openGJK's, from
# a renamed copy of openGJK.c with a counter). Rounds alternate between the sides in one process.
#
#   tools/bench_peers.sh [--opengjk DIR] [--jolt DIR] [--box2d DIR] [--debian DIR]
#                        [--flags "-O2"] [--flags "-O3"] [--seconds S] [--only SHAPES]
#
#   --opengjk  openGJK's source (github.com/MattiaMontanari/openGJK): scalar/openGJK.c, double
#   --jolt     Jolt Physics' source: its GJKClosestPoint and EPAPenetrationDepth headers
#   --box2d    Box2D v3's source (github.com/erincatto/box2d): b2ShapeDistance
#   --debian   a folder holding Debian's sources of libccd, Box2D 2.4 and Bullet, as
#              `apt-get source libccd box2d bullet` unpacks them (made there when missing;
#              a deb-src entry is added for the same registry when there is none)
# Without --flags: "-O2", then "-O3". --only: a row's shapes ("16", "boxes", "8-gons").
# Work goes to build-peers/, one folder per flag set.
set -euo pipefail
cd "$(dirname "$0")/.."
opengjk="" jolt="" box2d="" debian="" seconds=3 only="" flag_sets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --opengjk) opengjk="$(cd "$2" && pwd)"; shift 2 ;;
    --jolt) jolt="$(cd "$2" && pwd)"; shift 2 ;;
    --box2d) box2d="$(cd "$2" && pwd)"; shift 2 ;;
    --debian) mkdir -p "$2"; debian="$(cd "$2" && pwd)"; shift 2 ;;
    --flags) flag_sets+=("$2"); shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "bench_peers: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ ${#flag_sets[@]} -gt 0 ] || flag_sets=("-O2" "-O3")
work="$PWD/build-peers"
mkdir -p "$work"
jobs="$(nproc)"

if [ -n "$debian" ]; then
  if ! ls -d "$debian"/libccd-*/ "$debian"/box2d-2.4*/ "$debian"/bullet-*/ >/dev/null 2>&1; then
    tools/setup.sh --deb-src
    (cd "$debian" && apt-get source libccd box2d bullet >/dev/null)
  fi
  libccd="$(ls -d "$debian"/libccd-*/ | head -1)"
  box2d24="$(ls -d "$debian"/box2d-2.4*/ | head -1)"
  bullet="$(ls -d "$debian"/bullet-*/ | head -1)"
fi

# compile_all OUT_ARCHIVE COMPILER FLAGS... -- SOURCES...: every source to an object (in
# parallel), then one archive; the link takes only what the harness calls.
compile_all() {
  local archive="$1" compiler="$2"; shift 2
  local flags=() sources=()
  while [ "$1" != "--" ]; do flags+=("$1"); shift; done
  shift
  sources=("$@")
  local dir="${archive%.a}.objects"
  rm -rf "$dir" "$archive"
  mkdir -p "$dir"
  local i=0 source
  for source in "${sources[@]}"; do
    i=$((i + 1))
    echo "$compiler ${flags[*]} -c $source -o $dir/$i.o"
  done | xargs -P "$jobs" -I{} sh -c '{}'
  ar rcs "$archive" "$dir"/*.o
}

for flags in "${flag_sets[@]}"; do
  tag="$(echo "$flags" | tr -c 'A-Za-z0-9' '_')"
  out="$work/$tag"
  mkdir -p "$out"
  read -r -a f <<< "$flags"
  defines=() archives=() includes=(-Icore/include) extra=()
  if [ -n "$opengjk" ]; then
    compile_all "$out/opengjk.a" gcc "${f[@]}" -std=c11 -I"$opengjk/scalar/include" -- \
      "$opengjk/scalar/openGJK.c"
    defines+=(-DWITH_OPENGJK) includes+=(-I"$opengjk/scalar/include") archives+=("$out/opengjk.a")
    # A renamed copy counting the supports of its loop (one per iteration), for the harness's
    # table of supports per query; skipped when the loop's end is not where this expects it.
    counting="$out/opengjk_counting.c"
    if awk -v end='} while ((s->nvrtx != 4) && (k != mk));' '
         BEGIN { print "long opengjk_counted_supports;" }
         { print }
         !found && index($0, end) {
           print "  opengjk_counted_supports += k;"; found = 1 }
         END { exit !found }' "$opengjk/scalar/openGJK.c" > "$counting"; then
      gcc "${f[@]}" -std=c11 -I"$opengjk/scalar" -I"$opengjk/scalar/include" \
        -Dcompute_minimum_distance=opengjk_counted_distance -Dopengjk_test_S1D=counted_S1D \
        -Dopengjk_test_S2D=counted_S2D -Dopengjk_test_S3D=counted_S3D \
        -c "$counting" -o "$out/opengjk_counting.o"
      defines+=(-DWITH_OPENGJK_COUNT) archives+=("$out/opengjk_counting.o")
    else
      echo "bench_peers: openGJK's loop end not found; no supports counted for it" >&2
    fi
  fi
  if [ -n "$jolt" ]; then
    compile_all "$out/jolt.a" g++ "${f[@]}" -std=c++17 -I"$jolt" -- \
      "$jolt/Jolt/Core/Memory.cpp" "$jolt/Jolt/Core/IssueReporting.cpp"
    defines+=(-DWITH_JOLT) includes+=(-I"$jolt") archives+=("$out/jolt.a")
  fi
  if [ -n "$box2d" ]; then
    compile_all "$out/box2d3.a" gcc "${f[@]}" -std=c17 -I"$box2d/include" -I"$box2d/src" -- \
      "$box2d"/src/*.c
    defines+=(-DWITH_BOX2D3) includes+=(-I"$box2d/include") archives+=("$out/box2d3.a")
  fi
  if [ -n "$debian" ]; then
    # libccd in double, as Debian builds it (debian/rules: CCD_DOUBLE).
    mkdir -p "$out/ccd_config/ccd"
    printf '#ifndef __CCD_CONFIG_H__\n#define __CCD_CONFIG_H__\n#define CCD_DOUBLE\n#endif\n' \
      > "$out/ccd_config/ccd/config.h"
    compile_all "$out/libccd.a" gcc "${f[@]}" -std=gnu99 -I"$out/ccd_config" -I"$libccd/src" -- \
      "$libccd"/src/*.c
    # Bullet in float, Debian's default library (libBulletCollision.so).
    compile_all "$out/bullet.a" g++ "${f[@]}" -std=c++17 -w -I"$bullet/src" -- \
      "$bullet"/src/LinearMath/*.cpp "$bullet"/src/BulletCollision/CollisionShapes/*.cpp \
      "$bullet"/src/BulletCollision/NarrowPhaseCollision/*.cpp
    # Box2D 2.4: b2Distance, b2TestOverlap and what they use, in a file of its own (box2d24_side.cpp).
    compile_all "$out/box2d24.a" g++ "${f[@]}" -std=c++17 -I"$box2d24/include" -I"$box2d24/src" -- \
      "$box2d24"/src/collision/b2_distance.cpp "$box2d24"/src/collision/b2_collision.cpp \
      "$box2d24"/src/collision/b2_*_shape.cpp "$box2d24"/src/common/*.cpp \
      tools/peers/box2d24_side.cpp
    defines+=(-DWITH_LIBCCD -DWITH_BULLET -DWITH_BOX2D24)
    includes+=(-I"$out/ccd_config" -I"$libccd/src" -I"$bullet/src")
    archives+=("$out/libccd.a" "$out/bullet.a" "$out/box2d24.a")
  fi
  g++ "${f[@]}" -std=c++17 "${defines[@]}" "${includes[@]}" -Iapp tools/peers/peer_bench.cpp \
    core/src/*.cpp "${archives[@]}" "${extra[@]}" \
    -lpthread -o "$out/peer_bench"
  echo "== every side built with: $flags"
  "$out/peer_bench" --seconds "$seconds" --flags "$flags" ${only:+--only "$only"}
  echo
done
