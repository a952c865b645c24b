// What `polyplan bench INPUT` makes of a folder of Flying Block instances, a file of problems or a
// suite file: the suite's name, its default configurations and limits, and its instance keys.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include <unistd.h>

#include "cli/lab/bench_input.hpp"
#include "parser/input_error.hpp"
#include "tests/support/error_headlines.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan::cli {
namespace {

namespace fs = std::filesystem;
using test_support::error_headlines;

std::vector<std::string> labels_of(const BenchSuite& suite) {
  std::vector<std::string> labels;
  for (const RunConfiguration& configuration : suite.configurations) labels.push_back(configuration.label);
  return labels;
}

std::vector<std::string> keys_of(const BenchSuite& suite) {
  std::vector<std::string> keys;
  for (const BenchInstance& instance : expand_instances(suite)) keys.push_back(instance.key);
  return keys;
}

// A scratch folder with two tiny Flying Block instances (a class-A bar, a class-B bar, as in
// tests/cli/end_to_end.sh), a file and a folder that are not instances, and two Sokoban levels.
class BenchInput : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("polyplan-bench-input-test-" + std::to_string(getpid()));
    fs::remove_all(folder_);
    write("fbp/A-tiny/frame.txt", "1 0\n1 0\n0 2\n0 3\n");
    write("fbp/A-tiny/goal.txt", "0 0\n0 0\n0 1\n0 1\n");
    write("fbp/B-tiny/frame.txt", "1 2\n1 3\n1 4\n0 5\n");
    write("fbp/B-tiny/goal.txt", "0 0\n1 0\n1 0\n1 0\n");
    write("fbp/index.tsv", "name\tclass\n");
    write("fbp/notes/readme.txt", "not an instance\n");
    write("levels.xsb", "; one\n#####\n#@$.#\n#####\n\n; two\n######\n#@$ .#\n######\n");
    fs::create_directories(folder_ / "empty");
  }
  void TearDown() override { fs::remove_all(folder_); }

  void write(const std::string& name, const std::string& text) {
    fs::create_directories((folder_ / name).parent_path());
    std::ofstream(folder_ / name) << text;
  }
  std::string path(const std::string& name) const { return (folder_ / name).string(); }

  fs::path folder_;
};

TEST_F(BenchInput, AFolderOfInstanceFoldersIsASuiteOfTheFlyingBlockDefaults) {
  EXPECT_EQ(bench_input_kind(path("fbp")), BenchInputKind::InstanceFolders);
  BenchSuite suite = bench_suite_of(path("fbp"));
  EXPECT_EQ(suite.name, "fbp");
  EXPECT_TRUE(suite.default_configurations);
  EXPECT_EQ(suite.time_s, 60);
  EXPECT_EQ(suite.memory, "2G");
  EXPECT_EQ(labels_of(suite), (std::vector<std::string>{"BFS", "SA*", "DPA*", "CBHA*", "auto", "best"}));
  EXPECT_EQ(suite.configurations[3].choice.rules_file, "builtin:paper-cbha");
  EXPECT_EQ(suite.configurations[5].text, "astar(target-path, tiebreak=depth)");
  for (const RunConfiguration& configuration : suite.configurations) EXPECT_EQ(configuration.time_s, 60);
  // Keyed by the folders' own names; the file and the folder without frame.txt are no instances.
  std::vector<BenchInstance> instances = expand_instances(suite);
  ASSERT_EQ(instances.size(), 2u);
  EXPECT_EQ(instances[0].key, "A-tiny");
  EXPECT_EQ(instances[0].input, path("fbp/A-tiny"));
  EXPECT_EQ(instances[1].key, "B-tiny");
  // A trailing separator changes nothing.
  BenchSuite slashed = bench_suite_of(path("fbp") + "/");
  EXPECT_EQ(slashed.name, "fbp");
  EXPECT_EQ(keys_of(slashed), (std::vector<std::string>{"A-tiny", "B-tiny"}));
}

