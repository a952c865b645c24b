#pragma once
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace polyplan::test_support {

// Points POLYPLAN_CACHE at a fresh directory for the life of the object, then puts the previous
// value back and removes the directory, so that a test sees exactly the cache files it caused.
class ScopedCacheDirectory {
 public:
  explicit ScopedCacheDirectory(const std::string& name) : path_(std::filesystem::temp_directory_path() / name) {
    std::filesystem::remove_all(path_);
    if (const char* previous = std::getenv("POLYPLAN_CACHE")) previous_ = previous;
    setenv("POLYPLAN_CACHE", path_.c_str(), 1);
  }
  ~ScopedCacheDirectory() {
    if (previous_)
      setenv("POLYPLAN_CACHE", previous_->c_str(), 1);
    else
      unsetenv("POLYPLAN_CACHE");
    std::filesystem::remove_all(path_);
  }
  ScopedCacheDirectory(const ScopedCacheDirectory&) = delete;
  ScopedCacheDirectory& operator=(const ScopedCacheDirectory&) = delete;

  std::vector<std::filesystem::path> files() const {
    std::vector<std::filesystem::path> found;
    if (std::filesystem::exists(path_))
      for (const auto& entry : std::filesystem::directory_iterator(path_)) found.push_back(entry.path());
    return found;
  }

 private:
  std::filesystem::path path_;
  std::optional<std::string> previous_;
};

}  // namespace polyplan::test_support
