#include "cli/output_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

namespace fs = std::filesystem;

[[noreturn]] void cannot_write(const std::string& path, const std::string& reason) {
  throw InputError(Diagnostic::about(path, "cannot write the output file: " + reason));
}

void refuse_folder(const std::string& path) {
  std::error_code ignored;
  if (fs::is_directory(path, ignored))
    cannot_write(path, "it is a folder; name a file inside it, e.g. " + (fs::path(path) / "out").string());
}

fs::path temporary_beside(const std::string& path) {
  fs::path temporary(path);
  temporary += ".polyplan-tmp";
  return temporary;
}

// Opens the temporary file; the system's reason when it cannot (its folder is missing, ...).
int open_temporary(const std::string& path, const fs::path& temporary) {
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) {
    std::string reason = std::strerror(errno);
    fs::path folder = fs::path(path).parent_path();
    std::error_code ignored;
    if (errno == ENOENT && !folder.empty() && !fs::exists(folder, ignored))
      reason = "the folder " + folder.string() + " does not exist";
    cannot_write(path, reason);
  }
  return fd;
}

}  // namespace

void write_output(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::cout << text << std::flush;
    return;
  }
  refuse_folder(path);
  const fs::path temporary = temporary_beside(path);
  int fd = open_temporary(path, temporary);
  for (std::size_t written = 0; written < text.size();) {
    ssize_t count = ::write(fd, text.data() + written, text.size() - written);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) {
      std::string reason = std::strerror(errno);
      ::close(fd);
      ::unlink(temporary.c_str());
      cannot_write(path, reason);
    }
    written += static_cast<std::size_t>(count);
  }
  if (::close(fd) != 0) {
    std::string reason = std::strerror(errno);
    ::unlink(temporary.c_str());
    cannot_write(path, reason);
  }
  std::error_code renamed;
  fs::rename(temporary, path, renamed);
  if (renamed) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    cannot_write(path, renamed.message());
  }
}

void check_output(const std::string& path) {
  if (path == "-") return;
  refuse_folder(path);
  const fs::path temporary = temporary_beside(path);
  ::close(open_temporary(path, temporary));
  ::unlink(temporary.c_str());
}

}  // namespace polyplan::cli
