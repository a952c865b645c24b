#pragma once
#include <string>
#include <vector>

namespace polyplan::cli {

// A word as a POSIX shell reads it back: as it is when it holds only safe characters, otherwise
// in single quotes ('SA*=10', '^D-').
std::string shell_word(const std::string& word);

// The words as one command line, each quoted as it needs.
std::string shell_line(const std::vector<std::string>& words);

}  // namespace polyplan::cli
