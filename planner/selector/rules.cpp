#include "planner/selector/rules.hpp"

#include <fmt/format.h>

#include <charconv>
#include <set>

#include "parser/input_error.hpp"
#include "parser/source/embedded_text.hpp"

namespace polyplan {

const std::vector<EmbeddedText>& default_rules_texts();

namespace {

const std::set<std::string> kComparisons{"=", "!=", "<", "<=", ">", ">="};

const std::set<std::string>& feature_names() {
  static const std::set<std::string> names = [] {
    std::set<std::string> keys;
    for (const char* name :
         {"family", "rows", "cols", "floor", "k", "pieces", "units", "agent", "goal-cells", "targets", "n", "shape",
          "length", "s", "body", "fast", "corner-blank", "described", "pieces-enable-moves"})
      keys.insert(name);
    return keys;
  }();
  return names;
}

class RulesReader {
 public:
  RulesReader(const SourceFile& source, const HeuristicRegistry& heuristics)
      : source_(source), heuristics_(heuristics) {}

  [[noreturn]] void fail(Position at, std::string message) const {
    throw InputError(Diagnostic::at(source_, at, std::move(message)));
  }

  Rule rule(const SExpr& form) {
    const char* shape = "expected (rule NAME (when CONDITION) (use \"SEARCH\"))";
    if (!form.is_list() || form.items.size() != 4 || !form.items[0].is_name("rule") || !form.items[1].is_atom())
      fail(form.start, fmt::format("{}, found {}", shape, describe(form)));
    const SExpr& when = form.items[2];
    const SExpr& use = form.items[3];
    if (!when.is_list() || when.items.size() != 2 || !when.items[0].is_name("when"))
      fail(when.start, fmt::format("expected (when CONDITION), found {}", describe(when)));
    if (!use.is_list() || use.items.size() != 2 || !use.items[0].is_name("use") || !use.items[1].is_atom() ||
        use.items[1].atom != AtomKind::String)
      fail(use.start, fmt::format("expected (use \"SEARCH\") with the search as a string, found {}", describe(use)));
    check_condition(when.items[1]);
    return Rule{form.items[1].text, when.items[1], configuration(use.items[1]), form.start};
  }

  int integer(const SExpr& atom) const {
    int value = 0;
    auto [end, error] = std::from_chars(atom.text.data(), atom.text.data() + atom.text.size(), value);
    if (error != std::errc() || end != atom.text.data() + atom.text.size())
      fail(atom.start, fmt::format("the integer {} is out of range", atom.text));
    return value;
  }

 private:
  // A configuration's errors are reported where the string stands in the rules file: one column
  // past the opening quote (strings in rules hold no escapes that would shift columns).
  SearchConfiguration configuration(const SExpr& text) const {
    try {
      return SearchConfiguration::parse(text.text, "(use ...)", heuristics_);
    } catch (const InputError& error) {
      const Diagnostic& inner = error.diagnostics().front();
      Position at{text.start.offset + inner.position.offset + 1, text.start.line,
                  text.start.column + inner.position.column};
      fail(at, inner.message);
    }
  }

  void check_condition(const SExpr& condition) {
    if (condition.is_name("true") || condition.is_name("false")) return;
    if (!condition.is_list() || condition.items.empty() || !condition.items[0].is_atom())
      fail(condition.start,
           fmt::format("expected a condition such as (= family sliding-tiles), found {}", describe(condition)));
    const std::string& op = condition.items[0].text;
    if (op == "and" || op == "or") {
      for (std::size_t i = 1; i < condition.items.size(); ++i) check_condition(condition.items[i]);
    } else if (op == "not") {
      if (condition.items.size() != 2) fail(condition.start, "expected (not CONDITION)");
      check_condition(condition.items[1]);
    } else if (kComparisons.count(op)) {
      if (condition.items.size() != 3) fail(condition.start, fmt::format("expected ({} A B)", op));
      bool names_feature = false;
      for (std::size_t i = 1; i < 3; ++i) {
        const SExpr& operand = condition.items[i];
        if (!operand.is_atom() || operand.atom == AtomKind::Keyword)
          fail(operand.start, fmt::format("expected a feature or a literal, found {}", describe(operand)));
        if (operand.atom == AtomKind::Integer) integer(operand);
        names_feature = names_feature || (operand.atom == AtomKind::Name && feature_names().count(operand.text));
      }
      if (!names_feature)
        fail(condition.start,
             fmt::format("({} ...) compares no feature; features: {}", op, fmt::join(feature_names(), " ")));
    } else {
      fail(condition.items[0].start,
           fmt::format("unknown condition '{}'; expected =, !=, <, <=, >, >=, and, or, not, true or false", op));
    }
  }

