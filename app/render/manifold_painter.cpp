#include "render/manifold_painter.h"

#include <glm/geometric.hpp>

#include "model/lesson/table.h"
#include "model/words.h"
#include "render/palette.h"

namespace gjklab {

namespace pal = palette;

namespace {

constexpr float kFaceWidth = 5.0f;
const Color kReference = pal::simplex;
const Color kIncident = pal::support;
const Color kSide = pal::horizon;
const Color kContact = pal::direction;

void label(Canvas& c, glm::dvec2 at, glm::dvec2 anchor, const std::string& text, Color color,
           glm::vec2 align = {0, 0}, int priority = 2) {
    Label l{at, text, color, align, 0, true, priority};
    l.anchor = anchor;
    c.label(l);
}

/// n drawn from `from` (screen), `length` pixels long, named.
/// (B's reference normal is -n: n runs from A towards B.)
void normal_arrow(Canvas& c, glm::dvec2 from, glm::dvec2 dir, const PaintOptions& o,
                  const std::string& name = "n") {
    const double len = glm::length(dir);
    if (!(len > 0)) return;
    const glm::dvec2 tip = from + dir / len * 56.0;
    c.arrow(from, tip, 2.5f, 11, kContact);
    if (o.labels) label(c, tip + dir / len * 8.0 + glm::dvec2(4, -4), tip, name, kContact);
}

/// The kept points, filled, with their names and separations; the dropped ones hollow.
template <class Point, class ToScreen>
void contacts(Canvas& c, const std::vector<Point>& kept, const std::vector<double>& kept_sep,
              const std::vector<Point>& dropped, const std::vector<double>& dropped_sep,
              ToScreen to_screen, const PaintOptions& o) {
    for (size_t k = 0; k < dropped.size(); ++k) {
        const glm::dvec2 p = to_screen(dropped[k]);
        c.ring(p, 6, 2, pal::removed);
        if (o.labels)
            label(c, p + glm::dvec2(9, 8), p,
                  lesson::tr("dropped") + " +" + short_number(dropped_sep[k]), pal::removed);
    }
    for (size_t k = 0; k < kept.size(); ++k) {
        const glm::dvec2 p = to_screen(kept[k]);
        c.disk(p, 6.5f, kContact);
        c.ring(p, 10, 2, kContact);
        if (o.labels)
            label(c, p + glm::dvec2(11, 9), p,
                  "c" + std::to_string(k + 1) + "  " + short_number(kept_sep[k]), kContact, {0, 0},
                  3);
    }
}

}  // namespace

void paint_manifold(Canvas& c, const Camera2& cam, const Timeline2& t, Phase phase,
                    const PaintOptions& o) {
    const ManifoldReport& m = t.manifold;
    if (m.points.empty()) return;
    const unsigned marks = beat_marks(t, {t.size() - 1, phase});
    auto screen = [&](glm::dvec2 p) { return cam.to_screen(p); };
    const auto& st = m.two.steps;
    const bool clipped = m.rule == "faces";
    if (!clipped || (marks & kMarkContacts)) {
        std::vector<glm::dvec2> kept, dropped;
        std::vector<double> kept_sep, dropped_sep;
        for (const auto& p : m.points) kept.push_back(p.position), kept_sep.push_back(p.separation);
        if (clipped)
            for (int k = 0; k < 2; ++k)
                if (!st.kept[size_t(k)]) {
                    dropped.push_back(st.clipped[size_t(k)]);
                    dropped_sep.push_back(st.clipped_separation[size_t(k)] - t.report.radii);
                }
        if (clipped)
            c.line(screen(st.reference[0]), screen(st.reference[1]), 2.0f,
                   pal::with_alpha(kReference, 0.6f));
        normal_arrow(c, screen(kept.front()), glm::dvec2(m.normal.x, -m.normal.y), o);
        contacts(c, kept, kept_sep, dropped, dropped_sep, screen, o);
        return;
    }
    const glm::dvec2 r0 = screen(st.reference[0]), r1 = screen(st.reference[1]);
    const glm::dvec2 i0 = screen(st.incident[0]), i1 = screen(st.incident[1]);
    // The reference normal on screen (y down), from the reference shape outwards.
    const glm::dvec2 rn = m.reference == 0 ? glm::dvec2(m.normal) : -glm::dvec2(m.normal);
    const glm::dvec2 n_screen = glm::normalize(glm::dvec2(rn.x, -rn.y));
    c.line(r0, r1, kFaceWidth, kReference);
    normal_arrow(c, (r0 + r1) * 0.5, n_screen, o, m.reference == 0 ? "n" : "-n");
    if (o.labels) {
        label(c, (r0 + r1) * 0.5 - n_screen * 14.0 + glm::dvec2(0, 4), (r0 + r1) * 0.5,
              lesson::tr("reference"), kReference, {0.5f, 0});
    }
    const bool first = marks & kMarkClipFirst, other = marks & kMarkClipOther;
    if (!first) {
        c.line(i0, i1, kFaceWidth, kIncident);
        if (o.labels)
            label(c, (i0 + i1) * 0.5 + n_screen * 14.0 - glm::dvec2(0, 10), (i0 + i1) * 0.5,
                  lesson::tr("incident"), kIncident, {0.5f, 1});
        return;
    }
    // The side lines across the reference edge at its ends, long enough to cross the incident
    // edge; the incident edge as cut so far, its cut-off parts grey.
    const double reach = 80 + glm::length(i1 - i0);
    // Box2D moves each side line out along the edge by the radii (rounded shapes).
    const glm::dvec2 t_screen = glm::normalize(glm::dvec2(st.tangent.x, -st.tangent.y));
    for (int side = 0; side < (other ? 2 : 1); ++side) {
        const double out = t.report.radii * cam.scale;
        const glm::dvec2 at = side == 0 ? r0 - t_screen * out : r1 + t_screen * out;
        c.dashed_line(at - n_screen * reach, at + n_screen * reach, 2.0f, 6, kSide);
        if (o.labels)
            label(c, at - n_screen * 60.0 + glm::dvec2(side == 0 ? -8 : 8, 0), at,
                  lesson::tr("side line"), kSide, {side == 0 ? 1.0f : 0.0f, 0.5f}, 1);
    }
    c.line(i0, i1, 2.0f, pal::with_alpha(pal::removed, 0.8f));
    const auto& now = other ? st.clipped : st.after_first;
    c.line(screen(now[0]), screen(now[1]), kFaceWidth, kIncident);
    const int side = other ? 1 : 0;
    if (st.cut[size_t(side)]) {
        const glm::dvec2 p = screen(st.cut_point[size_t(side)]);
        c.ring(p, 8, 2.5f, kSide);
    }
}

void paint_manifold(Canvas& c, const Camera3& cam, const Timeline3& t, Phase phase,
                    const PaintOptions& o) {
    const ManifoldReport& m = t.manifold;
    if (m.points.empty()) return;
    const unsigned marks = beat_marks(t, {t.size() - 1, phase});
    auto screen = [&](const glm::dvec3& p) { return cam.to_screen(p); };
    const auto& st = m.three.steps;
    const bool clipped = m.rule == "faces" || m.rule == "segments";
    auto polygon = [&](const std::vector<glm::dvec3>& pts, float width, Color col) {
        std::vector<glm::dvec2> s;
        for (const auto& p : pts) s.push_back(screen(p));
        if (s.size() >= 3) c.fill_convex(s, pal::with_alpha(col, 0.18f));
        c.polyline(s, s.size() >= 3, width, col);
    };
    const auto& ref = m.reference == 1 ? st.face_b : st.face_a;
    const auto& inc = m.reference == 1 ? st.face_a : st.face_b;
    if (!clipped || (marks & kMarkContacts)) {
        std::vector<glm::dvec3> kept, dropped;
        std::vector<double> kept_sep, dropped_sep;
        for (const auto& p : m.points) kept.push_back(p.position), kept_sep.push_back(p.separation);
        if (clipped) {
            polygon(ref.points, 2.0f, pal::with_alpha(kReference, 0.6f));
            for (size_t k = 0; k < st.candidates.size(); ++k)
                if (std::find(st.kept.begin(), st.kept.end(), int(k)) == st.kept.end()) {
                    dropped.push_back(st.candidates[k]);
                    dropped_sep.push_back(st.candidate_separation[k] - t.report.radii);
                }
        }
        const glm::dvec2 from = screen(kept.front());
        normal_arrow(c, from, screen(kept.front() + m.normal) - from, o);
        contacts(c, kept, kept_sep, dropped, dropped_sep, screen, o);
        return;
    }
    polygon(ref.points, kFaceWidth, kReference);
    glm::dvec3 centre(0);
    for (const auto& p : ref.points) centre += p;
    centre /= double(std::max<size_t>(ref.points.size(), 1));
    const glm::dvec3 rn = m.reference == 0 ? m.normal : -m.normal;
    const glm::dvec2 from = screen(centre);
    normal_arrow(c, from, screen(centre + rn) - from, o, m.reference == 0 ? "n" : "-n");
    if (o.labels)
        label(c, from + glm::dvec2(0, 16), from, lesson::tr("reference"), kReference, {0.5f, 0});
    if (!(marks & kMarkClipFirst)) {
        polygon(inc.points, kFaceWidth, kIncident);
        glm::dvec3 ic(0);
        for (const auto& p : inc.points) ic += p;
        ic /= double(std::max<size_t>(inc.points.size(), 1));
        if (o.labels)
            label(c, screen(ic) - glm::dvec2(0, 16), screen(ic), lesson::tr("incident"), kIncident,
                  {0.5f, 1});
        return;
    }
    // The side planes' traces: each reference edge pushed along the normal both ways.
    const double size = glm::length(ref.points.front() - centre) + 1e-9;
    for (size_t k = 0; k < ref.points.size() && ref.points.size() >= 3; ++k) {
        const glm::dvec3 a = ref.points[k], b = ref.points[(k + 1) % ref.points.size()];
        for (const glm::dvec3& p : {a, b})
            c.dashed_line(screen(p - rn * size), screen(p + rn * size), 1.5f, 6, kSide);
    }
    if (!st.polygons.empty())
        polygon(st.polygons.front(), 1.5f, pal::with_alpha(pal::removed, 0.8f));
    polygon(st.candidates, kFaceWidth, kIncident);
}

}  // namespace gjklab
