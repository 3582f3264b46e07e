// Links that open a lesson where the lecturer wants it (docs/format.md, "Links"):
//   index.html?scene=04&step=5&phase=support&lang=zh&practice=1&panel=0
// `scene` names a preset (its number or file name); `s` carries a whole scene inline, its JSON
// compressed (raw deflate, RFC 1951) and written in base64url (RFC 4648, section 5), so that a
// custom configuration travels as a link. The browser page opens them; `gjklab --link URL`
// opens the same place in the desktop window; the window's "copy link" writes them.
#pragma once

#include <string>
#include <vector>

namespace gjklab {

struct Link {
    std::string preset;         ///< `scene=`: a preset's number ("04") or file name
    std::string scene_json;     ///< `s=`: the scene itself (unpacked)
    int step = -1;              ///< `step=`: the trace step; -1: the lesson opens on its answer
    std::string phase;          ///< `phase=`: a sub-step of that step (a phase name)
    std::string language;       ///< `lang=`: "en" or "zh"
    bool practice = false;      ///< `practice=1`: the questions before each reveal
    bool panel_hidden = false;  ///< `panel=0`: the views and captions only (a projector)
};

/// The link's query (what follows '?'; a whole URL is cut there, and an address without '?'
/// and '=' is a link without keys). Unknown keys are refused, as
/// unknown scene keys are: InputError naming the key. Values are percent-decoded.
Link parse_link(const std::string& url);
/// The query string of `link`, without the '?' (keys in a fixed order, defaults left out).
std::string link_query(const Link& link);

/// A scene's JSON packed for a link: raw deflate at the best compression, then base64url
/// without padding.
std::string pack_scene(const std::string& json);
/// The inverse; InputError when the text is not base64url, not a deflate stream, or would
/// unpack to more than `limit` bytes.
std::string unpack_scene(const std::string& packed, size_t limit = 4u << 20);

/// The preset in `paths` (assets/scenes/*.json) that `name` means: the file whose name starts
/// with "NN_" for a number, else the one whose stem is `name`; empty when none.
std::string preset_named(const std::vector<std::string>& paths, const std::string& name);
/// The name a link gives the preset at `path`: its number ("04") when its file name starts
/// with one, else its stem (preset_named's inverse).
std::string preset_name_of(const std::string& path);
/// The path of the preset `link` names (scene=), empty when it names none; InputError when
/// no preset has that name.
std::string preset_of(const Link& link, const std::vector<std::string>& paths);

}  // namespace gjklab
