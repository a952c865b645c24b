#pragma once
#include <string>

namespace polyplan::cli {

// Writes `text` to `path` through a temporary file beside it and a rename, so that a failure
// never leaves a partial file; "-" means standard output. Throws InputError naming the path.
void write_output(const std::string& path, const std::string& text);

}  // namespace polyplan::cli
