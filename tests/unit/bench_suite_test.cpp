// The bench suite file: what it reads, and the exact message (with position) for each mistake.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli/lab/bench_suite.hpp"
#include "parser/input_error.hpp"
#include "tests/support/error_headlines.hpp"

namespace polyplan::cli {
namespace {

using test_support::error_headlines;

BenchSuite read_text(const std::string& text) { return read_bench_suite(SourceFile::from_text("t.suite", text)); }

std::string error_of(const std::string& text) {
  std::vector<std::string> headlines = error_headlines([&] { read_text(text); });
  return headlines.empty() ? std::string() : headlines.front();
}

TEST(BenchSuite, ReadsInstancesConfigurationsAndLimits) {
  BenchSuite suite = read_text(R"(; a comment
(suite quick
  (about "two configurations")
  (instances "a.pzl" "levels.xsb#1-3")
  (config "BFS" "bfs" (time 5))
  (config fast "fast")
  (time 20)
  (memory "1G"))
)");
  EXPECT_EQ(suite.name, "quick");
  EXPECT_EQ(suite.about, "two configurations");
  ASSERT_EQ(suite.patterns.size(), 2u);
  EXPECT_EQ(suite.patterns[1].text, "levels.xsb#1-3");
  EXPECT_EQ(suite.memory, "1G");
  ASSERT_EQ(suite.configurations.size(), 2u);
  EXPECT_EQ(suite.configurations[0].label, "BFS");
  EXPECT_EQ(suite.configurations[0].time_s, 5);
  // (time) after the configurations still sets their default.
  EXPECT_EQ(suite.configurations[1].time_s, 20);
  EXPECT_TRUE(suite.configurations[1].choice.fast);
  EXPECT_EQ(suite.configurations[1].choice.search, "auto");
}

TEST(BenchSuite, ReportsEachMistakeAtItsPosition) {
  EXPECT_EQ(error_of(""), "t.suite: error: the suite file holds no (suite ...)");
  EXPECT_EQ(error_of("(suit x)"),
            "t.suite:1:1: error: expected (suite NAME (instances \"PATH\") (config LABEL \"SEARCH\") ...), found "
            "'(suit x)'");
  EXPECT_EQ(error_of("(suite x (config \"a\" \"bfs\"))"), "t.suite:1:1: error: the suite 'x' names no (instances ...)");
  EXPECT_EQ(error_of("(suite x (instances \"a\"))"), "t.suite:1:1: error: the suite 'x' has no (config ...)");
  EXPECT_EQ(error_of("(suite x\n  (instances a))"),
            "t.suite:2:14: error: expected an instance path as a string, found 'a'");
  EXPECT_EQ(
      error_of("(suite x (instances \"a\") (config \"a\" \"frob(nope)\"))"),
      "t.suite:1:39: error: unknown search 'frob'; searches: bfs, ucs, astar, dpastar, wastar, gbfs, idastar, fess, "
      "pull, portfolio");
  EXPECT_EQ(
      error_of("(suite x (instances \"a\") (config \"a\" bfs))"),
      "t.suite:1:38: error: expected the search as a string, e.g. \"astar(goal-count)\" or \"auto\", found 'bfs'");
  EXPECT_EQ(error_of("(suite x (instances \"a\") (config \"a\" \"bfs\") (config \"a\" \"ucs\"))"),
            "t.suite:1:53: error: the label 'a' is used by two configurations");
  EXPECT_EQ(error_of("(suite x (instances \"a\") (config \"a\" \"bfs\") (time 0))"),
            "t.suite:1:51: error: the time limit must be a positive number of seconds, found 0");
  EXPECT_EQ(error_of("(suite x (instances \"a\") (config \"a\" \"bfs\") (time 1) (time 2))"),
            "t.suite:1:54: error: (time ...) is given twice");
  EXPECT_EQ(error_of("(suite x (instances \"a\") (config \"a\" \"bfs\") (memory \"lots\"))"),
            "t.suite:1:53: error: expected a size such as 500M, 2G or 1.5G (K, M, G, T in any case, B optional; 0: no "
            "limit), got 'lots'");
  EXPECT_EQ(error_of("(suite x (instances \"a\") (confg \"a\" \"bfs\"))"),
            "t.suite:1:27: error: unknown clause 'confg'; expected about, instances, time, memory or config");
  EXPECT_EQ(error_of("(suite x (instances \"a\") (config \"a\" \"bfs\"))\n(suite y)"),
            "t.suite:2:1: error: a suite file holds one (suite ...); this is a second form");
}

TEST(BenchSuite, TheCaretPointsAtTheMistake) {
  try {
    read_text("(suite x (instances \"a\")\n  (config \"a\" \"astar(goal-count, zz=1)\"))");
    FAIL() << "expected an InputError";
  } catch (const InputError& error) {
    EXPECT_EQ(error.format(),
              "t.suite:2:34: error: search 'astar' has no option 'zz'; its options: heuristic, tiebreak, order, "
              "symmetry, board-symmetry, prune, "
              "macros, preferred, boost, nodes, bucket\n"
              "  (config \"a\" \"astar(goal-count, zz=1)\"))\n"
              "                                 ^\n");
  }
}

// Instances: globs, ranges, whole files and Flying Block folders, relative to the suite's folder.
TEST(BenchSuite, ExpandsPatternsRelativeToTheSuiteFile) {
  namespace fs = std::filesystem;
  fs::path folder = fs::temp_directory_path() / "polyplan-bench-suite-test";
  fs::remove_all(folder);
  fs::create_directories(folder / "fbp" / "B-x2");
  fs::create_directories(folder / "fbp" / "B-x10");
  for (const char* name : {"B-x2", "B-x10"})
    for (const char* file : {"frame.txt", "goal.txt"}) std::ofstream(folder / "fbp" / name / file) << "1 0\n";
  fs::copy_file(fs::path(POLYPLAN_SOURCE_DIR) / "examples" / "spec-examples.pzl", folder / "spec.pzl");
  std::string text =
      "(suite x (instances \"fbp\" \"spec.pzl\" \"spec.pzl#tiny\" \"levels.xsb#2-4\") (config \"a\" \"bfs\"))";
  std::ofstream(folder / "levels.xsb") << "#####\n#@$.#\n#####\n";
  std::ofstream(folder / "x.suite") << text;
  BenchSuite suite = read_bench_suite(SourceFile::read((folder / "x.suite").string()));
  std::vector<std::string> keys;
  for (const BenchInstance& instance : expand_instances(suite)) keys.push_back(instance.key);
  EXPECT_EQ(keys,
            (std::vector<std::string>{"fbp/B-x2", "fbp/B-x10", "spec.pzl#fbp-e6", "spec.pzl#eight-14", "spec.pzl#tiny",
                                      "spec.pzl#tiny", "levels.xsb#2", "levels.xsb#3", "levels.xsb#4"}));
  std::ofstream(folder / "y.suite") << "(suite y\n  (instances \"nothing-*\") (config \"a\" \"bfs\"))";
  BenchSuite empty = read_bench_suite(SourceFile::read((folder / "y.suite").string()));
  EXPECT_EQ(error_headlines([&] { expand_instances(empty); }).front(),
            (folder / "y.suite").string() +
                ":2:14: error: no file or folder matches 'nothing-*' (paths are relative to the suite file's folder)");
  fs::remove_all(folder);
}

}  // namespace
}  // namespace polyplan::cli
