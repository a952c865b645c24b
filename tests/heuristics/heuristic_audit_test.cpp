// Every registered heuristic against what it declares, checked exhaustively on whole state
// spaces: admissible means h never exceeds the true cost h* (and is 0 on goals), consistent
// means h drops by at most the cost of any move. A single state or move that breaks the promise
// fails the audit and is named in the message.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "domains/domain_registry.hpp"
#include "domains/family.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/generate/flying_block_generator.hpp"
#include "planner/state_space.hpp"
#include "tests/support/puzzle_generators.hpp"

namespace polyplan {
namespace {

using test_support::GeneratedInstance;

// The spec's three worked examples and a dozen generated instances of every family.
std::vector<Problem> audit_problems() {
  std::vector<Problem> problems;
  for (const char* example : {"eight-14", "fbp-e6", "tiny"})
    problems.push_back(std::move(
        load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#" + example, {}, domain_registry())
            .front()));
  std::mt19937 rng(31337);
  for (int i = 0; i < 3; ++i)
    problems.push_back(test_support::load_generated(
        test_support::sliding_tiles_instance(rng, 2, 3, "audit-tiles-" + std::to_string(i))));
  for (int i = 0; i < 3; ++i)
    problems.push_back(
        test_support::load_generated(test_support::flying_block_instance(rng, "audit-fbp-" + std::to_string(i))));
  for (int i = 0; i < 3; ++i)
    problems.push_back(test_support::load_generated(
        test_support::sokoban_instance(rng, "sokoban", "audit-sokoban-" + std::to_string(i))));
  for (int i = 0; i < 3; ++i)
    problems.push_back(test_support::load_generated(
        test_support::sokoban_instance(rng, "sokoban-moves", "audit-sokoban-moves-" + std::to_string(i))));
  // The Russian seed's 8-puzzle (blank goal in the centre), the one goal sequence-score accepts.
  problems.push_back(std::move(load_pzl(SourceFile::from_text("russian.pzl", R"((define (problem russian-s1)
      (:domain sliding-tiles)
      (:board """
        134
        8.2
        765
        """)
      (:goal (board """
        123
        8.4
        765
        """))))"),
                                        "", domain_registry())
                                   .front()));
  // One instance of each sliding class of the Flying Block paper, for the class heuristics.
  for (auto [flying_block_class, height] : {std::pair{'B', 6}, {'C', 6}, {'D', 6}, {'E', 6}, {'F', 7}, {'G', 6}}) {
    GeneratorRequest request;
    request.flying_block_class = flying_block_class;
    request.height = height;
    for (const auto& generated : generate_flying_block(request, domain_registry()))
      problems.push_back(std::move(
          load_pzl(SourceFile::from_text(generated.name + ".pzl", generated.pzl), "", domain_registry()).front()));
  }
  return problems;
}

bool meant_for(const HeuristicPlugin& plugin, const Task& task) { return plugin.properties.made_for(family_of(task)); }

struct Audit {
  std::size_t tasks = 0;
  std::size_t states = 0;
  std::size_t solvable_states = 0;
  std::size_t transitions = 0;
  std::size_t violations = 0;
  std::vector<std::string> first_violations;  // enough to diagnose; `violations` says how widespread

