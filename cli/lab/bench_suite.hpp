#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "cli/lab/run_configuration.hpp"
#include "parser/source/source_file.hpp"
#include "parser/syntax/sexpr.hpp"

namespace polyplan::cli {

// A bench suite file: which instances, which configurations, and the limits per run.
//
//   (suite fbp-paper
//     (about "the Flying Block paper's 145 instances")   ; optional
//     (instances "../../shared/data/fbp")                 ; one or more, repeatable
//     (time 60)                                           ; seconds per run (default 60)
//     (memory "2G")                                       ; per run (default "2G")
//     (config "BFS" "bfs" (time 10))                      ; LABEL SEARCH [(time S)], repeatable
//     (config "auto" "auto"))
//
// An instance string is a path relative to the suite file's folder, where * ? [..] glob and
// #SELECTOR picks problems as on the command line; #A-B is every number from A to B
// (`Microban.xsb#1-155`, `korf100.txt#1-100`). A folder holding frame.txt is one Flying Block
// instance; any other folder stands for its instance folders; a file without a selector stands
// for every problem in it.
//
// A suite may also be made in memory for a command-line input (cli/bench_input): it has no
// source, and its one pattern may be empty, which stands for its folder itself.
struct BenchSuite {
  std::string name;
  std::string about;
  std::string folder;  // the suite file's folder, which instance paths are relative to
  struct Pattern {
    std::string text;
    Position at;
  };
  std::vector<Pattern> patterns;
  std::vector<RunConfiguration> configurations;
  // True when the configurations are bench's defaults for a folder or a file of problems rather
  // than a suite file's own, so that --config replaces them instead of adding to them.
  bool default_configurations = false;
  double time_s = 60;
  std::string memory = "2G";
  SourcePtr source;  // null for a suite made in memory
};

// Reads and checks a suite file; errors are `file:line:col: error: ...` with the line and a caret.
BenchSuite read_bench_suite(SourcePtr source);

// One instance to run: `input` as polyplan solve takes it, `key` the same relative to the suite
// file's folder (so that results from machines with other paths still match).
struct BenchInstance {
  std::string input;
  std::string key;
};

// A Flying Block instance: a folder holding frame.txt and goal.txt.
bool is_flying_block_folder(const std::filesystem::path& folder);

// Every instance the suite's patterns name, in the patterns' order and, inside one pattern, in
// natural order; a pattern that names nothing is an error at its position in the suite file (or,
// for a suite made in memory, about its path).
std::vector<BenchInstance> expand_instances(const BenchSuite& suite);

}  // namespace polyplan::cli
