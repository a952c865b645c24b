#pragma once
#include <string>

namespace polyplan::cli {

// Writes `text` to `path`; "-" means standard output. A regular file (or a new one) is written
// through a temporary file beside it and a rename, so that a failure never leaves a partial file;
// a symbolic link is followed and the file it ends at replaced so, the link kept; a device or a
// FIFO is written in place, never replaced. Throws InputError naming the path and the system's
// reason (a missing folder, a folder where the file should be, no permission, a full device).
void write_output(const std::string& path, const std::string& text);

// Checks, before a long computation, that write_output(path, ...) can succeed: `path` is not a
// folder and a file can be created beside the file it ends at, or it is a device or FIFO open
// for writing. Leaves nothing behind. Throws as write_output.
void check_output(const std::string& path);

}  // namespace polyplan::cli
