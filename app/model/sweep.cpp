#include "model/sweep.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "model/mesh3.h"
#include "model/timeline2.h"
#include "scene/evaluate.h"
#include "scene/scale.h"

namespace gjklab {

namespace {

/// B's size: the diagonal of its bounding box.
double size_of(const SceneShape& b) {
    glm::dvec3 lo(1e300), hi(-1e300);
    auto take = [&](glm::dvec3 p) { lo = glm::min(lo, p), hi = glm::max(hi, p); };
    if (std::holds_alternative<Entry2>(b.entry)) {
        const ShapeGeometry g = shape_geometry(b);
        for (const glm::dvec2& p : g.outline) take({p, 0});
        take({g.position, 0});
    } else {
        bool exact = true;
        for (const glm::dvec3& p : body_mesh(body3_of<double>(b), exact).points) take(p);
    }
    return std::max(glm::length(hi - lo), 1e-300);
}

SweepSample sample_of(const Scene& scene, int index, int a_index, int b_index) {
    const QueryReport r = run_query(scene);
    SweepSample s;
    s.index = index;
    s.a = scene.shapes[size_t(a_index)];
    s.b = scene.shapes[size_t(b_index)];
    s.warned = !r.warnings.empty();
    auto fill = [&](const auto& q) {
        s.intersecting = q.intersecting;
        s.distance = q.distance;
        s.depth = q.penetration_depth;
        s.gjk_iterations = q.gjk_iterations;
        s.epa_iterations = q.epa_iterations;
        s.gjk_stop = gjk::to_string(q.gjk_stop);
        s.epa_stop = q.epa_stop == gjk::EpaStop::Running ? "" : gjk::to_string(q.epa_stop);
    };
    if (scene.dimension == 3) {
        fill(r.result3);
        s.normal = r.result3.normal;
    } else {
        fill(r.result);
        s.normal = glm::dvec3(r.result.normal, 0);
    }
    return s;
}

double angle_deg(glm::dvec3 a, glm::dvec3 b) {
    const double c = glm::dot(a, b) / std::max(glm::length(a) * glm::length(b), 1e-300);
    return std::acos(std::clamp(c, -1.0, 1.0)) * 180 / M_PI;
}

/// Groups the copies' normals: each joins the first cluster whose normal is within the
/// cluster angle of its own, else starts one.
void cluster(Sweep& sweep, double degrees_jitter) {
    sweep.cluster_angle = std::max(10.0, 3 * degrees_jitter);
    std::vector<NormalCluster>& clusters = sweep.clusters;
    clusters.push_back({sweep.unmoved.normal, 0, 0, true});
    for (const SweepSample& s : sweep.samples) {
        NormalCluster* home = nullptr;
        for (NormalCluster& c : clusters)
            if (angle_deg(c.normal, s.normal) < sweep.cluster_angle) {
                home = &c;
                break;
            }
        if (home == nullptr) {
            clusters.push_back({s.normal, 0, s.index, false});
            home = &clusters.back();
        }
        if (home->copies++ == 0 && !home->holds_unmoved) home->first_copy = s.index;
        if (!home->holds_unmoved) ++sweep.flipped;
    }
    if (clusters[0].copies == 0 && clusters.size() > 1)
        clusters.erase(clusters.begin());  // no copy kept it
    std::stable_sort(
        clusters.begin(), clusters.end(), [](const NormalCluster& a, const NormalCluster& b) {
            return a.holds_unmoved != b.holds_unmoved ? a.holds_unmoved : a.copies > b.copies;
        });
    for (const NormalCluster& a : clusters)
        for (const NormalCluster& b : clusters)
            sweep.largest_jump = std::max(sweep.largest_jump, angle_deg(a.normal, b.normal));
}

}  // namespace

Sweep run_sweep(const Scene& base, const SweepOptions& req) {
    if (req.samples < 1 || req.samples > 1000000)
        throw InputError("--samples must be between 1 and 1000000");
    if (!(req.degrees_jitter >= 0 && req.degrees_jitter <= 180))
        throw InputError("--jitter: degrees must be in [0, 180]");
    if (!req.move_a && !req.move_b) throw InputError("--move must name A, B or both");
    Sweep sweep;
    const int a_index = sweep.a_index = base.index_of(base.query_a);
    const int b_index = sweep.b_index = base.index_of(base.query_b);
    const int sized = req.move_b ? b_index : a_index;
    const double position_jitter = sweep.position_jitter =
        req.position_jitter >= 0 ? req.position_jitter : 1e-3 * size_of(base.shapes[sized]);
    sweep.unmoved = sample_of(base, 0, a_index, b_index);
    std::mt19937_64 random(req.seed);
    std::uniform_real_distribution<double> unit(-1, 1);
    for (int i = 1; i <= req.samples; ++i) {
        Scene s = base;
        for (const int moved : {a_index, b_index}) {
            if ((moved == a_index && !req.move_a) || (moved == b_index && !req.move_b)) continue;
            SceneShape& b = s.shapes[size_t(moved)];
            if (s.dimension == 3) {
                auto& e = b.entry3();
                e.position +=
                    position_jitter * glm::dvec3(unit(random), unit(random), unit(random));
                const glm::dvec3 turn =
                    req.degrees_jitter * glm::dvec3(unit(random), unit(random), unit(random));
                if (e.rotation_matrix) {  // turn the exact rotation by the small Euler turn
                    e.rotation_matrix = transform3_of(b).r;
                    const auto small = gjk::Transform3<double>::from_euler_deg({0, 0, 0}, turn);
                    e.rotation_matrix = small.r * *e.rotation_matrix;
                    e.rotation_deg = rotation3_deg_of(*e.rotation_matrix);
                } else {
                    e.rotation_deg += turn;
                }
            } else {
                auto& e = b.entry2();
                e.position += position_jitter * glm::dvec2(unit(random), unit(random));
                const double turn = req.degrees_jitter * unit(random);
                e.rotation_deg += turn;
                if (auto& cs =
                        e.rotation_cos_sin) {  // turn the exact (cos, sin) by the small angle
                    const double c = std::cos(turn * M_PI / 180), sn = std::sin(turn * M_PI / 180);
                    cs = glm::dvec2(cs->x * c - cs->y * sn, cs->x * sn + cs->y * c);
                }
            }
        }
        if (!scale_problem(s).empty()) continue;  // a copy the precision cannot answer
        SweepSample sample = sample_of(s, i, a_index, b_index);
        sample.normal_angle = angle_deg(sample.normal, sweep.unmoved.normal);
        sweep.samples.push_back(std::move(sample));
    }
    if (sweep.samples.empty()) throw InputError("no moved copy could be answered");
    cluster(sweep, req.degrees_jitter);
    return sweep;
}

Scene with_sample(const Scene& base, const Sweep& sweep, const SweepSample& sample) {
    Scene scene = base;
    scene.shapes[size_t(sweep.a_index)] = sample.a;
    scene.shapes[size_t(sweep.b_index)] = sample.b;
    return scene;
}

}  // namespace gjklab
