#!/usr/bin/env bash
# Installs, from Debian packages, whatever GJK Lab needs to build, run and test that this
# machine does not have yet. Uses sudo when not root. Safe to run again: installed packages are
# skipped without touching the network.
#   tools/setup.sh          the desktop build, its tests, and the browser build's (tools/web.sh)
#   tools/setup.sh --web    the browser build alone (tools/web.sh)
#   tools/setup.sh --deb-src  a deb-src entry for the same registry, when there is none, so that
#                           `apt-get source` works (tools/web.sh, tools/bench_peers.sh --debian)
set -euo pipefail
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

if [ "${1:-}" = "--deb-src" ]; then
  grep -rqs '^\(Types: *deb-src\|deb-src \)' /etc/apt/sources.list /etc/apt/sources.list.d/ && exit 0
  # The same registry as the binary packages, for source packages.
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: *deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
      $sudo tee /etc/apt/sources.list.d/gjklab-deb-src.sources >/dev/null
  else
    grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' |
      $sudo tee /etc/apt/sources.list.d/gjklab-deb-src.list >/dev/null
  fi
  $sudo apt-get update -qq
  exit 0
fi

web_packages=(
  emscripten dpkg-dev python3                          # the browser build: emcc, apt-get source, a server
  libglm-dev nlohmann-json3-dev libstb-dev libtinyobjloader-dev  # headers it compiles from
  libsdl2-dev libimgui-dev zlib1g-dev                  # their versions name the sources it builds
  fonts-dejavu-core fonts-wqy-microhei                 # the type it carries
)

packages=(
  build-essential cmake pkg-config
  libglm-dev nlohmann-json3-dev libcli11-dev zlib1g-dev  # core + CLI (zlib: links)
  libsdl2-dev libimgui-dev libstb-dev                  # window, UI, PNG writing
  libgl1-mesa-dri libegl1 libegl-mesa0 libgl-dev       # Mesa software OpenGL (no GPU needed)
  xvfb xauth xdotool xclip ffmpeg fonts-dejavu-core    # headless window tests (xclip: the clipboard), video, type
  fonts-wqy-microhei                                   # Chinese lessons (--lang zh)
  libgtest-dev libbenchmark-dev                        # tests and benchmarks
  libtinyobjloader-dev                                 # OBJ files for import
  clang libclang-rt-dev                                # sanitizer builds and the fuzz target
  clang-format                                         # the code's format, checked by tools/test.sh
  libbox2d-dev libccd-dev libbullet-dev libqhull-dev   # peers and references
  chromium "${web_packages[@]}"                        # the browser build and its test in Chromium
)
if [ "${1:-}" = "--web" ]; then packages=("${web_packages[@]}"); fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
