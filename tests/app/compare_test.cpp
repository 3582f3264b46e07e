// The survey's tests side by side (`compare`): the conservative ones never say "separate" for
// shapes that overlap, SAT agrees with GJK/EPA where it applies, the pixel test agrees with a
// rasterisation done here by hand from the shapes' formulas, and a hand-worked case gives every
// verdict it should.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>

#include "model/compare.h"
#include "scene/scene.h"

namespace {

using gjklab::CompareRow;
using gjklab::Comparison;

const CompareRow& row(const Comparison& c, const std::string& name) {
    for (const CompareRow& r : c.rows)
        if (r.name == name) return r;
    throw std::runtime_error("no row " + name);
}

gjklab::CompareOptions untimed(double pixel = 0) {
    gjklab::CompareOptions o;
    o.timed = false;
    if (pixel > 0) o.pixel_size = pixel;
    return o;
}

TEST(Compare, AHandWorkedCaseWhereTheCoarseTestsAreFooled) {
    // A box of half side 1 at the origin; a circle of radius 0.5 at (1.45, 1.45). The circle's
    // nearest point to the box's corner (1, 1) is 0.636 - 0.5 = 0.136 away: apart. The box's
    // circumcircle (radius 1.414) and the circle's centres are 2.05 apart, more than 1.914:
    // the bounding circles say apart. The circle's AABB [0.95, 1.95]^2 overlaps the box's: AABB
    // says maybe, and the box's circumcircle reaches (0.95, 0.95) (1.343 from the centre): circle
    // against AABB says maybe. SAT tests a circle too (the box's edge normals, then the line
    // from the circle's centre to the nearest corner) and is exact: apart.
    const gjklab::Scene s = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"circle","radius":0.5,"position":[1.45,1.45]}]})",
                                                "t");
    const Comparison c = gjklab::compare_methods(s, untimed());
    EXPECT_FALSE(c.overlap);
    EXPECT_FALSE(row(c, "bounding_circle").overlap);
    EXPECT_TRUE(row(c, "circle_aabb").overlap);
    EXPECT_FALSE(row(c, "circle_aabb").agrees);
    EXPECT_TRUE(row(c, "aabb").overlap);
    EXPECT_TRUE(row(c, "obb").overlap);
    EXPECT_TRUE(row(c, "sat").applies);
    EXPECT_TRUE(row(c, "sat").exact);
    EXPECT_FALSE(row(c, "sat").overlap);
    EXPECT_TRUE(row(c, "sat").agrees);
    EXPECT_EQ(row(c, "sat").operations, 3);  // x and y (two lines of four edges), the corner
    EXPECT_FALSE(row(c, "gjk").overlap);
    EXPECT_TRUE(row(c, "gjk").exact);
    // Two axis-aligned boxes: AABB is exact for them, and so is OBB.
    const gjklab::Scene boxes = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"box","half_extents":[0.5,0.5],"position":[1.4,0.2],"rotation_deg":90}]})",
                                                    "t");
    const Comparison b = gjklab::compare_methods(boxes, untimed());
    EXPECT_TRUE(row(b, "aabb").exact);
    EXPECT_TRUE(row(b, "obb").exact);
    EXPECT_TRUE(row(b, "aabb").overlap);
    EXPECT_TRUE(b.overlap);
    // The grid: cells of side 1 aligned at the origin; A covers [-1, 1]^2, B [0.9, 1.9] x
    // [-0.3, 0.7]: they share cell (0, 0).
    EXPECT_TRUE(row(b, "grid").overlap);
    EXPECT_EQ(b.grid_cell, 0.5);  // the pair spans 2.9: a quarter, rounded down to 0.5
}

/// Signed distance of a 2D point to a convex polygon (counter-clockwise), negative inside.
double polygon_distance(const std::vector<glm::dvec2>& poly, glm::dvec2 p) {
    double inside = -1e300, outside = 1e300;
    bool out = false;
    for (size_t i = 0; i < poly.size(); ++i) {
        const glm::dvec2 a = poly[i], b = poly[(i + 1) % poly.size()], e = b - a;
        const double side = (e.x * (p.y - a.y) - e.y * (p.x - a.x)) / glm::length(e);
        inside = std::max(inside, -side);
        out |= side < 0;
        const double t = std::clamp(glm::dot(p - a, e) / glm::dot(e, e), 0.0, 1.0);
        outside = std::min(outside, glm::length(p - (a + e * t)));
    }
    return out ? outside : inside;
}

