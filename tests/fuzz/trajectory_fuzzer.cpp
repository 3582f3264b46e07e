// libFuzzer target for `import --trajectory` (scene/trajectory.h): any bytes as the rows of
// poses of a 2D and of a 3D scene either give a moving scene that saves and loads again, or an
// InputError of one line that names the input; never a crash, a hang or another exception.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "scene/scene.h"
#include "scene/trajectory.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    static const char* const kBases[] = {
        R"({"shapes": [{"name": "A", "type": "box", "half_extents": [1, 1]},
            {"name": "B", "type": "circle", "radius": 0.5}]})",
        R"({"dimension": 3, "shapes": [{"name": "A", "type": "sphere", "radius": 1},
            {"name": "B", "type": "box", "half_extents": [0.5, 0.5, 0.5]}]})"};
    for (const char* base : kBases) {
        gjklab::Scene scene = gjklab::parse_scene(base, "base");
        try {
            gjklab::apply_trajectory(scene, text, "fuzz.csv");
            gjklab::parse_scene(gjklab::scene_to_json(scene), "fuzz");  // what import writes loads
        } catch (const gjklab::InputError& e) {
            const std::string what = e.what();
            if (what.find('\n') != std::string::npos || what.size() > 1000) std::abort();
            if (what.rfind("fuzz", 0) != 0) std::abort();  // the message names the input
        }
    }
    return 0;
}
