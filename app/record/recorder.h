// Writes frames as an MP4 (H.264, yuv420p), a GIF (ffmpeg's palette filters) or numbered PNGs,
// chosen by the output path: `.mp4`, `.gif`, or anything else is a folder. Video goes through
// the `ffmpeg` program, raw frames on its standard input. A recording that fails or is stopped
// leaves no half-written file behind.
#pragma once

#include <cstdio>
#include <string>

#include "render/offscreen.h"

namespace gjklab {

enum class RecordFormat { Mp4, Gif, PngFolder };

RecordFormat format_for(const std::string& out);

class Recorder {
  public:
    /// Checks the request and starts the encoder; InputError for a bad path or size,
    /// std::runtime_error when ffmpeg is missing or will not start.
    Recorder(const std::string& out, int width, int height, int fps);
    ~Recorder();  ///< aborts (and cleans up) unless finish() succeeded

    void add_frame(const Image& frame);
    /// Closes the encoder; throws std::runtime_error (and cleans up) when ffmpeg failed.
    void finish();
    /// Stops and removes what was written.
    void abort();
    int frames() const { return frames_; }
    const std::string& out() const { return out_; }

  private:
    std::string out_;
    RecordFormat format_;
    int width_, height_, fps_;
    std::FILE* pipe_ = nullptr;
    std::string log_;  ///< ffmpeg's messages, for the error line
    int frames_ = 0;
    bool done_ = false;
    bool created_dir_ = false;
};

/// True when the `ffmpeg` program can be run.
bool ffmpeg_available();

}  // namespace gjklab
