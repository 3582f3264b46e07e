#include "scene/export.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <type_traits>
#include <variant>

#include "scene/evaluate.h"

namespace gjklab {

namespace {

/// A double as the shortest literal that reads back as the same double.
std::string lit(double x) {
    char b[40];
    for (int digits = 15; digits <= 17; ++digits) {
        std::snprintf(b, sizeof b, "%.*g", digits, x);
        if (std::strtod(b, nullptr) == x) break;
    }
    std::string s = b;
    if (s.find_first_of(".eni") == std::string::npos) s += ".0";
    return s;
}
std::string lit(glm::dvec2 v) {
    return "{" + lit(v.x) + ", " + lit(v.y) + "}";
}
std::string lit(glm::dvec3 v) {
    return "{" + lit(v.x) + ", " + lit(v.y) + ", " + lit(v.z) + "}";
}
template <class Vec>
std::string list(const std::vector<Vec>& points, const std::string& indent) {
    std::string out = "{";
    for (size_t i = 0; i < points.size(); ++i)
        out += (i ? ",\n" + indent : std::string()) + lit(points[i]);
    return out + "}";
}

/// C++ that declares `gjk::Shape2 name = ...;` for a 2D shape.
std::string shape_code(const gjk::Shape2& shape, const std::string& name) {
    const std::string indent(4 + 19 + name.size(), ' ');
    return std::visit(
        [&](const auto& s) -> std::string {
            using S = std::decay_t<decltype(s)>;
            const std::string head = "    const gjk::Shape2 " + name + " = ";
            if constexpr (std::is_same_v<S, gjk::PointShape>) {
                return head + "gjk::PointShape{};\n";
            } else if constexpr (std::is_same_v<S, gjk::SegmentShape>) {
                return head + "gjk::SegmentShape{" + lit(s.a) + ", " + lit(s.b) + "};\n";
            } else if constexpr (std::is_same_v<S, gjk::PolygonShape>) {
                // The vertices as the scene's polygon has them (counter-clockwise, convex):
                // make_polygon keeps them as they are.
                return head + "gjk::make_polygon(" + list(s.vertices, indent + "  ") + ",\n" +
                       indent + lit(s.radius) + ", true)\n" + indent + ".polygon;\n";
            } else if constexpr (std::is_same_v<S, gjk::CircleShape>) {
                return head + "gjk::CircleShape{" + lit(s.radius) + "};\n";
            } else if constexpr (std::is_same_v<S, gjk::CapsuleShape>) {
                return head + "gjk::CapsuleShape{" + lit(s.a) + ", " + lit(s.b) + ", " +
                       lit(s.radius) + "};\n";
            } else if constexpr (std::is_same_v<S, gjk::BoxShape>) {
                return head + "gjk::BoxShape{" + lit(s.half_extents) + "};\n";
            } else {
                static_assert(std::is_same_v<S, gjk::EllipseShape>);
                return head + "gjk::EllipseShape{" + lit(s.radii) + "};\n";
            }
        },
        shape);
}

/// C++ that declares `gjk::Shape3 name = ...;` for a 3D shape.
std::string shape_code(const gjk::Shape3& shape, const std::string& name) {
    return std::visit(
        [&](const auto& s) -> std::string {
            using S = std::decay_t<decltype(s)>;
            const std::string head = "    const gjk::Shape3 " + name + " = ";
            if constexpr (std::is_same_v<S, gjk::PointShape3>) {
                return head + "gjk::PointShape3{};\n";
            } else if constexpr (std::is_same_v<S, gjk::SegmentShape3>) {
                return head + "gjk::SegmentShape3{" + lit(s.a) + ", " + lit(s.b) + "};\n";
            } else if constexpr (std::is_same_v<S, gjk::PolytopeShape3>) {
                // The hull's vertices: the hull of them is the same polytope.
                const std::string indent(8, ' ');
                return "    gjk::PolytopeShape3 " + name + "_hull;\n    std::string " + name +
                       "_error;\n    ASSERT_TRUE(gjk::make_polytope(" + list(s.vertices, indent) +
                       ",\n        " + name + "_hull, " + name + "_error)) << " + name +
                       "_error;\n" + head + name + "_hull;\n";
            } else if constexpr (std::is_same_v<S, gjk::SphereShape3>) {
                return head + "gjk::SphereShape3{" + lit(s.radius) + "};\n";
            } else if constexpr (std::is_same_v<S, gjk::BoxShape3>) {
                return head + "gjk::BoxShape3{" + lit(s.half_extents) + "};\n";
            } else if constexpr (std::is_same_v<S, gjk::CapsuleShape3>) {
                return head + "gjk::CapsuleShape3{" + lit(s.a) + ", " + lit(s.b) + ", " +
                       lit(s.radius) + "};\n";
            } else if constexpr (std::is_same_v<S, gjk::CylinderShape3>) {
                return head + "gjk::CylinderShape3{" + lit(s.half_height) + ", " + lit(s.radius) +
                       "};\n";
            } else if constexpr (std::is_same_v<S, gjk::ConeShape3>) {
                return head + "gjk::ConeShape3{" + lit(s.half_height) + ", " + lit(s.radius) +
                       "};\n";
            } else {
                static_assert(std::is_same_v<S, gjk::EllipsoidShape3>);
                return head + "gjk::EllipsoidShape3{" + lit(s.radii) + "};\n";
            }
        },
        shape);
}

}  // namespace

std::string cpp_identifier(const std::string& name) {
    std::string out;
    bool gap = false;
    for (char ch : name) {
        if (std::isalnum(static_cast<unsigned char>(ch))) {
            if (gap && !out.empty()) out += '_';
            out += ch;
            gap = false;
        } else {
            gap = true;
        }
    }
    if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) out = "Scene_" + out;
    return out;
}

