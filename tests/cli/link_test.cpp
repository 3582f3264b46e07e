// Links (scene/link.h): what the browser page and `gjklab --link` open, and what "copy link"
// writes. The inline scene's packing is checked against zlib's raw deflate as the browser's
// DecompressionStream("deflate-raw") reads it: a stream made here by hand unpacks.
#include <gtest/gtest.h>
#include <zlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "cli/run_binary.h"
#include "scene/link.h"
#include "scene/presets.h"
#include "scene/scene.h"

using namespace gjklab;

namespace {
std::string preset_text(const std::string& name) {
    return read_file(std::string(GJKLAB_SOURCE_DIR) + "/assets/scenes/" + name);
}
}  // namespace

TEST(Link, ReadsEveryKeyOfTheIssuesExample) {
    const Link l = parse_link("index.html?scene=04&step=5&phase=support&lang=zh&practice=1");
    EXPECT_EQ(l.preset, "04");
    EXPECT_EQ(l.step, 5);
    EXPECT_EQ(l.phase, "support");
    EXPECT_EQ(l.language, "zh");
    EXPECT_TRUE(l.practice);
    EXPECT_FALSE(l.panel_hidden);
    EXPECT_TRUE(parse_link("http://host/x/index.html?panel=0#top").panel_hidden);
}

TEST(Link, WritesWhatItReads) {
    Link l;
    l.preset = "16";
    l.step = 2;
    l.phase = "first-support-test";
    l.language = "zh";
    l.practice = true;
    l.panel_hidden = true;
    EXPECT_EQ(link_query(l), "scene=16&step=2&phase=first-support-test&lang=zh&practice=1&panel=0");
    const Link back = parse_link(link_query(l));
    EXPECT_EQ(back.preset, l.preset);
    EXPECT_EQ(back.step, l.step);
    EXPECT_EQ(back.phase, l.phase);
    EXPECT_EQ(back.language, l.language);
    EXPECT_EQ(back.practice, l.practice);
    EXPECT_EQ(back.panel_hidden, l.panel_hidden);
}

TEST(Link, CarriesEveryPresetInlineExactly) {
    for (const std::string& path : preset_paths()) {
        Link l;
        l.scene_json = read_file(path);
        const std::string query = link_query(l);
        EXPECT_EQ(query.find_first_not_of(
                      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=&"),
                  std::string::npos)
            << path << ": a link must need no escaping";
        EXPECT_EQ(parse_link(query).scene_json, l.scene_json) << path;
        // Compressed: a preset's link is a fraction of its text (the thousand-vertex one too).
        EXPECT_LT(query.size(), l.scene_json.size()) << path;
    }
}

TEST(Link, UnpacksARawDeflateStreamMadeElsewhere) {
    // Made with zlib's own compress at another level, as the browser's CompressionStream or
    // Python's zlib.compressobj(wbits=-15) would make it.
    const std::string json = preset_text("04_boxes_overlapping_epa.json");
    z_stream z{};
    ASSERT_EQ(deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY), Z_OK);
    std::string out(deflateBound(&z, uLong(json.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(json.data()));
    z.avail_in = uInt(json.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    ASSERT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
    out.resize(z.total_out);
    deflateEnd(&z);
    // Standard base64 with padding, as some tools write it: read too.
    static const char* alphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string b64;
    for (size_t i = 0; i < out.size(); i += 3) {
        uint32_t v = 0;
        const size_t n = std::min<size_t>(3, out.size() - i);
        for (size_t k = 0; k < 3; ++k) v = v << 8 | (k < n ? uint8_t(out[i + k]) : 0u);
        for (size_t k = 0; k < 4; ++k) b64 += k <= n ? alphabet[(v >> (18 - 6 * k)) & 63] : '=';
    }
    EXPECT_EQ(unpack_scene(b64), json);
    // Through a link too, where the query's decoding turns each '+' into a space.
    ASSERT_NE(b64.find('+'), std::string::npos);
    EXPECT_EQ(parse_link("index.html?s=" + b64).scene_json, json);
}

TEST(Link, AnAddressWithoutAQueryHasNoKeys) {
    const Link l = parse_link("http://localhost:8000/index.html");
    EXPECT_TRUE(l.preset.empty() && l.scene_json.empty());
    EXPECT_EQ(l.step, -1);
}

TEST(Link, RefusesWhatItCannotOpenInOneLine) {
    auto refused = [](const std::string& link) {
        try {
            parse_link(link);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_NE(refused("?scene=04&zoom=2").find("unknown key \"zoom\""), std::string::npos);
    EXPECT_NE(refused("?step=-1").find("step=-1"), std::string::npos);
    EXPECT_NE(refused("?step=1e3").find("step=1e3"), std::string::npos);
    EXPECT_NE(refused("?lang=fr").find("lang=fr"), std::string::npos);
    EXPECT_NE(refused("?practice=yes").find("practice=yes"), std::string::npos);
    EXPECT_NE(refused("?phase=support").find("needs step="), std::string::npos);
    EXPECT_NE(refused("?s=!!!").find("not base64url"), std::string::npos);
    EXPECT_NE(refused("?s=AAAA").find("deflate"), std::string::npos);
    // Cut short: the first half of a real stream.
    const std::string packed = pack_scene(preset_text("04_boxes_overlapping_epa.json"));
    EXPECT_NE(refused("?s=" + packed.substr(0, packed.size() / 2)).find("cut short"),
              std::string::npos);
    EXPECT_NE(refused("?scene=04&s=" + packed).find("once"), std::string::npos);
    // A stream that would unpack to gigabytes stops at the limit.
    EXPECT_THROW(unpack_scene(pack_scene(std::string(5u << 20, ' '))), InputError);
}

TEST(Link, NamesPresetsByNumberOrName) {
    const std::vector<std::string> paths = preset_paths();
    EXPECT_NE(preset_named(paths, "04").find("04_boxes_overlapping_epa.json"), std::string::npos);
    EXPECT_EQ(preset_named(paths, "4"), preset_named(paths, "04"));
    EXPECT_NE(preset_named(paths, "default").find("default.json"), std::string::npos);
    EXPECT_EQ(preset_named(paths, "99"), "");
    EXPECT_EQ(preset_named(paths, "../secret"), "");
}

TEST(LinkCommand, AnInlineSceneThatIsNoSceneStopsBeforeAnyWindow) {
    const RunResult r = run_gjklab("--link '?s=" + pack_scene("{\"shapes\": 3}") + "'");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err.rfind("gjklab: error: link", 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(LinkCommand, AFileAndALinkAreRefusedTogether) {
    const RunResult r = run_gjklab(std::string(GJKLAB_SOURCE_DIR) +
                                   "/assets/scenes/default.json --link '?scene=04'");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "gjklab: error: give a scene FILE or --link, not both\n");
}

TEST(LinkCommand, ABadLinkStopsBeforeAnyWindowWithOneErrorLine) {
    const RunResult r = run_gjklab("--link '?scene=04&zoom=2'");
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err,
              "gjklab: error: link: unknown key \"zoom\" (known: scene, s, step, phase, "
              "lang, practice, panel)\n");
}
