// Mesh files in: OBJ (each object), STL (binary, ASCII), PLY (ASCII, binary either endian) as
// the hulls of their points, read exactly; a 3D scene adds them as new shapes; what is not the
// format is refused naming the file.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/run_binary.h"
#include "model/editing.h"
#include "scene/import.h"
#include "scene/mesh_import.h"
#include "scene/scene.h"

namespace {

using nlohmann::json;

std::string temp(const std::string& name, const std::string& bytes) {
    const std::string path = cli_scratch() + "/mesh_" + name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

// A tetrahedron's faces, and a point inside it that the hull leaves out.
const float kTetra[4][3] = {
    {0.5f, 0.5f, 0.5f}, {1.4f, 0.5f, 0.5f}, {0.5f, 1.6f, 0.5f}, {0.5f, 0.5f, 1.7f}};
const int kFaces[4][3] = {{0, 1, 2}, {0, 3, 1}, {0, 2, 3}, {1, 3, 2}};

std::string binary_stl() {
    std::string b(80, ' ');
    const uint32_t n = 4;
    b.append(reinterpret_cast<const char*>(&n), 4);
    for (const auto& f : kFaces) {
        const float normal[3] = {0, 0, 0};
        b.append(reinterpret_cast<const char*>(normal), 12);
        for (int k : f) b.append(reinterpret_cast<const char*>(kTetra[k]), 12);
        b.append(2, '\0');
    }
    return b;
}

std::string ply(bool binary_big_endian) {
    std::string h =
        std::string("ply\nformat ") + (binary_big_endian ? "binary_big_endian" : "ascii") +
        " 1.0\nelement vertex 5\nproperty double x\nproperty double y\nproperty double z\n"
        "element face 1\nproperty list uchar int vertex_indices\nend_header\n";
    const double pts[5][3] = {{3, 3, 3}, {4, 3, 3}, {3, 4, 3}, {3, 3, 4}, {3.2, 3.2, 3.2}};
    if (!binary_big_endian) {
        for (const auto& p : pts)
            h += std::to_string(p[0]) + " " + std::to_string(p[1]) + " " + std::to_string(p[2]) +
                 "\n";
        return h + "3 0 1 2\n";
    }
    for (const auto& p : pts)
        for (double x : p) {
            unsigned char b[8];
            std::memcpy(b, &x, 8);
            for (int i = 7; i >= 0; --i) h += char(b[i]);
        }
    h += char(3);
    for (int i : {0, 1, 2}) h += std::string{0, 0, 0, char(i)};
    return h;
}

const char* kObj = R"(# two objects
o cube
v 0 0 0
v 1 0 0
v 0 1 0
v 1 1 0
v 0 0 1
v 1 0 1
v 0 1 1
v 1 1 1
v 0.5 0.5 0.5
f 1 2 4 3
f 5 6 8 7
f 1 2 6 5
f 3 4 8 7
f 1 3 7 5
f 2 4 8 6
f 9 1 2
o wedge
v 2 0 0
v 3 0 0
v 2 1 0
v 2 0 1
f 10 11 12
f 10 11 13
)";

TEST(MeshImport, EachFormatGivesTheHullOfItsPoints) {
    const auto obj = gjklab::read_mesh(kObj, "obj", "two.obj");
    ASSERT_EQ(obj.size(), 2u);
    EXPECT_EQ(obj[0].size(), 9u);  // the cube's corners and the point inside
    EXPECT_EQ(obj[1].size(), 4u);
    const auto stl = gjklab::read_mesh(binary_stl(), "stl", "t.stl");
    ASSERT_EQ(stl.size(), 1u);
    EXPECT_EQ(stl[0][1], glm::dvec3(kTetra[1][0], kTetra[1][1], kTetra[1][2]));  // floats, exact
    EXPECT_EQ(gjklab::read_mesh(ply(false), "ply", "a.ply")[0].size(), 5u);
    const auto big = gjklab::read_mesh(ply(true), "ply", "b.ply");
    ASSERT_EQ(big.size(), 1u);
    EXPECT_EQ(big[0][4], glm::dvec3(3.2, 3.2, 3.2));
    // The scene keeps the hull: the cube's inner point is gone.
    const json scene =
        json::parse(gjklab::import_scene({{kObj, gjklab::ImportFormat::Auto, "two.obj"}}));
    EXPECT_EQ(scene["dimension"], 3);
    EXPECT_EQ(scene["shapes"][0]["points"].size(), 8u);
    EXPECT_EQ(scene["shapes"][1]["type"], "polytope");
}

TEST(MeshImport, TheCommandTakesSeveralFilesByExtension) {
    const std::string stl = temp("t.stl", binary_stl()), plyfile = temp("p.ply", ply(true));
    RunResult r = run_gjklab("import " + stl + " " + plyfile + " --out " + stl + ".json");
    ASSERT_EQ(r.code, 0) << r.err;
    RunResult q = run_gjklab("query " + stl + ".json --json");
    ASSERT_EQ(q.code, 0) << q.err;
    const json answer = json::parse(q.out);
    // The tetrahedron reaches (1.4, 0.5, 0.5) etc.; the PLY one starts at (3, 3, 3): apart.
    EXPECT_FALSE(answer["intersecting"].get<bool>());
    RunResult bad = run_gjklab("import " + temp("bad.stl", "not a mesh at all") + " " + stl);
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("bad.stl: not an STL file"), std::string::npos) << bad.err;
    RunResult cut = run_gjklab("import " + temp("cut.ply", ply(true).substr(0, 200)) + " " + stl);
    EXPECT_EQ(cut.code, 2);
    EXPECT_NE(cut.err.find("cut short"), std::string::npos) << cut.err;
}

TEST(MeshImport, AddedToA3DSceneAsNewShapes) {
    gjklab::Scene three = gjklab::parse_scene(R"({"dimension":3,"shapes":[
      {"name":"A","type":"sphere","radius":1},{"name":"B","type":"sphere","radius":1,"position":[3,0,0]}]})",
                                              "s.json");
    const std::string obj = temp("two.obj", kObj);
    const gjklab::EditResult r = gjklab::add_mesh_shapes(three, obj);
    ASSERT_TRUE(r.ok) << r.why;
    ASSERT_EQ(three.shapes.size(), 4u);
    EXPECT_EQ(three.shapes[2].name, "C");
    EXPECT_EQ(std::get<gjk::PolytopeShape3>(three.shapes[2].entry3().shape).vertices.size(), 8u);
    gjklab::Scene flat = gjklab::parse_scene(R"({"shapes":[
      {"name":"A","type":"circle","radius":1},{"name":"B","type":"circle","radius":1,"position":[3,0]}]})",
                                             "f.json");
    EXPECT_FALSE(gjklab::add_mesh_shapes(flat, obj).ok);
    EXPECT_EQ(flat.shapes.size(), 2u);
    const gjklab::EditResult bad =
        gjklab::add_mesh_shapes(three, temp("no.ply", "ply\nformat ascii 1.0\nend_header\n"));
    EXPECT_FALSE(bad.ok);
    EXPECT_EQ(three.shapes.size(), 4u) << "unchanged";
}

}  // namespace
