#include "model/motion_series.h"

#include "scene/motion.h"

#include <algorithm>
#include <cmath>

namespace gjklab {

double signed_distance(const QueryReport& r) {
    if (r.dimension == 3)
        return r.result3.intersecting ? -r.result3.penetration_depth : r.result3.distance;
    return r.result.intersecting ? -r.result.penetration_depth : r.result.distance;
}

glm::dvec3 normal_of(const QueryReport& r) {
    return r.dimension == 3 ? r.result3.normal : glm::dvec3(r.result.normal, 0);
}

namespace {

double angle_deg(const glm::dvec3& a, const glm::dvec3& b) {
    return std::acos(std::clamp(glm::dot(a, b), -1.0, 1.0)) * 180 / M_PI;
}

/// A turn between two samples larger than this is looked at by bisection.
constexpr double kSuspectTurnDeg = 20;
/// A turn that survives bisection down to a sliver of time this large is a jump.
constexpr double kJumpDeg = 5;

QueryReport query_at(const Scene& scene, double t) {
    return run_query(scene_at(scene, t));
}

/// Narrows [lo, hi] around the change that `changed(t)` (false at lo, true at hi) detects.
template <class Changed>
void bisect(double& lo, double& hi, Changed changed) {
    for (int i = 0; i < 60 && hi - lo > 1e-12 * std::max(1.0, hi); ++i) {
        const double mid = 0.5 * (lo + hi);
        (changed(mid) ? hi : lo) = mid;
    }
}

}  // namespace

MotionSeries run_motion(const Scene& scene, int samples) {
    MotionSeries m;
    m.dimension = scene.dimension;
    m.duration = scene.time.duration;
    samples = std::max(samples, 2);
    WarmStart warm;
    for (int i = 0; i < samples; ++i) {
        const double t = i == samples - 1 ? m.duration : m.duration * i / (samples - 1);
        m.samples.push_back({t, run_query(scene_at(scene, t), nullptr, &warm)});
    }
    for (size_t i = 1; i < m.samples.size(); ++i) {
        const MotionSample& p = m.samples[i - 1];
        const MotionSample& q = m.samples[i];
        const bool was_in = signed_distance(p.report) < 0, is_in = signed_distance(q.report) < 0;
        if (was_in != is_in) {
            double lo = p.t, hi = q.t;
            bisect(lo, hi,
                   [&](double t) { return (signed_distance(query_at(scene, t)) < 0) == is_in; });
            MotionEvent e;
            e.kind = is_in ? "contact_begins" : "contact_ends";
            e.t = e.until = hi;
            m.events.push_back(e);
        }
        const glm::dvec3 n0 = normal_of(p.report), n1 = normal_of(q.report);
        const double turn = angle_deg(n0, n1);
        if (turn > kSuspectTurnDeg) {
            double lo = p.t, hi = q.t;
            bisect(lo, hi, [&](double t) {
                return angle_deg(normal_of(query_at(scene, t)), n0) > 0.5 * turn;
            });
            // At a sample's own time its normal is the sample's (a cold query there may break
            // a tie the other way: a disc centred in a box).
            const glm::dvec3 before = lo == p.t ? n0 : normal_of(query_at(scene, lo));
            const glm::dvec3 after = hi == q.t ? n1 : normal_of(query_at(scene, hi));
            const double jump = angle_deg(before, after);
            if (jump > kJumpDeg) {
                MotionEvent e;
                e.kind = "normal_jump";
                e.t = e.until = hi;
                e.angle_deg = jump;
                e.normal_before = before, e.normal_after = after;
                m.events.push_back(e);
            }
        }
    }
    // Warnings: one event per run of samples with the same first warning.
    for (size_t i = 0; i < m.samples.size();) {
        const std::vector<std::string>& w = m.samples[i].report.warnings;
        if (w.empty()) {
            ++i;
            continue;
        }
        size_t j = i;
        while (j + 1 < m.samples.size() && !m.samples[j + 1].report.warnings.empty() &&
               m.samples[j + 1].report.warnings.front() == w.front())
            ++j;
        MotionEvent e;
        e.kind = "warning";
        e.t = m.samples[i].t, e.until = m.samples[j].t;
        e.detail = w.front();
        m.events.push_back(e);
        i = j + 1;
    }
    std::stable_sort(m.events.begin(), m.events.end(),
                     [](const MotionEvent& a, const MotionEvent& b) { return a.t < b.t; });
    return m;
}

}  // namespace gjklab
