// The grounded PDDL of the families written as text (`translate --to pddl --ground`), read back and
// solved without polyplan (tests/support/pddl_task.hpp): its optimal cost must be the one each
// example states, for every way of moving (walks under a lock, hops counting pieces down, an
// agent's pushes of chains and rows, pulls) and every kind of goal the examples use.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "domains/pddl/ground_writer.hpp"
#include "parser/load.hpp"
#include "tests/families/family_examples.hpp"
#include "tests/support/pddl_task.hpp"

namespace polyplan {
namespace {

using pddl_task::PddlTask;
namespace fs = std::filesystem;

constexpr std::size_t kMaxStates = 3'000'000;

class GroundPddl : public testing::TestWithParam<std::string> {};

TEST_P(GroundPddl, SolvedFromTheTextAloneAtTheStatedOptimum) {
  const fs::path path = family_examples::families_dir() / GetParam();
  const auto stated = family_examples::stated_costs(path);
  int solved = 0;
  for (const Problem& problem : load_input(path.string(), {}, domain_registry())) {
    SCOPED_TRACE(problem.name);
    if (stated.at(problem.name).too_large) continue;
    Task task{Problem(problem)};
    Environment environment(task);
    PddlTask ground(write_pddl(environment));
    EXPECT_GT(ground.action_count(), 0u);
    EXPECT_EQ(ground.optimal_cost(kMaxStates), stated.at(problem.name).cost);
    ++solved;
  }
  RecordProperty("solved", std::to_string(solved));
}

INSTANTIATE_TEST_SUITE_P(Text, GroundPddl, testing::ValuesIn(family_examples::example_files()),
                         family_examples::test_name);

}  // namespace
}  // namespace polyplan
