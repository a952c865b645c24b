// Bench replays every plan a run reports, in its own process: a plan that reaches the goal at
// the reported cost is validated; a wrong cost or an illegal move is caught and named.
#include <gtest/gtest.h>

#include "cli/lab/solve_child.hpp"

namespace polyplan::cli {
namespace {

const std::string room_two = std::string(POLYPLAN_SOURCE_DIR) + "/tests/sokoban/small-levels.xsb#room-two";

nlohmann::json solved_run(int cost, const std::string& plan) {
  return {{"status", "solved"}, {"cost", cost}, {"plan", nlohmann::json::array({plan})}};
}

// room-two: walk left and up round the boxes, push the left box down, walk back, push the right
// box down; 2 pushes (the optimal cost by the oracle, see sokoban_heuristics_test).
TEST(PlanReplay, AcceptsAPlanThatReachesTheGoalAtItsCost) {
  nlohmann::json run = solved_run(2, "luullDurD");
  replay_plan(room_two, run);
  EXPECT_TRUE(run.value("validated", false)) << run.dump();
  EXPECT_FALSE(run.contains("validation_error"));
  EXPECT_TRUE(run.contains("plan"));  // kept for the board pages of report --html
}

TEST(PlanReplay, RejectsAPlanWhoseCostDiffersFromTheReport) {
  nlohmann::json run = solved_run(3, "luullDurD");
  replay_plan(room_two, run);
  EXPECT_FALSE(run.value("validated", true));
  EXPECT_EQ(run.value("validation_error", ""), "the plan costs 2, the run reported 3");
  EXPECT_FALSE(run.contains("plan"));  // only a plan that replays is kept
}

TEST(PlanReplay, RejectsAPlanThatDoesNotReachTheGoal) {
  nlohmann::json run = solved_run(1, "luullD");
  replay_plan(room_two, run);
  EXPECT_FALSE(run.value("validated", true));
  EXPECT_EQ(run.value("validation_error", ""),
            "<plan of " + room_two + ">:1:1: error: the plan ends after 1 push, 6 steps in a state that is not a goal");
}

TEST(PlanReplay, LeavesRunsThatSolvedNothingAlone) {
  nlohmann::json run = {{"status", "time-limit"}, {"plan", nlohmann::json::array()}};
  replay_plan(room_two, run);
  EXPECT_FALSE(run.contains("validated"));
  EXPECT_FALSE(run.contains("plan"));
}

}  // namespace
}  // namespace polyplan::cli
