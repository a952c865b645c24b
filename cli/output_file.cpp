#include "cli/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>

#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

namespace fs = std::filesystem;

[[noreturn]] void cannot_write(const std::string& path, const std::string& reason) {
  throw InputError(Diagnostic::about(path, "cannot write the output file: " + reason));
}

// What a named output path ends at once its symbolic links are followed: a rename must replace
// the file a link points to, never the link, and only a regular file (or nothing) may be
// replaced. A device or a FIFO is written in place: renaming a file over /dev/full would replace
// the device.
struct Destination {
  enum class Kind { Missing, Regular, Folder, Special };
  fs::path path;
  Kind kind = Kind::Missing;
  mode_t mode = 0;  // a Regular file's permissions, kept by its replacement
};

// Linux's own bound on the links followed in one path (ELOOP past it).
constexpr int kMaxLinks = 40;

Destination resolve(const std::string& path) {
  fs::path current(path);
  for (int links = 0;; ++links) {
    struct stat status {};
    if (::lstat(current.c_str(), &status) != 0) {
      if (errno == ENOENT) return {current, Destination::Kind::Missing};
      cannot_write(path, std::strerror(errno));
    }
    if (S_ISLNK(status.st_mode)) {
      if (links == kMaxLinks) cannot_write(path, std::strerror(ELOOP));
      std::error_code error;
      fs::path target = fs::read_symlink(current, error);
      if (error) cannot_write(path, error.message());
      current = target.is_absolute() ? target : current.parent_path() / target;
      continue;
    }
    if (S_ISDIR(status.st_mode)) return {current, Destination::Kind::Folder};
    if (S_ISREG(status.st_mode)) return {current, Destination::Kind::Regular, status.st_mode & 07777};
    return {current, Destination::Kind::Special};
  }
}

Destination writable_destination(const std::string& path) {
  Destination destination = resolve(path);
  if (destination.kind == Destination::Kind::Folder)
    cannot_write(path, "it is a folder; name a file inside it, e.g. " + (fs::path(path) / "out").string());
  return destination;
}

// A name beside the target that no other file has: the temporary file is created exclusively,
// so neither an existing file of that name nor a second polyplan writing the same output is
// overwritten.
fs::path temporary_beside(const fs::path& target) {
  static std::atomic<unsigned> counter{0};
  fs::path temporary = target;
  temporary += ".polyplan-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".tmp";
  return temporary;
}

// Opens a new temporary file beside the target; the system's reason when it cannot (its folder
// is missing, ...).
int open_temporary(const std::string& path, const fs::path& target, fs::path& temporary) {
  for (;;) {
    temporary = temporary_beside(target);
    int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) return fd;
    if (errno == EEXIST) continue;
    std::string reason = std::strerror(errno);
    fs::path folder = target.parent_path();
    std::error_code ignored;
    if (errno == ENOENT && !folder.empty() && !fs::exists(folder, ignored))
      reason = "the folder " + folder.string() + " does not exist";
    cannot_write(path, reason);
  }
}

// Writes all of `text` to `fd`; the system's reason when it cannot (a full device, ...).
std::optional<std::string> write_all(int fd, const std::string& text) {
  for (std::size_t written = 0; written < text.size();) {
    ssize_t count = ::write(fd, text.data() + written, text.size() - written);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) return std::strerror(errno);
    written += static_cast<std::size_t>(count);
  }
  return std::nullopt;
}

void write_in_place(const std::string& path, const Destination& destination, const std::string& text) {
  int fd = ::open(destination.path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) cannot_write(path, std::strerror(errno));
  std::optional<std::string> failure = write_all(fd, text);
  if (::close(fd) != 0 && !failure) failure = std::strerror(errno);
  if (failure) cannot_write(path, *failure);
}

void replace_atomically(const std::string& path, const Destination& destination, const std::string& text) {
  fs::path temporary;
  int fd = open_temporary(path, destination.path, temporary);
  std::optional<std::string> failure = write_all(fd, text);
  if (!failure && destination.kind == Destination::Kind::Regular && ::fchmod(fd, destination.mode) != 0)
    failure = std::strerror(errno);
  if (::close(fd) != 0 && !failure) failure = std::strerror(errno);
  if (failure) {
    ::unlink(temporary.c_str());
    cannot_write(path, *failure);
  }
  if (::rename(temporary.c_str(), destination.path.c_str()) != 0) {
    std::string reason = std::strerror(errno);
    ::unlink(temporary.c_str());
    cannot_write(path, reason);
  }
}

}  // namespace

void write_output(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::cout << text << std::flush;
    if (!std::cout)
      throw InputError(Diagnostic::about("standard output", "cannot write: " + std::string(std::strerror(errno))));
    return;
  }
  Destination destination = writable_destination(path);
  if (destination.kind == Destination::Kind::Special)
    write_in_place(path, destination, text);
  else
    replace_atomically(path, destination, text);
}

void check_output(const std::string& path) {
  if (path == "-") return;
  Destination destination = writable_destination(path);
  // Opening a FIFO would wait for its reader, and opening a device may act on it: asking is enough.
  if (destination.kind == Destination::Kind::Special) {
    if (::access(destination.path.c_str(), W_OK) != 0) cannot_write(path, std::strerror(errno));
    return;
  }
  fs::path temporary;
  ::close(open_temporary(path, destination.path, temporary));
  ::unlink(temporary.c_str());
}

}  // namespace polyplan::cli
