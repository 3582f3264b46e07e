// Practice mode: the lesson stops before each reveal and asks the student first: where the
// next support point is (a click in A - B), which corners GJK drops, which edge (face) EPA
// expands, whether the origin is inside A - B. The answer is judged, then the beat is shown
// with its caption as the reason. Pure: the window asks and keeps the score.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/lesson.h"

namespace gjklab {

struct PracticeQuestion {
    enum class Kind {
        ClickSupport,  ///< click where w = s(d) is, in the Minkowski view
        DropCorners,   ///< tick the corners GJK drops (several, or none)
        ExpandEdge,    ///< pick the edge (face) EPA expands next
        OriginInside,  ///< yes or no
    };
    Kind kind;
    std::string prompt;
    std::vector<std::string> options;  ///< the choices (names); empty for ClickSupport
    std::vector<int> answer;           ///< the right options, ascending
    std::vector<double> point;         ///< ClickSupport: w in A - B (2 or 3 coordinates)
};

/// A click counts as on the support point within this many logical pixels of it.
constexpr double kPracticeClickPixels = 18;

/// The question asked before beat `b` shows its picture, if that beat reveals something.
std::optional<PracticeQuestion> practice_question(const Timeline2& t, const Beat& b);
std::optional<PracticeQuestion> practice_question(const Timeline3& t, const Beat& b);

/// Whether `chosen` (option indices, any order) is the answer.
bool practice_right(const PracticeQuestion& q, std::vector<int> chosen);

/// The verdict said after an answer: right or not, then the beat's caption as the reason.
std::string practice_verdict(bool right, const std::string& reason);

}  // namespace gjklab
