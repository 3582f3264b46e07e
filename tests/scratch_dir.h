// A folder for the files one test program writes, removed with everything in it when the
// program ends: tests leave nothing behind in the temporary directory.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace gjklab::testing_support {

class ScratchDir {
  public:
    explicit ScratchDir(const std::string& prefix)
        : path_((std::filesystem::temp_directory_path() / (prefix + "_" + std::to_string(getpid())))
                    .string()) {
        std::filesystem::create_directories(path_);
    }
    ~ScratchDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::string& path() const { return path_; }

  private:
    std::string path_;
};

}  // namespace gjklab::testing_support
