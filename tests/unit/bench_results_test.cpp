// Bench results: sharding is a fixed function of the run's key, merged shards equal the whole,
// and a results file cut short by a killed bench loses only its last, partial line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli/lab/bench_progress.hpp"
#include "cli/lab/bench_results.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

std::vector<nlohmann::json> sample_rows() {
  std::vector<nlohmann::json> rows;
  for (int level = 1; level <= 40; ++level)
    for (const char* configuration : {"BFS", "auto", "fast"})
      rows.push_back({{"input", "levels.xsb#" + std::to_string(level)},
                      {"configuration", configuration},
                      {"outcome", level % 7 ? "solved" : "time-limit"},
                      {"expanded", level * 10}});
  return rows;
}

TEST(BenchResults, EveryRunIsInExactlyOneShardAlways) {
  for (unsigned count : {1u, 2u, 3u, 7u}) {
    for (const nlohmann::json& row : sample_rows()) {
      int shards = 0;
      for (unsigned index = 1; index <= count; ++index) shards += in_shard(run_key(row), index, count);
      EXPECT_EQ(shards, 1) << run_key(row);
    }
  }
  // Fixed by the key alone (FNV-1a), so another machine or another invocation splits alike.
  EXPECT_TRUE(in_shard(run_key("levels.xsb#1", "BFS"), 2, 4));
  EXPECT_TRUE(in_shard(run_key("fbp/B-h5-k1-i3-1", "auto"), 3, 4));
}

TEST(BenchResults, MergedShardsEqualTheWhole) {
  std::vector<nlohmann::json> rows = sample_rows();
  std::vector<std::vector<nlohmann::json>> shards(3);
  for (const nlohmann::json& row : rows)
    for (unsigned index = 1; index <= 3; ++index)
      if (in_shard(run_key(row), index, 3)) shards[index - 1].push_back(row);
  for (const auto& shard : shards) EXPECT_FALSE(shard.empty());
  // The whole in another order: a parallel run finishes runs in any order.
  std::vector<nlohmann::json> reversed(rows.rbegin(), rows.rend());
  EXPECT_EQ(merge_results(shards), merge_results({reversed}));
  EXPECT_EQ(merge_results(shards).size(), rows.size());
  std::size_t duplicates = 0;
  EXPECT_EQ(merge_results({rows, shards[0]}, &duplicates).size(), rows.size());
  EXPECT_EQ(duplicates, shards[0].size());
  // Natural order of instances: level 2 before level 10.
  EXPECT_EQ(merge_results({rows})[3]["input"], "levels.xsb#2");
}

TEST(BenchResults, ACutLastLineIsDroppedAndAnyOtherBadLineIsAnError) {
  namespace fs = std::filesystem;
  fs::path path = fs::temp_directory_path() / "polyplan-bench-results-test.jsonl";
  std::string whole = "{\"input\":\"a\",\"configuration\":\"BFS\",\"outcome\":\"solved\"}\n";
  std::ofstream(path) << whole << whole.substr(0, 20);
  bool dropped = false;
  EXPECT_EQ(read_results(path.string(), &dropped).size(), 1u);
  EXPECT_TRUE(dropped);
  std::ofstream(path) << whole << "not json\n" << whole;
  try {
    read_results(path.string());
    ADD_FAILURE() << "expected an InputError";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              path.string() + ":2: error: not a bench result row (a JSON object with input and configuration)");
  }
  fs::remove(path);
  EXPECT_TRUE(read_results(path.string()).empty());
}

TEST(BenchResults, CsvQuotesWhatNeedsQuoting) {
  nlohmann::json row{{"instance", "a,b"}, {"configuration", "say \"hi\""}, {"cost", 3}, {"ebf", 1.5}};
  EXPECT_EQ(csv_line(row), "\"a,b\",,,\"say \"\"hi\"\"\",,3,,,1.5,,,,,,,\n");
  EXPECT_EQ(csv_header(),
            "instance,family,class,configuration,outcome,cost,expanded,generated,ebf,max_depth,time_s,peak_memory_mb,"
            "version,input,validated,detail\n");
}

TEST(BenchProgress, LineShowsCountsAndTheTimeLeft) {
  EXPECT_EQ(BenchProgress::line(12, 40, 10, 2, 0, 30, 6), "[12/40] solved 10, failures 2, elapsed 0:30, ETA 2:20");
  EXPECT_EQ(BenchProgress::line(5, 40, 5, 0, 0, 0, 0), "[5/40] solved 5, failures 0, elapsed 0:00, ETA -");
}

TEST(BenchProgress, NotApplicableRunsAreCountedApartFromFailures) {
  EXPECT_EQ(BenchProgress::line(12, 40, 7, 2, 3, 30, 6),
            "[12/40] solved 7, failures 2, not applicable 3, elapsed 0:30, ETA 2:20");
}

}  // namespace
}  // namespace polyplan::cli
