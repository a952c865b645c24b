#pragma once
#include <filesystem>
#include <string>
#include <vector>

namespace polyplan::architecture {

struct IncludeLine {
  std::string file;  // relative to the source tree, with '/' separators
  unsigned line = 0;
  std::string path;     // as written between the quotes or angle brackets
  std::string written;  // "domains/x.hpp" or <boost/x.hpp>, for messages
};

// A line of a source file that holds a quoted word a rule forbids.
struct NamingLine {
  std::string file;
  unsigned line = 0;
  std::string word;  // as the rule quotes it, "fly"
};

// The lines of the sources (C++ and the JavaScript the pages embed) under the given folders that
// hold one of `words` (each with its double quotes, as a string literal), by file then line.
std::vector<NamingLine> naming_lines(const std::filesystem::path& root, const std::vector<std::string>& folders,
                                     const std::vector<std::string>& words);

// Every #include of the C++ sources (.cpp, .hpp, .h, ...) under the given folders of `root`,
// by file then line. Folders named build* or starting with '.' are skipped: they hold generated
// code, not the project's. Throws std::runtime_error when a folder does not exist, so that a
// renamed folder cannot leave its files unchecked.
std::vector<IncludeLine> include_lines(const std::filesystem::path& root, const std::vector<std::string>& folders,
                                       std::size_t& files_read);

}  // namespace polyplan::architecture
