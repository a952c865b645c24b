#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "parser/model/move_description.hpp"

namespace polyplan {

// A checked option value of a move rule. Which alternative an option holds is fixed by its
// OptionType in the rule's schema (see move_rule_schema.hpp).
using OptionValue = std::variant<bool, int, std::string, std::vector<std::string>>;

// How a rule's moves travel (RuleTraits::path).
enum class MovePath {
  Unspecified,  // the rule does not say (a plugin's rule): readers assume nothing
  Straight,     // up, down, left or right in a straight line, `distance` cells at the most
  Flight,       // lifted and put down at any placement where the piece fits
};

struct MoveRule {
  std::string name;                            // fly, slide, push, or a plugin's rule
  std::map<std::string, OptionValue> options;  // every option of the schema, defaults filled in
  // The values of the options the rule's schema declares as its traits (RuleTraits in
  // move_rule_schema.hpp), so that later layers need neither the schema nor the rule's name.
  std::string agent{};                      // the agent's kind; empty when the rule has no agent
  std::vector<std::string> pushed_kinds{};  // the kinds the agent pushes; empty when none
  MovePath path = MovePath::Unspecified;
  int distance = 1;       // straight moves: the most cells one move goes; 0 = any
  bool rotates = false;   // a moved piece may land rotated
  bool reflects = false;  // and mirrored
  // The moves as the domain file describes them (a rule written with `:go`), or none for a rule
  // chosen by name (a built-in or a plugin's). A described rule's traits come from it.
  std::optional<MoveDescription> description{};
  // Kinds whose pieces a move of the rule may take off the board (a hop that captures): the
  // translator gives them the off-board placement.
  std::vector<std::string> removed_kinds{};
  // Whether a piece's presence can make a move possible (it stops a slide, or is hopped over):
  // then a problem with fewer pieces has different moves, not only more, and abstractions that
  // drop pieces (pattern databases) are no relaxation.
  bool pieces_enable_moves = false;
  // The most pieces other than the agent that one move puts somewhere new (a pushed chain moves
  // several): goal-count divides by it to stay admissible.
  int pieces_per_move = 1;
  friend bool operator==(const MoveRule&, const MoveRule&) = default;

  bool has_agent() const { return !agent.empty(); }
  // A piece of this rule moves one cell in a straight line, on its own (no agent): the moves of
  // sliding tiles, typed and drawn as numbered tiles when every piece is one cell.
  bool steps_one_cell() const { return path == MovePath::Straight && distance == 1 && !has_agent(); }
  bool pushes(const std::string& kind) const;

  bool flag(const std::string& option) const { return std::get<bool>(options.at(option)); }
  int number(const std::string& option) const { return std::get<int>(options.at(option)); }
  const std::string& word(const std::string& option) const { return std::get<std::string>(options.at(option)); }
  const std::vector<std::string>& words(const std::string& option) const {
    return std::get<std::vector<std::string>>(options.at(option));
  }
};

// How moves are charged: `unit` (default) and `moves` charge every move 1; `pushes` charges only
// moves that push a piece (Sokoban's push-optimal metric), so it needs a rule with pushed kinds.
enum class CostModel { Unit, Moves, Pushes };
const char* to_string(CostModel model);
std::optional<CostModel> cost_model_named(std::string_view name);
// "unit, moves or pushes": the names messages offer wherever a cost model is expected.
std::string cost_model_choices();

struct Domain {
  std::string name;
  std::vector<std::string> requirements;
  std::vector<std::string> kinds;  // never empty: a domain without :kinds has the one kind `piece`
  std::vector<MoveRule> moves;
  CostModel cost = CostModel::Unit;
  friend bool operator==(const Domain&, const Domain&) = default;

  bool has_kind(const std::string& kind) const;
  // The move rule that moves pieces of this kind, or nullptr when none does.
  const MoveRule* rule_for(const std::string& kind) const;
  // Whether pieces of this kind may land rotated, and mirrored (false when no rule says so).
  bool rotates(const std::string& kind) const;
  bool reflects(const std::string& kind) const;
  // Whether some rule may take pieces of this kind off the board.
  bool removes(const std::string& kind) const;
  // Whether some rule's moves need other pieces present (MoveRule::pieces_enable_moves).
  bool pieces_enable_moves() const;
};

}  // namespace polyplan
