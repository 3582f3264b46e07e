// A query told as a lesson: an introduction (the shapes, A - B as every a - b, the question,
// the support function), then every GJK and EPA iteration in sub-steps a student can follow one
// at a time, then the answer. Each moment is a Beat: a step of the trace and a phase of it.
// The window steps through beats, `record` films them, `render --phase` draws one; the step's
// whole picture (Phase::Whole) is what a timeline without sub-steps shows.
//
// For each beat this file also gives its title, its caption, the pseudocode of the algorithm
// with the line the beat is on and the values its variables hold, and the convergence of the
// run so far (|v| per GJK iteration, the gap per EPA iteration). What each sub-step lights and
// draws is in the algorithms' tables (model/lesson/table.h), every sentence in the table of
// templates (model/lesson/text.h); the phases' order in this enum means nothing.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/lesson/text.h"

namespace gjklab {

struct Timeline2;
struct Timeline3;
struct Scene;

/// The language a command tells the lesson in: `code` ("en", "zh") when given, else the
/// scene's `view.language`. A code that is neither is an InputError naming --lang.
lesson::Language lesson_language(const Scene& scene, const std::string& code);

enum class Phase {
    Whole,  ///< the whole step at once
    // The introduction, before GJK's first iteration.
    IntroShapes,      ///< the two shapes; the question
    IntroDifference,  ///< a few a - b drawn in both views: A - B is every a - b
    IntroQuestion,    ///< the whole of A - B: does it hold the origin, how far is it?
    IntroSupport,     ///< the support function, and GJK's first point w1 = s(d0)
    // A GJK iteration, in the order the algorithm does it.
    GjkClosest,    ///< the point v of the simplex closest to O, and its Voronoi region
    GjkDrop,       ///< the corners v does not need are dropped
    GjkDirection,  ///< d = -v
    GjkSupport,    ///< w = s(d), with the supporting lines (planes) on A, B and A - B
    GjkTest,       ///< the termination test, as an inequality with its numbers
    GjkAdd,        ///< w joins the simplex
    // An EPA iteration.
    EpaClosest,  ///< the edge (face) of the polytope closest to O, and its normal n
    EpaSupport,  ///< w = s(n)
    EpaTest,     ///< the gap test
    EpaSees,     ///< the edges (faces) that see w
    EpaHorizon,  ///< the horizon: the rim of what they cover
    EpaNew,      ///< the horizon joined to w: the new edges (faces)
    // The ending.
    EndAnswer,  ///< the answer drawn in the world: closest points and distance, or n and depth
    EndSlide,   ///< B slides by the move that makes the shapes touch: out by depth x n
                ///< (overlapping), in by -distance x n (apart)
    // The contact manifold after the answer (scene/manifold.h), when the shapes touch.
    ManifoldFaces,      ///< the reference face (its normal) and the incident face
    ManifoldClip,       ///< the incident face cut by the side line (2D: the first; 3D: all planes)
    ManifoldClipOther,  ///< 2D: cut by the other side line
    ManifoldPoints,     ///< the points kept (at or below the reference) and dropped, with their
                        ///< separations and features; 3D: reduced to four
    // The GJK ray cast (model/cast_lesson.h): B translating by lambda r relative to A.
    CastRay,      ///< the motion as a ray from O along r into A - B; lambda = 0
    CastSupport,  ///< p = s(u), u from the simplex towards the ray point x = lambda r
    CastPlane,    ///< p's plane: x more than sigma in front of it advances lambda, else not
    CastClosest,  ///< p joins S; S reduced to the part nearest x; the new u = x - y
    CastTest,     ///< |u| - sigma <= tolerance: the shapes touch at lambda
    CastHit,      ///< the answer: the time of impact, the normal, B moved there (or the miss)
    // Conservative advancement (model/cast_lesson.h): a shape turns.
    CastDistance,  ///< the distance d and normal n at the step's time t
    CastAdvance,   ///< the bound on how fast the gap along n shrinks, and the safe step in t
    // MPR (model/mpr_lesson.h), 2D.
    MprCentre,   ///< v0 = A's centre - B's centre, inside A - B, and the ray from it through O
    MprSupport,  ///< one support point: finding the portal, refining it, or on to the boundary
    MprAnswer,   ///< the verdict; overlapping, MPR's depth and normal beside EPA's
};

struct Beat {
    int step = 0;  ///< the trace step (0 for the introduction, the last for the ending)
    Phase phase = Phase::Whole;
    bool operator==(const Beat& o) const { return step == o.step && phase == o.phase; }
};

/// What a lesson holds besides the steps themselves.
struct LessonOptions {
    bool intro = true;     ///< the four introduction beats
    bool substeps = true;  ///< sub-steps; false: one beat per step (Phase::Whole)
};

/// "support", "intro-difference", "whole": for `render --phase` and the window's titles.
const char* phase_name(Phase p);
/// The phase of a name (phase_name's inverse); nullopt for none.
std::optional<Phase> phase_named(const std::string& name);
/// Every phase name, for the error message of a bad one.
std::string phase_names();
/// Where a phase belongs (from the phase table in lesson.cpp, not from the enum's order).
enum class Stage { Whole, Intro, Gjk, Epa, Ending, Cast, Mpr };
Stage stage_of(Phase p);
bool in_intro(Phase p);
bool in_ending(Phase p);
bool in_manifold(Phase p);  ///< a contact-manifold beat (in the ending)
bool in_gjk(Phase p);       ///< a GJK sub-step
bool in_epa(Phase p);       ///< an EPA sub-step
/// The introduction's beats are numbered 1 to 4 in the order they are told.
int intro_number(Phase p);

/// The beats of a run, in order.
std::vector<Beat> lesson_beats(const Timeline2& t, const LessonOptions& o);
std::vector<Beat> lesson_beats(const Timeline3& t, const LessonOptions& o);

/// The beat of a new run (`beats`, with `gjk_steps` GJK steps) at the same point of the
/// algorithm as `was` in the run before an edit (with `was_gjk_steps`): the same sub-step of the
/// same iteration of the same algorithm (GJK, EPA); else the same sub-step of the nearest
/// iteration; else, when the new run has no such algorithm (EPA after shapes were pulled
/// apart), the answer. Introduction and ending beats keep their phase. An index into `beats`.
int beat_at_same_place(const Beat& was, int was_gjk_steps, const std::vector<Beat>& beats,
                       int gjk_steps);

/// Reading time of a beat, in steps' worth (the introduction and the ending say more).
double beat_weight(const Beat& b);

/// "Introduction 2/4", "GJK 2/3: support", "EPA 1/4: horizon", "Answer".
std::string beat_title(const Timeline2& t, const Beat& b);
std::string beat_title(const Timeline3& t, const Beat& b);
/// What happens at the beat, in plain words (Phase::Whole: the step's explanation).
std::string beat_caption(const Timeline2& t, const Beat& b);
std::string beat_caption(const Timeline3& t, const Beat& b);
/// The caption with the template it came from and the values of its slots (model/lesson/text.h).
lesson::Said beat_said(const Timeline2& t, const Beat& b);
lesson::Said beat_said(const Timeline3& t, const Beat& b);

/// The algorithm's pseudocode at a beat: its lines, the one the beat is on (-1: none) and
/// the values the variables hold there.
struct Pseudocode {
    std::string title;
    std::vector<std::string> lines;
    std::vector<std::string> keys;  ///< each line's key (model/lesson/pseudocode.h)
    int current = -1;
    std::vector<std::pair<std::string, std::string>> values;  ///< name, value
};
Pseudocode pseudocode(const Timeline2& t, const Beat& b);
Pseudocode pseudocode(const Timeline3& t, const Beat& b);

/// The run's convergence: |v| after each GJK iteration (distance variant), the bracket on the
/// depth after each EPA iteration, and the iteration the beat is on (an index into gjk then
/// epa; -1: before).
struct Convergence {
    std::vector<double> gjk;  ///< |v| per GJK iteration (empty: the boolean variant)
    /// Per EPA iteration the bracket that holds the depth: the smallest w.n so far minus dist(e)
    std::vector<double> epa;
    int current = -1;
    /// Whether the current iteration's value is known at this beat: |v| from GJK's closest
    /// point on, EPA's gap only from its test on (before, the plot marks the iteration alone).
    bool current_known = true;
    /// The plot's title and the first series' name (empty: GJK's and EPA's, translated).
    std::string title, gjk_label;
};
Convergence convergence(const Timeline2& t, const Beat& b);
Convergence convergence(const Timeline3& t, const Beat& b);

}  // namespace gjklab
