#include "heuristics/heuristic_choice.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "domains/family.hpp"
#include "parser/input_error.hpp"
#include "parser/plugins/option_reader.hpp"
#include "parser/source/nearest_names.hpp"

namespace polyplan {

namespace {

// The two generic heuristics that build nothing for a task, so they apply at once to any.
constexpr const char* kGenericSuggestion = "use a generic heuristic such as goal-count or blind";

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& names) {
  if (names.size() < 2) return fmt::format("{}", fmt::join(names, ""));
  return fmt::format("{} and {}", fmt::join(names.begin(), names.end() - 1, ", "), names.back());
}

}  // namespace

std::unique_ptr<Heuristic> HeuristicChoice::create(const Environment& environment) const {
  const std::string family = family_of(environment.task());
  if (!plugin->properties.made_for(family))
    throw NotApplicable(
        Diagnostic::about("heuristic", fmt::format("{} is made for {} puzzles; this problem is {} ({})", plugin->name,
                                                   listed(plugin->properties.families), family, kGenericSuggestion)));
  return plugin->create(environment, options);
}

HeuristicChoice read_heuristic(const ConfigValue& value, const SourceFile& source,
                               const HeuristicRegistry& heuristics) {
  const HeuristicPlugin* plugin = heuristics.find(value.call.name);
  if (value.kind != ConfigValue::Kind::Call || !plugin)
    throw InputError(
        Diagnostic::at(source, value.at,
                       value.kind == ConfigValue::Kind::Call
                           ? fmt::format("unknown heuristic '{}'{}; heuristics: {}", value.call.name,
                                         did_you_mean(value.call.name, heuristics.name_list()), heuristics.names())
                           : fmt::format("expected a heuristic: {}", heuristics.names())));
  return HeuristicChoice{
      plugin, read_options(value.call, fmt::format("heuristic '{}'", plugin->name), plugin->options, source)};
}

HeuristicChoice parse_heuristic(const std::string& text, const std::string& origin,
                                const HeuristicRegistry& heuristics) {
  SourcePtr source = SourceFile::from_text(origin, text);
  ConfigValue value;
  value.call = parse_config(*source);
  value.at = value.call.at;
  return read_heuristic(value, *source, heuristics);
}

std::vector<std::string> heuristic_names(const HeuristicRegistry& heuristics) { return heuristics.name_list(); }

}  // namespace polyplan
