# Embeds shaders/*.vert|frag into a C++ source at build time: one string per file, each after
# the version line of the target's GLSL (GLSL=desktop: 330 core; GLSL=es: 300 es for WebGL2,
# which also needs the float precision said).
file(GLOB files ${SRC}/*.vert ${SRC}/*.frag)
set(out "// Generated from shaders/ by app/render/embed_shaders.cmake. Do not edit.\n#include \"render/shaders.h\"\nnamespace gjklab::shaders {\n")
foreach(f ${files})
  get_filename_component(name ${f} NAME)
  string(REPLACE "." "_" var ${name})
  file(READ ${f} text)
  if(GLSL STREQUAL "es")
    set(header "#version 300 es\nprecision highp float;\n")
  else()
    set(header "#version 330 core\n")
  endif()
  string(APPEND out "const char* const ${var} = R\"GLSL(${header}${text})GLSL\";\n")
endforeach()
string(APPEND out "}\n")
file(WRITE ${OUT}.tmp "${out}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${OUT}.tmp ${OUT})
