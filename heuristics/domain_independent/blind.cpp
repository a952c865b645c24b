#include "heuristics/domain_independent/blind.hpp"

namespace polyplan {
namespace {

class Blind final : public Heuristic {
 public:
  int evaluate(StateView) override { return 0; }
};

}  // namespace

HeuristicPlugin blind_heuristic_plugin() {
  return HeuristicPlugin{"blind",
                         "0 for every state: uniform-cost search under A*",
                         {.admissible = true, .consistent = true, .families = {}, .generic = true},
                         {},
                         [](const Environment&, const PluginOptions&) { return std::make_unique<Blind>(); }};
}

}  // namespace polyplan
