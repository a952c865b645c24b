// The Sokoban heuristics: the Hungarian algorithm against brute force and a worked example,
// push distances and both heuristics on levels worked by hand, and exhaustive audits of
// box-distance and emm (admissible; box-distance also consistent) on whole state spaces.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "heuristics/heuristic_registry.hpp"
#include "heuristics/sokoban/hungarian.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/puzzle_generators.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

// The textbook 3x3 example (also SciPy's linear_sum_assignment documentation): rows 0, 1, 2 go to
// columns 1, 0, 2 for 1 + 2 + 2 = 5.
TEST(Hungarian, SolvesTheWorkedExample) {
  Hungarian matching;
  matching.reset(3, 3);
  const int costs[3][3] = {{4, 1, 3}, {2, 0, 5}, {3, 2, 2}};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) matching.cost(i, j) = costs[i][j];
  EXPECT_EQ(matching.solve(), 5);
  EXPECT_EQ(matching.column_of(0), 1);
  EXPECT_EQ(matching.column_of(1), 0);
  EXPECT_EQ(matching.column_of(2), 2);
}

// Every assignment of n rows to m >= n columns, tried one by one.
Hungarian::Cost brute_force(const Hungarian& matching, int rows, int columns) {
  std::vector<int> order(static_cast<std::size_t>(columns));
  std::iota(order.begin(), order.end(), 0);
  Hungarian::Cost best = std::numeric_limits<Hungarian::Cost>::max();
  do {
    Hungarian::Cost total = 0;
    for (int row = 0; row < rows; ++row) total += matching.cost(row, order[static_cast<std::size_t>(row)]);
    best = std::min(best, total);
  } while (std::next_permutation(order.begin(), order.end()));
  return best;
}

TEST(Hungarian, MatchesBruteForceAndLeavesFeasibleTightPotentials) {
  std::mt19937 rng(7);
  Hungarian matching;
  for (int trial = 0; trial < 300; ++trial) {
    int rows = test_support::draw(rng, 1, 6), columns = rows + test_support::draw(rng, 0, 2);
    matching.reset(rows, columns);
    for (int i = 0; i < rows; ++i)
      for (int j = 0; j < columns; ++j) matching.cost(i, j) = test_support::draw(rng, 0, 20);
    Hungarian::Cost total = matching.solve();
    ASSERT_EQ(total, brute_force(matching, rows, columns)) << "trial " << trial;
    std::vector<bool> taken(static_cast<std::size_t>(columns), false);
    Hungarian::Cost assigned = 0, duals = 0;
    for (int i = 0; i < rows; ++i) {
      int j = matching.column_of(i);
      ASSERT_FALSE(taken[static_cast<std::size_t>(j)]);
      taken[static_cast<std::size_t>(j)] = true;
      assigned += matching.cost(i, j);
      EXPECT_EQ(matching.reduced_cost(i, j), 0);
      duals += matching.row_potential(i);
    }
    EXPECT_EQ(assigned, total);
    for (int j = 0; j < columns; ++j) {
      duals += matching.column_potential(j);
      EXPECT_LE(matching.column_potential(j), 0);
      if (!taken[static_cast<std::size_t>(j)]) {
        EXPECT_EQ(matching.column_potential(j), 0);
      }
      for (int i = 0; i < rows; ++i) EXPECT_GE(matching.reduced_cost(i, j), 0);
    }
    EXPECT_EQ(duals, total) << "trial " << trial;
  }
}

