#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "polyplan/plugin/puzzle.hpp"

namespace polyplan::plugin {

// A rule option as the .pzl checker reads it (`(:move RULE :option value ...)`).
enum class OptionType {
  Bool,      // true | false                        -> bool
  Kinds,     // (K ...): kinds declared by the domain -> std::vector<std::string>
  Kind,      // K: one declared kind                 -> std::string
  Distance,  // 1 | any                              -> int, 1 or 0 (= any)
};
using OptionValue = std::variant<bool, int, std::string, std::vector<std::string>>;

struct RuleOption {
  std::string name;
  OptionType type = OptionType::Bool;
  std::string help;
  std::optional<OptionValue> default_value;  // none: the option is required
  bool defaults_to_all_kinds = false;        // Kinds only: every kind no other option names
};

// Checked options of one (:move ...) line, every schema option present (defaults filled in).
using RuleOptions = std::map<std::string, OptionValue>;

// One move: the piece that moves and the placement it ends in. A piece of a kind the rule may
// remove (RuleTraits::removed_kinds_option) has one more placement, Puzzle::placement_count(piece):
// off the board, covering no cell; a move to it takes the piece off.
struct Move {
  int piece = 0;
  std::uint32_t placement = 0;
  int cost = 1;
  int direction = -1;  // a Direction when the move is a straight slide (plans may print it)
  // Rules with an agent (RuleTraits): the agent's placement after a push, which moves the pushed
  // piece and the agent at once; -1 when the agent stays (a walk is a move of the agent itself).
  int agent = -1;
  // A second piece the move changes, not the agent (a captured piece, taken off the board; the
  // far piece of a pushed chain), and its new placement; -1 when none. (Since version 3.)
  int other = -1;
  std::uint32_t other_placement = 0;
};

// A move a piece could make on an otherwise empty board, and the floor cells that must be vacant
// for it (every cell it enters on the way): how polyplan writes the rule as STRIPS actions.
struct GroundMove {
  std::uint32_t to = 0;
  std::vector<int> entered;
  int cost = 1;
};

// Floor occupancy of a state as a bitset: bit f of word f/64 is set when floor cell f is covered.
using Occupancy = std::span<const std::uint64_t>;
inline bool occupied(Occupancy bits, int floor) {
  return (bits[static_cast<std::size_t>(floor) >> 6] >> (floor & 63)) & 1U;
}

// A move rule made for one puzzle. `generate` runs once per expanded state: it appends to
// `moves` and should not allocate once its scratch buffers are warm.
class MoveGenerator {
 public:
  virtual ~MoveGenerator() = default;
  virtual void generate(State state, Occupancy occupancy, std::vector<Move>& moves) = 0;
  // Every move `piece` could make from `placement` with no other piece on the board.
  virtual void ground_moves(int piece, std::uint32_t placement, std::vector<GroundMove>& moves) const = 0;
};

// Which options play a part that polyplan itself relies on (docs/plugins.md, "Rule traits"). Each
// names one of the rule's options, or is empty. A rule that declares an agent promises Sokoban's
// moves: the agent walks one cell (a move of the agent's piece) or pushes a piece one cell ahead
// of it and steps into the cell that piece left (a move of the pushed piece, with Move::agent),
// because plan printing (LURD), plan replay and the Sokoban heuristics read its moves so.
struct RuleTraits {
  // A Kind option naming the agent's kind. Every board of a domain with this rule must then
  // hold exactly one piece of that kind, of one cell.
  std::string agent_option{};
  // A Kinds option naming the kinds the agent pushes (needs an agent). A domain may use
  // `(:cost pushes)` only with a rule that declares this; under it polyplan charges the agent's
  // walks nothing and every other move what the rule says.
  std::string pushed_kinds_option{};
  // A Kinds option naming the kinds whose pieces the rule's moves may take off the board: those
  // pieces get the off-board placement (Move). (Since version 3.)
  std::string removed_kinds_option{};
};

// A named rule that .pzl domains use as `(:move NAME :option value ...)`.
class MoveRuleFactory {
 public:
  virtual ~MoveRuleFactory() = default;
  virtual std::string name() const = 0;
  virtual std::string summary() const = 0;
  virtual std::vector<RuleOption> options() const = 0;
  // Polyplan refuses the plugin when a trait names no option of the rule, or one of the wrong type.
  virtual RuleTraits traits() const { return {}; }
  // The puzzle outlives the generator. Throw std::invalid_argument (its message is shown to the
  // user) when the puzzle is not one the rule can run on.
  virtual std::unique_ptr<MoveGenerator> create(const Puzzle& puzzle, const RuleOptions& options) const = 0;
};

}  // namespace polyplan::plugin
