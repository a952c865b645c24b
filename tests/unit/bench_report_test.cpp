// The bench report from result rows: runs whose configuration does not apply to their instance
// are counted apart (neither solved nor failed) with their reasons.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli/bench_report.hpp"

namespace polyplan::cli {
namespace {

const std::string kPrimitiveOnTiles =
    "heuristic: error: primitive is made for flying-block puzzles; this problem is sliding-tiles (use a generic "
    "heuristic such as goal-count or blind)";

nlohmann::json solved(const std::string& instance, const std::string& family, const std::string& group,
                      const std::string& configuration, std::size_t index, int cost, int expanded, double time_s) {
  return {{"instance", instance},
          {"input", "spec.pzl#" + instance},
          {"family", family},
          {"class", group},
          {"configuration", configuration},
          {"configured", configuration == "SA*" ? "astar(primitive)" : "bfs"},
          {"configuration_index", index},
          {"outcome", "solved"},
          {"cost", cost},
          {"expanded", expanded},
          {"ebf", 1.5},
          {"max_depth", cost},
          {"time_s", time_s},
          {"peak_memory_mb", 6},
          {"time_limit_s", 10},
          {"optimal", true},
          {"validated", true},
          {"version", "0.1.0"}};
}

std::vector<nlohmann::json> sample_rows() {
  return {solved("fbp-e6", "flying-block", "E", "BFS", 0, 6, 1560, 0.0012),
          solved("fbp-e6", "flying-block", "E", "SA*", 1, 6, 40, 0.0004),
          solved("eight-14", "sliding-tiles", "3x3", "BFS", 0, 14, 3250, 0.0021),
          {{"instance", "eight-14"},
           {"input", "spec.pzl#eight-14"},
           {"family", "sliding-tiles"},
           {"class", "3x3"},
           {"configuration", "SA*"},
           {"configured", "astar(primitive)"},
           {"configuration_index", 1},
           {"outcome", "not-applicable"},
           {"cost", nullptr},
           {"expanded", nullptr},
           {"time_s", nullptr},
           {"peak_memory_mb", 5},
           {"time_limit_s", 10},
           {"optimal", true},
           {"version", "0.1.0"},
           {"detail", kPrimitiveOnTiles}}};
}

bool has_line(const std::string& text, const std::string& line) {
  return ("\n" + text).find("\n" + line + "\n") != std::string::npos;
}

TEST(BenchReport, NotApplicableRunsAreNeitherSolvedNorFailedAndTheirReasonIsGiven) {
  std::string markdown = bench_markdown(sample_rows(), {"Bench report", "polyplan report x.jsonl", ""});
  // The tiles' SA* column covers no instance: 0 of 0, not 0 of 1.
  EXPECT_TRUE(has_line(markdown, "| 3x3 | SA* | 0 | 0 (0%) | - | - | - | - | 0.0 | 0 | 0 |")) << markdown;
  EXPECT_TRUE(has_line(markdown, "| all | BFS | 1 | 1 (100%) | 3250.0 | 1.50 | 14.0 | 0.002 | 0.0 | 6 | 1 |"))
      << markdown;
  EXPECT_TRUE(has_line(markdown, "### Not applicable")) << markdown;
  EXPECT_TRUE(has_line(markdown,
                       "1 run(s) whose configuration does not apply to their instance (a heuristic made for another "
                       "family, say): the tables above count them neither as solved nor as failed, and their "
                       "instances not among the configuration's."))
      << markdown;
  EXPECT_TRUE(has_line(markdown, "- SA*: 1 run(s)")) << markdown;
  EXPECT_TRUE(has_line(markdown, "  - " + kPrimitiveOnTiles + " (eight-14)")) << markdown;
  // Flying Block, where every run applied, has no such section.
  std::string flying_block = markdown.substr(0, markdown.find("## Family: sliding-tiles"));
  EXPECT_EQ(flying_block.find("Not applicable"), std::string::npos);
}

}  // namespace
}  // namespace polyplan::cli
