// Scene files: every preset loads; saving and loading gives the same scene; bad files fail with
// a message that names the problem.
#include "scene/scene.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>

#include "scene/evaluate.h"

namespace {

using gjklab::InputError;
using gjklab::parse_scene;

std::string error_of(const std::string& text) {
    try {
        parse_scene(text, "s.json");
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

TEST(Scene, EveryPresetLoadsAndQueries) {
    int count = 0;
    for (auto& entry :
         std::filesystem::directory_iterator(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes")) {
        if (entry.path().extension() != ".json") continue;
        SCOPED_TRACE(entry.path().string());
        gjklab::Scene s = gjklab::load_scene(entry.path().string());
        gjklab::QueryReport r = gjklab::run_query(s);
        EXPECT_TRUE(std::isfinite(r.result.distance));
        ++count;
    }
    EXPECT_GE(count, 1);
}

TEST(Scene, RoundTrip) {
    const std::string text = R"({"version":1,"dimension":2,"title":"t",
      "shapes":[{"name":"A","type":"polygon","vertices":[[0,0],[2,0],[1,1.5]],"position":[1,2],
                 "rotation_deg":15,"color":"#4e79a7","label":"first","radius":0.1},
                {"name":"B","type":"capsule","a":[0,0],"b":[1,0],"radius":0.25},
                {"name":"C","type":"ellipse","radii":[2,1]},{"name":"D","type":"box","half_extents":[1,2]},
                {"name":"E","type":"segment","a":[0,0],"b":[1,1]},{"name":"F","type":"point"},
                {"name":"G","type":"circle","radius":3}],
      "query":{"a":"B","b":"C"},
      "settings":{"precision":"float","max_iterations":10,"tolerance":1e-6,"initial_direction":[0,1]},
      "view":{"mode":"world"},"recording":{"seconds_per_step":0.5,"hold_end_seconds":1,"captions":false}})";
    gjklab::Scene a = parse_scene(text, "a.json");
    std::string saved = gjklab::scene_to_json(a);
    gjklab::Scene b = parse_scene(saved, "b.json");
    EXPECT_EQ(gjklab::scene_to_json(b), saved);
    EXPECT_EQ(b.shapes.size(), 7u);
    EXPECT_EQ(b.query_a, "B");
    EXPECT_EQ(b.settings.precision, gjklab::Precision::Float);
    EXPECT_EQ(b.settings.max_iterations, 10);
    EXPECT_EQ(b.view, gjklab::ViewMode::World);
    EXPECT_FALSE(b.recording.captions);
    EXPECT_EQ(b.shapes[0].label, "first");
    EXPECT_EQ(b.shapes[0].entry2().source_vertices.size(), 3u);
}

TEST(Scene, QueryDefaultsToTheFirstTwoShapes) {
    auto s = parse_scene(
        R"({"shapes":[{"name":"P","type":"point"},{"name":"Q","type":"circle","radius":1}]})", "s");
    EXPECT_EQ(s.query_a, "P");
    EXPECT_EQ(s.query_b, "Q");
}

struct BadScene {
    const char* what;
    const char* text;
    const char* message_part;
};

// What the views show, set by the scene: labels, grid, axes, legend, the lesson strip, layers,
// the cameras of both dimensions, the captions' size and place; saved back as loaded; bad
// values refused.
TEST(Scene, ViewSettingsRoundTripAndAreChecked) {
    const std::string shapes =
        R"("shapes":[{"name":"A","type":"box","half_extents":[1,1]},{"name":"B","type":"point","position":[3,0]}])";
    const std::string text = "{" + shapes + R"(,
      "view":{"mode":"minkowski","labels":false,"grid":false,"axes":false,"legend":false,"panel":false,
              "layers":{"shapes":false,"supports":false},
              "camera":{"world":{"center":[1,2],"zoom":40},"minkowski":{"center":[0,0],"zoom":90}}},
      "recording":{"caption_size":30,"caption_position":"top"}})";
    const gjklab::Scene a = parse_scene(text, "a.json");
    const gjklab::Scene b = parse_scene(gjklab::scene_to_json(a), "b.json");
    EXPECT_EQ(gjklab::scene_to_json(b), gjklab::scene_to_json(a));
    const gjklab::DisplaySettings& d = b.display;
    EXPECT_FALSE(d.labels || d.grid || d.axes || d.legend || d.panel);
    EXPECT_FALSE(d.layers.shapes || d.layers.supports);
    EXPECT_TRUE(d.layers.difference && d.layers.simplex && d.layers.direction && d.layers.answer);
    EXPECT_TRUE(d.world.set && d.minkowski.set);
    EXPECT_EQ(d.world.center, glm::dvec2(1, 2));
    EXPECT_EQ(d.minkowski.zoom, 90);
    EXPECT_EQ(b.recording.caption_size, 30);
    EXPECT_TRUE(b.recording.captions_at_top);
    EXPECT_FALSE(parse_scene("{" + shapes + "}", "d.json").recording.captions_at_top);