TEST_F(BenchInput, AnInstanceFolderIsASuiteOfOne) {
  BenchSuite suite = bench_suite_of(path("fbp/B-tiny"));
  EXPECT_EQ(suite.name, "B-tiny");
  EXPECT_EQ(keys_of(suite), std::vector<std::string>{"B-tiny"});
}

TEST_F(BenchInput, AFileOfLevelsIsASuiteOfItsProblemsUnderBfsOptimalAndFast) {
  EXPECT_EQ(bench_input_kind(path("levels.xsb")), BenchInputKind::ProblemFile);
  BenchSuite suite = bench_suite_of(path("levels.xsb"));
  EXPECT_EQ(suite.name, "levels");
  EXPECT_EQ(labels_of(suite), (std::vector<std::string>{"BFS", "optimal", "fast"}));
  EXPECT_TRUE(suite.configurations[2].choice.fast);
  EXPECT_EQ(keys_of(suite), (std::vector<std::string>{"levels.xsb#1", "levels.xsb#2"}));
  EXPECT_EQ(expand_instances(suite)[1].input, path("levels.xsb") + "#2");
}

TEST_F(BenchInput, APzlFileIsKeyedByItsProblemsNames) {
  BenchSuite suite = bench_suite_of(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl");
  EXPECT_EQ(suite.name, "spec-examples");
  EXPECT_EQ(keys_of(suite), (std::vector<std::string>{"spec-examples.pzl#fbp-e6", "spec-examples.pzl#eight-14",
                                                      "spec-examples.pzl#tiny"}));
}

TEST_F(BenchInput, AFileEndingInSuiteIsASuiteFile) {
  write("x.suite", "(suite x (instances \"fbp\") (config \"a\" \"bfs\"))");
  EXPECT_EQ(bench_input_kind(path("x.suite")), BenchInputKind::SuiteFile);
  BenchSuite suite = bench_suite_of(path("x.suite"));
  EXPECT_EQ(suite.name, "x");
  EXPECT_FALSE(suite.default_configurations);
  EXPECT_EQ(keys_of(suite), (std::vector<std::string>{"fbp/A-tiny", "fbp/B-tiny"}));
}

TEST_F(BenchInput, AnInputThatIsNoneIsAnErrorAboutItsPath) {
  EXPECT_EQ(error_headlines([&] { bench_suite_of(path("nowhere")); }).front(),
            path("nowhere") +
                ": error: no such file or folder; bench takes a suite file (NAME.suite), a folder of Flying Block "
                "instance folders (frame.txt and goal.txt) or a file of problems (.pzl, Sokoban levels, tile lines)");
  BenchSuite empty = bench_suite_of(path("empty"));
  EXPECT_EQ(error_headlines([&] { expand_instances(empty); }).front(),
            path("empty") + ": error: holds no instances (no Flying Block instance folders, no problems)");
  write("broken.xsb", "#####\n#@$ #\n#####\n");
  BenchSuite broken = bench_suite_of(path("broken.xsb"));
  // A file that does not read is its reader's error, at its position, before anything runs.
  EXPECT_EQ(error_headlines([&] { expand_instances(broken); }).front(),
            path("broken.xsb") +
                ":1:1: error: more box pieces than goal cells: 1 box piece(s) covering 1 cell(s), "
                "but 0 goal cell(s); (all box on goal) can never hold");
}

// The published instances: one per folder, keyed by its name, so that `--only '^D-'` picks the
// paper's 13 class-D instances, as `suite --only '^D-'` did.
TEST(BenchInputSharedData, ThePublishedFlyingBlockFolderIsKeyedByInstanceName) {
  const std::string data = std::string(POLYPLAN_SHARED_DATA_DIR) + "/fbp";
  POLYPLAN_NEED_SHARED_DATA(data);
  std::vector<std::string> keys = keys_of(bench_suite_of(data));
  EXPECT_EQ(keys.size(), 145u);
  std::regex only("^D-");
  EXPECT_EQ(
      std::count_if(keys.begin(), keys.end(), [&](const std::string& key) { return std::regex_search(key, only); }),
      13);
  EXPECT_NE(std::find(keys.begin(), keys.end(), "D-h5-k1-l3-1"), keys.end());
}

}  // namespace
}  // namespace polyplan::cli
