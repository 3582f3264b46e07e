// The implementations of Debian's single-file libraries, which the desktop links as shared
// libraries (libstb, libtinyobjloader) and the browser build compiles from their headers.
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

#define TINYOBJLOADER_IMPLEMENTATION
#include <tiny_obj_loader.h>