// A warm re-solve after some rows changed (raised, lowered, or made unassignable with a huge cost,
// as the cut assignment does) gives the optimum of a whole solve of the new matrix, with a valid
// assignment, and can be chained: each re-solve starts from the state the one before left.
TEST(Hungarian, ResolvingChangedRowsMatchesAWholeSolve) {
  std::mt19937 rng(11);
  Hungarian warm, cold;
  Hungarian::Solution state;
  for (int trial = 0; trial < 300; ++trial) {
    const int size = test_support::draw(rng, 1, 8);
    warm.reset(size, size);
    for (int i = 0; i < size; ++i)
      for (int j = 0; j < size; ++j) warm.cost(i, j) = test_support::draw(rng, 0, 20);
    warm.solve();
    warm.save(state);
    for (int step = 0; step < 4; ++step) {
      std::vector<int> changed;
      for (int i = 0; i < size; ++i)
        if (test_support::draw(rng, 0, 2) == 0) changed.push_back(i);
      if (!changed.empty()) changed.push_back(changed.front());  // a row named twice is solved once
      for (int i : changed)
        for (int j = 0; j < size; ++j)
          warm.cost(i, j) =
              test_support::draw(rng, 0, 4) == 0 ? (Hungarian::Cost(1) << 32) : test_support::draw(rng, 0, 30);
      const Hungarian::Cost total = warm.resolve(state, changed);
      warm.save(state);
      cold.reset(size, size);
      for (int i = 0; i < size; ++i)
        for (int j = 0; j < size; ++j) cold.cost(i, j) = warm.cost(i, j);
      ASSERT_EQ(total, cold.solve()) << "trial " << trial << " step " << step;
      ASSERT_EQ(total, brute_force(warm, size, size)) << "trial " << trial << " step " << step;
      std::vector<bool> taken(static_cast<std::size_t>(size), false);
      Hungarian::Cost assigned = 0;
      for (int i = 0; i < size; ++i) {
        const int j = warm.column_of(i);
        ASSERT_FALSE(taken[static_cast<std::size_t>(j)]);
        taken[static_cast<std::size_t>(j)] = true;
        assigned += warm.cost(i, j);
      }
      EXPECT_EQ(assigned, total);
    }
  }
}

int evaluate(const std::string& heuristic, const Problem& problem) {
  Task task{Problem(problem)};
  Environment environment(task);
  HeuristicChoice choice = parse_heuristic(heuristic, "test");
  return choice.plugin->create(environment, choice.options)->evaluate(environment.initial_state());
}

TEST(SokobanHeuristics, AreExactOnABoxOneStraightLineFromItsGoal) {
  Problem level = test_support::sokoban_text("line",
                                             "#######\n"
                                             "#@ $ .#\n"
                                             "#######\n");
  EXPECT_EQ(evaluate("box-distance", level), 2);
  EXPECT_EQ(evaluate("emm", level), 2);
}

// room-two: each box is one push above a goal (h* = 2 by the oracle).
TEST(SokobanHeuristics, AgreeWithTheOracleOnRoomTwo) {
  ExploredLevel level(test_support::sokoban_level("room-two"));
  EXPECT_EQ(level.h_star[0], 2);
  EXPECT_EQ(evaluate("box-distance", level.task->problem()), 2);
  EXPECT_EQ(evaluate("emm", level.task->problem()), 2);
}

// man-side: the agent stands left of the box in a corridor one cell wide and can never get
// behind it; without the agent's side the box would be 3 pushes from the goal.
TEST(SokobanHeuristics, KnowWhichSideOfABoxTheAgentCanReach) {
  ExploredLevel level(test_support::sokoban_level("man-side"));
  EXPECT_EQ(level.h_star[0], kUnreachable);
  EXPECT_EQ(evaluate("box-distance", level.task->problem()), Heuristic::kDeadEnd);
  EXPECT_EQ(evaluate("emm", level.task->problem()), Heuristic::kDeadEnd);
}

