// bench's --config and --config-time: which configurations they leave, and the exact message for
// each mistake.
#include <gtest/gtest.h>

#include "cli/lab/configuration_options.hpp"
#include "parser/input_error.hpp"
#include "tests/support/error_headlines.hpp"

namespace polyplan::cli {
namespace {

using test_support::error_headlines;

std::vector<RunConfiguration> suite_configurations() {
  return {parse_run_configuration("BFS", "bfs", 10, "t"), parse_run_configuration("auto", "auto", 60, "t")};
}

std::vector<std::string> labels_of(const std::vector<RunConfiguration>& configurations) {
  std::vector<std::string> labels;
  for (const RunConfiguration& configuration : configurations) labels.push_back(configuration.label);
  return labels;
}

TEST(ConfigOptions, ReplaceTheDefaultsOfAFolderOrAFile) {
  std::vector<RunConfiguration> configurations = suite_configurations();
  apply_config_options(configurations, true, {"blind=astar(blind)", "auto=auto"}, 5);
  EXPECT_EQ(labels_of(configurations), (std::vector<std::string>{"blind", "auto"}));
  EXPECT_EQ(configurations[0].choice.search, "astar(blind)");
  EXPECT_EQ(configurations[1].time_s, 5);
}

TEST(ConfigOptions, ReplaceBySameLabelOrAddToASuiteFilesConfigurations) {
  std::vector<RunConfiguration> configurations = suite_configurations();
  apply_config_options(configurations, false,
                       {"auto=astar(goal-count)", "gc=astar(goal-count)", "fast=fast@builtin:paper-cbha"}, 30);
  EXPECT_EQ(labels_of(configurations), (std::vector<std::string>{"BFS", "auto", "gc", "fast"}));
  EXPECT_EQ(configurations[0].time_s, 10);  // untouched
  EXPECT_EQ(configurations[1].text, "astar(goal-count)");
  EXPECT_EQ(configurations[1].time_s, 30);
  EXPECT_TRUE(configurations[3].choice.fast);
  EXPECT_EQ(configurations[3].choice.rules_file, "builtin:paper-cbha");
  std::vector<RunConfiguration> unchanged = suite_configurations();
  apply_config_options(unchanged, true, {}, 30);
  EXPECT_EQ(labels_of(unchanged), (std::vector<std::string>{"BFS", "auto"}));
}

TEST(ConfigOptions, NameEachMistake) {
  std::vector<RunConfiguration> configurations = suite_configurations();
  const std::string form = "--config: error: expected LABEL=SEARCH, LABEL=auto@RULES or LABEL=fast@RULES, got ";
  EXPECT_EQ(error_headlines([&] { apply_config_options(configurations, false, {"oops"}, 1); }).front(),
            form + "'oops'");
  EXPECT_EQ(error_headlines([&] { apply_config_options(configurations, false, {"=bfs"}, 1); }).front(),
            form + "'=bfs'");
  EXPECT_EQ(error_headlines([&] { apply_config_options(configurations, false, {"a="}, 1); }).front(), form + "'a='");
  EXPECT_EQ(error_headlines([&] {
              apply_config_options(configurations, false, {"a=bfs", "a=ucs"}, 1);
            }).front(),
            "--config: error: the label 'a' is given twice");
  EXPECT_EQ(
      error_headlines([&] { apply_config_options(configurations, false, {"a=frob"}, 1); }).front(),
      "--config:1:1: error: unknown search 'frob'; searches: bfs, ucs, astar, dpastar, wastar, gbfs, idastar, fess, "
      "pull, portfolio");
}

TEST(ConfigTimes, SetOneConfigurationsLimit) {
  std::vector<RunConfiguration> configurations = suite_configurations();
  apply_config_times(configurations, {"auto=2.5", "BFS=3"});
  EXPECT_EQ(configurations[0].time_s, 3);
  EXPECT_EQ(configurations[1].time_s, 2.5);
}

TEST(ConfigTimes, NameEachMistake) {
  std::vector<RunConfiguration> configurations = suite_configurations();
  auto error_of = [&](const std::string& text) {
    return error_headlines([&] { apply_config_times(configurations, {text}); }).front();
  };
  EXPECT_EQ(error_of("nope=3"), "--config-time: error: no configuration is labelled 'nope' (the labels: BFS, auto)");
  EXPECT_EQ(error_of("BFS"), "--config-time: error: expected LABEL=SECONDS, got 'BFS'");
  for (const char* seconds : {"0", "-1", "ten", "10s", "inf"})
    EXPECT_EQ(
        error_of(std::string("BFS=") + seconds),
        std::string("--config-time: error: expected a positive number of seconds for 'BFS', got '") + seconds + "'");
}

}  // namespace
}  // namespace polyplan::cli
