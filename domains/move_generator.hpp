#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "domains/ground_action.hpp"
#include "parser/model/domain.hpp"
#include "translator/task.hpp"

namespace polyplan {

// One move: which piece ends in which placement, and what it costs. A push also moves the agent;
// a hop that captures also takes the captured piece off the board, and a push of a chain of two
// moves the second piece too: `other`.
struct Move {
  int piece = 0;
  std::uint32_t placement = 0;
  int agent = -1;  // the agent's new placement after a push, or -1
  int cost = 1;
  int direction = -1;                 // Direction for slides and pushes (LURD), -1 for flights
  int other = -1;                     // a second piece the move changes (not the agent), or -1
  std::uint32_t other_placement = 0;  // its new placement (PlacementTable::off_board() when removed)
  friend bool operator==(const Move&, const Move&) = default;
};

// A move rule turned into successor generation for one task. `generate` appends to `moves` and
// must not allocate once its scratch buffers are warm: it runs once per expanded state.
class MoveGenerator {
 public:
  virtual ~MoveGenerator() = default;
  virtual void generate(StateView state, Bits occupancy, std::vector<Move>& moves) = 0;
  // Brings a state the rule did not produce (the initial one) into the rule's canonical form,
  // e.g. the push agent at the lowest cell of its region when walking is free. It changes the
  // agent's placement only (board_symmetry.hpp compares the other pieces before calling it).
  virtual void canonicalize(std::span<std::uint32_t> /*state*/) {}
  // Whether the rule treats every direction alike, so that a rotation or reflection of the board
  // maps its moves in a state onto its moves in the image (board_symmetry.hpp relies on it). No,
  // unless the rule says so.
  virtual bool symmetric() const { return false; }
  // Every move the rule could ever make, as STRIPS actions (for PDDL export). Pieces that are
  // units are anonymous there: facts say which kind of unit is on a cell, not which one.
  virtual void ground_actions(std::vector<GroundAction>& actions) const = 0;
};

using MoveGeneratorFactory = std::function<std::unique_ptr<MoveGenerator>(const Task&, const MoveRule&)>;

// The orthogonal directions (FrameIndex's) along the line a piece of this table lies on: left and
// right for one wider than tall, up and down for one taller than wide, all four for a square one.
std::vector<int> axis_directions(const Task& task, const PlacementTable& table);

// The pieces a rule moves: those of the kinds its option `option` lists.
std::vector<int> pieces_of_kinds(const Task& task, const MoveRule& rule, const std::string& option);

}  // namespace polyplan
