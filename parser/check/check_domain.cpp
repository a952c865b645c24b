// Checks a domain definition: kinds, move rules against their schemas, the cost model.
#include <fmt/format.h>

#include <set>

#include "parser/check/checker.hpp"
#include "parser/check/move_description_check.hpp"
#include "parser/source/diagnostic_sink.hpp"
#include "parser/source/nearest_names.hpp"

namespace polyplan {
namespace {

class DomainChecker {
 public:
  DomainChecker(const SourceFile& source, const RuleCatalog& rules, DiagnosticSink& sink)
      : source_(source), rules_(rules), sink_(sink) {}

  Domain check(const ast::DomainDecl& decl) {
    Domain domain;
    domain.name = decl.name.text;
    for (const auto& requirement : decl.requirements) domain.requirements.push_back(requirement.text);
    std::set<std::string> kinds;
    for (const auto& kind : decl.kinds) {
      if (!kinds.insert(kind.text).second)
        error(kind.at, fmt::format("kind '{}' is declared twice", kind.text));
      else
        domain.kinds.push_back(kind.text);
    }
    if (domain.kinds.empty()) domain.kinds.push_back("piece");
    for (const auto& move : decl.moves) check_move(move, domain);
    if (decl.cost) {
      const std::string& model = decl.cost->text;
      if (std::optional<CostModel> named = cost_model_named(model))
        domain.cost = *named;
      else
        error(decl.cost->at, fmt::format("unknown cost model '{}'; expected {}", model, cost_model_choices()));
      if (domain.cost == CostModel::Pushes && !some_rule_pushes_)
        error(decl.cost->at, "cost model 'pushes' needs a move rule that pushes pieces (such as push) in the domain");
    }
    return domain;
  }

 private:
  void error(Position at, std::string message) { sink_.error(Diagnostic::at(source_, at, std::move(message))); }

  void check_move(const ast::MoveDecl& decl, Domain& domain) {
    if (describes_its_moves(decl)) {
      domain.moves.push_back(check_described_move(decl, domain, source_, sink_));
      if (!domain.moves.back().pushed_kinds.empty()) some_rule_pushes_ = true;
      return;
    }
    const MoveRuleSchema* schema = rules_.find(decl.rule.text);
    if (!schema) {
      error(decl.rule.at,
            fmt::format("unknown move rule '{}'{}; known rules: {}; or describe the moves with :go, e.g. (:move {} "
                        ":kinds (KIND) :go (slide :until blocked)) (docs/language.md, \"Writing a new family\"); {}",
                        decl.rule.text, did_you_mean(decl.rule.text, rules_.name_list()), rules_.names(),
                        decl.rule.text, kPluginMayAddIt));
      return;
    }
    MoveRule rule;
    rule.name = schema->name;
    std::set<std::string> given;
    for (const auto& option : decl.options) {
      const OptionSpec* spec = schema->option(option.key.text);
      if (!spec) {
        std::string known;
        std::vector<std::string> names;
        for (const auto& o : schema->options) {
          known += (known.empty() ? ":" : ", :") + o.name;
          names.push_back(o.name);
        }
        error(option.key.at, fmt::format("unknown option ':{}'{} for move rule '{}'; its options are {}",
                                         option.key.text, did_you_mean(option.key.text, names), schema->name, known));
        continue;
      }
      if (!given.insert(spec->name).second) {
        error(option.key.at, fmt::format("option ':{}' is given twice", spec->name));
        continue;
      }
      if (auto value = option_value(*spec, option.value, domain)) rule.options[spec->name] = std::move(*value);
    }
    std::set<std::string> named_kinds;
    for (const auto& [name, value] : rule.options)
      if (auto* list = std::get_if<std::vector<std::string>>(&value))
        named_kinds.insert(list->begin(), list->end());
      else if (schema->option(name)->type == OptionType::Kind)
        named_kinds.insert(std::get<std::string>(value));
    for (const OptionSpec& spec : schema->options) {
      if (rule.options.count(spec.name) || given.count(spec.name)) continue;
      if (spec.default_value) {
        rule.options[spec.name] = *spec.default_value;
      } else if (spec.defaults_to_all_kinds) {
        std::vector<std::string> rest;
        for (const auto& kind : domain.kinds)
          if (!named_kinds.count(kind)) rest.push_back(kind);
        rule.options[spec.name] = rest;
      } else {
        error(decl.rule.at, fmt::format("move rule '{}' needs option ':{}' ({})", schema->name, spec.name, spec.help));
      }
    }
    read_traits(*schema, rule);
    // By the schema, not the rule's values: a rule whose :pushes option was wrong has its own error.
    if (!schema->traits.pushed_kinds_option.empty()) some_rule_pushes_ = true;
    domain.moves.push_back(std::move(rule));
  }

