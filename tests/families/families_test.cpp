// The families written as text (domains/pzl/), each checked on its example problems
// (examples/families/FAMILY/*.pzl) three ways: the optimal cost stated in the file's comment
// (`; optimal: N` before each problem, worked out by hand or from a published count), an
// exhaustive search written from the family's rules alone (family_reference.cpp), and polyplan:
// its whole state space (states and the optimal cost, through the described rules and the goal
// test) and its front door, solving with the selector's own choice.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "parser/load.hpp"
#include "parser/plugins/plugin_option.hpp"
#include "planner/solve.hpp"
#include "planner/state_space.hpp"
#include "tests/families/family_examples.hpp"
#include "tests/families/family_reference.hpp"

namespace polyplan {
namespace {

using family_examples::example_files;
using family_examples::families_dir;
using family_examples::Stated;
using family_examples::stated_costs;
using family_examples::test_name;
namespace fs = std::filesystem;

constexpr std::size_t kMaxStates = 400'000;

// The generic heuristics keep what they declare on every family: admissible (checked on the whole
// reachable space against h*) and, where declared, consistent (across every transition). Every
// family written as text has a ground model (every described way writes ground actions), so the
// relaxation heuristics apply to all of them too: a refusal fails the test. They cost milliseconds
// per state, so they are checked on the smaller spaces only (`small_spaces_only`). Returns whether
// it checked.
bool expect_sound_on_every_state(Environment& environment, const StateSpace& space, const std::string& name,
                                 bool small_spaces_only = false) {
  const HeuristicPlugin* plugin = heuristic_registry().find(name);
  EXPECT_NE(plugin, nullptr);
  if (!plugin) return false;
  EXPECT_TRUE(plugin->properties.admissible) << name;
  constexpr std::size_t kRelaxationCheckStates = 30'000;
  std::unique_ptr<Heuristic> heuristic = plugin->create(environment, default_options(plugin->options));
  if (small_spaces_only && space.states() > kRelaxationCheckStates) return false;
  const std::vector<int> h_star = goal_distances(space);
  std::vector<int> h(space.states());
  StateValues state(environment.task().pieces().size());
  for (std::size_t id = 0; id < space.states(); ++id) {
    space.registry->unpack(static_cast<StateId>(id), state);
    h[id] = heuristic->evaluate(state);
    if (h_star[id] == kUnreachable) continue;
    EXPECT_NE(h[id], Heuristic::kDeadEnd) << name << " calls a state a dead end that reaches the goal";
    EXPECT_LE(h[id], h_star[id]) << name << " overestimates";
    if (h[id] == Heuristic::kDeadEnd || h[id] > h_star[id]) return true;
  }
  if (!plugin->properties.consistent) return true;
  for (std::size_t id = 0; id < space.states(); ++id)
    for (std::size_t e = space.edge_begin[id]; e < space.edge_begin[id + 1]; ++e) {
      const StateSpace::Edge& edge = space.edges[e];
      if (h[id] == Heuristic::kDeadEnd || h[edge.to] == Heuristic::kDeadEnd) continue;
      EXPECT_LE(h[id], edge.cost + h[edge.to]) << name << " is not consistent";
      if (h[id] > edge.cost + h[edge.to]) return true;
    }
  return true;
}

class FamilyExamples : public testing::TestWithParam<std::string> {};

TEST_P(FamilyExamples, CostsAgreeWithTheReferenceSearchAndTheStatedOptimum) {
  const fs::path path = families_dir() / GetParam();
  const std::vector<Problem> problems = load_input(path.string(), {}, domain_registry());
  const std::map<std::string, Stated> stated = stated_costs(path);
  ASSERT_FALSE(problems.empty());
  for (const Problem& problem : problems) {
    SCOPED_TRACE(problem.name);
    ASSERT_TRUE(stated.count(problem.name)) << "no '; optimal: N' comment before problem " << problem.name;
    const int optimal = stated.at(problem.name).cost;
    if (stated.at(problem.name).too_large) {
      const SolveOutcome outcome = solve(problem, SolveRequest{});
      ASSERT_TRUE(outcome.solved());
      EXPECT_EQ(outcome.result.plan.cost, optimal);
      continue;
    }
    ASSERT_TRUE(reference::knows(problem.domain.name)) << "the reference does not know " << problem.domain.name;
    const reference::Figures expected = reference::search(problem, kMaxStates);
    ASSERT_TRUE(expected.complete) << "too large for the reference search";
    EXPECT_EQ(expected.optimal_cost, optimal) << "the reference search disagrees with the stated optimum";

    Task task{Problem(problem)};
    Environment environment(task);
    const StateSpace space = explore_state_space(environment, kMaxStates * 2);
    ASSERT_TRUE(space.complete);
    EXPECT_EQ(space.states(), expected.states) << "polyplan's state space and the reference's differ in size";
    EXPECT_EQ(goal_distances(space)[0], optimal);

    expect_sound_on_every_state(environment, space, "goal-count");
    expect_sound_on_every_state(environment, space, "blind");
    // Over pieces, or where pieces enable moves over every piece with the others anonymous.
    expect_sound_on_every_state(environment, space, "pdb");
    const bool relaxation_checked = expect_sound_on_every_state(environment, space, "hmax", true);
    expect_sound_on_every_state(environment, space, "lmcut", true);
    RecordProperty(problem.name + "-relaxation-checked", relaxation_checked ? "yes" : "no (space too large)");

    const SolveOutcome outcome = solve(problem, SolveRequest{});
    ASSERT_TRUE(outcome.solved());
    EXPECT_EQ(outcome.result.plan.cost, optimal) << "chosen search: " << outcome.chosen->configuration.text();
    RecordProperty("states", std::to_string(expected.states));
  }
}

INSTANTIATE_TEST_SUITE_P(Text, FamilyExamples, testing::ValuesIn(example_files()), test_name);

}  // namespace
}  // namespace polyplan
