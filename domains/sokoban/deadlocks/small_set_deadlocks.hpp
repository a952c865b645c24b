#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "domains/sokoban/deadlocks/dead_squares.hpp"

namespace polyplan {

// A table of small deadlocked box sets, built before the search: a maze-specific deadlock table
// in the manner of Cazenave and Jouandeau ("Towards deadlock free Sokoban"), by retrograde
// analysis. For every set of `set_size` boxes on live cells (dead_squares.hpp), and every part of
// the floor less those cells the agent may stand in, it knows whether those boxes alone can all be
// pushed onto goals. A state that holds such a set with the agent in such a part is a deadlock
// whatever its other boxes do: a solution's pushes of the set's boxes would solve the set alone,
// since the other boxes only ever stand in the way.
//
// The table is the complement of one backward search: from every placement of the set on goals,
// with the agent in any part of the floor, pulls (the inverse of pushes) reach exactly the
// placements that can be solved, and what they never reach is dead. The search is exhaustive or
// worthless, so past `max_states` it stops and the table prunes nothing (complete() says so).
// Unlike the corral searches (corral_deadlock.hpp), which run during the search and decide only
// fenced-off boxes, the table decides every set of its size once, fenced or not.
//
// The floor less two or three cells is nearly always one part, or parts that give one verdict, so
// the verdict per set is kept in a flat array indexed by the set's live cells (n^k bytes for n
// live cells); for the few sets whose verdict depends on where the agent stands, the cells it may
// stand on are kept as bits, so a query never floods. A state of m boxes holds m(m-1)(m-2)/6
// triples, so triples are found through bits per pair (Table).
class SmallSetDeadlocks {
 public:
  // `set_size` 1 to 3 (1: single boxes, the dead squares with the agent's side); a table past
  // `max_states` placements, or a level of 65 535 floor cells or more, is not built. A table
  // depends on the level's floor and goals only, and searches make their heuristics afresh (a
  // finishing search once per try), so the last tables built are kept and shared by every
  // detector over the same floor, goals and size.
  SmallSetDeadlocks(const SokobanBoard& board, const DeadSquares& dead_squares, int set_size,
                    std::size_t max_states = kPlacementBudget);
  // The heuristics' budget: an XSokoban level's table of triples holds up to 441 000 solvable
  // placements (level 90); one past this many would take seconds to build, a good part of a
  // minute's search.
  static constexpr std::size_t kPlacementBudget = 1'500'000;

  bool complete() const { return table_->complete; }
  // How many sets are dead wherever the agent stands (for reports and tests).
  std::size_t dead_sets() const { return table_->dead; }

  // Whether some `set_size` of `boxes` (every box's cell), with the agent on `agent`, is a dead
  // set; a box on a dead square is a dead set of one.
  bool deadlocked(int agent, const std::vector<int>& boxes);

  enum Verdict : unsigned char { kLive = 0, kDead = 1, kDepends = 2 };
  struct Table {
    int set_size = 0;
    bool complete = false;
    std::string why_not;          // when not complete: why no table was built
    std::vector<int> live_index;  // per floor cell, its index among the live cells, or -1
    std::vector<int> live_cells;
    std::vector<unsigned char> verdicts;  // per set of live indices (sorted), a Verdict
    // For three-box sets, per pair of live indices a < b, the bits c > b whose set {a, b, c} is not
    // kLive, `words` 64-bit words each: a state's triples are then read pair by pair, one AND of its
    // boxes' bits per pair, rather than one verdict per triple (a thousand for twenty boxes).
    std::vector<std::uint64_t> completions;
    std::size_t words = 0;
    std::size_t placements = 0;  // the solvable placements the backward search found
    std::size_t sets = 0, dead = 0, depends = 0;
    // For a kDepends set (by its index in `verdicts`), the offset in side_bits of `floor_words`
    // words: the floor cells from which the agent leaves the set solvable. A bit test then stands
    // for a flood of the floor per query (such sets are a few thousand, and the boxes of a goal
    // room hold them often).
    std::unordered_map<std::size_t, std::size_t> live_sides;
    std::vector<std::uint64_t> side_bits;
    std::size_t floor_words = 0;
  };
  const Table& table() const { return *table_; }

 private:
  bool dead_with_agent(std::size_t index, int agent) const;

  std::shared_ptr<const Table> table_;
  std::vector<int> set_live_;
  std::vector<std::uint64_t> state_bits_;  // the live indices of the state's boxes
};

// For `polyplan explain`: the tables of dead pairs and triples of a Sokoban level (their sets,
// the dead ones, those whose verdict depends on the agent's side, the placements searched), or
// nothing for another task.
std::string describe_dead_sets(const Task& task);

}  // namespace polyplan