// Both boxes can reach the left goal along the corridor (3 and 5 pushes), but no box can ever be
// pushed into the pocket below: there is no perfect matching, so emm is infinite; box-distance,
// which lets both boxes share the left goal, is 8.
TEST(SokobanHeuristics, EmmIsADeadEndWhenNoMatchingExists) {
  Problem level = test_support::sokoban_text("pocket",
                                             "##########\n"
                                             "#.  $ $@ #\n"
                                             "#####.####\n"
                                             "    ###\n");
  EXPECT_EQ(evaluate("box-distance", level), 8);
  EXPECT_EQ(evaluate("emm", level), Heuristic::kDeadEnd);
  EXPECT_EQ(evaluate("emm(corrals=true, sets=3)", level), Heuristic::kDeadEnd);
  EXPECT_EQ(evaluate("deadlocks", level), 0);  // no detector sees it; the matching does
  // Without the matching test neither emm nor the fast rule's corrals and dead sets see it.
  EXPECT_EQ(evaluate("emm(matching-deadlocks=false)", level), 8);
  EXPECT_EQ(evaluate("emm(corrals=true, sets=3, matching-deadlocks=false)", level), 8);
  ExploredLevel explored{Problem(level)};
  EXPECT_EQ(explored.h_star[0], kUnreachable);
}

// Four boxes frozen on goals in a square block the straight way up: as walls, the fifth box has to
// go around them (1 push aside, 3 up, 2 along the top: 6, h* by the oracle). With the freeze test
// off the tables ignore them: box-distance sends the fifth box onto the goal below it (1 push),
// emm moves that goal's box up and left instead (3 + 1).
TEST(SokobanHeuristics, FrozenBoxesOnGoalsAreWallsForTheOthers) {
  Problem level = test_support::sokoban_text("block",
                                             "########\n"
                                             "#  .   #\n"
                                             "#  **  #\n"
                                             "#  **  #\n"
                                             "#   $  #\n"
                                             "#  @   #\n"
                                             "########\n");
  ExploredLevel explored{Problem(level)};
  EXPECT_EQ(explored.h_star[0], 6);
  EXPECT_EQ(evaluate("box-distance", level), 6);
  EXPECT_EQ(evaluate("emm", level), 6);
  EXPECT_EQ(evaluate("box-distance(freeze=false)", level), 1);
  EXPECT_EQ(evaluate("emm(freeze=false)", level), 4);
}

// Warm matching (emm_estimate.hpp) re-solves from the state evaluated before: M* must come out
// the same as a cold solve's whatever came before, so the states go in the order a search
// evaluates them (each state's children in a row), then shuffled. Microban levels have enough
// boxes for most evaluations to take the warm path.
TEST(SokobanHeuristics, WarmMatchingFindsTheColdOptimumInAnyOrder) {
  POLYPLAN_NEED_SHARED_DATA(test_support::microban_levels);
  std::mt19937 rng(5);
  std::size_t compared = 0;
  const int levels = test_support::for_each_small_microban_level(30, 20'000, [&](int number, ExploredLevel& level) {
    auto create = [&](const std::string& text) {
      HeuristicChoice choice = parse_heuristic(text, "test");
      return choice.plugin->create(*level.environment, choice.options);
    };
    std::unique_ptr<Heuristic> warm = create("emm(conflicts=false)");
    std::unique_ptr<Heuristic> cold = create("emm(conflicts=false, warm-matching=false)");
    std::unique_ptr<Heuristic> warm_conflicts = create("emm");
    std::vector<StateId> order;
    for (StateId id = 0; id < level.space.states(); ++id)
      for (std::size_t edge = level.space.edge_begin[id]; edge < level.space.edge_begin[id + 1]; ++edge)
        order.push_back(level.space.edges[edge].to);
    std::vector<StateId> shuffled = order;
    std::shuffle(shuffled.begin(), shuffled.end(), rng);
    order.insert(order.end(), shuffled.begin(), shuffled.end());
    for (StateId id : order) {
      const StateValues state = level.state(id);
      const int expected = cold->evaluate(state);
      ASSERT_EQ(warm->evaluate(state), expected) << "Microban " << number << " state " << id;
      // The conflicts read whichever optimal potentials the warm solve left: still at most h*.
      const int with_conflicts = warm_conflicts->evaluate(state);
      if (level.h_star[id] == kUnreachable) continue;
      ASSERT_NE(with_conflicts, Heuristic::kDeadEnd) << "Microban " << number << " state " << id;
      ASSERT_GE(with_conflicts, expected) << "Microban " << number << " state " << id;
      ASSERT_LE(with_conflicts, level.h_star[id]) << "Microban " << number << " state " << id;
      ++compared;
    }
  });
  EXPECT_GE(levels, 5);
  EXPECT_GT(compared, 10'000u);
}

