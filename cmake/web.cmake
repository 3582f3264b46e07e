# The browser build (tools/web.sh): the same app compiled to WebAssembly by Emscripten, with
# SDL2, Dear ImGui and zlib built from Debian's source packages of the versions the desktop
# uses. GJKLAB_WEB_DEPS is the folder tools/web.sh prepares:
#   include/  Debian's header-only libraries (glm, nlohmann/json, stb, tinyobjloader)
#   imgui/    Dear ImGui 1.86 (apt-get source imgui)
#   zlib/     zlib (apt-get source zlib)
#   sdl2/     SDL2 (apt-get source libsdl2)
set(GJKLAB_WEB_DEPS "" CACHE PATH "the folder tools/web.sh prepares")
if(NOT EXISTS "${GJKLAB_WEB_DEPS}/sdl2/include/SDL_config_emscripten.h")
  message(FATAL_ERROR "GJKLAB_WEB_DEPS=${GJKLAB_WEB_DEPS} holds no SDL2 sources: run tools/web.sh")
endif()
set(web_deps ${GJKLAB_WEB_DEPS})
enable_language(C)  # zlib

# Exceptions carry every input error (scene/scene.h): WebAssembly's own exception handling.
set(web_flags -fwasm-exceptions)
add_compile_options(${web_flags})
add_link_options(${web_flags})

file(GLOB web_zlib_sources ${web_deps}/zlib/*.c)
list(FILTER web_zlib_sources EXCLUDE REGEX "example|minigzip")
add_library(web_zlib STATIC ${web_zlib_sources})
target_include_directories(web_zlib SYSTEM PUBLIC ${web_deps}/zlib)
target_compile_options(web_zlib PRIVATE -w -DHAVE_UNISTD_H)

# SDL2 as Emscripten's own port builds it (emscripten/tools/ports/sdl2.py): its sources compiled
# with the configuration SDL keeps for Emscripten (include/SDL_config_emscripten.h: threads
# off, the Emscripten video, audio, joystick, power and file system drivers). SDL's own CMake
# build gives the same library but probes the C library for 6 minutes first.
set(sdl ${web_deps}/sdl2/src)
file(GLOB web_sdl_sources
  ${sdl}/*.c ${sdl}/atomic/*.c ${sdl}/audio/*.c ${sdl}/audio/disk/*.c ${sdl}/audio/dummy/*.c
  ${sdl}/audio/emscripten/*.c ${sdl}/cpuinfo/*.c ${sdl}/dynapi/*.c ${sdl}/events/*.c
  ${sdl}/file/*.c ${sdl}/filesystem/emscripten/*.c ${sdl}/haptic/*.c ${sdl}/haptic/dummy/*.c
  ${sdl}/hidapi/SDL_hidapi.c ${sdl}/joystick/*.c ${sdl}/joystick/emscripten/*.c
  ${sdl}/joystick/virtual/*.c ${sdl}/libm/*.c ${sdl}/loadso/dlopen/*.c ${sdl}/locale/*.c
  ${sdl}/locale/emscripten/*.c ${sdl}/misc/*.c ${sdl}/misc/emscripten/*.c ${sdl}/power/*.c
  ${sdl}/power/emscripten/*.c ${sdl}/render/*.c ${sdl}/render/opengles2/*.c
  ${sdl}/render/software/*.c ${sdl}/sensor/*.c ${sdl}/sensor/dummy/*.c ${sdl}/stdlib/*.c
  ${sdl}/thread/*.c ${sdl}/thread/generic/*.c ${sdl}/timer/*.c ${sdl}/timer/unix/*.c
  ${sdl}/video/*.c ${sdl}/video/dummy/*.c ${sdl}/video/emscripten/*.c ${sdl}/video/yuv2rgb/*.c)
add_library(web_sdl2 STATIC ${web_sdl_sources})
target_include_directories(web_sdl2 SYSTEM PUBLIC ${web_deps}/sdl2/include)
target_compile_options(web_sdl2 PRIVATE -w)

add_library(web_imgui STATIC
  ${web_deps}/imgui/imgui.cpp
  ${web_deps}/imgui/imgui_draw.cpp
  ${web_deps}/imgui/imgui_tables.cpp
  ${web_deps}/imgui/imgui_widgets.cpp
  ${web_deps}/imgui/misc/cpp/imgui_stdlib.cpp
  ${web_deps}/imgui/backends/imgui_impl_sdl.cpp
  ${web_deps}/imgui/backends/imgui_impl_opengl3.cpp)
target_include_directories(web_imgui SYSTEM PUBLIC ${web_deps}/imgui ${web_deps}/imgui/misc/cpp)
target_link_libraries(web_imgui PUBLIC web_sdl2)
target_compile_options(web_imgui PRIVATE -w)

add_library(gjklab_headless STATIC ${GJKLAB_HEADLESS_SOURCES} app/web/single_file_libraries.cpp)
target_include_directories(gjklab_headless PUBLIC app)
target_include_directories(gjklab_headless SYSTEM PUBLIC ${web_deps}/include
  ${web_deps}/include/stb)
# The presets are packed into the page's file system under /gjklab (see the link options).
target_compile_definitions(gjklab_headless PRIVATE GJKLAB_SOURCE_DIR="/gjklab")
target_compile_definitions(gjklab_headless PUBLIC TINYOBJLOADER_USE_DOUBLE)
target_link_libraries(gjklab_headless PUBLIC gjk::core web_zlib)

add_custom_command(
  OUTPUT ${CMAKE_BINARY_DIR}/generated/shaders.cpp
  COMMAND ${CMAKE_COMMAND} -DSRC=${CMAKE_SOURCE_DIR}/shaders
          -DOUT=${CMAKE_BINARY_DIR}/generated/shaders.cpp -DGLSL=es
          -P ${CMAKE_SOURCE_DIR}/app/render/embed_shaders.cmake
  DEPENDS ${CMAKE_SOURCE_DIR}/shaders/canvas.vert ${CMAKE_SOURCE_DIR}/shaders/canvas.frag
          ${CMAKE_SOURCE_DIR}/app/render/embed_shaders.cmake)
# The command line's front ends (render, record) stay on the desktop; the window's own
# screenshot and recording are here.
set(web_gui_sources ${GJKLAB_GUI_SOURCES})
list(REMOVE_ITEM web_gui_sources app/render/render_command.cpp app/record/record_command.cpp)
add_library(gjklab_gui STATIC ${CMAKE_BINARY_DIR}/generated/shaders.cpp ${web_gui_sources})
target_include_directories(gjklab_gui PUBLIC app)
target_link_libraries(gjklab_gui PUBLIC gjklab_headless web_imgui)

add_executable(gjklab app/web/web_main.cpp app/web/browser.cpp)
target_link_libraries(gjklab PRIVATE gjklab_gui)
set(web_font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf)
set(web_exports _main,_gjklab_open_file,_gjklab_paste_text,_gjklab_font_arrived,_gjklab_still,_gjklab_link_query)
target_link_options(gjklab PRIVATE
  -sUSE_WEBGL2=1 -sFULL_ES3=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -sTOTAL_STACK=1MB
  -sEXPORTED_FUNCTIONS=${web_exports}
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,FS,UTF8ToString
  -sENVIRONMENT=web
  "SHELL:--preload-file ${CMAKE_SOURCE_DIR}/assets@/gjklab/assets"
  "SHELL:--preload-file ${web_font}@${web_font}"
  -O2)
# index.js, index.wasm, index.data; the page itself is app/web/index.html as it is.
set_target_properties(gjklab PROPERTIES SUFFIX ".js" OUTPUT_NAME index)
