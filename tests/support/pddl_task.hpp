#pragma once
// A PDDL task read back with the tests' own reader (pddl_reader.hpp) and solved without polyplan:
// schemas grounded over the problem's objects (parameterless actions as they are), quantifiers
// expanded, and a uniform-cost search on the facts. What the tests of both PDDL translations
// (lifted_pddl_test, ground_pddl_test) measure the translations' optimal costs with.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <queue>
#include <set>
#include <unordered_map>

#include "domains/pddl_export.hpp"
#include "tests/support/pddl_reader.hpp"

namespace polyplan::pddl_task {

using pddl_reader::Node;

// `a b - t c - u` as (name, type) pairs, from index `first` of a list.
inline std::vector<std::pair<std::string, std::string>> typed(const Node& list, std::size_t first) {
  std::vector<std::pair<std::string, std::string>> out;
  std::vector<std::string> pending;
  for (std::size_t i = first; i < list.list.size(); ++i) {
    if (list.list[i].atom == "-") {
      for (const std::string& name : pending) out.emplace_back(name, list.list[i + 1].atom);
      pending.clear();
      ++i;
    } else {
      pending.push_back(list.list[i].atom);
    }
  }
  for (const std::string& name : pending) out.emplace_back(name, "object");
  return out;
}

struct Formula {
  enum class Kind { True, False, Atom, Not, And, Or } kind = Kind::True;
  int atom = -1;
  std::vector<Formula> parts;
};

using State = std::vector<bool>;

inline bool holds(const Formula& f, const State& state) {
  switch (f.kind) {
    case Formula::Kind::True:
      return true;
    case Formula::Kind::False:
      return false;
    case Formula::Kind::Atom:
      return state[std::size_t(f.atom)];
    case Formula::Kind::Not:
      return !holds(f.parts[0], state);
    case Formula::Kind::And:
      return std::all_of(f.parts.begin(), f.parts.end(), [&](const Formula& p) { return holds(p, state); });
    case Formula::Kind::Or:
      return std::any_of(f.parts.begin(), f.parts.end(), [&](const Formula& p) { return holds(p, state); });
  }
  return false;
}

struct PddlAction {
  std::string name;
  Formula precondition;
  std::vector<int> adds, deletes;
  int cost = 0;
};

class PddlTask {
 public:
  explicit PddlTask(const PddlFiles& files) {
    const Node domain = pddl_reader::read_pddl(files.domain).list.at(0);
    const Node problem = pddl_reader::read_pddl(files.problem).list.at(0);
    for (const auto& [type, parent] : typed(*pddl_reader::section(domain, ":types"), 1)) parent_[type] = parent;
    for (const auto& [object, type] : typed(*pddl_reader::section(domain, ":constants"), 1)) add_object(object, type);
    if (const Node* objects = pddl_reader::section(problem, ":objects"))
      for (const auto& [object, type] : typed(*objects, 1)) add_object(object, type);
    unit_costs_ = pddl_reader::section(domain, ":functions") == nullptr;
    for (const Node& node : domain.list)
      if (node.head() == ":action") schemas_.push_back(&node);
    for (const Node* schema : schemas_) collect_fluents(effect_of(*schema));
    for (const Node& fact : pddl_reader::section(problem, ":init")->list) {
      if (!fact.is_list || fact.head() == "=") continue;
      if (fluent_predicates_.count(fact.head()))
        initial_fluents_.push_back(fact.text());
      else
        static_facts_.insert(fact.text());
    }
    for (const Node* schema : schemas_) ground(*schema);
    for (const std::string& fact : initial_fluents_) atom_id(fact);
    goal_ = compile(pddl_reader::section(problem, ":goal")->list.at(1), {});
    index_actions();
  }

  std::size_t action_count() const { return actions_.size(); }

  // Uniform-cost search; -1 when the goal cannot be reached, -2 when more than `max_states` states
  // are met.
  int optimal_cost(std::size_t max_states) const {
    State start(atoms_.size(), false);
    for (const std::string& fact : initial_fluents_) start[std::size_t(atoms_.at(fact))] = true;
    std::unordered_map<State, int> best{{start, 0}};
    using Entry = std::pair<int, State>;
    auto later = [](const Entry& a, const Entry& b) { return a.first > b.first; };
    std::priority_queue<Entry, std::vector<Entry>, decltype(later)> open(later);
    open.push({0, start});
    std::vector<std::size_t> candidates;
    while (!open.empty()) {
      auto [g, state] = open.top();
      open.pop();
      if (best.at(state) < g) continue;
      if (holds(goal_, state)) return g;
      candidates.clear();
      for (std::size_t atom = 0; atom < state.size(); ++atom)
        if (state[atom]) candidates.insert(candidates.end(), keyed_[atom].begin(), keyed_[atom].end());
      candidates.insert(candidates.end(), unkeyed_.begin(), unkeyed_.end());
      for (std::size_t index : candidates) {
        const PddlAction& action = actions_[index];
        if (!holds(action.precondition, state)) continue;
        State next = state;
        for (int atom : action.deletes) next[std::size_t(atom)] = false;
        for (int atom : action.adds) next[std::size_t(atom)] = true;
        const int cost = g + action.cost;
        auto [it, fresh] = best.emplace(next, cost);
        if (!fresh && it->second <= cost) continue;
        it->second = cost;
        if (best.size() > max_states) return -2;
        open.push({cost, std::move(next)});
      }
    }
    return -1;
  }

