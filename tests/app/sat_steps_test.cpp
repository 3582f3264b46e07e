// SAT walked one axis at a time (model/sat_steps.h), checked from outside: every axis it shows
// is a unit normal of the edge or face it names (all of that shape on its inner side) or a cross
// product of the two edges it names, both intervals are the shapes' projections computed here by
// brute force, only the last axis may separate, the verdict agrees with GJK and the least overlap
// with EPA's depth; and a hand-worked scene names its axes and corners as the views do.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>

#include "model/sat_steps.h"
#include "scene/evaluate.h"
#include "scene/scene.h"

namespace {

using gjklab::SatStep;
using gjklab::SatSteps;

void expect_projection(const std::vector<glm::dvec3>& points, const glm::dvec3& axis,
                       const gjk::Interval<double>& got, double scale) {
    double lo = 1e300, hi = -1e300;
    for (const auto& p : points)
        lo = std::min(lo, glm::dot(p, axis)), hi = std::max(hi, glm::dot(p, axis));
    EXPECT_NEAR(got.min, lo, 1e-12 * scale);
    EXPECT_NEAR(got.max, hi, 1e-12 * scale);
}

/// What holds for every walk, in either dimension, against the scene's GJK/EPA answer.
/// Returns whether the case was clear enough to compare (not touching within 1e-7).
bool check_walk(const gjklab::Scene& scene, const SatSteps& w) {
    const gjklab::QueryReport q = gjklab::run_query(scene);
    const bool overlap = w.dimension == 2 ? q.result.intersecting : q.result3.intersecting;
    const double depth =
        w.dimension == 2 ? q.result.penetration_depth : q.result3.penetration_depth;
    const double distance = w.dimension == 2 ? q.result.distance : q.result3.distance;
    EXPECT_TRUE(w.applies) << w.why;
    EXPECT_FALSE(w.steps.empty());
    for (size_t i = 0; i < w.steps.size(); ++i) {
        const SatStep& s = w.steps[i];
        SCOPED_TRACE("axis " + std::to_string(i + 1));
        EXPECT_NEAR(glm::length(s.axis), 1, 1e-12);
        expect_projection(w.vertices[0], s.axis, s.a, 10);
        expect_projection(w.vertices[1], s.axis, s.b, 10);
        EXPECT_DOUBLE_EQ(s.separation, s.b.min - s.a.max);
        if (i + 1 < w.steps.size()) {
            EXPECT_LE(s.separation, 0) << "the walk goes on past a separating axis";
        }
        if (s.kind == SatStep::EdgeCross) {
            const glm::dvec3 ea =
                w.vertices[0][size_t(s.edge_a[1])] - w.vertices[0][size_t(s.edge_a[0])];
            const glm::dvec3 eb =
                w.vertices[1][size_t(s.edge_b[1])] - w.vertices[1][size_t(s.edge_b[0])];
            EXPECT_NEAR(glm::dot(s.axis, ea), 0, 1e-12 * glm::length(ea));
            EXPECT_NEAR(glm::dot(s.axis, eb), 0, 1e-12 * glm::length(eb));
        } else {
            // The normal of a face of its owner: the whole owner on its inner side, the axis along
            // it.
            const int owner = s.kind == SatStep::NormalOfA ? 0 : 1;
            double top = -1e300;
            for (const auto& v : w.vertices[owner]) top = std::max(top, glm::dot(v, s.face_normal));
            int on_face = 0;
            for (const auto& v : w.vertices[owner])
                on_face += glm::dot(v, s.face_normal) > top - 1e-9;
            EXPECT_GE(on_face, w.dimension);  // an edge's two ends, a face's three or more corners
            EXPECT_NEAR(std::abs(glm::dot(s.axis, s.face_normal)), 1, 1e-12);
            if (w.dimension == 2) {  // the named edge lies on that supporting line
                const auto& e = owner == 0 ? s.edge_a : s.edge_b;
                for (int end : e) {
                    EXPECT_NEAR(glm::dot(w.vertices[owner][size_t(end)], s.face_normal), top, 1e-9);
                }
            }
        }
    }
    EXPECT_EQ(w.separated, w.steps.back().separates());
    if (!w.separated) {
        EXPECT_EQ(int(w.steps.size()), w.possible);
    } else {
        EXPECT_LE(int(w.steps.size()), w.possible);
    }
    const bool clear = overlap ? depth > 1e-7 : distance > 1e-7;
    if (!clear) return false;
    EXPECT_EQ(w.separated, !overlap);
    // For polygons and polytopes the least overlap over all these axes is the penetration depth.
    if (overlap) {
        EXPECT_NEAR(-w.steps[size_t(w.deciding())].separation, depth, 1e-7);
    }
    return true;
}

TEST(SatSteps, EveryAxisIsWhatItSaysAndTheWalkAgreesWithGjkAndEpa2D) {
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> u(-1, 1), centre(-1.3, 1.3), turn(-180, 180);
    int clear = 0, overlapping = 0, stopped_early = 0;
    for (int i = 0; i < 400; ++i) {
        std::ostringstream j;
        j.precision(17);
        j << R"({"shapes":[)";
        for (int k = 0; k < 2; ++k) {
            j << (k ? "," : "") << "{\"name\":\"" << char('A' + k) << "\",";
            if (i % 3 == 0 && k == 1) {
                j << R"("type":"box","half_extents":[)" << std::abs(u(rng)) + 0.1 << ","
                  << std::abs(u(rng)) + 0.1 << "]";
            } else {
                j << R"("type":"polygon","hull":true,"vertices":[)";
                for (int p = 0; p < 3 + int(rng() % 6); ++p)
                    j << (p ? "," : "") << "[" << u(rng) << "," << u(rng) << "]";
                j << "]";
            }
            j << ",\"position\":[" << centre(rng) << "," << centre(rng)
              << "],\"rotation_deg\":" << turn(rng) << "}";
        }
        j << "]}";
        SCOPED_TRACE(j.str());
        const gjklab::Scene s = gjklab::parse_scene(j.str(), "random");
        const SatSteps w = gjklab::sat_steps(s);
        ASSERT_TRUE(w.applies) << w.why;
        // One axis per direction of an edge of either polygon: parallel edges share one.
        std::vector<glm::dvec3> lines;
        for (const auto& v : w.vertices)
            for (size_t e = 0; e < v.size(); ++e) {
                const glm::dvec3 d = glm::normalize(v[(e + 1) % v.size()] - v[e]);
                bool seen = false;
                for (const auto& l : lines) seen |= std::abs(glm::cross(l, d).z) < 1e-12;
                if (!seen) lines.push_back(d);
            }
        EXPECT_EQ(w.possible, int(lines.size()));
        if (!check_walk(s, w)) continue;
        ++clear;
        overlapping += !w.separated;
        stopped_early += w.separated && int(w.steps.size()) < w.possible;
    }
    EXPECT_GT(clear, 380);
    EXPECT_GT(overlapping, 100);
    EXPECT_GT(stopped_early, 100);
}

TEST(SatSteps, EveryAxisIsWhatItSaysAndTheWalkAgreesWithGjkAndEpa3D) {
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> u(-1, 1), centre(-1.0, 1.0), turn(-180, 180);
    int clear = 0, overlapping = 0, edge_axes = 0;
    for (int i = 0; i < 150; ++i) {
        std::ostringstream j;
        j.precision(17);
        j << R"({"dimension":3,"shapes":[)";
        for (int k = 0; k < 2; ++k) {
            j << (k ? "," : "") << "{\"name\":\"" << char('A' + k) << "\",";
            if ((i + k) % 2 == 0) {
                j << R"("type":"box","half_extents":[)" << std::abs(u(rng)) + 0.2 << ","
                  << std::abs(u(rng)) + 0.2 << "," << std::abs(u(rng)) + 0.2 << "]";
            } else {
                j << R"("type":"polytope","points":[)";
                for (int p = 0; p < 10; ++p)
                    j << (p ? "," : "") << "[" << u(rng) << "," << u(rng) << "," << u(rng) << "]";
                j << "]";
            }
            j << ",\"position\":[" << centre(rng) << "," << centre(rng) << "," << centre(rng)
              << "],\"rotation_deg\":[" << turn(rng) << "," << turn(rng) << "," << turn(rng)
              << "]}";
        }
        j << "]}";
        SCOPED_TRACE(j.str());
        const gjklab::Scene s = gjklab::parse_scene(j.str(), "random3");
        const SatSteps w = gjklab::sat_steps(s);
        ASSERT_TRUE(w.applies) << w.why;
        for (const SatStep& step : w.steps) edge_axes += step.kind == SatStep::EdgeCross;
        if (!check_walk(s, w)) continue;
        ++clear;
        overlapping += !w.separated;
    }
    EXPECT_GT(clear, 140);
    EXPECT_GT(overlapping, 30);
    EXPECT_GT(edge_axes, 1000);
}

TEST(SatSteps, AHandWorkedWalkNamesItsAxesAndCornersAsTheViewsDo) {
    // The short course's SAT scene. A's first edge a0-a1 runs from (-1.2, -0.8) to (0.9, -0.6):
    // its outward normal points down, and on it the two shapes overlap (B lies above A's bottom
    // and below A's top along it). The second, a1-a2 from (0.9, -0.6) to (1.1, 0.7), faces B:
    // A ends at 0.99 along it and B starts 0.585 further (the GJK distance, B's corner b0 being
    // the nearest point), so the walk stops there: 2 of the 4 + 3 axes.
    const gjklab::Scene s = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"polygon","vertices":[[-1.2,-0.8],[0.9,-0.6],[1.1,0.7],[-0.6,1.0]]},
      {"name":"B","type":"polygon","vertices":[[-0.7,-0.5],[0.8,-0.2],[0.1,0.9]],"position":[2.1,0.9],"rotation_deg":20}]})",
                                                "t");
    const SatSteps w = gjklab::sat_steps(s);
    ASSERT_EQ(w.steps.size(), 2u);
    EXPECT_EQ(w.possible, 7);
    EXPECT_TRUE(w.separated);
    EXPECT_EQ(w.deciding(), 1);
    EXPECT_EQ(gjklab::sat_axis_name(w, w.steps[0]), "the normal of A's edge a0-a1");
    EXPECT_EQ(gjklab::sat_axis_name(w, w.steps[1]), "the normal of A's edge a1-a2");
    EXPECT_NEAR(w.steps[1].separation, gjklab::run_query(s).result.distance, 1e-12);
    const std::string first = gjklab::sat_step_caption(w, 0), last = gjklab::sat_step_caption(w, 1);
    EXPECT_NE(first.find("Axis 1 of the 7 SAT can test"), std::string::npos) << first;
    EXPECT_NE(first.find("try the next"), std::string::npos) << first;
    EXPECT_NE(last.find("A gap of 0.5847"), std::string::npos) << last;
    EXPECT_NE(last.find("they are apart"), std::string::npos) << last;
    // A box's corners in 3D keep the names the views give them (a0 ... a7 as the body lists them).
    const gjklab::Scene boxes = gjklab::parse_scene(R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,1,1]},
      {"name":"B","type":"box","half_extents":[1,1,1],"position":[1.5,0.2,0.1]}]})",
                                                    "t");
    const SatSteps b = gjklab::sat_steps(boxes);
    ASSERT_TRUE(b.applies);
    const auto body = gjklab::body3_of<double>(boxes.shapes[0]);
    for (size_t i = 0; i < b.vertices[0].size(); ++i)
        EXPECT_EQ(glm::distance(b.vertices[0][i], body.core.vertices[size_t(b.numbers[0][i])]),
                  0.0);
    EXPECT_FALSE(b.separated);
    EXPECT_NEAR(-b.steps[size_t(b.deciding())].separation, 0.5, 1e-12);
    // Parallel faces and edges give one axis: two boxes need Gottschalk's 15 (3 face normals
    // each, 3 x 3 edge crosses), 12 when the boxes are aligned (3 crosses are of parallel edges).
    EXPECT_EQ(b.possible, 12);
    const gjklab::Scene turned = gjklab::parse_scene(R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,1,1]},
      {"name":"B","type":"box","half_extents":[1,1,1],"position":[1.5,0.2,0.1],"rotation_deg":[20,30,10]}]})",
                                                     "t");
    const SatSteps t = gjklab::sat_steps(turned);
    EXPECT_EQ(t.possible, 15);
    // A face normal's face is the one facing the other box: A's along the axis (A to B).
    for (const SatStep& step : t.steps) {
        if (step.kind == SatStep::NormalOfA) {
            EXPECT_GT(glm::dot(step.face_normal, step.axis), 0.99);
        } else if (step.kind == SatStep::NormalOfB) {
            EXPECT_LT(glm::dot(step.face_normal, step.axis), -0.99);
        }
    }
    // A circle off the box's corner: neither of the box's lines separates them (each just
    // touches), the line from the circle's centre to the nearest corner (1, 1) does, with a gap
    // of |(1.5, 1.5) - (1, 1)| - 0.5 = 0.2071 (seed 004).
    const gjklab::Scene circle = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"Wheel","type":"circle","radius":0.5,"position":[1.5,1.5]}]})",
                                                     "t");
    const SatSteps c = gjklab::sat_steps(circle);
    ASSERT_TRUE(c.applies) << c.why;
    ASSERT_EQ(c.steps.size(), 3u);
    EXPECT_TRUE(c.separated);
    EXPECT_EQ(c.steps.back().kind, SatStep::CircleOfB);
    EXPECT_NEAR(c.steps.back().separation, std::sqrt(0.5) - 0.5, 1e-12);
    EXPECT_EQ(gjklab::sat_axis_name(c, c.steps.back()),
              "the line from B's centre to a2, the nearest corner");
    EXPECT_FALSE(c.steps[0].separates());
    // A capsule is not what SAT takes (seed 004: polygons and circles).
    const gjklab::Scene capsule = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"Pill","type":"capsule","a":[0,0],"b":[1,0],"radius":0.5,"position":[3,0]}]})",
                                                      "t");
    const SatSteps p = gjklab::sat_steps(capsule);
    EXPECT_FALSE(p.applies);
    EXPECT_NE(p.why.find("Pill is a capsule"), std::string::npos) << p.why;
}

}  // namespace
