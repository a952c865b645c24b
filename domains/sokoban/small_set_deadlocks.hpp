#pragma once
#include <cstdint>
#include <memory>
#include <unordered_set>
#include <vector>

#include "domains/sokoban/cell_marks.hpp"
#include "domains/sokoban/dead_squares.hpp"

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
// live cells), and the agent's part is flooded only for the few sets whose verdict depends on
// where the agent stands; for those, the solvable placements are kept as exact keys. A state of
// m boxes holds m(m-1)(m-2)/6 triples, so triples are found through bits per pair (Table).
class SmallSetDeadlocks {
 public:
  // `set_size` 2 or 3 (1 is the dead squares); a table past `max_states` placements, or a level of
  // 65 535 floor cells or more, is not built. A table depends on the level's floor and goals only,
  // and searches make their heuristics afresh (a finishing search once per try), so the last
  // tables built are kept and shared by every detector over the same floor, goals and size.
  SmallSetDeadlocks(const SokobanBoard& board, const DeadSquares& dead_squares, int set_size,
                    std::size_t max_states);

  bool complete() const { return table_->complete; }
  // How many sets are dead wherever the agent stands (for reports and tests).
  std::size_t dead_sets() const;

  // Whether some `set_size` of `boxes` (every box's cell), with the agent on `agent`, is a dead
  // set; a box on a dead square is a dead set of one.
  bool deadlocked(int agent, const std::vector<int>& boxes);

  enum Verdict : unsigned char { kLive = 0, kDead = 1, kDepends = 2 };
  struct Table {
    int set_size = 0;
    bool complete = false;
    std::vector<int> live_index;  // per floor cell, its index among the live cells, or -1
    std::vector<int> live_cells;
    std::vector<unsigned char> verdicts;           // per set of live indices (sorted), a Verdict
    // For three-box sets, per pair of live indices a < b, the bits c > b whose set {a, b, c} is not
    // kLive, `words` 64-bit words each: a state's triples are then read pair by pair, one AND of its
    // boxes' bits per pair, rather than one verdict per triple (a thousand for twenty boxes).
    std::vector<std::uint64_t> completions;
    std::size_t words = 0;
    std::unordered_set<std::uint64_t> depends_on;  // the solvable placements of kDepends sets
  };
  // A placement: the set's floor cells sorted, then the agent's mark (the lowest cell of its part
  // of the floor less the set), 16 bits each.
  static std::uint64_t key_of(const int* cells, int count, int mark);

 private:
  bool dead_with_agent(const int* live_indices, int agent);

  const SokobanBoard& board_;
  std::shared_ptr<const Table> table_;
  std::vector<unsigned char> has_box_;
  CellMarks part_;
  std::vector<int> queue_, set_live_;
  std::vector<std::uint64_t> state_bits_;  // the live indices of the state's boxes
};

}  // namespace polyplan
