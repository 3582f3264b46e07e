#include "record/recorder.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "scene/scene.h"

namespace gjklab {

namespace fs = std::filesystem;

namespace {

bool ends_with(const std::string& s, const std::string& tail) {
    if (s.size() < tail.size()) return false;
    std::string end = s.substr(s.size() - tail.size());
    for (auto& c : end) c = char(std::tolower(static_cast<unsigned char>(c)));
    return end == tail;
}

std::string quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

}  // namespace

RecordFormat format_for(const std::string& out) {
    if (ends_with(out, ".mp4")) return RecordFormat::Mp4;
    if (ends_with(out, ".gif")) return RecordFormat::Gif;
    return RecordFormat::PngFolder;
}

bool ffmpeg_available() {
    return std::system("command -v ffmpeg >/dev/null 2>&1") == 0;
}

Recorder::Recorder(const std::string& out, int width, int height, int fps)
    : out_(out), format_(format_for(out)), width_(width), height_(height), fps_(fps) {
    if (out.empty()) throw InputError("--out is empty");
    if (format_ == RecordFormat::PngFolder) {
        std::error_code ec;
        if (fs::exists(out, ec) && !fs::is_directory(out, ec))
            throw InputError(out + ": exists and is not a folder (use .mp4, .gif or a folder)");
        if (!fs::exists(out, ec)) {
            if (!fs::create_directories(out, ec))
                throw InputError(out + ": cannot create the folder (" + ec.message() + ")");
            created_dir_ = true;
        }
        if (access(out.c_str(), W_OK) != 0)
            throw InputError(out + ": cannot write (" + std::strerror(errno) + ")");
        return;
    }
    if (format_ == RecordFormat::Mp4 && (width % 2 || height % 2))
        throw InputError("--size must be even in both directions for MP4 (yuv420p), got " +
                         std::to_string(width) + "x" + std::to_string(height));
    {  // the path must be writable: try, and remove the probe
        const bool existed = fs::exists(out);
        std::FILE* f = std::fopen(out.c_str(), "ab");
        if (!f) throw InputError(out + ": cannot write (" + std::strerror(errno) + ")");
        std::fclose(f);
        if (!existed) std::remove(out.c_str());
    }
    if (!ffmpeg_available())
        throw std::runtime_error(
            "ffmpeg is not installed (Debian package ffmpeg; tools/setup.sh installs it)");
    log_ = fs::temp_directory_path() / ("gjklab_ffmpeg_" + std::to_string(getpid()) + ".log");
    const std::string input = "-f rawvideo -pix_fmt rgba -s " + std::to_string(width) + "x" +
                              std::to_string(height) + " -r " + std::to_string(fps) + " -i -";
    // Bit-exact flags and no metadata: the same frames give the same file.
    const std::string exact = "-fflags +bitexact -flags:v +bitexact -map_metadata -1";
    std::string cmd = "ffmpeg -y -loglevel error -nostdin " + input + " " + exact + " ";
    if (format_ == RecordFormat::Mp4)
        cmd +=
            "-c:v libx264 -preset medium -crf 18 -pix_fmt yuv420p -threads 1 -movflags +faststart ";
    else
        cmd +=
            "-vf "
            "'split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=bayer:bayer_"
            "scale=3' -loop 0 ";
    cmd += quote(out) + " 2>" + quote(log_);
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
        char name[32];
        std::snprintf(name, sizeof name, "frame_%05d.png", frames_);
        write_png(frame, (fs::path(out_) / name).string());
    } else if (std::fwrite(frame.rgba.data(), 1, frame.rgba.size(), pipe_) != frame.rgba.size()) {
        throw std::runtime_error("ffmpeg stopped taking frames");
    }
    ++frames_;
}

void Recorder::finish() {
    if (pipe_) {
        int status = pclose(pipe_);
        pipe_ = nullptr;
        if (status != 0) {
            std::ifstream in(log_);
            std::string first;
            std::getline(in, first);
            std::remove(log_.c_str());
            abort();
            throw std::runtime_error("ffmpeg failed" +
                                     (first.empty() ? std::string() : ": " + first));
        }
        std::remove(log_.c_str());
    }
    done_ = true;
}

void Recorder::abort() {
    if (pipe_) {
        pclose(pipe_);
        pipe_ = nullptr;
    }
    if (!log_.empty()) std::remove(log_.c_str());
    std::error_code ec;
    if (format_ == RecordFormat::PngFolder) {
        for (int i = 0; i < frames_; ++i) {
            char name[32];
            std::snprintf(name, sizeof name, "frame_%05d.png", i);
            fs::remove(fs::path(out_) / name, ec);
        }
        if (created_dir_) fs::remove(out_, ec);
    } else {
        fs::remove(out_, ec);
    }
    done_ = true;
}

}  // namespace gjklab
