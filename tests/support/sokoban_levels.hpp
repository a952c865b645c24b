#pragma once
// The small Sokoban levels of tests/sokoban/small-levels.xsb, loaded with their whole state
// spaces and exact h*, for tests that check deadlock detectors and heuristics state by state.
#include <memory>
#include <string>
#include <vector>

#include "domains/domain_registry.hpp"
#include "domains/move_macro.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "parser/load.hpp"
#include "planner/state_space.hpp"
#include "tests/support/puzzle_generators.hpp"

namespace polyplan::test_support {

inline const std::string sokoban_corpus = std::string(POLYPLAN_SOURCE_DIR) + "/tests/sokoban/small-levels.xsb";

// The levels whose goal is reachable, and those made to be unsolvable.
inline const std::vector<std::string> solvable_sokoban_levels{
    "room-two", "room-three", "l-shape", "pillars", "cross", "corridor-rooms", "four-in-a-row", "two-rooms"};
inline const std::vector<std::string> unsolvable_sokoban_levels{"frozen-pair", "block-four", "man-side"};

// The cells of the boxes of a state, and the same cells as a map (what a single-box search or a
// flood takes as the boxes standing).
struct StandingBoxes {
  StandingBoxes(const SokobanBoard& board, StateView state) : map(board) {
    board.box_cells(state, cells);
    map.fill(cells);
  }
  std::vector<int> cells;
  BoxMap map;
};

inline Problem sokoban_level(const std::string& title) {
  return std::move(load_input(sokoban_corpus + "#" + title, {}, domain_registry()).front());
}

// A state's moves after the family macro `macros` (by its registered name) has rewritten them.
inline std::vector<Move> macro_moves(Environment& environment, const StateValues& state, const std::string& macros) {
  std::vector<Move> moves;
  environment.successors(state, moves);
  move_macro_registry().find(macros)->create(environment)(state, moves);
  return moves;
}

// Every corpus level, then `rooms` random rooms (tests/support/puzzle_generators.hpp) named
// PREFIX-i; `domain_of(i)` picks each room's domain.
template <typename DomainOf>
std::vector<Problem> corpus_and_rooms(unsigned seed, int rooms, const std::string& prefix, bool boxes_anywhere,
                                      DomainOf domain_of) {
  std::vector<Problem> levels;
  for (const auto* list : {&solvable_sokoban_levels, &unsolvable_sokoban_levels})
    for (const std::string& title : *list) levels.push_back(sokoban_level(title));
  std::mt19937 rng(seed);
  for (int i = 0; i < rooms; ++i)
    levels.push_back(
        load_generated(sokoban_instance(rng, domain_of(i), prefix + "-" + std::to_string(i), boxes_anywhere)));
  return levels;
}

inline Problem sokoban_text(const std::string& name, const std::string& level) {
  return std::move(import_sokoban(SourceFile::from_text(name + ".xsb", level), "", {}, domain_registry()).front());
}

// A level with its whole reachable space and h* for every state.
struct ExploredLevel {
  std::unique_ptr<Task> task;
  std::unique_ptr<Environment> environment;
  StateSpace space;
  std::vector<int> h_star;

  // Past `max_states` states the space is left incomplete (space.complete false).
  explicit ExploredLevel(Problem problem, std::size_t max_states = 2'000'000)
      : task(std::make_unique<Task>(std::move(problem))), environment(std::make_unique<Environment>(*task)) {
    space = explore_state_space(*environment, max_states);
    h_star = goal_distances(space);
  }
  StateValues state(StateId id) const {
    StateValues values(task->pieces().size());
    space.registry->unpack(id, values);
    return values;
  }
};

inline const std::string microban_levels = std::string(POLYPLAN_SHARED_DATA_DIR) + "/sokoban/Microban.xsb";

// Calls visit(number, level) for every Microban level among 1..last whose whole space has at most
// `max_states` states, explored; returns how many. The caller skips when microban_levels is absent.
template <typename Visit>
int for_each_small_microban_level(int last, std::size_t max_states, Visit visit) {
  int visited = 0;
  for (int number = 1; number <= last; ++number) {
    ExploredLevel level(
        std::move(load_input(microban_levels + "#" + std::to_string(number), {}, domain_registry()).front()),
        max_states);
    if (!level.space.complete) continue;
    visit(number, level);
    ++visited;
  }
  return visited;
}

// Calls visit(id, state, boxes, has_box, agent) for every state of `level`, with the boxes' cells,
// a map of them and the agent's cell, as the deadlock detectors take them.
template <typename Visit>
void for_each_state_with_boxes(ExploredLevel& level, const SokobanBoard& board, Visit visit) {
  std::vector<int> boxes;
  BoxMap has_box(board);
  for (StateId id = 0; id < level.space.states(); ++id) {
    const StateValues state = level.state(id);
    board.box_cells(state, boxes);
    has_box.fill(boxes);
    visit(id, state, boxes, has_box, board.agent_cell(state));
    has_box.clear(boxes);
  }
}

}  // namespace polyplan::test_support
