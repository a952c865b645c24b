#pragma once
#include <memory>
#include <string>

#include "polyplan/plugin/heuristic.hpp"
#include "polyplan/plugin/move_pruner.hpp"
#include "polyplan/plugin/move_rule.hpp"
#include "polyplan/plugin/tie_key.hpp"

namespace polyplan::plugin {

// What a plugin's registration function is handed: everything it adds goes through here. A name
// that is already taken (built in or by another plugin) is refused and the plugin with it.
class Registrar {
 public:
  virtual ~Registrar() = default;
  virtual void add_move_rule(std::shared_ptr<const MoveRuleFactory> rule) = 0;
  virtual void add_heuristic(std::shared_ptr<const HeuristicFactory> heuristic) = 0;
  virtual void add_tie_key(std::shared_ptr<const TieKeyFactory> key) = 0;
  virtual void add_move_pruner(std::shared_ptr<const MovePrunerFactory> pruner) = 0;
  // A domain that problems may name in (:domain ...), as .pzl text with one (define (domain ...)).
  // It is checked against the rules known at that point, so add its rules first.
  virtual void add_domain(const std::string& pzl_text) = 0;
};

}  // namespace polyplan::plugin
