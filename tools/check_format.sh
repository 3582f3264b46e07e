#!/usr/bin/env bash
# Fails, naming the places, when a C++ file in the repository differs from .clang-format
# (clang-format from Debian 12). `tools/check_format.sh --fix` rewrites them instead.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
  echo "$files" | xargs clang-format -i
  exit 0
fi
echo "$files" | xargs clang-format --dry-run -Werror
