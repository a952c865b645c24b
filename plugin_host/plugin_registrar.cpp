#include "plugin_host/plugin_registrar.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "domains/domain_registry.hpp"
#include "domains/move_rule_registry.hpp"
#include "parser/check/checker.hpp"
#include "parser/parse.hpp"
#include "parser/source/diagnostic_sink.hpp"
#include "plugin_host/plugin_heuristic.hpp"
#include "plugin_host/plugin_move_pruner.hpp"
#include "plugin_host/plugin_move_rule.hpp"
#include "plugin_host/plugin_tie_key.hpp"

namespace polyplan {

PluginRegistrar::PluginRegistrar(std::string plugin_name, std::string file)
    : plugin_name_(std::move(plugin_name)), file_(std::move(file)) {}

void PluginRegistrar::refuse(const std::string& message) const {
  throw InputError(Diagnostic::about(file_, fmt::format("plugin {} refused: {}", plugin_name_, message)));
}

void PluginRegistrar::add_move_rule(std::shared_ptr<const plugin::MoveRuleFactory> rule) {
  if (!rule) refuse("it registered an empty move rule");
  std::optional<MoveRuleSchema> declared;
  try {
    declared = plugin_rule_schema(*rule);
  } catch (const std::invalid_argument& error) {
    refuse(error.what());  // traits that do not fit the rule's options
  }
  std::string name = declared->name;
  collect(move_rule_registry(), schemas_, std::move(*declared));
  generators_.push_back({name, plugin_generator_factory(rule, plugin_name_)});
}

void PluginRegistrar::add_heuristic(std::shared_ptr<const plugin::HeuristicFactory> heuristic) {
  if (!heuristic) refuse("it registered an empty heuristic");
  collect(heuristic_registry(), heuristics_, plugin_heuristic(std::move(heuristic), plugin_name_));
}

void PluginRegistrar::add_tie_key(std::shared_ptr<const plugin::TieKeyFactory> key) {
  if (!key) refuse("it registered an empty tie key");
  collect(tie_key_registry(), tie_keys_, plugin_tie_key(std::move(key), plugin_name_));
}

void PluginRegistrar::add_move_pruner(std::shared_ptr<const plugin::MovePrunerFactory> pruner) {
  if (!pruner) refuse("it registered an empty move pruner");
  MovePrunerPlugin adapted = plugin_move_pruner(std::move(pruner), plugin_name_);
  // "none" is what `prune=` writes for no pruner.
  if (adapted.name == "none") refuse("the move pruner name 'none' is already taken");
  collect(move_pruner_registry(), pruners_, std::move(adapted));
}

void PluginRegistrar::add_domain(const std::string& pzl_text) {
  // Checked against the rules polyplan knows plus the ones this plugin added so far.
  RuleCatalog rules = move_rule_registry();
  for (const MoveRuleSchema& schema : schemas_) rules.add(schema);
  auto source = SourceFile::from_text(fmt::format("<plugin {}>", plugin_name_), pzl_text);
  ast::File file = parse(source);
  if (!file.problems.empty()) refuse("a domain text may only define domains");
  DiagnosticSink sink;
  for (const ast::DomainDecl& decl : file.domains) {
    collect(domain_registry(), domains_, check_domain(decl, *source, rules, sink));
  }
  sink.throw_if_any();
}

LoadedPlugin PluginRegistrar::commit(std::string version) {
  LoadedPlugin loaded{plugin_name_, std::move(version), file_, {}, {}, {}, {}, {}};
  for (MoveRuleSchema& schema : schemas_) {
    loaded.rules.push_back(schema.name);
    writable_move_rule_registry().add(std::move(schema));
  }
  for (MoveGeneratorPlugin& generator : generators_) writable_move_generator_registry().add(std::move(generator));
  for (HeuristicPlugin& heuristic : heuristics_) {
    loaded.heuristics.push_back(heuristic.name);
    writable_heuristic_registry().add(std::move(heuristic));
  }
  for (Domain& domain : domains_) {
    loaded.domains.push_back(domain.name);
    writable_domain_registry().add(std::move(domain));
  }
  for (TieKeyPlugin& key : tie_keys_) {
    loaded.tie_keys.push_back(key.name);
    writable_tie_key_registry().add(std::move(key));
  }
  for (MovePrunerPlugin& pruner : pruners_) {
    loaded.pruners.push_back(pruner.name);
    writable_move_pruner_registry().add(std::move(pruner));
  }
  schemas_.clear();
  generators_.clear();
  heuristics_.clear();
  domains_.clear();
  tie_keys_.clear();
  pruners_.clear();
  return loaded;
}

}  // namespace polyplan
