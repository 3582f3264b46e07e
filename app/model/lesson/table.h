// The lesson's tables: for each algorithm, one row per sub-step saying which line of its
// pseudocode the sub-step lights, what it draws and which of the algorithm's values it knows.
// Adding a row (and its phase) is the whole of adding a sub-step: the beats, the pseudocode's
// highlighted line, the painters' marks and `gjklab lesson --json` all read these rows.
#pragma once

#include <string>
#include <vector>

#include "model/lesson.h"

namespace gjklab {

/// The algorithms the lesson tells, each with its table and its pseudocode.
enum class Algorithm {
    DistanceGjk,   ///< GJK for the distance (and for overlap, before EPA)
    BooleanStart,  ///< the boolean GJK's first support point and its test (its step 0)
    BooleanGjk,    ///< the boolean GJK's loop
    Epa,           ///< EPA, 2D and 3D
    RayCast,       ///< the GJK ray cast of a translating pair (model/cast_lesson.h)
    Advancement,   ///< conservative advancement of a pair where a shape turns (the same)
    Manifold,      ///< the contact manifold after the answer (scene/manifold.h)
    Mpr,           ///< Minkowski Portal Refinement (model/mpr_lesson.h)
};
/// "gjk", "boolean-gjk-start", "boolean-gjk", "epa", "gjk-ray-cast", "conservative-advancement",
/// "contact-manifold"
const char* algorithm_name(Algorithm a);

/// What a sub-step draws, as bits (the painters turn them into strokes).
enum Mark : unsigned {
    kMarkSimplexBefore = 1u << 0,  ///< the simplex as it entered, solid (else: as kept)
    kMarkVoronoi = 1u << 1,        ///< the Voronoi region holding O
    kMarkClosest = 1u << 2,        ///< v and |v| (distance GJK)
    kMarkDropped = 1u << 3,        ///< the corners dropped, crossed out
    kMarkDirection = 1u << 4,      ///< d
    kMarkSupport = 1u << 5,        ///< w and its corners on A and B
    kMarkSupporting = 1u << 6,     ///< the supporting lines (planes) across d or n
    kMarkTest = 1u << 7,           ///< the termination test's numbers
    kMarkJoins = 1u << 8,          ///< w joined to the simplex
    kMarkGap = 1u << 9,            ///< EPA: the gap between the closest piece and w
    kMarkSees = 1u << 10,          ///< EPA: what sees w, in its colour
    kMarkHorizon = 1u << 11,       ///< EPA: the horizon, outlined
    kMarkGrown = 1u << 12,         ///< EPA: the new edges (faces) to w
    kMarkRemoved = 1u << 13,       ///< EPA: what is removed, greyed (the whole step)
    kMarkFeature = 1u << 14,       ///< EPA: the closest edge (face) to O and its normal n
    kMarkRay = 1u << 15,           ///< cast: the ray from O along r and its point x = lambda r
    kMarkAdvance = 1u << 16,       ///< cast: lambda's move along the ray (or that it stays)
    kMarkReference = 1u << 17,     ///< manifold: the reference face, its normal, the incident face
    kMarkClipFirst = 1u << 18,     ///< manifold: the first side line (3D: every side plane)
    kMarkClipOther = 1u << 19,     ///< manifold: the other side line
    kMarkContacts = 1u << 20,      ///< manifold: the points kept and dropped, their separations
};
/// The names of the marks set in `marks` ("simplex-before", "voronoi", ...), in bit order.
std::vector<std::string> mark_names(unsigned marks);

/// Which of the step's values a sub-step knows (the pseudocode's values panel shows them).
enum Known : unsigned {
    kKnowsWeights = 1u << 0,    ///< O's weights on the whole simplex (the closest-point rule)
    kKnowsKept = 1u << 1,       ///< S is the part kept (else: the simplex as it entered)
    kKnowsDirection = 1u << 2,  ///< d
    kKnowsSupport = 1u << 3,    ///< w
    kKnowsTest = 1u << 4,       ///< the test's numbers
    kKnowsAdded = 1u << 5,      ///< S has w added
};

/// One sub-step of an algorithm.
struct LessonRow {
    Phase phase;
    const char* title;       ///< its words in the beat's title: "support", "nearest part"
    const char* line;        ///< key of the pseudocode line lit while the algorithm goes on
    const char* line_stops;  ///< ... when the step ends the algorithm here (nullptr: as `line`)
    const char*
        line_inside;  ///< ... when it ends with O inside the simplex (nullptr: as `line_stops`)
    unsigned marks;   ///< Mark bits
    unsigned knows;   ///< Known bits
};

/// The rows of an algorithm, in the order its sub-steps run.
const std::vector<LessonRow>& lesson_rows(Algorithm a);
/// The row of `phase` in an algorithm's table (nullptr: the algorithm has no such sub-step).
const LessonRow* lesson_row(Algorithm a, Phase phase);

/// The algorithm a beat of a timeline belongs to (the ending: that of the last step).
Algorithm beat_algorithm(const Timeline2& t, const Beat& b);
Algorithm beat_algorithm(const Timeline3& t, const Beat& b);
/// What a beat draws: its row's marks (0 for a beat without one: the introduction's own).
unsigned beat_marks(const Timeline2& t, const Beat& b);
unsigned beat_marks(const Timeline3& t, const Beat& b);

}  // namespace gjklab
