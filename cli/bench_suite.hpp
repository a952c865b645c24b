#pragma once
#include <string>
#include <vector>

#include "cli/run_configuration.hpp"
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
  double time_s = 60;
  std::string memory = "2G";
  SourcePtr source;
};

// Reads and checks a suite file; errors are `file:line:col: error: ...` with the line and a caret.
BenchSuite read_bench_suite(SourcePtr source);

// One instance to run: `input` as polyplan solve takes it, `key` the same relative to the suite
// file's folder (so that results from machines with other paths still match).
struct BenchInstance {
  std::string input;
  std::string key;
};

// Every instance the suite's patterns name, in the patterns' order and, inside one pattern, in
// natural order; a pattern that names nothing is an error at its position in the suite file.
std::vector<BenchInstance> expand_instances(const BenchSuite& suite);

}  // namespace polyplan::cli
