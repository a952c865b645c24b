// The one-vacant-cell relaxation (docs/flying-block-heuristics.md, "One vacant cell: the vacancy
// table") on a frame worked out by hand, its refusals, and its table counted against a search's
// memory budget.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/plan_states.hpp"

namespace polyplan {
namespace {

// The target T (a standing domino) must move down two rows, and the vacant cell must be right
// below it before each step. Domino d is in the way; the single cell m is the only piece that can
// move the vacant cell more than two rows at once.
//   Before the first step the vacant cell must go from (5 1) to (2 1): no domino move spans three
//   rows and m is not on (2 1), so that takes two moves (m to (5 1), then d down), and no way of
//   doing it in two moves leaves m on (3 1).
//   After the step the vacant cell is on (0 1) and must reach (3 1): again two moves (m to (0 1),
//   d down), since m is not on (3 1).
// So the relaxation needs 2 + 1 + 2 + 1 = 6 moves, as many as the real puzzle (the BFS oracle).
Problem vacancy_walk() {
  return load_pzl(SourceFile::from_text("walk.pzl", R"((define (problem vacancy-walk)
  (:domain flying-block)
  (:board :cells tokens """
     a T
     a T
     b d
     b d
     c m
     c 0
     """)
  (:goal (at T (2 1) (3 1))))
)"),
                  "", domain_registry())
      .front();
}

int start_value(const std::string& heuristic, Environment& environment) {
  HeuristicChoice choice = parse_heuristic(heuristic, "test");
  return choice.plugin->create(environment, choice.options)->evaluate(environment.initial_state());
}

TEST(VacancyTable, TheWorkedExampleNeedsSixMovesAsTheOracleSays) {
  Task task(vacancy_walk());
  Environment environment(task);
  SearchResult oracle = SearchConfiguration::parse("bfs", "test").run(environment, SearchLimits{});
  ASSERT_EQ(oracle.status, SearchStatus::Solved);
  ASSERT_EQ(oracle.plan.cost, 6);
  EXPECT_EQ(start_value("vacancy", environment), 6);
  // target-path alone counts two target steps and the three moves of d and m it sees as needed.
  EXPECT_EQ(start_value("target-path(vacancy=0)", environment), 5);
  EXPECT_EQ(start_value("target-path", environment), 6);

  // Along the oracle's plan the relaxation is exact: every state on it is one the argument above
  // covers, one move further on.
  HeuristicChoice choice = parse_heuristic("vacancy", "test");
  std::unique_ptr<Heuristic> heuristic = choice.plugin->create(environment, choice.options);
  std::vector<StateValues> states = test_support::states_along(environment, oracle.plan);
  for (std::size_t i = 0; i < states.size(); ++i)
    EXPECT_EQ(heuristic->evaluate(states[i]), static_cast<int>(states.size() - 1 - i)) << "after move " << i;
}

std::string refusal(const std::string& heuristic, const Problem& problem) {
  Task task{Problem(problem)};
  Environment environment(task);
  HeuristicChoice choice = parse_heuristic(heuristic, "test");
  try {
    choice.plugin->create(environment, choice.options);
  } catch (const InputError& error) {
    return error.what();
  }
  return "(accepted)";
}

TEST(VacancyTable, RefusesTwoVacantCellsAndTablesAboveItsBudget) {
  Problem two_vacant = load_pzl(SourceFile::from_text("two.pzl", R"((define (problem two-vacant)
  (:domain flying-block)
  (:board :cells tokens """
     a T
     a T
     0 0
     """)
  (:goal (at T (1 1) (2 1))))
)"),
                                "", domain_registry())
                           .front();
  EXPECT_EQ(refusal("vacancy", two_vacant),
            "heuristic: error: the vacancy table needs one vacant cell (k = 1); this problem has k = 2");
  // target-path simply goes without the table there.
  EXPECT_EQ(refusal("target-path", two_vacant), "(accepted)");
  // 16 placements of the target (a domino turns with one vacant cell) times 12 cells for the vacant
  // cell times 12 choose 1 for m: 2304.
  EXPECT_EQ(refusal("vacancy(max-entries=2303)", vacancy_walk()),
            "max-entries: error: vacancy: the table would have 2304 entries, more than max-entries = 2303");
  EXPECT_EQ(refusal("vacancy(max-entries=2304)", vacancy_walk()), "(accepted)");
}

TEST(VacancyTable, ItsTableCountsAgainstTheSearchsMemoryBudget) {
  Task task(vacancy_walk());
  Environment environment(task);
  SearchLimits tight;
  tight.memory_bytes = 1000;  // less than the table's 2304 entries
  SearchResult result = SearchConfiguration::parse("astar(vacancy)", "test").run(environment, tight);
  EXPECT_EQ(result.status, SearchStatus::MemoryLimit);
  EXPECT_EQ(result.statistics.expanded, 0u);
  SearchResult solved = SearchConfiguration::parse("astar(vacancy)", "test").run(environment, SearchLimits{});
  ASSERT_EQ(solved.status, SearchStatus::Solved);
  EXPECT_EQ(solved.plan.cost, 6);
  EXPECT_GE(solved.statistics.memory_bytes, 2304u);
}

}  // namespace
}  // namespace polyplan