 private:
  using Bindings = std::map<std::string, std::string>;

  void add_object(const std::string& object, std::string type) {
    for (;;) {
      objects_of_[type].push_back(object);
      auto up = parent_.find(type);
      if (up == parent_.end() || up->second == type) break;
      type = up->second;
    }
  }

  static const Node& part(const Node& schema, const std::string& key) {
    for (std::size_t i = 2; i + 1 < schema.list.size(); ++i)
      if (schema.list[i].atom == key) return schema.list[i + 1];
    static const Node empty{"", {}, true};
    return empty;
  }
  static const Node& effect_of(const Node& schema) { return part(schema, ":effect"); }

  void collect_fluents(const Node& effect) {
    const std::string& head = effect.head();
    if (head == "and") {
      for (std::size_t i = 1; i < effect.list.size(); ++i) collect_fluents(effect.list[i]);
    } else if (head == "not") {
      collect_fluents(effect.list[1]);
    } else if (head == "forall") {
      collect_fluents(effect.list[2]);
    } else if (head == "when") {
      collect_fluents(effect.list[2]);
    } else if (head != "increase" && !head.empty()) {
      fluent_predicates_.insert(head);
    }
  }

  int atom_id(const std::string& text) { return atoms_.emplace(text, int(atoms_.size())).first->second; }

  Node substitute(const Node& node, const Bindings& bindings) const {
    if (!node.is_list) {
      auto it = bindings.find(node.atom);
      return it == bindings.end() ? node : Node{it->second, {}, false};
    }
    Node out{"", {}, true};
    for (const Node& child : node.list) out.list.push_back(substitute(child, bindings));
    return out;
  }

  bool static_holds(const Node& atom, const Bindings& bindings) const {
    return static_facts_.count(substitute(atom, bindings).text()) > 0;
  }

  // Every way to bind the variables of a typed list, on top of `bindings`.
  void each_binding(const std::vector<std::pair<std::string, std::string>>& variables, std::size_t at,
                    Bindings& bindings, const std::function<bool(const Bindings&)>& partial_ok,
                    const std::function<void(const Bindings&)>& visit) const {
    if (at == variables.size()) return visit(bindings);
    auto objects = objects_of_.find(variables[at].second);
    if (objects == objects_of_.end()) return;
    for (const std::string& object : objects->second) {
      bindings[variables[at].first] = object;
      if (partial_ok(bindings)) each_binding(variables, at + 1, bindings, partial_ok, visit);
    }
    bindings.erase(variables[at].first);
  }

  Formula compile(const Node& node, const Bindings& bindings) {
    const std::string& head = node.head();
    Formula out;
    if (head == "and" || head == "or") {
      const bool conjunction = head == "and";
      out.kind = conjunction ? Formula::Kind::And : Formula::Kind::Or;
      for (std::size_t i = 1; i < node.list.size(); ++i) {
        Formula part = compile(node.list[i], bindings);
        if (part.kind == (conjunction ? Formula::Kind::False : Formula::Kind::True)) return part;
        if (part.kind != (conjunction ? Formula::Kind::True : Formula::Kind::False)) out.parts.push_back(part);
      }
      if (out.parts.empty()) out.kind = conjunction ? Formula::Kind::True : Formula::Kind::False;
      return out;
    }
    if (head == "not") {
      Formula inner = compile(node.list[1], bindings);
      if (inner.kind == Formula::Kind::True || inner.kind == Formula::Kind::False)
        return Formula{inner.kind == Formula::Kind::True ? Formula::Kind::False : Formula::Kind::True, -1, {}};
      out.kind = Formula::Kind::Not;
      out.parts.push_back(inner);
      return out;
    }
    if (head == "imply") {
      Node rewritten{
          "", {Node{"or", {}, false}, Node{"", {Node{"not", {}, false}, node.list[1]}, true}, node.list[2]}, true};
      return compile(rewritten, bindings);
    }
    if (head == "forall" || head == "exists") {
      Node expanded{"", {Node{head == "forall" ? "and" : "or", {}, false}}, true};
      Bindings inner = bindings;
      each_binding(
          typed(node.list[1], 0), 0, inner, [](const Bindings&) { return true; },
          [&](const Bindings& b) { expanded.list.push_back(substitute(node.list[2], b)); });
      return compile(expanded, bindings);
    }
    const Node atom = substitute(node, bindings);
    if (!fluent_predicates_.count(head))
      return Formula{static_facts_.count(atom.text()) ? Formula::Kind::True : Formula::Kind::False, -1, {}};
    out.kind = Formula::Kind::Atom;
    out.atom = atom_id(atom.text());
    return out;
  }

