#include "record/recorder.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <regex>
#include <vector>

#include "scene/scene.h"

namespace gjklab {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string s) {
    for (auto& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

std::string frame_name(int i) {
    char name[32];
    std::snprintf(name, sizeof name, "frame_%05d.png", i);
    return name;
}

bool is_frame_file(const std::string& name) {
    static const std::regex frame(R"(frame_\d{5,}\.png)");
    return std::regex_match(name, frame);
}

/// The whole of `bytes` into a new file, synced; OutputError naming `shown` on any failure.
void write_new_file(const std::string& path, const std::string& bytes, const std::string& shown) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) throw OutputError(os_error(shown, "cannot write"));
    const char* p = bytes.data();
    size_t left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const std::string message = os_error(shown, "cannot write");
            ::close(fd);
            throw OutputError(message);
        }
        p += n;
        left -= size_t(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) throw OutputError(os_error(shown, "cannot write"));
}

/// ffmpeg's exit status is not enough: on a full disk it has ended with 0 after writing a
/// truncated MP4. The file must hold the whole recording: ffprobe counts an MP4's packets
/// (one per frame; no decoding), and reads a GIF's duration (its encoder merges identical
/// frames into longer ones).
void check_video(const std::string& path, RecordFormat format, int frames, int fps) {
    const bool mp4 = format == RecordFormat::Mp4;
    const std::string what = mp4 ? "-select_streams v:0 -count_packets -show_entries "
                                   "stream=nb_read_packets"
                                 : "-show_entries format=duration";
    const std::string cmd =
        "ffprobe -v error " + what + " -of csv=p=0 " + quote(path) + " 2>/dev/null";
    std::FILE* p = popen(cmd.c_str(), "r");
    if (!p) throw std::runtime_error("cannot run ffprobe to check the video");
    char line[64] = {0};
    const bool read = std::fgets(line, sizeof line, p) != nullptr;
    const int status = pclose(p);
    const double found = read ? std::atof(line) : 0;
    const double expected = mp4 ? frames : double(frames) / fps;
    const bool whole = mp4 ? found == expected : found >= 0.95 * expected - 0.1;
    if (status != 0 || !whole) {
        char detail[96];
        std::snprintf(detail, sizeof detail,
                      mp4 ? "%.0f of %.0f frames readable" : "%.2f of %.2f seconds readable", found,
                      expected);
        throw OutputError(std::string("the video came out incomplete (") + detail +
                          "): is the disk full?");
    }
}

}  // namespace

RecordFormat format_for(const std::string& out) {
    std::error_code ec;
    if (fs::is_directory(out, ec) || (!out.empty() && out.back() == '/'))
        return RecordFormat::PngFolder;
    const std::string ext = lower(fs::path(out).extension().string());
    if (ext == ".mp4") return RecordFormat::Mp4;
    if (ext == ".gif") return RecordFormat::Gif;
    if (ext.empty()) return RecordFormat::PngFolder;
    throw InputError(out + ": unknown output type \"" + ext +
                     "\" (record writes .mp4, .gif, or PNG frames into a folder)");
}

bool ffmpeg_available() {
    return std::system("command -v ffmpeg >/dev/null 2>&1") == 0;
}