    const std::string three = R"({"dimension":3,"shapes":[{"name":"A","type":"sphere","radius":1},
      {"name":"B","type":"sphere","radius":1,"position":[3,0,0]}],
      "view":{"camera":{"yaw":10,"pitch":-20,"distance":6}}})";
    const gjklab::Scene c =
        parse_scene(gjklab::scene_to_json(parse_scene(three, "c.json")), "c.json");
    EXPECT_TRUE(c.display.camera3.set);
    EXPECT_EQ(c.display.camera3.yaw_deg, 10);
    EXPECT_EQ(c.display.camera3.pitch_deg, -20);
    EXPECT_EQ(c.display.camera3.distance, 6);

    EXPECT_NE(error_of("{" + shapes + R"(,"view":{"grid":"no"}})")
                  .find("view.grid: must be true or false"),
              std::string::npos);
    EXPECT_NE(error_of("{" + shapes + R"(,"view":{"layers":{"simplexes":false}}})")
                  .find("simplexes: unknown key"),
              std::string::npos);
    EXPECT_NE(error_of("{" + shapes + R"(,"view":{"camera":{"world":{"center":[0,0],"zoom":0}}}})")
                  .find("zoom: must be positive"),
              std::string::npos);
    EXPECT_NE(error_of("{" + shapes + R"(,"recording":{"caption_size":200}})").find("caption_size"),
              std::string::npos);
    EXPECT_NE(error_of("{" + shapes + R"(,"recording":{"caption_position":"left"}})")
                  .find("caption_position: must be \"top\" or \"bottom\", got \"left\""),
              std::string::npos);
    EXPECT_NE(error_of(R"({"dimension":3,"shapes":[{"name":"A","type":"sphere","radius":1},
      {"name":"B","type":"point"}],"view":{"camera":{"pitch":120}}})")
                  .find("pitch: must be in"),
              std::string::npos);
}

TEST(Scene, BadScenesNameTheProblem) {
    const BadScene cases[] = {
        {"not json", "{nope", "not valid JSON"},
        {"not an object", "[1,2]", "must be a JSON object"},
        {"unknown top key", R"({"shapes":[], "shape":1})", "shape: unknown key"},
        {"unknown type", R"({"shapes":[{"name":"A","type":"blob"},{"name":"B","type":"point"}]})",
         "unknown shape type \"blob\""},
        {"unknown shape key",
         R"({"shapes":[{"name":"A","type":"circle","radius":1,"radius2":3},{"name":"B","type":"point"}]})",
         "radius2: unknown key"},
        {"non-convex",
         R"({"shapes":[{"name":"A","type":"polygon","vertices":[[0,0],[2,0],[1,0.5],[2,2],[0,2]]},{"name":"B","type":"point"}]})",
         "not convex at vertex 2"},
        {"negative radius",
         R"({"shapes":[{"name":"A","type":"circle","radius":-1},{"name":"B","type":"point"}]})",
         "radius: must be positive"},
        {"zero radius",
         R"({"shapes":[{"name":"A","type":"circle","radius":0},{"name":"B","type":"point"}]})",
         "radius: must be positive"},
        {"infinite radius",
         R"({"shapes":[{"name":"A","type":"circle","radius":1e999},{"name":"B","type":"point"}]})",
         "number overflow"},
        {"NaN literal",
         R"({"shapes":[{"name":"A","type":"circle","radius":NaN},{"name":"B","type":"point"}]})",
         "not valid JSON"},
        {"wrong vector length",
         R"({"shapes":[{"name":"A","type":"point","position":[1,2,3]},{"name":"B","type":"point"}]})",
         "position: must have 2 numbers"},
        {"vector of strings",
         R"({"shapes":[{"name":"A","type":"point","position":["1",2]},{"name":"B","type":"point"}]})",
         "position: must hold numbers"},
        {"duplicate names",
         R"({"shapes":[{"name":"A","type":"point"},{"name":"A","type":"point"}]})",
         "duplicate shape name \"A\""},
        {"bad query name",
         R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"query":{"a":"A","b":"Z"}})",
         "query.b: no shape is named \"Z\""},
        {"query of itself",
         R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"query":{"a":"A","b":"A"}})",
         "different shape"},
        {"one shape", R"({"shapes":[{"name":"A","type":"point"}]})", "at least two shapes"},
        {"zero box",
         R"({"shapes":[{"name":"A","type":"box","half_extents":[0,1]},{"name":"B","type":"point"}]})",
         "half_extents: must both be positive"},
        {"zero segment",
         R"({"shapes":[{"name":"A","type":"segment","a":[1,1],"b":[1,1]},{"name":"B","type":"point"}]})",
         "two different end points"},
        {"flat polygon",
         R"({"shapes":[{"name":"A","type":"polygon","vertices":[[0,0],[1,1],[2,2]]},{"name":"B","type":"point"}]})",
         "no area"},
        {"bad precision",
         R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"settings":{"precision":"half"}})",
         "precision: must be"},
        {"bad tolerance",
         R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"settings":{"tolerance":0}})",
         "tolerance"},
        {"bad iterations",
         R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"settings":{"max_iterations":0}})",
         "max_iterations"},
        {"bad view",
         R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"view":{"mode":"3d"}})",
         "view.mode"},
        {"bad color",
         R"({"shapes":[{"name":"A","type":"point","color":"red"},{"name":"B","type":"point"}]})",
         "color"},
        {"missing name", R"({"shapes":[{"type":"point"},{"name":"B","type":"point"}]})",
         "name: is missing"},
        {"bad version",
         R"({"version":7,"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}]})",
         "unsupported version"},
        {"bad dimension",
         R"({"dimension":4,"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}]})",
         "dimension"},
    };
    for (const BadScene& c : cases) {
        SCOPED_TRACE(c.what);
        std::string msg = error_of(c.text);
        EXPECT_NE(msg.find(c.message_part), std::string::npos) << "message was: " << msg;
        EXPECT_EQ(msg.find('\n'), std::string::npos) << "one line: " << msg;
        EXPECT_EQ(msg.rfind("s.json: ", 0), 0u) << "names the file: " << msg;
    }
}

