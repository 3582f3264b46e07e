#include "model/practice.h"

#include <algorithm>

#include "model/lesson/text.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "model/words.h"

namespace gjklab {

namespace {

std::vector<double> coordinates(const glm::dvec2& p) {
    return {p.x, p.y};
}
std::vector<double> coordinates(const glm::dvec3& p) {
    return {p.x, p.y, p.z};
}

/// EPA's choices: each edge of the polygon by its corners' names, the closest one the answer.
void expand_choices(const Timeline2& t, const gjk::EpaStep& e, PracticeQuestion& q) {
    const int n = int(e.polytope.size());
    for (int i = 0; i < n; ++i)
        q.options.push_back(words::names_in_order(
            std::vector<gjk::TraceVertex>{e.polytope[size_t(i)], e.polytope[size_t((i + 1) % n)]},
            t.names, "-"));
    if (e.closest_edge >= 0) q.answer = {e.closest_edge};
}
/// The same with the polytope's faces.
void expand_choices(const Timeline3& t, const gjk::EpaStep3& e, PracticeQuestion& q) {
    for (const gjk::TraceFace& f : e.faces)
        q.options.push_back(words::names_in_order(
            std::vector<gjk::TraceVertex3>{e.vertices[size_t(f.a)], e.vertices[size_t(f.b)],
                                           e.vertices[size_t(f.c)]},
            t.names, " "));
    if (e.closest_face >= 0) q.answer = {e.closest_face};
}

template <class Timeline>
std::optional<PracticeQuestion> question_of(const Timeline& t, const Beat& b) {
    using Kind = PracticeQuestion::Kind;
    const bool three = std::is_same_v<Timeline, Timeline3>;
    if (const auto* g = t.gjk_step(b.step)) {
        if (b.phase == Phase::GjkSupport && g->has_support)
            return PracticeQuestion{Kind::ClickSupport,
                                    lesson::words("practice.support"),
                                    {},
                                    {},
                                    coordinates(g->support.point)};
        if (b.phase == Phase::GjkDrop) {
            PracticeQuestion q{Kind::DropCorners, lesson::words("practice.drop"), {}, {}, {}};
            const auto dropped = words::gone(g->simplex_before, g->simplex_after, t.names);
            for (size_t i = 0; i < g->simplex_before.size(); ++i) {
                const auto& v = g->simplex_before[i];
                q.options.push_back(t.names.name(v));
                for (const auto& d : dropped)
                    if (t.names.number(d) == t.names.number(v)) q.answer.push_back(int(i));
            }
            return q;
        }
    }
    if (const auto* e = t.epa_step(b.step); e && b.phase == Phase::EpaClosest) {
        PracticeQuestion q{Kind::ExpandEdge,
                           lesson::words(three ? "practice.expand_face" : "practice.expand_edge"),
                           {},
                           {},
                           {}};
        expand_choices(t, *e, q);
        if (q.answer.empty()) return std::nullopt;
        return q;
    }
    if (b.phase == Phase::EndAnswer)
        return PracticeQuestion{Kind::OriginInside,
                                lesson::words("practice.inside"),
                                {lesson::words("practice.yes"), lesson::words("practice.no")},
                                {t.result().intersecting ? 0 : 1},
                                {}};
    return std::nullopt;
}

}  // namespace

std::optional<PracticeQuestion> practice_question(const Timeline2& t, const Beat& b) {
    return question_of(t, b);
}
std::optional<PracticeQuestion> practice_question(const Timeline3& t, const Beat& b) {
    return question_of(t, b);
}

bool practice_right(const PracticeQuestion& q, std::vector<int> chosen) {
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    return chosen == q.answer;
}

std::string practice_verdict(bool right, const std::string& reason) {
    return lesson::words(right ? "practice.right" : "practice.wrong", {{"reason", reason}});
}

}  // namespace gjklab