/// A random 2D shape as scene JSON, and a hand-written signed distance (or level) function in
/// its own frame: negative inside.
struct Shape2 {
    std::string json;
    std::function<double(glm::dvec2)> inside_level;
};

Shape2 random_shape(std::mt19937& rng) {
    std::uniform_real_distribution<double> u(0.2, 1.0), angle(0, 6.283185307179586);
    std::ostringstream j;
    j.precision(17);
    switch (rng() % 5) {
        case 0: {  // a polygon: points on an ellipse-ish ring, in order (convex)
            const int n = 3 + int(rng() % 6);
            std::vector<double> angles;
            for (int i = 0; i < n; ++i) angles.push_back(angle(rng));
            std::sort(angles.begin(), angles.end());
            const double rx = u(rng), ry = u(rng);
            std::vector<glm::dvec2> v;
            for (double a : angles) v.push_back({rx * std::cos(a), ry * std::sin(a)});
            j << "\"type\":\"polygon\",\"hull\":true,\"vertices\":[";
            for (size_t i = 0; i < v.size(); ++i)
                j << (i ? "," : "") << "[" << v[i].x << "," << v[i].y << "]";
            j << "]";
            // The hull of points on a convex curve in angular order is the points themselves.
            return {j.str(), [v](glm::dvec2 p) { return polygon_distance(v, p); }};
        }
        case 1: {
            const double hx = u(rng), hy = u(rng);
            j << "\"type\":\"box\",\"half_extents\":[" << hx << "," << hy << "]";
            return {j.str(), [hx, hy](glm::dvec2 p) {
                        return polygon_distance({{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}}, p);
                    }};
        }
        case 2: {
            const double r = u(rng);
            j << "\"type\":\"circle\",\"radius\":" << r;
            return {j.str(), [r](glm::dvec2 p) { return glm::length(p) - r; }};
        }
        case 3: {
            const double h = u(rng), r = u(rng) / 2;
            j << "\"type\":\"capsule\",\"a\":[" << -h << ",0],\"b\":[" << h
              << ",0],\"radius\":" << r;
            return {j.str(), [h, r](glm::dvec2 p) {
                        return glm::length(p - glm::dvec2(std::clamp(p.x, -h, h), 0)) - r;
                    }};
        }
        default: {
            const double a = u(rng), b = u(rng);
            j << "\"type\":\"ellipse\",\"radii\":[" << a << "," << b << "]";
            return {j.str(), [a, b](glm::dvec2 p) {
                        return (p.x / a) * (p.x / a) + (p.y / b) * (p.y / b) - 1;
                    }};
        }
    }
}

TEST(Compare, ConservativeTestsNeverMissAnOverlapAndSatAndPixelsAgreeWithReferences2D) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> centre(-1.2, 1.2), turn(-180, 180);
    int overlapping = 0, sat_cases = 0, pixel_cases = 0, fooled = 0;
    for (int i = 0; i < 1500; ++i) {
        const Shape2 a = random_shape(rng), b = random_shape(rng);
        const glm::dvec2 pa(centre(rng), centre(rng)), pb(centre(rng), centre(rng));
        const double ta = turn(rng), tb = turn(rng);
        std::ostringstream j;
        j.precision(17);
        j << R"({"shapes":[{"name":"A",)" << a.json << ",\"position\":[" << pa.x << "," << pa.y
          << "],\"rotation_deg\":" << ta << R"(},{"name":"B",)" << b.json << ",\"position\":["
          << pb.x << "," << pb.y << "],\"rotation_deg\":" << tb << "}]}";
        const gjklab::Scene s = gjklab::parse_scene(j.str(), "random");
        gjklab::CompareOptions options = untimed(0.05);
        options.circles = 1 + i % 4;  // single bounding circles, and chains of 2 to 4
        const Comparison c = gjklab::compare_methods(s, options);
        SCOPED_TRACE(j.str());
        const bool clear = c.overlap ? c.penetration_depth > 1e-7 : c.distance > 1e-7;
        if (!clear) continue;
        overlapping += c.overlap;
        for (const CompareRow& r : c.rows) {
            if (r.conservative && c.overlap) {
                EXPECT_TRUE(r.overlap) << r.name << " missed an overlap";
            }
            fooled += r.conservative && r.overlap && !c.overlap;
        }
        if (row(c, "sat").applies) {
            ++sat_cases;
            EXPECT_EQ(row(c, "sat").overlap, c.overlap);
        }
        // The pixel mask by hand: pixel centres ((i + 1/2) s, (j + 1/2) s) inside both shapes,
        // each tested with its own formula in its own frame. Centres within 1e-9 of an outline
        // would be a coin toss: such cases are skipped.
        const double size = c.pixel_size;
        auto local = [](glm::dvec2 p, glm::dvec2 at, double deg) {
            const double r = deg * 3.141592653589793 / 180, cs = std::cos(r), sn = std::sin(r);
            const glm::dvec2 d = p - at;
            return glm::dvec2(cs * d.x + sn * d.y, -sn * d.x + cs * d.y);
        };
        bool both = false, doubtful = false;
        for (int x = int(std::floor(-4 / size)); x <= int(std::ceil(4 / size)); ++x)
            for (int y = int(std::floor(-4 / size)); y <= int(std::ceil(4 / size)); ++y) {
                const glm::dvec2 p((x + 0.5) * size, (y + 0.5) * size);
                const double la = a.inside_level(local(p, pa, ta)),
                             lb = b.inside_level(local(p, pb, tb));
                doubtful |= std::abs(la) < 1e-9 || std::abs(lb) < 1e-9;
                both |= la <= 0 && lb <= 0;
            }
        if (doubtful) continue;
        ++pixel_cases;
        EXPECT_EQ(row(c, "pixel").overlap, both);
    }
    EXPECT_GT(overlapping, 300);
    EXPECT_GT(sat_cases, 200);
    EXPECT_GT(pixel_cases, 1300);
    EXPECT_GT(fooled, 200);  // the coarse tests do say "maybe" for shapes that are apart
}

