#pragma once
#include <string>
#include <vector>

#include "heuristics/heuristic_registry.hpp"
#include "parser/plugins/config_syntax.hpp"

namespace polyplan {

// A heuristic with checked options, as a configuration names it (`goal-count`,
// `pdb(pieces="T a")`): every option the plugin declares has its value.
struct HeuristicChoice {
  const HeuristicPlugin* plugin = nullptr;
  PluginOptions options;

  // The heuristic for the environment's task; a task of a family the heuristic is not made for is
  // refused with NotApplicable before anything is built.
  std::unique_ptr<Heuristic> create(const Environment& environment) const;
};

// Reads a heuristic call of `source`; an unknown name or a bad option is an InputError at its
// character.
HeuristicChoice read_heuristic(const ConfigValue& value, const SourceFile& source,
                               const HeuristicRegistry& heuristics = heuristic_registry());
// The same for a whole text (`--heuristic tile-pdb(max-group=4)`); `origin` names the text in
// messages.
HeuristicChoice parse_heuristic(const std::string& text, const std::string& origin,
                                const HeuristicRegistry& heuristics = heuristic_registry());

// The names a heuristic option may take, read when it is checked (so that loaded plugins count).
std::vector<std::string> heuristic_names(const HeuristicRegistry& heuristics = heuristic_registry());

}  // namespace polyplan
