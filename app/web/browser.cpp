// The browser's side of ui/platform.h, through the page's JavaScript (app/web/index.html
// defines the GjkLab object these call).
#include <emscripten.h>

#include <cstdio>
#include <cstdlib>

#include "ui/platform.h"

namespace gjklab::platform {

namespace {

// clang-format off
EM_JS(void, js_copy_text, (const char* text), {
    GjkLab.copyText(UTF8ToString(text));
});
EM_JS(char*, js_page_url, (), {
    const url = location.origin + location.pathname;
    const size = lengthBytesUTF8(url) + 1;
    const out = _malloc(size);
    stringToUTF8(url, out, size);
    return out;
});
EM_JS(void, js_download, (const char* path, const char* name), {
    GjkLab.download(UTF8ToString(path), UTF8ToString(name));
});
EM_JS(void, js_ask_for_file, (), {
    GjkLab.askForFile();
});
EM_JS(void, js_fetch_font, (const char* url, const char* path), {
    GjkLab.fetchFont(UTF8ToString(url), UTF8ToString(path));
});
EM_JS(int, js_can_record_video, (), {
    return GjkLab.canRecordVideo() ? 1 : 0;
});
EM_JS(void, js_video_start, (int width, int height, int fps), {
    GjkLab.videoStart(width, height, fps);
});
EM_JS(void, js_video_frame, (const uint8_t* rgba, int width, int height), {
    GjkLab.videoFrame(HEAPU8.subarray(rgba, rgba + width * height * 4), width, height);
});
EM_JS(void, js_video_finish, (const char* name), {
    GjkLab.videoFinish(UTF8ToString(name));
});
EM_JS(void, js_video_abort, (), {
    GjkLab.videoAbort();
});
// clang-format on

}  // namespace

bool in_browser() {
    return true;
}

void copy_text(const std::string& text) {
    js_copy_text(text.c_str());
}

std::string page_url() {
    char* url = js_page_url();
    std::string out = url;
    free(url);
    return out;
}

void deliver_file(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    js_download(path.c_str(), path.substr(slash == std::string::npos ? 0 : slash + 1).c_str());
    std::remove(path.c_str());  // the download holds its own copy: the page's memory is freed
}

void ask_for_file() {
    js_ask_for_file();
}

bool fetch_chinese_font() {
    // Asked for once, on the first Chinese lesson: 2.3 MB compressed, more than the rest of the
    // page together (docs/web.md). When it cannot be fetched, the page says so.
    static bool asked = false;
    if (!asked)
        js_fetch_font("fonts/wqy-microhei.ttc", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc");
    asked = true;
    return true;
}

bool can_record_video() {
    return js_can_record_video() != 0;
}
void video_start(int width, int height, int fps) {
    js_video_start(width, height, fps);
}
void video_frame(const std::vector<uint8_t>& rgba, int width, int height) {
    js_video_frame(rgba.data(), width, height);
}
void video_finish(const std::string& name) {
    js_video_finish(name.c_str());
}
void video_abort() {
    js_video_abort();
}

}  // namespace gjklab::platform
