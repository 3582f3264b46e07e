#!/usr/bin/env bash
# Installs what is missing, builds, and opens GJK Lab on the default scene (or on the scene
# file given as argument).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
tools/build.sh
exec build/gjklab "$@"
