#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/model/domain.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

// What the checker needs to know about a move rule: its name and typed options. The rules
// themselves (successor generation) live in domains/ and register their schema there, so that
// the front end validates options of rules it has never heard of, plugins included.
enum class OptionType {
  Bool,      // true | false
  Kinds,     // (K ...) : kinds declared by the domain
  Kind,      // K       : one declared kind
  Distance,  // 1 | any : stored as 1 or 0 (= any)
};

struct OptionSpec {
  std::string name;
  OptionType type = OptionType::Bool;
  std::string help;
  // No default: the option is required. Kinds options default to every kind of the domain
  // that no other option of the same rule names.
  std::optional<OptionValue> default_value;
  bool defaults_to_all_kinds = false;
};

// What some options of a rule mean, beyond their types. Later layers must not know rules by
// name (a plugin's rule is as good as a built-in one), so a rule says here which of its options
// play the parts that polyplan's checks and Sokoban's machinery rely on. The checker copies the
// values into the checked MoveRule (agent, pushed_kinds); nothing after it reads the schema.
struct RuleTraits {
  // A Kind option naming the agent: the one piece, of one cell, that walks and moves the others
  // (push: `agent`). Every board must then hold exactly one such piece. Empty: no agent.
  std::string agent_option{};
  // A Kinds option naming the kinds the agent pushes (push: `pushes`). Moving one of those is
  // what `(:cost pushes)` charges; the agent's own walking is free under that model, so that
  // model needs a rule that declares this. Empty: the rule pushes nothing.
  std::string pushed_kinds_option{};
  // A Kinds option naming the kinds whose pieces the rule may take off the board (a capture): the
  // translator gives them the off-board placement. Empty: the rule removes nothing.
  std::string removed_kinds_option{};
  // How the rule's moves travel, for the readers that draw, type and reason about moves without
  // knowing the rule (the plan's notation, play, the board page, the Flying Block proofs).
  MovePath path = MovePath::Unspecified;
  // A Distance option: how far one straight move may go (slide: `distance`). Empty: one cell.
  std::string distance_option{};
  // Bool options: whether a moved piece may land rotated, and mirrored (fly: `rotate`, `reflect`).
  // Empty: it keeps its orientation.
  std::string rotate_option{};
  std::string reflect_option{};
};

struct MoveRuleSchema {
  std::string name;
  std::string summary;
  std::vector<OptionSpec> options;
  RuleTraits traits{};  // none, unless the rule declares some

  const OptionSpec* option(std::string_view option_name) const;
  // Why the traits do not fit the options (a trait naming a missing option, or one of the wrong
  // type), or nullopt when they do.
  std::optional<std::string> traits_error() const;
};

// The rules a domain may name, by name ("fly, slide, push" in messages).
class RuleCatalog : public Registry<MoveRuleSchema> {
 public:
  RuleCatalog() : Registry("move rule") {}
};

}  // namespace polyplan
