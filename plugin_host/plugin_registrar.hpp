#pragma once
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "domains/move_generator_registry.hpp"
#include "domains/move_pruner.hpp"
#include "domains/tie_key.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "parser/model/domain.hpp"
#include "parser/model/move_rule_schema.hpp"
#include "plugin_host/loaded_plugins.hpp"
#include "polyplan/plugin/registrar.hpp"

namespace polyplan {

// The Registrar a plugin's registration function fills. It collects everything first and checks
// names as they come (a name taken by polyplan or another plugin is refused); `commit` then adds
// the lot to polyplan's registries, so a refused plugin leaves nothing behind.
class PluginRegistrar final : public plugin::Registrar {
 public:
  PluginRegistrar(std::string plugin_name, std::string file);

  void add_move_rule(std::shared_ptr<const plugin::MoveRuleFactory> rule) override;
  void add_heuristic(std::shared_ptr<const plugin::HeuristicFactory> heuristic) override;
  void add_tie_key(std::shared_ptr<const plugin::TieKeyFactory> key) override;
  void add_move_pruner(std::shared_ptr<const plugin::MovePrunerFactory> pruner) override;
  void add_domain(const std::string& pzl_text) override;

  // Adds what was collected to the registries and describes it.
  LoadedPlugin commit(std::string version);

 private:
  [[noreturn]] void refuse(const std::string& message) const;
  // Keeps `adapted` among what this plugin adds, or refuses the plugin when polyplan's registry or
  // what the plugin added before already has the name.
  template <class Registered, class Plugin>
  void collect(const Registry<Registered>& registry, std::vector<Plugin>& added, Plugin adapted) {
    bool taken = registry.contains(adapted.name) || std::any_of(added.begin(), added.end(), [&](const Plugin& plugin) {
                   return plugin.name == adapted.name;
                 });
    if (taken) refuse(fmt::format("the {} name '{}' is already taken", registry.kind(), adapted.name));
    added.push_back(std::move(adapted));
  }
  std::string plugin_name_;
  std::string file_;
  std::vector<MoveRuleSchema> schemas_;
  std::vector<MoveGeneratorPlugin> generators_;
  std::vector<HeuristicPlugin> heuristics_;
  std::vector<TieKeyPlugin> tie_keys_;
  std::vector<MovePrunerPlugin> pruners_;
  std::vector<Domain> domains_;
};

}  // namespace polyplan
