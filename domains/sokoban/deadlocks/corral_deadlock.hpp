#pragma once
#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "domains/cell_rings.hpp"
#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/deadlocks/box_set_key.hpp"
#include "domains/sokoban/deadlocks/dead_squares.hpp"
#include "domains/sokoban/deadlocks/deadlock_patterns.hpp"
#include "domains/sokoban/deadlocks/freeze_deadlock.hpp"

namespace polyplan {

// Corral deadlocks. A corral is a part of the floor the agent cannot reach; the boxes in it and on
// its border are its boxes. Take the level with every other box removed: if no sequence of pushes
// of the corral's boxes alone ever puts all of them on goals (any goals: the removed boxes' goals
// are free too), the state is unsolvable, since a solution's pushes of those boxes would be such a
// sequence (the removed boxes only ever stand in the way). A small breadth-first search over the
// corral's boxes decides it. Most corrals are not deadlocks, and proving that by reaching goals
// can take the search far; so it gives up, keeping the state, as soon as its pushes open the
// corral (the agent reaches every cell of the corral that held no box), or past a budget of
// states. Giving up never prunes, so only a search that runs out of pushes does. Results are
// remembered per corral (its boxes' cells and the agent's component around them), since the other
// boxes play no part. A push in the search that freezes one of the corral's boxes off a goal
// (freeze_deadlock.hpp, over the corral's boxes alone) ends that line: no sequence through it puts
// them all on goals. Without this, a corral whose every push jams two of its boxes against a
// wall, the others free to wander, runs out of budget instead of being proved (XSokoban 21, four
// boxes round a cell by the goal room). With `max_patterns` above 0, every corral proved
// deadlocked is also kept as a pattern (deadlock_patterns.hpp) and tested on the states whose own
// corrals decide nothing.
class CorralDeadlock {
 public:
  CorralDeadlock(const SokobanBoard& board, const DeadSquares& dead_squares, int max_boxes, int max_states,
                 std::size_t max_patterns = 0);

  // `boxes` are the cells of every box, `agent` the agent's cell.
  bool deadlocked(int agent, const std::vector<int>& boxes);
  // How many corrals the last calls searched, and how many of those searches ran out of budget.
  std::uint64_t searched() const { return searched_; }
  std::uint64_t undecided() const { return undecided_; }

 private:
  // A state of a corral search, and the key of a decided corral (box_set_key.hpp).
  using Key = BoxSetKey;
  using KeyHash = BoxSetKeyHash;
  static Key key_of(const std::vector<int>& cells, int agent_mark) { return BoxSetKey::of(cells, agent_mark); }

  // Whether the boxes on `cells` (sorted) can all reach goals with the agent on `agent` and no
  // other box: 1 yes, 0 no, -1 not decided (the corral opened, or the budget ran out). The
  // corral's empty cells are those `corral_` marks that hold no box, `interior` of them.
  // `agent_mark` is the lowest cell of the agent's component with only those boxes on the floor
  // (the key's last slot).
  int solvable(const std::vector<int>& cells, int agent, int interior, int agent_mark);
  // That mark for the corral in corral_queue_: on a connected floor every cell outside the corral
  // is the agent's once the other boxes are gone (another corral touches the agent's region, or
  // it would be part of this one; the corral's free cells touch only its own cells and walls), so
  // the mark is the lowest cell outside the corral, found without a flood. Most corrals are met
  // again and decided from memory by this key alone. -1 on a floor in pieces.
  int mark_outside_corral();
  // Whether the region in child_reach_ holds all `interior` empty cells of the corral under test.
  bool opens(int interior) const;
  // The region after the box on `box` is pushed one cell in `direction` onto `target`, from the
  // region before it (`parent`, bits), into child_reach_; false when the cells around the push
  // cannot tell (CellRings), and nothing is written.
  bool reach_after_push(const std::uint64_t* parent, int box, int target, int direction);
  // When the ring cannot tell whether filling `target` splits the region: walks from the agent's
  // cell `from` and from each free cell beside `target`, each at most kPocketWalk cells, in
  // child_reach_ (already without `target`). A walk that ends without meeting the agent's side
  // found a pocket cut off, whose cells leave child_reach_; the agent's own walk ending first is
  // the whole region. False when a walk runs past its length: then a flood decides.
  bool cut_off_pockets(int from, int target);
  // Longest walk cut_off_pockets takes before a flood is cheaper: a pocket a push closes is a few
  // cells of corridor or room corner, while a walk that must go round a loop to meet the agent's
  // side can take most of the floor.
  static constexpr std::size_t kPocketWalk = 48;
  // The cells of child_reach_ joined to `start` without `target`, at most kPocketWalk of them, in
  // walk_; whether the walk ended (false: it ran past its length, or met `stop` marks).
  enum class Walk { Ended, TooLong, Met };
  Walk walk(int start, int target, const CellMarks* stop);
  // The lowest cell of child_reach_ (the agent's mark); the flood's region_ as child_reach_.
  int lowest_reached() const;
  void reach_of_region();
  // The lowest cell of the agent's component around the boxes `boxes` marks; fills region_.
  int flood_from(int agent, const std::vector<unsigned char>& boxes);
  // The same with only the boxes on `cells` on the board (the key of a corral and of a pattern).
  int flood_around(int agent, const std::vector<int>& cells);
  // Appends child_reach_ to reach_bits_ as the newest state's reach.
  void keep_reach();

  const SokobanBoard& board_;
  const DeadSquares& dead_squares_;
  int max_boxes_;
  int max_states_;
  std::vector<unsigned char> has_box_;    // scratch: the boxes of the search under way
  std::vector<unsigned char> all_boxes_;  // scratch: every box of the state being checked
  CellMarks corral_;                      // the corrals met so far in this state, boxes included
  CellMarks this_corral_;                 // the corral under test alone
  bool floor_connected_;
  CellMarks flooded_;                 // the last flood_from()
  CellMarks reached_;                 // the cells the agent reaches in the state under test
  CellMarks agent_walk_, side_walk_;  // cut_off_pockets' walks: the agent's side, one other
  std::vector<int> walk_;
  std::vector<int> region_;
  std::vector<int> corral_boxes_, corral_queue_;  // scratch of deadlocked(), kept for its memory
  // Decided corrals by their boxes' cells and the agent's component (exact keys: a wrong answer
  // would prune a solvable state).
  std::unordered_map<Key, int, KeyHash> remembered_;
  // The search under way, kept between searches so that they reuse its memory. Beside each
  // state, the cells the agent reaches there, as bits: the flood that found the state's agent
  // mark found them, so expanding it needs no flood of its own (floods are most of the test).
  std::vector<Key> frontier_;
  std::vector<std::uint64_t> reach_bits_;
  std::size_t words_;
  CellRings rings_;
  std::vector<std::uint64_t> child_reach_;    // the region of the state being made, as bits
  std::vector<std::uint64_t> interior_bits_;  // the empty cells of the corral under test
  std::unordered_set<Key, KeyHash> seen_;
  DeadlockPatterns patterns_;
  FreezeDeadlock freeze_;
  std::vector<int> child_cells_;  // scratch: a child's boxes, for the freeze test
  std::uint64_t searched_ = 0, undecided_ = 0;
};

}  // namespace polyplan
