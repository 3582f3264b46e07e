// What the lesson's files share: the numbers and names a caption or the pseudocode's values
// panel writes, and the caption functions of each part of the lesson (intro and GJK, EPA, the
// answer), each giving a filled template (text.h).
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "model/lesson.h"
#include "model/lesson/text.h"
#include "model/timeline2.h"
#include "model/timeline3.h"
#include "model/words.h"

namespace gjklab::lesson {

using gjklab::short_number;
using words::vec_text;

inline const words::Words& words_of(const Timeline2&) {
    return words::kWords2;
}
inline const words::Words& words_of(const Timeline3&) {
    return words::kWords3;
}

/// GJK's search direction at a step as a unit vector: the solver may scale d (an edge's
/// normal, say), and only its direction counts.
template <class Step>
auto unit_direction(const Step& g) {
    const double len = glm::length(g.direction);
    return len > 0 ? g.direction / len : g.direction;
}

/// The boolean GJK's step 0: its first support point and the test of it, entered with an empty
/// simplex (the distance GJK's step 0 enters with {w1}).
template <class Step>
bool is_first_support(const Step& g) {
    return g.simplex_before.empty();
}

/// "0.37 w1 + 0.63 w2" (terms in the order the points were found; "- 0.2 w3" for a weight
/// below 0).
template <class Vertex>
std::string weighted_sum(const std::vector<Vertex>& corners, const std::vector<double>& weights,
                         const SupportNames<Vertex>& names) {
    std::vector<size_t> order(corners.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return names.number(corners[a]) < names.number(corners[b]);
    });
    std::string out;
    for (size_t k : order) {
        const double x = weights[k];
        out += out.empty() ? (x < 0 ? "-" : "") : (x < 0 ? " - " : " + ");
        out += short_number(std::abs(x)) + " " + names.name(corners[k]);
    }
    return out;
}

/// The smallest w.n of EPA's iterations up to `step`: each is an upper bound of the depth (no
/// point of A - B lies beyond its w along its n), so the smallest is the best one so far.
template <class Timeline>
double least_upper_bound(const Timeline& t, int step) {
    double least = std::numeric_limits<double>::infinity();
    for (int s = t.gjk_count(); s <= step; ++s)
        if (const auto* e = t.epa_step(s); e && e->has_support)
            least = std::min(least, e->support_distance);
    return least;
}

Said intro_caption(const Timeline2& t, Phase p);
Said intro_caption(const Timeline3& t, Phase p);
Said gjk_caption(const Timeline2& t, const Beat& b);
Said gjk_caption(const Timeline3& t, const Beat& b);
Said epa_caption(const Timeline2& t, const Beat& b);
Said epa_caption(const Timeline3& t, const Beat& b);
Said ending_caption(const Timeline2& t, Phase p);
Said ending_caption(const Timeline3& t, Phase p);
Said manifold_caption(const Timeline2& t, Phase p);
Said manifold_caption(const Timeline3& t, Phase p);

}  // namespace gjklab::lesson
