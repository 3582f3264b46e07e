// Box2D 2.4's b2World::Dump (b2_world.cpp, b2_body.cpp, b2_fixture.cpp): the C++ it writes to
// box2d_dump.inl to rebuild the world, which Box2D's issue tracker asks bug reports for. Its
// bodies and fixtures are code the Box2D rules already run (engine_box2d.cpp); what is not is
// its bookkeeping: `b2Body** bodies = (b2Body**)b2Alloc(N * sizeof(b2Body*));`, the joints (a
// block `{ b2...JointDef jd; ... joints[k] = m_world->CreateJoint(&jd); }` each) and the
// `b2Free` and `= nullptr` lines at its end.
//
// Several dumps one after the other (a dump per frame, as a user logs a world step by step) are
// a trajectory: each dump's poses are a keyframe of its shapes' paths, dump k at frame k, or at
// the frame a line `frame N` (alone, or after // or #) before it names.
#pragma once

#include <string>
#include <vector>

#include "scene/snippet/snippet.h"

namespace gjklab::snippet {

/// Whether `text` holds a b2World::Dump: it makes its bodies as `bodies[i] =
/// m_world->CreateBody(&bd);`.
bool looks_like_box2d_dump(const std::string& text);

/// One dump of the text: the frame it stands for, its shapes (each where its body puts it) and
/// the line it starts on.
struct DumpFrame {
    double frame = 0;
    SnippetShapes shapes;
    int line = 1;
};

/// Every dump in `text`, in order. InputError naming `source` and the line for code the Box2D
/// rules refuse, a frame number not after the one before, or a dump whose shapes differ from the
/// first one's in number or kind (a trajectory keeps its bodies).
std::vector<DumpFrame> read_box2d_dumps(const std::string& text, const std::string& source);

/// The shapes of the first dump, each that moves across the dumps given a path of keyframes at
/// frame / hz (the first dump at t = 0); notes say how many frames were read.
SnippetShapes shapes_along_dumps(const std::vector<DumpFrame>& dumps, double hz);

}  // namespace gjklab::snippet
