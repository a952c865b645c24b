// Limits and interrupts stop a run inside its long steps, not only between expansions: a tile
// pattern database's build stops at --time and --memory (before, it was finished and cached
// first: 7.4 s for --time 1 on Korf's #88), an interrupt stops it too, and a state registry asked
// to grow after its search's deadline defers the growth and stays correct.
#include <gtest/gtest.h>

#include <csignal>
#include <random>
#include <set>

#include "planner/search/search_configuration.hpp"
#include "tests/support/scoped_cache_directory.hpp"
#include "tests/support/tile_problems.hpp"
#include "translator/state_registry.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

// Korf's instance 1 (korf100.txt): idastar(tile-pdb) builds three databases of 5 tiles for it.
const std::string kKorf1 = "1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";

SearchResult run_tile_pdb(const SearchLimits& limits) {
  Task task(test_support::tile_line(kKorf1));
  Environment environment(task);
  return SearchConfiguration::parse("idastar(tile-pdb)", "test").run(environment, limits);
}

TEST(StopDuringSetup, ATilePatternDatabaseBuildStopsAtTheTimeLimit) {
  test_support::ScopedCacheDirectory cache("polyplan-stop-time");
  SearchLimits limits;
  limits.time_s = 1e-6;
  SearchResult result = run_tile_pdb(limits);
  EXPECT_EQ(result.status, SearchStatus::TimeLimit);
  EXPECT_EQ(result.statistics.expanded, 0u);
  EXPECT_TRUE(cache.files().empty()) << "the build ran to its end and was cached";
}

TEST(StopDuringSetup, ATilePatternDatabaseBuildStopsAtTheMemoryLimit) {
  test_support::ScopedCacheDirectory cache("polyplan-stop-memory");
  SearchLimits limits;
  limits.memory_bytes = 1 << 20;  // a database of 5 tiles on 16 cells has 5,765,760 entries of a byte
  SearchResult result = run_tile_pdb(limits);
  EXPECT_EQ(result.status, SearchStatus::MemoryLimit);
  EXPECT_TRUE(cache.files().empty());
}

TEST(StopDuringSetup, AnInterruptStopsATableBuild) {
  test_support::ScopedCacheDirectory cache("polyplan-stop-interrupt");
  request_interrupt(SIGINT);
  SearchResult result = run_tile_pdb({});
  clear_interrupt();
  EXPECT_EQ(result.status, SearchStatus::Interrupted);
  EXPECT_TRUE(cache.files().empty());
}

TEST(StopDuringSetup, ARegistryPastItsDeadlineDefersGrowthAndStaysCorrect) {
  std::vector<std::uint32_t> ranges{100, 100};
  StatePacker packer(ranges);
  StateRegistry registry(packer);
  DeadlineScope passed(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  ASSERT_TRUE(DeadlineScope::passed());
  std::mt19937 random(5);
  std::set<std::vector<std::uint32_t>> distinct;
  for (int round = 0; round < 6000; ++round) {
    std::vector<std::uint32_t> values{static_cast<std::uint32_t>(random() % 100),
                                      static_cast<std::uint32_t>(random() % 100)};
    bool added = false;
    StateId id = registry.insert(values, added);
    ASSERT_EQ(added, distinct.insert(values).second);
    ASSERT_EQ(registry.find(values), id);
  }
  EXPECT_EQ(registry.size(), distinct.size());
}

}  // namespace
}  // namespace polyplan
