#include "record/recorder.h"

#include <fcntl.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
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

/// frame_NNNNN.png, with five digits or more.
bool is_frame_file(const std::string& name) {
    const std::string head = "frame_", tail = ".png";
    if (name.size() < head.size() + 5 + tail.size() || name.compare(0, head.size(), head) != 0 ||
        name.compare(name.size() - tail.size(), tail.size(), tail) != 0)
        return false;
    for (size_t i = head.size(); i < name.size() - tail.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(name[i]))) return false;
    return true;
}

/// The frame each image fed to ffmpeg starts at: one image per hold, and the last hold's
/// image again on its last two frames. A frame lasts until the next one starts, and the last
/// frame as long as the one before it (ffmpeg's GIF muxer): so the video ends with the hold.
std::vector<int> encoder_starts(const std::vector<int>& holds) {
    std::vector<int> starts;
    int frame = 0;
    for (int count : holds) {
        starts.push_back(frame);
        frame += count;
    }
    if (!holds.empty() && holds.back() > 2) starts.push_back(frame - 2);
    if (!holds.empty() && holds.back() > 1) starts.push_back(frame - 1);
    return starts;
}

/// `terms` summed as a balanced tree of parentheses, `(a+b)` inside `((a+b)+(c+d))`: ffmpeg's
/// expression parser refuses a flat sum of about a hundred terms, and a balanced one nests
/// only log2(n) deep.
std::string balanced_sum(const std::vector<std::string>& terms, size_t first, size_t end) {
    if (end - first == 1) return terms[first];
    const size_t middle = first + (end - first) / 2;
    return "(" + balanced_sum(terms, first, middle) + "+" + balanced_sum(terms, middle, end) + ")";
}

/// ffmpeg's setpts filter putting the N-th image fed at its frame: N plus the frames held
/// before it, N + sum over earlier images j of (held_j - 1) * [N > j], written as a sum of
/// steps (gte) in the filter's expression language, times the frame's length (1 / fps) in the
/// stream's time base.
std::string setpts_filter(const std::vector<int>& starts) {
    std::vector<std::string> offsets;
    for (size_t j = 0; j + 1 < starts.size(); ++j) {
        const int extra = starts[j + 1] - starts[j] - 1;
        if (extra > 0)
            offsets.push_back(std::to_string(extra) + "*gte(N\\," + std::to_string(j + 1) + ")");
    }
    const std::string sum = offsets.empty() ? "" : "+" + balanced_sum(offsets, 0, offsets.size());
    return "setpts=(N" + sum + ")/(FRAME_RATE*TB)";
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
/// (one per image fed; no decoding), and reads a GIF's duration (its encoder merges identical
/// frames into longer ones).
void check_video(const std::string& path, RecordFormat format, int images, int frames, int fps) {
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
    const double expected = mp4 ? images : double(frames) / fps;
    const bool whole =
        mp4 ? found == expected : found >= 0.95 * expected - 0.1 && found <= 1.05 * expected + 0.1;
    if (status != 0 || !whole) {
        char detail[96];
        std::snprintf(detail, sizeof detail,
                      mp4 ? "%.0f of %.0f images readable" : "%.2f of %.2f seconds readable", found,
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

Recorder::Recorder(const std::string& out, int width, int height, int fps, std::vector<int> holds)
    : out_(out), width_(width), height_(height), fps_(fps), holds_(std::move(holds)) {
    for (int count : holds_)
        if (count < 1) throw std::logic_error("a recorded image must be held at least one frame");
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
    // Each image at the frame it starts at; no frame dropped or repeated by ffmpeg.
    // The filter goes in an unnamed file that ffmpeg reads (-filter_script): with a term per
    // held image it outgrows the longest argument the system passes (128 KiB).
    std::string filter = setpts_filter(encoder_starts(holds_));
    if (format_ == RecordFormat::Gif)
        filter +=
            ",split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=bayer:"
            "bayer_scale=3";
    filter_ = std::tmpfile();
    if (!filter_ || std::fputs(filter.c_str(), filter_) < 0 || std::fflush(filter_) != 0) {
        close_files();  // a constructor that throws runs no destructor
        throw std::runtime_error("cannot make a file for ffmpeg's filter");
    }
    std::string cmd = "ffmpeg -y -loglevel error -nostdin " + input + " " + exact +
                      " -filter_script:v /dev/fd/" + std::to_string(fileno(filter_)) + " ";
    if (format_ == RecordFormat::Mp4)
        cmd +=
            "-fps_mode vfr -c:v libx264 -preset medium -crf 18 -pix_fmt yuv420p -threads 2 "
            "-movflags +faststart -f mp4 ";
    else
        cmd += "-fps_mode vfr -loop 0 -f gif ";
    cmd += quote(video_->path()) + " 2>&" + std::to_string(fileno(log_));
    pipe_ = popen(cmd.c_str(), "w");
    if (!pipe_) {
        close_files();
        throw std::runtime_error("cannot start ffmpeg");
    }
}

Recorder::~Recorder() {
    if (!done_) abort();
}

void Recorder::write_to_encoder(const Image& frame) {
    if (std::fwrite(frame.rgba.data(), 1, frame.rgba.size(), pipe_) != frame.rgba.size())
        throw std::runtime_error("ffmpeg stopped taking frames");
}

void Recorder::add_frame(const Image& frame) {
    if (frame.width != width_ || frame.height != height_)
        throw std::runtime_error("frame size changed while recording");
    if (size_t(images_) >= holds_.size())
        throw std::logic_error("more images recorded than planned");
    const int count = holds_[size_t(images_)];
    if (format_ == RecordFormat::PngFolder) {
        // The image once; the frames that repeat it are hard links to it (a copy where the
        // file system has none).
        const std::string first = (fs::path(frames_dir_) / frame_name(frames_)).string();
        const std::string bytes = png_bytes(frame);
        write_new_file(first, bytes, (fs::path(out_) / frame_name(frames_)).string());
        for (int k = 1; k < count; ++k) {
            const std::string name = frame_name(frames_ + k);
            const std::string path = (fs::path(frames_dir_) / name).string();
            if (::link(first.c_str(), path.c_str()) != 0)
                write_new_file(path, bytes, (fs::path(out_) / name).string());
        }
    } else {
        // The last image also where encoder_starts puts it again.
        const bool last = size_t(images_) + 1 == holds_.size();
        const int times = last ? 1 + int(encoder_starts(holds_).size() - holds_.size()) : 1;
        for (int k = 0; k < times; ++k) write_to_encoder(frame);
    }
    frames_ += count;
    ++images_;
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
            if (size_t(images_) != holds_.size())
                throw std::logic_error("fewer images recorded than planned");
            const int fed = int(encoder_starts(holds_).size());
            check_video(video_->path(), format_, fed, frames_, fps_);
            video_->commit();
        }
    } catch (...) {
        abort();
        throw;
    }
    close_files();
    done_ = true;
}

void Recorder::close_files() {
    if (log_) std::fclose(log_);
    log_ = nullptr;
    if (filter_) std::fclose(filter_);
    filter_ = nullptr;
}

void Recorder::abort() {
    if (pipe_) {
        pclose(pipe_);
        pipe_ = nullptr;
    }
    close_files();
    if (video_) video_->discard();
    if (!frames_dir_.empty()) {
        std::error_code ec;
        fs::remove_all(frames_dir_, ec);
        frames_dir_.clear();
    }
    done_ = true;
}

}  // namespace gjklab
