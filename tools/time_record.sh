#!/bin/sh
# Times `gjklab record` of a lesson against the lesson's own length: prints both and their
# ratio. Usage: tools/time_record.sh [SCENE] [SIZE] (default: preset 04 at 1920x1080, 30 fps).
# Needs a build (tools/build.sh); runs without a display (SDL's offscreen driver).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
scene=${1:-$here/assets/scenes/04_boxes_overlapping_epa.json}
size=${2:-1920x1080}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
start=$(date +%s.%N)
SDL_VIDEODRIVER=offscreen "$here/build/gjklab" record "$scene" --out "$out/lesson.mp4" \
    --size "$size" --fps 30 >"$out/said.txt"
end=$(date +%s.%N)
cat "$out/said.txt"
length=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$out/lesson.mp4")
awk -v s="$start" -v e="$end" -v l="$length" -v n="$(basename "$scene")" -v z="$size" \
    -v c="$(nproc)" 'BEGIN {
    printf "%s at %s, 30 fps: %.1f s of video recorded in %.1f s (%.1fx real time, %d cores)\n",
           n, z, l, e - s, l / (e - s), c }'