Recorder::Recorder(const std::string& out, int width, int height, int fps)
    : out_(out), width_(width), height_(height), fps_(fps) {
    if (out.empty()) throw InputError("--out is empty");
    format_ = format_for(out);
    if (format_ == RecordFormat::PngFolder) {
        std::error_code ec;
        std::string target = out;
        while (target.size() > 1 && target.back() == '/') target.pop_back();
        out_ = target;
        if (fs::exists(target, ec) && !fs::is_directory(target, ec))
            throw InputError(target + ": exists and is not a folder (use .mp4, .gif or a folder)");
        const fs::path t(target);
        const fs::path parent = t.has_parent_path() ? t.parent_path() : fs::path(".");
        if (!fs::is_directory(parent, ec))
            throw InputError(target + ": the folder it goes in does not exist");
        try {
            frames_dir_ = make_temporary_folder(target);
        } catch (const OutputError& e) {
            throw InputError(e.what());
        }
        return;
    }
    if (format_ == RecordFormat::Mp4 && (width % 2 || height % 2))
        throw InputError("--size must be even in both directions for MP4 (yuv420p), got " +
                         std::to_string(width) + "x" + std::to_string(height));
    if (!ffmpeg_available())
        throw std::runtime_error(
            "ffmpeg is not installed (Debian package ffmpeg; tools/setup.sh installs it)");
    try {
        video_ =
            std::make_unique<AtomicFile>(out, format_ == RecordFormat::Mp4 ? ".mp4" : ".gif", true);
    } catch (const OutputError& e) {
        throw InputError(e.what());  // an unwritable path is a bad request: nothing started
    }
    // ffmpeg's messages go to an unnamed file (gone with the process, however it ends).
    log_ = std::tmpfile();
    if (!log_) throw std::runtime_error("cannot make a file for ffmpeg's messages");
    const std::string input = "-f rawvideo -pix_fmt rgba -s " + std::to_string(width) + "x" +
                              std::to_string(height) + " -r " + std::to_string(fps) + " -i -";
    // Bit-exact flags and no metadata: the same frames give the same file.
    const std::string exact = "-fflags +bitexact -flags:v +bitexact -map_metadata -1";
    std::string cmd = "ffmpeg -y -loglevel error -nostdin " + input + " " + exact + " ";
    if (format_ == RecordFormat::Mp4)
        cmd +=
            "-c:v libx264 -preset medium -crf 18 -pix_fmt yuv420p -threads 1 -movflags "
            "+faststart -f mp4 ";
    else
        cmd +=
            "-vf "
            "'split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=bayer:bayer_"
            "scale=3' -loop 0 -f gif ";
    cmd += quote(video_->path()) + " 2>&" + std::to_string(fileno(log_));
    pipe_ = popen(cmd.c_str(), "w");
    if (!pipe_) throw std::runtime_error("cannot start ffmpeg");
}

Recorder::~Recorder() {
    if (!done_) abort();
}

void Recorder::add_frame(const Image& frame) {
    if (frame.width != width_ || frame.height != height_)
        throw std::runtime_error("frame size changed while recording");
    if (format_ == RecordFormat::PngFolder) {
        const std::string name = frame_name(frames_);
        write_new_file((fs::path(frames_dir_) / name).string(), png_bytes(frame),
                       (fs::path(out_) / name).string());
    } else if (std::fwrite(frame.rgba.data(), 1, frame.rgba.size(), pipe_) != frame.rgba.size()) {
        throw std::runtime_error("ffmpeg stopped taking frames");
    }
    ++frames_;
}

void Recorder::finish_folder() {
    std::error_code ec;
    if (!fs::exists(out_, ec)) {
        // A new folder: the temporary one becomes it, in one rename.
        if (::rename(frames_dir_.c_str(), out_.c_str()) != 0)
            throw OutputError(os_error(out_, "cannot create the folder"));
        frames_dir_.clear();
        return;
    }
    // An existing folder: earlier frame files go, the new frames move in; nothing else is
    // touched.
    for (const auto& entry : fs::directory_iterator(out_, ec))
        if (is_frame_file(entry.path().filename().string())) fs::remove(entry.path(), ec);
    if (ec) throw OutputError(out_ + ": cannot replace its frames (" + ec.message() + ")");
    for (int i = 0; i < frames_; ++i) {
        const std::string from = (fs::path(frames_dir_) / frame_name(i)).string();
        const std::string to = (fs::path(out_) / frame_name(i)).string();
        if (::rename(from.c_str(), to.c_str()) != 0)
            throw OutputError(os_error(to, "cannot move the frame in"));
    }
    fs::remove_all(frames_dir_, ec);
    frames_dir_.clear();
}

void Recorder::finish() {
    try {
        if (format_ == RecordFormat::PngFolder) {
            finish_folder();
        } else {
            const int status = pclose(pipe_);
            pipe_ = nullptr;
            if (status != 0) {
                std::string first;
                if (log_) {
                    std::rewind(log_);
                    char line[512];
                    if (std::fgets(line, sizeof line, log_)) first = line;
                    while (!first.empty() && (first.back() == '\n' || first.back() == '\r'))
                        first.pop_back();
                }
                throw std::runtime_error("ffmpeg failed" +
                                         (first.empty() ? std::string() : ": " + first));
            }
            check_video(video_->path(), format_, frames_, fps_);
            video_->commit();
        }
    } catch (...) {
        abort();
        throw;
    }
    if (log_) std::fclose(log_);
    log_ = nullptr;
    done_ = true;
}

void Recorder::abort() {
    if (pipe_) {
        pclose(pipe_);
        pipe_ = nullptr;
    }
    if (log_) std::fclose(log_);
    log_ = nullptr;
    if (video_) video_->discard();
    if (!frames_dir_.empty()) {
        std::error_code ec;
        fs::remove_all(frames_dir_, ec);
        frames_dir_.clear();
    }
    done_ = true;
}

}  // namespace gjklab