  // An option that was missing or invalid has been reported; the trait then keeps its default.
  static void read_traits(const MoveRuleSchema& schema, MoveRule& rule) {
    copy_option(rule, schema.traits.agent_option, rule.agent);
    copy_option(rule, schema.traits.pushed_kinds_option, rule.pushed_kinds);
    copy_option(rule, schema.traits.removed_kinds_option, rule.removed_kinds);
    rule.path = schema.traits.path;
    copy_option(rule, schema.traits.distance_option, rule.distance);
    copy_option(rule, schema.traits.rotate_option, rule.rotates);
    copy_option(rule, schema.traits.reflect_option, rule.reflects);
  }

  // The value of the rule's option `name` into `trait`, when the rule has it with a value of the
  // trait's type (a trait that names no option, "", is left alone).
  template <class Value>
  static void copy_option(const MoveRule& rule, const std::string& name, Value& trait) {
    if (auto it = rule.options.find(name); it != rule.options.end())
      if (const auto* value = std::get_if<Value>(&it->second)) trait = *value;
  }

  std::optional<OptionValue> option_value(const OptionSpec& spec, const SExpr& value, const Domain& domain) {
    auto bad = [&](const char* expected) -> std::optional<OptionValue> {
      error(value.start, fmt::format("option ':{}' expects {}, found {}", spec.name, expected, describe(value)));
      return std::nullopt;
    };
    auto kind_name = [&](const SExpr& atom) -> std::optional<std::string> {
      if (!atom.is_atom() || atom.atom != AtomKind::Name) return std::nullopt;
      if (!domain.has_kind(atom.text)) {
        error(atom.start, fmt::format("unknown kind '{}' in option ':{}'; the domain declares: {}", atom.text,
                                      spec.name, fmt::join(domain.kinds, ", ")));
      }
      return atom.text;
    };
    switch (spec.type) {
      case OptionType::Bool:
        if (value.is_name("true")) return OptionValue(true);
        if (value.is_name("false")) return OptionValue(false);
        return bad("true or false");
      case OptionType::Distance:
        if (value.is_atom() && value.atom == AtomKind::Integer && value.text == "1") return OptionValue(1);
        if (value.is_name("any")) return OptionValue(0);
        return bad("1 or any");
      case OptionType::Kind:
        if (auto kind = kind_name(value)) return OptionValue(*kind);
        return bad("a kind name");
      case OptionType::Kinds: {
        if (!value.is_list() || value.items.empty()) return bad("a list of kinds, e.g. (block)");
        std::vector<std::string> kinds;
        for (const SExpr& item : value.items) {
          auto kind = kind_name(item);
          if (!kind) {
            error(item.start, fmt::format("option ':{}' expects kind names, found {}", spec.name, describe(item)));
            return std::nullopt;
          }
          kinds.push_back(*kind);
        }
        return OptionValue(kinds);
      }
    }
    return std::nullopt;
  }

  const SourceFile& source_;
  const RuleCatalog& rules_;
  DiagnosticSink& sink_;
  bool some_rule_pushes_ = false;
};

}  // namespace

Domain check_domain(const ast::DomainDecl& decl, const SourceFile& source, const RuleCatalog& rules,
                    DiagnosticSink& sink) {
  return DomainChecker(source, rules, sink).check(decl);
}

}  // namespace polyplan