  void violation(const std::string& what) {
    if (++violations <= 10) first_violations.push_back(what);
  }
};

// Evaluates `plugin` on every state of every problem it is meant for and checks each declared
// property against h* and every transition.
Audit audit(const HeuristicPlugin& plugin, const std::vector<Problem>& problems) {
  Audit result;
  for (const Problem& problem : problems) {
    Task task{Problem(problem)};
    if (!meant_for(plugin, task)) continue;
    const std::string where = task.problem().name + ": ";
    Environment environment(task);
    StateSpace space = explore_state_space(environment, 1'000'000);
    if (!space.complete) {
      result.violation(where + "the space is too large to audit");
      continue;
    }
    std::vector<int> h_star = goal_distances(space);
    std::unique_ptr<Heuristic> heuristic;
    try {
      heuristic = plugin.create(environment, default_options(plugin.options));
    } catch (const InputError&) {
      continue;  // the plugin declines this task (e.g. class-c needs k = 1)
    }

    std::vector<int> h(space.states());
    StateValues state(task.pieces().size());
    for (StateId id = 0; id < space.states(); ++id) {
      space.registry->unpack(id, state);
      h[id] = heuristic->evaluate(state);
    }
    ++result.tasks;
    result.states += space.states();

    if (plugin.properties.admissible) {
      for (StateId id = 0; id < space.states(); ++id) {
        if (h_star[id] == kUnreachable) continue;
        ++result.solvable_states;
        if (h[id] > h_star[id])
          result.violation(where + "state " + std::to_string(id) + ": h = " + std::to_string(h[id]) +
                           " > h* = " + std::to_string(h_star[id]));
        if (space.goal[id] && h[id] != 0)
          result.violation(where + "goal state " + std::to_string(id) + ": h = " + std::to_string(h[id]));
      }
    }
    if (plugin.properties.consistent) {
      result.transitions += space.transitions();
      for (StateId from = 0; from < space.states(); ++from) {
        for (std::size_t e = space.edge_begin[from]; e < space.edge_begin[from + 1]; ++e) {
          const StateSpace::Edge& edge = space.edges[e];
          // A dead end's h is infinite: cost + infinity bounds any h, and only a dead end may
          // lead to a dead end without breaking consistency.
          if (h[edge.to] == Heuristic::kDeadEnd) continue;
          if (h[from] == Heuristic::kDeadEnd || h[from] > edge.cost + h[edge.to])
            result.violation(where + "move " + std::to_string(from) + " -> " + std::to_string(edge.to) + " costs " +
                             std::to_string(edge.cost) + ", but h drops from " + std::to_string(h[from]) + " to " +
                             std::to_string(h[edge.to]));
        }
      }
    }
  }
  return result;
}

std::string listing(const Audit& result) {
  std::string text;
  for (const std::string& line : result.first_violations) text += "\n  " + line;
  return text;
}

TEST(HeuristicAudit, EveryHeuristicKeepsItsDeclaredPromisesOnWholeStateSpaces) {
  std::vector<Problem> problems = audit_problems();
  ASSERT_EQ(problems.size(), 22u);
  ASSERT_FALSE(heuristic_registry().empty());

  for (const HeuristicPlugin& plugin : heuristic_registry()) {
    SCOPED_TRACE("heuristic " + plugin.name);
    Audit result = audit(plugin, problems);
    std::cout << "[ audit    ] " << plugin.name << ": " << result.tasks << " tasks, " << result.states << " states ("
              << result.solvable_states << " with finite h* checked for admissibility), " << result.transitions
              << " transitions checked for consistency\n";
    ::testing::Test::RecordProperty(plugin.name + "_states", static_cast<int>(result.states));
    EXPECT_GT(result.tasks, 0u) << "no audit task is meant for " << plugin.name;
    EXPECT_EQ(result.violations, 0u) << "states and moves that break the declared properties:" << listing(result);
  }
}

// The audit itself must catch a heuristic that overstates: twice goal-count, declared admissible
// and consistent, is neither on the 8-puzzle (one tile away from its goal, h = 2 > h* = 1).
TEST(HeuristicAudit, AnOverstatingHeuristicIsCaught) {
  HeuristicPlugin doubled = *heuristic_registry().find("goal-count");
  doubled.name = "doubled-goal-count";
  auto goal_count = doubled.create;
  doubled.create = [goal_count](const Environment& environment,
                                const PluginOptions& options) -> std::unique_ptr<Heuristic> {
    struct Doubled final : Heuristic {
      std::unique_ptr<Heuristic> inner;
      int evaluate(StateView state) override { return 2 * inner->evaluate(state); }
    };
    auto heuristic = std::make_unique<Doubled>();
    heuristic->inner = goal_count(environment, options);
    return heuristic;
  };
  std::vector<Problem> problems;
  problems.push_back(std::move(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry())
          .front()));
  Audit result = audit(doubled, problems);
  EXPECT_EQ(result.states, 181440u);
  EXPECT_GT(result.violations, 0u);
  ASSERT_FALSE(result.first_violations.empty());
  EXPECT_NE(result.first_violations.front().find("eight-14: "), std::string::npos) << result.first_violations.front();
}

}  // namespace
}  // namespace polyplan
