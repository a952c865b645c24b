// Plans from the exact oracle validate at the oracle's cost; corrupted plans are rejected at the
// line and column of the first illegal move.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/state_space.hpp"

namespace polyplan {
namespace {

class PlanValidation : public ::testing::Test {
 protected:
  void load(const std::string& name) {
    auto problems =
        load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#" + name, {}, domain_registry());
    task_ = std::make_unique<Task>(std::move(problems.front()));
    environment_ = std::make_unique<Environment>(*task_);
    StateSpace space = explore_state_space(*environment_, 1'000'000);
    h_star_ = goal_distances(space);
    plan_ = optimal_plan_from_oracle(*environment_, space, h_star_);
  }
  PlanCheck check(const std::string& text) {
    return validate_plan(*environment_, *SourceFile::from_text("plan.txt", text));
  }
  std::string failure(const std::string& text) {
    PlanCheck result = check(text);
    EXPECT_FALSE(result.valid);
    return result.failure ? result.failure->headline() : "accepted";
  }

  std::unique_ptr<Task> task_;
  std::unique_ptr<Environment> environment_;
  std::vector<int> h_star_;
  Plan plan_;
};

TEST_F(PlanValidation, MicrobanOneLurdPlanCostsWhatTheOracleSays) {
  load("tiny");
  ASSERT_EQ(h_star_[0], 8);
  std::string lurd = format_lurd(*environment_, plan_);
  PlanCheck result = check(lurd);
  EXPECT_TRUE(result.valid) << lurd;
  EXPECT_EQ(result.cost, 8);
  EXPECT_EQ(result.moves, 8);
  EXPECT_EQ(std::count_if(lurd.begin(), lurd.end(), [](char c) { return c >= 'A' && c <= 'Z'; }), 8);
}

TEST_F(PlanValidation, MicrobanOneMoveLinesValidateToo) {
  load("tiny");
  PlanCheck result = check(format_moves(*environment_, plan_));
  EXPECT_TRUE(result.valid);
  EXPECT_EQ(result.cost, 8);
}

TEST_F(PlanValidation, CorruptedLurdIsRejectedWhereItGoesWrong) {
  load("tiny");
  // From the player at (3 2): (2 2) and (1 2) are floor and (0 2) is wall, so the third 'u'
  // fails; the box '*' at (3 1) has a wall behind it; '$' is at (4 3), right of (4 2).
  EXPECT_EQ(failure("; a comment line\nuuu\n"), "plan.txt:2:3: error: step 3: 'u' walks into a wall");
  EXPECT_EQ(failure("L\n"), "plan.txt:1:1: error: step 1: 'L' cannot push piece '*'");
  EXPECT_EQ(failure("d\nr\n"),
            "plan.txt:2:1: error: step 2: 'r' walks into piece '$'; a push is written in upper case");
  EXPECT_EQ(failure("dlU\n"), "plan.txt:1:1: error: the plan ends after 1 push, 3 steps in a state that is not a goal");
}

TEST_F(PlanValidation, EightPuzzleOptimalPlanAndCorruptions) {
  load("eight-14");
  std::string moves = format_moves(*environment_, plan_);
  PlanCheck result = check(moves);
  EXPECT_TRUE(result.valid);
  EXPECT_EQ(result.cost, 14);
  EXPECT_EQ(failure("6 (1 1)\n2 (0 0)\n"),
            "plan.txt:2:1: error: move 2: piece '2' cannot move to (0 0) from the state reached so far");
  EXPECT_EQ(failure("9 (1 1)\n"), "plan.txt:1:1: error: move 1: there is no piece '9'");
  EXPECT_EQ(failure("6 (1 1)\n"), "plan.txt:1:1: error: the plan ends after 1 move in a state that is not a goal");
}

TEST_F(PlanValidation, MalformedMoveLinesAreInputErrors) {
  load("eight-14");
  try {
    check("6 (1 x)\n");
    FAIL() << "accepted a malformed cell";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "plan.txt:1:3: error: expected a cell (ROW COL) of two integers after piece '6'");
  }
}

TEST_F(PlanValidation, FlyingBlockPlanFromTheOracle) {
  load("fbp-e6");
  PlanCheck result = check(format_moves(*environment_, plan_));
  EXPECT_TRUE(result.valid);
  EXPECT_EQ(result.cost, 6);
}

}  // namespace
}  // namespace polyplan
