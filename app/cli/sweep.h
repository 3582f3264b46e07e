// `gjklab sweep`: the scene's query on many slightly moved and turned copies of B, to show
// whether the answer is stable there: the spread of distance, depth and normal, the iteration
// counts and stop reasons, and the worst copies written out as scenes. A flipping normal or a
// tolerance-sensitive case shows itself here.
#pragma once

#include <string>

namespace gjklab {

struct SweepRequest {
    std::string scene_path;
    int samples = 200;
    double position_jitter = -1;  ///< < 0: a thousandth of B's size
    double degrees_jitter = 0.1;
    unsigned seed = 1;
    std::string move = "B";  ///< which of the pair the copies move: "A", "B" or "both"
    bool json = false;
    std::string out;  ///< a folder for the worst copies ("": none written)
};

int sweep_command(const SweepRequest& request);

}  // namespace gjklab
