// What the window does differently on the desktop and in the browser, in one place: the
// clipboard, files the user gets (saved in a folder, or downloaded), files the user gives
// (a path, or the browser's file picker), the page's address for links, the Chinese font, and
// video. Desktop: ui/platform_desktop.cpp; browser: web/browser.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gjklab::platform {

/// True in the browser build.
bool in_browser();
/// Puts text on the system clipboard (the browser's: navigator.clipboard).
void copy_text(const std::string& text);
/// The address links start with: the page's own in the browser; on the desktop
/// $GJKLAB_WEB_URL, else the address tools/web.sh serves (http://localhost:8000/index.html).
std::string page_url();
/// A file the window wrote for the user: in the browser it is downloaded (the page's file
/// system is gone when the tab closes); on the desktop it is already where it belongs.
void deliver_file(const std::string& path);
/// The browser's file picker (a scene, or an OBJ/OFF/STL mesh, opens as if dropped).
void ask_for_file();
/// Asks for the Chinese font where it is fetched on demand (the browser, once): true where it
/// is fetched (the window reloads its fonts when it arrives; the page says when it cannot);
/// false where there is nothing to fetch (the desktop).
bool fetch_chinese_font();

/// A video made in the browser (MediaRecorder, WebM): frames are shown in real time.
bool can_record_video();
void video_start(int width, int height, int fps);
void video_frame(const std::vector<uint8_t>& rgba, int width, int height);
/// Ends the video and downloads it as `name`.
void video_finish(const std::string& name);
void video_abort();

}  // namespace gjklab::platform
