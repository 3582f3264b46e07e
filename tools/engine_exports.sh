#!/usr/bin/env bash
# Compiles and runs `gjklab export --as box2d` and `--as jolt` against the engines themselves:
# each exported snippet becomes a test function linked with the engine built from its source
# folder, and the engine must agree with GJK Lab's answer the snippet asserts.
#
#   tools/engine_exports.sh [--box2d BOX2D_V3_SOURCE] [--jolt JOLT_SOURCE] [SCENE.json ...]
#
# With no scenes: every preset of the engine's dimension that the engine can hold. Box2D v3
# (3.1: b2ShapeDistance(&input, &cache, ...), b2DistanceInput with transformA/B) is built with
# its own CMake, its samples and tests off; Jolt from Build/CMakeLists.txt, Release, its tests
# and samples off. Work goes to build-engines/ (kept, so a second run only rebuilds the tests).
# Prints one line per scene and "N passed, N failed"; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
box2d="" jolt="" scenes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --box2d) box2d="$(cd "$2" && pwd)"; shift 2 ;;
    --jolt) jolt="$(cd "$2" && pwd)"; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) scenes+=("$1"); shift ;;
  esac
done
[ -n "$box2d$jolt" ] || { echo "engine_exports: give --box2d DIR and/or --jolt DIR" >&2; exit 2; }
[ -x build/gjklab ] || tools/build.sh
work="$PWD/build-engines"
mkdir -p "$work"
passed=0 failed=0
jobs="$(nproc)"

