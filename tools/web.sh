#!/usr/bin/env bash
# Builds GJK Lab for the browser into build-web/ (index.html, .js, .wasm, .data with the
# presets, fonts/) and serves that folder on http://localhost:8000/.
#   tools/web.sh                 build, then serve (Ctrl+C stops)
#   tools/web.sh --build-only    build only
#   tools/web.sh --port N        serve on another port
# Everything comes from Debian: Emscripten 3.1.6, and SDL2, Dear ImGui and zlib compiled from
# Debian's source packages of the versions the desktop build uses (a deb-src entry is added
# for the same registry when there is none). The sources are fetched once per machine and
# kept in $GJKLAB_WEB_CACHE (default ~/.cache/gjklab-web).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_only=0
port=8000
while [ $# -gt 0 ]; do
  case "$1" in
    --build-only) build_only=1 ;;
    --port) port="$2"; shift ;;
    *) echo "gjklab: error: tools/web.sh: unknown option $1 (--build-only, --port N)" >&2; exit 2 ;;
  esac
  shift
done

"$root/tools/setup.sh" --web
# Debian's emcc runs its JavaScript tools with the node on PATH, which finds Debian's node
# modules only through NODE_PATH when it is not Debian's own node.
export NODE_PATH=/usr/share/nodejs

source_version() { dpkg-query -W -f='${source:Version}' "$1"; }
sdl_version=$(source_version libsdl2-dev)
imgui_version=$(source_version libimgui-dev)
zlib_version=$(source_version zlib1g-dev)
cache=${GJKLAB_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gjklab-web}
deps="$cache/sources-sdl2_${sdl_version}-imgui_${imgui_version}-zlib_${zlib_version}"
deps=${deps//:/_}

if [ ! -f "$deps/ready" ]; then
  echo "web: fetching the sources of SDL2 $sdl_version, Dear ImGui $imgui_version, zlib $zlib_version into $deps"
  "$root/tools/setup.sh" --deb-src
  rm -rf "$deps" "$deps.src"
  mkdir -p "$deps.src" "$deps/include"
  (cd "$deps.src" && apt-get source -qq "libsdl2=$sdl_version" "imgui=$imgui_version" \
     "zlib=$zlib_version" >/dev/null 2>&1) ||
    { echo "gjklab: error: apt-get source libsdl2 imgui zlib failed (is a deb-src entry reachable?)" >&2; exit 1; }
  # Compiled with the app (cmake/web.cmake): SDL2 as Emscripten's own port compiles it.
  mv "$deps.src"/libsdl2-*/ "$deps/sdl2"
  mv "$deps.src"/imgui-*/ "$deps/imgui"
  mv "$deps.src"/zlib-*/ "$deps/zlib"
  # Debian's header-only libraries, seen through one folder (the compiler must not see the
  # rest of /usr/include: that is the desktop's C library).
  ln -s /usr/include/glm /usr/include/nlohmann /usr/include/stb /usr/include/tiny_obj_loader.h "$deps/include/"
  rm -rf "$deps.src"
  touch "$deps/ready"
fi

emcmake cmake -S "$root" -B "$root/build-wasm" -DCMAKE_BUILD_TYPE=Release -DGJKLAB_WEB_DEPS="$deps" \
  -DGJKLAB_TESTS=OFF -DGJKLAB_BENCH=OFF >/dev/null
cmake --build "$root/build-wasm" -j"$(nproc)"

# The static folder: what any web server or a course page can host as it is.
out="$root/build-web"
rm -rf "$out.tmp"
mkdir -p "$out.tmp/fonts"
cp "$root/app/web/index.html" "$root/build-wasm"/index.{js,wasm,data} "$out.tmp/"
# Chinese type, fetched by the page only for a Chinese lesson (2.3 MB compressed).
cp /usr/share/fonts/truetype/wqy/wqy-microhei.ttc "$out.tmp/fonts/"
rm -rf "$out"
mv "$out.tmp" "$out"
echo "web: built $out ($(du -sh "$out" | cut -f1); gzip -9: $(cat "$out"/index.{html,js,wasm,data} | gzip -9 | wc -c) bytes without the Chinese font)"

[ "$build_only" = 1 ] && exit 0
echo "web: serving $out on http://localhost:$port/ (Ctrl+C stops)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out"
