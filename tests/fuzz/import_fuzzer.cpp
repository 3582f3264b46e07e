// libFuzzer target for one format of `gjklab import` (IMPORT_FORMAT: box2d, jolt, fcl,
// points, obj, stl or ply; clang -fsanitize=fuzzer,address,undefined): any bytes either become
// a scene that loads, or give an InputError of one line that names the input, never a crash, a
// hang, another kind of exception or a message that dumps the input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "scene/import.h"
#include "scene/scene.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::string format = IMPORT_FORMAT;
    const gjklab::ImportFormat f = gjklab::import_format_named(format);
    try {
        const std::string scene = gjklab::import_scene({{text, f, "fuzz." + format}});
        gjklab::parse_scene(scene, "fuzz");  // what import writes loads
    } catch (const gjklab::InputError& e) {
        const std::string what = e.what();
        if (what.find('\n') != std::string::npos || what.size() > 1000) std::abort();
        if (what.rfind("fuzz", 0) != 0) std::abort();  // the message names the input
    }
    return 0;
}
