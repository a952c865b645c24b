#include "heuristics/sokoban/emm_estimate.hpp"
#include "heuristics/sokoban/sokoban_heuristic.hpp"
#include "heuristics/sokoban/sokoban_heuristics.hpp"

namespace polyplan {
namespace {

// EMM (emm_estimate.hpp) behind the Sokoban evaluation skeleton: deadlocks first, then the
// matching over the boxes that may still move.
class Emm final : public SokobanHeuristic {
 public:
  Emm(const Task& task, const std::string& name, const PluginOptions& options)
      : SokobanHeuristic(task, name, options),
        emm_(task.frame().floor_count(), flag(options, "conflicts"), flag(options, "matching-deadlocks"),
             flag(options, "warm-matching", false)) {}

 private:
  // A flag's value, or its default when the options do not have it.
  static bool flag(const PluginOptions& options, const char* name, bool absent = true) {
    return options.count(name) ? std::get<bool>(options.at(name)) : absent;
  }
  int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent) override {
    return emm_.estimate(tables, boxes, agent, has_box_);
  }

  EmmEstimate emm_;
};

}  // namespace

HeuristicPlugin emm_heuristic_plugin() {
  return sokoban_plugin<Emm>(
      "emm",
      "Sokoban: minimum-cost matching of boxes to goals by push distance (Hungarian algorithm) plus 2 per linear "
      "conflict",
      false,
      {PluginOption::flag("conflicts", true, "add 2 per linear conflict between adjacent boxes (the paper's L)"),
       PluginOption::flag("matching-deadlocks", true,
                          "prune states where no assignment of the boxes to distinct goals has finite push distances "
                          "(bipartite deadlock); off, they get the sum of each box's nearest goal distance"),
       PluginOption::flag("warm-matching", false,
                          "re-solve the matching from the last one where only some boxes' rows changed (siblings "
                          "differ in two): faster with many boxes, the same M*, but the conflict term may read other "
                          "optimal potentials, so searches take other paths")});
}

}  // namespace polyplan
