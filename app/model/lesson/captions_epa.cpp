// The captions of EPA's sub-steps: the closest edge (face), the support point, the gap test,
// what sees w, the horizon and the new edges (faces).
#include <algorithm>
#include <type_traits>

#include "model/lesson/detail.h"

namespace gjklab::lesson {

namespace {

using words::Words;

/// How far `w` lies beyond the line (plane) through `corners`, on the side away from the
/// polytope's `middle`: above 0, the edge (face) sees w.
template <class Vec>
double height_beyond(const std::vector<Vec>& corners, const Vec& middle, const Vec& w) {
    Vec normal;
    if constexpr (std::is_same_v<Vec, glm::dvec2>) {
        const glm::dvec2 along = corners[1] - corners[0];
        normal = {along.y, -along.x};
    } else {
        normal = glm::cross(corners[1] - corners[0], corners[2] - corners[0]);
    }
    const double length = glm::length(normal);
    if (!(length > 0)) return 0;
    normal /= length;
    if (glm::dot(normal, corners[0] - middle) < 0) normal = -normal;
    return glm::dot(normal, w - corners[0]);
}
/// The mean of the polytope's corners: inside it, for telling its faces' outer sides.
template <class Vertex>
auto middle_of(const std::vector<Vertex>& vs) {
    decltype(Vertex::point) sum(0.0);
    for (const auto& v : vs) sum += v.point;
    return vs.empty() ? sum : sum / double(vs.size());
}
std::string numbers(const std::vector<double>& xs) {
    std::vector<std::string> said;
    for (double x : xs) said.push_back(short_number(x));
    return joined(said);
}

/// The horizon's corners in the order its loop runs, each edge's end the next one's start (the
/// polytope keeps its edges in no such order).
std::vector<gjk::TraceVertex3> horizon_loop(const gjk::EpaStep3& e) {
    const size_t m = e.horizon.size();
    std::vector<bool> used(m, false);
    std::vector<size_t> order;
    for (size_t start = 0; start < m; ++start) {  // one loop, or the rest as they come
        if (used[start]) continue;
        used[start] = true;
        order.push_back(start);
        for (bool found = true; found;) {
            found = false;
            for (size_t k = 0; k < m && !found; ++k)
                if (!used[k] && e.horizon[k].from == e.horizon[order.back()].to)
                    used[k] = found = true, order.push_back(k);
        }
    }
    std::vector<gjk::TraceVertex3> rim;
    for (size_t k : order)
        if (e.horizon[k].from >= 0 && e.horizon[k].from < int(e.vertices.size()))
            rim.push_back(e.vertices[size_t(e.horizon[k].from)]);
    return rim;
}

/// The horizon loop as it is said: from its first-found corner round.
std::vector<gjk::TraceVertex3> said_horizon_loop(const gjk::EpaStep3& e,
                                                 const SupportNames<gjk::TraceVertex3>& names) {
    std::vector<gjk::TraceVertex3> rim = horizon_loop(e);
    const auto first = std::min_element(rim.begin(), rim.end(), [&](const auto& a, const auto& b) {
        return names.number(a) < names.number(b);
    });
    std::rotate(rim.begin(), first, rim.end());
    return rim;
}

/// What sees w: the pieces' names and how far w lies beyond each (above 0: it sees w).
Said sees(const gjk::EpaStep& e, const SupportNames<gjk::TraceVertex>& names) {
    std::vector<std::string> edges;
    std::vector<double> heights;
    const glm::dvec2 middle = middle_of(e.polytope);
    for (const auto& r : e.removed) {
        if (r.from >= int(e.polytope.size()) || r.to >= int(e.polytope.size())) continue;
        edges.push_back(
            words::names_in_order(std::vector{e.polytope[r.from], e.polytope[r.to]}, names, "-"));
        heights.push_back(
            height_beyond(std::vector{e.polytope[r.from].point, e.polytope[r.to].point}, middle,
                          e.support.point));
    }
    return say(
        edges.size() == 1 ? "epa.sees_2d_one" : "epa.sees_2d_many",
        {{"pieces", joined(edges)}, {"w", names.name(e.support)}, {"heights", numbers(heights)}});
}
Said sees(const gjk::EpaStep3& e, const SupportNames<gjk::TraceVertex3>& names) {
    const int n = int(e.vertices.size());
    std::vector<std::string> faces;
    std::vector<double> heights;
    const glm::dvec3 middle = middle_of(e.vertices);
    for (int i : e.removed) {
        if (i < 0 || i >= int(e.faces.size())) continue;
        const gjk::TraceFace& f = e.faces[size_t(i)];
        if (f.a >= n || f.b >= n || f.c >= n) continue;
        const std::vector corners{e.vertices[size_t(f.a)], e.vertices[size_t(f.b)],
                                  e.vertices[size_t(f.c)]};
        faces.push_back(words::names_in_order(corners, names, " "));
        heights.push_back(
            height_beyond(std::vector{corners[0].point, corners[1].point, corners[2].point}, middle,
                          e.support.point));
    }
    return say(
        faces.size() == 1 ? "epa.sees_3d_one" : "epa.sees_3d_many",
        {{"pieces", joined(faces)}, {"w", names.name(e.support)}, {"heights", numbers(heights)}});
}

Said horizon(const gjk::EpaStep& e, const SupportNames<gjk::TraceVertex>& names) {
    std::vector<gjk::TraceVertex> rim;
    for (int i : e.horizon)
        if (i >= 0 && i < int(e.polytope.size())) rim.push_back(e.polytope[size_t(i)]);
    return say("epa.horizon_2d",
               {{"corners", words::list(rim, names)}, {"w", names.name(e.support)}});
}
Said horizon(const gjk::EpaStep3& e, const SupportNames<gjk::TraceVertex3>& names) {
    const std::vector<gjk::TraceVertex3> rim = said_horizon_loop(e, names);
    if (rim.empty()) return say("empty");
    // Said from its first-found corner round and back: "w1-w3-w2-w5-w1".
    std::string loop;
    for (const auto& v : rim) loop += names.name(v) + "-";
    loop += names.name(rim[0]);
    return say("epa.horizon_3d", {{"count", std::to_string(e.horizon.size())},
                                  {"loop", loop},
                                  {"w", names.name(e.support)}});
}

Said grown(const gjk::EpaStep& e, const SupportNames<gjk::TraceVertex>& names) {
    std::vector<std::string> edges;
    for (int i : e.horizon)
        if (i >= 0 && i < int(e.polytope.size()))
            edges.push_back(
                words::names_in_order(std::vector{e.polytope[size_t(i)], e.support}, names, "-"));
    return say("epa.grow_2d", {{"w", names.name(e.support)},
                               {"count", std::to_string(e.added.size())},
                               {"edges", joined(edges)}});
}
Said grown(const gjk::EpaStep3& e, const SupportNames<gjk::TraceVertex3>& names) {
    // Named along the horizon as the last beat said it: w1-w3 and w5 make w1 w3 w5, and so on.
    const std::vector<gjk::TraceVertex3> rim = said_horizon_loop(e, names);
    std::vector<std::string> faces;
    for (size_t k = 0; k < rim.size(); ++k)
        faces.push_back(names.name(rim[k]) + " " + names.name(rim[(k + 1) % rim.size()]) + " " +
                        names.name(e.support));
    return say("epa.grow_3d", {{"w", names.name(e.support)},
                               {"count", std::to_string(e.added.size())},
                               {"faces", joined(faces)}});
}

template <class Timeline, class Step>
Said epa_of(const Timeline& t, const Step& e, Phase p, int step) {
    const auto& names = t.names;
    const Words& w = words_of(t);
    const bool cores =
        t.report.radii > 0;  // EPA walks on the cores: their A - B is what it grows in
    const std::string ab = words(cores ? "word.cores_difference" : "word.difference");
    const std::string depth = words(cores ? "word.cores_overlap" : "word.depth");
    const std::string polytope = words(std::string("word.") + w.polytope),
                      feature = words(std::string("word.") + w.feature);
    switch (p) {
        case Phase::EpaClosest: {
            const bool first = step == t.gjk_count();
            const std::string intro = first ? words("epa.first", {{"polytope", polytope}}) : "";
            if (!e.has_support)
                return say("epa.closest_verdict",
                           {{"intro", intro}, {"verdict", t.explanation(step)}});
            // Why this one: the lower bound on the depth, and when it is the depth.
            return say(first ? "epa.closest_first" : "epa.closest",
                       {{"intro", intro},
                        {"feature", feature},
                        {"piece", words::closest_piece(e, names)},
                        {"distance", short_number(e.distance)},
                        {"n", vec_text(e.normal)},
                        {"polytope", polytope},
                        {"ab", ab},
                        {"depth", depth}});
        }
        case Phase::EpaSupport:
            return say("epa.support", {{"w", names.name_and_corners(e.support)},
                                       {"w_dot_n", short_number(e.support_distance)},
                                       {"wall", words(std::string("word.") + w.wall)}});
        case Phase::EpaTest: {
            // The depth is bracketed: at least dist(e) (the polytope lies inside A - B), at most
            // w.n (no point of A - B lies beyond w along n, so that move of B separates them).
            Slots slots = {{"depth", depth},
                           {"distance", short_number(e.distance)},
                           {"polytope", polytope},
                           {"ab", ab},
                           {"w_dot_n", short_number(e.support_distance)},
                           {"w", names.name(e.support)},
                           {"gap", short_number(e.gap)}};
            if (e.stop == gjk::EpaStop::Running) {
                // An earlier w.n can bound the depth more tightly: the plot's bracket uses it.
                const double least = least_upper_bound(t, step);
                slots.insert(slots.end(),
                             {{"stop_gap", short_number(e.stop_gap)},
                              {"eps", short_number(e.tolerance)},
                              {"feature", feature},
                              {"earlier", least < e.support_distance
                                              ? words("epa.test.earlier",
                                                      {{"least", short_number(least)},
                                                       {"now", short_number(e.support_distance)}})
                                              : ""}});
                return say("epa.test.grows", slots);
            }
            if (e.gap <= e.stop_gap) {
                const double radii = t.report.radii;
                slots.insert(
                    slots.end(),
                    {{"stop_gap", short_number(e.stop_gap)},
                     {"feature", feature},
                     {"answer", radii > 0 ? words("epa.depth_with_radii",
                                                  {{"depth", short_number(e.distance + radii)},
                                                   {"cores", short_number(e.distance)},
                                                   {"radii", short_number(radii)}})
                                          : short_number(e.distance)},
                     {"n", vec_text(e.normal)}});
                return say("epa.test.meets", slots);
            }
            slots.push_back({"verdict", t.explanation(step)});
            return say("epa.test.stops", slots);
        }
        case Phase::EpaSees:
            return sees(e, names);
        case Phase::EpaHorizon:
            return horizon(e, names);
        case Phase::EpaNew:
            return grown(e, names);
        default:
            return say("verdict", {{"verdict", t.explanation(step)}});
    }
}

}  // namespace

Said epa_caption(const Timeline2& t, const Beat& b) {
    return epa_of(t, *t.epa_step(b.step), b.phase, b.step);
}
Said epa_caption(const Timeline3& t, const Beat& b) {
    return epa_of(t, *t.epa_step(b.step), b.phase, b.step);
}

}  // namespace gjklab::lesson
