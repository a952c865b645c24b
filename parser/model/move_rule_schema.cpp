#include <fmt/format.h>

#include "parser/model/move_rule_schema.hpp"

namespace polyplan {

const OptionSpec* MoveRuleSchema::option(std::string_view option_name) const {
  for (const OptionSpec& spec : options)
    if (spec.name == option_name) return &spec;
  return nullptr;
}

std::optional<std::string> MoveRuleSchema::traits_error() const {
  auto mismatch = [&](const std::string& trait, const std::string& option_name, OptionType type,
                      const char* expected) -> std::optional<std::string> {
    if (option_name.empty()) return std::nullopt;
    const OptionSpec* spec = option(option_name);
    if (!spec)
      return fmt::format("move rule '{}' declares option ':{}' as its {}, but has no such option", name, option_name,
                         trait);
    if (spec->type != type)
      return fmt::format("move rule '{}' declares option ':{}' as its {}, which must be {}", name, option_name, trait,
                         expected);
    return std::nullopt;
  };
  if (auto error = mismatch("agent", traits.agent_option, OptionType::Kind, "a kind option")) return error;
  if (auto error = mismatch("pushed kinds", traits.pushed_kinds_option, OptionType::Kinds, "a kinds option"))
    return error;
  if (auto error = mismatch("removed kinds", traits.removed_kinds_option, OptionType::Kinds, "a kinds option"))
    return error;
  if (auto error = mismatch("distance", traits.distance_option, OptionType::Distance, "a distance option"))
    return error;
  if (auto error = mismatch("rotation", traits.rotate_option, OptionType::Bool, "a flag")) return error;
  if (auto error = mismatch("reflection", traits.reflect_option, OptionType::Bool, "a flag")) return error;
  if (!traits.distance_option.empty() && traits.path != MovePath::Straight)
    return fmt::format("move rule '{}' declares a distance but no straight moves", name);
  if (!traits.pushed_kinds_option.empty() && traits.agent_option.empty())
    return fmt::format("move rule '{}' declares pushed kinds but no agent to push them", name);
  return std::nullopt;
}

}  // namespace polyplan