std::string export_gtest(const Scene& scene, const std::string& test_name) {
    const QueryReport report = run_query(scene);
    const bool single = scene.settings.precision == Precision::Float;
    const bool three = scene.dimension == 3;
    const SceneShape& sa = scene.shapes[scene.index_of(scene.query_a)];
    const SceneShape& sb = scene.shapes[scene.index_of(scene.query_b)];
    const SceneSettings& st = scene.settings;
    std::ostringstream c;
    c << "// " << scene.query_a << " against " << scene.query_b << " from the GJK Lab scene \""
      << (scene.title.empty() ? test_name : scene.title) << "\", as a test of the query.\n"
      << "// Build: g++ -std=c++17 this.cpp -Icore/include core/src/*.cpp -lgtest -lgtest_main "
         "-pthread\n// (or link gjk::core from find_package(gjk)). Expected values from gjklab "
         "query, in "
      << (single ? "float" : "double") << ".\n"
      << "#include <gjk/gjk.h>\n#include <gtest/gtest.h>\n\n#include <algorithm>\n#include "
         "<cmath>\n#include <string>\n\n"
      << "TEST(GjkLab, " << cpp_identifier(test_name) << ") {\n"
      << "    using T = " << (single ? "float" : "double") << ";\n";
    if (single)
        c << "    // Float runs are placed with " << scene.query_a
          << " at the origin (positions moved in double first), as GJK Lab and large-world "
             "engines do.\n";
    if (!three) {
        const glm::dvec2 origin = single ? sa.entry2().position : glm::dvec2(0);
        auto body = [&](const SceneShape& s, const std::string& v) {
            const gjk::Transform2<double> xf = transform2_of(s);
            c << shape_code(s.entry2().shape, "shape_" + v) << "    const gjk::Body2<T> " << v
              << "{gjk::make_core<T>(shape_" << v << "),\n        gjk::Transform2<double>{"
              << lit(xf.p - origin) << ", " << lit(xf.c) << ", " << lit(xf.s) << "}.cast<T>()};\n";
        };
        body(sa, "a");
        body(sb, "b");
        c << "    gjk::QuerySettings<T> settings;\n"
          << "    settings.gjk.max_iterations = " << st.max_iterations << ";\n"
          << "    settings.gjk.tolerance = T(" << lit(st.tolerance) << ");\n"
          << "    settings.gjk.initial_direction = gjk::Vec2<T>(T(" << lit(st.initial_direction.x)
          << "), T(" << lit(st.initial_direction.y) << "));\n"
          << "    settings.epa.max_iterations = " << st.epa_max_iterations << ";\n"
          << "    settings.epa.tolerance = T(" << lit(st.tolerance) << ");\n"
          << "    const gjk::QueryResult<T> r = gjk::query(a, b, settings);\n";
        if (st.variant == Variant::Boolean)
            c << "    EXPECT_EQ(gjk::gjk_intersect(a, b, settings.gjk).intersecting, "
              << (report.boolean_intersecting ? "true" : "false") << ");\n";
    } else {
        const glm::dvec3 origin = single ? sa.entry3().position : glm::dvec3(0);
        auto body = [&](const SceneShape& s, const std::string& v) {
            c << shape_code(s.entry3().shape, "shape_" + v);
            if (const auto& m = s.entry3().rotation_matrix)  // as the file gave it, exactly
                c << "    auto xf_" << v << " = gjk::Transform3<double>{"
                  << lit(s.entry3().position) << ",\n        gjk::Mat3<double>("
                  << lit(glm::dvec3(m->operator[](0))) << ", " << lit(glm::dvec3(m->operator[](1)))
                  << ", " << lit(glm::dvec3(m->operator[](2))) << ")};  // columns\n";
            else
                c << "    auto xf_" << v << " = gjk::Transform3<double>::from_euler_deg("
                  << lit(s.entry3().position) << ", " << lit(s.entry3().rotation_deg) << ");\n";
            if (single) c << "    xf_" << v << ".p -= gjk::Vec3<double>" << lit(origin) << ";\n";
            c << "    const gjk::Body3<T> " << v << "{gjk::make_core3<T>(shape_" << v << "), xf_"
              << v << ".cast<T>()};\n";
        };
        body(sa, "a");
        body(sb, "b");
        const glm::dvec3 d = st.initial_direction3;
        c << "    gjk::QuerySettings3<T> settings;\n"
          << "    settings.gjk.max_iterations = " << st.max_iterations << ";\n"
          << "    settings.gjk.tolerance = T(" << lit(st.tolerance) << ");\n"
          << "    settings.gjk.initial_direction = gjk::Vec3<T>(T(" << lit(d.x) << "), T("
          << lit(d.y) << "), T(" << lit(d.z) << "));\n"
          << "    settings.epa.max_iterations = " << st.epa_max_iterations << ";\n"
          << "    settings.epa.tolerance = T(" << lit(st.tolerance) << ");\n"
          << "    const gjk::QueryResult3<T> r = gjk::query3(a, b, settings);\n";
        if (st.variant == Variant::Boolean)
            c << "    EXPECT_EQ(gjk::gjk_intersect3(a, b, settings.gjk).intersecting, "
              << (report.boolean_intersecting ? "true" : "false") << ");\n";
    }
    const bool intersecting = three ? report.result3.intersecting : report.result.intersecting;
    const double distance = three ? report.result3.distance : report.result.distance;
    const double depth = three ? report.result3.penetration_depth : report.result.penetration_depth;
    const glm::dvec3 normal = three ? report.result3.normal : glm::dvec3(report.result.normal, 0);
    // Room for another compiler's rounding, relative to the answer's size.
    const double relative = single ? 1e-4 : 1e-9;
    const double tolerance = relative * std::max({1.0, distance, depth});
    c << "    const double tolerance = " << lit(tolerance) << ";  // " << lit(relative)
      << " of the answer's size\n"
      << "    EXPECT_EQ(r.intersecting, " << (intersecting ? "true" : "false") << ");\n"
      << "    EXPECT_NEAR(r.distance, " << lit(distance) << ", tolerance);\n"
      << "    EXPECT_NEAR(r.penetration_depth, " << lit(depth) << ", tolerance);\n";
    if (distance > tolerance || depth > tolerance) {  // touching: any normal is an answer
        const double normal_tolerance = single ? 1e-3 : 1e-7;
        c << "    // The normal, from " << scene.query_a << " towards " << scene.query_b << ".\n";
        const char* axes[3] = {"x", "y", "z"};
        for (int k = 0; k < (three ? 3 : 2); ++k)
            c << "    EXPECT_NEAR(r.normal." << axes[k] << ", " << lit(normal[k]) << ", "
              << lit(normal_tolerance) << ");\n";
    }
    c << "}\n";
    return c.str();
}

}  // namespace gjklab
