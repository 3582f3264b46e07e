// Writes frames as an MP4 (H.264, yuv420p), a GIF (ffmpeg's palette filters) or numbered PNGs,
// chosen by the output path: `.mp4`, `.gif`, or a folder (an existing folder, a path ending in
// `/`, or a name without an extension); any other extension is refused. A frame held for many
// frames is drawn and passed once: video goes through the `ffmpeg` program, each distinct frame
// once on its standard input with the time it starts at (the MP4 and GIF have a variable frame
// rate: a held frame is stored once, with its duration), and a folder gets the held frame's PNG
// once and hard links to it for the frames that repeat it. Everything is written beside the target
// first and moved in place only when complete (io/atomic_file.h): a recording that fails or is
// stopped leaves the target as it was. A folder keeps what it held, except earlier frame files
// (frame_NNNNN.png), which the new recording's frames replace.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "io/atomic_file.h"
#include "render/offscreen.h"

namespace gjklab {

enum class RecordFormat { Mp4, Gif, PngFolder };

/// The format for an output path; InputError for an extension that is none of them.
RecordFormat format_for(const std::string& out);

class Recorder {
  public:
    /// Checks the request and starts the encoder; InputError for a bad path or size,
    /// std::runtime_error when ffmpeg is missing or will not start.
    /// `holds[k]`: how many frames the k-th image given to add_frame stands for.
    Recorder(const std::string& out, int width, int height, int fps, std::vector<int> holds);
    ~Recorder();  ///< aborts (and cleans up) unless finish() succeeded

    /// The next image, held for its count of frames.
    void add_frame(const Image& frame);
    /// Closes the encoder and moves the output in place; throws (and cleans up) on failure.
    void finish();
    /// Stops and removes what was written.
    void abort();
    int frames() const { return frames_; }  ///< frames written so far (held ones included)
    int images() const { return images_; }  ///< distinct images written so far
    const std::string& out() const { return out_; }

  private:
    void finish_folder();
    void write_to_encoder(const Image& frame);
    void close_files();  ///< the log and the filter script

    std::string out_;
    RecordFormat format_;
    int width_, height_, fps_;
    std::unique_ptr<AtomicFile> video_;  ///< the MP4 or GIF being written
    std::string frames_dir_;             ///< the temporary folder of PNG frames
    std::FILE* pipe_ = nullptr;
    std::FILE* log_ = nullptr;     ///< ffmpeg's messages (an unnamed file), for the error line
    std::FILE* filter_ = nullptr;  ///< the filter ffmpeg reads (an unnamed file)
    std::vector<int> holds_;
    int frames_ = 0;
    int images_ = 0;
    bool done_ = false;
};

/// True when the `ffmpeg` program can be run.
bool ffmpeg_available();

}  // namespace gjklab
