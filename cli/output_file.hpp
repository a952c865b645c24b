#pragma once
#include <string>

namespace polyplan::cli {

// Writes `text` to `path` through a temporary file beside it and a rename, so that a failure
// never leaves a partial file; "-" means standard output. Throws InputError naming the path and
// the system's reason (a missing folder, a folder where the file should be, no permission).
void write_output(const std::string& path, const std::string& text);

// Checks, before a long computation, that write_output(path, ...) can succeed: `path` is not a
// folder and a file can be created beside it. Leaves nothing behind. Throws as write_output.
void check_output(const std::string& path);

}  // namespace polyplan::cli
