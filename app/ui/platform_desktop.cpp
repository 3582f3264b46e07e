#include <SDL.h>

#include <cstdlib>

#include "ui/platform.h"

namespace gjklab::platform {

bool in_browser() {
    return false;
}

void copy_text(const std::string& text) {
    SDL_SetClipboardText(text.c_str());
}

std::string page_url() {
    const char* url = std::getenv("GJKLAB_WEB_URL");
    return url && *url ? url : "http://localhost:8000/index.html";
}

void deliver_file(const std::string&) {}
void ask_for_file() {}
bool fetch_chinese_font() {
    return false;
}

bool can_record_video() {
    return false;
}
void video_start(int, int, int) {}
void video_frame(const std::vector<uint8_t>&, int, int) {}
void video_finish(const std::string&) {}
void video_abort() {}

}  // namespace gjklab::platform
