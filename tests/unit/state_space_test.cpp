// Reachable state counts and optimal costs from the exact oracle, against published figures.
#include <gtest/gtest.h>

#include <filesystem>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/state_space.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

const std::string kData = POLYPLAN_SHARED_DATA_DIR;

struct Oracle {
  std::size_t states;
  std::size_t goal_states;
  int optimal_cost;
};

Oracle oracle(Problem problem) {
  Task task(std::move(problem));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 10'000'000);
  EXPECT_TRUE(space.complete);
  return Oracle{space.states(), space.goal_states, goal_distances(space)[0]};
}

Problem from_text(const std::string& text) {
  return load_pzl(SourceFile::from_text("test.pzl", text), "", domain_registry()).front();
}

Problem tiles(int rows, int cols) {
  std::string board, goal;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      int tile = r * cols + c;
      board += tile == 0 ? std::string(".") : std::to_string(tile);
      goal += tile == 0 ? std::string(".") : std::to_string(tile);
    }
    board += "\n";
    goal += "\n";
  }
  return from_text("(define (problem t) (:domain sliding-tiles) (:board \"\"\"\n" + board +
                   "\"\"\") (:goal (board \"\"\"\n" + goal + "\"\"\")))");
}

TEST(StateSpace, SlidingTilePuzzleHalvesOfThePermutations) {
  EXPECT_EQ(oracle(tiles(2, 2)).states, 12u);
  EXPECT_EQ(oracle(tiles(2, 3)).states, 360u);
  EXPECT_EQ(oracle(tiles(3, 3)).states, 181440u);
}

TEST(StateSpace, EightPuzzleSeedCostsFourteen) {
  auto problems =
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry());
  Oracle result = oracle(std::move(problems.front()));
  EXPECT_EQ(result.states, 181440u);
  EXPECT_EQ(result.goal_states, 1u);
  EXPECT_EQ(result.optimal_cost, 14);
}

TEST(StateSpace, MicrobanLevelOneCostsEightPushes) {
  auto problems =
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#tiny", {}, domain_registry());
  EXPECT_EQ(oracle(std::move(problems.front())).optimal_cost, 8);
}

TEST(StateSpace, FlyingBlockHeightFiveInstancesMatchTheAuthorsGenerator) {
  POLYPLAN_NEED_SHARED_DATA(kData);
  struct Expected {
    const char* folder;
    std::size_t states;
    int cost;
  };
  for (Expected expected :
       {Expected{"A-h5-k2-i2-1", 6480, 5}, Expected{"A-h5-k3-i3-1", 96, 3}, Expected{"A-h5-k3-l3-1", 2160, 3},
        Expected{"A-h5-k3-i2-1", 2160, 4}, Expected{"A-h5-k4-i3-1", 24, 2}, Expected{"A-h5-k4-l3-1", 3360, 2}}) {
    auto problems = load_input(kData + "/fbp/" + expected.folder, {}, domain_registry());
    Oracle result = oracle(std::move(problems.front()));
    EXPECT_EQ(result.states, expected.states) << expected.folder;
    EXPECT_EQ(result.optimal_cost, expected.cost) << expected.folder;
  }
}

}  // namespace
}  // namespace polyplan