TEST(Scene, ShapeErrorsNameTheShape) {
    std::string msg = error_of(
        R"({"shapes":[{"name":"A","type":"point"},{"name":"Wheel","type":"circle","radius":-2}]})");
    EXPECT_NE(msg.find("shapes[1] (\"Wheel\").radius"), std::string::npos) << msg;
}

// The query pair's scale against its precision's range (scale_problem): the edges of the
// range in 2D and 3D, both precisions; coincident points (span 0) are fine.
TEST(Scene, QueryScaleMustSuitThePrecision) {
    auto scene = [](int dimension, double size, double gap, const char* precision) {
        const std::string d = dimension == 3 ? ",0" : "", s = std::to_string(size);
        const std::string text = std::string(R"({"dimension":)") + std::to_string(dimension) +
                                 R"(,"shapes":[{"name":"A","type":"box","half_extents":[)" + s +
                                 "," + s + (dimension == 3 ? "," + s : "") +
                                 R"(]},{"name":"B","type":"point","position":[)" +
                                 std::to_string(gap) + ",0" + d +
                                 R"(]}],"settings":{"precision":")" + precision + R"("}})";
        return error_of(text);
    };
    for (int dim : {2, 3}) {
        SCOPED_TRACE(dim);
        EXPECT_EQ(scene(dim, 1e-4, 3e-4, "float"), "");
        EXPECT_EQ(scene(dim, 1e8, 3e8, "float"), "");
        EXPECT_NE(scene(dim, 1e9, 3e9, "float").find("spans 4e+09"), std::string::npos);
        EXPECT_NE(scene(dim, 1e9, 3e9, "float").find("query: \"A\" - \"B\""), std::string::npos);
        EXPECT_EQ(scene(dim, 1e9, 3e9, "double"), "");
        EXPECT_EQ(scene(dim, 1e60, 3e60, "double"), "");
        EXPECT_NE(scene(dim, 1e70, 3e70, "double").find("would overflow"), std::string::npos);
    }
    // std::to_string cannot write tiny numbers: these by hand.
    EXPECT_NE(
        error_of(
            R"({"shapes":[{"name":"A","type":"box","half_extents":[1e-10,1e-10]},{"name":"B","type":"point","position":[3e-10,0]}],"settings":{"precision":"float"}})")
            .find("spans only 4e-10"),
        std::string::npos);
    EXPECT_EQ(
        error_of(
            R"({"shapes":[{"name":"A","type":"box","half_extents":[1e-10,1e-10]},{"name":"B","type":"point","position":[3e-10,0]}]})"),
        "");
    EXPECT_EQ(
        error_of(
            R"({"shapes":[{"name":"A","type":"point"},{"name":"B","type":"point"}],"settings":{"precision":"float"}})"),
        "");
    // Float runs count coordinates from A's position (moved there in double): two points at
    // 1e35 are answered; a coordinate 1e35 away from A is beyond float.
    EXPECT_EQ(
        error_of(
            R"({"shapes":[{"name":"A","type":"point","position":[1e35,0]},{"name":"B","type":"point","position":[1e35,0]}],"settings":{"precision":"float"}})"),
        "");
    EXPECT_NE(
        error_of(
            R"({"shapes":[{"name":"A","type":"point","position":[0,0]},{"name":"B","type":"point","position":[1e35,1e35]}],"settings":{"precision":"float"}})")
            .find("beyond float precision"),
        std::string::npos);
}

