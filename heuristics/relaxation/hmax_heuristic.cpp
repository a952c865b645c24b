// h^max (Bonet and Geffner): the costliest goal fact when actions delete nothing and an action
// costs its own cost plus its costliest precondition. It never overestimates (a real plan is a
// relaxed plan, and a relaxed plan pays at least for its costliest chain) and changes by at most
// an action's cost along it, so it is admissible and consistent on every family that has a ground
// model; weak, but the general baseline LM-cut starts from.
#include "heuristics/relaxation/hmax_heuristic.hpp"

#include "heuristics/relaxation/relaxation_heuristic.hpp"

namespace polyplan {

HeuristicPlugin hmax_heuristic_plugin() {
  return HeuristicPlugin{"hmax",
                         "any family with a ground model: the costliest goal fact when moves delete nothing (h^max)",
                         {.admissible = true, .consistent = true, .families = {}, .generic = true},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<RelaxationHeuristic>(environment, RelaxedCosts::Combine::Max);
                         }};
}

}  // namespace polyplan
