// The one place a headless command chooses the timeline of the scene's dimension: `f` is
// written once (a generic lambda) and receives a Timeline2 or a Timeline3.
#pragma once

#include "model/timeline2.h"
#include "model/timeline3.h"

namespace gjklab {

template <class F>
auto with_timeline(const Scene& scene, F&& f) {
    if (scene.dimension == 3) return f(build_timeline3(scene));
    return f(build_timeline2(scene));
}

}  // namespace gjklab