TEST(Compare, ConservativeTestsNeverMissAnOverlapAndSatAgreesWithGjk3D) {
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> u(0.2, 1.0), centre(-1.0, 1.0), turn(-180, 180);
    const char* kinds[] = {"polytope", "box", "sphere", "capsule", "cylinder", "cone", "ellipsoid"};
    int sat_cases = 0, overlapping = 0;
    for (int i = 0; i < 300; ++i) {
        std::ostringstream j;
        j.precision(17);
        j << R"({"dimension":3,"shapes":[)";
        for (int k = 0; k < 2; ++k) {
            const std::string kind = kinds[rng() % 7];
            j << (k ? "," : "") << "{\"name\":\"" << char('A' + k) << "\",\"type\":\"" << kind
              << "\",";
            if (kind == "polytope") {
                j << "\"points\":[";
                for (int p = 0; p < 8; ++p)
                    j << (p ? "," : "") << "[" << centre(rng) << "," << centre(rng) << ","
                      << centre(rng) << "]";
                j << "]";
            } else if (kind == "box") {
                j << "\"half_extents\":[" << u(rng) << "," << u(rng) << "," << u(rng) << "]";
            } else if (kind == "sphere") {
                j << "\"radius\":" << u(rng);
            } else if (kind == "capsule") {
                j << "\"a\":[0," << -u(rng) << ",0],\"b\":[0," << u(rng)
                  << ",0],\"radius\":" << u(rng) / 2;
            } else if (kind == "ellipsoid") {
                j << "\"radii\":[" << u(rng) << "," << u(rng) << "," << u(rng) << "]";
            } else {
                j << "\"half_height\":" << u(rng) << ",\"radius\":" << u(rng);
            }
            j << ",\"position\":[" << centre(rng) << "," << centre(rng) << "," << centre(rng)
              << "],\"rotation_deg\":[" << turn(rng) << "," << turn(rng) << "," << turn(rng)
              << "]}";
        }
        j << "]}";
        const gjklab::Scene s = gjklab::parse_scene(j.str(), "random3");
        gjklab::CompareOptions options = untimed();
        options.circles = 1 + i % 3;
        const Comparison c = gjklab::compare_methods(s, options);
        SCOPED_TRACE(j.str());
        if (!(c.overlap ? c.penetration_depth > 1e-7 : c.distance > 1e-7)) continue;
        overlapping += c.overlap;
        for (const CompareRow& r : c.rows)
            if (r.conservative && c.overlap) {
                EXPECT_TRUE(r.overlap) << r.name << " missed an overlap";
            }
        if (row(c, "sat").applies) {
            ++sat_cases;
            EXPECT_EQ(row(c, "sat").overlap, c.overlap);
        }
    }
    EXPECT_GT(overlapping, 80);
    EXPECT_GT(sat_cases, 15);
}