TEST(Scene, HullFlagAcceptsNonConvexInput) {
    auto s = parse_scene(
        R"({"shapes":[{"name":"A","type":"polygon","hull":true,"vertices":[[0,0],[2,0],[1,0.5],[2,2],[0,2]]},{"name":"B","type":"point"}]})",
        "s");
    EXPECT_EQ(std::get<gjk::PolygonShape>(s.shapes[0].entry2().shape).vertices.size(), 4u);
}

// Rotations as engines give them, kept exactly: 2D (cos, sin) as Box2D's b2Rot, 3D a unit
// quaternion [x, y, z, w] (Jolt's order) or a matrix by rows; saved back as given; what is no
// rotation is refused.
TEST(Scene, ExactRotationsFromEngines) {
    const gjklab::Scene two = parse_scene(R"({"shapes":[
      {"name":"A","type":"box","half_extents":[1,1],"rotation":{"cos":0.6,"sin":0.8}},
      {"name":"B","type":"point","position":[3,0]}]})",
                                          "r2.json");
    const gjk::Transform2<double> x2 = gjklab::transform2_of(two.shapes[0]);
    EXPECT_EQ(x2.c, 0.6);
    EXPECT_EQ(x2.s, 0.8);
    EXPECT_NEAR(two.shapes[0].entry2().rotation_deg, 53.130102354155987, 1e-12);
    const std::string saved2 = gjklab::scene_to_json(two);
    EXPECT_NE(saved2.find("\"cos\": 0.6"), std::string::npos) << saved2;
    EXPECT_EQ(gjklab::scene_to_json(parse_scene(saved2, "again.json")), saved2);

    // 90 degrees about z: x goes to y.
    char h[32];
    std::snprintf(h, sizeof h, "%.17g", std::sqrt(0.5));
    const std::string quat = R"({"dimension":3,"shapes":[
      {"name":"A","type":"box","half_extents":[1,1,1],"rotation":{"quaternion":[0,0,)" +
                             std::string(h) + "," + h + R"(]}},
      {"name":"B","type":"point","position":[3,0,0]}]})";
    const gjklab::Scene three = parse_scene(quat, "q.json");
    const gjk::Transform3<double> x3 = gjklab::transform3_of(three.shapes[0]);
    const glm::dvec3 x_turned = x3.rotate({1, 0, 0});
    EXPECT_NEAR(x_turned.x, 0, 1e-12);
    EXPECT_NEAR(x_turned.y, 1, 1e-12);
    EXPECT_NEAR(three.shapes[0].entry3().rotation_deg.z, 90, 1e-9);
    const std::string saved3 = gjklab::scene_to_json(three);
    EXPECT_NE(saved3.find("\"matrix\""), std::string::npos);
    const gjklab::Scene back = parse_scene(saved3, "back.json");
    EXPECT_EQ(gjklab::transform3_of(back.shapes[0]).r, x3.r);  // the same matrix, bit for bit

    const std::string b = R"(,{"name":"B","type":"point","position":[3,0,0]}]})";
    auto three_with = [&](const std::string& rotation) {
        return R"({"dimension":3,"shapes":[{"name":"A","type":"sphere","radius":1,)" + rotation +
               "}" + b;
    };
    EXPECT_NE(error_of(three_with(R"("rotation":{"quaternion":[0,0,0,2]})")).find("length 1"),
              std::string::npos);
    EXPECT_NE(error_of(three_with(R"("rotation":{"matrix":[[1,0,0],[0,1,0],[0,0,-1]]})"))
                  .find("must be a rotation"),
              std::string::npos);
    EXPECT_NE(error_of(three_with(R"("rotation":{"quaternion":[0,0,0,1]},"rotation_deg":[0,0,0])"))
                  .find("not both"),
              std::string::npos);
    EXPECT_NE(error_of(three_with(R"("rotation":{"euler":[0,0,0]})")).find("unknown key"),
              std::string::npos);
}

}  // namespace
