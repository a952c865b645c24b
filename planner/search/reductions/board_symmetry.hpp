#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "domains/environment.hpp"
#include "planner/plan.hpp"

namespace polyplan {

// The rotations and reflections of the board under which the puzzle is the same puzzle: floor
// goes to floor, goal cells to goal cells, every placement of a piece to a placement of the same
// piece, every goal a piece must reach to itself, and every rule treats the directions alike
// (MoveGenerator::symmetric). Such a map takes a state to one with the mirrored successors and
// the same distance to the goal, so a graph search may keep one state per orbit: the least image.
// A level drawn with a mirror axis halves the space; Microban 93, symmetric under all eight, has
// an eighth of it.
//
// The search then follows a path of representatives, each the image of a real successor of the
// one before, possibly under another map; `unfold` turns it back into moves from the real start.
class BoardSymmetry {
 public:
  // With `enabled` false, or when no map but the identity qualifies, `empty()`.
  BoardSymmetry(Environment& environment, bool enabled);

  bool empty() const { return maps_.empty(); }
  // How many maps besides the identity keep the puzzle, and their names ("half turn", ...).
  int count() const { return static_cast<int>(maps_.size()); }
  const std::vector<std::string>& names() const { return names_; }
  // Replaces a state the environment made (canonical) by the least of its images.
  void reduce(std::span<std::uint32_t> state);

  // The moves a search offers in a state: its successors after the search's own pruning and macros.
  using Successors = std::function<void(StateView state, std::vector<Move>& moves)>;
  // A plan found over representatives as moves from the real initial state, each chosen among
  // `successors` of the real state before it, with the same cost, whose image is the next
  // representative. Throws std::logic_error if some step has no such move (a map that is not a
  // symmetry after all).
  Plan unfold(const Plan& plan, const Successors& successors);

 private:
  // One map: per placement table, placement -> placement of its image.
  using Map = std::vector<std::vector<std::uint32_t>>;
  // The image of `state` with the units sorted; the agent's placement not yet canonical.
  void image(const Map& map, StateView state, std::span<std::uint32_t> out);
  // Sorts the values of a large group by setting their bits in bitmap_ and reading them back in
  // order; false (nothing changed) when two members share a value, which a bitmap cannot hold.
  bool sort_by_bitmap(const std::vector<int>& members, int words, std::span<std::uint32_t> out);
  // Lexicographic order on every piece but the agent: -1, 0 or 1.
  int compare_but_agent(StateView a, StateView b) const;

  Environment& environment_;
  std::vector<Map> maps_;
  std::vector<std::string> names_;
  int agent_;                  // the task's agent piece, or -1
  std::vector<int> table_of_;  // per piece
  // A map scatters a sorted group (a Sokoban level's boxes) into any order, where insertion sort
  // costs a quadratic number of moves (a half turn reverses it: 120 moves for 16 boxes, most of
  // a search's time on Microban 144). Groups of at least kBitmapGroup pieces whose placements
  // fit kBitmapWords words are sorted through a bitmap instead, in time linear in the group and
  // the words; the others, short or on many placements, by insertion sort.
  static constexpr std::size_t kBitmapGroup = 6;
  static constexpr int kBitmapWords = 16;
  struct BitmapGroup {
    std::vector<int> members;
    int words;
  };
  std::vector<BitmapGroup> bitmap_groups_;
  // The group whose smallest value comes first in the state (its first member is piece 0, not the
  // agent), or null: an image whose least value of that group is above the best image's first
  // value loses, which most images do, and is dropped before it is made and sorted.
  const std::vector<int>* leading_group_ = nullptr;
  // Whether the image under `map` may still be the least: its leading value is not above `best`'s.
  bool may_lead(const Map& map, StateView state, StateView best) const;
  std::vector<std::vector<int>> insertion_groups_;
  std::array<std::uint64_t, kBitmapWords> bitmap_{};
  StateValues candidate_, best_;
};

}  // namespace polyplan
