#include "plugin_host/plugin_registrar.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "domains/builtin_domains.hpp"
#include "domains/builtin_rules.hpp"
#include "parser/check/checker.hpp"
#include "parser/parse.hpp"
#include "parser/source/diagnostics.hpp"
#include "plugin_host/plugin_heuristic.hpp"
#include "plugin_host/plugin_move_rule.hpp"

namespace polyplan {

PluginRegistrar::PluginRegistrar(std::string plugin_name, std::string file)
    : plugin_name_(std::move(plugin_name)), file_(std::move(file)) {}

void PluginRegistrar::refuse(const std::string& message) const {
  throw InputError(Diagnostic::about(file_, fmt::format("plugin {} refused: {}", plugin_name_, message)));
}

void PluginRegistrar::add_move_rule(std::shared_ptr<const plugin::MoveRuleFactory> rule) {
  if (!rule) refuse("it registered an empty move rule");
  MoveRuleSchema schema = plugin_rule_schema(*rule);
  bool taken = builtin_rules().find(schema.name) != nullptr ||
               std::any_of(schemas_.begin(), schemas_.end(), [&](const MoveRuleSchema& s) { return s.name == schema.name; });
  if (taken) refuse(fmt::format("the move rule name '{}' is already taken", schema.name));
  generators_.emplace_back(schema.name, plugin_generator_factory(rule, plugin_name_));
  schemas_.push_back(std::move(schema));
}

void PluginRegistrar::add_heuristic(std::shared_ptr<const plugin::HeuristicFactory> heuristic) {
  if (!heuristic) refuse("it registered an empty heuristic");
  HeuristicPlugin adapted = plugin_heuristic(std::move(heuristic), plugin_name_);
  bool taken = builtin_heuristics().find(adapted.name) != nullptr ||
               std::any_of(heuristics_.begin(), heuristics_.end(), [&](const HeuristicPlugin& h) { return h.name == adapted.name; });
  if (taken) refuse(fmt::format("the heuristic name '{}' is already taken", adapted.name));
  heuristics_.push_back(std::move(adapted));
}

void PluginRegistrar::add_domain(const std::string& pzl_text) {
  // Checked against the rules polyplan knows plus the ones this plugin added so far.
  RuleCatalog rules = builtin_rules();
  for (const MoveRuleSchema& schema : schemas_) rules.add(schema);
  auto source = SourceFile::from_text(fmt::format("<plugin {}>", plugin_name_), pzl_text);
  ast::File file = parse(source);
  if (!file.problems.empty()) refuse("a domain text may only define domains");
  DiagnosticSink sink;
  for (const ast::DomainDecl& decl : file.domains) {
    Domain domain = check_domain(decl, *source, rules, sink);
    bool taken = builtin_domains().find(domain.name) != nullptr ||
                 std::any_of(domains_.begin(), domains_.end(), [&](const Domain& d) { return d.name == domain.name; });
    if (taken) refuse(fmt::format("the domain name '{}' is already taken", domain.name));
    domains_.push_back(std::move(domain));
  }
  sink.throw_if_any();
}

LoadedPlugin PluginRegistrar::commit(std::string version) {
  LoadedPlugin loaded{plugin_name_, std::move(version), file_, {}, {}, {}};
  for (MoveRuleSchema& schema : schemas_) {
    loaded.rules.push_back(schema.name);
    extensible_rules().add(std::move(schema));
  }
  for (auto& [name, factory] : generators_) extensible_move_generators().add(name, std::move(factory));
  for (HeuristicPlugin& heuristic : heuristics_) {
    loaded.heuristics.push_back(heuristic.name);
    extensible_heuristics().add(std::move(heuristic));
  }
  for (Domain& domain : domains_) {
    loaded.domains.push_back(domain.name);
    extensible_domains().add(std::move(domain));
  }
  schemas_.clear();
  generators_.clear();
  heuristics_.clear();
  domains_.clear();
  return loaded;
}

}  // namespace polyplan
