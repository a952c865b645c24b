#pragma once
// The example problems of the families written as text (examples/families/FAMILY/*.pzl) and the
// optimal costs their comments state (`; optimal: N` before each problem), for the tests that
// check them.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace polyplan::family_examples {

namespace fs = std::filesystem;

inline fs::path families_dir() { return fs::path(POLYPLAN_SOURCE_DIR) / "examples" / "families"; }

inline std::vector<std::string> example_files() {
  std::vector<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(families_dir()))
    if (entry.is_regular_file() && entry.path().extension() == ".pzl")
      files.push_back(fs::relative(entry.path(), families_dir()).string());
  std::sort(files.begin(), files.end());
  return files;
}

// `; optimal: N` lines, in the order of the problems they stand before; `(too large for the
// reference search)` after N leaves that problem to the planner and the stated count alone.
struct Stated {
  int cost = 0;
  bool too_large = false;
};
inline std::map<std::string, Stated> stated_costs(const fs::path& path) {
  std::ifstream in(path);
  static const std::regex stated(R"(^\s*;\s*optimal: (\d+)( \(too large for the reference search\))?\s*$)");
  static const std::regex problem(R"(\(define \(problem ([^)\s]+)\))");
  std::map<std::string, Stated> costs;
  std::optional<Stated> pending;
  std::string line;
  std::smatch match;
  while (std::getline(in, line)) {
    if (std::regex_match(line, match, stated)) pending = Stated{std::stoi(match[1]), match[2].matched};
    if (std::regex_search(line, match, problem) && pending) {
      costs[match[1]] = *pending;
      pending.reset();
    }
  }
  return costs;
}

inline std::string test_name(const testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  std::replace_if(
      name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

}  // namespace polyplan::family_examples