  void apply(const Node& effect, const Bindings& bindings, PddlAction& action) {
    const std::string& head = effect.head();
    if (head == "and") {
      for (std::size_t i = 1; i < effect.list.size(); ++i) apply(effect.list[i], bindings, action);
    } else if (head == "not") {
      action.deletes.push_back(atom_id(substitute(effect.list[1], bindings).text()));
    } else if (head == "increase") {
      action.cost += std::stoi(effect.list[2].atom);
    } else if (head == "forall") {
      Bindings inner = bindings;
      each_binding(
          typed(effect.list[1], 0), 0, inner, [](const Bindings&) { return true; },
          [&](const Bindings& b) { apply(effect.list[2], b, action); });
    } else if (head == "when") {
      Formula condition = compile(effect.list[1], bindings);
      ASSERT_TRUE(condition.kind == Formula::Kind::True || condition.kind == Formula::Kind::False)
          << "an effect condition on facts that change: " << effect.text();
      if (condition.kind == Formula::Kind::True) apply(effect.list[2], bindings, action);
    } else {
      action.adds.push_back(atom_id(substitute(effect, bindings).text()));
    }
  }

  // The schema's actions: parameters bound one by one, each binding kept only while the static
  // atoms of the top-level precondition whose variables are bound hold.
  void ground(const Node& schema) {
    const auto parameters = typed(part(schema, ":parameters"), 0);
    const Node& precondition = part(schema, ":precondition");
    std::vector<const Node*> conjuncts;
    if (precondition.head() == "and")
      for (std::size_t i = 1; i < precondition.list.size(); ++i) conjuncts.push_back(&precondition.list[i]);
    else
      conjuncts.push_back(&precondition);
    auto bound = [](const Node& atom, const Bindings& bindings) {
      for (std::size_t i = 1; i < atom.list.size(); ++i)
        if (atom.list[i].atom.front() == '?' && !bindings.count(atom.list[i].atom)) return false;
      return true;
    };
    auto partial_ok = [&](const Bindings& bindings) {
      for (const Node* conjunct : conjuncts) {
        const bool negated = conjunct->head() == "not";
        const Node& atom = negated ? conjunct->list[1] : *conjunct;
        if (atom.head().empty() || fluent_predicates_.count(atom.head()) || atom.head() == "forall" ||
            atom.head() == "exists" || atom.head() == "or" || atom.head() == "imply" || !bound(atom, bindings))
          continue;
        if (static_holds(atom, bindings) == negated) return false;
      }
      return true;
    };
    Bindings bindings;
    each_binding(parameters, 0, bindings, partial_ok, [&](const Bindings& b) {
      PddlAction action{schema.list[1].atom, compile(precondition, b), {}, {}, unit_costs_ ? 1 : 0};
      if (action.precondition.kind == Formula::Kind::False) return;
      apply(effect_of(schema), b, action);
      actions_.push_back(std::move(action));
    });
  }

  // Each action is tried only in states where its rarest required atom holds: the search then
  // looks at a few actions per state instead of all of them.
  void index_actions() {
    auto required = [](const Formula& f) {
      std::vector<int> atoms;
      if (f.kind == Formula::Kind::Atom) atoms.push_back(f.atom);
      if (f.kind == Formula::Kind::And)
        for (const Formula& part : f.parts)
          if (part.kind == Formula::Kind::Atom) atoms.push_back(part.atom);
      return atoms;
    };
    std::vector<int> uses(atoms_.size(), 0);
    for (const PddlAction& action : actions_)
      for (int atom : required(action.precondition)) ++uses[std::size_t(atom)];
    keyed_.assign(atoms_.size(), {});
    for (std::size_t index = 0; index < actions_.size(); ++index) {
      const std::vector<int> atoms = required(actions_[index].precondition);
      if (atoms.empty()) {
        unkeyed_.push_back(index);
        continue;
      }
      const int key = *std::min_element(atoms.begin(), atoms.end(),
                                        [&](int a, int b) { return uses[std::size_t(a)] < uses[std::size_t(b)]; });
      keyed_[std::size_t(key)].push_back(index);
    }
  }

  std::map<std::string, std::string> parent_;
  std::map<std::string, std::vector<std::string>> objects_of_;
  std::vector<const Node*> schemas_;
  std::set<std::string> fluent_predicates_;
  std::set<std::string> static_facts_;
  std::vector<std::string> initial_fluents_;
  std::map<std::string, int> atoms_;
  std::vector<PddlAction> actions_;
  std::vector<std::vector<std::size_t>> keyed_;
  std::vector<std::size_t> unkeyed_;
  Formula goal_;
  bool unit_costs_ = false;  // no (total-cost): every action costs 1
};

}  // namespace polyplan::pddl_task
