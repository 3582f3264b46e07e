// Scenes the app's tests share.
#pragma once

#include "scene/scene.h"

namespace gjklab::test {

/// A box A, a square polygon B 4 to the right, a circle C above.
inline Scene two_boxes() {
    return parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"polygon","vertices":[[-1,-1],[1,-1],[1,1],[-1,1]],"position":[4,0]},
      {"name":"C","type":"circle","radius":0.5,"position":[0,5]}]})",
                       "test");
}

}  // namespace gjklab::test
