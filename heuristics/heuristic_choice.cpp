#include "heuristics/heuristic_choice.hpp"

#include <fmt/format.h>

#include "parser/input_error.hpp"
#include "parser/plugins/option_reader.hpp"
#include "parser/source/nearest_names.hpp"

namespace polyplan {

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
