#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/model/domain.hpp"

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

struct MoveRuleSchema {
  std::string name;
  std::string summary;
  std::vector<OptionSpec> options;

  const OptionSpec* option(std::string_view option_name) const;
};

class RuleCatalog {
 public:
  void add(MoveRuleSchema schema) { schemas_.push_back(std::move(schema)); }
  const MoveRuleSchema* find(std::string_view name) const;
  const std::vector<MoveRuleSchema>& all() const { return schemas_; }
  std::string names() const;  // "fly, push, slide" for messages

 private:
  std::vector<MoveRuleSchema> schemas_;
};

}  // namespace polyplan
