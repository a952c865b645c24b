#include "cli/lab/bench_input.hpp"

#include <filesystem>

#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

namespace fs = std::filesystem;

// The paper's four algorithms (Table 2; CBHA* with the paper's class heuristics, from the rules
// compiled in as builtin:paper-cbha), polyplan's own selection (auto) and its best configuration.
const std::vector<std::pair<std::string, std::string>> kFlyingBlockConfigurations{
    {"BFS", "bfs"},
    {"SA*", "astar(primitive)"},
    {"DPA*", "dpastar(general)"},
    {"CBHA*", "auto@builtin:paper-cbha"},
    {"auto", "auto"},
    {"best", "astar(target-path, tiebreak=depth)"},
};

// For a file of problems (Sokoban levels): the BFS oracle, the selector's optimal choice and its
// --fast one.
const std::vector<std::pair<std::string, std::string>> kProblemFileConfigurations{
    {"BFS", "bfs"}, {"optimal", "auto"}, {"fast", "fast"}};

// The path without a trailing separator or "./" steps, so that its last part names it.
fs::path tidy(const std::string& input) {
  fs::path path = fs::path(input).lexically_normal();
  if (path.filename().empty() && path.has_parent_path()) path = path.parent_path();
  return path;
}

std::string name_of(const fs::path& path, BenchInputKind kind) {
  fs::path named = path.filename() == "." || path.filename() == ".." ? fs::absolute(path).lexically_normal() : path;
  if (named.filename().empty()) named = named.parent_path();
  std::string name = (kind == BenchInputKind::ProblemFile ? named.stem() : named.filename()).string();
  return name.empty() ? std::string("bench") : name;
}

}  // namespace

BenchInputKind bench_input_kind(const std::string& input) {
  std::error_code error;
  if (fs::is_directory(input, error)) return BenchInputKind::InstanceFolders;
  if (fs::is_regular_file(input, error))
    return fs::path(input).extension() == ".suite" ? BenchInputKind::SuiteFile : BenchInputKind::ProblemFile;
  throw InputError(Diagnostic::about(
      input,
      "no such file or folder; bench takes a suite file (NAME.suite), a folder of Flying Block instance "
      "folders (frame.txt and goal.txt) or a file of problems (.pzl, Sokoban levels, tile lines)"));
}

BenchSuite bench_suite_of(const std::string& input) {
  const BenchInputKind kind = bench_input_kind(input);
  if (kind == BenchInputKind::SuiteFile) return read_bench_suite(SourceFile::read(input));
  const fs::path path = tidy(input);
  BenchSuite suite;
  suite.name = name_of(path, kind);
  suite.default_configurations = true;
  if (kind == BenchInputKind::InstanceFolders && !is_flying_block_folder(path)) {
    // The instances are the folders inside: keyed by their own names, so --only '^D-' picks the
    // class-D instances of ../shared/data/fbp.
    suite.about = "the Flying Block instances of " + path.string();
    suite.folder = path.string();
    suite.patterns.push_back({"", Position{}});
  } else {
    suite.about = kind == BenchInputKind::ProblemFile ? "the problems of " + path.string()
                                                      : "the Flying Block instance " + path.string();
    suite.folder = path.parent_path().string();
    suite.patterns.push_back({path.filename().string(), Position{}});
  }
  for (const auto& [label, search] :
       kind == BenchInputKind::ProblemFile ? kProblemFileConfigurations : kFlyingBlockConfigurations)
    suite.configurations.push_back(parse_run_configuration(label, search, suite.time_s, "bench"));
  return suite;
}

}  // namespace polyplan::cli