# The scenes of one dimension (the presets unless scenes were given).
scenes_of() {
  local dimension="$1" file
  if [ ${#scenes[@]} -gt 0 ]; then printf '%s\n' "${scenes[@]}"; return; fi
  for file in assets/scenes/*.json; do
    if grep -q '"dimension": *3' "$file"; then [ "$dimension" = 3 ] && echo "$file"
    else [ "$dimension" = 2 ] && echo "$file"; fi
  done
}

# Writes the harness for one engine: each scene's export as a function; the scenes the engine
# cannot hold (an ellipse for Box2D, a cone for Jolt) are listed as skipped.
harness() {
  local engine="$1" dimension="$2" out="$3" prelude="$4" epilogue="$5" file n=0 calls=""
  printf '%s\n' "$prelude" > "$out"
  while read -r file; do
    [ -n "$file" ] || continue
    if ! build/gjklab export "$file" --as "$engine" > "$work/snippet.txt" 2> "$work/why.txt"; then
      echo "skipped  $file: $(sed 's/^gjklab: error: //' "$work/why.txt")"
      continue
    fi
    n=$((n + 1))
    { echo "static int scene_$n(void) {"; sed 's/^/    /' "$work/snippet.txt"; echo "    return 0;"; echo "}"; } >> "$out"
    calls+="    report(\"$file\", scene_$n());"$'\n'
  done < <(scenes_of "$dimension")
  printf '%s\n%s%s\n' "int main(void) {" "$calls" "$epilogue" >> "$out"
}

run_harness() {
  local binary="$1" log="$2"
  "$binary" | tee "$log"
  passed=$((passed + $(grep -c '^pass' "$log" || true)))
  failed=$((failed + $(grep -c '^FAIL' "$log" || true)))
}

if [ -n "$box2d" ]; then
  echo "== Box2D from $box2d"
  cmake -S "$box2d" -B "$work/box2d" -DCMAKE_BUILD_TYPE=Release -DBOX2D_SAMPLES=OFF -DBOX2D_UNIT_TESTS=OFF \
    -DBOX2D_BENCHMARKS=OFF -DBOX2D_DOCS=OFF -DBUILD_SHARED_LIBS=OFF > "$work/box2d.cmake.log"
  cmake --build "$work/box2d" -j"$jobs" > "$work/box2d.build.log"
  library="$(find "$work/box2d" -name 'libbox2d*.a' | head -1)"
  # Box2D's own test macros (test/test_macros.h): a failed check prints and returns 1.
  harness box2d 2 "$work/box2d_exports.c" '#include <box2d/box2d.h>
#include <box2d/collision.h>
#include <box2d/math_functions.h>
#include <stdio.h>
#define ENSURE(C) do { if (!(C)) { printf("  %s:%d: %s\n", __FILE__, __LINE__, #C); return 1; } } while (0)
#define ENSURE_SMALL(C, tol) do { float v_ = (C); if (v_ < -(tol) || (tol) < v_) { printf("  %s:%d: %s = %g\n", __FILE__, __LINE__, #C, (double)v_); return 1; } } while (0)
static void report(const char* scene, int failed) { printf("%s %s\n", failed ? "FAIL" : "pass", scene); }' \
    '    return 0;
}'
  cc -std=c17 -O2 -I"$box2d/include" "$work/box2d_exports.c" "$library" -lm -o "$work/box2d_exports"
  run_harness "$work/box2d_exports" "$work/box2d_exports.log"
fi

if [ -n "$jolt" ]; then
  echo "== Jolt from $jolt"
  cmake -S "$jolt/Build" -B "$work/jolt" -DCMAKE_BUILD_TYPE=Release -DTARGET_UNIT_TESTS=OFF \
    -DTARGET_HELLO_WORLD=OFF -DTARGET_PERFORMANCE_TEST=OFF -DTARGET_SAMPLES=OFF -DTARGET_VIEWER=OFF \
    -DUSE_AVX2=OFF -DUSE_AVX=OFF -DUSE_SSE4_1=ON -DUSE_SSE4_2=ON -DUSE_LZCNT=OFF -DUSE_TZCNT=OFF -DUSE_F16C=OFF \
    -DUSE_FMADD=OFF -DINTERPROCEDURAL_OPTIMIZATION=OFF -DDEBUG_RENDERER_IN_DEBUG_AND_RELEASE=OFF \
    -DPROFILER_IN_DEBUG_AND_RELEASE=OFF -DCPP_RTTI_ENABLED=ON > "$work/jolt.cmake.log"
  cmake --build "$work/jolt" -j"$jobs" --target Jolt > "$work/jolt.build.log"
  library="$(find "$work/jolt" -name 'libJolt.a' | head -1)"
  # The harness is compiled as Jolt was: its defines (JPH_USE_SSE4_2, ...) and instruction set.
  flags_file="$(find "$work/jolt" -path '*Jolt.dir/flags.make' | head -1)"
  defines="$(sed -n 's/^CXX_DEFINES = //p' "$flags_file") $(sed -n 's/^CXX_FLAGS = //p' "$flags_file" | sed 's/-Werror//g; s/-Wall//g')"
  # Jolt's UnitTestFramework.h: CHECK_APPROX_EQUAL compares vectors by IsClose(b, tol * tol).
  harness jolt 3 "$work/jolt_exports.cpp" '#include <Jolt/Jolt.h>
#include <Jolt/Core/Factory.h>
#include <Jolt/Core/Memory.h>
#include <Jolt/RegisterTypes.h>
#include <Jolt/Physics/Collision/CollideShape.h>
#include <Jolt/Physics/Collision/CollisionCollectorImpl.h>
#include <Jolt/Physics/Collision/CollisionDispatch.h>
#include <Jolt/Physics/Collision/Shape/BoxShape.h>
#include <Jolt/Physics/Collision/Shape/CapsuleShape.h>
#include <Jolt/Physics/Collision/Shape/ConvexHullShape.h>
#include <Jolt/Physics/Collision/Shape/CylinderShape.h>
#include <Jolt/Physics/Collision/Shape/SphereShape.h>
#include <cmath>
#include <cstdio>
using namespace JPH;
static bool close_to(float a, float b, float tol) { return std::abs(a - b) <= tol; }
static bool close_to(Vec3Arg a, Vec3Arg b, float tol) { return a.IsClose(b, tol * tol); }
static void show(float a) { std::printf("%.9g", double(a)); }
static void show(Vec3Arg a) { std::printf("(%.9g, %.9g, %.9g)", double(a.GetX()), double(a.GetY()), double(a.GetZ())); }
#define CHECK(C) do { if (!(C)) { std::printf("  line %d: %s\n", __LINE__, #C); return 1; } } while (0)
#define CHECK_APPROX_EQUAL(A, B, tol) do { if (!close_to((A), (B), (tol))) { std::printf("  line %d: %s is ", __LINE__, #A); show(A); std::printf(", expected "); show(B); std::printf("\n"); return 1; } } while (0)
static void report(const char* scene, int failed) { std::printf("%s %s\n", failed ? "FAIL" : "pass", scene); }' \
    '    return 0;
}'
  # The harness registers Jolt before the first scene.
  sed -i 's/^int main(void) {$/int main(void) {\n    RegisterDefaultAllocator();\n    Factory::sInstance = new Factory();\n    RegisterTypes();/' \
    "$work/jolt_exports.cpp"
  # shellcheck disable=SC2086
  c++ -std=c++17 -O2 $defines -I"$jolt" "$work/jolt_exports.cpp" "$library" -pthread -o "$work/jolt_exports"
  run_harness "$work/jolt_exports" "$work/jolt_exports.log"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
