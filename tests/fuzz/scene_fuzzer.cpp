// libFuzzer target for the scene loader (clang -fsanitize=fuzzer,address,undefined): any bytes
// either load as a scene or give an InputError, one line, never a crash, a hang, another kind
// of exception or a message that dumps the input. A scene that loads is answered (no NaN in
// the result) and survives a round trip through scene_to_json.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "scene/evaluate.h"
#include "scene/scene.h"

namespace {

template <class V>
bool finite(const V& v) {
    for (int k = 0; k < v.length(); ++k)
        if (!std::isfinite(v[k])) return false;
    return true;
}

template <class Result>
bool finite_result(const Result& r) {
    return std::isfinite(r.distance) && std::isfinite(r.penetration_depth) && finite(r.normal) &&
           finite(r.witness_a) && finite(r.witness_b);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    gjklab::Scene scene;
    try {
        scene = gjklab::parse_scene(text, "fuzz");
    } catch (const gjklab::InputError& e) {
        const std::string what = e.what();
        if (what.find('\n') != std::string::npos || what.size() > 1000) std::abort();
        return 0;
    }
    // A scene may ask for 100,000 EPA iterations on curves: slow by request, not a bug.
    scene.settings.max_iterations = std::min(scene.settings.max_iterations, 1000);
    scene.settings.epa_max_iterations = std::min(scene.settings.epa_max_iterations, 1000);
    const gjklab::QueryReport r = gjklab::run_query(scene);
    if (!(scene.dimension == 3 ? finite_result(r.result3) : finite_result(r.result))) std::abort();
    // What the window saves must load again.
    gjklab::parse_scene(gjklab::scene_to_json(scene), "round trip");
    return 0;
}