  const SourceFile& source_;
  const HeuristicRegistry& heuristics_;
};

FeatureValue operand(const SExpr& atom, const Features& features) {
  if (atom.atom == AtomKind::Name) {
    auto feature = features.find(atom.text);
    if (feature != features.end()) return feature->second;
  }
  if (atom.atom == AtomKind::Integer) {
    int value = 0;
    std::from_chars(atom.text.data(), atom.text.data() + atom.text.size(), value);  // range checked on reading
    return value;
  }
  return atom.text;
}

std::string spelled(const SExpr& expr) {
  if (expr.is_atom()) return expr.atom == AtomKind::String ? fmt::format("\"{}\"", expr.text) : expr.text;
  std::vector<std::string> parts;
  for (const SExpr& item : expr.items) parts.push_back(spelled(item));
  return fmt::format("({})", fmt::join(parts, " "));
}

// Evaluates a condition; when it is false, `why` names the part that failed and the values seen.
bool holds(const SExpr& condition, const Features& features, std::string& why) {
  if (condition.is_atom()) {
    why = condition.text;
    return condition.text == "true";
  }
  const std::string& op = condition.items[0].text;
  if (op == "and") {
    for (std::size_t i = 1; i < condition.items.size(); ++i)
      if (!holds(condition.items[i], features, why)) return false;
    return true;
  }
  if (op == "or") {
    for (std::size_t i = 1; i < condition.items.size(); ++i)
      if (holds(condition.items[i], features, why)) return true;
    why = spelled(condition);
    return false;
  }
  if (op == "not") {
    bool inner = holds(condition.items[1], features, why);
    why = spelled(condition);
    return !inner;
  }
  FeatureValue a = operand(condition.items[1], features), b = operand(condition.items[2], features);
  int order = 0;
  if (std::holds_alternative<int>(a) && std::holds_alternative<int>(b))
    order = std::get<int>(a) < std::get<int>(b) ? -1 : std::get<int>(a) > std::get<int>(b) ? 1 : 0;
  else
    order = to_string(a).compare(to_string(b)) < 0 ? -1 : to_string(a) == to_string(b) ? 0 : 1;
  bool result = op == "="    ? order == 0
                : op == "!=" ? order != 0
                : op == "<"  ? order < 0
                : op == "<=" ? order <= 0
                : op == ">"  ? order > 0
                             : order >= 0;
  if (!result) {
    std::vector<std::string> seen;
    for (std::size_t i = 1; i < 3; ++i)
      if (condition.items[i].atom == AtomKind::Name && features.count(condition.items[i].text))
        seen.push_back(
            fmt::format("{} = {}", condition.items[i].text, to_string(features.at(condition.items[i].text))));
    why = fmt::format("{} is false ({})", spelled(condition), fmt::join(seen, ", "));
  }
  return result;
}

}  // namespace

RuleSet RuleSet::read(SourcePtr source, const HeuristicRegistry& heuristics) {
  RuleSet set;
  set.origin_ = source->name();
  RulesReader reader(*source, heuristics);
  for (const SExpr& form : read_sexprs(*source)) set.rules_.push_back(reader.rule(form));
  if (set.rules_.empty()) throw InputError(Diagnostic::about(source->name(), "the rules file holds no (rule ...)"));
  return set;
}

const RuleSet& RuleSet::builtin() { return *builtin("default"); }

const Registry<NamedRuleSet>& builtin_rule_sets() {
  static const Registry<NamedRuleSet> sets = [] {
    Registry<NamedRuleSet> all("built-in rules file");
    for (const EmbeddedText& text : default_rules_texts()) {
      std::string file(text.name);
      all.add({file.substr(0, file.rfind(".rules")),
               RuleSet::read(SourceFile::from_text("<built-in>/" + file, std::string(text.text)))});
    }
    return all;
  }();
  return sets;
}

const RuleSet* RuleSet::builtin(const std::string& name) {
  const NamedRuleSet* named = builtin_rule_sets().find(name);
  return named ? &named->rules : nullptr;
}

const Rule* RuleSet::select(const Features& features, std::vector<std::string>* trace) const {
  for (const Rule& rule : rules_) {
    std::string why;
    if (holds(rule.condition, features, why)) {
      if (trace)
        trace->push_back(
            fmt::format("rule {} fires: {} -> {}", rule.name, spelled(rule.condition), rule.configuration.text()));
      return &rule;
    }
    if (trace) trace->push_back(fmt::format("rule {}: no, {}", rule.name, why));
  }
  return nullptr;
}

}  // namespace polyplan
