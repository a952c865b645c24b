#pragma once
#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/deadlocks/box_set_key.hpp"
#include "domains/sokoban/deadlocks/dead_squares.hpp"
#include "domains/sokoban/deadlocks/deadlock_patterns.hpp"
#include "domains/sokoban/deadlocks/freeze_deadlock.hpp"
#include "domains/sokoban/deadlocks/pattern_bank.hpp"

namespace polyplan {

// Local deadlocks: a bounded search on the boxes near the last push. The static tests look at one
// box (dead squares), at boxes that can never move (freeze, 2x2 blocks), at every set of three
// (the table of dead sets) and at fenced-off parts of the floor (corrals); a push that jams four
// or five boxes against a wall, each still movable and the agent around them, passes them all,
// and the search under it then spends thousands of expansions on every way of shuffling the other
// boxes before it learns that none of them helps.
//
// The test takes the boxes within `reach` cells of floor of the pushed box (at most `max_boxes`,
// nearest first), removes every other box, and searches the pushes of those boxes alone. That is
// sound for the same reason as the corral test: a solution's pushes of those boxes would put them
// all on goals with the other boxes gone too (those only ever stand in the way). To end quickly
// when the boxes are not stuck, the search is relaxed: a box pushed out of the window (the cells
// within `reach` of the pushed box) leaves the search as if it had reached a goal, and the search
// gives up as soon as every box still in it stands on a goal. A relaxation only adds ways out, so
// a search that runs out of pushes without giving up proves that no sequence of pushes of the
// boxes puts them all on goals: the state is dead. It also gives up past `max_states` states,
// and giving up never prunes. Pushes onto dead squares and pushes that freeze a box of the search
// off a goal are not made (no solution makes them).
//
// Verdicts are remembered per box set and agent side (box_set_key.hpp), and with `max_patterns`
// above 0 each dead set is kept as a pattern (deadlock_patterns.hpp) and tested on later states,
// whatever box moved last; the patterns go to the level's PatternBank too, so that the other
// detectors over the level (a portfolio's later stages, or those on other threads) test them. A
// level the same under a rotation or reflection (floor, walls and goals) has the same deadlocks
// turned, so each pattern goes to the bank in every such image as well.
class LocalDeadlock {
 public:
  struct Limits {
    int max_boxes = 5;
    int reach = 2;
    int max_states = 300;
  };
  LocalDeadlock(const SokobanBoard& board, const DeadSquares& dead_squares, Limits limits, std::size_t max_patterns);

  // `boxes` are the cells of every box, `agent` the agent's cell, `pushed` a box's cell (the box
  // the last move pushed; any box keeps the test sound).
  bool deadlocked(int agent, const std::vector<int>& boxes, int pushed);
  // Whether a pattern learned so far holds in the state (boxes and agent as above).
  bool matches_pattern(int agent, const std::vector<int>& boxes);
  // How many searches ran, and how many of them proved a deadlock.
  std::uint64_t searched() const { return searched_; }
  std::uint64_t proved() const { return proved_; }

 private:
  // Marks the window round `pushed` in window_ and lists its boxes, nearest first, in set_.
  void take_window(int pushed, const std::vector<int>& boxes);
  // 1: every box can leave the window or reach a goal (the relaxed search gave up), 0: dead, -1:
  // past the budget. `cells` sorted, `agent` where the agent stands.
  int search(const std::vector<int>& cells, int agent);
  // The lowest cell the agent reaches from `start` around the boxes on `cells`; the region is
  // left in region_.
  int flood_around(int start, const std::vector<int>& cells);
  // The agent's mark around the boxes on `cells` alone, for the memory's key: when the floor less
  // those cells is in one piece (known per set after one flood), the lowest cell not among them,
  // with no flood; a box set is met again and again while other boxes move.
  int mark_around(int agent, const std::vector<int>& cells);
  void keep_region();
  // The rotations and reflections of the frame that keep the board's floor, links and goals, as
  // cell maps, into images_.
  void keep_symmetries();
  // Puts a proved set and its images under images_ in the bank.
  void publish(const std::vector<int>& cells, int agent_mark);

  const SokobanBoard& board_;
  const DeadSquares& dead_squares_;
  Limits limits_;
  FreezeDeadlock freeze_;
  DeadlockPatterns patterns_;
  std::vector<unsigned char> has_box_;      // scratch: the boxes of a flood or expansion; all 0 between calls
  std::vector<unsigned char> state_boxes_;  // scratch: every box of the state the patterns are tested on
  CellMarks window_, flooded_;
  std::vector<int> window_cells_, set_, region_, child_cells_, image_cells_;
  std::vector<std::vector<int>> images_;
  std::size_t words_;
  // The search under way: states by number, each with its region as bits (the flood that found
  // its agent mark found them, so expanding it floods nothing), and a stack of numbers, deepest
  // first, since a box pushed on and on leaves the window soonest.
  std::vector<BoxSetKey> states_;
  std::vector<std::uint64_t> regions_;
  std::vector<std::size_t> stack_;
  std::unordered_set<BoxSetKey, BoxSetKeyHash> seen_;
  std::unordered_map<BoxSetKey, int, BoxSetKeyHash> remembered_;
  std::unordered_map<BoxSetKey, bool, BoxSetKeyHash> floor_whole_without_;
  // Patterns proved by every local search over this level in the process (pattern_bank.hpp):
  // fetched every kFetchEvery searches, published as proved.
  std::shared_ptr<PatternBank> bank_;
  std::size_t fetched_ = 0;
  static constexpr std::uint64_t kFetchEvery = 64;
  std::uint64_t searched_ = 0, proved_ = 0;
};

}  // namespace polyplan
