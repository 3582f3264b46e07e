#include "model/lesson/table.h"

#include "model/timeline2.h"
#include "model/timeline3.h"

namespace gjklab {

namespace {

// What GJK's sub-steps draw: each adds one thing to the one before.
constexpr unsigned kGjkClosest = kMarkSimplexBefore | kMarkVoronoi | kMarkClosest;
constexpr unsigned kGjkDrop = kMarkClosest | kMarkDropped;
constexpr unsigned kGjkDirection = kMarkClosest | kMarkDirection;
constexpr unsigned kGjkSupport = kGjkDirection | kMarkSupport | kMarkSupporting;
constexpr unsigned kGjkTest = kGjkSupport | kMarkTest;
constexpr unsigned kGjkAdd = kMarkSupport | kMarkJoins;
constexpr unsigned kGjkWhole = kMarkClosest | kMarkDropped | kMarkDirection | kMarkSupport;
// What the values panel shows by then.
constexpr unsigned kKnowsD = kKnowsKept | kKnowsDirection;
constexpr unsigned kKnowsW = kKnowsD | kKnowsSupport;
constexpr unsigned kKnowsAll = kKnowsW | kKnowsTest;

// The introduction's beats draw their own pictures (no marks); the support beat lights the
// line that fetches w1.
#define INTRO_ROWS(first_line)                                                  \
    {Phase::IntroShapes, "", nullptr, nullptr, nullptr, 0, 0},                  \
        {Phase::IntroDifference, "", nullptr, nullptr, nullptr, 0, 0},          \
        {Phase::IntroQuestion, "", nullptr, nullptr, nullptr, 0, 0}, {          \
        Phase::IntroSupport, "", first_line, nullptr, nullptr, 0, kKnowsSupport \
    }

// Distance GJK (pseudocode.cpp, "gjk"). It ends at the closest point when O is inside the
// simplex (EPA takes over), at the test otherwise.
const std::vector<LessonRow> kDistanceGjk = {
    INTRO_ROWS("start"),
    {Phase::GjkClosest, "closest point", "closest", nullptr, "inside", kGjkClosest, kKnowsWeights},
    {Phase::GjkDrop, "drop", "drop", nullptr, nullptr, kGjkDrop, kKnowsKept},
    {Phase::GjkDirection, "direction", "direction", nullptr, nullptr, kGjkDirection, kKnowsD},
    {Phase::GjkSupport, "support", "support", nullptr, nullptr, kGjkSupport, kKnowsW},
    {Phase::GjkTest, "test", "test", "return", nullptr, kGjkTest, kKnowsAll},
    {Phase::GjkAdd, "add", "add", nullptr, nullptr, kGjkAdd, kKnowsAll | kKnowsAdded},
    {Phase::Whole, "", nullptr, nullptr, nullptr, kGjkWhole, kKnowsAll},
    {Phase::EndAnswer, "", "return", "return", "inside", kGjkWhole, kKnowsAll},
    {Phase::EndSlide, "", "return", "return", "inside", kGjkWhole, kKnowsAll},
};

// The boolean GJK's step 0 ("boolean-gjk"): w = s(d0) and its test, before the loop.
const std::vector<LessonRow> kBooleanStart = {
    INTRO_ROWS("start-support"),
    {Phase::GjkSupport, "first support", "start-support", nullptr, nullptr,
     kMarkDirection | kMarkSupport | kMarkSupporting, kKnowsDirection | kKnowsSupport},
    {Phase::GjkTest, "first test", "start-test", nullptr, nullptr,
     kMarkDirection | kMarkSupport | kMarkSupporting | kMarkTest,
     kKnowsDirection | kKnowsSupport | kKnowsTest},
    {Phase::GjkAdd, "first corner", "start-simplex", nullptr, nullptr, kGjkAdd,
     kKnowsDirection | kKnowsSupport | kKnowsTest | kKnowsAdded},
    {Phase::Whole, "", nullptr, nullptr, nullptr, kMarkDirection | kMarkSupport, kKnowsAll},
    {Phase::EndAnswer, "", "start-test", nullptr, nullptr, kMarkDirection | kMarkSupport,
     kKnowsAll},
};

// The boolean GJK's loop: it ends at the nearest part when the simplex holds O, at the test
// when w does not pass O.
const std::vector<LessonRow> kBooleanGjk = {
    {Phase::GjkClosest, "nearest part", "closest", nullptr, "overlap", kGjkClosest, 0},
    {Phase::GjkDrop, "drop", "drop", nullptr, nullptr, kGjkDrop, kKnowsKept},
    {Phase::GjkDirection, "direction", "direction", nullptr, nullptr, kGjkDirection, kKnowsD},
    {Phase::GjkSupport, "support", "support", nullptr, nullptr, kGjkSupport, kKnowsW},
    {Phase::GjkTest, "test", "test", nullptr, nullptr, kGjkTest, kKnowsAll},
    {Phase::GjkAdd, "add", "add", nullptr, nullptr, kGjkAdd, kKnowsAll | kKnowsAdded},
    {Phase::Whole, "", nullptr, nullptr, nullptr, kGjkWhole, kKnowsAll},
    {Phase::EndAnswer, "", "test", nullptr, "overlap", kGjkWhole, kKnowsAll},
};

// EPA ("epa").
const std::vector<LessonRow> kEpa = {
    {Phase::EpaClosest, "closest", "closest", nullptr, nullptr, kMarkFeature, 0},
    {Phase::EpaSupport, "support", "support", nullptr, nullptr,
     kMarkFeature | kMarkSupport | kMarkSupporting, kKnowsSupport},
    {Phase::EpaTest, "test", "test", "return", nullptr,
     kMarkFeature | kMarkSupport | kMarkSupporting | kMarkGap, kKnowsSupport | kKnowsTest},
    {Phase::EpaSees, "what sees w", "remove", nullptr, nullptr,
     kMarkFeature | kMarkSupport | kMarkSees, kKnowsSupport | kKnowsTest},
    {Phase::EpaHorizon, "horizon", "horizon", nullptr, nullptr,
     kMarkFeature | kMarkSupport | kMarkSees | kMarkHorizon, kKnowsSupport | kKnowsTest},
    {Phase::EpaNew, "grow", "join", nullptr, nullptr,
     kMarkFeature | kMarkSupport | kMarkGrown | kMarkHorizon, kKnowsSupport | kKnowsTest},
    {Phase::Whole, "", nullptr, nullptr, nullptr,
     kMarkFeature | kMarkSupport | kMarkRemoved | kMarkHorizon | kMarkGrown,
     kKnowsSupport | kKnowsTest},
    {Phase::EndAnswer, "", "return", nullptr, nullptr,
     kMarkFeature | kMarkSupport | kMarkRemoved | kMarkHorizon | kMarkGrown,
     kKnowsSupport | kKnowsTest},
    {Phase::EndSlide, "", "return", nullptr, nullptr,
     kMarkFeature | kMarkSupport | kMarkRemoved | kMarkHorizon | kMarkGrown,
     kKnowsSupport | kKnowsTest},
};

// The GJK ray cast ("gjk-ray-cast"): the ray and lambda are drawn throughout; each sub-step adds
// its own.
constexpr unsigned kCastSupport = kMarkRay | kMarkDirection | kMarkSupport | kMarkSupporting;
const std::vector<LessonRow> kRayCast = {
    {Phase::CastRay, "the ray", "start", nullptr, nullptr, kMarkRay, 0},
    {Phase::CastSupport, "support", "support", nullptr, nullptr, kCastSupport,
     kKnowsDirection | kKnowsSupport},
    {Phase::CastPlane, "plane", "plane", "miss", nullptr, kCastSupport | kMarkAdvance,
     kKnowsDirection | kKnowsSupport | kKnowsTest},
    {Phase::CastClosest, "nearest part", "closest", nullptr, nullptr,
     kMarkRay | kMarkJoins | kMarkClosest, kKnowsAll & ~kKnowsDirection},
    {Phase::CastTest, "test", "test", "hit", nullptr, kMarkRay | kMarkClosest | kMarkTest,
     kKnowsAll},
    {Phase::CastHit, "", "hit", "miss", nullptr, kMarkRay | kMarkClosest, kKnowsAll},
};

// Conservative advancement ("conservative-advancement"): the shapes at each step's time, their
// closest points and normal, then the safe step.
const std::vector<LessonRow> kAdvancement = {
    {Phase::CastRay, "the motion", "start", nullptr, nullptr, kMarkClosest, 0},
    {Phase::CastDistance, "distance", "distance", "hit", nullptr, kMarkClosest | kMarkDirection,
     kKnowsDirection},
    {Phase::CastAdvance, "step", "advance", "miss", nullptr,
     kMarkClosest | kMarkDirection | kMarkAdvance, kKnowsDirection | kKnowsTest},
    {Phase::CastHit, "", "hit", "miss", nullptr, kMarkClosest | kMarkDirection, kKnowsAll},
};

// The contact manifold ("contact-manifold"): each sub-step adds its cut; the last shows the
// points alone on the faces.
const std::vector<LessonRow> kManifold = {
    {Phase::ManifoldFaces, "reference face", "reference", nullptr, nullptr, kMarkReference, 0},
    {Phase::ManifoldClip, "clip", "clip", nullptr, nullptr, kMarkReference | kMarkClipFirst, 0},
    {Phase::ManifoldClipOther, "clip again", "clip", nullptr, nullptr,
     kMarkReference | kMarkClipFirst | kMarkClipOther, 0},
    {Phase::ManifoldPoints, "points", "keep", "return", nullptr, kMarkReference | kMarkContacts, 0},
};

// MPR ("mpr"): each support point with the portal it came from; the answer with EPA's beside.
const std::vector<LessonRow> kMpr = {
    {Phase::MprCentre, "centre", "start", nullptr, nullptr, kMarkRay, 0},
    {Phase::MprSupport, "support", "replace", nullptr, nullptr,
     kMarkRay | kMarkSupport | kMarkSupporting, kKnowsSupport},
    {Phase::MprAnswer, "answer", "depth", nullptr, nullptr, kMarkRay | kMarkFeature, 0},
};

#undef INTRO_ROWS

constexpr const char* kMarkNames[] = {
    "simplex-before", "voronoi",    "closest",         "dropped", "direction", "support",
    "supporting",     "test",       "joins",           "gap",     "sees",      "horizon",
    "grown",          "removed",    "closest-feature", "ray",     "advance",   "reference",
    "clip-first",     "clip-other", "contacts"};

template <class Timeline>
Algorithm algorithm_of(const Timeline& t, const Beat& b) {
    if (in_manifold(b.phase)) return Algorithm::Manifold;
    if (t.is_epa(b.step) && !in_intro(b.phase)) return Algorithm::Epa;
    if (t.variant == Variant::Distance) return Algorithm::DistanceGjk;
    const auto* g = t.gjk_step(b.step);
    return g && !g->simplex_before.empty() && !in_intro(b.phase) ? Algorithm::BooleanGjk
                                                                 : Algorithm::BooleanStart;
}

template <class Timeline>
unsigned marks_of(const Timeline& t, const Beat& b) {
    const LessonRow* row = lesson_row(algorithm_of(t, b), b.phase);
    return row ? row->marks : 0;
}

}  // namespace

const char* algorithm_name(Algorithm a) {
    switch (a) {
        case Algorithm::DistanceGjk:
            return "gjk";
        case Algorithm::BooleanStart:
            return "boolean-gjk-start";
        case Algorithm::BooleanGjk:
            return "boolean-gjk";
        case Algorithm::Epa:
            return "epa";
        case Algorithm::RayCast:
            return "gjk-ray-cast";
        case Algorithm::Advancement:
            return "conservative-advancement";
        case Algorithm::Manifold:
            return "contact-manifold";
        case Algorithm::Mpr:
            return "mpr";
    }
    return "";
}

std::vector<std::string> mark_names(unsigned marks) {
    std::vector<std::string> out;
    for (unsigned bit = 0; bit < sizeof kMarkNames / sizeof kMarkNames[0]; ++bit)
        if (marks & (1u << bit)) out.push_back(kMarkNames[bit]);
    return out;
}

const std::vector<LessonRow>& lesson_rows(Algorithm a) {
    switch (a) {
        case Algorithm::DistanceGjk:
            return kDistanceGjk;
        case Algorithm::BooleanStart:
            return kBooleanStart;
        case Algorithm::BooleanGjk:
            return kBooleanGjk;
        case Algorithm::Epa:
            return kEpa;
        case Algorithm::RayCast:
            return kRayCast;
        case Algorithm::Advancement:
            return kAdvancement;
        case Algorithm::Manifold:
            return kManifold;
        case Algorithm::Mpr:
            return kMpr;
    }
    return kEpa;
}

const LessonRow* lesson_row(Algorithm a, Phase phase) {
    for (const LessonRow& r : lesson_rows(a))
        if (r.phase == phase) return &r;
    return nullptr;
}

Algorithm beat_algorithm(const Timeline2& t, const Beat& b) {
    return algorithm_of(t, b);
}
Algorithm beat_algorithm(const Timeline3& t, const Beat& b) {
    return algorithm_of(t, b);
}
unsigned beat_marks(const Timeline2& t, const Beat& b) {
    return marks_of(t, b);
}
unsigned beat_marks(const Timeline3& t, const Beat& b) {
    return marks_of(t, b);
}

}  // namespace gjklab