TEST(Compare, TheSceneKeepsItsRasterSizesAndLayers) {
    const gjklab::Scene s = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1]},
      {"name":"B","type":"circle","radius":0.5,"position":[3,0]}],
      "compare":{"grid_cell":0.25,"pixel_size":0.02,"draw":["sat","pixels"],"sat_step":3}})",
                                                "t");
    EXPECT_EQ(s.compare.grid_cell, 0.25);
    EXPECT_EQ(s.compare.draw.sat_step, 3);
    EXPECT_TRUE(s.compare.draw.sat && s.compare.draw.pixels && !s.compare.draw.grid);
    const gjklab::Scene again = gjklab::parse_scene(gjklab::scene_to_json(s), "again");
    EXPECT_EQ(again.compare.pixel_size, 0.02);
    EXPECT_TRUE(again.compare.draw.sat && again.compare.draw.pixels && !again.compare.draw.circles);
    EXPECT_EQ(again.compare.draw.sat_step, 3);
    const Comparison c = gjklab::compare_methods(s, untimed());
    EXPECT_EQ(c.grid_cell, 0.25);
    EXPECT_EQ(c.pixel_size, 0.02);
    for (const char* bad : {R"("draw":["hulls"])", R"("grid_cell":0)", R"("pixel_size":-1)",
                            R"("cells":1)", R"("sat_step":-1)", R"("sat_step":1.5)"}) {
        const std::string text = std::string(R"({"shapes":[{"name":"A","type":"circle","radius":1},
          {"name":"B","type":"circle","radius":1,"position":[3,0]}],"compare":{)") +
                                 bad + "}}";
        EXPECT_THROW(gjklab::parse_scene(text, "bad"), gjklab::InputError) << bad;
    }
}

}  // namespace

namespace {

TEST(Compare, MprDepthBesideEpasWhereTheCentresRayMissesTheNearestEdge) {
    // A 4 x 1 slab and a unit crate sunk 0.2 into its top, hanging 0.4 over its right end: the
    // ray from the centres' difference leaves A - B through its side (x = 0.4), so MPR pushes
    // the crate 0.4 sideways where EPA lifts it 0.2.
    const gjklab::Scene s = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[2,0.5]},
      {"name":"B","type":"box","half_extents":[0.5,0.5],"position":[2.1,0.8]}]})",
                                                "t");
    const Comparison c = gjklab::compare_methods(s, untimed());
    const CompareRow& mpr = row(c, "mpr");
    EXPECT_TRUE(mpr.overlap);
    EXPECT_TRUE(mpr.agrees);
    ASSERT_TRUE(mpr.has_depth);
    EXPECT_NEAR(mpr.depth, 0.4, 1e-12);
    EXPECT_NEAR(mpr.normal.x, 1, 1e-12);
    EXPECT_NEAR(c.penetration_depth, 0.2, 1e-12);
    EXPECT_NEAR(c.normal.y, 1, 1e-12);
    // Apart: a verdict and no depth.
    const gjklab::Scene apart = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[2,0.5]},
      {"name":"B","type":"box","half_extents":[0.5,0.5],"position":[2.1,1.1]}]})",
                                                    "t");
    const Comparison far = gjklab::compare_methods(apart, untimed());
    const CompareRow& none = row(far, "mpr");
    EXPECT_FALSE(none.overlap);
    EXPECT_FALSE(none.has_depth);
    // The world view's layer: B's two pushes from its position.
    const gjklab::CompareGeometry g = gjklab::compare_geometry(s);
    ASSERT_TRUE(g.mpr_overlap);
    EXPECT_NEAR(g.mpr_push.x, 0.4, 1e-12);
    EXPECT_NEAR(g.mpr_push.y, 0, 1e-12);
    EXPECT_NEAR(g.epa_push.y, 0.2, 1e-12);
    EXPECT_NEAR(g.b_position.x, 2.1, 1e-12);
    EXPECT_FALSE(gjklab::compare_geometry(apart).mpr_overlap);
    // The layer is kept by the scene file.
    gjklab::Scene drawn = s;
    drawn.compare.draw.mpr = true;
    const gjklab::Scene back = gjklab::parse_scene(gjklab::scene_to_json(drawn), "t");
    EXPECT_TRUE(back.compare.draw.mpr);
}

}  // namespace
