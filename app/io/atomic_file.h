// Output files that are complete or absent, never half-written: every output of GJK Lab (PNG,
// MP4, GIF, recorded frames, saved scenes) goes through here. The bytes go to a temporary file
// in the target's folder (so that the final step cannot cross file systems), every write and
// the close are checked, the data is synced to disk, and only then does the file take the
// target's name. On any failure, or if the program is stopped first, the target is untouched:
// a user's scene survives a full disk.
//
// The temporary file has no name at all where the file system allows it (Linux O_TMPFILE):
// then even `kill -9` leaves nothing behind. Elsewhere it is `.NAME.gjklab-PID-XXXXXX`, and
// the next output to the same target removes those left by processes that no longer run. A
// target that exists and is not a regular file (/dev/null, /dev/full, a pipe) is written in
// place, every write still checked.
#pragma once

#include <stdexcept>
#include <string>

namespace gjklab {

/// An output could not be written (disk full, no permission, ...): the CLI exits 1.
struct OutputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class AtomicFile {
  public:
    /// Opens a temporary file for `target` (`suffix` ends the name of a named one, for
    /// programs that tell the format by the extension). `for_child`: path() is to be written
    /// by a program this one starts (ffmpeg), which inherits the file. Throws OutputError.
    explicit AtomicFile(const std::string& target, const std::string& suffix = "",
                        bool for_child = false);
    ~AtomicFile();  ///< removes the temporary file unless commit() succeeded
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Where to write: the temporary file (or the target itself when it is not a regular
    /// file). Another program (ffmpeg) may write it instead of write().
    const std::string& path() const { return path_; }
    void write(const void* data, size_t size);  ///< throws OutputError
    /// Syncs, closes and renames over the target; throws OutputError (and removes the
    /// temporary file) when any of it fails, or when the file is empty and `allow_empty` not.
    void commit(bool allow_empty = false);
    /// Removes the temporary file now.
    void discard();

  private:
    std::string target_;
    std::string path_;
    int fd_ = -1;
    bool in_place_ = false;   ///< the target is a device or pipe: no temporary file
    bool anonymous_ = false;  ///< an O_TMPFILE file: named only by commit()
    bool done_ = false;
};

/// A new, empty folder for `target`'s temporary content, `.NAME.gjklab-PID-XXXXXX` in the
/// target's folder (stale ones of dead processes removed first). Throws OutputError.
std::string make_temporary_folder(const std::string& target);

/// `bytes` to `path` through an AtomicFile.
void write_file_atomically(const std::string& path, const std::string& bytes);

/// "NAME: what went wrong (strerror)" for OutputError messages.
std::string os_error(const std::string& path, const std::string& what);

}  // namespace gjklab
