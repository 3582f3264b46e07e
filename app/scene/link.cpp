#include "scene/link.h"

#include <zlib.h>

#include <array>
#include <cctype>
#include <filesystem>

#include "scene/scene.h"

namespace gjklab {

namespace {

constexpr char kBase64Url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string base64url(const std::string& bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (size_t i = 0; i < bytes.size(); i += 3) {
        const size_t n = std::min<size_t>(3, bytes.size() - i);
        uint32_t v = 0;
        for (size_t k = 0; k < 3; ++k) v = v << 8 | (k < n ? uint8_t(bytes[i + k]) : 0u);
        for (size_t k = 0; k <= n; ++k) out += kBase64Url[(v >> (18 - 6 * k)) & 63];
    }
    return out;
}

std::string from_base64url(const std::string& text) {
    std::array<int, 256> value;
    value.fill(-1);
    for (int k = 0; k < 64; ++k) value[uint8_t(kBase64Url[k])] = k;
    // Standard base64's two letters and padding too: a link pasted through a tool that
    // rewrote them still opens.
    value[uint8_t('+')] = 62;
    value[uint8_t(' ')] = 62;  // a '+' the query's decoding turned into a space
    value[uint8_t('/')] = 63;
    std::string out;
    uint32_t bits = 0;
    int count = 0;
    for (char c : text) {
        if (c == '=') break;
        const int v = value[uint8_t(c)];
        if (v < 0) throw InputError("link: the scene (s=) is not base64url");
        bits = bits << 6 | uint32_t(v);
        count += 6;
        if (count >= 8) {
            count -= 8;
            out += char((bits >> count) & 0xff);
        }
    }
    return out;
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string percent_decoded(const std::string& text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '+') {
            out += ' ';
        } else if (text[i] == '%' && i + 2 < text.size() && hex_digit(text[i + 1]) >= 0 &&
                   hex_digit(text[i + 2]) >= 0) {
            out += char(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2]));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string percent_encoded(const std::string& text) {
    std::string out;
    for (unsigned char c : text) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            out += char(c);
        } else {
            static const char* hex = "0123456789ABCDEF";
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

int step_of(const std::string& text) {
    if (text.empty() || text.size() > 6 ||
        text.find_first_not_of("0123456789") != std::string::npos)
        throw InputError("link: step=" + text + " is not a step number (0 or more)");
    return std::stoi(text);
}

bool flag_of(const std::string& key, const std::string& text) {
    if (text == "1" || text == "true") return true;
    if (text == "0" || text == "false") return false;
    throw InputError("link: " + key + "=" + text + " is neither 1 nor 0");
}

}  // namespace

Link parse_link(const std::string& url) {
    std::string query = url;
    if (const size_t q = query.find('?'); q != std::string::npos)
        query = query.substr(q + 1);
    else if (query.find('=') == std::string::npos)  // an address without a query
        query.clear();
    if (const size_t hash = query.find('#'); hash != std::string::npos) query.resize(hash);
    Link link;
    for (size_t start = 0; start < query.size();) {
        size_t end = query.find('&', start);
        if (end == std::string::npos) end = query.size();
        const std::string pair = query.substr(start, end - start);
        start = end + 1;
        if (pair.empty()) continue;
        const size_t eq = pair.find('=');
        const std::string key = percent_decoded(pair.substr(0, eq));
        const std::string value =
            eq == std::string::npos ? "" : percent_decoded(pair.substr(eq + 1));
        if (key == "scene") {
            link.preset = value;
        } else if (key == "s") {
            link.scene_json = unpack_scene(value);
        } else if (key == "step") {
            link.step = step_of(value);
        } else if (key == "phase") {
            link.phase = value;
        } else if (key == "lang") {
            if (value != "en" && value != "zh")
                throw InputError("link: lang=" + value + " is neither en nor zh");
            link.language = value;
        } else if (key == "practice") {
            link.practice = flag_of(key, value);
        } else if (key == "panel") {
            link.panel_hidden = !flag_of(key, value);
        } else {
            throw InputError("link: unknown key \"" + key +
                             "\" (known: scene, s, step, phase, lang, practice, panel)");
        }
    }
    if (!link.preset.empty() && !link.scene_json.empty())
        throw InputError("link: give the scene once, as scene= (a preset) or s= (inline)");
    if (!link.phase.empty() && link.step < 0)
        throw InputError("link: phase=" + link.phase + " needs step= (the step it belongs to)");
    return link;
}

std::string link_query(const Link& link) {
    std::string out;
    auto add = [&](const std::string& key, const std::string& value) {
        out += (out.empty() ? "" : "&") + key + "=" + value;
    };
    if (!link.preset.empty()) add("scene", percent_encoded(link.preset));
    if (!link.scene_json.empty()) add("s", pack_scene(link.scene_json));
    if (link.step >= 0) add("step", std::to_string(link.step));
    if (!link.phase.empty()) add("phase", percent_encoded(link.phase));
    if (!link.language.empty()) add("lang", link.language);
    if (link.practice) add("practice", "1");
    if (link.panel_hidden) add("panel", "0");
    return out;
}

std::string pack_scene(const std::string& json) {
    z_stream z{};
    // windowBits -15: raw deflate, no zlib header (the browser's DecompressionStream
    // ("deflate-raw") reads the same bytes).
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        throw std::runtime_error("link: cannot start the compressor");
    std::string out(deflateBound(&z, uLong(json.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(json.data()));
    z.avail_in = uInt(json.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    const int status = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (status != Z_STREAM_END) throw std::runtime_error("link: cannot compress the scene");
    return base64url(out);
}

std::string unpack_scene(const std::string& packed, size_t limit) {
    const std::string bytes = from_base64url(packed);
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK) throw std::runtime_error("link: cannot start inflate");
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    z.avail_in = uInt(bytes.size());
    std::string out;
    char buffer[16384];
    int status = Z_OK;
    while (status != Z_STREAM_END) {
        z.next_out = reinterpret_cast<Bytef*>(buffer);
        z.avail_out = sizeof buffer;
        status = inflate(&z, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END) break;
        out.append(buffer, sizeof buffer - z.avail_out);
        if (out.size() > limit) break;
        if (status == Z_OK && z.avail_in == 0 && z.avail_out != 0) break;  // cut short
    }
    inflateEnd(&z);
    if (out.size() > limit)
        throw InputError("link: the scene (s=) unpacks to more than " + std::to_string(limit) +
                         " bytes");
    if (status != Z_STREAM_END)
        throw InputError("link: the scene (s=) is not a whole deflate stream (cut short?)");
    return out;
}

std::string preset_name_of(const std::string& path) {
    const std::string stem = std::filesystem::path(path).stem().string();
    const size_t digits = stem.find_first_not_of("0123456789");
    const bool numbered = digits > 0 && digits != std::string::npos && stem[digits] == '_';
    return numbered ? stem.substr(0, digits) : stem;
}

std::string preset_of(const Link& link, const std::vector<std::string>& paths) {
    if (link.preset.empty()) return "";
    const std::string path = preset_named(paths, link.preset);
    if (path.empty()) throw InputError("link: scene=" + link.preset + " is no preset");
    return path;
}

std::string preset_named(const std::vector<std::string>& paths, const std::string& name) {
    namespace fs = std::filesystem;
    const bool number = !name.empty() && name.size() <= 4 &&
                        name.find_first_not_of("0123456789") == std::string::npos;
    for (const std::string& p : paths) {
        const std::string stem = fs::path(p).stem().string();
        if (stem == name) return p;
        // "4" and "04" both mean 04_boxes_overlapping_epa.json.
        const size_t digits = stem.find_first_not_of("0123456789");
        if (number && digits > 0 && digits != std::string::npos && stem[digits] == '_' &&
            digits <= 4 && std::stoi(stem.substr(0, digits)) == std::stoi(name))
            return p;
    }
    return "";
}

}  // namespace gjklab
