#!/bin/sh
# Usage: avx2_copy_calls.sh BINARY
#
# GJK 3D's AVX2 copies (gjk3d.h, gjk_distance3_avx2; in double and in float) are marked to
# inline every call they make but the scan of large hulls: where GCC leaves one a call, the
# query runs code compiled for the caller's target from AVX2 code, and the pairs behind openGJK
# lose 4-6% (docs/performance.md, "GJK 3D compiled for AVX2"). This reads BINARY's machine code
# and fails, naming each call, when a copy calls anything but the scan, the square root's error
# path (sqrt when the input is negative) or the one-time CPU check behind has_avx2(); and when
# fewer than 8 copies of either type are found.
set -eu
objdump -d --no-show-raw-insn -C "$1" | awk '
  /^[0-9a-f]+ <.*>:$/ {
    avx2 = ($0 ~ /gjk::detail::gjk_distance3_avx2</)
    # The out-of-line parts of a copy ([clone .cold]) are read for calls, not counted as copies.
    if (avx2) name = $0
    if (avx2 && $0 !~ /\[clone /) { copies++; if ($0 ~ /gjk_distance3_avx2<[^>]*, float,/) float_copies++ }
    next
  }
  avx2 && /\tcall / {
    target = $0
    sub(/^.*\tcall[ \t]+[0-9a-f]+ </, "", target)
    sub(/>$/, "", target)
    if (target ~ /^gjk::detail::farthest_many_columns_avx2\(/) next
    if (target ~ /^(sqrt|sqrtf|__cxa_guard_acquire|__cxa_guard_release|__cpu_indicator_init)(@plt)?$/) next
    print "a call left in the AVX2 copy " name
    print "    to " target
    left++
  }
  END {
    if (copies - float_copies < 8 || float_copies < 8) {
      print "found " copies - float_copies " AVX2 copies of gjk_distance3 in double and " float_copies + 0 " in float, expected at least 8 of each"
      exit 1
    }
    print copies " AVX2 copies of gjk_distance3 (" float_copies " in float); calls left in them: " left + 0
    exit left > 0
  }'
