#include "io/atomic_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>
#include <vector>

namespace gjklab {

namespace fs = std::filesystem;

std::string os_error(const std::string& path, const std::string& what) {
    return path + ": " + what + " (" + std::strerror(errno) + ")";
}

namespace {

/// In the browser the files live in the page's memory (Emscripten's MEMFS): a named temporary
/// renamed over the target is enough, and the calls for disks and other processes (unnamed
/// files, modes, fsync, kill) are left out; some of them throw there instead of failing.
#ifdef __EMSCRIPTEN__
constexpr bool kInMemory = true;
#else
constexpr bool kInMemory = false;
#endif

fs::path folder_of(const fs::path& target) {
    return target.has_parent_path() ? target.parent_path() : fs::path(".");
}

/// ".NAME.gjklab-PID-": what this process's temporary names for `target` begin with.
std::string temporary_prefix(const fs::path& target) {
    return "." + target.filename().string() + ".gjklab-" + std::to_string(::getpid()) + "-";
}

/// Removes `.NAME.gjklab-PID-*` files and folders for `target` whose process has ended (left
/// by a `kill -9` where no unnamed temporary file could be made).
void remove_stale_temporaries(const fs::path& target) {
    const std::string head = "." + target.filename().string() + ".gjklab-";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder_of(target), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.compare(0, head.size(), head) != 0) continue;
        const long pid = std::strtol(name.c_str() + head.size(), nullptr, 10);
        if (pid <= 0 || (::kill(pid_t(pid), 0) != 0 && errno == ESRCH))
            fs::remove_all(entry.path(), ec);
    }
}

std::string random_letters() {
    static std::mt19937_64 rng{std::random_device{}()};
    static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::string s;
    for (int i = 0; i < 8; ++i) s += letters[rng() % (sizeof letters - 1)];
    return s;
}

mode_t mode_for(bool exists, const struct stat& st) {
    if (exists) return st.st_mode & 07777;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

}  // namespace

AtomicFile::AtomicFile(const std::string& target, const std::string& suffix, bool for_child)
    : target_(target) {
    if (target.empty()) throw OutputError("the output path is empty");
    struct stat st;
    const bool exists = ::stat(target.c_str(), &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) throw OutputError(target + ": is a folder");
    const int cloexec = for_child ? 0 : O_CLOEXEC;
    if (exists && !S_ISREG(st.st_mode)) {  // a device or a pipe: nothing to rename over
        in_place_ = true;
        path_ = target;
        fd_ = ::open(target.c_str(), O_WRONLY | cloexec);
        if (fd_ < 0) throw OutputError(os_error(target, "cannot write"));
        return;
    }
    const fs::path t(target);
    const fs::path dir = folder_of(t);
    if (!kInMemory) remove_stale_temporaries(t);
    const mode_t mode = kInMemory ? 0666 : mode_for(exists, st);
    fd_ = kInMemory ? -1 : ::open(dir.c_str(), O_TMPFILE | O_RDWR | cloexec, mode);
    if (fd_ >= 0) {
        anonymous_ = true;
        path_ = "/dev/fd/" + std::to_string(fd_);
        ::fchmod(fd_, mode);
        return;
    }
    std::string pattern = (dir / (temporary_prefix(t) + "XXXXXX" + suffix)).string();
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    fd_ = ::mkostemps(name.data(), int(suffix.size()), cloexec);
    if (fd_ < 0) throw OutputError(os_error(target, "cannot write"));
    path_ = name.data();
    if (!kInMemory) ::fchmod(fd_, mode);
}

AtomicFile::~AtomicFile() {
    if (!done_) discard();
}

void AtomicFile::write(const void* data, size_t size) {
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd_, p, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = EIO;
            const std::string message = os_error(target_, "cannot write");
            discard();
            throw OutputError(message);
        }
        p += n;
        size -= size_t(n);
    }
}

void AtomicFile::commit(bool allow_empty) {
    auto fail = [&](const std::string& what) {
        const std::string message = os_error(target_, what);
        discard();
        throw OutputError(message);
    };
    if (in_place_) {
        const int fd = fd_;
        fd_ = -1;
        if (::close(fd) != 0) fail("cannot write");
        done_ = true;
        return;
    }
    struct stat st;
    if (::fstat(fd_, &st) != 0) fail("cannot write");
    if (st.st_size == 0 && !allow_empty) {
        errno = EIO;
        fail("nothing was written");
    }
    if (!kInMemory && ::fsync(fd_) != 0) fail("cannot write");
    const fs::path t(target_);
    if (anonymous_) {
        // Give the unnamed file a name: the target's when there is none yet (one step), else a
        // temporary one, renamed over the target.
        const std::string self = "/proc/self/fd/" + std::to_string(fd_);
        if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, target_.c_str(), AT_SYMLINK_FOLLOW) != 0) {
            if (errno != EEXIST) fail("cannot write");
            std::string named;
            for (int attempt = 0;; ++attempt) {
                named = (folder_of(t) / (temporary_prefix(t) + random_letters())).string();
                if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, named.c_str(), AT_SYMLINK_FOLLOW) ==
                    0)
                    break;
                if (errno != EEXIST || attempt > 16) fail("cannot write");
            }
            if (::rename(named.c_str(), target_.c_str()) != 0) {
                const std::string message = os_error(target_, "cannot replace");
                ::unlink(named.c_str());
                discard();
                throw OutputError(message);
            }
        }
    } else if (::rename(path_.c_str(), target_.c_str()) != 0) {
        fail("cannot replace");
    }
    const int fd = fd_;
    fd_ = -1;
    done_ = true;
    ::close(fd);
    // Make the new name itself durable.
    const int dfd =
        kInMemory ? -1 : ::open(folder_of(t).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

void AtomicFile::discard() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (!in_place_ && !anonymous_ && !done_ && !path_.empty()) ::unlink(path_.c_str());
    done_ = true;
}

void write_file_atomically(const std::string& path, const std::string& bytes) {
    AtomicFile f(path);
    f.write(bytes.data(), bytes.size());
    f.commit(true);
}

std::string make_temporary_folder(const std::string& target) {
    const fs::path t(target);
    remove_stale_temporaries(t);
    std::string pattern = (folder_of(t) / (temporary_prefix(t) + "XXXXXX")).string();
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    if (!::mkdtemp(name.data()))
        throw OutputError(os_error(target, "cannot write into its folder"));
    struct stat none {};
    ::chmod(name.data(), mode_for(false, none) | 0111);  // a folder as mkdir would make it
    return name.data();
}

}  // namespace gjklab
