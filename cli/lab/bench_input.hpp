#pragma once
#include <string>

#include "cli/lab/bench_suite.hpp"

namespace polyplan::cli {

// What `polyplan bench INPUT` was given. A file whose name ends in .suite is a suite file; any
// other file is a file of problems (a .pzl, Sokoban levels, tile lines: every problem in it); a
// folder holds Flying Block instance folders (or is one).
enum class BenchInputKind { SuiteFile, InstanceFolders, ProblemFile };

// The kind of INPUT; a path that is none of them is an InputError about the path.
BenchInputKind bench_input_kind(const std::string& input);

// The suite INPUT stands for: a suite file as read_bench_suite reads it, or a suite made in
// memory, named after the folder or the file (without its extension), with the default limits
// (60 s, 2G) and the default configurations of its kind: for instance folders the Flying Block
// paper's BFS, SA*, DPA* and CBHA*, polyplan's auto and its best configuration; for a file of
// problems BFS, optimal (auto) and fast. Its instance keys are the instance folders' names, or
// FILE#SELECTOR for a file's problems (the level number, the tile line's id, the .pzl problem's
// name).
BenchSuite bench_suite_of(const std::string& input);

}  // namespace polyplan::cli
