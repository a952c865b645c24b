// PI-corral pruning keeps every state's optimal cost: checked on the whole spaces of the corpus
// and of random rooms against exact h*, and through A* against breadth-first search.
#include <gtest/gtest.h>

#include "domains/move_pruner.hpp"
#include "domains/sokoban/pruning/pi_corral.hpp"
#include "parser/input_error.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

// The property A* needs: in every solvable state, some move the pruner keeps leads to a state
// one push closer to the goal. (A pruner that kept nothing, or only detours, fails here.)
TEST(SokobanPiCorrals, EveryStateKeepsAMoveOnAnOptimalPath) {
  std::vector<Problem> levels =
      test_support::corpus_and_rooms(7, 40, "corral-room", true, [](int) { return "sokoban"; });
  std::size_t states = 0, pruned_states = 0, dropped = 0;
  for (Problem& problem : levels) {
    ExploredLevel level(std::move(problem));
    ASSERT_TRUE(level.space.complete) << level.task->problem().name;
    MovePruner prune = move_pruner_registry().find("pi-corral")->create(*level.environment);
    std::vector<Move> moves;
    StateValues child(level.task->pieces().size());
    for (StateId id = 0; id < level.space.states(); ++id) {
      StateValues state = level.state(id);
      level.environment->successors(state, moves);
      std::size_t all = moves.size();
      prune(state, moves);
      ++states;
      if (moves.size() < all) ++pruned_states, dropped += all - moves.size();
      int h = level.h_star[id];
      if (h == kUnreachable || h == 0) continue;
      bool on_optimal_path = false;
      for (const Move& move : moves) {
        level.environment->apply(state, move, child);
        StateId next = level.space.registry->find(child);
        ASSERT_NE(next, StateRegistry::kNoState);
        on_optimal_path |= level.h_star[next] == h - move.cost;
      }
      EXPECT_TRUE(on_optimal_path) << level.task->problem().name << " state " << id << " (h* = " << h
                                   << "): every push into its PI-corral leads away from the goal";
    }
  }
  std::cout << "[ pi-corral ] " << states << " states, " << pruned_states << " with pushes pruned, " << dropped
            << " pushes dropped\n";
  EXPECT_GT(pruned_states, 0u);
}

// In an open room every free cell is reachable: no corral. In a corridor the box closes off the
// cells beyond it; its other pushes run into walls or onto a dead corner, so that is a PI-corral.
TEST(SokobanPiCorrals, FindsTheCorralBehindABoxInACorridor) {
  Task task(test_support::sokoban_text("pocket",
                                       "#######\n"
                                       "#  .  #\n"
                                       "# $#$ #\n"
                                       "#@$. .#\n"
                                       "#######\n"));
  SokobanBoard board(task, "test");
  DeadSquares dead(board);
  PiCorrals corrals(board, dead);
  std::vector<int> boxes;
  board.box_cells(task.initial_state(), boxes);
  // The walls close nothing here: every free cell is reachable, so there is no corral.
  EXPECT_FALSE(corrals.find(board.agent_cell(task.initial_state()), boxes));

  Task closed(test_support::sokoban_text("closed",
                                         "######\n"
                                         "#@$ .#\n"
                                         "######\n"));
  SokobanBoard line(closed, "test");
  DeadSquares line_dead(line);
  PiCorrals line_corrals(line, line_dead);
  line.box_cells(closed.initial_state(), boxes);
  ASSERT_TRUE(line_corrals.find(line.agent_cell(closed.initial_state()), boxes));
  EXPECT_TRUE(line_corrals.inside(line.neighbour(boxes[0], 2)));
  EXPECT_FALSE(line_corrals.inside(line.agent_cell(closed.initial_state())));
}

TEST(SokobanPiCorrals, AStarWithPruningMatchesBreadthFirstCostsAndPlansReplay) {
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    SearchResult oracle = SearchConfiguration::parse("bfs", "test").run(environment, SearchLimits{});
    ASSERT_EQ(oracle.status, SearchStatus::Solved) << title;
    for (const char* text : {"astar(emm, prune=pi-corral)", "astar(box-distance, prune=pi-corral)",
                             "astar(emm, tiebreak=[level-order, inertia], prune=pi-corral)"}) {
      SearchResult result = SearchConfiguration::parse(text, "test").run(environment, SearchLimits{});
      ASSERT_EQ(result.status, SearchStatus::Solved) << title << ' ' << text;
      EXPECT_EQ(result.plan.cost, oracle.plan.cost) << title << ' ' << text;
      StateValues state = environment.initial_state(), next(state.size());
      for (const Move& move : result.plan.moves) {
        environment.apply(state, move, next);
        state = next;
      }
      EXPECT_TRUE(environment.is_goal(state)) << title << ' ' << text;
    }
  }
  for (const std::string& title : test_support::unsolvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    SearchResult result =
        SearchConfiguration::parse("astar(emm, prune=pi-corral)", "test").run(environment, SearchLimits{});
    EXPECT_EQ(result.status, SearchStatus::Unsolvable) << title;
  }
}

// Doing the corral's push first keeps the number of pushes, not of steps.
TEST(SokobanPiCorrals, RefusesTheMoveOptimalDomain) {
  EXPECT_TRUE(SearchConfiguration::parse("astar(emm, prune=pi-corral)", "test").optimal());
  LoadOptions options;
  options.sokoban_domain = "sokoban-moves";
  Problem level = std::move(load_input(test_support::sokoban_corpus + "#room-two", options, domain_registry()).front());
  Task task(std::move(level));
  Environment environment(task);
  try {
    move_pruner_registry().find("pi-corral")->create(environment);
    ADD_FAILURE() << "pi-corral accepted sokoban-moves";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("prune"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace polyplan