std::vector<Problem> audit_levels() {
  return test_support::corpus_and_rooms(99, 12, "audit-room", false,
                                        [](int i) { return i % 3 == 2 ? "sokoban-moves" : "sokoban"; });
}

// The audit `polyplan audit` prints, on every level: no overestimate anywhere (a wrong dead end
// counts as one), 0 on goals, and box-distance drops by at most the cost of a move.
TEST(SokobanHeuristics, PassTheExhaustiveAuditOnSmallLevels) {
  const std::vector<std::string> heuristics{"deadlocks",
                                            "box-distance",
                                            "emm",
                                            "emm(conflicts=false)",
                                            "emm(matching-deadlocks=false)",
                                            "emm(warm-matching=true)"};
  std::vector<double> ratio(heuristics.size(), 0);
  std::size_t solvable_levels = 0, states = 0, raised = 0, bipartite = 0;
  for (Problem& problem : audit_levels()) {
    ExploredLevel level(std::move(problem));
    ASSERT_TRUE(level.space.complete);
    const std::string name = level.task->problem().name;
    states += level.space.states();
    solvable_levels += level.h_star[0] != kUnreachable;
    std::vector<std::vector<int>> values;
    for (std::size_t i = 0; i < heuristics.size(); ++i) {
      HeuristicChoice choice = parse_heuristic(heuristics[i], "test");
      std::unique_ptr<Heuristic> heuristic = choice.plugin->create(*level.environment, choice.options);
      HeuristicAudit audit = audit_heuristic(level.space, level.h_star, *heuristic, *level.task);
      EXPECT_EQ(audit.admissibility_violations, 0u) << heuristics[i] << " on " << name;
      EXPECT_EQ(audit.goal_violations, 0u) << heuristics[i] << " on " << name;
      if (choice.plugin->properties.consistent) {
        EXPECT_EQ(audit.consistency_violations, 0u) << heuristics[i] << " on " << name;
      }
      ratio[i] += audit.mean_ratio;
      values.emplace_back();
      for (StateId id = 0; id < level.space.states(); ++id)
        values.back().push_back(heuristic->evaluate(level.state(id)));
    }
    // emm dominates box-distance (a matching costs at least the sum of row minima) and the
    // conflicts only ever add.
    for (StateId id = 0; id < level.space.states(); ++id) {
      EXPECT_GE(values[2][id], values[1][id]) << name << " state " << id;
      EXPECT_GE(values[2][id], values[3][id]) << name << " state " << id;
      // Warm matching finds the same M*; only the conflicts on top may differ.
      EXPECT_GE(values[5][id], values[3][id]) << name << " state " << id;
      raised += values[2][id] != values[3][id];
      // Without the bipartite test emm differs only where the matching alone found a dead end.
      if (values[2][id] != Heuristic::kDeadEnd) {
        EXPECT_EQ(values[4][id], values[2][id]) << name << " state " << id;
      }
      bipartite += values[2][id] == Heuristic::kDeadEnd && values[4][id] != Heuristic::kDeadEnd;
    }
  }
  std::cout << "[ sokoban  ] " << states << " states; linear conflicts raise emm on " << raised
            << "; bipartite deadlocks " << bipartite << "; mean h/h* summed:";
  for (std::size_t i = 0; i < heuristics.size(); ++i) std::cout << " " << heuristics[i] << " " << ratio[i];
  std::cout << "\n";
  EXPECT_GE(solvable_levels, 5u);
  EXPECT_GT(bipartite, 0u);
}

}  // namespace
}  // namespace polyplan
