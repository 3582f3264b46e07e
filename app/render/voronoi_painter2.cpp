// GJK's simplex in the Minkowski view with its Voronoi regions: the borders, the region that
// holds O, and what GJK would keep and drop were O in each other region.
#include "render/voronoi_painter2.h"

#include <algorithm>
#include <glm/geometric.hpp>

#include "model/lesson/text.h"
#include "model/voronoi2.h"
#include "model/words.h"
#include "render/palette.h"

namespace gjklab {

namespace {

namespace pal = palette;

/// The names of corners `part` (indices) of `before`, in the order found: "w1-w3".
std::string names_of(const std::vector<gjk::TraceVertex>& before, const std::vector<int>& part,
                     const SupportNames<gjk::TraceVertex>& names, const char* sep) {
    std::vector<gjk::TraceVertex> corners;
    for (int k : part) corners.push_back(before[size_t(k)]);
    return words::names_in_order(corners, names, sep);
}

/// The Voronoi regions of simplex `before` other than the one GJK keeps (`keep`), each labelled
/// with what GJK would keep and drop were O there: how the simplex loses corners, shown even
/// in a run where it never does. Where nothing is dropped, one drop is worked through at O'.
void paint_what_if_regions(Canvas& c, const Camera2& cam,
                           const std::vector<gjk::TraceVertex>& before,
                           const std::vector<int>& keep,
                           const SupportNames<gjk::TraceVertex>& names, bool boolean) {
    std::vector<glm::dvec2> s;
    for (const auto& v : before) s.push_back(v.point);
    const int n = int(s.size());
    auto joined = [&](const std::vector<int>& part, const char* sep) {
        return names_of(before, part, names, sep);
    };
    const glm::dvec2 centre_screen = [&] {
        glm::dvec2 sum{0, 0};
        for (const auto& p : s) sum += cam.to_screen(p);
        return sum / double(n);
    }();
    constexpr double kOut = 60;  // pixels from the simplex into the region, to begin with
    std::vector<int> kept = keep;
    std::sort(kept.begin(), kept.end());
    auto what_if = [&](const std::vector<int>& part, glm::dvec2 from, glm::dvec2 out) {
        if (part == kept) return;
        std::vector<int> dropped;
        for (int k = 0; k < n; ++k)
            if (std::find(part.begin(), part.end(), k) == part.end()) dropped.push_back(k);
        // The whole simplex's own region (a segment's middle band) drops nothing.
        Label l{from + out * kOut,
                // On two lines: narrow enough to stay in a short edge's strip, not over O's region.
                lesson::words(dropped.empty() ? "label.if_here_keep_all" : "label.if_here",
                              dropped.empty() ? lesson::Slots{{"keep", joined(part, " ")}}
                                              : lesson::Slots{{"keep", joined(part, " ")},
                                                              {"drop", joined(dropped, " ")}}),
                pal::with_alpha(pal::closest, 0.95f),
                {0.5f, 0.5f},
                0,
                true,
                1};
        l.only_here = true;
        l.slide = glm::vec2(out * 45.0);
        c.label(l);
    };
    // A corner's region is the cone between the outward normals of its edges (a segment's end:
    // beyond it, along the segment): its middle direction. The camera keeps angles.
    auto screen_of = [&](int k) { return cam.to_screen(s[size_t(k)]); };
    auto outward = [&](int i, int j) {  // normal of edge i-j away from the rest of the simplex
        const glm::dvec2 e = screen_of(j) - screen_of(i);
        glm::dvec2 out{-e.y, e.x};
        const glm::dvec2 rest = n == 3 ? screen_of(3 - i - j) : centre_screen;
        if (glm::dot(out, rest - screen_of(i)) > 0) out = -out;
        return glm::length(out) > 1e-9 ? glm::normalize(out) : out;
    };
    std::vector<glm::dvec2> corner_dir(size_t(n), glm::dvec2(0));
    for (int i = 0; i < n; ++i) {
        glm::dvec2 d = n == 2 ? screen_of(i) - screen_of(1 - i)
                              : outward(i, (i + 1) % n) + outward(i, (i + 2) % n);
        if (glm::length(d) > 1e-9) corner_dir[size_t(i)] = glm::normalize(d);
    }
    // Where no corner is dropped, one worked example of a drop: O' in the region of the corner
    // farthest from O and the dashed way to its closest point, that corner alone.
    int example = -1;
    if (int(kept.size()) == n) {
        double best = -1;
        for (int i = 0; i < n; ++i)
            if (glm::length(corner_dir[size_t(i)]) > 0 &&
                glm::length(screen_of(i) - cam.to_screen({0, 0})) > best)
                best = glm::length(screen_of(i) - cam.to_screen({0, 0})), example = i;
    }
    for (int i = 0; i < n; ++i) {
        if (glm::length(corner_dir[size_t(i)]) == 0) continue;
        if (i != example) {
            what_if({i}, screen_of(i), corner_dir[size_t(i)]);
            continue;
        }
        const glm::dvec2 p = screen_of(i), ghost = p + corner_dir[size_t(i)] * 34.0;
        const Color grey = pal::with_alpha(pal::text, 0.6f);
        c.ring(ghost, 6, 1.5f, grey);
        c.dashed_line(ghost, p, 1.5f, 4, grey);
        std::vector<int> others;
        for (int k = 0; k < n; ++k)
            if (k != i) others.push_back(k);
        // The subject of the example (priority 3): it keeps its place near O'.
        c.label({ghost + corner_dir[size_t(i)] * 12.0,
                 lesson::words(boolean ? "label.o_prime_boolean" : "label.o_prime",
                               {{"v", joined({i}, "")}, {"drop", joined(others, " ")}}),
                 pal::with_alpha(pal::closest, 0.95f),
                 {corner_dir[size_t(i)].x < 0 ? 1.0f : 0.0f, 0.5f},
                 0,
                 true,
                 3,
                 ghost});
    }
    for (int i = 0; i < (n == 2 ? 1 : n); ++i) {
        const int j = (i + 1) % n;
        const glm::dvec2 p = cam.to_screen(s[size_t(i)]), q = cam.to_screen(s[size_t(j)]);
        if (glm::length(q - p) < 1e-9) continue;
        glm::dvec2 out = glm::normalize(glm::dvec2{-(q - p).y, (q - p).x});
        // A triangle's edge region lies outside it, away from the third corner (as in
        // voronoi_region: a sliver's centre may lie on either side); a segment's on both
        // sides: O's side.
        const glm::dvec2 side =
            n == 3 ? p - cam.to_screen(s[size_t(3 - i - j)]) : cam.to_screen({0, 0}) - p;
        if (glm::dot(out, side) < 0) out = -out;
        what_if({std::min(i, j), std::max(i, j)}, (p + q) * 0.5, out);
    }
}

}  // namespace

/// GJK's simplex entering the step, its Voronoi regions' borders and the region holding O.
void paint_voronoi(Canvas& c, const Camera2& cam, const gjk::GjkStep& g,
                   const SupportNames<gjk::TraceVertex>& names, const PaintOptions& o,
                   bool boolean) {
    const auto& before = g.simplex_before;
    if (before.size() < 2) return;
    std::vector<glm::dvec2> s;
    for (const auto& v : before) s.push_back(v.point);
    std::vector<int> keep;
    for (const auto& u : g.simplex_after)
        for (size_t k = 0; k < before.size(); ++k)
            if (names.number(before[k]) == names.number(u)) keep.push_back(int(k));
    if (keep.empty()) return;
    const Rect& vp = cam.viewport;
    const glm::dvec2 lo = cam.to_world({vp.min.x, vp.max.y}),
                     hi = cam.to_world({vp.max.x, vp.min.y});
    // The borders: across each edge at both ends, on the simplex's outer side.
    const double far = 4 * glm::length(hi - lo);
    const int n = int(s.size());
    for (int i = 0; i < (n == 2 ? 1 : n); ++i) {
        const glm::dvec2 p = s[size_t(i)], q = s[size_t((i + 1) % n)];
        glm::dvec2 out = glm::normalize(glm::dvec2{-(q - p).y, (q - p).x});
        if (n == 3 && glm::dot(out, s[size_t((i + 2) % n)] - p) > 0) out = -out;
        for (const glm::dvec2 end : {p, q}) {
            const glm::dvec2 from = n == 2 ? end - out * far : end;
            c.dashed_line(cam.to_screen(from), cam.to_screen(end + out * far), 1.2f, 4,
                          pal::with_alpha(pal::closest, 0.7f));
        }
    }
    const auto region = voronoi_region(s, keep, lo, hi);
    if (region.size() < 3) return;
    std::vector<glm::dvec2> screen;
    glm::dvec2 mid{0, 0};
    for (const auto& p : region) screen.push_back(cam.to_screen(p)), mid += screen.back();
    c.fill_convex(screen, pal::with_alpha(pal::closest, 0.22f));
    if (!o.labels) return;
    auto joined = [&](const std::vector<int>& part, const char* sep) {
        return names_of(before, part, names, sep);
    };
    c.label({mid / double(screen.size()),
             lesson::words("label.voronoi_of", {{"part", joined(keep, "-")}}),
             pal::with_alpha(pal::text, 0.85f),
             {0.5f, 0.5f},
             0,
             true,
             1});
    paint_what_if_regions(c, cam, before, keep, names, boolean);
}

}  // namespace gjklab
